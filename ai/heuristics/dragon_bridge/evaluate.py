"""Dragon Bridge game knowledge for ISMCTS: an evaluator, a rollout policy, a turn-cut playout.

The searcher (ai/ismcts.py) samples determinizations from the searching seat's own view, so
every function here sees a *full* state (the opponent's hand is a guess the search drew) and
may read the engine's flat internals (`_pos`, `_hands`, `_nest`, `_tasks`...) directly:
building a view per rollout step would cost more than the search itself.

The evaluator scores a position at the start of a turn (the cut the playout makes), in
"squares" (about one square of progress toward the Exit end = 1.0):
  - the mover wins at once when it stands on an Exit tile holding a card with a MOVE;
  - the mover is lost when it stands on a Threatened tile and nothing in hand (plus a READY
    gem's TELEPORT 1) can take it off the Dragon's end;
  - progress toward the Exit end, blended with the flipped board by how close the visible
    wings in the Nest are to the flight threshold (a flight swaps the Exit and Threatened ends);
  - the other seat's threat to escape on its next turn, discounted when the mover can bump it
    off the Exit tiles or make the Dragon fly first; bump threats against a seat near the
    Threatened end;
  - gem economy (READY gems are insurance: TELEPORT 1 or BUMP 1; three buy an item) and items.
"""

from __future__ import annotations

from typing import cast

from game.core.protocol import GameState
from game.rules.dragon_bridge import queries
from game.rules.dragon_bridge.cards import CARD_TYPES, CARD_WINGS, NUM_CARD_TYPES
from game.rules.dragon_bridge.state import DragonBridgeState

# --------------------------------------------------------------------------- card tables

# Any card with a MOVE step escapes when played from an Exit tile (the check runs as the MOVE
# begins; Gem Spark's READY comes first but resolves at once).
ESCAPE_CARDS: frozenset[int] = frozenset(
    card.id for card in CARD_TYPES if any(step == "move" for step, _ in card.effect)
)


def _card_reach(card_id: int) -> tuple[int, int, int, bool]:
    """(total MOVE, total TELEPORT, first BUMP, readies a gem) printed on a card."""
    moves = teleports = bump = 0
    readies = False
    for step, value in CARD_TYPES[card_id].effect:
        if step == "move":
            moves += value
        elif step == "teleport":
            teleports += value
        elif step == "bump" and not bump:
            bump = value
        elif step == "ready":
            readies = True
    return moves, teleports, bump, readies


CARD_REACH: tuple[tuple[int, int, int, bool], ...] = tuple(
    _card_reach(card) for card in range(NUM_CARD_TYPES)
)
SWAP_CARD = next(card.id for card in CARD_TYPES if card.key == "swap")

# ------------------------------------------------------------------------------ weights

WIN = 30.0  # a won / lost position (tanh(30 / 10) ~ 0.995)
PROGRESS = 1.0  # per square toward the Exit end
ON_EXIT = 2.0  # standing on an Exit tile (a MOVE card next turn wins)
NEAR_DANGER = 1.5  # per square inside bump range of the Threatened end
ESCAPE_THREAT = 12.0  # the other seat stands on an Exit tile with a MOVE card
ESCAPE_THREAT_SOFT = 0.35  # ... share of it left when the mover has an answer
READY_GEM = 0.9
DEPLETED_GEM = 0.2
ITEM = 1.2
TYPICAL_BUMP = 2  # what the other seat can usually shove you by
# Probability that the Dragon flies before the position matters, by missing visible wings.
FLIGHT_CHANCE = (1.0, 0.6, 0.45, 0.3, 0.15, 0.08, 0.04)


def flight_chance(missing_wings: int) -> float:
    """Rough chance of a FLIGHT soon when `missing_wings` more visible wings are needed."""
    if missing_wings <= 0:
        return FLIGHT_CHANCE[0]
    if missing_wings >= len(FLIGHT_CHANCE):
        return 0.02
    return FLIGHT_CHANCE[missing_wings]


def _exit_distance(position: int, dragon: int, last: int) -> int:
    """Squares from the Dragon's end: 0 next to the Dragon, `last` at the far (Exit) end."""
    return position if dragon == 0 else last - position


def _squares_to_leave(s: DragonBridgeState, position: int, threatened: frozenset[int]) -> int:
    """Squares toward the Exit end needed to stand off every Threatened tile."""
    step = 1 if s._dragon == 0 else -1
    squares = 0
    while position in threatened:
        position += step
        squares += 1
    return squares


