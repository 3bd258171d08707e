"""The replay viewer: every position it shows is the record's, stepped either way, jumped to
from the log or the bar; play, pause and speed; the viewpoint hides the other seat's hand;
"Play from here" forks the record at the position on screen; the results screen opens it."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core.protocol import sample_chance
from game.core.record import GameRecord, SeatSpec, replay
from game.rules import get_rules
from game.scenes import replay_chrome as chrome
from game.scenes.replay_player import ALL_REVEALED, CHECKPOINT_EVERY, ReplayPlayer
from game.scenes.replay_viewer import SPEEDS, ReplayViewerScene
from game.scenes.results import ResultsScene
from game.smoke import finished_session
from game.views import theme
from game.views.registry import CLIENTS

GAMES = sorted(CLIENTS)
NAMES = ("Ada", "Bo", "Cai", "Dee", "Eun", "Fay")


def random_record(slug: str, plies: int | None = 70, seed: int = 7) -> GameRecord:
    """A record of random legal moves (chance sampled from a seeded generator): `plies` long,
    or played to the end when None. Ada is the person, the others AIs."""
    rules = get_rules(slug)
    count = rules.info.min_players
    seats = [
        SeatSpec(NAMES[index], "human" if index == 0 else "ai", "easy", (2, 3, 4, 5, 0, 1)[index])
        for index in range(count)
    ]
    state = rules.new_initial_state(count, None)
    rng = random.Random(seed)
    history: list[str] = []
    while not state.is_terminal() and (plies is None or len(history) < plies):
        action = (
            sample_chance(state, rng)
            if state.is_chance_node()
            else rng.choice(state.legal_actions())
        )
        history.append(state.action_to_string(action))
        state.apply_action(action)
    return GameRecord(slug, count, rules.info.default_options(count), seats, seed, history)


def position(state, seats: int):
    """What identifies a position for every viewer: each seat's information state and the
    spectator's view."""
    return (tuple(state.information_state_key(seat) for seat in range(seats)), state.view(None))


def key(scene, code: int) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))


def click(scene, pos: tuple[int, int]) -> None:
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))


def frames(app, count: int, dt: float = 0.1) -> None:
    surface = pygame.Surface(theme.SCREEN_SIZE)
    for _frame in range(count):
        app.step(dt, events=[])
    app.draw(surface)


# ----------------------------------------------------------------------------- the positions


@pytest.mark.parametrize("slug", GAMES)
def test_every_ply_stepped_either_way_is_the_records_position(slug):
    record = random_record(slug)
    rules = get_rules(slug)
    seats = record.num_players
    length = len(record.history)  # 70, or fewer when the random game ended sooner
    assert length > 2 * CHECKPOINT_EVERY
    expected = [position(replay(rules, record, upto=ply), seats) for ply in range(length + 1)]
    player = ReplayPlayer(rules, record)
    assert player.length == length
    for ply in range(length):  # forward, one action at a time
        assert position(player.state, seats) == expected[ply], (slug, ply)
        applied = player.forward(ALL_REVEALED)
        assert applied is not None and applied.text == record.history[ply]
    assert player.forward(ALL_REVEALED) is None
    assert position(player.state, seats) == expected[length]
    for ply in range(length - 1, -1, -1):  # back, one action at a time (past every checkpoint)
        assert player.back()
        assert player.ply == ply and position(player.state, seats) == expected[ply], (slug, ply)
    assert not player.back()
    jumps = random.Random(3).sample(range(length + 1), 25) + [length, 0, CHECKPOINT_EVERY]
    for ply in jumps:
        player.seek(ply)  # jumps both ways
        assert position(player.state, seats) == expected[ply], (slug, ply)


@pytest.mark.parametrize("slug", GAMES)
def test_the_board_shows_the_records_position_after_every_step(app, slug):
    record = random_record(slug, plies=40)
    rules = get_rules(slug)
    scene = ReplayViewerScene(app, record)
    app.push(scene)
    scene.set_viewpoint(0)
    length = len(record.history)
    for ply in range(1, length + 1):
        key(scene, pygame.K_RIGHT)
        frames(app, 1)
        assert scene.board.view == replay(rules, record, upto=ply).view(0), (slug, ply)
    for ply in range(length - 1, -1, -1):  # back: the position before, shown at once
        key(scene, pygame.K_LEFT)
        assert not scene.board.busy()
        assert scene.board.view == replay(rules, record, upto=ply).view(0), (slug, ply)


def test_a_finished_game_opens_all_revealed_and_an_abandoned_one_from_the_persons_eyes(app):
    finished = finished_session("dragon-bridge").record
    assert ReplayViewerScene(app, finished).viewpoint == ALL_REVEALED
    abandoned = random_record("dragon-bridge", plies=30)
    abandoned.seats[0], abandoned.seats[1] = abandoned.seats[1], abandoned.seats[0]
    assert ReplayViewerScene(app, abandoned).viewpoint == 1  # Ada, the person, sits second
    nine_sons = ReplayViewerScene(app, random_record("nine-sons", plies=30))
    assert nine_sons.viewpoint == ALL_REVEALED and not nine_sons.view_cycle.enabled


