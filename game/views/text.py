"""Text layout for every screen: line wrapping (English and CJK), measuring, ellipsis, fallback.

No game knowledge here, only text. `wrap` breaks Latin text at spaces and CJK text between any
two characters, following the basic Japanese/Chinese line-breaking rules (kinsoku): no line
starts with a closing mark or a small kana, no line ends with an opening mark. `FallbackFont`
behaves like a pygame Font but draws each character with the first font of a chain that has it,
so Japanese and Chinese text can sit behind the DejaVu faces without .notdef boxes.

Which characters a font has comes from `<font file>.coverage.json` beside it, written by
tools/font_coverage.py (`make fonts`); pygame cannot tell, and the game does not parse fonts.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Callable
from typing import Protocol

ELLIPSIS = "…"

# Kinsoku: characters a line may not start with (closing marks, small kana, iteration and
# prolonged-sound marks, and their fullwidth, halfwidth and ASCII forms).
NO_LINE_START = frozenset(
    "、。，．・：；？！ー）」』】〕〉》”’〙〗〟］｝｠"
    "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ"
    "々〻ゝゞヽヾ゛゜\u3099\u309a‥…％"
    "｡｣､･ｧｨｩｪｫｬｭｮｯｰﾞﾟ"
    ")]},.!?:;%"
    "·"  # the Chinese middle dot of names (比尔·米尔顿), as the Japanese one: never first
)
# Kinsoku: characters a line may not end with (opening marks).
NO_LINE_END = frozenset("（「『【〔〈《“‘〘〖［｛｟｢([{")

# Middle dots between the parts of a name: Japanese (full and half width) and Chinese.
MIDDLE_DOTS = frozenset("・･·")

# Spaces that do not offer a break: they hold their neighbours together.
_NON_BREAKING_SPACES = frozenset("\u00a0\u2007\u202f\ufeff")

# Blocks whose characters may be broken between (Han, kana, CJK punctuation, fullwidth forms);
# Hangul is left out on purpose: Korean breaks at spaces, like English.
_CJK_BLOCKS = (
    (0x2E80, 0x2FFF),  # CJK radicals, Kangxi radicals, ideographic description
    (0x3000, 0x30FF),  # CJK symbols and punctuation, Hiragana, Katakana
    (0x3100, 0x312F),  # Bopomofo
    (0x3190, 0x33FF),  # Kanbun, Bopomofo extended, strokes, kana extensions, enclosed, compat
    (0x3400, 0x4DBF),  # CJK extension A
    (0x4E00, 0x9FFF),  # CJK unified ideographs
    (0xF900, 0xFAFF),  # CJK compatibility ideographs
    (0xFE10, 0xFE1F),  # vertical forms
    (0xFE30, 0xFE6F),  # CJK compatibility forms, small form variants
    (0xFF00, 0xFFEF),  # halfwidth and fullwidth forms
    (0x1AFF0, 0x1B16F),  # kana extensions and supplement
    (0x20000, 0x3FFFF),  # CJK extensions B and later
)

_CJK_CLASS = "".join(f"\\U{first:08x}-\\U{last:08x}" for first, last in _CJK_BLOCKS)
_NBSP_CLASS = "".join(f"\\u{ord(char):04x}" for char in sorted(_NON_BREAKING_SPACES))
# Combining diacritics, kana voicing marks, joiners and variation selectors: they stay with the
# CJK character before them (a Latin word keeps them anyway).
_MARK_CLASS = (
    "\\u0300-\\u036f\\u1ab0-\\u1aff\\u1dc0-\\u1dff\\u200c\\u200d\\u20d0-\\u20ff"
    "\\u3099\\u309a\\ufe00-\\ufe0f\\ufe20-\\ufe2f\\U000e0100-\\U000e01ef"
)
# One regular expression instead of a Python loop per character: wrapping English stays about
# as fast as the old split-on-spaces wrappers.
_ATOM = re.compile(
    rf"[^\S{_NBSP_CLASS}]+"  # spaces that offer a break
    rf"|[{_CJK_CLASS}][{_MARK_CLASS}]*"  # one CJK character
    rf"|(?:[^\s{_CJK_CLASS}]|[{_NBSP_CLASS}])+"  # a Latin word, non-breaking spaces inside
)

# Control characters that are layout, not glyphs: no font lists them, every font "has" them, so
# they never split a run or push otherwise-covered text off the fast path.


class TextFont(Protocol):
    """What layout needs from a font: a pygame Font and a FallbackFont both qualify."""

    def size(self, text: str, /) -> tuple[int, int]:
        """(width, height) of `text` on one line."""
        ...

    def get_height(self) -> int:
        """Height of one rendered line."""
        ...

    def get_linesize(self) -> int:
        """Recommended distance between the tops of two lines."""
        ...


def is_cjk(char: str) -> bool:
    """True for Han, kana, CJK punctuation and fullwidth forms: text breakable anywhere."""
    code = ord(char)
    if code < 0x2E80:
        return False  # the common case (Latin) answered at once
    return any(first <= code <= last for first, last in _CJK_BLOCKS)


def is_mark(char: str) -> bool:
    """Combining marks, joiners and variation selectors: they belong to the character before."""
    return unicodedata.category(char) in ("Mn", "Me", "Cf")


def _atoms(paragraph: str) -> list[str]:
    """Split a paragraph into runs of spaces, Latin words and single CJK characters.

    A Latin word is everything between spaces and CJK characters, so "English" inside Japanese
    stays whole; a CJK character keeps any combining marks that follow it.
    """
    return _ATOM.findall(paragraph)


def _kept_atoms(paragraph: str, keep: tuple[str, ...]) -> list[str]:
    """`_atoms`, with every occurrence of a `keep` string made one atom (a seat's name:
    "プレイヤー3" may move to the next line whole, never as プレ / イヤー3)."""
    spans = [
        (start, start + len(name))
        for name in keep
        if len(name) > 1
        for start in _occurrences(paragraph, name)
    ]
    if not spans:
        return _atoms(paragraph)
    atoms: list[str] = []
    for match in _ATOM.finditer(paragraph):
        start = match.start()
        if atoms and any(first < start < end for first, end in spans):
            atoms[-1] += match.group()
        else:
            atoms.append(match.group())
    return atoms


def _occurrences(text: str, part: str) -> list[int]:
    """Where `part` starts in `text`, every time."""
    found, start = [], text.find(part)
    while start >= 0:
        found.append(start)
        start = text.find(part, start + 1)
    return found


def _chunks(paragraph: str, keep: tuple[str, ...] = ()) -> list[tuple[str, bool]]:
    """(text, is_space) pieces a line may break between; kinsoku glues pieces together, and
    so does a `keep` string (_kept_atoms).

    Kinsoku holds across spaces too, as in UAX #14: "word !" keeps its "!" on the word's line.
    """
    chunks: list[tuple[str, bool]] = []
    for atom in _kept_atoms(paragraph, keep):
        first = atom[0]
        if first.isspace() and first not in _NON_BREAKING_SPACES:
            chunks.append((atom, True))
            continue
        if chunks and not (chunks[-1][1] and len(chunks) == 1):  # not after the indentation
            last, last_is_space = chunks[-1]
            # Spaces come one run at a time, so the piece before a space run is never a space.
            before = chunks[-2][0] if last_is_space else last
            if before[-1] in NO_LINE_END or first in NO_LINE_START:
                if last_is_space:
                    chunks.pop()
                    chunks[-1] = (before + last + atom, False)
                else:
                    chunks[-1] = (last + atom, False)
                continue
        chunks.append((atom, False))
    return chunks


def _longest_fitting_prefix(text: str, font: TextFont, width: int) -> int:
    """How many leading characters of `text` fit in `width` (at least one, to make progress)."""
    low, high = 1, len(text) - 1  # the whole text does not fit, or we would not be here
    while low < high:
        middle = (low + high + 1) // 2
        if font.size(text[:middle])[0] <= width:
            low = middle
        else:
            high = middle - 1
    return low


def _wrap_paragraph(
    paragraph: str, font: TextFont, width: int, keep: tuple[str, ...] = ()
) -> list[str]:
    """Greedy line filling of one paragraph (no newlines in it).

    Greedy: each piece joins the line while the line still fits. How many pieces join is
    found by `_fitting_count` with about two measurements a line instead of one a piece (a
    Chinese or Japanese line is a piece a character, each measured whole)."""
    chunks = _chunks(paragraph, keep)
    lines: list[str] = []
    line = ""  # the current line; at the paragraph's start it may be only its indentation
    pending = ""  # spaces waiting between `line` and the next piece (dropped at a break)
    known = -1  # how many of the next pieces are known to fit (-1: not known yet)
    for index, (piece, is_space) in enumerate(chunks):
        if is_space:
            if line:  # (indentation is never followed by more spaces: they come as one run)
                pending = piece
            elif not lines:
                line = piece  # the paragraph's own indentation stays on its first line
            continue
        if known < 0:
            known = _fitting_count(line, pending, chunks, index, font, width)
        candidate = line + pending + piece
        pending = ""
        if known > 0:
            known -= 1
            line = candidate
            continue
        known = -1  # this piece does not fit: a new line starts with it
        if line.strip():
            lines.append(line)
        line = piece  # a new line starts with the piece: its leading spaces are gone
        # A piece wider than the whole line (a very long word) is broken by characters.
        while font.size(line)[0] > width and len(line) > 1:
            cut = _longest_fitting_prefix(line, font, width)
            lines.append(line[:cut].rstrip())
            line = line[cut:].lstrip()
    lines.append(line.rstrip())
    return lines


def _fitting_count(
    line: str, pending: str, chunks: list[tuple[str, bool]], start: int, font: TextFont, width: int
) -> int:
    """How many pieces from `chunks[start]` on the greedy loop adds to `line` before the first
    that would make it wider than `width` (or before the paragraph ends).

    The lines the loop would try grow piece by piece, and a longer text is never narrower, so
    the answer is the count of those lines that fit. The sum of the pieces' own widths (short
    texts, measured once and remembered by the font) predicts it; the line at the prediction
    and the one after it are then measured whole, stepping until the first fits and the second
    does not, so kerning between pieces cannot change the answer."""
    tries: list[str] = []  # the lines the loop would try, in order
    estimates: list[int] = []  # each one's predicted width
    estimate = font.size(line)[0] if line else 0
    text = line
    rest = iter(chunks[start:])

    def extend() -> bool:
        """One more line to try; False at the paragraph's end."""
        nonlocal estimate, text, pending
        for piece, is_space in rest:
            if is_space:
                if text:
                    pending = piece
                continue
            estimate += (font.size(pending)[0] if pending else 0) + font.size(piece)[0]
            text = text + pending + piece
            pending = ""
            tries.append(text)
            estimates.append(estimate)
            return True
        return False

    while extend() and estimates[-1] <= width:
        pass
    predicted = count = sum(1 for guess in estimates if guess <= width)
    while count > 0 and font.size(tries[count - 1])[0] > width:
        count -= 1  # kerning made the predicted last line too wide
    if count == predicted:
        while (count < len(tries) or extend()) and font.size(tries[count])[0] <= width:
            count += 1  # the prediction was short: a line that fits
    return count


