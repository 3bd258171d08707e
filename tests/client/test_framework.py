"""The client framework: app stack, settings and saves, widgets, title, setup, settings, pause."""

from __future__ import annotations

import json
import random

import pygame
import pytest

from game.app import App, IdleWorker, run, start_game
from game.cli import build_parser, parse_seats
from game.core.protocol import sample_chance
from game.core.record import GameRecord, SeatSpec
from game.gamepad import GamepadTranslator
from game.rules import get_rules
from game.scenes.base import Scene
from game.scenes.pause import PauseScene
from game.scenes.settings_scene import SettingsScene
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene
from game.settings import SETTINGS_FILE, SaveStore, Settings, pref_dir
from game.views import theme
from game.views.focus import FocusGroup
from game.views.widgets import Cycle, Slider, TextField


@pytest.fixture
def app(tmp_path, monkeypatch):
    """A real App on the dummy video driver, with its files in a temporary folder."""
    monkeypatch.setenv("DRAGON_ARCADE_HOME", str(tmp_path))
    monkeypatch.setattr("game.app.make_worker", lambda use_process: IdleWorker())
    application = App(use_process=False)
    yield application
    application.shutdown()
    theme.set_colour_blind_safe(False)


def press(target, key: int, mod: int = 0) -> None:
    """Deliver a KEYDOWN to an App (routed to its top scene) or to a scene directly."""
    event = pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
    if isinstance(target, App):
        target.dispatch(event)
    else:
        target.handle_event(event)


def render(app: App) -> pygame.Surface:
    """Draw the app's stack onto a fresh 1280x720 surface and return it."""
    surface = pygame.Surface(theme.SCREEN_SIZE)
    app.update(1 / 60)
    app.draw(surface)
    return surface


def is_not_blank(surface: pygame.Surface) -> bool:
    """True when the surface shows more than one flat colour."""
    colours = {surface.get_at((x, y))[:3] for x in range(0, 1280, 97) for y in range(0, 720, 61)}
    return len(colours) > 5


def sample_record(plies: int = 6, seed: int = 3) -> GameRecord:
    """A legal Nine Sons record of a few plies, played by a seeded random driver."""
    rules = get_rules("nine-sons")
    state = rules.new_initial_state(2, None)
    rng = random.Random(seed)
    history = []
    while len(history) < plies and not state.is_terminal():
        action = (
            sample_chance(state, rng)
            if state.is_chance_node()
            else rng.choice(state.legal_actions())
        )
        history.append(state.action_to_string(action))
        state.apply_action(action)
    seats = [SeatSpec("Ana", "human", "normal", 2), SeatSpec("Wyrm", "ai", "hard", 3)]
    return GameRecord("nine-sons", 2, rules.info.default_options(), seats, seed, history)


# ----------------------------------------------------------------------------- settings & saves


def test_pref_dir_honours_env(tmp_path, monkeypatch):
    monkeypatch.setenv("DRAGON_ARCADE_HOME", str(tmp_path / "home"))
    assert pref_dir() == tmp_path / "home"
    assert (tmp_path / "home").is_dir()


def test_settings_round_trip_on_disk(tmp_path):
    settings = Settings(sfx_volume=0.3, music_volume=0.9, fullscreen=True, animation_speed=0.0)
    settings.colour_blind_safe = True
    settings.save(tmp_path)
    assert Settings.load(tmp_path) == settings
    (tmp_path / SETTINGS_FILE).write_text("{broken", encoding="utf-8")
    assert Settings.load(tmp_path) == Settings()
    odd = Settings.from_json({"sfx_volume": 7, "animation_speed": 1.4, "unknown": 1})
    assert odd.sfx_volume == 1.0 and odd.animation_speed == 1.5


def test_autosave_round_trip(tmp_path):
    store = SaveStore(tmp_path)
    assert store.read_autosave() is None and not store.has_autosave()
    record = sample_record()
    store.write_autosave(record)
    assert store.has_autosave()
    assert store.read_autosave().to_json() == record.to_json()
    store.clear_autosave(record)
    assert store.read_autosave() is None


