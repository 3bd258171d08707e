"""Drawing of the Nine Sons board view (reads NineSonsBoardView, never changes it)."""

from __future__ import annotations

import functools
import math
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import _, ngettext, translate
from game.rules.nine_sons import CARDS, decode_action
from game.rules.nine_sons.board import SLOT_OF, SLOT_SQUARES
from game.views import text, text_cache, theme
from game.views.seat_words import seat_kind
from game.views.tween import arc_point, lerp

from . import art, layout

if TYPE_CHECKING:
    from .view import NineSonsBoardView

LIFT = 26
CHIP_NAME_SIZE = 15  # a tamed son's name in its chip (readable, ellipsised to its part)
COORDINATE_INK = (206, 168, 120)  # the column letters and row numbers on the wooden frame
MESSAGE_SIZE = 20  # a reason or notice under the board, on one line when it fits
HINT_SIZE = 18
TWO_LINE_SIZE = 18  # a message too long for one line: two lines at this size
HAND_LABEL_Y = 136  # the centre of "hand - keys 1-6" under the tray (panel coordinates)
TAME_PILL_WIDTH = 1200  # "{name} tames {son}!" across the middle of the screen, at most


def _text(
    surface, words, size, colour, pos, bold=False, anchor="topleft", width=None
) -> pygame.Rect:
    """Draw `words` anchored at `pos`; cut with an ellipsis to `width` pixels if given (a long
    translation never spills out of its box)."""
    font = theme.font(size, bold=bold)
    if width is not None:
        words = text.ellipsize(words, font, width)
    image = text_cache.rendered(font, words, colour)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def _alpha_rect(surface, colour, rect, alpha, radius=10, width=0) -> None:
    surface.blit(_alpha_layer(rect.size, (*colour, alpha), radius, width), rect.topleft)


@functools.lru_cache(maxsize=64)
def _alpha_layer(size, colour, radius, width) -> pygame.Surface:
    """A see-through rounded rectangle, made once per look: the board shades a dozen wells
    and slots with these in every frame."""
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, colour, layer.get_rect(), width, border_radius=radius)
    return layer


def _stack(board, surface, stack, square, alpha=255, extra_glow=False) -> None:
    for height, (owner, value) in enumerate(stack):
        glow = extra_glow and height == len(stack) - 1
        art.draw_die(
            surface, board.seat_colour(owner), value, layout.die_centre(square, height), layout.DIE,
            glow=glow, alpha=alpha,
        )  # fmt: skip


def _floating(board, surface, dice, base: tuple[float, float], alpha=255) -> None:
    for height, (owner, value) in enumerate(dice):
        centre = (base[0] - 4 * height, base[1] - 18 * height)
        art.draw_die(surface, board.seat_colour(owner), value, centre, layout.DIE, alpha=alpha)


def _arrow(surface, points, colour, width=6) -> None:
    if len(points) < 2:
        return
    pygame.draw.lines(surface, colour, False, points, width)
    for point in points[1:-1]:
        pygame.draw.circle(surface, colour, point, width)
    (x0, y0), (x1, y1) = points[-2], points[-1]
    angle = math.atan2(y1 - y0, x1 - x0)
    tip = (x1 - 14 * math.cos(angle), y1 - 14 * math.sin(angle))
    head = [
        (x1, y1),
        (tip[0] - 12 * math.sin(angle), tip[1] + 12 * math.cos(angle)),
        (tip[0] + 12 * math.sin(angle), tip[1] - 12 * math.cos(angle)),
    ]
    pygame.draw.polygon(surface, colour, head)


def _path_points(source: int, path: tuple[int, ...]) -> list[tuple[int, int]]:
    return [layout.square_center(sq) for sq in (source, *path)]


