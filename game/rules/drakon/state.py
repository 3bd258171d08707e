"""Drakon (Tom Jolly): heroes race for 5 gold in a lair of chamber tiles they lay themselves.

The digest is ../shared/rules/drakon.md; tiles.py holds the §2.3 tile mix. Hidden information:
each hand and the pile order (and, with valued coins, the values of other seats' coins). The
pile is a multiset (every draw a uniform chance outcome over its tiles) plus a bottom list of
destroyed (seen by all) and Dwarf-returned (seen by the Dwarf only) tiles, drawn only once the
rest is gone; knowledge.py keeps who knows which hidden tile is where.

Options (DrakonRules.info.options): `escape` (§7.2), `heroes_on` (§8, heroes.py), `valued`
(face-down coins worth 1-3, target 10 gold; coins.py) and `drakon_on` (the figure, figure.py).
Escape with valued coins: the §7.2 threshold of 4 applies to the coin COUNT, not gold [P].
How it ends (reason keys, a record per seat) is in ending.py.
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import CHANCE, TERMINAL, GameState, IllegalActionError, Outcome, Rng
from game.core.text import Message

from . import actions, effects, ending, knowledge
from .board import why_not_fit
from .coins import PLAIN_TARGET, VALUED_TARGET, hoard_counts, resample_values, seen_by
from .lair import Lair
from .legal import is_legal
from .tiles import KIND_BY_CODE, NUM_KINDS, START_KIND, pile_counts
from .view import DrakonView, build_revealed_view, build_view

HAND_SIZE = 4
COINS = 30  # [P] Q2
MAX_GAME_LENGTH = ending.TURN_CAP * 40 + 64

_CHANCE_PENDINGS = effects.CHANCE_PENDINGS
_SHIFT, _ABILITY_TILE = actions.SHIFT, actions.ABILITY_TILE
Pending = tuple[Any, ...]
"""The pending step: (what, seat, ...) — see effects.py and heroes.py for each kind."""


class DrakonState(GameState):
    """A Drakon position for 2-6 seats. Mutable; `clone()` copies a few small containers."""

    __slots__ = (
        "num_players", "target", "escape", "heroes_on", "valued", "drakon_on", "board", "heroes",
        "coins", "start_coins", "hoard", "vals", "start_vals", "hoard_vals", "hero_of", "used",
        "drakon", "known", "private", "hands", "pile", "bottom", "bottom_seen", "active", "turns",
        "idle", "skips", "seen", "seen_long", "progress", "moved", "entered", "dealt", "pending",
        "todo", "triggered", "over", "winners", "reason", "last", "last_seen", "lair", "tiles_code",
        "stuck", "_legal",
    )  # fmt: skip

    def __init__(
        self,
        num_players: int,
        target: int | None = None,
        escape: bool = False,
        heroes_on: bool = False,
        valued: bool = False,
        drakon_on: bool = False,
    ) -> None:
        self.num_players = num_players
        self.valued = valued
        self.target = target or (VALUED_TARGET if valued else PLAIN_TARGET)
        self.escape = escape
        self.heroes_on = heroes_on
        self.drakon_on = drakon_on
        self.lair = Lair({(0, 0): (START_KIND, 0)})  # the board and its frontier (lair.py)
        self.board: dict[tuple[int, int], tuple[int, int]] = self.lair.board  # read-only here
        self.heroes = [(0, 0)] * num_players
        self.coins = [0] * num_players  # public coin COUNTS; values in vals
        self.start_coins = 0
        self.hoard_vals = hoard_counts(valued)
        self.hoard = sum(self.hoard_vals)
        self.vals: list[list[int]] = [[] for _ in range(num_players)]
        self.start_vals: list[int] = []
        # Base game: seat k plays hero k % 6 (a look only); Heroes: dealt at setup (-1 = not yet).
        self.hero_of = [-1 if heroes_on else k % 6 for k in range(num_players)]
        self.used = [False] * num_players
        self.drakon: tuple[int, int] | None = None
        self.known: list[list[int]] = [[] for _ in range(num_players)]  # knowledge.py
        self.private: knowledge.Private = knowledge.nobody_knows(num_players)
        self.hands = [[0] * NUM_KINDS for _ in range(num_players)]
        self.pile = list(pile_counts(drakon_on))
        # ending.tiles_code(hands, pile), kept up to date wherever a hand or the pile changes
        # (the repeated-position key reads it instead of hashing them at every turn start).
        self.tiles_code = ending.tiles_code(self.hands, self.pile)
        self.bottom: list[int] = []
        self.bottom_seen: list[int] = []  # who saw each bottom tile go there (knowledge.py)
        self.active = 0
        self.turns = 0
        self.idle = 0
        self.skips = 0
        self.seen: tuple[int, ...] = ()  # positions at the turns' starts: the latest ones
        self.seen_long = ending.NO_POSITIONS  # and those before them (ending.repeated)
        # per seat: (lair stamp, tiles_code, hero cell) when it last had nothing to do (or None);
        # a tuple, so clones share it (effects.start_turn)
        self.stuck: tuple[tuple[int, int, tuple[int, int]] | None, ...] = (None,) * num_players
        self.progress = False
        self.moved = False  # the turn's normal action was a move (the Amazon may add a step)
        self.entered: tuple[int, int] | None = None  # where that move took the hero
        self.dealt = 0
        self.pending: Pending | None = ("deal", -1)
        self.todo: list[Pending] = []
        # (hero, cell) pairs whose chamber acted this turn (R7); a tuple, so clones share it
        self.triggered: tuple[tuple[int, tuple[int, int]], ...] = ()
        self.over = False
        self.winners: tuple[int, ...] = ()
        self.reason = ""
        self.last = -1  # the latest action (for view.last_action)
        self.last_seen: tuple[int, ...] | None = None  # seats that may read it in full (None: all)
        self._legal: list[int] | None = None

    # ------------------------------------------------------------------------- protocol

    def current_player(self) -> int:
        """The seat to decide, CHANCE, or TERMINAL."""
        if self.over:
            return TERMINAL
        pending = self.pending
        assert pending is not None
        if pending[0] in _CHANCE_PENDINGS:
            return CHANCE
        return pending[1]

    def is_chance_node(self) -> bool:
        """True when the next action is a chance outcome (current_player() == CHANCE)."""
        return not self.over and self.pending[0] in _CHANCE_PENDINGS  # type: ignore[index]

    def turn_owner(self) -> int:
        """Whose turn it is, also while a Mind-Controlled hero's owner resolves a chamber."""
        return TERMINAL if self.over else self.active

    def legal_actions(self) -> list[int]:
        """The pending decision's options in a fixed order; empty at chance/terminal nodes."""
        legal = self._legal
        if legal is None:
            if self.over or self.pending[0] in _CHANCE_PENDINGS:  # type: ignore[index]
                return []  # chance node or terminal: current_player() < 0
            legal = self._legal = effects.decision_actions(self)
        return list(legal)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """(outcome, probability) at a chance node; empty elsewhere."""
        if self.current_player() != CHANCE:
            return []
        return effects.chance_actions(self)

    def apply_action(self, action: int) -> None:
        """Play a decision or chance outcome; IllegalActionError if it is not legal here."""
        pending = self.pending
        if self.over or pending is None:
            raise IllegalActionError("drakon: the game is over")
        if pending[0] in _CHANCE_PENDINGS:
            if not effects.is_chance_outcome(self, action):
                raise IllegalActionError(f"drakon: {action} is not a chance outcome here")
            self.last_seen = self._chance_witnesses(action)
            self._legal = None
            effects.apply_chance(self, action)
        else:
            legal = self._legal  # else checked alone, without listing every option
            if not (is_legal(self, action) if legal is None else action in legal):
                raise IllegalActionError(f"drakon: {action} is not legal here")
            # A tile the Dwarf returns goes face down: only its owner reads which.
            dwarf = action >> _SHIFT == _ABILITY_TILE
            self.last_seen = (pending[1],) if dwarf else None
            self._legal = None
            effects.apply_decision(self, action)
        self.last = action
        self._legal = None

    def _chance_witnesses(self, action: int) -> tuple[int, ...] | None:
        """Who may read a chance outcome: a drawn tile its drawer, a snatched tile the two
        seats involved, a coin value the seats it leaves and reaches; None = everyone."""
        op = actions.split(action)[0]
        pending = self.pending
        assert pending is not None
        if pending[0] == "deal":
            return (self.dealt % self.num_players,)
        if op == actions.DRAW:
            return (pending[1],)
        if op == actions.SNATCH:
            return (pending[1], pending[2])
        if op == actions.COIN:
            return seen_by(pending[1], pending[2])
        return None

    def clone(self) -> DrakonState:
        """An independent copy: the lists are copied, the lair is shared until one of the two
        changes the board (copy on write: `own_lair`), immutable fields are shared."""
        twin = object.__new__(DrakonState)
        twin.num_players = self.num_players
        twin.target = self.target
        twin.escape = self.escape
        twin.heroes_on = self.heroes_on
        twin.valued = self.valued
        twin.drakon_on = self.drakon_on
        lair = twin.lair = self.lair
        lair.shared = True
        twin.board = self.board
        twin.heroes = self.heroes[:]
        twin.coins = self.coins[:]
        twin.start_coins = self.start_coins
        twin.hoard = self.hoard
        twin.vals = list(map(list.copy, self.vals))
        twin.start_vals = self.start_vals[:]
        twin.hoard_vals = self.hoard_vals[:]
        twin.hero_of = self.hero_of[:]
        twin.used = self.used[:]
        twin.drakon = self.drakon
        twin.known = list(map(list.copy, self.known))
        twin.private = self.private
        twin.hands = list(map(list.copy, self.hands))
        twin.tiles_code = self.tiles_code
        twin.pile = self.pile[:]
        twin.bottom = self.bottom[:]
        twin.bottom_seen = self.bottom_seen[:]
        twin.active = self.active
        twin.turns = self.turns
        twin.idle = self.idle
        twin.skips = self.skips
        twin.seen = self.seen
        twin.seen_long = self.seen_long
        twin.stuck = self.stuck
        twin.progress = self.progress
        twin.moved = self.moved
        twin.entered = self.entered
        twin.dealt = self.dealt
        twin.pending = self.pending
        twin.todo = self.todo[:]
        twin.triggered = self.triggered
        twin.over = self.over
        twin.winners = self.winners
        twin.reason = self.reason
        twin.last = self.last
        twin.last_seen = self.last_seen
        twin._legal = self._legal  # never changed in place (legal_actions hands out copies)
        return twin

    def own_lair(self) -> Lair:
        """The lair, for a change: a private copy first if a clone still shares it."""
        lair = self.lair
        if lair.shared:
            lair = self.lair = lair.copy()
            self.board = lair.board
        return lair

    def is_terminal(self) -> bool:
        """True once the game is over."""
        return self.over

    def returns(self) -> list[float]:
        """+1 to a sole winner, 1/k to each of k sharing winners, -1 to losers; 0 for a draw."""
        if not self.over or not self.winners:
            return [0.0] * self.num_players
        share = 1.0 / len(self.winners)
        return [share if i in self.winners else -1.0 for i in range(self.num_players)]

    def outcome(self) -> Outcome | None:
        """Winners, the reason key and its arguments, gold per seat (coin counts when coins are
        plain) and an `ending.SeatTally` per seat, once it is over."""
        if not self.over:
            return None
        return ending.outcome(self)

    def why_illegal(self, kind: str, *args: Any) -> Message | None:
        """Why an attempt is illegal here, for the player; None when legal or unexplained.

        "place" (tile kind, cell, rotation): laying a tile there, by the arrow rule (for
        Magical Shift's second step the chamber being swapped out does not count)."""
        if kind == "place" and len(args) == 3:
            tile, cell, rot = args
            board = dict(self.board)
            if self.pending is not None and self.pending[0] == "shift-place":
                board.pop(self.pending[2], None)
            return why_not_fit(board, cell, tile, rot)
        return None

    def view(self, player: int | None = None) -> DrakonView:
        """What `player` may see: everything but other hands, the pile order, others' coin
        values, the tiles others put face down under the pile and, in `last_action`, a tile or
        coin value another seat received or returned."""
        return build_view(self, player)

    def revealed_view(self) -> DrakonView:
        """The position with nothing hidden (a replay's "All revealed"): view.py."""
        return build_revealed_view(self)

    def information_state_key(self, player: int) -> Any:
        """Everything `player` knows: its view without the last-action text (with the tiles it
        knows others hold and the face-down tiles it saw go under the pile), and who acts."""
        return (build_view(self, player, with_last=False), self.current_player())

    def sample_determinization(self, player: int, rng: Rng) -> DrakonState:
        """Deal what `player` cannot see anew at random: other hands, the shuffled pile and the
        tiles others put face down under it (tiles `player` knows a seat holds stay in its
        hand: knowledge.py) and, with valued coins, the values of the coins it does not hold
        (coins.resample_values)."""
        twin = self.clone()
        known = [knowledge.held(self, player, seat) for seat in range(self.num_players)]
        pool = [k for k, n in enumerate(self.pile) for _ in range(n)]
        for seat in range(self.num_players):
            if seat != player:
                hand = list(self.hands[seat])
                for kind in known[seat]:
                    hand[kind] -= 1
                pool.extend(k for k, n in enumerate(hand) for _ in range(n))
        hidden = knowledge.unseen_bottom(self, player)
        pool.extend(self.bottom[i] for i in hidden)
        rng.shuffle(pool)
        for seat in range(self.num_players):
            if seat == player:
                continue
            size = sum(self.hands[seat]) - len(known[seat])
            twin.hands[seat] = [0] * NUM_KINDS
            for kind in known[seat] + pool[:size]:
                twin.hands[seat][kind] += 1
            pool = pool[size:]
        for index in hidden:
            twin.bottom[index] = pool.pop()
        twin.pile = [0] * NUM_KINDS
        for kind in pool:
            twin.pile[kind] += 1
        twin.tiles_code = ending.tiles_code(twin.hands, twin.pile)
        resample_values(twin, player, rng)
        twin._legal = None
        return twin

    def action_to_string(self, action: int) -> str:
        """Stable text of `action`; DrakonRules.parse_action is its exact inverse."""
        return actions.to_text(action)

    def parse_action(self, text: str) -> int:
        """The legal action (or chance outcome) with text `text`."""
        action = actions.from_text(text)
        player = self.current_player()
        if player == CHANCE:
            ok = effects.is_chance_outcome(self, action)
        else:
            ok = player != TERMINAL and action in self.legal_actions()
        if not ok:
            raise IllegalActionError(f"drakon: {text!r} is not legal here")
        return action

    def reveals_information(self, action: int) -> bool:
        """Draws, snatched tiles, tiles laid or returned from a hand and coin values show
        something hidden to someone."""
        op = actions.split(action)[0]
        return op in (
            actions.DRAW,
            actions.SNATCH,
            actions.PLACE_KIND,
            actions.SHIFT_PLACE,
            actions.ABILITY_TILE,
            actions.COIN,
        )

    # ----------------------------------------------------------------------- helpers

    def finish(self, winners: tuple[int, ...], reason: str) -> None:
        """End the game now; `reason` is a key of ending.REASONS."""
        self.over = True
        self.winners = winners
        self.reason = reason
        self.pending = ("over", -1)

    @classmethod
    def from_position(
        cls,
        players: int = 2,
        board: dict[tuple[int, int], tuple[str, int]] | None = None,
        heroes: list[tuple[int, int]] | None = None,
        coins: list[int] | None = None,
        hands: list[list[str]] | None = None,
        pile: dict[str, int] | None = None,
        bottom: list[str] | None = None,
        start_coins: int = 0,
        hoard: int | None = None,
        active: int = 0,
        hero_of: list[int] | None = None,
        used: list[bool] | None = None,
        values: list[list[int]] | None = None,
        start_values: list[int] | None = None,
        hoard_values: list[int] | None = None,
        drakon: tuple[int, int] | None = None,
        known: list[list[str]] | None = None,
        **options: Any,
    ) -> DrakonState:
        """A position at the start of seat `active`'s turn, for scenario tests.

        `board` maps cells to (kind code, rotation), e.g. ``{(0, 1): ("gold-1", 2)}``; the
        Start (rotation 0 unless given) is added at (0, 0). `pile` defaults to empty. Options
        are DrakonState's keyword arguments (escape, heroes_on, valued, drakon_on). Valued
        coins: `values` per seat, `start_values`, `hoard_values` (count per value 1-3).
        """
        s = cls(players, **options)
        _lay_board(s, board or {}, drakon)
        s.heroes = list(heroes or [(0, 0)] * players)
        _set_coins(s, coins, values, start_values, start_coins, hoard_values, hoard)
        _set_heroes(s, hero_of, used)
        _set_tiles(s, hands or [], pile or {}, bottom or [], known)
        s.active = active
        s.dealt = HAND_SIZE * players
        effects.start_turn(s)
        return s

    def __repr__(self) -> str:
        return f"DrakonState(turn {self.turns}, seat {self.active}, coins {self.coins})"


