"""game.views.text: wrapping (English, CJK with kinsoku, mixed), ellipsis, the fallback font
chain, and the coverage files that tell the chain which font has which character.

The CJK side is checked against a tiny font built here with fontTools: square glyphs, each one
em wide, for a few Han and kana characters and the kinsoku punctuation, so every CJK character
is exactly `SIZE` pixels wide and line breaks can be predicted to the character.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen

from game.views import theme
from game.views.fallback_font import FallbackFont
from game.views.text import (
    NO_LINE_END,
    NO_LINE_START,
    ellipsize,
    is_cjk,
    measure,
    size_keeping_words,
    wrap,
)
from tools import font_coverage

SIZE = 20  # pixels per em: one test glyph is SIZE pixels wide
DEJAVU = str(font_coverage.FONT_DIR / "DejaVuSans.ttf")
CJK_TEXT = "日本語中文漢字学生先天気雨のはをかきくアイウカキク"
KINSOKU = (
    "、。，．・：；？！ー）」』】〕〉》ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ（「『【〔〈《"
)
TEST_FONT_CHARACTERS = CJK_TEXT + KINSOKU + "“”‘’\u3000"
INK = (238, 230, 214)


def build_test_font(path: Path) -> None:
    """A TrueType font with one square glyph (ink 0..800 units above the baseline, 1000 units
    advance) per character of TEST_FONT_CHARACTERS; the ideographic space is blank."""
    names = [".notdef"] + [f"uni{ord(char):04X}" for char in TEST_FONT_CHARACTERS]
    builder = FontBuilder(1000, isTTF=True)
    builder.setupGlyphOrder(names)
    builder.setupCharacterMap({ord(char): f"uni{ord(char):04X}" for char in TEST_FONT_CHARACTERS})
    glyphs, metrics = {}, {}
    for name in names:
        pen = TTGlyphPen(None)
        if name != "uni3000":
            pen.moveTo((100, 0))
            pen.lineTo((100, 800))
            pen.lineTo((900, 800))
            pen.lineTo((900, 0))
            pen.closePath()
        glyphs[name] = pen.glyph()
        metrics[name] = (1000, 100 if name != "uni3000" else 0)
    builder.setupGlyf(glyphs)
    builder.setupHorizontalMetrics(metrics)
    builder.setupHorizontalHeader(ascent=880, descent=-120)
    builder.setupNameTable({"familyName": "Arcade Test CJK", "styleName": "Regular"})
    builder.setupOS2(sTypoAscender=880, sTypoDescender=-120, usWinAscent=880, usWinDescent=120)
    builder.setupPost()
    builder.save(str(path))


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


@pytest.fixture(scope="module")
def cjk_font_path(tmp_path_factory) -> str:
    """The test CJK font, with its coverage file written by the real tool."""
    path = tmp_path_factory.mktemp("fonts") / "ArcadeTestCJK.ttf"
    build_test_font(path)
    font_coverage.write_coverage(path)
    return str(path)


@pytest.fixture(scope="module")
def chain(cjk_font_path) -> FallbackFont:
    """DejaVu first, the test CJK font behind it."""
    return FallbackFont([DEJAVU, cjk_font_path], SIZE)


def width_of(font, line: str) -> int:
    return font.size(line)[0]


# --- English -------------------------------------------------------------------------------

ENGLISH = (
    "The Nine Sons of Dragon is played on a board of nine rings; each son moves along the "
    "lines, and a dragon that reaches the pearl in the middle wins the game for its seat."
)


@pytest.mark.parametrize("width", [80, 150, 233, 400, 2000])
def test_english_lines_fit_and_keep_words_whole(width):
    font = theme.font(16)
    lines = wrap(ENGLISH, font, width)
    assert all(width_of(font, line) <= width for line in lines)
    assert " ".join(lines).split() == ENGLISH.split()  # no word cut, none lost or added
    assert all(line == line.strip() for line in lines)
    if width == 2000:
        assert lines == [ENGLISH]


def test_english_fills_lines_greedily():
    font = theme.font(16)
    lines = wrap(ENGLISH, font, 233)
    for line, following in zip(lines, lines[1:], strict=False):
        first_word = following.split()[0]
        assert width_of(font, f"{line} {first_word}") > 233


def test_a_word_longer_than_the_line_is_broken_by_characters():
    font = theme.font(16)
    word = "Pneumonoultramicroscopicsilicovolcanoconiosis"
    lines = wrap(f"A {word} dragon", font, 90)
    assert all(width_of(font, line) <= 90 for line in lines)
    assert "".join(lines[1:-1]) == word
    assert lines[0] == "A" and lines[-1] == "dragon"


def test_paragraphs_split_on_newlines_and_indentation_stays_on_the_first_line():
    font = theme.font(16)
    assert wrap("one\n\ntwo", font, 300) == ["one", "", "two"]
    assert wrap("", font, 300) == [""]
    lines = wrap("    indented text that is long enough to wrap twice", font, 130)
    assert lines[0].startswith("    ")
    assert all(not line.startswith(" ") for line in lines[1:])


def test_wrap_hands_out_a_fresh_list_each_time():
    font = theme.font(16)
    first = wrap("cached answers stay unchanged", font, 90)
    first.append("scribbled on by a caller")
    assert wrap("cached answers stay unchanged", font, 90) == first[:-1]


def test_a_line_never_starts_with_the_space_it_broke_at():
    font = theme.font(16)
    lines = wrap("alpha    beta    gamma    delta", font, 70)
    assert lines == ["alpha", "beta", "gamma", "delta"]


# --- CJK -------------------------------------------------------------------------------------


def test_the_test_font_is_what_the_tests_assume(chain, cjk_font_path):
    plain = pygame.font.Font(cjk_font_path, SIZE)
    assert all(plain.size(char)[0] == SIZE for char in TEST_FONT_CHARACTERS)
    assert chain.runs("日本") == [(1, "日本")]
    assert all(is_cjk(char) for char in CJK_TEXT + "、。「」（）")
    assert not any(is_cjk(char) for char in "Aé“”…")


def test_cjk_breaks_between_any_two_characters(chain):
    assert wrap("日本語中文漢字学生先天", chain, 5 * SIZE) == ["日本語中文", "漢字学生先", "天"]
    assert wrap("日本語中文漢字学生先天", chain, 5 * SIZE + 7) == ["日本語中文", "漢字学生先", "天"]


def test_kinsoku_no_closing_mark_or_small_kana_starts_a_line(chain):
    assert wrap("日本語中。文字", chain, 4 * SIZE) == ["日本語", "中。文字"]
    assert wrap("日本語中ー文字", chain, 4 * SIZE) == ["日本語", "中ー文字"]
    assert wrap("日本語かっ学生", chain, 4 * SIZE) == ["日本語", "かっ学生"]
    assert wrap("日本語中！", chain, 4 * SIZE) == ["日本語", "中！"]
    assert wrap("日本語中!", chain, 4 * SIZE) == ["日本語", "中!"]  # the ASCII form too


def test_kinsoku_no_opening_mark_ends_a_line(chain):
    assert wrap("日本語「中文」", chain, 4 * SIZE) == ["日本語", "「中文」"]
    assert wrap("日本語（中文）", chain, 4 * SIZE) == ["日本語", "（中文）"]


@pytest.mark.parametrize("width", range(3 * SIZE, 12 * SIZE, 7))
def test_cjk_wrapping_keeps_every_character_and_obeys_kinsoku(chain, width):
    text = "日本語「中文」、漢字。学生（先天）気雨ー、のはをかっきゃくアッイ！ウカキク。" * 3
    lines = wrap(text, chain, width)
    assert "".join(lines) == text
    assert all(width_of(chain, line) <= width for line in lines)
    assert all(line[0] not in NO_LINE_START for line in lines[1:])
    assert all(line[-1] not in NO_LINE_END for line in lines[:-1])


def test_mixed_text_keeps_latin_words_whole(chain):
    text = "日本語のDragon Arcadeは中文とEnglishを学生先天気雨Wyvern"
    for width in range(4 * SIZE, 16 * SIZE, 9):
        lines = wrap(text, chain, width)
        assert all(width_of(chain, line) <= width for line in lines)
        for word in ("Dragon", "Arcade", "English", "Wyvern"):
            assert sum(word in line for line in lines) == 1, (width, lines)
        # the only character a break may drop is the space it broke at
        assert "".join(lines).replace(" ", "") == text.replace(" ", "")


# --- measure and ellipsis --------------------------------------------------------------------


def test_measure_is_size_on_one_line_and_stacks_lines():
    font = theme.font(18)
    assert measure("Dragon", font) == font.size("Dragon")
    width, height = measure("Dragon\nArcade of the five games", font)
    assert width == font.size("Arcade of the five games")[0]
    assert height == font.get_linesize() + font.get_height()


def test_a_size_is_found_at_which_no_latin_word_must_be_cut():
    word = "Thunderhead"
    width = theme.font(15, bold=True).size(word)[0] - 10  # too narrow at 15
    size = size_keeping_words(word, width, 15, lambda s: theme.font(s, bold=True))
    assert size < 15
    assert theme.font(size, bold=True).size(word)[0] <= width
    assert wrap(word, theme.font(size, bold=True), width) == [word]
    # Chinese and Japanese may break anywhere: they never force a smaller size.
    assert size_keeping_words("雷雲雷雲雷雲雷雲", 10, 15, lambda s: theme.font(s)) == 15


def test_ellipsize_cuts_english_and_marks_the_cut():
    font = theme.font(16)
    title = "The Nine Sons of Dragon"
    assert ellipsize(title, font, 1000) == title
    short = ellipsize(title, font, 100)
    assert short.endswith("…") and width_of(font, short) <= 100
    assert title.startswith(short[:-1]) and not short[:-1].endswith(" ")
    assert ellipsize(title, font, 2) == ""


def test_ellipsize_cuts_cjk_by_characters(chain):
    text = "日本語中文漢字学生"
    dots = width_of(chain, "…")
    cut = ellipsize(text, chain, 3 * SIZE + dots)
    assert cut == "日本語…"
    assert width_of(chain, cut) <= 3 * SIZE + dots


# --- the fallback chain ----------------------------------------------------------------------


def test_runs_follow_the_first_font_that_has_each_character(chain):
    assert chain.runs("Score 日本 12 語!") == [
        (0, "Score "),
        (1, "日本"),
        (0, " 12 "),
        (1, "語"),
        (0, "!"),
    ]
    assert chain.runs("“quoted”") == [(0, "“quoted”")]  # DejaVu has them: it comes first
    assert chain.runs("\ue000日") == [(0, "\ue000"), (1, "日")]  # nobody has it: the first


def test_size_is_the_sum_of_its_runs(chain, cjk_font_path):
    plain = [pygame.font.Font(DEJAVU, SIZE), pygame.font.Font(cjk_font_path, SIZE)]
    text = "Score 日本 12 語!"
    expected = sum(plain[index].size(run)[0] for index, run in chain.runs(text))
    assert chain.size(text) == (expected, plain[0].get_height())


def test_render_draws_every_run_on_one_baseline_in_one_surface(chain):
    text = "Ab日本語"
    image = chain.render(text, True, INK)
    assert image.get_size() == chain.size(text)
    latin = chain.primary.size("Ab")[0]
    # the squares of the CJK run: ink from the baseline up to 0.8 em, inset 0.1 em each side
    square = image.subsurface((latin, 0, 3 * SIZE, image.get_height()))
    bounds = square.get_bounding_rect(min_alpha=128)
    assert bounds.bottom == chain.get_ascent()  # sits on the Latin run's baseline
    assert bounds.height == round(0.8 * SIZE)
    assert square.get_at((SIZE // 2, chain.get_ascent() - 4)) == (*INK, 255)
    # the Latin run is the primary font's own drawing of it
    alone = chain.primary.render("Ab", True, INK)
    assert pygame.image.tobytes(image.subsurface(alone.get_rect()), "RGBA") == (
        pygame.image.tobytes(alone, "RGBA")
    )


@pytest.mark.parametrize("background", [None, (10, 20, 30)])
@pytest.mark.parametrize("antialias", [True, False])
def test_render_with_or_without_background_and_antialias(chain, background, antialias):
    image = chain.render("Go 日本", antialias, INK, background)
    assert image.get_size() == chain.size("Go 日本")
    if background is not None:
        assert image.get_at((image.get_width() - 1, 0))[:3] == background
    else:
        assert image.get_at((image.get_width() - 1, 0)).a == 0


def test_multiline_render_stacks_lines(chain):
    image = chain.render("日本\nDragon", True, INK)
    assert image.get_height() == chain.get_linesize() + chain.get_height()
    assert image.get_width() == max(chain.size("日本")[0], chain.size("Dragon")[0])


def test_metrics_come_from_the_font_that_draws_each_character(chain):
    metrics = chain.metrics("A日")
    assert metrics[0] == chain.primary.metrics("A")[0]
    assert metrics[1][4] == SIZE  # advance of a test square


@pytest.mark.parametrize("background", [None, (0, 0, 0)])
@pytest.mark.parametrize("antialias", [True, False])
def test_text_the_primary_covers_renders_exactly_as_plain_pygame(chain, antialias, background):
    plain = pygame.font.Font(DEJAVU, SIZE)
    for text in ("Pass to Crimson", "Dragon Bridge — 3 × 2 · café", ""):
        ours = chain.render(text, antialias, INK, background)
        theirs = plain.render(text, antialias, INK, background)
        assert ours.get_size() == theirs.get_size()
        assert ours.get_bitsize() == theirs.get_bitsize()
        assert pygame.image.tobytes(ours, "RGBA") == pygame.image.tobytes(theirs, "RGBA")
        assert chain.size(text) == plain.size(text)


def test_theme_font_is_a_fallback_font_that_renders_like_the_dejavu_font():
    font = theme.font(21)
    assert isinstance(font, FallbackFont)
    assert font is theme.font(21)  # cached
    plain = pygame.font.Font(DEJAVU, 21)
    ours, theirs = font.render("Rules", True, INK), plain.render("Rules", True, INK)
    assert pygame.image.tobytes(ours, "RGBA") == pygame.image.tobytes(theirs, "RGBA")
    assert (font.get_height(), font.get_linesize(), font.get_ascent(), font.get_descent()) == (
        plain.get_height(),
        plain.get_linesize(),
        plain.get_ascent(),
        plain.get_descent(),
    )


def test_cjk_preference_reorders_the_cjk_faces(monkeypatch):
    faces = (("Test-SC.otf", "zh"), ("Test-JP.otf", "ja"))
    monkeypatch.setattr(theme, "CJK_FONT_FILES", {"sans": faces, "bold": faces, "serif": ()})
    monkeypatch.setattr(theme, "_cjk_language", None)
    assert theme.font_chain("sans") == ["DejaVuSans.ttf", "Test-SC.otf", "Test-JP.otf"]
    theme.set_cjk_preference("ja_JP")
    assert theme.font_chain("sans") == ["DejaVuSans.ttf", "Test-JP.otf", "Test-SC.otf"]
    theme.set_cjk_preference("zh-Hans")
    assert theme.font_chain("bold") == ["DejaVuSans-Bold.ttf", "Test-SC.otf", "Test-JP.otf"]
    assert theme.font_chain("serif") == ["DejaVuSerif-Bold.ttf"]


def test_cjk_preference_is_a_no_op_without_cjk_faces(monkeypatch):
    monkeypatch.setattr(theme, "CJK_FONT_FILES", {"sans": (), "bold": (), "serif": ()})
    monkeypatch.setattr(theme, "_cjk_language", None)
    before = theme.font(17)
    theme.set_cjk_preference("ja")
    assert theme._cjk_language is None
    assert theme.font(17) is before


# --- coverage files ----------------------------------------------------------------------------


def test_every_vendored_font_has_a_coverage_file_matching_fonttools():
    fonts = font_coverage.font_files(font_coverage.FONT_DIR)
    assert fonts, "no fonts in assets/fonts"
    for font_path in fonts:
        stored = font_coverage.read_coverage(font_coverage.coverage_path(font_path))
        assert stored == font_coverage.font_coverage(font_path), f"run `make fonts` ({font_path})"
    assert font_coverage.stale_files(font_coverage.FONT_DIR) == []


def test_the_game_does_not_import_fonttools():
    script = (
        "import sys, pygame\n"
        "pygame.init()\n"
        "from game.views import backdrop, text, theme\n"
        "theme.font(20).render('Dragon', True, (255, 255, 255))\n"
        "print('fontTools' in sys.modules)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script],
        cwd=font_coverage.ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1] == "False"


def test_coverage_file_of_the_test_font_lists_exactly_its_characters(cjk_font_path):
    ranges = font_coverage.read_coverage(font_coverage.coverage_path(Path(cjk_font_path)))
    codes = {code for first, last in ranges for code in range(first, last + 1)}
    assert codes == {ord(char) for char in TEST_FONT_CHARACTERS}
    assert font_coverage.to_ranges([5, 1, 2, 3, 9, 8]) == [(1, 3), (5, 5), (8, 9)]


def test_layouts_report_what_does_not_fit():
    from game.views.backdrop import fit_size
    from game.views.text import watch_overflow, wrap_into

    seen: list[tuple[str, str]] = []
    stop = watch_overflow(lambda text, how: seen.append((text, how)))
    try:
        font = theme.font(18)
        assert ellipsize("short", font, 400) == "short" and not seen
        ellipsize("a sentence far too long for a narrow button", font, 60)
        lines = wrap_into("one two three four five six seven eight nine ten", font, 80, 2)
        fit_size("an impossibly long label for a tiny box", 40, 18, smallest=12)
    finally:
        stop()
    assert [how for _, how in seen] == ["cut", "lines", "size"]
    assert len(lines) == 2 and lines[-1].endswith("…")
    assert all(font.size(line)[0] <= 80 for line in lines)


def test_cjk_is_never_drawn_below_16_px(cjk_font_path):
    """A 12 px label keeps its Latin at 12 px and draws its CJK at 16 px (legible at 1280x720)."""
    small = FallbackFont([DEJAVU, cjk_font_path], 12)
    assert small.font_at(0).point_size == 12
    assert small.font_at(1).point_size == 16
    large = FallbackFont([DEJAVU, cjk_font_path], 24)
    assert large.font_at(1).point_size == 24


ZERO_WIDTH = ("\u200b", "\u200d", "\u2060", "\ufeff")
"""Characters with no width that SDL_ttf refuses to draw alone ("Text has zero width")."""


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("text", ZERO_WIDTH)
def test_a_text_of_zero_width_draws_as_nothing(language, text):
    from game import i18n
    from game.views import theme

    pygame.font.init()
    theme.set_cjk_preference(language)
    try:
        font = theme.font(16)
        for drawn in (text, f"あ{text}", f"{text}\n{text}"):
            assert font.render(drawn, True, (255, 255, 255)).get_height() > 0
    finally:
        theme.set_cjk_preference(i18n.language())


def test_a_seat_named_with_a_zero_width_space_plays_to_the_results(app):
    from game.core.record import SeatSpec
    from game.scenes.results import ResultsScene
    from tests.client.test_play import run_until, start

    seats = [SeatSpec("\u200b", "ai", "easy", 2), SeatSpec("\u2060", "ai", "easy", 3)]
    start(app, seats, seed=3)
    run_until(app, lambda: isinstance(app.top, ResultsScene), frames=3000)
    app.step(0.05, events=[])