def test_settings_scene_persists_each_change(app):
    app.push(SettingsScene(app))
    assert is_not_blank(render(app))
    press(app, pygame.K_DOWN)  # past the Language row
    press(app, pygame.K_RIGHT)  # sound effects slider has the focus
    on_disk = json.loads((app.home / SETTINGS_FILE).read_text())
    assert on_disk["sfx_volume"] == pytest.approx(0.8)
    for _ in range(3):
        press(app, pygame.K_DOWN)
    press(app, pygame.K_LEFT)
    press(app, pygame.K_LEFT)  # Normal -> Slow -> Instant
    assert Settings.load(app.home).animation_speed == 0.0
    press(app, pygame.K_DOWN)  # Replays kept: 50 -> 100
    press(app, pygame.K_RIGHT)
    assert Settings.load(app.home).replay_cap == 100 and app.replays.cap == 100
    press(app, pygame.K_DOWN)
    before = theme.seat_colour(2)
    press(app, pygame.K_RETURN)
    assert Settings.load(app.home).colour_blind_safe is True
    assert theme.seat_colour(2) != before
    press(app, pygame.K_ESCAPE)
    assert app.stack == []


# ----------------------------------------------------------------------------- title


def test_title_renders_and_every_game_tile_opens_its_setup(app):
    title = TitleScene(app)
    app.reset_to(title)
    assert is_not_blank(render(app))
    assert title.focus.focused is title.tiles[0]
    assert all(tile.playable for tile in title.tiles)  # the five games are all playable
    for tile in title.tiles:
        app.reset_to(title)
        title.focus.set_focus(tile)
        press(app, pygame.K_RETURN)
        assert isinstance(app.top, SetupScene), tile.entry.slug
        assert app.top.slug == tile.entry.slug
    app.reset_to(title)
    title.focus.set_focus(title.tiles[-1])
    for _ in range(len(title.tiles)):
        press(app, pygame.K_LEFT)
    assert title.focus.focused is title.tiles[0]


def test_title_mouse_hover_and_click(app):
    title = TitleScene(app)
    app.reset_to(title)
    app.dispatch(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=title.quit_button.rect.center, rel=(0, 0), buttons=(0, 0, 0)
        )
    )
    assert title.focus.focused is title.quit_button
    app.dispatch(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=title.settings_button.rect.center)
    )
    assert isinstance(app.top, SettingsScene)
    press(app, pygame.K_ESCAPE)
    assert app.top is title
    press(app, pygame.K_ESCAPE)
    assert title.focus.focused is title.quit_button and app.running
    press(app, pygame.K_ESCAPE)
    assert not app.running


@pytest.mark.parametrize("content", [b"{not json at all", "TAMPERED"])
def test_corrupt_save_gives_message_and_file_untouched(app, content):
    if content == "TAMPERED":
        data = sample_record().to_json()
        data["history"][3] = "fly to the moon"
        content = json.dumps(data).encode()
    app.saves.autosave_path.write_bytes(content)
    title = TitleScene(app)
    app.reset_to(title)
    assert title.save_error and "could not be loaded" in str(title.save_error)
    assert not title.continue_button.enabled
    render(app)
    press(app, pygame.K_RETURN)  # whatever is focused, the file must survive
    app.reset_to(TitleScene(app))
    render(app)
    assert app.saves.autosave_path.read_bytes() == content


def test_continue_resumes_autosave(app):
    from game.scenes.play import PlayScene

    record = sample_record()
    app.saves.write_autosave(record)
    title = TitleScene(app)
    app.reset_to(title)
    assert title.continue_button.enabled and title.focus.focused is title.continue_button
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, PlayScene)
    assert app.top.session.record.history[: len(record.history)] == record.history


# ----------------------------------------------------------------------------- setup


def test_setup_keyboard_edits_and_starts(app):
    from game.scenes.play import PlayScene

    app.reset_to(TitleScene(app))
    setup = SetupScene(app, "nine-sons")
    app.push(setup)
    assert is_not_blank(render(app))
    assert setup.focus.focused is setup.start_button
    press(app, pygame.K_TAB)  # wraps to seat 1's player choice
    assert setup.focus.focused is setup.seats[0].kind_cycle
    press(app, pygame.K_RIGHT)  # Human -> AI Easy
    press(app, pygame.K_TAB)
    for _ in range(10):
        press(app, pygame.K_BACKSPACE)
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text="Mei"))
    press(app, pygame.K_TAB)
    press(app, pygame.K_RIGHT)  # Crimson -> Azure: seat 2 had Azure, so it takes Crimson
    setup.focus.set_focus(setup.seed_field)
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text="12a3"))
    seats = setup.seat_specs()
    assert [(s.name, s.kind, s.level, s.colour) for s in seats] == [
        ("Mei", "ai", "easy", 3),
        ("Drake", "ai", "normal", 2),
    ]
    assert setup.seed_text == "123"
    setup.focus.set_focus(setup.start_button)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, PlayScene) and len(app.stack) == 2
    assert app.top.session.seed == 123
    assert [s.kind for s in app.top.session.seats] == ["ai", "ai"]


