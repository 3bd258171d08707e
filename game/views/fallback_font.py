"""Fonts that fall back: a pygame Font look-alike over a chain of font files (DejaVu, then the
CJK faces), each character drawn by the first face that has it.

Which characters a font has comes from `<font file>.coverage.json` beside it, written by
tools/font_coverage.py (`make fonts`, `make fonts-cjk`); pygame cannot tell, and the game does
not parse fonts at run time. game.views.theme builds these; game.views.text lays text out with
anything that measures like a Font.
"""

from __future__ import annotations

import functools
import itertools
import json
import re
from collections import OrderedDict
from collections.abc import Sequence

import pygame
from pygame.typing import ColorLike

from game.views.text import is_mark, wrap

MIN_FALLBACK_PX = 16
"""The smallest size a fallback (CJK) face is drawn at: Han and kana below 16 px are not legible
at 1280x720, so a 12 px label keeps its Latin at 12 px and draws its CJK at 16 px."""

SIZES_KEPT = 4096
"""Sizes of text that falls back kept per font: a wrap measures each candidate line, and the
next frames measure the same texts again."""

COVERAGE_SUFFIX = ".coverage.json"
_LAYOUT_CONTROLS = frozenset("\n\r\t")
_PRINTABLE_ASCII = frozenset(map(chr, range(0x20, 0x7F)))


@functools.cache
def load_coverage(font_path: str) -> frozenset[str]:
    """The characters the font at `font_path` draws, from its coverage file (cached).

    Raises FileNotFoundError naming the fix when the file is missing: run `make fonts`.
    """
    path = font_path + COVERAGE_SUFFIX
    try:
        with open(path, encoding="utf-8") as handle:
            ranges = json.load(handle)["ranges"]
    except FileNotFoundError as error:
        raise FileNotFoundError(f"{path} is missing: run `make fonts`") from error
    codes = itertools.chain.from_iterable(range(first, last + 1) for first, last in ranges)
    return frozenset(itertools.chain(map(chr, codes), _LAYOUT_CONTROLS))


@functools.lru_cache(maxsize=64)
def _open(path: str, size: int) -> pygame.font.Font:
    """The fallback face at `path` opened at `size` pixels, shared by every chain that draws
    with it (a CJK face takes milliseconds to open, and every size up to MIN_FALLBACK_PX
    draws its CJK at that size)."""
    return pygame.font.Font(path, size)


class _Faces:
    """What every FallbackFont of one chain, size and preference shares: the opened fonts
    and what measuring CJK text asks again and again (fonts live all session): the chain
    index of each character, each fallback glyph's ink and its reach above and below the
    baseline, and the sizes of the last texts measured (a wrap measures every candidate line,
    a frame measures the same labels as the last one)."""

    def __init__(self, paths: tuple[str, ...], size: int, prefer_fallback: frozenset[str]) -> None:
        self.fonts: list[pygame.font.Font | None] = [pygame.font.Font(paths[0], size)]
        self.fonts += [None] * (len(paths) - 1)
        single = len(paths) == 1
        self.coverages = [] if single else [load_coverage(path) for path in paths]
        self.codes = _ChainCodes(self.coverages, prefer_fallback)
        self.ink: dict[tuple[int, str], tuple[int, int]] = {}
        self.reach: list[tuple[dict[str, int], dict[str, int]]] = [({}, {}) for _ in paths]
        self.sizes: OrderedDict[str, tuple[int, int]] = OrderedDict()


_NOBODY = "\uffff"
"""The code of a character no font of the chain has (the characters around it decide)."""

_SAME_CODE = re.compile(r"(.)\1*", re.DOTALL)
"""A run of equal codes: one run of text drawn by one font."""


class _ChainCodes(dict[int, str]):
    """A `str.translate` table from a character's code point to the chain index of the font
    that draws it, as one character (`_NOBODY` when no font has it), filled in as characters
    are met: translating a text gives its fonts in one call instead of a loop per character."""

    def __init__(self, coverages: list[frozenset[str]], prefer_fallback: frozenset[str]) -> None:
        super().__init__()
        self.coverages = coverages
        self.prefer_fallback = prefer_fallback

    def __missing__(self, code: int) -> str:
        char = chr(code)
        first = 1 if char in self.prefer_fallback else 0
        index = next(
            (i for i, cover in enumerate(self.coverages[first:], first) if char in cover),
            -1,
        )
        if index < 0 and first:
            index = 0  # no fallback face has it: the first font draws it after all
        found = self[code] = _NOBODY if index < 0 else chr(index)
        return found


@functools.lru_cache(maxsize=64)
def _faces(paths: tuple[str, ...], size: int, prefer_fallback: frozenset[str]) -> _Faces:
    """The shared state of the chain `paths` at `size` with `prefer_fallback` (the chain
    index of a character depends on it)."""
    return _Faces(paths, size, prefer_fallback)


