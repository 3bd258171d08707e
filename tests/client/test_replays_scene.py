"""Recording and the Replays screen: a finished game is shelved and counted once, a guided game
never; Abandon (pause menu) asks, then shelves the match as abandoned and clears its save; the
list scrolls with keys, the wheel and the gamepad; Watch opens the viewer; rename, delete,
export and import work from the keyboard; every string goes through gettext and fits in ja/zh."""

from __future__ import annotations

import re
from dataclasses import replace

import pygame
import pytest

from game import i18n
from game.core.record import SeatSpec
from game.scenes.guide import GuideRunner
from game.scenes.pause import AbandonPanel, PauseScene
from game.scenes.play import PlayScene
from game.scenes.record_panels import Question, TextPrompt
from game.scenes.replays import VISIBLE_ROWS, ReplaysScene
from game.scenes.results import ResultsScene
from game.scenes.title import TitleScene
from game.session import Session
from game.smoke import finished_session
from game.views import theme
from game.views.game_client import GuidedGame
from game.views.text import watch_overflow
from tests.client.test_play import AI_ONLY, human_ready, run_until
from tests.i18n.pseudo import DrawnText, pseudo_locale, report, untranslated, without_wrapped

HUMAN_VS_AI = [SeatSpec("Ada"), SeatSpec("Drake", "ai", "easy", 3)]
SLUGS = ("nine-sons", "dragon-bridge", "drakon", "dragon-delta", "wyvern")


def press(app, key: int, mod: int = 0) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))


def type_text(app, text: str) -> None:
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=text))


def pad(app, button: int) -> None:
    """A gamepad button through the app: translated, posted, then delivered like a key."""
    pygame.event.clear()
    app.dispatch(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button))
    for event in pygame.event.get(pygame.KEYDOWN):
        app.dispatch(event)


def show(app, frames: int = 2) -> pygame.Surface:
    surface = pygame.Surface(theme.SCREEN_SIZE)
    for _frame in range(frames):
        app.update(0.1)
        app.draw(surface)
    return surface


def fill(app, count: int) -> None:
    """`count` finished games on the shelf, an hour apart, Ada playing the first seat."""
    clock = iter(range(1_796_000_000, 1_796_000_000 + 3600 * (count + 5), 3600))
    app.replays.clock = lambda: next(clock)
    for index in range(count):
        session = finished_session(SLUGS[index % len(SLUGS)], seed=11 + index)
        session.record.seats[0] = SeatSpec("Ada", "human", "normal", 0)
        app.replays.keep(session.record, session.outcome(), finished=True)


# ----------------------------------------------------------------------------- recording


def test_a_finished_game_is_shelved_and_counted_once(app):
    scene = PlayScene(app, Session.new("nine-sons", AI_ONLY, None, 3))
    app.reset_to(scene)
    run_until(app, lambda: isinstance(app.top, ResultsScene), frames=3000)
    show(app, 5)
    replays, broken = app.replays.list()
    assert len(replays) == 1 and not broken
    assert replays[0].finished and replays[0].record.history == scene.session.record.history
    assert replays[0].winners == tuple(scene.session.outcome().winners)
    assert app.stats.total("nine-sons").games == 1  # watched: a game, no win or loss


def test_a_guided_game_is_neither_shelved_nor_counted(app):
    session = Session.new("nine-sons", AI_ONLY, None, 3)
    app.reset_to(PlayScene(app, session, guide=GuideRunner(GuidedGame(3, ()))))
    run_until(app, lambda: isinstance(app.top, ResultsScene), frames=3000)
    assert app.replays.list() == ([], [])
    assert app.stats.total("nine-sons").games == 0


