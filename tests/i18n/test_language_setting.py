"""The language setting (issue 13): where the language of a run comes from, and how it is kept.

The order is `--lang` for the run, else the choice made in Settings (settings.json `language`),
else the system's preferred locales (pygame.system.get_pref_locales, monkeypatched here). It is
applied before the first frame: the catalogue (game.i18n.set_language) and the CJK font order
(game.views.theme.set_cjk_preference). The real ja/zh catalogues are being written elsewhere, so
a stand-in catalogue speaks the pseudo tongue of tests/i18n/pseudo.py for both: a drawn string
with ASCII letters left did not change language.
"""

from __future__ import annotations

import gettext
import json
from pathlib import Path

import pygame
import pytest

from game import app as app_module
from game import crash, i18n
from game.app import App, run
from game.settings import HOME_ENV, Settings, preferences
from game.views import theme
from tests.i18n.pseudo import DrawnText, PseudoTranslations, untranslated

JAPANESE = [{"language": "ja", "country": "JP"}]
CHINESE = [{"language": "zh-Hans", "country": "CN"}]
FRENCH = [{"language": "fr", "country": None}]


@pytest.fixture
def stand_in(monkeypatch):
    """ja and zh 'translate' every marked msgid (pseudo tongue); English stays the msgids.
    Afterwards English again, and the font order as it was."""
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
def home(tmp_path, monkeypatch):
    """The preference folder of `run` (DRAGON_ARCADE_HOME)."""
    monkeypatch.setenv(HOME_ENV, str(tmp_path))
    return tmp_path


@pytest.fixture
def first_frame(monkeypatch):
    """`run` without its main loop: what the first frame would show, recorded (the language
    in effect, the CJK font order asked for and every string the stack draws)."""
    seen: dict = {"cjk": []}
    original = theme.set_cjk_preference

    def set_cjk_preference(lang):
        seen["cjk"].append(lang)
        original(lang)

    def first_frame_only(self, first=None):
        seen["language"] = i18n.language()
        seen["saved"] = self.settings.language
        with DrawnText() as drawn:
            self.draw(pygame.Surface(theme.SCREEN_SIZE))
        seen["drawn"] = drawn.strings

    monkeypatch.setattr(theme, "set_cjk_preference", set_cjk_preference)
    monkeypatch.setattr(App, "run", first_frame_only)
    monkeypatch.setattr(app_module, "make_worker", lambda use_process: None)
    return seen


def system_prefers(monkeypatch, locales) -> None:
    monkeypatch.setattr(pygame.system, "get_pref_locales", lambda: list(locales))


# ----------------------------------------------------------------------------- choosing


def test_the_default_follows_the_systems_preferred_locales():
    assert i18n.language_from_locales(JAPANESE) == "ja"
    assert i18n.language_from_locales(["ja_JP"]) == "ja"
    assert i18n.language_from_locales(CHINESE) == "zh"
    assert i18n.language_from_locales(["zh-Hans-CN"]) == "zh"
    assert i18n.language_from_locales(FRENCH) == "en"
    assert i18n.language_from_locales(["fr"]) == "en"
    # The first supported one wins, unsupported ones are passed over; nothing known: English.
    assert i18n.language_from_locales([*FRENCH, *CHINESE, *JAPANESE]) == "zh"
    assert i18n.language_from_locales([{"language": None}, {}]) == "en"


def test_lang_beats_the_saved_choice_which_beats_the_system():
    assert i18n.choose_language("zh", "ja", JAPANESE) == "zh"
    assert i18n.choose_language(None, "ja", CHINESE) == "ja"
    assert i18n.choose_language(None, "", CHINESE) == "zh"
    assert i18n.choose_language(None, "", FRENCH) == "en"
    assert i18n.choose_language(None, "tlh", JAPANESE) == "ja"  # nonsense is passed over


@pytest.mark.parametrize(
    ("locales", "expected"), [(JAPANESE, "ja"), (CHINESE, "zh"), (FRENCH, "en")]
)
def test_a_run_speaks_the_systems_language_from_its_first_frame(
    stand_in, home, first_frame, monkeypatch, locales, expected
):
    system_prefers(monkeypatch, locales)
    assert run([]) == 0
    assert first_frame["language"] == expected
    assert first_frame["cjk"][-1] == expected  # the fonts ordered for it before any frame
    assert first_frame["saved"] == ""  # the system's language is followed, not written down
    found = untranslated(first_frame["drawn"])
    if expected == "en":
        assert "DRAGON ARCADE" in first_frame["drawn"]
    else:
        assert first_frame["drawn"] and not found, found
    assert not (home / "settings.json").exists()


