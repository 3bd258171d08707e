"""One seat's card on the setup screen: who plays it, its name, its colour, its own options;
and the seats' default names, made in the current language.

The setup scene (game.scenes.setup) lays the cards out with a `SeatGeometry` and owns the rules
of the form (distinct colours, automatic names); a `SeatEditor` holds one card's widgets and
reports each change back to the scene.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from ai.levels import LEVEL_LABELS, LEVELS
from game.core.record import SeatSpec
from game.core.text import N_
from game.i18n import _, pgettext, translate
from game.scenes.setup_decks import BUILD_LABEL
from game.scenes.setup_fork import fixed
from game.views import theme
from game.views.backdrop import draw_panel, draw_text, fit_size
from game.views.seat_words import kind_words
from game.views.text import ellipsize
from game.views.widgets import Button, Cycle, TextField, Widget

if TYPE_CHECKING:
    from game.scenes.setup import SetupScene

AI_NAMES = {
    "easy": N_("Hatchling"),
    "normal": N_("Drake"),
    "hard": N_("Wyrm"),
    "master": N_("Elder Wyrm"),
}
"""Default names of AI seats by level (dragon ranks), translated when a seat is named."""

MAX_NAME = 14
"""The longest seat name the name field takes."""


def ai_levels() -> list[tuple[str, str]]:
    """(level, label msgid) of every AI level the setup offers, weakest first."""
    return [(level, LEVEL_LABELS[level]) for level in LEVELS]


def default_seat_name(kind: str, level: str, index: int, humans: int = 1) -> str:
    """A friendly default name in the current language: 'Player 2' for people, a dragon rank
    for AI seats."""
    if kind == "human":
        if humans <= 1:
            return pgettext("default seat name", "Player")
        return pgettext("default seat name", "Player {number}").format(number=index + 1)
    if level in AI_NAMES:
        return _(AI_NAMES[level])
    return translate(kind_words(kind, level))


def distinct_names(names: list[str]) -> list[str]:
    """The same names with repeats numbered ('Drake', 'Drake 2', ...) so seats stay tellable
    apart in the log and the panels of a many-seat game."""
    seen: dict[str, int] = {}
    result = []
    for name in names:
        seen[name] = seen.get(name, 0) + 1
        # Translators: a second seat with the same default name, e.g. "Drake 2".
        numbered = pgettext("repeated seat name", "{name} {number}")
        result.append(name if seen[name] == 1 else numbered.format(name=name, number=seen[name]))
    return result


@dataclass(frozen=True)
class SeatGeometry:
    """Where the seat cards sit: columns of cards of one size, widget rows `pitch` apart."""

    columns: int
    width: int
    height: int
    pitch: int

    def card(self, index: int) -> pygame.Rect:
        """The card of seat `index` (filled row by row from the top left)."""
        col, row = index % self.columns, index // self.columns
        return pygame.Rect(
            40 + col * (self.width + 16), 118 + row * (self.height + 14), self.width, self.height
        )


class SeatEditor:
    """The widgets of one seat's card and the seat they describe."""

    def __init__(
        self, scene: SetupScene, index: int, seat: SeatSpec, rect: pygame.Rect, pitch: int
    ) -> None:
        self.scene, self.index, self.rect = scene, index, rect
        self.kind, self.level, self.colour = seat.kind, seat.level, seat.colour
        self.auto_name = True  # follow the kind/level until the player types a name
        x, width, height = rect.left + 16, rect.width - 32, pitch - 8
        rows = iter(range(rect.top + 46, rect.bottom, pitch))
        kinds = [("human", kind_words("human", ""))]
        kinds += [(f"ai:{level}", kind_words("ai", level)) for level, _label in ai_levels()]
        # Narrow cards (3-6 seats) drop the "Player"/"Colour" labels: the values say enough.
        wide = rect.width >= 260
        self.kind_cycle = Cycle(
            (x, next(rows), width, height),
            N_("Player") if wide else "",
            kinds,
            0,
            self._kind_changed,
        )
        self.kind_cycle.set_value("human" if seat.kind == "human" else f"ai:{seat.level}")
        self.name_field = TextField(
            (x, next(rows), width, height), N_("Name"), seat.name, self._name_changed, MAX_NAME
        )
        colours = [
            (index, theme.seat_colour_name(index)) for index in range(len(theme.SEAT_COLOURS))
        ]
        if scene.fixed_colours:  # the rules give this seat its colour: shown, not chosen
            self.colour, name = scene.fixed_colours[index]
            colours = [(self.colour, name)]
        self.colour_cycle = Cycle(
            (x, next(rows), width, height),
            N_("Colour") if wide else "",
            colours,
            0,
            self._colour_changed,
            swatch=theme.seat_colour,
        )
        self.colour_cycle.set_value(self.colour)
        self.option_cycles: dict[str, Cycle] = {}
        for spec in scene.shown_seat_options():
            cycle = Cycle(
                (x, next(rows), width, height),
                spec.label if wide else "",
                scene.seat_choices(spec),
                0,
                self._option_changer(spec.key),
            )
            cycle.set_value(scene.option_values[spec.key][index])
            self.option_cycles[spec.key] = cycle
        self.build_buttons: dict[str, Button] = {}
        """Under a deck chooser: "Build a deck...", the deck builder for this seat."""
        for key in scene.deck_builds():
            self.build_buttons[key] = Button(
                (x, next(rows), width, height), BUILD_LABEL, self._builder(key), size=20
            )

    @property
    def widgets(self) -> list[Widget]:
        """Focus order inside the seat card."""
        options: list[Widget] = list(self.option_cycles.values())
        if self.scene.fork is not None:  # the replay fixed each seat's options: shown only
            options = [fixed(cycle) for cycle in self.option_cycles.values()]
        colour: Widget = fixed(self.colour_cycle) if self.scene.fixed_colours else self.colour_cycle
        return [self.kind_cycle, self.name_field, colour, *options, *self.build_buttons.values()]

    def _kind_changed(self, value: str) -> None:
        kind, _colon, level = value.partition(":")
        self.kind, self.level = kind, level or self.level
        self.scene.refresh_auto_names()

    def _name_changed(self, text: str) -> None:
        self.auto_name = not text

    def _colour_changed(self, colour: int) -> None:
        self.scene.claim_colour(self, colour)

    def _option_changer(self, key: str) -> Any:
        def changed(value: Any) -> None:
            self.scene.seat_option_changed(key, self.index, value)

        return changed

    def _builder(self, key: str) -> Any:
        def build() -> None:  # the deck builder, then the deck used there is this seat's
            self.scene.build_custom(key, self.index)

        return build

    def seat(self, humans: int) -> SeatSpec:
        """The SeatSpec this card describes (empty names become the default)."""
        name = self.name_field.text.strip() or default_seat_name(
            self.kind, self.level, self.index, humans
        )
        return SeatSpec(name, self.kind, self.level if self.kind == "ai" else "normal", self.colour)

    def draw(self, surface: pygame.Surface) -> None:
        """The card behind the widgets, titled in the seat's colour."""
        draw_panel(surface, self.rect, edge=theme.seat_colour(self.colour))
        chip = pygame.Rect(self.rect.left + 16, self.rect.top + 12, 22, 22)
        pygame.draw.circle(surface, theme.seat_colour(self.colour), chip.center, 11)
        pygame.draw.circle(surface, theme.TEXT, chip.center, 11, 1)
        who = _("Human") if self.kind == "human" else _("Computer")
        title = _("Seat {number} · {kind}").format(number=self.index + 1, kind=who)
        room = self.rect.right - 12 - (chip.right + 10)
        size = fit_size(title, room, 20, bold=True)
        draw_text(
            surface,
            ellipsize(title, theme.font(size, bold=True), room),
            size,
            theme.TEXT,
            {"midleft": (chip.right + 10, chip.centery)},
            bold=True,
        )
