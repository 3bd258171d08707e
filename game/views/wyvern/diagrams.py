"""The Wyvern help diagrams, animated and drawn by code with the board's own cards: the goal,
the field, setup, the seven phases, gold and costs, range by rows; the fights, card kinds,
hand, scoring and decks are in diagram_fights.py.

Each painter draws into the frame it is given (460 x 440 in the help scene) and animates only
from `t` (seconds since the page opened). Every word is an English msgid translated as it is
drawn; the pieces are in diagram_parts.py.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core.text import N_
from game.i18n import _, ngettext
from game.rules.wyvern.cards import BY_ID
from game.views import diagram_kit, theme

from . import art, diagram_fights, words
from . import diagram_parts as parts

Painter = Callable[[pygame.Surface, pygame.Rect, float], None]
W, H = parts.CARD_W, parts.CARD_H
FIELD_W = 5 * W + 4 * parts.GAP


def _left(rect: pygame.Rect) -> int:
    return rect.centerx - FIELD_W // 2


# ----------------------------------------------------------------------------- the goal


def _goal(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """The rival's six cards fall one by one until the field is empty; the match track fills
    towards 100 as games are won."""
    loop = t % 9.0
    left = _left(rect)
    positions, treasures = parts.field_rects(left, rect.y + 40, facing_down=True)
    for slot in treasures:
        parts.treasure_slot(surface, slot)
    gone = int(loop / 0.9)
    for index, spot in enumerate(positions):
        if index < gone - 1:
            parts.empty(surface, spot)
        elif index == gone - 1:
            parts.burn(surface, spot, BY_ID["D02"], (loop % 0.9) / 0.9)
        else:
            parts.back(surface, spot)
    if gone >= 7:
        box = positions[0].union(positions[5]).inflate(12, 12)
        pygame.draw.rect(surface, theme.DANGER, box, 3, border_radius=8)
        parts.label(surface, _("Battlefield empty: game over"), {"midtop": (rect.centerx, box.bottom + 6)},
                    rect.width - 30, 17, theme.DANGER, True)  # fmt: skip
    _match_track(surface, pygame.Rect(rect.x + 30, rect.y + 296, rect.width - 60, 26), loop / 9.0)
    diagram_kit.caption(surface, rect, _("Win games until someone reaches 100 victory points"))


def _match_track(surface: pygame.Surface, bar: pygame.Rect, u: float) -> None:
    """A bar from 0 to 100 VP with your marker and your rival's."""
    pygame.draw.rect(surface, (30, 26, 40), bar, border_radius=8)
    for mark in (0, 25, 50, 75, 100):
        x = bar.x + bar.width * mark / 100
        pygame.draw.line(surface, theme.PANEL_EDGE, (x, bar.bottom), (x, bar.bottom + 6), 2)
        parts.label(surface, str(mark), {"midtop": (x, bar.bottom + 8)}, 40, 13, theme.TEXT_DIM)
    you = min(100.0, 104 * parts.ease(u * 1.1))
    rival = 38 * parts.ease(u * 1.3)
    for value, colour, dy, name in ((you, art.DECK_COLOURS["stormwing"], -16, _("You")),
                                    (rival, art.DECK_COLOURS["stoneheart"], 44, _("Rival"))):  # fmt: skip
        x = bar.x + bar.width * min(100.0, value) / 100
        fill = pygame.Rect(bar.x, bar.y + (4 if dy < 0 else 14), max(2, int(x - bar.x)), 8)
        pygame.draw.rect(surface, colour, fill, border_radius=4)
        pygame.draw.circle(surface, colour, (int(x), fill.centery), 7)
        anchor = {"midbottom": (x, bar.y - 2)} if dy < 0 else {"midtop": (x, bar.bottom + 26)}
        parts.label(surface, name, anchor, 110, 14, colour, True)
    if you >= 100:
        parts.label(surface, _("100 victory points: the match is won"), {"midtop": (bar.centerx, bar.bottom + 70)},
                    bar.width, 17, theme.GOLD, True)  # fmt: skip


# ----------------------------------------------------------------------------- the field

