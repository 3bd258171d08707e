"""Arrows do what they show; seat colours show on dark panels and are named after what they look
like; the settings' panel has no band cut across a row; six AI seats from the command line get
six names (issue 12, items 3 and 12 and the cosmetics)."""

from __future__ import annotations

import pygame
import pytest

from game.cli import parse_seats
from game.rules import get_rules
from game.scenes.settings_scene import SettingsScene
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene
from game.views import theme
from game.views.backdrop import draw_panel
from game.views.registry import CLIENTS
from game.views.widgets import Cycle, Toggle


def render(app) -> pygame.Surface:
    surface = pygame.Surface(theme.SCREEN_SIZE)
    app.update(1 / 60)
    app.draw(surface)
    return surface


def labelled_cycles(scene) -> list[Cycle]:
    """Every Cycle with a label (a Toggle draws a switch, not arrows) the scene's focus holds."""
    widgets = scene.focus.widgets
    return [w for w in widgets if isinstance(w, Cycle) and not isinstance(w, Toggle) and w.label]


def click_at(app, pos) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))


def looks_like_arrow(colour) -> bool:
    """The arrows' ink (dim, or gold when focused; a focus glow nearby may warm it a little)."""
    return any(
        all(0 <= colour[k] - ink[k] <= 40 for k in range(3))
        for ink in (theme.TEXT_DIM, theme.FOCUS)
    )


def widget_at(scene, rect: pygame.Rect) -> Cycle:
    """The cycle in `rect` now (a change may rebuild the form: a new widget in the same place)."""
    return next(w for w in scene.focus.widgets if isinstance(w, Cycle) and w.rect == rect)


def click_arrow(app, scene, rect: pygame.Rect, side: int) -> Cycle:
    """Render, check the arrow is drawn, click exactly on it; the cycle found there after."""
    cycle = widget_at(scene, rect)
    surface = render(app)
    point = cycle.arrow_centres()[0 if side < 0 else 1]
    assert looks_like_arrow(surface.get_at(point)), f"no arrow drawn at {point}"
    click_at(app, point)
    return widget_at(scene, rect)


def check_arrows(app, scene, cycle: Cycle) -> None:
    """Click exactly on the drawn ▶ then ◀ of `cycle` (◀ first at the end of a cycle that does
    not wrap): each moves one choice its own way."""
    if len(cycle.choices) < 2 or not cycle.enabled:
        return
    rect, values = cycle.rect.copy(), [value for value, _words in cycle.choices]
    start = cycle.index
    order = (-1, 1) if not cycle.wrap and start == len(values) - 1 else (1, -1)
    expected = start
    for side in order:
        expected = (expected + side) % len(values)
        moved = click_arrow(app, scene, rect, side)
        assert moved.value == values[expected], f"{'◀▶'[side > 0]} of {cycle.label!r}"


SEAT_COUNTS = [
    (slug, count)
    for slug in sorted(CLIENTS)
    for count in (2, 4, 6)
    if count <= get_rules(slug).info.max_players
]
"""Every game at 2, 4 and 6 seats where it takes that many."""


@pytest.mark.parametrize(("slug", "count"), SEAT_COUNTS)
def test_every_labelled_setup_arrow_steps_the_way_it_points(app, slug, count):
    """Issue 12.3: the ◀ of a labelled seat row stepped forward (its hit area was the row's left
    third, the arrow is drawn right of it). Each drawn arrow, clicked, goes its own way."""
    app.reset_to(TitleScene(app))
    setup = SetupScene(app, slug)
    app.push(setup)
    if setup.count_cycle is not None:
        setup.count_cycle.set_value(count)
        setup._count_changed(count)
    cycles = labelled_cycles(setup)
    assert any(cycle in setup.seats[0].widgets for cycle in cycles) or count > 2
    assert len(cycles) >= 2
    for rect in [cycle.rect.copy() for cycle in cycles]:
        check_arrows(app, setup, widget_at(setup, rect))  # a click may rebuild the form


def test_the_settings_speed_arrows_step_the_way_they_point(app):
    app.reset_to(TitleScene(app))
    settings = SettingsScene(app)
    app.push(settings)
    check_arrows(app, settings, settings.speed)


def test_a_click_on_the_label_steps_forward_like_enter():
    cycle = Cycle((100, 100, 400, 48), "Goal", [(1, "one"), (2, "two"), (3, "three")], 1)
    assert cycle.click((cycle.rect.left + 10, cycle.rect.centery))
    assert cycle.value == 3


# ----------------------------------------------------------------------------- colours


