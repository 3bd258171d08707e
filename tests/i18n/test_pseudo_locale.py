"""The pseudo-locale fence: every scene drawn headless in a pseudo language shows no English.

Every string the screens draw is recorded (tests/i18n/pseudo.py); with every marked msgid
'translated' into accented look-alikes, a string that still holds ASCII letters did not go
through gettext (or was never marked). Seat names are the players' own words and are taken
out; `pseudo.ALLOWED` lists the few exceptions, each with its reason.

The shell's scenes are checked on their own; each game's scenes (its setup, its play screen with
AI seats and a human seat whose turn is lit, pause over it, every rules page, the hot-seat
curtain with a summary, its results at the fewest and most seats) by a test named after the
game, so `pytest tests/i18n -k drakon` checks one game.
"""

from __future__ import annotations

import random

import pygame
import pytest

from game.app import App, SilentAudio
from game.core.record import SeatSpec
from game.rules import get_rules
from game.scenes.handoff import HandoffScene
from game.scenes.pause import PauseScene
from game.scenes.play import PlayScene
from game.scenes.results import ResultsScene
from game.scenes.rules_help import RulesHelpScene
from game.scenes.settings_scene import SettingsScene
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene
from game.session import Session
from game.smoke import finished_session
from game.views import theme
from game.views.registry import CLIENTS
from tests.i18n.pseudo import DrawnText, InstantWorker, pseudo, pseudo_locale, report, untranslated

GAMES = sorted(CLIENTS)
NAMES = ("Ada", "Bo", "Cai", "Dee", "Eun", "Fay")
"""Seat names of the test games (taken out of the drawn strings: they are the players')."""


class QuietAudio(SilentAudio):
    """Plays nothing."""

    def play(self, name: str, variant: int = 0) -> None:
        """Nothing."""

    def set_volumes(self, sfx: float, music: float) -> None:
        """Nothing."""

    def stop_music(self) -> None:
        """Nothing."""

    def play_music(self, theme: str) -> None:
        """Nothing."""


@pytest.fixture
def app(tmp_path):
    """An App whose AI answers at once; no sound, no animation."""
    application = App(home=str(tmp_path), use_process=False)
    application.worker.shutdown()
    application.worker = InstantWorker()
    application.audio = QuietAudio()
    application.settings.animation_speed = 0.0
    yield application
    application.shutdown()


@pytest.fixture
def drawn():
    """The pseudo language in effect and every drawn string recorded."""
    with pseudo_locale(), DrawnText() as recorder:
        yield recorder


SURFACE_SIZE = theme.SCREEN_SIZE


def show(app: App, frames: int = 2, dt: float = 0.25) -> None:
    """Update and draw the app's stack a few times (the recorder keeps what is drawn)."""
    surface = pygame.Surface(SURFACE_SIZE)
    for _frame in range(frames):
        app.update(dt)
        app.draw(surface)


def key(app: App, code: int) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))


def visit_every_widget(app: App, focus, frames: int = 1) -> None:
    """Focus each widget of a FocusGroup in turn and draw (help lines follow the focus)."""
    for index in range(len(focus.widgets)):
        focus.set_focus(index)
        show(app, frames)


def assert_translated(strings: list[str], names=NAMES) -> None:
    found = untranslated(strings, names)
    assert not found, report(found)


# ----------------------------------------------------------------------------- the pseudo tongue


def test_pseudo_accents_letters_and_keeps_placeholders():
    assert pseudo("{name} wins {count:>3} coins!") == "{name} ŵíñš {count:>3} çóíñš!"
    assert pseudo("Hint (H)") == "Ĥíñţ (Ĥ)"
    assert not untranslated([pseudo("Pass to {name}").format(name="Ada")], ["Ada"])
    assert untranslated(["Pass to Ada"], ["Ada"]) == ["Pass to Ada"]


def test_only_marked_msgids_are_translated(drawn):
    from game.i18n import _

    assert _("Rematch") == pseudo("Rematch")  # marked in the results screen
    assert _("never marked anywhere") == "never marked anywhere"


# ----------------------------------------------------------------------------- the shell's scenes


