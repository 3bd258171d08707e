"""Any Dragon Delta position built directly (DeltaState.from_position), for tests and puzzles.

Keywords (all optional; names as in action texts):
    pawns      per seat a position text: "V0" or a plank code ("red-4"); default home
    stones     site names with a stone ("A1", or "@3,-8" on the open river)
    bridges    {plank code: "A1-B2"} bridges on the board
    reserves   per seat the plank codes it holds (default: its own planks not on the board
               nor lost)
    lost       plank codes gone to the water
    supply     stones left (default 27 minus the stones on the board)
    start      the start player (default 0); round (default 1)
    programs   per seat its programmed card codes ("move-2", "dragon-red"...). Incomplete
               programs: the position is in programming, the first seat (from the start
               player, clockwise) with fewer than five cards is programming. Complete programs
               and `step` k: step k is revealed and resolved from the start player on
               (cards before k count as played), stopping at the first decision.
    open_river, assisted   the options (taken by DeltaState.from_position)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import actions, resolve
from .cards import CARD_CODES, PLANKS, PROGRAM, STONES, plank_code

if TYPE_CHECKING:
    from .state import DeltaState

_PLANK = {plank_code(p): p for p in range(PLANKS)}


def from_position(
    s: DeltaState,
    pawns: list[str] | None = None,
    stones: list[str] | None = None,
    bridges: dict[str, str] | None = None,
    reserves: list[list[str]] | None = None,
    lost: list[str] | None = None,
    supply: int | None = None,
    start: int = 0,
    round: int = 1,
    programs: list[list[str]] | None = None,
    step: int = 0,
) -> DeltaState:
    """`s` (a fresh state) set to the position described (see the module docstring)."""
    layout = s.layout
    for name in stones or []:
        s.stone[layout.index[name]] = 1
    s.supply = STONES - len(stones or []) if supply is None else supply
    for code, text in (bridges or {}).items():
        a, b = actions.read_pair(text, layout)
        s.ends[_PLANK[code]] = (min(a, b), max(a, b))
    for code in lost or []:
        s.lost[_PLANK[code]] = 1
    for p in range(PLANKS):
        if s.ends[p] is not None or s.lost[p]:
            s.holder[p] = -1
    if reserves is not None:
        s.holder = [-1] * PLANKS
        for seat, codes in enumerate(reserves):
            for code in codes:
                s.holder[_PLANK[code]] = seat
    if pawns is not None:
        s.pos = [actions.read_position(text) for text in pawns]
    s.start = start
    s.round = round
    resolve.start_round(s)
    for seat, codes in enumerate(programs or []):
        s.programs[seat] = [CARD_CODES.index(code) for code in codes]
    if all(len(p) == PROGRAM for p in s.programs):
        s.phase = resolve.RESOLVING
        resolve.begin_step(s, step)
    else:
        s.programmer = next(
            offset
            for offset in range(s.num_players)
            if len(s.programs[(start + offset) % s.num_players]) < PROGRAM
        )
    s._legal = None
    return s