def _best_retreat(s: DragonBridgeState, seat: int) -> int:
    """The farthest `seat` can get toward the Exit end this turn (card plus a gem TELEPORT)."""
    hand = s._hands[seat]
    ready = s._ready[seat]
    exit_direction = 1 - s._dragon
    best = 0
    for card in range(NUM_CARD_TYPES):
        if not hand[card]:
            continue
        if card == SWAP_CARD:
            return 99  # the other wizard is never on the Threatened end at our turn start
        moves, teleports, _, readies = CARD_REACH[card]
        reach = 0
        if moves:
            reach += queries.move_maximum(s, seat, moves, exit_direction)
        if teleports:
            reach += queries.teleport_maximum(s, seat, teleports)
        if ready or readies:
            reach += queries.teleport_maximum(s, seat, 1)
        best = max(best, reach)
    if not best and ready:
        best = queries.teleport_maximum(s, seat, 1)
    return best


def _best_bump(s: DragonBridgeState, seat: int) -> int:
    """The biggest BUMP toward the Dragon `seat` can make this turn (card or READY gem)."""
    hand = s._hands[seat]
    toward = s._dragon
    best = 0
    for card in range(NUM_CARD_TYPES):
        if hand[card] and CARD_REACH[card][2]:
            best = max(best, CARD_REACH[card][2])
    if s._ready[seat]:
        best = max(best, 1)
    if not best:
        return 0
    bonus = sum(amount for _, amount in queries.bump_bonus_sources(s, seat, 1 - seat, toward))
    return queries.mandatory_bump(s, 1 - seat, toward, best + bonus)


def _can_force_flight(s: DragonBridgeState, seat: int, missing: int) -> bool:
    """True when one card from `seat`'s hand adds the missing visible wings."""
    hand = s._hands[seat]
    return any(hand[card] and CARD_WINGS[card] >= missing for card in range(NUM_CARD_TYPES))


def _place_value(x: int, last: int, exits: int, danger_reach: int) -> float:
    """Worth of standing `x` squares from the Dragon's end on an unflipped board."""
    value = PROGRESS * x
    if x > last - exits:
        value += ON_EXIT
    # Within a shove of the Threatened end: the other seat may bump us in.
    gap = x - 4  # squares beyond the last default Threatened tile
    if 0 < gap <= danger_reach:
        value -= NEAR_DANGER * (danger_reach + 1 - gap) / danger_reach
    return value


def evaluate(state: GameState, seat: int) -> float:
    """How good `state` is for `seat`, in squares (positive = better); exactly antisymmetric."""
    s = cast(DragonBridgeState, state)  # the searchers hand us full engine states
    if s.is_terminal():
        returns = s.returns()
        return WIN * returns[seat]
    mover = s._active
    value = _mover_value(s, mover)
    return value if seat == mover else -value


def _mover_value(s: DragonBridgeState, mover: int) -> float:
    """The evaluation from the mover's side (the seat whose turn is running)."""
    other = 1 - mover
    pos = s._pos
    hands = s._hands
    exits = queries.exit_tiles(s)
    threatened = queries.threatened_tiles(s)
    layout = s._layout
    last = layout.last
    dragon = s._dragon
    mover_hand = hands[mover]
    at_turn_start = bool(s._tasks) and s._tasks[-1][0] == "action"

    # 1. Decided at once: escape now, or stuck on the Dragon's end.
    if at_turn_start:
        if pos[mover] in exits and any(mover_hand[c] for c in ESCAPE_CARDS):
            return WIN
        if pos[mover] in threatened:
            if _best_retreat(s, mover) < _squares_to_leave(s, pos[mover], threatened):
                return -WIN

    # 2. Progress, blended with the flipped board by the chance of a flight.
    missing = queries.flight_threshold(s) - queries.visible_wings(s)
    flying = flight_chance(missing)
    x_mover = _exit_distance(pos[mover], dragon, last)
    x_other = _exit_distance(pos[other], dragon, last)
    reach = TYPICAL_BUMP
    value = 0.0
    for weight, flip in ((1.0 - flying, False), (flying, True)):
        if weight <= 0.0:
            continue
        xm = last - x_mover if flip else x_mover
        xo = last - x_other if flip else x_other
        value += weight * (
            _place_value(xm, last, len(exits), reach) - _place_value(xo, last, len(exits), reach)
        )

    # 3. The other seat's escape next turn, unless the mover bumps it off or makes the Dragon fly.
    if pos[other] in exits and any(hands[other][c] for c in ESCAPE_CARDS):
        x_other_now = _exit_distance(pos[other], dragon, last)
        off_exit = x_other_now - (last - len(exits))  # squares of shove that clear the Exit zone
        answer = _best_bump(s, mover) >= off_exit or _can_force_flight(s, mover, missing)
        value -= ESCAPE_THREAT * (ESCAPE_THREAT_SOFT if answer else 1.0)
    if pos[mover] in exits and any(mover_hand[c] for c in ESCAPE_CARDS) and not at_turn_start:
        value += ESCAPE_THREAT * ESCAPE_THREAT_SOFT

    # 4. Gem economy and items.
    ready = s._ready
    depleted = s._depleted
    items = s._items
    value += READY_GEM * (ready[mover] - ready[other])
    value += DEPLETED_GEM * (depleted[mover] - depleted[other])
    value += ITEM * (len(items[mover]) - len(items[other]))
    return value
