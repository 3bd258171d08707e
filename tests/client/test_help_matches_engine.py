"""The rules help says what the engines do: each check pairs a help sentence (the English msgid
and, where the words matter, its translations) with the engine's behaviour in a scenario.

Found by the session-24 help audit: Dragon Bridge's escape (a MOVE begun on an EXIT square, not
only at the start of a turn), where Drakon's figure may be set (any chamber without a hero but
the Start, not an "empty" chamber, which the help's legend calls a Blank), Nine Sons' target
score option, and Dragon Delta's Chinese words for a round and a plank.
"""

from __future__ import annotations

from game.i18n import load_catalogue
from game.rules.dragon_delta.outcome import REASONS as DELTA_REASONS
from game.rules.dragon_delta.rules import RULINGS as DELTA_RULINGS
from game.rules.nine_sons import NineSonsRules
from game.views.registry import CLIENTS
from tests.rules import dragon_bridge_positions as bridge
from tests.rules import drakon_positions as drakon
from tests.rules import nine_sons_positions as nine


def paragraph(slug: str, opening: str) -> str:
    """The one English help paragraph of `slug` that begins with `opening`."""
    found = [
        text
        for page in CLIENTS[slug].help_pages()
        for text in page.paragraphs
        if text.startswith(opening)
    ]
    assert len(found) == 1, (slug, opening, found)
    return found[0]


def test_bridge_help_says_any_move_begun_on_an_exit_escapes_as_the_engine_does():
    words = paragraph("dragon-bridge", "You win by escaping")
    assert "begin any MOVE" in words and "Step's second MOVE counts too" in words
    # Step from the square before the Exit end: the first MOVE lands on the Exit square; the
    # second MOVE begins there and escapes at once (no direction or distance asked), though
    # the turn did not start there.
    state = bridge.position(positions=(12, 9), hands=(["Step"], []))
    assert 12 not in state.view(0).exits and 13 in state.view(0).exits
    bridge.play(state, "play Step", "dir right", "go 1")
    assert state.view(0).positions[0] == 13
    assert state.outcome().reason == "escape" and state.outcome().winners == (0,)


def test_drakon_help_puts_the_figure_in_any_chamber_without_a_hero_but_the_start():
    words = paragraph("drakon", "The Drakon figure:")
    assert "a chamber with no hero (not the Start)" in words
    assert "sets the dragon in an empty chamber" not in words  # "empty" means a Blank there
    # A Find a Gold chamber (no Blank) may take the figure; the Start and a hero's chamber not.
    board = {(0, 1): ("gold-1", 0), (1, 0): ("gold-1", 0)}
    state = drakon.position(board=board, heroes=[(0, 0), (0, 1)], hands=[["blank-2s-icon"], []],
                            pile={"gold-1": 2}, drakon_on=True)  # fmt: skip
    drakon.play(state, "place blank-2s-icon r1 @-1,0")
    assert state.pending[0] == "drakon"
    assert drakon.legal(state) == {"drakon @-1,0", "drakon @1,0"}


def test_nine_sons_help_names_the_target_score_option_the_engine_has():
    words = paragraph("nine-sons", "The game ends at once")
    option = next(o for o in NineSonsRules.info.options if o.key == "target_score")
    assert option.default == 7 and {value for value, _ in option.choices} == {5, 7, 9}
    assert f"'{option.label}' can make it 5 or 9" in words
    # With the target at 5, a tame that lifts seat 0 from 4 to 5 points ends the game.
    state = nine.position({"a1": [(1, 1), (1, 2)], "a2": [(0, 4)]}, scores=(4, 0), target_score=5)
    nine.play(state, "a2-a1")
    assert state.is_terminal() and state.outcome().reason_args == {"seat": 0, "target": 5}


def test_delta_chinese_help_calls_a_round_and_a_plank_as_the_board_does():
    zh = load_catalogue("zh")
    assert zh.gettext("Round {round}") == "第{round}轮"
    too_short, after_30 = DELTA_RULINGS[5], DELTA_RULINGS[6]
    assert "木板" in zh.gettext(too_short) and "落水" in zh.gettext(too_short)
    assert zh.gettext(after_30).startswith("30轮后")
    assert "落水" in zh.gettext(DELTA_RULINGS[4])
    assert "{rounds}轮后" in zh.gettext(DELTA_REASONS["round-limit"])
