"""The replay viewer's frame around the board: the banner, the move log with the line on screen
lit, the progress bar, the transport buttons' icons and the strip of keys.

Drawing and hit-testing only: each function reads the ReplayViewerScene
(game.scenes.replay_viewer) and draws one part. The board keeps the place it has while playing
(left and top right); the log and the controls share the right column under the board's panel.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.core.protocol import CHANCE
from game.core.text import N_
from game.i18n import _
from game.scenes.replay_player import LogEntry
from game.views import theme
from game.views.backdrop import draw_text, fit_size, wrap_hanging
from game.views.text import ellipsize, report_overflow
from game.views.widgets import Widget

if TYPE_CHECKING:
    from game.scenes.replay_viewer import ReplayViewerScene

BANNER_RECT = pygame.Rect(360, 8, 560, 58)
LOG_RECT = pygame.Rect(942, 192, 318, 246)
CONTROLS_RECT = pygame.Rect(942, 446, 318, 266)
PROGRESS_RECT = pygame.Rect(1100, 457, 148, 14)
"""The bar of the position in the record (a click jumps there); its figures are on its left."""
ROW_HEIGHT = 22
LOG_TOP = LOG_RECT.y + 40
ROWS_SHOWN = (LOG_RECT.bottom - 10 - LOG_TOP) // ROW_HEIGHT

KEY_HINTS = (
    N_("←/→: one step"),
    N_("↑/↓: log lines"),
    N_("Space: play or pause"),
    N_("+/−: speed"),
    N_("V: view"),
)
"""The strip of keys under the controls, one msgid per key so each stays whole on its line (P
and Esc are named on their buttons). In this order they pack into three lines in every
language."""

Icon = Callable[[pygame.Surface, pygame.Rect, tuple[int, int, int]], None]
"""Draws a transport symbol into a button's box in a colour."""


class IconButton(Widget):
    """A small button showing a drawn symbol (no words: the strip of keys names them)."""

    def __init__(
        self, rect: Sequence[int], icon: Callable[[], Icon], on_click: Callable[[], object]
    ) -> None:
        super().__init__(rect)
        self.icon, self.on_click = icon, on_click

    def activate(self) -> bool:
        """Run the button's action when enabled."""
        if not self.enabled:
            return False
        self.on_click()
        return True

    def draw(self, surface: pygame.Surface, focused: bool, t: float) -> None:
        """A dark face with a gold edge and the symbol (the focus ring is the group's)."""
        fill = (58, 48, 78) if focused else theme.PANEL
        pygame.draw.rect(surface, fill, self.rect, border_radius=10)
        edge = theme.GOLD if self.enabled else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, self.rect, 2, border_radius=10)
        ink = theme.TEXT if self.enabled else theme.TEXT_DIM
        self.icon()(surface, self.rect, ink)


# ----------------------------------------------------------------------------- symbols


