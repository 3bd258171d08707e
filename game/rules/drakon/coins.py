"""Drakon coins: the hoard, coins on Start and in front of each seat, plain or valued.

Every coin has a value (all 1 in the seed edition). A place holding coins is a seat (an int),
``"start"`` or ``"hoard"``. With valued coins (3rd/4th-edition option) the coins lie face down:
a coin taken at random (Find a Gold, Start, steals, Drakon's Due, the Drakon figure) is a
COIN chance node over the values its source holds, each outcome weighted by how many coins of
that value are there. Only the two seats a coin passes between ever see its value (view.py
masks the COIN text for the others); everyone sees how many coins each place holds.

Counts live in `state.coins` / `state.start_coins` / `state.hoard` (the public numbers) and the
values in `state.vals` (per seat, sorted), `state.start_vals` and `state.hoard_vals` (a count per
value, index = value).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.protocol import Rng

from . import actions

if TYPE_CHECKING:
    from .state import DrakonState

PLAIN_COINS: dict[int, int] = {1: 30}  # [P] Q2: 30 coins worth 1
VALUED_COINS: dict[int, int] = {1: 12, 2: 10, 3: 6}  # [P] §1.2: 28 coins, 50 gold in all
PLAIN_TARGET = 5
VALUED_TARGET = 10
MAX_VALUE = 3
KNIGHT = 4  # hero id (heroes.py imports this module, so the id is repeated here)
REASON_COINS = "coins"
"""The end reason key of a seat reaching the target (ending.py words its arguments)."""

Place = int | str
"""Where coins lie: a seat, "start" or "hoard"."""


def composition(valued: bool) -> dict[int, int]:
    """value -> number of coins of the whole game."""
    return VALUED_COINS if valued else PLAIN_COINS


def hoard_counts(valued: bool, total: int | None = None) -> list[int]:
    """The full hoard as a count per value (index = value); `total` trims a plain hoard."""
    counts = [0] * (MAX_VALUE + 1)
    for value, count in composition(valued).items():
        counts[value] = count
    if total is not None and not valued:
        counts[1] = total
    return counts


def gold(s: DrakonState, seat: int) -> int:
    """The gold a seat holds (its coin count when coins are plain)."""
    return sum(s.vals[seat])


def knight_guards(s: DrakonState, seat: int) -> bool:
    """True if `seat` plays the Knight and may still cancel a coin loss."""
    return s.heroes_on and s.hero_of[seat] == KNIGHT and not s.used[seat]


def _count(s: DrakonState, place: Place) -> int:
    if isinstance(place, int):
        return s.coins[place]
    return s.hoard if place == "hoard" else s.start_coins


def values_at(s: DrakonState, place: Place) -> list[tuple[int, int]]:
    """(value, how many) of the coins at `place`, by value."""
    if place == "hoard":
        return [(v, n) for v, n in enumerate(s.hoard_vals) if n]
    found = s.vals[place] if isinstance(place, int) else s.start_vals
    return [(v, found.count(v)) for v in sorted(set(found))]


def take(s: DrakonState, source: Place, seat: int) -> None:
    """`seat` takes a coin from the hoard or Start (nothing if there is none)."""
    if _count(s, source):
        move_coin(s, source, seat)


def lose_coin(s: DrakonState, victim: int, dest: Place) -> None:
    """`victim` would lose a random coin to `dest`: its Knight may first cancel the loss."""
    if not s.coins[victim]:
        return
    if knight_guards(s, victim):
        s.pending = ("knight", victim, dest)
        return
    move_coin(s, victim, dest)


def move_coin(s: DrakonState, source: Place, dest: Place) -> None:
    """Move one coin; valued coins are picked at random (a COIN chance node)."""
    if s.valued:
        s.pending = ("coin", source, dest)
        return
    transfer(s, source, dest, 1)


def coin_outcomes(s: DrakonState) -> list[tuple[int, float]]:
    """The COIN chance node: one outcome per value at the source, weighted by count."""
    pending = s.pending
    assert pending is not None
    found = values_at(s, pending[1])
    total = sum(n for _, n in found)
    return [(actions.make(actions.COIN, v), n / total) for v, n in found]


def transfer(s: DrakonState, source: Place, dest: Place, value: int) -> None:
    """Move a coin of `value` from `source` to `dest`; a seat reaching the target wins."""
    if isinstance(source, int):
        s.coins[source] -= 1
        s.vals[source].remove(value)
    elif source == "hoard":
        s.hoard -= 1
        s.hoard_vals[value] -= 1
    else:
        s.start_coins -= 1
        s.start_vals.remove(value)
    s.progress = True
    if isinstance(dest, int):
        s.coins[dest] += 1
        s.vals[dest].append(value)
        s.vals[dest].sort()
        if not s.escape and gold(s, dest) >= s.target:  # R8: checked after every gain
            s.finish((dest,), REASON_COINS)
    elif dest == "hoard":
        s.hoard += 1
        s.hoard_vals[value] += 1
    else:
        s.start_coins += 1
        s.start_vals.append(value)
        s.start_vals.sort()


def seen_by(source: Place, dest: Place) -> tuple[int, ...]:
    """The seats allowed to read a COIN value: the seats it leaves and reaches."""
    return tuple(p for p in (source, dest) if isinstance(p, int))


def resample_values(twin: DrakonState, player: int, rng: Rng) -> None:
    """Deal the coin values `player` cannot see anew (valued coins only).

    The seat knows its own values, every place's count and the game's composition; the other
    coins (other seats, Start, hoard) are exchangeable to it, so they are shuffled together.
    [P] A seat does not remember the values of coins it gave away (stolen, put on Start).
    """
    if not twin.valued:
        return
    pool: list[int] = []
    for value, count in composition(True).items():
        pool.extend([value] * (count - twin.vals[player].count(value)))
    rng.shuffle(pool)
    for seat in range(twin.num_players):
        if seat != player:
            size = twin.coins[seat]
            twin.vals[seat] = sorted(pool[:size])
            pool = pool[size:]
    twin.start_vals = sorted(pool[: twin.start_coins])
    pool = pool[twin.start_coins :]
    twin.hoard_vals = [pool.count(v) for v in range(MAX_VALUE + 1)]
