"""Between games of a match: the game's scoring line by line (25 + dragons + terrains + gold;
the loser's half gold), the match track to 100 (or 50) and who starts the next game."""

from __future__ import annotations

import pygame

from game.i18n import _
from game.rules.wyvern.events import Event
from game.rules.wyvern.outcome import GAME_REASONS
from game.views import text, theme

from . import layout

SHEET = pygame.Rect(0, 0, 600, 320)
SHEET.center = (467, 372)


def score_lines(event: Event) -> list[tuple[str, str]]:
    """(words, figure) of the winner's scoring lines and the loser's half gold, translated."""
    lines: list[tuple[str, str]] = []
    winner = event.seat
    if winner >= 0 and len(event.lines) == 4:
        base, dragons, terrains, gold = event.lines
        if base:
            lines.append((_("For winning the game"), str(base)))
        if dragons or terrains or base:
            lines.append((_("Dragons left on the battlefield"), f"+{dragons}"))
            lines.append((_("Terrains left on the battlefield"), f"+{terrains}"))
        lines.append((_("Gold left"), f"+{gold}"))
    return lines


def draw(
    surface: pygame.Surface,
    event: Event,
    vp_before: tuple[int, int],
    points: int,
    progress: float,
    names: tuple[str, ...] = (),
) -> None:
    """The scoring sheet at `progress` (0..1: its lines appear one after another)."""
    shade = pygame.Surface(theme.SCREEN_SIZE, pygame.SRCALPHA)
    shade.fill((8, 6, 12, 170))
    surface.blit(shade, (0, 0))
    pygame.draw.rect(surface, theme.PANEL, SHEET, border_radius=16)
    pygame.draw.rect(surface, theme.GOLD, SHEET, 2, border_radius=16)
    inner = SHEET.inflate(-40, -30)
    title = theme.font(24, bold=True)
    body = theme.font(17)
    bold = theme.font(17, bold=True)
    winner = event.seat
    if winner >= 0:
        name = (
            names[winner] if winner < len(names) else _("Seat {number}").format(number=winner + 1)
        )
        heading = _("Game {n} won by {name}").format(n=event.game, name=name)
    else:
        heading = _("Game {n} is drawn").format(n=event.game)
    y = inner.y
    surface.blit(
        title.render(text.ellipsize(heading, title, inner.width), True, theme.GOLD), (inner.x, y)
    )
    y += layout.line_step(title)
    reason = _(GAME_REASONS.get(event.why, event.why))
    for line in text.wrap_into(reason, body, inner.width, 2):
        surface.blit(body.render(line, True, theme.TEXT_DIM), (inner.x, y))
        y += layout.line_step(body)
    y += 6
    rows = score_lines(event)
    values = event.values if len(event.values) == 2 else (0, 0)
    total = len(rows) + 3
    shown = int(progress * 1.6 * total) + 1
    for index, (said, figure) in enumerate(rows):
        if index >= shown:
            return
        surface.blit(
            body.render(text.ellipsize(said, body, inner.width - 80), True, theme.TEXT),
            (inner.x + 10, y),
        )
        image = bold.render(figure, True, theme.TEXT)
        surface.blit(image, image.get_rect(topright=(inner.right, y)))
        y += layout.line_step(body)
    if len(rows) >= shown:
        return
    for seat in (0, 1):
        name = names[seat] if seat < len(names) else _("Seat {number}").format(number=seat + 1)
        if seat == winner:
            said = _("{name} scores").format(name=name)
        else:
            said = _("{name} scores half their gold").format(name=name)
        image = bold.render(
            text.ellipsize(said, bold, inner.width - 80),
            True,
            theme.GOLD if seat == winner else theme.TEXT,
        )
        surface.blit(image, (inner.x, y))
        score_image = bold.render(str(values[seat]), True, theme.GOLD)
        surface.blit(score_image, score_image.get_rect(topright=(inner.right, y)))
        y += layout.line_step(bold)
    if len(rows) + 2 >= shown:
        return
    y += 8
    bar = pygame.Rect(inner.x, y + 22, inner.width, 12)
    label = _("Match to {points} victory points").format(points=points)
    surface.blit(
        body.render(text.ellipsize(label, body, inner.width), True, theme.TEXT_DIM), (inner.x, y)
    )
    pygame.draw.rect(surface, (50, 44, 60), bar, border_radius=6)
    grow = min(1.0, max(0.0, progress * 1.6 * total - (len(rows) + 2)))
    for seat, colour in ((0, theme.JADE), (1, theme.CRIMSON)):
        vp = vp_before[seat] + values[seat] * grow
        width = int(bar.width * min(1.0, vp / max(1, points)))
        track = pygame.Rect(bar.x, bar.y + seat * 16, width, 10)
        pygame.draw.rect(surface, colour, track, border_radius=5)
        vp_image = theme.font(13, bold=True).render(str(int(vp)), True, colour)
        surface.blit(vp_image, (min(bar.right - 24, track.right + 4), track.y - 3))
    y = bar.bottom + 26
    if winner >= 0 and max(vp_before[0] + values[0], vp_before[1] + values[1]) < points:
        loser = 1 - winner
        name = names[loser] if loser < len(names) else _("Seat {number}").format(number=loser + 1)
        said = _("The loser starts the next game: {name}").format(name=name)
        for line in text.wrap_into(said, bold, inner.width, 2):
            surface.blit(bold.render(line, True, theme.HIGHLIGHT), (inner.x, y))
            y += layout.line_step(bold)
