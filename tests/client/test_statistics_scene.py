"""The Statistics screen and the title's new entries: a friendly empty state; a bar per tally
with the game's totals and the focused bar's figures; tabs by keys and gamepad; Reset asks
first; the title's Replays and Statistics buttons and each tile's "played · won" ribbon; every
string through gettext, fitting in ja and zh."""

from __future__ import annotations

import pygame
import pytest

from game.core.protocol import Outcome
from game.core.record import GameRecord, SeatSpec
from game.i18n import translate
from game.scenes.record_panels import Question
from game.scenes.replays import ReplaysScene
from game.scenes.statistics import VISIBLE_ROWS, StatisticsScene, TallyRow
from game.scenes.title import TitleScene
from game.views import theme
from game.views.text import watch_overflow
from tests.i18n.pseudo import DrawnText, pseudo_locale, report, untranslated

LEVELS = ("easy", "normal", "hard", "master")


def press(app, key: int) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


def pad(app, button: int) -> None:
    pygame.event.clear()
    app.dispatch(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button))
    for event in pygame.event.get(pygame.KEYDOWN):
        app.dispatch(event)


def show(app, frames: int = 2) -> None:
    surface = pygame.Surface(theme.SCREEN_SIZE)
    for _frame in range(frames):
        app.update(0.1)
        app.draw(surface)


def play(app, slug: str, level: str, seats: int, winners: tuple[int, ...], humans: int = 1):
    people = [SeatSpec("Ada"), SeatSpec("Bo", colour=1)][:humans]
    rest = [SeatSpec(f"D{index}", "ai", level, index) for index in range(len(people), seats)]
    record = GameRecord(slug, seats, {}, [*people, *rest], 1, [])
    scores = tuple(float(3 + index) for index in range(seats))
    app.stats.record(record, Outcome(winners, "target-score", scores), 40 + seats)


def many(app) -> None:
    """Drakon at every level and seat count, hot-seat and watched games too."""
    for level in LEVELS:
        for seats in range(2, 7):
            for winners in ((0,), (1,), ()):
                play(app, "drakon", level, seats, winners)
    play(app, "drakon", "easy", 3, (0,), humans=2)
    play(app, "drakon", "easy", 2, (1,), humans=0)
    play(app, "nine-sons", "hard", 2, (0,))


def test_with_no_games_each_game_says_so_and_reset_is_off(app):
    scene = StatisticsScene(app)
    app.reset_to(scene)
    assert scene.slug == "nine-sons" and not scene.rows and not scene.reset_button.enabled
    with DrawnText() as drawn:
        show(app)
    assert "No games of The Nine Sons of Dragon yet" in drawn.strings
    for _tab in scene.tabs[1:]:
        press(app, pygame.K_RIGHT)
        show(app, 1)
    assert scene.slug == scene.slugs[-1]


def test_bars_totals_and_the_focused_bar(app):
    many(app)
    scene = StatisticsScene(app, "drakon")
    app.reset_to(scene)
    assert len(scene.rows) == 4 * 5 + 2  # a bar per level and seat count, hot-seat, watched
    total = app.stats.total("drakon")
    assert (total.games, total.wins, total.losses, total.draws) == (62, 20, 20, 20)
    press(app, pygame.K_DOWN)
    assert isinstance(scene.focus.focused, TallyRow) and scene.focus.focused is scene.rows[0]
    for _step in range(VISIBLE_ROWS + 3):
        pad(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    focused = scene.focus.focused
    assert isinstance(focused, TallyRow) and focused.visible and scene.scroll > 0
    with DrawnText() as drawn:
        show(app)
    assert "AI Normal · 6 players" in drawn.strings  # the focused bar's heading
    hidden = scene.rows[0]
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=hidden.rect.center, rel=(0, 0)))
    assert scene.focus.focused is focused  # a bar scrolled away under the tabs is not there


def test_up_and_down_stay_in_the_chosen_game_whichever_tab_it_is(app):
    """From the last tab Down reached Back (the nearest widget below it), and a second Down
    wrapped round to the first tab, showing another game; Up from Reset chose the tab above
    it. Up and Down now walk the chosen game's column: tab, bars, Reset, Back."""
    play(app, "wyvern", "normal", 2, (0,))
    play(app, "wyvern", "hard", 2, (1,))
    play(app, "nine-sons", "easy", 2, (0,))
    scene = StatisticsScene(app, "nine-sons")
    app.reset_to(scene)
    for _tab in range(len(scene.slugs) - 1):
        press(app, pygame.K_RIGHT)
    assert scene.slug == "wyvern" and len(scene.rows) == 2
    press(app, pygame.K_DOWN)
    assert scene.focus.focused is scene.rows[0]
    for _step in range(6):
        press(app, pygame.K_DOWN)
    assert scene.slug == "wyvern" and scene.focus.focused is scene.back_button
    press(app, pygame.K_UP)
    assert scene.focus.focused is scene.reset_button
    press(app, pygame.K_UP)
    assert scene.slug == "wyvern" and scene.focus.focused is scene.rows[-1]
    for _step in range(4):
        press(app, pygame.K_UP)
    assert scene.focus.focused is scene.tabs[scene.slugs.index("wyvern")]
    assert scene.slug == "wyvern"


