"""The setup screen: seats (human or AI level), names, colours, rule options and a seed.

Start builds a Session and replaces this scene with the PlayScene, so leaving the match returns
to the title. Colours stay distinct: picking a colour another seat has swaps the two. A rule
option that holds one choice per seat (`OptionSpec.per_seat`) is a chooser in each seat's card;
the others sit in the rules panel; an option that needs another one (`OptionSpec.requires`) is
shown only while it is offered, and is back at its default while hidden. Default seat names are
made in the current language; once made, a seat's name is the player's own text (stored as
shown, never translated again).

The last setup each game was started with (seats, levels, typed names, seat count, options) is
remembered (game.scenes.memory) and comes back next time. "How to play" (F1) opens the rules;
the first visit to a game that has a guided first game offers it (game.scenes.guide).

Under the seed, the code of the game Start deals (game.scenes.setup_code): typed there, a code
sets the game, options and seed. `fork`, a replay record cut at a position ("Play from here"),
fixes the seat count, options and seed (shown, not editable): the seats are chosen again and
Start continues the replayed position with them (game.scenes.setup_fork).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import pygame

from ai.levels import LEVEL_BLURBS, LEVELS
from game.core.protocol import OptionSpec
from game.core.record import GameRecord, SeatSpec
from game.core.text import N_, Message
from game.deck_store import SavedDeck
from game.i18n import _
from game.rng import new_seed
from game.rules import get_rules
from game.scenes import setup_code, setup_fork
from game.scenes import setup_panels as panels
from game.scenes.base import AppServices, Scene
from game.scenes.memory import SeatChoice, SetupChoice, memory_of
from game.scenes.setup_decks import BUILD_HELP, chooser_help, seat_choices, takes_saved_decks
from game.scenes.setup_rules import (
    OFFER_RECT,
    RULES_PANEL,
    RowFocus,
    build_rules,
    option_help,
    seat_geometry,
)
from game.scenes.setup_seats import (
    SeatEditor,
    default_seat_name,
    distinct_names,
    kind_words,
)
from game.views import theme
from game.views.backdrop import draw_backdrop, draw_panel, draw_text, fit_size
from game.views.registry import client_for
from game.views.widgets import Button, Widget, Words

log = logging.getLogger(__name__)

DEFAULT_COLOURS = (2, 3, 4, 5, 0, 1)
"""Seat colour indices handed out in seat order (crimson and azure read best on the board)."""

HUMAN_HELP = N_("A person at this screen plays this seat (hot-seat games pass the screen around).")
START_HELP = N_("Start the match with these seats and rules.")
HOW_HELP = N_("How to play: the rules of this game, page by page (F1).")
GUIDED_HELP = N_("A short game against the Easy dragons, with tips that show you each step.")


def _distance(rect: pygame.Rect, point: tuple[int, int]) -> float:
    return (rect.centerx - point[0]) ** 2 + (rect.centery - point[1]) ** 2


class SetupScene(Scene):
    """Choose seats, names, colours, rule options and an optional seed (or a code), then
    start; with `fork`, choose the seats of a game that continues a replay's position."""

    def __init__(self, app: AppServices, slug: str, fork: GameRecord | None = None) -> None:
        super().__init__(app)
        self.slug = slug
        self.rules = get_rules(slug)
        self.info = self.rules.info
        self.fork = fork
        """The replay record to continue from its last action (options and seed fixed)."""
        self.error: Words = ""
        self.note: Words = ""
        """A calm word about the last thing done (code copied, code read)."""
        self.fresh_seed = new_seed()
        """The seed of a fresh deal, chosen now so the code shown is the deal Start makes."""
        self.memory = memory_of(app)
        remembered = setup_fork.seats_of(fork) or self.memory.setup_for(self.info, LEVELS)
        self.seat_count = len(remembered.seats) if remembered else self.info.min_players
        options = remembered.options if remembered else self.info.default_options(self.seat_count)
        self.option_values: dict[str, Any] = {
            key: list(value) if isinstance(value, list) else value for key, value in options.items()
        }
        self.seed_text = str(fork.seed) if fork is not None else ""
        self.code_field: setup_code.CodeField | None = None
        self.copy_button: Button | None = None
        self.has_guide = client_for(slug).guided_game is not None
        self.offer_guide = False
        """True on the first visit to a game with a guided game: the offer is on screen."""
        self._auto_names: dict[int, bool] = {}
        """Seats whose names follow their kind (restored from memory), by index."""
        self.seats: list[SeatEditor] = []
        self.fixed_colours: tuple[tuple[int, str], ...] | None = None  # the rules' colours
        self.seat_options = tuple(spec for spec in self.info.options if spec.per_seat)
        """Options with one choice per seat: a chooser in every seat card."""
        self.table_options = tuple(spec for spec in self.info.options if not spec.per_seat)
        """Options for the whole table: rows of the rules panel."""
        self._settle_options()
        if remembered is not None:
            self._build(self._remembered_seats(remembered))
            self.refresh_auto_names()
        else:
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

    def _remembered_seats(self, choice: SetupChoice) -> list[SeatSpec]:
        """The seats of the remembered setup; a seat without a typed name gets the default
        name of the current language (and keeps following its kind)."""
        humans = sum(1 for seat in choice.seats if seat.kind == "human")
        seats = []
        for index, seat in enumerate(choice.seats):
            self._auto_names[index] = not seat.name
            level = seat.level if seat.kind == "ai" else "normal"
            name = seat.name or default_seat_name(seat.kind, level, index, humans)
            seats.append(SeatSpec(name, seat.kind, level, seat.colour))
        return seats

    def _build(self, seats: list[SeatSpec]) -> None:
        """(Re)create every widget for `seats`; keeps option and seed values, and the focus on
        the widget in the same place (rows come and go with the options offered)."""
        self.help_for: dict[int, Words] = {}
        widgets: list[Widget] = self._build_seats(seats)
        widgets += build_rules(self, len(seats))
        left = RULES_PANEL.left + 17
        self.guided_button: Button | None = None
        if self.offer_guide:
            self.guided_button = Button(
                (OFFER_RECT.right - 12 - 200, OFFER_RECT.top + 7, 200, 48),
                N_("Guided game"),
                self.play_guided,
                accent=theme.GOLD,
                size=20,
            )
            self.help_for[id(self.guided_button)] = GUIDED_HELP
            widgets.append(self.guided_button)
        self.back_button = Button(
            (left, 600, 140, 60), N_("Back"), self.app.pop, accent=theme.TEXT_DIM
        )
        self.how_button = Button(
            (left + 152, 600, 178, 60), N_("How to play"), self.how_to_play, size=20
        )
        self.help_for[id(self.how_button)] = HOW_HELP
        self.start_button = Button(
            (left + 342, 600, 158, 60), N_("Start"), self.start, accent=theme.JADE, size=28
        )
        self.help_for[id(self.start_button)] = START_HELP
        widgets += [self.back_button, self.how_button, self.start_button]
        focused = getattr(self, "focus", None)
        self.focus = RowFocus(widgets, sound=self.app.audio.play)
        if focused is None or focused.focused is None:
            self.focus.set_focus(self.start_button)
            return
        centre = focused.focused.rect.center
        usable = [widget for widget in widgets if widget.enabled]
        self.focus.set_focus(min(usable, key=lambda widget: _distance(widget.rect, centre)))

    def _build_seats(self, seats: list[SeatSpec]) -> list[Widget]:
        """A card per seat; returns their widgets in focus order."""
        kept = {editor.index: editor.auto_name for editor in self.seats} or self._auto_names
        given = client_for(self.slug).seat_colours
        self.fixed_colours = given(len(seats)) if given is not None else None
        rows = 3 + len(self.shown_seat_options()) + len(self.deck_builds())
        geometry = seat_geometry(len(seats), rows)
        self.seats = []
        for index, seat in enumerate(seats):
            editor = SeatEditor(self, index, seat, geometry.card(index), geometry.pitch)
            editor.auto_name = kept.get(index, index != 0 or not self.app.settings.player_name)
            self.seats.append(editor)
            self.help_for[id(editor.name_field)] = N_("Type a name; Backspace deletes.")
            self.help_for[id(editor.colour_cycle)] = N_(
                "Each seat has its own colour; taking one swaps."
            )
            for spec in self.shown_seat_options():
                words = option_help(spec)
                if spec.key in editor.build_buttons:
                    words = chooser_help(words)
                self.help_for[id(editor.option_cycles[spec.key])] = words
            for button in editor.build_buttons.values():
                self.help_for[id(button)] = BUILD_HELP
        return [widget for editor in self.seats for widget in editor.widgets]

    def _option_changer(self, key: str) -> Callable[[Any], None]:
        def changed(value: Any) -> None:
            self._options_changed(lambda: self.option_values.__setitem__(key, value))

        return changed

    def seat_option_changed(self, key: str, seat: int, value: Any) -> None:
        """A seat card's chooser of a per-seat option changed."""
        self._options_changed(lambda: self.option_values[key].__setitem__(seat, value))

    def seat_choices(self, spec: OptionSpec) -> list[tuple[Any, Words]]:
        """A per-seat option's entries (with the decks the player built, where it takes them)."""
        return seat_choices(self.app, self.slug, spec, list(self.option_values[spec.key]))

    def deck_builds(self) -> tuple[str, ...]:
        """The keys of the per-seat options shown now whose seat cards have a "Build a deck..."
        button under the chooser (none in a fork: the replay fixed the decks)."""
        if self.fork is not None:
            return ()
        shown = self.shown_seat_options()
        return tuple(spec.key for spec in shown if takes_saved_decks(self.slug, spec))

    def build_custom(self, key: str, seat: int) -> None:
        """Open the deck builder for `seat`; the deck used there becomes its choice."""
        from game.scenes.deck_builder import DeckBuilderScene

        def chosen(saved: SavedDeck) -> None:
            self.option_values[key][seat] = saved.code
            self._build(self.seat_specs())

        self.app.push(DeckBuilderScene(self.app, chosen=chosen))

    def shown_seat_options(self) -> tuple[OptionSpec, ...]:
        """The per-seat options offered now: a chooser for each in every seat card."""
        return tuple(spec for spec in self.seat_options if spec.offered(self.option_values))

    def offered_keys(self) -> tuple[str, ...]:
        """The options offered with the values chosen now (the others are hidden)."""
        return tuple(spec.key for spec in self.info.options if spec.offered(self.option_values))

    def _options_changed(self, change: Callable[[], None]) -> None:
        """Apply one option change; rows whose option is offered or withdrawn by it come or
        go, and a withdrawn option is back at its default."""
        before = self.offered_keys()
        change()
        self._settle_options()
        self.note = ""
        if self.offered_keys() != before:
            self._build([editor.seat(self.humans()) for editor in self.seats])
        setup_code.refresh_code(self)

    def _settle_options(self) -> None:
        """Every option not offered now holds its default (one withdrawn option may withdraw
        another that needs it, so this repeats until nothing changes)."""
        count = self.seat_count
        for _round in range(len(self.info.options) + 1):
            changed = False
            for spec in self.info.options:
                if spec.offered(self.option_values):
                    continue
                default = [spec.default] * count if spec.per_seat else spec.default
                if self.option_values.get(spec.key) != default:
                    self.option_values[spec.key] = default
                    changed = True
            if not changed:
                return

    def _seed_changed(self, text: str) -> None:
        self.seed_text = text
        setup_code.refresh_code(self)

    def deal_seed(self) -> int:
        """The seed Start deals with: the one typed, else the fresh one chosen for this visit."""
        return int(self.seed_text) if self.seed_text else self.fresh_seed

    def _count_changed(self, count: int) -> None:
        self.seat_count = count
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
        first_human = next((editor for editor in self.seats if editor.kind == "human"), None)
        if first_human is not None and not first_human.auto_name:
            typed = first_human.name_field.text.strip()
            if typed and typed != self.app.settings.player_name:
                self.app.settings.player_name = typed
                self.app.save_settings()
        from game.scenes.play import PlayScene

        if self.fork is not None:
            session = setup_fork.forked_session(self, seats)
            if session is None:
                return
        else:
            try:
                from game.session import Session

                session = Session.new(self.slug, seats, self.choice().options, self.deal_seed())
            except (ValueError, KeyError) as error:
                self.error = Message.of(N_("Cannot start: {error}"), error=str(error))
                log.warning("setup refused: %s", error)
                return
            self.memory.remember_setup(self.slug, self.choice())
        from game.scenes.save_choice import start_or_ask  # asks before a save is replaced

        start_or_ask(
            self.app, session.record, lambda: self.app.replace(PlayScene(self.app, session))
        )

    def choice(self) -> SetupChoice:
        """The setup as chosen now, as it is remembered (typed names only: a default name
        follows the language next time)."""
        seats = tuple(
            SeatChoice(
                editor.kind,
                editor.level if editor.kind == "ai" else "normal",
                editor.colour,
                "" if editor.auto_name else editor.name_field.text.strip(),
            )
            for editor in self.seats
        )
        options = {
            key: list(value) if isinstance(value, list) else value
            for key, value in self.option_values.items()
        }
        return SetupChoice(seats, options)

    def how_to_play(self) -> None:
        """The game's rules, over this screen."""
        from game.scenes.rules_help import RulesHelpScene

        self.app.push(RulesHelpScene(self.app, self.slug))

    def play_guided(self) -> None:
        """Start the game's guided first game (the title stays below it)."""
        from game.scenes.guide import start_guided_game

        if not start_guided_game(self.app, self.slug):
            self.app.audio.play("error")

    # --- scene protocol -----------------------------------------------------------------
    def on_enter(self) -> None:
        """The first visit to a game that has a guided first game offers it (once; a fork
        continues a game, so it offers none)."""
        if self.fork is None and self.has_guide and self.memory.offer_guided_once(self.slug):
            self.offer_guide = True
            self._build(self.seat_specs())

    def resume(self) -> None:
        """Back on top (from the deck builder, say): a chooser whose decks changed meanwhile (a
        deck saved, renamed or deleted there) is made again, so it lists the decks saved now."""
        for editor in self.seats:
            for key, cycle in editor.option_cycles.items():
                spec = next(spec for spec in self.seat_options if spec.key == key)
                if cycle.choices != self.seat_choices(spec):
                    self._build(self.seat_specs())
                    return

    def language_changed(self) -> None:
        """Seats the player never named take their default names in the new language."""
        self.refresh_auto_names()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Form navigation; Esc returns to the title, F1 shows how to play, Ctrl+C and Ctrl+V
        copy and paste in the code field."""
        field = self.code_field
        if event.type == pygame.KEYDOWN and field is not None and self.focus.focused is field:
            if event.mod & pygame.KMOD_CTRL and event.key in (pygame.K_c, pygame.K_v):
                self.app.audio.play("click")
                if event.key == pygame.K_c:
                    setup_code.copy_code(self)
                else:
                    setup_code.paste_code(self)
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.audio.play("click")
            self.app.pop()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.app.audio.play("click")
            self.how_to_play()
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

    def draw(self, surface: pygame.Surface) -> None:
        """Backdrop, heading, seat cards, options panel, buttons."""
        t = self.app.time
        draw_backdrop(surface, t)
        title = _(self.info.title)
        size = fit_size(title, 1200, 44)
        draw_text(surface, title, size, theme.GOLD, {"midtop": (640, 22)}, serif=True)
        panels.draw_subtitle(self, surface)
        for editor in self.seats:
            editor.draw(surface)
        draw_panel(surface, self.options_panel, title=_("Rules"))
        panels.draw_summary(self, surface)
        if self.guided_button is not None:
            panels.draw_offer(self, surface, OFFER_RECT)
        self.focus.draw(surface, t)
        if self.fork is not None:  # the replay's game, options and seed stay as they were
            # Translators: the setup's key hint when it continues a replay ("Play from here").
            hint = _("Left/Right change a value · type to edit names · Esc back to the replay")
        else:
            hint = _(
                "Left/Right change a value · type to edit names, the seed and the code · Esc back"
            )
        size = fit_size(hint, 1240, 15, bold=False)
        draw_text(surface, hint, size, theme.TEXT_DIM, {"midbottom": (640, 710)}, shadow=False)
        panels.draw_message(self, surface)
