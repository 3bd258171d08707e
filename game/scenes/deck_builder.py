"""The Wyvern deck builder: browse the pool, build a Lair and a Horde, see live whether the deck
may be played (and why not), save, rename, duplicate or delete decks, start from any deck.

Opened from the title ("Decks") or from setup (a seat's "Build a deck..." button): then a "Use
for this seat" button saves the deck and hands it back (`chosen`). The pool is a grid of card
tiles filtered by kind, keyword and cost and searched by name (typing); Enter or a click adds a
copy, Backspace, a right click or the left trigger takes one out; the Lair and Horde lists take
Left/Right. A card pointed at or focused for a moment shows what it does beside it. Keyboard,
mouse and gamepad as everywhere (game.views.focus). Decks are kept by game.deck_store; a broken
file is listed with its reason and never opened or written over. Back (or Esc) with changes not
saved asks first: save, discard or keep editing (game.scenes.deck_leave).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core.text import N_, Message
from game.deck_store import STARTERS, DeckStore, DeckStoreError, SavedDeck
from game.i18n import _, ngettext, translate
from game.scenes.base import AppServices, Scene
from game.views import theme
from game.views.backdrop import draw_backdrop, draw_panel, draw_text, fit_size
from game.views.focus import FocusGroup
from game.views.text import ellipsize
from game.views.widgets import Button, Cycle, TextField, Widget, Words
from game.views.wyvern.deck_model import (
    COST_FILTERS,
    KEYWORD_FILTERS,
    KIND_FILTERS,
    DeckDraft,
    pool,
)
from game.views.wyvern.deck_panels import (
    CardTile,
    DeckRow,
    draw_card_note,
    draw_chart,
    draw_legality,
)

COLUMNS, ROWS = 4, 4
"""The pool grid's tiles."""
LIST_ROWS = 14
"""Lines shown of the Lair and of the Horde list."""
GRID = pygame.Rect(20, 164, 4 * 164 + 3 * 8, 4 * 104 + 3 * 8)
LAIR_PANEL = pygame.Rect(720, 64, 266, 356)
HORDE_PANEL = pygame.Rect(994, 64, 266, 356)
CHART = pygame.Rect(732, 440, 290, 112)
LEGALITY = pygame.Rect(1036, 440, 224, 112)
MAX_NAME = 24
NOTE_DELAY = 0.35
"""Seconds a card stays pointed at (or focused) before its note shows what it does: long
enough that sweeping the mouse over the grid does not flash a note per tile."""

Chosen = Callable[[SavedDeck], object]
"""Told which saved deck the player chose for a seat."""


def _choice_label(kind: str, entry: object) -> Words:
    if kind == "starter":
        return Message.of(N_("Start from {deck}"), deck=Message.of(str(entry)))
    if kind == "saved":
        return Message.of(N_("{name} (saved)"), name=str(entry))
    return Message.of(N_("{file} (broken)"), file=str(entry))