def test_title_speaks_the_pseudo_locale(app, drawn):
    title = TitleScene(app)
    app.reset_to(title)
    for tile in title.tiles:  # every tile focused: its PLAY tag or its coming-soon notice
        title.focus.set_focus(tile)
        key(app, pygame.K_RETURN)
        if app.top is not title:  # a playable game's setup opened: that is the game's test
            app.reset_to(title)
            title.focus.set_focus(tile)
        show(app)
    assert_translated(drawn.strings)


def test_title_with_a_continue_and_with_a_bad_save(app, drawn):
    session = Session.new(GAMES[0], [SeatSpec("Ada"), SeatSpec("Bo", "ai", colour=3)], None, 5)
    app.saves.write_autosave(session.record)
    app.reset_to(TitleScene(app))
    show(app)
    app.saves.autosave_path.write_bytes(b"{not json")
    app.reset_to(TitleScene(app))
    show(app)
    app.saves.autosave_path.write_bytes(b"\xff\xfe")
    app.reset_to(TitleScene(app))
    show(app)
    assert_translated(drawn.strings, [*NAMES, str(app.saves.autosave_path)])  # a path is a name


def test_settings_speak_the_pseudo_locale(app, drawn):
    scene = SettingsScene(app)
    app.reset_to(scene)
    visit_every_widget(app, scene.focus)
    scene.focus.set_focus(scene.speed)
    for step in (-1,) * 4 + (1,) * 4:  # every animation speed's name
        scene.speed.adjust(step)
        show(app, 1)
    scene.focus.set_focus(scene.palette)
    key(app, pygame.K_RETURN)  # the switch's other state
    show(app)
    theme.set_colour_blind_safe(False)
    assert_translated(drawn.strings)


def test_pause_menu_speaks_the_pseudo_locale(app, drawn):
    pause = PauseScene(app, play_scene=None)
    app.reset_to(pause)
    visit_every_widget(app, pause.focus)
    assert_translated(drawn.strings)


def test_handoff_curtain_speaks_the_pseudo_locale(app, drawn):
    curtain = HandoffScene(app, "Ada", ["1 · 2 · 3"], on_done=None)
    app.reset_to(curtain)
    show(app)
    curtain.showing_summary = True
    show(app)
    assert_translated(drawn.strings)


def test_the_shells_newer_parts_speak_the_pseudo_locale(app, drawn):
    """The curtain's Menu button, the keys-waiting tag, the setup's How to play and first-visit
    offer, the rules help's guided-game button and a guided game's tips."""
    from game.scenes.guide import GuideRunner
    from game.views.game_client import GuidedGame, GuideStep

    curtain = HandoffScene(app, "Ada", ["1 · 2 · 3"], on_done=None, on_menu=lambda: None)
    app.reset_to(curtain)
    show(app)
    guided = GuidedGame(5, (GuideStep("Hint (H)"), GuideStep("Rematch", done=lambda s: False)))
    session = Session.new(GAMES[0], [SeatSpec("Ada"), SeatSpec("Bo", "ai", colour=3)], None, 5)
    play = PlayScene(app, session, guide=GuideRunner(guided))
    app.reset_to(play)
    show(app)
    play.waiting_keys = [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0)] * 2
    show(app)
    play.guide.advance()  # a tip that waits for a move (no Next tag)
    show(app)
    for slug in GAMES:
        setup = SetupScene(app, slug)
        app.reset_to(setup)
        setup.offer_guide = True  # as on the first visit to a game with a guided game
        setup._build(setup.seat_specs())
        visit_every_widget(app, setup.focus)
        rules = RulesHelpScene(app, slug)
        rules.has_guide = True
        app.reset_to(rules)
        show(app)
    assert_translated(drawn.strings, [*NAMES, "Player", "Drake"])


# ----------------------------------------------------------------------------- each game's scenes


def seats_for(count: int, human_last: bool = True) -> list[SeatSpec]:
    """AI seats of every level, then one human (whose turn the play test waits for)."""
    levels = ("easy", "normal", "hard", "master")
    seats = [SeatSpec(NAMES[i], "ai", levels[i % 4], (2, 3, 4, 5, 0, 1)[i]) for i in range(count)]
    if human_last:
        seats[-1] = SeatSpec(NAMES[count - 1], "human", "normal", seats[-1].colour)
    return seats


