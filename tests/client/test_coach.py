"""The coach (issue 17): the Hint's panel in the play scene, what it may show, and its words."""

from __future__ import annotations

import dataclasses
import pickle
import random

import pygame
import pytest

from ai.worker_process import SearchRequest, WorkerResult, run_search
from game.core.record import SeatSpec
from game.rng import rng_for
from game.rules.dragon_delta.actions import decode
from game.scenes.play import PlayScene
from game.session import Session
from game.views.coach_panel import COACH_RECT, seat_world, words_for
from game.views.registry import client_for

SEATS = [SeatSpec("You", "human", colour=2), SeatSpec("Drake", "ai", "easy", colour=3)]
OPTIONS = {"wyvern": {"match_points": 50}}
GAMES = ("nine-sons", "dragon-bridge", "drakon", "dragon-delta", "wyvern")


class SearchingWorker:
    """Answers every request at once with the real search of its level (in this process)."""

    def __init__(self) -> None:
        self.results: list[WorkerResult] = []
        self.levels: list[str] = []

    def submit(self, request_id, state, slug, level, seed, budget=None) -> None:
        self.levels.append(level)
        request = SearchRequest(request_id, pickle.dumps(state), slug, level, seed, budget)
        self.results = [run_search(request, None, source="thread")]

    def poll(self):
        results, self.results = self.results, []
        return results

    def cancel(self) -> None:
        self.results = []

    def busy(self) -> bool:
        return False

    def progress(self):
        return None

    def shutdown(self) -> None:
        pass


def key(code: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)


def human_to_move(slug: str, decisions: int, searched: bool = True) -> Session:
    """A session where the human (seat 0) decides after about `decisions` Easy-bot decisions,
    at a decision the coach searches (when `searched`)."""
    from ai.levels import make_bot

    session = Session.new(slug, SEATS, OPTIONS.get(slug), 2026)
    bot, budget = make_bot(slug, "easy")
    level = client_for(slug).coach_level
    coach, coach_budget = make_bot(slug, level)
    made = 0
    while True:
        assert not session.is_over()
        if session.is_chance():
            session.step_chance()
            continue
        if session.is_human_turn() and made >= decisions and len(session.legal_actions()) > 1:
            if not searched:
                return session
            info = coach.choose(session.state, coach_budget, random.Random(1)).info
            if info.get("top"):
                return session
        session.apply(bot.choose(session.state, budget, rng_for(session.ply, "test")).action)
        made += 1


def settled_scene(app, session: Session, worker) -> PlayScene:
    """A play scene on `session` with `worker` answering, a few frames in."""
    app.worker = worker
    scene = PlayScene(app, session)
    app.reset_to(scene)
    for _ in range(3):
        app.step(1 / 60, events=[])
    return scene


def open_coach(app, session: Session) -> PlayScene:
    scene = settled_scene(app, session, SearchingWorker())
    assert scene._decision_open()
    app.step(1 / 60, events=[key(pygame.K_h)])
    app.step(1 / 60, events=[])
    return scene


@pytest.mark.parametrize("slug", GAMES)
def test_the_coach_shows_the_searchs_choice_first_in_every_game(app, slug):
    session = human_to_move(slug, 8)
    scene = open_coach(app, session)
    coach = scene.coach
    assert coach.open and not coach.waiting
    assert coach.moves and coach.searched
    assert coach.moves[0].action == scene.board.hint  # the top move is highlighted too
    assert all(move.words for move in coach.moves)
    assert all(0.0 <= (move.chance or 0.0) <= 1.0 for move in coach.moves)
    assert app.worker.levels == [client_for(slug).coach_level]
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)  # draws without error, the panel over the log


def test_hint_level_is_the_clients_coach_level(app):
    session = human_to_move("drakon", 6)
    open_coach(app, session)
    assert app.worker.levels == ["hard"]  # Drakon's Normal level does not search


