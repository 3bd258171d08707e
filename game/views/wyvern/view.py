"""The Wyvern board view: two battlefields facing, the hand along the bottom, the decision box.

Every decision of the engine is a prompt with its legal choices lit: hand cards, positions,
treasure slots, pairs of positions, and buttons (Pass, Pay, Turn face down). Compound choices
are made on the board before anything is sent: a treasure, then its slot; an attacker (its
reach lit, its reveal cost shown), then its target; two positions for a swap. A click on what
is not lit is answered with the engine's why_illegal. Keys: Tab / arrows cycle the lit
choices, Enter or Space confirms, Esc backs out, P passes, R switches attack / redeploy,
D opens the details of the pointed or focused card. Animations: anim.py.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.core.record import SeatSpec
from game.i18n import _
from game.rules.wyvern.actions import decode
from game.rules.wyvern.view import WyvernView
from game.views.board_view import TurnInput
from game.views.event_show import EventShowBoardView

from . import anim, facts, inspect, layout, log, overlay, paint, panels, targets, words
from .targets import Target

NEXT = (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN)
PREVIOUS = (pygame.K_LEFT, pygame.K_UP)
CONFIRM = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
DETAILS = (pygame.K_d, pygame.K_f, pygame.K_F1)
"""Keys that open the details of the pointed or focused card (F: a gamepad's stick button)."""


class WyvernBoardView(EventShowBoardView):
    """Battlefields, hand, decision box and inspector of Wyvern; input to actions."""

    view_type = WyvernView
    show_over_before = True

    def __init__(self, seats: Sequence[SeatSpec], sound: Callable[..., None] | None = None) -> None:
        super().__init__(seats, sound)
        self.show_private = True
        self.kind = ""
        self.choices = targets.Choices()
        self.targets: list[Target] = []
        self.focus: int | None = None
        self.button_focus: str | None = None
        self.picked_card: int | None = None  # hand index of the treasure being placed
        self.first: int | None = None  # the attacker, or the first position of a pair
        self.mode = "attack"  # battle: attack or redeploy
        self.details = False
        self.mouse = (0, 0)
        self.arrange_focus: int | None = None
        """The keyboard focus of the last Lair card laid: the next one is focused there."""

    # ------------------------------------------------------------------ scene API
    def reset(self, view: Any) -> None:
        """Show `view` at once; forget selections and animations."""
        super().reset(view)
        self.animation = None
        self.final_view = None
        self.queue = []
        self.arrange_focus = None
        self._clear()

    def _clear(self) -> None:
        self.picked_card = None
        self.first = None
        self.mode = "attack"
        self.focus = None
        self.button_focus = None
        self.targets = []

    def set_turn(self, turn: TurnInput | None) -> None:
        """Enable input for a human decision and light what can be chosen. Laying the Lair
        cards by keys, the focus stays where it was (on the next card), so Enter lays them all."""
        if self.kind == "arrange":  # (between two decisions the turn is None: keep it till then)
            self.arrange_focus = self.focus
        elif self.kind:
            self.arrange_focus = None
        kept = self.arrange_focus
        super().set_turn(turn)
        self._clear()
        view = self.view
        self.kind = view.decision if turn is not None and isinstance(view, WyvernView) else ""
        self.choices = targets.choices(turn.legal) if turn is not None else targets.Choices()
        if self.kind == "battle" and not self.choices.positions and self.choices.pairs:
            self.mode = "redeploy"  # no dragon can attack: swapping is the choice left
        if self.choices.pairs and not self.choices.positions and not self.choices.cards:
            common = set.intersection(*(set(pair) for pair in self.choices.pairs))
            if len(common) == 1 and len(self.choices.pairs) > 1:  # Comet Dragon: it moves
                self.first = common.pop()
        self._rebuild()
        if kept is not None and self.kind == "arrange" and self.targets:
            self.focus = min(kept, len(self.targets) - 1)
            self._rebuild()

    @property
    def wview(self) -> WyvernView | None:
        """The view on screen, if it is Wyvern's."""
        return self.view if isinstance(self.view, WyvernView) else None

    def hand(self) -> list[int]:
        """The cards along the bottom (nothing behind the hot-seat curtain)."""
        view = self.wview
        if view is None or not self.show_private:
            return []
        return targets.hand_cards(view, self.kind)

    def _rebuild(self) -> None:
        view, turn, found = self.wview, self.turn, []
        if turn is None or view is None:
            self.targets = []
            return
        c = self.choices
        hand = self.hand()
        if self.picked_card is not None:
            found = [
                Target("slot", s, pygame.Rect(0, 0, 0, 0))
                for s in targets.free_slots(view, turn.seat)
            ]
        elif self.kind == "battle" and self.mode == "attack" and self.first is not None:
            found = [
                Target("pos", p, pygame.Rect(0, 0, 0, 0)) for p in facts.targets(view, self.first)
            ]
        elif self.first is not None:
            found = [
                Target("pos", p, pygame.Rect(0, 0, 0, 0)) for p in sorted(c.partners(self.first))
            ]
        else:
            found += [
                Target("hand", i, pygame.Rect(0, 0, 0, 0))
                for i, card in enumerate(hand)
                if card in c.cards
            ]
            if self.kind == "battle":
                positions = c.pair_starts() if self.mode == "redeploy" else set(c.positions)
            else:
                positions = set(c.positions) | c.pair_starts()
            found += [Target("pos", p, pygame.Rect(0, 0, 0, 0)) for p in sorted(positions)]
            found += [Target("slot", s, pygame.Rect(0, 0, 0, 0)) for s in sorted(c.slots)]
        focus = self.focus if self.focus is not None and self.focus < len(found) else None
        self.targets = [
            Target(
                t.kind,
                t.ident,
                targets.rect_of(view, t.kind, t.ident, self._raised(focus, found), self.kind),
            )
            for t in found
        ]
        self.focus = focus

    def _raised(self, focus: int | None, found: Sequence[Target]) -> int | None:
        """The hand index drawn raised: the focused or pointed hand card."""
        if focus is not None and found[focus].kind == "hand":
            return found[focus].ident
        return None

    def prompt(self) -> str:
        """What the deciding seat should do now (the turn banner's second line)."""
        if self.turn is None or not self.kind:
            return ""
        if self.picked_card is not None:
            return _("Choose a treasure position beside a row with cards")
        if self.kind == "battle" and self.first is not None and self.mode == "attack":
            return _("Choose the card to attack (Esc: another attacker)")
        if self.kind == "battle" and self.mode == "redeploy":
            return _("Redeploy: choose two of your positions to swap")
        if self.first is not None:
            return _("Choose the position to swap with")
        return _(words.DECISIONS.get(self.kind, ""))

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        """The top-right corner of a seat's box (the scene's thinking sign, clear of its words)."""
        view = self.wview
        bottom = layout.bottom_seat(view.seat if view else None)
        box = layout.seat_box(seat, bottom)
        return (box.right - 18, box.y + 16)

    def show_steps(self, before: Any, after: Any) -> list[Any]:
        """The show of an applied action's events (anim.py)."""
        return anim.steps(before, after, self.sound)

    def held_lines(self, said: str, player: int, after: Any, event: int) -> int:
        """The log's hold-back rule (log.py)."""
        return log.held_lines(said, player, after, event)

    # ------------------------------------------------------------------ choosing
    def button_keys(self) -> list[str]:
        """The decision box's buttons now (Pass rightmost)."""
        if self.turn is None:
            return []
        keys: list[str] = [key for key in ("pass", "pay", "decline") if key in self.choices.buttons]
        if self.kind == "battle" and self.choices.pairs:
            keys.append("attack" if self.mode == "redeploy" else "redeploy")
        return keys

    def press(self, key: str) -> int | None:
        """A button (or its key): an action to send, or a mode switched."""
        if key in ("redeploy", "attack"):
            self.mode = "redeploy" if key == "redeploy" else "attack"
            self.first = None
            self.focus = None
            self.sound("click")
            self._rebuild()
            return None
        action = self.choices.buttons.get(key)
        return None if action is None else self.send([action])

    def pick(self, index: int) -> int | None:
        """Choose the lit target `index`: send an action, or go one step further."""
        target = self.targets[index]
        c = self.choices
        if target.kind == "hand":
            card = self.hand()[target.ident]
            if self.kind == "treasure":
                self.picked_card = target.ident
                return self._step()
            return self.send([c.cards[card]])
        if target.kind == "slot":
            if self.picked_card is not None:
                card = self.hand()[self.picked_card]
                slot_action = next(
                    (a for a in self._slot_actions() if decode(a).slot == target.ident), None
                )
                return self.send([c.cards[card], slot_action] if slot_action else [c.cards[card]])
            return self.send([c.slots[target.ident]])
        pos = target.ident
        if self.kind == "battle" and self.mode == "attack":
            if self.first is None:
                self.first = pos
                return self._step()
            attacker = self.first
            from game.rules.wyvern.actions import TARGET, make

            return self.send([c.positions[attacker][0], make(TARGET, pos)])
        if self.first is not None:
            action = c.partners(self.first).get(pos)
            return None if action is None else self.send([action])
        if pos in c.positions and self.kind != "battle":
            return self.send([c.positions[pos][0]])
        self.first = pos
        return self._step()

    def _slot_actions(self) -> list[int]:
        from game.rules.wyvern.actions import SLOT, make

        view = self.wview
        if view is None or self.turn is None:
            return []
        return [make(SLOT, s) for s in targets.free_slots(view, self.turn.seat)]

    def _step(self) -> int | None:
        """One step further in a compound choice: nothing to send yet."""
        self.focus = None
        self.sound("click")
        self._rebuild()
        return None

    def back(self) -> bool:
        """Esc: undo the latest choice; False when there was none."""
        if self.details:
            self.details = False
        elif self.picked_card is not None:
            self.picked_card = None
        elif self.first is not None and not (self.kind == "comet"):
            self.first = None
        elif self.kind == "battle" and self.mode == "redeploy":
            self.mode = "attack"
        else:
            return False
        self.focus = None
        self._rebuild()
        return True

    def explain_click(self, point: tuple[int, int]) -> None:
        """A click on what is not lit: the engine says why it cannot be chosen."""
        view, turn = self.wview, self.turn
        if view is None or turn is None:
            return
        bottom = layout.bottom_seat(view.seat)
        why = None
        hand = self.hand()
        index = layout.hand_hit(len(hand), point)
        if index is not None and self.kind == "priority":
            why = turn.explain("play", hand[index])
        elif index is not None and self.kind == "treasure":
            slots = targets.free_slots(view, turn.seat)
            why = turn.explain("treasure", hand[index], slots[0] if slots else turn.seat * 4)
        for pos in range(12):
            if layout.position_rect(pos, bottom).collidepoint(point):
                if self.kind == "battle" and self.mode == "attack" and self.first is not None:
                    why = turn.explain("target", self.first, pos)
                elif self.kind == "battle" and self.mode == "attack":
                    why = turn.explain("attack", pos)
                elif self.kind == "battle-window":
                    why = turn.explain("help", pos)
                elif self.kind == "ability-target":
                    why = turn.explain("peek", pos)
        if self.picked_card is not None:
            for slot in range(8):
                if layout.slot_rect(slot, bottom).collidepoint(point):
                    why = turn.explain("treasure", hand[self.picked_card], slot)
        if why is not None:
            self.say(why, error=True)
            self.sound("error")

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> tuple[bool, int | None]:
        """Mouse and keys to choices; (used, action to play)."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return False, None
        if event.type == pygame.KEYDOWN and event.key in DETAILS:
            self.details = not self.details and inspect.inspected(self)[0] is not None
            return True, None
        if self.details and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.details = False
            return True, None
        if self.turn is None or self.busy():
            return False, None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._click(event.pos)
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False, None

    def _click(self, point: tuple[int, int]) -> tuple[bool, int | None]:
        for button in panels.buttons(self.button_keys()):
            if button.rect.collidepoint(point):
                return True, self.press(button.key)
        index = targets.at(self.targets, point)
        if index is not None:
            return True, self.pick(index)
        self.explain_click(point)
        return False, None

    def _key(self, event: pygame.event.Event) -> tuple[bool, int | None]:
        key = event.key
        if key == pygame.K_ESCAPE:
            return self.back(), None
        if key == pygame.K_p and "pass" in self.choices.buttons:
            return True, self.press("pass")
        if key == pygame.K_r and self.kind == "battle" and self.choices.pairs:
            return True, self.press("attack" if self.mode == "redeploy" else "redeploy")
        keys = self.button_keys()
        cycle = len(self.targets) + len(keys)
        if (key in NEXT or key in PREVIOUS) and cycle:
            backwards = key in PREVIOUS or (key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
            step = -1 if backwards else 1
            now = self._cycle_index(keys)
            now = (0 if step > 0 else cycle - 1) if now is None else (now + step) % cycle
            self._set_cycle(now, keys)
            self.sound("focus")
            return True, None
        if key in CONFIRM:
            if self.focus is not None:
                return True, self.pick(self.focus)
            if self.button_focus is not None:
                return True, self.press(self.button_focus)
            if cycle:  # nothing in focus: show the first choice; the next Enter takes it
                self._set_cycle(0, keys)
                self.sound("focus")
                return True, None
        return False, None

    def _cycle_index(self, keys: list[str]) -> int | None:
        if self.focus is not None:
            return self.focus
        if self.button_focus in keys:
            return len(self.targets) + keys.index(self.button_focus)
        return None

    def _set_cycle(self, index: int, keys: list[str]) -> None:
        if index < len(self.targets):
            self.focus, self.button_focus = index, None
            self._rebuild()
        else:
            self.focus, self.button_focus = None, keys[index - len(self.targets)]

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, time: float) -> None:
        """The table, the lit choices, the hand, the panels, the running show, the details."""
        view, data, progress = self.display()
        if not isinstance(view, WyvernView):
            return
        names = [seat.name for seat in self.seats]
        paint.draw_table(surface, view, names, time, anim.hidden(data))
        overlay.draw_reach(surface, self, view, time)
        overlay.draw_hand(surface, self, view, time)
        overlay.draw_targets(surface, self, view, time)
        overlay.draw_hint(surface, self, view, time)
        overlay.draw_top_line(surface, view, names)
        overlay.draw_decision_box(surface, self, view, names)
        card, notes, pile = inspect.inspected(self)
        panels.draw_inspector(surface, card, notes, pile)
        anim.draw(surface, view, data, progress, tuple(names))
        if not self.busy():
            overlay.draw_keyword_tip(surface, self, view)
        if self.details and card is not None and card >= 0:
            panels.draw_details(surface, card, notes)
        panels.draw_message(surface, self.message, self.message_is_error)
