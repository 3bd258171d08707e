"""What the Wyvern board draws over the table for a decision: the rows an attacker reaches, the
hand (or the arranging pool) along the bottom, the lit choices, the top line and the decision
box with the cost of what is about to be done."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.rules.wyvern.cards import CARDS
from game.rules.wyvern.view import WyvernView
from game.views import text, theme

from . import faces, facts, layout, paint, panels, words

if TYPE_CHECKING:
    from .view import WyvernBoardView

HAND_DECISIONS = frozenset(
    ("arrange", "treasure", "priority", "reaction", "intercept", "battle-window", "discard",
     "tribute-discard", "ability-target")
)  # fmt: skip


def pointed_attacker(board: WyvernBoardView, view: WyvernView) -> int | None:
    """The attacker whose reach is shown: the chosen one, or the pointed / focused own dragon
    that may attack."""
    if board.kind != "battle" or board.mode != "attack":
        return None
    if board.first is not None:
        return board.first
    bottom = layout.bottom_seat(view.seat)
    for pos in board.choices.positions:
        if layout.position_rect(pos, bottom).collidepoint(board.mouse):
            return pos
    if board.focus is not None and board.targets[board.focus].kind == "pos":
        return board.targets[board.focus].ident
    return None


def draw_reach(
    surface: pygame.Surface, board: WyvernBoardView, view: WyvernView, time: float
) -> None:
    """The opposing rows in the attacker's range, banded in red and labelled."""
    attacker = pointed_attacker(board, view)
    if attacker is None or board.busy():
        return
    bottom = layout.bottom_seat(view.seat)
    foe = 1 - attacker // 6
    font = theme.font(12, bold=True)
    for row in facts.reach_rows(view, attacker):
        band = layout.row_rect(foe, row, bottom)
        glow = pygame.Surface(band.size, pygame.SRCALPHA)
        glow.fill((214, 64, 64, 60 + int(20 * math.sin(time * 4))))
        surface.blit(glow, band)
        pygame.draw.rect(surface, theme.CRIMSON, band, 2, border_radius=8)
        label = _("in range")
        image = font.render(text.ellipsize(label, font, 120), True, theme.TEXT)
        back = image.get_rect(topleft=(band.x + 4, band.y + 2)).inflate(6, 2)
        pygame.draw.rect(surface, theme.CRIMSON, back, border_radius=4)
        surface.blit(image, image.get_rect(center=back.center))
    pygame.draw.rect(
        surface,
        theme.GOLD,
        layout.position_rect(attacker, bottom).inflate(6, 6),
        3,
        border_radius=8,
    )


def draw_hand(
    surface: pygame.Surface, board: WyvernBoardView, view: WyvernView, time: float
) -> None:
    """The hand (or the six Lair cards being arranged) in a fan, lit cards raised on focus."""
    cards = board.hand()
    if not cards:
        return
    raised = None
    hover = layout.hand_hit(len(cards), board.mouse)
    if board.focus is not None and board.targets[board.focus].kind == "hand":
        raised = board.targets[board.focus].ident
    elif hover is not None:
        raised = hover
    lit = {t.ident for t in board.targets if t.kind == "hand"}
    asks = board.turn is not None and board.kind in HAND_DECISIONS and not board.busy()
    for index, rect in enumerate(layout.hand_rects(len(cards), raised)):
        surface.blit(faces.face(cards[index], rect.width, rect.height), rect)
        if asks and index not in lit:
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            veil.fill((10, 8, 16, 120))
            surface.blit(veil, rect)
        if board.picked_card == index:
            pygame.draw.rect(surface, theme.GOLD, rect.inflate(6, 6), 3, border_radius=8)
    if view.decision == "arrange" and view.pool and board.show_private:
        image, place = arrange_caption()
        surface.blit(image, place)


