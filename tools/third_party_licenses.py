"""Write THIRD_PARTY_LICENSES for a Dragon Arcade distribution (command-line tool).

The standalone build ships code and data that are not ours: the Python runtime, pygame-ce and the
libraries its wheel bundles (SDL 2 and friends), numpy (with OpenBLAS and the GCC runtime),
PyInstaller's bootloader and the fonts (DejaVu; Noto Sans/Serif CJK subsets for Japanese and
Chinese). This tool gathers their licences at build time, from the installed packages (licence
files listed in their metadata), the Python installation, assets/fonts (every LICENSE* file, in
full, with a summary line from FONT_SUMMARIES), and the texts kept in tools/licenses/ for what the
wheels do not carry (pygame-ce ships no licence file; SDL's zlib licence). With --dist (a built
folder) or --library-list (a file of names, as the spec writes) it also lists every bundled shared
library with the licence of the project it comes from, so nothing goes unnamed.

    python tools/third_party_licenses.py --dist dist/DragonArcade --output THIRD_PARTY_LICENSES
"""

from __future__ import annotations

import argparse
import importlib.metadata
import re
import sys
import sysconfig
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TEXTS = Path(__file__).resolve().parent / "licenses"
RULE = "=" * 78

ZLIB_TEXT = """\
This software is provided 'as-is', without any express or implied warranty. In no event will the
authors be held liable for any damages arising from the use of this software.

Permission is granted to anyone to use this software for any purpose, including commercial
applications, and to alter it and redistribute it freely, subject to the following restrictions:

1. The origin of this software must not be misrepresented; you must not claim that you wrote the
   original software. If you use this software in a product, an acknowledgment in the product
   documentation would be appreciated but is not required.
2. Altered source versions must be plainly marked as such, and must not be misrepresented as
   being the original software.
3. This notice may not be removed or altered from any source distribution.
"""

