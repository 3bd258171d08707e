"""Colours, fonts and sizes shared by every scene, including the colour-blind-safe palette."""

from __future__ import annotations

import functools

import pygame

from game import assets

SCREEN_SIZE = (1280, 720)

BACKGROUND = (18, 14, 26)
BACKGROUND_GLOW = (52, 26, 48)
PANEL = (34, 28, 46)
PANEL_EDGE = (92, 74, 120)
TEXT = (238, 230, 214)
TEXT_DIM = (160, 150, 170)
GOLD = (232, 184, 72)
JADE = (72, 196, 140)
CRIMSON = (214, 64, 64)
AMBER = (236, 176, 52)
FOCUS = (255, 226, 120)
HIGHLIGHT = (120, 220, 255)
DANGER = (255, 96, 96)

# Seat colours: index 0..5. The colour-blind-safe set follows the Okabe-Ito palette.
SEAT_COLOURS = (
    (236, 236, 236),
    (44, 44, 52),
    (214, 64, 64),
    (72, 140, 230),
    (72, 196, 120),
    (236, 176, 52),
)
SEAT_COLOURS_SAFE = (
    (240, 240, 240),
    (30, 30, 36),
    (230, 159, 0),
    (86, 180, 233),
    (0, 158, 115),
    (204, 121, 167),
)
SEAT_COLOUR_NAMES = ("Ivory", "Obsidian", "Crimson", "Azure", "Jade", "Amber")

_colour_blind_safe = False


def set_colour_blind_safe(enabled: bool) -> None:
    """Switch every seat colour to the colour-blind-safe palette (or back)."""
    global _colour_blind_safe
    _colour_blind_safe = bool(enabled)


def seat_colour(index: int) -> tuple[int, int, int]:
    """The drawing colour of seat colour `index` in the current palette."""
    palette = SEAT_COLOURS_SAFE if _colour_blind_safe else SEAT_COLOURS
    return palette[index % len(palette)]


def ink_on(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """Black or white, whichever reads better on `colour`."""
    r, g, b = colour
    return (20, 20, 24) if (r * 299 + g * 587 + b * 114) / 1000 > 140 else (245, 245, 245)


@functools.cache
def font(size: int, bold: bool = False, serif: bool = False) -> pygame.font.Font:
    """A vendored font at `size` pixels (cached)."""
    if serif:
        name = "DejaVuSerif-Bold.ttf"
    else:
        name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return pygame.font.Font(assets.resource_path("fonts", name), size)
