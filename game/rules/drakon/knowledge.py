"""Who knows which hidden Drakon tile is where: tiles seen going into a hand, and the face-down
tiles under the pile.

Hands are hidden, but some of their tiles are known. `state.known[seat]` lists the tiles
EVERYONE saw go into `seat`'s hand (Magical Shift takes a chamber off the map). `state.private[viewer][seat]` lists the tiles only
`viewer` knows `seat` holds: the robbed seat of a Map Chamber or Barbarian snatch knows which
of its tiles the taker got (seed: the tile is taken from its hand), and a Dwarf knows who drew
the tiles it put back. A seat's own hand is never listed (it sees it whole).

Under the pile (`state.bottom`, drawn in order once the shuffled pile is gone) each tile has a
witness in `state.bottom_seen`: -1 when everyone saw it (a destroyed chamber), else the one seat
that did (the Dwarf returns its tiles face down: nobody else learns which).

A known tile stops being known once the holder may have given it up: laid (the others see a
tile of that kind leave), or lost or returned where nobody else could tell which tile went.
`private` is a tuple of tuples (replaced, never changed in place) so clones share it for free.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .ending import TILE_WEIGHTS

if TYPE_CHECKING:
    from .state import DrakonState

PUBLIC = -1
"""The witness of a face-down tile everyone saw go under the pile."""

Private = tuple[tuple[tuple[int, ...], ...], ...]


_NOBODY: dict[int, Private] = {}


def nobody_knows(players: int) -> Private:
    """The empty `private` table of `players` seats: one table per seat count, so `laid` can
    tell "nobody knows anything" by identity (`_set` hands it back once a table empties)."""
    table = _NOBODY.get(players)
    if table is None:
        table = _NOBODY[players] = tuple(tuple(() for _ in range(players)) for _ in range(players))
    return table


def held(s: DrakonState, viewer: int | None, seat: int) -> list[int]:
    """The tiles `viewer` knows `seat` holds (a spectator, None, knows the public ones)."""
    if viewer is None or viewer == seat:
        return list(s.known[seat]) if viewer is None else []
    return list(s.known[seat]) + list(s.private[viewer][seat])


def _set(s: DrakonState, viewer: int, seat: int, tiles: list[int]) -> None:
    rows = [list(row) for row in s.private]
    rows[viewer][seat] = tuple(sorted(tiles))
    table = tuple(tuple(row) for row in rows)
    s.private = nobody_knows(len(rows)) if not any(map(any, table)) else table


def learn(s: DrakonState, viewer: int, seat: int, kind: int) -> None:
    """`viewer` alone saw a tile of `kind` go into `seat`'s hand."""
    if viewer != seat:
        _set(s, viewer, seat, [*s.private[viewer][seat], kind])


def laid(s: DrakonState, seat: int, kind: int) -> None:
    """`seat` was seen to give up a tile of `kind`: everyone's count of known ones drops by one
    (a public one if there is one, else each viewer's own)."""
    if kind in s.known[seat]:
        s.known[seat].remove(kind)
        return
    private = s.private
    if private is _NOBODY.get(len(private)):  # nearly always: nobody knows a tile privately
        return
    for viewer, row in enumerate(private):
        if kind in row[seat]:
            tiles = list(row[seat])
            tiles.remove(kind)
            _set(s, viewer, seat, tiles)


def blur(s: DrakonState, seat: int) -> None:
    """A tile left `seat`'s hand unseen: nobody else can tell what remains, so everyone
    forgets what they knew of that hand."""
    s.known[seat] = []
    for viewer in range(s.num_players):
        if s.private[viewer][seat]:
            _set(s, viewer, seat, [])


def snatched(s: DrakonState, taker: int, victim: int, kind: int) -> None:
    """`taker` took a random tile of `kind` from `victim` (Map Chamber, Barbarian): the two of
    them saw it, nobody else can tell which tile went."""
    mine = held(s, taker, victim)
    if kind in mine:
        mine.remove(kind)
    blur(s, victim)
    _set(s, taker, victim, mine)
    learn(s, victim, taker, kind)


def bury(s: DrakonState, kind: int, witness: int = PUBLIC) -> None:
    """Put a tile face down under the pile, seen by `witness` (PUBLIC: everyone)."""
    s.bottom.append(kind)
    s.bottom_seen.append(witness)


def unbury(s: DrakonState, seat: int) -> None:
    """`seat` draws the top tile of those under the pile (no chance: their order is fixed); the
    Dwarf who put it there knows where it went. [P] A destroyed chamber drawn back is not
    tracked as known (as before issue 11: the seats' memory of it is not modelled)."""
    kind, witness = s.bottom.pop(0), s.bottom_seen.pop(0)
    s.hands[seat][kind] += 1
    s.tiles_code += TILE_WEIGHTS[seat][kind]
    if witness != PUBLIC:
        learn(s, witness, seat, kind)


def bottom_for(s: DrakonState, viewer: int | None) -> tuple[int, ...]:
    """The tiles under the pile as `viewer` sees them: -1 for one it did not see go there."""
    return tuple(
        kind if witness in (PUBLIC, viewer) else -1
        for kind, witness in zip(s.bottom, s.bottom_seen, strict=True)
    )


def unseen_bottom(s: DrakonState, viewer: int) -> list[int]:
    """Positions under the pile whose tile `viewer` did not see."""
    return [i for i, witness in enumerate(s.bottom_seen) if witness not in (PUBLIC, viewer)]
