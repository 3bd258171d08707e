"""The rules help overlay: paged rules in our own words, with small diagrams drawn by code.

Pushed over any scene (pause menu, title). Left/Right (or PageUp/PageDown) turn pages, Enter
moves on and closes after the last page, Esc or Backspace closes; the mouse has arrow buttons,
a close button and the wheel. A game with a guided first game has a "Guided game" button (G)
that starts it. Pages and diagrams come from the game's client entry
(game.views.registry), each game's help.py and diagrams.py; a page's heading and paragraphs
are English msgids, translated (and wrapped anew) in the language of the moment.
"""

from __future__ import annotations

import logging

import pygame

from game import i18n
from game.i18n import _, pgettext
from game.rules import catalogue_title
from game.scenes.base import AppServices, Scene
from game.views import theme
from game.views.backdrop import dim, draw_text, fit_size, glow_sprite, wrap_without_orphan
from game.views.help_pages import RulesPage
from game.views.registry import client_for
from game.views.text import TextFont

log = logging.getLogger(__name__)

PANEL_RECT = pygame.Rect(70, 40, 1140, 640)
TEXT_WIDTH_WITH_DIAGRAM = 560
DIAGRAM_RECT = pygame.Rect(PANEL_RECT.left + 650, PANEL_RECT.top + 96, 460, 440)
PARAGRAPH_SIZE = 21
LINE_HEIGHT = 30


def wrap_text(text: str, font: TextFont, width: int) -> list[str]:
    """Lines of a help paragraph no wider than `width`, never ending on a lonely CJK character
    or two (backdrop.wrap_without_orphan); none if blank."""
    return wrap_without_orphan(text, font, width) if text.strip() else []