FIELD_PARTS: tuple[str, ...] = (
    N_("Front row: three battle positions"),
    N_("Back row: three more behind it"),
    N_("Treasure positions: two beside each row"),
    N_("The Gold Mine: every payment goes here"),
    N_("Your piles: the Lair and the Horde"),
)
"""What the field diagram lights, in turn (msgids)."""


def _field(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """Your field and your rival's; the front rows, back rows, treasure positions, the Gold
    Mine and the piles are lit in turn and named."""
    left = rect.x + 12
    w, h = 52, 60
    rival, rival_treasures = parts.field_rects(left, rect.y + 12, w, h, facing_down=True)
    mine_rect = pygame.Rect(rect.x + 12, rect.y + 150, 5 * w + 4 * parts.GAP, 40)
    yours, your_treasures = parts.field_rects(left, rect.y + 200, w, h)
    for slot in rival_treasures + your_treasures:
        parts.treasure_slot(surface, slot)
    for spot in rival:
        parts.back(surface, spot)
    for spot in yours:
        parts.back(surface, spot, mine=True)
    parts.mine(surface, mine_rect, _("Gold Mine"), t)
    piles = {}
    for index, (name, pile) in enumerate(((N_("Lair"), "lair"), (N_("Horde"), "horde"))):
        spot = pygame.Rect(rect.right - 118 + index * 58, rect.y + 224, 50, 64)
        for depth in range(3):
            art.draw_back(surface, spot.move(depth * 2, -depth * 2), pile)
        parts.label(
            surface,
            _(name),
            {"midtop": (spot.centerx + 2, spot.bottom + 4)},
            56,
            13,
            theme.TEXT_DIM,
        )
        piles[pile] = spot
    part = int(t / 1.8) % len(FIELD_PARTS)
    lit = (
        [yours[0].union(yours[2]), rival[0].union(rival[2])],
        [yours[3].union(yours[5]), rival[3].union(rival[5])],
        your_treasures + rival_treasures,
        [mine_rect],
        [piles["lair"].union(piles["horde"]).inflate(4, 8)],
    )[part]
    for spot in lit:
        parts.glow(surface, spot, t)
    parts.label(surface, _(FIELD_PARTS[part]), {"midtop": (rect.centerx, rect.y + 344)}, rect.width - 24, 17,
                theme.HIGHLIGHT, True)  # fmt: skip
    parts.label(
        surface,
        _("Your rival"),
        {"topright": (rect.right - 12, rect.y + 20)},
        120,
        14,
        theme.TEXT_DIM,
    )
    parts.label(
        surface, _("You"), {"topright": (rect.right - 12, rect.y + 200)}, 120, 14, theme.TEXT_DIM
    )
    diagram_kit.caption(surface, rect, _("Each player: 6 battle and 4 treasure positions"))


# ----------------------------------------------------------------------------- setup

SETUP_CARDS = ("D21", "T01", "D23", "D19", "D26", "T03")


def _setup(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """Six Lair cards go one by one into the battle positions and turn face down; then the hand
    of seven and the 25 gold."""
    loop = t % 9.0
    positions, treasures = parts.field_rects(_left(rect), rect.y + 30)
    for slot in treasures:
        parts.treasure_slot(surface, slot)
    row = [pygame.Rect(rect.x + 22 + k * 70, rect.y + 210, W, H) for k in range(6)]
    for index, cid in enumerate(SETUP_CARDS):
        card = BY_ID[cid]
        u = parts.ease((loop - 0.4 - 0.6 * index) / 0.5)
        spot = positions[index]
        if u <= 0:
            parts.card(surface, row[index], card)
            parts.empty(surface, spot)
            continue
        x, y = parts.lerp(row[index].topleft, spot.topleft, u)
        moved = pygame.Rect(int(x), int(y), W, H)
        turn = parts.ease((loop - 4.4 - 0.15 * index) / 0.4)
        if turn <= 0:
            parts.card(surface, moved, card)
        elif turn < 1:
            parts.flip(surface, moved, card, 1 - turn)
        else:
            parts.back(surface, moved, mine=True)
    labels_y = positions[0].centery, positions[3].centery
    for name, y in zip((N_("Front row"), N_("Back row")), labels_y, strict=True):
        parts.label(surface, _(name), {"midright": (treasures[0].x - 6, y)}, max(10, treasures[0].x - rect.x - 10), 13,
                    theme.TEXT_DIM)  # fmt: skip
    if loop > 5.4:
        hand = [pygame.Rect(rect.x + 40 + k * 34, rect.y + 300, 44, 54) for k in range(7)]
        for spot in hand:
            art.draw_back(surface, spot, "horde")
        in_hand = ngettext("{n} card in hand", "{n} cards in hand", 7).format(n=7)
        parts.label(surface, in_hand, {"midtop": (hand[3].centerx, hand[0].bottom + 4)}, 220, 14)
        parts.coin(surface, (rect.right - 70, rect.y + 326), "25", 20)
        parts.label(
            surface, words.gold(25), {"midtop": (rect.right - 70, rect.y + 352)}, 120, 14, art.COIN
        )
    else:
        parts.label(surface, _("Your first six Lair cards"), {"midtop": (rect.centerx, rect.y + 286)},
                    rect.width - 30, 15, theme.TEXT_DIM)  # fmt: skip
    diagram_kit.caption(surface, rect, _("Arrange six cards face down as you like"))


# ----------------------------------------------------------------------------- the phases

PHASE_NOTES: tuple[str, ...] = (
    N_("Draw 1 card from your Horde"),
    N_("Put one treasure beside a row"),
    N_("Swap two of your positions"),
    N_("Play actions; a Dragon Slayer only here"),
    N_("Attack once, or redeploy"),
    N_("Play actions again"),
    N_("Discard down to 7 cards"),
)
"""One line per phase, in turn order (msgids)."""


def _phases(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """The seven phases as a track down the frame, lit one after the other."""
    lit = int(t / 1.3) % 7
    top = rect.y + 22
    pitch = 50
    for index, ((_name, word), note) in enumerate(zip(words.PHASES, PHASE_NOTES, strict=True)):
        chip = pygame.Rect(rect.x + 20, top + index * pitch, 140, 38)
        on = index == lit
        pygame.draw.rect(surface, theme.HIGHLIGHT if on else (44, 38, 58), chip, border_radius=10)
        diagram_kit.badge(surface, (chip.x + 16, chip.centery), str(index + 1), theme.PANEL_EDGE)
        ink = (20, 20, 28) if on else theme.TEXT
        parts.label(surface, _(word), {"midleft": (chip.x + 34, chip.centery)},
                    chip.width - 40, 16, ink, True)  # fmt: skip
        parts.lines(surface, _(note), (chip.right + 14, chip.y + 2), rect.right - chip.right - 26, 2, 15,
                    theme.TEXT if on else theme.TEXT_DIM)  # fmt: skip
        if index < 6:
            x = chip.x + 62
            pygame.draw.line(
                surface, theme.PANEL_EDGE, (x, chip.bottom), (x, chip.bottom + pitch - 38), 2
            )
    diagram_kit.caption(surface, rect, _("The same seven phases every turn"))


# ----------------------------------------------------------------------------- costs


def _costs(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """A face-down dragon turns up; its power plus its gold icons fly to the Gold Mine; later
    it turns again for free."""
    loop = t % 8.0
    dragon = BY_ID["D23"]
    spot = pygame.Rect(rect.x + 30, rect.y + 30, 120, 140)
    u = parts.ease((loop - 0.5) / 0.8)
    if u < 1:
        parts.flip(surface, spot, dragon, u)
    else:
        parts.card(surface, spot, dragon)
    mine_rect = pygame.Rect(rect.right - 220, rect.y + 268, 200, 50)
    parts.mine(surface, mine_rect, _("Gold Mine"), t)
    purse = (rect.x + 90, rect.y + 292)
    paid = 8 if loop > 3.2 else 0
    parts.coin(surface, purse, str(25 - paid), 24)
    parts.label(surface, _("Your gold"), {"midtop": (purse[0], purse[1] + 28)}, 150, 14, art.COIN)
    if loop > 1.4:
        parts.power(surface, (spot.right + 34, spot.y + 40), 6, 16)
        room = rect.right - spot.right - 66
        parts.label(
            surface,
            _("power {n}").format(n=6),
            {"midleft": (spot.right + 56, spot.y + 40)},
            room,
            15,
        )
        parts.coin(surface, (spot.right + 34, spot.y + 84), "+2", 14)
        parts.label(
            surface,
            _("{n} gold icons").format(n=2),
            {"midleft": (spot.right + 56, spot.y + 84)},
            room,
            15,
        )
        parts.label(surface, _("Reveal cost: 6 + 2 = 8 gold"), {"midtop": (rect.centerx, spot.bottom + 16)},
                    rect.width - 30, 17, theme.GOLD, True)  # fmt: skip
    if 1.8 < loop < 3.4:
        parts.fly_coins(surface, purse, mine_rect.center, 8, (loop - 1.8) / 1.6)
    if loop > 4.6:
        parts.label(surface, _("Paid once: turning it up again is free"),
                    {"midtop": (rect.centerx, rect.y + 350)}, rect.width - 24, 16, theme.JADE, True)  # fmt: skip
    diagram_kit.caption(surface, rect, _("A dragon pays power + icons when first revealed"))


# ----------------------------------------------------------------------------- range

RANGE_CASES: tuple[tuple[str, str, int, tuple[int, ...], bool], ...] = (
    (N_("No keyword, front row: the front row"), "D04", 0, (0,), False),
    (N_("No keyword, back row: nothing"), "D04", 1, (), False),
    (N_("Flyer, front row: both rows"), "D21", 0, (0, 1), False),
    (N_("Flyer, back row: the front row"), "D21", 1, (0,), False),
    (N_("Super Flyer: any row from any row"), "D28", 1, (0, 1), False),
    (N_("Empty front row: the back row counts as front"), "D04", 0, (1,), True),
)
"""(words, attacker, its row, the rival rows it reaches, the rival's front row is empty)."""


def _range(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """Which of the rival's rows an attacker reaches: no keyword, Flyer, Super Flyer, and the
    empty-row rule, one case after another."""
    case = int(t / 2.4) % len(RANGE_CASES)
    words_id, cid, row, reach, front_empty = RANGE_CASES[case]
    left = _left(rect)
    rival, _slots = parts.field_rects(left, rect.y + 46, facing_down=True)
    yours, _mine = parts.field_rects(left, rect.y + 214)
    for index, spot in enumerate(rival):
        if front_empty and index < 3:
            parts.empty(surface, spot)
        else:
            parts.back(surface, spot)
    attacker = yours[1 + 3 * row]
    for spot in yours:
        if spot is not attacker:
            parts.back(surface, spot, mine=True)
    parts.card(surface, attacker, BY_ID[cid])
    parts.glow(surface, attacker, t, theme.GOLD)
    for reached in reach:
        band = rival[3 * reached].union(rival[3 * reached + 2]).inflate(10, 8)
        parts.glow(surface, band, t)
        diagram_kit.arrow(surface, (attacker.centerx, attacker.top - 2),
                          (band.centerx - 40 + 80 * reached, band.bottom), theme.HIGHLIGHT, 3)  # fmt: skip
    if not reach:
        diagram_kit.no_badge(surface, (attacker.centerx, attacker.top - 16))
    rows = ((N_("Front row"), rival[0]), (N_("Back row"), rival[3]), (N_("Front row"), yours[0]),
            (N_("Back row"), yours[3]))  # fmt: skip
    for name, spots in rows:
        parts.label(surface, _(name), {"midright": (spots.x - 8, spots.centery)}, spots.x - rect.x - 12, 13,
                    theme.TEXT_DIM)  # fmt: skip
    parts.label(
        surface,
        _("Your rival"),
        {"topright": (rect.right - 10, rival[3].y)},
        100,
        13,
        theme.TEXT_DIM,
    )
    parts.label(
        surface,
        _("You"),
        {"bottomright": (rect.right - 10, yours[3].bottom)},
        100,
        13,
        theme.TEXT_DIM,
    )
    parts.label(surface, _(words_id), {"midtop": (rect.centerx, rect.y + 8)}, rect.width - 24, 17, theme.HIGHLIGHT,
                True)  # fmt: skip
    diagram_kit.caption(surface, rect, _("Range counts rows, never columns"))


DIAGRAMS: dict[str, Painter] = {
    "goal": _goal,
    "field": _field,
    "setup": _setup,
    "phases": _phases,
    "costs": _costs,
    "range": _range,
    **diagram_fights.DIAGRAMS,
}
"""Diagram id -> painter, for the client entry."""
