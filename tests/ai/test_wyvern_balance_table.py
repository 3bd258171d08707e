"""The Wyvern balance tool's `table` mode: chunks of one level in both seats, played as arena
runs per deck pairing, become one balance table (issue 15, "Balance, measured")."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tools import wyvern_balance
from tools.wyvern_games import games_played


def _record(decks: str, index: int, winners: list[int]) -> dict[str, Any]:
    """A match record as the arena writes it: deck 0 sits in seat 0 in even matches."""
    swap = index % 2
    return {
        "index": index,
        "seed": 6000 + index,
        "seat_of": [swap, 1 - swap],
        "configs": ["normal", "normal"],
        "decks": decks.split("-"),
        "winners": [winners[-1]],
        "vp": [0, 0],
        "plies": 0,
        "games": [
            {"winner": w, "starter": 0, "turns": 10 + i, "why": "empty", "winner_gold": 6, "vp": []}
            for i, w in enumerate(winners)
        ],
    }


def _chunk(path: Any, records: list[dict[str, Any]]) -> str:
    summary = {"seed": 6000, "seed_scheme": "match", "cpu_caps": True}
    path.write_text(json.dumps({"summary": summary, "matches": records}), encoding="utf-8")
    return str(path)


def test_table_sorts_chunks_by_pairing_and_counts_a_repeated_match_once(tmp_path, capsys):
    cross = "stormwing-stoneheart"
    first = _chunk(tmp_path / "a.json", [_record(cross, 0, [0, 0]), _record(cross, 1, [1])])
    # Match 1 again (an overlapping chunk) and a mirror pairing's match.
    second = _chunk(
        tmp_path / "b.json", [_record(cross, 1, [1]), _record("stoneheart-stoneheart", 0, [1])]
    )
    out = tmp_path / "table.json"
    wyvern_balance.main(["table", first, second, "--json", str(out)])
    summary = json.loads(out.read_text(encoding="utf-8"))["summary"]
    assert summary["level"] == "normal" and summary["cpu_caps"] is True
    assert list(summary["pairings"]) == [cross, "stoneheart-stoneheart"]
    row = summary["pairings"][cross]
    assert (row["matches"], row["games"]) == (2, 3)
    # Match 1: deck 0 sat in seat 1 and seat 1 won, so deck 0 won all three games.
    assert row["deck0_game_share"] == 1.0
    assert row["deck0_share_by_seat"] == [1.0, 1.0]
    assert row["seat0_game_share"] == pytest.approx(2 / 3, abs=1e-4)
    assert row["mean_turns"] == pytest.approx((10 + 11 + 10) / 3, abs=0.01)
    assert summary["pairings"]["stoneheart-stoneheart"]["seat0_game_share"] == 0.0
    assert "stormwing-stoneheart" in capsys.readouterr().out


def test_table_refuses_chunks_of_two_levels(tmp_path):
    record = {**_record("stormwing-stormwing", 0, [0]), "configs": ["hard", "normal"]}
    with pytest.raises(SystemExit, match="one level"):
        wyvern_balance.main(["table", _chunk(tmp_path / "a.json", [record])])


def test_table_refuses_chunks_played_under_different_rules_options(tmp_path):
    plain = _chunk(tmp_path / "a.json", [_record("stormwing-stormwing", 0, [0])])
    optioned = tmp_path / "b.json"
    summary = {"seed": 6000, "seed_scheme": "match", "options": {"stalemate": "any_time"}}
    optioned.write_text(json.dumps({"summary": summary,
                                    "matches": [_record("stormwing-stormwing", 1, [1])]}))  # fmt: skip
    with pytest.raises(SystemExit, match="one set of rules options"):
        wyvern_balance.main(["table", plain, str(optioned)])


def test_balance_plays_under_its_rules_options_and_records_them(tmp_path, monkeypatch):
    from game.rules.wyvern import WyvernRules

    asked: list[Any] = []

    class Recording(WyvernRules):
        def new_initial_state(self, num_players: int = 2, options: Any = None) -> Any:
            asked.append(dict(options or {}))
            return super().new_initial_state(num_players, options)

    monkeypatch.setattr(wyvern_balance, "WyvernRules", Recording)
    out = tmp_path / "balance.json"
    options = {"stalemate": "any_time", "match_points": 50}
    wyvern_balance.main(["balance", "--level", "easy", "--pairings", "stormwing-shadowscale",
                         "--matches", "1", "--options", json.dumps(options),
                         "--json", str(out)])  # fmt: skip
    assert asked and all(opts.items() >= options.items() for opts in asked)
    played = json.loads(out.read_text(encoding="utf-8"))
    assert played["summary"]["options"] == options
    assert max(played["matches"][0]["vp"]) >= 50
    table = tmp_path / "table.json"
    wyvern_balance.main(["table", str(out), "--json", str(table)])
    assert json.loads(table.read_text(encoding="utf-8"))["summary"]["options"] == options


def test_play_out_shows_each_decision_to_its_watch_and_plays_the_same_match():
    from game.rules.wyvern import WyvernRules

    def match(watch: Any = None) -> tuple[Any, int]:
        state = WyvernRules().new_initial_state(2, {"deck": ["stormwing", "shadowscale"],
                                                    "match_points": 50})  # fmt: skip
        bots = [wyvern_balance.make_config_bot("easy") for _seat in (0, 1)]
        _times, _capped, plies = wyvern_balance.play_out(state, bots, 7, watch)
        return state, plies

    seen: list[tuple[int, int]] = []

    def watch(state: Any, seat: int) -> None:
        assert state.current_player() == seat and not state.is_terminal()
        seen.append((seat, len(state.events)))

    plain, plies = match()
    watched, watched_plies = match(watch)
    assert (str(watched), watched_plies) == (str(plain), plies)
    assert len(seen) > 100 and {seat for seat, _ in seen} == {0, 1}
    assert len(seen) < plies  # chance plies are not shown


def test_games_played_reads_every_finished_game_of_a_match_in_order():
    from game.rules.wyvern import WyvernRules

    state = WyvernRules().new_initial_state(2, {"deck": ["stormwing", "stoneheart"],
                                                "match_points": 50})  # fmt: skip
    bots = [wyvern_balance.make_config_bot("easy") for _seat in (0, 1)]
    wyvern_balance.play_out(state, bots, 11)
    games = games_played(state)
    assert [game["game"] for game in games] == list(range(1, len(games) + 1))
    assert sum(game["turns"] for game in games) == sum(e.kind == "turn" for e in state.events)
    for game in games:
        assert game["winner"] in (-1, 0, 1) and game["starter"] in (0, 1)
        assert game["why"] and len(game["vp"]) == 2
    # Each seat's match points are the sum of what its games gave it.
    assert [sum(game["vp"][seat] for game in games) for seat in (0, 1)] == list(state.vp)