def arrange_caption() -> tuple[pygame.Surface, pygame.Rect]:
    """The caption over the arranging pool and where it goes: centred under the player's field
    and no wider than it, so it stays clear of the Lair pile's count tag beside the back row."""
    font = theme.font(13, bold=True)
    label = _("Your Lair cards: place them face down, front row first")
    image = font.render(text.ellipsize(label, font, layout.FIELD_W), True, theme.GOLD)
    centre = layout.FIELD_X + layout.FIELD_W // 2
    return image, image.get_rect(midbottom=(centre, layout.HAND.y + 2))


def draw_targets(
    surface: pygame.Surface, board: WyvernBoardView, view: WyvernView, time: float
) -> None:
    """The lit choices (the pointed or focused one in gold) and, while arranging, the position
    the next card goes to."""
    if board.busy() or board.turn is None:
        return
    pulse = 0.5 + 0.5 * math.sin(time * 5)
    hover = None
    for index in range(len(board.targets) - 1, -1, -1):
        if board.targets[index].rect.collidepoint(board.mouse):
            hover = index
            break
    for index, target in enumerate(board.targets):
        strong = index in (hover, board.focus)
        colour = theme.FOCUS if strong else theme.HIGHLIGHT
        width = 4 if strong else 2 + int(pulse * 1.5)
        pygame.draw.rect(surface, colour, target.rect.inflate(6, 6), width, border_radius=9)
    if view.decision == "arrange" and view.seat is not None and view.pool:
        bottom = layout.bottom_seat(view.seat)
        pos = view.seat * 6 + 6 - len(view.pool)
        rect = layout.position_rect(pos, bottom)
        pygame.draw.rect(
            surface, theme.GOLD, rect.inflate(4, 4), 2 + int(pulse * 2), border_radius=8
        )


def draw_hint(
    surface: pygame.Surface, board: WyvernBoardView, view: WyvernView, time: float
) -> None:
    """The suggested action (the Hint button): its card, position, slot or button ringed."""
    if board.hint is None or board.turn is None or board.busy():
        return
    from game.rules.wyvern.actions import decode

    record = decode(board.hint)
    bottom = layout.bottom_seat(view.seat)
    rects: list[pygame.Rect] = []
    if record.card is not None:
        hand = board.hand()
        spots = layout.hand_rects(len(hand))
        rects = [spots[i] for i, card in enumerate(hand) if card == record.card][:1]
    if record.pos is not None:
        rects.append(layout.position_rect(record.pos, bottom))
    if record.other is not None:
        rects.append(layout.position_rect(record.other, bottom))
    if record.slot is not None:
        rects.append(layout.slot_rect(record.slot, bottom))
    if record.kind in ("pass", "pay", "decline"):
        rects += [b.rect for b in panels.buttons(board.button_keys()) if b.key == record.kind]
    pulse = int(3 + 2 * math.sin(time * 6))
    for rect in rects:
        pygame.draw.rect(surface, theme.JADE, rect.inflate(12, 12), pulse, border_radius=10)


def draw_top_line(surface: pygame.Surface, view: WyvernView, names: Sequence[str]) -> None:
    """Game and turn, whose turn it is, and the match track (paint.draw_match_track)."""
    box = layout.TOP_LINE
    pygame.draw.rect(surface, theme.PANEL, box, border_radius=12)
    head = theme.font(16, bold=True)
    if view.phase == "setup":
        line = _("Game {game}: setting up").format(game=view.game)
    else:
        line = _("Game {game}, turn {turn}: {name}").format(
            game=view.game, turn=view.turn, name=words.seat_name(names, view.active)
        )
    surface.blit(
        head.render(text.ellipsize(line, head, box.width - 16), True, theme.TEXT),
        (box.x + 8, box.y + 4),
    )
    paint.draw_match_track(surface, view, names)
    paint.draw_quiet_count(surface, view)


