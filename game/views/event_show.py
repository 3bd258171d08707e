"""A board view whose moves play as a show of the engine's events (Dragon Delta, Wyvern).

Each applied action becomes a sequence of tweens built from the views before and after it
(the game's anim.steps), and the move log holds back the lines that word parts of the show not
yet played (the game's log.held_lines), so the log never runs ahead of the board.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any

from game.core.record import SeatSpec
from game.views.board_view import AnimatedBoardView
from game.views.tween import Sequence as TweenSequence


class EventShowBoardView(AnimatedBoardView):
    """The play/log_held/update plumbing of an event show; the game supplies its view type
    (`view_type`), its tweens (`show_steps`) and its log's hold-back rule (`held_lines`)."""

    view_type: type = object
    """The game's view class: anything else (e.g. a view before the game) is shown at once."""
    show_over_before = False
    """True when the show plays over the view BEFORE the action (its steps carry what moves),
    False when over the view after it."""

    def __init__(self, seats: Sequence[SeatSpec], sound: Callable[..., None] | None = None) -> None:
        super().__init__(seats, sound)
        self.animation: TweenSequence | None = None
        self.clock = 0.0
        self.show_words: tuple[str, int, Any] | None = None  # the ply the show plays

    def show_steps(self, before: Any, after: Any) -> list[Any]:
        """The tweens that show the step from `before` to `after`."""
        raise NotImplementedError

    def held_lines(self, said: str, player: int, after: Any, event: int) -> int:
        """How many of the log's last lines (`said` by `player`) word events after `event`."""
        raise NotImplementedError

    def play(self, applied: Any) -> None:
        """Animate an applied action from its events, then show the view after."""
        before, after = applied.view_before, applied.view_after
        if not isinstance(before, self.view_type) or not isinstance(after, self.view_type):
            self.view = after
            return
        during: Hashable = before if self.show_over_before else after
        self.start_animation(self.show_steps(before, after), during, after)
        self.show_words = (applied.text, applied.player, after)

    def log_held(self) -> int:
        """How many of the move log's last lines word parts of the show not played yet (the
        play scene holds them back, so the log never runs ahead of the board)."""
        running = self.animation.current if self.busy() and self.animation is not None else None
        if running is None or self.show_words is None or not running.data:
            return 0
        said, player, after = self.show_words
        return self.held_lines(said, player, after, running.data.get("event", -1))

    def update(self, dt: float) -> None:
        """Advance the show and the message timer."""
        super().update(dt)
        self.clock += dt
        if self.animation is not None:
            self.animation.update(dt)
            self._finish_animation()
