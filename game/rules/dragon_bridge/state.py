"""Dragon Bridge: the game state (flat tuples shared by clones, copy-on-write) and the protocol.

Two wizards on a bridge of 18 squares (or 21) with a Dragon beyond one end. A turn: start-of-turn
triggers, play one action card (MOVE / BUMP / TELEPORT / Nest tricks), one optional Gem Action,
the pounce check, the Dragon Check (FLIGHT at the visible-wing threshold, else ROOST at 7 Nest
cards), refills and the draw to 4. Escape by a MOVE begun on an Exit tile; lose by ending your
Gem Phase on a Threatened tile.

Hidden information: each hand, the deck (an unordered multiset: every draw is a uniform chance
outcome over its cards, which is exactly a shuffle), face-down Nest cards a seat did not see go
face down (in practice both always see it), the item and hack decks. Actions are small ints
(see actions.py); the turn is a stack of small steps (effects.py, turn.py, gems.py); the end is
an Outcome with a reason key and a SeatDetails record per seat (outcome.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.protocol import CHANCE, TERMINAL, GameState, IllegalActionError, Outcome, Rng

from . import turn
from .actions import CHANCE_KINDS, GIVE, SEARCH, USE, WIZARD_SOURCE, action_text, kind_of
from .board import GEMS_PER_PLAYER, LEFT, STANDARD, START_READY_GEMS, Layout
from .cards import FULL_DECK, NUM_CARD_TYPES
from .effects import with_seat
from .hacks import NUM_HACKS, WHITE_GEMS
from .items import NUM_ITEMS
from .outcome import ESCAPE, build_outcome
from .view import BridgeView, StepInfo, build_revealed_view, build_view, step_info
from .wizards import wizard

MAX_GAME_LENGTH = 20_000  # plies; the 200-turn cap ends every match long before this


class DragonBridgeState(GameState):
    """A Dragon Bridge position. Mutable; `clone()` shares every tuple and copies four lists.

    Copy-on-write: every per-seat pair (positions, gems, wizards, items, white gems...), the
    Nest and the pending options are tuples, replaced (never changed in place) when they change,
    so clones share them. Only the two hands, the deck and the task stack are lists changed in
    place; `clone()` copies those.
    """

    __slots__ = (
        "_layout", "_full", "_hacking", "_choose_wizards",
        "_pos", "_dragon", "_power", "_nest", "_played", "_hands", "_deck",
        "_ready", "_depleted", "_stash", "_parked", "_wizards", "_items",
        "_market", "_item_deck", "_white", "_supply", "_hack_row", "_hack_deck", "_placed",
        "_beacon", "_active", "_first", "_turns", "_plies", "_flights", "_roosts",
        "_tasks", "_waiting", "_legal", "_abragail", "_bear_used", "_in_play",
        "_deck_seen_by", "_last", "_last_actor", "_last_seat", "_over", "_winners", "_reason",
    )  # fmt: skip

    num_players = 2

    def __init__(
        self,
        layout: Layout = STANDARD,
        full: bool = False,
        hacking: bool = False,
        choose_wizards: bool = False,
    ) -> None:
        self._layout = layout
        self._full = full
        self._hacking = hacking and full  # the expansion needs the full game [our reading]
        self._choose_wizards = choose_wizards
        self._pos: tuple[int, int] = layout.start_tiles
        self._dragon = LEFT
        self._power = -1
        self._nest: tuple[tuple[int, bool, int], ...] = ()  # (card, face up, seats that know it)
        self._played = -1  # the Nest index of the last card played (-1: none in the Nest)
        self._hands = [[0] * NUM_CARD_TYPES, [0] * NUM_CARD_TYPES]
        self._deck = list(FULL_DECK)
        self._ready = (START_READY_GEMS, START_READY_GEMS)
        self._depleted = (GEMS_PER_PLAYER - START_READY_GEMS,) * 2
        self._stash = (0, 0)
        self._parked = (-1, -1)  # -1 none, 0 a DEPLETED gem, 1 a READY gem
        self._wizards = (-1, -1)
        self._items: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
        self._market: tuple[int, ...] = ()
        self._item_deck: tuple[int, ...] = tuple(range(NUM_ITEMS))
        self._white = (0, 0)
        self._supply = WHITE_GEMS if self._hacking else 0
        self._hack_row: tuple[int, ...] = ()
        self._hack_deck: tuple[int, ...] = tuple(range(NUM_HACKS)) if self._hacking else ()
        self._placed: tuple[tuple[int, int], ...] = ()  # (tile, hack), sorted
        self._beacon = False
        self._active = 0
        self._first = 0
        self._turns = 0
        self._plies = 0
        self._flights = 0
        self._roosts = 0
        self._tasks: list[tuple[Any, ...]] = [("first",)]
        self._waiting = CHANCE
        self._legal: Sequence[Any] = ()  # never changed in place: clones share it
        self._abragail = False
        self._bear_used = (False, False)
        self._in_play = -1
        self._deck_seen_by = -1
        self._last = -1
        self._last_actor = CHANCE
        self._last_seat = -1
        self._over = False
        self._winners: tuple[int, ...] = ()
        self._reason = ""
        turn.run(self)

    # ----------------------------------------------------------------------------- protocol

    def current_player(self) -> int:
        """The seat to decide, CHANCE, or TERMINAL."""
        return TERMINAL if self._over else self._waiting

    def turn_owner(self) -> int:
        """Whose turn it is, also while the other seat answers a triggered power."""
        return TERMINAL if self._over else self._active

    def is_chance_node(self) -> bool:
        """True when the next action is a chance outcome (the protocol's default, one call
        shorter: playouts ask it at every step)."""
        return self._waiting == CHANCE and not self._over

    def legal_actions(self) -> list[int]:
        """The current decision's options in a fixed order; empty at chance/terminal nodes."""
        if self._over or self._waiting == CHANCE:
            return []
        return list(self._legal)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """(outcome, probability) at a chance node (draws are uniform over the cards left)."""
        if self._over or self._waiting != CHANCE:
            return []
        return list(self._legal)

    def apply_action(self, action: int) -> None:
        """Play a decision or chance outcome; IllegalActionError if it is not legal here."""
        if self._over:
            raise IllegalActionError("dragon-bridge: the match is over")
        waiting = self._waiting
        if waiting == CHANCE:
            for outcome, _ in self._legal:
                if outcome == action:
                    break
            else:
                raise IllegalActionError(f"dragon-bridge: {action} is not a chance outcome here")
        elif action not in self._legal:
            raise IllegalActionError(f"dragon-bridge: {action} is not legal here")
        self._last = action
        self._last_actor = self._last_seat = waiting
        self._plies += 1
        task = self._tasks[-1]
        _STEPS[task[0]][2](self, task, action)  # the resolver of the decision or chance on top
        run(self)

    def clone(self) -> DragonBridgeState:
        """An independent copy: every field shared (tuples, numbers, the layout) except the
        lists changed in place (hands, deck, task stack), which are copied. One line a field:
        the fastest copy of a slotted object, and the cheapest for the garbage collector."""
        new = _new_state(DragonBridgeState)
        new._layout = self._layout
        new._full = self._full
        new._hacking = self._hacking
        new._choose_wizards = self._choose_wizards
        new._pos = self._pos
        new._dragon = self._dragon
        new._power = self._power
        new._nest = self._nest
        new._played = self._played
        hands = self._hands
        new._hands = [hands[0][:], hands[1][:]]
        new._deck = self._deck[:]
        new._ready = self._ready
        new._depleted = self._depleted
        new._stash = self._stash
        new._parked = self._parked
        new._wizards = self._wizards
        new._items = self._items
        new._market = self._market
        new._item_deck = self._item_deck
        new._white = self._white
        new._supply = self._supply
        new._hack_row = self._hack_row
        new._hack_deck = self._hack_deck
        new._placed = self._placed
        new._beacon = self._beacon
        new._active = self._active
        new._first = self._first
        new._turns = self._turns
        new._plies = self._plies
        new._flights = self._flights
        new._roosts = self._roosts
        new._tasks = self._tasks[:]
        new._waiting = self._waiting
        new._legal = self._legal
        new._abragail = self._abragail
        new._bear_used = self._bear_used
        new._in_play = self._in_play
        new._deck_seen_by = self._deck_seen_by
        new._last = self._last
        new._last_actor = self._last_actor
        new._last_seat = self._last_seat
        new._over = self._over
        new._winners = self._winners
        new._reason = self._reason
        return new

    def is_terminal(self) -> bool:
        """True once someone escaped, was pounced, or the turn cap was reached."""
        return self._over

    def returns(self) -> list[float]:
        """+1 / -1 for a win, 0 / 0 for a draw or an unfinished match."""
        if not self._over or not self._winners:
            return [0.0, 0.0]
        winner = self._winners[0]
        return [1.0 if seat == winner else -1.0 for seat in (0, 1)]

    def outcome(self) -> Outcome | None:
        """Winners, the reason key ("escape", "pounce" or "turn-limit") with its arguments and
        a SeatDetails record per seat (outcome.py)."""
        if not self._over:
            return None
        return build_outcome(self)

    def view(self, player: int | None = None) -> BridgeView:
        """What `player` may see (None = a spectator, who sees no hand)."""
        return build_view(self, player)

    def revealed_view(self) -> BridgeView:
        """The position with nothing hidden (a replay's "All revealed"): view.py."""
        return build_revealed_view(self)

    def information_state_key(self, player: int) -> BridgeView:
        """Everything `player` knows: their view without the last-action text."""
        return build_view(self, player, with_last=False)

    def sample_determinization(self, player: int, rng: Rng) -> DragonBridgeState:
        """A full state consistent with `player`'s view: the cards it cannot see are dealt
        uniformly again (opponent hand, deck, unknown face-down Nest cards), counts kept."""
        new = self.clone()
        other = 1 - player
        pool: list[int] = []
        for card in range(NUM_CARD_TYPES):
            pool += [card] * new._hands[other][card]
        deck_hidden = new._deck_seen_by != player
        if deck_hidden:
            for card in range(NUM_CARD_TYPES):
                pool += [card] * new._deck[card]
        nest = list(new._nest)
        unknown = [i for i, (_, _, seen) in enumerate(nest) if not seen >> player & 1]
        pool += [nest[i][0] for i in unknown]
        pool.sort()  # the same unseen cards give the same worlds, however they are split now
        rng.shuffle(pool)
        size = sum(new._hands[other])
        hand = [0] * NUM_CARD_TYPES
        for card in pool[:size]:
            hand[card] += 1
        new._hands[other] = hand
        rest = pool[size:]
        for i in unknown:
            card = rest.pop()
            nest[i] = (card, nest[i][1], nest[i][2])
        new._nest = tuple(nest)
        if deck_hidden:
            deck = [0] * NUM_CARD_TYPES
            for card in rest:
                deck[card] += 1
            new._deck = deck
        new._refresh()
        return new

    def action_to_string(self, action: int) -> str:
        """Stable text of `action` (see actions.py)."""
        return action_text(action)

    def reveals_information(self, action: int) -> bool:
        """Chance draws show a card; a given card or a deck search shows cards to a seat; using
        Lori's search or Chiptune's flip leads to one (the Bear's READY shows nothing)."""
        kind = kind_of(action)
        if kind == USE and self._tasks and self._tasks[-1][0] == "confirm":
            return not wizard(self._tasks[-1][2] - WIZARD_SOURCE).bumped_ready
        return kind in CHANCE_KINDS or kind in (GIVE, SEARCH)

    @classmethod
    def from_position(cls, **position: Any) -> DragonBridgeState:
        """A position at the start of a turn for tests and puzzles; see positions.py."""
        from .positions import from_position

        return from_position(**position)

    # ------------------------------------------------------------------------- public extras

    def parse_action(self, text: str) -> int:
        """The legal action (or chance outcome) written `text`; IllegalActionError otherwise."""
        for action in self._candidates():
            if action_text(action) == text:
                return action
        raise IllegalActionError(f"dragon-bridge: no legal action {text!r} here")

    @property
    def step(self) -> StepInfo | None:
        """What the pending decision is about (see view.StepInfo), or None."""
        return step_info(self)

    @property
    def active_player(self) -> int:
        """Whose turn it is."""
        return self._active

    # ----------------------------------------------------------------------------- internals

    def _candidates(self) -> list[int]:
        if self._over:
            return []
        if self._waiting == CHANCE:
            return [action for action, _ in self._legal]
        return list(self._legal)

    def _refresh(self) -> None:
        """Recompute the pending options after the hidden cards were changed."""
        if self._over:
            return
        turn.run(self)

    def _trigger_order(self) -> tuple[int, int]:
        """Seats in the default order of simultaneous triggers (the turn's owner first [P]);
        with two or more, the current player chooses the order (effects.push_triggers)."""
        return (self._active, 1 - self._active)

    def _gain_item(self, seat: int, item: int) -> None:
        self._items = with_seat(self._items, seat, self._items[seat] + (item,))

    def _escape(self, seat: int) -> None:
        self._finish(seat, ESCAPE)

    def _finish(self, winner: int, reason: str) -> None:
        """End the match: `winner` (-1 for a draw) and a reason key of outcome.REASONS."""
        self._over = True
        self._winners = () if winner < 0 else (winner,)
        self._reason = reason
        self._tasks = []
        self._legal = ()
        self._waiting = TERMINAL

    def __repr__(self) -> str:
        return (
            f"DragonBridgeState(turn={self._turns}, active={self._active}, pos={self._pos}, "
            f"dragon={'left' if self._dragon == LEFT else 'right'}, step={self._tasks[-1:]})"
        )


_new_state = object.__new__
_STEPS = turn.STEPS
run = turn.run