def paint(board: NineSonsBoardView, surface: pygame.Surface, time: float) -> None:
    """Draw everything of the board view for the current frame."""
    view, anim, progress = board.display()
    if view is None:
        return
    pulse = 0.5 + 0.5 * math.sin(time * 4.0)
    _frame(surface)
    pending_slots = {slot for slot, _card, _claimants in view.pending}
    glow_slot = anim.get("glow") if anim else None
    for slot in range(6):
        _card(board, surface, view, slot, pulse, slot in pending_slots or slot == glow_slot)
    animating = anim is not None
    if not animating:
        _highlights(board, surface, view, pulse)
    for square in range(12):
        if view.stacks[square]:
            top_is_source = not animating and board.turn is not None and square in board.moves
            _stack(board, surface, view.stacks[square], square, extra_glow=square == board.source)
            if top_is_source and board.source is None:
                centre = layout.die_centre(square, len(view.stacks[square]) - 1)
                pygame.draw.circle(surface, theme.JADE, centre, 6 + int(2 * pulse))
    if not animating:
        _previews(board, surface, view, pulse)
    for slot in range(6):
        card = view.slots[slot]
        if card is not None:
            rect = layout.slot_rect(slot)
            line = _(art.rule_line(CARDS[card], view.pulao_incoming_counts))
            _text(surface, line, 13, theme.TEXT_DIM, (rect.centerx, rect.bottom - 13),
                  anchor="center", width=rect.width - 16)  # fmt: skip
    for seat in range(len(board.seats)):
        _panel(board, surface, view, seat, pulse)
    _deck(surface, view)
    if anim is not None:
        _animation(board, surface, anim, progress)
    if not animating:
        _choices(board, surface)
    board.particles.draw(surface)
    _message(board, surface)


def _frame(surface) -> None:
    """The wooden frame with the column letters below and the row numbers on the left."""
    frame = layout.board_frame()
    pygame.draw.rect(surface, (40, 24, 22), frame, border_radius=18)
    pygame.draw.rect(surface, (120, 72, 40), frame, 3, border_radius=18)
    for label, centre in layout.coordinate_labels():
        _text(surface, label, 15, COORDINATE_INK, centre, bold=True, anchor="center")


def _card(board, surface, view, slot, pulse, glowing) -> None:
    rect = layout.slot_rect(slot)
    card = view.slots[slot]
    if card is None:
        _alpha_rect(surface, (0, 0, 0), rect, 90, radius=14)
        pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 2, border_radius=14)
        _text(surface, _("empty slot"), 16, theme.TEXT_DIM, rect.center, anchor="center",
              width=rect.width - 16)  # fmt: skip
        return
    surface.blit(_face(card, rect.size), rect)
    if glowing:
        width = 3 + int(3 * pulse)
        pygame.draw.rect(surface, theme.FOCUS, rect.inflate(8, 8), width, border_radius=18)
    for square in SLOT_SQUARES[slot]:
        well = layout.square_rect(square)
        _alpha_rect(surface, (8, 6, 12), well, 120, radius=12)
        pygame.draw.rect(surface, (0, 0, 0), well, 2, border_radius=12)


def _face(card: int, size: tuple[int, int]) -> pygame.Surface:
    """The face of `card` at `size`, its name in the current language."""
    info = CARDS[card]
    return art.card_face(info.key, _(info.name), info.group, info.points, size, layout.HEADER)


def _highlights(board, surface, view, pulse) -> None:
    last = board.last_move
    if last is not None:
        squares = list(last.path) + ([last.source] if last.source is not None else [])
        for square in squares:
            if view.slots[SLOT_OF[square]] is not None:
                _alpha_rect(surface, theme.GOLD, layout.square_rect(square), 40, radius=12)
    turn = board.turn
    if turn is None:
        return
    if board.selected_die is not None:
        for square in board.places.get(board.selected_die, ()):
            rect = layout.square_rect(square)
            _alpha_rect(surface, theme.HIGHLIGHT, rect.inflate(-8, -8), 40 + int(40 * pulse))
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(-8, -8), 2, border_radius=10)
    elif board.source is None:
        for square in board.moves:
            rect = layout.square_rect(square)
            pygame.draw.rect(surface, theme.JADE, rect, 2 + int(2 * pulse), border_radius=12)
    if board.source is not None:
        pygame.draw.rect(surface, theme.GOLD, layout.square_rect(board.source), 5, border_radius=12)
        for end in {path[-1] for path in board.moves.get(board.source, [])}:
            centre = layout.square_center(end)
            pygame.draw.circle(surface, theme.HIGHLIGHT, centre, 40, 3)
    if board.cursor_visible:
        rect = layout.square_rect(board.cursor).inflate(6, 6)
        pygame.draw.rect(surface, theme.FOCUS, rect, 4, border_radius=14)


