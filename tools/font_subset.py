"""Make the CJK font subsets in assets/fonts from Noto Sans CJK (command-line tool; fontTools).

Japanese and Chinese text falls back from the DejaVu faces to Noto Sans CJK Regular and Bold,
and from DejaVu Serif Bold (titles, banners, headings) to Noto Serif CJK Bold, whose brush-like
strokes sit better beside a serif than a sans does (SIL Open Font License 1.1, see
assets/fonts/LICENSE-NotoSansCJK.txt). A whole face is 16-27 MB, so each language gets subsets
holding exactly the characters it needs (about 0.3 KB a character): every msgstr of its catalogue
(locale/<lang>/LC_MESSAGES/dragon_arcade.po) and of any translation fragments given on the
command line, the names of all languages on the Settings row (日本語 and 简体中文 in every face),
and the CJK punctuation and full-width forms of game.views.text's line-breaking tables.
Characters the style's DejaVu face draws are left out: the fallback chain never asks a CJK face
for them. Each subset also gets its coverage file (tools/font_coverage.py).

Which faces are made is game.views.theme.CJK_FONT_FILES: an output file is named after the
face's PostScript name (NotoSansCJKjp-Regular.otf is the face "NotoSansCJKjp-Regular" of the
collection NotoSansCJK-Regular.ttc), so the Japanese (JP) and the Simplified Chinese (SC) faces,
whose Han characters have each region's forms, are picked by name from the same collection.

The source collections (.ttc) come from Debian's fonts-noto-cjk package, the default folder:
    apt-get install fonts-noto-cjk                   # -> /usr/share/fonts/opentype/noto/
or, without installing it:
    apt-get download fonts-noto-cjk && dpkg -x fonts-noto-cjk_*.deb x
    python -m tools.font_subset --source x/usr/share/fonts/opentype/noto
(the same .ttc files are in https://github.com/notofonts/noto-cjk, Sans/OTC/ and Serif/OTC/).

    python -m tools.font_subset [--source DIR] [FRAGMENT.po ...]  # write them (make fonts-cjk)
    python -m tools.font_subset --check [FRAGMENT.po ...]  # exit 1 if a character is missing

Run it (`make fonts-cjk`) whenever a ja or zh catalogue changes; tests/client/test_cjk_fonts.py
fails while a translated character has no glyph.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from babel.messages.pofile import read_po
from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

from game import i18n
from game.views import fallback_font, text, theme
from tools import catalogues, font_coverage

DEFAULT_SOURCE = Path("/usr/share/fonts/opentype/noto")
FONT_DIR = font_coverage.FONT_DIR

EXTRA_PUNCTUATION = "\u3000〜～〃"
"""CJK marks the line-breaking tables do not name: the ideographic space and the wave dashes."""

# The features HarfBuzz (inside SDL_ttf) applies to horizontal text by default; the vertical
# ones ('vert', 'vrt2', ...) and the optional ones ('palt', 'jp78', ...) would only pull in
# glyphs nothing draws.
LAYOUT_FEATURES = tuple(
    "abvm blwm calt ccmp clig curs dist kern liga locl mark mkmk rclt rlig rvrn".split()
)
# Vertical metrics and baselines: the game sets text horizontally only.
DROPPED_TABLES = ("vhea", "vmtx", "VORG", "BASE")
# Copyright, names, version, trademark, vendor URL, licence text and its URL stay in the font.
KEPT_NAME_IDS = (0, 1, 2, 3, 4, 5, 6, 7, 11, 13, 14)


@dataclass(frozen=True)
class Face:
    """One subset to make: its file in assets/fonts, its style and its language."""

    file_name: str
    style: str
    language: str

    @property
    def postscript_name(self) -> str:
        """The face's PostScript name in the source collection: the file name's stem."""
        return Path(self.file_name).stem

    @property
    def collection_name(self) -> str:
        """The .ttc holding the face: NotoSansCJKjp-Bold -> NotoSansCJK-Bold.ttc."""
        return re.sub(r"CJK(jp|kr|sc|tc|hk)", "CJK", self.postscript_name) + ".ttc"


def faces() -> list[Face]:
    """Every CJK face theme.CJK_FONT_FILES registers, in style order."""
    return [
        Face(file_name, style, i18n.language_key(language))
        for style, entries in theme.CJK_FONT_FILES.items()
        for file_name, language in entries
    ]


# --- which characters ----------------------------------------------------------------------


def translations(po_file: Path) -> tuple[str | None, list[str]]:
    """(language, every non-empty msgstr) of a catalogue or translation fragment."""
    with po_file.open("rb") as handle:
        catalog = read_po(handle)
    found: list[str] = []
    for message in catalog:
        if not message.id:
            continue  # the header
        strings = [message.string] if isinstance(message.string, str) else message.string
        found.extend(string for string in strings or () if string)
    return (i18n.language_key(str(catalog.locale)) if catalog.locale else None), found


def language_texts(language: str, fragments: Iterable[Path] = ()) -> list[str]:
    """Every translated string of `language`: its catalogue (when it exists) and the fragments
    whose Language header names it."""
    texts: list[str] = []
    sources = [catalogues.po_path(language), *fragments]
    for po_file in sources:
        if not po_file.is_file():
            continue
        found_language, found = translations(po_file)
        if found_language == language:
            texts.extend(found)
    return texts


def always_needed() -> set[str]:
    """Characters every CJK face carries: the language names of the Settings row, and the CJK
    punctuation and full-width forms that the line-breaking (kinsoku) tables name."""
    names = "".join(i18n.LANGUAGE_NAMES.values())
    marks = text.NO_LINE_START | text.NO_LINE_END
    return set(names) | {char for char in marks if text.is_cjk(char)} | set(EXTRA_PUNCTUATION)


NAME_STYLES = ("sans", "bold")
"""The styles typed names are drawn in (setup fields, panels, results): they carry NAME_SETS."""


def _double_byte_rows(codec: str, rows: range, last_row_end: int) -> set[str]:
    """The characters of a double-byte code's `rows` (cells 0xA1-0xFE; the last row ends at
    `last_row_end`), decoded by Python's own codec: no character list is vendored."""
    found = set()
    for row in rows:
        end = last_row_end if row == rows[-1] else 0xFE
        for cell in range(0xA1, end + 1):
            try:
                found.add(bytes((row, cell)).decode(codec))
            except UnicodeDecodeError:
                continue
    return found


