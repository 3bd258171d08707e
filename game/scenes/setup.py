"""The setup screen: seats (human or AI level), names, colours, rule options and a seed.

Start builds a Session and replaces this scene with the PlayScene, so leaving the match returns
to the title. Colours stay distinct: picking a colour another seat has swaps the two.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import pygame

from game.core.record import SeatSpec
from game.rules import get_rules
from game.scenes.base import Scene
from game.views import theme
from game.views.backdrop import draw_backdrop, draw_panel, draw_text, fit_size, wrap_text
from game.views.focus import FocusGroup
from game.views.widgets import Button, Cycle, TextField, Widget

if TYPE_CHECKING:
    from game.app import App

log = logging.getLogger(__name__)

DEFAULT_COLOURS = (2, 3, 4, 5, 0, 1)
"""Seat colour indices handed out in seat order (crimson and azure read best on the board)."""

AI_NAMES = {"easy": "Hatchling", "normal": "Drake", "hard": "Wyrm", "master": "Elder Wyrm"}
FALLBACK_LEVELS = (("easy", "Easy"), ("normal", "Normal"), ("hard", "Hard"), ("master", "Master"))
MAX_NAME = 14
LEVEL_HELP = {
    "human": "A person at this screen plays this seat (hot-seat games pass the screen around).",
    "easy": "Easy: a hatchling that plays by feel and often slips.",
    "normal": "Normal: a drake that plays sound moves with a little look-ahead.",
    "hard": "Hard: a wyrm that searches hundreds of lines before each move.",
    "master": "Master: an elder wyrm that searches longest of all.",
}
SEED_HELP = "Seed: the same seed deals the same cards. Leave it empty for a fresh deal."


def ai_levels() -> list[tuple[str, str]]:
    """(level, label) pairs from ai.levels, or the standard four while it is missing."""
    try:
        from ai import levels
    except ImportError:
        return list(FALLBACK_LEVELS)
    labels = getattr(levels, "LEVEL_LABELS", {})
    return [(level, str(labels.get(level, level.title()))) for level in levels.LEVELS]


def default_seat_name(kind: str, level: str, index: int, humans: int = 1) -> str:
    """A friendly default name: 'Player 2' for people, a dragon rank for AI seats."""
    if kind == "human":
        return "Player" if humans <= 1 else f"Player {index + 1}"
    return AI_NAMES.get(level, f"AI {level.title()}")


def distinct_names(names: list[str]) -> list[str]:
    """The same names with repeats numbered ('Drake', 'Drake 2', ...) so seats stay tellable
    apart in the log and the panels of a many-seat game."""
    seen: dict[str, int] = {}
    result = []
    for name in names:
        seen[name] = seen.get(name, 0) + 1
        result.append(name if seen[name] == 1 else f"{name} {seen[name]}")
    return result


class SeatEditor:
    """The three widgets of one seat and the seat they describe."""

    def __init__(self, scene: SetupScene, index: int, seat: SeatSpec, rect: pygame.Rect) -> None:
        self.scene, self.index, self.rect = scene, index, rect
        self.kind, self.level, self.colour = seat.kind, seat.level, seat.colour
        self.auto_name = True  # follow the kind/level until the player types a name
        x, width = rect.left + 16, rect.width - 32
        kinds = [("human", "Human")] + [(f"ai:{lv}", f"AI {label}") for lv, label in ai_levels()]
        current = "human" if seat.kind == "human" else f"ai:{seat.level}"
        # Narrow cards (3-6 seats) drop the "Player"/"Colour" labels: the values say enough.
        wide = rect.width >= 260
        self.kind_cycle = Cycle(
            (x, rect.top + 46, width, 48), "Player" if wide else "", kinds, 0, self._kind_changed
        )
        self.kind_cycle.set_value(current)
        self.name_field = TextField(
            (x, rect.top + 102, width, 48), "Name", seat.name, self._name_changed, MAX_NAME
        )
        colours = list(enumerate(theme.SEAT_COLOUR_NAMES))
        self.colour_cycle = Cycle(
            (x, rect.top + 158, width, 48),
            "Colour" if wide else "",
            colours,
            seat.colour,
            self._colour_changed,
            swatch=theme.seat_colour,
        )

    @property
    def widgets(self) -> list[Widget]:
        """Focus order inside the seat card."""
        return [self.kind_cycle, self.name_field, self.colour_cycle]

    def _kind_changed(self, value: str) -> None:
        kind, _, level = value.partition(":")
        self.kind, self.level = kind, level or self.level
        self.scene.refresh_auto_names()

    def _name_changed(self, text: str) -> None:
        self.auto_name = not text

    def _colour_changed(self, colour: int) -> None:
        self.scene.claim_colour(self, colour)

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
        who = "Human" if self.kind == "human" else "Computer"
        title = f"Seat {self.index + 1} · {who}"
        room = self.rect.right - 12 - (chip.right + 10)
        draw_text(
            surface,
            title,
            fit_size(title, room, 20, bold=True),
            theme.TEXT,
            {"midleft": (chip.right + 10, chip.centery)},
            bold=True,
        )


class SetupScene(Scene):
    """Choose seats, names, colours, rule options and an optional seed, then start."""

    def __init__(self, app: App, slug: str) -> None:
        super().__init__(app)
        self.slug = slug
        self.rules = get_rules(slug)
        self.info = self.rules.info
        self.error = ""
        self.seat_count = self.info.min_players
        self.option_values: dict[str, Any] = self.info.default_options()
        self.seed_text = ""
        self.seats: list[SeatEditor] = []
        self._build(self._default_seats(self.seat_count))

    # --- layout -------------------------------------------------------------------------
    def _default_seats(self, count: int) -> list[SeatSpec]:
        names = distinct_names(
            [self.app.settings.player_name]
            + [default_seat_name("ai", "normal", index) for index in range(1, count)]
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
        kept = {editor.index: editor.auto_name for editor in self.seats}
        # Seat cards fill x 40..690 (2 wide columns, or 3 narrow ones for 3-6 seats); the
        # rules panel keeps x 706..1240 to itself, so six seats never run under it.
        columns = 3 if len(seats) > 2 else 2
        width = 300 if columns == 2 else (650 - 2 * 16) // 3
        self.seats = []
        for index, seat in enumerate(seats):
            col, row = index % columns, index // columns
            rect = pygame.Rect(40 + col * (width + 16), 118 + row * 236, width, 222)
            editor = SeatEditor(self, index, seat, rect)
            editor.auto_name = kept.get(index, index != 0)
            self.seats.append(editor)
        right = pygame.Rect(706, 118, 534, 0)
        rows = len(self.info.options) + 1 + (self.info.max_players > self.info.min_players)
        pitch = min(58, (580 - 20 - (right.top + 50)) // rows)  # many options: closer rows
        height = min(48, pitch - 6)
        widgets: list[Widget] = [w for editor in self.seats for w in editor.widgets]
        self.help_for: dict[int, str] = {}
        for editor in self.seats:
            self.help_for[id(editor.name_field)] = "Type a name; Backspace deletes."
            self.help_for[id(editor.colour_cycle)] = (
                "Each seat has its own colour; taking one swaps."
            )
        y = right.top + 50
        self.count_cycle: Cycle | None = None
        if self.info.max_players > self.info.min_players:
            counts = [
                (n, f"{n} players") for n in range(self.info.min_players, self.info.max_players + 1)
            ]
            self.count_cycle = Cycle(
                (right.left + 17, y, 500, height),
                "Seats",
                counts,
                0,
                self._count_changed,
                wrap=False,
            )
            self.count_cycle.set_value(len(seats))
            widgets.append(self.count_cycle)
            y += pitch
        self.option_cycles: dict[str, Cycle] = {}
        for spec in self.info.options:
            cycle = Cycle(
                (right.left + 17, y, 500, height),
                spec.label,
                spec.choices,
                0,
                self._option_changer(spec.key),
            )
            cycle.set_value(self.option_values[spec.key])
            self.option_cycles[spec.key] = cycle
            self.help_for[id(cycle)] = f"{spec.label}: {spec.help}" if spec.help else spec.label
            widgets.append(cycle)
            y += pitch
        self.seed_field = TextField(
            (right.left + 17, y, 500, height),
            "Seed (optional)",
            self.seed_text,
            self._seed_changed,
            9,
            allowed=str.isdigit,
            placeholder="random",
        )
        widgets.append(self.seed_field)
        self.help_for[id(self.seed_field)] = SEED_HELP
        self.options_panel = pygame.Rect(
            right.left, right.top, right.width, y + height + 20 - right.top
        )
        self.back_button = Button(
            (right.left + 17, 600, 200, 60), "Back", self.app.pop, accent=theme.TEXT_DIM
        )
        self.start_button = Button(
            (right.left + 237, 600, 280, 60), "Start", self.start, accent=theme.JADE, size=28
        )
        widgets += [self.back_button, self.start_button]
        focused = getattr(self, "focus", None)
        self.focus = FocusGroup(widgets, sound=self.app.audio.play)
        self.focus.set_focus(
            self.start_button if focused is None else min(focused.focus_index, len(widgets) - 1)
        )

    def _option_changer(self, key: str):
        def changed(value: Any) -> None:
            self.option_values[key] = value

        return changed

    def _seed_changed(self, text: str) -> None:
        self.seed_text = text

    def _count_changed(self, count: int) -> None:
        current = [editor.seat(self.humans()) for editor in self.seats]
        extra = self._default_seats(count)[len(current) :]
        used = {seat.colour for seat in current}
        free = [c for c in DEFAULT_COLOURS if c not in used]
        extra = [SeatSpec(s.name, s.kind, s.level, free.pop(0)) for s in extra]
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
        if first_human is not None and first_human.name_field.text.strip():
            self.app.settings.player_name = first_human.name_field.text.strip()
            self.app.save_settings()
        try:
            from game.scenes.play import PlayScene
            from game.session import Session

            session = Session.new(self.slug, seats, dict(self.option_values), seed)
        except (ValueError, KeyError) as error:
            self.error = f"Cannot start: {error}"
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

    def focused_help(self) -> str:
        """A line about the focused widget (level descriptions, option help, seed)."""
        focused = self.focus.focused
        for editor in self.seats:
            if focused is editor.kind_cycle:
                return LEVEL_HELP.get(editor.kind if editor.kind == "human" else editor.level, "")
        if focused is self.start_button:
            return "Start the match with these seats and rules."
        return self.help_for.get(id(focused), "")

    def _draw_summary(self, surface: pygame.Surface) -> None:
        """The match in one line and help for the focused control, under the seat cards."""
        bottom = max(editor.rect.bottom for editor in self.seats)
        box = pygame.Rect(40, bottom + 20, 616, 0)
        box.height = min(180, 690 - box.top)
        if box.height < 80:
            return
        draw_panel(surface, box, title="This match")
        seats = self.seat_specs()
        line = "  vs  ".join(seat.name for seat in seats)
        draw_text(
            surface,
            line,
            fit_size(line, box.width - 40, 24),
            theme.TEXT,
            {"midtop": (box.centerx, box.top + 44)},
            bold=True,
        )
        font = theme.font(16)
        room = max(0, (box.bottom - 8 - (box.top + 108)) // 20)  # help lines under the kinds
        help_lines = wrap_text(self.focused_help(), font, box.width - 40)
        if room == 0 and help_lines:  # a short box (many seats): the cards show the kinds
            draw_text(
                surface,
                help_lines[0],
                fit_size(help_lines[0], box.width - 40, 16, bold=False),
                theme.GOLD,
                {"midtop": (box.centerx, box.top + 74)},
                shadow=False,
            )
            return
        kinds = " · ".join("Human" if s.is_human else f"AI {s.level.title()}" for s in seats)
        draw_text(
            surface,
            kinds,
            fit_size(kinds, box.width - 40, 16),
            theme.TEXT_DIM,
            {"midtop": (box.centerx, box.top + 78)},
            shadow=False,
        )
        for k, text in enumerate(help_lines[:room]):
            draw_text(
                surface,
                text,
                16,
                theme.GOLD,
                {"midtop": (box.centerx, box.top + 108 + 20 * k)},
                shadow=False,
            )

    def draw(self, surface: pygame.Surface) -> None:
        """Backdrop, heading, seat cards, options panel, buttons."""
        t = self.app.time
        draw_backdrop(surface, t)
        draw_text(surface, self.info.title, 44, theme.GOLD, {"midtop": (640, 22)}, serif=True)
        seats = (
            f"{self.info.min_players}"
            if self.info.min_players == self.info.max_players
            else f"{self.info.min_players}-{self.info.max_players}"
        )
        subtitle = f"New game · {seats} players · choose who plays"
        draw_text(surface, subtitle, 18, theme.TEXT_DIM, {"midtop": (640, 78)}, shadow=False)
        for editor in self.seats:
            editor.draw(surface)
        draw_panel(surface, self.options_panel, title="Rules")
        self._draw_summary(surface)
        self.focus.draw(surface, t)
        help_text = "Left/Right change a value · type to edit names and the seed · Esc back"
        draw_text(surface, help_text, 15, theme.TEXT_DIM, {"midbottom": (640, 710)}, shadow=False)
        if self.error:
            draw_text(surface, self.error, 18, theme.DANGER, {"midbottom": (960, 590)}, bold=True)
