"""Issue 11's Drakon rulings, each as the seed (001, HAL99's translation) states it where it
differs from our digest: the Heroes (Wizard, Barbarian, Amazon, Dwarf), what a robbed seat
knows, the no-progress end, and the exact action text.

Start is at (0, 0); at rotation 0 its arrows point N, E and S (west is a door). y grows north.
Hero ids: 0 wizard, 1 barbarian, 2 thief, 3 dwarf, 4 knight, 5 amazon.
"""

from __future__ import annotations

import random

import pytest

from game.core.protocol import IllegalActionError
from game.rules.drakon import KIND_BY_CODE, actions
from game.rules.drakon.ending import REPEAT_LIMIT, tiles_code
from tests.rules.drakon_positions import RULES, legal, play, position

WIZARD, BARBARIAN, THIEF, DWARF, KNIGHT, AMAZON = range(6)
GOLD = KIND_BY_CODE["gold-1"]


def heroes(hero_of, **kwargs):
    """A Heroes-variant position with the given hero per seat."""
    return position(players=len(hero_of), hero_of=list(hero_of), heroes_on=True, **kwargs)


# ------------------------------------------------------------------------------- wizard


def test_a_wizard_without_tiles_or_arrow_moves_still_uses_its_door_move():
    """Seed: the Wizard may move to a chamber on a side without an arrow, once, instead of its
    normal move; a seat is skipped only when it can neither place nor move, and the game ends by
    exhaustion only when nobody can act, so a Wizard with its move left is neither."""
    board = {(-1, 0): ("blank-1", 0)}  # a dead end whose only arrow points at nothing
    state = heroes([WIZARD, BARBARIAN], board=board, heroes=[(-1, 0)] * 2, start_coins=1)
    assert not state.is_terminal() and state.current_player() == 0
    assert legal(state) == {"use wizard"}
    play(state, "use wizard", "ability @0,0")  # east of the dead end is a door to the Start
    assert state.heroes[0] == (0, 0) and state.coins == [1, 0]  # the Start acts
    assert state.is_terminal() and state.reason == "exhausted"  # now nobody can act
    assert state.outcome().winners == (0,)


# ---------------------------------------------------------------------------- barbarian


def test_the_barbarian_does_not_push_a_hero_it_merely_shares_a_chamber_with():
    """Seed: the push applies when the Barbarian ENTERS a chamber with another hero ("他のヒーロ
    と同じ部屋に入った場合"), not at the start of its turn because it shares one."""
    board = {(0, 1): ("gold-1", 0), (1, 0): ("blank-1", 1)}
    state = heroes([BARBARIAN, WIZARD], board=board, hands=[["blank-1"], ["gold-1"]])
    assert "use barbarian" not in legal(state)
    play(state, "move @1,0")  # leaving the other hero: nothing entered with anyone
    assert state.active == 1


def test_the_barbarian_pushes_after_entering_a_chamber_with_another_hero():
    """Seed: entering a chamber with another hero, the Barbarian pushes it into a neighbouring
    chamber it could legally move to; its owner resolves that chamber, then the Barbarian takes a
    random tile from that player's hand."""
    board = {(0, 1): ("blank-1", 0), (0, 2): ("gold-1", 0)}
    state = heroes([BARBARIAN, WIZARD], board=board, heroes=[(0, 0), (0, 1)],
                   hands=[[], ["map-2s"]])  # fmt: skip
    play(state, "move @0,1")
    assert state.pending[0] == "after" and legal(state) == {"use barbarian", "pass"}
    play(state, "use barbarian", "ability seat1", "ability @0,2")
    assert state.heroes[1] == (0, 2) and state.coins == [0, 1]
    assert legal(state) == {"snatch map-2s"}


def test_a_hero_on_a_vortex_is_pushed_only_into_a_neighbouring_chamber():
    """Seed: "ルール上移動可能な隣の部屋" - a NEIGHBOURING chamber the hero could legally enter, so
    a Vortex gives no jump across the lair."""
    board = {(0, 1): ("vortex-0", 0), (0, 2): ("gold-1", 0), (5, 5): ("gold-1", 0)}
    state = heroes([BARBARIAN, WIZARD], board=board, heroes=[(0, 0), (0, 1)])
    play(state, "move @0,1", "use barbarian", "ability seat1")
    assert legal(state) == {"ability @0,0", "ability @0,2"}


def test_a_hero_on_a_strong_wind_is_pushed_one_chamber_not_along_the_gust():
    """Seed: the push goes to a neighbouring chamber, not to the end of a Gale / Wind path."""
    board = {(0, 1): ("wind-2s", 1), (1, 1): ("blank-1", 0), (1, 2): ("gold-1", 0)}
    state = heroes([BARBARIAN, WIZARD], board=board, heroes=[(0, 0), (0, 1)])
    play(state, "move @0,1", "use barbarian", "ability seat1")
    assert legal(state) == {"ability @1,1"}  # the wind's end would be (1, 2)


