"""Dragon Delta played for real through the app (App + PlayScene, headless): a whole 2-seat game
against an AI driven by keys through programming and every decision kind, hot-seat secrecy
behind the hand-off curtain, and a 6-seat AI-only game watched as a show to the results."""

from __future__ import annotations

import pygame
import pytest

from game.rules.dragon_delta.cards import CARD_CODES, plank_length
from game.rules.dragon_delta.view import HIDDEN, DeltaView
from game.scenes.handoff import HandoffScene
from game.scenes.play import PlayScene
from game.scenes.results import ResultsScene
from game.session import SeatSpec, Session
from game.views.dragon_delta import paint, targets
from tests.client.test_play import human_ready, key, run_until

WISHES = ("stone-2", "build-2", "remove", "move-2", "jump", "move-1", "build-1", "stone-1")
"""The human's favourite cards, in turn, so that every decision kind comes up."""


def start(app, seats, seed=7) -> PlayScene:
    scene = PlayScene(app, Session.new("dragon-delta", seats, None, seed))
    app.reset_to(scene)
    return scene


def press(app, *keys) -> None:
    for k in keys:
        app.step(0.02, events=[key(k)])


def program_by_keys(app, scene, round_number: int) -> None:
    """Five cards chosen by number keys (arrows past the ninth), then Enter."""
    board = scene.board
    for slot in range(5):
        places = board.hand_places()  # the hand keeps its places as cards are laid
        wish = WISHES[(round_number + slot) % len(WISHES)]
        codes = [CARD_CODES[c] if c is not None else "" for c in places]
        index = codes.index(wish) if wish in codes else next(i for i, c in enumerate(codes) if c)
        if index < 9:
            press(app, pygame.K_1 + index)
        else:
            board.hand_focus = 0
            steps = sum(1 for c in codes[1 : index + 1] if c)  # Right skips the empty places
            press(app, *[pygame.K_RIGHT] * steps, pygame.K_RETURN)
        if len(board.draft) == slot:  # refused (a second dragon): take a card that is not one
            press(
                app,
                pygame.K_1 + next(i for i, c in enumerate(codes) if c and "dragon" not in c),
            )
    assert len(board.draft) == 5
    press(app, pygame.K_RETURN)


def decide_by_keys(app, scene) -> None:
    """Tab to the first lit target and Enter; building: two supports, the longest plank, lay."""
    kind = scene.board.kind
    if kind in ("build", "plank"):
        if kind == "build":
            first, second = _short_pair(scene)
            for ident in (first, second):
                index = [t.ident for t in scene.board.targets].index(ident)
                press(app, *[pygame.K_TAB] * (index + 1), pygame.K_RETURN)
        longest = plank_length(scene.board.reserve()[-1])  # its number key is its length
        press(app, pygame.K_0 + longest, pygame.K_RETURN)
    else:
        press(app, pygame.K_TAB, pygame.K_RETURN)


def _short_pair(scene) -> tuple[int, int]:
    """The legal bridge with the shortest gap, from the seat's village if it can be."""
    view = scene.board.view
    river = paint.river(view)
    home = view.colours[scene.board.turn.seat]
    pairs = targets.pair_actions(scene.board.turn.legal)
    return min(pairs, key=lambda pair: (home not in pair, river.span(*pair)))


def test_a_whole_two_seat_game_against_the_ai_by_keys(app):
    seats = [SeatSpec("Ada", "human", colour=0), SeatSpec("Bo", "ai", "easy", 1)]
    scene = start(app, seats, seed=5)
    kinds: set[str] = set()
    prompts: set[str] = set()
    for _turn in range(3000):
        if isinstance(app.top, ResultsScene):
            break
        if human_ready(scene):
            kinds.add(scene.board.kind)
            prompts.add(scene.board.prompt())
            version = scene.session.version
            if scene.board.kind == "program":
                program_by_keys(app, scene, scene.board.view.round)
            else:
                decide_by_keys(app, scene)
            assert scene.session.version != version, scene.board.kind  # the keys did act
        app.step(0.05, events=[])
    assert isinstance(app.top, ResultsScene)
    assert {"program", "stone", "build", "remove", "step"} <= kinds, kinds
    assert "" not in prompts  # every decision says what to do


def _secret_ok(view: DeltaView, state) -> bool:
    """No other seat's card beyond the revealed steps is in a view drawn on screen."""
    for seat, program in enumerate(view.programs):
        if seat == view.seat:
            continue
        if any(card != HIDDEN for card in program[state.revealed :]):
            return False
    return True


