"""Line breaking for card faces: `wrap` with hanging closing marks, and balanced CJK lines.

A card's effect in Japanese or Chinese wrapped greedily may leave one character or a lone
figure on its last line ("格", "+2"); `balanced` gives every line about the same length
instead, as a typesetter would on a narrow card. Latin text is wrapped as before.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterator

import pygame

from game.views import text_cache
from game.views.text import (
    MIDDLE_DOTS,
    NO_LINE_END,
    NO_LINE_START,
    TextFont,
    is_cjk,
    wrap,
    wrap_into,
)

LATIN_WORD = re.compile(r"[A-Za-z]+")


def hung(words: str, font: pygame.font.Font, room: int) -> list[str]:
    """`wrap`, with a closing mark that a word too wide to share its line pushed onto a line of
    its own ("TELEPORT" then "。") hung at the end of the line before, as Japanese typesetting
    does (ぶら下げ): it may reach a few pixels into the card's margin."""
    return _hang(wrap(words, font, room))


def _hang(greedy: list[str]) -> list[str]:
    """Greedy lines with a line of closing marks alone joined to the line before (see `hung`)."""
    lines: list[str] = []
    for line in greedy:
        if lines and line and all(char in NO_LINE_START for char in line):
            lines[-1] += line
        else:
            lines.append(line)
    return lines


def text_size(font: TextFont, words: str) -> tuple[int, int]:
    """`font.size(words)`, measured once (game.views.text_cache keeps it): a board drawn every
    frame asks the same sizes again, and a Japanese or Chinese line is costly to measure."""
    return text_cache.layout(("size", font, words), lambda: font.size(words))


def keeps_words(words: str, lines: list[str]) -> bool:
    """True when wrapping kept every Latin word (MOVE, TELEPORT) whole on one line."""
    return LATIN_WORD.findall(words) == [w for line in lines for w in LATIN_WORD.findall(line)]


def balanced(words: str, font: pygame.font.Font, room: int) -> list[str]:
    """`hung` in as few lines, broken where a reader expects: of the widths that need no more
    lines and keep the Latin words whole, the one whose breaks part no figure from its counter
    or sign ("1 / 格", "BUMP / 1") and whose lines are most alike in length. Only text with CJK
    characters is balanced (an English card keeps its greedy lines)."""
    return list(_balanced(words, font, room))