# ------------------------------------------------------------- from_position, step by step


def _lay_board(
    s: DrakonState, board: dict[tuple[int, int], tuple[str, int]], drakon: tuple[int, int] | None
) -> None:
    """The Start at (0, 0) (unless `board` turns it) and the chambers named by kind code."""
    laid = {(0, 0): (START_KIND, 0)}
    for cell, (code, rot) in board.items():
        laid[cell] = (KIND_BY_CODE[code], rot)
    s.lair = Lair(laid)
    s.board = s.lair.board
    s.drakon = drakon


def _set_coins(
    s: DrakonState,
    coins: list[int] | None,
    values: list[list[int]] | None,
    start_values: list[int] | None,
    start_coins: int,
    hoard_values: list[int] | None,
    hoard: int | None,
) -> None:
    """Coins per seat and on the Start (values, or that many coins worth 1) and the hoard."""
    players = s.num_players
    if values is not None:
        s.vals = [sorted(v) for v in values]
    else:
        s.vals = [[1] * c for c in coins or [0] * players]
    s.coins = [len(v) for v in s.vals]
    s.start_vals = sorted(start_values) if start_values is not None else [1] * start_coins
    s.start_coins = len(s.start_vals)
    if hoard_values is not None:
        s.hoard_vals = [0, *hoard_values]
    elif not s.valued:
        s.hoard_vals = hoard_counts(False, COINS if hoard is None else hoard)
    s.hoard = sum(s.hoard_vals)