# (pattern on the library's file name, project, licence, where its source and notices are)
LIBRARIES: tuple[tuple[str, str, str, str], ...] = (
    (r"sdl2_image", "SDL_image 2", "zlib (text below)", "https://github.com/libsdl-org/SDL_image"),
    (r"sdl2_mixer", "SDL_mixer 2", "zlib (text below)", "https://github.com/libsdl-org/SDL_mixer"),
    (r"sdl2_ttf", "SDL_ttf 2", "zlib (text below)", "https://github.com/libsdl-org/SDL_ttf"),
    (r"sdl2", "SDL 2", "zlib (text below)", "https://github.com/libsdl-org/SDL"),
    (r"freetype", "FreeType", "FreeType License (FTL)", "https://freetype.org"),
    (r"harfbuzz", "HarfBuzz", "MIT (Old MIT)", "https://github.com/harfbuzz/harfbuzz"),
    (r"png", "libpng", "PNG Reference Library License v2", "http://www.libpng.org"),
    (r"jpeg|turbojpeg", "libjpeg-turbo", "IJG and BSD-3-Clause", "https://libjpeg-turbo.org"),
    (r"tiff", "libtiff", "libtiff licence (BSD-like)", "https://libtiff.gitlab.io/libtiff/"),
    (r"webp|sharpyuv", "libwebp", "BSD-3-Clause", "https://chromium.googlesource.com/webm/libwebp"),
    (r"ogg", "libogg", "BSD-3-Clause", "https://xiph.org/ogg/"),
    (r"vorbis", "libvorbis", "BSD-3-Clause", "https://xiph.org/vorbis/"),
    (r"opus", "Opus / opusfile", "BSD-3-Clause", "https://opus-codec.org"),
    (r"flac", "FLAC", "BSD-3-Clause", "https://xiph.org/flac/"),
    (r"mpg123", "mpg123", "LGPL-2.1 (text below)", "https://www.mpg123.de"),
    (r"fluidsynth", "FluidSynth", "LGPL-2.1 (text below)", "https://www.fluidsynth.org"),
    (r"sndfile", "libsndfile", "LGPL-2.1 (text below)", "https://libsndfile.github.io/libsndfile/"),
    (r"xmp", "libxmp", "MIT", "https://github.com/libxmp/libxmp"),
    (r"wavpack", "WavPack", "BSD-3-Clause", "https://www.wavpack.com"),
    (r"brotli", "Brotli", "MIT", "https://github.com/google/brotli"),
    (r"portmidi", "PortMidi", "MIT-style PortMidi licence", "https://github.com/PortMidi/portmidi"),
    (r"asound", "alsa-lib", "LGPL-2.1 (text below)", "https://www.alsa-project.org"),
    (r"openblas", "OpenBLAS (via numpy)", "BSD-3-Clause (numpy section)", "https://openblas.net"),
    (
        r"gfortran|quadmath|gcc_s|stdc\+\+|libgomp",
        "GCC runtime",
        "GPL-3 with the GCC Runtime Library Exception (numpy section)",
        "https://gcc.gnu.org",
    ),
    (r"python3|libpython", "Python", "PSF License (text below)", "https://www.python.org"),
    (r"libz\.|zlib", "zlib", "zlib (text below)", "https://zlib.net"),
    (r"bz2", "bzip2", "bzip2 licence (BSD-like)", "https://sourceware.org/bzip2/"),
    (r"lzma", "XZ Utils", "0BSD / public domain", "https://tukaani.org/xz/"),
    (r"ffi", "libffi", "MIT", "https://sourceware.org/libffi/"),
    (r"expat", "Expat", "MIT", "https://libexpat.github.io"),
    (r"mpdec", "libmpdec", "BSD-2-Clause", "https://www.bytereef.org/mpdecimal/"),
    (r"tinfo|ncurses", "ncurses", "X11/MIT-style", "https://invisible-island.net/ncurses/"),
    (r"ssl|crypto", "OpenSSL", "Apache-2.0", "https://www.openssl.org"),
    (
        r"vcruntime|msvcp|api-ms-win|ucrtbase",
        "Microsoft Visual C++ / Universal C runtime",
        "redistributable under Microsoft's runtime licence",
        "https://visualstudio.microsoft.com",
    ),
)
# The summary line of each licence file in assets/fonts (each file's text follows in full).
FONT_SUMMARIES = {
    "LICENSE-DejaVu.txt": "DejaVu fonts -- Bitstream Vera / Arev licence, DejaVu changes public "
    "domain",
    "LICENSE-NotoSansCJK.txt": "Noto Sans CJK and Noto Serif CJK (JP and SC subsets) -- SIL Open "
    "Font License 1.1",
}
LIBRARY_SUFFIX = re.compile(r"\.(so(\.[0-9.]+)?|dll|dylib|pyd)$", re.IGNORECASE)


def read(path: Path) -> str:
    """A text file, whatever its encoding turns out to be."""
    return path.read_bytes().decode("utf-8", errors="replace").rstrip() + "\n"


def section(title: str, body: str) -> str:
    """One titled section of the output."""
    return f"\n{RULE}\n{title}\n{RULE}\n\n{body.rstrip()}\n"


def package_licences(name: str) -> list[tuple[str, str]]:
    """(file name, text) of every licence file an installed package lists in its metadata."""
    try:
        dist = importlib.metadata.distribution(name)
    except importlib.metadata.PackageNotFoundError:
        return []
    found = []
    for entry in dist.files or []:
        text = str(entry)
        lowered = text.lower()
        if ".dist-info/" in lowered and ("licen" in lowered or "copying" in lowered):
            path = Path(entry.locate())
            if path.is_file():
                found.append((text.split(".dist-info/", 1)[1], read(path)))
    return found


def package_summary(name: str) -> str:
    """'name version — licence' from an installed package's metadata."""
    try:
        meta = importlib.metadata.metadata(name)
    except importlib.metadata.PackageNotFoundError:
        return f"{name}: not installed"
    licence = meta.get("License-Expression") or meta.get("License") or "see its files"
    return f"{meta['Name']} {meta['Version']} -- {licence.splitlines()[0]}"


def python_licence() -> str:
    """The PSF licence text of the running Python (its location differs by platform)."""
    candidates = [
        Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt",
        Path(sys.base_prefix) / "LICENSE.txt",
        Path(sys.base_prefix) / "LICENSE",
    ]
    for path in candidates:
        if path.is_file():
            return read(path)
    return "PSF License Agreement for Python: https://docs.python.org/3/license.html\n"


