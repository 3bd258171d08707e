"""A uniformly random game to its end, for a search's rollouts: `random_playout(state, rng)`.

ai.mcts.Playout's loop with its default policy plays every decision as
`rng.choice(state.legal_actions())` and every chance node as `sample_chance(state, rng)`. This
plays the same game (the same actions, the same draws from `rng`, the same final state and
returns) without that loop's per-step work: the copy of the legal list, the legality check of
`apply_action`, its dispatch, and the legal list itself on a place or move turn.

How the legal list is skipped: `legal_actions()` lists the places first (by value, then square)
and then the moves (generate_actions' order). The places are every die in hand on every empty
square that has a card, so their count is a product and the k-th one is found by arithmetic;
only the moves are listed (generate_actions with an empty hand). `rng.choice(range(n))` takes
the same single draw (`_randbelow(n)`) as `rng.choice` of any n-long list, so the index drawn
is the one the loop would have drawn. The moves of the next seat are listed as its turn
begins, so they also answer the turn start's "can it act at all" check (turns.py
`_has_legal_action`). The turn passing and the checks of a turn start (repetition, turn limit,
no legal action) are turns.py's, written out; tames, tame decisions, refills and the end of the
game go through the state's own code. While turns pass, the counters, the hash and the seat to
act live in local variables, written back when a tame or the end stops the run of turns. Nine
Sons keeps no event log, so a search's copy needs no quiet mode here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.protocol import sample_chance

from .board import FACES, NUM_SQUARES, SLOT_OF, Z_ACTIVE_ONE
from .fastpath import _PARTNER, _SLOT_BIT, _SLOTS_IN_MASK, _Z_HAND_FLAT, _ZS, _sow
from .moves import decision_actions, find_tames_in, generate_actions
from .phases import (
    DECIDE,
    OVER,
    PLAY,
    REASON_NO_MOVE,
    REASON_REPETITION,
    REASON_TURN_LIMIT,
    TURN_LIMIT,
)

if TYPE_CHECKING:
    from .state import NineSonsState

_SQUARES = range(NUM_SQUARES)
# The faces in a hand mask (bit v = the die showing v), ascending: the order of the places.
_HAND_FACES: tuple[tuple[int, ...], ...] = tuple(
    tuple(face for face in FACES if mask >> face & 1) for mask in range(128)
)


def random_playout(state: NineSonsState, rng: Any) -> list[float]:
    """Play `state` to its end as ai.mcts.Playout does with its default policy; its returns.

    `rng` is a random.Random; `state` is changed in place (a search's scratch copy)."""
    choice = rng.choice
    while True:
        phase = state._phase
        if phase == PLAY:
            _play_turns(state, choice)
        elif phase == DECIDE:
            state.apply_action(choice(decision_actions(state._pending)))
        elif phase == OVER:
            return state.returns()
        else:
            state.apply_action(sample_chance(state, rng))


def _play_turns(state: NineSonsState, choice: Any) -> None:
    """Random place and move turns from the start of a turn, until one of them tames a card
    (the state's code resolves it) or the game ends at a turn start."""
    stacks = state._stacks
    hands = state._hands
    slots = state._slots  # only a tame changes the cards, and a tame leaves this loop
    rep = state._rep  # likewise: only a tame replaces the repetition table
    pulao = state._incoming_pulao
    stack_top = state._stack_top
    # The squares under a card (only those take a die from the hand when empty).
    carded = [square for square in _SQUARES if slots[SLOT_OF[square]] >= 0]
    player = state._active
    h = state._hash
    key = -1  # no turn has begun here yet (a clone may not have `_turn_key` set)
    turns = state._turns
    plies = state._plies
    action = state._last
    state._legal = None
    state._pending = []  # never read before a tame replaces it: what each turn leaves
    while True:
        # The options of `player`, whose turn has begun (at position `key`): places first,
        # then moves.
        hand = hands[player]
        empties = [square for square in carded if not stacks[square]] if hand else []
        moves = generate_actions(slots, stacks, 0, player, pulao, stack_top)
        places = len(empties) * hand.bit_count()
        if not places and not moves:
            reason = REASON_NO_MOVE
            break
        index = choice(range(places + len(moves)))
        if index < places:
            # fastpath._place with the action worked out from the index.
            row, column = divmod(index, len(empties))
            value = _HAND_FACES[hand][row]
            square = empties[column]
            action = (value - 1) * 12 + square
            hands[player] = hand & ~(1 << value)
            die = player * 8 + value
            stacks[square] = (die,)
            h ^= _Z_HAND_FLAT[die] ^ _ZS[square * 48 + die]
            touched = _SLOT_BIT[square]
            maybe_tame = len(stacks[_PARTNER[square]]) == 3
        else:
            action = moves[index - places]
            h, touched, maybe_tame = _sow(stacks, action, h)
        turns += 1
        plies += 1
        if maybe_tame:
            pending = find_tames_in(slots, stacks, _SLOTS_IN_MASK[touched])
            if pending:
                _store(state, turns, plies, action, player, h, key)
                state._pending = pending
                state._resolve()
                return
        # turns.py _end_turn and _start_turn, written out; their no-legal-action check is the
        # count of options above.
        player ^= 1
        h = key = h ^ Z_ACTIVE_ONE
        count = rep.get(h, 0) + 1
        rep[h] = count
        if count >= 3:
            reason = REASON_REPETITION
            break
        if turns >= TURN_LIMIT:
            reason = REASON_TURN_LIMIT
            break
    _store(state, turns, plies, action, player, h, key)
    if reason == REASON_NO_MOVE:
        state._finish(reason, loser=player)
    else:
        state._finish(reason)


def _store(
    state: NineSonsState, turns: int, plies: int, last: int, active: int, h: int, key: int
) -> None:
    """Write back the fields _play_turns keeps in local variables while it plays."""
    state._turns = turns
    state._plies = plies
    state._last = last
    state._active = active
    state._hash = h
    if key >= 0:
        state._turn_key = key
