"""What a per-game board view offers the generic play scene.

The play scene owns the session and the flow (whose turn, AI requests, chance, undo); a board
view owns the picture: layout, hit-testing, turning human input into a candidate action, and
turning applied actions (view before, view after) into animations. It only ever reads views
and the list of legal actions, never the mutable state.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.core.protocol import Action
from game.core.record import SeatSpec
from game.core.text import Message
from game.i18n import translate
from game.views.tween import Sequence as TweenSequence


@dataclass
class TurnInput:
    """What the board needs to take a human decision: who decides and what is legal.

    `explain(kind, *args)` returns why an attempted action is illegal, as a Message for the
    board to `say` (the session forwards it to the state's `why_illegal`), or None.
    """

    seat: int
    legal: Sequence[Action]
    explain: Callable[..., Message | str | None] = lambda *args: None
    extra: dict[str, Any] = field(default_factory=dict)


class BoardView:
    """Base class of a game's board view; the play scene calls exactly these methods."""

    def __init__(
        self,
        seats: Sequence[SeatSpec],
        sound: Callable[..., None] | None = None,
    ) -> None:
        self.seats = list(seats)
        self.sound = sound or (lambda *args: None)
        self.view: Hashable | None = None
        self.turn: TurnInput | None = None
        self.speed = 1.0
        self.message: str | None = None
        self.message_time = 0.0
        self.message_is_error = False
        self.hint: Action | None = None
        self.queue: list[Action] = []  # the remaining steps of a compound gesture
        self.speaks_to_you = True
        """True while the person at the screen plays the seat on screen, so the board may call
        it "you"; the replay viewer sets it False (the seat shown may be an AI's)."""
        self.guided = False
        """True while a guided first game's tips are on screen (the guide runner sets it): a
        board with tips of its own keeps them hidden then, so two tips never talk at once."""

    # --- state from the scene ---------------------------------------------------------
    def reset(self, view: Hashable) -> None:
        """Show `view` at once (new game, undo, resume): no animation, no selection."""
        self.view = view
        self.turn = None
        self.hint = None
        self.message = None

    def set_turn(self, turn: TurnInput | None) -> None:
        """Enable input for a human decision, or disable it (None)."""
        self.turn = turn
        if turn is None:
            self.hint = None

    def take_hint(self, action: Action) -> Action | None:
        """The coach's move, chosen to be played: the action to play now (here the move
        itself), or None when the board took it into a gesture the player finishes (Dragon
        Delta: a programmed card goes into the draft, which only Confirm sends)."""
        return action

    def send(self, steps: Sequence[Action]) -> Action | None:
        """Start a compound gesture: return its first step for the scene (with a click) and
        queue the rest for `follow_up`; None for an empty gesture."""
        if not steps:
            return None
        self.queue = list(steps[1:])
        self.sound("click")
        return steps[0]

    def follow_up(self) -> Action | None:
        """The next queued step of the gesture just made, if it is legal now.

        A board that turns one gesture into several engine steps (a card, then a direction,
        then a distance) returns the first and queues the rest; the play scene asks for the
        next one after each step is applied and the board's turn input is refreshed."""
        if self.turn is None or not self.queue:
            self.queue = []
            return None
        action = self.queue.pop(0)
        if action not in self.turn.legal:
            self.queue = []
            return None
        return action

    def prompt(self) -> str:
        """What the person to move should do now, in words (the turn banner's second line)."""
        return ""

    def show_hint(self, action: Action, then: Sequence[Action] = ()) -> None:
        """Highlight a suggested action; `then` holds the search's own next steps after it (a
        Drakon tile's cell and turn), for a board that shows a whole gesture."""
        self.hint = action

    def say(self, text: Message | str | None, seconds: float = 3.0, error: bool = False) -> None:
        """Show a short message (e.g. why a move is illegal) for a few seconds.

        A Message (a rules' explanation) is translated here; a str is shown as it is, so a
        caller passes text it has already translated."""
        self.message = translate(text) if isinstance(text, Message) else text
        self.message_time = seconds
        self.message_is_error = error

    # --- animation ----------------------------------------------------------------------
    def play(self, applied: Any) -> None:
        """Animate an applied action (session.AppliedAction); at least jump to its result."""
        self.view = applied.view_after

    def busy(self) -> bool:
        """True while a blocking animation runs (human input is locked)."""
        return False

    def log_held(self) -> int:
        """How many of the move log's last lines the play scene holds back because the board's
        show has not reached them yet (a game whose show plays one ply in parts); 0 here."""
        return 0

    def skip(self) -> None:
        """Finish the running animations at once."""

    # --- frame ----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> tuple[bool, Action | None]:
        """(used, chosen action or None). Esc with nothing to cancel must return unused."""
        return False, None

    def update(self, dt: float) -> None:
        """Advance animations and timers."""
        if self.message_time > 0:
            self.message_time -= dt
            if self.message_time <= 0:
                self.message = None

    def draw(self, surface: pygame.Surface, time: float) -> None:
        """Draw the board; `time` is the app clock for idle motion. Never changes state."""

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        """Where a seat's panel is (the scene puts its thinking indicator there)."""
        return (0, 0)


class AnimatedBoardView(BoardView):
    """A board view that plays one blocking animation at a time and shows `final_view` after it.

    Subclasses set `self.animation` (anything with `done` and `skip()`) and `self.final_view`
    when they start an animation, and call `_finish_animation()` from `update`.
    """

    def __init__(self, seats: Sequence[SeatSpec], sound: Callable[..., None] | None = None) -> None:
        super().__init__(seats, sound)
        self.animation: Any = None
        self.final_view: Hashable | None = None

    def busy(self) -> bool:
        """True while a blocking animation runs."""
        return self.animation is not None and not self.animation.done

    def skip(self) -> None:
        """Jump to the end of the running animation."""
        if self.animation is not None:
            self.animation.skip()
        self._finish_animation()

    def start_animation(self, steps: list[Any], during: Hashable, after: Hashable) -> None:
        """Play `steps` as one blocking animation showing `during` underneath, then `after`
        (at once when there is nothing to animate or the speed is instant)."""
        self.animation = TweenSequence(steps, self.speed)
        if self.animation.done:
            self.animation = None
            self.view = after
            self.final_view = None
        else:
            self.view = during
            self.final_view = after

    def display(self) -> tuple[Any, dict | None, float]:
        """(view to draw, running animation step data, its progress) — read by the painter;
        a step may carry the view to draw under it as data["base"]."""
        if self.animation is not None and not self.animation.done:
            step = self.animation.current
            if step is not None and step.data is not None:
                return step.data.get("base", self.view), step.data, self.animation.progress
        return self.view, None, 1.0

    def _finish_animation(self) -> None:
        if self.animation is not None and self.animation.done:
            self.animation = None
            if self.final_view is not None:
                self.view = self.final_view
                self.final_view = None
