"""The Drakon figure option (digest §7.3, 3rd/4th edition).

Three Blank tiles carry the Drakon icon (tiles.ICON_MIX). The figure waits beside the lair
until the first icon tile is laid; then the seat who laid it puts it in a chamber without a
hero (pending ("drakon", seat, "put", 0); DRAKON_CELL). A hero entering an icon chamber may move
the figure up to 3 chambers ("drakon", seat, "move", steps): each DRAKON_CELL is one step, PASS
stops. Where the figure stops, every hero there is caught: sent to Start, where it discards a
random coin to the hoard (the Knight may cancel that loss [P]). A hero entering the figure's
chamber is caught the same way, before any chamber action.

[P] choices: the figure steps like a hero crossing a chamber mid-Gale (through arrows; Master Key
and Vortex tiles count as open on all sides, but never against an arrow pointing back); it is put
in any hero-free chamber but Start; a caught hero sent to Start takes no coin from it; the
figure's chamber cannot be destroyed or taken by Magical Shift.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import actions, coins
from .board import exits_when_passing
from .tiles import KINDS, START_KIND

if TYPE_CHECKING:
    from .state import DrakonState

MAX_STEPS = 3
START = (0, 0)


def after_placing(s: DrakonState, seat: int, kind: int) -> bool:
    """A tile was laid: the first icon tile brings the figure out. True if it must be put."""
    if s.drakon_on and s.drakon is None and KINDS[kind].icon:
        s.pending = ("drakon", seat, "put", 0)
        return True
    return False


def put_cells(s: DrakonState) -> list[tuple[int, int]]:
    """Where the figure may be put: chambers with no hero on them, Start excluded."""
    occupied = set(s.heroes)
    board = s.board
    return [c for c in s.lair.cells() if c not in occupied and board[c][0] != START_KIND]


def steps(s: DrakonState) -> list[tuple[int, int]]:
    """The figure's next possible steps."""
    if s.drakon is None or s.drakon not in s.board:
        return []
    return sorted(exits_when_passing(s.board, s.drakon))


def offer_move(s: DrakonState, seat: int) -> None:
    """A hero of `seat` entered an icon chamber: it may move the figure."""
    if steps(s):
        s.pending = ("drakon", seat, "move", 0)


def pending_actions(s: DrakonState) -> list[int]:
    """Legal actions of the "drakon" pending decision."""
    pending = s.pending
    assert pending is not None
    if pending[2] == "put":
        return [actions.cell_action(actions.DRAKON_CELL, c) for c in put_cells(s)]
    return [actions.cell_action(actions.DRAKON_CELL, c) for c in steps(s)] + [
        actions.make(actions.PASS, 0)
    ]


def apply(s: DrakonState, pending: tuple[Any, ...], action: int) -> None:
    """Put or step the figure; when it stops, the heroes where it stands are caught."""
    op, payload = actions.split(action)
    seat, mode, done = pending[1], pending[2], pending[3]
    if mode == "put":
        s.drakon = actions.unpack_cell(payload)
        return
    if op == actions.DRAKON_CELL:
        s.drakon = actions.unpack_cell(payload)
        done += 1
        if done < MAX_STEPS and steps(s):
            s.pending = ("drakon", seat, "move", done)
            return
    caught = [h for h in range(s.num_players) if s.heroes[h] == s.drakon]
    s.todo.extend(("caught", h) for h in reversed(caught))  # lowest seat first


def catch(s: DrakonState, hero: int) -> None:
    """The figure caught `hero`: back to Start, and a random coin goes to the hoard."""
    s.heroes[hero] = START
    coins.lose_coin(s, hero, "hoard")


def meets(s: DrakonState, hero: int, cell: tuple[int, int]) -> bool:
    """A hero entering `cell`: caught if the figure is there (True: no chamber action)."""
    if s.drakon is not None and s.drakon == cell:
        catch(s, hero)
        return True
    return False
