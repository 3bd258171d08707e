"""Tweens: values that move over time, in seconds, scaled by the animation speed setting.

Easing functions shape progress from 0 to 1; a `Sequence` runs timed steps one after another, each with an optional start callback (used for sounds), and can be
skipped to its end at once. Animation speed 0 means instant: every duration becomes zero.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

Easing = Callable[[float], float]


def linear(t: float) -> float:
    """No easing."""
    return t


def ease_out_cubic(t: float) -> float:
    """Fast start, soft landing."""
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    """Smooth start and end (cosine)."""
    return 0.5 - 0.5 * math.cos(math.pi * t)


def ease_out_back(t: float) -> float:
    """Overshoots a little, then settles: good for cards and dice landing."""
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def lerp(a: float, b: float, t: float) -> float:
    """Linear interpolation."""
    return a + (b - a) * t


def lerp_point(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[float, float]:
    """Interpolate two points."""
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def arc_point(
    a: tuple[float, float], b: tuple[float, float], t: float, height: float
) -> tuple[float, float]:
    """A point on a hop from `a` to `b` that rises `height` pixels at its middle."""
    x, y = lerp_point(a, b, t)
    return (x, y - height * 4 * t * (1 - t))


def scaled(duration: float, speed: float) -> float:
    """A duration under the animation speed setting (0 = instant)."""
    if speed <= 0:
        return 0.0
    return duration / speed


@dataclass
class Step:
    """One step of a `Sequence`: a duration, data for the drawer, and an optional start hook."""

    duration: float
    data: Any = None
    on_start: Callable[[], None] | None = None
    easing: Easing = linear
    started: bool = field(default=False, init=False)


class Sequence:
    """Steps played one after another; `current` and `progress` tell the drawer where we are."""

    def __init__(self, steps: list[Step], speed: float = 1.0) -> None:
        self.steps = [step for step in steps]
        for step in self.steps:
            step.duration = scaled(step.duration, speed)
        self.index = 0
        self.elapsed = 0.0
        self._start_current()

    def _start_current(self) -> None:
        while self.index < len(self.steps):
            step = self.steps[self.index]
            if not step.started:
                step.started = True
                if step.on_start is not None:
                    step.on_start()
            if step.duration > 0:
                return
            self.index += 1  # zero-length steps pass straight through (speed 0)
            self.elapsed = 0.0

    def update(self, dt: float) -> None:
        """Advance by `dt`, firing start hooks of the steps reached."""
        if self.done:
            return
        self.elapsed += dt
        while not self.done and self.elapsed >= self.steps[self.index].duration:
            self.elapsed -= self.steps[self.index].duration
            self.index += 1
            self._start_current()
        if self.done:
            self.elapsed = 0.0

    @property
    def done(self) -> bool:
        """True once every step finished."""
        return self.index >= len(self.steps)

    @property
    def current(self) -> Step | None:
        """The running step."""
        return None if self.done else self.steps[self.index]

    @property
    def progress(self) -> float:
        """Eased progress of the running step (1.0 when done)."""
        step = self.current
        if step is None or step.duration <= 0:
            return 1.0
        return step.easing(min(1.0, self.elapsed / step.duration))

    def skip(self) -> None:
        """Jump to the end without firing the remaining start hooks."""
        self.index = len(self.steps)
        self.elapsed = 0.0
