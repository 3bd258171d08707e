"""Frame kinds of the state's stack (flow.py), the phases, and the two helpers every part uses.

A frame is a tuple (kind, seat, ...): decision frames (kind < 100) are a seat's pending
decision, automatic frames (kind >= 100) continuations run by flow.advance.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .board import HORDE

if TYPE_CHECKING:
    from .state import WyvernState

# decision frames
(
    F_ARRANGE, F_TREASURE, F_TSLOT, F_MOVE, F_PRIO, F_TARGET, F_REACT, F_BATTLE, F_ATK_TARGET,
    F_REVEAL, F_INTERCEPT, F_BWIN, F_COMET, F_DISCARD, F_FLUSH, F_TRIBUTE, F_ABIL, F_DECOY,
) = range(1, 19)  # fmt: skip
# automatic frames
(
    A_BEGIN_PLAY, A_START, A_DRAW, A_TREASURE, A_MOVE, A_ACTION1, A_BATTLE, A_ACTION2,
    A_DISCARD, A_END_TURN, A_REOPEN, A_RESOLVE, A_ATTACK,
) = range(100, 113)  # fmt: skip
PHASES = ("setup", "draw", "treasure", "move", "action-1", "battle", "action-2", "discard")
SETUP, DRAW, TREASURE_PHASE, MOVE, ACTION1, BATTLE, ACTION2, DISCARD = range(8)
HAND_LIMIT = 7
START_GOLD = 25
TURN_LIMIT = 120
QUIET_LIMIT = 8
GAME_LIMIT = 12
MAX_MATCH_LENGTH = GAME_LIMIT * (60 + TURN_LIMIT * 40 + 10 * 2 * (80 + 40))
"""A bound on a match's actions: per game the setup (26 draws, 12 arrangements, the first
player), per turn at most ~40 actions besides card plays (phases, passes, an attack with an
intercept and two battle windows, Help, Comet), and per card that can enter play or a hand at
most ~10 (its play, targets, reaction, passes, draws); a deck holds at most 80 Horde and 40 Lair
cards (decks.py) and nothing returns to a pile but Mirror Lake's bottom card."""
DECISION_NAMES = {
    F_ARRANGE: "arrange", F_TREASURE: "treasure", F_TSLOT: "treasure-slot", F_MOVE: "move",
    F_PRIO: "priority", F_TARGET: "target", F_REACT: "reaction", F_BATTLE: "battle",
    F_ATK_TARGET: "attack-target", F_REVEAL: "redeploy-reveal", F_INTERCEPT: "intercept",
    F_BWIN: "battle-window", F_COMET: "comet", F_DISCARD: "discard", F_FLUSH: "flush-out",
    F_TRIBUTE: "tribute-discard", F_ABIL: "ability-target", F_DECOY: "decoy",
}  # fmt: skip
"""Decision frame -> the decision kind the view names."""


def push(s: WyvernState, *frame: int) -> None:
    """Push a frame."""
    s.stack.append(frame)


def queue_draw(s: WyvernState, seat: int, kind: int = HORDE, dest: int = -1) -> None:
    """Queue one draw (dest -1: the hand; a position: face down into it)."""
    s.draws.append((seat, kind, dest))