def name_characters(language: str) -> set[str]:
    """Characters a player of `language` may type in a seat name, beyond the catalogue's:
    Japanese all kana and the 6,355 kanji of JIS X 0208's two levels (EUC-JP rows 0xB0-0xF4:
    level 2 holds name characters like 翔); Chinese the 3,755 level-1 hanzi of GB 2312 (rows
    0xB0-0xD7, the common ones). Without them 田中 or 张伟 typed into the setup came out as boxes."""
    if language == "ja":
        kana = {chr(code) for code in (*range(0x3041, 0x3097), *range(0x30A1, 0x30FF))}
        return kana | _double_byte_rows("euc_jp", range(0xB0, 0xF5), 0xA6)
    if language == "zh":
        return _double_byte_rows("gb2312", range(0xB0, 0xD8), 0xF9)
    return set()


def drawn_by_dejavu(style: str) -> frozenset[str]:
    """The characters the style's first (DejaVu) face draws itself."""
    return fallback_font.load_coverage(str(FONT_DIR / theme.FONT_FILES[style]))


def needed_characters(face: Face, texts: Iterable[str]) -> set[str]:
    """What `face` must draw for `texts` (its language's strings): their characters and the
    shared marks (and, for the styles names are drawn in, the characters of typed names), minus what DejaVu draws (newlines and tabs count as drawn by every font)."""
    wanted = set("".join(texts)) | always_needed()
    if face.style in NAME_STYLES:
        wanted |= name_characters(face.language)
    return wanted - drawn_by_dejavu(face.style)


def texts_by_language(fragments: Iterable[Path] = ()) -> dict[str, list[str]]:
    """The translated strings of every language a CJK face serves, each file read once (a
    fragment being edited meanwhile still gives every face of a language the same text)."""
    fragments = list(fragments)
    languages = sorted({face.language for face in faces()})
    return {language: language_texts(language, fragments) for language in languages}


# --- making the subsets --------------------------------------------------------------------


