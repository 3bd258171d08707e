"""Dragon Bridge results in words: every end reason of the engine, each seat's panel in the
Bridge's own terms (squares from the Exit, wizard, square, gems, items), and the results screen
drawing them with every text inside its panel."""

from __future__ import annotations

import pygame
import pytest

from game.core.protocol import Outcome
from game.core.record import SeatSpec
from game.rules.dragon_bridge import DragonBridgeRules, DragonBridgeState, SeatDetails
from game.rules.dragon_bridge.outcome import ESCAPE, POUNCE, REASONS, TURN_LIMIT
from game.scenes.results import ResultsScene
from game.session import ending_sound
from game.views import theme
from game.views.dragon_bridge.outcome import describe_outcome
from game.views.registry import client_for

RULES = DragonBridgeRules()
NAMES = ["Ada", "Bo"]


def play(state: DragonBridgeState, *texts: str) -> DragonBridgeState:
    """Apply legal actions given as text; chance nodes take their first outcome after them."""
    for text in texts:
        state.apply_action(RULES.parse_action(state, text))
    return state


def settle(state: DragonBridgeState) -> DragonBridgeState:
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    return state


def escaped() -> Outcome:
    state = DragonBridgeState.from_position(positions=(14, 9), hands=(["Run"], []))
    return play(state, "play Run").outcome()


def pounced() -> Outcome:
    state = DragonBridgeState.from_position(positions=(6, 9), hands=(["Walk"], []))
    return play(state, "play Walk", "dir left", "go 2", "gem pass").outcome()


def turn_limit() -> Outcome:
    state = DragonBridgeState.from_position(hands=(["Walk"], []), turns=199)
    return settle(play(state, "play Walk", "dir left", "go 0", "gem pass")).outcome()


def full_game_escape() -> Outcome:
    state = DragonBridgeState.from_position(
        positions=(13, 4), hands=(["Walk"], []), wizards=("Bunny", "Business Demon"),
        items=(["Hiking Boots", "Blink Ring"], []), ready=(2, 0), stashed=(0, 0),
        parked=(-1, 1), mode="full",
    )  # fmt: skip
    return play(state, "play Walk").outcome()


# ------------------------------------------------------------------------- the engine's data


def test_every_reason_is_a_stable_key_with_its_arguments():
    ends = {ESCAPE: escaped(), POUNCE: pounced(), TURN_LIMIT: turn_limit()}
    assert set(ends) == set(REASONS)
    assert ends[ESCAPE].reason_args == {"seat": 0, "square": 14, "turns": 0, "flights": 0,
                                        "roosts": 0}  # fmt: skip
    assert ends[POUNCE].reason_args["seat"] == 0 and ends[POUNCE].reason_args["square"] == 4
    assert (
        ends[TURN_LIMIT].reason_args["turns"] == 200 and "seat" not in ends[TURN_LIMIT].reason_args
    )
    for outcome in ends.values():
        assert all(isinstance(record, SeatDetails) for record in outcome.details)


def test_seat_details_say_where_each_wizard_stood_and_what_it_held():
    outcome = escaped()
    ada, bo = outcome.details
    assert (ada.square, ada.squares_to_exit, ada.escaped, ada.pounced) == (14, 0, True, False)
    assert (bo.square, bo.squares_to_exit, bo.escaped, bo.pounced) == (9, 4, False, False)
    assert (ada.ready, ada.depleted, ada.items, ada.wizard) == (1, 2, (), -1)
    loser = pounced().details[0]
    assert loser.pounced and loser.square == 4 and loser.squares_to_exit == 9


# -------------------------------------------------------------------------------- the words


def test_an_escape_in_words():
    report = describe_outcome(escaped(), NAMES)
    assert report.banner == "Ada wins!"
    assert report.reason == "Ada escaped over the Exit end!"
    assert report.note == "Turns 0 · Flights 0 · Roosts 0"
    ada, bo = report.seats
    assert (ada.figure, ada.unit, ada.note) == ("0", "squares from the Exit", "Escaped!")
    assert (bo.figure, bo.unit, bo.note) == ("4", "squares from the Exit", "")
    assert [(row.label, row.value) for row in ada.rows] == [
        ("Square", "15"), ("Gems", "1 READY, 2 depleted"), ("Items", "none")
    ]  # fmt: skip