OverflowListener = Callable[[str, str], None]
_overflow_listeners: list[OverflowListener] = []


def watch_overflow(listener: OverflowListener) -> Callable[[], None]:
    """Call `listener(text, how)` whenever a layout cannot fit a text into its box (it was cut
    with an ellipsis, had more lines than its box holds, or stayed too wide at the smallest
    size); returns the function that stops watching. The no-overflow tests listen."""
    _overflow_listeners.append(listener)
    return lambda: _overflow_listeners.remove(listener)


def report_overflow(text: str, how: str) -> None:
    """Tell the listeners that `text` did not fit its box (`how`: "cut", "lines", "size")."""
    for listener in list(_overflow_listeners):
        listener(text, how)


def wrap_into(text: str, font: TextFont, width: int, max_lines: int) -> list[str]:
    """`wrap` for a box of `max_lines` lines: at most that many, the last one cut with an
    ellipsis (and an overflow reported) when the text needs more."""
    lines = wrap(text, font, width)
    if len(lines) <= max_lines:
        return lines
    report_overflow(text, "lines")
    kept = lines[:max_lines]
    if kept:
        kept[-1] = _cut(kept[-1] + " " + lines[max_lines], font, width)
    return kept


def wrap_name(name: str, font: TextFont, width: int, max_lines: int = 2) -> list[str]:
    """`wrap_into` for a short name (a card's, a chamber's): a Japanese name without spaces
    that takes two lines breaks where one of its words ends when such a place leaves both lines
    inside `width`: 洞窟の / ドレイク, not 洞窟のドレイ / ク (greedy filling, right for a
    paragraph, strands a word's last kana on a name's second line).

    Japanese writes no spaces, but a name's script changes where its words meet: after a
    particle or okurigana in hiragana (の, れる) or a middle dot, and between kanji and
    katakana. Such a place is taken if both halves fit, after a particle or dot first, then
    the most even split. A Chinese name breaks at its middle dot (比尔· / 米尔顿) the same way.
    Else the greedy lines stand, unless they leave one character alone on the second line: the
    most even split that fits then takes its place (芯片摇 / 篮曲, not 芯片摇篮 / 曲)."""
    lines = wrap_into(name, font, width, max_lines)
    if len(lines) != 2 or "".join(lines) != name:  # spaces broke it, or it was cut
        return lines
    index = word_break(name, font, width)
    if index is None and len(lines[1]) == 1 and len(name) > 2:
        index = _even_break(name, font, width)
    return lines if index is None else [name[:index], name[index:]]