def test_pick_highlights_and_enter_plays_the_picked_move(app):
    session = human_to_move("dragon-bridge", 6)
    scene = open_coach(app, session)
    assert len(scene.coach.moves) >= 2
    second = scene.coach.moves[1].action
    app.step(1 / 60, events=[key(pygame.K_DOWN)])
    assert scene.board.hint == second
    text = session.action_text(second)
    app.step(1 / 60, events=[key(pygame.K_RETURN)])
    assert session.record.history[-1] == text
    assert not scene.coach.open  # a move was made: the panel closes


def test_h_and_escape_close_the_panel_without_pausing(app):
    session = human_to_move("nine-sons", 6)
    scene = open_coach(app, session)
    app.step(1 / 60, events=[key(pygame.K_h)])
    assert not scene.coach.open
    app.step(1 / 60, events=[key(pygame.K_h)])
    app.step(1 / 60, events=[])
    assert scene.coach.open
    app.step(1 / 60, events=[key(pygame.K_ESCAPE)])
    assert not scene.coach.open
    assert app.top is scene  # Esc closed the panel; the pause menu did not open


def test_a_click_on_a_row_picks_it(app):
    session = human_to_move("dragon-bridge", 6)
    scene = open_coach(app, session)
    row = scene.coach.rows[-1]
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=row.center)
    app.step(1 / 60, events=[click])
    assert scene.coach.selected == len(scene.coach.rows) - 1
    assert scene.board.hint == scene.coach.moves[-1].action
    assert COACH_RECT.contains(row.inflate(-8, 0))


# --- what the coach may show ------------------------------------------------------------


def test_hidden_information_lines_stop_at_a_reply():
    session = human_to_move("dragon-bridge", 4, searched=False)
    seat = session.current_player()
    other = 1 - seat
    info = {"line": [(seat, 1), (seat, 2), (other, 3), (seat, 4)]}
    assert session.coach_line(info) == [(seat, 1), (seat, 2), (other, None)]
    open_game = human_to_move("nine-sons", 4, searched=False)
    seat = open_game.current_player()
    line = [(seat, 1), (1 - seat, 2), (seat, 3)]
    assert open_game.coach_line({"line": line}) == line  # Nine Sons hides nothing


@pytest.mark.parametrize("slug", ("dragon-bridge", "drakon"))
def test_the_advice_is_the_same_whatever_the_hidden_cards(slug):
    """The hint's search runs on what the seat knows: dealing the others' hidden cards anew
    (a world the seat cannot tell from the real one) gives the same advice."""
    session = human_to_move(slug, 6)
    seat = session.current_player()
    level = client_for(slug).coach_level
    other_world = session.state.sample_determinization(seat, random.Random(99))
    assert other_world.view(seat) == session.state.view(seat)

    from ai.levels import make_bot

    # The level's iterations without its time cap: a loaded machine must not cut one search.
    budget = dataclasses.replace(make_bot(slug, level)[1], time_s=None)

    def advice(state):
        request = SearchRequest(1, pickle.dumps(state), slug, level, 77, budget)
        result = run_search(request, None, source="thread")
        return result.action, result.info["top"], session.coach_line(result.info)

    assert advice(session.state) == advice(other_world)


def test_words_are_made_on_the_seats_world_and_name_no_hidden_card():
    session = human_to_move("dragon-bridge", 6)
    client = client_for("dragon-bridge")
    seat = session.current_player()
    world = seat_world(session)
    assert world.view(seat) == session.state.view(seat)
    action = session.legal_actions()[0]
    words = words_for(session, client, world, [(seat, action), (1 - seat, None)])
    assert words[-1] == "a reply"
    assert words[0]


class FailingWorker(SearchingWorker):
    """Every search fails (as a broken or cancelled one does)."""

    def submit(self, request_id, state, slug, level, seed, budget=None) -> None:
        self.levels.append(level)
        self.results = [WorkerResult(request_id, None, {}, "RuntimeError: broken")]


def test_a_failed_search_closes_the_waiting_panel(app):
    scene = settled_scene(app, human_to_move("nine-sons", 6), FailingWorker())
    assert scene.hint()
    assert scene.coach.open and scene.coach.waiting
    app.step(1 / 60, events=[])  # the failure arrives
    assert app.worker.levels == ["normal"]
    assert not scene.coach.open  # no answer will come: no panel left waiting


