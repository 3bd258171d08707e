"""FallbackFont's kept measurements give the answers measured afresh would (issue 18).

The chain index of each character comes from a translate table filled as characters are met,
sizes of text that falls back are kept, and fonts of one chain and size share their opened
faces: none of it may change a run, a width or a height.
"""

from __future__ import annotations

import pygame
import pytest

from game.views import fallback_font, theme
from game.views.fallback_font import FallbackFont, is_mark, load_coverage
from tools import font_coverage

CHAIN = [
    str(font_coverage.FONT_DIR / name)
    for name in ("DejaVuSans.ttf", "NotoSansCJKjp-Regular.otf", "NotoSansCJKsc-Regular.otf")
]
TEXTS = [
    "相手の手札から一枚を選び、そのカードの効果を発動する。",
    "ジェム1つでTELEPORT 1かBUMP 1も行えます。",
    "“引用”と…省略",  # drawn by the CJK face in Japanese and Chinese (prefer_fallback)
    "\ue000日",  # nobody has the private-use character: the first font draws it
    "日\ufe0f本\U000e0100語",  # marks after CJK stay with it
    "\ue000\ufe0f日",  # a mark after a character nobody has
    "\ufe0f日",  # a mark first
    "Score 12 语言 and 漢字!",
    "plain English",
    "",
]


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


def reference_runs(font: FallbackFont, text: str) -> list[tuple[int, str]]:
    """The runs worked out a character at a time, as FallbackFont did before it kept them."""
    if font.covered_by_primary(text):
        return [(0, text)] if text else []
    coverages = [load_coverage(path) for path in font.paths]
    runs: list[tuple[int, str]] = []
    for char in text:
        first = 1 if char in font.prefer_fallback else 0
        index = next((i for i in range(first, len(coverages)) if char in coverages[i]), None)
        if index is None:
            index = 0 if first else runs[-1][0] if runs and is_mark(char) else 0
        if runs and runs[-1][0] == index:
            runs[-1] = (index, runs[-1][1] + char)
        else:
            runs.append((index, char))
    return runs


def reference_size(font: FallbackFont, text: str) -> tuple[int, int]:
    """The size measured afresh from the runs and the glyphs' ink, nothing kept."""
    if font.covered_by_primary(text):
        return font.primary.size(text)
    above = font.primary.get_ascent()
    below = font.primary.get_height() - above
    width = 0
    for index, run in reference_runs(font, text):
        face = font.font_at(index)
        width += face.size(run)[0]
        if index:
            for char in run:
                metrics = face.metrics(char)[0]
                low, high = (0, 0) if metrics is None else (metrics[2], metrics[3])
                above, below = max(above, high), max(below, -low)
    return width, above + below


@pytest.mark.parametrize("prefer", [frozenset(), theme.CJK_PUNCTUATION])
@pytest.mark.parametrize("size", [12, 16, 24])
def test_runs_and_sizes_are_those_measured_afresh(prefer, size):
    font = FallbackFont(CHAIN, size, prefer_fallback=prefer)
    for text in TEXTS:
        assert font.runs(text) == reference_runs(font, text), text
        assert "".join(run for _, run in font.runs(text)) == text
        first = font.size(text)
        assert first == reference_size(font, text), text
        assert font.size(text) == first  # asked again: the kept answer, the same


def test_fonts_of_one_chain_share_their_faces_and_answers():
    one = FallbackFont(CHAIN, 13, prefer_fallback=theme.CJK_PUNCTUATION)
    two = FallbackFont(CHAIN, 13, prefer_fallback=theme.CJK_PUNCTUATION)
    assert one.font_at(1) is two.font_at(1)
    # Another preference keeps its own chain indexes: both faces have 日 and 本.
    faces = CHAIN[1:]
    plain, preferring = FallbackFont(faces, 16), FallbackFont(faces, 16, frozenset("日"))
    assert plain.runs("日本") == [(0, "日本")]
    assert preferring.runs("日本") == [(1, "日"), (0, "本")]
    assert FallbackFont(faces, 16).runs("日本") == [(0, "日本")]
    # Every size up to MIN_FALLBACK_PX draws its CJK with the one face opened at that size.
    assert FallbackFont(CHAIN, 12).font_at(1) is FallbackFont(CHAIN, 16).font_at(1)
    for text in TEXTS:
        assert one.size(text) == two.size(text) == reference_size(two, text)


def test_kept_sizes_are_bounded(monkeypatch):
    monkeypatch.setattr(fallback_font, "SIZES_KEPT", 8)
    fallback_font._faces.cache_clear()  # the chain's shared state, fresh (earlier tests fill it)
    font = FallbackFont(CHAIN, 15)
    texts = ["日本語" * count for count in range(1, 30)]
    for text in texts:
        assert font.size(text) == reference_size(font, text)
    assert len(font._sizes) <= 8
    for text in texts:  # the dropped ones are measured again, the same
        assert font.size(text) == reference_size(font, text)
