"""game.views.text.wrap_name: a two-line Japanese name breaks where a word ends (after a
particle or a middle dot, between kanji and katakana) when such a place fits; otherwise, and for
Chinese, Latin and longer names, the lines `wrap_into` makes stand. Checked against the square
test font of test_text.py (every CJK character exactly SIZE pixels wide)."""

from __future__ import annotations

import pytest

from game.views.text import NO_LINE_START, wrap, wrap_into, wrap_name
from tests.client.test_text import SIZE, width_of


@pytest.mark.parametrize(
    ("name", "width", "greedy", "by_words"),
    [
        # after a particle, not a word's last kana alone (洞窟の / ドレイク)
        ("日本語のアイウカ", 6, ["日本語のアイ", "ウカ"], ["日本語の", "アイウカ"]),
        # after a middle dot
        ("アイウ・カキク", 5, ["アイウ・カ", "キク"], ["アイウ・", "カキク"]),
        # between kanji and katakana
        ("日本語アイウカ", 5, ["日本語アイ", "ウカ"], ["日本語", "アイウカ"]),
        # a particle first, even where a kanji-katakana place would split more evenly
        ("日本のアイウ漢字", 6, ["日本のアイウ", "漢字"], ["日本の", "アイウ漢字"]),
        # not inside okurigana: after it (学生き / 先天), never before it
        ("学生き先天気雨", 4, ["学生き先", "天気雨"], ["学生き", "先天気雨"]),
    ],
)
def test_a_two_line_name_breaks_where_a_word_ends(chain, name, width, greedy, by_words):
    assert wrap(name, chain, width * SIZE) == greedy
    assert wrap_name(name, chain, width * SIZE) == by_words


@pytest.mark.parametrize(
    ("name", "width"),
    [
        ("日本語中文漢字", 5),  # all Han (a Chinese name): nowhere better to break
        ("日本語のアイウカキクアイ", 6),  # after の the rest would not fit one line
        ("アイウカキクー", 4),  # a line may not start with ー, so it is no place either
        ("日本語中文漢字学生先天のアイ", 5),  # three lines: left to the greedy filling
    ],
)
def test_a_name_without_a_fitting_word_end_keeps_the_greedy_lines(chain, name, width):
    assert wrap_name(name, chain, width * SIZE) == wrap_into(name, chain, width * SIZE, 2)


def test_a_latin_name_wraps_at_its_spaces_as_before(chain):
    for width in range(60, 220, 10):
        name = "Old Mountain Drake"
        assert wrap_name(name, chain, width) == wrap_into(name, chain, width, 2)


@pytest.mark.parametrize("width", range(3 * SIZE, 9 * SIZE, 5))
def test_name_lines_keep_every_character_fit_and_obey_kinsoku(chain, width):
    pieces = ["日本", "語", "の", "アイ", "ウー", "・", "カキク", "学生", "き", "中文", "ッ", "を"]
    for start in range(len(pieces)):
        name = "".join(pieces[start:] + pieces[:start])[:10]
        lines = wrap_name(name, chain, width)
        assert len(lines) == len(wrap_into(name, chain, width, 2))
        assert "".join(lines) == name or len(lines) > 1 and lines[-1].endswith("…")
        assert all(width_of(chain, line) <= width for line in lines)
        assert all(line[0] not in NO_LINE_START for line in lines[1:])
