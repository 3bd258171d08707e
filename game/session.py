"""A match in progress: state, seats, the replay record, chance sampling, AI requests and undo.

The session sits between the scenes and the rules and never imports pygame. Everything it
knows is rebuilt from its `GameRecord`, so saving, resuming, undo and the move log all agree.
Chance is sampled with `rng_for(seed, "chance", ply)`: a resumed save sees the same future.
"""

from __future__ import annotations

import itertools
import logging
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from game.core.protocol import (
    CHANCE,
    TERMINAL,
    Action,
    GameRules,
    GameState,
    IllegalActionError,
    Outcome,
    sample_chance,
)
from game.core.record import (
    GameRecord,
    RecordError,
    SeatSpec,
    illegal_move,
    move_after_the_end,
    replay,
)
from game.core.text import N_, Message
from game.move_log import LogDescriber, MoveLog, PlyInfo
from game.rng import new_seed, rng_for
from game.rules import get_rules

log = logging.getLogger(__name__)

HINT_LEVEL = "normal"
"""The AI level that answers the Hint button."""

# Request ids are unique for the whole program run: the AI worker is shared by every session,
# so an answer for an old session, an undone position or a restarted game can never match.
_request_ids = itertools.count(1)


@dataclass(frozen=True)
class AppliedAction:
    """One applied action with the views before and after it, for animation and the log."""

    action: Action
    text: str
    player: int
    view_before: Hashable
    view_after: Hashable
    info: Any = None

    @property
    def is_chance(self) -> bool:
        """True for a sampled chance outcome (a deal, a refill...)."""
        return self.player == CHANCE


@dataclass(frozen=True)
class Request:
    """An AI search the session asked for: its id, purpose and the position it was made in."""

    request_id: int
    purpose: str  # "move" or "hint"
    version: int
    seat: int


def ending_sound(outcome: Outcome, seats: Sequence[SeatSpec]) -> str:
    """The sound of a match's end: 'tie' for a drawn match ("draw" is a card drawn); 'win' when
    a person at the screen won (or, among AIs only, anyone did); 'lose' when the AIs beat the
    people."""
    if outcome.is_draw:
        return "tie"
    humans = [index for index, seat in enumerate(seats) if seat.is_human]
    if not humans or any(winner in humans for winner in outcome.winners):
        return "win"
    return "lose"


