"""The hot-seat curtain: "Pass to <name>", shown before a human turn in hidden-information games.

It is an overlay that paints the whole screen opaque, so nothing of the board below (and no
hand) can be seen until the named player confirms. Only then does it show the "since your
last turn" list (still on the opaque curtain, since it is that player's business); the next
confirmation pops the curtain and calls `on_done`, so the play scene reveals the seat's view.
Esc or the Menu button opens the pause menu (save & quit, rules, settings) over the curtain:
the hand stays hidden, and resuming comes back to the curtain.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.core.text import N_
from game.i18n import _
from game.scenes.base import Scene
from game.views import theme
from game.views.backdrop import fit_size, wrap_hanging
from game.views.text import ellipsize

CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
SUMMARY_ROWS = 8
MENU_RECT = pygame.Rect(1090, 24, 160, 48)
"""The curtain's Menu button (top right, clear of the panel)."""
MENU_LABEL = N_("Menu (Esc)")
"""Rows of the "since your last turn" list; the latest entries are the ones kept."""


def glow_now(elapsed: float) -> float:
    """A slow 0..1 pulse for the curtain's glow."""
    return 0.5 + 0.5 * math.sin(elapsed * 2.5)


def repeats_counted(lines: Sequence[str]) -> list[str]:
    """`lines` with each run of the same line said once, with how many times ("Bo programs a
    card (×5)"): with six seats, the programmed cards alone would fill the summary and push out
    what the person needs (what the last round did)."""
    runs: list[tuple[str, int]] = []
    for line in lines:
        if runs and runs[-1][0] == line:
            runs[-1] = (line, runs[-1][1] + 1)
        else:
            runs.append((line, 1))
    # Translators: a line of the hot-seat curtain's "since your last turn" list that happened
    # several times in a row, e.g. "Bo programs a card (×5)".
    repeated = _("{line} (×{count})")
    return [line if count == 1 else repeated.format(line=line, count=count) for line, count in runs]