def test_lang_on_the_command_line_wins_for_that_run_only(stand_in, home, first_frame, monkeypatch):
    system_prefers(monkeypatch, JAPANESE)
    (home / "settings.json").write_text('{"language": "ja", "sfx_volume": 0.25}')
    before = (home / "settings.json").read_bytes()
    assert run(["--lang", "en"]) == 0
    assert first_frame["language"] == "en" and "DRAGON ARCADE" in first_frame["drawn"]
    assert first_frame["saved"] == "ja"  # the saved choice is untouched...
    assert (home / "settings.json").read_bytes() == before  # ...on disk too
    assert run([]) == 0  # the next run without --lang: the saved choice again
    assert first_frame["language"] == "ja"
    assert run(["--lang", "zh"]) == 0
    assert first_frame["language"] == "zh"


def test_lang_takes_only_the_languages_there_are(home, capsys):
    with pytest.raises(SystemExit) as stopped:
        run(["--lang", "fr"])
    assert stopped.value.code == 2 and "invalid choice" in capsys.readouterr().err


def test_the_seats_of_game_are_named_in_the_language_of_the_run(
    stand_in, home, first_frame, monkeypatch
):
    system_prefers(monkeypatch, FRENCH)
    started = []
    monkeypatch.setattr(
        app_module, "start_game", lambda app, slug, seats, *rest: started.append(seats)
    )
    assert run(["--lang", "ja", "--game", "nine-sons", "--seats", "human,ai:hard"]) == 0
    names = [seat.name for seat in started[0]]
    assert names and not untranslated(names), names


# ----------------------------------------------------------------------------- the setting


def test_the_setting_is_read_key_by_key():
    assert preferences.LANGUAGES == i18n.LANGUAGES  # the settings cannot import the client
    assert Settings().language == ""  # unset: the system decides
    for value, expected in (("ja", "ja"), ("zh", "zh"), ("en", "en"), ("", "")):
        assert Settings.checked({"language": value}) == (Settings(language=expected), [])
    assert Settings.checked({"language": "ja_JP"})[0].language == "ja"  # typed by hand
    assert Settings.checked({"language": "ZH-Hans"})[0].language == "zh"
    for bad in ("tlh", "fr", 7, None, True, ["ja"], "ja\ud800x"):
        settings, unfit = Settings.checked({"language": bad, "sfx_volume": 0.25})
        assert settings.language == "" and unfit == ["language"], bad
        assert settings.sfx_volume == 0.25  # the others are kept


def test_a_bad_language_in_the_file_falls_back_to_the_system_and_says_so(
    stand_in, home, first_frame, monkeypatch
):
    system_prefers(monkeypatch, CHINESE)
    (home / "settings.json").write_text('{"language": "klingon", "music_volume": 0.25}')
    assert run([]) == 0
    assert first_frame["language"] == "zh" and first_frame["saved"] == ""
    assert json.loads((home / "settings.json").read_text())["language"] == "klingon"  # untouched


def test_the_choice_is_saved_and_restored(stand_in, tmp_path, home, first_frame, monkeypatch):
    from game.scenes.settings_scene import SettingsScene

    system_prefers(monkeypatch, FRENCH)
    app = App(home=str(tmp_path), use_process=False)
    try:
        scene = SettingsScene(app)
        app.reset_to(scene)
        scene.focus.set_focus(scene.language)
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
        assert i18n.language() == "ja" and app.settings.language == "ja"
    finally:
        app.shutdown()
    assert json.loads((tmp_path / "settings.json").read_text())["language"] == "ja"
    i18n.set_language("en")
    assert run([]) == 0  # a French system, but the player chose Japanese
    assert first_frame["language"] == "ja" and first_frame["saved"] == "ja"


# ----------------------------------------------------------------------------- the crash box


def test_the_crash_box_speaks_the_language_in_effect_when_it_crashes(stand_in, monkeypatch):
    monkeypatch.setitem(crash._installed, "translate", i18n._)  # what main.py installs
    english = crash.crash_message(RuntimeError, RuntimeError("boom"), "/tmp/x.log")
    assert "has to stop" in english
    i18n.set_language("ja")  # switched after install: the box follows
    spoken = crash.crash_message(RuntimeError, RuntimeError("boom"), "/tmp/x.log")
    assert "has to stop" not in spoken
    assert "RuntimeError: boom" in spoken and "/tmp/x.log" in spoken
    assert not untranslated([spoken], ["RuntimeError: boom", "/tmp/x.log"])
    main = Path(app_module.__file__).resolve().parent.parent / "main.py"
    assert "install(translate=_)" in main.read_text(encoding="utf-8")  # game.i18n's _, live