class Session:
    """A match in progress. Scenes drive it; it never waits for anything."""

    def __init__(self, rules: GameRules, record: GameRecord, state: GameState) -> None:
        self.rules = rules
        self.record = record
        self.state = state
        self.hidden_info = rules.info.has_hidden_info
        """Hot-seat handoff curtains are needed (tests may force it on a toy game)."""
        self.autosave: Callable[[GameRecord], None] | None = None
        """Called with the record after every applied action (the play scene saves it)."""
        self.version = 0
        """Bumped whenever the position changes; AI answers from older versions are stale."""
        self.plies: list[PlyInfo] = []
        self._requests: dict[int, Request] = {}
        self.follow_screen = False  # play scene: hot-seat viewer() is `screen_seat`, see there
        self.screen_seat: int | None = None
        self.log = MoveLog(state.view(None))
        """The move log in words (the describer is set by the play scene, see `log_describer`)."""

    # ----------------------------------------------------------------- construction
    @classmethod
    def new(
        cls,
        slug: str,
        seats: Sequence[SeatSpec],
        options: dict[str, Any] | None = None,
        seed: int | None = None,
    ) -> Session:
        """A fresh match of `slug` for `seats`; a random seed unless one is given."""
        rules = get_rules(slug)
        rules.info.check_num_players(len(seats))
        resolved = rules.info.resolve_options(options, len(seats))
        record = GameRecord(
            slug=slug,
            num_players=len(seats),
            options=resolved,
            seats=list(seats),
            seed=new_seed() if seed is None else int(seed),
        )
        return cls(rules, record, rules.new_initial_state(len(seats), resolved))

    @classmethod
    def from_record(cls, record: GameRecord) -> Session:
        """Rebuild a match by replaying `record`; RecordError if it cannot be replayed."""
        try:
            rules = get_rules(record.slug)
        except KeyError as error:
            raise RecordError(
                Message.of(N_("the save is for a game this version cannot play")), record.slug
            ) from error
        history = list(record.history)
        fresh = GameRecord(
            slug=record.slug,
            num_players=record.num_players,
            options=dict(record.options),
            seats=list(record.seats),
            seed=record.seed,
        )
        try:
            rules.info.check_num_players(record.num_players)
        except ValueError as error:
            raise RecordError(
                Message.of(N_("the save has the wrong number of players")), error
            ) from error
        session = cls(rules, fresh, replay(rules, fresh))
        for ply, text in enumerate(history):
            if session.state.is_terminal():
                raise RecordError(move_after_the_end(ply + 1))
            try:
                action = rules.parse_action(session.state, text)
            except IllegalActionError as error:
                raise RecordError(illegal_move(ply + 1), f"{text!r}: {error}") from error
            session._record_ply(action)
        return session

    def rematch(self) -> Session:
        """A new match with the same game, seats and options and a fresh seed."""
        return Session.new(self.slug, self.seats, self.record.options, seed=None)

    # ----------------------------------------------------------------- facts
    @property
    def slug(self) -> str:
        """The game's slug."""
        return self.record.slug

    @property
    def seats(self) -> list[SeatSpec]:
        """The seats of this match."""
        return self.record.seats

    @property
    def seed(self) -> int:
        """The match seed (chance and AI streams derive from it)."""
        return self.record.seed

    @property
    def ply(self) -> int:
        """How many actions (decisions and chance outcomes) were played."""
        return len(self.record.history)

    def current_player(self) -> int:
        """The seat to act, or CHANCE, or TERMINAL."""
        return self.state.current_player()

    def turn_owner(self) -> int:
        """The seat whose turn it is (even during a sub-decision)."""
        return self.state.turn_owner()

    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.state.is_terminal()

    def is_chance(self) -> bool:
        """True when the next action is a chance outcome the session must sample."""
        return self.state.current_player() == CHANCE

    def outcome(self) -> Outcome | None:
        """The outcome once the game is over."""
        return self.state.outcome()

    def seat_to_decide(self) -> SeatSpec | None:
        """The seat that must decide now, or None at chance/terminal nodes."""
        player = self.current_player()
        if player < 0:
            return None
        return self.seats[player]

    def is_human_turn(self) -> bool:
        """True when a person at the screen must decide now."""
        seat = self.seat_to_decide()
        return seat is not None and seat.is_human

    def is_ai_turn(self) -> bool:
        """True when an AI seat must decide now."""
        seat = self.seat_to_decide()
        return seat is not None and not seat.is_human

    def human_seats(self) -> list[int]:
        """Indices of the seats played by people."""
        return [index for index, seat in enumerate(self.seats) if seat.is_human]

    def ending_sound(self) -> str:
        """The sound of this match's end (see `ending_sound`); empty before the end."""
        outcome = self.outcome()
        return "" if outcome is None else ending_sound(outcome, self.seats)

    def viewer(self) -> int | None:
        """Whose eyes the screen shows: hot-seat the current human, vs AI the human, else None."""
        humans = self.human_seats()
        if not humans:
            return None
        if self.follow_screen and self.hidden_info and len(humans) > 1:
            # Hot-seat: only the seat behind the last lifted curtain may be shown (None before).
            return self.screen_seat
        if len(humans) == 1:
            return humans[0]
        player = self.current_player()
        if player in humans:
            return player
        for info in reversed(self.plies):
            if info.player in humans:
                return info.player
        return humans[0]

    def view(self, player: int | None = -99) -> Hashable:
        """The state's view for `player` (default: `viewer()`)."""
        return self.state.view(self.viewer() if player == -99 else player)

    def legal_actions(self) -> list[Action]:
        """Legal actions of the deciding seat (empty at chance/terminal nodes)."""
        return self.state.legal_actions()

    def decode(self, action: Action) -> Any:
        """The rules' decoded form of `action` (None if the game offers no decoder)."""
        try:
            return self.rules.decode_action(action)
        except (ValueError, KeyError, IndexError):
            return None

    def action_text(self, action: Action) -> str:
        """Stable text for `action` in the current state."""
        return self.state.action_to_string(action)

    @property
    def log_describer(self) -> LogDescriber | None:
        """The game client's log describer; without one the log shows the engine's text."""
        return self.log.describer

    @log_describer.setter
    def log_describer(self, describer: LogDescriber | None) -> None:
        """Word the log with `describer` (the play scene sets the game client's)."""
        self.log.describer = describer

    def log_lines(self, viewer: int | None = -99) -> list[tuple[int, str]]:
        """The log as `viewer` (default `viewer()`) may read it: (player or CHANCE, line)s."""
        if viewer == -99:
            viewer = self.viewer()
        return self.log.lines(self.plies, [seat.name for seat in self.seats], viewer)

    def since_last_turn(self, seat: int) -> list[str]:
        """Log lines since `seat` last decided (for the hot-seat handoff summary), as it may
        read them: the lines of the plies after its latest own one (a line's dot may name
        another seat than the one that acted: Wyvern colours a line by whom it is about)."""
        last = max(
            (index for index, ply in enumerate(self.plies) if ply.player == seat), default=-1
        )
        names = [spec.name for spec in self.seats]
        return [text for _player, text in self.log.lines_after(self.plies, names, seat, last)]

    # ----------------------------------------------------------------- playing
    def _record_ply(self, action: Action, lone: bool = False) -> AppliedAction:
        """Apply `action` to the state and the record, without hooks; return what happened
        (`lone`: the person's only choice, taken for them)."""
        state = self.state
        player = state.current_player()
        if player == TERMINAL:
            raise IllegalActionError("the game is over")
        text = state.action_to_string(action)
        reveals = bool(state.reveals_information(action))
        viewer = self.viewer()
        before = state.view(viewer)
        state.apply_action(action)  # raises IllegalActionError before anything is recorded
        self.record.history.append(text)
        texts = None
        public = state.view(None)  # what the log describer may compare (never a secret)
        if self.hidden_info:  # what each seat (and a spectator) may read about this ply
            seen = [state.view(seat) for seat in range(self.record.num_players)] + [public]
            texts = tuple(getattr(view, "last_action", None) or text for view in seen)
        self.plies.append(PlyInfo(player, text, player == CHANCE, reveals, texts, public, lone))
        self.version += 1
        after = state.view(viewer)
        return AppliedAction(action, text, player, before, after, self.decode(action))

    def apply(self, action: Action, lone: bool = False) -> AppliedAction:
        """Play a decision (or chance outcome); autosave; return it for animation. `lone`: the
        only legal action of a person, taken for them (undo passes over it)."""
        applied = self._record_ply(action, lone)
        if self.autosave is not None:
            try:
                self.autosave(self.record)
            except OSError:
                log.exception("autosave failed")
        return applied

    def sample_chance_action(self) -> Action:
        """The chance outcome for this ply, fixed by the seed and the ply number."""
        return sample_chance(self.state, rng_for(self.seed, "chance", self.ply))

    def step_chance(self) -> AppliedAction | None:
        """Sample and apply the chance outcome at a chance node; None elsewhere."""
        if not self.is_chance():
            return None
        return self.apply(self.sample_chance_action())

    # ----------------------------------------------------------------- AI requests
    def _new_request(self, purpose: str, seat: int) -> Request:
        request = Request(next(_request_ids), purpose, self.version, seat)
        self._requests = {
            key: value for key, value in self._requests.items() if value.version == self.version
        }
        self._requests[request.request_id] = request
        return request

    def pending_request(self, purpose: str = "move") -> Request | None:
        """The still-current request for `purpose`, if one was made in this position."""
        for request in self._requests.values():
            if request.purpose == purpose and request.version == self.version:
                return request
        return None

    def request_ai_move(self, worker: Any) -> Request | None:
        """Ask `worker` for the AI seat's move (once per position); None if not an AI turn."""
        if not self.is_ai_turn():
            return None
        existing = self.pending_request("move")
        if existing is not None:
            return existing
        seat = self.current_player()
        request = self._new_request("move", seat)
        worker.submit(
            request.request_id,
            self.state.clone(),
            self.slug,
            self.seats[seat].level,
            self.seed + 7919 * self.ply,
        )
        return request

    def request_hint(self, worker: Any, level: str = HINT_LEVEL) -> Request | None:
        """Ask `worker` (at `level`) for the coach's advice to the human deciding now; its
        answer's info (`top`, `line`: ai/search_info.py) is read through `coach_line`."""
        if not self.is_human_turn():
            return None
        existing = self.pending_request("hint")
        if existing is not None:
            return existing
        request = self._new_request("hint", self.current_player())
        worker.submit(
            request.request_id, self.state.clone(), self.slug, level, self.seed + self.ply
        )
        return request

    def coach_line(self, info: Any) -> list[tuple[int, Action | None]]:
        """A hint's line as the deciding seat may read it. With hidden information: its own
        moves, then (seat, None), "a reply" of another seat, where the line ends."""
        seat, line = self.current_player(), list[tuple[int, Action | None]]()
        for mover, action in info.get("line", ()) if isinstance(info, dict) else ():
            if mover != seat and self.hidden_info:
                return [*line, (mover, None)]
            line.append((mover, action))
        return line

    def accept_result(self, result: Any) -> tuple[str, Action] | None:
        """(purpose, action) for a worker result that is still current; None if stale/failed."""
        request = self._requests.pop(getattr(result, "request_id", -1), None)
        if request is None or request.version != self.version:
            return None
        if getattr(result, "error", None) or result.action is None:
            log.warning("AI request %s failed: %s", request.request_id, result.error)
            return None
        if result.action not in self.state.legal_actions():
            log.warning("AI answered an illegal action %r", result.action)
            return None
        return request.purpose, result.action

    # ----------------------------------------------------------------- undo
    def undo_target(self) -> int | None:
        """The history length undo would return to, or None when undo is not possible.

        Undo only ever takes back your own decisions: "you" is the person deciding now (or,
        while an AI replies, the person it replies to). It returns to that seat's last
        decision, taking every later AI decision with it, and never crosses another person's
        decision (hot-seat), a chance outcome or an action that revealed information.
        """
        humans = set(self.human_seats())
        requester = self._undo_requester(humans)
        if requester is None:
            return None
        for index in range(len(self.plies) - 1, -1, -1):
            info = self.plies[index]
            if info.is_chance or info.reveals:
                return None
            if info.lone:
                continue  # taken for the person: undoing it alone would only ask it again
            if info.player == requester:
                return index
            if info.player in humans:
                return None  # another person's decision: not yours to take back
        return None

    def _undo_requester(self, humans: set[int]) -> int | None:
        """Whose decisions undo would take back: the person to decide now, else the last
        person who decided (an AI is replying to them); None without people."""
        if not humans:
            return None
        player = self.current_player()
        if player in humans:
            return player
        for info in reversed(self.plies):
            if info.player in humans:
                return info.player
        return None

    def can_undo(self) -> bool:
        """True when `undo()` would do something."""
        return self.undo_target() is not None

    def undo(self) -> bool:
        """Take back to the human's previous decision; False if not possible."""
        target = self.undo_target()
        if target is None:
            return False
        self.record.history = self.record.history[:target]
        self.plies = self.plies[:target]
        self.log.forget()
        self.state = replay(self.rules, self.record)
        self.version += 1
        self._requests.clear()
        if self.autosave is not None:
            try:
                self.autosave(self.record)
            except OSError:
                log.exception("autosave failed")
        return True

    def peek(self, actions: Sequence[Action]) -> tuple[Hashable, list[Action]] | None:
        """(decider's view, their legal actions) after trying `actions` on a copy; None if one is
        illegal. Never samples chance and stops when another seat must decide (no leak)."""
        seat = self.current_player()
        if seat < 0:
            return None
        state = self.state.clone()
        for action in actions:
            if state.current_player() != seat:
                return None
            try:
                state.apply_action(action)
            except IllegalActionError:
                return None
        legal = state.legal_actions() if state.current_player() == seat else []
        return state.view(seat), legal

    def explain(self, kind: str, *args: Any) -> Message | None:
        """Why an attempted action is illegal (the state's `why_illegal`), untranslated."""
        try:
            return self.state.why_illegal(kind, *args)
        except (ValueError, IndexError, TypeError):
            return None
