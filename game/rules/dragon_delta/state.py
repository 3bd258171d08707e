"""DeltaState: a Dragon Delta position (protocol, clone, hidden information).

Flat and cheap to copy: stones a bytearray per support, bridges a list per plank (its two
supports or None), holders a list per plank (the seat whose reserve holds it, or -1), pawns a
list per seat. The layout (geometry.py) is shared and never copied. Hidden: the cards another
seat has programmed but not yet revealed; everything else is public.
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import (
    CHANCE,
    TERMINAL,
    GameState,
    IllegalActionError,
    Outcome,
    Rng,
    sample_chance,
)
from game.core.text import Message

from . import actions, illegal, outcome, resolve
from .cards import PLANKS, PROGRAM, SEAT_COLOURS, STONES, hand_of, is_dragon, plank
from .events import Event
from .geometry import Layout, layout_for
from .view import DeltaView, build_revealed_view, build_view

MAX_DECISIONS_PER_SEAT_ROUND = PROGRAM + 11
"""Five programming choices, then at most 4 (Build 2) + 2 + 2 + 2 + 1 card decisions."""
MAX_GAME_LENGTH = 1 + resolve.ROUND_LIMIT * 6 * MAX_DECISIONS_PER_SEAT_ROUND


class DeltaState(GameState):
    """A Dragon Delta position for 2-6 seats. Mutable; `clone()` copies a few flat lists."""

    __slots__ = (
        "num_players", "layout", "assisted", "colours", "hands", "stone", "supply", "ends",
        "holder", "lost", "pos", "programs", "phase", "round", "start", "programmer", "step",
        "revealed", "order", "turn", "blocked", "pending", "winners", "reason", "events",
        "falls", "built", "last", "mark", "legal_cache", "_legal", "quiet",
    )  # fmt: skip

    def __init__(self, num_players: int, open_river: bool = False, assisted: bool = False):
        self.num_players = num_players
        self.layout: Layout = layout_for(open_river)
        self.assisted = assisted
        self.colours: tuple[int, ...] = SEAT_COLOURS[num_players]
        self.hands = tuple(hand_of(colour, self.colours) for colour in self.colours)
        self.stone = bytearray(self.layout.size)
        self.supply = STONES
        self.ends: list[tuple[int, int] | None] = [None] * PLANKS
        self.holder = [-1] * PLANKS
        for seat, colour in enumerate(self.colours):
            for length in range(1, 7):
                self.holder[plank(colour, length)] = seat
        self.lost = bytearray(PLANKS)
        self.pos = list(self.colours)
        self.programs: list[list[int]] = [[] for _ in range(num_players)]
        self.phase = resolve.FIRST_PHASE
        self.round = 1
        self.start = 0
        self.programmer = 0
        self.step = -1
        self.revealed = 0
        self.order: tuple[int, ...] = ()
        self.turn = 0
        self.blocked: tuple[int, ...] = ()
        self.pending: tuple[Any, ...] | None = None
        self.winners: tuple[int, ...] = ()
        self.reason = ""
        self.events: list[Event] = []
        self.falls = [0] * num_players
        self.built = [0] * num_players
        self.last = -1
        self.mark = 0  # events before the latest action (last_events)
        self._legal: list[int] | None = None
        self.legal_cache: tuple[list[int], frozenset[int]] | None = None
        self.quiet = False  # a search's scratch copy: no event log (search_clone)

    # ------------------------------------------------------------------------- protocol

    def current_player(self) -> int:
        """The seat to decide, CHANCE (the first start player) or TERMINAL."""
        if self.phase == resolve.OVER:
            return TERMINAL
        if self.phase == resolve.FIRST_PHASE:
            return CHANCE
        if self.phase == resolve.PROGRAMMING:
            return resolve.programming_seat(self)
        assert self.pending is not None
        return int(self.pending[1])

    def legal_actions(self) -> list[int]:
        """The pending decision's options in a fixed order; empty at chance/terminal nodes."""
        return list(self._legal_now())

    def _legal_set(self) -> frozenset[int]:
        """The legal actions as a set (parse_action on long lists: open-river stones)."""
        legal = self._legal_now()
        if self.legal_cache is None or self.legal_cache[0] is not legal:
            self.legal_cache = (legal, frozenset(legal))
        return self.legal_cache[1]

    def _legal_now(self) -> list[int]:
        """The cached legal list itself (not a copy: callers only read it)."""
        if self._legal is None:
            self._legal = resolve.legal(self)
        return self._legal

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """Each seat as the first start player, equally likely (only before the first round)."""
        if self.phase != resolve.FIRST_PHASE:
            return []
        share = 1.0 / self.num_players
        return [(actions.make(actions.FIRST, seat), share) for seat in range(self.num_players)]

    def apply_action(self, action: int) -> None:
        """Play a decision or the chance outcome; IllegalActionError if it is not legal here."""
        if self.phase == resolve.OVER:
            raise IllegalActionError("dragon-delta: the game is over")
        mark = len(self.events)
        if self.phase == resolve.FIRST_PHASE:
            if action not in [a for a, _ in self.chance_outcomes()]:
                raise IllegalActionError(f"dragon-delta: {action} is not a chance outcome here")
            self.start = actions.split(action)[1]
            resolve.start_round(self)
        else:
            if action not in self._legal_now():
                raise IllegalActionError(f"dragon-delta: {action} is not legal here")
            resolve.decide(self, action)
        self.mark = mark
        self.last = action
        self._legal = None

    def clone(self) -> DeltaState:
        """An independent copy (the layout and immutable tuples are shared)."""
        twin = object.__new__(DeltaState)
        for name in self.__slots__:
            setattr(twin, name, getattr(self, name))
        twin.stone = bytearray(self.stone)
        twin.ends = list(self.ends)
        twin.holder = list(self.holder)
        twin.lost = bytearray(self.lost)
        twin.pos = list(self.pos)
        twin.programs = [list(p) for p in self.programs]
        twin.events = list(self.events)
        twin.falls = list(self.falls)
        twin.built = list(self.built)
        # The cached legal list is never changed in place (legal_actions hands out copies).
        return twin

    def search_clone(self) -> DeltaState:
        """A copy for a search's own use (ai/ismcts.py, ai/mcts.py): the same position, the
        same legal actions, determinizations and random choices, but it and its clones keep no
        event log, so `view` and `last_events` say nothing of what happens to it."""
        twin = self.clone()
        twin.quiet = True
        twin.events = []
        twin.mark = 0
        return twin

    def random_playout(self, rng: Any) -> list[float]:
        """Play to the end as ai.mcts.Playout does with its default policy and return
        `returns()`: every decision `rng.choice(legal_actions())`, the chance node
        `sample_chance(self, rng)`; the same actions, final state and draws from `rng` as that
        loop, without its per-step calls (legality checks, copies of the legal list). An
        optional hook for a search's random rollouts; `rng` is a random.Random."""
        choice, decide, legal_of, over = rng.choice, resolve.decide, resolve.legal, resolve.OVER
        while self.phase != over:
            if self.phase == resolve.FIRST_PHASE:
                self.apply_action(sample_chance(self, rng))
                continue
            legal = self._legal
            action = choice(legal_of(self) if legal is None else legal)
            mark = len(self.events)
            decide(self, action)
            self.mark = mark
            self.last = action
            self._legal = None
        return self.returns()

    def is_terminal(self) -> bool:
        """True once the game is over."""
        return self.phase == resolve.OVER

    def returns(self) -> list[float]:
        """+1 to a sole winner, 1/k to each of k sharing winners, -1 to the others; 0 for a
        draw."""
        if self.phase != resolve.OVER or not self.winners:
            return [0.0] * self.num_players
        share = 1.0 / len(self.winners)
        return [share if i in self.winners else -1.0 for i in range(self.num_players)]

    def outcome(self) -> Outcome | None:
        """Winners, the reason key ("destination", "round-limit") and a SeatRecord per seat."""
        return outcome.outcome(self) if self.phase == resolve.OVER else None

    def view(self, player: int | None = None) -> DeltaView:
        """What `player` may see: all but other seats' unrevealed program cards."""
        return build_view(self, player)

    def revealed_view(self) -> DeltaView:
        """The position with nothing hidden (a replay's "All revealed"): view.py."""
        return build_revealed_view(self)

    def information_state_key(self, player: int) -> Any:
        """Everything `player` knows: its view and who decides now."""
        return (build_view(self, player, with_last=False), self.current_player())

    def sample_determinization(self, player: int, rng: Rng) -> DeltaState:
        """Other seats' programmed but unrevealed cards dealt anew from their hands (at most
        one dragon per program, revealed cards kept)."""
        twin = self.clone()
        for seat in range(self.num_players):
            if seat == player:
                continue
            cards = twin.programs[seat]
            keep = cards[: self.revealed]
            while len(keep) < len(cards):
                dragon = any(is_dragon(card) for card in keep)
                choices = [
                    card
                    for card in self.hands[seat]
                    if card not in keep and not (dragon and is_dragon(card))
                ]
                keep.append(choices[int(rng.random() * len(choices))])
            twin.programs[seat] = keep
        twin._legal = None
        return twin

    def action_to_string(self, action: int) -> str:
        """Stable text of `action`; DragonDeltaRules.parse_action is its exact inverse."""
        return actions.to_text(action, self.layout)

    def parse_action(self, text: str) -> int:
        """The legal action (or chance outcome) written `text`."""
        action = actions.from_text(text, self.layout)
        if self.phase == resolve.FIRST_PHASE:
            ok = action in [a for a, _ in self.chance_outcomes()]
        else:
            ok = self.phase != resolve.OVER and action in self._legal_set()
        if not ok:
            raise IllegalActionError(f"dragon-delta: {text!r} is not legal here")
        return action

    def reveals_information(self, action: int) -> bool:
        """True when applying `action` reveals program cards (a step begins)."""
        if self.phase in (resolve.FIRST_PHASE, resolve.OVER):
            return False
        twin = self.clone()
        try:
            twin.apply_action(action)
        except IllegalActionError:
            return False
        return twin.revealed != self.revealed or twin.round != self.round

    def why_illegal(self, kind: str, *args: Any) -> Message | None:
        """Why an attempt is refused (illegal.py lists the kinds); None when it is legal."""
        return illegal.why_illegal(self, kind, *args)

    # ------------------------------------------------------------------------- extras

    def events_since(self, count: int) -> list[Event]:
        """The events after the first `count` (events.py)."""
        return self.events[count:]

    @property
    def last_events(self) -> list[Event]:
        """The events the latest action caused."""
        return self.events_since(self.mark)

    @classmethod
    def from_position(cls, players: int = 2, **position: Any) -> DeltaState:
        """Any position, for tests (positions.py explains the keywords)."""
        from .positions import from_position

        return from_position(cls(players, **_options(position)), **position)

    def __repr__(self) -> str:
        return f"DeltaState(round {self.round}, step {self.step}, pawns {self.pos})"


def _options(position: dict[str, Any]) -> dict[str, Any]:
    """Pop the constructor's options out of from_position's keywords."""
    return {key: position.pop(key) for key in ("open_river", "assisted") if key in position}
