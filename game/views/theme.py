"""Colours, fonts and sizes shared by every scene, including the colour-blind-safe palette."""

from __future__ import annotations

import functools

from game import assets
from game.core.text import N_
from game.views.fallback_font import MIN_FALLBACK_PX, FallbackFont, load_coverage

SCREEN_SIZE = (1280, 720)

BACKGROUND = (18, 14, 26)
BACKGROUND_GLOW = (52, 26, 48)
PANEL = (34, 28, 46)
PANEL_EDGE = (92, 74, 120)
TEXT = (238, 230, 214)
TEXT_DIM = (160, 150, 170)
GOLD = (232, 184, 72)
JADE = (72, 196, 140)
CRIMSON = (214, 64, 64)
AMBER = (236, 176, 52)
FOCUS = (255, 226, 120)
HIGHLIGHT = (120, 220, 255)
DANGER = (255, 96, 96)

# Seat colours: index 0..5. The colour-blind-safe set follows the Okabe-Ito palette, except its
# black: seat 1 is a light slate grey in both palettes, because a near-black seat colour all but
# vanishes on the dark panels (a chip, a die's edge, a hero): every seat colour keeps a contrast
# of at least 3:1 against the background and the panels (tests/client/test_shell_colours.py).
SEAT_COLOURS = (
    (236, 236, 236),
    (112, 116, 132),
    (214, 64, 64),
    (72, 140, 230),
    (72, 196, 120),
    (236, 176, 52),
)
SEAT_COLOURS_SAFE = (
    (240, 240, 240),
    (112, 116, 132),
    (230, 159, 0),
    (86, 180, 233),
    (0, 158, 115),
    (204, 121, 167),
)
SEAT_COLOUR_NAMES = (
    N_("Ivory"),
    N_("Slate"),
    N_("Crimson"),
    N_("Azure"),
    N_("Jade"),
    N_("Amber"),
)
"""The seat colours' names in the usual palette (English msgids, translated when shown)."""
SEAT_COLOUR_NAMES_SAFE = (
    N_("Ivory"),
    N_("Slate"),
    N_("Orange"),
    N_("Sky blue"),
    N_("Teal"),
    N_("Pink"),
)
"""The names of the colour-blind-safe palette's colours: each named by what it looks like."""

_colour_blind_safe = False


def set_colour_blind_safe(enabled: bool) -> None:
    """Switch every seat colour to the colour-blind-safe palette (or back)."""
    global _colour_blind_safe
    _colour_blind_safe = bool(enabled)


def seat_colour(index: int) -> tuple[int, int, int]:
    """The drawing colour of seat colour `index` in the current palette."""
    palette = SEAT_COLOURS_SAFE if _colour_blind_safe else SEAT_COLOURS
    return palette[index % len(palette)]


def seat_colour_name(index: int) -> str:
    """The name (an English msgid) of seat colour `index` in the current palette."""
    names = SEAT_COLOUR_NAMES_SAFE if _colour_blind_safe else SEAT_COLOUR_NAMES
    return names[index % len(names)]


