"""The Dragon Delta board view: the river, seat panels, the program column, the hand tray.

Programming: a click on a hand card (or its number key, or arrows and Enter) puts it in the
next slot; a click on a filled slot picks it, a click on another slot swaps the two, a second
click on the picked slot takes the card back (keys: Up/Down pick a slot, Shift+Up/Down move it,
Backspace takes it back); Confirm (or Enter with five cards) sends the five cards in order.
Decisions: lit targets on the river (a click, or Tab/arrows and Enter); building is two
supports, then a plank from the reserve drawn to the board's scale, then Lay it; the fit is
judged only then. Esc backs out one choice at a time. Animations: anim.py.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.core.record import SeatSpec
from game.core.text import Message
from game.i18n import _
from game.rules.dragon_delta import actions
from game.rules.dragon_delta.cards import PROGRAM, is_dragon, plank_length
from game.rules.dragon_delta.illegal import REFUSALS
from game.rules.dragon_delta.view import DeltaView
from game.views.board_view import TurnInput
from game.views.event_show import EventShowBoardView

from . import anim, drag, keys, layout, log, overlay, paint, panels, sidebar, targets
from .keys import CONFIRM, NEXT, PREVIOUS
from .targets import Target


class DeltaBoardView(EventShowBoardView):
    """River, panels, program column and tray of Dragon Delta; input to actions."""

    view_type = DeltaView

    def __init__(self, seats: Sequence[SeatSpec], sound: Callable[..., None] | None = None) -> None:
        super().__init__(seats, sound)
        self.show_private = True
        self.kind = ""  # the decision the turn asks for
        self.draft: list[int] = []  # the program being laid, not yet confirmed
        self.draft_seat = -1
        self.picked_slot: int | None = None
        self.hand_focus: int | None = None
        self.targets: list[Target] = []
        self.focus: int | None = None
        self.first: int | None = None  # building: the chosen supports and plank
        self.second: int | None = None
        self.plank: int | None = None
        self.plank_focus: int | None = None
        self.mouse = (0, 0)
        self.drag: drag.Drag | None = None  # a card, slot or plank pressed (drag.py)

    # ------------------------------------------------------------------ scene API
    def reset(self, view: Any) -> None:
        """Show `view` at once; forget selections and animations."""
        super().reset(view)
        self.animation = None
        self.final_view = None
        self.queue = []
        self._clear()

    def _clear(self) -> None:
        self.drag = None
        self.first = self.second = self.plank = self.plank_focus = None
        self.picked_slot = None
        self.focus = None
        self.targets = []

    def set_turn(self, turn: TurnInput | None) -> None:
        """Enable input for a human decision and light what can be chosen."""
        super().set_turn(turn)
        self._clear()
        self.kind = targets.decision_kind(turn.legal) if turn is not None else ""
        if turn is None or self.kind != "program" or turn.seat != self.draft_seat:
            self.draft = []
            self.draft_seat = turn.seat if turn is not None and self.kind == "program" else -1
        self.hand_focus = 0 if self.kind == "program" else None
        self._rebuild()

    def _rebuild(self) -> None:
        view, turn = self.view, self.turn
        if turn is None or not isinstance(view, DeltaView):
            self.targets = []
            return
        if self.kind == "build":
            self.targets = (
                []
                if self.second is not None
                else targets.support_targets(view, turn.legal, self.first)
            )
        elif self.kind in ("stone", "remove", "step", "jump", "unstone", "take"):
            self.targets = targets.board_targets(view, turn.legal)
        else:
            self.targets = []
        if self.focus is not None and self.focus >= len(self.targets):
            self.focus = None

    def prompt(self) -> str:
        """What the deciding seat should do now."""
        prompts = {
            "program": _("Lay five cards in your program, then confirm"),
            "stone": _("Click an islet for your stone"),
            "remove": _("Click a bridge or a bare stone to remove"),
            "step": _("Click where your pawn steps"),
            "jump": _("Click where your pawn lands"),
            "plank": _("Pick a plank from your reserve, then lay it"),
        }
        if self.kind == "stone" and isinstance(self.view, DeltaView) and self.view.open_river:
            return _("Click a point in the water for your stone")
        if self.kind == "build":
            if self.first is None:
                return _("Click the first support of your bridge")
            if self.second is None:
                return _("Click the other end of your bridge")
            return _("Pick a plank by eye, then lay it")
        return prompts.get(self.kind, "")

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        """The middle of a seat's panel."""
        count = len(self.view.colours) if isinstance(self.view, DeltaView) else len(self.seats)
        rects = layout.panel_rects(count)
        return rects[seat].center if 0 <= seat < len(rects) else (0, 0)

    def show_steps(self, before: Any, after: Any) -> list[Any]:
        """The show of an applied action's events (anim.py)."""
        return anim.steps(before, after, self.sound)

    def held_lines(self, said: str, player: int, after: Any, event: int) -> int:
        """The log's hold-back rule (log.py)."""
        return log.held_lines(said, player, after, event)

    # ------------------------------------------------------------------ the hand
    def hand(self) -> list[int]:
        """The viewer's cards not yet in the program (nor in the draft)."""
        view = self.view
        if not isinstance(view, DeltaView) or not self.show_private:
            return []
        return [card for card in view.hand if card not in self.draft]

    def hand_places(self) -> list[int | None]:
        """The viewer's hand in fixed places: each card where it was dealt, None where it sits
        in the draft. A card laid leaves its place empty instead of closing the hand up, so a
        quick second click or a number key still means the card it pointed at."""
        view = self.view
        if not isinstance(view, DeltaView) or not self.show_private:
            return []
        return [None if card in self.draft else card for card in view.hand]

    def next_place(self, places: list[int | None], start: int, step: int) -> int:
        """The next place from `start` going `step` (wrapping) that holds a card; `start`
        when none does."""
        for k in range(1, len(places) + 1):
            index = (start + step * k) % len(places)
            if places[index] is not None:
                return index
        return start

    def locked(self) -> list[int]:
        """The viewer's cards the engine already holds in its program this round."""
        view = self.view
        if not isinstance(view, DeltaView) or view.seat is None or view.phase != "program":
            return []
        return list(view.programs[view.seat])

    def room(self) -> int:
        """Slots still open for the draft."""
        return PROGRAM - len(self.locked())

    def add_card(self, card: int, at: int | None = None) -> None:
        """Lay `card` in the next open slot, or at draft index `at` (the cards from there move
        along; in a full program it takes that card's place); refused with the engine's word."""
        full = len(self.draft) >= self.room()
        replacing = full and at is not None and at < len(self.draft)
        if (full and not replacing) or self.turn is None:
            return
        why = self.turn.explain("program", card)
        held = self.locked() + [c for i, c in enumerate(self.draft) if not (replacing and i == at)]
        if why is None and is_dragon(card) and any(is_dragon(c) for c in held):
            why = Message.of(REFUSALS["one-dragon"])
        if why is not None:
            self.say(why, error=True)
            self.sound("error")
            return
        if replacing and at is not None:
            self.draft[at] = card
        else:
            self.draft.insert(len(self.draft) if at is None else at, card)
        self.picked_slot = None
        self.sound("click")
        places = self.hand_places()  # the focus moves on from the place just emptied
        if self.hand_focus is not None and places:
            focus = min(self.hand_focus, len(places) - 1)
            if places[focus] is None:
                focus = self.next_place(places, focus, 1)
            self.hand_focus = focus

    def take_back(self, slot: int) -> None:
        """The draft's card at `slot` goes back to the hand."""
        if 0 <= slot < len(self.draft):
            self.draft.pop(slot)
            self.picked_slot = None
            self.sound("click")

    def move_card(self, slot: int, target: int) -> None:
        """The draft's card at `slot` moves to `target` (the cards between close up)."""
        if 0 <= slot < len(self.draft) and slot != target:
            self.draft.insert(min(target, len(self.draft) - 1), self.draft.pop(slot))
            self.sound("click")
        self.picked_slot = None

    def slot_click(self, slot: int) -> None:
        """A click on the draft's `slot`: pick it, swap it with the picked one, or (a second
        click) take it back."""
        if slot >= len(self.draft):
            self.picked_slot = None
        elif self.picked_slot is None:
            self.picked_slot = slot
        elif self.picked_slot == slot:
            self.take_back(slot)
        else:
            first = self.picked_slot
            self.draft[first], self.draft[slot] = self.draft[slot], self.draft[first]
            self.picked_slot = None
            self.sound("click")

    def take_hint(self, action: int) -> int | None:
        """While programming, the coach's card goes into the draft's first slot (the step it
        was chosen for; in a full draft it takes that card's place) instead of being sent on
        its own: the cards laid so far stay, and Confirm still sends the five."""
        record = actions.decode(action)
        if self.kind != "program" or record.kind != "program" or record.card is None:
            return action
        card = record.card
        if card in self.draft:
            self.take_back(self.draft.index(card))
        self.add_card(card, at=0)
        self._rebuild()
        return None

    def confirm_program(self) -> int | None:
        """Send the five cards of the draft in order (their first step; the rest queued), or
        None while the draft is not full."""
        if self.turn is None or not self.draft or len(self.draft) != self.room():
            return None
        moves = [actions.make(actions.PROGRAM, card) for card in self.draft]
        return self.send(moves)

    # ------------------------------------------------------------------ building
    def reserve(self) -> list[int]:
        """The deciding seat's planks, shortest first."""
        view = self.view
        if not isinstance(view, DeltaView) or self.turn is None:
            return []
        return sorted(view.reserves[self.turn.seat], key=plank_length)

    def choose_plank(self, index: int) -> None:
        """The reserve's plank `index` is chosen (Lay it confirms)."""
        reserve = self.reserve()
        if 0 <= index < len(reserve):
            self.plank, self.plank_focus = reserve[index], index
            self.sound("click")

    def choosing_plank(self) -> bool:
        """True while the plank chooser is open."""
        return self.kind == "plank" or (self.kind == "build" and self.second is not None)

    def gap(self) -> tuple[int, int] | None:
        """The supports of the bridge being built, once both are chosen."""
        view = self.view
        if self.kind == "plank" and isinstance(view, DeltaView) and len(view.pending) >= 3:
            return paint.river(view).ends(int(view.pending[2]))  # type: ignore[call-overload]
        if self.first is not None and self.second is not None:
            return (self.first, self.second)
        return None

    def lay(self) -> int | None:
        """Lay the chosen plank across the chosen gap (the build, or the plank step), or None
        while no plank is chosen."""
        if self.turn is None or self.plank is None:
            return None
        plank = actions.make(actions.PLANK, self.plank)
        if self.kind == "plank":
            return self.send([plank])
        if self.first is None or self.second is None:
            return None
        build = targets.pair_actions(self.turn.legal).get((self.first, self.second))
        return None if build is None else self.send([build, plank])

    def _pick_target(self, index: int) -> int | None:
        target = self.targets[index]
        if target.kind == "support":
            if self.first is None:
                self.first = target.ident
            else:
                self.second = target.ident
                reserve = self.reserve()
                self.plank_focus = 0 if reserve else None
            self.focus = None
            self.sound("click")
            self._rebuild()
            return None
        return self.send([target.action]) if target.action is not None else None

    def _back(self) -> bool:
        """Esc: undo the latest choice; False when there was none."""
        if self.plank is not None:
            self.plank = None
        elif self.second is not None:
            self.second = None
        elif self.first is not None:
            self.first = None
        elif self.picked_slot is not None:
            self.picked_slot = None
        elif self.kind == "program" and self.draft:
            self.take_back(len(self.draft) - 1)
        else:
            return False
        self._rebuild()
        return True

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> tuple[bool, int | None]:
        """Mouse and keys to choices; (used, action to play)."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.drag is not None:
                self.drag.follow(event.pos)
            return False, None
        if self.turn is None or self.busy():
            self.drag = None
            return False, None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            pressed, self.drag = self.drag, None
            pressed.follow(event.pos)
            drag.release(self, pressed)
            return True, None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.drag = drag.press(self, event.pos)
            if self.drag is not None:
                return True, None
            return self._click(event.pos)
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False, None

    def _click(self, pos: tuple[int, int]) -> tuple[bool, int | None]:
        """A click on what cannot be dragged (cards, slots and planks are drag.py's)."""
        if self.kind == "program":
            if layout.CONFIRM_RECT.collidepoint(pos):
                return True, self.confirm_program()
            return False, None
        if self.choosing_plank() and layout.LAY_RECT.collidepoint(pos):
            return True, self.lay()
        index = targets.at(self.targets, pos)
        if index is not None:
            return True, self._pick_target(index)
        return self._explain_click(pos), None

    def _explain_click(self, pos: tuple[int, int]) -> bool:
        """A click on a village or bridge that is not a legal step: the engine's reason ("That
        is not one step away"), so a two-step card clicked at its end is not met by silence."""
        view = self.view
        if (
            self.kind not in ("step", "jump")
            or self.turn is None
            or not isinstance(view, DeltaView)
        ):
            return False
        places = targets.every_position(view)
        index = targets.at(places, pos)
        if index is None:
            return False
        why = self.turn.explain("step", places[index].ident)
        if why is None:
            return False
        self.say(why, error=True)
        self.sound("error")
        return True

    def _key(self, event: pygame.event.Event) -> tuple[bool, int | None]:
        key = event.key
        if key == pygame.K_ESCAPE:
            return self._back(), None
        if self.kind == "program":
            return keys.program_key(self, key, bool(event.mod & pygame.KMOD_SHIFT))
        if self.choosing_plank():
            return keys.plank_key(self, key)
        if not self.targets:
            return False, None
        if key in NEXT or key in PREVIOUS:
            step = 1 if key in NEXT else -1
            self.focus = 0 if self.focus is None else (self.focus + step) % len(self.targets)
            self.sound("focus")
            return True, None
        if key in CONFIRM and self.focus is not None:
            return True, self._pick_target(self.focus)
        return False, None

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, time: float) -> None:
        """The river, the show's running step, panels, the step box, the side column."""
        view, data, progress = self.display()
        if not isinstance(view, DeltaView):
            return
        stones, bridges, pawns = anim.hidden(data)
        paint.draw_board(surface, view, time, stones, bridges, pawns)
        if not self.busy():
            paint.draw_acting(surface, view, panels.acting_seat(view), time)
        overlay.draw_targets(surface, self, view, time)
        names = [seat.name for seat in self.seats]
        own = view.seat == self.draft_seat and self.show_private
        flipping = progress if data and data["kind"] == "flip" else 1.0
        rects = panels.draw_seat_panels(
            surface, view, names, self.draft if own else (), flipping, time
        )
        if self.programming():
            shift = len(self.locked())
            picked = None if self.picked_slot is None else self.picked_slot + shift
            sidebar.draw_slots(surface, view, self.locked() + self.draft, picked, shift)
        else:
            panels.draw_step_box(surface, view, names, self.busy())
        self._draw_side(surface, view, names, flipping)
        anim.draw(surface, data, progress, rects, names)
        drag.draw(surface, self)
        overlay.draw_message(surface, self.message, self.message_is_error)

    def programming(self) -> bool:
        """True while the seat on screen lays its program."""
        return self.turn is not None and self.kind == "program" and self.show_private

    def _draw_side(
        self, surface: pygame.Surface, view: DeltaView, names: list[str], flipping: float
    ) -> None:
        colour = view.colours[view.seat] if view.seat is not None else 0
        if self.programming():
            places = self.hand_places()
            hand = [card for card in places if card is not None]
            held = self.locked() + self.draft
            disabled = [c for c in hand if is_dragon(c) and any(is_dragon(d) for d in held)]
            if len(self.draft) >= self.room():
                disabled = list(hand)
            sidebar.draw_hand(surface, places, colour, self.hand_focus, disabled)
            rects = layout.hand_rects(len(places))
            pointed = next((i for i, r in enumerate(rects) if r.collidepoint(self.mouse)), None)
            shown = pointed if pointed is not None else self.hand_focus
            if shown is not None and shown < len(places) and places[shown] is not None:
                sidebar.draw_card_caption(surface, places[shown], colour, len(places))
            return
        if self.turn is not None and self.choosing_plank():
            spans = None
            gap = self.gap()
            if view.assisted and gap is not None:
                span = paint.river(view).span(*gap)
                spans = _("This gap needs {span}").format(span=f"{span:.1f}")
            sidebar.draw_plank_chooser(surface, self.reserve(), self.plank, self.plank_focus, spans)
            return
        if view.phase == "program" and view.revealed and 0 <= view.programmer < len(view.hands):
            cards = list(view.hands[view.programmer])  # all revealed: the programmer's hand
            heading = _("{name}'s hand").format(name=self.seats[view.programmer].name)
            sidebar.draw_hand(surface, cards, view.colours[view.programmer], None, (), heading)
            return
        if view.phase == "program" and self.show_private and view.seat is not None:
            hand = self.hand()
            heading = _("Your hand") if hand else _("Waiting")
            if hand and not self.speaks_to_you:  # a replay: the seat on screen is not "you"
                heading = _("{name}'s hand").format(name=self.seats[view.seat].name)
            sidebar.draw_hand(surface, hand, colour, None, hand, heading)
            return
        sidebar.draw_this_step(surface, view, names, flipping)