def test_abandon_asks_then_shelves_the_match_and_clears_its_save(app):
    scene = PlayScene(app, Session.new("nine-sons", HUMAN_VS_AI, None, 7))
    app.reset_to(scene)
    run_until(app, lambda: human_ready(scene))
    assert scene.human_action(scene.session.legal_actions()[0])
    run_until(app, lambda: human_ready(scene))
    assert app.saves.has_autosave("nine-sons")
    press(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    pause.focus.set_focus(len(pause.focus.widgets) - 1)  # "Abandon game", the last button
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, AbandonPanel)
    press(app, pygame.K_RETURN)  # the focus is on "Keep playing": nothing is lost
    assert app.top is pause and app.replays.list() == ([], [])
    press(app, pygame.K_RETURN)
    press(app, pygame.K_UP)
    press(app, pygame.K_RETURN)  # "Abandon game"
    assert isinstance(app.top, TitleScene)
    replays, _broken = app.replays.list()
    assert len(replays) == 1 and not replays[0].finished and replays[0].moves >= 1
    assert not app.saves.has_autosave()
    assert app.stats.total("nine-sons").games == 0  # an abandoned game is no loss


# ----------------------------------------------------------------------------- the list


def test_the_list_scrolls_with_the_focus_the_wheel_and_the_gamepad(app):
    fill(app, 12)
    scene = ReplaysScene(app)
    app.reset_to(scene)
    assert scene.focus.focused is scene.rows[0] and scene.rows[0].visible
    for _step in range(VISIBLE_ROWS + 2):
        press(app, pygame.K_DOWN)
    assert scene.selected == VISIBLE_ROWS + 2 and scene.rows[scene.selected].visible
    assert not scene.rows[0].visible and scene.scroll == 3
    hidden = scene.rows[-1]  # scrolled away: it lies under the buttons and cannot be clicked
    assert not hidden.visible
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=hidden.rect.center, button=1))
    assert scene.focus.focused is not hidden
    app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    assert scene.selected == VISIBLE_ROWS + 1
    pad(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    assert scene.selected == VISIBLE_ROWS + 2
    pad(app, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)  # to the chosen replay's buttons
    assert scene.focus.focused is scene.watch_button
    pad(app, pygame.CONTROLLER_BUTTON_DPAD_LEFT)  # back to the row it belongs to
    assert scene.focus.focused is scene.rows[VISIBLE_ROWS + 2]
    show(app)


def test_watch_opens_the_replay_viewer_on_the_chosen_record(app):
    from game.scenes.replay_viewer import ReplayViewerScene

    fill(app, 2)
    scene = ReplaysScene(app)
    app.reset_to(scene)
    press(app, pygame.K_DOWN)
    pad(app, pygame.CONTROLLER_BUTTON_A)
    viewer = app.top
    assert isinstance(viewer, ReplayViewerScene)
    assert viewer.record.history == scene.replays[1].record.history
    show(app)


def test_rename_and_delete_from_the_keyboard(app):
    fill(app, 3)
    scene = ReplaysScene(app)
    app.reset_to(scene)
    scene.focus.set_focus(scene.rename_button)
    press(app, pygame.K_RETURN)
    prompt = app.top
    assert isinstance(prompt, TextPrompt) and prompt.focus.focused is prompt.field
    type_text(app, "Best game")
    show(app)
    press(app, pygame.K_RETURN)
    assert app.top is scene
    assert scene.replays[0].name == "Best game" and app.replays.list()[0][0].name == "Best game"
    scene.focus.set_focus(scene.delete_button)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, Question)
    show(app)
    press(app, pygame.K_RETURN)  # "Keep it" has the focus
    assert len(app.replays.list()[0]) == 3
    press(app, pygame.K_RETURN)
    press(app, pygame.K_UP)
    press(app, pygame.K_RETURN)  # "Delete"
    assert [entry.name for entry in app.replays.list()[0]] == ["", ""]
    assert len(scene.rows) == 2


