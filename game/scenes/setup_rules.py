"""The setup screen's rules panel: the seat count (when it may vary), a row per table-wide rule
option offered now, the seed and the game's code (game.scenes.setup_code); and where the seat
cards go. A fork of a replay (`SetupScene.fork`) shows the panel's values without letting them
change: the position to continue from fixes them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core.protocol import OptionSpec
from game.core.text import N_, Message, Nn_
from game.scenes.setup_code import SIDE_BUTTON, build_code_row, new_deal_button
from game.scenes.setup_fork import FixedRow, fixed
from game.scenes.setup_seats import SeatGeometry
from game.views.focus import FocusGroup
from game.views.widgets import Cycle, TextField, Widget, Words

if TYPE_CHECKING:
    from game.scenes.setup import SetupScene

SEED_HELP = N_("Seed: the same seed deals the same cards. Leave it empty for a fresh deal.")
SEATS_BOTTOM = 560
"""The seat cards end above this; the match summary fills the rest of the left column."""
OFFER_RECT = pygame.Rect(706, 528, 534, 62)
"""The first visit's offer of the guided game, between the rules panel and the buttons."""
MESSAGE_ROOM = 30
"""Room kept under the rules panel for a line of error or note (game.scenes.setup_panels)."""
RULES_PANEL = pygame.Rect(706, 118, 534, 0)
"""The rules panel's left, top and width (its height follows its rows)."""


class RowFocus(FocusGroup):
    """Focus navigation where Left/Right keep to the row when a widget sits beside the focused
    one (the seed field and New deal, the code field and Copy): the plain spatial rule would
    prefer the wider row above, whose middle is nearer."""

    def neighbour(self, dx: int, dy: int) -> int:
        """The nearest focusable widget beside the focused one in the row, else as usual."""
        current = self.focused
        if dx and current is not None:
            beside = [
                (abs(widget.rect.centerx - current.rect.centerx), index)
                for index, widget in enumerate(self.widgets)
                if widget is not current
                and self._can_focus(widget)
                and widget.rect.top <= current.rect.centery <= widget.rect.bottom
                and (widget.rect.centerx - current.rect.centerx) * dx > 4
            ]
            if beside:
                return min(beside)[1]
        return super().neighbour(dx, dy)


def option_help(spec: OptionSpec) -> Words:
    """The help line of a rule option: its label and, if it has one, its explanation."""
    if not spec.help:
        return spec.label
    label, explanation = Message.of(spec.label), Message.of(spec.help)
    return Message.of(N_("{option}: {explanation}"), option=label, explanation=explanation)


def seat_geometry(count: int, rows: int) -> SeatGeometry:
    """Where the seat cards go: 2 wide columns, or 3 narrow ones for 3-6 seats, between
    y 118 and 560, so six seats never run under the rules panel (x 706 and right) and the
    summary under them keeps room for the names and two help lines; `rows` widget rows per
    card get closer together when they would not fit."""
    columns = 3 if count > 2 else 2
    width = 300 if columns == 2 else (650 - 2 * 16) // 3
    card_rows = -(-count // columns)
    room = (SEATS_BOTTOM - 118 - 14 * (card_rows - 1)) // card_rows
    pitch = min(56, (room - 54) // rows)
    return SeatGeometry(columns, width, 54 + rows * pitch, pitch)


def build_rules(scene: SetupScene, count: int) -> list[Widget]:
    """The rules panel's widgets in focus order; sets the scene's `count_cycle`,
    `option_cycles`, `seed_field`, the code row's widgets and `options_panel`."""
    right = RULES_PANEL
    is_fork = scene.fork is not None
    varies = scene.info.max_players > scene.info.min_players
    offered = [spec for spec in scene.table_options if spec.offered(scene.option_values)]
    rows = len(offered) + 1 + varies + (not is_fork)  # + the code row, except in a fork
    bottom = OFFER_RECT.top - 8 if scene.offer_guide else 580 - MESSAGE_ROOM
    pitch = min(58, (bottom - 20 - (right.top + 50)) // rows)  # many options: closer rows
    height = min(48, pitch - 6)
    y = right.top + 50
    widgets: list[Widget] = []
    scene.count_cycle = None
    if varies:
        scene.count_cycle = count_row(scene, (right.left + 17, y, 500, height), count)
        widgets.append(scene.count_cycle)
        y += pitch
    scene.option_cycles = {}
    for spec in offered:
        cycle = Cycle(
            (right.left + 17, y, 500, height),
            spec.label,
            spec.choices,
            0,
            scene._option_changer(spec.key),
        )
        cycle.set_value(scene.option_values[spec.key])
        scene.option_cycles[spec.key] = cycle
        scene.help_for[id(cycle)] = option_help(spec)
        widgets.append(cycle)
        y += pitch
    beside = 0 if is_fork else SIDE_BUTTON + 10  # room for "New deal" beside the seed
    scene.seed_field = TextField(
        (right.left + 17, y, 500 - beside, height),
        N_("Seed (optional)"),
        scene.seed_text,
        scene._seed_changed,
        9,
        allowed=str.isdigit,
        placeholder=N_("random"),
    )
    widgets.append(scene.seed_field)
    scene.help_for[id(scene.seed_field)] = SEED_HELP
    if is_fork:  # shown, not editable: the replay fixed them
        seed = scene.seed_field
        widgets = [fixed(widget) if isinstance(widget, Cycle) else widget for widget in widgets]
        widgets[-1] = FixedRow(seed.rect, N_("Seed"), seed.text)
    else:
        widgets.append(new_deal_button(scene, (right.right - 17 - SIDE_BUTTON, y, height)))
        y += pitch
        widgets += build_code_row(scene, pygame.Rect(right.left + 17, y, 500, height))
    scene.options_panel = pygame.Rect(
        right.left, right.top, right.width, y + height + 20 - right.top
    )
    return widgets


def count_row(scene: SetupScene, rect: tuple[int, int, int, int], count: int) -> Cycle:
    """The rules panel's chooser of the number of seats."""
    info = scene.info
    forms = Nn_("{count} player", "{count} players")
    counts: list[tuple[Any, Words]] = [
        (n, Message.counted(forms, "count", count=n))
        for n in range(info.min_players, info.max_players + 1)
    ]
    cycle = Cycle(rect, N_("Seats"), counts, 0, scene._count_changed, wrap=False)
    cycle.set_value(count)
    return cycle
