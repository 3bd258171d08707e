"""PlayScene driven through the real App: AI games, clicks, keys, reasons, saves, handoff."""

from __future__ import annotations

import random
import time

import pygame

from ai.worker import WorkerResult
from game.app import App, SilentAudio
from game.core.record import SeatSpec
from game.rules.nine_sons import square_name
from game.scenes.handoff import HandoffScene
from game.scenes.pause import PauseScene
from game.scenes.play import PlayScene
from game.scenes.results import ResultsScene
from game.session import Session
from game.views.nine_sons import layout

HUMAN_VS_AI = [SeatSpec("Ivory", "human", colour=0), SeatSpec("Obsidian", "ai", "easy", 1)]
HOT_SEAT = [SeatSpec("Ivory", "human", colour=0), SeatSpec("Jade", "human", colour=4)]
AI_ONLY = [SeatSpec("Red", "ai", "easy", 2), SeatSpec("Blue", "ai", "easy", 3)]


class FakeWorker:
    """Answers every request at once with a seeded random legal action."""

    def __init__(self) -> None:
        self.submitted: list[tuple[int, str]] = []
        self.results: list[WorkerResult] = []
        self.cancelled = 0

    def submit(self, request_id, state, slug, level, seed, budget=None) -> None:
        self.submitted.append((request_id, level))
        action = random.Random(seed).choice(state.legal_actions())
        self.results = [WorkerResult(request_id, action, {"fake": True})]

    def poll(self):
        results, self.results = self.results, []
        return results

    def cancel(self) -> None:
        self.cancelled += 1
        self.results = []

    def busy(self) -> bool:
        return bool(self.results)

    def progress(self):
        return None

    def shutdown(self) -> None:
        pass


class RecordingAudio(SilentAudio):
    """Remembers the sounds played."""

    def __init__(self) -> None:
        self.played: list[str] = []

    def play(self, name, variant=0) -> None:
        self.played.append(name)

    def set_volumes(self, sfx, music) -> None:
        pass

    def start_music(self) -> None:
        pass

    def play_music(self, theme: str) -> None:
        pass

    def stop_music(self) -> None:
        pass


def click(pos) -> list[pygame.event.Event]:
    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
    ]


