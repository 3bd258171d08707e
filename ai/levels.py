"""Difficulty levels: a named bot and budget per game, plus a generic fallback.

Budgets prefer depth and iteration limits with a time cap on top: arena runs stay fast and
reproducible, and a slow machine still answers within the cap. Games without a table get MCTS
(perfect information) or ISMCTS (hidden information) with more iterations per level.
"""

from __future__ import annotations

from collections.abc import Callable

from ai.heuristics.dragon_bridge import levels as dragon_bridge_levels
from ai.heuristics.dragon_delta import levels as dragon_delta_levels
from ai.heuristics.drakon import levels as drakon_levels
from ai.heuristics.nine_sons import levels as nine_sons_levels
from ai.heuristics.wyvern import levels as wyvern_levels
from ai.ismcts import ISMCTSBot
from ai.mcts import MCTSBot
from ai.protocol import Bot, SearchBudget
from ai.random_bot import RandomBot
from game.core.protocol import GameInfo
from game.core.text import N_
from game.rules import RULES

LEVELS: tuple[str, ...] = ("easy", "normal", "hard", "master")
"""Difficulty levels in increasing strength (the setup screen's choices)."""

LEVEL_LABELS: dict[str, str] = {
    # Translators: AI difficulty levels, shown as "AI Easy", "AI Hard"...
    "easy": N_("Easy"),
    "normal": N_("Normal"),
    "hard": N_("Hard"),
    "master": N_("Master"),
    "random": N_("Random"),
}
"""Player-facing names (English msgids: the client translates); "random" is the arena's
baseline, not offered in the setup screen."""

LEVEL_BLURBS: dict[str, str] = {
    "easy": N_("Plays by feel and often slips."),
    "normal": N_("Plays sound moves with a little look-ahead."),
    "hard": N_("Searches hundreds of lines before each move."),
    "master": N_("Searches longest; in The Nine Sons it solves endgames exactly."),
}
"""True for every game: the searches differ per game (see each game's level table). English
msgids, translated by the setup screen."""

_GENERIC_ITERATIONS = {"easy": 150, "normal": 600, "hard": 2500, "master": 8000}
_GENERIC_TIME_S = {"easy": 0.5, "normal": 1.0, "hard": 1.5, "master": 3.0}


LEVEL_TABLES: dict[str, Callable[[str], tuple[Bot, SearchBudget]]] = {
    "nine-sons": nine_sons_levels.make_level_bot,
    "dragon-bridge": dragon_bridge_levels.make_level_bot,
    "drakon": drakon_levels.make_level_bot,
    "dragon-delta": dragon_delta_levels.make_level_bot,
    "wyvern": wyvern_levels.make_level_bot,
}
"""The one level registry: each game's make_level_bot(level) -> (bot, budget), defined in
ai/heuristics/<game>/levels.py. A game missing here plays the generic MCTS / ISMCTS levels."""


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
    if info is None and slug in RULES:
        info = RULES[slug].info
    return generic_bot(level, bool(info and info.has_hidden_info))
