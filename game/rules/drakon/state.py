"""Drakon (Tom Jolly): heroes race for 5 gold in a lair of chamber tiles they lay themselves.

The digest is ../shared/rules/drakon.md; tiles.py holds the §2.3 tile mix. Hidden information:
each hand and the pile order. The pile is a multiset (every draw a uniform chance outcome over
its tiles) plus a known bottom list of destroyed tiles, drawn only once the rest is gone.
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import CHANCE, TERMINAL, GameState, IllegalActionError, Outcome, Rng
from game.rules.drakon import actions as A
from game.rules.drakon import effects as F
from game.rules.drakon.tiles import KIND_BY_CODE, NUM_KINDS, PILE_COUNTS, START_KIND
from game.rules.drakon.view import DrakonView

HAND_SIZE = 4
COINS = 30  # [P] Q2
MAX_GAME_LENGTH = F.TURN_CAP * 40 + 64


class DrakonState(GameState):
    """A Drakon position for 2-6 seats. Mutable; `clone()` copies a few small containers."""

    __slots__ = (
        "num_players", "target", "escape", "board", "heroes", "coins", "start_coins", "hoard",
        "hands", "pile", "bottom", "active", "turns", "idle", "skips", "progress", "dealt",
        "pending", "triggered", "over", "winners", "reason", "_legal",
    )  # fmt: skip

    def __init__(self, num_players: int, target: int = 5, escape: bool = False) -> None:
        self.num_players = num_players
        self.target = target
        self.escape = escape
        self.board: dict[tuple[int, int], tuple[int, int]] = {(0, 0): (START_KIND, 0)}
        self.heroes = [(0, 0)] * num_players
        self.coins = [0] * num_players
        self.start_coins = 0
        self.hoard = COINS
        self.hands = [[0] * NUM_KINDS for _ in range(num_players)]
        self.pile = list(PILE_COUNTS)
        self.bottom: list[int] = []
        self.active = 0
        self.turns = 0
        self.idle = 0
        self.skips = 0
        self.progress = False
        self.dealt = 0
        self.pending: tuple | None = ("deal", -1)
        self.triggered: set[tuple[int, tuple[int, int]]] = set()
        self.over = False
        self.winners: tuple[int, ...] = ()
        self.reason = ""
        self._legal: list[int] | None = None

    # ------------------------------------------------------------------------- protocol

    def current_player(self) -> int:
        """The seat to decide, CHANCE, or TERMINAL."""
        if self.over:
            return TERMINAL
        if self.pending[0] in ("deal", "first", "draw", "snatch"):
            return CHANCE
        return self.pending[1]

    def turn_owner(self) -> int:
        """Whose turn it is, also while a Mind-Controlled hero's owner resolves a chamber."""
        return TERMINAL if self.over else self.active

    def legal_actions(self) -> list[int]:
        """The pending decision's options in a fixed order; empty at chance/terminal nodes."""
        if self.current_player() < 0:
            return []
        if self._legal is None:
            self._legal = F.decision_actions(self)
        return list(self._legal)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """(outcome, probability) at a chance node; empty elsewhere."""
        if self.current_player() != CHANCE:
            return []
        return F.chance_actions(self)

    def apply_action(self, action: int) -> None:
        """Play a decision or chance outcome; IllegalActionError if it is not legal here."""
        player = self.current_player()
        if player == TERMINAL:
            raise IllegalActionError("drakon: the game is over")
        if player == CHANCE:
            if action not in {a for a, _ in F.chance_actions(self)}:
                raise IllegalActionError(f"drakon: {action} is not a chance outcome here")
            self._legal = None
            F.apply_chance(self, action)
        else:
            if action not in self.legal_actions():
                raise IllegalActionError(f"drakon: {action} is not legal here")
            self._legal = None
            F.apply_decision(self, action)
        self._legal = None

    def clone(self) -> DrakonState:
        """An independent copy."""
        twin = object.__new__(DrakonState)
        for name in self.__slots__:
            setattr(twin, name, getattr(self, name))
        twin.board = dict(self.board)
        twin.heroes = list(self.heroes)
        twin.coins = list(self.coins)
        twin.hands = [list(h) for h in self.hands]
        twin.pile = list(self.pile)
        twin.bottom = list(self.bottom)
        twin.triggered = set(self.triggered)
        twin._legal = None if self._legal is None else list(self._legal)
        return twin

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
        """Winners, the reason and coin counts once the game is over."""
        if not self.over:
            return None
        return Outcome(
            winners=self.winners,
            reason=self.reason,
            scores=tuple(float(c) for c in self.coins),
            details=tuple((f"{c} coins",) for c in self.coins),
        )

    def view(self, player: int | None = None) -> DrakonView:
        """What `player` may see: everything but other hands and the pile order."""
        hand: tuple[int, ...] = ()
        if player is not None:
            hand = tuple(k for k, n in enumerate(self.hands[player]) for _ in range(n))
        return DrakonView(
            seat=player,
            board=tuple((cell, kind, rot) for cell, (kind, rot) in sorted(self.board.items())),
            heroes=tuple(self.heroes),
            coins=tuple(self.coins),
            start_coins=self.start_coins,
            hoard=self.hoard,
            hand_sizes=tuple(sum(h) for h in self.hands),
            hand=hand,
            pile_size=sum(self.pile) + len(self.bottom),
            bottom=tuple(self.bottom),
            active=self.active,
            pending=() if self.pending is None else self.pending,
            turns=self.turns,
            idle=self.idle,
            over=self.over,
            winners=self.winners,
        )

    def sample_determinization(self, player: int, rng: Rng) -> DrakonState:
        """Deal the tiles `player` cannot see (other hands + shuffled pile) anew at random.

        Tiles a seat is publicly known to hold (taken by Magical Shift) are not tracked yet:
        they are resampled like any other hidden tile.
        """
        twin = self.clone()
        pool = [k for k, n in enumerate(self.pile) for _ in range(n)]
        for seat in range(self.num_players):
            if seat != player:
                pool.extend(k for k, n in enumerate(self.hands[seat]) for _ in range(n))
        rng.shuffle(pool)
        for seat in range(self.num_players):
            if seat == player:
                continue
            size = sum(self.hands[seat])
            twin.hands[seat] = [0] * NUM_KINDS
            for kind in pool[:size]:
                twin.hands[seat][kind] += 1
            pool = pool[size:]
        twin.pile = [0] * NUM_KINDS
        for kind in pool:
            twin.pile[kind] += 1
        twin._legal = None
        return twin

    def action_to_string(self, action: int) -> str:
        """Stable text of `action`; DrakonRules.parse_action is its exact inverse."""
        return A.to_text(action)

    def parse_action(self, text: str) -> int:
        """The legal action (or chance outcome) with text `text`."""
        action = A.from_text(text)
        if self.current_player() == CHANCE:
            legal = [a for a, _ in self.chance_outcomes()]
        else:
            legal = self.legal_actions()
        if action not in legal:
            raise IllegalActionError(f"drakon: {text!r} is not legal here")
        return action

    def reveals_information(self, action: int) -> bool:
        """Draws, snatched tiles and tiles laid from a hand show a hidden tile to someone."""
        return A.split(action)[0] in (A.DRAW, A.SNATCH, A.PLACE_KIND, A.SHIFT_PLACE)

    # ----------------------------------------------------------------------- helpers

    def finish(self, winners: tuple[int, ...], reason: str) -> None:
        """End the game now."""
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
        hoard: int = COINS,
        active: int = 0,
        **options: Any,
    ) -> DrakonState:
        """A position at the start of seat `active`'s turn, for scenario tests.

        `board` maps cells to (kind code, rotation), e.g. ``{(0, 1): ("gold-1", 2)}``; the
        Start (rotation 0 unless given) is added at (0, 0). `pile` defaults to empty.
        """
        s = cls(players, **options)
        s.board = {(0, 0): (START_KIND, 0)}
        for cell, (code, rot) in (board or {}).items():
            s.board[cell] = (KIND_BY_CODE[code], rot)
        s.heroes = list(heroes or [(0, 0)] * players)
        s.coins = list(coins or [0] * players)
        s.hands = [[0] * NUM_KINDS for _ in range(players)]
        for seat, codes in enumerate(hands or []):
            for code in codes:
                s.hands[seat][KIND_BY_CODE[code]] += 1
        s.pile = [0] * NUM_KINDS
        for code, count in (pile or {}).items():
            s.pile[KIND_BY_CODE[code]] += count
        s.bottom = [KIND_BY_CODE[code] for code in bottom or []]
        s.start_coins = start_coins
        s.hoard = hoard
        s.active = active
        s.dealt = 4 * players
        F.start_turn(s)
        return s

    def __repr__(self) -> str:
        return f"DrakonState(turn {self.turns}, seat {self.active}, coins {self.coins})"
