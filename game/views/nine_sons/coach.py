"""The Nine Sons coach's sentence about a move, in the evaluator's own terms.

ai/heuristics/nine_sons/evaluate.py scores points and tamed sons first, then stacks: a
two-dice stack you top on a son is tempo (you may complete it first), a three-dice stack
waiting on a yellow son is a tame in waiting, and a stack you top is yours to move. The sentence
names the strongest of these the move changes: a son tamed, a stack of the other seat's broken
up before it tames, a two-dice stack readied, stacks taken over, or dice kept in hand.
Nine Sons hides nothing, so the position is the real one.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.protocol import Action, GameState
from game.core.text import N_, Message, Nn_
from game.rules.nine_sons import CARDS, NineSonsView
from game.rules.nine_sons.board import SLOT_SQUARES


def _son(card: int) -> Message:
    return Message.of(CARDS[card].name)


def _loaded(view: NineSonsView, seat: int) -> set[int]:
    """Cards (of positive worth) where `seat` tops a two-dice stack: a tame it may complete."""
    found = set()
    for slot, squares in enumerate(SLOT_SQUARES):
        card = view.slots[slot]
        if card is None or CARDS[card].points <= 0:
            continue
        for square in squares:
            stack = view.stacks[square]
            if len(stack) == 2 and stack[-1][0] == seat:
                found.add(card)
    return found


def _topped(view: NineSonsView, seat: int) -> int:
    """How many stacks `seat`'s die tops."""
    return sum(1 for stack in view.stacks if stack and stack[-1][0] == seat)


def explain_move(state: GameState, action: Action, info: Mapping[str, Any]) -> Message | None:
    """One sentence on why `action` is the coach's move (None when nothing stands out)."""
    seat = state.current_player()
    if seat < 0:
        return None
    other = 1 - seat
    before: NineSonsView = state.view(None)  # type: ignore[assignment]
    after_state = state.clone()
    after_state.apply_action(action)
    after: NineSonsView = after_state.view(None)  # type: ignore[assignment]
    tamed = [card for card in after.tamed[seat] if card not in before.tamed[seat]]
    ready = sorted(_loaded(after, seat) - _loaded(before, seat), key=lambda c: -CARDS[c].points)
    if tamed:
        son = tamed[0]
        if ready:
            return Message.of(
                N_("Tames {son} and leaves a two-dice stack ready on {other}."),
                son=_son(son),
                other=_son(ready[0]),
            )
        forms = Nn_("Tames {son}, worth {points} point.", "Tames {son}, worth {points} points.")
        return Message.counted(forms, "points", son=_son(son), points=CARDS[son].points)
    broken = sorted(_loaded(before, other) - _loaded(after, other), key=lambda c: -CARDS[c].points)
    if broken:
        return Message.of(
            N_("Breaks up the other side's stack on {son} before it can tame it."),
            son=_son(broken[0]),
        )
    if ready:
        return Message.of(
            N_("Leaves a two-dice stack on {son}, ready to tame it next turn."), son=_son(ready[0])
        )
    gained = _topped(after, seat) - _topped(before, seat)
    if gained > 0:
        forms = Nn_("Takes the top of {count} more stack.", "Takes the top of {count} more stacks.")
        return Message.counted(forms, "count", count=gained)
    if len(after.hands[seat]) == len(before.hands[seat]):
        return Message.of(N_("Moves a stack instead of spending a die from your hand."))
    return Message.of(N_("The least harmful move here: every other one gives away more."))
