"""Difficulty levels: a named bot and budget per game, plus a generic fallback.

Budgets prefer depth and iteration limits with a time cap on top: arena runs stay fast and
reproducible, and a slow machine still answers within the cap. Games without a table get MCTS
(perfect information) or ISMCTS (hidden information) with more iterations per level.
"""

from __future__ import annotations

from collections.abc import Callable

from ai.ismcts import ISMCTSBot
from ai.mcts import MCTSBot
from ai.protocol import Bot, SearchBudget
from ai.random_bot import RandomBot
from game.core.protocol import GameInfo

LEVELS: tuple[str, ...] = ("easy", "normal", "hard", "master")
"""Difficulty levels in increasing strength (the setup screen's choices)."""

LEVEL_LABELS: dict[str, str] = {
    "easy": "Easy",
    "normal": "Normal",
    "hard": "Hard",
    "master": "Master",
    "random": "Random",
}
"""Player-facing names; "random" is the arena's baseline, not offered in the setup screen."""

LEVEL_BLURBS: dict[str, str] = {
    "easy": "Plays by feel and often slips.",
    "normal": "Plays sound moves with a little look-ahead.",
    "hard": "Searches hundreds of lines before each move.",
    "master": "Searches longest; in The Nine Sons it solves endgames exactly.",
}
"""True for every game: the searches differ per game (see each game's level table)."""

_GENERIC_ITERATIONS = {"easy": 150, "normal": 600, "hard": 2500, "master": 8000}
_GENERIC_TIME_S = {"easy": 0.5, "normal": 1.0, "hard": 1.5, "master": 3.0}


def _nine_sons(level: str) -> tuple[Bot, SearchBudget]:
    """Alpha-beta with the Nine Sons evaluator; see the module docstring of its heuristics."""
    from ai.heuristics.nine_sons import make_level_bot

    return make_level_bot(level)


def _dragon_bridge(level: str) -> tuple[Bot, SearchBudget]:
    """ISMCTS with the Dragon Bridge evaluator, rollout policy and turn-cut playout."""
    from ai.heuristics.dragon_bridge import make_level_bot

    return make_level_bot(level)


def _drakon(level: str) -> tuple[Bot, SearchBudget]:
    """ISMCTS (max^n) with the Drakon evaluator, rollout policy and turn-cut playout."""
    from ai.heuristics.drakon_levels import make_level_bot

    return make_level_bot(level)


LEVEL_TABLES: dict[str, Callable[[str], tuple[Bot, SearchBudget]]] = {
    "nine-sons": _nine_sons,
    "dragon-bridge": _dragon_bridge,
    "drakon": _drakon,
}
"""Per-game level tables; a game missing here uses the generic MCTS / ISMCTS levels."""


def _game_info(slug: str) -> GameInfo | None:
    try:
        from game.rules import RULES
    except ImportError:  # an engine mid-rewrite must not take every other game's AI down
        return None
    rules = RULES.get(slug)
    return rules.info if rules is not None else None


def generic_bot(level: str, has_hidden_info: bool) -> tuple[Bot, SearchBudget]:
    """MCTS for perfect information, ISMCTS otherwise; iterations grow with the level."""
    budget = SearchBudget(time_s=_GENERIC_TIME_S[level], iterations=_GENERIC_ITERATIONS[level])
    bot: Bot = (
        ISMCTSBot(name=f"ismcts-{level}") if has_hidden_info else MCTSBot(name=f"mcts-{level}")
    )
    return bot, budget


def make_bot(slug: str, level: str, info: GameInfo | None = None) -> tuple[Bot, SearchBudget]:
    """The bot and default budget for `level` in game `slug` ("random" gives the baseline)."""
    if level == "random":
        return RandomBot(), SearchBudget()
    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r}; expected one of {LEVELS}")
    table = LEVEL_TABLES.get(slug)
    if table is not None:
        return table(level)
    info = info or _game_info(slug)
    return generic_bot(level, bool(info and info.has_hidden_info))