# ------------------------------------------------------------------------------- amazon


def test_the_amazons_extra_step_out_of_a_strong_wind_is_the_whole_gust():
    """Seed: leaving a Heavy Gale / Strong Wind always moves 3 / 2 chambers; the Amazon's extra
    step is a move like any other ("追加移動も通常移動も"), so out of a Wind it is the gust."""
    board = {(0, 1): ("wind-2s", 1), (1, 1): ("blank-1", 0), (1, 2): ("gold-1", 0)}
    state = heroes([AMAZON, WIZARD], board=board)
    play(state, "move @0,1", "use amazon")
    assert legal(state) == {"ability @1,2"}  # not the single chamber (1, 1)
    play(state, "ability @1,2")
    assert state.coins == [1, 0]


# -------------------------------------------------------------------------------- dwarf


def _dwarf_returns(code: str):
    """Seat 0 (Dwarf) puts `code` under the pile: the first of its two returns."""
    state = heroes([DWARF, WIZARD, KNIGHT], board={(0, 1): ("gold-1", 0)},
                   hands=[["gold-1", "blank-1", "due-3"], [], ["rotate-1"]],
                   pile={"rotate-1": 2})  # fmt: skip
    play(state, "use dwarf", "return " + code)
    return state


@pytest.mark.parametrize("code", ["gold-1", "blank-1"])
def test_tiles_the_dwarf_returns_are_face_down_to_everyone_else(code):
    """Seed: the Dwarf puts two hand tiles at the bottom of the pile (face down, like a
    destroyed chamber): no other seat learns which, not from the view, the log or last_action."""
    state = _dwarf_returns(code)
    assert state.view(0).last_action == "return " + code
    assert state.view(1).last_action == state.view(None).last_action == "return"
    assert KIND_BY_CODE[code] in state.view(0).bottom
    assert state.view(1).bottom == state.view(None).bottom == (-1,)
    other = _dwarf_returns("blank-1" if code == "gold-1" else "gold-1")
    for seat in (1, 2):
        assert state.information_state_key(seat) == other.information_state_key(seat)
    assert state.information_state_key(0) != other.information_state_key(0)


def test_a_later_draw_of_a_returned_tile_is_private():
    """Seed: the returned tiles are drawn like any other: only the drawer (and the Dwarf, who
    put it there) knows what it is."""
    states = []
    for code in ("gold-1", "blank-1"):
        state = _dwarf_returns(code)
        play(state, "return due-3", "draw rotate-1", "draw rotate-1")  # the pile is empty now
        play(state, "move @0,1")  # the Dwarf's normal action; seat 1 next
        state.hands[1][KIND_BY_CODE["blank-2s"]] += 1
        state.tiles_code = tiles_code(state.hands, state.pile)  # the repeat key follows the edit
        state._legal = None
        play(state, "place blank-2s r1 @-1,0")  # seat 1 draws the returned tile from the bottom
        assert state.hands[1][KIND_BY_CODE[code]] == 1
        assert state.view(0).known[1] == (KIND_BY_CODE[code],)  # the Dwarf knows
        assert state.view(2).known[1] == ()
        states.append(state)
    assert states[0].information_state_key(2) == states[1].information_state_key(2)
    for seed in range(10):  # seat 2's worlds deal that tile at random
        twin = states[0].sample_determinization(2, random.Random(seed))
        assert sum(twin.hands[1]) == 1 and twin.view(2) == states[0].view(2)


def test_a_determinization_redeals_the_face_down_returned_tiles():
    state = _dwarf_returns("gold-1")
    state.pile[KIND_BY_CODE["rotate-1"]] = 6
    state.tiles_code = tiles_code(state.hands, state.pile)
    dealt = set()
    for seed in range(30):
        twin = state.sample_determinization(1, random.Random(seed))
        assert twin.view(1) == state.view(1)
        dealt.add(twin.bottom[-1])
        mine = state.sample_determinization(0, random.Random(seed))
        assert mine.bottom == state.bottom  # the Dwarf saw them go
    assert len(dealt) > 1


# ------------------------------------------------------------------------------- robbed


def _map_raid() -> object:
    board = {(0, 1): ("map-2s", 0)}
    return position(players=3, board=board,
                    hands=[["blank-1"], ["gold-1", "due-3"], ["rotate-1"]],
                    pile={"rotate-1": 8})  # fmt: skip


