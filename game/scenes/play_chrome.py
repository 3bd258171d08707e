"""The play screen's frame around the board: the turn banner, the move log (or the coach panel
over it), the buttons, the AI's thinking spinner and the tag of keys waiting for the next
decision.

Drawing, and the coach panel's keys: each function reads the PlayScene (game.scenes.play) and
draws one part; `coach_event` routes an event to the open coach panel.
"""

from __future__ import annotations

import functools
import math
from typing import TYPE_CHECKING

import pygame

from game.core.protocol import CHANCE
from game.core.text import N_
from game.i18n import _, ngettext, translate
from game.views import theme
from game.views.backdrop import fit_size, wrap_hanging
from game.views.seat_words import kind_words
from game.views.text import ellipsize

if TYPE_CHECKING:
    from game.scenes.play import PlayScene

LOG_RECT = pygame.Rect(942, 192, 318, 412)
BUTTONS = {
    "undo": pygame.Rect(942, 618, 100, 48),
    "hint": pygame.Rect(1051, 618, 100, 48),
    "menu": pygame.Rect(1160, 618, 100, 48),
}
BUTTON_LABELS = {"undo": N_("Undo (U)"), "hint": N_("Hint (H)"), "menu": N_("Menu")}
"""The buttons' words (English msgids, translated when drawn)."""


@functools.lru_cache(maxsize=32)
def glow(radius: int) -> pygame.Surface:
    """The soft background glow behind the board (cached per radius: it breathes slowly)."""
    sprite = pygame.Surface((900, 500), pygame.SRCALPHA)
    pygame.draw.circle(sprite, (*theme.BACKGROUND_GLOW, 90), (450, 250), radius)
    return sprite


def banner_words(scene: PlayScene, time: float) -> tuple[str, str, tuple[int, int, int]]:
    """(title, line under it, colour) of the turn banner, translated."""
    session = scene.session
    if scene.board.busy() and scene.last_mover is not None:
        spec = session.seats[scene.last_mover]
        # Translators: under a seat's name in the turn banner while its move animates
        # (the name may be "You": no verb that agrees with a person).
        return spec.name, _("moving..."), theme.seat_colour(spec.colour)
    if session.is_over():
        return _("Game over"), "", theme.GOLD
    seat = session.turn_owner()
    if seat == CHANCE or seat < 0:
        seat = max(0, scene.board.view.active_player if scene.board.view else 0)
    spec = session.seats[seat]
    colour = theme.seat_colour(spec.colour)
    if spec.is_human:
        # One person against the AI reads "Your turn"; hot-seat names the player.
        alone = len(session.human_seats()) == 1
        title = _("Your turn") if alone else _("{name}'s turn").format(name=spec.name)
        return title, scene.board.prompt(), colour
    kind = translate(kind_words(spec.kind, spec.level))
    # Translators: the turn banner of an AI seat, e.g. "Drake (AI Hard)".
    title = _("{name} ({kind})").format(name=spec.name, kind=kind)
    if not session.is_ai_turn():
        return title, _("moves"), colour
    dots = "." * (1 + int(time * 3) % 3)
    # Translators: under an AI seat's name while it searches; one to three dots follow.
    return title, _("is thinking") + dots, colour


def draw_banner(scene: PlayScene, surface: pygame.Surface, time: float) -> None:
    """The turn banner: whose turn (in the seat's colour) and what to do or what happens."""
    rect = pygame.Rect(360, 8, 560, 58)
    title, sub, colour = banner_words(scene, time)
    pulse = 0.5 + 0.5 * math.sin(time * 3)
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=16)
    pygame.draw.rect(surface, colour, rect, 3 + int(2 * pulse), border_radius=16)
    pygame.draw.circle(surface, colour, (rect.x + 28, rect.centery), 12)
    pygame.draw.circle(surface, theme.FOCUS, (rect.x + 28, rect.centery), 12, 2)
    room = rect.right - 14 - (rect.x + 50)
    tag = draw_waiting_keys(scene, surface, rect)
    heading = theme.font(24, bold=True)
    title_room = room if tag is None else tag.left - 10 - (rect.x + 50)
    image = heading.render(ellipsize(title, heading, title_room), True, theme.TEXT)
    surface.blit(image, (rect.x + 50, rect.y + 4))
    if sub:
        small = theme.font(15)
        image = small.render(ellipsize(sub, small, room), True, theme.TEXT_DIM)
        surface.blit(image, (rect.x + 50, rect.y + 34))


def draw_waiting_keys(
    scene: PlayScene, surface: pygame.Surface, banner: pygame.Rect
) -> pygame.Rect | None:
    """A tag in the banner's top-right corner while keys wait for the next decision; its rect
    (None when no key waits)."""
    count = len(scene.waiting_keys)
    if not count:
        return None
    # Translators: on the turn banner, keys pressed during an animation, kept for your turn.
    text = ngettext("{count} key waiting", "{count} keys waiting", count).format(count=count)
    font = theme.font(13, bold=True)
    text = ellipsize(text, font, 200)
    tag = pygame.Rect(0, 0, font.size(text)[0] + 18, 22)
    tag.topright = (banner.right - 12, banner.y + 8)
    pygame.draw.rect(surface, theme.GOLD, tag, border_radius=9)
    image = font.render(text, True, theme.ink_on(theme.GOLD))
    surface.blit(image, image.get_rect(center=tag.center))
    return tag


