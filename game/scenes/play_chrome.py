"""The play screen's frame around the board: the turn banner, the move log (or the coach panel
over it), the buttons, the AI's thinking spinner and the tag of keys waiting for the next
decision.

Drawing, and the coach panel's keys: each function reads the PlayScene (game.scenes.play) and
draws one part; `coach_event` routes an event to the open coach panel.
"""

from __future__ import annotations

import functools
import math
from typing import TYPE_CHECKING, NamedTuple

import pygame

from game.core.protocol import CHANCE
from game.core.text import N_
from game.i18n import _, ngettext, translate
from game.views import text_cache, theme
from game.views.backdrop import fit_size, wrap_hanging
from game.views.fallback_font import FallbackFont
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


GLOW_RECT = pygame.Rect(190, 120, 900, 500)
"""Where the soft glow behind the board may reach (a circle centred in it)."""
GLOW_ALPHA = 90
"""How strongly the glow's colour shows over the background (of 255)."""


def draw_background(surface: pygame.Surface, time: float) -> None:
    """The play screen's background: its colour, and the glow behind the board breathing
    slowly (its radius 240 ± 12 px)."""
    surface.fill(theme.BACKGROUND)
    radius = 240 + int(12 * math.sin(time * 0.7))
    form = (surface.get_flags() & pygame.SRCALPHA, surface.get_bitsize(), surface.get_masks())
    patch, topleft = _glow_patch(radius, form)
    surface.blit(patch, topleft)


