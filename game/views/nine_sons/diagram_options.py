"""The Nine Sons rules diagram of the sowing-check option: the same move under both readings.

A stack of a 2 under your 5 is sown onto a square whose top die is the rival's 4. Under Board
Game Arena's reading (the default) the die being dropped, the 2, is compared and refused; under
the seed's reading the stack's top die, the 5, is compared and the step is allowed. Every word
is an English msgid translated as it is drawn.
"""

from __future__ import annotations

import math

import pygame

from game.core.text import N_
from game.i18n import _
from game.views import theme
from game.views.backdrop import draw_text, fit_size
from game.views.diagram_kit import arrow, caption, grid, no_badge

from .diagram_parts import draw_die, draw_stack, squares

_STACK = ((0, 2), (0, 5))  # bottom to top: your 2 under your 5
_RIVAL_TOP = (1, 4)
_READINGS = (
    # (heading, what is compared, allowed)
    (N_("The die being dropped (default)"), N_("the 2 is dropped: 2 on a 4 is refused"), False),
    (N_("The stack's top die"), N_("the top die counts: 5 on a 4 is fine"), True),
)


def _yes_badge(surface: pygame.Surface, centre: tuple[float, float]) -> None:
    """A small jade disc with a white tick: 'allowed'."""
    pygame.draw.circle(surface, theme.JADE, centre, 13)
    cx, cy = centre
    points = [(cx - 6, cy), (cx - 2, cy + 5), (cx + 7, cy - 5)]
    pygame.draw.lines(surface, theme.TEXT, False, points, 3)


def _reading_row(
    surface: pygame.Surface, row: pygame.Rect, index: int, t: float, colour: tuple[int, int, int]
) -> None:
    """One reading: heading, the three squares with the stack about to step, the verdict."""
    heading_id, verdict_id, allowed = _READINGS[index]
    heading = _(heading_id)
    draw_text(
        surface,
        heading,
        fit_size(heading, row.width - 20, 19),
        colour,
        {"midtop": (row.centerx, row.top)},
        bold=True,
        shadow=False,
    )
    cells = grid(pygame.Rect(row.left, row.top + 34, row.width, 96), 1, 3, 96)
    squares(surface, cells)
    source, target, beyond = cells[0]
    bob = 3 * math.sin(t * 3 + index)
    compared = 0 if not allowed else len(_STACK) - 1  # which die of the stack is compared
    ringed = [theme.FOCUS if height == compared else None for height in range(len(_STACK))]
    lift = 44  # the dice apart, so the compared one (ringed) reads at a glance
    base_y = source.centery + lift / 2 + bob
    for height, die in enumerate(_STACK):
        draw_die(surface, (source.centerx, base_y - height * lift), 38, die, ringed[height])
    draw_stack(surface, target.center, 40, [_RIVAL_TOP], ring_top=theme.FOCUS)
    arrow(surface, (source.right - 6, source.centery), (target.left + 8, target.centery), colour)
    arrow(surface, (target.right - 6, target.centery), (beyond.left + 8, beyond.centery), colour, 3)
    mark = (target.centerx + 34, target.top + 4)
    if allowed:
        _yes_badge(surface, mark)
    else:
        no_badge(surface, mark)
    verdict = _(verdict_id)
    draw_text(
        surface,
        verdict,
        fit_size(verdict, row.width - 20, 17, bold=False),
        theme.JADE if allowed else theme.DANGER,
        {"midtop": (row.centerx, source.bottom + 10)},
        shadow=False,
    )


def diagram_sowing_check(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """The same step under both readings of the sowing check, one above the other."""
    for index in range(len(_READINGS)):
        row = pygame.Rect(rect.left, rect.top + 12 + index * 200, rect.width, 180)
        colour = theme.GOLD if index == 0 else theme.AMBER
        _reading_row(surface, row, index, t, colour)
    caption(surface, rect, _("Setup option: Sowing check"))