# A card face asks for the same effect at the same width more than once (does it fit, then
# draw it); the search below is the costly part of a new card face in Japanese and Chinese.
@functools.lru_cache(maxsize=512)
def _balanced(words: str, font: pygame.font.Font, room: int) -> tuple[str, ...]:
    lines = hung(words, font, room)
    if len(lines) < 2 or not any(is_cjk(char) for char in words):
        return tuple(lines)
    whole = keeps_words(words, lines)
    measured = MeasuredFont(font)
    best, best_score = lines, _score(lines, measured)
    for greedy in measured.wraps(words, room - 1, room // len(lines)):
        trial = _hang(greedy)
        if len(trial) > len(lines):
            break
        if whole and not keeps_words(words, trial):
            continue
        score = _score(trial, measured)
        if score < best_score:
            best, best_score = trial, score
    return tuple(best)


class MeasuredFont:
    """A font's line widths remembered for one search over many wrap widths, and the widths
    skipped where the greedy wrap cannot change.

    Greedy wrapping only ever asks "is this piece's width <= the wrap width?", so a wrap at
    width W gives the same lines at every width from the widest piece that fitted up to W: the
    search tries the first width of each such range only. Same lines as trying every width,
    a fraction of the measuring (each CJK measure goes through the fallback chain)."""

    def __init__(self, font: TextFont) -> None:
        self.font = font
        self._sizes: dict[str, tuple[int, int]] = {}
        self._asked: list[int] = []

    def size(self, text: str, /) -> tuple[int, int]:
        """The font's (width, height) of `text`, measured once per search."""
        found = self._sizes.get(text)
        if found is None:
            found = self._sizes[text] = self.font.size(text)
        self._asked.append(found[0])
        return found

    def get_height(self) -> int:
        """The font's line height."""
        return self.font.get_height()

    def get_linesize(self) -> int:
        """The font's line step."""
        return self.font.get_linesize()

    def wraps(self, text: str, start: int, stop: int) -> Iterator[list[str]]:
        """`wrap(text, font, width)` for the widths from `start` down to `stop`, each distinct
        wrap once (at the widest width that gives it), widest first."""
        width = start
        while width >= stop:
            self._asked.clear()
            lines = wrap(text, self, width)
            fitted = [asked for asked in self._asked if asked <= width]
            yield lines
            width = max(fitted) - 1 if fitted else width - 1


def _score(lines: list[str], font: TextFont) -> int:
    """Lower is better: each break next to a figure costs much, a break inside a Japanese word
    or a dotted name less, then the lines' raggedness."""
    widths = [font.size(line)[0] for line in lines]
    inside = splits_words(lines) + splits_names(lines)
    return splits_figures(lines) * 1000 + inside * 100 + max(widths) - min(widths)


NAME_PART = 3
"""Characters on each side of a name's middle dot taken as part of the name (比尔·米尔顿)."""


def splits_names(lines: list[str]) -> int:
    """How many breaks fall inside a name written with a middle dot between CJK parts, within
    NAME_PART characters of the dot ("比 / 尔·米尔顿", "比尔·米 / 尔顿"); a break right after
    the dot ("比尔· / 米尔顿") parts nothing. Chinese has no other word ends to go by."""
    count = 0
    for before, after in zip(lines, lines[1:], strict=False):
        joined, at = before + after, len(before)
        dots = [
            index
            for index in range(max(1, at - NAME_PART), min(len(joined) - 1, at + NAME_PART))
            if joined[index] in MIDDLE_DOTS
            and is_cjk(joined[index - 1])
            and is_cjk(joined[index + 1])
        ]
        count += any(dot != at - 1 for dot in dots)
    return count


def _script(char: str) -> str:
    """ "kana" (hiragana), "kata" (katakana and its long mark), "han", or "" for the rest."""
    if "\u3041" <= char <= "\u309f":
        return "kana"
    if "\u30a0" <= char <= "\u30ff" or char == "ー":
        return "kata"
    if unicodedata.name(char, "").startswith("CJK UNIFIED"):
        return "han"
    return ""


def splits_words(lines: list[str]) -> int:
    """How many breaks of Japanese text fall inside a phrase rather than between phrases. A
    reader expects a break after a particle or ending ("を / 選んで", "の / ジェム"), after a
    mark ("、", "）", a space), before an opening mark, or between a figure or Latin word and
    a kanji or katakana word; any other break ("ジェ / ム", "く / ださい", "ハック / を",
    "BUMP / された") parts a word from itself or from its particle. Chinese (no kana) has no
    such breaks: any break between hanzi is as good."""
    if not any(_script(char) in ("kana", "kata") for line in lines for char in line):
        return 0
    count = 0
    for before, after in zip(lines, lines[1:], strict=False):
        if before and after:
            count += not _phrase_break(before[-1], after[0])
    return count


def _phrase_break(last: str, first: str) -> bool:
    """True when a line ending in `last` and the next starting with `first` part two phrases."""
    if last.isspace() or last in "、。，．：；！？）」』】〕〉》”" or first in NO_LINE_END:
        return True
    before, after = _script(last), _script(first)
    if before == "kana":
        return after != "kana"
    if not before:  # a figure or a Latin word, before a kanji or katakana word
        return after in ("han", "kata")
    return False


def natural(text: str, font: pygame.font.Font, width: int, max_lines: int) -> list[str]:
    """`wrap_into` for Chinese and Japanese text in a box: in as few lines, broken where a
    reader expects (between phrases, not inside a word or between a figure and its counter) and
    about even, so no line holds one or two characters alone. Each "\\n" paragraph is broken on
    its own. Latin text and text that had to be cut are left as `wrap_into` gives them."""
    return list(_natural(text, font, width, max_lines))


@functools.lru_cache(maxsize=512)
def _natural(text: str, font: pygame.font.Font, width: int, max_lines: int) -> tuple[str, ...]:
    lines = wrap_into(text, font, width, max_lines)
    if len(wrap(text, font, width)) > max_lines or not any(is_cjk(char) for char in text):
        return tuple(lines)
    paragraphs = text.split("\n")
    if len(paragraphs) == 1:
        return tuple(_natural_paragraph(text, font, width, max_lines))
    out: list[str] = []
    for paragraph in paragraphs:
        out.extend(_natural_paragraph(paragraph, font, width, 0))
    return tuple(out)


def _natural_paragraph(text: str, font: pygame.font.Font, width: int, room: int) -> list[str]:
    """The best of the greedy wraps at widths that need no more lines than at `width`; when
    each of them parts a word or a dotted name, one more line (if `room` lines allow it) that parts none."""
    lines = wrap(text, font, width)
    if len(lines) < 2:
        return lines
    best = _best_wrap(text, font, width, len(lines))
    if splits_words(best) + splits_names(best) and len(lines) < room:
        more = _best_wrap(text, font, width, len(lines) + 1)
        if not splits_words(more) + splits_names(more) + splits_figures(more):
            return more
    return best


def _best_wrap(text: str, font: pygame.font.Font, width: int, count: int) -> list[str]:
    """Of the greedy wraps of `text` in `count` lines at widths up to `width`, the best scored."""
    best: list[str] = []
    best_score = 0
    floor = max(1, font.size(text)[0] // count)
    measured = MeasuredFont(font)
    for trial in measured.wraps(text, width, floor):
        if len(trial) > count:
            break
        if len(trial) < count:
            continue
        score = _score(trial, measured)
        if not best or score < best_score:
            best, best_score = trial, score
    return best or wrap(text, font, width)


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
