"""Wyvern AI: legal answers at every level over random positions of every deck pairing and
option, no cheating on hidden cards, whole matches, custom decks, the evaluator and the attack
judgement."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from ai.heuristics.wyvern import evaluate
from ai.heuristics.wyvern.attack import attack_value, best_attack
from ai.heuristics.wyvern.determinize import determinize
from ai.heuristics.wyvern.levels import LEVEL_SETTINGS, SEARCHED, make_level_bot
from ai.heuristics.wyvern.rollout import rollout_policy
from ai.protocol import SearchBudget
from game.core.protocol import sample_chance
from game.rng import rng_for
from game.rules.wyvern import Deck, WyvernRules
from game.rules.wyvern.board import HORDE, LAIR
from game.rules.wyvern.decks import STORMWING as STORMWING_DECK
from game.rules.wyvern.decks import problems
from tests.rules.wyvern_positions import act, position

RULES = WyvernRules()
LEVELS = ("easy", "normal", "hard", "master")
DECK_NAMES = ("stormwing", "stoneheart", "shadowscale")
OPTIONS = (
    {},
    {"scoring": "gold_bonus", "match_points": 50},
    {"scoring": "gold_only", "free_reveal_on_redeploy": False},
)
SMALL = SearchBudget(time_s=5.0, iterations=6)
"""A small search budget: the tests check answers, not strength."""


def play_to(decks: tuple[str, str], options: dict[str, Any], plies: int, seed: int) -> Any:
    """A position reached by the noisy policy after `plies` plies."""
    rng = random.Random(seed)
    state: Any = RULES.new_initial_state(2, {**options, "deck": list(decks)})
    for _ply in range(plies):
        if state.is_terminal():
            break
        if state.is_chance_node():
            state.apply_action(sample_chance(state, rng))
        else:
            world = determinize(state, state.current_player(), rng)
            state.apply_action(rollout_policy(world, rng, 0.3))
    return state


def positions(count: int, seed: int) -> list[Any]:
    """Decision positions over every deck pairing and option set."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        decks = (rng.choice(DECK_NAMES), rng.choice(DECK_NAMES))
        options = rng.choice(OPTIONS)
        state = play_to(decks, options, rng.randrange(0, 900), rng.randrange(10**6))
        if not state.is_terminal() and not state.is_chance_node():
            found.append(state)
    return found


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_answers_legally(level):
    bot, budget = make_level_bot(level)
    if level in ("hard", "master"):
        budget = SMALL
    for index, state in enumerate(positions(30, seed=len(level))):
        before = state.view(None)
        decision = bot.choose(state, budget, rng_for(index, "test", level))
        assert decision.action in state.legal_actions()
        assert state.view(None) == before  # the bot never mutates its input


def test_only_pass_answers_at_once():
    # Seat 1 holds a battle card it cannot afford: its intercept window offers only Pass.
    state = position(field={"0:F1": ("D09", "u"), "1:F1": ("D02", "u")}, hands=[[], ["A22"]],
                     gold=(25, 0), phase="battle")  # fmt: skip
    act(state, "attack 0:F1", "target 1:F1")
    assert state.current_player() == 1 and len(state.legal_actions()) == 1
    bot, budget = make_level_bot("master")
    decision = bot.choose(state, budget, random.Random(1))
    assert decision.info.get("forced") and decision.action == state.legal_actions()[0]


# ----------------------------------------------------------------------------- no cheat


def _rival_twin(state: Any, seat: int, rng: random.Random) -> Any | None:
    """The state with the rival's hidden cards changed: a hand card swapped with a Horde pile
    card, and an unknown face-down battle card swapped with a Lair pile card."""
    twin = state.clone()
    foe = 1 - seat
    changed = False
    hand, pile = twin.hand[foe], twin.pile[foe * 2 + HORDE]
    pairs = [(h, p) for h in set(hand) for p in set(pile) if h != p]
    if pairs:
        h, p = rng.choice(sorted(pairs))
        hand.remove(h)
        pile.remove(p)
        hand.append(p)
        pile.append(h)
        hand.sort()
        pile.sort()
        changed = True
    lair = twin.pile[foe * 2 + LAIR]
    unknown = [
        q for q in range(foe * 6, foe * 6 + 6)
        if twin.card[q] >= 0 and not twin.up[q] and not twin.seen[q] >> seat & 1
    ]  # fmt: skip
    options = [(q, c) for q in unknown for c in set(lair) if c != twin.card[q]]
    if options:
        q, c = rng.choice(sorted(options))
        lair.remove(c)
        lair.append(twin.card[q])
        lair.sort()
        twin.card[q] = c
        changed = True
    twin._legal = None
    return twin if changed else None


