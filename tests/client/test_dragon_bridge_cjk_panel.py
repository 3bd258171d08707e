"""Dragon Bridge's two tableaux in Japanese and Chinese at every wizard: the seat panel and the
rival's strip lay their lines out from measured line heights (seat_panel.py), so no two text
lines overlap, none crosses the gem row or leaves the panel, and nothing is cut unreported
(what a panel shortens on purpose is marked "…" and whole in a tooltip)."""

from __future__ import annotations

import itertools

import pygame

from game.rules.dragon_bridge.state import DragonBridgeState
from game.rules.dragon_bridge.wizards import WIZARDS
from game.views import theme
from game.views.dragon_bridge import layout, seat_panel, tooltip
from game.views.text import watch_overflow

ITEMS = (("Anchor Boots", "Gem Lantern"), ("Wind Cloak",), (),
         ("Gem Lantern", "Blink Ring", "Dragon Whistle"))  # fmt: skip


def positions():
    """Every wizard on your side with items, stashed and parked gems, its successor opposite."""
    for index, wizard in enumerate(WIZARDS):
        rival = WIZARDS[(index + 1) % len(WIZARDS)].name
        stashed = index % 3
        yield DragonBridgeState.from_position(
            wizards=(wizard.name, rival), stashed=(stashed, 0), parked=(index % 2, -1),
            ready=(1 if stashed < 2 else 0, 1), hacking=True, white=(2, 3),
            items=(ITEMS[index % 4], ITEMS[(index + 3) % 4]),
            hands=(("Run", "Walk"), ("Dash", "Push", "Gale", "Charge")),
        ).view(0)  # fmt: skip


def check(flow: seat_panel.Flow, panel: pygame.Rect, gem_half: int) -> None:
    """No two lines overlap, every line is inside the panel and clear of the gem row."""
    rects = [line.rect for line in flow.lines]
    for first, second in itertools.combinations(rects, 2):
        assert not first.colliderect(second), (first, second, [x.text for x in flow.lines])
    inner = panel.inflate(-4, -4)
    gem_row = pygame.Rect(panel.x + 4, flow.gem_y - gem_half, panel.width // 2, 2 * gem_half)
    for line in flow.lines:
        assert inner.contains(line.rect), (line.text, line.rect, panel)
        if panel == layout.MY_PANEL:
            assert not gem_row.colliderect(line.rect), (line.text, line.rect, flow.gem_y)


def test_every_wizard_fits_both_panels(language):
    found: list[tuple[str, str]] = []
    stop = watch_overflow(lambda text, how: found.append((how, text)))
    surface = pygame.Surface(theme.SCREEN_SIZE)
    try:
        for view in positions():
            mine = seat_panel.big_flow(view, 0, layout.MY_PANEL, "Ada", "Human")
            check(mine, layout.MY_PANEL, seat_panel.GEM_RADIUS)
            theirs = seat_panel.small_flow(view, 1, layout.OPP_PANEL, "Drake", "AI Hard")
            check(theirs, layout.OPP_PANEL, 10)
            seat_panel.draw_flow(surface, mine)
            seat_panel.draw_flow(surface, theirs)
    finally:
        stop()
    assert found == []


def test_a_shortened_line_is_whole_in_its_tooltip(language):
    """Where a panel shows less (a power on fewer lines, items by name), pointing at it shows
    every word, in a box on the board."""
    for view in positions():
        flow = seat_panel.big_flow(view, 0, layout.MY_PANEL, "Ada", "Human")
        shown = " ".join(line.text for line in flow.lines)
        for area, text in flow.tips:
            box, lines = tooltip.tooltip_box(area, text)
            assert pygame.Rect(0, 0, layout.BOARD_RIGHT, 720).contains(box)
            assert "".join(lines).replace(" ", "") == text.replace("\n", "").replace(" ", "")
        if "…" in shown:
            assert flow.tips, shown


def test_english_panel_keeps_its_places():
    """English is drawn where it always was: powers from y+64, gems at y+124, items at y+176."""
    pygame.font.init()
    view = next(iter(positions()))
    flow = seat_panel.big_flow(view, 0, layout.MY_PANEL, "Ada", "Human")
    tops = [line.pos[1] - layout.MY_PANEL.y for line in flow.lines]
    assert flow.gem_y == layout.MY_PANEL.y + 124
    assert tops[:6] == [8, 30, 45, 64, 77, 90]
    assert 176 in tops