def test_export_writes_to_documents_and_says_where(app, tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    (tmp_path / "home" / "Documents").mkdir(parents=True)
    fill(app, 1)
    scene = ReplaysScene(app)
    app.reset_to(scene)
    scene.export()
    written = list((tmp_path / "home" / "Documents").glob("dragon-arcade-*.json"))
    assert len(written) == 1
    assert str(written[0]) in i18n.translate(scene.status) and not scene.status_error
    show(app)


def test_import_says_why_a_file_is_refused_then_takes_a_good_one(app, tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    fill(app, 1)
    exported = tmp_path / "game.json"
    exported.write_text(app.replays.list()[0][0].record.dumps(), "utf-8")
    app.replays.delete(app.replays.list()[0][0])
    scene = ReplaysScene(app)
    app.reset_to(scene)
    assert scene.focus.focused is scene.import_button  # the empty list: Import has the focus
    press(app, pygame.K_RETURN)
    prompt = app.top
    assert isinstance(prompt, TextPrompt)
    assert prompt.field.text.startswith(str(tmp_path / "home"))
    type_text(app, "missing.json")
    press(app, pygame.K_RETURN)
    assert app.top is prompt and "there is no file at" in prompt.error.english()
    show(app)
    prompt.field.text = ""
    type_text(app, str(exported))
    press(app, pygame.K_RETURN)
    assert app.top is scene and len(scene.replays) == 1
    assert "Imported" in i18n.translate(scene.status)


# ----------------------------------------------------------------------------- words


def drive_every_screen(app) -> list[str]:
    """Draw the empty list, a full one with an abandoned game and a broken file, every prompt
    and question, and the pause menu's question; the seat names drawn."""
    app.reset_to(ReplaysScene(app))
    show(app)
    fill(app, 6)
    session = finished_session("drakon", seed=3)
    abandoned = replace(session.record, history=session.record.history[:40])
    app.replays.keep(abandoned, None, finished=False)
    (app.replays.folder.path / "replays" / "zz.json").write_text("{not json")
    scene = ReplaysScene(app)
    app.reset_to(scene)
    for index in range(len(scene.rows)):
        scene.focus.set_focus(scene.rows[index])
        scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(0, 0), rel=(0, 0)))
        show(app, 1)
    scene.focus.set_focus(scene.rows[0])
    scene._follow_focus()
    for ask in (scene.ask_rename, scene.ask_delete, scene.ask_import):
        ask()
        show(app, 1)
        app.pop()
    scene.export()
    show(app, 1)
    app.push(AbandonPanel(app, lambda: None))
    show(app, 1)
    names = {seat.name for entry in scene.replays for seat in entry.record.seats}
    return [*names, str(app.replays.folder.path / "replays" / "zz.json"), "zz.json"]


def test_the_replays_screens_speak_the_pseudo_locale(app, tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    (tmp_path / "home").mkdir()
    with pseudo_locale(), DrawnText() as drawn:
        names = drive_every_screen(app)
    # A path, shortened from the left or not; one broken over lines is joined up first (here,
    # so untranslated is left the other names only and does not look for the paths again).
    paths = [name for name in names if "/" in name]
    lines = without_wrapped(drawn.strings, paths)
    others = [name for name in names if name not in paths]
    found = untranslated([text for text in lines if "/" not in text], others)
    dates = re.compile(r"^[\d\- :·]+$")
    assert not [text for text in found if not dates.match(text)], report(found)


@pytest.mark.parametrize("language", ["ja", "zh"])
def test_the_replays_screens_fit_in_japanese_and_chinese(app, tmp_path, monkeypatch, language):
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    (tmp_path / "home").mkdir()
    overflows: list[tuple[str, str]] = []
    app.set_language(language)
    stop = watch_overflow(lambda text, how: overflows.append((how, text)))
    try:
        names = drive_every_screen(app)
    finally:
        stop()
        app.set_language("en")
    paths = [item for item in overflows if "/" in item[1]]  # the field shows a path's end
    assert not [item for item in overflows if item[1] not in names and item not in paths], (
        overflows[:10]
    )


def test_the_replays_kept_setting_applies_from_the_next_game_and_deletes_nothing_on_the_way(app):
    from game.scenes.settings_scene import SettingsScene
    from game.settings import Settings

    fill(app, 12)
    settings = SettingsScene(app)
    app.reset_to(settings)
    settings.focus.set_focus(settings.replay_cap)
    for _step in range(2):
        press(app, pygame.K_LEFT)  # 50 -> 25 -> 10
    assert app.replays.cap == 10 and app.settings.replay_cap == 10
    assert Settings.load(app.folder).replay_cap == 10  # written at once
    assert len(app.replays.list()[0]) == 12  # nothing deleted while choosing
    show(app)
    session = finished_session("drakon", seed=40)
    app.replays.keep(session.record, session.outcome(), finished=True)
    assert len(app.replays.list()[0]) == 10