def _set_heroes(s: DrakonState, hero_of: list[int] | None, used: list[bool] | None) -> None:
    """Each seat's hero (seat k plays hero k % 6 unless given) and its spent abilities."""
    players = s.num_players
    if hero_of is not None:
        s.hero_of = list(hero_of)
    elif s.heroes_on:
        s.hero_of = [k % 6 for k in range(players)]
    s.used = list(used or [False] * players)


def _set_tiles(
    s: DrakonState,
    hands: list[list[str]],
    pile: dict[str, int],
    bottom: list[str],
    known: list[list[str]] | None,
) -> None:
    """Hands, the pile, the known bottom tiles and the tiles seen taken, by kind code."""
    players = s.num_players
    s.known = [[KIND_BY_CODE[c] for c in codes] for codes in known or [[]] * players]
    s.hands = [[0] * NUM_KINDS for _ in range(players)]
    for seat, codes in enumerate(hands):
        for code in codes:
            s.hands[seat][KIND_BY_CODE[code]] += 1
    s.pile = [0] * NUM_KINDS
    for code, count in pile.items():
        s.pile[KIND_BY_CODE[code]] += count
    s.tiles_code = ending.tiles_code(s.hands, s.pile)
    s.bottom = [KIND_BY_CODE[code] for code in bottom]
    s.bottom_seen = [knowledge.PUBLIC] * len(s.bottom)
    s.private = knowledge.nobody_knows(players)
