"""The vendored CJK fonts: no tofu, the right regional glyph forms, honest coverage files, the
licence in THIRD_PARTY_LICENSES, and the subset tool itself.

"No tofu" reads every msgstr of the ja and zh catalogues (locale/<lang>/LC_MESSAGES/); before
the catalogues are merged, point it at translation fragments as well:
    CJK_FRAGMENTS="/path/*.ja.po /path/*.zh.po" pytest tests/client/test_cjk_fonts.py
A failure names the characters to add: run `make fonts-cjk` (with the same CJK_FRAGMENTS).
"""

from __future__ import annotations

import glob
import os
from pathlib import Path

import pygame
import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import write_po
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTCollection, TTFont

from game import i18n
from game.views import fallback_font, theme
from tools import font_coverage, font_subset, third_party_licenses

FONT_DIR = font_coverage.FONT_DIR
LANGUAGES = ("ja", "zh")
REGION = {"ja": "jp", "zh": "sc"}  # the Noto CJK region tag of each language's faces
STYLES = ("sans", "bold", "serif")
SIZE = 28
INK = (238, 230, 214)


def fragments() -> list[Path]:
    """Translation fragments named by $CJK_FRAGMENTS (space-separated globs), if any."""
    patterns = os.environ.get("CJK_FRAGMENTS", "").split()
    return [Path(name) for pattern in patterns for name in sorted(glob.glob(pattern))]


def faces_of(language: str, style: str) -> list[str]:
    """The CJK font files of `language` in `style`'s chain."""
    return [name for name, lang in theme.CJK_FONT_FILES[style] if lang == language]


def covered(*names: str) -> frozenset[str]:
    """Every character the named fonts of assets/fonts draw (from their coverage files)."""
    found: set[str] = set()
    for name in names:
        found |= fallback_font.load_coverage(str(FONT_DIR / name))
    return frozenset(found)


def ink(surface: pygame.Surface) -> tuple[tuple[int, int], bytes]:
    """The alpha of a rendered text cropped to its ink: comparable across surface sizes."""
    box = surface.get_bounding_rect(min_alpha=1)
    alpha = pygame.surfarray.array_alpha(surface.subsurface(box))
    return box.size, alpha.tobytes()


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


@pytest.fixture()
def preference():
    """Set the CJK preference in a test; the one before comes back afterwards."""
    before = theme._cjk_language
    yield theme.set_cjk_preference
    theme.set_cjk_preference(before)


# --- the faces are there, are what they claim, and their coverage files are true ------------


def test_every_style_has_a_japanese_and_a_chinese_face():
    for style in STYLES:
        for language in LANGUAGES:
            assert len(faces_of(language, style)) == 1, (style, language)


@pytest.mark.parametrize("style", STYLES)
def test_each_face_is_the_noto_cjk_face_of_its_language(style):
    for name, language in theme.CJK_FONT_FILES[style]:
        path = FONT_DIR / name
        assert path.is_file(), f"{name} missing: run `make fonts-cjk`"
        with TTFont(str(path), lazy=True) as font:
            postscript = font["name"].getDebugName(6)
            copyright_line = font["name"].getDebugName(0)
        assert postscript == path.stem
        assert postscript.startswith("NotoS") and f"CJK{REGION[language]}-" in postscript
        assert "Adobe" in copyright_line  # the OFL notice travels inside the font too


def test_coverage_files_match_the_fonts():
    """tools/font_coverage.py --check: every coverage file says what its font really has."""
    assert font_coverage.stale_files(FONT_DIR) == [], "run `make fonts` / `make fonts-cjk`"
    assert font_coverage.main(["--check"]) == 0


def test_the_subsets_leave_latin_to_dejavu():
    """A subset holds no character its style's DejaVu face draws: the chain never asks it."""
    for style in STYLES:
        dejavu = covered(theme.FONT_FILES[style]) - fallback_font._LAYOUT_CONTROLS
        for name, _language in theme.CJK_FONT_FILES[style]:
            assert not covered(name) & dejavu - fallback_font._LAYOUT_CONTROLS, name


# --- no tofu ---------------------------------------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("style", STYLES)
def test_no_tofu_every_translated_character_has_a_glyph_of_its_language(language, style):
    """Every character of every msgstr is drawn by DejaVu or by a face of the language itself
    (never by the other language's face, which would give Han characters the wrong forms)."""
    texts = font_subset.language_texts(language, fragments())
    if not texts:
        pytest.skip(f"no {language} catalogue yet (set CJK_FRAGMENTS to check fragments)")
    chain = covered(theme.FONT_FILES[style], *faces_of(language, style))
    missing = {char for string in texts for char in string} - chain
    example = next((s for s in texts if missing & set(s)), "")
    assert not missing, (
        f"{style}: no {language} glyph for {''.join(sorted(missing))!r} "
        f"(e.g. in {example!r}): run `make fonts-cjk`"
    )