def coach_event(scene: PlayScene, event: pygame.event.Event) -> bool:
    """An event for the open coach panel: pick a move (highlighted on the board), play the
    picked move, or close; True when the panel used it (else the board may have it)."""
    command = scene.coach.handle_event(event)
    if command == "close":
        scene.coach.close()
        scene._sound("click")
    elif command == "pick":
        picked = scene.coach.picked()
        if picked is not None:
            scene.board.show_hint(picked)
        scene._sound("click")
    elif command == "play":
        picked = scene.coach.picked()
        if picked is not None and scene._decision_open() and not scene.board.busy():
            scene.coach.close()
            scene.human_action(picked)
    return command is not None


def draw_log(scene: PlayScene, surface: pygame.Surface) -> None:
    """The move log beside the board, scrolled by the wheel, as the seat on screen may read it;
    the coach panel instead while it is open."""
    if scene.coach.open:
        scene.coach.draw(surface, getattr(scene.app, "time", 0.0))
        return
    pygame.draw.rect(surface, theme.PANEL, LOG_RECT, border_radius=16)
    pygame.draw.rect(surface, theme.PANEL_EDGE, LOG_RECT, 2, border_radius=16)
    # Translators: the heading of the move log beside the board.
    head = theme.font(18, bold=True).render(_("Moves"), True, theme.TEXT)
    surface.blit(head, (LOG_RECT.x + 14, LOG_RECT.y + 10))
    # Only what the seat on screen may read (a spectator's log while hands are hidden).
    viewer = scene.session.viewer() if scene.board.show_private else None
    rows = log_rows(scene, viewer)
    per_page = (LOG_RECT.height - 50) // 22
    scroll = min(scene.log_scroll, max(0, len(rows) - per_page))
    end = len(rows) - scroll
    shown = rows[max(0, end - per_page) : end]
    body = theme.font(14)
    for index, (player, text, first) in enumerate(shown):
        y = LOG_RECT.y + 40 + 22 * index
        if player == CHANCE:
            colour = theme.TEXT_DIM
        else:
            colour = theme.TEXT
            if first:
                swatch = theme.seat_colour(scene.session.seats[player].colour)
                pygame.draw.circle(surface, swatch, (LOG_RECT.x + 18, y + 8), 5)
                pygame.draw.circle(surface, theme.TEXT_DIM, (LOG_RECT.x + 18, y + 8), 6, 1)
        image = body.render(text, True, colour)
        surface.blit(image, (LOG_RECT.x + 28, y), pygame.Rect(0, 0, LOG_RECT.width - 40, 22))
    if scroll:
        note = ellipsize(_("scrolled - wheel down for latest"), theme.font(12), LOG_RECT.width - 28)
        hint = theme.font(12).render(note, True, theme.FOCUS)
        surface.blit(hint, (LOG_RECT.x + 14, LOG_RECT.bottom - 18))


def log_rows(scene: PlayScene, viewer: int | None) -> list[tuple[int, str, bool]]:
    """The log as screen rows: each entry numbered, long ones wrapped onto indented rows
    (player, text, first row of its entry). Rewrapped only when the log changes."""
    lines = scene.session.log_lines(viewer)
    # A board whose show plays one ply in parts (Dragon Delta) holds back the lines of the parts
    # it has not reached, so the log never runs ahead of the board.
    lines = lines[: max(0, len(lines) - scene.board.log_held())]
    key = (viewer, len(lines), lines[-1] if lines else None)
    cached = getattr(scene, "_log_cache", None)
    if cached is not None and cached[0] == key:
        return cached[1]
    body = theme.font(14)
    indent = "      "
    width = LOG_RECT.width - 44
    rows: list[tuple[int, str, bool]] = []
    for number, (player, text) in enumerate(lines, start=1):
        parts = wrap_hanging(f"{number:>3} {text}", body, width, body.size(indent)[0])
        rows.append((player, parts[0], True))
        rows += [(player, indent + part, False) for part in parts[1:]]
    scene._log_cache = (key, rows)
    return rows


def draw_buttons(scene: PlayScene, surface: pygame.Surface) -> None:
    """Undo, Hint and Menu, lit when they can be used."""
    session = scene.session
    enabled = {
        "undo": session.can_undo(),
        "hint": session.is_human_turn(),
        "menu": True,
    }
    for name, rect in BUTTONS.items():
        fill = theme.FOCUS if scene.hover_button == name and enabled[name] else theme.PANEL
        pygame.draw.rect(surface, fill, rect, border_radius=12)
        edge = theme.GOLD if enabled[name] else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, rect, 2, border_radius=12)
        ink = theme.ink_on(fill) if enabled[name] else theme.TEXT_DIM
        label = _(BUTTON_LABELS[name])
        size = fit_size(label, rect.width - 10, 15, smallest=10)
        image = theme.font(size, bold=True).render(label, True, ink)
        surface.blit(image, image.get_rect(center=rect.center))


def draw_thinking(scene: PlayScene, surface: pygame.Surface, time: float) -> None:
    """A spinner at the panel of the AI seat that is searching."""
    session = scene.session
    if not session.is_ai_turn() or session.is_over():
        return
    x, y = scene.board.seat_anchor(session.current_player())
    for index in range(8):
        angle = time * 5 + index * math.pi / 4
        fade = (index + 1) / 8
        colour = tuple(int(c * fade) for c in theme.GOLD)
        point = (x + 14 * math.cos(angle), y + 14 * math.sin(angle))
        pygame.draw.circle(surface, colour, point, 3)
