"""Golden playthrough: a seeded Wyvern match (Stoneheart vs Shadowscale, 50 points), dumped as
text and diffed.

Seed 15; chance with sample_chance(rng_for(15, "chance")), decisions uniformly at random with
rng_for(15, "choice") (tests/rules/golden.seeded_plies). One line per action: ply, player,
action text, then the kinds of the events it caused. The outcome closes the file. The stored
action texts are also replayed through parse_action and must give the same ending. Regenerate
with UPDATE_GOLDEN=1 after an intended rules change, and review the diff.
"""

from __future__ import annotations

import os
from pathlib import Path

from game.rules.wyvern import WyvernRules
from tests.rules.golden import seeded_plies

GOLDEN = Path(__file__).resolve().parent / "data" / "wyvern_golden.txt"
SEED = 15
OPTIONS = {"deck": ["stoneheart", "shadowscale"], "match_points": 50}
RULES = WyvernRules()


def ending(state) -> str:
    """The closing line: reason, winners, VP and games."""
    outcome = state.outcome()
    return (
        f"# end: {outcome.reason}; winners {list(outcome.winners)}; vp {list(state.vp)}; "
        f"games {state.game}"
    )


def golden_text(seed: int = SEED) -> str:
    """The transcript of the seeded match."""
    state = RULES.new_initial_state(2, OPTIONS)
    lines = [f"# wyvern golden match, seed {seed}, {OPTIONS}: ply player action | events"]
    for ply, who, text in seeded_plies(state, seed):
        happened = ",".join(e.kind for e in state.last_events)
        lines.append(f"{ply:5d} {who:>6} {text:<24} | {happened}")
    lines.append(ending(state))
    return "\n".join(lines) + "\n"


def test_golden_match_matches_the_stored_transcript():
    text = golden_text()
    if os.environ.get("UPDATE_GOLDEN"):
        GOLDEN.write_text(text, encoding="utf-8")
    assert text == GOLDEN.read_text(encoding="utf-8")


def test_stored_actions_replay_to_the_same_ending():
    lines = GOLDEN.read_text(encoding="utf-8").splitlines()
    state = RULES.new_initial_state(2, OPTIONS)
    for line in lines[1:-1]:
        text = line.split("|")[0].split(None, 2)[2].strip()
        state.apply_action(RULES.parse_action(state, text))
    assert state.is_terminal() and ending(state) == lines[-1]
    kinds = {kind for line in lines[1:-1] for kind in line.split("|")[1].strip().split(",")}
    assert {"attack", "kill", "terrain", "reveal", "game-over", "match-over"} <= kinds