@pytest.mark.parametrize("style", STYLES)
def test_every_face_has_the_language_names_and_the_cjk_punctuation(style):
    needed = font_subset.always_needed() - covered(theme.FONT_FILES[style])
    assert set("".join(i18n.LANGUAGE_NAMES.values())) <= font_subset.always_needed()
    for name, _language in theme.CJK_FONT_FILES[style]:
        assert not needed - covered(name), name


# --- the right regional forms ----------------------------------------------------------------


def regional_characters(style: str) -> list[str]:
    """Characters both languages' faces of `style` draw, differently (直, 骨, 語...)."""
    japanese, chinese = faces_of("ja", style)[0], faces_of("zh", style)[0]
    shared = covered(japanese) & covered(chinese) - covered(theme.FONT_FILES[style])
    alone = {name: pygame.font.Font(str(FONT_DIR / name), SIZE) for name in (japanese, chinese)}
    return [
        char
        for char in sorted(shared)
        if not char.isspace()
        and ink(alone[japanese].render(char, True, INK))
        != ink(alone[chinese].render(char, True, INK))
    ]


@pytest.mark.parametrize("style", STYLES)
def test_the_language_names_need_regional_forms(style):
    """語 and 本 (in 日本語, which every face carries) look different in the JP and SC faces:
    the test below always has something to compare."""
    assert {"語", "本"} <= set(regional_characters(style))


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("style", STYLES)
def test_han_characters_take_the_forms_of_the_chosen_language(preference, language, style):
    preference(language)
    own = faces_of(language, style)[0]
    other = faces_of("zh" if language == "ja" else "ja", style)[0]
    assert theme.font_chain(style)[:2] == [theme.FONT_FILES[style], own]
    chain = theme.font(SIZE, bold=style == "bold", serif=style == "serif")
    own_font = pygame.font.Font(str(FONT_DIR / own), SIZE)
    other_font = pygame.font.Font(str(FONT_DIR / other), SIZE)
    characters = regional_characters(style)
    for char in characters:
        drawn = ink(chain.render(char, True, INK))
        assert drawn == ink(own_font.render(char, True, INK)), (language, char)
        assert drawn != ink(other_font.render(char, True, INK)), (language, char)
    # In a sentence too: the language's name, with Latin around it, keeps DejaVu for the Latin.
    sentence = f"Language: {i18n.LANGUAGE_NAMES[language]} (OK)"
    runs = chain.runs(sentence)
    assert [index for index, _run in runs] == [0, 1, 0]
    assert runs[1][1] == i18n.LANGUAGE_NAMES[language]


@pytest.mark.parametrize("language", LANGUAGES)
def test_translated_strings_render_in_their_language_faces(preference, language):
    """Every CJK character of the catalogue goes to the language's own face (chain index 1)."""
    texts = font_subset.language_texts(language, fragments())
    if not texts:
        pytest.skip(f"no {language} catalogue yet (set CJK_FRAGMENTS to check fragments)")
    preference(language)
    chain = theme.font(20)
    wrong = {
        char for string in texts for index, run in chain.runs(string) if index > 1 for char in run
    }
    assert not wrong, f"drawn by the other language's face: {''.join(sorted(wrong))}"
    sample = max(texts, key=len)
    image = chain.render(sample[:40], True, INK)
    assert image.get_bounding_rect().width > 0


# --- licence ---------------------------------------------------------------------------------


