"""The Nine Sons move log in words: one test per kind of ply (the deal, the first player, a
placement, a move and a sowing, tames, tame-order and award decisions, Chiwen's bite, refills,
vanishing squares, the end), each built from the spectator views before and after."""

from __future__ import annotations

import gettext
import re

from game.core.protocol import CHANCE
from game.core.record import SeatSpec
from game.rules.nine_sons import CARDS, NineSonsRules, NineSonsState
from game.session import Session
from game.views.nine_sons.client import CLIENT
from game.views.nine_sons.log import describe

CARD = {card.key: card.id for card in CARDS}
QIUNIU, BIAN, FUXI = CARD["qiuniu"], CARD["bian"], CARD["fuxi"]
SUANNI, BAXIA, CHAOFENG = CARD["suanni"], CARD["baxia"], CARD["chaofeng"]
PULAO, YAZI, CHIWEN = CARD["pulao"], CARD["yazi"], CARD["chiwen"]
STANDARD = (QIUNIU, BIAN, FUXI, SUANNI, BAXIA, CHAOFENG)
NAMES = ["Ivory", "Obsidian"]


def position(stacks, **kwargs) -> NineSonsState:
    kwargs.setdefault("slots", STANDARD)
    return NineSonsState.from_position(stacks=stacks, **kwargs)


def ply(state: NineSonsState, text: str) -> list[tuple[int, str]]:
    """Play `text` and return its log lines."""
    player = state.current_player()
    before = state.view(None)
    state.apply_action(state.parse_action(text))
    lines = describe(text, player, before, state.view(None), NAMES)
    assert lines is not None
    return lines


def test_the_client_entry_describes_the_log():
    assert CLIENT.describe_log is describe


def test_a_session_words_its_log_with_the_describer():
    seats = [SeatSpec("Ivory", "human", colour=0), SeatSpec("Obsidian", "human", colour=1)]
    session = Session.new("nine-sons", seats, None, 5)
    session.log_describer = CLIENT.describe_log
    while session.is_chance():
        session.step_chance()
    lines = session.log_lines(None)
    assert len(lines) == 7
    assert all(seat == CHANCE for seat, _line in lines)
    assert all(line.endswith(" is dealt onto the table") for _seat, line in lines[:6])
    assert lines[6][1] in ("Ivory goes first", "Obsidian goes first")
    session.apply(session.legal_actions()[0])  # the first legal action: a 1 on a1
    mover = session.plies[-1].player
    assert session.log_lines(None)[-1] == (
        mover,
        f"{NAMES[mover]} placed a 1 on {_son_a1(session)} at a1",
    )


def _son_a1(session: Session) -> str:
    return CARDS[session.state.view(None).slots[0]].name


def test_the_deal_and_the_first_player():
    state = NineSonsRules().new_initial_state(2)
    assert ply(state, "deal Chiwen") == [(CHANCE, "Chiwen is dealt onto the table")]
    for text in ("deal Qiuniu", "deal Bi'an", "deal Fuxi", "deal Suanni", "deal Baxia"):
        ply(state, text)
    assert ply(state, "first 1") == [(CHANCE, "Obsidian goes first")]


def test_a_placement_names_the_die_the_son_and_the_square():
    state = position({})
    assert ply(state, "place 4 a1") == [(0, "Ivory placed a 4 on Qiuniu at a1")]
    assert ply(state, "place 6 d3") == [(1, "Obsidian placed a 6 on Chaofeng at d3")]


def test_a_lone_die_moves_and_a_stack_is_sown():
    state = position({"a1": [(0, 2)], "c3": [(0, 1), (1, 5)]})
    assert ply(state, "a1-b1") == [(0, "Ivory moved a 2 from a1 to b1")]
    assert ply(state, "c3-c2-b2") == [(1, "Obsidian sowed a 2-stack from c3 to b2 (c3-c2-b2)")]


def test_a_tame_is_credited_to_the_tamer_and_a_refill_comes_to_the_table():
    state = position({"a1": [(0, 1), (1, 2)], "a2": [(1, 3), (0, 5)]})
    assert ply(state, "a2-a1-b1") == [
        (0, "Ivory sowed a 2-stack from a2 to b1 (a2-a1-b1)"),
        (1, "Obsidian tamed Qiuniu (+1)"),
    ]
    assert ply(state, "refill Yazi") == [(CHANCE, "Yazi comes to the table")]


def test_the_tame_order_decision_and_the_tame_that_follows_a_refill():
    state = position({"b1": [(1, 2), (1, 3)], "c1": [(1, 4), (1, 5)], "b2": [(0, 4), (0, 6)]})
    assert ply(state, "b2-b1-c1") == [(0, "Ivory sowed a 2-stack from b2 to c1 (b2-b1-c1)")]
    assert ply(state, "tame Bi'an") == [
        (0, "Ivory chose to tame Bi'an first"),
        (0, "Ivory tamed Bi'an (+1)"),
    ]
    assert ply(state, "refill Pulao") == [
        (CHANCE, "Pulao comes to the table"),
        (0, "Ivory tamed Qiuniu (+1)"),
    ]


def _disputed_chiwen() -> NineSonsState:
    slots = (CHIWEN, BIAN, FUXI, SUANNI, BAXIA, CHAOFENG)
    state = position(
        {"a1": [(0, 1), (0, 2)], "b1": [(1, 1), (1, 2)], "a2": [(1, 3), (0, 5)]}, slots=slots
    )
    ply(state, "a2-a1-b1")
    return state