def test_the_robbed_seat_knows_which_tile_the_map_took():
    """Seed (Map Chamber): the taker draws a random tile from the victim's hand; the victim
    sees which tile left its hand, so its information keeps it (as for Magical Shift)."""
    state = _map_raid()
    play(state, "move @0,1", "map seat1", "snatch gold-1")
    assert state.view(1).known[0] == (GOLD,)
    assert state.view(2).known[0] == () and state.view(None).known[0] == ()
    for seed in range(20):
        twin = state.sample_determinization(1, random.Random(seed))
        assert twin.hands[0][GOLD] >= 1 and twin.view(1) == state.view(1)
    robbed = [state.sample_determinization(2, random.Random(s)).hands[0][GOLD] for s in range(20)]
    assert 0 in robbed  # a bystander does not know


def test_the_robbed_seat_knows_which_tile_the_barbarian_took():
    board = {(0, 1): ("blank-1", 0), (0, 2): ("blank-1", 0)}
    state = heroes([BARBARIAN, WIZARD], board=board, heroes=[(0, 0), (0, 1)],
                   hands=[[], ["gold-1", "due-3"]], pile={"rotate-1": 8})  # fmt: skip
    play(state, "move @0,1", "use barbarian", "ability seat1", "ability @0,2", "snatch gold-1")
    assert state.view(1).known[0] == (GOLD,)
    for seed in range(20):
        assert state.sample_determinization(1, random.Random(seed)).hands[0][GOLD] == 1


def test_the_knowledge_goes_when_the_taker_lays_that_tile():
    state = _map_raid()
    play(state, "move @0,1", "map seat1", "snatch gold-1")
    assert state.view(1).known[0] == (GOLD,)
    play(state, "place due-3 r0 @-1,0", "draw rotate-1")  # seat 1
    play(state, "place rotate-1 r0 @1,0", "draw rotate-1")  # seat 2
    play(state, "place gold-1 r0 @1,1", "draw rotate-1")  # seat 0 lays the known tile
    assert state.view(1).known[0] == ()


# ------------------------------------------------------------------------ no-progress end


def test_a_hero_wandering_on_its_way_to_gold_is_not_stopped():
    """Seed: the game ends when a player holds 5 coins, or when nobody can place or move; our
    digital limit may only cut a genuine loop. A hero exploring a corridor for 24 turns (its rival
    skipped every turn) and then walking into gold is not stopped on the way."""
    keys = {(x, 0): ("key-0", 0) for x in range(1, 7)}
    state = position(board={**keys, (0, 1): ("gold-1", 0), (-1, 0): ("blank-1", 0)},
                     heroes=[(0, 0), (-1, 0)])  # fmt: skip
    route = [f"move @{x},0" for x in range(1, 7)] + [f"move @{x},0" for x in range(5, -1, -1)]
    for text in route:
        assert not state.is_terminal()
        play(state, text)
    assert state.turns == 24 and not state.is_terminal()
    play(state, "move @0,1")
    assert state.coins == [1, 0]  # then nobody can move: the lair is exhausted, as the seed says
    assert state.reason == "exhausted" and state.outcome().winners == (0,)


def test_a_genuine_loop_ends_at_the_third_repetition():
    """[P] digital rule (stated in the rules help): the same position (board, heroes, coins,
    hands, pile, abilities, whose turn) at the start of a turn for the third time is a loop:
    the game ends and the most gold wins."""
    board = {(1, 0): ("key-0", 0), (-1, 0): ("blank-1", 0)}
    state = position(board=board, heroes=[(0, 0), (-1, 0)], coins=[0, 1])
    for text in ("move @1,0", "move @0,0", "move @1,0"):
        play(state, text)
        assert not state.is_terminal()
    play(state, "move @0,0")  # seat 0 to move with its hero on the Start: the third time
    assert state.is_terminal() and state.reason == "quiet"
    outcome = state.outcome()
    assert outcome.winners == (1,) and outcome.reason_args == {"repeats": REPEAT_LIMIT}


# ---------------------------------------------------------------------------- action text


@pytest.mark.parametrize(
    "steps, text",
    [
        ((), "move @00,1"),
        ((), "move @0,01"),
        ((), "move @-0,1"),
        (("tile blank-1",), "at @-1,-0"),
        (("tile blank-1",), "at @-01,0"),
        (("tile blank-1", "at @-1,0"), "turn r00"),
    ],
)
def test_parse_action_accepts_only_the_canonical_text(steps, text):
    """parse_action is the exact inverse of action_to_string: no other spelling is read."""
    state = position(board={(0, 1): ("gold-1", 0)}, hands=[["blank-1"], []])
    play(state, *steps)
    canonical = state.action_to_string(next(
        a for a in state.legal_actions() if text.split()[0] == state.action_to_string(a).split()[0]
    ))  # fmt: skip
    assert RULES.parse_action(state, canonical) in state.legal_actions()
    with pytest.raises(IllegalActionError):
        RULES.parse_action(state, text)


def test_action_texts_read_back_only_in_their_own_spelling():
    for text in ("rotate @00,1 +1", "rotate @0,1 +01", "coin 01", "map seat01", "drakon @1,-0"):
        with pytest.raises(IllegalActionError):
            actions.from_text(text)