def ink_on(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """Black or white, whichever reads better on `colour`."""
    r, g, b = colour
    return (20, 20, 24) if (r * 299 + g * 587 + b * 114) / 1000 > 140 else (245, 245, 245)


# The first face of each font style: it covers English and most Latin text.
FONT_FILES = {
    "sans": "DejaVuSans.ttf",
    "bold": "DejaVuSans-Bold.ttf",
    "serif": "DejaVuSerif-Bold.ttf",
}

# CJK faces that join each style's chain behind its DejaVu face, as (file in assets/fonts,
# language): Noto Sans CJK (and Noto Serif CJK Bold behind DejaVu Serif Bold, for titles), JP
# faces for Japanese and SC faces for Simplified Chinese. Han characters exist in both with
# each region's shapes (直 and 骨 differ), so set_cjk_preference decides which face comes first.
# The files are subsets holding only the characters the catalogues use: `make fonts-cjk`
# (tools/font_subset.py, which reads this table) remakes them and their coverage files after a
# catalogue changes; each file is named after its face in the Noto CJK collection.
CJK_FONT_FILES: dict[str, tuple[tuple[str, str], ...]] = {
    "sans": (("NotoSansCJKjp-Regular.otf", "ja"), ("NotoSansCJKsc-Regular.otf", "zh")),
    "bold": (("NotoSansCJKjp-Bold.otf", "ja"), ("NotoSansCJKsc-Bold.otf", "zh")),
    "serif": (("NotoSerifCJKjp-Bold.otf", "ja"), ("NotoSerifCJKsc-Bold.otf", "zh")),
}

_cjk_language: str | None = None


def _language_key(lang: str | None) -> str | None:
    """The bare language of a locale name: ja_JP -> ja, zh-Hans -> zh; None stays None."""
    if not lang:
        return None
    return lang.replace("-", "_").split("_")[0].lower()


def set_cjk_preference(lang: str | None) -> None:
    """Put the CJK faces of language `lang` ("ja", "zh_CN", ...) first in every font chain.

    A Han character is drawn in the Japanese or the Chinese regional form depending on which
    face comes first. Fonts made before the change keep their order; `font()` makes new ones.
    Nothing happens while no CJK face is vendored.
    """
    global _cjk_language
    wanted = _language_key(lang)
    if wanted == _cjk_language or not any(CJK_FONT_FILES.values()):
        return
    _cjk_language = wanted
    font.cache_clear()
    read_coverage()


def read_coverage() -> None:
    """Read the coverage of every face of every chain now (cached for the session).

    The title's first frame reads them all anyway (every chain holds the CJK faces), so this
    moves that work before it rather than adding any; a match started from the command line
    (`--game`) or a bench that opens the play scene directly would otherwise read the serif
    chain's (~2.5 ms) in the frame that first shows a heading, such as the end-of-match banner.
    Read before the app's first frame, the sets are frozen out of the collector's sight with
    the other startup objects (game.app.freeze_startup_objects). A missing coverage file is
    left to the first font that needs it, which names the fix as before.
    """
    for style in FONT_FILES:
        for name in font_chain(style):
            try:
                load_coverage(assets.resource_path("fonts", name))
            except FileNotFoundError:
                continue


def font_chain(style: str) -> list[str]:
    """The font file names of `style` ("sans", "bold", "serif") in fallback order."""
    faces = CJK_FONT_FILES.get(style, ())
    # Stable sort: the preferred language's faces first, the others in their listed order.
    preferred = sorted(faces, key=lambda face: _language_key(face[1]) != _cjk_language)
    return [FONT_FILES[style], *(name for name, _ in preferred)]


CJK_LANGUAGES = frozenset({"ja", "zh"})
CJK_PUNCTUATION = frozenset("“”‘’…‥—―・")
"""Marks DejaVu also has, drawn by the CJK face in Japanese and Chinese: full-width quotes and a
centred ellipsis, as CJK typesetting wants them."""


@functools.cache
def font(size: int, bold: bool = False, serif: bool = False) -> FallbackFont:
    """A vendored font at `size` pixels with CJK fallback (cached); used like a pygame Font.

    In Japanese and Chinese every text is at least MIN_FALLBACK_PX (16) pixels: Han and kana
    are not legible smaller at 1280x720, and one size for a whole line keeps digits and Latin
    words level with the characters around them and lines spaced for the CJK glyphs."""
    style = "serif" if serif else "bold" if bold else "sans"
    paths = [assets.resource_path("fonts", name) for name in font_chain(style)]
    if _cjk_language in CJK_LANGUAGES:
        return FallbackFont(paths, max(size, MIN_FALLBACK_PX), prefer_fallback=CJK_PUNCTUATION)
    return FallbackFont(paths, size)


BANNER_FONTS: tuple[tuple[int, bool, bool], ...] = (
    (22, True, False),
    (30, True, False),
    (40, False, True),
    (46, False, True),
    (48, False, True),
)
"""(size, bold, serif) whose CJK faces the play scenes first opened in the middle of a match,
found by docs/arena/play_frames.py runs watching the face cache: the banners and spectacle words
(a tame, ROOST and FLIGHT!, the finale) and one 22 px bold text of Dragon Bridge's; each open
cost that frame 2-8 ms, a heavy frame's worth."""


def open_banner_faces() -> None:
    """Open the language's CJK face at every BANNER_FONTS size now, once the app's first frame is
    on screen (about 4 ms and 1 MB each), instead of in the frame a banner first shows.
    English needs nothing: DejaVu opens in well under a millisecond."""
    if _cjk_language not in CJK_LANGUAGES:
        return
    for size, bold, serif in BANNER_FONTS:
        font(size, bold, serif).font_at(1)  # chain position 1: the language's own CJK face
