"""The setup screen: seats (human or AI level), names, colours, rule options and a seed.

Start builds a Session and replaces this scene with the PlayScene, so leaving the match returns
to the title. Colours stay distinct: picking a colour another seat has swaps the two. A rule
option that holds one choice per seat (`OptionSpec.per_seat`) is a chooser in each seat's card;
the others sit in the rules panel. Default seat names are made in the current language; once
made, a seat's name is the player's own text (stored as shown, never translated again).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import pygame

from ai.levels import LEVEL_BLURBS
from game.core.protocol import OptionSpec
from game.core.record import SeatSpec
from game.core.text import N_, Message, Nn_
from game.i18n import _, ngettext, pgettext, translate
from game.rules import get_rules
from game.scenes.base import AppServices, Scene
from game.scenes.setup_seats import (
    SeatEditor,
    SeatGeometry,
    default_seat_name,
    distinct_names,
    kind_words,
)
from game.views import theme
from game.views.backdrop import draw_backdrop, draw_panel, draw_text, fit_size
from game.views.focus import FocusGroup
from game.views.text import ellipsize, wrap
from game.views.widgets import Button, Cycle, TextField, Widget, Words

log = logging.getLogger(__name__)

DEFAULT_COLOURS = (2, 3, 4, 5, 0, 1)
"""Seat colour indices handed out in seat order (crimson and azure read best on the board)."""

HUMAN_HELP = N_("A person at this screen plays this seat (hot-seat games pass the screen around).")
SEED_HELP = N_("Seed: the same seed deals the same cards. Leave it empty for a fresh deal.")
START_HELP = N_("Start the match with these seats and rules.")

RULES_PANEL = pygame.Rect(706, 118, 534, 0)
"""The rules panel's left, top and width (its height follows its rows)."""


def option_help(spec: OptionSpec) -> Words:
    """The help line of a rule option: its label and, if it has one, its explanation."""
    if not spec.help:
        return spec.label
    label, explanation = Message.of(spec.label), Message.of(spec.help)
    return Message.of(N_("{option}: {explanation}"), option=label, explanation=explanation)