def _searched_positions(count: int) -> list[Any]:
    rng = random.Random(7)
    found: list[Any] = []
    while len(found) < count:
        state = play_to((rng.choice(DECK_NAMES), rng.choice(DECK_NAMES)), {},
                        rng.randrange(40, 700), rng.randrange(10**6))  # fmt: skip
        if state.is_terminal() or state.is_chance_node():
            continue
        if state.stack[-1][0] in SEARCHED and len(state.legal_actions()) > 1:
            found.append(state)
    return found


def test_determinize_reads_only_what_the_seat_knows():
    rng = random.Random(3)
    for state in _searched_positions(12):
        seat = state.current_player()
        twin = _rival_twin(state, seat, rng)
        if twin is None:
            continue
        assert twin.view(seat) == state.view(seat)
        a = determinize(state, seat, rng_for(1, "w"))
        b = determinize(twin, seat, rng_for(1, "w"))
        assert (a.card, a.hand, a.pile, a.hid) == (b.card, b.hand, b.pile, b.hid)
        assert a.legal_actions() == state.legal_actions()


@pytest.mark.parametrize("level", LEVELS)
def test_no_cheat_same_choice_whatever_the_rival_hides(level):
    bot, budget = make_level_bot(level)
    if level in ("hard", "master"):
        budget = replace(budget, iterations=12)
    rng = random.Random(11)
    checked = 0
    for index, state in enumerate(_searched_positions(8)):
        seat = state.current_player()
        twin = _rival_twin(state, seat, rng)
        if twin is None:
            continue
        first = bot.choose(state, budget, rng_for(index, "cheat"))
        second = bot.choose(twin, budget, rng_for(index, "cheat"))
        assert first.action == second.action
        assert first.info.get("iterations") == second.info.get("iterations")
        checked += 1
    assert checked >= 4


# ------------------------------------------------------------------------- whole matches


def play_match(levels: tuple[str, str], decks: Any, seed: int, budget: SearchBudget | None = None,
               options: dict[str, Any] | None = None) -> Any:  # fmt: skip
    """A whole match between two levels (`decks`: two names or two Decks)."""
    if isinstance(decks[0], Deck):
        state: Any = RULES.new_match(decks, options)
    else:
        state = RULES.new_initial_state(2, {**(options or {}), "deck": list(decks)})
    bots = [make_level_bot(level) for level in levels]
    ply = 0
    while not state.is_terminal():
        player = state.current_player()
        if player < 0:
            state.apply_action(sample_chance(state, rng_for(seed, "chance", ply)))
        else:
            bot, own = bots[player]
            decision = bot.choose(state, budget or own, rng_for(seed, "ai", player, ply))
            state.apply_action(decision.action)
        ply += 1
    return state


def test_easy_and_normal_play_a_whole_match():
    state = play_match(("normal", "easy"), ("shadowscale", "stoneheart"), 5,
                       options={"match_points": 50})  # fmt: skip
    assert state.is_terminal() and state.outcome() is not None


@pytest.mark.parametrize("level", ("hard", "master"))
def test_searching_levels_play_a_whole_match(level):
    state = play_match((level, "easy"), ("stormwing", "shadowscale"), 6,
                       budget=SearchBudget(time_s=5.0, iterations=4), options={"match_points": 50})  # fmt: skip
    assert state.is_terminal()


def odd_deck() -> Deck:
    """A legal deck unlike the three: ground giants and drains, all treasures and slayers."""
    lair = {
        cid: 1 for cid in ("D01", "D04", "D06", "D09", "D10", "D12", "D13", "D16", "D27", "D30")
    }
    lair.update({"T10": 4, "T06": 4, "T09": 2})
    horde = {cid: 4 for cid in ("R04", "R18", "R20", "A03", "A06", "A13", "A16", "A19", "A23",
                                "A27", "A29", "A05")}  # fmt: skip
    horde.update({"R10": 2})
    deck = Deck.of(lair, horde, "odd")
    assert not problems(deck)
    return deck


