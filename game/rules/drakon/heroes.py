"""Drakon's Heroes variant (digest §8, seed edition): six once-per-game abilities.

Each seat gets a random hero at setup (HERO_DEAL chance nodes). An ability is used once per
game "just before or just after" the seat's normal action: ABILITY is offered among the turn's
actions (before) and in an "after" step (ABILITY or PASS) once the action has resolved, the
latter only when the ability is usable then. The Knight is reactive (coins.lose_coin offers it,
also on another seat's turn); the Wizard's door move replaces the normal move (so it is offered
even to a seat with no tile to lay and no arrow to follow); the Barbarian pushes after its move
ENTERED a chamber with another hero, into a neighbouring chamber that hero could legally enter;
the Amazon's extra step follows a move and is a move itself (out of a Gale / Wind: the gust).

Pending decisions handled here: "after", "knight", "wizard", "amazon", "barbarian",
"barbarian-dest", "thief", "dwarf". Hero names and ability texts are English msgids (`N_`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.text import N_

from . import actions, chambers, coins, knowledge
from .board import arrows, chamber, destinations, step
from .ending import TILE_WEIGHTS
from .tiles import DIRECTIONS

if TYPE_CHECKING:
    from .state import DrakonState

HEROES: tuple[str, ...] = actions.HEROES
WIZARD, BARBARIAN, THIEF, DWARF, KNIGHT, AMAZON = range(6)
HERO_NAMES: tuple[str, ...] = (
    N_("Wizard"), N_("Barbarian"), N_("Thief"), N_("Dwarf"), N_("Knight"), N_("Amazon"),
)  # fmt: skip
"""The heroes' English names by hero id (msgids)."""
HERO_BLURBS: tuple[str, ...] = (
    N_("Once, instead of a normal move, leave through a side without an arrow."),
    N_("Once, entering a hero's chamber: push it next door and take a random tile from its owner."),
    N_("Once, take a coin from a player whose hero shares your chamber."),
    N_("Once, put two hand tiles under the pile and draw two."),
    N_("Once, even on another player's turn, cancel a coin you would lose."),
    N_(
        "Once, after moving, move one chamber more (a Gale or Wind still blows); both chambers act."
    ),
)
"""What each hero's ability does, by hero id (msgids)."""
DWARF_TILES = 2  # seed: two tiles; with fewer in hand, what the Dwarf has [P]
PENDINGS = frozenset(
    ("after", "knight", "wizard", "amazon", "barbarian", "barbarian-dest", "thief", "dwarf")
)
assert coins.KNIGHT == KNIGHT


def ready(s: DrakonState, seat: int) -> bool:
    """True if `seat` still has its ability (Heroes variant on, not used yet)."""
    return s.heroes_on and not s.used[seat]


# ------------------------------------------------------------------------- who and where


def wizard_cells(s: DrakonState, seat: int) -> list[tuple[int, int]]:
    """Chambers next to the Wizard through a side without an arrow."""
    cell = s.heroes[seat]
    mask = arrows(s.board, cell)
    near = (step(cell, d) for d in DIRECTIONS if not mask >> d & 1)
    return sorted(c for c in near if c in s.board)


def push_cells(s: DrakonState, cell: tuple[int, int]) -> list[tuple[int, int]]:
    """Seed: the Barbarian pushes a hero into a NEIGHBOURING chamber it could legally enter:
    through an arrow of its chamber (Master Key, Magical Vortex: any side), one chamber only
    (no Vortex jump, not to the end of a Gale / Wind path)."""
    kind = chamber(s.board, cell)
    mask = 0b1111 if kind in ("key", "vortex") else arrows(s.board, cell)
    return sorted(step(cell, d) for d in DIRECTIONS if mask >> d & 1 and step(cell, d) in s.board)


def push_targets(s: DrakonState, seat: int) -> list[int]:
    """Barbarian: other seats whose hero shares the chamber and can be pushed out of it."""
    cell = s.heroes[seat]
    if not push_cells(s, cell):
        return []
    return [v for v in range(s.num_players) if v != seat and s.heroes[v] == cell]


def thief_targets(s: DrakonState, seat: int) -> list[int]:
    """Thief: other seats whose hero shares the chamber and who hold a coin."""
    cell = s.heroes[seat]
    return [v for v in range(s.num_players) if v != seat and s.heroes[v] == cell and s.coins[v]]


