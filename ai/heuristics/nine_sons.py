"""Nine Sons game knowledge for the searchers: an evaluator, a move ordering and the levels.

The evaluator is deliberately cheap (node rate matters more than finesse): points and tamed-card
count, who controls which stacks (only the top die's owner may move a stack), loaded 2-stacks
on valuable cards as tempo for the side to move, 3-stacks waiting on a yellow card, Yazi
danger, dice in hand, and the no-legal-move loss. It reads the engine's flat internals directly
(`_stacks`, `_slots`...) because building a view per leaf would cost more than the search.
Units: 100 = one card point.
"""

from __future__ import annotations

from ai.minimax import AlphaBetaBot
from ai.protocol import Bot, SearchBudget
from game.core.protocol import Action, GameState
from game.rules.nine_sons.actions import MOVE_FLAG
from game.rules.nine_sons.board import SLOT_OF, SLOT_SQUARES
from game.rules.nine_sons.cards import (
    CARD_EFFECT,
    CARD_POINTS,
    EFFECT_EXACTLY_THREE,
    EFFECT_FOUR_OR_MORE,
    EFFECT_HIGH_TOP,
)

POINT = 100.0
TAMED_CARD = 12.0  # the tie-break: more cards wins a points tie
CONTROL = (0.0, 6.0, 10.0, 8.0)  # a stack you top, by height (taller ones travel further)
LOADED_TEMPO = 30.0  # per card point: a 2-stack the side to move may complete first
WAITING_YELLOW = 45.0  # per card point: your 3-stack waiting on a yellow card
HAND_DIE = 3.0
STUCK = 400.0  # no die in hand and no stack to move: losing at the start of your turn

# Pulao's printed value dominates a 2-stack's worth; Yazi's -1 makes a loaded Yazi a trap.
_VALUE = tuple(float(points) for points in CARD_POINTS)


def evaluate(state: GameState, seat: int) -> float:
    """How good `state` is for `seat` (positive = better), in points x 100."""
    s = state  # the engine's internals, read-only
    scores = s._scores  # type: ignore[attr-defined]
    tamed = s._tamed  # type: ignore[attr-defined]
    other = 1 - seat
    value = POINT * (scores[seat] - scores[other])
    value += TAMED_CARD * (len(tamed[seat]) - len(tamed[other]))

    slots = s._slots  # type: ignore[attr-defined]
    stacks = s._stacks  # type: ignore[attr-defined]
    mover = s._active  # type: ignore[attr-defined]
    sign_mover = 1.0 if mover == seat else -1.0
    controlled = [0, 0]
    control = 0.0
    for slot in range(6):
        card = slots[slot]
        if card < 0:
            continue
        left, right = SLOT_SQUARES[slot]
        points = _VALUE[card]
        effect = CARD_EFFECT[card]
        left_stack, right_stack = stacks[left], stacks[right]
        total = len(left_stack) + len(right_stack)
        for stack, other_stack in ((left_stack, right_stack), (right_stack, left_stack)):
            height = len(stack)
            if not height:
                continue
            top = stack[-1]
            owner = top >> 3
            controlled[owner] += 1
            control += CONTROL[height] if owner == seat else -CONTROL[height]
            if height == 2:
                # Whoever moves next is the likelier one to drop the third die on top.
                if effect == EFFECT_HIGH_TOP or (effect == EFFECT_EXACTLY_THREE and other_stack):
                    continue
                value += sign_mover * LOADED_TEMPO * points
            elif height == 3:
                # An untamed 3-stack sits on a yellow card: it tames when the condition turns.
                if effect == EFFECT_FOUR_OR_MORE and total == 3:
                    gain = WAITING_YELLOW * points
                elif effect == EFFECT_EXACTLY_THREE and total > 3:
                    gain = 0.5 * WAITING_YELLOW * points
                elif effect == EFFECT_HIGH_TOP and (top & 7) < 5:
                    gain = 0.0  # this stack can never tame Chaofeng as it stands
                else:
                    gain = 0.0
                value += gain if owner == seat else -gain
    value += control

    hands = s._hands  # type: ignore[attr-defined]
    mine, theirs = hands[seat].bit_count(), hands[other].bit_count()
    value += HAND_DIE * (mine - theirs)
    if not mine and not controlled[seat]:
        value -= STUCK
    if not theirs and not controlled[other]:
        value += STUCK
    return value


def order_moves(state: GameState, actions: list[Action]) -> list[Action]:
    """Moves that make a 3-stack with the mover's die on top first, then moves, then places."""
    stacks = state._stacks  # type: ignore[attr-defined]
    slots = state._slots  # type: ignore[attr-defined]
    scored: list[tuple[float, Action]] = []
    for action in actions:
        if action & MOVE_FLAG:
            length = (action >> 4) & 3
            last = (action >> (2 + 4 * length)) & 15  # the square the mover's own die lands on
            key = 1.0
            if len(stacks[last]) == 2:
                key += 10.0 + 5.0 * CARD_POINTS[slots[SLOT_OF[last]]]
            scored.append((-key, action))
        elif action < 72:
            scored.append((0.0, action))
        else:
            scored.append((-100.0, action))  # tame / award decisions: few, and forced anyway
    scored.sort(key=lambda item: item[0])
    return [action for _, action in scored]


# Depth / node limits keep arena runs reproducible; the time caps keep the UI responsive on
# slow machines. Nodes: this evaluator and engine run at roughly 40-60k nodes/s here.
LEVEL_SETTINGS: dict[str, dict] = {
    "easy": {"depth": 1, "noise": 120.0, "nodes": None, "time_s": 1.0},
    "normal": {"depth": 2, "noise": 0.0, "nodes": None, "time_s": 1.0},
    "hard": {"depth": 64, "noise": 0.0, "nodes": 8_000, "time_s": 1.5},
    "master": {"depth": 64, "noise": 0.0, "nodes": 30_000, "time_s": 3.0},
}


def make_level_bot(level: str) -> tuple[Bot, SearchBudget]:
    """The alpha-beta bot and budget of one difficulty level."""
    settings = LEVEL_SETTINGS[level]
    bot = AlphaBetaBot(
        evaluator=evaluate,
        ordering=order_moves,
        noise=settings["noise"],
        name=f"nine-sons-{level}",
    )
    budget = SearchBudget(
        time_s=settings["time_s"], iterations=settings["nodes"], depth=settings["depth"]
    )
    return bot, budget