@functools.lru_cache(maxsize=256)  # names are laid out again on every frame
def _even_break(name: str, font: TextFont, width: int) -> int | None:
    """Where `name` splits into the two most even lines inside `width` that kinsoku allows,
    neither of one character when another split fits (None when no split fits)."""
    best: tuple[bool, int, int] | None = None
    for index in range(1, len(name)):
        if name[index] in NO_LINE_START or name[index - 1] in NO_LINE_END:
            continue
        if is_mark(name[index]):
            continue
        widest = max(font.size(name[:index])[0], font.size(name[index:])[0])
        lone = index == 1 or index == len(name) - 1
        if widest <= width and (best is None or (lone, widest) <= best[:2]):  # first longer
            best = (lone, widest, index)
    return None if best is None else best[2]


@functools.lru_cache(maxsize=256)  # balanced prompts are laid out again on every frame
def word_break(name: str, font: TextFont, width: int) -> int | None:
    """Where `name` (Japanese or Chinese, no spaces) best breaks into two lines inside `width`
    at the end of a word or a name's part (see wrap_name), or None when no word end leaves both
    lines inside `width`."""
    best: tuple[int, int, int] | None = None
    for index, rank in _word_ends(name):
        widest = max(font.size(name[:index])[0], font.size(name[index:])[0])
        if widest <= width and (best is None or (rank, widest) < best[:2]):
            best = (rank, widest, index)
    return None if best is None else best[2]