def detail_line(board: WyvernBoardView, view: WyvernView) -> str:
    """The cost of what is about to be done: an attacker's reveal, a card's cost."""
    attacker = pointed_attacker(board, view)
    if (
        attacker is not None
        and not view.positions[attacker].paid
        and view.positions[attacker].card >= 0
    ):
        cost = facts.reveal_cost(view, attacker)
        seat = attacker // 6
        return _("Revealing {card} costs {n} gold (you have {gold})").format(
            card=words.card_name(view.positions[attacker].card), n=cost, gold=view.gold[seat]
        )
    playing = _playing_line(view)
    if playing and board.kind in ("target", "reaction", "decoy"):
        return playing
    hand = board.hand()
    index = None
    if board.picked_card is not None:
        index = board.picked_card
    elif board.focus is not None and board.targets[board.focus].kind == "hand":
        index = board.targets[board.focus].ident
    else:
        index = layout.hand_hit(len(hand), board.mouse)
    if index is not None and index < len(hand) and board.kind in HAND_DECISIONS - {"arrange"}:
        card = hand[index]
        if board.kind in ("discard", "tribute-discard"):
            return _("Discard {card}").format(card=words.card_name(card))
        return _("{card} costs {n} gold").format(card=words.card_name(card), n=CARDS[card].icons)
    return ""


def _playing_line(view: WyvernView) -> str:
    """The card being played, in words (a hidden action stays unnamed)."""
    if len(view.playing) < 2:
        return ""
    card = view.playing[1]
    if not isinstance(card, int):
        return ""
    if card < 0:
        return _("Being played: a hidden action")
    return _("Being played: {card}").format(card=words.card_name(card))


def draw_keyword_tip(surface: pygame.Surface, board: WyvernBoardView, view: WyvernView) -> None:
    """The words of the keyword icon under the pointer, on any face on the table or in hand."""
    rects: list[tuple[int, pygame.Rect]] = []
    bottom = layout.bottom_seat(view.seat)
    for pos in range(12):
        card = view.positions[pos].card
        if card >= 0:
            rects.append((card, layout.position_rect(pos, bottom)))
    hand = board.hand()
    rects += list(zip(hand, layout.hand_rects(len(hand)), strict=True))
    for card, rect in rects:
        for box, said in faces.keyword_boxes(card, rect):
            if box.collidepoint(board.mouse):
                font = theme.font(13)
                lines = text.wrap_into(said, font, 260, 3)
                step = layout.line_step(font)
                tip = pygame.Rect(0, 0, 276, 10 + step * len(lines))
                tip.bottomleft = (box.x, box.y - 4)
                tip.clamp_ip(pygame.Rect(0, 0, *theme.SCREEN_SIZE))
                pygame.draw.rect(surface, theme.BACKGROUND, tip, border_radius=6)
                pygame.draw.rect(surface, theme.HIGHLIGHT, tip, 1, border_radius=6)
                for index, line in enumerate(lines):
                    image = font.render(line, True, theme.TEXT)
                    surface.blit(image, (tip.x + 8, tip.y + 5 + index * step))
                return


def situation(view: WyvernView, names: Sequence[str]) -> str:
    """What is going on while nobody at this screen decides."""
    if view.over:
        return _("The match is over")
    if view.decision == "chance":
        return _("Cards are drawn")
    if view.deciding >= 0:
        return _(words.WAITING).format(name=words.seat_name(names, view.deciding))
    return ""


def draw_decision_box(
    surface: pygame.Surface, board: WyvernBoardView, view: WyvernView, names: Sequence[str]
) -> None:
    """The decision box: whose decision, the prompt, the fight or the cost, the buttons."""
    if board.turn is not None and not board.busy():
        heading = _("Your decision")
        people = sum(1 for seat in board.seats if seat.is_human)
        if people > 1 and view.seat is not None:  # hot-seat: say whose decision it is
            heading = _("{name}: your decision").format(name=words.seat_name(names, view.seat))
        prompt = board.prompt()
        shown = panels.buttons(board.button_keys())
        detail = detail_line(board, view)
    else:
        heading = words.phase_name(view.phase)
        prompt = situation(view, names)
        shown, detail = [], ""
    panels.draw_decision(
        surface, view, names, heading, prompt, detail, shown, board.button_focus, board.mouse
    )