@pytest.mark.parametrize(
    "kinds", [("human", "human"), ("human", "ai:hard"), ("ai:easy", "ai:master")]
)
def test_setup_starts_every_seat_mix(app, kinds):
    setup = SetupScene(app, "nine-sons")
    app.reset_to(TitleScene(app))
    app.push(setup)
    for editor, kind in zip(setup.seats, kinds, strict=True):
        editor.kind_cycle.set_value(kind)
        editor._kind_changed(kind)
    setup.start()
    session = app.top.session
    assert [s.kind for s in session.seats] == [k.split(":")[0] for k in kinds]
    assert len({s.colour for s in session.seats}) == 2


@pytest.mark.parametrize("count", [2, 3, 4, 5, 6])
def test_setup_lays_out_many_seats_without_overlap(app, count):
    setup = SetupScene(app, "drakon")
    app.reset_to(TitleScene(app))
    app.push(setup)
    setup._count_changed(count)
    cards = [editor.rect for editor in setup.seats]
    assert len(cards) == count
    for i, card in enumerate(cards):
        assert not card.colliderect(setup.options_panel)
        assert setup.options_panel.right <= 1280 and card.bottom <= 590
        assert all(not card.colliderect(other) for other in cards[i + 1 :])
    assert setup.options_panel.bottom <= setup.start_button.rect.top
    names = [seat.name for seat in setup.seat_specs()]
    assert len(set(names)) == count  # AI seats of one level get numbered names
    assert is_not_blank(render(app))


def test_setup_escape_returns_to_title(app):
    title = TitleScene(app)
    app.reset_to(title)
    app.push(SetupScene(app, "nine-sons"))
    press(app, pygame.K_ESCAPE)
    assert app.top is title


# ----------------------------------------------------------------------------- pause


def _ai_game(app: App) -> Scene:
    app.reset_to(TitleScene(app))
    seats = [SeatSpec("Red", "ai", "easy", 2), SeatSpec("Blue", "ai", "easy", 3)]
    start_game(app, "nine-sons", seats, None, 5)
    return app.top


def test_pause_save_and_quit_writes_autosave(app):
    play = _ai_game(app)
    app.saves.clear_autosave(play.session.record)
    pause = PauseScene(app, play)
    app.push(pause)
    assert pause.is_overlay and pause.updates_below
    assert is_not_blank(render(app))
    for _ in range(4):
        press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, TitleScene) and len(app.stack) == 1
    assert app.saves.read_autosave().to_json() == play.session.record.to_json()
    assert app.top.continue_button.enabled


def test_pause_resume_and_restart(app):
    play = _ai_game(app)
    app.push(PauseScene(app, play))
    press(app, pygame.K_ESCAPE)
    assert app.top is play
    app.push(PauseScene(app, play))
    old_session = play.session
    press(app, pygame.K_DOWN)
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    assert app.top is play and play.session is not old_session


# ----------------------------------------------------------------------------- command line & app


def test_parse_seats_and_arguments():
    seats = parse_seats("human,ai:hard", "nine-sons")
    assert [(s.kind, s.level) for s in seats] == [("human", "normal"), ("ai", "hard")]
    assert seats[0].colour != seats[1].colour
    with pytest.raises(ValueError):
        parse_seats("human,ai:godlike", "nine-sons")
    with pytest.raises(ValueError):
        parse_seats("human,ai,ai", "nine-sons")
    args = build_parser().parse_args(
        ["--game", "nine-sons", "--seats", "human,ai:hard", "--seed", "7"]
    )
    assert (args.game, args.seats, args.seed) == ("nine-sons", "human,ai:hard", 7)


def test_run_jumps_straight_into_a_game(tmp_path, monkeypatch):
    from game.scenes.play import PlayScene

    monkeypatch.setenv("DRAGON_ARCADE_HOME", str(tmp_path))
    monkeypatch.setattr("game.app.make_worker", lambda use_process: IdleWorker())
    seen = []
    monkeypatch.setattr(App, "run", lambda self, first=None: seen.append(list(self.stack)))
    assert run(["--game", "nine-sons", "--seats", "human,ai:hard", "--seed", "7"]) == 0
    title, play = seen[0]
    assert isinstance(title, TitleScene) and isinstance(play, PlayScene)
    assert play.session.seed == 7 and [s.level for s in play.session.seats][1] == "hard"
    assert run(["--game", "no-such-game"]) == 2
    assert run(["--version"]) == 0


def test_smoke_mode_renders_every_scene(tmp_path, monkeypatch):
    monkeypatch.setenv("DRAGON_ARCADE_HOME", str(tmp_path))
    assert run(["--smoke"]) == 0


