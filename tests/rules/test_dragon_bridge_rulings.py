"""Issue 11: Dragon Bridge rulings as the seed (000) states them, where our digest differed.

Each test quotes (paraphrased) the seed line it follows. Positions: the default 18-square
bridge, the Dragon on the left (squares 0-4 Threatened, 13-17 Exit), seat 0 to move.
"""

from __future__ import annotations

from dragon_bridge_positions import RULES, finish_turn, legal, play, position, settle, step

from game.rules.dragon_bridge import CARD_BY_NAME, WIZARDS

SEVEN_WINGS = ["Bait", "Dash", "Warp"]  # 3 + 2 + 2 visible wings: two short of a FLIGHT


def full(**kwargs):
    """A full-game position."""
    kwargs.setdefault("mode", "full")
    return position(**kwargs)


# ----------------------------------------------------- the card under the Dragon at a FLIGHT


def test_a_flight_puts_the_last_card_played_under_the_dragon_not_chiptunes_flip():
    """Seed, DRAGON FLIGHT 1: "The last card played is placed underneath the Dragon card" -
    Chiptune Lullaby's flipped card enters the Nest after Run but was never played."""
    state = full(wizards=("Chiptune Lullaby", None), hands=(["Run"], []), nest=SEVEN_WINGS)
    play(state, "play Run", "dir left", "go 0", "use Chiptune Lullaby", "flip Thunderbox")
    newest = [card for card, _ in state.view(0).nest][-2:]
    assert newest == [CARD_BY_NAME["Run"], CARD_BY_NAME["Thunderbox"]]
    settle(play(state, "gem pass"))  # 1 + 2 more wings: 10 of 9, the Dragon flies
    view = state.view(0)
    assert view.flights == 1 and view.power_card == CARD_BY_NAME["Run"]


def test_a_flight_after_trevors_card_puts_the_card_played_under_the_dragon():
    """Seed, DRAGON FLIGHT 1: the last card PLAYED goes under the Dragon; Trevor's Gem Action
    puts a card into the Nest without playing it."""
    state = full(wizards=("Trevor", None), hands=(["Walk", "Thunderbox"], []), nest=SEVEN_WINGS)
    play(state, "play Walk", "dir left", "go 0", "gem trevor", "nest Thunderbox")
    assert state.view(0).power_card == CARD_BY_NAME["Walk"]  # 9 wings: it flew


def test_bait_taking_an_older_card_keeps_track_of_the_card_played():
    """The card played stays the one under the Dragon when Bait removes a card before it."""
    state = position(hands=(["Bait"], []), nest=["Dash", "Warp", "Thunderbox"], played=1)
    assert state.view(0).played == 1
    play(state, "play Bait", "take nest 0")
    assert state.view(0).played == 2  # Bait, now the third card (Warp, Thunderbox, Bait)
    assert state.view(0).nest[2][0] == CARD_BY_NAME["Bait"]
    state = position(hands=(["Bait"], []), nest=["Dash", "Warp", "Thunderbox"], played=1)
    play(state, "play Bait", "take nest 1")  # a seat may Bait back the card played before
    assert state.view(0).played == 2  # now Bait, played this turn
    settle(play(state, "gem pass"))
    assert state.view(0).played == 2 and state.view(0).flights == 0


# --------------------------------------------------------- powers are optional unless RED


def test_the_rival_may_decline_bill_miltons_shakedown():
    """Seed, Character FAQ, Bill Milton: "The opponent MAY give you any Action card that has
    BUMP" - and Other Notes: powers are optional unless printed in red."""
    state = full(wizards=("Bill Milton", None), hands=(["Walk"], ["Push", "Gale", "Run"]))
    play(state, "play Walk", "dir left", "go 0")
    assert state.current_player() == 1 and step(state) == "give"
    assert legal(state) == {"give Push", "give Gale", "decline"}
    assert not state.reveals_information(RULES.parse_action(state, "decline"))
    play(state, "decline")
    assert state.current_player() == 0 and step(state) == "gem_phase"
    assert state.view(0).hand_sizes == (0, 3)  # nothing changed hands