def test_left_and_right_go_round_the_games_and_never_reach_back(app):
    """Right on the last tab jumped to Back (the nearest widget to its right)."""
    play(app, "wyvern", "normal", 2, (0,))
    scene = StatisticsScene(app, "nine-sons")
    app.reset_to(scene)
    seen = [scene.slug]
    for _tab in range(len(scene.slugs)):
        press(app, pygame.K_RIGHT)
        assert scene.focus.focused in scene.tabs
        seen.append(scene.slug)
    assert seen == [*scene.slugs, scene.slugs[0]]
    press(app, pygame.K_LEFT)
    assert scene.slug == scene.slugs[-1] and scene.focus.focused is scene.tabs[-1]


def test_reset_asks_first_and_forgets_one_game(app):
    many(app)
    scene = StatisticsScene(app, "drakon")
    app.reset_to(scene)
    scene.focus.set_focus(scene.reset_button)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, Question)
    show(app)
    press(app, pygame.K_RETURN)  # "Keep them" has the focus
    assert app.stats.total("drakon").games == 62
    press(app, pygame.K_RETURN)
    press(app, pygame.K_UP)
    press(app, pygame.K_RETURN)
    assert app.top is scene and not scene.rows
    assert app.stats.total("drakon").games == 0 and app.stats.total("nine-sons").games == 1
    assert "start afresh" in translate(scene.status)


def test_the_title_opens_replays_and_statistics_and_tiles_show_the_record(app):
    play(app, "nine-sons", "hard", 2, (0,))
    play(app, "nine-sons", "hard", 2, (1,))
    play(app, "dragon-bridge", "hard", 2, (0,), humans=2)
    title = TitleScene(app)
    app.reset_to(title)
    ribbons = {tile.entry.slug: tile.record for tile in title.tiles}
    assert ribbons["nine-sons"].english() == "2 played · 1 won"
    assert ribbons["dragon-bridge"].english() == "1 played"
    assert ribbons["drakon"] is None
    show(app)
    title.focus.set_focus(title.replays_button)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, ReplaysScene)
    press(app, pygame.K_ESCAPE)
    title.focus.set_focus(title.statistics_button)
    press(app, pygame.K_RIGHT)  # the menu is one row: Right reaches Decks
    assert title.focus.focused is title.decks_button
    press(app, pygame.K_LEFT)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, StatisticsScene) and app.top.slug == "nine-sons"
    buttons = title.focus.widgets[len(title.tiles) :]
    rects = [button.rect for button in buttons]
    assert all(a.right < b.left for a, b in zip(rects, rects[1:], strict=False))
    assert rects[0].left == theme.SCREEN_SIZE[0] - rects[-1].right  # balanced


def drive(app) -> None:
    app.reset_to(StatisticsScene(app))
    show(app)
    many(app)
    scene = StatisticsScene(app)
    app.reset_to(scene)
    for index, _tab in enumerate(scene.tabs):
        scene.choose(scene.slugs[index])
        for widget in [scene.tabs[index], *scene.rows]:
            scene.focus.set_focus(widget)
            scene.layout()
            show(app, 1)
    scene.choose("drakon")
    scene.ask_reset()
    show(app, 1)
    app.pop()
    scene._reset()
    show(app, 1)
    app.reset_to(TitleScene(app))
    show(app, 1)


def test_the_statistics_screen_speaks_the_pseudo_locale(app):
    with pseudo_locale(), DrawnText() as drawn:
        drive(app)
    found = untranslated(drawn.strings, ["Ada", "Bo"])
    assert not found, report(found)


@pytest.mark.parametrize("language", ["ja", "zh"])
def test_the_statistics_screen_fits_in_japanese_and_chinese(app, language):
    overflows: list[tuple[str, str]] = []
    app.set_language(language)
    stop = watch_overflow(lambda text, how: overflows.append((how, text)))
    try:
        drive(app)
    finally:
        stop()
        app.set_language("en")
    assert not overflows, overflows[:10]
