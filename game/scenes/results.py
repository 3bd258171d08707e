"""The results screen: who won and why, a panel per seat, then Rematch, Watch the replay or
Title.

Generic over games: the game's client turns `session.outcome()` into an `OutcomeReport` (banner,
reason, a headline figure and detail rows per seat, all translated) and this scene lays it out
for 2 to 6 seats: names and labels are cut short inside their panel, narrow panels stack the
name under the seat's colour chip so the winner's crown never covers it. A celebration
(confetti, a glowing dragon circling the banner) runs from `update`; drawing only reads it.
"""

from __future__ import annotations

import logging
import math
import random
from typing import Any

import pygame

from game.core.protocol import Outcome
from game.core.text import N_
from game.i18n import _, translate
from game.scenes.base import AppServices, Scene
from game.scenes.celebration import (
    CONFETTI_COLOURS,
    Confetto,
    draw_confetto,
    draw_crown,
    draw_dragon,
)
from game.scenes.turning_points_scene import GameReview, TurningPointsScene
from game.views import theme
from game.views.backdrop import draw_backdrop, draw_text, fit_size, glow_sprite
from game.views.focus import FocusGroup
from game.views.game_client import OutcomeReport, ResultRow, SeatResult
from game.views.registry import client_for
from game.views.seat_words import kind_words
from game.views.text import ellipsize, wrap
from game.views.widgets import Button

log = logging.getLogger(__name__)

Colour = tuple[int, int, int]

PANEL_TOP, PANEL_HEIGHT, PANEL_GAP = 232, 352, 24
NARROW = 300
"""Panels narrower than this (3 seats and more) stack the name under the chip row."""
CROWN_ROOM = 56
"""Width kept free for the winner's crown at the right of a panel's chip row."""


