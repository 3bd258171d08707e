"""`wrap` predicts where a line breaks and measures about two lines a line (issue 18): it must
break exactly where the greedy loop that measured every growing line broke.

The reference below is that loop as it was; the texts are every msgid and msgstr of the
catalogues, wrapped with the fonts the game uses in each language at several widths.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from babel.messages.pofile import read_po

from game.views import text, theme

LOCALE = Path(__file__).resolve().parents[2] / "locale"


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield
    theme.set_cjk_preference(None)


def greedy_reference(paragraph: str, font: text.TextFont, width: int) -> list[str]:
    """One paragraph filled a piece at a time, each growing line measured whole."""
    lines: list[str] = []
    line = ""
    pending = ""
    for piece, is_space in text._chunks(paragraph):
        if is_space:
            if line:
                pending = piece
            elif not lines:
                line = piece
            continue
        candidate = line + pending + piece
        pending = ""
        if font.size(candidate)[0] <= width:
            line = candidate
            continue
        if line.strip():
            lines.append(line)
        line = piece
        while font.size(line)[0] > width and len(line) > 1:
            cut = text._longest_fitting_prefix(line, font, width)
            lines.append(line[:cut].rstrip())
            line = line[cut:].lstrip()
    lines.append(line.rstrip())
    return lines


def catalogue_paragraphs(language: str) -> list[str]:
    """Every paragraph of the language's catalogue, source and translation, once each."""
    found: dict[str, None] = {}
    for path in sorted((LOCALE / language / "LC_MESSAGES").glob("*.po")):
        with path.open("rb") as handle:
            catalogue = read_po(handle)
        for message in catalogue:
            for side in (message.id, message.string):
                for entry in [side] if isinstance(side, str) else list(side or ()):
                    for paragraph in (entry or "").split("\n"):
                        found[paragraph] = None
    return list(found)


@pytest.mark.parametrize("language", ["en", "ja", "zh"])
def test_every_catalogue_paragraph_breaks_where_the_greedy_loop_broke(language):
    # English is measured with the Japanese catalogue's sources (the same msgids) too.
    paragraphs = catalogue_paragraphs("ja" if language == "en" else language)
    assert len(paragraphs) > 500
    theme.set_cjk_preference(None if language == "en" else language)
    differ = []
    for size in (12, 18):
        font = theme.font(size)
        for width in (61, 290):
            for paragraph in paragraphs:
                expected = greedy_reference(paragraph, font, width)
                if text._wrap_paragraph(paragraph, font, width) != expected:
                    differ.append((size, width, paragraph))
    assert differ == []


@pytest.mark.parametrize(
    "paragraph",
    [
        "   indented start, then words",
        "日本語の文章、（括弧）と「かぎ」。そしてEnglish words inside日本語",
        "Pneumonoultramicroscopicsilicovolcanoconiosis and more",
        "a\u00a0b\u00a0c\u00a0d\u00a0e\u00a0f\u00a0g\u00a0h",
        "！！！！！！！！！！！！！！！！！！！！",
        "",
        "   ",
    ],
)
@pytest.mark.parametrize("width", [1, 9, 30, 64, 120])
def test_edge_cases_break_where_the_greedy_loop_broke(paragraph, width):
    theme.set_cjk_preference("ja")
    font = theme.font(16)
    assert text._wrap_paragraph(paragraph, font, width) == greedy_reference(paragraph, font, width)


class CountingFont:
    """A font that counts how many characters it was asked to measure."""

    def __init__(self, font: text.TextFont) -> None:
        self.font = font
        self.measured = 0

    def size(self, value: str, /) -> tuple[int, int]:
        self.measured += len(value)
        return self.font.size(value)

    def get_height(self) -> int:
        return self.font.get_height()

    def get_linesize(self) -> int:
        return self.font.get_linesize()


def test_a_chinese_paragraph_is_measured_far_less_than_the_greedy_loop_did():
    theme.set_cjk_preference("zh")
    paragraph = "龙之桥的玩家轮流出牌，每张牌都有自己的效果，先建成桥的一方获胜。" * 4
    new, old = CountingFont(theme.font(16)), CountingFont(theme.font(16))
    lines = text._wrap_paragraph(paragraph, new, 300)
    assert lines == greedy_reference(paragraph, old, 300)
    assert len(lines) >= 4
    # The greedy loop measured every growing line: about a line's length squared over two per
    # line; the prediction measures each character once and about two whole lines per line.
    assert new.measured * 3 < old.measured


class TrackedFont:
    """A made-up font whose lines are wider or narrower than the sum of their pieces: `track`
    pixels between every two characters (a real face's kerning, exaggerated both ways)."""

    def __init__(self, track: int) -> None:
        self.track = track

    def size(self, value: str, /) -> tuple[int, int]:
        advance = sum(16 if text.is_cjk(char) else 7 for char in value)
        return advance + self.track * max(0, len(value) - 1), 16

    def get_height(self) -> int:
        return 16

    def get_linesize(self) -> int:
        return 18


@pytest.mark.parametrize("track", [-3, 2, 5])
@pytest.mark.parametrize("width", [20, 75, 160, 333])
def test_a_prediction_off_either_way_still_breaks_where_the_greedy_loop_broke(track, width):
    font = TrackedFont(track)
    for paragraph in [
        "日本語の文章、（括弧）と「かぎ」。そしてEnglish words inside日本語の文章です。" * 3,
        "The quick brown fox jumps over the lazy dog, again and again and again.",
        "  中文段落，没有空格，每个字都可以断开。中文段落，没有空格。",
    ]:
        expected = greedy_reference(paragraph, font, width)
        assert text._wrap_paragraph(paragraph, font, width) == expected
