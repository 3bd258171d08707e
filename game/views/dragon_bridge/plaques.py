"""Dragon Bridge plaques and marks drawn by code: item and hack tiles (name and effect, cached
per language) and a placed hack's mark on its bridge square."""

from __future__ import annotations

import functools

import pygame

from game.i18n import language
from game.rules.dragon_bridge.hacks import HACK_TYPES
from game.views import theme
from game.views.backdrop import fit_size
from game.views.text import wrap

from .art import Colour, draw_gem, draw_white_gem
from .words import hack_name, hack_text, item_name, item_text


def item_tile(item: int, size: tuple[int, int]) -> pygame.Surface:
    """A magic item as a small plaque: name and effect."""
    return _item_tile(item, size, language())


@functools.lru_cache(maxsize=32)
def _item_tile(item: int, size: tuple[int, int], lang: str) -> pygame.Surface:
    s = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(s, (40, 60, 88), s.get_rect(), border_radius=8)
    pygame.draw.rect(s, (140, 200, 250), s.get_rect(), 2, border_radius=8)
    _plaque_text(s, item_name(item), item_text(item), (200, 230, 255))
    return s


def hack_tile(hack: int, size: tuple[int, int]) -> pygame.Surface:
    """A Bridge Hack as a plaque with its white-gem cost."""
    return _hack_tile(hack, size, language())


@functools.lru_cache(maxsize=32)
def _hack_tile(hack: int, size: tuple[int, int], lang: str) -> pygame.Surface:
    spec = HACK_TYPES[hack]
    s = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(s, (60, 60, 70), s.get_rect(), border_radius=8)
    pygame.draw.rect(s, (230, 230, 250), s.get_rect(), 2, border_radius=8)
    _plaque_text(s, hack_name(hack), hack_text(hack), (230, 230, 240), 10 * spec.cost + 4)
    for i in range(spec.cost):
        draw_white_gem(s, (size[0] - 10 - i * 10, size[1] - 9), 5)
    return s


def _plaque_text(s: pygame.Surface, name: str, text: str, colour: Colour, corner: int = 0) -> None:
    """A plaque's name, and its effect when every line of it fits (`corner` pixels at the
    bottom right are kept free); a plaque too small for its effect shows the name alone, and
    pointing at it shows the effect (tooltip.py)."""
    width, height = s.get_size()
    size = 12 if theme.font(12, bold=True).size(name)[0] < width - 10 else 10
    if theme.font(size, bold=True).size(name)[0] > width - 10:
        size = fit_size(name, width - 10, size, smallest=8)
    title = theme.font(size, bold=True)
    body = theme.font(10)
    y = 6 + title.get_linesize()
    lines = wrap(text, body, width - 10)
    fit = (height - 2 - y) // body.get_linesize()
    last = lines[-1] if lines else ""
    if len(lines) > fit or (len(lines) == fit and body.size(last)[0] > width - 10 - corner):
        image = title.render(name, True, colour)  # the name alone, in the middle
        s.blit(image, image.get_rect(center=(width // 2, height // 2 - (4 if corner else 0))))
        return
    s.blit(title.render(name, True, colour), (6, 4))
    for line in lines:
        s.blit(body.render(line, True, theme.TEXT), (6, y))
        y += body.get_linesize()


HACK_MARKS: dict[str, Colour] = {
    "trapdoor": (90, 60, 30),
    "barricade": (150, 110, 70),
    "gem-vein": (70, 220, 130),
    "slick-planks": (120, 200, 240),
    "tar-pit": (30, 30, 30),
    "launch-pad": (250, 200, 80),
    "watchtower": (200, 200, 220),
}


def draw_hack_mark(surface: pygame.Surface, rect: pygame.Rect, hack: int) -> None:
    """A placed hack drawn onto its bridge square."""
    key = HACK_TYPES[hack].key
    colour = HACK_MARKS.get(key, (200, 200, 200))
    cx, cy = rect.center
    if key == "barricade":
        pygame.draw.rect(
            surface, colour, (rect.x + 3, rect.y - 14, rect.width - 6, 14), border_radius=3
        )
        pygame.draw.line(
            surface, (80, 50, 30), (rect.x + 3, rect.y - 7), (rect.right - 3, rect.y - 7), 2
        )
    elif key == "watchtower":
        pygame.draw.rect(surface, colour, (cx - 5, rect.y - 26, 10, 26))
        pygame.draw.polygon(
            surface,
            (120, 120, 150),
            [(cx - 8, rect.y - 26), (cx + 8, rect.y - 26), (cx, rect.y - 36)],
        )
    elif key == "trapdoor":
        pygame.draw.rect(surface, colour, rect.inflate(-8, -12), border_radius=2)
        pygame.draw.line(surface, (20, 10, 0), (rect.x + 5, cy), (rect.right - 5, cy), 2)
    elif key == "tar-pit":
        pygame.draw.ellipse(surface, colour, rect.inflate(-6, -14))
    elif key == "slick-planks":
        for dy in (-6, 0, 6):
            pygame.draw.line(
                surface, colour, (rect.x + 4, cy + dy), (rect.right - 4, cy + dy - 2), 2
            )
    elif key == "launch-pad":
        pygame.draw.polygon(surface, colour, [(cx - 8, cy + 8), (cx + 8, cy + 8), (cx, cy - 10)])
    elif key == "gem-vein":
        draw_gem(surface, (cx, cy), 8, True)
