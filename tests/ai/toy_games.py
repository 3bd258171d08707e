"""Small games implementing game.core.protocol fully, to test the searchers on known answers.

- Tic-tac-toe: 2 seats, perfect information, known forced wins and blocks (with and without a
  `position_key`, so both transposition-table keys get exercised).
- Gamble: one decision, a safe draw or a biased coin: expectimax must weigh the chance node.
- Pig: 2-3 seats, explicit dice chance, "roll or hold" decisions: strategy matters a lot. Its
  rules offer a shared option (the target) and a per-seat one (each seat's die).
- High card: 2 seats, hidden hands dealt by explicit chance, five tricks of high card.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Mapping
from typing import Any

from game.core.protocol import (
    CHANCE,
    TERMINAL,
    Action,
    GameInfo,
    GameRules,
    GameState,
    IllegalActionError,
    OptionSpec,
    Outcome,
)

# --- tic-tac-toe ------------------------------------------------------------------------------

LINES = (
    (0, 1, 2),
    (3, 4, 5),
    (6, 7, 8),
    (0, 3, 6),
    (1, 4, 7),
    (2, 5, 8),
    (0, 4, 8),
    (2, 4, 6),
)


class TicTacToeState(GameState):
    """Cells 0..8 row by row; seat 0 is X and moves first. No `position_key` on purpose."""

    num_players = 2

    def __init__(self, board: str = "." * 9) -> None:
        self.board = list(board)
        self.winner: int | None = None
        self._check()

    @classmethod
    def from_rows(cls, *rows: str) -> TicTacToeState:
        """A position from three strings of 'X', 'O' and '.'."""
        return cls("".join(rows))

    def _check(self) -> None:
        for a, b, c in LINES:
            if self.board[a] != "." and self.board[a] == self.board[b] == self.board[c]:
                self.winner = 0 if self.board[a] == "X" else 1

    def current_player(self) -> int:
        """X when the counts are equal, else O; TERMINAL after a line or a full board."""
        if self.is_terminal():
            return TERMINAL
        return 0 if self.board.count("X") == self.board.count("O") else 1

    def legal_actions(self) -> list[Action]:
        """Empty cells."""
        if self.is_terminal():
            return []
        return [i for i, cell in enumerate(self.board) if cell == "."]

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """No chance in this game."""
        return []

    def apply_action(self, action: Action) -> None:
        """Mark a cell."""
        if action not in self.legal_actions():
            raise IllegalActionError(f"cell {action} is not free")
        self.board[action] = "X" if self.current_player() == 0 else "O"
        self._check()

    def clone(self) -> TicTacToeState:
        """An independent copy."""
        copy = type(self).__new__(type(self))
        copy.board = list(self.board)
        copy.winner = self.winner
        return copy

    def is_terminal(self) -> bool:
        """A line or a full board."""
        return self.winner is not None or "." not in self.board

    def returns(self) -> list[float]:
        """+1/-1 for a line, 0/0 otherwise."""
        if self.winner is None:
            return [0.0, 0.0]
        return [1.0, -1.0] if self.winner == 0 else [-1.0, 1.0]

    def outcome(self) -> Outcome | None:
        """Winner or draw once terminal."""
        if not self.is_terminal():
            return None
        winners = () if self.winner is None else (self.winner,)
        return Outcome(winners, "line" if winners else "full board", tuple(self.returns()))

    def view(self, player: int | None) -> Hashable:
        """The board as a string (perfect information)."""
        return "".join(self.board)

    def action_to_string(self, action: Action) -> str:
        """'c<cell>'."""
        return f"c{action}"


class KeyedTicTacToeState(TicTacToeState):
    """Tic-tac-toe with a cheap `position_key`, as fast engines offer."""

    def position_key(self) -> Hashable:
        """The board string (it also fixes the player to move)."""
        return "".join(self.board)


class TicTacToeRules(GameRules):
    """Stateless rules object for tic-tac-toe."""

    info = GameInfo("toy-ttt", "Tic-tac-toe", 2, 2, False, False, 9)

    def new_initial_state(
        self, num_players: int = 2, options: Mapping[str, Any] | None = None
    ) -> GameState:
        """An empty board."""
        return KeyedTicTacToeState()


# --- gamble -----------------------------------------------------------------------------------


class GambleState(GameState):
    """Seat 0 picks 'safe' (a draw) or 'gamble' (a coin: win with `p_win`, else lose)."""

    num_players = 2

    def __init__(self, p_win: float) -> None:
        self.p_win = p_win
        self.stage = "choose"  # choose -> coin -> done
        self.result = 0.0

    def current_player(self) -> int:
        """Seat 0, then chance, then terminal."""
        return {"choose": 0, "coin": CHANCE, "done": TERMINAL}[self.stage]

    def legal_actions(self) -> list[Action]:
        """0 = safe, 1 = gamble."""
        return [0, 1] if self.stage == "choose" else []

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """10 = heads (seat 0 wins), 11 = tails."""
        if self.stage != "coin":
            return []
        return [(10, self.p_win), (11, 1.0 - self.p_win)]

    def apply_action(self, action: Action) -> None:
        """Advance the single decision or the coin."""
        if self.stage == "choose" and action in (0, 1):
            self.stage = "coin" if action == 1 else "done"
        elif self.stage == "coin" and action in (10, 11):
            self.result = 1.0 if action == 10 else -1.0
            self.stage = "done"
        else:
            raise IllegalActionError(f"{action} not legal in stage {self.stage}")

    def clone(self) -> GambleState:
        """An independent copy."""
        copy = GambleState(self.p_win)
        copy.stage, copy.result = self.stage, self.result
        return copy

    def is_terminal(self) -> bool:
        """After the choice (and the coin)."""
        return self.stage == "done"

    def returns(self) -> list[float]:
        """Zero-sum result."""
        return [self.result, -self.result]

    def outcome(self) -> Outcome | None:
        """Unused by the tests beyond the protocol."""
        return Outcome((), "done", tuple(self.returns())) if self.is_terminal() else None

    def view(self, player: int | None) -> Hashable:
        """Everything is public."""
        return (self.stage, self.result)

    def action_to_string(self, action: Action) -> str:
        """Readable names."""
        return {0: "safe", 1: "gamble", 10: "heads", 11: "tails"}[action]


# --- pig --------------------------------------------------------------------------------------

ROLL, HOLD = 0, 1
FACE = 10  # chance outcome FACE + f is a rolled f


class PigState(GameState):
    """Pig: roll a die to grow a turn total (a 1 loses it and ends the turn) or hold to bank it.

    Whoever's banked score plus turn total reaches `target` wins at once. A ply cap ends long
    games: the highest banked score wins (ties split). `dice` gives each seat's number of
    sides (six for everyone by default).
    """

    def __init__(
        self,
        num_players: int = 3,
        target: int = 20,
        max_plies: int = 400,
        dice: tuple[int, ...] | None = None,
    ) -> None:
        self.num_players = num_players
        self.target = target
        self.max_plies = max_plies
        self.dice = dice or (6,) * num_players
        self.scores = [0] * num_players
        self.turn_total = 0
        self.player = 0
        self.rolling = False  # True while the die is in the air (a chance node)
        self.winner: int | None = None
        self.plies = 0

    def current_player(self) -> int:
        """The roller, CHANCE while the die rolls, or TERMINAL."""
        if self.is_terminal():
            return TERMINAL
        return CHANCE if self.rolling else self.player

    def legal_actions(self) -> list[Action]:
        """Roll always; hold only with something to bank."""
        if self.is_terminal() or self.rolling:
            return []
        return [ROLL, HOLD] if self.turn_total else [ROLL]

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """The roller's fair die."""
        if not self.rolling or self.is_terminal():
            return []
        sides = self.dice[self.player]
        return [(FACE + face, 1 / sides) for face in range(1, sides + 1)]

    def apply_action(self, action: Action) -> None:
        """Roll, hold or a die face."""
        if self.rolling:
            if not FACE + 1 <= action <= FACE + self.dice[self.player]:
                raise IllegalActionError(f"{action} is not a die face")
            face = action - FACE
            self.rolling = False
            if face == 1:
                self._next_turn()
            else:
                self.turn_total += face
                if self.scores[self.player] + self.turn_total >= self.target:
                    self.scores[self.player] += self.turn_total
                    self.winner = self.player
        elif action in self.legal_actions():
            if action == ROLL:
                self.rolling = True
            else:
                self.scores[self.player] += self.turn_total
                self._next_turn()
        else:
            raise IllegalActionError(f"{action} is not legal here")
        self.plies += 1

    def _next_turn(self) -> None:
        self.turn_total = 0
        self.player = (self.player + 1) % self.num_players

    def clone(self) -> PigState:
        """An independent copy."""
        copy = PigState.__new__(PigState)
        copy.__dict__.update(self.__dict__)
        copy.scores = list(self.scores)
        return copy

    def is_terminal(self) -> bool:
        """A winner or the ply cap."""
        return self.winner is not None or self.plies >= self.max_plies

    def _winners(self) -> tuple[int, ...]:
        if self.winner is not None:
            return (self.winner,)
        best = max(self.scores)
        return tuple(i for i, s in enumerate(self.scores) if s == best)

    def returns(self) -> list[float]:
        """+1 for the winner, -1 for the others (shared wins split the +1)."""
        if not self.is_terminal():
            return [0.0] * self.num_players
        winners = self._winners()
        if len(winners) == self.num_players:
            return [0.0] * self.num_players
        return [1.0 / len(winners) if i in winners else -1.0 for i in range(self.num_players)]

    def outcome(self) -> Outcome | None:
        """Winners by target or by the ply cap."""
        if not self.is_terminal():
            return None
        reason = "target" if self.winner is not None else "ply cap"
        return Outcome(self._winners(), reason, tuple(float(s) for s in self.scores))

    def view(self, player: int | None) -> Hashable:
        """Everything is public."""
        return (tuple(self.scores), self.turn_total, self.player, self.rolling, self.plies)

    def position_key(self) -> Hashable:
        """Everything that matters for the future of the game."""
        return self.view(None)

    def action_to_string(self, action: Action) -> str:
        """'roll', 'hold' or 'face <n>'."""
        if action >= FACE:
            return f"face {action - FACE}"
        return "roll" if action == ROLL else "hold"