def luminance(colour) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(first, second) -> float:
    light, dark = sorted((luminance(first), luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


@pytest.mark.parametrize("safe", [False, True])
def test_every_seat_colour_stands_out_on_the_dark_background_and_panels(safe):
    """Issue 12.12: the dark seat colour (44, 44, 52) had a contrast of 1.2:1 on the panels:
    chips, die edges and heroes all but vanished. Every seat colour needs 3:1 (WCAG's figure
    for graphics) against the background and the panels, in both palettes."""
    theme.set_colour_blind_safe(safe)
    try:
        for index in range(len(theme.SEAT_COLOURS)):
            colour = theme.seat_colour(index)
            for ground in (theme.BACKGROUND, theme.PANEL, theme.BACKGROUND_GLOW):
                ratio = contrast(colour, ground)
                assert ratio >= 3.0, f"seat colour {index} {colour} on {ground}: {ratio:.2f}"
    finally:
        theme.set_colour_blind_safe(False)


def hue_family(colour) -> str:
    """A plain name for what a colour looks like (coarse: enough to catch a wrong name)."""
    r, g, b = colour
    if max(r, g, b) - min(r, g, b) < 40:
        return "grey"
    if r >= g and r >= b:
        if g > 0.55 * r and b < 0.5 * r:
            return "orange" if g < 0.85 * r else "yellow"
        if b > 0.6 * r:
            return "pink"
        return "red"
    if g >= r and g >= b:
        return "green"
    return "blue"


EXPECTED_FAMILY = {
    "Ivory": "grey",
    "Slate": "grey",
    "Crimson": "red",
    "Azure": "blue",
    "Jade": "green",
    "Amber": "orange",
    "Orange": "orange",
    "Sky blue": "blue",
    "Teal": "green",
    "Pink": "pink",
}


@pytest.mark.parametrize("safe", [False, True])
def test_each_palette_names_its_colours_by_what_they_look_like(safe):
    """Issue 12 cosmetics: with the colour-blind palette "Crimson" showed orange and "Amber"
    pink. The names follow the palette on screen."""
    theme.set_colour_blind_safe(safe)
    try:
        for index in range(len(theme.SEAT_COLOURS)):
            name = theme.seat_colour_name(index)
            assert hue_family(theme.seat_colour(index)) == EXPECTED_FAMILY[name], (index, name)
    finally:
        theme.set_colour_blind_safe(False)


def test_the_setup_and_settings_show_the_names_of_the_palette_in_use(app):
    theme.set_colour_blind_safe(True)
    try:
        app.reset_to(TitleScene(app))
        setup = SetupScene(app, "nine-sons")
        app.push(setup)
        names = [words for _value, words in setup.seats[0].colour_cycle.choices]
        assert names[2] == "Orange" and names[5] == "Pink"
    finally:
        theme.set_colour_blind_safe(False)


def test_a_tall_panel_has_no_band_ending_across_a_row():
    """Issue 12 cosmetics: the settings' panel sheen ended a third of the way down (across the
    Fullscreen row) as a hard-edged tinted band. Down the panel no two neighbouring rows of
    its plain body may differ by more than a shade."""
    surface = pygame.Surface((400, 600))
    surface.fill((60, 30, 50))  # a lit backdrop behind it, as on the settings screen
    draw_panel(surface, pygame.Rect(0, 0, 400, 600))
    column = [surface.get_at((200, y))[:3] for y in range(8, 590)]
    steps = [max(abs(a - b) for a, b in zip(upper, lower, strict=True)) for upper, lower in
             zip(column, column[1:], strict=False)]  # fmt: skip
    assert max(steps) <= 2, f"a {max(steps)}-level step at row {8 + steps.index(max(steps))}"


# ----------------------------------------------------------------------------- command line


def test_six_ai_seats_from_the_command_line_get_six_names():
    """Issue 12.12: `--seats ai,ai,ai,ai,ai,ai` made six seats called "Drake"."""
    seats = parse_seats("ai,ai,ai,ai,ai,ai", "drakon")
    names = [seat.name for seat in seats]
    assert len(set(names)) == 6, names
    mixed = parse_seats("human,ai:easy,ai:easy,human", "drakon")
    assert len({seat.name for seat in mixed}) == 4


def test_the_readme_names_the_statistics_file_the_game_keeps():
    """The README promises only statistics the game writes (issue 12 found a promise of
    statistics nothing wrote; issue 17 made them: the file it names is game.stats')."""
    from pathlib import Path

    from game.stats import STATS_FILE

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    sentences = [s for s in readme.replace("\n", " ").split(". ") if "statistic" in s.lower()]
    assert sentences and "no statistics" not in readme.lower()
    assert STATS_FILE in readme