@functools.lru_cache(maxsize=32)
def _glow_patch(
    radius: int, form: tuple[int, int, tuple[int, ...]]
) -> tuple[pygame.Surface, tuple[int, int]]:
    """The background with the glow of `radius` blended in, made once per radius as an opaque
    picture of the circle's square in the screen's pixel format `form` (flags, depth, masks),
    and where it goes: the same pixels as blending the sprite over the background each frame,
    for a plain copy of about half its area."""
    flags, depth, masks = form
    square = pygame.Rect(0, 0, 2 * radius + 2, 2 * radius + 2)
    square.center = (GLOW_RECT.width // 2, GLOW_RECT.height // 2)
    square = square.clip(pygame.Rect((0, 0), GLOW_RECT.size))
    patch = pygame.Surface(square.size, flags, depth, masks)
    patch.fill(theme.BACKGROUND)
    # The sprite's disc is one colour over one colour: its blend is one colour too, so the
    # disc is drawn in it at once (a new radius costs a fill and a circle, not a blend of
    # the whole square: the glow breathes through 25 radii, each met first in some frame).
    centre = (GLOW_RECT.width // 2 - square.x, GLOW_RECT.height // 2 - square.y)
    pygame.draw.circle(patch, _glow_colour(form), centre, radius)
    return patch, (GLOW_RECT.x + square.x, GLOW_RECT.y + square.y)


@functools.lru_cache(maxsize=4)
def _glow_colour(form: tuple[int, int, tuple[int, ...]]) -> pygame.Color:
    """The glow's colour blended over the background in the pixel format `form`, found by
    blending a strip of the sprite's colour as the whole sprite is blended."""
    flags, depth, masks = form
    strip = pygame.Surface((64, 1), flags, depth, masks)
    strip.fill(theme.BACKGROUND)
    ink = pygame.Surface((64, 1), pygame.SRCALPHA)
    ink.fill((*theme.BACKGROUND_GLOW, GLOW_ALPHA))
    strip.blit(ink, (0, 0))
    return strip.get_at((32, 0))


def _fitted(words: str, font: FallbackFont, width: int) -> str:
    """`ellipsize(words, font, width)`, worked out once (a cut is reported at every use)."""
    return text_cache.layout(
        ("play-fitted", words, font, width), lambda: ellipsize(words, font, width)
    )


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
    # A person asked to decide in another seat's turn (a Wyvern priority window, a Drakon
    # chamber resolved for a Mind-Controlled hero) is named: the screen waits for them.
    seat = session.current_player() if session.is_human_turn() else session.turn_owner()
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
    image = text_cache.rendered(heading, _fitted(title, heading, title_room), theme.TEXT)
    surface.blit(image, (rect.x + 50, rect.y + 4))
    if sub:
        small = theme.font(15)
        image = text_cache.rendered(small, _fitted(sub, small, room), theme.TEXT_DIM)
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
            scene.board.show_hint(picked, scene.coach.picked_then())
        scene._sound("click")
    elif command == "play":
        picked = scene.coach.picked()
        if picked is not None and scene._decision_open() and not scene.board.busy():
            scene.coach.close()
            action = scene.board.take_hint(picked)  # (a board may take it into its gesture)
            if action is not None:
                scene.human_action(action)
    return command is not None


def draw_log(scene: PlayScene, surface: pygame.Surface) -> None:
    """The move log beside the board, scrolled by the wheel, as the seat on screen may read it;
    the coach panel instead while it is open.

    The panel is painted once and kept (`scene._log_panel`) until what it shows changes: its
    rows, the scroll, the words or the seats' colours. While a test watches every string drawn
    (text_cache.keeps_images is False) it is painted every frame instead."""
    if scene.coach.open:
        scene.coach.draw(surface, getattr(scene.app, "time", 0.0))
        return
    # Only what the seat on screen may read (a spectator's log while hands are hidden).
    viewer = scene.session.viewer() if scene.board.show_private else None
    rows = log_rows(scene, viewer)
    per_page = (LOG_RECT.height - 50) // 22
    scroll = min(scene.log_scroll, max(0, len(rows) - per_page))
    # Translators: the heading of the move log beside the board.
    heading = _("Moves")
    note = ""
    if scroll:
        note = _fitted(_("scrolled - wheel down for latest"), theme.font(12), LOG_RECT.width - 28)
    colours = tuple(theme.seat_colour(seat.colour) for seat in scene.session.seats)
    shown = LogWords(log_window(rows, scroll, per_page), heading, note, colours)
    fonts = (theme.font(18, bold=True), theme.font(14), theme.font(12))
    if not all(text_cache.keeps_images(font) for font in fonts):
        _paint_log(surface, LOG_RECT.topleft, shown)
        return
    key = (shown, fonts, surface.get_bitsize(), surface.get_masks())
    kept = getattr(scene, "_log_panel", None)
    if kept is None or kept[0] != key:
        panel = pygame.Surface(LOG_RECT.size, 0, surface)  # the screen's own pixel format
        panel.fill(LOG_CORNER_KEY)
        _paint_log(panel, (0, 0), shown)
        panel.set_colorkey(LOG_CORNER_KEY, pygame.RLEACCEL)  # run-length: blits like a copy
        kept = scene._log_panel = (key, panel)
    surface.blit(kept[1], LOG_RECT)


def log_window(
    rows: list[tuple[int, str, bool]], scroll: int, per_page: int
) -> tuple[tuple[int, str, bool], ...]:
    """The `per_page` rows the panel shows, ending `scroll` rows before the latest. The rows of
    an entry whose first row lies above the window are left blank: alone they would read as a
    sentence without its start (a Japanese entry's last word, "置いた", at the top)."""
    end = len(rows) - scroll
    window = rows[max(0, end - per_page) : end]
    cut = next((index for index, row in enumerate(window) if row[2]), len(window))
    return (BLANK_LOG_ROW,) * cut + tuple(window[cut:])


BLANK_LOG_ROW = (CHANCE, "", False)
"""A row of the log panel left empty (log_window)."""


LOG_CORNER_KEY = (1, 2, 3)
"""The colour left in the kept log panel's rounded corners and not blitted (the board shows
there): darker than anything painted in the panel — the panel's own colour, seat colours and
text blended over the panel."""


class LogWords(NamedTuple):
    """What the move log panel shows: its rows (player, text, first row of an entry), its
    heading, the note of a scrolled log ("" when at the latest) and the seats' colours."""

    rows: tuple[tuple[int, str, bool], ...]
    heading: str
    note: str
    colours: tuple[tuple[int, int, int], ...]


def _paint_log(surface: pygame.Surface, origin: tuple[int, int], words: LogWords) -> None:
    """Paint the log panel with its top-left corner at `origin`."""
    rect = LOG_RECT.move(origin[0] - LOG_RECT.x, origin[1] - LOG_RECT.y)
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=16)
    pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 2, border_radius=16)
    head = theme.font(18, bold=True).render(words.heading, True, theme.TEXT)
    surface.blit(head, (rect.x + 14, rect.y + 10))
    body = theme.font(14)
    for index, (player, text, first) in enumerate(words.rows):
        y = rect.y + 40 + 22 * index
        if player == CHANCE:
            colour = theme.TEXT_DIM
        else:
            colour = theme.TEXT
            if first:
                swatch = words.colours[player]
                pygame.draw.circle(surface, swatch, (rect.x + 18, y + 8), 5)
                pygame.draw.circle(surface, theme.TEXT_DIM, (rect.x + 18, y + 8), 6, 1)
        image = text_cache.rendered(body, text, colour)  # a new entry renders its rows alone
        surface.blit(image, (rect.x + 28, y), pygame.Rect(0, 0, rect.width - 40, 22))
    if words.note:
        hint = theme.font(12).render(words.note, True, theme.FOCUS)
        surface.blit(hint, (rect.x + 14, rect.bottom - 18))


def log_rows(scene: PlayScene, viewer: int | None) -> list[tuple[int, str, bool]]:
    """The log as screen rows: each entry numbered, long ones wrapped onto indented rows
    (player, text, first row of its entry). Made again only when the log changes, and then
    only the entries not wrapped before are wrapped (`scene._log_wrapped`, per font)."""
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
    wrapped = getattr(scene, "_log_wrapped", None)
    if wrapped is None or wrapped[0] is not body:  # a new language may bring another font
        wrapped = scene._log_wrapped = (body, {})
    known: dict[str, list[str]] = wrapped[1]
    names = tuple(seat.name for seat in scene.session.seats)  # never broken: プレ / イヤー3
    rows: list[tuple[int, str, bool]] = []
    for number, (player, text) in enumerate(lines, start=1):
        entry = f"{number:>3} {text}"
        parts = known.get(entry)
        if parts is None:
            parts = known[entry] = wrap_hanging(entry, body, width, body.size(indent)[0], names)
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
        widest = theme.font(15, bold=True)  # names the fonts fit_size picks from (per language)
        size: int = text_cache.layout(
            ("play-button", label, rect.width - 10, widest),
            functools.partial(fit_size, label, rect.width - 10, 15, smallest=10),
        )
        image = text_cache.rendered(theme.font(size, bold=True), label, ink)
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