def usable(s: DrakonState, seat: int, after: bool) -> bool:
    """True if the seat's ability may be used now (before or after its normal action)."""
    if not ready(s, seat) or s.heroes[seat] not in s.board:
        return False
    hero = s.hero_of[seat]
    if hero == WIZARD:
        return not after and bool(wizard_cells(s, seat))
    if hero == BARBARIAN:  # only once its move ENTERED a chamber with another hero
        return after and s.moved and s.entered == s.heroes[seat] and bool(push_targets(s, seat))
    if hero == THIEF:
        return bool(thief_targets(s, seat))
    if hero == DWARF:
        return sum(s.hands[seat]) > 0
    if hero == AMAZON:
        return after and s.moved and bool(destinations(s.board, s.heroes[seat]))
    return False  # the Knight only answers a coin loss


def before_options(s: DrakonState, seat: int) -> list[int]:
    """The ABILITY action offered among the turn's actions, if any."""
    return [actions.make(actions.ABILITY, s.hero_of[seat])] if usable(s, seat, after=False) else []


def instead_options(s: DrakonState, seat: int) -> list[int]:
    """The turn's choices of a seat with no tile to lay and no move: the Wizard's door move
    still replaces the normal move (so that seat is not skipped)."""
    if s.hero_of[seat] == WIZARD and usable(s, seat, after=False):
        return [actions.make(actions.ABILITY, WIZARD)]
    return []


def offer_after(s: DrakonState, seat: int) -> None:
    """After the normal action: ask ABILITY or PASS when the ability is usable now."""
    if not s.over and usable(s, seat, after=True):
        s.pending = ("after", seat)


# ----------------------------------------------------------------------------- decisions


def pending_actions(s: DrakonState) -> list[int]:
    """Legal actions of a Heroes pending decision."""
    pending = s.pending
    assert pending is not None
    what, seat = pending[0], pending[1]
    if what in ("after", "knight"):
        return [actions.make(actions.ABILITY, s.hero_of[seat]), actions.make(actions.PASS, 0)]
    if what == "wizard":
        cells = wizard_cells(s, seat)
    elif what == "amazon":
        cells = destinations(s.board, s.heroes[seat])
    elif what == "barbarian-dest":
        cells = push_cells(s, s.heroes[pending[2]])
    elif what == "barbarian":
        return [actions.make(actions.ABILITY_SEAT, v) for v in push_targets(s, seat)]
    elif what == "thief":
        return [actions.make(actions.ABILITY_SEAT, v) for v in thief_targets(s, seat)]
    elif what == "dwarf":
        return [actions.make(actions.ABILITY_TILE, k) for k, n in enumerate(s.hands[seat]) if n]
    else:
        raise AssertionError(what)
    return [actions.cell_action(actions.ABILITY_CELL, c) for c in cells]


def start_ability(s: DrakonState, seat: int) -> None:
    """Flip the seat's counter and open its ability's first step."""
    s.used[seat] = True
    hero = s.hero_of[seat]
    if hero == DWARF:
        s.pending = ("dwarf", seat, min(DWARF_TILES, sum(s.hands[seat])), 0)
    else:
        s.pending = (HEROES[hero], seat)


def apply(s: DrakonState, pending: tuple[Any, ...], action: int) -> None:
    """Carry out a Heroes decision (`s.pending` is already cleared)."""
    what, seat = pending[0], pending[1]
    op, payload = actions.split(action)
    if what == "knight":
        if op == actions.ABILITY:
            s.used[seat] = True  # the loss is cancelled
        else:
            coins.move_coin(s, seat, pending[2])
    elif what == "after":
        if op == actions.ABILITY:
            start_ability(s, seat)
    elif what in ("wizard", "amazon"):
        chambers.enter(s, seat, actions.unpack_cell(payload), 0)
    elif what == "barbarian":
        s.pending = ("barbarian-dest", seat, payload)
    elif what == "barbarian-dest":
        victim = pending[2]
        s.todo.append(("snatch-from", seat, victim))  # after the pushed owner resolves
        chambers.enter(s, victim, actions.unpack_cell(payload), 0)
    elif what == "thief":
        coins.lose_coin(s, payload, seat)
    elif what == "dwarf":
        left, returned = pending[2] - 1, pending[3] + 1
        s.hands[seat][payload] -= 1
        s.tiles_code -= TILE_WEIGHTS[seat][payload]
        knowledge.bury(s, payload, seat)  # face down: nobody else sees which
        knowledge.blur(s, seat)
        if left and sum(s.hands[seat]):
            s.pending = ("dwarf", seat, left, returned)
        else:
            s.todo.extend([("draw", seat)] * returned)