def test_a_pounce_in_words():
    report = describe_outcome(pounced(), NAMES)
    assert report.banner == "Bo wins!"
    assert report.reason == "The dragon pounced on Ada on a Threatened square."
    ada, bo = report.seats
    assert (ada.figure, ada.note) == ("9", "Pounced!")
    assert bo.note == "" and bo.figure == "4"


def test_the_turn_limit_in_words_names_both_wizards():
    report = describe_outcome(turn_limit(), NAMES)
    assert report.banner == "A draw!"
    assert report.reason == "Turn limit: after 200 turns neither Ada nor Bo got away."
    assert report.note.startswith("Turns 200 ·")
    assert all(seat.note == "" for seat in report.seats)


def test_one_square_from_the_exit_is_singular():
    state = DragonBridgeState.from_position(positions=(14, 12), hands=(["Run"], []))
    report = describe_outcome(play(state, "play Run").outcome(), NAMES)
    assert (report.seats[1].figure, report.seats[1].unit) == ("1", "square from the Exit")


def test_the_full_game_panel_names_the_wizard_the_items_and_set_aside_gems():
    report = describe_outcome(full_game_escape(), NAMES)
    ada, bo = report.seats
    assert [(row.label, row.value) for row in ada.rows] == [
        ("Wizard", "Bunny"), ("Square", "14"), ("Gems", "2 READY, 1 depleted"),
        ("Hiking Boots", ""), ("Blink Ring", ""),
    ]  # fmt: skip
    assert [(row.label, row.value) for row in bo.rows] == [
        ("Wizard", "Business Demon"), ("Square", "5"), ("Gems", "0 READY, 2 depleted"),
        ("Parked gem", "READY"), ("Items", "none"),
    ]  # fmt: skip


def test_an_unknown_or_unfinished_ending_still_reads():
    report = describe_outcome(Outcome((), "unfinished", ()), NAMES)
    assert report.reason == "The game is over." and report.note == ""
    assert [seat.figure for seat in report.seats] == ["-", "-"]


def test_the_client_entry_describes_the_outcome():
    assert client_for("dragon-bridge").describe_outcome is describe_outcome


# ----------------------------------------------------------------------- the results screen


class FakeSession:
    """A finished Bridge match: seats and its Outcome."""

    slug = "dragon-bridge"
    seed = 4

    def __init__(self, seats, outcome):
        self.seats = seats
        self._outcome = outcome

    def outcome(self):
        return self._outcome

    def ending_sound(self):
        return ending_sound(self._outcome, self.seats)


SEATS = [SeatSpec("Ada", "human", colour=2), SeatSpec("Bo", "ai", "hard", colour=3)]


@pytest.mark.parametrize("ending", [escaped, pounced, turn_limit, full_game_escape])
def test_the_results_screen_draws_every_ending_with_text_inside_the_panels(app, ending):
    scene = ResultsScene(app, FakeSession(SEATS, ending()))
    surface = pygame.Surface(theme.SCREEN_SIZE)
    scene.update(0.5)
    scene.draw(surface)
    panel_width = 440 - 36  # a two-seat panel's row width
    for seat in scene.report.seats:
        for row in seat.rows:
            label = theme.font(19).size(row.label)[0]
            value = theme.font(19, bold=True).size(row.value)[0]
            assert 18 + label + 24 + value < panel_width, row
        figure = theme.font(40, bold=True).size(seat.figure)[0]
        unit = theme.font(16).size(seat.unit)[0]
        note = theme.font(20, bold=True).size(seat.note)[0]
        assert 24 + figure + 8 + unit + 24 + note + 24 < 440, seat
    assert theme.font(24).size(scene.report.reason)[0] < 1240
