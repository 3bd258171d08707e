"""The shell in Japanese and Chinese, where tests/i18n/test_cjk_layout.py's drivers do not go:
the title's tiles, its tagline and its message panel (a corrupt save), the setup's first-visit
offer and the save-choice dialog. Lines broken between characters come out even (no last line
of one character), lines are spaced for the 16 px CJK faces, and nothing is reported cut
(game.views.text.watch_overflow); English keeps its layout."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.core.record import SeatSpec
from game.scenes import title as title_module
from game.scenes.save_choice import SaveChoiceScene
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene
from game.session import Session
from game.views import theme
from game.views.backdrop import wrap_balanced
from game.views.text import is_cjk, watch_overflow, wrap
from tests.i18n.pseudo import DrawnText


@pytest.fixture(params=["ja", "zh"])
def cjk(request, app):
    """The app speaking ja or zh; English again after."""
    app.set_language(request.param)
    yield request.param
    app.set_language("en")
    i18n.set_language("en")
    theme.set_cjk_preference("en")


@pytest.fixture
def overflows():
    """Every overflow reported while the test runs."""
    found: list[tuple[str, str]] = []
    stop = watch_overflow(lambda text, how: found.append((how, text)))
    yield found
    stop()


def draw(app, frames: int = 2) -> pygame.Surface:
    surface = pygame.Surface(theme.SCREEN_SIZE)
    for _frame in range(frames):
        app.update(1 / 30)
        app.draw(surface)
    return surface


def test_balanced_lines_keep_their_number_and_even_out(app):
    font = theme.font(16)
    theme.set_cjk_preference("ja")
    try:
        font = theme.font(14)
        text = "広がる寝床でゴールドを探せ"
        width = font.size(text)[0] - font.size("せ")[0] // 2  # greedy leaves "せ" alone
        assert wrap(text, font, width)[-1] == "せ"
        lines = wrap_balanced(text, font, width, 2)
        assert "".join(lines) == text and len(lines) == 2
        widths = [font.size(line)[0] for line in lines]
        assert max(widths) <= width and min(widths) >= max(widths) // 2
    finally:
        theme.set_cjk_preference("en")
    english = "Escape the bridge before the dragon takes off in a hurry"
    assert wrap_balanced(english, font, 200, 3) == wrap(english, font, 200)


def test_two_balanced_japanese_lines_break_at_a_word_end(app):
    """白のドラゴン on two lines is 白の / ドラゴン (after the particle), not the even 白のド /
    ラゴン; where no word end fits, the even lines stay."""
    theme.set_cjk_preference("ja")
    try:
        font = theme.font(16)
        name = "白のドラゴン"
        for width in range(font.size("ドラゴン")[0], font.size(name)[0]):
            assert wrap_balanced(name, font, width, 2) == ["白の", "ドラゴン"], width
        narrow = font.size("ドラゴ")[0]  # ドラゴン no longer fits a line: balanced as before
        lines = wrap_balanced(name, font, narrow, 3)
        assert "".join(lines) == name and all(font.size(line)[0] <= narrow for line in lines)
    finally:
        theme.set_cjk_preference("en")


def test_title_tiles_break_evenly(app, cjk, overflows):
    title = TitleScene(app)
    app.reset_to(title)
    with DrawnText() as drawn:
        draw(app)
    assert not overflows
    blurbs = {i18n._(tile.entry.subtitle) for tile in title.tiles}
    for text in drawn.strings:
        if any(text != blurb and blurb.startswith(text) for blurb in blurbs):  # a first line
            rest = next(blurb for blurb in blurbs if blurb.startswith(text))[len(text) :]
            assert len(rest) >= len(text) // 2, (text, rest)


def test_tagline_clears_the_logo(app, cjk):
    logo = i18n._("DRAGON ARCADE")
    size = 76
    placed = theme.font(size, serif=True).render(logo, True, theme.GOLD).get_rect(center=(640, 64))
    centre = title_module.tagline_centre(logo, size, placed)
    ink = theme.font(size, serif=True).render(logo, True, theme.GOLD).get_bounding_rect()
    tagline_top = centre[1] - theme.font(20).get_height() // 2
    assert tagline_top >= placed.top + ink.bottom + 4


def test_tagline_stays_where_english_had_it(app):
    logo = "DRAGON ARCADE"
    placed = theme.font(76, serif=True).render(logo, True, theme.GOLD).get_rect(center=(640, 64))
    assert title_module.tagline_centre(logo, 76, placed) == (640, title_module.TAGLINE_Y)


def test_a_corrupt_save_is_said_in_spaced_lines(app, cjk, overflows):
    path = app.saves.path_for("drakon")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"{not json")
    app.reset_to(TitleScene(app))
    with DrawnText() as drawn:
        draw(app)
    assert not overflows
    font = theme.font(15, bold=True)
    assert max(title_module.MESSAGE_PITCH, font.get_linesize()) >= font.get_height()
    assert any("drakon.json" in text for text in drawn.strings)


def test_the_setup_offer_cuts_with_one_ellipsis(app, cjk, overflows):
    setup = SetupScene(app, "drakon")
    app.reset_to(setup)
    setup.offer_guide = True
    setup._build(setup.seat_specs())
    with DrawnText() as drawn:
        draw(app)
    assert not overflows
    assert not [text for text in drawn.strings if text.count("…") > 1]


def test_the_save_choice_dialog_breaks_evenly(app, cjk, overflows):
    seats = [SeatSpec("さくら"), SeatSpec("小明", "ai", colour=3)]
    app.saves.write_autosave(Session.new("drakon", seats, None, 5).record)
    app.reset_to(TitleScene(app))
    dialog = SaveChoiceScene(app, "drakon", app.saves.blocking("drakon"), lambda: None)
    app.push(dialog)
    draw(app)
    assert not overflows
    lines = dialog.text_lines()
    assert len(lines) >= 2
    if any(is_cjk(char) for char in lines[-1]):
        font = theme.font(17)
        assert font.size(lines[-1])[0] >= font.size(lines[0])[0] // 2


def test_a_log_line_never_ends_on_one_lonely_character(app):
    """The move log's hanging lines (wrap_hanging): 宝庫からコインを1枚得/た becomes an even break."""
    from game.views.backdrop import wrap_hanging

    app.set_language("ja")
    try:
        font = theme.font(13)
        text = " 72 巨竜が(2, -2)のゴールド発見に入った。宝庫からコインを1枚得た"
        width = font.size(text[:23])[0]  # greedy wrapping leaves "た" alone
        plain = wrap(text, font, width)
        lines = wrap_hanging(text, font, width, font.size(" 72 ")[0])
        assert "".join(lines).replace(" ", "") == text.replace(" ", "")
        assert len(lines) <= len(plain) + 1 and len(lines[-1]) >= 3
    finally:
        app.set_language("en")
    english = wrap_hanging(
        "  3 Drake moved the stack of two from b1 to c1", theme.font(13), 200, 20
    )
    assert (
        english[0] == wrap("  3 Drake moved the stack of two from b1 to c1", theme.font(13), 200)[0]
    )