def test_a_deck_aware_bot_plays_a_custom_deck():
    deck = odd_deck()
    state = play_match(("normal", "easy"), (deck, deck), 9, budget=SMALL,
                       options={"match_points": 50})  # fmt: skip
    assert state.is_terminal() and state.decks == (deck, deck)
    # The beliefs come from the custom deck list, not from a preconstructed one.
    fresh = RULES.new_match((deck, STORMWING_DECK))
    assert {card for card, _ in evaluate.belief(fresh, 1, 0)} <= set(deck.lair)


# --------------------------------------------------------------------- evaluator, attack


def test_match_value_follows_vp_and_gold():
    low = position(field={"0:F1": ("D09", "u"), "1:F1": ("D09", "u")}, vp=(20, 60))
    high = position(field={"0:F1": ("D09", "u"), "1:F1": ("D09", "u")}, vp=(60, 20))
    assert evaluate.match_value(high, 0) > 0.5 > evaluate.match_value(low, 0)
    rich = position(field={"0:F1": ("D09", "u"), "1:F1": ("D09", "u")}, gold=(30, 10))
    assert evaluate.match_value(rich, 0) > 0.5
    assert evaluate.race(2, 2) == pytest.approx(0.5)
    near = position(field={"0:F1": ("D09", "u"), "1:F1": ("D02", "u")}, vp=(90, 0))
    assert evaluate.match_value(near, 0) > 0.9


def test_unknown_cards_are_valued_from_the_deck_list():
    a = position(field={"0:F1": ("D09", "u"), "1:F1": "T01", "1:F2": "D02"})
    b = position(field={"0:F1": ("D09", "u"), "1:F1": "D02", "1:F2": "T01"})
    assert evaluate.material(a, 1, viewer=0) == evaluate.material(b, 1, viewer=0)


def test_big_dragon_attacks_a_known_small_one():
    s = position(field={"0:F1": ("D09", "u"), "1:F1": ("D01", "u"), "1:F2": "T01"},
                 hands=[[], []])  # fmt: skip
    value, attacker, target = best_attack(s, 0)
    assert (attacker, target) == (0, 6)
    assert value > 0


def test_scout_goes_for_likely_terrain_and_a_flyer_avoids_crags():
    # Stoneheart's Lair is mostly terrain (Crags kill flyers): a Scout attacks its unknown
    # cards more gladly than a flyer does.
    s = position(decks=("stormwing", "stoneheart"),
                 field={"0:F1": ("D15", "u"), "0:F2": ("D22", "u"), "1:F1": "T02"},
                 hands=[[], []])  # fmt: skip
    assert attack_value(s, 0, 0, 6) > attack_value(s, 0, 1, 6)


def test_level_settings_grow():
    # The playouts' work per search (playouts times turns played) grows level by level: an
    # ISMCTS level plays `iterations` playouts, the sampled search `samples` rounds of one
    # playout per candidate (at least two: one legal move is answered at once).
    def playouts(settings: dict[str, Any]) -> int:
        return settings.get("iterations", 0) + 2 * settings.get("samples", 0)

    work = [
        playouts(LEVEL_SETTINGS[level]) * LEVEL_SETTINGS[level].get("turns", 0) for level in LEVELS
    ]
    assert work == sorted(work) and work[0] == 0
    assert LEVEL_SETTINGS["hard"]["time_s"] <= 2.0


def test_a_pruning_search_grows_only_the_policys_redeploy_in_a_battle_phase():
    from ai.heuristics.wyvern.levels import make_settings_bot
    from ai.ismcts import _InfoNode
    from game.rules.wyvern import actions
    from game.rules.wyvern.actions import split
    from game.rules.wyvern.frames import F_BATTLE

    bot: Any
    bot, _ = make_settings_bot({**LEVEL_SETTINGS["normal"], "prune": True}, "pruning")
    checked = 0
    for state in _searched_positions(16):
        if state.stack[-1][0] != F_BATTLE:
            continue
        world = determinize(state, state.current_player(), random.Random(1))
        policy = rollout_policy(world, random.Random(2))
        node = _InfoNode(2)
        node.children[policy] = _InfoNode(2)
        untried = [a for a in world.legal_actions() if a != policy]
        grown = set()
        for seed in range(20):
            action = bot._expansion(node, node, world, untried, random.Random(seed))
            grown.add(action)
        assert not any(a is not None and split(a)[0] == actions.REDEPLOY for a in grown)
        checked += 1
    assert checked
