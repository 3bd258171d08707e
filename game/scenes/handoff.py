"""The hot-seat curtain: "Pass to <name>", shown before a human turn in hidden-information games.

It is an overlay that paints the whole screen opaque, so nothing of the board below (and no
hand) can be seen until the named player confirms. Only then does it show the "since your
last turn" list (still on the opaque curtain, since it is that player's business); the next
confirmation pops the curtain and calls `on_done`, so the play scene reveals the seat's view.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.scenes.base import Scene
from game.views import theme

CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def glow_now(elapsed: float) -> float:
    """A slow 0..1 pulse for the curtain's glow."""
    return 0.5 + 0.5 * math.sin(elapsed * 2.5)


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
    ) -> None:
        super().__init__(app)
        self.seat_name = seat_name
        self.summary_lines = list(summary_lines)[-8:]
        self.on_done = on_done
        self.elapsed = 0.0
        self.dismissed = False
        self.showing_summary = False
        """False: only the name is shown. True: the player confirmed and reads the summary."""
        self.button = pygame.Rect(0, 0, 320, 64)
        self.button.center = (640, 560)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Enter, Space, A (arrives as Enter) or a click on the button dismisses the curtain."""
        if self.dismissed:
            return False
        if event.type == pygame.KEYDOWN and event.key in CONFIRM_KEYS:
            self.confirm()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.button.collidepoint(event.pos):
                self.confirm()
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
        title = theme.font(44, bold=True).render(f"Pass to {self.seat_name}", True, theme.GOLD)
        surface.blit(title, title.get_rect(center=(panel.centerx, panel.y + 60)))
        note = "Everyone else, look away. Press Enter when ready."
        line = theme.font(18).render(note, True, theme.TEXT_DIM)
        surface.blit(line, line.get_rect(center=(panel.centerx, panel.y + 108)))
        if not self.showing_summary:
            # A dragon's pearl in the middle of the curtain, gently glowing.
            centre = (panel.centerx, panel.y + 250)
            for ring in range(6, 0, -1):
                shade = tuple(
                    int(c * (0.35 + 0.1 * ring * glow_now(self.elapsed))) for c in theme.GOLD
                )
                pygame.draw.circle(surface, shade, centre, 28 + ring * 9, 2)
            pygame.draw.circle(surface, (255, 236, 190), centre, 34)
            pygame.draw.circle(surface, theme.GOLD, centre, 34, 4)
            pygame.draw.circle(surface, (255, 255, 240), (centre[0] - 10, centre[1] - 12), 9)
        if self.showing_summary:
            head = theme.font(18, bold=True).render("Since your last turn:", True, theme.TEXT)
            surface.blit(head, (panel.x + 60, panel.y + 146))
            for index, text in enumerate(self.summary_lines):
                image = theme.font(16).render(text, True, theme.TEXT)
                surface.blit(image, (panel.x + 76, panel.y + 176 + 24 * index))
        glow = 0.5 + 0.5 * math.sin(self.elapsed * 4)
        fill = tuple(int(c * (0.8 + 0.2 * glow)) for c in theme.GOLD)
        pygame.draw.rect(surface, fill, self.button, border_radius=16)
        text = "Continue" if self.showing_summary else f"I am {self.seat_name}"
        label = theme.font(24, bold=True).render(text, True, theme.ink_on(theme.GOLD))
        surface.blit(label, label.get_rect(center=self.button.center))
