"""Nine Sons difficulty levels: alpha-beta with the evaluator and move ordering of evaluate.py."""

from __future__ import annotations

from ai.minimax import AlphaBetaBot
from ai.protocol import Bot, SearchBudget

from .evaluate import evaluate, order_moves

# Depth / node limits keep arena runs reproducible; the time caps keep the UI responsive on
# slow machines. Nodes: with the engine's push/pop fast path this evaluator searches about
# 80-100k nodes per CPU second on the (slow, shared) reference machine, up from 50-60k, so
# the caps were doubled (hard 8k -> 16k, master 30k -> 60k) for about the same answer times as
# before: hard ~0.15 CPU s, master ~0.6 CPU s median there (max ~1 s), well inside the caps.
LEVEL_SETTINGS: dict[str, dict] = {
    "easy": {"depth": 1, "noise": 120.0, "nodes": None, "time_s": 1.0},
    "normal": {"depth": 2, "noise": 0.0, "nodes": None, "time_s": 1.0},
    "hard": {"depth": 64, "noise": 0.0, "nodes": 16_000, "time_s": 1.5},
    "master": {"depth": 64, "noise": 0.0, "nodes": 60_000, "time_s": 3.0},
}


def make_level_bot(level: str) -> tuple[Bot, SearchBudget]:
    """The alpha-beta bot and budget of one difficulty level."""
    settings = LEVEL_SETTINGS[level]
    bot = AlphaBetaBot(
        evaluator=evaluate,
        ordering=order_moves,
        noise=settings["noise"],
        name=f"nine-sons-{level}",
    )
    budget = SearchBudget(
        time_s=settings["time_s"], iterations=settings["nodes"], depth=settings["depth"]
    )
    return bot, budget