def _script(char: str) -> str:
    """The script of a character for `_word_ends`: hiragana, katakana (with its prolonged
    sound mark), Han, or other."""
    code = ord(char)
    if 0x3041 <= code <= 0x309F:
        return "hiragana"
    if 0x30A0 <= code <= 0x30FF and char not in MIDDLE_DOTS:
        return "katakana"
    if 0x4E00 <= code <= 0x9FFF or 0x3400 <= code <= 0x4DBF or char in "々〆":
        return "han"
    return "other"


def _word_ends(name: str) -> list[tuple[int, int]]:
    """(index, rank) of each place inside `name` where a Japanese word plausibly ends: rank 0
    after hiragana before another script, or after a middle dot (Japanese ・ or Chinese ·,
    between the parts of a name: 比尔· / 米尔顿), rank 1 between kanji and katakana.
    Kinsoku still holds (no line may start with a closing mark or small kana)."""
    found = []
    for index in range(1, len(name)):
        before, after = name[index - 1], name[index]
        if after in NO_LINE_START or before in NO_LINE_END or is_mark(after):
            continue
        first, second = _script(before), _script(after)
        if before in MIDDLE_DOTS or (first == "hiragana" and second != "hiragana"):
            found.append((index, 0))
        elif {first, second} == {"han", "katakana"}:
            found.append((index, 1))
    return found