def test_gamepad_translation_posts_keys(app):
    pads = GamepadTranslator()

    def keys(event):
        return [(e.key, e.mod) for e in pads.translate(event)]

    button = pygame.CONTROLLERBUTTONDOWN
    assert keys(pygame.event.Event(button, button=pygame.CONTROLLER_BUTTON_A)) == [
        (pygame.K_RETURN, 0)
    ]
    assert keys(pygame.event.Event(button, button=pygame.CONTROLLER_BUTTON_START)) == [
        (pygame.K_ESCAPE, 0)
    ]
    assert keys(pygame.event.Event(button, button=pygame.CONTROLLER_BUTTON_X)) == [(pygame.K_h, 0)]
    shoulder = pygame.event.Event(button, button=pygame.CONTROLLER_BUTTON_LEFTSHOULDER)
    assert keys(shoulder) == [(pygame.K_TAB, pygame.KMOD_SHIFT)]
    axis = pygame.CONTROLLERAXISMOTION
    assert keys(pygame.event.Event(axis, axis=pygame.CONTROLLER_AXIS_LEFTY, value=30000)) == [
        (pygame.K_DOWN, 0)
    ]
    assert keys(pygame.event.Event(axis, axis=pygame.CONTROLLER_AXIS_LEFTY, value=31000)) == []
    assert keys(pygame.event.Event(axis, axis=pygame.CONTROLLER_AXIS_LEFTY, value=0)) == []
    hat = pygame.event.Event(pygame.JOYHATMOTION, instance_id=99, hat=0, value=(-1, 0))
    assert keys(hat) == [(pygame.K_LEFT, 0)]
    assert pads.translate(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0)) is None
    # Through the app: the translated key is posted to the queue for the scenes.
    pygame.event.clear()
    app.dispatch(pygame.event.Event(button, button=pygame.CONTROLLER_BUTTON_B))
    posted = pygame.event.get(pygame.KEYDOWN)
    assert [e.key for e in posted] == [pygame.K_ESCAPE]


def test_scene_stack_overlays_and_updates(app):
    calls = []

    class Probe(Scene):
        def __init__(self, app, name, overlay=False, below=False):
            super().__init__(app)
            self.name, self.is_overlay, self.updates_below = name, overlay, below

        def on_enter(self):
            calls.append(("enter", self.name))

        def on_exit(self):
            calls.append(("exit", self.name))

        def update(self, dt):
            calls.append(("update", self.name))

        def draw(self, surface):
            calls.append(("draw", self.name))

    base, top = Probe(app, "base"), Probe(app, "top", overlay=True, below=True)
    app.push(base)
    app.push(top)
    calls.clear()
    render(app)
    assert calls == [("update", "base"), ("update", "top"), ("draw", "base"), ("draw", "top")]
    calls.clear()
    app.replace(Probe(app, "other"))
    assert calls == [("exit", "top"), ("enter", "other")]
    app.reset_to(Probe(app, "fresh"))
    assert len(app.stack) == 1 and ("exit", "base") in calls
    app.pop()
    assert not app.running


# ----------------------------------------------------------------------------- widgets


def test_focus_group_spatial_navigation_and_widgets():
    pygame.font.init()
    changes = []
    slider = Slider((0, 0, 400, 40), "Volume", 0.5, changes.append)
    cycle = Cycle(
        (0, 60, 400, 40), "Level", [(1, "one"), (2, "two")], 0, changes.append, wrap=False
    )
    field = TextField((450, 60, 300, 40), "Seed", "", changes.append, 3, allowed=str.isdigit)
    group = FocusGroup([slider, cycle, field])

    def key(k):
        group.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0))

    key(pygame.K_RIGHT)
    assert slider.value == pytest.approx(0.6)
    key(pygame.K_DOWN)
    assert group.focused is cycle
    key(pygame.K_RIGHT)
    key(pygame.K_RIGHT)  # no wrap: stays on the last choice
    assert cycle.value == 2
    group.set_focus(field)
    key(pygame.K_LEFT)  # text fields do not adjust: focus moves left to the cycle
    assert group.focused is cycle
    group.set_focus(field)
    group.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="4x567"))
    assert field.text == "456"
    key(pygame.K_BACKSPACE)
    assert field.text == "45"
    group.handle_event(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(slider.rect.right - 70, 20))
    )
    assert group.focused is slider and slider.value == pytest.approx(1.0)
    surface = pygame.Surface((800, 200))
    group.draw(surface, 0.5)
    assert is_not_blank(pygame.transform.scale(surface, (1280, 720)))


def test_a_game_the_arcade_does_not_have_cannot_be_started_from_the_command_line():
    with pytest.raises((ValueError, KeyError)):
        parse_seats("human,ai", "dragon-pinball")
