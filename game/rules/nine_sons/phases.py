"""Phases of the Nine Sons state machine, end reasons and limits (shared by the state and its
make/unmake fast path, which live in separate modules)."""

from __future__ import annotations

from .cards import NUM_CARDS

SETUP_DEAL = 0  # chance: deal a card into the next empty slot
SETUP_FIRST = 1  # chance: who starts
PLAY = 2  # the active player places or moves
DECIDE = 3  # the active player picks the next tame (order) or who gets a disputed card
REFILL = 4  # chance: a deck card fills the slot a tame emptied
OVER = 5

TURN_LIMIT = 300  # [P] place/move turns before the game is scored as it stands
ALL_CARDS_MASK = (1 << NUM_CARDS) - 1
# At most 5 tames (each needs at most one decision) and 6 deals + first player + 3 refills.
MAX_GAME_LENGTH = TURN_LIMIT + 5 + 10

# End reasons: stable keys (saves, the arena's tallies, the client's words). Arguments go to
# Outcome.reason_args (outcome.py).
REASON_TARGET = "target-score"  # a seat reached the target score: {"seat", "target"}
REASON_FOUR_CARDS = "four-cards-left"  # the deck ran out and a fifth tame left four cards
REASON_NO_MOVE = "no-legal-move"  # the seat to act could neither place nor move: {"loser"}
REASON_REPETITION = "repetition"  # a whole position came up a third time at a turn start
REASON_TURN_LIMIT = "turn-limit"  # TURN_LIMIT turns were played: {"turns"}
REASONS: tuple[str, ...] = (
    REASON_TARGET,
    REASON_FOUR_CARDS,
    REASON_NO_MOVE,
    REASON_REPETITION,
    REASON_TURN_LIMIT,
)