def check_setup(app: App, slug: str, drawn: DrawnText) -> None:
    scene = SetupScene(app, slug)
    app.reset_to(scene)
    info = scene.info
    for count in range(info.min_players, info.max_players + 1):
        scene._count_changed(count)
        show(app, 1)
    editor = scene.seats[0]
    for _level in range(5):  # every kind of seat: Human and each AI level, with their help
        scene.focus.set_focus(editor.kind_cycle)
        editor.kind_cycle.adjust(1)
        show(app, 1)
    visit_every_widget(app, scene.focus)
    names = [seat.name for seat in scene.seat_specs()]
    assert_translated(drawn.strings, [*NAMES, *names])


def check_play(app: App, slug: str, drawn: DrawnText) -> None:
    session = Session.new(slug, seats_for(get_rules(slug).info.min_players), None, 3)
    play = PlayScene(app, session)
    app.reset_to(play)
    for _frame in range(400):  # the AIs move (the log fills) until the human's turn is lit
        app.step(0.05, events=[])
        if play.board.turn is not None and session.is_human_turn():
            break
    show(app, 3)
    key(app, pygame.K_h)  # a hint
    show(app, 3)
    key(app, pygame.K_u)  # undo (or the reason it cannot)
    show(app, 3)
    app.push(PauseScene(app, play))
    show(app, 2)
    assert_translated(drawn.strings)


def check_rules(app: App, slug: str, drawn: DrawnText) -> None:
    scene = RulesHelpScene(app, slug)
    app.reset_to(scene)
    for page in range(len(scene.pages)):
        scene.page = page
        scene.page_time = 0.0
        show(app, 2, dt=0.6)
    assert_translated(drawn.strings)


def check_handoff(app: App, slug: str, drawn: DrawnText) -> None:
    count = get_rules(slug).info.min_players
    seats = [SeatSpec(NAMES[i], "human", "normal", (2, 3, 4, 5, 0, 1)[i]) for i in range(count)]
    session = Session.new(slug, seats, None, 9)
    session.log_describer = CLIENTS[slug].describe_log  # as the play scene sets it
    rng = random.Random(4)
    lines: list[str] = []
    for _ply in range(60):
        if session.is_over():
            break
        if session.is_chance():
            session.step_chance()
        else:
            session.apply(rng.choice(session.legal_actions()))
        seat = session.current_player()
        lines = session.since_last_turn(seat) if seat >= 0 else []
        if len(lines) >= 3:
            break
    assert lines, "no summary to show"
    curtain = HandoffScene(app, session.seats[seat].name, lines, on_done=None)
    curtain.showing_summary = True
    app.reset_to(curtain)
    show(app, 2)
    assert_translated(drawn.strings)


def check_results(app: App, slug: str, drawn: DrawnText) -> None:
    info = get_rules(slug).info
    names: list[str] = []
    for players in sorted({info.min_players, info.max_players}):
        session = finished_session(slug, players=players)
        names += [seat.name for seat in session.seats]
        app.reset_to(ResultsScene(app, session))
        show(app, 3)
    assert_translated(drawn.strings, names)


CHECKS = {
    "setup": check_setup,
    "play": check_play,
    "rules": check_rules,
    "handoff": check_handoff,
    "results": check_results,
}


@pytest.mark.parametrize("scene", list(CHECKS))
@pytest.mark.parametrize("slug", GAMES)
def test_game_scenes_speak_the_pseudo_locale(app, drawn, slug, scene):
    CHECKS[scene](app, slug, drawn)


def test_a_path_broken_over_lines_is_taken_out_and_the_words_around_it_are_not():
    path = "/home/someone/a-rather-long/folder/dragon-arcade.json"
    lines = ["Ĉóúĺď ñóţ ŕéáď " + path[:20], path[20:41], path[41:] + " (Permission denied)."]
    assert untranslated(lines, [path, "Permission denied"]) == []
    assert untranslated([*lines[:2], lines[2] + " Save"], [path, "Permission denied"]) == [
        "Ĉóúĺď ñóţ ŕéáď  (). Save"
    ]
    assert len(untranslated(lines, ["Permission denied"])) == 3  # the path is not excused
