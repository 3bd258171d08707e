"""Play frames free of startup one-offs (issue 18): the objects alive at the first frame leave
the collector's sight once, what is made later is still collected, and every font chain's
coverage is read when the language is set rather than by the first frame that needs it."""

from __future__ import annotations

import gc
import weakref

import pytest

from game import app as app_module
from game import assets
from game.core.record import SeatSpec
from game.scenes.play import PlayScene
from game.session import Session
from game.views import fallback_font, theme

SEATS = [SeatSpec("South", "human", colour=2), SeatSpec("North", "ai", "hard", colour=3)]


@pytest.fixture()
def freezes(monkeypatch):
    """The calls of gc.freeze, counted instead of made (a test process keeps its heap), with
    the once-a-process flag fresh."""
    calls: list[int] = []
    monkeypatch.setattr(app_module, "_startup_frozen", False)
    monkeypatch.setattr(gc, "freeze", lambda: calls.append(len(calls)))
    return calls


def test_the_first_frame_freezes_the_startup_objects_once_a_process(app, freezes):
    app.step(0.0, events=[])
    assert freezes == [0]  # after the first flip, with the worker made
    app.step(1 / 60, events=[])
    assert freezes == [0]
    app.first_frame_done = False  # a second App's first frame (tests make many)
    app.after_first_frame()
    assert freezes == [0]


def test_a_match_left_after_the_startup_freeze_is_collected(app):
    app.step(0.0, events=[])  # the startup freeze, really made (or made before in this process)
    scene = PlayScene(app, Session.new("dragon-bridge", SEATS, None, 5))
    app.reset_to(scene)
    for _ in range(5):
        app.step(1 / 60, events=[])
    left = weakref.ref(scene)
    app.reset_to(PlayScene(app, Session.new("dragon-bridge", SEATS, None, 6)))
    app.step(1 / 60, events=[])
    del scene
    gc.collect()
    assert left() is None


@pytest.fixture()
def language():
    """Set the CJK preference in a test; the one before comes back afterwards."""
    before = theme._cjk_language
    yield theme.set_cjk_preference
    theme.set_cjk_preference(before)


@pytest.mark.parametrize("lang", ["ja", "zh", "en"])
def test_setting_the_language_reads_every_chains_coverage(language, lang):
    language("zh" if lang == "ja" else "ja")  # a change, so the preference is set anew below
    fallback_font.load_coverage.cache_clear()
    language(lang)
    files = {name for style in theme.FONT_FILES for name in theme.font_chain(style)}
    assert len(files) == 9 and fallback_font.load_coverage.cache_info().currsize == len(files)
    before = fallback_font.load_coverage.cache_info()
    for name in files:  # the paths theme.font gives its chains: all read already
        fallback_font.load_coverage(assets.resource_path("fonts", name))
    assert fallback_font.load_coverage.cache_info().misses == before.misses
    theme.font(48, serif=True).size("勝利 胜利")  # a heading first shown in play reads nothing
    assert fallback_font.load_coverage.cache_info().misses == before.misses