def test_an_award_and_chiwen_swallowing_the_tamers_top_die():
    state = _disputed_chiwen()
    assert ply(state, "award Chiwen to 1") == [
        (0, "Ivory gave Chiwen to Obsidian"),
        (1, "Obsidian tamed Chiwen (+3)"),
        (1, "Chiwen swallowed Obsidian's 3: it leaves the game"),
    ]
    state = _disputed_chiwen()
    assert ply(state, "award Chiwen to 0")[:2] == [
        (0, "Ivory claimed Chiwen"),
        (0, "Ivory tamed Chiwen (+3)"),
    ]


def test_squares_vanish_when_the_deck_is_empty():
    state = position({"a1": [(1, 1), (1, 2)], "a2": [(0, 4)], "c1": [(0, 1)]}, deck=())
    assert ply(state, "a2-a1") == [
        (0, "Ivory moved a 4 from a2 to a1"),
        (0, "Ivory tamed Qiuniu (+1)"),
        (CHANCE, "The deck is empty: the squares of Qiuniu vanish"),
    ]


def test_the_end_of_the_game_says_why_and_who_won():
    state = position({"a1": [(1, 1), (1, 2)], "a2": [(0, 4)]}, scores=(6, 0))
    assert ply(state, "a2-a1")[1:] == [
        (0, "Ivory tamed Qiuniu (+1)"),
        (CHANCE, "Ivory reached the target of 7 points."),
        (CHANCE, "Ivory wins!"),
    ]
    stuck = position({"a1": [(0, 1)], "b1": [(1, 1)]}, hands=((), (3,)), active=1)
    assert ply(stuck, "b1-a1")[1:] == [
        (CHANCE, "Ivory could neither place a die nor move a stack, and loses."),
        (CHANCE, "Obsidian wins!"),
    ]


def test_what_it_cannot_read_falls_back_to_the_engine_text():
    view = position({}).view(None)
    assert describe("no such action", 0, view, view, NAMES) is None
    assert describe("place 4 a1", 0, None, view, NAMES) is None


class Upper(gettext.NullTranslations):
    """A stand-in catalogue: every message in capitals outside its {placeholders}."""

    @staticmethod
    def shout(message: str) -> str:
        return re.sub(r"(^|})([^{]*)", lambda m: m.group(1) + m.group(2).upper(), message)

    def gettext(self, message):
        return self.shout(message)

    def ngettext(self, singular, plural, n):
        return self.shout(singular if n == 1 else plural)


def test_every_line_goes_through_gettext(monkeypatch):
    from game import i18n

    monkeypatch.setattr(i18n, "_translations", Upper())
    try:
        state = position({"a1": [(0, 1), (1, 2)], "a2": [(1, 3), (0, 5)]})
        lines = ply(state, "a2-a1-b1")
    finally:
        i18n.set_language("en")
    assert lines == [
        (0, "Ivory SOWED A 2-STACK FROM a2 TO b1 (a2-a1-b1)"),
        (1, "Obsidian TAMED QIUNIU (+1)"),
    ]


def _seeded_game(seed: int, options: dict | None = None) -> Session:
    """A whole game with random decisions (chance from the session's own seeded RNG)."""
    import random

    seats = [SeatSpec("Ada", "human", colour=0), SeatSpec("Bo", "ai", "easy", colour=1)]
    session = Session.new("nine-sons", seats, options, seed)
    session.log_describer = CLIENT.describe_log
    rng = random.Random(seed)
    while not session.is_over():
        if session.is_chance():
            session.step_chance()
        else:
            session.apply(rng.choice(session.legal_actions()))
    return session


def assert_worded(session: Session) -> None:
    """No log line is (or starts with, or is a name glued to) an engine action text, and every
    tame is credited: "Ada tamed Suanni (+2)"."""
    names = [seat.name for seat in session.seats]
    texts = {ply.text for ply in session.plies}
    lines = [line for _seat, line in session.log_lines(None)]
    for line in lines:
        for text in texts:
            assert line != text and not line.startswith(text), (line, text)
            assert not line.endswith(f": {text}"), (line, text)
    tames = []
    replay = Session.new(session.slug, session.seats, session.record.options, session.record.seed)
    before = replay.state.view(None)
    for text in session.record.history:
        replay.apply(replay.rules.parse_action(replay.state, text))
        after = replay.state.view(None)
        for seat in (0, 1):
            for card in after.tamed[seat][len(before.tamed[seat]) :]:
                tames.append(f"{names[seat]} tamed {CARDS[card].name} ({CARDS[card].points:+d})")
        before = after
    credited = [line for line in lines if " tamed " in line and line.endswith(")")]
    assert credited == tames


def test_whole_seeded_games_are_worded_and_every_tame_is_credited():
    """Issue 12 item 7: the log never shows raw engine text ("first 0") and records every tame
    with its tamer, son and points; over whole games with both sowing readings."""
    tamed = 0
    for seed in range(12):
        options = {"sowing_check": "stack-top"} if seed % 3 == 2 else None
        session = _seeded_game(seed, options)
        assert_worded(session)
        tamed += sum(len(seat) for seat in session.state.view(None).tamed)
    assert tamed > 30
