"""The arena's rule options: parsing and checking `--options`, and the options reaching every
game (in-process and in the spawn workers), the printed report and the JSON file."""

from __future__ import annotations

import json

import pytest

from ai import arena
from ai.arena import format_options, parse_options, play_game, run_match
from game.rules import get_rules

BRIDGE = "dragon-bridge"


def test_parse_options_resolves_every_option_from_key_value_pairs():
    options = parse_options(BRIDGE, "mode=full, hacking=on")
    assert options == {"mode": "full", "wizards": "dealt", "hacking": "on", "bridge": "standard"}
    assert parse_options(BRIDGE, None) == get_rules(BRIDGE).info.default_options()
    assert parse_options(BRIDGE, "") == parse_options(BRIDGE, None)
    assert parse_options(BRIDGE, format_options(options)) == options


def test_parse_options_converts_values_to_the_type_of_the_choices():
    options = parse_options("nine-sons", "target_score=9")
    assert options["target_score"] == 9 and isinstance(options["target_score"], int)


@pytest.mark.parametrize(
    "text,message",
    [
        ("mode=ful", "cannot be 'ful' (choices: basic, full)"),
        ("mod=full", "unknown option 'mod'"),
        ("mode", "not key=value"),
        ("mode=", "not key=value"),
        ("mode=full,mode=basic", "given twice"),
        ("target_score=9", "unknown option 'target_score'"),
    ],
)
def test_parse_options_rejects_typos_with_a_clear_message(text, message):
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        parse_options(BRIDGE, text)


def test_options_reach_the_initial_state_of_every_game(monkeypatch):
    rules = get_rules(BRIDGE)
    seen = []
    original = type(rules).new_initial_state

    def recording(self, num_players=2, options=None):
        seen.append(options)
        return original(self, num_players, options)

    monkeypatch.setattr(type(rules), "new_initial_state", recording)
    options = parse_options(BRIDGE, "mode=full,hacking=on")
    summary, results = run_match(BRIDGE, "random", "random", games=3, options=options)
    assert seen == [options] * 3
    assert summary["options"] == options and len(results) == 3


def _fingerprint(results) -> list[tuple]:
    return [(r.seed, r.seats, r.plies, r.returns, r.reason) for r in results]


def test_worker_processes_play_with_the_options_too():
    # The same seeded random games, played in two spawn workers and in-process: identical.
    options = parse_options(BRIDGE, "mode=full,bridge=long")
    _, local = run_match(BRIDGE, "random", "random", games=4, options=options)
    _, spawned = run_match(BRIDGE, "random", "random", games=4, jobs=2, options=options)
    assert _fingerprint(spawned) == _fingerprint(local)
    # ... and the options matter: the default rules play different games from the same seeds.
    defaults = [play_game(BRIDGE, ["random", "random"], None, index) for index in range(4)]
    assert _fingerprint(defaults) != _fingerprint(local)


def test_cli_prints_and_saves_the_options(tmp_path, capsys):
    path = tmp_path / "arena.json"
    argv = ["--game", BRIDGE, "--a", "random", "--b", "random", "--games", "2"]
    assert arena.main([*argv, "--options", "mode=full,hacking=on", "--json", str(path)]) == 0
    out = capsys.readouterr().out
    assert "options: mode=full,wizards=dealt,hacking=on,bridge=standard" in out
    summary = json.loads(path.read_text())["summary"]
    assert summary["options"]["mode"] == "full" and summary["options"]["hacking"] == "on"
    assert summary["games"] == 2


def test_cli_rejects_a_mistyped_option(capsys):
    argv = ["--game", BRIDGE, "--a", "random", "--b", "random", "--games", "2"]
    with pytest.raises(SystemExit) as raised:
        arena.main([*argv, "--options", "hacking=yes"])
    assert raised.value.code == 2
    assert "option 'hacking' cannot be 'yes' (choices: off, on)" in capsys.readouterr().err


@pytest.fixture
def pig(monkeypatch):
    """Toy Pig (a per-seat die, a shared target) registered for the arena to look up."""
    from game import rules
    from tests.ai.toy_games import PigRules

    monkeypatch.setitem(rules.RULES, "toy-pig", PigRules())
    return "toy-pig"


def test_a_per_seat_option_takes_one_value_per_seat_or_one_for_all(pig):
    assert parse_options(pig, "die=4/6/4", 3) == {"target": 20, "die": [4, 6, 4]}
    assert parse_options(pig, "die=4,target=30", 2) == {"target": 30, "die": [4, 4]}
    assert parse_options(pig, None, 3) == {"target": 20, "die": [6, 6, 6]}
    options = parse_options(pig, "die=6/4", 2)
    assert format_options(options) == "target=20,die=6/4"
    assert parse_options(pig, format_options(options), 2) == options


@pytest.mark.parametrize(
    "text,players,message",
    [
        ("die=4/6", 3, "one value per seat"),
        ("die=4/5/6", 3, "cannot be '5'"),
        ("die=4/6", None, "the seat count is needed"),
        ("target=20/30", 2, "cannot be '20/30'"),  # a shared option takes one value
    ],
)
def test_per_seat_values_are_checked(pig, text, players, message):
    with pytest.raises(ValueError, match=message):
        parse_options(pig, text, players)


def test_per_seat_options_reach_the_games_from_the_command_line(pig, tmp_path, capsys):
    path = tmp_path / "arena.json"
    argv = ["--game", pig, "--bots", "random", "random", "random", "--games", "3"]
    assert arena.main([*argv, "--options", "die=4/6/4", "--json", str(path)]) == 0
    assert "options: target=20,die=4/6/4" in capsys.readouterr().out
    assert json.loads(path.read_text())["summary"]["options"]["die"] == [4, 6, 4]
    seen = []
    original = type(get_rules(pig)).new_initial_state

    def recording(self, num_players=3, options=None):
        state = original(self, num_players, options)
        seen.append(state.dice)
        return state

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(type(get_rules(pig)), "new_initial_state", recording)
        run_match(pig, ["random"] * 3, None, games=3, options=parse_options(pig, "die=4/6/4", 3))
    assert seen == [(4, 6, 4)] * 3  # the dice belong to the seats, whoever sits there


def test_decisions_cut_by_the_time_cap_are_counted_per_config(pig, monkeypatch):
    from ai.protocol import Decision, SearchBudget
    from ai.random_bot import RandomBot

    class CappedBot(RandomBot):
        def choose(self, state, budget, rng, cancel=None):
            decision = super().choose(state, budget, rng, cancel)
            return Decision(decision.action, {**decision.info, "capped": True})

    def bots(slug, config):
        return (CappedBot() if config == "capped" else RandomBot()), SearchBudget(iterations=1)

    monkeypatch.setattr(arena, "make_config_bot", bots)
    summary, results = run_match(pig, "capped", "random", games=2, base_seed=5)
    capped, plain = summary["per_config"]
    assert capped["capped"] == sum(r.moves[0] for r in results) > 0
    assert plain["capped"] == 0
    assert "decisions cut by the time cap" in arena.format_summary(pig, summary)