class FallbackFont:
    """A pygame Font look-alike over an ordered chain of font files at one size.

    Each character is drawn by the first font of the chain that has it (the first font when
    none does); combining marks and joiners stay with the character before them. Text the
    first font covers entirely (all English) goes straight to that font, so it renders exactly
    as before at the same speed. The other fonts are opened only when first needed.

    Metrics (`get_height`, `get_ascent`, ...) are those of the first font. A line that falls
    back keeps the first font's baseline; it grows taller only when a fallback glyph's ink
    reaches above the first font's ascent or below its descent, so lines of English and of CJK
    text set at the same place share a baseline.
    """

    def __init__(
        self, paths: Sequence[str], size: int, prefer_fallback: frozenset[str] = frozenset()
    ) -> None:
        if not paths:
            raise ValueError("a FallbackFont needs at least one font file")
        self.paths = tuple(paths)
        self.prefer_fallback = prefer_fallback
        """Characters drawn by the first fallback face that has them even though the first
        font has them too (CJK quotes and ellipsis in Japanese and Chinese)."""
        self.point_size = size
        faces = _faces(self.paths, size, prefer_fallback)
        self.primary = faces.fonts[0]
        self._fonts = faces.fonts
        self._single = len(self.paths) == 1
        # One font needs no coverage at all: today's all-DejaVu chain reads no coverage file.
        self._coverages = faces.coverages
        self._ascii_in_primary = self._single or _PRINTABLE_ASCII <= self._coverages[0]
        self._ink = faces.ink
        self._codes = faces.codes
        self._reach = faces.reach
        self._sizes = faces.sizes

    def __repr__(self) -> str:
        return f"FallbackFont({list(self.paths)!r}, {self.point_size})"

    # --- which font draws what ------------------------------------------------------------

    def font_at(self, index: int) -> pygame.font.Font:
        """The pygame Font of chain position `index` (opened on first use)."""
        font = self._fonts[index]
        if font is None:
            size = max(self.point_size, MIN_FALLBACK_PX)
            font = self._fonts[index] = _open(self.paths[index], size)
        return font

    def covered_by_primary(self, text: str | bytes | None) -> bool:
        """True when the first font has every character of `text` (the fast path).

        Bytes and None are pygame's business: they go to the first font as they always did.
        """
        if self._single or not isinstance(text, str):
            return True
        if self._ascii_in_primary and text.isascii():
            return True  # English: answered without looking at a single character
        if self.prefer_fallback and not self.prefer_fallback.isdisjoint(text):
            return False
        return self._coverages[0].issuperset(text)

    def runs(self, text: str) -> list[tuple[int, str]]:
        """`text` cut into (chain index, run) pieces, each drawn by one font of the chain."""
        if self.covered_by_primary(text):
            return [(0, text)] if text else []
        return self._runs(text)

    def _runs(self, text: str) -> list[tuple[int, str]]:
        """`runs` of a text the first font does not cover alone."""
        codes = text.translate(self._codes)
        if _NOBODY not in codes:
            return [
                (ord(match.group(1)), text[match.start() : match.end()])
                for match in _SAME_CODE.finditer(codes)
            ]
        runs: list[tuple[int, str]] = []
        current = -1  # the chain index of the run being gathered (none yet)
        start = 0
        for position, code in enumerate(codes):
            index = ord(code)
            if code == _NOBODY:
                # Nobody has it: a mark stays with its base (not to split a run around an
                # unknown variation selector); anything else gets the first font's box.
                index = current if current >= 0 and is_mark(text[position]) else 0
            if index != current:
                if current >= 0:
                    runs.append((current, text[start:position]))
                current, start = index, position
        if current >= 0:
            runs.append((current, text[start:]))
        return runs

    def _extent(self, runs: list[tuple[int, str]]) -> tuple[int, int]:
        """(pixels above the baseline, pixels below it) a line of these runs needs."""
        above = self.primary.get_ascent()
        below = self.primary.get_height() - above
        for index, run in runs:
            if index == 0:
                continue
            highs, lows = self._reach[index]
            try:
                above = max(above, *map(highs.__getitem__, run))
                below = max(below, *map(lows.__getitem__, run))
            except KeyError:  # a glyph not met before: measure it, then take the maxima
                for char in run:
                    low, high = self._ink_of(index, char)
                    highs[char], lows[char] = high, -low
                above = max(above, *map(highs.__getitem__, run))
                below = max(below, *map(lows.__getitem__, run))
        return above, below

    def _ink_of(self, index: int, char: str) -> tuple[int, int]:
        """(lowest, highest) ink row of one glyph relative to the baseline (cached)."""
        key = (index, char)
        ink = self._ink.get(key)
        if ink is None:
            metrics = self.font_at(index).metrics(char)[0]
            ink = (0, 0) if metrics is None else (metrics[2], metrics[3])
            self._ink[key] = ink
        return ink

    # --- the pygame Font interface ------------------------------------------------------------

    def render(
        self,
        text: str,
        antialias: bool,
        color: ColorLike,
        bgcolor: ColorLike | None = None,
        wraplength: int = 0,
    ) -> pygame.Surface:
        """Like pygame.font.Font.render: one surface with `text`, each run in its own font."""
        # A one-font chain (all of today's fonts) skips even the method call: English text
        # must render as fast as through the bare pygame Font.
        if self._single or self.covered_by_primary(text):
            try:
                return self.primary.render(text, antialias, color, bgcolor, wraplength)
            except pygame.error:
                if self.primary.size(text)[0]:
                    raise
                return self._nothing_drawn(self.primary, color, bgcolor)
        if wraplength > 0 or "\n" in text:
            lines = wrap(text, self, wraplength) if wraplength > 0 else text.split("\n")
            return self._render_lines(lines, antialias, color, bgcolor)
        return self._render_line(text, antialias, color, bgcolor)

    def _blank(
        self, size: tuple[int, int], color: ColorLike, bgcolor: ColorLike | None
    ) -> pygame.Surface:
        """The empty surface the runs are blitted onto: transparent, or filled with `bgcolor`."""
        if bgcolor is None:
            surface = pygame.Surface(size, pygame.SRCALPHA)
            # Transparent pixels carry the ink colour: alpha-blitting an antialiased run onto
            # them keeps its exact colours and alpha (blending onto black would darken edges).
            ink = pygame.Color(color)
            surface.fill((ink.r, ink.g, ink.b, 0))
            return surface
        back = pygame.Color(bgcolor)
        surface = pygame.Surface(size, pygame.SRCALPHA if back.a < 255 else 0, 32)
        surface.fill(back)
        return surface

    def _render_line(
        self, text: str, antialias: bool, color: ColorLike, bgcolor: ColorLike | None
    ) -> pygame.Surface:
        runs = self.runs(text)
        above, below = self._extent(runs)
        images = [
            (
                self._run_image(self.font_at(index), run, antialias, color, bgcolor),
                self.font_at(index),
            )
            for index, run in runs
        ]
        surface = self._blank(
            (sum(image.get_width() for image, _ in images), above + below), color, bgcolor
        )
        x = 0
        for image, font in images:
            surface.blit(image, (x, above - font.get_ascent()))  # every run on one baseline
            x += image.get_width()
        return surface

    def _run_image(
        self,
        font: pygame.font.Font,
        run: str,
        antialias: bool,
        color: ColorLike,
        bgcolor: ColorLike | None,
    ) -> pygame.Surface:
        try:
            return font.render(run, antialias, color, bgcolor)
        except pygame.error:
            if font.size(run)[0]:
                raise
            return self._nothing_drawn(font, color, bgcolor)

    def _nothing_drawn(
        self, font: pygame.font.Font, color: ColorLike, bgcolor: ColorLike | None
    ) -> pygame.Surface:
        """The image of text SDL_ttf refuses because it has no width (a zero-width space or
        joiner alone, pasted into a seat name): an empty image one line high, as for ''. The
        callers re-raise any other refusal."""
        return self._blank((0, font.get_height()), color, bgcolor)

    def _render_lines(
        self, lines: list[str], antialias: bool, color: ColorLike, bgcolor: ColorLike | None
    ) -> pygame.Surface:
        images = [self.render(line, antialias, color, bgcolor) for line in lines]
        step = self.get_linesize()
        height = step * (len(images) - 1) + images[-1].get_height()
        surface = self._blank((max(image.get_width() for image in images), height), color, bgcolor)
        for row, image in enumerate(images):
            surface.blit(image, (0, row * step))
        return surface

    def size(self, text: str, /) -> tuple[int, int]:
        """Like pygame.font.Font.size: the (width, height) `render` would give on one line."""
        if self._single or self.covered_by_primary(text):
            return self.primary.size(text)
        size = self._sizes.get(text)
        if size is None:
            runs = self._runs(text)  # (not covered by the first font: checked above)
            above, below = self._extent(runs)
            width = sum(self.font_at(index).size(run)[0] for index, run in runs)
            size = (width, above + below)
            while len(self._sizes) >= SIZES_KEPT:
                self._sizes.popitem(last=False)  # the oldest goes first
            self._sizes[text] = size
        return size

    def metrics(self, text: str, /) -> list[tuple[int, int, int, int, int] | None]:
        """Like pygame.font.Font.metrics, each character measured in the font that draws it."""
        if self._single or self.covered_by_primary(text):
            return self.primary.metrics(text)
        result: list[tuple[int, int, int, int, int] | None] = []
        for index, run in self.runs(text):
            result.extend(self.font_at(index).metrics(run))
        return result

    def get_height(self) -> int:
        """Height of a line of text (the first font's)."""
        return self.primary.get_height()

    def get_linesize(self) -> int:
        """Recommended distance between lines (the first font's)."""
        return self.primary.get_linesize()

    def get_ascent(self) -> int:
        """Pixels from the top of a line to its baseline (the first font's)."""
        return self.primary.get_ascent()

    def get_descent(self) -> int:
        """Pixels from the baseline to the bottom of a line, negative (the first font's)."""
        return self.primary.get_descent()