class PigRules(GameRules):
    """Stateless rules object for Pig."""

    info = GameInfo(
        "toy-pig",
        "Pig",
        2,
        3,
        True,
        False,
        400,
        options=(
            OptionSpec("target", "Target", 20, ((20, "20 points"), (30, "30 points"))),
            OptionSpec("die", "Die", 6, ((6, "Six sides"), (4, "Four sides")), per_seat=True),
        ),
    )

    def new_initial_state(
        self, num_players: int = 3, options: Mapping[str, Any] | None = None
    ) -> GameState:
        """Everyone at zero, seat 0 to roll."""
        resolved = self.info.resolve_options(options, num_players)
        return PigState(num_players, resolved["target"], dice=tuple(resolved["die"]))


# --- high card (hidden hands) -----------------------------------------------------------------

DECK = tuple(range(1, 14))
HAND_SIZE = 5
DEAL_ORDER = (0, 1) * HAND_SIZE
DEAL = 100  # chance outcome DEAL + c deals card c to the next seat in DEAL_ORDER


class HighCardState(GameState):
    """Thirteen cards 1..13; each seat gets five hidden cards; five tricks of plain high card.

    The leader plays a card face up, the follower answers; the higher card takes the trick and
    its owner leads the next one. Most tricks wins (five tricks: never a draw).
    """

    num_players = 2

    def __init__(self) -> None:
        self.hands: list[list[int]] = [[], []]
        self.deck: list[int] = list(DECK)
        self.dealt = 0
        self.leader = 0
        self.led: int | None = None
        self.tricks = [0, 0]
        self.played: list[tuple[int, int]] = []

    def current_player(self) -> int:
        """CHANCE while dealing, then leader / follower, TERMINAL after the last trick."""
        if self.dealt < len(DEAL_ORDER):
            return CHANCE
        if self.is_terminal():
            return TERMINAL
        return self.leader if self.led is None else 1 - self.leader

    def legal_actions(self) -> list[Action]:
        """Any card in hand."""
        player = self.current_player()
        return sorted(self.hands[player]) if player >= 0 else []

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """Any card left in the deck, uniformly."""
        if self.dealt >= len(DEAL_ORDER):
            return []
        return [(DEAL + card, 1 / len(self.deck)) for card in self.deck]

    def apply_action(self, action: Action) -> None:
        """A deal or a card play."""
        player = self.current_player()
        if player == CHANCE:
            card = action - DEAL
            if card not in self.deck:
                raise IllegalActionError(f"card {card} is not in the deck")
            self.deck.remove(card)
            self.hands[DEAL_ORDER[self.dealt]].append(card)
            self.dealt += 1
            return
        if player < 0 or action not in self.hands[player]:
            raise IllegalActionError(f"card {action} is not in hand")
        self.hands[player].remove(action)
        self.played.append((player, action))
        if self.led is None:
            self.led = action
            return
        winner = self.leader if self.led > action else player
        self.tricks[winner] += 1
        self.leader = winner
        self.led = None

    def clone(self) -> HighCardState:
        """An independent copy."""
        copy = HighCardState.__new__(HighCardState)
        copy.hands = [list(hand) for hand in self.hands]
        copy.deck = list(self.deck)
        copy.dealt, copy.leader, copy.led = self.dealt, self.leader, self.led
        copy.tricks = list(self.tricks)
        copy.played = list(self.played)
        return copy

    def is_terminal(self) -> bool:
        """After the last trick."""
        return sum(self.tricks) == HAND_SIZE

    def returns(self) -> list[float]:
        """+1 for more tricks."""
        if not self.is_terminal():
            return [0.0, 0.0]
        return [1.0, -1.0] if self.tricks[0] > self.tricks[1] else [-1.0, 1.0]

    def outcome(self) -> Outcome | None:
        """Most tricks wins."""
        if not self.is_terminal():
            return None
        winner = 0 if self.tricks[0] > self.tricks[1] else 1
        return Outcome((winner,), "tricks", tuple(float(t) for t in self.tricks))

    def view(self, player: int | None) -> Hashable:
        """Own hand only; the opponent's and the deck are just sizes."""
        own = tuple(sorted(self.hands[player])) if player is not None else ()
        sizes = tuple(len(hand) for hand in self.hands)
        return (own, sizes, len(self.deck), tuple(self.played), self.leader, self.led,
                tuple(self.tricks))  # fmt: skip

    def information_state_key(self, player: int) -> Hashable:
        """What `player` knows, plus who is to move."""
        return (player, self.view(player), self.current_player())

    def sample_determinization(self, player: int, rng: random.Random) -> HighCardState:
        """Keep `player`'s hand; deal the unseen cards at random to the other hand and deck."""
        world = self.clone()
        other = 1 - player
        unseen = sorted(self.deck + self.hands[other])
        rng.shuffle(unseen)
        world.hands[other] = sorted(unseen[: len(self.hands[other])])
        world.deck = sorted(unseen[len(self.hands[other]) :])
        return world

    def reveals_information(self, action: Action) -> bool:
        """Playing a card shows it."""
        return self.current_player() >= 0

    def action_to_string(self, action: Action) -> str:
        """'play <card>' or 'deal <card>'."""
        return f"deal {action - DEAL}" if action >= DEAL else f"play {action}"


class HighCardRules(GameRules):
    """Stateless rules object for high card."""

    info = GameInfo("toy-highcard", "High card", 2, 2, True, True, 12)

    def new_initial_state(
        self, num_players: int = 2, options: Mapping[str, Any] | None = None
    ) -> GameState:
        """Before the deal."""
        return HighCardState()


def deal_high_card(hand_a: list[int], hand_b: list[int]) -> HighCardState:
    """A high-card state right after a stacked deal (seat 0 holds `hand_a`, seat 1 `hand_b`)."""
    state = HighCardState()
    for index, seat in enumerate(DEAL_ORDER):
        hand = hand_a if seat == 0 else hand_b
        state.apply_action(DEAL + hand[index // 2])
    return state
