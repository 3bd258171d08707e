"""Write which characters each vendored font draws (command-line tool; needs fontTools).

pygame cannot tell which codepoints a font has (a missing glyph silently renders as a .notdef
box), and the game must not parse fonts by hand or depend on fontTools at run time. So this tool
reads each font's character map once, at development time, and writes beside every .ttf/.otf a
small file `<font file>.coverage.json` with the covered codepoints as sorted inclusive ranges.
game.views.text loads those files to pick, for each character, the first font of a fallback
chain that has it.

    python tools/font_coverage.py              # (re)write the files for assets/fonts/
    python tools/font_coverage.py --check      # exit 1 if any file is missing or stale

A test (tests/client/test_text.py) compares every coverage file with what fontTools reads from
its font, so a font added or replaced without running `make fonts` fails the tests. The CJK
subsets get theirs from tools/font_subset.py (`make fonts-cjk`), which calls write_coverage;
tests/client/test_cjk_fonts.py runs --check as well.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable
from pathlib import Path

from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parent.parent
FONT_DIR = ROOT / "assets" / "fonts"
FONT_SUFFIXES = (".ttf", ".otf")
COVERAGE_SUFFIX = ".coverage.json"

Range = tuple[int, int]


def coverage_path(font_path: Path) -> Path:
    """Where the coverage file of `font_path` lives: beside it, named after it."""
    return font_path.with_name(font_path.name + COVERAGE_SUFFIX)


def font_files(folder: Path) -> list[Path]:
    """Every font file in `folder` that gets a coverage file, sorted by name."""
    return sorted(path for path in folder.iterdir() if path.suffix.lower() in FONT_SUFFIXES)


def to_ranges(codepoints: Iterable[int]) -> list[Range]:
    """Sorted inclusive (first, last) ranges of consecutive codepoints."""
    ranges: list[Range] = []
    for codepoint in sorted(set(codepoints)):
        if ranges and ranges[-1][1] == codepoint - 1:
            ranges[-1] = (ranges[-1][0], codepoint)
        else:
            ranges.append((codepoint, codepoint))
    return ranges


def font_coverage(font_path: Path) -> list[Range]:
    """The codepoints the font's best Unicode character map gives a real glyph, as ranges.

    Entries that point at .notdef are left out: FreeType would draw the same box as for a
    character the font does not list at all.
    """
    with TTFont(str(font_path), lazy=True) as font:
        cmap = font.getBestCmap() or {}
    return to_ranges(code for code, glyph in cmap.items() if glyph != ".notdef")


def coverage_text(font_path: Path, ranges: list[Range]) -> str:
    """The coverage file's text: one range per line, so a changed font gives a readable diff."""
    rows = ",\n".join(f"    [{first}, {last}]" for first, last in ranges)
    count = sum(last - first + 1 for first, last in ranges)
    return (
        "{\n"
        f'  "font": {json.dumps(font_path.name)},\n'
        f'  "codepoints": {count},\n'
        f'  "ranges": [\n{rows}\n  ]\n'
        "}\n"
    )


def read_coverage(path: Path) -> list[Range]:
    """The ranges stored in a coverage file."""
    data = json.loads(path.read_text(encoding="utf-8"))
    return [(int(first), int(last)) for first, last in data["ranges"]]


def write_coverage(font_path: Path) -> Path:
    """Write the coverage file of `font_path`; returns its path."""
    target = coverage_path(font_path)
    target.write_text(coverage_text(font_path, font_coverage(font_path)), encoding="utf-8")
    return target


def stale_files(folder: Path) -> list[str]:
    """Problems that `make fonts` would fix: missing, outdated or orphaned coverage files."""
    problems: list[str] = []
    fonts = font_files(folder)
    for font_path in fonts:
        target = coverage_path(font_path)
        if not target.exists():
            problems.append(f"{target.name}: missing")
        elif target.read_text(encoding="utf-8") != coverage_text(
            font_path, font_coverage(font_path)
        ):
            problems.append(f"{target.name}: does not match {font_path.name}")
    expected = {coverage_path(font_path).name for font_path in fonts}
    for orphan in sorted(folder.glob("*" + COVERAGE_SUFFIX)):
        if orphan.name not in expected:
            problems.append(f"{orphan.name}: no font of that name")
    return problems


def main(argv: list[str] | None = None) -> int:
    """Write (or with --check, verify) the coverage files of a font folder."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", type=Path, default=FONT_DIR)
    parser.add_argument("--check", action="store_true", help="verify only; exit 1 when stale")
    args = parser.parse_args(argv)
    if args.check:
        problems = stale_files(args.folder)
        for problem in problems:
            print(problem)
        return 1 if problems else 0
    for font_path in font_files(args.folder):
        target = write_coverage(font_path)
        print(f"{target.name}: {len(read_coverage(target))} ranges")
    return 0


if __name__ == "__main__":
    sys.exit(main())
