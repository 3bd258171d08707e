"""Line breaking for card faces: `wrap` with hanging closing marks, and balanced CJK lines.

A card's effect in Japanese or Chinese wrapped greedily may leave one character or a lone
figure on its last line ("格", "+2"); `balanced` gives every line about the same length
instead, as a typesetter would on a narrow card. Latin text is wrapped as before.
"""

from __future__ import annotations

import re

import pygame

from game.views.text import NO_LINE_START, is_cjk, wrap, wrap_into

LATIN_WORD = re.compile(r"[A-Za-z]+")


def hung(words: str, font: pygame.font.Font, room: int) -> list[str]:
    """`wrap`, with a closing mark that a word too wide to share its line pushed onto a line of
    its own ("TELEPORT" then "。") hung at the end of the line before, as Japanese typesetting
    does (ぶら下げ): it may reach a few pixels into the card's margin."""
    lines: list[str] = []
    for line in wrap(words, font, room):
        if lines and line and all(char in NO_LINE_START for char in line):
            lines[-1] += line
        else:
            lines.append(line)
    return lines


def keeps_words(words: str, lines: list[str]) -> bool:
    """True when wrapping kept every Latin word (MOVE, TELEPORT) whole on one line."""
    return LATIN_WORD.findall(words) == [w for line in lines for w in LATIN_WORD.findall(line)]


def balanced(words: str, font: pygame.font.Font, room: int) -> list[str]:
    """`hung` in as few lines, broken where a reader expects: of the widths that need no more
    lines and keep the Latin words whole, the one whose breaks part no figure from its counter
    or sign ("1 / 格", "BUMP / 1") and whose lines are most alike in length. Only text with CJK
    characters is balanced (an English card keeps its greedy lines)."""
    lines = hung(words, font, room)
    if len(lines) < 2 or not any(is_cjk(char) for char in words):
        return lines
    whole = keeps_words(words, lines)
    best, best_score = lines, _score(lines, font)
    for width in range(room - 1, room // len(lines) - 1, -1):
        trial = hung(words, font, width)
        if len(trial) > len(lines):
            break
        if whole and not keeps_words(words, trial):
            continue
        score = _score(trial, font)
        if score < best_score:
            best, best_score = trial, score
    return best


def _score(lines: list[str], font: pygame.font.Font) -> int:
    """Lower is better: each break next to a figure costs much, then the lines' raggedness."""
    widths = [font.size(line)[0] for line in lines]
    return splits_figures(lines) * 1000 + max(widths) - min(widths)


def splits_figures(lines: list[str]) -> int:
    """How many breaks part a figure from its counter ("1 / 格"), a sign from its figure
    ("+ / 2", "/ +2") or a keyword from its amount ("BUMP / 3。")."""
    return sum(
        1
        for before, after in zip(lines, lines[1:], strict=False)
        if before
        and after
        and (
            before[-1].isdigit()
            or after[0] in "+-"
            or (after[0].isdigit() and (before[-1].isascii() and before[-1].isalpha()))
        )
    )


def balanced_into(words: str, font: pygame.font.Font, room: int, count: int) -> list[str]:
    """`balanced` in `count` lines, else `wrap_into` (it cuts the last line and reports it)."""
    lines = balanced(words, font, room)
    return lines if len(lines) <= count else wrap_into(words, font, room, count)


def awkward(words: str, lines: list[str]) -> bool:
    """True when CJK `words` broke into `lines` parting a figure (see `splits_figures`); an
    English card's breaks are left as they always were."""
    return any(is_cjk(char) for char in words) and splits_figures(lines) > 0