class RulesHelpScene(Scene):
    """Overlay with the rules of `slug`, one page at a time."""

    is_overlay = True
    updates_below = True  # the board (and any AI search) keeps going behind the help

    def __init__(self, app: AppServices, slug: str, page: int = 0) -> None:
        super().__init__(app)
        self.slug = slug
        self.client = client_for(slug)
        self.game_title = catalogue_title(slug)
        self.pages: tuple[RulesPage, ...] = self.client.help_pages()
        self.has_guide = self.client.guided_game is not None
        self.page = max(0, min(page, len(self.pages) - 1))
        self.page_time = 0.0
        self.hover: str | None = None
        self._wrapped: dict[tuple[int, str], list[list[str]]] = {}

    # --- geometry of the clickable parts (fixed, so tests can click them) -----------------

    @property
    def prev_rect(self) -> pygame.Rect:
        """The previous-page arrow button."""
        return pygame.Rect(PANEL_RECT.left + 30, PANEL_RECT.bottom - 66, 150, 46)

    @property
    def next_rect(self) -> pygame.Rect:
        """The next-page arrow button."""
        return pygame.Rect(PANEL_RECT.right - 180, PANEL_RECT.bottom - 66, 150, 46)

    @property
    def close_rect(self) -> pygame.Rect:
        """The close button in the panel's top-right corner."""
        return pygame.Rect(PANEL_RECT.right - 62, PANEL_RECT.top + 16, 44, 44)

    @property
    def guided_rect(self) -> pygame.Rect:
        """The "Guided game" button, left of the close button (only for games with one)."""
        return pygame.Rect(PANEL_RECT.right - 62 - 16 - 210, PANEL_RECT.top + 16, 210, 44)

    # --- actions ----------------------------------------------------------------------------

    def _sound(self, name: str) -> None:
        self.app.audio.play(name)

    def turn(self, step: int) -> bool:
        """Go `step` pages forward (or back); False at either end."""
        target = self.page + step
        if not 0 <= target < len(self.pages):
            self._sound("error")
            return False
        self.page = target
        self.page_time = 0.0  # restart the page's diagram animation
        self._sound("click")
        return True

    def close(self) -> None:
        """Leave the help and return to the scene below."""
        self._sound("click")
        self.app.pop()

    def play_guided(self) -> None:
        """Start the game's guided first game (whatever was on screen goes back to the title;
        a match in progress keeps its save)."""
        from game.scenes.guide import start_guided_game

        self._sound("click")
        if not start_guided_game(self.app, self.slug):
            self._sound("error")

    def _next_or_close(self) -> None:
        if self.page == len(self.pages) - 1:
            self.close()
        else:
            self.turn(1)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Keys and mouse: turn pages, close."""
        if event.type == pygame.KEYDOWN:
            key = event.key
            if key in (pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_F1):
                self.close()
            elif key in (pygame.K_RIGHT, pygame.K_PAGEDOWN, pygame.K_DOWN, pygame.K_d):
                self.turn(1)
            elif key in (pygame.K_LEFT, pygame.K_PAGEUP, pygame.K_UP, pygame.K_a):
                self.turn(-1)
            elif key == pygame.K_TAB:
                self.turn(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            elif key == pygame.K_g and self.has_guide:
                self.play_guided()
            elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self._next_or_close()
            elif key == pygame.K_HOME and self.page > 0:
                self.turn(-self.page)
            elif key == pygame.K_END and self.page < len(self.pages) - 1:
                self.turn(len(self.pages) - 1 - self.page)
            return True  # an overlay swallows every key so nothing reaches the board
        if event.type == pygame.MOUSEMOTION:
            self.hover = self._part_at(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            part = self._part_at(event.pos)
            if part == "close":
                self.close()
            elif part == "guided":
                self.play_guided()
            elif part == "prev":
                self.turn(-1)
            elif part == "next":
                self._next_or_close()
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.turn(-1 if event.y > 0 else 1)
            return True
        return False

    def _part_at(self, pos: tuple[int, int]) -> str | None:
        if self.close_rect.collidepoint(pos):
            return "close"
        if self.has_guide and self.guided_rect.collidepoint(pos):
            return "guided"
        if self.prev_rect.collidepoint(pos) and self.page > 0:
            return "prev"
        if self.next_rect.collidepoint(pos):
            return "next"
        return None

    def update(self, dt: float) -> None:
        """Advance the page's diagram clock."""
        self.page_time += dt

    # --- drawing ------------------------------------------------------------------------------

    def _lines(self, index: int) -> list[list[str]]:
        """Wrapped paragraphs of page `index` in the current language (a cache of layout)."""
        key = (index, i18n.language())
        if key not in self._wrapped:
            page = self.pages[index]
            width = TEXT_WIDTH_WITH_DIAGRAM if page.diagram else PANEL_RECT.width - 100
            font = theme.font(PARAGRAPH_SIZE)
            self._wrapped[key] = [wrap_text(_(text), font, width) for text in page.paragraphs]
        return self._wrapped[key]

    def draw(self, surface: pygame.Surface) -> None:
        """Dim the scene below, then the panel with the current page."""
        dim(surface, 170)
        pygame.draw.rect(surface, (10, 8, 14), PANEL_RECT.move(0, 6), border_radius=18)
        pygame.draw.rect(surface, theme.PANEL, PANEL_RECT, border_radius=18)
        pygame.draw.rect(surface, theme.GOLD, PANEL_RECT, width=2, border_radius=18)
        pygame.draw.rect(
            surface, theme.PANEL_EDGE, PANEL_RECT.inflate(-10, -10), width=1, border_radius=14
        )
        page = self.pages[self.page]
        left = PANEL_RECT.left + 44
        draw_text(
            surface,
            _("{game}: rules").format(game=_(self.game_title)),
            18,
            theme.TEXT_DIM,
            {"topleft": (left, PANEL_RECT.top + 20)},
            shadow=False,
        )
        heading = _(page.title)
        room = PANEL_RECT.width - 130 - (230 if self.has_guide else 0)
        draw_text(
            surface,
            heading,
            fit_size(heading, room, 36),
            theme.GOLD,
            {"topleft": (left, PANEL_RECT.top + 44)},
            serif=True,
        )
        y = PANEL_RECT.top + 112
        font = theme.font(PARAGRAPH_SIZE)
        for paragraph in self._lines(self.page):
            for line in paragraph:
                surface.blit(font.render(line, True, theme.TEXT), (left, y))
                y += LINE_HEIGHT
            y += 14
        if page.diagram:
            self._draw_diagram(surface, page.diagram)
        self._draw_controls(surface)

    def _draw_diagram(self, surface: pygame.Surface, diagram: str) -> None:
        frame = DIAGRAM_RECT
        pygame.draw.rect(surface, (22, 18, 30), frame, border_radius=14)
        pygame.draw.rect(surface, theme.PANEL_EDGE, frame, width=1, border_radius=14)
        painter = self.client.diagrams().get(diagram)
        if painter is None:
            log.debug("no diagram %r", diagram)
            return
        previous_clip = surface.get_clip()
        surface.set_clip(frame)
        painter(surface, frame, self.page_time)
        surface.set_clip(previous_clip)

    def _draw_controls(self, surface: pygame.Surface) -> None:
        count = len(self.pages)
        # Page dots, the current one larger and gold.
        centre_x = PANEL_RECT.centerx
        y = PANEL_RECT.bottom - 43
        spacing = 22
        start = centre_x - spacing * (count - 1) / 2
        for index in range(count):
            current = index == self.page
            colour = theme.GOLD if current else theme.PANEL_EDGE
            pygame.draw.circle(
                surface, colour, (int(start + index * spacing), y), 7 if current else 4
            )
        draw_text(
            surface,
            f"{self.page + 1} / {count}",
            16,
            theme.TEXT_DIM,
            {"midtop": (centre_x, y + 12)},
            shadow=False,
        )
        back = pgettext("rules page", "Back")
        self._arrow_button(surface, self.prev_rect, back, -1, self.page > 0, self.hover == "prev")
        last = self.page == count - 1
        onward = pgettext("rules page", "Done") if last else pgettext("rules page", "Next")
        self._arrow_button(surface, self.next_rect, onward, 1, True, self.hover == "next")
        if self.has_guide:
            self._draw_guided_button(surface)
        rect = self.close_rect
        hot = self.hover == "close"
        if hot:
            glow = glow_sprite(40, (90, 60, 10))
            surface.blit(
                glow, glow.get_rect(center=rect.center), special_flags=pygame.BLEND_RGB_ADD
            )
        pygame.draw.rect(surface, (92, 60, 46) if hot else (58, 44, 74), rect, border_radius=10)
        pygame.draw.rect(
            surface, theme.FOCUS if hot else theme.GOLD, rect, width=2, border_radius=10
        )
        inner = rect.inflate(-22, -22)
        pygame.draw.line(surface, theme.TEXT, inner.topleft, inner.bottomright, 4)
        pygame.draw.line(surface, theme.TEXT, inner.topright, inner.bottomleft, 4)
        draw_text(
            surface,
            # Translators: the name of the Escape key, under the close button.
            _("Esc"),
            13,
            theme.TEXT_DIM,
            {"midtop": (rect.centerx, rect.bottom + 4)},
            shadow=False,
        )

    def _draw_guided_button(self, surface: pygame.Surface) -> None:
        """The "Guided game (G)" button beside the close button."""
        rect = self.guided_rect
        hot = self.hover == "guided"
        pygame.draw.rect(surface, (92, 60, 46) if hot else (58, 44, 74), rect, border_radius=10)
        edge = theme.FOCUS if hot else theme.GOLD
        pygame.draw.rect(surface, edge, rect, width=2, border_radius=10)
        # Translators: the rules help's button that starts a short game with tips; G is its key.
        label = _("Guided game (G)")
        size = fit_size(label, rect.width - 20, 18, smallest=11)
        draw_text(surface, label, size, theme.GOLD, {"center": rect.center}, bold=True)

    @staticmethod
    def _arrow_button(
        surface: pygame.Surface, rect: pygame.Rect, label: str, side: int, enabled: bool, hot: bool
    ) -> None:
        if not enabled:
            return
        face = (92, 60, 46) if hot else (58, 44, 74)
        pygame.draw.rect(surface, face, rect, border_radius=12)
        pygame.draw.rect(
            surface, theme.FOCUS if hot else theme.GOLD, rect, width=2, border_radius=12
        )
        cy = rect.centery
        tip_x = rect.left + 20 if side < 0 else rect.right - 20
        pygame.draw.polygon(
            surface,
            theme.TEXT,
            [(tip_x, cy), (tip_x - side * 14, cy - 10), (tip_x - side * 14, cy + 10)],
        )
        anchor = (
            {"midleft": (rect.left + 44, cy)} if side < 0 else {"midright": (rect.right - 44, cy)}
        )
        draw_text(
            surface, label, fit_size(label, rect.width - 54, 20), theme.TEXT, anchor, bold=True
        )