# ----------------------------------------------------------------------------- play and speed


def test_play_pause_and_speed(app):
    record = random_record("nine-sons", plies=60)
    scene = ReplayViewerScene(app, record)
    app.push(scene)
    assert scene.playing  # "Watch the replay" starts playing
    frames(app, 10, dt=0.25)
    played = scene.player.ply
    assert played >= 2
    key(scene, pygame.K_SPACE)  # pause
    frames(app, 10, dt=0.25)
    assert not scene.playing and scene.player.ply == played
    key(scene, pygame.K_EQUALS)
    key(scene, pygame.K_EQUALS)
    assert SPEEDS[scene.speed_index] == 4.0 and scene.speed_cycle.value == 4.0
    key(scene, pygame.K_SPACE)  # play at 4x: four times the actions in the same time
    frames(app, 10, dt=0.25)
    assert scene.player.ply - played >= 3 * (played - 1)
    key(scene, pygame.K_MINUS)
    assert SPEEDS[scene.speed_index] == 2.0
    key(scene, pygame.K_END)
    assert scene.player.at_end and not scene.playing
    key(scene, pygame.K_SPACE)  # playing at the end starts from the beginning
    assert scene.playing and scene.player.ply == 0


def test_the_transport_buttons_by_mouse_and_enter(app):
    scene = ReplayViewerScene(app, random_record("dragon-delta", plies=30))
    app.push(scene)
    first, back, play, forward, last = scene.focus.widgets[:5]
    assert scene.focus.focused is play  # Enter (the gamepad's A) plays and pauses
    key(scene, pygame.K_RETURN)
    assert not scene.playing
    click(scene, forward.rect.center)
    click(scene, forward.rect.center)
    assert scene.player.ply == 2
    click(scene, back.rect.center)
    assert scene.player.ply == 1
    click(scene, last.rect.center)
    assert scene.player.at_end
    click(scene, first.rect.center)
    assert scene.player.ply == 0
    click(scene, (chrome.PROGRESS_RECT.right - 1, chrome.PROGRESS_RECT.centery))
    assert scene.player.ply >= 29


def test_a_gamepad_steps_and_backs_out(app):
    below = ResultsScene(app, finished_session("nine-sons"))
    app.reset_to(below)
    scene = ReplayViewerScene(app, random_record("nine-sons", plies=20))
    app.push(scene)
    key(scene, pygame.K_SPACE)

    def pad(button: int) -> None:
        pygame.event.clear()
        app.dispatch(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button))
        for event in pygame.event.get(pygame.KEYDOWN):
            app.dispatch(event)

    pad(pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    pad(pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    assert scene.player.ply == 2
    pad(pygame.CONTROLLER_BUTTON_DPAD_LEFT)
    assert scene.player.ply == 1
    pad(pygame.CONTROLLER_BUTTON_B)  # Esc: back where it came from
    assert app.top is below


# ----------------------------------------------------------------------------- the log


@pytest.mark.parametrize("slug", GAMES)
def test_a_click_on_a_log_line_jumps_to_its_move(app, slug):
    record = random_record(slug, plies=50)
    rules = get_rules(slug)
    scene = ReplayViewerScene(app, record)
    app.push(scene)
    scene.to_end()
    entries = scene.entries()
    assert entries and all(0 <= entry.ply < 50 for entry in entries)
    assert [entry.ply for entry in entries] == sorted(entry.ply for entry in entries)
    scene.log_top = 0
    row = min(3, len(scene.rows()) - 1)
    index = scene.rows()[row][0]
    click(scene, (chrome.LOG_RECT.x + 60, chrome.LOG_TOP + row * chrome.ROW_HEIGHT + 5))
    ply = entries[index].ply + 1
    assert scene.player.ply == ply and not scene.playing
    assert position(scene.player.state, record.num_players) == position(
        replay(rules, record, upto=ply), record.num_players
    )
    assert scene.current_entry() >= index  # the clicked line (or the last of its move) is lit
    key(scene, pygame.K_DOWN)  # the next line of the log
    assert scene.player.ply > ply or scene.current_entry() == len(entries) - 1
    key(scene, pygame.K_HOME)
    key(scene, pygame.K_DOWN)
    assert scene.player.ply == entries[0].ply + 1


def test_the_lit_line_stays_in_sight(app):
    scene = ReplayViewerScene(app, random_record("drakon", plies=120))
    app.push(scene)
    scene.to_end()
    rows = scene.rows()
    lit = [i for i, (index, _text, _first) in enumerate(rows) if index == scene.current_entry()]
    assert lit and scene.log_top <= lit[0] < scene.log_top + chrome.ROWS_SHOWN
    scene.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=50))
    frames(app, 1)