def wrap(text: str, font: TextFont, width: int, keep: tuple[str, ...] = ()) -> list[str]:
    """Split `text` into lines no wider than `width` pixels when drawn with `font`.

    Paragraphs are split on "\\n" (an empty paragraph gives an empty line). Latin text breaks at
    spaces; CJK text may break between any two characters, except that no line starts with a
    closing mark or small kana and none ends with an opening mark. A word wider than `width` is
    broken by characters as a last resort. A paragraph's leading spaces stay on its first line;
    the leading spaces of every wrapped line are dropped, and no line ends with a space.
    The `keep` strings (seat names) are never broken, unless one is wider than a line.
    """
    return list(_wrap_cached(text, font, width, keep))


# Scenes wrap the same help text, blurbs and card texts on every frame: remembering the last
# few hundred answers makes that nearly free. Fonts are keys by identity (they never change).
@functools.lru_cache(maxsize=512)
def _wrap_cached(text: str, font: TextFont, width: int, keep: tuple[str, ...]) -> tuple[str, ...]:
    lines: list[str] = []
    for paragraph in text.split("\n"):
        lines.extend(_wrap_paragraph(paragraph, font, width, keep))
    return tuple(lines)


def measure(text: str, font: TextFont) -> tuple[int, int]:
    """(width, height) of `text`; several lines (split on "\\n") stack at the font's line size."""
    lines = text.split("\n")
    if len(lines) == 1:
        return font.size(text)
    widest = max(font.size(line)[0] for line in lines)
    return widest, font.get_linesize() * (len(lines) - 1) + font.get_height()


def size_keeping_words(
    text: str, width: int, size: int, font_at: Callable[[int], TextFont], smallest: int = 9
) -> int:
    """The largest font size up to `size` at which every Latin word of `text` fits in `width`,
    so `wrap` never has to cut a word (Chinese and Japanese runs may break anywhere and do not
    count); `font_at(size)` gives the font to measure with."""
    words = [word for word in text.split() if not any(is_cjk(char) for char in word)]
    while size > smallest and any(font_at(size).size(word)[0] > width for word in words):
        size -= 1
    return size


def ellipsize(text: str, font: TextFont, width: int) -> str:
    """`text` itself if it fits in `width`, else its longest start that fits followed by "…".

    Cuts between characters (never inside one), so it is safe for CJK text; an empty string
    when not even the ellipsis fits.
    """
    if font.size(text)[0] <= width:
        return text
    report_overflow(text, "cut")
    return _cut(text, font, width)


def _cut(text: str, font: TextFont, width: int) -> str:
    """The longest start of `text` that fits in `width` with "…" after it."""
    if font.size(ELLIPSIS)[0] > width:
        return ""
    low, high = 0, len(text) - 1
    while low < high:
        middle = (low + high + 1) // 2
        if font.size(text[:middle].rstrip() + ELLIPSIS)[0] <= width:
            low = middle
        else:
            high = middle - 1
    return text[:low].rstrip() + ELLIPSIS
