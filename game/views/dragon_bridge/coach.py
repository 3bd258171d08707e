"""The Dragon Bridge coach's sentence about a move, in the evaluator's own terms.

ai/heuristics/dragon_bridge/evaluate.py weighs, in squares: an escape, being stuck on the
Threatened end, each square toward the Exit end (against the rival's), standing on an Exit tile
with a MOVE card, the rival's escape threat, and READY gems and items. The sentence names the
strongest of these that the move and its own follow-up steps (the card's direction and
distance, from the coach's line) change. The position is one the seat cannot tell from the
real one (the rival's hand and the deck redealt), so nothing hidden leaks into the words.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.protocol import Action, GameState
from game.core.text import N_, Message, Nn_
from game.rules.dragon_bridge import BridgeView
from game.views.coach_panel import after_own_line


def _to_exit(view: BridgeView, seat: int) -> int:
    """Squares between `seat` and the far end of the bridge from the Dragon."""
    position = view.positions[seat]
    return view.length - 1 - position if view.dragon_side == 0 else position


def explain_move(state: GameState, action: Action, info: Mapping[str, Any]) -> Message | None:
    """One sentence on why `action` is the coach's move (None when nothing stands out)."""
    seat = state.current_player()
    if seat not in (0, 1):
        return None
    rival = 1 - seat
    before: BridgeView = state.view(seat)  # type: ignore[assignment]
    world = after_own_line(state, action, info)
    if world.is_terminal():
        if world.returns()[seat] > 0:
            return Message.of(N_("Escapes off the bridge: this wins the game."))
        return None
    after: BridgeView = world.view(seat)  # type: ignore[assignment]
    if before.dragon_side != after.dragon_side:
        return Message.of(N_("Makes the Dragon fly: the bridge turns and the Exit changes ends."))
    if (
        before.positions[seat] in before.threatened
        and after.positions[seat] not in after.threatened
    ):
        return Message.of(N_("Gets you off the Threatened end before the Dragon strikes."))
    progress = _to_exit(before, seat) - _to_exit(after, seat)
    shove = _to_exit(after, rival) - _to_exit(before, rival)
    if before.positions[rival] in before.exits and after.positions[rival] not in after.exits:
        return Message.of(N_("Bumps your rival off the Exit tiles before it can escape."))
    if after.positions[seat] in after.exits and before.positions[seat] not in before.exits:
        return Message.of(N_("Puts you on an Exit tile: a MOVE card next turn escapes."))
    if progress > 0 and shove > 0:
        forms = Nn_(
            "Walks you {count} square toward the Exit and pushes your rival back.",
            "Walks you {count} squares toward the Exit and pushes your rival back.",
        )
        return Message.counted(forms, "count", count=progress)
    if shove >= 2:
        forms = Nn_(
            "Shoves your rival {count} square back toward the Dragon.",
            "Shoves your rival {count} squares back toward the Dragon.",
        )
        return Message.counted(forms, "count", count=shove)
    if progress > 0:
        forms = Nn_(
            "Walks you {count} square toward the Exit.",
            "Walks you {count} squares toward the Exit.",
        )
        return Message.counted(forms, "count", count=progress)
    if after.ready[seat] > before.ready[seat]:
        return Message.of(N_("Readies a gem for an item later on."))
    if len(after.items[seat]) > len(before.items[seat]):
        return Message.of(N_("Buys an item while the gems are there."))
    return Message.of(N_("Keeps your better cards for the turns ahead."))
