"""The Nine Sons board view: input (mouse and keys) into candidate actions, and animations.

Placing: pick a die from your tray (click or keys 1-6), then an empty square. Moving: click a
stack topped by your die, then the destination; when several paths end there the one through
the squares you hovered wins, Tab or the wheel cycles the others. Arrows move a cursor, Enter
selects, Esc cancels. Pending tame-order / award decisions appear as buttons on the cards.
Drawing lives in paint.py; this module keeps the state it draws from.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.core.record import SeatSpec
from game.core.text import N_, Message
from game.i18n import _, translate
from game.rules.nine_sons import CARDS, decode_action
from game.rules.nine_sons.board import COLS, NEIGHBOURS, ROWS, SLOT_OF
from game.rules.nine_sons.cards import CHIWEN
from game.views import theme
from game.views.board_view import AnimatedBoardView, TurnInput
from game.views.particles import ParticleSystem
from game.views.tween import Sequence as TweenSequence
from game.views.tween import Step

from . import anim, art, layout

ARROWS = {
    pygame.K_LEFT: (0, -1),
    pygame.K_RIGHT: (0, 1),
    pygame.K_UP: (-1, 0),
    pygame.K_DOWN: (1, 0),
}
NUMBER_KEYS = {getattr(pygame, f"K_{n}"): n for n in range(1, 7)}
NUMBER_KEYS.update({getattr(pygame, f"K_KP{n}"): n for n in range(1, 7)})


def _guess_path(source: int, trail: Sequence[int], target: int) -> tuple[int, ...]:
    """The path the player seems to mean: the hovered trail if it is a chain, else straight."""
    chain: list[int] = []
    previous = source
    for square in trail:
        if square == source or square in chain or square not in NEIGHBOURS[previous]:
            continue
        chain.append(square)
        previous = square
        if square == target:
            return tuple(chain)
    # Fall back to an L-shaped route (columns first, then rows).
    route: list[int] = []
    row, col = divmod(source, COLS)
    target_row, target_col = divmod(target, COLS)
    while col != target_col:
        col += 1 if target_col > col else -1
        route.append(row * COLS + col)
    while row != target_row:
        row += 1 if target_row > row else -1
        route.append(row * COLS + col)
    return tuple(route)


class NineSonsBoardView(AnimatedBoardView):
    """Board, seat panels and deck of The Nine Sons, with input handling and animations."""

    def __init__(
        self,
        seats: Sequence[SeatSpec],
        sound: Callable[..., None] | None = None,
    ) -> None:
        super().__init__(seats, sound)
        self.particles = ParticleSystem(seed=9)
        self.animation: TweenSequence | None = None
        self.final_view: Any = None
        self.last_move: Any = None  # ActionInfo of the latest place/move, highlighted
        self.cursor = 5
        self.cursor_visible = False
        self.hover: int | None = None
        self.hover_die: int | None = None
        self.selected_die: int | None = None
        self.source: int | None = None
        self.trail: list[int] = []
        self.path_index = 0
        self.choice_focus = 0
        self.places: dict[int, set[int]] = {}
        self.moves: dict[int, list[tuple[int, ...]]] = {}
        self.choices: list[tuple[pygame.Rect, int, Message]] = []  # labels translated when drawn
        self.show_private = True  # False while a handoff curtain hides the hand trays
        for card in CARDS:  # draw every card face now, not in the middle of an animation
            art.card_face(
                card.key,
                _(card.name),
                card.group,
                card.points,
                (layout.CARD_W, layout.CARD_H),
                layout.HEADER,
            )

    # ------------------------------------------------------------------ scene API
    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        """Drawing colour of a seat."""
        return theme.seat_colour(self.seats[seat].colour)

    def reset(self, view: Any) -> None:
        """Show `view` at once; forget selections and animations."""
        super().reset(view)
        self.animation = None
        self.final_view = None
        self.last_move = None
        self._clear_selection()
        self.places, self.moves, self.choices = {}, {}, []

    def set_turn(self, turn: TurnInput | None) -> None:
        """Decode the legal actions into placements, moves and decision buttons."""
        super().set_turn(turn)
        self._clear_selection()
        self.places, self.moves, self.choices = {}, {}, []
        if turn is None:
            return
        decisions: list[tuple[int, Any]] = []
        for action in turn.legal:
            info = decode_action(action)
            if info.kind == "place":
                self.places.setdefault(info.value, set()).add(info.path[0])
            elif info.kind == "move":
                self.moves.setdefault(info.source, []).append(info.path)
            else:
                decisions.append((action, info))
        self.choices = self._decision_buttons(decisions)
        self.choice_focus = 0
        if self.cursor not in self.moves and self.moves:
            self.cursor = min(self.moves)

    def _decision_buttons(
        self, decisions: list[tuple[int, Any]]
    ) -> list[tuple[pygame.Rect, int, Message]]:
        """Buttons laid over the cards waiting for a tame-order or award decision."""
        view = self.view
        buttons = []
        by_card: dict[int, list[tuple[int, Any]]] = {}
        for action, info in decisions:
            by_card.setdefault(info.card, []).append((action, info))
        for card, entries in by_card.items():
            slot = view.slots.index(card) if view is not None and card in view.slots else 0
            card_rect = layout.slot_rect(slot)
            width = (card_rect.width - 24) // len(entries)
            for index, (action, info) in enumerate(entries):
                if info.kind == "tame":
                    # Translators: a button choosing which of several sons is tamed first.
                    label = Message.of(N_("Tame {son} first"), son=Message.of(CARDS[card].name))
                else:
                    label = Message.of(N_("To {name}"), name=self.seats[info.seat].name)
                rect = pygame.Rect(0, 0, width - 8, 40)
                rect.center = (card_rect.x + 12 + width * index + width // 2, card_rect.centery + 8)
                buttons.append((rect, action, label))
        return buttons

    def prompt(self) -> str:
        """What the deciding player should do now (for the turn banner), translated."""
        if self.turn is None:
            return ""
        if self.choices:
            if any(decode_action(action).kind == "award" for _rect, action, _label in self.choices):
                return _("Both squares qualify: choose who tames the card")
            return _("Several sons can be tamed: choose which goes first")
        if self.source is not None:
            return _("Choose where the stack ends (Tab: other paths, Esc: cancel)")
        if self.selected_die is not None:
            return _("Place your {value} on an empty square").format(value=self.selected_die)
        if self.places and self.moves:
            return _("Pick a die to place (1-6) or a stack topped by your die")
        if self.moves:
            return _("Move a stack topped by your die")
        return _("Pick a die from your tray (1-6), then an empty square")

    def update(self, dt: float) -> None:
        """Advance animations, particles and message timers."""
        super().update(dt)
        if self.animation is not None:
            self.animation.update(dt)
            self._finish_animation()
        self.particles.update(dt)

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        """A free spot of the seat's panel for the play scene's thinking spinner (layout.py)."""
        return layout.spinner_anchor(seat)

    # ------------------------------------------------------------------ input
    def _clear_selection(self) -> None:
        self.selected_die = None
        self.source = None
        self.trail = []
        self.path_index = 0

    def _error(self, reason: str) -> None:
        """Show a translated reason and play the error sound."""
        self.say(reason, error=True)
        self.sound("error")

    @staticmethod
    def _why(reason: Any, fallback: str) -> str:
        """The engine's reason (a Message) in words, or the `fallback` msgid translated."""
        return translate(reason) if reason else _(fallback)

    def paths_to(self, target: int | None) -> list[tuple[int, ...]]:
        """Legal paths of the selected source ending on `target`, best match first."""
        if self.source is None or target is None:
            return []
        paths = [p for p in self.moves.get(self.source, []) if p[-1] == target]
        trail = self.trail

        def score(path: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
            # Paths through the hovered squares win; ties keep the engine's order.
            return (-sum(1 for sq in path if sq in trail), path)

        return sorted(paths, key=score)

    def chosen_path(self, target: int | None) -> tuple[int, ...] | None:
        """The path the player would play by confirming `target` now."""
        paths = self.paths_to(target)
        if not paths:
            return None
        return paths[self.path_index % len(paths)]

    def focus_square(self) -> int | None:
        """The square the player points at: the mouse when hovering, else the cursor."""
        if self.cursor_visible or self.hover is None:
            return self.cursor if self.cursor_visible else None
        return self.hover

    def handle_event(self, event: pygame.event.Event) -> tuple[bool, int | None]:
        """Turn one input event into (used, action or None)."""
        if event.type == pygame.MOUSEMOTION:
            self._hover(event.pos)
            return False, None
        if self.turn is None:
            return False, None
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 1:
                return True, self._click(event.pos)
            if event.button == 3:
                self._clear_selection()
                return True, None
            if event.button in (4, 5):
                self.path_index += 1 if event.button == 5 else -1
                return True, None
        if event.type == pygame.MOUSEWHEEL:
            self.path_index += 1 if event.y < 0 else -1
            return True, None
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False, None

    def _hover(self, pos: tuple[int, int]) -> None:
        self.cursor_visible = False
        square = layout.square_at(pos)
        self.hover = square
        self.hover_die = None
        if self.turn is not None:
            for value in range(1, 7):
                if layout.hand_die_rect(self.turn.seat, value).collidepoint(pos):
                    self.hover_die = value
        if square is not None and self.source is not None and square != self.source:
            if not self.trail or self.trail[-1] != square:
                self.trail.append(square)
                self.path_index = 0

    def _click(self, pos: tuple[int, int]) -> int | None:
        for rect, action, _label in self.choices:
            if rect.collidepoint(pos):
                return action
        if self.choices:
            self._error(_("Choose with the buttons on the glowing cards first"))
            return None
        seat = self.turn.seat
        for value in range(1, 7):
            if layout.hand_die_rect(seat, value).collidepoint(pos):
                self._pick_die(value)
                return None
        square = layout.square_at(pos)
        if square is None:
            self._clear_selection()
            return None
        self.hover = square
        return self._activate(square)

    def _pick_die(self, value: int) -> None:
        view = self.view
        if value not in view.hands[self.turn.seat]:
            if value in view.removed[self.turn.seat]:
                son = _(CARDS[CHIWEN].name)
                self._error(_("Your {value} was swallowed by {son}").format(value=value, son=son))
            else:
                self._error(_("Your {value} is on the board, not in your hand").format(value=value))
            return
        self.source = None
        self.trail = []
        self.selected_die = None if self.selected_die == value else value
        self.sound("click")

    def _activate(self, square: int) -> int | None:
        """Confirm `square`: select a source, a destination, or a placement."""
        view = self.view
        if self.source is not None:
            if square == self.source:
                self._clear_selection()
                return None
            path = self.chosen_path(square)
            if path is not None:
                return _move_action(self.turn.legal, self.source, path)
            if square in self.moves and not self.paths_to(square):
                self._select_source(square)
                return None
            guess = _guess_path(self.source, self.trail, square)
            reason = self.turn.explain("move", self.source, guess)
            self._error(self._why(reason, N_("No complete path of the right length ends there")))
            return None
        if view.slots[SLOT_OF[square]] is None:
            self._error(_("No card there: that part of the board is gone"))
            return None
        if view.stacks[square]:
            if square in self.moves:
                self._select_source(square)
                return None
            owner = view.stacks[square][-1][0]
            if owner != self.turn.seat:
                text = _("Not your stack: its top die belongs to {name}")
                self._error(text.format(name=self.seats[owner].name))
                return None
            reason = self.turn.explain("move", square, ())
            self._error(self._why(reason, N_("That stack has no complete path")))
            return None
        if self.selected_die is None:
            values = sorted(v for v, squares in self.places.items() if square in squares)
            if len(values) == 1 and len(view.hands[self.turn.seat]) == 1:
                return _place_action(self.turn.legal, values[0], square)
            self._error(_("Pick a die from your tray first (keys 1-6)"))
            return None
        if square in self.places.get(self.selected_die, set()):
            return _place_action(self.turn.legal, self.selected_die, square)
        reason = self.turn.explain("place", square, self.selected_die)
        self._error(self._why(reason, N_("You cannot place there")))
        return None

    def _select_source(self, square: int) -> None:
        self.source = square
        self.selected_die = None
        self.trail = []
        self.path_index = 0
        self.sound("click")

    def _key(self, event: pygame.event.Event) -> tuple[bool, int | None]:
        key = event.key
        if self.choices:
            if key in ARROWS:
                step = 1 if key in (pygame.K_RIGHT, pygame.K_DOWN) else -1
                self.choice_focus = (self.choice_focus + step) % len(self.choices)
                self.sound("focus")
                return True, None
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                return True, self.choices[self.choice_focus % len(self.choices)][1]
            return False, None
        if key in ARROWS:
            d_row, d_col = ARROWS[key]
            row, col = divmod(self.cursor, COLS)
            if self.cursor_visible:
                row = max(0, min(ROWS - 1, row + d_row))
                col = max(0, min(COLS - 1, col + d_col))
            self.cursor = row * COLS + col
            self.cursor_visible = True
            if self.source is not None and self.cursor != self.source:
                if not self.trail or self.trail[-1] != self.cursor:
                    self.trail.append(self.cursor)
                    self.path_index = 0
            return True, None
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.cursor_visible = True
            return True, self._activate(self.cursor)
        if key in NUMBER_KEYS:
            self._pick_die(NUMBER_KEYS[key])
            return True, None
        if key == pygame.K_TAB:
            backwards = bool(event.mod & pygame.KMOD_SHIFT)
            self.path_index += -1 if backwards else 1
            return True, None
        if key == pygame.K_ESCAPE and (self.source is not None or self.selected_die is not None):
            self._clear_selection()
            return True, None
        return False, None

    # ------------------------------------------------------------------ animation
    def play(self, applied: Any) -> None:
        """Turn an applied action into a blocking animation ending on its view_after."""
        if self.busy():
            self.skip()
        before, after, info = applied.view_before, applied.view_after, applied.info
        if self.view is None:
            self.view = before
        steps: list[Step] = []
        base = before
        if info is not None and info.kind in ("place", "move"):
            self.last_move = info
            if info.kind == "place":
                base = anim.place_steps(self, steps, before, info, applied.player)
            else:
                base = anim.move_steps(self, steps, before, info)
        if info is not None and info.kind == "first":
            self.say(_("{name} goes first").format(name=self.seats[info.seat].name), 2.5)
        if info is not None and info.kind in ("refill", "deal"):
            anim.refill_steps(self, steps, before, after, info)
        anim.tame_steps(self, steps, base, before, after)
        self.start_animation(steps, before, after)

    def draw(self, surface: pygame.Surface, time: float) -> None:
        """Draw the board, panels, deck, previews, animations and particles."""
        from . import paint

        paint.paint(self, surface, time)


def _place_action(legal: Sequence[int], value: int, square: int) -> int | None:
    for action in legal:
        info = decode_action(action)
        if info.kind == "place" and info.value == value and info.path == (square,):
            return action
    return None


def _move_action(legal: Sequence[int], source: int, path: tuple[int, ...]) -> int | None:
    for action in legal:
        info = decode_action(action)
        if info.kind == "move" and info.source == source and info.path == path:
            return action
    return None