def _previews(board, surface, view, pulse) -> None:
    focus = board.focus_square()
    hint = board.hint
    if hint is not None and board.turn is not None:
        info = decode_action(hint)
        if info.kind == "move":
            colour = (255, 214, 90)
            _arrow(surface, _path_points(info.source, info.path), colour, 5 + int(2 * pulse))
        elif info.kind == "place":
            rect = layout.square_rect(info.path[0]).inflate(-10, -10)
            pygame.draw.rect(surface, theme.GOLD, rect, 4, border_radius=10)
            art.draw_die(surface, board.seat_colour(board.turn.seat), info.value,
                         layout.die_centre(info.path[0], 0), layout.DIE, alpha=150)  # fmt: skip
    if board.turn is None or focus is None:
        return
    if board.source is None:
        if board.selected_die is not None and focus in board.places.get(board.selected_die, ()):
            art.draw_die(surface, board.seat_colour(board.turn.seat), board.selected_die,
                         layout.die_centre(focus, 0), layout.DIE, alpha=150)  # fmt: skip
        elif focus in board.moves:
            # Hovering a source shows every path it could take, faintly.
            for path in board.moves[focus]:
                points = _path_points(focus, path)
                _arrow(surface, points, (90, 170, 200), 3)
        return
    path = board.chosen_path(focus)
    if path is None:
        return
    _arrow(surface, _path_points(board.source, path), theme.HIGHLIGHT, 6)
    lifted = list(view.stacks[board.source])
    for index, square in enumerate(path):
        if index < len(lifted):
            owner, value = lifted[index]
            height = len(view.stacks[square])
            centre = layout.die_centre(square, height)
            art.draw_die(surface, board.seat_colour(owner), value, centre, layout.DIE, alpha=200)
            ghost = pygame.Rect(0, 0, layout.DIE + 6, layout.DIE + 6)
            ghost.center = (centre[0] + 2, centre[1] + 2)
            pygame.draw.rect(surface, theme.HIGHLIGHT, ghost, 2, border_radius=12)
        _text(surface, str(index + 1), 16, theme.FOCUS,
              (layout.square_rect(square).right - 14, layout.square_rect(square).y + 12),
              bold=True, anchor="center")  # fmt: skip
    count = len(board.paths_to(focus))
    if count > 1:
        rect = layout.square_rect(focus)
        label = _("path {index}/{count} (Tab)").format(
            index=board.path_index % count + 1, count=count
        )
        # Kept inside the square: a taller CJK line sits higher than the 10 px of English.
        rise = max(10, (theme.font(13).get_height() + 1) // 2 + 2)
        _text(surface, label, 13, theme.FOCUS, (rect.centerx, rect.bottom - rise),
              anchor="center", width=rect.width - 8)  # fmt: skip


def chip_parts(chip: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """A tamed-son chip's icon, name and points areas, side by side (they never overlap)."""
    icon = pygame.Rect(chip.x + 4, chip.y + 3, chip.height - 6, chip.height - 6)
    points = pygame.Rect(chip.right - 30, chip.y + 3, 26, chip.height - 6)
    name = pygame.Rect(icon.right + 6, chip.y + 3, points.left - 4 - (icon.right + 6), icon.height)
    return icon, name, points


def _chip(surface, card, chip) -> None:
    """A tamed son: its emblem, its name (ellipsised to fit) and its points, in one strip."""
    info = CARDS[card]
    edge = art.GROUP_COLOURS[info.group]
    pygame.draw.rect(surface, art.GROUP_BODY[info.group], chip, border_radius=8)
    pygame.draw.rect(surface, edge, chip, 2, border_radius=8)
    icon, name, points = chip_parts(chip)
    surface.blit(art.emblem_surface(info.key, icon.height, edge), icon)
    _text(surface, _(info.name), CHIP_NAME_SIZE, theme.TEXT, name.midleft, anchor="midleft",
          width=name.width)  # fmt: skip
    colour = theme.DANGER if info.points < 0 else theme.GOLD
    _text(surface, f"{info.points:+d}", 16, colour, points.midright, bold=True,
          anchor="midright")  # fmt: skip


def _panel(board, surface, view, seat, pulse) -> None:
    rect = layout.panel_rect(seat)
    colour = board.seat_colour(seat)
    active = view.active_player == seat and not view.terminal
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=16)
    if active:
        glow = rect.inflate(6 + int(4 * pulse), 6 + int(4 * pulse))
        pygame.draw.rect(surface, theme.FOCUS, glow, 3, border_radius=18)
    pygame.draw.rect(surface, colour if active else theme.PANEL_EDGE, rect, 3, border_radius=16)
    art.draw_die(surface, colour, 6 if seat else 1, (rect.x + 30, rect.y + 32), 34)
    spec = board.seats[seat]
    words = layout.name_rect(seat)
    _text(surface, spec.name, 22, theme.TEXT, (words.x, words.y + 2), bold=True, width=words.width)
    kind = seat_kind(spec)
    if active:
        kind = _("{kind}   to move").format(kind=kind)
    _text(surface, kind, 14, theme.TEXT_DIM, (words.x, words.y + 30), width=words.width)
    score = layout.score_rect(seat)
    score_colour = theme.GOLD if view.scores[seat] >= 0 else theme.DANGER
    _text(surface, str(view.scores[seat]), 40, score_colour, score.topright, bold=True,
          anchor="topright")  # fmt: skip
    target = _("of {target}").format(target=view.target_score)
    _text(surface, target, 12, theme.TEXT_DIM, (score.right, score.y + 48), anchor="topright",
          width=score.width)  # fmt: skip
    hand = view.hands[seat] if board.show_private else ()
    deciding = board.turn is not None and board.turn.seat == seat
    for value in range(1, 7):
        slot = layout.hand_die_rect(seat, value)
        if value in hand:
            chosen = deciding and board.selected_die == value
            hovered = deciding and board.hover_die == value
            lift = 8 if chosen else 3 if hovered else 0
            art.draw_die(surface, colour, value, (slot.centerx, slot.centery - lift),
                         layout.HAND_DIE, glow=chosen)  # fmt: skip
        else:
            pygame.draw.rect(surface, theme.PANEL_EDGE, slot, 1, border_radius=8)
            if value in view.removed[seat]:
                pygame.draw.line(surface, theme.DANGER, slot.topleft, slot.bottomright, 2)
                pygame.draw.line(surface, theme.DANGER, slot.topright, slot.bottomleft, 2)
            else:
                _text(surface, str(value), 14, theme.TEXT_DIM, slot.center, anchor="center")
    if deciding:
        _text(surface, _("hand - keys 1-6"), 12, theme.TEXT_DIM,
              (rect.centerx, rect.y + HAND_LABEL_Y), anchor="center",
              width=rect.width - 24)  # fmt: skip
    count = len(view.tamed[seat])
    tamed = _("Tamed sons: {count}").format(count=count)
    heading = layout.tamed_heading_rect(seat)
    _text(surface, tamed, 14, theme.TEXT, (heading.x, heading_top(seat)), width=heading.width)
    for index, card in enumerate(view.tamed[seat]):
        _chip(surface, card, layout.tamed_rect(seat, index))


def heading_top(seat: int) -> int:
    """Where the "Tamed sons" heading is drawn: its row, lowered a little when the hand label
    above it is taller than English makes it (CJK text is never below 16 px), so the two lines
    never touch."""
    heading = layout.tamed_heading_rect(seat)
    label_bottom = layout.panel_rect(seat).y + HAND_LABEL_Y + (theme.font(12).get_height() + 1) // 2
    return max(heading.y, label_bottom + 2)


def _deck(surface, view) -> None:
    rect = layout.DECK_RECT
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=16)
    pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 2, border_radius=16)
    card_rect = layout.deck_card_rect()
    for index in range(view.deck_size):
        offset = 3 * (view.deck_size - 1 - index)
        surface.blit(art.card_back(card_rect.size), (card_rect.x + offset, card_rect.y - offset))
    if view.deck_size == 0:
        pygame.draw.rect(surface, theme.PANEL_EDGE, card_rect, 2, border_radius=12)
    left = card_rect.right + 20
    room = rect.right - 8 - left
    _text(surface, _("Deck"), 20, theme.TEXT, (left, rect.y + 14), bold=True, width=room)
    left_in_deck = ngettext("{n} card left", "{n} cards left", view.deck_size)
    left_words = left_in_deck.format(n=view.deck_size)
    _text(surface, left_words, 15, theme.TEXT_DIM, (left, rect.y + 42), width=room)
    on_board = sum(1 for card in view.slots if card is not None)
    sons = ngettext("{n} son on the board", "{n} sons on the board", on_board).format(n=on_board)
    _text(surface, sons, 15, theme.TEXT_DIM, (left, rect.y + 64), width=room)


