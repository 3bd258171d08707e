"""WyvernState: a whole Wyvern match (games chained) as one flat, cheaply copied state.

Fields (index = absolute position seat * 6 + p, or slot seat * 4 + t; board.py):
    card, up, paid, att, hid, hidby, seen   per position: card index (-1 empty), face up,
        paid for, attachments (card * 2 + owner), hidden action (-1) and who played it, and
        the seats that know the card (bit per seat; the owner always)
    tre             per treasure slot: card index or -1
    hand            per seat: sorted card indices (the order is no information)
    pile, bottom    per seat and kind (seat * 2 + 0 Lair / 1 Horde): the unknown part of the
                    pile as a sorted multiset, and the known cards at its bottom in order
    disc            discard piles in order; pool: the six Lair cards a seat is arranging
    gold, vp, wins  per seat; draws: queued draws (seat, kind, destination); stack: frames
    (flow.py): the pending decision on top, continuation frames beneath.
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import CHANCE, TERMINAL, GameState, IllegalActionError, Outcome, Rng
from game.core.text import Message

from . import actions, chance, flow, illegal, outcome, secrets
from .decks import Deck
from .events import Event
from .view import WyvernView, build_revealed_view, build_view

_FIRST_SEAT0, _FIRST_SEAT1 = actions.make(actions.FIRST, 0), actions.make(actions.FIRST, 1)


class WyvernState(GameState):
    """A Wyvern match for two seats. Mutable; clone() copies a handful of flat lists."""

    __slots__ = (
        "num_players", "decks", "match_points", "scoring", "free_reveal", "quiet_any_time",
        "card", "up", "paid",
        "att", "hid", "hidby", "seen", "tre", "hand", "pile", "bottom", "disc", "pool", "gold",
        "vp", "wins", "draws", "stack", "fight", "results", "phase", "active", "first",
        "starter", "game", "turn", "quiet", "left", "left_mark", "slayed", "harness",
        "in_play", "need_first", "play", "over", "winners", "reason", "_log", "_count", "mark",
        "last", "_legal", "keeps_log",
    )  # fmt: skip

    num_players: int
    decks: tuple[Deck, Deck]
    match_points: int
    scoring: str
    free_reveal: bool
    quiet_any_time: bool
    card: list[int]
    up: list[int]
    paid: list[int]
    att: list[tuple[int, ...]]
    hid: list[int]
    hidby: list[int]
    seen: list[int]
    tre: list[int]
    hand: list[list[int]]
    pile: list[list[int]]
    bottom: list[list[int]]
    disc: list[list[int]]
    pool: list[list[int]]
    gold: list[int]
    vp: list[int]
    wins: list[int]
    draws: list[tuple[int, int, int]]
    stack: list[tuple[int, ...]]
    fight: list[int] | None
    results: list[tuple[int, int, int]]
    phase: int
    active: int
    first: int
    starter: int
    game: int
    turn: int
    quiet: int
    left: int
    left_mark: int
    slayed: bool
    harness: bool
    in_play: bool
    need_first: bool
    play: tuple[int, int, tuple[int, ...], int] | None
    over: bool
    winners: tuple[int, ...]
    reason: str
    _log: tuple[str, dict[str, Any], Any] | None
    _count: int
    mark: int
    last: int
    _legal: list[int] | None
    keeps_log: bool

    def __init__(
        self,
        decks: tuple[Deck, Deck],
        match_points: int = 100,
        scoring: str = "standard",
        free_reveal: bool = True,
        quiet_any_time: bool = False,
    ) -> None:
        self.num_players = 2
        self.decks = decks
        self.match_points = match_points
        self.scoring = scoring
        self.free_reveal = free_reveal
        self.quiet_any_time = quiet_any_time  # the stalemate guard's option (flow.end_turn)
        self.vp = [0, 0]
        self.wins = [0, 0]
        self.results = []  # (winner or -1, vp gained by seat 0, by seat 1)
        self._log = None  # the events as an immutable chain (see log): O(1) to share
        self._count = 0
        self.game = 0
        self.first = -1
        self.starter = -1
        self.over = False
        self.winners = ()
        self.reason = ""
        self.mark = 0
        self.last = -1
        self._legal = None
        self.keeps_log = True  # False in a search's scratch copy (search_clone)
        flow.new_game(self)
        flow.advance(self)

    # ------------------------------------------------------------------------- protocol

    def current_player(self) -> int:
        """The seat to decide, CHANCE (a draw or the first player) or TERMINAL."""
        if self.over:
            return TERMINAL
        if self.draws or self.need_first:
            return CHANCE
        return int(self.stack[-1][1])

    def turn_owner(self) -> int:
        """The active seat (during setup: the seat arranging)."""
        if self.in_play:
            return self.active
        return self.current_player()

    def legal_actions(self) -> list[int]:
        """The pending decision's options in a fixed order; empty at chance/terminal nodes."""
        if self.over or self.draws or self.need_first:
            return []
        return list(self._legal_now())

    def _legal_now(self) -> list[int]:
        if self._legal is None:
            self._legal = flow.legal(self)
        return self._legal

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The distinct cards of the unknown part of the pile drawn from, by count; or the
        first player of the first game (1/2 each)."""
        if self.over:
            return []
        if self.draws:
            return chance.draw_outcomes(self)
        if self.need_first:
            return [(actions.make(actions.FIRST, 0), 0.5), (actions.make(actions.FIRST, 1), 0.5)]
        return []

    def apply_action(self, action: int) -> None:
        """Play a decision or a chance outcome; IllegalActionError if it is not legal here."""
        if self.over:
            raise IllegalActionError("wyvern: the match is over")
        mark = self._count
        if self.draws or self.need_first:
            if not self._is_chance_outcome(action):
                raise IllegalActionError(f"wyvern: {action} is not a chance outcome here")
            chance.apply_chance(self, action)
        else:
            if action not in self._legal_now():
                raise IllegalActionError(f"wyvern: {action} is not legal here")
            flow.decide(self, action)
        self._legal = None
        flow.advance(self)
        self.mark = mark
        self.last = action

    def _is_chance_outcome(self, action: int) -> bool:
        """True when `action` is one of chance_outcomes() (not built: a draw's card need
        only be in its pile)."""
        if not isinstance(action, int):
            return action in [a for a, _ in self.chance_outcomes()]
        if self.draws:
            return chance.is_draw_outcome(self, action)
        return action == _FIRST_SEAT0 or action == _FIRST_SEAT1

    def clone(self) -> WyvernState:
        """An independent copy (decks, immutable tuples and the cached legal list, which is
        never changed in place, are shared)."""
        # Spelled out field by field: a loop over __slots__ with getattr / setattr took two
        # to three times as long, and OpenSpiel's searchers clone at every simulation.
        twin = object.__new__(WyvernState)
        twin.num_players = self.num_players
        twin.decks = self.decks
        twin.match_points = self.match_points
        twin.scoring = self.scoring
        twin.free_reveal = self.free_reveal
        twin.quiet_any_time = self.quiet_any_time
        twin.card = self.card[:]
        twin.up = self.up[:]
        twin.paid = self.paid[:]
        twin.att = self.att[:]
        twin.hid = self.hid[:]
        twin.hidby = self.hidby[:]
        twin.seen = self.seen[:]
        twin.tre = self.tre[:]
        hand, pile, bottom, disc, pool = self.hand, self.pile, self.bottom, self.disc, self.pool
        twin.hand = [hand[0][:], hand[1][:]]
        twin.pile = [pile[0][:], pile[1][:], pile[2][:], pile[3][:]]
        twin.bottom = [bottom[0][:], bottom[1][:], bottom[2][:], bottom[3][:]]
        twin.disc = [disc[0][:], disc[1][:], disc[2][:], disc[3][:]]
        twin.pool = [pool[0][:], pool[1][:]]
        twin.gold = self.gold[:]
        twin.vp = self.vp[:]
        twin.wins = self.wins[:]
        twin.draws = self.draws[:]
        twin.stack = self.stack[:]
        twin.fight = None if self.fight is None else self.fight[:]
        twin.results = self.results[:]
        twin.phase = self.phase
        twin.active = self.active
        twin.first = self.first
        twin.starter = self.starter
        twin.game = self.game
        twin.turn = self.turn
        twin.quiet = self.quiet
        twin.left = self.left
        twin.left_mark = self.left_mark
        twin.slayed = self.slayed
        twin.harness = self.harness
        twin.in_play = self.in_play
        twin.need_first = self.need_first
        twin.play = self.play
        twin.over = self.over
        twin.winners = self.winners
        twin.reason = self.reason
        twin._log = self._log
        twin._count = self._count
        twin.mark = self.mark
        twin.last = self.last
        twin._legal = self._legal
        twin.keeps_log = self.keeps_log
        return twin

    def random_playout(self, rng: Any) -> list[float]:
        """Play the match to its end as ai.mcts.Playout does with its default policy, and
        return `returns()`: every decision `rng.choice(legal_actions())`, every chance node
        `sample_chance(self, rng)`. The same actions, the same final state and the same use
        of `rng` as that loop (tests/rules/test_wyvern_speed.py), without its per-step calls
        (validation, copies of the legal list, the list of draw outcomes): an optional hook
        for a search's random rollouts. `rng` is a random.Random."""
        choice, point = rng.choice, rng.random
        decide, apply_chance, advance = flow.decide, chance.apply_chance, flow.advance
        while not self.over:
            mark = self._count
            if self.draws:
                action = chance.sample_draw(self, point())
                apply_chance(self, action)
            elif self.need_first:
                action = _FIRST_SEAT0 if point() < 0.5 else _FIRST_SEAT1
                apply_chance(self, action)
            else:
                legal = self._legal
                action = choice(flow.legal(self) if legal is None else legal)
                decide(self, action)
            self._legal = None
            advance(self)
            self.mark = mark
            self.last = action
        return self.returns()

    def search_clone(self) -> WyvernState:
        """A copy for a search's own use (ai/mcts.py search_base): the same position, legal
        actions, determinizations and random choices, but it and its clones keep no event
        log, so `events`, `last_events` and the view's latest events say nothing of what
        happens to it."""
        twin = self.clone()
        twin.keeps_log = False
        twin._log = None
        twin._count = 0
        twin.mark = 0
        return twin

    def is_terminal(self) -> bool:
        """True once the match is over."""
        return self.over

    def returns(self) -> list[float]:
        """+1 to the match winner, -1 to the other; 0 for a drawn match or before the end."""
        if not self.over or not self.winners:
            return [0.0, 0.0]
        return [1.0 if seat in self.winners else -1.0 for seat in range(2)]

    def outcome(self) -> Outcome | None:
        """Winners, the reason key and a SeatRecord per seat, once the match is over."""
        return outcome.outcome(self) if self.over else None

    def view(self, player: int | None = None) -> WyvernView:
        """What `player` may see (None: a spectator, who sees no hidden card)."""
        return build_view(self, player)

    def revealed_view(self) -> WyvernView:
        """The position with nothing hidden (a replay's "All revealed"): view.py."""
        return build_revealed_view(self)

    def information_state_key(self, player: int) -> Any:
        """Everything `player` knows: its view (without the latest action's text) and who
        decides now."""
        return (build_view(self, player, with_last=False), self.current_player())

    def sample_determinization(self, player: int, rng: Rng) -> WyvernState:
        """The other seat's unknown cards dealt anew (secrets.py)."""
        return secrets.determinize(self, player, rng)

    def action_to_string(self, action: int) -> str:
        """Stable text of `action`; WyvernRules.parse_action is its exact inverse."""
        return actions.to_text(action)

    def parse_action(self, text: str) -> int:
        """The legal action (or chance outcome) written `text`."""
        action = actions.from_text(text)
        if self.draws or self.need_first:
            ok = not self.over and action in [a for a, _ in self.chance_outcomes()]
        else:
            ok = not self.over and action in self._legal_now()
        if not ok:
            raise IllegalActionError(f"wyvern: {text!r} is not legal here")
        return action

    def reveals_information(self, action: int) -> bool:
        """True for chance outcomes and for any action that turns a hidden card up or shows a
        seat a card it did not know (undo barrier)."""
        if self.over:
            return False
        if self.draws or self.need_first:
            return True
        if action >> actions.SHIFT == actions.ARRANGE:
            return False  # a card of the seat's own pool goes face down: news to nobody
        twin = self.clone()
        try:
            twin.apply_action(action)
        except IllegalActionError:
            return False
        return twin.seen != self.seen or twin.hid != self.hid or bool(twin.draws)

    def why_illegal(self, kind: str, *args: Any) -> Message | None:
        """Why an attempt is refused (illegal.py lists the kinds); None when it is legal."""
        return illegal.why_illegal(self, kind, *args)

    # ------------------------------------------------------------------------- extras

    def log(self, kind: str, **fields: Any) -> None:
        """Record an event (events.py); nothing in a search's copy (search_clone)."""
        if not self.keeps_log:
            return
        # Kept as (kind, fields, earlier chain); the Event is built when someone reads it:
        # most states (a search's playouts) are never read, and a frozen dataclass of 15
        # fields costs ten times the tuple.
        self._log = (kind, fields, self._log)
        self._count += 1

    @property
    def events(self) -> list[Event]:
        """Every event of the match so far, oldest first (a fresh list)."""
        return self.events_since(0)

    @property
    def event_count(self) -> int:
        """How many events the match has recorded."""
        return self._count

    def events_since(self, count: int) -> list[Event]:
        """The events after the first `count`."""
        found: list[Event] = []
        cell = self._log
        for _ in range(self._count - count):
            assert cell is not None
            kind, fields, cell = cell
            found.append(Event(kind, **fields))
        found.reverse()
        return found

    @property
    def last_events(self) -> list[Event]:
        """The events the latest action caused."""
        return self.events_since(self.mark)

    @classmethod
    def from_position(cls, **position: Any) -> WyvernState:
        """Any position, for tests (positions.py explains the keywords)."""
        from .positions import from_position

        return from_position(**position)

    def __repr__(self) -> str:
        return (
            f"WyvernState(game {self.game}, turn {self.turn}, active {self.active}, "
            f"gold {self.gold}, vp {self.vp})"
        )
