"""Golden playthrough: a seeded random Nine Sons game dumped as text and diffed.

Seed 7; chance drawn with sample_chance(rng_for(7, "chance")), decisions uniformly at random
with rng_for(7, "choice"). One line per action: ply, player (seat, or "chance"), action text,
scores after it; the outcome closes the file. Regenerate with UPDATE_GOLDEN=1 after an intended
rules change, and review the diff.
"""

from __future__ import annotations

import os
from pathlib import Path

from game.rules import get_rules
from game.rules.nine_sons.cards import card_label
from tests.rules.golden import seeded_plies

GOLDEN = Path(__file__).resolve().parent.parent / "data" / "nine_sons_golden.txt"
SEED = 7
# The transcript keeps the end reasons as they were written before they became keys.
REASON_WORDS = {
    "target-score": "target score",
    "four-cards-left": "board down to 4 cards",
    "no-legal-move": "no legal move",
    "repetition": "repetition",
    "turn-limit": "ply limit",
}


def golden_text(seed: int = SEED) -> str:
    """The transcript of the seeded game."""
    rules = get_rules("nine-sons")
    state = rules.new_initial_state(2)
    lines = [f"# nine-sons golden game, seed {seed}: ply player action scores"]
    for ply, who, text in seeded_plies(state, seed):
        scores = " ".join(str(score) for score in state.view(None).scores)
        lines.append(f"{ply:3d} {who:>6} {text:<18} {scores}")
    outcome = state.outcome()
    lines.append(f"# end: {REASON_WORDS[outcome.reason]}; winners {list(outcome.winners)}")
    cards = (", ".join(card_label(card) for card in seat.tamed) for seat in outcome.details)
    lines.append(f"# cards: {' | '.join(cards)}")
    return "\n".join(lines) + "\n"


def test_golden_game_matches_the_stored_transcript():
    text = golden_text()
    if os.environ.get("UPDATE_GOLDEN"):
        GOLDEN.write_text(text, encoding="utf-8")
    assert text == GOLDEN.read_text(encoding="utf-8")
