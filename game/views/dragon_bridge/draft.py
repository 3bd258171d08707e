"""Buying an item, playing a Bridge Hack (or parking a gem) as one gesture the player can still
back out of.

The engine takes "Buy an item" and "Play a Bridge Hack" as gem actions of their own, and the
item, the hack and its square as later decisions with no way back (the log already says "builds
a Bridge Hack" after the first). The board asks those later decisions on a copy of the game
(`peek`, for the deciding seat only; it stops at any chance, so nothing hidden is seen) and
sends the whole gesture with its last choice: until then nothing is spent or logged, and Esc
goes back one choice.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.rules.dragon_bridge import actions

from . import targets
from .targets import Peek, Target

DRAFTED_GEMS = frozenset(
    actions.make(actions.GEM, option)
    for option in (actions.GEM_ITEM, actions.GEM_HACK, actions.GEM_PARK)
)
"""Gem actions whose choices (an item; a hack and its square; the gem Gelf Lanz parks) the
board drafts first."""
DRAFT_STEPS = frozenset({"buy", "hack_pick", "rewire", "hack_tile", "park"})
"""The decisions that follow them, drafted on the board."""


def leads_to_draft(peek: Peek, steps: Sequence[int]) -> bool:
    """True when `steps` lead to a decision of DRAFT_STEPS for the same seat."""
    result = peek(tuple(steps))
    if result is None or not result[1]:
        return False
    step = result[0].step
    return step is not None and step.kind in DRAFT_STEPS


def draft_targets(
    peek: Peek, prefix: tuple[int, ...], seat: int, seats: Sequence[Any]
) -> tuple[str, list[Target]] | None:
    """The decision the drafted `prefix` has reached and its choices (items, hacks, squares),
    each carrying the whole gesture so far and selecting (not playing) while the draft goes
    on; None when `prefix` is not a draft."""
    result = peek(prefix)
    if result is None:
        return None
    after, legal = result
    if after.step is None or after.step.kind not in DRAFT_STEPS or not legal:
        return None
    found, rest = targets.board_targets(after, seat, legal)
    if rest:
        found += targets.button_targets(rest, seats, frozenset())
    for target in found:
        target.actions = prefix + target.actions
        target.select = leads_to_draft(peek, target.actions)
    return after.step.kind, found


def drafted_hack(prefix: Sequence[int]) -> int | None:
    """The hack a draft has chosen so far (to play, or for Rewire to move), if any."""
    for action in reversed(prefix):
        if actions.kind_of(action) in (actions.HACK, actions.REWIRE):
            return actions.decode_action(action).arg
    return None
