"""Play frames free of startup one-offs (issue 18): the objects alive at the first frame leave
the collector's sight once, what is made later is still collected, and every font chain's
coverage is read when the language is set rather than by the first frame that needs it."""

from __future__ import annotations

import gc
import weakref

import pygame
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


def opened_faces(monkeypatch) -> list[tuple[str, int]]:
    """The CJK faces opened from now on (fallback_font._open's cache misses), as (file, size)."""
    opened: list[tuple[str, int]] = []
    real = fallback_font._open

    def spy(path: str, size: int):
        misses = real.cache_info().misses
        face = real(path, size)
        if real.cache_info().misses > misses:
            opened.append((path.rsplit("/", 1)[-1], size))
        return face

    monkeypatch.setattr(fallback_font, "_open", spy)
    return opened


@pytest.mark.parametrize("lang", ["ja", "zh"])
def test_the_banners_cjk_faces_are_open_before_a_banner_shows(language, monkeypatch, lang):
    pygame.font.init()
    language(lang)
    fallback_font._open.cache_clear()
    opened = opened_faces(monkeypatch)
    theme.open_banner_faces()
    own = "jp" if lang == "ja" else "sc"
    # (a face another test opened stays open in its chain's shared state: not opened again)
    assert opened and all(f"CJK{own}" in name for name, _size in opened)  # the language's own
    opened.clear()
    for size, bold, serif in theme.BANNER_FONTS:  # what a banner then draws opens nothing
        banner = theme.font(size, bold, serif)
        # Characters the language's own face has (the vendored faces hold the catalogues' only).
        own_face = fallback_font.load_coverage(banner.paths[1])
        words = "".join(sorted(char for char in own_face if "\u4e00" <= char <= "\u9fff")[:6])
        banner.render(words + "！", True, theme.GOLD)
    assert opened == []


def test_english_opens_no_cjk_face_for_the_banners(language, monkeypatch):
    language("ja")
    language(None)
    opened = opened_faces(monkeypatch)
    theme.open_banner_faces()
    assert opened == []


def test_the_first_frame_and_a_new_language_open_the_banners_faces(app, monkeypatch, freezes):
    calls: list[str | None] = []
    monkeypatch.setattr(theme, "open_banner_faces", lambda: calls.append(theme._cjk_language))
    app.set_language("ja")
    assert calls == []  # before the first frame: left to after_first_frame
    app.step(0.0, events=[])
    assert calls == ["ja"]
    app.set_language("zh")
    assert calls == ["ja", "zh"]
    app.set_language("en")