class ResultsScene(Scene):
    """Winner banner, reason, per-seat breakdown, Rematch and Title."""

    def __init__(self, app: AppServices, session: Any) -> None:
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
        client = client_for(session.slug)
        people = [index for index, seat in enumerate(session.seats) if seat.is_human]
        self.review = GameReview(getattr(session, "record", None), people, client)
        self.client = client
        buttons = [
            Button((0, 636, 190, 56), N_("Rematch"), self.rematch, caption=N_("same seats")),
            Button(
                (0, 636, 190, 56),
                N_("Watch the replay"),
                self.watch_replay,
                # Translators: under "Watch the replay" on the results screen (W is its key).
                caption=N_("move by move (W)"),
            ),
        ]
        if self.review.wanted:
            buttons.append(
                Button(
                    (0, 636, 190, 56),
                    N_("Turning points"),
                    self.show_turning_points,
                    # Translators: under "Turning points" on the results screen (T is its key).
                    caption=N_("the coach's review (T)"),
                )
            )
        buttons.append(
            Button((0, 636, 190, 56), N_("Title"), self.to_title, caption=N_("main menu"))
        )
        left = 640 - (len(buttons) * 190 + (len(buttons) - 1) * 20) // 2
        for index, button in enumerate(buttons):
            button.rect.x = left + index * 210
        self.buttons = FocusGroup(buttons, sound=self._sound)
        self.ending_sound = session.ending_sound()
        self.celebrating = self.ending_sound == "win"
        """Confetti only when the screen's people have something to cheer."""

    # --- sound and actions ----------------------------------------------------------------

    def _sound(self, name: str) -> None:
        self.app.audio.play(name)

    def on_enter(self) -> None:
        """Throw the first confetti (the ending sound already played on the final move); the
        title's music comes back."""
        if self.celebrating:
            self._burst(160)
        self.app.audio.play_music("title")

    def rematch(self) -> None:
        """Start a new match with the same seats and options."""
        from game.scenes.play import PlayScene

        self.app.replace(PlayScene(self.app, self.session.rematch()))

    def watch_replay(self) -> None:
        """Replay this match on its board (over this screen: Esc comes back here). The game is
        over, so the viewer opens with everything revealed."""
        from game.scenes.replay_viewer import ReplayViewerScene

        self.app.push(ReplayViewerScene(self.app, self.session.record))

    def show_turning_points(self) -> None:
        """The coach's review over this screen (it keeps judging underneath)."""
        self.app.push(TurningPointsScene(self.app, self.review, self.client))

    def to_title(self) -> None:
        """Back to the title screen."""
        from game.scenes.title import TitleScene

        self.app.reset_to(TitleScene(self.app))

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Buttons by keyboard and mouse; R rematches, W watches the replay, Esc goes to the
        title."""
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_w:
                self._sound("click")
                self.watch_replay()
                return True
            if event.key == pygame.K_t and self.review.wanted:
                self._sound("click")
                self.show_turning_points()
                return True
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
        self.review.update(getattr(self.app, "worker", None))
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
        self._draw_reason(surface)
        for index, rect in enumerate(self.panel_rects()):
            self._draw_seat_panel(surface, rect, index, t)
        if self.report.note:
            self._draw_note(surface)
        self.buttons.draw(surface, t)

    def _winner_colour(self) -> Colour:
        if self.outcome.is_draw or not self.outcome.winners:
            return theme.TEXT_DIM
        seat = self.session.seats[self.outcome.winners[0]]
        return theme.seat_colour(seat.colour)

    def _draw_banner(self, surface: pygame.Surface, accent: Colour, scale: float) -> None:
        size = int(fit_size(self.report.banner, 1000, 68) * scale)
        rect = draw_text(
            surface, self.report.banner, size, theme.GOLD, {"center": (640, 118)}, serif=True
        )
        if not self.outcome.is_draw:
            for side in (-1, 1):
                x = rect.left - 40 if side < 0 else rect.right + 40
                pygame.draw.circle(surface, accent, (x, 118), 16)
                pygame.draw.circle(surface, theme.GOLD, (x, 118), 16, width=3)

    def _draw_reason(self, surface: pygame.Surface) -> None:
        """The reason on one line under the banner, or on two smaller ones when it is long."""
        lines = wrap(self.report.reason, theme.font(24), 1160)
        if len(lines) <= 1:
            draw_text(surface, self.report.reason, 24, theme.TEXT, {"center": (640, 204)})
            return
        font = theme.font(20)
        lines = wrap(self.report.reason, font, 1160)
        if len(lines) > 2:  # the rest on one line, cut short (never rejoined with spaces)
            rest = self.report.reason[len(lines[0]) :].strip().replace("\n", " ")
            lines = [lines[0], ellipsize(rest, font, 1160)]
        for row, line in enumerate(lines):
            draw_text(surface, line, 20, theme.TEXT, {"center": (640, 198 + 22 * row)})

    def _draw_note(self, surface: pygame.Surface) -> None:
        """The report's note (a tie-break explained) in a pill under the panels."""
        font = theme.font(20)
        text = ellipsize(self.report.note, font, 1180)
        pill = pygame.Rect(0, 0, font.size(text)[0] + 36, 32)
        pill.center = (640, 606)
        pygame.draw.rect(surface, (24, 20, 34), pill, border_radius=16)
        pygame.draw.rect(surface, theme.PANEL_EDGE, pill, width=1, border_radius=16)
        draw_text(surface, text, 20, theme.HIGHLIGHT, {"center": pill.center})

    def panel_rects(self) -> list[pygame.Rect]:
        """One panel per seat, side by side and centred (about 180 px wide at six seats)."""
        count = max(1, len(self.names))
        width = min(440, (1200 - PANEL_GAP * (count - 1)) // count)
        left = 640 - (width * count + PANEL_GAP * (count - 1)) // 2
        return [
            pygame.Rect(left + index * (width + PANEL_GAP), PANEL_TOP, width, PANEL_HEIGHT)
            for index in range(count)
        ]

    def _draw_seat_panel(
        self, surface: pygame.Surface, rect: pygame.Rect, index: int, t: float
    ) -> None:
        won = index in self.outcome.winners
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
        rows_top = self._draw_header(surface, rect, index, won, t)
        result = self.report.seats[index]
        self._draw_rows(surface, rect, rows_top, result)
        self._draw_foot(surface, rect, result, won)

    def _draw_header(
        self, surface: pygame.Surface, rect: pygame.Rect, index: int, won: bool, t: float
    ) -> int:
        """Colour chip, name, who played the seat, and the winner's crown; returns where the
        detail rows start. Wide panels put the name beside the chip and the kind under it;
        narrow ones put the kind beside the chip and the name on its own line."""
        seat = self.session.seats[index]
        narrow = rect.width < NARROW
        chip = pygame.Rect(rect.left + 16, rect.top + 18, *((26, 26) if narrow else (34, 34)))
        pygame.draw.rect(surface, theme.seat_colour(seat.colour), chip, border_radius=7)
        pygame.draw.rect(surface, theme.TEXT, chip, width=1, border_radius=7)
        crown_x = rect.right - 16 - CROWN_ROOM // 2
        if won:
            draw_crown(surface, (crown_x, chip.centery + 2), t)
        beside = rect.right - 16 - (CROWN_ROOM if won else 0) - (chip.right + 10)
        kind = translate(kind_words(seat.kind, seat.level))
        if narrow:
            name_at = (rect.left + 16, chip.bottom + 22)
            if theme.font(12).size(kind)[0] <= beside:
                self._fit_line(surface, kind, (chip.right + 10, chip.centery), beside, 15, False)
                self._fit_line(surface, seat.name, name_at, rect.width - 32, 24, True)
                return chip.bottom + 46
            # The crown leaves too little room beside the chip (16 px CJK): the kind goes
            # under the name instead.
            self._fit_line(surface, seat.name, name_at, rect.width - 32, 24, True)
            kind_at = (rect.left + 16, chip.bottom + 46)
            self._fit_line(surface, kind, kind_at, rect.width - 32, 15, False)
            return chip.bottom + 62
        self._fit_line(
            surface, seat.name, (chip.right + 14, chip.centery - 2), beside - 4, 26, True
        )
        kind_room = rect.right - 16 - chip.left
        self._fit_line(surface, kind, (chip.left, chip.bottom + 18), kind_room, 15, False)
        return rect.top + 96

    @staticmethod
    def _fit_line(
        surface: pygame.Surface,
        text: str,
        midleft: tuple[int, int],
        room: int,
        size: int,
        bold: bool,
    ) -> pygame.Rect:
        """`text` at `midleft`, made smaller (down to 3/4 of `size`) and then cut short so it
        stays within `room` pixels."""
        size = fit_size(text, room, size, bold=bold, smallest=max(12, size * 3 // 4))
        shown = ellipsize(text, theme.font(size, bold=bold), room)
        colour = theme.TEXT if bold else theme.TEXT_DIM
        return draw_text(surface, shown, size, colour, {"midleft": midleft}, bold=bold, shadow=bold)

    def _draw_rows(
        self, surface: pygame.Surface, rect: pygame.Rect, top: int, result: SeatResult
    ) -> None:
        """The seat's detail rows (as many as fit, then "+ n more"), or its empty-panel line."""
        narrow = rect.width < NARROW
        pitch = 32 if narrow else 36
        if not result.rows and result.empty:
            size = 16 if narrow else 18
            lines = wrap(result.empty, theme.font(size), rect.width - 40)
            if len(lines) > 2:
                lines = [
                    lines[0],
                    ellipsize(
                        result.empty[len(lines[0]) :].strip(), theme.font(size), rect.width - 40
                    ),
                ]
            for row, line in enumerate(lines):
                anchor = {"topleft": (rect.left + 20, top + 2 + row * (size + 6))}
                draw_text(surface, line, size, theme.TEXT_DIM, anchor, shadow=False)
        fit = max(0, (self._foot_top(rect) - 12 - top + (pitch - 30)) // pitch)
        shown = result.rows if len(result.rows) <= fit else result.rows[: max(0, fit - 1)]
        for row in shown:
            self._draw_row(
                surface, pygame.Rect(rect.left + 14, top, rect.width - 28, pitch - 6), row, narrow
            )
            top += pitch
        if len(result.rows) > len(shown):
            more = _("+ {count} more").format(count=len(result.rows) - len(shown))
            draw_text(
                surface, more, 16, theme.TEXT_DIM, {"topleft": (rect.left + 24, top)}, shadow=False
            )

    @staticmethod
    def _draw_row(surface: pygame.Surface, box: pygame.Rect, row: ResultRow, narrow: bool) -> None:
        """One detail row: accent stripe, label on the left, value on the right."""
        accent = row.accent or theme.GOLD
        pygame.draw.rect(surface, (44, 36, 58), box, border_radius=7)
        stripe = (box.left, box.top, 6 if narrow else 8, box.height)
        pygame.draw.rect(
            surface, accent, stripe, border_top_left_radius=7, border_bottom_left_radius=7
        )
        size = 16 if narrow else 19
        left, right = box.left + (12 if narrow else 18), box.right - (8 if narrow else 12)
        if row.value:
            # The value keeps its row: smaller, then cut, leaving the label a word's room.
            label_room = min(theme.font(size).size(row.label)[0], 48) + 8 if row.label else 0
            room = right - left - label_room
            value_size = fit_size(row.value, room, size, smallest=11)
            shown = ellipsize(row.value, theme.font(value_size, bold=True), room)
            colour = theme.DANGER if row.value.startswith("-") else accent
            anchor = {"midright": (right, box.centery)}
            value = draw_text(surface, shown, value_size, colour, anchor, bold=True, shadow=False)
            right = value.left - 8
        label = ellipsize(row.label, theme.font(size), right - left)
        draw_text(surface, label, size, theme.TEXT, {"midleft": (left, box.centery)}, shadow=False)

    @staticmethod
    def _foot_top(rect: pygame.Rect) -> int:
        """Where the foot starts (its divider line); narrow panels keep room for a second line."""
        return rect.bottom - (80 if rect.width < NARROW else 68)

    def _draw_foot(
        self, surface: pygame.Surface, rect: pygame.Rect, result: SeatResult, won: bool
    ) -> None:
        """The headline figure with its unit, and the foot note on the right; in a narrow panel
        where the three do not fit on one line, the note goes on a line of its own under them."""
        narrow = rect.width < NARROW
        line_y = self._foot_top(rect)
        pygame.draw.line(
            surface, theme.PANEL_EDGE, (rect.left + 18, line_y), (rect.right - 18, line_y), 1
        )
        left, right = rect.left + (16 if narrow else 24), rect.right - (16 if narrow else 24)
        centre_y = line_y + 32
        figure_size, unit_size, note_size = (32, 14, 15) if narrow else (40, 16, 20)
        figure_width = theme.font(figure_size, bold=True).size(result.figure)[0]
        unit_width = theme.font(unit_size).size(result.unit)[0]
        note_width = theme.font(note_size, bold=True).size(result.note)[0] if result.note else 0
        fits = figure_width + unit_width + note_width + 20 <= right - left
        beside = not result.note or not narrow or fits  # wide panels: the unit is cut instead
        if result.note and beside:
            note = draw_text(
                surface,
                result.note,
                note_size,
                theme.TEXT,
                {"midright": (right, centre_y)},
                bold=True,
                shadow=False,
            )
            right = note.left - 8
        elif result.note:
            note = ellipsize(result.note, theme.font(note_size, bold=True), right - left)
            anchor = {"midleft": (left, centre_y + 30)}
            draw_text(surface, note, note_size, theme.TEXT, anchor, bold=True, shadow=False)
        size = fit_size(result.figure, right - left, figure_size)
        colour = theme.GOLD if won else theme.TEXT
        figure = draw_text(
            surface, result.figure, size, colour, {"midleft": (left, centre_y)}, bold=True
        )
        unit = ellipsize(result.unit, theme.font(unit_size), right - figure.right - 6)
        anchor = {"bottomleft": (figure.right + 6, centre_y + 14)}
        draw_text(surface, unit, unit_size, theme.TEXT_DIM, anchor, shadow=False)
