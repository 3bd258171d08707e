"""The board between the events of one applied action: the view before it with one event
applied at a time, so the show draws each part over the board as it stood then.

Only the events' public facts are used (a reveal names the cards of its step); what an event
does not say (the next decision, a new round's hands) is taken from the view after the action.
"""

from __future__ import annotations

from dataclasses import replace

from game.rules.dragon_delta.events import Event
from game.rules.dragon_delta.view import HIDDEN, DeltaView


def _with_card(programs, seat: int, slot: int, card: int):
    rows = [list(row) for row in programs]
    if slot < len(rows[seat]):
        rows[seat][slot] = card
    return tuple(tuple(row) for row in rows)


def _reserve(reserves, seat: int, plank: int, add: bool):
    rows = [list(row) for row in reserves]
    for row in rows:
        if plank in row:
            row.remove(plank)
    if add and 0 <= seat < len(rows):
        rows[seat].append(plank)
    return tuple(tuple(sorted(row)) for row in rows)


def replay(view: DeltaView, event: Event, after: DeltaView) -> DeltaView:
    """`view` with `event` applied (`after`: the view once the whole action is done)."""
    kind = event.kind
    if kind == "reveal":
        programs = view.programs
        for seat, card in enumerate(event.cards):
            programs = _with_card(programs, seat, event.step, card)
        return replace(view, programs=programs, step=event.step, blocked=(), acting=-1,
                       phase="resolve", programmer=-1)  # fmt: skip
    if kind == "programmed":
        programs = [list(row) for row in view.programs]
        source = after.programs[event.seat]
        own = event.seat == after.seat or after.revealed
        while len(programs[event.seat]) <= event.slot and event.slot < len(source):
            slot = len(programs[event.seat])
            programs[event.seat].append(source[slot] if own else HIDDEN)
        return replace(view, programs=tuple(tuple(row) for row in programs))
    if kind == "blocked":
        return replace(view, blocked=(*view.blocked, event.seat))
    if kind == "stone":
        return replace(view, stones=tuple(sorted({*view.stones, event.site})),
                       supply=view.supply - 1, acting=event.seat)  # fmt: skip
    if kind == "unstone":
        return replace(view, stones=tuple(s for s in view.stones if s != event.site),
                       supply=view.supply + 1, acting=event.seat)  # fmt: skip
    if kind == "bridge" and event.supports is not None:
        bridges = (*view.bridges, (event.plank, *event.supports))
        reserves = _reserve(view.reserves, event.seat, event.plank, add=False)
        return replace(view, bridges=bridges, reserves=reserves, acting=event.seat)
    if kind == "plank-lost":
        reserves = _reserve(view.reserves, event.seat, event.plank, add=False)
        lost = tuple(sorted({*view.lost, event.plank}))
        return replace(view, lost=lost, reserves=reserves, acting=event.seat)
    if kind == "take":
        bridges = tuple(b for b in view.bridges if b[0] != event.plank)
        reserves = _reserve(view.reserves, event.seat, event.plank, add=True)
        return replace(view, bridges=bridges, reserves=reserves, acting=event.seat)
    if kind in ("move", "jump", "fall"):
        pawns = list(view.pawns)
        pawns[event.seat] = event.target if kind != "fall" else view.colours[event.seat]
        return replace(view, pawns=tuple(pawns), acting=event.seat)
    if kind == "start-player":
        return replace(after, recent=())
    return view
