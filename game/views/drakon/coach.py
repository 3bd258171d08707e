"""The Drakon coach's sentence about a move, in the evaluator's own terms.

ai/heuristics/drakon/evaluate.py counts coins first (the last ones weigh more), then how near
each hero is to a chamber that pays, the threat of a Steal, and the tiles in hand. The sentence
names what the move (with its own next steps from the coach's line: a tile's cell and turn)
changes among these: a coin taken or taken from a rival, the hero's walk into a chamber, a tile
laid next to the hero, or a tile drawn. The position is sampled from what the seat knows (the
others' hands and the pile redealt), so nothing hidden reaches the words.

Drakon's Normal level plays by its rollout policy without a search, so the coach is the Hard
level's search (`coach_level` in client.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.protocol import Action, GameState
from game.core.text import N_, Message, Nn_
from game.rules.drakon import DrakonView
from game.rules.drakon.actions import decode
from game.rules.drakon.tiles import KINDS
from game.views.coach_panel import after_own_line

from .hints import arrow_words, cell_words


def _chamber_at(view: DrakonView, cell: tuple[int, int]) -> Message | None:
    for place, kind, _rot in view.board:
        if place == cell:
            return Message.of(KINDS[kind].name)
    return None


def _next_to(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def explain_move(state: GameState, action: Action, info: Mapping[str, Any]) -> Message | None:
    """One sentence on why `action` is the coach's move (None when nothing stands out)."""
    seat = state.current_player()
    if seat < 0:
        return None
    before: DrakonView = state.view(seat)  # type: ignore[assignment]
    world = after_own_line(state, action, info)
    after: DrakonView = world.view(seat)  # type: ignore[assignment]
    if after.over:
        return Message.of(N_("Wins the game on the spot.")) if seat in after.winners else None
    gained = after.coins[seat] - before.coins[seat]
    if gained > 0:
        forms = Nn_(
            "Takes a coin: you will hold {count} of the {target} you need.",
            "Takes coins: you will hold {count} of the {target} you need.",
        )
        return Message.counted(forms, "count", count=after.coins[seat], target=after.target)
    lost = [o for o in range(len(before.coins)) if o != seat and after.coins[o] < before.coins[o]]
    if lost:
        return Message.of(N_("Takes a coin away from the rival nearest to winning."))
    hero_before, hero_after = before.heroes[seat], after.heroes[seat]
    if hero_after != hero_before:
        chamber = _chamber_at(after, hero_after)
        if chamber is not None:
            return Message.of(N_("Walks your hero into {chamber}."), chamber=chamber)
    new = [entry for entry in after.board if entry not in before.board]
    if new:
        cell, kind, _rot = new[0]
        if _next_to(cell, hero_after):
            return Message.of(
                N_("Lays {chamber} beside your hero, ready to walk into next turn."),
                chamber=Message.of(KINDS[kind].name),
            )
        return Message.of(
            N_("Lays {chamber} to open a new way through the lair."),
            chamber=Message.of(KINDS[kind].name),
        )
    if after.hand_sizes[seat] > before.hand_sizes[seat]:
        return Message.of(N_("Draws a tile: more ways to build toward the gold next turn."))
    return None


def coach_words(state: GameState, action: Action) -> Message | None:
    """A tile's last placing step named whole: which chamber, where, and which sides its
    arrows are on ("Find a Gold at (0, 1), arrows north, east"; the hint's words). The log's
    line for it does not say the turn, so two placements differing only in it (a turning
    point, the coach's rows) would read the same. Other steps: None (the log's words)."""
    pending = getattr(state, "pending", None)
    if not pending or pending[0] != "place-rot" or state.current_player() != pending[1]:
        return None
    record = decode(action)
    if record.kind != "place-rot" or record.rot is None:
        return None
    kind, cell = pending[2], pending[3]
    # Translators: a placed tile in the coach's words: its chamber, its square and the sides
    # its arrows are on, e.g. "Find a Gold at (0, 1), arrows north, east".
    return Message.of(
        N_("{chamber} at {cell}, arrows {arrows}"),
        chamber=Message.of(KINDS[kind].name),
        cell=cell_words(cell),
        arrows=arrow_words(kind, record.rot),
    )