class HandoffScene(Scene):
    """Opaque curtain naming the next player; Enter/click/A dismisses it."""

    is_overlay = True
    updates_below = True  # AI answers and animations behind the curtain continue

    def __init__(
        self,
        app: Any,
        seat_name: str,
        summary_lines: Sequence[str],
        on_done: Callable[[], None] | None = None,
        on_menu: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(app)
        self.seat_name = seat_name
        self.summary_lines: list[str] = []
        self.set_summary(summary_lines)
        self.on_done = on_done
        self.on_menu = on_menu
        """Opens the pause menu over the curtain (None: no menu from here)."""
        self.hover_menu = False
        self.elapsed = 0.0
        self.dismissed = False
        self.showing_summary = False
        """False: only the name is shown. True: the player confirmed and reads the summary."""
        self.button = pygame.Rect(0, 0, 320, 64)
        self.button.center = (640, 560)

    def set_summary(self, summary_lines: Sequence[str]) -> None:
        """The "since your last turn" lines (the last eight), a line repeated at once said once
        with its count; the play scene words them again when the language is switched behind
        the curtain (Menu, Settings)."""
        self.summary_lines = repeats_counted(summary_lines)[-8:]

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Enter, Space, A (arrives as Enter) or a click on the button dismisses the curtain;
        Esc (B/Start on a gamepad) or the Menu button opens the menu over it."""
        if self.dismissed:
            return False
        if event.type == pygame.KEYDOWN and event.key in CONFIRM_KEYS:
            self.confirm()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open_menu()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover_menu = self.on_menu is not None and MENU_RECT.collidepoint(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.button.collidepoint(event.pos):
                self.confirm()
            elif MENU_RECT.collidepoint(event.pos):
                self.open_menu()
            return True
        # Everything else is swallowed: the board below must not react behind the curtain.
        return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL)

    def confirm(self) -> None:
        """First confirmation shows the summary (if any); the next one dismisses."""
        if not self.showing_summary and self.summary_lines:
            self.showing_summary = True
            self.app.audio.play("click")
            return
        self.dismiss()

    def open_menu(self) -> None:
        """The pause menu, drawn over this opaque curtain (the board stays hidden)."""
        if self.on_menu is None:
            return
        self.app.audio.play("click")
        self.on_menu()

    def withdraw(self) -> None:
        """Take the curtain away without revealing anything (the match restarted under it)."""
        self.dismissed = True
        if self.app.top is self:
            self.app.pop()

    def dismiss(self) -> None:
        """Lift the curtain (pop this overlay) and tell the play scene."""
        if self.dismissed:
            return
        self.dismissed = True
        self.app.audio.play("click")
        if self.app.top is self:
            self.app.pop()
        if self.on_done is not None:
            self.on_done()

    def update(self, dt: float) -> None:
        """Animate the curtain's glow."""
        self.elapsed += dt

    def draw(self, surface: pygame.Surface) -> None:
        """An opaque curtain with the name, the summary and the ready button."""
        width, height = surface.get_size()
        surface.fill((14, 8, 20))
        # Vertical folds of a silk curtain, swaying gently.
        for index in range(0, width, 40):
            sway = math.sin(self.elapsed * 1.5 + index * 0.05) * 4
            shade = 30 + (index // 40) % 2 * 10
            pygame.draw.rect(surface, (shade + 30, 12, shade), (index + sway - 4, 0, 48, height))
        pygame.draw.rect(surface, theme.GOLD, (0, 0, width, 10))
        pygame.draw.rect(surface, theme.GOLD, (0, height - 10, width, 10))
        panel = pygame.Rect(0, 0, 720, 470)
        panel.center = (width // 2, height // 2 + 10)
        pygame.draw.rect(surface, theme.PANEL, panel, border_radius=24)
        pygame.draw.rect(surface, theme.GOLD, panel, 3, border_radius=24)
        self._draw_heading(surface, panel)
        if self.showing_summary:
            self._draw_summary(surface, panel)
        else:
            self._draw_pearl(surface, panel)
        glow = 0.5 + 0.5 * math.sin(self.elapsed * 4)
        fill = tuple(int(c * (0.8 + 0.2 * glow)) for c in theme.GOLD)
        pygame.draw.rect(surface, fill, self.button, border_radius=16)
        if self.showing_summary:
            text = _("Continue")
        else:
            # Translators: the handoff curtain's button, pressed by the named player.
            text = _("I am {name}").format(name=self.seat_name)
        size = fit_size(text, self.button.width - 24, 24)
        font = theme.font(size, bold=True)
        label = font.render(
            ellipsize(text, font, self.button.width - 24), True, theme.ink_on(theme.GOLD)
        )
        surface.blit(label, label.get_rect(center=self.button.center))
        if self.on_menu is not None:
            self._draw_menu_button(surface)

    def _draw_menu_button(self, surface: pygame.Surface) -> None:
        """The Menu button in the curtain's top-right corner."""
        rect = MENU_RECT
        face = theme.FOCUS if self.hover_menu else theme.PANEL
        pygame.draw.rect(surface, face, rect, border_radius=12)
        pygame.draw.rect(surface, theme.GOLD, rect, 2, border_radius=12)
        text = _(MENU_LABEL)
        size = fit_size(text, rect.width - 16, 18, smallest=11)
        font = theme.font(size, bold=True)
        image = font.render(ellipsize(text, font, rect.width - 16), True, theme.ink_on(face))
        surface.blit(image, image.get_rect(center=rect.center))

    def _draw_heading(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        """ "Pass to <name>" and the request to look away."""
        room = panel.width - 60
        heading = _("Pass to {name}").format(name=self.seat_name)
        font = theme.font(fit_size(heading, room, 44, smallest=24), bold=True)
        title = font.render(ellipsize(heading, font, room), True, theme.GOLD)
        surface.blit(title, title.get_rect(center=(panel.centerx, panel.y + 60)))
        note = _("Everyone else, look away. Press Enter when ready.")
        small = theme.font(fit_size(note, room, 18, bold=False))
        line = small.render(note, True, theme.TEXT_DIM)
        surface.blit(line, line.get_rect(center=(panel.centerx, panel.y + 108)))

    def _draw_pearl(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        """A dragon's pearl in the middle of the curtain, gently glowing."""
        centre = (panel.centerx, panel.y + 250)
        for ring in range(6, 0, -1):
            shade = tuple(int(c * (0.35 + 0.1 * ring * glow_now(self.elapsed))) for c in theme.GOLD)
            pygame.draw.circle(surface, shade, centre, 28 + ring * 9, 2)
        pygame.draw.circle(surface, (255, 236, 190), centre, 34)
        pygame.draw.circle(surface, theme.GOLD, centre, 34, 4)
        pygame.draw.circle(surface, (255, 255, 240), (centre[0] - 10, centre[1] - 12), 9)

    def _draw_summary(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        """What happened since this player's last turn, wrapped; the latest entries kept."""
        head = theme.font(18, bold=True).render(_("Since your last turn:"), True, theme.TEXT)
        surface.blit(head, (panel.x + 60, panel.y + 146))
        for index, (text, indent) in enumerate(self.summary_rows(panel.width - 136)):
            image = theme.font(16).render(text, True, theme.TEXT)
            surface.blit(image, (panel.x + 76 + indent, panel.y + 176 + 24 * index))

    def summary_rows(self, width: int) -> list[tuple[str, int]]:
        """(text, indent) screen rows of the summary: each entry wrapped to `width`, later rows
        of an entry indented; whole entries from the latest back, at most SUMMARY_ROWS rows.
        When earlier entries had no room, the first row is an ellipsis: there was more."""
        font = theme.font(16)
        rows: list[tuple[str, int]] = []
        kept = 0
        for line in reversed(self.summary_lines):
            lines = wrap_hanging(line, font, width, 16)
            entry = [(part, 16 if index else 0) for index, part in enumerate(lines)]
            if rows and len(rows) + len(entry) > SUMMARY_ROWS - 1:
                break
            rows = entry[:SUMMARY_ROWS] + rows
            kept += 1
        if kept < len(self.summary_lines):
            rows = [("…", 0), *rows[-(SUMMARY_ROWS - 1) :]]
        return rows
