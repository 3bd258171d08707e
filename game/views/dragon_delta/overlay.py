"""What the Dragon Delta board draws over the river for a decision: the lit targets, the gap
being bridged with the chosen plank held over it, and the board's passing message."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules.dragon_delta.view import DeltaView
from game.views import text, theme

from . import art, layout, paint, targets

if TYPE_CHECKING:
    from .view import DeltaBoardView


def draw_targets(
    surface: pygame.Surface, board: DeltaBoardView, view: DeltaView, time: float
) -> None:
    """The lit targets (the pointed or focused one brighter), the gap and the trial plank."""
    if board.busy():
        return
    hover = targets.at(board.targets, board.mouse)
    for index, target in enumerate(board.targets):
        lit = index in (hover, board.focus)
        tint = theme.FOCUS if lit else art.LIT
        if target.ends is not None:
            pygame.draw.line(surface, tint, target.ends[0], target.ends[1], 4 if lit else 2)
        elif target.radius > 20:
            pygame.draw.circle(surface, tint, target.point, target.radius, 3 if lit else 2)
        else:
            radius = max(4, target.radius * (0.5 if view.open_river else 1.0))
            pygame.draw.circle(surface, tint, target.point, radius, 3 if lit else 2)
    gap = board.gap() if board.kind in ("build", "plank") else None
    if board.first is not None and gap is None:
        paint.draw_gap(surface, view, board.first, None, time)
    if gap is not None:
        paint.draw_gap(surface, view, gap[0], gap[1], time)
        dragging = board.drag is not None and board.drag.moved
        if board.plank is not None and not dragging:  # the chosen plank over the gap, faint
            paint.draw_trial_plank(surface, view, gap, board.plank)


def draw_message(surface: pygame.Surface, message: str | None, error: bool) -> None:
    """The board's passing message at the top of the river (red-edged for a refusal)."""
    if not message:
        return
    font = theme.font(18, bold=True)
    width = layout.BOARD_RECT.width - 40
    lines = text.wrap_into(message, font, width, 2)
    height = 12 + 24 * len(lines)
    box = pygame.Rect(0, 0, width + 20, height)
    box.midtop = (layout.BOARD_RECT.centerx, layout.BOARD_RECT.y + 10)
    pygame.draw.rect(surface, theme.BACKGROUND, box, border_radius=8)
    edge = theme.DANGER if error else theme.PANEL_EDGE
    pygame.draw.rect(surface, edge, box, 2, border_radius=8)
    for index, line in enumerate(lines):
        image = font.render(line, True, theme.TEXT)
        surface.blit(image, image.get_rect(midtop=(box.centerx, box.y + 6 + index * 24)))