def seat_geometry(count: int, rows: int) -> SeatGeometry:
    """Where the seat cards go: 2 wide columns, or 3 narrow ones for 3-6 seats, between
    y 118 and 590, so six seats never run under the rules panel (x 706 and right) or the
    buttons; `rows` widget rows per card get closer together when they would not fit."""
    columns = 3 if count > 2 else 2
    width = 300 if columns == 2 else (650 - 2 * 16) // 3
    card_rows = -(-count // columns)
    room = (590 - 118 - 14 * (card_rows - 1)) // card_rows
    pitch = min(56, (room - 54) // rows)
    return SeatGeometry(columns, width, 54 + rows * pitch, pitch)


class SetupScene(Scene):
    """Choose seats, names, colours, rule options and an optional seed, then start."""

    def __init__(self, app: AppServices, slug: str) -> None:
        super().__init__(app)
        self.slug = slug
        self.rules = get_rules(slug)
        self.info = self.rules.info
        self.error: Words = ""
        self.seat_count = self.info.min_players
        self.option_values: dict[str, Any] = self.info.default_options(self.seat_count)
        self.seed_text = ""
        self.seats: list[SeatEditor] = []
        self.seat_options = tuple(spec for spec in self.info.options if spec.per_seat)
        """Options with one choice per seat: a chooser in every seat card."""
        self.table_options = tuple(spec for spec in self.info.options if not spec.per_seat)
        """Options for the whole table: rows of the rules panel."""
        self._build(self._default_seats(self.seat_count))

    # --- layout -------------------------------------------------------------------------
    def _default_seats(self, count: int) -> list[SeatSpec]:
        player = self.app.settings.player_name or default_seat_name("human", "normal", 0)
        names = distinct_names(
            [player] + [default_seat_name("ai", "normal", index) for index in range(1, count)]
        )
        return [
            SeatSpec(
                names[index],
                "human" if index == 0 else "ai",
                "normal",
                DEFAULT_COLOURS[index % len(DEFAULT_COLOURS)],
            )
            for index in range(count)
        ]

    def _build(self, seats: list[SeatSpec]) -> None:
        """(Re)create every widget for `seats`; keeps option and seed values."""
        self.help_for: dict[int, Words] = {}
        widgets: list[Widget] = self._build_seats(seats)
        widgets += self._build_rules(len(seats))
        self.back_button = Button(
            (RULES_PANEL.left + 17, 600, 200, 60), N_("Back"), self.app.pop, accent=theme.TEXT_DIM
        )
        self.start_button = Button(
            (RULES_PANEL.left + 237, 600, 280, 60),
            N_("Start"),
            self.start,
            accent=theme.JADE,
            size=28,
        )
        self.help_for[id(self.start_button)] = START_HELP
        widgets += [self.back_button, self.start_button]
        focused = getattr(self, "focus", None)
        self.focus = FocusGroup(widgets, sound=self.app.audio.play)
        self.focus.set_focus(
            self.start_button if focused is None else min(focused.focus_index, len(widgets) - 1)
        )

    def _build_seats(self, seats: list[SeatSpec]) -> list[Widget]:
        """A card per seat; returns their widgets in focus order."""
        kept = {editor.index: editor.auto_name for editor in self.seats}
        geometry = seat_geometry(len(seats), 3 + len(self.seat_options))
        self.seats = []
        for index, seat in enumerate(seats):
            editor = SeatEditor(self, index, seat, geometry.card(index), geometry.pitch)
            editor.auto_name = kept.get(index, index != 0 or not self.app.settings.player_name)
            self.seats.append(editor)
            self.help_for[id(editor.name_field)] = N_("Type a name; Backspace deletes.")
            self.help_for[id(editor.colour_cycle)] = N_(
                "Each seat has its own colour; taking one swaps."
            )
            for spec in self.seat_options:
                self.help_for[id(editor.option_cycles[spec.key])] = option_help(spec)
        return [widget for editor in self.seats for widget in editor.widgets]

    def _build_rules(self, count: int) -> list[Widget]:
        """The rules panel: the seat count (when it may vary), table options and the seed."""
        right = RULES_PANEL
        varies = self.info.max_players > self.info.min_players
        rows = len(self.table_options) + 1 + varies
        pitch = min(58, (580 - 20 - (right.top + 50)) // rows)  # many options: closer rows
        height = min(48, pitch - 6)
        y = right.top + 50
        widgets: list[Widget] = []
        self.count_cycle: Cycle | None = None
        if varies:
            self.count_cycle = self._count_row((right.left + 17, y, 500, height), count)
            widgets.append(self.count_cycle)
            y += pitch
        self.option_cycles: dict[str, Cycle] = {}
        for spec in self.table_options:
            cycle = Cycle(
                (right.left + 17, y, 500, height),
                spec.label,
                spec.choices,
                0,
                self._option_changer(spec.key),
            )
            cycle.set_value(self.option_values[spec.key])
            self.option_cycles[spec.key] = cycle
            self.help_for[id(cycle)] = option_help(spec)
            widgets.append(cycle)
            y += pitch
        self.seed_field = TextField(
            (right.left + 17, y, 500, height),
            N_("Seed (optional)"),
            self.seed_text,
            self._seed_changed,
            9,
            allowed=str.isdigit,
            placeholder=N_("random"),
        )
        widgets.append(self.seed_field)
        self.help_for[id(self.seed_field)] = SEED_HELP
        self.options_panel = pygame.Rect(
            right.left, right.top, right.width, y + height + 20 - right.top
        )
        return widgets

    def _count_row(self, rect: tuple[int, int, int, int], count: int) -> Cycle:
        """The rules panel's chooser of the number of seats."""
        forms = Nn_("{count} player", "{count} players")
        counts: list[tuple[Any, Words]] = [
            (n, Message.counted(forms, "count", count=n))
            for n in range(self.info.min_players, self.info.max_players + 1)
        ]
        cycle = Cycle(rect, N_("Seats"), counts, 0, self._count_changed, wrap=False)
        cycle.set_value(count)
        return cycle

    def _option_changer(self, key: str) -> Callable[[Any], None]:
        def changed(value: Any) -> None:
            self.option_values[key] = value

        return changed

    def seat_option_changed(self, key: str, seat: int, value: Any) -> None:
        """A seat card's chooser of a per-seat option changed."""
        self.option_values[key][seat] = value

    def _seed_changed(self, text: str) -> None:
        self.seed_text = text

    def _count_changed(self, count: int) -> None:
        current = [editor.seat(self.humans()) for editor in self.seats]
        extra = self._default_seats(count)[len(current) :]
        used = {seat.colour for seat in current}
        free = [c for c in DEFAULT_COLOURS if c not in used]
        extra = [SeatSpec(s.name, s.kind, s.level, free.pop(0)) for s in extra]
        for spec in self.seat_options:  # kept choices stay with their seats
            values = list(self.option_values[spec.key])[:count]
            self.option_values[spec.key] = values + [spec.default] * (count - len(values))
        self._build((current + extra)[:count])

    # --- rules of the form --------------------------------------------------------------
    def humans(self) -> int:
        """How many seats are human right now."""
        return sum(1 for editor in self.seats if editor.kind == "human")

    def refresh_auto_names(self) -> None:
        """Seats whose name the player never typed follow their kind and level."""
        humans = self.humans()
        names = distinct_names(
            [
                editor.name_field.text
                if not editor.auto_name
                else default_seat_name(editor.kind, editor.level, editor.index, humans)
                for editor in self.seats
            ]
        )
        for editor, name in zip(self.seats, names, strict=True):
            if editor.auto_name:
                editor.name_field.text = name

    def claim_colour(self, claimant: SeatEditor, colour: int) -> None:
        """Give `colour` to `claimant`; a seat that had it takes the claimant's old colour."""
        for editor in self.seats:
            if editor is not claimant and editor.colour == colour:
                editor.colour = claimant.colour
                editor.colour_cycle.set_value(claimant.colour)
        claimant.colour = colour

    def seat_specs(self) -> list[SeatSpec]:
        """The seats as chosen."""
        humans = self.humans()
        return [editor.seat(humans) for editor in self.seats]

    def start(self) -> None:
        """Build the session and replace this screen with the match."""
        seats = self.seat_specs()
        seed = int(self.seed_text) if self.seed_text else None
        first_human = next((editor for editor in self.seats if editor.kind == "human"), None)
        if first_human is not None and not first_human.auto_name:
            typed = first_human.name_field.text.strip()
            if typed and typed != self.app.settings.player_name:
                self.app.settings.player_name = typed
                self.app.save_settings()
        options = {
            key: list(value) if isinstance(value, list) else value
            for key, value in self.option_values.items()
        }
        try:
            from game.scenes.play import PlayScene
            from game.session import Session

            session = Session.new(self.slug, seats, options, seed)
        except (ValueError, KeyError) as error:
            self.error = Message.of(N_("Cannot start: {error}"), error=str(error))
            log.warning("setup refused: %s", error)
            return
        self.app.replace(PlayScene(self.app, session))

    # --- scene protocol -----------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Form navigation; Esc returns to the title."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.audio.play("click")
            self.app.pop()
            return True
        return self.focus.handle_event(event)

    def focused_help(self) -> Words:
        """A line about the focused widget (level descriptions, option help, seed)."""
        focused = self.focus.focused
        for editor in self.seats:
            if focused is editor.kind_cycle:
                if editor.kind == "human":
                    return HUMAN_HELP
                return Message.of(
                    N_("{level}: {blurb}"),
                    level=kind_words(editor.kind, editor.level),
                    blurb=Message.of(LEVEL_BLURBS.get(editor.level, "")),
                )
        return self.help_for.get(id(focused), "")

    def _draw_summary(self, surface: pygame.Surface) -> None:
        """The match in one line and help for the focused control, under the seat cards."""
        bottom = max(editor.rect.bottom for editor in self.seats)
        box = pygame.Rect(40, min(bottom + 20, 690 - 94), 616, 0)  # room for names and a help line
        box.height = min(180, 690 - box.top)
        if box.height < 80:
            return
        draw_panel(surface, box, title=_("This match"))
        seats = self.seat_specs()
        # Translators: between the seat names in the setup's summary, e.g. "Ada  vs  Drake".
        line = pgettext("between seat names", "  vs  ").join(seat.name for seat in seats)
        size = fit_size(line, box.width - 40, 24)
        line = ellipsize(line, theme.font(size, bold=True), box.width - 40)
        anchor = {"midtop": (box.centerx, box.top + 44)}
        draw_text(surface, line, size, theme.TEXT, anchor, bold=True)
        font = theme.font(16)
        room = max(0, (box.bottom - 8 - (box.top + 108)) // 20)  # help lines under the kinds
        help_lines = wrap(translate(self.focused_help()), font, box.width - 40)
        if room == 0 and help_lines:  # a short box (many seats): the cards show the kinds
            first = help_lines[0]
            size = fit_size(first, box.width - 40, 16, bold=False)
            anchor = {"midtop": (box.centerx, box.top + 74)}
            draw_text(surface, first, size, theme.GOLD, anchor, shadow=False)
            return
        kinds = " · ".join(translate(kind_words(s.kind, s.level)) for s in seats)
        size = fit_size(kinds, box.width - 40, 16)
        anchor = {"midtop": (box.centerx, box.top + 78)}
        draw_text(surface, kinds, size, theme.TEXT_DIM, anchor, shadow=False)
        for k, text in enumerate(help_lines[:room]):
            anchor = {"midtop": (box.centerx, box.top + 108 + 20 * k)}
            draw_text(surface, text, 16, theme.GOLD, anchor, shadow=False)

    def _subtitle(self) -> str:
        """'New game · 2–6 players · choose who plays', translated."""
        low, high = self.info.min_players, self.info.max_players
        if low == high:
            return ngettext(
                "New game · {count} player · choose who plays",
                "New game · {count} players · choose who plays",
                low,
            ).format(count=low)
        return _("New game · {low}–{high} players · choose who plays").format(low=low, high=high)

    def draw(self, surface: pygame.Surface) -> None:
        """Backdrop, heading, seat cards, options panel, buttons."""
        t = self.app.time
        draw_backdrop(surface, t)
        title = _(self.info.title)
        size = fit_size(title, 1200, 44)
        draw_text(surface, title, size, theme.GOLD, {"midtop": (640, 22)}, serif=True)
        subtitle = self._subtitle()
        draw_text(surface, subtitle, 18, theme.TEXT_DIM, {"midtop": (640, 78)}, shadow=False)
        for editor in self.seats:
            editor.draw(surface)
        draw_panel(surface, self.options_panel, title=_("Rules"))
        self._draw_summary(surface)
        self.focus.draw(surface, t)
        hint = _("Left/Right change a value · type to edit names and the seed · Esc back")
        size = fit_size(hint, 1240, 15, bold=False)
        draw_text(surface, hint, size, theme.TEXT_DIM, {"midbottom": (640, 710)}, shadow=False)
        if self.error:
            error = translate(self.error)
            size = fit_size(error, 520, 18)
            draw_text(surface, error, size, theme.DANGER, {"midbottom": (960, 590)}, bold=True)
