"""Wyvern in Japanese and Chinese: every review scene drawn without a text cut, squeezed or
spilling out of its box (the shared overflow listener), and no English left in the board's own
words."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import _, set_language
from game.views import text, theme
from game.views.wyvern import words
from tools.wyvern_screens import render, scenes


@pytest.fixture(autouse=True)
def _display():
    pygame.init()
    yield
    set_language("en")
    theme.set_cjk_preference("en")


@pytest.mark.parametrize("lang", ["ja", "zh"])
def test_no_text_overflows(lang, tmp_path):
    set_language(lang)
    theme.set_cjk_preference(lang)
    found: list[tuple[str, str]] = []
    stop = text.watch_overflow(lambda said, how: found.append((said, how)))
    try:
        for name, board in scenes().items():
            render(board, tmp_path / f"{name}.png")
    finally:
        stop()
    assert not found, found[:10]


@pytest.mark.parametrize("lang", ["ja", "zh"])
def test_the_board_words_are_translated(lang):
    set_language(lang)
    for phase, _word in words.PHASES:
        assert words.phase_name(phase) != _word or phase == "action-1"
    for prompt in words.DECISIONS.values():
        assert _(prompt) != prompt


def glossary_names(lang: str) -> list[str]:
    """The card names the glossary gives (docs/i18n/wyvern.<lang>.md, "| D01 | English | name |")."""
    found = []
    for line in open(f"docs/i18n/wyvern.{lang}.md", encoding="utf-8"):
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if (
            len(cells) >= 3
            and len(cells[0]) == 3
            and cells[0][0] in "DTRA"
            and cells[0][1:].isdigit()
        ):
            found.append(cells[2])
    return found


@pytest.mark.parametrize("lang", ["ja", "zh"])
def test_every_glossary_card_name_fits_a_small_face(lang):
    from game.views.wyvern import faces, layout

    set_language(lang)
    theme.set_cjk_preference(lang)
    names = glossary_names(lang)
    assert len(names) >= 80
    found: list[tuple[str, str]] = []
    stop = text.watch_overflow(lambda said, how: found.append((said, how)))
    try:
        font = theme.font(11, bold=True)
        step = layout.line_step(font)
        most = max(2, min(3, (layout.CARD_H - faces.BADGE_H - 4) // step))
        for name in names:
            assert len(faces._fit_name(name, font, layout.CARD_W - 8, most)) <= most
    finally:
        stop()
    assert not found, found


def test_a_japanese_card_name_breaks_between_its_words():
    """洞窟のドレイク (Cave Drake) on two lines reads 洞窟の / ドレイク, not 洞窟のドレイ / ク, at
    every face width that needs two lines (text.wrap_name)."""
    from game.rules.wyvern.cards import BY_ID
    from game.views.wyvern import faces, layout

    set_language("ja")
    theme.set_cjk_preference("ja")
    name = words.card_name(BY_ID["D02"])
    assert name == "洞窟のドレイク"
    font = theme.font(11, bold=True)
    two_lines = [
        faces._fit_name(name, font, width, 2)
        for width in range(layout.CARD_W - 40, layout.CARD_W + 40, 4)
    ]
    two_lines = [lines for lines in two_lines if len(lines) == 2]
    assert two_lines
    assert all(lines == ["洞窟の", "ドレイク"] for lines in two_lines), two_lines


@pytest.mark.parametrize(("lang", "name"), [("ja", "憤怒"), ("zh", "狂怒")])
def test_an_engine_refusal_names_the_card_in_the_players_language(lang, name):
    """A refusal of a card comes from the engine (illegal.py) with the card's name
    as a nested Message, so it reads in the player's language."""
    from game.i18n import translate
    from game.rules.wyvern import WyvernState
    from game.rules.wyvern.cards import BY_ID

    set_language(lang)
    field = {"0:F1": "D09", "0:B3": "T08", "1:B3": "T08"}  # both fields hold a card: no end
    state = WyvernState.from_position(field=field, hands=[["A22"], []], gold=(0, 0))
    said = translate(state.why_illegal("play", BY_ID["A22"]))
    assert name in said and "Fury" not in said, said


def test_no_japanese_card_name_is_cut_inside_a_word_on_a_small_face():
    """Every pool card's Japanese name that takes two lines on a small face breaks at a
    word's end when it has one, squeezed a little if need be (疾風の / ワイバーン, not
    疾風のワ / イバーン)."""
    from game.rules.wyvern.cards import CARDS
    from game.views.wyvern import faces, layout

    set_language("ja")
    theme.set_cjk_preference("ja")
    font = theme.font(11, bold=True)
    two = 0
    for card in range(len(CARDS)):
        name = words.card_name(card)
        lines = faces._fit_name(name, font, layout.CARD_W - 8, 2)
        ends = {index for index, _rank in text._word_ends(name)}
        if len(lines) == 2 and ends:
            two += 1
            assert len(lines[0]) in ends, lines
    assert two >= 10