def test_a_quick_answer_says_so_instead_of_figures(app):
    session = human_to_move("nine-sons", 6)
    scene = PlayScene(app, session)
    action = session.legal_actions()[0]
    scene.coach.ask(session.version)
    scene.coach.fill(session, client_for("nine-sons"), action, {"fallback": "timeout"})
    assert scene.coach.hurried and not scene.coach.searched
    assert [move.action for move in scene.coach.moves] == [action]
    assert "quick suggestion" in scene.coach._caption()


def test_a_dragon_delta_hint_goes_into_the_draft_and_keeps_the_cards_laid(app):
    """Enter on the coach's card while programming lays it in the draft's first slot; the
    cards laid before stay and nothing is sent until Confirm (it used to send the one card and
    throw the draft away)."""
    session = human_to_move("dragon-delta", 0)
    scene = settled_scene(app, session, SearchingWorker())
    board = scene.board
    assert board.kind == "program"
    for card in board.hand()[:3]:
        board.add_card(card)
    laid = list(board.draft)
    plies = len(session.record.history)
    app.step(1 / 60, events=[key(pygame.K_h)])
    app.step(1 / 60, events=[])
    assert scene.coach.open and scene.coach.moves
    hinted = scene.coach.moves[0].action
    app.step(1 / 60, events=[key(pygame.K_RETURN)])
    assert len(session.record.history) == plies  # nothing sent
    card = decode(hinted).card
    assert board.draft[0] == card
    assert set(laid) - {card} <= set(board.draft)  # the other cards laid stay in the draft
    assert not scene.coach.open


def test_the_drakon_hint_lays_the_tile_where_the_coachs_first_line_says(app):
    """The board's hint completes a hinted tile with the search's own cell and turn (the
    coach's first line), not a cell of its own choosing (a newcomer read (0, 1) on the board
    and (-1, 0) in the coach's first line)."""
    from game.rules.drakon.actions import decode as drakon_decode
    from game.views.drakon import hints

    checked = 0
    for decisions in (0, 2, 4, 6, 8):
        scene = open_coach(app, human_to_move("drakon", decisions))
        top = scene.coach.moves[0]
        record = drakon_decode(top.action)
        if record.kind != "place-tile" or not top.then:
            continue
        plan = scene.board.hint_plan
        assert plan is not None and plan == hints.from_steps(record.tile, top.then)
        assert hints.cell_words(plan.cell) in top.words  # the first line names that cell
        checked += 1
    assert checked >= 1


def test_the_dragon_bridge_hint_ends_where_the_coachs_first_line_goes(app):
    """The board's hint completes a hinted card with the search's own next steps (a bump's
    direction), as the coach's first line says them (a newcomer read "bump left" on the board
    and "bumped right to square 17" in the coach)."""
    checked = 0
    for decisions in range(0, 12, 2):
        scene = open_coach(app, human_to_move("dragon-bridge", decisions))
        top = scene.coach.moves[0]
        plan = scene.board.hint_plan
        if not top.then or plan is None or plan.tile is None:
            continue
        steps = (top.action, *top.then)
        shared = min(len(steps), len(plan.steps))
        assert plan.steps[:shared] == steps[:shared], (plan.steps, steps)
        checked += 1
    assert checked >= 2


def test_the_runners_up_are_in_the_order_of_their_chance():
    """A tree search picks by visits: its choice stays first (the hint), the others follow by
    their chance, best first, not the 59 %, 58 %, 59 % of visit order."""
    from game.views.coach_panel import coach_moves

    top = [
        {"action": 7, "chance": 0.59},
        {"action": 3, "chance": 0.58},
        {"action": 5, "chance": 0.595, "then": (1, 2)},
        {"action": 9, "chance": 0.2, "exact": False},
    ]
    rows = coach_moves({"top": top}, 7)
    assert [row[0] for row in rows] == [7, 5, 3, 9]
    assert rows[1] == (5, 0.595, True, (1, 2)) and rows[3][2] is False
    assert coach_moves({"top": top}, 3) == [(3, None, True, ())]  # not the search's choice
