"""Switching the language in Settings (issue 13): at once, on every scene of the stack.

The switch is made the way a player makes it (the Language row, a key press); then every scene
on the stack is drawn once, as the next frame would, with every drawn string recorded. The
stand-in catalogue speaks the pseudo tongue of tests/i18n/pseudo.py for ja and zh (the real
catalogues are being written elsewhere), so a string with ASCII letters left is one that kept
the old language: a cache of words or of pictures of words that the switch did not reach.
"""

from __future__ import annotations

import gettext

import pygame
import pytest

from game import i18n
from game.app import App, SilentAudio
from game.core.record import SeatSpec
from game.scenes.handoff import HandoffScene
from game.scenes.pause import PauseScene
from game.scenes.play import PlayScene
from game.scenes.settings_scene import SettingsScene
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene
from game.session import Session
from game.views import theme
from tests.i18n.pseudo import DrawnText, InstantWorker, PseudoTranslations, report, untranslated

NAMES = ("Ada", "Bo", "Cai", "Dee")


class QuietAudio(SilentAudio):
    """Plays nothing."""


@pytest.fixture
def stand_in(monkeypatch):
    """ja and zh 'translate' every marked msgid; English is the msgids. English again after."""
    monkeypatch.setattr(
        i18n,
        "load_catalogue",
        lambda code: gettext.NullTranslations() if code == "en" else PseudoTranslations(),
    )
    monkeypatch.setattr(theme, "_cjk_language", theme._cjk_language)
    yield
    i18n.set_language("en")
    theme.font.cache_clear()


@pytest.fixture
def app(tmp_path, stand_in):
    """An App in English whose AI answers at once; no sound, no animation."""
    application = App(home=str(tmp_path), use_process=False)
    application.worker.shutdown()
    application.worker = InstantWorker()
    application.audio = QuietAudio()
    application.settings.animation_speed = 0.0
    yield application
    application.shutdown()


def frames(app: App, count: int = 2) -> None:
    surface = pygame.Surface(theme.SCREEN_SIZE)
    for _frame in range(count):
        app.update(0.05)
        app.draw(surface)


def next_frame_of_every_scene(app: App) -> list[str]:
    """What every scene on the stack draws on the next frame (each drawn, not just the top)."""
    surface = pygame.Surface(theme.SCREEN_SIZE)
    with DrawnText() as drawn:
        for scene in list(app.stack):
            scene.draw(surface)
    return drawn.strings


def switch_in_settings(app: App, steps: int = 1, via_pause: PauseScene | None = None) -> None:
    """Open Settings (from the pause menu when given) and step the Language row with keys."""
    if via_pause is not None:
        via_pause.open_settings()
    else:
        app.push(SettingsScene(app))
    settings = app.top
    assert isinstance(settings, SettingsScene)
    settings.focus.set_focus(settings.language)
    for _step in range(steps):
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))


def play_until_log(app: App, play: PlayScene, lines: int) -> None:
    """Let the AIs play until the log holds `lines` lines (and the board stands still)."""
    for _frame in range(600):
        app.step(0.05, events=[])
        if len(play.session.log_lines()) >= lines and not play.board.busy():
            return
    raise AssertionError("the match did not get going")


def assert_spoken(strings: list[str], names=NAMES) -> None:
    found = untranslated(strings, names)
    assert strings and not found, report(found)


# ----------------------------------------------------------------------------- the switch


def test_the_settings_row_names_each_language_in_its_own_language(app):
    scene = SettingsScene(app)
    app.reset_to(scene)
    shown = []
    for _step in range(3):
        with DrawnText() as drawn:
            frames(app, 1)
        shown.append(next(name for name in i18n.LANGUAGE_NAMES.values() if name in drawn.strings))
        scene.language.adjust(1)
    # English, 日本語, 简体中文 in menu order; never translated, whatever the language in effect.
    assert shown == [i18n.LANGUAGE_NAMES[code] for code in i18n.LANGUAGES]
    assert i18n.language() == "en" and app.settings.language == "en"  # round the cycle


def test_title_and_settings_speak_the_new_language_on_the_next_frame(app):
    app.reset_to(TitleScene(app))
    with DrawnText() as before:
        frames(app, 1)
    assert "DRAGON ARCADE" in before.strings
    switch_in_settings(app)
    assert i18n.language() == "ja"
    assert_spoken(next_frame_of_every_scene(app))  # Settings over the title: both
    app.pop()
    with DrawnText() as after:
        frames(app, 1)
    assert_spoken(after.strings)
    switch_in_settings(app, steps=2)  # ja -> zh -> en: English again at once
    assert i18n.language() == "en"
    assert "DRAGON ARCADE" in next_frame_of_every_scene(app)


def test_the_setup_below_rewords_its_form_and_its_default_seat_names(app):
    app.reset_to(TitleScene(app))
    setup = SetupScene(app, "nine-sons")
    app.push(setup)
    frames(app, 1)
    english = [seat.name for seat in setup.seat_specs()]
    assert english == ["Player", "Drake"]
    switch_in_settings(app)
    names = [seat.name for seat in setup.seat_specs()]
    assert names != english and not untranslated(names), names  # followed the language
    assert_spoken(next_frame_of_every_scene(app), names)


