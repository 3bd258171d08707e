"""Golden playthrough: a seeded 6-seat Dragon Delta game, dumped as text and diffed.

Seed 14; the first start player drawn with sample_chance(rng_for(14, "chance")), decisions
uniformly at random with rng_for(14, "choice"). One line per action: ply, player, action text,
then the events it caused (kinds). The outcome closes the file. The stored action texts are
also replayed through parse_action and must give the same ending. Regenerate with
UPDATE_GOLDEN=1 after an intended rules change, and review the diff.
"""

from __future__ import annotations

import os
from pathlib import Path

from game.rules.dragon_delta import DragonDeltaRules
from tests.rules.golden import seeded_plies

GOLDEN = Path(__file__).resolve().parent / "data" / "dragon_delta_golden.txt"
SEED = 14
PLAYERS = 6
RULES = DragonDeltaRules()


def ending(state) -> str:
    """The closing line: reason, winners and each seat's steps left."""
    outcome = state.outcome()
    left = [d.steps_left for d in outcome.details]
    return f"# end: {outcome.reason}; winners {list(outcome.winners)}; steps left {left}"


def golden_text(seed: int = SEED) -> str:
    """The transcript of the seeded game."""
    state = RULES.new_initial_state(PLAYERS)
    lines = [f"# dragon-delta golden game, seed {seed}, {PLAYERS} seats: ply player action events"]
    for ply, who, text in seeded_plies(state, seed):
        happened = ",".join(e.kind for e in state.last_events if e.kind != "programmed")
        lines.append(f"{ply:4d} {who:>6} {text:<26} | {happened}")
    lines.append(ending(state))
    return "\n".join(lines) + "\n"


def test_golden_game_matches_the_stored_transcript():
    text = golden_text()
    if os.environ.get("UPDATE_GOLDEN"):
        GOLDEN.write_text(text, encoding="utf-8")
    assert text == GOLDEN.read_text(encoding="utf-8")


def test_stored_actions_replay_to_the_same_ending():
    lines = GOLDEN.read_text(encoding="utf-8").splitlines()
    state = RULES.new_initial_state(PLAYERS)
    texts = [line.split("|")[0].split(None, 2)[2].strip() for line in lines[1:-1]]
    for text in texts:
        state.apply_action(RULES.parse_action(state, text))
    assert state.is_terminal() and ending(state) == lines[-1]
    kinds = {kind for line in lines[1:-1] for kind in line.split("|")[1].strip().split(",")}
    assert {"bridge", "plank-lost", "fall", "blocked", "stone", "take", "move"} <= kinds