def test_the_noto_licence_is_vendored_and_in_third_party_licenses():
    licence = (FONT_DIR / "LICENSE-NotoSansCJK.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence
    assert "Copyright 2014-2021 Adobe" in licence and "Copyright 2017-2022 Adobe" in licence
    document = third_party_licenses.build_text(None)
    assert "Noto Sans CJK and Noto Serif CJK" in document.split("=" * 78)[0]  # the summary
    for style in STYLES:
        for name, _language in theme.CJK_FONT_FILES[style]:
            assert name in licence, f"{name} is not named in LICENSE-NotoSansCJK.txt"
            assert name in document, f"{name} is not named in THIRD_PARTY_LICENSES"
    for path in FONT_DIR.glob("LICENSE*"):
        assert path.name in third_party_licenses.FONT_SUMMARIES, path.name


# --- the subset tool -------------------------------------------------------------------------


def build_face(postscript: str, characters: str) -> TTFont:
    """A tiny TrueType face named `postscript`, one square glyph per character."""
    names = [".notdef"] + [f"uni{ord(char):04X}" for char in characters]
    builder = FontBuilder(1000, isTTF=True)
    builder.setupGlyphOrder(names)
    builder.setupCharacterMap({ord(char): f"uni{ord(char):04X}" for char in characters})
    glyphs = {}
    for name in names:
        pen = TTGlyphPen(None)
        pen.moveTo((100, 0))
        pen.lineTo((100, 800))
        pen.lineTo((900, 800))
        pen.closePath()
        glyphs[name] = pen.glyph()
    builder.setupGlyf(glyphs)
    builder.setupHorizontalMetrics({name: (1000, 100) for name in names})
    builder.setupHorizontalHeader(ascent=880, descent=-120)
    builder.setupNameTable({"familyName": postscript, "styleName": "Regular", "psName": postscript})
    builder.setupOS2()
    builder.setupPost()
    builder.font["head"].modified = 3_000_000_000  # a date of long ago, kept when saved
    builder.font.recalcTimestamp = False
    return builder.font


def write_fragment(path: Path, language: str, strings: list[str]) -> Path:
    catalog = Catalog(locale=language)
    for number, string in enumerate(strings):
        catalog.add(f"message {number}", string)
    with path.open("wb") as handle:
        write_po(handle, catalog)
    return path


def test_face_names_lead_to_their_collection():
    face = font_subset.Face("NotoSerifCJKsc-Bold.otf", "serif", "zh")
    assert face.postscript_name == "NotoSerifCJKsc-Bold"
    assert face.collection_name == "NotoSerifCJK-Bold.ttc"
    assert [face.file_name for face in font_subset.faces()] == [
        name for style in theme.CJK_FONT_FILES for name, _ in theme.CJK_FONT_FILES[style]
    ]


def test_needed_characters_come_from_fragments_of_the_language(tmp_path):
    ja = write_fragment(tmp_path / "part.ja.po", "ja", ["竜の手番です。", "Enter：決定"])
    zh = write_fragment(tmp_path / "part.zh.po", "zh", ["轮到龙了。"])
    face = font_subset.Face("NotoSansCJKjp-Regular.otf", "sans", "ja")
    needed = font_subset.needed_characters(face, font_subset.language_texts("ja", [ja, zh]))
    assert set("竜手番決定：") <= needed
    assert not set("轮龙") & needed  # the Chinese fragment feeds the Chinese faces only
    assert set("简体中文日本語") <= needed
    assert not set("Enter") & needed  # DejaVu draws the Latin


def test_the_tool_picks_the_face_by_name_and_keeps_only_what_is_needed(tmp_path):
    characters = "竜直骨語本、。"
    collection = TTCollection()
    collection.fonts = [
        build_face("NotoSansCJKjp-Regular", characters),
        build_face("NotoSansCJKsc-Regular", characters + "龙"),
    ]
    source = tmp_path / "source"
    source.mkdir()
    collection.save(str(source / "NotoSansCJK-Regular.ttc"))
    face = font_subset.Face("NotoSansCJKsc-Regular.otf", "sans", "zh")
    out = tmp_path / "out"
    out.mkdir()
    lacking = font_subset.make_subset(source, face, set("龙骨。雨"), out)
    assert lacking == ["雨"]  # reported: the source face has no glyph for it
    with TTFont(str(out / face.file_name)) as subset_font:
        assert subset_font["name"].getDebugName(6) == "NotoSansCJKsc-Regular"
        assert set(subset_font.getBestCmap()) == {ord(char) for char in "龙骨。"}
    assert font_coverage.stale_files(out) == []
    # The same text gives the same file: the source's date is kept (no churn in git).
    with TTFont(str(out / face.file_name)) as subset_font:
        assert subset_font["head"].modified == 3_000_000_000
    again = tmp_path / "again"
    again.mkdir()
    font_subset.make_subset(source, face, set("龙骨。雨"), again)
    assert (out / face.file_name).read_bytes() == (again / face.file_name).read_bytes()


TYPED_NAMES = {"ja": "田中翔 山田凜 鈴木さくら ナツメ", "zh": "张伟 王芳 李明 刘洋"}
"""Names a Japanese or Chinese player types into the setup: none of these characters is in a
catalogue, so only the subsets' name sets (font_subset.name_characters) can draw them."""


@pytest.mark.parametrize("style", font_subset.NAME_STYLES)
@pytest.mark.parametrize("language", sorted(TYPED_NAMES))
def test_typed_names_are_drawn_not_boxed(language, style):
    files = [name for name, lang in theme.CJK_FONT_FILES[style] if lang == language]
    have = fallback_font.load_coverage(str(FONT_DIR / files[0]))
    missing = [char for char in TYPED_NAMES[language] if char != " " and char not in have]
    assert missing == []


def test_the_name_sets_are_the_standard_character_levels():
    japanese, chinese = font_subset.name_characters("ja"), font_subset.name_characters("zh")
    assert len([c for c in japanese if "\u4e00" <= c <= "\u9fff"]) == 6355  # JIS X 0208 kanji
    assert {"あ", "ン", "ヴ"} <= japanese
    assert len(chinese) == 3755  # GB 2312 level 1
    assert font_subset.name_characters("en") == set()
