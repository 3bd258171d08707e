"""Dragon Bridge card faces in English, Japanese and Chinese at every size the game draws them
(hand, in play, zoomed, the card help's) and the Nest chips at the board's size: no text cut,
none with more lines than its box, none too wide at the smallest size (watch_overflow). A card
too small for its words in a language shows pictograms or its kind's icon, and the in-play card
then says them in a tooltip."""

from __future__ import annotations

import pygame

from game.rules.dragon_bridge.cards import CARD_TYPES
from game.views import theme
from game.views.dragon_bridge import art, card_text, compact_face, layout
from game.views.text import watch_overflow

SIZES = ((layout.CARD_W, layout.CARD_H), layout.IN_PLAY_RECT.size, (layout.ZOOM_W, layout.ZOOM_H),
         (180, 250))  # fmt: skip
"""Hand, in play, zoomed, the card help's diagram."""


def test_every_face_and_chip_holds_its_words(language):
    found: list[tuple[str, str]] = []
    stop = watch_overflow(lambda text, how: found.append((how, text)))
    try:
        for size in SIZES:
            for card in range(len(CARD_TYPES)):
                assert art.card_face(card, size).get_size() == size
        for card in range(len(CARD_TYPES)):
            art.nest_chip(card, layout.nest_card())
    finally:
        stop()
    assert not found


def test_hand_and_zoomed_cards_print_their_words(language):
    """Only the small in-play card may fall back to pictograms (its tooltip has the words)."""
    for size in (SIZES[0], SIZES[2]):
        for card in range(len(CARD_TYPES)):
            assert art.face_shows_words(card, size), (language, size, CARD_TYPES[card].key)


def test_cjk_faces_keep_figures_with_their_counters(language):
    """No compact face parts "1" from "格" or "BUMP" from "3" (English keeps its breaks)."""
    for size in SIZES:
        k = size[0] / 108
        for card in range(len(CARD_TYPES)):
            lines = compact_face.compact_plan(card, size, int(30 * k), k).lines or []
            assert language == "en" or not card_text.splits_figures(lines), (size, lines)


def test_english_lines_are_not_rebalanced():
    pygame.font.init()
    font = theme.font(10)
    words = "Take any one card from the Nest into your hand."
    assert card_text.balanced(words, font, 90) == card_text.hung(words, font, 90)