def library_names(dist: Path) -> list[str]:
    """Relative paths of the shared libraries in a built folder."""
    return [
        str(path.relative_to(dist))
        for path in sorted(dist.rglob("*"))
        if path.is_file() and LIBRARY_SUFFIX.search(path.name)
    ]


def bundled_libraries(names: list[str]) -> str:
    """A table of the bundled shared libraries and the licence of the project of each."""
    rows = []
    for relative in sorted(set(names)):
        name = Path(relative).name.lower()
        if not LIBRARY_SUFFIX.search(name) or ".cpython-" in name or name.endswith(".pyd"):
            continue  # Python's and numpy's/pygame's own extension modules: covered below
        match = next((row for row in LIBRARIES if re.search(row[0], name)), None)
        project, licence, where = match[1:] if match else ("(unknown)", "see its project", "")
        rows.append(f"{relative}\n    {project} -- {licence}  {where}".rstrip())
    return "\n".join(rows) if rows else "(no shared libraries found)"


def build_text(libraries: list[str] | None) -> str:
    """The whole THIRD_PARTY_LICENSES document."""
    from_game = ROOT / "game" / "__init__.py"
    version = re.search(r'__version__ = "([^"]+)"', from_game.read_text(encoding="utf-8"))
    parts = [
        f"Dragon Arcade {version.group(1) if version else ''} -- third-party licences\n\n"
        "This program bundles the components below. Each keeps its own licence; the texts\n"
        "follow. Components under the LGPL (pygame-ce and some audio libraries of its wheel)\n"
        "are dynamically linked shared libraries in this folder, which you may replace with\n"
        "your own builds of the same versions; their sources are at the addresses given.\n\n"
        "Summary:\n  "
        + "\n  ".join(
            [
                f"Python {sys.version.split()[0]} -- PSF License",
                package_summary("pygame-ce"),
                "SDL 2, SDL_image, SDL_mixer, SDL_ttf (inside pygame-ce) -- zlib",
                package_summary("numpy"),
                package_summary("pyinstaller") + " (only its bootloader is bundled)",
                *FONT_SUMMARIES.values(),
            ]
        )
        + "\n"
    ]
    if libraries:
        parts.append(section("Shared libraries in this distribution", bundled_libraries(libraries)))
    parts.append(section("Python -- PSF License", python_licence()))
    parts.append(
        section(
            "pygame-ce -- GNU Lesser General Public License 2.1",
            "pygame-ce (https://github.com/pygame-community/pygame-ce), "
            f"{package_summary('pygame-ce')}.\n\n" + read(TEXTS / "LGPL-2.1.txt"),
        )
    )
    parts.append(
        section(
            "SDL 2 (and SDL_image, SDL_mixer, SDL_ttf; also zlib) -- zlib licence",
            "Simple DirectMedia Layer: Copyright (C) 1997-2025 Sam Lantinga <slouken@libsdl.org>\n"
            "(https://www.libsdl.org)\n\n" + ZLIB_TEXT,
        )
    )
    for name, text in package_licences("numpy"):
        parts.append(section(f"numpy -- {name}", text))
    for name, text in package_licences("pyinstaller"):
        parts.append(section(f"PyInstaller bootloader -- {name}", text))
    for path in sorted((ROOT / "assets" / "fonts").glob("LICENSE*")):
        parts.append(section(f"Fonts -- {path.name}", read(path)))
    return "".join(parts)


def main(argv: list[str] | None = None) -> int:
    """Command line: write the document to --output (default: standard output)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, help="built folder whose libraries to list")
    parser.add_argument(
        "--library-list", type=Path, help="file naming the bundled libraries, one a line"
    )
    parser.add_argument("--output", type=Path, help="file to write (default: stdout)")
    args = parser.parse_args(argv)
    libraries: list[str] = []
    if args.dist is not None and args.dist.is_dir():
        libraries += library_names(args.dist)
    if args.library_list is not None:
        libraries += [line.strip() for line in read(args.library_list).splitlines() if line.strip()]
    text = build_text(libraries)
    if args.output is None:
        sys.stdout.write(text)
    else:
        args.output.parent.mkdir(parents=True, exist_ok=True)
        args.output.write_text(text, encoding="utf-8")
        sys.stdout.write(f"wrote {args.output} ({len(text) // 1024} KB)\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