class DeckBuilderScene(Scene):
    """Build, check and keep Wyvern decks."""

    def __init__(
        self, app: AppServices, saved: SavedDeck | None = None, chosen: Chosen | None = None
    ) -> None:
        super().__init__(app)
        self.store = DeckStore(app.saves.folder)
        self.editing = saved
        """The saved deck being edited (Save writes over its file), or None: a new deck."""
        self.chosen = chosen
        self.draft = DeckDraft(saved.deck if saved else STARTERS[0][1])
        starter_name = _(STARTERS[0][1].name)
        self.name = saved.name if saved else _("My {deck}").format(deck=starter_name)
        self.filters = {"kind": "all", "keyword": "any", "cost": "any", "search": ""}
        self.offset = 0
        self.list_offsets = {True: 0, False: 0}
        self.message: Words = ""
        self.message_bad = False
        self.delete_armed = False
        self.noted: tuple[Widget | None, int | None, float] = (None, None, 0.0)
        """The card widget pointed at or focused, its card and since when (the card note)."""
        self._build()
        self.kept = self._as_now()
        """The deck and name as last opened or saved: Back asks before leaving other ones."""

    # --- widgets ------------------------------------------------------------------------
    def _build(self) -> None:
        self.name_field = TextField((720, 12, 540, 44), N_("Deck name"), self.name,
                                    self._name_changed, MAX_NAME)  # fmt: skip
        self.kind_cycle = Cycle((20, 64, 330, 42), "", KIND_FILTERS, 0, self._filter("kind"))
        self.keyword_cycle = Cycle(
            (360, 64, 340, 42), "", KEYWORD_FILTERS, 0, self._filter("keyword")
        )
        self.cost_cycle = Cycle((20, 112, 330, 42), "", COST_FILTERS, 0, self._filter("cost"))
        self.search_field = TextField((360, 112, 340, 42), N_("Search"), "", self._filter("search"),
                                      20, placeholder=N_("card name"))  # fmt: skip
        self.tiles = [
            CardTile(
                pygame.Rect(GRID.left + col * 172, GRID.top + row * 112, 164, 104),
                self.add,
                self.remove,
                self.draft.count,
            )  # fmt: skip
            for row in range(ROWS)
            for col in range(COLUMNS)
        ]
        self.rows = {
            lair: [
                DeckRow(
                    pygame.Rect(panel.left + 6, panel.top + 36 + i * 22, panel.width - 12, 22),
                    self.add,
                    self.remove,
                    self.draft.count,
                )  # fmt: skip
                for i in range(LIST_ROWS)
            ]
            for lair, panel in ((True, LAIR_PANEL), (False, HORDE_PANEL))
        }
        self.open_cycle = Cycle((720, 566, 404, 44), "", self._open_choices(), 0, self._open_focus)
        self.open_button = Button((1132, 566, 128, 44), N_("Open"), self.open_selected, size=20)
        self.save_button = Button((720, 618, 128, 44), N_("Save"), self.save, size=20)
        self.copy_button = Button((856, 618, 128, 44), N_("Duplicate"), self.duplicate, size=20)
        self.delete_button = Button((992, 618, 128, 44), N_("Delete"), self.delete, size=20)
        self.back_button = Button((1128, 618, 132, 44), N_("Back"), self.back, size=20)
        self.use_button = Button((20, 630, 330, 44), N_("Use for this seat"), self.use_for_seat,
                                 enabled=self.chosen is not None, size=20)  # fmt: skip
        widgets: list[Widget] = [self.name_field, self.kind_cycle, self.keyword_cycle,
                                 self.cost_cycle, self.search_field, *self.tiles,
                                 *self.rows[True], *self.rows[False], self.open_cycle,
                                 self.open_button, self.save_button, self.copy_button,
                                 self.delete_button, self.back_button]  # fmt: skip
        if self.chosen is not None:
            widgets.append(self.use_button)
        self.focus = FocusGroup(widgets, self.app.audio.play, focus=5)
        self._bind()

    def _open_choices(self) -> list[tuple[tuple[str, str], Words]]:
        decks, broken = self.store.scan()
        self.broken = {item.file: item for item in broken}
        self.saved = {item.file: item for item in decks}
        choices: list[tuple[tuple[str, str], Words]] = [
            (("starter", key), _choice_label("starter", deck.name)) for key, deck in STARTERS
        ]
        choices.append((("empty", ""), N_("Empty deck")))
        choices += [(("saved", item.file), _choice_label("saved", item.name)) for item in decks]
        choices += [
            (("broken", item.file), _choice_label("broken", item.file.rpartition("/")[2]))
            for item in broken
        ]
        return choices

    def _refresh_open(self, keep: tuple[str, str] | None = None) -> None:
        self.open_cycle.choices = self._open_choices()
        values = [value for value, _label in self.open_cycle.choices]
        self.open_cycle.index = values.index(keep) if keep in values else 0

    def _filter(self, key: str) -> Callable[[object], None]:
        def changed(value: object) -> None:
            self.filters[key] = str(value)
            self.offset = 0
            self._bind()

        return changed

    def _name_changed(self, text: str) -> None:
        self.name = text

    def _open_focus(self, value: tuple[str, str]) -> None:
        kind, file = value
        if kind == "broken":
            self._say(self.broken[file].error.message, bad=True)

    def visible_pool(self) -> list[int]:
        """The cards that pass the filters now."""
        return pool(self.filters["kind"], self.filters["keyword"], self.filters["cost"],
                    self.filters["search"], _)  # fmt: skip

    def _bind(self) -> None:
        """Point the tiles and list rows at the cards they show now."""
        cards = self.visible_pool()
        self.offset = max(0, min(self.offset, (len(cards) - 1) // COLUMNS * COLUMNS))
        for index, tile in enumerate(self.tiles):
            at = self.offset + index
            tile.card = cards[at] if at < len(cards) else None
            tile.focusable = tile.card is not None
        for lair, rows in self.rows.items():
            entries = self.draft.rows(lair)
            start = self.list_offsets[lair] = max(
                0, min(self.list_offsets[lair], len(entries) - LIST_ROWS)
            )
            for index, row in enumerate(rows):
                at = start + index
                row.card = entries[at][0] if at < len(entries) else None
                row.focusable = row.card is not None
        self.delete_button.enabled = self.editing is not None
        if self.focus.focused is not None and not self.focus.focused.focusable:
            self.focus.set_focus(self.focus.focus_index)

    # --- edits --------------------------------------------------------------------------
    def add(self, card: int) -> Message | None:
        """One more copy of `card` (the reason, said on screen, when it may not go in)."""
        reason = self.draft.add(card)
        if reason is not None:
            self._say(reason, bad=True)
        self._bind()
        return reason

    def remove(self, card: int) -> bool:
        """One copy of `card` out."""
        done = self.draft.remove(card)
        self._bind()
        return done

    def _say(self, message: Words, bad: bool = False) -> None:
        self.message, self.message_bad = message, bad

    def load(self, draft: DeckDraft, saved: SavedDeck | None, name: str) -> None:
        """Edit another deck."""
        self.draft.counts.clear()
        self.draft.counts.update(draft.counts)
        self.editing, self.name = saved, name
        self.name_field.text = name
        self.list_offsets = {True: 0, False: 0}
        self.kept = self._as_now()
        self._bind()

    def open_selected(self) -> None:
        """Open the deck the Open chooser shows (a preconstructed one as a new copy)."""
        kind, key = self.open_cycle.value
        if kind == "broken":
            self._say(self.broken[key].error.message, bad=True)
            return
        if kind == "saved":
            saved = self.saved[key]
            self.load(DeckDraft(saved.deck), saved, saved.name)
        elif kind == "empty":
            self.load(DeckDraft(), None, _("New deck"))
        else:
            deck = dict(STARTERS)[key]
            self.load(DeckDraft(deck), None, _("My {deck}").format(deck=_(deck.name)))
        self._say(Message.of(N_("Opened {name}."), name=self.name))

    def save(self) -> SavedDeck | None:
        """Write the deck (over the one being edited, so a new name renames it)."""
        file = self.editing.file if self.editing else None
        try:
            saved = self.store.save(self.name, self.draft.deck(), file)
        except DeckStoreError as error:
            self._say(error.reason, bad=True)
            return None
        self.editing, self.name = saved, saved.name
        self.kept = self._as_now()
        self._refresh_open(("saved", saved.file))
        self._say(Message.of(N_("Saved {name}."), name=saved.name))
        self._bind()
        return saved

    def duplicate(self) -> None:
        """Save the deck as a new copy and go on editing the copy."""
        name = _("{name} (copy)").format(name=self.name.strip() or _("New deck"))[:MAX_NAME]
        try:
            saved = self.store.save(name, self.draft.deck())
        except DeckStoreError as error:
            self._say(error.reason, bad=True)
            return
        self.editing, self.name = saved, saved.name
        self.name_field.text = saved.name
        self.kept = self._as_now()
        self._refresh_open(("saved", saved.file))
        self._say(Message.of(N_("Saved {name}."), name=saved.name))
        self._bind()

    def delete(self) -> None:
        """Delete the saved deck being edited (the second press confirms)."""
        if self.editing is None:
            return
        if not self.delete_armed:
            self.delete_armed = True
            self._say(Message.of(N_("Press Delete again to delete {name}."), name=self.editing.name),
                      bad=True)  # fmt: skip
            return
        self.store.delete(self.editing)
        self._say(Message.of(N_("Deleted {name}."), name=self.editing.name))
        self.editing, self.delete_armed = None, False
        self._refresh_open()
        self._bind()

    def use_for_seat(self) -> None:
        """Save the deck and give it to the seat that asked for it."""
        saved = self.save()
        if saved is not None and self.chosen is not None:
            self.chosen(saved)
            self.app.pop()

    def _as_now(self) -> tuple[object, str]:
        """The deck (an engine Deck, compared whole) and its name as they are now."""
        return self.draft.deck(), self.name.strip()

    def unsaved(self) -> bool:
        """True when the deck or its name changed since it was last opened or saved."""
        return self._as_now() != self.kept

    def back(self) -> None:
        """Leave the builder; with changes not saved, ask first (save, discard, keep editing)."""
        if self.unsaved():
            from game.scenes.deck_leave import UnsavedDeckPanel

            self.app.push(UnsavedDeckPanel(self))
            return
        self.app.pop()

    # --- input --------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Scrolling and removal keys first, then the focus group."""
        if event.type == pygame.KEYDOWN or event.type == pygame.MOUSEBUTTONDOWN:
            if not (event.type == pygame.KEYDOWN and event.key == pygame.K_DELETE):
                self.delete_armed = self.delete_armed and self.focus.focused is self.delete_button
        used = self._special(event) or self.focus.handle_event(event)
        self._bind()
        return used

    def _special(self, event: pygame.event.Event) -> bool:
        focused = self.focus.focused
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.audio.play("click")
                self.back()
                return True
            card_widget = isinstance(focused, (CardTile, DeckRow))
            if card_widget and event.key in (pygame.K_MINUS, pygame.K_DELETE, pygame.K_KP_MINUS):
                self.app.audio.play("click" if focused.backspace() else "error")
                return True
            if card_widget and event.key in (pygame.K_EQUALS, pygame.K_PLUS, pygame.K_KP_PLUS):
                assert isinstance(focused, (CardTile, DeckRow)) and focused.card is not None
                self.app.audio.play("click" if self.add(focused.card) is None else "error")
                return True
            if event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
                step = COLUMNS * ROWS * (1 if event.key == pygame.K_PAGEDOWN else -1)
                return self._scroll_pool(step)
            if event.key in (pygame.K_UP, pygame.K_DOWN):
                return self._scroll_at_edge(focused, -1 if event.key == pygame.K_UP else 1)
        if event.type == pygame.MOUSEWHEEL:
            x, y = pygame.mouse.get_pos()
            return self._wheel((x, y), -event.y)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            for widget in [*self.tiles, *self.rows[True], *self.rows[False]]:
                if widget.card is not None and widget.rect.collidepoint(event.pos):
                    self.app.audio.play("click" if widget.backspace() else "error")
                    return True
        return False

    def _scroll_pool(self, step: int) -> bool:
        before = self.offset
        self.offset = max(0, self.offset + step)
        self._bind()
        return self.offset != before or True

    def _scroll_at_edge(self, focused: Widget | None, step: int) -> bool:
        """Up/Down on the grid's or a list's edge scroll instead of leaving it."""
        if isinstance(focused, CardTile):
            row = self.tiles.index(focused) // COLUMNS
            more = self.offset + COLUMNS * ROWS < len(self.visible_pool())
            if (step > 0 and row == ROWS - 1 and more) or (step < 0 and row == 0 and self.offset):
                self.offset += step * COLUMNS
                return True
        for lair, rows in self.rows.items():
            if focused in rows:
                index = rows.index(focused)
                total = len(self.draft.rows(lair))
                start = self.list_offsets[lair]
                if step > 0 and index == LIST_ROWS - 1 and start + LIST_ROWS < total:
                    self.list_offsets[lair] += 1
                    return True
                if step < 0 and index == 0 and start > 0:
                    self.list_offsets[lair] -= 1
                    return True
        return False

    def _wheel(self, pos: tuple[int, int], step: int) -> bool:
        if GRID.collidepoint(pos):
            self.offset = max(0, self.offset + step * COLUMNS)
            return True
        for lair, panel in ((True, LAIR_PANEL), (False, HORDE_PANEL)):
            if panel.collidepoint(pos):
                self.list_offsets[lair] = max(0, self.list_offsets[lair] + step)
                return True
        return False

    # --- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """Backdrop, pool, the two piles, chart, legality, buttons and the status line."""
        t = self.app.time
        draw_backdrop(surface, t)
        title = _("Wyvern decks")
        draw_text(surface, title, fit_size(title, 680, 32), theme.GOLD, {"topleft": (20, 12)},
                  serif=True)  # fmt: skip
        draw_panel(surface, pygame.Rect(12, 156, 696, 470))
        for lair, panel in ((True, LAIR_PANEL), (False, HORDE_PANEL)):
            draw_panel(surface, panel)
            n = self.draft.size(lair)
            if lair:
                text = ngettext("Lair: {n} card", "Lair: {n} cards", n).format(n=n)
            else:
                text = ngettext("Horde: {n} card", "Horde: {n} cards", n).format(n=n)
            more = self._more_marks(lair)
            font = theme.font(17, bold=True)
            room = panel.width - 20 - (theme.font(14).size(more)[0] + 8 if more else 0)
            draw_text(surface, ellipsize(text, font, room), 17, theme.GOLD,
                      {"topleft": (panel.left + 10, panel.top + 9)}, bold=True, shadow=False)  # fmt: skip
            if more:
                draw_text(surface, more, 14, theme.TEXT_DIM,
                          {"topright": (panel.right - 10, panel.top + 12)}, shadow=False)  # fmt: skip
        draw_panel(surface, pygame.Rect(720, 428, 540, 132))
        draw_chart(surface, CHART, self.draft.curve())
        draw_legality(surface, LEGALITY, self.draft.problems(), self.draft.size(True),
                      self.draft.size(False))  # fmt: skip
        self.focus.draw(surface, t)
        self._draw_footer(surface)
        self._draw_note(surface, t)

    def _draw_note(self, surface: pygame.Surface, t: float) -> None:
        """What the card pointed at or focused does, once it has stayed there NOTE_DELAY."""
        focused = self.focus.focused
        card = focused.card if isinstance(focused, (CardTile, DeckRow)) else None
        if (focused, card) != self.noted[:2]:
            self.noted = (focused, card, t)
        if focused is not None and card is not None and t - self.noted[2] >= NOTE_DELAY:
            draw_card_note(surface, card, focused.rect)

    def _more_marks(self, lair: bool) -> str:
        """ "▲2 ▼4": how many lines of a pile's list are above and below the 14 shown (the wheel
        or Up/Down at an edge scrolls to them); "" when it shows them all."""
        above = self.list_offsets[lair]
        below = len(self.draft.rows(lair)) - above - LIST_ROWS
        return " ".join(
            mark for mark in (f"▲{above}" * (above > 0), f"▼{below}" * (below > 0)) if mark
        )

    def _draw_footer(self, surface: pygame.Surface) -> None:
        shown = len(self.visible_pool())
        first = min(self.offset + 1, shown)
        last = min(self.offset + COLUMNS * ROWS, shown)
        page = _("Cards {first}-{last} of {total}").format(first=first, last=last, total=shown)
        draw_text(surface, page, 15, theme.TEXT_DIM, {"topright": (700, 604)}, shadow=False)
        if self.message:
            text = translate(self.message)
            colour = theme.DANGER if self.message_bad else theme.JADE
            left = 20 if self.chosen is None else 360
            room = 1260 - left
            size = fit_size(text, room, 17, smallest=13)
            text = ellipsize(text, theme.font(size, bold=True), room)
            draw_text(surface, text, size, colour, {"bottomleft": (left, 694)}, bold=True)
        hint = _("Enter add · Backspace or − remove · Left/Right in the lists · type to search · "
                 "Esc back")  # fmt: skip
        size = fit_size(hint, 1240, 14, bold=False)
        draw_text(surface, hint, size, theme.TEXT_DIM, {"midbottom": (640, 714)}, shadow=False)