def test_the_stuffed_bear_may_decline_its_ready_and_keep_it_for_a_later_bump():
    """Seed, Other Notes: "Character and Item powers are optional: if one could be triggered,
    you can always choose not to trigger it" - the Bear's once-a-turn READY is a choice."""
    state = full(wizards=(None, "Stuffed Bear"), hands=(["Push"], []), ready=(1, 0))
    play(state, "play Push", "dir right")
    assert state.current_player() == 1 and legal(state) == {"use Stuffed Bear", "decline"}
    play(state, "decline")
    assert state.view(0).ready[1] == 0 and step(state) == "gem_phase"
    play(state, "gem bump", "dir right")  # a second BUMP in the same turn: asked again
    assert legal(state) == {"use Stuffed Bear", "decline"}
    assert not state.reveals_information(RULES.parse_action(state, "use Stuffed Bear"))
    play(state, "use Stuffed Bear")
    assert state.view(0).ready[1] == 1


def test_red_powers_are_exactly_the_mandatory_ones():
    """Seed, Other Notes: "some Character abilities ... are printed in RED text. These must
    always be performed (if possible)": every RED word on a wizard names a mandatory field."""
    for wizard in WIZARDS:
        red_fields = [name for name in vars(wizard) if name.endswith("_red") and vars(wizard)[name]]
        assert ("RED" in wizard.text) == bool(red_fields), wizard.name


# --------------------------------------- simultaneous triggers: the current player orders


def bunny_passed_onto_a_launch_pad():
    """Seat 0 MOVEs past the rival's Bunny onto a Launch Pad: two powers of two seats."""
    state = full(wizards=(None, "Bunny"), hacking=True, positions=(8, 9),
                 placed={11: "Launch Pad"}, hands=(["Run"], []))  # fmt: skip
    return play(state, "play Run", "dir right", "go 3")


def test_the_current_player_orders_triggers_of_both_players():
    """Seed, Character FAQ, Gelf Lanz: "if multiple actions happen at the same moment, the
    current player decides their order" - also when they belong to both players."""
    state = bunny_passed_onto_a_launch_pad()
    assert step(state) == "order" and state.current_player() == 0
    assert legal(state) == {"first Pass MOVE", "first Launch Pad"}
    assert state.step.triggers == ((6, 1), (7, 0))  # (Pass MOVE, seat 1), (Launch Pad, seat 0)
    play(state, "first Launch Pad")  # seat 0 TELEPORTs first, then Bunny may MOVE 2
    assert state.current_player() == 0 and state.step.effect == "teleport"
    play(state, "dir left", "go 3")  # back to 8: passes Bunny (9) again
    assert step(state) == "move_dir" and state.current_player() == 1
    assert state.step.base == 2


def test_the_current_player_may_let_the_rivals_trigger_go_first():
    state = play(bunny_passed_onto_a_launch_pad(), "first Pass MOVE")
    assert state.current_player() == 1 and state.step.effect == "move"
    play(state, "dir right", "go 1")  # Bunny to 10, still behind seat 0: no pass
    assert state.current_player() == 0 and state.step.effect == "teleport"


# ------------------------------------------- Andromeda's stash returns at each turn's start


def test_andromedas_stash_returns_a_gem_at_the_start_of_the_rivals_turn_too():
    """Seed, Character FAQ, Andromeda Robin: "At the start of each turn, return one to your
    tableau, READIED" - each turn, the rival's as well as her own."""
    state = full(wizards=("Andromeda Robin", None), hands=([], ["Walk"]), ready=(1, 1))
    play(state, "gem stash")
    assert state.view(0).stashed[0] == 3
    finish_turn(state)  # seat 1's turn starts
    assert state.active_player == 1
    assert state.view(0).stashed[0] == 2 and state.view(0).ready[0] == 1
    play(state, "play Walk", "dir left", "go 0")
    finish_turn(state)  # seat 0's own turn starts
    assert state.view(0).stashed[0] == 1 and state.view(0).ready[0] == 2


def test_andromedas_return_and_the_rivals_start_teleport_are_ordered_by_the_rival():
    """Both players' powers trigger at the start of the rival's turn: the current player (the
    rival) chooses their order."""
    state = full(wizards=("Andromeda Robin", "Venice Gorn"), hands=([], ["Walk"]))
    play(state, "gem stash")
    settle(state)
    assert step(state) == "order" and state.current_player() == 1
    assert legal(state) == {"first Stash", "first Start TELEPORT"}
    play(state, "first Start TELEPORT")
    assert state.step.effect == "teleport" and state.view(1).stashed[0] == 3
    play(state, "dir right", "go 1")
    assert step(state) == "action" and state.view(1).stashed[0] == 2
