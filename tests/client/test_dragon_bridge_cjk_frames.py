"""Dragon Bridge in Japanese and Chinese: a new card face or prompt is laid out without trying
every wrap width, with the very lines trying every width gave, and sizes the board asks every
frame are measured once (issue 18: the board's work per frame in CJK)."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import set_language
from game.views import theme
from game.views.dragon_bridge import card_text
from game.views.dragon_bridge.art import card_words
from game.views.dragon_bridge.card_text import MeasuredFont, balanced, hung, text_size
from game.views.text import is_cjk, wrap

LANGUAGES = ("ja", "zh", "en")


@pytest.fixture(autouse=True)
def _english_after() -> object:
    pygame.init()
    yield
    set_language("en")


def _cards() -> list[str]:
    from game.rules.dragon_bridge.cards import CARD_TYPES

    return sorted({card_words(card) for card in range(len(CARD_TYPES))})


def _distinct(runs: list[list[str]]) -> list[list[str]]:
    """`runs` without a wrap equal to the one before it."""
    return [lines for index, lines in enumerate(runs) if index == 0 or lines != runs[index - 1]]


def _balanced_trying_every_width(words: str, font: pygame.font.Font, room: int) -> list[str]:
    """The search `balanced` makes, one wrap per pixel of width (how it was done before)."""
    lines = hung(words, font, room)
    if len(lines) < 2 or not any(is_cjk(char) for char in words):
        return lines
    whole = card_text.keeps_words(words, lines)
    best, best_score = lines, card_text._score(lines, font)
    for width in range(room - 1, room // len(lines) - 1, -1):
        trial = hung(words, font, width)
        if len(trial) > len(lines):
            break
        if whole and not card_text.keeps_words(words, trial):
            continue
        score = card_text._score(trial, font)
        if score < best_score:
            best, best_score = trial, score
    return best


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_widths_skipped_give_the_same_wrap(language: str) -> None:
    """Every wrap the search meets at some width is one it yields, in the same order, and each
    yielded wrap is the font's own wrap at a width it skips to."""
    set_language(language)
    font = theme.font(13)
    for words in _cards():
        every = [wrap(words, font, width) for width in range(220, 39, -1)]
        yielded = list(MeasuredFont(font).wraps(words, 220, 40))
        assert _distinct(yielded) == _distinct(every), words
        assert len(yielded) <= len(every)
    if language != "en":
        assert len(yielded) < len(every) / 3  # the point: far fewer wraps than widths


@pytest.mark.parametrize("language", LANGUAGES)
def test_balanced_lines_are_those_of_trying_every_width(language: str) -> None:
    """Card effects at the sizes and widths card faces use break exactly where the search over
    every width broke them."""
    set_language(language)
    for size in (10, 13, 16):
        font = theme.font(size)
        for room in (64, 90, 117, 150, 196):
            for words in _cards():
                want = _balanced_trying_every_width(words, font, room)
                assert balanced(words, font, room) == want, (words, size, room)


class _CountingFont:
    """A stand-in font that counts how often it is measured."""

    def __init__(self) -> None:
        self.calls = 0

    def size(self, words: str, /) -> tuple[int, int]:
        self.calls += 1
        return 7 * len(words), 12


def test_text_size_measures_a_line_once() -> None:
    """The board asks the same line's size every frame: the font is asked once."""
    font = _CountingFont()
    for _ in range(5):
        assert text_size(font, "ドラゴン") == (28, 12)  # type: ignore[arg-type]
    assert font.calls == 1
    assert text_size(font, "龙桥") == (14, 12)  # type: ignore[arg-type]
    assert font.calls == 2