def test_hot_seat_programs_stay_secret(app):
    seats = [SeatSpec("Ada", "human", colour=0), SeatSpec("Bo", "human", colour=1)]
    scene = start(app, seats, seed=3)
    session = scene.session
    curtains = 0
    for _turn in range(400):
        if isinstance(app.top, HandoffScene):
            curtains += 1
            assert not scene.board.show_private and scene.board.view.seat is None
            assert scene.board.hand() == []
            press(app, pygame.K_RETURN, pygame.K_RETURN)
            continue
        view, data, _progress = scene.board.display()
        if isinstance(view, DeltaView):
            assert _secret_ok(view, session.state)
        viewer = session.viewer() if scene.board.show_private else None
        for _player, line in session.log_lines(viewer):
            assert "program " not in line
        if human_ready(scene):
            if scene.board.kind == "program":
                program_by_keys(app, scene, 0)
            else:
                decide_by_keys(app, scene)
        app.step(0.05, events=[])
        if session.state.round > 2:
            break
    assert curtains >= 4  # each programs behind the curtain, every round


TWO_PEOPLE_AND_AN_AI = [
    SeatSpec("Ada", "human", colour=0),
    SeatSpec("Bo", "human", colour=1),
    SeatSpec("Cy", "ai", "easy", 2),
]


def test_hot_seat_with_an_ai_shows_nobodys_program_while_the_table_watches(app):
    """Two people and an AI: while the AI thinks or moves (everyone watches the screen), the
    board shows the spectator's view, not the last person's program (a newcomer's 6-seat game
    showed a whole program through the steps); the next person's decision comes behind a
    curtain."""
    scene = start(app, TWO_PEOPLE_AND_AN_AI, seed=5)
    session = scene.session
    watched = curtains = 0
    for _turn in range(3000):
        if isinstance(app.top, HandoffScene):
            curtains += 1
            press(app, pygame.K_RETURN, pygame.K_RETURN)
            continue
        if human_ready(scene):
            if scene.board.kind == "program":
                program_by_keys(app, scene, 0)
            else:
                decide_by_keys(app, scene)
        table_watches = session.is_ai_turn()  # (a frame after a person's move is theirs)
        app.step(0.05, events=[])
        view = scene.board.display()[0]
        if table_watches and isinstance(view, DeltaView):
            assert view.seat is None and not scene.board.show_private, view.seat
            assert session.viewer() is None
            watched += 1
        if session.state.round > 2:
            break
    assert watched > 10 and curtains >= 6


def test_the_same_person_after_an_ai_move_needs_no_curtain(app):
    """Two people and an AI: a person who decides again after only the AI moved (the board
    showed the table's view meanwhile, nobody else's secrets) gets no curtain; another person
    always does, and each decision shows only the decider's own view."""
    scene = start(app, TWO_PEOPLE_AND_AN_AI, seed=5)
    session = scene.session
    last_person = None  # whose private view was on screen last
    ai_since = False  # an AI moved since then
    again = curtains = 0
    for _turn in range(3000):
        if isinstance(app.top, HandoffScene):
            assert scene.handoff_seat != last_person  # a curtain only for another person
            curtains += 1
            press(app, pygame.K_RETURN, pygame.K_RETURN)
            continue
        if human_ready(scene):
            seat = session.current_player()
            assert scene.board.show_private and scene.board.view.seat == seat
            again += seat == last_person and ai_since
            last_person, ai_since = seat, False
            if scene.board.kind == "program":
                program_by_keys(app, scene, 0)
            else:
                decide_by_keys(app, scene)
        ai_since = ai_since or session.is_ai_turn()
        app.step(0.05, events=[])
        if session.state.round > 2:
            break
    assert again >= 1 and curtains >= 4


@pytest.mark.slow  # about a minute: random AIs often play to the 30-round guard
def test_six_ai_seats_play_a_watched_game_to_the_results(app):
    seats = [SeatSpec(f"AI {n}", "ai", "easy", n) for n in range(6)]
    app.settings.animation_speed = 30.0  # the show runs, quickly
    scene = start(app, seats, seed=2)
    run_until(app, lambda: isinstance(app.top, ResultsScene), frames=40000, dt=0.05)
    assert scene.session.is_over()
    played = set(app.audio.played)
    assert {"delta-flip", "delta-stone", "delta-plank"} <= played
    assert played & {"delta-hop", "delta-splash"}


