"""The results screen: who won and why, every seat's tamed cards and totals, then Rematch or Title.

Generic over games: it reads `session.outcome()` (winners, reason, scores, per-seat details such
as "Pulao +3") and the seats. A celebration (confetti, a glowing dragon circling the banner) runs
from `update`; drawing only reads that state.
"""

from __future__ import annotations

import logging
import math
import random
from typing import TYPE_CHECKING, Any

import pygame

from game.core.protocol import Outcome
from game.i18n import _
from game.scenes.base import Scene
from game.scenes.celebration import (
    CONFETTI_COLOURS,
    Confetto,
    draw_confetto,
    draw_crown,
    draw_dragon,
)
from game.views import theme
from game.views.backdrop import draw_backdrop, draw_text, glow_sprite
from game.views.focus import FocusGroup
from game.views.game_client import OutcomeReport, SeatResult
from game.views.registry import client_for
from game.views.widgets import Button

if TYPE_CHECKING:
    from game.app import App

log = logging.getLogger(__name__)

Colour = tuple[int, int, int]


class ResultsScene(Scene):
    """Winner banner, reason, per-seat breakdown, Rematch and Title."""

    def __init__(self, app: App, session: Any) -> None:
        super().__init__(app)
        self.session = session
        self.outcome: Outcome = session.outcome() or Outcome((), "unfinished", ())
        self.names = [seat.name for seat in session.seats]
        self.report: OutcomeReport = client_for(session.slug).describe_outcome(
            self.outcome, self.names
        )
        self.elapsed = 0.0
        self.confetti: list[Confetto] = []
        self._rng = random.Random(getattr(session, "seed", 0))  # visuals only, never game chance
        self._spawn_budget = 0.0
        self.buttons = FocusGroup(
            [
                Button((440, 636, 190, 56), "Rematch", self.rematch, caption="same seats"),
                Button((650, 636, 190, 56), "Title", self.to_title, caption="main menu"),
            ],
            sound=self._sound,
        )
        self.ending_sound = session.ending_sound()
        self.celebrating = self.ending_sound == "win"
        """Confetti only when the screen's people have something to cheer."""

    # --- sound and actions ----------------------------------------------------------------

    def _sound(self, name: str) -> None:
        audio = getattr(self.app, "audio", None)
        if audio is not None:
            audio.play(name)

    def on_enter(self) -> None:
        """Throw the first confetti (the ending sound already played on the final move)."""
        if self.celebrating:
            self._burst(160)

    def rematch(self) -> None:
        """Start a new match with the same seats and options."""
        from game.scenes.play import PlayScene

        self.app.replace(PlayScene(self.app, self.session.rematch()))

    def to_title(self) -> None:
        """Back to the title screen."""
        from game.scenes.title import TitleScene

        self.app.reset_to(TitleScene(self.app))

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Buttons by keyboard and mouse; R rematches, Esc goes to the title."""
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self._sound("click")
                self.to_title()
                return True
            if event.key == pygame.K_r:
                self._sound("click")
                self.rematch()
                return True
        return self.buttons.handle_event(event)

    # --- celebration ----------------------------------------------------------------------

    def _burst(self, count: int) -> None:
        rng = self._rng
        for _piece in range(count):
            angle = rng.uniform(-math.pi * 0.95, -math.pi * 0.05)
            speed = rng.uniform(220, 620)
            self.confetti.append(
                Confetto(
                    x=640 + rng.uniform(-160, 160),
                    y=120,
                    vx=math.cos(angle) * speed,
                    vy=math.sin(angle) * speed,
                    angle=rng.uniform(0, math.tau),
                    spin=rng.uniform(-9, 9),
                    colour=rng.choice(CONFETTI_COLOURS),
                    size=rng.uniform(5, 11),
                    phase=rng.uniform(0, math.tau),
                )
            )

    def _drizzle(self, count: int) -> None:
        rng = self._rng
        for _piece in range(count):
            self.confetti.append(
                Confetto(
                    x=rng.uniform(0, 1280),
                    y=-12,
                    vx=rng.uniform(-30, 30),
                    vy=rng.uniform(40, 110),
                    angle=rng.uniform(0, math.tau),
                    spin=rng.uniform(-6, 6),
                    colour=rng.choice(CONFETTI_COLOURS),
                    size=rng.uniform(4, 9),
                    phase=rng.uniform(0, math.tau),
                )
            )

    def update(self, dt: float) -> None:
        """Move the confetti; keep a gentle drizzle going while someone is celebrated."""
        self.elapsed += dt
        if self.celebrating:
            rate = 40.0 if self.elapsed < 4.0 else 12.0
            self._spawn_budget += rate * dt
            whole = int(self._spawn_budget)
            if whole:
                self._spawn_budget -= whole
                self._drizzle(whole)
        kept = []
        for piece in self.confetti:
            piece.vy += 380 * dt
            drag = 1.0 - min(0.9, 2.2 * dt)
            piece.vx *= drag
            piece.vy = min(piece.vy * drag, 150.0)  # flutter down at a terminal speed
            piece.x += (piece.vx + 40 * math.sin(self.elapsed * 3 + piece.phase)) * dt
            piece.y += piece.vy * dt
            piece.angle += piece.spin * dt
            if piece.y < 760:
                kept.append(piece)
        self.confetti = kept[-500:]

    # --- drawing --------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """Backdrop, dragon glow and banner, seat panels, buttons, then confetti on top."""
        t = self.elapsed
        draw_backdrop(surface, getattr(self.app, "time", t))
        draw_dragon(surface, t, festive=not self.outcome.is_draw)
        for piece in self.confetti:  # behind the words, so the banner always reads
            draw_confetto(surface, piece)
        winner_colour = self._winner_colour()
        scale = 1.0 + 0.04 * math.sin(t * 2.2) if not self.outcome.is_draw else 1.0
        self._draw_banner(surface, winner_colour, scale)
        draw_text(surface, self.report.reason, 24, theme.TEXT, {"center": (640, 204)})
        self._draw_panels(surface, t)
        if self.report.note:
            note = theme.font(20).size(self.report.note)
            pill = pygame.Rect(0, 0, note[0] + 36, 32)
            pill.center = (640, 606)
            pygame.draw.rect(surface, (24, 20, 34), pill, border_radius=16)
            pygame.draw.rect(surface, theme.PANEL_EDGE, pill, width=1, border_radius=16)
            draw_text(surface, self.report.note, 20, theme.HIGHLIGHT, {"center": pill.center})
        self.buttons.draw(surface, t)

    def _winner_colour(self) -> Colour:
        if self.outcome.is_draw or not self.outcome.winners:
            return theme.TEXT_DIM
        seat = self.session.seats[self.outcome.winners[0]]
        return theme.seat_colour(seat.colour)

    def _draw_banner(self, surface: pygame.Surface, accent: Colour, scale: float) -> None:
        size = int(68 * scale)
        rect = draw_text(
            surface, self.report.banner, size, theme.GOLD, {"center": (640, 118)}, serif=True
        )
        if not self.outcome.is_draw:
            for side in (-1, 1):
                x = rect.left - 40 if side < 0 else rect.right + 40
                pygame.draw.circle(surface, accent, (x, 118), 16)
                pygame.draw.circle(surface, theme.GOLD, (x, 118), 16, width=3)

    def _draw_panels(self, surface: pygame.Surface, t: float) -> None:
        count = max(1, len(self.names))
        gap = 24
        width = min(440, (1200 - gap * (count - 1)) // count)
        left = 640 - (width * count + gap * (count - 1)) // 2
        for index in range(count):
            rect = pygame.Rect(left + index * (width + gap), 232, width, 352)
            self._draw_seat_panel(surface, rect, index, t)

    def _draw_seat_panel(
        self, surface: pygame.Surface, rect: pygame.Rect, index: int, t: float
    ) -> None:
        seat = self.session.seats[index]
        won = index in self.outcome.winners
        colour = theme.seat_colour(seat.colour)
        if won:
            glow = glow_sprite(rect.width // 2 + 40, (60, 44, 10))
            scaled = pygame.transform.smoothscale(glow, (rect.width + 80, rect.height + 80))
            surface.blit(
                scaled, scaled.get_rect(center=rect.center), special_flags=pygame.BLEND_RGB_ADD
            )
        pygame.draw.rect(surface, (10, 8, 14), rect.move(0, 6), border_radius=16)
        pygame.draw.rect(surface, theme.PANEL, rect, border_radius=16)
        edge = theme.GOLD if won else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, rect, width=3 if won else 2, border_radius=16)
        # Header: seat colour chip, name, who played it, and a crown for the winner.
        chip = pygame.Rect(rect.left + 20, rect.top + 20, 34, 34)
        pygame.draw.rect(surface, colour, chip, border_radius=8)
        pygame.draw.rect(surface, theme.TEXT, chip, width=1, border_radius=8)
        draw_text(
            surface,
            seat.name,
            26,
            theme.TEXT,
            {"midleft": (chip.right + 14, chip.centery - 2)},
            bold=True,
        )
        kind = "Human" if seat.is_human else f"AI {seat.level.title()}"
        draw_text(
            surface,
            kind,
            15,
            theme.TEXT_DIM,
            {"topleft": (chip.left, chip.bottom + 8)},
            shadow=False,
        )
        if won:
            draw_crown(surface, (rect.right - 44, rect.top + 36), t)
        self._draw_rows(surface, rect, self.report.seats[index])
        self._draw_foot(surface, rect, self.report.seats[index], won)

    def _draw_rows(self, surface: pygame.Surface, rect: pygame.Rect, result: SeatResult) -> None:
        """The seat's detail rows (at most six, then "+ n more"), or its empty-panel line."""
        y = rect.top + 96
        if not result.rows and result.empty:
            draw_text(
                surface,
                result.empty,
                18,
                theme.TEXT_DIM,
                {"topleft": (rect.left + 24, y)},
                shadow=False,
            )
        shown = result.rows[:6]
        for row in shown:
            accent = row.accent or theme.GOLD
            box = pygame.Rect(rect.left + 18, y, rect.width - 36, 30)
            pygame.draw.rect(surface, (44, 36, 58), box, border_radius=7)
            pygame.draw.rect(
                surface,
                accent,
                (box.left, box.top, 8, box.height),
                border_top_left_radius=7,
                border_bottom_left_radius=7,
            )
            draw_text(
                surface,
                row.label,
                19,
                theme.TEXT,
                {"midleft": (box.left + 18, box.centery)},
                shadow=False,
            )
            if row.value:
                colour = theme.DANGER if row.value.startswith("-") else accent
                draw_text(
                    surface,
                    row.value,
                    19,
                    colour,
                    {"midright": (box.right - 12, box.centery)},
                    bold=True,
                    shadow=False,
                )
            y += 36
        if len(result.rows) > len(shown):
            more = _("+ {count} more").format(count=len(result.rows) - len(shown))
            draw_text(
                surface, more, 16, theme.TEXT_DIM, {"topleft": (rect.left + 24, y)}, shadow=False
            )

    def _draw_foot(
        self, surface: pygame.Surface, rect: pygame.Rect, result: SeatResult, won: bool
    ) -> None:
        """The headline figure with its unit, and the foot note on the right."""
        foot = rect.bottom - 58
        pygame.draw.line(
            surface, theme.PANEL_EDGE, (rect.left + 18, foot - 10), (rect.right - 18, foot - 10), 1
        )
        figure = draw_text(
            surface,
            result.figure,
            40,
            theme.GOLD if won else theme.TEXT,
            {"midleft": (rect.left + 24, foot + 22)},
            bold=True,
        )
        draw_text(
            surface,
            result.unit,
            16,
            theme.TEXT_DIM,
            {"bottomleft": (figure.right + 8, foot + 36)},
            shadow=False,
        )
        if result.note:
            draw_text(
                surface,
                result.note,
                20,
                theme.TEXT,
                {"midright": (rect.right - 24, foot + 22)},
                bold=True,
                shadow=False,
            )