def key(k, mod=0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def start(app, seats, seed=7) -> PlayScene:
    scene = PlayScene(app, Session.new("nine-sons", seats, None, seed))
    app.reset_to(scene)
    return scene


def run_until(app, condition, frames=600, dt=0.05) -> None:
    for _ in range(frames):
        if condition():
            return
        app.step(dt, events=[])
    assert condition(), "condition not reached"


def human_ready(scene: PlayScene) -> bool:
    return scene.board.turn is not None and scene.session.is_human_turn()


def test_an_ai_only_game_runs_through_the_play_scene_to_the_results(app):
    scene = start(app, AI_ONLY, seed=3)
    run_until(app, lambda: isinstance(app.top, ResultsScene), frames=3000)
    assert scene.session.is_over()
    assert app.top.session is scene.session
    assert not app.saves.has_autosave()  # the finished game's autosave is gone
    assert len(app.worker.submitted) > 5
    assert "win" in app.audio.played  # AI-vs-AI: the winner is cheered


def test_scripted_clicks_play_a_place_and_a_move(app):
    scene = start(app, HUMAN_VS_AI, seed=11)
    session = scene.session
    run_until(app, lambda: human_ready(scene))
    board = scene.board
    value = min(board.places)
    square = min(board.places[value])
    app.step(0.05, events=click(layout.hand_die_rect(0, value).center))
    assert board.selected_die == value
    app.step(0.05, events=click(layout.square_center(square)))
    assert session.record.history[-1] == f"place {value} {square_name(square)}"
    # Keep placing until a move is available, then move by clicking source and destination.
    for _ in range(8):
        run_until(app, lambda: human_ready(scene))
        single = [(s, p) for s, paths in board.moves.items() for p in paths
                  if sum(1 for q in paths if q[-1] == p[-1]) == 1]  # fmt: skip
        if single:
            break
        value = min(board.places)
        app.step(0.05, events=[key(getattr(pygame, f"K_{value}"))])
        app.step(0.05, events=click(layout.square_center(min(board.places[value]))))
    source, path = single[0]
    app.step(0.05, events=click(layout.square_center(source)))
    assert board.source == source
    app.step(0.05, events=click(layout.square_center(path[-1])))
    names = [square_name(sq) for sq in (source, *path)]
    assert "-".join(names) in session.record.history


def test_keys_alone_play_a_human_turn(app):
    scene = start(app, HUMAN_VS_AI, seed=11)
    run_until(app, lambda: human_ready(scene))
    board = scene.board
    value = max(board.places)
    target = max(board.places[value])
    before = scene.session.ply
    app.step(0.05, events=[key(getattr(pygame, f"K_{value}")), key(pygame.K_RIGHT)])
    row, col = divmod(board.cursor, 4)
    t_row, t_col = divmod(target, 4)
    presses = [pygame.K_DOWN if t_row > row else pygame.K_UP] * abs(t_row - row)
    presses += [pygame.K_RIGHT if t_col > col else pygame.K_LEFT] * abs(t_col - col)
    app.step(0.05, events=[key(k) for k in presses])
    assert board.cursor == target
    app.step(0.05, events=[key(pygame.K_RETURN)])
    assert scene.session.ply > before
    assert scene.session.plies[before].text.startswith(f"place {value} ")


def test_an_illegal_click_shows_a_reason_and_plays_the_error_sound(app):
    scene = start(app, HUMAN_VS_AI, seed=11)
    session = scene.session
    run_until(app, lambda: human_ready(scene))
    board = scene.board
    # Click the opponent's stack (after letting both sides place once).
    value = min(board.places)
    app.step(0.05, events=click(layout.hand_die_rect(0, value).center))
    app.step(0.05, events=click(layout.square_center(min(board.places[value]))))
    run_until(app, lambda: human_ready(scene))
    view = board.view
    theirs = next(sq for sq in range(12) if view.stacks[sq] and view.stacks[sq][-1][0] == 1)
    ply = session.ply
    app.audio.played.clear()
    app.step(0.05, events=click(layout.square_center(theirs)))
    assert board.message and "Not your stack" in board.message and board.message_is_error
    assert "error" in app.audio.played
    assert session.ply == ply
    # A move to a square no complete path reaches is refused with a reason.
    run_until(app, lambda: human_ready(scene))
    source = next(iter(board.moves))
    ends = {path[-1] for path in board.moves[source]}
    wrong = next(sq for sq in range(12) if sq not in ends and sq not in board.moves)
    board.say(None)
    app.step(0.05, events=click(layout.square_center(source)))
    app.step(0.05, events=click(layout.square_center(wrong)))
    assert board.message
    assert session.ply == ply


def _stuck_stack(session: Session) -> int | None:
    """A stack topped by the mover's die that cannot go anywhere, if there is one."""
    seat = session.state.current_player()
    view = session.state.view(None)
    if seat < 0 or view.pending:
        return None
    sources = {session.decode(action).source for action in session.legal_actions()}
    for square, stack in enumerate(view.stacks):
        if stack and stack[-1][0] == seat and square not in sources:
            return square
    return None


def test_a_refused_stack_shows_the_engines_reason_in_words(app):
    session = position_where(lambda s: _stuck_stack(s) is not None)
    square = _stuck_stack(session)
    scene = PlayScene(app, session)
    app.reset_to(scene)
    run_until(app, lambda: human_ready(scene))
    app.step(0.05, events=click(layout.square_center(square)))
    board = scene.board
    reason = session.explain("move", square, ())
    assert reason is not None
    assert board.message_is_error and board.message == reason.english()
    assert board.message.startswith("The stack must travel exactly")


def test_restart_starts_a_fresh_match_with_the_same_seats(app):
    scene = start(app, HUMAN_VS_AI, seed=11)
    run_until(app, lambda: human_ready(scene))
    old = scene.session
    scene.restart()
    assert scene.session is not old
    assert scene.session.seats == old.seats and scene.session.record.history == []
    assert app.saves.read_autosave().history == []
    run_until(app, lambda: human_ready(scene))
    assert scene.board.view == scene.session.state.view(0)


def test_escape_cancels_a_selection_first_then_opens_pause(app):
    scene = start(app, HUMAN_VS_AI, seed=11)
    run_until(app, lambda: human_ready(scene))
    app.step(0.05, events=[key(getattr(pygame, f"K_{min(scene.board.places)}"))])
    assert scene.board.selected_die is not None
    app.step(0.05, events=[key(pygame.K_ESCAPE)])
    assert scene.board.selected_die is None and app.top is scene
    app.step(0.05, events=[key(pygame.K_ESCAPE)])
    assert isinstance(app.top, PauseScene)


def test_undo_and_hint_keys(app):
    scene = start(app, HUMAN_VS_AI, seed=11)
    session = scene.session
    run_until(app, lambda: human_ready(scene))
    length = session.ply
    value = min(scene.board.places)
    app.step(0.05, events=[key(getattr(pygame, f"K_{value}"))])
    app.step(0.05, events=click(layout.square_center(min(scene.board.places[value]))))
    run_until(app, lambda: human_ready(scene))
    assert session.ply == length + 2  # our placement and the AI's answer
    app.step(0.05, events=[key(pygame.K_u)])
    assert session.ply == length
    run_until(app, lambda: human_ready(scene))
    app.step(0.05, events=[key(pygame.K_h)])
    assert app.worker.submitted[-1][1] == "normal"
    app.step(0.05, events=[])
    assert scene.board.hint in session.legal_actions()


def test_a_blocking_animation_locks_input_and_a_key_skips_it(app):
    app.settings.animation_speed = 1.0
    scene = start(app, HUMAN_VS_AI, seed=11)
    run_until(app, lambda: human_ready(scene), frames=800)
    value = min(scene.board.places)
    square = min(scene.board.places[value])
    app.step(0.01, events=[key(getattr(pygame, f"K_{value}"))])
    app.step(0.01, events=click(layout.square_center(square)))
    assert scene.board.busy()
    ply = scene.session.ply
    assert scene.handle_event(key(pygame.K_1))
    assert not scene.board.busy()
    assert scene.board.view == scene.session.state.view(0)
    assert scene.board.selected_die is None  # the key only skipped the animation
    assert scene.session.ply == ply


def test_autosave_after_every_move_resumes_to_the_same_position(app):
    scene = start(app, HUMAN_VS_AI, seed=11)
    run_until(app, lambda: human_ready(scene))
    value = min(scene.board.places)
    app.step(0.05, events=[key(getattr(pygame, f"K_{value}"))])
    app.step(0.05, events=click(layout.square_center(min(scene.board.places[value]))))
    run_until(app, lambda: human_ready(scene))
    record = app.saves.read_autosave()
    assert record.history == scene.session.record.history
    resumed = Session.from_record(record)
    assert resumed.state.view(None) == scene.session.state.view(None)
    again = PlayScene(app, resumed)
    app.reset_to(again)
    run_until(app, lambda: human_ready(again))
    assert again.board.view == scene.session.state.view(0)


def test_handoff_curtain_hides_everything_until_dismissed(app):
    session = Session.new("nine-sons", HOT_SEAT, None, 5)
    session.hidden_info = True  # pretend the game hides hands: the curtain path must work
    scene = PlayScene(app, session)
    app.reset_to(scene)
    run_until(app, lambda: isinstance(app.top, HandoffScene))
    curtain = app.top
    seat = session.current_player()
    assert curtain.seat_name == HOT_SEAT[seat].name
    assert scene.board.turn is None and not scene.board.show_private
    assert scene.board.view == session.state.view(None)
    first = pygame.Surface((1280, 720))
    app.draw(first)
    # Whatever the board below shows, the screen is the same: nothing leaks through.
    scene.board.view = None
    second = pygame.Surface((1280, 720))
    app.draw(second)
    assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(second, "RGB")
    scene.board.reset(session.state.view(None))
    app.step(0.05, events=[key(pygame.K_RETURN)])  # name confirmed → the summary
    assert app.top is curtain and curtain.showing_summary
    app.step(0.05, events=[key(pygame.K_RETURN)])
    assert app.top is scene
    run_until(app, lambda: human_ready(scene))
    assert scene.board.show_private and scene.board.turn.seat == seat
    value = min(scene.board.places)
    app.step(0.05, events=[key(getattr(pygame, f"K_{value}"))])
    app.step(0.05, events=click(layout.square_center(min(scene.board.places[value]))))
    run_until(app, lambda: isinstance(app.top, HandoffScene))
    assert app.top.seat_name == HOT_SEAT[1 - seat].name
    assert any(HOT_SEAT[seat].name in line for line in app.top.summary_lines)


def test_the_real_worker_moves_for_an_ai_seat(tmp_path):
    application = App(home=str(tmp_path), use_process=False)
    try:
        application.settings.animation_speed = 0.0
        scene = start(application, AI_ONLY, seed=4)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and not any(p.player >= 0 for p in scene.session.plies):
            application.step(0.02, events=[])
            time.sleep(0.01)
        assert any(p.player >= 0 for p in scene.session.plies)
    finally:
        application.shutdown()


def position_where(condition, seats=HOT_SEAT) -> Session:
    """A hot-seat session replayed up to the first random-play position meeting `condition`."""
    for seed in range(200):
        session = Session.new("nine-sons", seats, None, seed)
        rng = random.Random(seed)
        while not session.is_over():
            if session.is_chance():
                session.step_chance()
                continue
            if condition(session):
                return Session.from_record(session.record)
            session.apply(rng.choice(session.legal_actions()))
    raise AssertionError("no such position in 200 random games")


def test_tame_order_and_award_decisions_are_buttons_on_the_cards(app):
    session = position_where(lambda s: bool(s.state.view(None).pending))
    scene = PlayScene(app, session)
    app.reset_to(scene)
    run_until(app, lambda: human_ready(scene))
    board = scene.board
    assert board.choices and "choose" in board.prompt().lower()
    kinds = {session.decode(action).kind for _, action, _ in board.choices}
    assert kinds <= {"tame", "award"}
    rect, action, _label = board.choices[-1]
    text = session.action_text(action)
    app.step(0.05, events=click(rect.center))
    assert text in session.record.history


def test_tab_cycles_between_paths_that_end_on_the_same_square(app):
    def two_paths(s: Session) -> bool:
        ends: dict = {}
        for action in s.legal_actions():
            info = s.decode(action)
            if info.kind == "move":
                ends.setdefault((info.source, info.path[-1]), []).append(info.path)
        return any(len(paths) > 1 for paths in ends.values())

    session = position_where(two_paths)
    scene = PlayScene(app, session)
    app.reset_to(scene)
    run_until(app, lambda: human_ready(scene))
    board = scene.board
    source, end = next(
        (s, p[-1]) for s, paths in board.moves.items() for p in paths
        if sum(1 for q in paths if q[-1] == p[-1]) > 1
    )  # fmt: skip
    app.step(0.05, events=click(layout.square_center(source)))
    app.step(0.05, events=click(layout.square_center(end))[:1])  # hover only
    first = board.chosen_path(end)
    app.step(0.05, events=[key(pygame.K_TAB)])
    second = board.chosen_path(end)
    assert first != second and first[-1] == second[-1] == end
    app.step(
        0.05,
        events=[
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=layout.square_center(end), button=1)
        ],
    )
    names = [square_name(sq) for sq in (source, *second)]
    assert "-".join(names) in session.record.history


def test_the_log_of_a_game_played_through_the_scene_is_worded(app):
    """Issue 12 item 7, through the real PlayScene: every line in words, every tame credited."""
    from tests.client.test_nine_sons_log import assert_worded

    scene = start(app, AI_ONLY, seed=3)
    run_until(app, lambda: isinstance(app.top, ResultsScene), frames=3000)
    assert_worded(scene.session)


def test_a_restarted_match_keeps_its_log_in_words(app):
    """Pause > Restart makes a new session: its log must still be worded (it showed "first 0"
    and "Red: place 3 c2", and no tames, when the new session had no log describer)."""
    from tests.client.test_nine_sons_log import assert_worded

    scene = start(app, AI_ONLY, seed=3)
    run_until(app, lambda: scene.session.ply > 10)
    scene.restart()
    run_until(app, lambda: isinstance(app.top, ResultsScene), frames=3000)
    assert_worded(scene.session)