# ----------------------------------------------------------------------------- viewpoints


def test_a_seats_view_hides_the_other_hand_in_dragon_bridge(app, monkeypatch):
    from game.views.dragon_bridge import panels

    record = random_record("dragon-bridge", plies=40)
    scene = ReplayViewerScene(app, record)
    app.push(scene)
    scene.seek(40)
    state = scene.player.state
    drawn: list[tuple[int, object]] = []
    original = panels.draw_hand

    def draw_hand(board, surface, view, seat, anim):
        drawn.append((seat, view.hands[seat] if board.show_private else None))
        original(board, surface, view, seat, anim)

    monkeypatch.setattr(panels, "draw_hand", draw_hand)
    for seat in (0, 1):
        scene.set_viewpoint(seat)
        view = scene.board.view
        assert view == state.view(seat)
        assert view.hands[seat] is not None and view.hands[1 - seat] is None
        drawn.clear()
        frames(app, 1)
        assert set(drawn) == {(seat, state.view(seat).hands[seat])}  # its own hand face up


def test_a_seats_view_hides_the_other_hand_in_wyvern(app):
    record = random_record("wyvern", plies=80)
    scene = ReplayViewerScene(app, record)
    app.push(scene)
    scene.seek(80)
    state = scene.player.state
    assert state.view(0) != state.view(1)  # something is hidden from one of them
    for seat in (0, 1):
        scene.set_viewpoint(seat)
        frames(app, 1)
        assert scene.board.view == state.view(seat) and scene.board.view.seat == seat
        assert scene.board.hand() == list(state.view(seat).hand)
    key(scene, pygame.K_v)  # the key cycles to the next viewpoint (back to all revealed)
    assert scene.viewpoint == ALL_REVEALED
    assert scene.board.view == state.revealed_view()


def test_the_log_of_a_seat_never_names_the_others_drawn_cards():
    record = random_record("dragon-bridge", plies=60)
    player = ReplayPlayer(get_rules("dragon-bridge"), record)
    describe = CLIENTS["dragon-bridge"].describe_log
    names = [seat.name for seat in record.seats]
    full = [entry.text for entry in player.log(ALL_REVEALED, describe, names)]
    ada = [entry.text for entry in player.log(0, describe, names)]
    bo = [entry.text for entry in player.log(1, describe, names)]
    assert full != ada and full != bo  # somebody's draw is named only when all is revealed
    assert all(line in full or "draws a card" in line for line in ada)


# ----------------------------------------------------------------------------- play from here


def test_play_from_here_forks_the_record_at_the_position_on_screen(app):
    from game.scenes.setup import SetupScene

    record = random_record("drakon", plies=50)
    scene = ReplayViewerScene(app, record)
    app.push(scene)
    scene.seek(31)
    key(scene, pygame.K_p)
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.slug == "drakon"
    fork = setup.fork
    assert fork.history == record.history[:31] and fork.seed == record.seed
    assert fork.options == record.options and fork.num_players == record.num_players
    assert record.history[31:] and len(record.history) == 50  # the replay keeps its record


def test_play_from_here_is_refused_at_the_end_of_a_game(app):
    scene = ReplayViewerScene(app, finished_session("nine-sons").record)
    app.push(scene)
    scene.to_end()
    frames(app, 1)
    assert not scene.fork_button.enabled
    key(scene, pygame.K_p)
    assert app.top is scene and app.audio.played[-1] == "error"


def test_a_record_that_cannot_be_replayed_says_why_and_goes_back(app):
    below = ResultsScene(app, finished_session("nine-sons"))
    app.reset_to(below)
    record = random_record("nine-sons", plies=10)
    record.history[5] = "place 9 on nowhere"
    scene = ReplayViewerScene(app, record)
    app.push(scene)
    assert scene.player is None and scene.error is not None
    frames(app, 2)
    key(scene, pygame.K_RETURN)  # the Back button, focused
    assert app.top is below


# ----------------------------------------------------------------------------- results


def test_the_results_screen_opens_the_replay_all_revealed(app):
    session = finished_session("wyvern")
    results = ResultsScene(app, session)
    app.reset_to(results)
    rematch, watch, title = results.buttons.widgets
    assert watch.label == "Watch the replay"
    centres = [button.rect.centerx for button in (rematch, watch, title)]
    assert centres[1] == 640 and centres[1] - centres[0] == centres[2] - centres[1]
    click(results, watch.rect.center)
    viewer = app.top
    assert isinstance(viewer, ReplayViewerScene) and viewer.record is session.record
    assert viewer.viewpoint == ALL_REVEALED and viewer.player.length == len(session.record.history)
    key(viewer, pygame.K_ESCAPE)
    assert app.top is results
    key(results, pygame.K_w)  # W, the key on the button
    assert isinstance(app.top, ReplayViewerScene)