def _triangle(surface: pygame.Surface, centre: tuple[int, int], size: int, side: int, ink) -> None:
    x, y = centre
    points = [(x - side * size // 2, y - size), (x - side * size // 2, y + size)]
    points.append((x + side * size, y))
    pygame.draw.polygon(surface, ink, points)


def icon_play(surface: pygame.Surface, rect: pygame.Rect, ink) -> None:
    """▶: play."""
    _triangle(surface, (rect.centerx - 2, rect.centery), 10, 1, ink)


def icon_pause(surface: pygame.Surface, rect: pygame.Rect, ink) -> None:
    """❚❚: pause."""
    for dx in (-7, 3):
        pygame.draw.rect(surface, ink, (rect.centerx + dx, rect.centery - 10, 5, 20))


def icon_step(side: int) -> Icon:
    """One step back (side -1) or forward (+1): a bar and a triangle."""

    def draw(surface: pygame.Surface, rect: pygame.Rect, ink) -> None:
        _triangle(surface, (rect.centerx - 3 * side, rect.centery), 8, side, ink)
        bar_x = rect.centerx + 7 * side - (3 if side < 0 else 0)
        pygame.draw.rect(surface, ink, (bar_x, rect.centery - 8, 4, 16))

    return draw


def icon_end(side: int) -> Icon:
    """To the start (side -1) or the end (+1): two triangles and a bar."""

    def draw(surface: pygame.Surface, rect: pygame.Rect, ink) -> None:
        for dx in (-6, 4):
            _triangle(surface, (rect.centerx + dx * side, rect.centery), 7, side, ink)
        bar_x = rect.centerx + 12 * side - (3 if side < 0 else 0)
        pygame.draw.rect(surface, ink, (bar_x, rect.centery - 8, 4, 16))

    return draw


# ----------------------------------------------------------------------------- banner


def draw_banner(scene: ReplayViewerScene, surface: pygame.Surface) -> None:
    """What is replayed, and the line of the log for the position on screen."""
    rect = BANNER_RECT
    colour = scene.banner_colour()
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=16)
    pygame.draw.rect(surface, colour, rect, 3, border_radius=16)
    pygame.draw.circle(surface, colour, (rect.x + 28, rect.centery), 12)
    pygame.draw.circle(surface, theme.FOCUS, (rect.x + 28, rect.centery), 12, 2)
    if scene.playing:
        icon_play(surface, pygame.Rect(rect.x + 20, rect.centery - 8, 16, 16), theme.PANEL)
    else:
        icon_pause(surface, pygame.Rect(rect.x + 20, rect.centery - 8, 16, 16), theme.PANEL)
    room = rect.right - 16 - (rect.x + 50)
    heading = theme.font(22, bold=True)
    title = ellipsize(scene.heading(), heading, room)
    surface.blit(heading.render(title, True, theme.TEXT), (rect.x + 50, rect.y + 5))
    small = theme.font(15)
    sub = ellipsize(scene.status_words(), small, room)
    surface.blit(small.render(sub, True, theme.TEXT_DIM), (rect.x + 50, rect.y + 34))


# ----------------------------------------------------------------------------- the move log


def log_rows(
    entries: Sequence[LogEntry], names: tuple[str, ...] = ()
) -> list[tuple[int, str, bool]]:
    """The log as screen rows: (entry index, text, first row of its entry), each entry
    numbered, long ones wrapped onto indented rows; the seats' `names` are never broken."""
    body = theme.font(14)
    indent = "      "
    width = LOG_RECT.width - 50  # the page marker runs down the right edge
    rows: list[tuple[int, str, bool]] = []
    for index, entry in enumerate(entries):
        line = f"{index + 1:>3} {entry.text}"
        parts = wrap_hanging(line, body, width, body.size(indent)[0], names)
        rows.append((index, parts[0], True))
        rows += [(index, indent + part, False) for part in parts[1:]]
    return rows


def row_at(scene: ReplayViewerScene, pos: tuple[int, int]) -> int | None:
    """The index of the log row under `pos`, if any."""
    if not LOG_RECT.collidepoint(pos) or pos[1] < LOG_TOP:
        return None
    row = scene.log_top + (pos[1] - LOG_TOP) // ROW_HEIGHT
    return row if row < len(scene.rows()) else None


def draw_log(scene: ReplayViewerScene, surface: pygame.Surface) -> None:
    """The whole log: lines already played in full ink, the one on screen lit, later ones dim."""
    pygame.draw.rect(surface, theme.PANEL, LOG_RECT, border_radius=16)
    pygame.draw.rect(surface, theme.PANEL_EDGE, LOG_RECT, 2, border_radius=16)
    # Translators: the heading of the move log beside the board.
    head = theme.font(18, bold=True).render(_("Moves"), True, theme.TEXT)
    surface.blit(head, (LOG_RECT.x + 14, LOG_RECT.y + 10))
    rows = scene.rows()
    if not rows:
        note = ellipsize(_("Nothing was played yet."), theme.font(14), LOG_RECT.width - 28)
        surface.blit(theme.font(14).render(note, True, theme.TEXT_DIM), (LOG_RECT.x + 14, LOG_TOP))
        return
    current = scene.current_entry()
    body = theme.font(14)
    seats = scene.record.seats
    for offset, (index, text, first) in enumerate(rows[scene.log_top : scene.log_top + ROWS_SHOWN]):
        y = LOG_TOP + ROW_HEIGHT * offset
        entry = scene.entries()[index]
        if index == current:
            lit = pygame.Rect(LOG_RECT.x + 8, y - 2, LOG_RECT.width - 16, ROW_HEIGHT)
            pygame.draw.rect(surface, (70, 58, 36), lit, border_radius=6)
        ahead = index > current
        colour = theme.TEXT_DIM if entry.player == CHANCE or ahead else theme.TEXT
        if ahead:
            colour = (104, 96, 116)
        if first and entry.player != CHANCE and 0 <= entry.player < len(seats):
            swatch = theme.seat_colour(seats[entry.player].colour)
            pygame.draw.circle(surface, swatch, (LOG_RECT.x + 18, y + 8), 5)
            pygame.draw.circle(surface, theme.TEXT_DIM, (LOG_RECT.x + 18, y + 8), 6, 1)
        image = body.render(text, True, colour)
        surface.blit(image, (LOG_RECT.x + 28, y), pygame.Rect(0, 0, LOG_RECT.width - 40, 22))
    if len(rows) > ROWS_SHOWN:  # where the page is in the whole log
        track = pygame.Rect(LOG_RECT.right - 8, LOG_TOP, 3, ROWS_SHOWN * ROW_HEIGHT)
        pygame.draw.rect(surface, (52, 44, 66), track)
        height = max(12, track.height * ROWS_SHOWN // len(rows))
        top = track.y + (track.height - height) * scene.log_top // max(1, len(rows) - ROWS_SHOWN)
        pygame.draw.rect(surface, theme.PANEL_EDGE, (track.x, top, 3, height))


# ----------------------------------------------------------------------------- controls


def draw_controls(scene: ReplayViewerScene, surface: pygame.Surface, t: float) -> None:
    """The controls' panel: progress, the buttons (the focus group), the strip of keys."""
    pygame.draw.rect(surface, theme.PANEL, CONTROLS_RECT, border_radius=16)
    pygame.draw.rect(surface, theme.PANEL_EDGE, CONTROLS_RECT, 2, border_radius=16)
    player = scene.player
    if player is not None:
        # Translators: the replay's position: actions (moves and deals) shown of all recorded.
        figures = _("Step {number} of {count}").format(number=player.ply, count=player.length)
        size = fit_size(figures, PROGRESS_RECT.left - 8 - (CONTROLS_RECT.x + 12), 14, smallest=11)
        anchor = {"midleft": (CONTROLS_RECT.x + 12, PROGRESS_RECT.centery)}
        draw_text(surface, figures, size, theme.TEXT, anchor, bold=True, shadow=False)
        pygame.draw.rect(surface, (24, 20, 34), PROGRESS_RECT, border_radius=7)
        done = PROGRESS_RECT.width * player.ply // max(1, player.length)
        if done:
            filled = pygame.Rect(PROGRESS_RECT.x, PROGRESS_RECT.y, done, PROGRESS_RECT.height)
            pygame.draw.rect(surface, theme.GOLD, filled, border_radius=7)
        pygame.draw.rect(surface, theme.PANEL_EDGE, PROGRESS_RECT, 1, border_radius=7)
    scene.focus.draw(surface, t)
    draw_key_strip(surface, pygame.Rect(CONTROLS_RECT.x + 12, 632, CONTROLS_RECT.width - 24, 76))


def progress_ply(scene: ReplayViewerScene, pos: tuple[int, int]) -> int | None:
    """The position a click on the progress bar asks for (None: not on the bar)."""
    player = scene.player
    if player is None or not PROGRESS_RECT.inflate(8, 16).collidepoint(pos):
        return None
    share = (pos[0] - PROGRESS_RECT.x) / max(1, PROGRESS_RECT.width)
    return round(max(0.0, min(1.0, share)) * player.length)


def draw_key_strip(surface: pygame.Surface, box: pygame.Rect) -> None:
    """The keys, flowed into `box` with a dot between them; a key never splits over lines."""
    font = theme.font(13)
    gap = "  ·  "
    lines: list[str] = []
    line = ""
    for hint in (_(msgid) for msgid in KEY_HINTS):
        joined = f"{line}{gap}{hint}" if line else hint
        if line and font.size(joined)[0] > box.width:
            lines.append(line)
            line = hint
        else:
            line = joined
    lines.append(line)
    pitch = max(font.get_linesize(), 16) + 1
    fits = max(1, box.height // pitch)
    if len(lines) > fits:  # never in the three languages (the i18n tests draw them all)
        report_overflow(" ".join(lines[fits:]), "lines")
        lines = lines[:fits]
    for row, text in enumerate(lines):
        shown = ellipsize(text, font, box.width)
        surface.blit(font.render(shown, True, theme.TEXT_DIM), (box.x, box.y + row * pitch))
