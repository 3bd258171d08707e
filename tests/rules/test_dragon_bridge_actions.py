"""Dragon Bridge actions at the boundary: the decoded records and named helpers the client uses
instead of taking action integers apart, and the state-free inverse of the action text."""

from __future__ import annotations

import pytest
from dragon_bridge_positions import RULES, play, position

from game.rules.dragon_bridge import actions
from game.rules.dragon_bridge.cards import CARD_BY_NAME
from game.rules.dragon_bridge.items import ITEM_BY_NAME
from game.rules.dragon_bridge.wizards import WIZARD_BY_NAME


def test_rules_decode_actions_into_named_kinds_and_typed_fields():
    run = RULES.decode_action(actions.make(actions.PLAY, CARD_BY_NAME["Run"]))
    assert (run.kind, run.code, run.card, run.name, run.is_chance) == (
        "play", actions.PLAY, CARD_BY_NAME["Run"], "Run", False
    )  # fmt: skip
    assert run.direction is None and run.item is None and run.distance is None
    assert actions.decode_action(actions.make(actions.DIR, 1)).direction == 1
    assert actions.decode_action(actions.make(actions.GO, 4)).distance == 4
    assert actions.decode_action(actions.make(actions.TILE, 6)).tile == 6
    assert actions.decode_action(actions.make(actions.DAZZLE, 2)).nest_index == 2
    assert actions.decode_action(actions.make(actions.GEM, actions.GEM_READY)).gem == 3
    assert actions.decode_action(actions.make(actions.PARK, 1)).parks_ready is True
    assert actions.decode_action(actions.make(actions.ORDER, 6)).name == "Pass MOVE"
    assert actions.decode_action(actions.make(actions.FIRST, 1)).seat == 1
    assert actions.decode_action(actions.make(actions.DRAW, 7)).is_chance


def test_bonus_and_power_sources_name_an_item_or_a_wizard():
    boots = actions.decode_action(actions.make(actions.BONUS, ITEM_BY_NAME["Anchor Boots"]))
    assert boots.item == ITEM_BY_NAME["Anchor Boots"] and boots.wizard is None
    gelf = WIZARD_BY_NAME["Gelf Lanz"]
    power = actions.decode_action(actions.make(actions.USE, actions.WIZARD_SOURCE + gelf))
    assert power.wizard == gelf and power.item is None and power.name == "Gelf Lanz"
    assert actions.is_wizard_source(power.arg) and not actions.is_wizard_source(boots.arg)


def test_named_helpers_answer_kind_and_card():
    walk = actions.make(actions.GIVE, CARD_BY_NAME["Walk"])
    assert actions.kind_of(walk) == actions.GIVE and actions.arg_of(walk) == CARD_BY_NAME["Walk"]
    assert actions.card_of(walk) == CARD_BY_NAME["Walk"]
    assert actions.card_of(actions.make(actions.GO, 3)) is None
    assert actions.HAND_KINDS <= actions.CARD_KINDS


@pytest.mark.parametrize("bad", [-1, 99, 2300, actions.make(actions.DECLINE, 1), 5099])
def test_decoding_nonsense_raises(bad):
    with pytest.raises(ValueError):
        actions.decode_action(bad)


def test_from_text_inverts_the_action_text_without_a_state():
    state = position(mode="full", wizards=("Gelf Lanz", None), hands=(["Push", "Run"], []))
    seen = 0
    for action in state.legal_actions():
        assert actions.from_text(state.action_to_string(action)) == action
        seen += 1
    play(state, "play Push")
    for action in state.legal_actions():
        assert actions.from_text(state.action_to_string(action)) == action
        seen += 1
    assert seen >= 4
    for action in (actions.make(actions.ORDER, 0), actions.make(actions.FIRST, 0)):
        assert actions.from_text(actions.action_text(action)) == action
    for masked in actions.HIDDEN_TEXTS:
        assert actions.from_text(masked) is None