def subset_options() -> subset.Options:
    """fontTools settings for a lean subset: vertical tables and features dropped, horizontal
    features only.

    The CFF hints stay: they cost about 15% of the file, and without them FreeType blurs the
    dense Han characters at the sizes the game uses (at 16 px a third more of the inked pixels
    are mid-grey: 冒, 険, 墩 and 骰 turn into grey blocks).
    """
    return subset.Options(
        layout_features=list(LAYOUT_FEATURES),
        drop_tables=[*subset.Options().drop_tables, *DROPPED_TABLES],
        name_IDs=list(KEPT_NAME_IDS),
        hinting=True,
        notdef_outline=True,  # a missing glyph shows as a box, not as nothing
    )


def open_face(source: Path, face: Face) -> TTFont:
    """The face of the source collection whose PostScript name is the face's (fully loaded)."""
    path = source / face.collection_name
    if not path.is_file():
        raise SystemExit(f"{path}: not found (see `python -m tools.font_subset --help`)")
    # The source's date is kept when saving: the same text gives the same bytes (no git churn).
    collection = TTCollection(str(path), lazy=False, recalcTimestamp=False)
    for font in collection.fonts:
        if font["name"].getDebugName(6) == face.postscript_name:
            return font
    names = [font["name"].getDebugName(6) for font in collection.fonts]
    raise SystemExit(f"{path}: no face {face.postscript_name} (it has {', '.join(names)})")


def make_subset(source: Path, face: Face, characters: set[str], folder: Path) -> list[str]:
    """Write the subset of `face` for `characters` into `folder` with its coverage file;
    returns the characters the source face lacks (drawn as boxes: a translation to check)."""
    font = open_face(source, face)
    cmap = font.getBestCmap()
    lacking = sorted(char for char in characters if ord(char) not in cmap)
    subsetter = subset.Subsetter(subset_options())
    subsetter.populate(unicodes=sorted(ord(char) for char in characters if ord(char) in cmap))
    subsetter.subset(font)
    target = folder / face.file_name
    font.save(str(target), reorderTables=True)
    font_coverage.write_coverage(target)
    return lacking


# --- checking ------------------------------------------------------------------------------


def missing_characters(face: Face, texts: Iterable[str], folder: Path = FONT_DIR) -> list[str]:
    """The characters `face` needs for `texts` that its subset in `folder` lacks."""
    needed = needed_characters(face, texts)
    path = folder / face.file_name
    if not path.is_file():
        return sorted(needed)
    ranges = font_coverage.font_coverage(path)
    have = {chr(code) for first, last in ranges for code in range(first, last + 1)}
    return sorted(needed - have)


def write_subsets(source: Path, folder: Path, fragments: list[Path]) -> None:
    """Make every face's subset in `folder`, printing its size and any character it lacks."""
    texts = texts_by_language(fragments)
    for face in faces():
        characters = needed_characters(face, texts[face.language])
        lacking = make_subset(source, face, characters, folder)
        size = (folder / face.file_name).stat().st_size
        print(f"{face.file_name}: {len(characters)} characters, {size // 1024} KB")
        if lacking:
            print(f"  not in {face.postscript_name} (drawn as boxes): {''.join(lacking)}")


def check_subsets(folder: Path, fragments: list[Path]) -> int:
    """Print what each subset in `folder` lacks; returns how many subsets lack something."""
    texts = texts_by_language(fragments)
    stale = 0
    for face in faces():
        missing = missing_characters(face, texts[face.language], folder)
        if missing:
            stale += 1
            print(f"{face.file_name}: lacks {len(missing)} characters: {''.join(missing)}")
    return stale


def main(argv: list[str] | None = None) -> int:
    """Write the subsets (or with --check, list what they lack)."""
    parser = argparse.ArgumentParser(
        description=(__doc__ or "").splitlines()[0],
        epilog="Source: apt-get download fonts-noto-cjk && dpkg -x fonts-noto-cjk_*.deb x, "
        "then --source x/usr/share/fonts/opentype/noto",
    )
    parser.add_argument("fragments", nargs="*", type=Path, help="extra .po files (fragments)")
    parser.add_argument("--source", type=Path, default=DEFAULT_SOURCE, help="folder of .ttc")
    parser.add_argument("--output", type=Path, default=FONT_DIR, help="folder to write into")
    parser.add_argument("--check", action="store_true", help="verify only; exit 1 when stale")
    args = parser.parse_args(argv)
    if args.check:
        return 1 if check_subsets(args.output, args.fragments) else 0
    write_subsets(args.source, args.output, args.fragments)
    return 0


if __name__ == "__main__":
    sys.exit(main())