def _ply_of_two_steps(seed: int):
    """A 2-seat session played at random up to a ply whose show turns two steps' cards."""
    import random

    from game.views.dragon_delta.client import CLIENT

    seats = [SeatSpec("Ada", "ai", "easy", colour=0), SeatSpec("Bo", "ai", "easy", colour=1)]
    session = Session.new("dragon-delta", seats, None, seed)
    session.log_describer = CLIENT.describe_log
    rng = random.Random(seed)
    for _ply in range(3000):
        if session.is_chance():
            applied = session.step_chance()
        else:
            applied = session.apply(rng.choice(session.legal_actions()))
        recent = getattr(applied.view_after, "recent", ())
        if sum(event.kind == "reveal" for event in recent) >= 2:
            return session, applied
    raise AssertionError("no such ply")


def test_the_log_keeps_pace_with_the_show():
    from game.views.dragon_delta.view import DeltaBoardView

    session, applied = _ply_of_two_steps(4)
    board = DeltaBoardView(session.seats)
    board.reset(applied.view_before)
    board.speed = 1.0
    board.play(applied)
    lines = [line for _player, line in session.log_lines(None)]
    shown_counts = []
    while board.busy():
        shown = lines[: len(lines) - board.log_held()]
        shown_counts.append(len(shown))
        data = board.display()[1]
        if data and data["kind"] == "flip":  # the step on the board is the log's latest step
            steps = [line for line in shown if line.startswith("Step ")]
            assert steps[-1].startswith(f"Step {data['base'].step + 1}:"), steps[-1]
        board.update(0.05)
    assert shown_counts == sorted(shown_counts)  # lines only ever arrive
    assert shown_counts[0] < len(lines)  # the later steps waited for their part of the show
    assert board.log_held() == 0  # and all are there once the show is over


def _mouse(app, kind, pos) -> None:
    fields = (
        {"pos": pos, "button": 1}
        if kind != pygame.MOUSEMOTION
        else {"pos": pos, "rel": (0, 0), "buttons": (1, 0, 0)}
    )
    app.step(0.02, events=[pygame.event.Event(kind, **fields)])


def _drag(app, start, end) -> None:
    _mouse(app, pygame.MOUSEBUTTONDOWN, start)
    for k in range(1, 4):
        _mouse(
            app,
            pygame.MOUSEMOTION,
            (start[0] + (end[0] - start[0]) * k // 3, start[1] + (end[1] - start[1]) * k // 3),
        )
    _mouse(app, pygame.MOUSEBUTTONUP, end)


def test_a_program_dragged_into_its_slots_through_the_app(app):
    from game.views.dragon_delta import layout

    seats = [SeatSpec("Ada", "human", colour=0), SeatSpec("Bo", "ai", "easy", 1)]
    scene = start(app, seats, seed=5)
    run_until(app, lambda: human_ready(scene) and scene.board.kind == "program", frames=400)
    board = scene.board
    slots = layout.slot_rects()
    for slot in range(5):
        places = board.hand_places()  # a card laid leaves its place empty
        index = next(
            i for i, c in enumerate(places) if c is not None and "dragon" not in CARD_CODES[c]
        )
        _drag(app, layout.hand_rects(len(places))[index].center, slots[slot].center)
        assert len(board.draft) == slot + 1
    laid = list(board.draft)
    _drag(app, slots[4].center, slots[0].center)  # the last card first
    assert board.draft == [laid[4], *laid[:4]]
    version = scene.session.version
    _mouse(app, pygame.MOUSEBUTTONDOWN, layout.CONFIRM_RECT.center)
    _mouse(app, pygame.MOUSEBUTTONUP, layout.CONFIRM_RECT.center)
    assert scene.session.version != version
    run_until(app, lambda: len(scene.session.state.programs[0]) == 5, frames=50)
    assert list(scene.session.state.programs[0]) == [laid[4], *laid[:4]]


def test_the_play_scene_log_shows_only_the_lines_the_board_has_reached():
    """play_chrome.log_rows trims the lines a board holds back (log_held), and only those."""
    import types

    from game.scenes.play_chrome import log_rows

    pygame.font.init()
    lines = [(0, "Step 1: the cards are turned"), (0, "Ada plays Move 1"), (0, "Step 2: ...")]
    held = {"count": 2}
    scene = types.SimpleNamespace(
        session=types.SimpleNamespace(log_lines=lambda viewer: list(lines), seats=()),
        board=types.SimpleNamespace(log_held=lambda: held["count"]),
    )
    assert [text for _, text, first in log_rows(scene, None) if first] == [
        "  1 Step 1: the cards are turned"
    ]
    held["count"] = 0
    assert len([row for row in log_rows(scene, None) if row[2]]) == 3