def test_a_typed_seat_name_stays_as_typed(app):
    setup = SetupScene(app, "nine-sons")
    app.reset_to(setup)
    setup.seats[1].name_field.text = "Bo"
    setup.seats[1]._name_changed("Bo")
    switch_in_settings(app)
    assert [seat.name for seat in setup.seat_specs()][1] == "Bo"


@pytest.mark.parametrize("slug", ["nine-sons", "dragon-bridge", "drakon"])
def test_a_match_below_the_pause_menu_rewords_its_move_log(app, slug):
    seats = [SeatSpec(NAMES[0], "ai", "easy", 2), SeatSpec(NAMES[1], "ai", "normal", 3)]
    session = Session.new(slug, seats, None, 11)
    app.reset_to(TitleScene(app))
    play = PlayScene(app, session)
    app.push(play)
    play_until_log(app, play, lines=8)
    with DrawnText() as before:
        frames(app, 1)
    english = session.log_lines()
    assert english[-1][1] in " ".join(before.strings)  # the log on screen, in English
    pause = PauseScene(app, play)
    app.push(pause)
    switch_in_settings(app, via_pause=pause)  # no frame in between: the same plies
    reworded = session.log_lines()
    assert len(reworded) == len(english) and reworded != english
    assert not untranslated([text for _seat, text in reworded], NAMES)
    assert_spoken(next_frame_of_every_scene(app))  # Settings, pause, the match, the title
    app.pop()  # Settings
    app.pop()  # the pause menu: the match's own next frame
    with DrawnText() as after:
        frames(app, 1)
    assert_spoken(after.strings)


def test_a_hot_seat_curtain_rewords_its_summary(app):
    seats = [SeatSpec(NAMES[0], "human", colour=2), SeatSpec(NAMES[1], "human", colour=3)]
    session = Session.new("dragon-bridge", seats, None, 5)
    play = PlayScene(app, session)
    app.reset_to(play)
    frames(app, 1)
    for _ply in range(4):  # both people move (the curtains taken down by hand)
        if app.top is not play:
            app.top.dismiss()
        if session.is_human_turn():
            play.human_action(session.legal_actions()[0])
        frames(app, 3)
    seat = session.current_player()
    play._open_handoff(seat)
    curtain = app.top
    assert isinstance(curtain, HandoffScene)
    english = list(curtain.summary_lines)
    assert english, "nothing happened since that seat's last turn"
    curtain.open_menu()  # Menu on the curtain, then Settings from the pause menu
    pause = app.top
    assert isinstance(pause, PauseScene)
    switch_in_settings(app, via_pause=pause)
    assert curtain.summary_lines != english and not untranslated(curtain.summary_lines, NAMES)
    assert_spoken(next_frame_of_every_scene(app))


def test_fonts_made_before_a_switch_do_not_keep_the_old_cjk_order(app, monkeypatch):
    # Two stand-in "CJK faces" (DejaVu files with coverage data) in place of the vendored ones.
    faces = (("DejaVuSans-Bold.ttf", "ja"), ("DejaVuSerif-Bold.ttf", "zh"))
    monkeypatch.setattr(theme, "CJK_FONT_FILES", {"sans": faces, "bold": faces, "serif": faces})
    theme.font.cache_clear()
    app.set_language("ja")
    before = theme.font(20)
    assert before.paths[1].endswith("DejaVuSans-Bold.ttf")  # the Japanese face first
    app.reset_to(SettingsScene(app))
    switch_in_settings(app)  # ja -> zh
    after = theme.font(20)
    assert after is not before and after.paths[1].endswith("DejaVuSerif-Bold.ttf")
    theme.font.cache_clear()


def test_every_language_name_can_be_drawn_by_the_fonts():
    """The Language row shows all three names in every language: their characters must be in
    the vendored faces (the CJK subsets are made from the catalogues, which never hold these
    names: the subset step must add them)."""
    from game.assets import resource_path
    from game.views.fallback_font import load_coverage

    if not any(theme.CJK_FONT_FILES.values()):
        pytest.skip("no CJK face vendored yet")
    for style in ("sans", "bold"):
        covered = set().union(
            *(load_coverage(str(resource_path("fonts", name))) for name in theme.font_chain(style))
        )
        missing = {char for name in i18n.LANGUAGE_NAMES.values() for char in name} - covered
        assert not missing, f"{style}: no face draws {sorted(missing)}"


def _nine_sons_face():
    from game.views.nine_sons import paint

    return paint._face(0, (120, 170))


def _bridge_face():
    from game.views.dragon_bridge import art

    return art.card_face(0, (120, 170))


@pytest.mark.parametrize(
    "face",
    [
        pytest.param(_nine_sons_face, id="nine-sons"),
        pytest.param(_bridge_face, id="dragon-bridge"),
    ],
)
def test_card_faces_are_painted_anew_in_the_other_languages_fonts(app, face):
    """The stand-in gives ja and zh the same words: a face cached by its words alone would keep
    the Japanese glyph forms of a Han name (the same characters) after a switch to Chinese."""
    app.set_language("ja")
    japanese = face()
    assert face() is japanese  # cached within a language
    app.set_language("zh")
    assert face() is not japanese