def _animation(board, surface, anim: dict[str, Any], progress: float) -> None:
    kind = anim["kind"]
    if kind == "fly":
        (owner, value) = anim["dice"][0]
        x, y = arc_point(anim["start"], anim["end"], progress, 80)
        art.draw_die(surface, board.seat_colour(owner), value, (x, y), layout.DIE)
    elif kind == "lift":
        x, y = anim["at"]
        _floating(board, surface, anim["dice"], (x, y - LIFT * progress))
    elif kind == "sow":
        (sx, sy), (ex, ey) = anim["start"], anim["end"]
        x, y = arc_point((sx, sy - LIFT), (ex, ey - LIFT), progress, 26)
        _floating(board, surface, anim["dice"], (x, y))
    elif kind == "tame":
        start, end = anim["start"], anim["end"]
        rect = pygame.Rect(
            lerp(start.x, end.x, progress), lerp(start.y, end.y, progress),
            max(8, lerp(start.width, end.width, progress)),
            max(8, lerp(start.height, end.height, progress)),
        )  # fmt: skip
        info = CARDS[anim["card"]]
        image = pygame.transform.smoothscale(_face(anim["card"], start.size), rect.size)
        surface.blit(image, rect)
        halo = int(18 * (1 - progress)) + 2
        pygame.draw.rect(surface, theme.GOLD, rect.inflate(halo, halo), 3, border_radius=12)
        for owner, value, origin, home in anim.get("homing", ()):
            if home is None:
                if progress < 0.5:  # swallowed: it shrinks away where it lay
                    size = max(6, int(layout.DIE * (1 - 2 * progress)))
                    art.draw_die(surface, board.seat_colour(owner), value, origin, size)
                continue
            point = arc_point(origin, home, progress, 90)
            art.draw_die(surface, board.seat_colour(owner), value, point, layout.HAND_DIE)
        if progress < 0.6:
            label = _("{name} tames {son}!").format(
                name=board.seats[anim["seat"]].name, son=_(info.name)
            )
            font = theme.font(30, bold=True)
            image = text_cache.rendered(font, label, theme.GOLD, TAME_PILL_WIDTH)
            pill = image.get_rect(center=(640, 360)).inflate(40, 18)
            _alpha_rect(surface, (20, 10, 16), pill, 220, radius=pill.height // 2)
            pygame.draw.rect(surface, theme.GOLD, pill, 2, border_radius=pill.height // 2)
            surface.blit(image, image.get_rect(center=pill.center))
    elif kind == "refill":
        start, end = anim["start"], anim["end"]
        rect = pygame.Rect(
            lerp(start.x, end.x, progress), lerp(start.y, end.y, progress),
            max(8, lerp(start.width, end.width, min(1.0, progress))),
            max(8, lerp(start.height, end.height, min(1.0, progress))),
        )  # fmt: skip
        if progress < 0.45:
            surface.blit(pygame.transform.smoothscale(art.card_back(start.size), rect.size), rect)
        else:
            face = _face(anim["card"], end.size)
            surface.blit(pygame.transform.smoothscale(face, rect.size), rect)
    elif kind == "hold" and anim.get("glow") is not None:
        rect = layout.slot_rect(anim["glow"])
        pygame.draw.rect(surface, theme.GOLD, rect.inflate(10, 10), 5, border_radius=18)


def _choices(board, surface) -> None:
    for index, (rect, _action, label) in enumerate(board.choices):
        focused = index == board.choice_focus % len(board.choices)
        fill = theme.FOCUS if focused else theme.PANEL
        pygame.draw.rect(surface, fill, rect, border_radius=10)
        pygame.draw.rect(surface, theme.GOLD, rect, 2, border_radius=10)
        words = translate(label)
        _text(surface, words, 15, theme.ink_on(fill), rect.center, bold=True, anchor="center",
              width=rect.width - 8)  # fmt: skip


def message_lines(words: str, size: int) -> tuple[list[str], Any]:
    """The lines and font of a message under the board: one line at `size` when it fits, else
    two lines at TWO_LINE_SIZE (text.wrap_into reports a text that needs more)."""
    width = layout.message_rect().width - 20
    font = theme.font(size, bold=True)
    if font.size(words)[0] <= width:
        return [words], font
    small = theme.font(min(size, TWO_LINE_SIZE), bold=True)
    return text.wrap_into(words, small, width, 2), small


def _lines_at_centre(surface, lines, font, colour, centre) -> None:
    """`lines` centred as a block on `centre`, a little more than a line apart."""
    pitch = font.get_linesize() + 2
    top = centre[1] - (pitch * len(lines) - 2) // 2
    for index, line in enumerate(lines):
        image = text_cache.rendered(font, line, colour)
        surface.blit(image, image.get_rect(midtop=(centre[0], top + index * pitch)))


def _message(board, surface) -> None:
    rect = layout.message_rect()
    if board.message:
        error = board.message_is_error
        fill, ink = ((60, 10, 16), (255, 170, 160)) if error else (theme.PANEL, theme.GOLD)
        lines, font = message_lines(board.message, MESSAGE_SIZE)
        _alpha_rect(surface, fill, layout.message_box(len(lines)), 210, radius=12)
        _lines_at_centre(surface, lines, font, ink, rect.center)
    elif board.hint is not None and board.turn is not None:
        lines, font = message_lines(hint_words(board, board.hint), HINT_SIZE)
        _lines_at_centre(surface, lines, font, theme.GOLD, rect.center)


def hint_words(board: NineSonsBoardView, action: int) -> str:
    """The hint line for `action`, translated."""
    info = decode_action(action)
    if info.kind == "place":
        template = _("Hint: place your {value} on {square}")
        return template.format(value=info.value, square=layout.square_label(info.path[0]))
    if info.kind == "move":
        route = " > ".join(layout.square_label(sq) for sq in (info.source, *info.path))
        return _("Hint: move {route}").format(route=route)
    son = _(CARDS[info.card].name) if info.card is not None else ""
    if info.kind == "tame":
        return _("Hint: tame {son} first").format(son=son)
    if info.kind == "award" and info.seat is not None:
        return _("Hint: give {son} to {name}").format(son=son, name=board.seats[info.seat].name)
    return ""
