"""Dragon Bridge in Japanese and Chinese, pass 4: the rules diagrams keep their text inside the
frame, and CJK lines break between phrases, about even, without a lone character."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import _, set_language
from game.views import theme
from game.views.dragon_bridge import diagrams, layout
from game.views.dragon_bridge.card_text import natural, splits_words
from game.views.text import watch_overflow

FRAME = pygame.Rect(720, 137, 460, 438)  # the help scene's diagram frame


@pytest.fixture
def language():
    """Set a language for one test; English again afterwards."""
    yield set_language
    set_language("en")


@pytest.mark.parametrize("lang", ["en", "ja", "zh"])
def test_diagrams_draw_inside_their_frame_without_overflow(language, lang: str) -> None:
    """Every diagram at several moments draws nothing outside the frame and reports no overflow
    (the Nest chips of the flight diagram ran past it; captions had no width limit)."""
    pygame.init()
    language(lang)
    for name, painter in diagrams.BRIDGE_DIAGRAMS.items():
        for t in (0.0, 3.0, 6.5, 8.0):
            surface = pygame.Surface((1280, 720))
            surface.fill((0, 0, 0))
            seen: list[tuple[str, str]] = []
            stop = watch_overflow(lambda text, how, seen=seen: seen.append((text, how)))
            painter(surface, FRAME, t)
            stop()
            assert not seen, (lang, name, t, seen)
            outside = surface.copy()
            outside.fill((0, 0, 0), FRAME)
            assert not pygame.surfarray.array3d(outside).any(), (lang, name, t)


def test_captions_keep_no_lone_character(language) -> None:
    """The bridge diagram's captions in Chinese end on more than one or two characters."""
    pygame.init()
    language("zh")
    font = theme.font(13)
    for text in (
        "The orange end by the dragon is DANGER: end your turn there and it pounces.",
        "The orange end far from it is the EXIT: start a turn there and MOVE to escape.",
    ):
        lines = natural(_(text), font, FRAME.width - 24, 3)
        assert all(len(line.strip()) > 2 for line in lines), lines


def test_japanese_breaks_between_phrases(language) -> None:
    """Japanese prompts break after a particle, not inside a word (く / ださい, ジェ / ム)."""
    pygame.init()
    language("ja")
    font = theme.font(15, bold=True)
    for text in (
        "使うブリッジハックを選んでください",
        "マーケット（右上）からアイテムを選んでください",
    ):
        lines = natural(text, font, 226, 2)
        assert len(lines) == 2 and splits_words(lines) == 0, lines
    assert layout.nest_card()[0] * 6 <= FRAME.width - 24
