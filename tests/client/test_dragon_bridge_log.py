"""The Dragon Bridge move log in words: the ply's own line, its visible effects, hidden draws,
the end of the match, and the English second person for a seat named "You"."""

from __future__ import annotations

from game import i18n
from game.core.protocol import CHANCE
from game.rules.dragon_bridge import DragonBridgeRules, DragonBridgeState
from game.views.dragon_bridge.log import describe
from game.views.registry import client_for

RULES = DragonBridgeRules()


def words(state: DragonBridgeState, names: list[str], *texts: str, viewer=None) -> list[str]:
    """Play `texts` and return the log lines `viewer` reads for them."""
    lines: list[str] = []
    for text in texts:
        player = state.current_player()
        before = state.view(None)
        state.apply_action(RULES.parse_action(state, text))
        seen = state.view(viewer).last_action
        lines += [line for _, line in describe(seen, player, before, state.view(None), names)]
    return lines


def test_a_walk_is_told_by_its_card_and_where_it_went():
    state = DragonBridgeState.from_position(positions=(11, 9), hands=(["Run"], []))
    lines = words(state, ["Ada", "Bo"], "play Run", "dir right", "go 3", "gem pass")
    assert lines == ["Ada plays Run", "Ada walks 3 right to 15", "Ada skips the gem phase"]


def test_an_escape_and_a_pounce_end_the_log():
    state = DragonBridgeState.from_position(positions=(14, 9), hands=(["Run"], []))
    assert words(state, ["Ada", "Bo"], "play Run") == [
        "Ada plays Run", "Ada ESCAPES the bridge and wins!"
    ]  # fmt: skip
    state = DragonBridgeState.from_position(positions=(6, 9), hands=(["Walk"], []))
    lines = words(state, ["Ada", "Bo"], "play Walk", "dir left", "go 2", "gem pass")
    assert lines[-1] == "The dragon POUNCES on Ada! Bo wins"
    assert "Ada walks 2 left to 5" in lines


def test_another_seats_draw_is_masked_and_names_the_drawer():
    state = DragonBridgeState.from_position(hands=(["Walk"], []))
    words(state, ["Ada", "Bo"], "play Walk", "dir left", "go 0", "gem pass")
    draw = next(a for a, _ in state.chance_outcomes())
    text = state.action_to_string(draw)
    assert words(state, ["Ada", "Bo"], text, viewer=1) == ["Ada draws a card"]


def test_a_seat_named_you_reads_in_the_second_person_in_english_only(monkeypatch):
    state = DragonBridgeState.from_position(positions=(14, 9), hands=(["Run"], []))
    assert words(state.clone(), ["You", "Bo"], "play Run") == [
        "You play Run", "You ESCAPE the bridge and win!"
    ]  # fmt: skip
    monkeypatch.setattr(i18n, "_language", "ja")  # English msgids, but not English grammar
    assert words(state.clone(), ["You", "Bo"], "play Run")[0] == "You plays Run"


def test_the_client_entry_logs_with_this_describer():
    assert client_for("dragon-bridge").describe_log is describe
    state = DragonBridgeState.from_position(hands=(["Walk"], []))
    before = state.view(None)
    state.apply_action(RULES.parse_action(state, "play Walk"))
    assert describe("play Walk", 0, before, state.view(None), ["Ada", "Bo"])[0] == (
        0,
        "Ada plays Walk",
    )
    assert describe("first 1", CHANCE, before, before, ["Ada", "Bo"]) == [(CHANCE, "Bo goes first")]


def test_the_log_words_the_rulings_new_choices():
    """Issue 11: a declined Shakedown, the Bear's optional READY and the current player putting
    the rival's power first are all told in words."""
    state = DragonBridgeState.from_position(
        mode="full", wizards=("Bill Milton", "Stuffed Bear"), ready=(1, 0),
        hands=(["Walk", "Push"], ["Push", "Run"]),
    )  # fmt: skip
    lines = words(state, ["Ada", "Bo"], "play Walk", "dir left", "go 0", "decline")
    assert lines[-1] == "Bo keeps every card (no Shakedown)"
    lines = words(state, ["Ada", "Bo"], "gem bump", "dir right", "use Stuffed Bear")
    assert "Bo uses Stuffed Bear" in lines
    state = DragonBridgeState.from_position(
        mode="full", hacking=True, wizards=(None, "Bunny"), positions=(8, 9),
        placed={11: "Launch Pad"}, hands=(["Run"], []),
    )  # fmt: skip
    lines = words(state, ["Ada", "Bo"], "play Run", "dir right", "go 3", "first Pass MOVE")
    assert lines[-1] == "Ada lets Bo's Pass MOVE go first"
