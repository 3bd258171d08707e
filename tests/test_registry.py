"""Registry completeness: a game is playable only with every piece in place.

Adding a game is its packages (game/rules/<game>/, game/views/<game>/, ai/heuristics/<game>/)
plus one line in each of the three registries: game.rules.RULES, game.views.registry.CLIENTS and
ai.levels.LEVEL_TABLES. These tests fail, naming the missing piece, until every slug of RULES
has a client (help pages whose diagrams exist, log and outcome describers, an emblem), a level
table and a place in the title's catalogue, and until every client has rules.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

import pytest

from ai.levels import LEVEL_TABLES, LEVELS
from game.core.protocol import GameInfo, GameRules, sample_chance
from game.core.record import GameRecord, SeatSpec
from game.rng import rng_for
from game.rules import CATALOGUE, RULES
from game.session import Session
from game.views.game_client import GameClient, OutcomeReport
from game.views.registry import CLIENTS


def registry_problems(
    rules: Mapping[str, GameRules],
    clients: Mapping[str, GameClient],
    level_tables: Mapping[str, Callable[..., Any]],
    catalogue: tuple[GameInfo, ...],
) -> list[str]:
    """Every missing or inconsistent registry entry, in words (empty when complete)."""
    problems: list[str] = []
    listed = [info.slug for info in catalogue]
    for slug, game_rules in rules.items():
        if game_rules.info.slug != slug:
            problems.append(f"RULES[{slug!r}] holds the rules of {game_rules.info.slug!r}")
        if slug not in clients:
            problems.append(f"{slug}: no client in game.views.registry.CLIENTS")
        if slug not in level_tables:
            problems.append(f"{slug}: no level table in ai.levels.LEVEL_TABLES")
        if listed.count(slug) != 1:
            problems.append(f"{slug}: listed {listed.count(slug)} times in game.rules.CATALOGUE")
    for slug, client in clients.items():
        if slug not in rules:
            problems.append(f"{slug}: a client without rules in game.rules.RULES")
        problems.extend(client_problems(slug, client))
    for slug in level_tables:
        if slug not in rules:
            problems.append(f"{slug}: a level table without rules in game.rules.RULES")
    return problems


def client_problems(slug: str, client: GameClient) -> list[str]:
    """What one client entry lacks: help pages, diagrams they name, describers, an emblem."""
    problems: list[str] = []
    if client.slug != slug:
        problems.append(f"CLIENTS[{slug!r}] is the client of {client.slug!r}")
    for part in ("board_view", "draw_emblem", "describe_log", "describe_outcome"):
        if not callable(getattr(client, part, None)):
            problems.append(f"{slug}: the client has no {part}")
    pages = client.help_pages()
    if not pages:
        problems.append(f"{slug}: no help pages")
    diagrams = client.diagrams()
    for number, page in enumerate(pages, 1):
        if not page.title or not page.paragraphs:
            problems.append(f"{slug}: help page {number} has no title or no text")
        if page.diagram is not None and page.diagram not in diagrams:
            problems.append(f"{slug}: help page {number} names a missing diagram {page.diagram!r}")
    return problems


def test_every_game_has_every_piece():
    assert registry_problems(RULES, CLIENTS, LEVEL_TABLES, CATALOGUE) == []


def test_a_missing_piece_is_named():
    """The check itself: a game added to RULES alone, or a client alone, is caught."""
    some_slug = next(iter(RULES))
    newcomer = replace(RULES[some_slug].info, slug="newcomer")

    class Newcomer(type(RULES[some_slug])):  # type: ignore[misc]
        info = newcomer

    rules = {**RULES, "newcomer": Newcomer()}
    problems = registry_problems(rules, CLIENTS, LEVEL_TABLES, CATALOGUE)
    assert problems == [
        "newcomer: no client in game.views.registry.CLIENTS",
        "newcomer: no level table in ai.levels.LEVEL_TABLES",
        "newcomer: listed 0 times in game.rules.CATALOGUE",
    ]
    orphan = replace(CLIENTS[some_slug], slug="orphan")
    problems = registry_problems(RULES, {**CLIENTS, "orphan": orphan}, LEVEL_TABLES, CATALOGUE)
    assert problems == ["orphan: a client without rules in game.rules.RULES"]


def test_a_help_page_naming_a_missing_diagram_is_caught():
    slug, client = next(iter(CLIENTS.items()))
    pages = client.help_pages()
    broken = replace(client, help_pages=lambda: (*pages, replace(pages[0], diagram="nowhere")))
    problems = client_problems(slug, broken)
    assert problems == [f"{slug}: help page {len(pages) + 1} names a missing diagram 'nowhere'"]
    silent = replace(client, help_pages=lambda: (), describe_outcome=None)
    assert client_problems(slug, silent) == [
        f"{slug}: the client has no describe_outcome",
        f"{slug}: no help pages",
    ]


@pytest.mark.parametrize("slug", sorted(RULES))
def test_every_level_of_the_table_makes_a_bot(slug):
    for level in LEVELS:
        bot, budget = LEVEL_TABLES[slug](level)
        assert callable(bot.choose) and budget is not None


@pytest.mark.parametrize("slug", sorted(RULES))
def test_the_describers_answer_for_a_whole_game(slug):
    """One seeded random game replayed into a Session: the whole log through the game's log
    describer, the end through its outcome describer (one panel per seat)."""
    rules, client = RULES[slug], CLIENTS[slug]
    players = rules.info.min_players
    seats = [SeatSpec(f"Seat {seat + 1}", "ai", "easy", seat) for seat in range(players)]
    state = rules.new_initial_state(players)
    rng = rng_for(5, "registry")
    history: list[str] = []
    while not state.is_terminal():
        if state.is_chance_node():
            action = sample_chance(state, rng)
        else:
            legal = state.legal_actions()
            action = legal[rng.randrange(len(legal))]
        history.append(state.action_to_string(action))
        state.apply_action(action)
    record = GameRecord(slug, players, rules.info.default_options(players), seats, 5, history)
    session = Session.from_record(record)
    session.log_describer = client.describe_log
    lines = session.log_lines(None)
    assert lines and all(isinstance(line, str) and line for _, line in lines)
    outcome = session.state.outcome()
    assert outcome is not None
    report = client.describe_outcome(outcome, [seat.name for seat in seats])
    assert isinstance(report, OutcomeReport)
    assert len(report.seats) == players and report.banner
