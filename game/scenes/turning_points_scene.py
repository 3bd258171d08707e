"""The coach's review of a finished game on the results screen: its three turning points.

`GameReview` judges the game's human decisions through the AI worker while the results screen
is up (game.turning_points: one search at a time, never on the UI thread); the results screen
drives it every frame, so the review is usually done by the time the player asks for it.
`TurningPointsScene` is the overlay that shows it (game.views.turning_points_panel); choosing a
turning point opens the replay viewer at that move.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.record import GameRecord
from game.scenes.base import AppServices, Scene
from game.turning_points import TurningPointSearch, WorkerDriver
from game.views.backdrop import dim
from game.views.game_client import GameClient
from game.views.turning_points_panel import TurningPointsPanel

PANEL_RECT = pygame.Rect(340, 130, 600, 440)


class GameReview:
    """The turning points of one finished game, judged for its human seats (none: no review)."""

    def __init__(self, record: GameRecord | None, people: list[int], client: GameClient) -> None:
        self.record = record
        self.driver = (
            WorkerDriver(TurningPointSearch(record, people), client.coach_level)
            if people and record is not None
            else None
        )

    @property
    def wanted(self) -> bool:
        """True when there is a person whose moves can be reviewed."""
        return self.driver is not None and self.driver.judge.total > 0

    def update(self, worker: Any) -> None:
        """Hand the worker the next position and take its answers (called every frame)."""
        driver = self.driver
        if worker is None or driver is None or driver.judge.done():
            return
        driver.step(worker)
        for result in worker.poll():
            driver.accept(result)

    def show_on(self, panel: TurningPointsPanel) -> None:
        """Progress while judging, then the points."""
        if self.driver is None:
            panel.set_points([])
            return
        judge = self.driver.judge
        if judge.done():
            if panel.points is None:
                panel.set_points(judge.points())
        else:
            panel.set_progress(judge.judged, judge.total)


class TurningPointsScene(Scene):
    """The review over the results screen (which keeps judging underneath): Up/Down and Enter
    or a click open the replay at a turning point; Esc (or B) closes."""

    is_overlay = True
    updates_below = True

    def __init__(self, app: AppServices, review: GameReview, client: GameClient) -> None:
        super().__init__(app)
        assert review.record is not None  # offered only when there is a game to review
        self.review = review
        self.record = review.record
        self.panel = TurningPointsPanel(PANEL_RECT, review.record, client)
        self.time = 0.0

    def update(self, dt: float) -> None:
        """Follow the review the results screen drives."""
        self.time += dt
        self.review.show_on(self.panel)

    def language_changed(self) -> None:
        """Word the moves again in the new language."""
        self.panel.reword()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Esc closes; a chosen turning point opens the replay there."""
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_t):
            self.app.audio.play("click")
            self.app.pop()
            return True
        ply = self.panel.handle_event(event)
        if ply is not None:
            self.watch_from(ply)
            return True
        return event.type == pygame.KEYDOWN

    def watch_from(self, ply: int) -> None:
        """Close the review and open the replay viewer at move `ply` (Esc there comes back to
        the results)."""
        from game.scenes.replay_viewer import ReplayViewerScene

        self.app.audio.play("click")
        self.app.pop()
        viewer = ReplayViewerScene(self.app, self.record)
        viewer.seek(ply)
        self.app.push(viewer)

    def draw(self, surface: pygame.Surface) -> None:
        """The results screen dimmed, the panel on top."""
        dim(surface, 150)
        self.panel.draw(surface, self.time)
