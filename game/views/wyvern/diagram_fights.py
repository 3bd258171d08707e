"""The Wyvern help diagrams of fights and cards: a battle, a terrain trigger and a Scout, Help,
the card kinds and their timing, the hand limit, scoring between games and the three decks.

Each painter draws into the frame it is given (460 x 440 in the help scene) and animates only
from `t`. Every word is an English msgid translated as it is drawn.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core.text import N_
from game.i18n import _, ngettext
from game.rules.wyvern.cards import BY_ID
from game.rules.wyvern.decks import DECKS
from game.views import diagram_kit, theme

from . import art, words
from . import diagram_parts as parts

Painter = Callable[[pygame.Surface, pygame.Rect, float], None]
BIG_W, BIG_H = 104, 120


def _duel_spots(rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """(the defender at the top, the attacker below it), both big."""
    top = pygame.Rect(0, 0, BIG_W, BIG_H)
    top.midtop = (rect.centerx - 90, rect.y + 16)
    bottom = pygame.Rect(0, 0, BIG_W, BIG_H)
    bottom.midtop = (rect.centerx - 90, rect.y + 190)
    return top, bottom


def _battle(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """An attack on a face-down dragon: it turns up and pays, the powers count, a Fury lands
    on the attacker, the weaker dragon burns; then two equal dragons both burn."""
    loop = t % 10.0
    tie = loop >= 6.4
    local = loop - 6.4 if tie else loop
    defender, attacker = BY_ID["D23"], BY_ID["D26" if tie else "D22"]
    top, bottom = _duel_spots(rect)
    if tie:
        parts.burn(surface, bottom, attacker, (local - 1.6) / 1.0)
    else:
        parts.card(surface, bottom, attacker)
    if local < 0.6:
        art.draw_back(surface, top, "lair")
    elif local < 1.2:
        parts.flip(surface, top, defender, (local - 0.6) / 0.6)
    else:
        parts.burn(surface, top, defender, (local - (1.6 if tie else 5.0)) / 1.0)
    diagram_kit.arrow(
        surface, (bottom.centerx, bottom.top - 4), (top.centerx, top.bottom + 6), theme.HIGHLIGHT, 4
    )
    land = 0.0 if tie else parts.ease((local - 2.4) / 0.6)
    attack_power = 6 if tie else 5 + (2 if land >= 1 else 0)
    column = rect.right - 90
    if local > 1.2:
        parts.power(surface, (column, top.centery - 10), 6, 22)
        parts.power(surface, (column, bottom.centery - 10), attack_power, 22)
        parts.label(
            surface, _("Defender"), {"midtop": (column, top.centery + 16)}, 150, 14, theme.TEXT_DIM
        )
        parts.label(
            surface,
            _("Attacker"),
            {"midtop": (column, bottom.centery + 16)},
            150,
            14,
            theme.TEXT_DIM,
        )
    if not tie and local > 2.0:
        start = (rect.right - 70, rect.bottom - 80)
        x, y = parts.lerp(start, (bottom.right + 12, bottom.y + 30), land)
        parts.card(surface, pygame.Rect(int(x), int(y), 56, 64), BY_ID["A22"])
    message_y = bottom.bottom + 10
    if not tie and land >= 1:
        parts.label(surface, _("Fury: +2 power"), {"midtop": (rect.centerx, message_y)}, rect.width - 30, 15,
                    theme.GOLD, True)  # fmt: skip
    if not tie and local > 3.6:
        parts.label(surface, _("7 beats 6: the defender is killed"), {"midtop": (rect.centerx, message_y + 24)},
                    rect.width - 30, 17, theme.HIGHLIGHT, True)  # fmt: skip
    if tie and local > 1.2:
        parts.label(surface, _("A tie kills both dragons"), {"midtop": (rect.centerx, message_y + 24)},
                    rect.width - 30, 17, theme.DANGER, True)  # fmt: skip
    diagram_kit.caption(surface, rect, _("Higher power wins; the loser is killed"))


def _terrain(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """A ground dragon attacks a face-down card: Sucking Mire triggers, kills it, pays its
    owner 2 gold and is refilled from the Lair. Then a Scout destroys a terrain harmlessly."""
    loop = t % 12.0
    scout = loop >= 6.0
    local = loop - 6.0 if scout else loop
    top, bottom = _duel_spots(rect)
    attacker = BY_ID["D15"] if scout else BY_ID["D04"]
    terrain = BY_ID["T03"] if scout else BY_ID["T01"]
    mine_rect = pygame.Rect(rect.right - 200, rect.y + 150, 180, 44)
    parts.mine(surface, mine_rect, _("Gold Mine"), t)
    lair = pygame.Rect(rect.right - 90, rect.y + 30, 56, 66)
    art.draw_back(surface, lair, "lair")
    parts.label(
        surface, _("Lair"), {"midtop": (lair.centerx, lair.bottom + 2)}, 80, 13, theme.TEXT_DIM
    )
    diagram_kit.arrow(
        surface, (bottom.centerx, bottom.top - 4), (top.centerx, top.bottom + 6), theme.HIGHLIGHT, 4
    )
    owner = (rect.x + 50, top.centery)
    parts.coin(surface, owner, "", 14)
    parts.label(
        surface, _("Its owner"), {"midtop": (owner[0], owner[1] + 18)}, 90, 13, theme.TEXT_DIM
    )
    if local < 0.5:
        art.draw_back(surface, top, "lair")
    elif local < 1.1:
        parts.flip(surface, top, terrain, (local - 0.5) / 0.6)
    elif local < 3.2:
        parts.card(surface, top, terrain)
    elif not scout:
        refill = parts.ease((local - 3.6) / 0.8)
        x, y = parts.lerp(lair.topleft, top.topleft, refill)
        parts.burn(surface, top, terrain, (local - 3.2) / 0.5)
        if refill > 0:
            art.draw_back(surface, pygame.Rect(int(x), int(y), top.width, top.height), "lair")
    else:
        parts.burn(surface, top, terrain, (local - 3.2) / 0.5)
        if local > 3.7:
            parts.empty(surface, top)
    if 1.1 <= local < 3.4:
        room = lair.x - top.right - 20
        parts.lines(surface, words.card_text(terrain), (top.right + 10, top.y + 30), room, 4, 13,
                    theme.TEXT_DIM)  # fmt: skip
    if scout:
        parts.card(surface, bottom, attacker)
        if local > 1.4:
            parts.label(surface, _("A Scout destroys it: no effect, no gold, no refill"),
                        {"midtop": (rect.centerx, bottom.bottom + 10)}, rect.width - 20, 15, theme.JADE, True)  # fmt: skip
    else:
        parts.burn(surface, bottom, attacker, (local - 1.6) / 0.8)
        if local > 1.4:
            parts.label(surface, _("It triggers: the attacker is killed"), {"midtop": (rect.centerx, bottom.bottom + 10)},
                        rect.width - 20, 15, theme.DANGER, True)  # fmt: skip
        if 2.0 < local < 3.6:
            parts.fly_coins(surface, mine_rect.center, owner, 2, (local - 2.0) / 1.4)
        if local > 2.2:
            parts.label(surface, _("+2 gold to its owner, then a refill"), {"midtop": (rect.centerx, bottom.bottom + 32)},
                        rect.width - 20, 15, art.COIN, True)  # fmt: skip
    diagram_kit.caption(surface, rect, _("Terrain springs on the attacker"))


def _help(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """Two dragons side by side in a row: one fights, the other pays 2 gold and adds its
    power."""
    loop = t % 7.0
    defender, fighter, helper = BY_ID["D09"], BY_ID["D21"], BY_ID["D24"]
    top = pygame.Rect(rect.centerx - 52, rect.y + 16, BIG_W, BIG_H)
    fight = pygame.Rect(rect.centerx - 120, rect.y + 190, 96, 110)
    side = pygame.Rect(rect.centerx + 20, rect.y + 190, 96, 110)
    parts.card(surface, top, defender)
    parts.card(surface, fight, fighter)
    parts.card(surface, side, helper)
    band = fight.union(side).inflate(14, 10)
    pygame.draw.rect(surface, theme.PANEL_EDGE, band, 1, border_radius=8)
    parts.label(
        surface,
        _("The same row"),
        {"midtop": (band.centerx, band.bottom + 4)},
        band.width,
        13,
        theme.TEXT_DIM,
    )
    diagram_kit.arrow(
        surface,
        (fight.centerx, fight.top - 4),
        (top.centerx - 20, top.bottom + 6),
        theme.HIGHLIGHT,
        4,
    )
    helped = loop > 2.6
    parts.power(surface, (top.right + 40, top.centery), 7, 20)
    parts.power(surface, (fight.x - 30, fight.centery), 8 if helped else 4, 20)
    if 1.2 < loop:
        parts.glow(surface, side, t, theme.JADE)
        parts.label(surface, _("Help 2: pay 2 gold, add its power 4"), {"midtop": (rect.centerx, band.bottom + 24)},
                    rect.width - 20, 15, theme.JADE, True)  # fmt: skip
    if 1.4 < loop < 2.8:
        parts.fly_coins(
            surface,
            (side.right + 30, side.bottom),
            (rect.right - 30, rect.y + 40),
            2,
            (loop - 1.4) / 1.2,
        )
        diagram_kit.arrow(
            surface, (side.x, side.centery), (fight.right + 4, fight.centery), theme.JADE, 3
        )
    if loop > 3.6:
        parts.label(surface, _("8 beats 7; the helper does not fight"), {"midtop": (rect.centerx, band.bottom + 48)},
                    rect.width - 20, 15, theme.HIGHLIGHT, True)  # fmt: skip
    diagram_kit.caption(surface, rect, _("Help ignores range: only the row counts"))


# ----------------------------------------------------------------------------- card kinds

ACTION_WHEN = N_("Either player, in the action phases of the player whose turn it is.")
"""When a plain Action may be played (words.KIND_NOTES has the other kinds)."""
OWN_KINDS = (("R03", "treasure"), ("A06", "action"), ("A10", "hidden-own"), ("A13", "slayer"))
ANSWER_KINDS = (
    ("A18", "intercept"),
    ("A22", "battle"),
    ("A26", "battle-reaction"),
    ("A28", "reaction"),
)


def _kinds(rows: tuple[tuple[str, str], ...]) -> Painter:
    """A painter of four card kinds down the frame: a card, its kind and when it is played;
    the rows are lit in turn."""

    def paint(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
        lit = int(t / 2.0) % len(rows)
        pitch = (rect.height - 40) // len(rows)
        for index, (cid, kind) in enumerate(rows):
            card = BY_ID[cid]
            y = rect.y + 12 + index * pitch
            spot = pygame.Rect(rect.x + 16, y, 76, pitch - 14)
            lift = 6 if index == lit else 0
            parts.card(surface, spot.move(0, -lift), card)
            if index == lit:
                parts.glow(surface, spot.move(0, -lift), t)
            colour = art.KIND_COLOURS.get(kind, theme.TEXT)
            room = rect.right - spot.right - 24
            parts.label(surface, _(words.KIND_NAMES.get(kind, N_("Action"))), {"topleft": (spot.right + 14, y + 2)},
                        room, 17, colour, True)  # fmt: skip
            when = ACTION_WHEN if kind == "action" else words.KIND_NOTES[kind]
            parts.lines(surface, _(when), (spot.right + 14, y + 26), room, 3, 14,
                        theme.TEXT if index == lit else theme.TEXT_DIM)  # fmt: skip
        diagram_kit.caption(surface, rect, _("Each kind has its moment"))

    return paint


# ----------------------------------------------------------------------------- hand and piles


def _hand(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """Nine cards at the end of a turn: two go to the discard pile; an empty pile draws
    nothing and the game goes on."""
    loop = t % 7.0
    cards = [BY_ID[c] for c in ("A22", "A24", "R01", "A06", "A28", "R03", "A23", "A02", "A13")]
    pile = pygame.Rect(rect.right - 90, rect.y + 40, 60, 70)
    parts.empty(surface, pile)
    parts.label(
        surface,
        _("Discard pile"),
        {"midtop": (pile.centerx, pile.bottom + 4)},
        110,
        13,
        theme.TEXT_DIM,
    )
    gone = parts.ease((loop - 1.2) / 1.0)
    kept = 0
    for index, card in enumerate(cards):
        home = pygame.Rect(rect.x + 14 + index * 36, rect.y + 60, 52, 62)
        if index >= 7:
            x, y = parts.lerp(home.topleft, pile.topleft, gone)
            parts.card(surface, pygame.Rect(int(x), int(y), 52, 62), card)
        else:
            parts.card(surface, home, card)
            kept += 1
    count = 9 if gone < 1 else 7
    in_hand = ngettext("{n} card in hand", "{n} cards in hand", count).format(n=count)
    parts.label(surface, in_hand, {"midtop": (rect.x + 140, rect.y + 132)}, 260, 16,
                theme.GOLD if count == 7 else theme.DANGER, True)  # fmt: skip
    parts.label(
        surface,
        _("At most 7 after your turn"),
        {"midtop": (rect.centerx, rect.y + 160)},
        rect.width - 20,
        15,
    )
    horde = pygame.Rect(rect.x + 60, rect.y + 230, 60, 70)
    parts.empty(surface, horde)
    parts.label(
        surface,
        _("Empty Horde"),
        {"midtop": (horde.centerx, horde.bottom + 4)},
        140,
        13,
        theme.TEXT_DIM,
    )
    if loop > 3.2:
        diagram_kit.no_badge(surface, (horde.right, horde.y))
        parts.lines(surface, _("Nothing to draw: you skip the draw and play on."), (horde.right + 30, horde.y + 10),
                    rect.right - horde.right - 50, 3, 15)  # fmt: skip
    diagram_kit.caption(surface, rect, _("Hand limit 7; an empty pile is no loss"))


# ----------------------------------------------------------------------------- scoring

SCORE_LINES: tuple[tuple[str, str], ...] = (
    (N_("Winning the game"), "25"),
    (N_("Dragons on your field"), "+3"),
    (N_("Terrain on your field"), "+2"),
    (N_("Your gold"), "+14"),
)


def _scoring(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """The winner's score line by line, the loser's half gold, the loser starts next."""
    loop = t % 9.0
    left, right = rect.x + 24, rect.right - 30
    y = rect.y + 20
    parts.label(
        surface, _("The winner"), {"topleft": (left, y)}, right - left, 18, theme.GOLD, True
    )
    y += 34
    for index, (name, value) in enumerate(SCORE_LINES):
        if loop < 0.5 + 0.7 * index:
            break
        parts.label(surface, _(name), {"topleft": (left + 10, y)}, right - left - 80, 16)
        parts.label(surface, value, {"topright": (right, y)}, 70, 16, theme.TEXT, True)
        y += 30
    if loop > 3.4:
        pygame.draw.line(surface, theme.PANEL_EDGE, (left, y + 2), (right, y + 2), 1)
        parts.label(
            surface,
            _("Victory points"),
            {"topleft": (left + 10, y + 8)},
            right - left - 80,
            17,
            theme.GOLD,
            True,
        )
        parts.label(surface, "44", {"topright": (right, y + 8)}, 70, 17, theme.GOLD, True)
    y = rect.y + 250
    if loop > 4.4:
        parts.label(
            surface, _("The loser"), {"topleft": (left, y)}, right - left, 18, theme.DANGER, True
        )
        parts.label(
            surface,
            _("Half their gold: 9 / 2 = 4"),
            {"topleft": (left + 10, y + 32)},
            right - left - 10,
            16,
        )
    if loop > 5.8:
        parts.label(surface, _("The loser starts the next game"), {"midtop": (rect.centerx, y + 80)},
                    rect.width - 20, 16, theme.HIGHLIGHT, True)  # fmt: skip
    diagram_kit.caption(surface, rect, _("Gold left over is worth victory points"))


# ----------------------------------------------------------------------------- the decks

DECK_LINES: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    (
        "stormwing",
        N_("Flyers that strike hard and far"),
        ("D28", "D26", "D21", "T01", "R09", "A23"),
    ),
    (
        "stoneheart",
        N_("Ground dragons, terrain and treasure"),
        ("D12", "D11", "D08", "T02", "R02", "A19"),
    ),
    (
        "shadowscale",
        N_("Scouts, hidden actions and slayers"),
        ("D18", "D16", "D29", "T07", "A11", "A16"),
    ),
)
"""(deck, what it does, six of its cards) for the decks diagram."""


def _decks(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """The three preconstructed decks, each in a line: its name, what it does and six cards."""
    pitch = (rect.height - 30) // 3
    for row, (deck, line, cards) in enumerate(DECK_LINES):
        y = rect.y + 10 + row * pitch
        colour = art.DECK_COLOURS[deck]
        name = parts.label(
            surface, _(DECKS[deck].name), {"topleft": (rect.x + 16, y)}, 200, 18, colour, True
        )
        parts.label(surface, _(line), {"topleft": (rect.x + 16, name.bottom + 2)},
                    rect.width - 32, 14, theme.TEXT_DIM)  # fmt: skip
        for index, cid in enumerate(cards):
            u = parts.ease((t - 0.3 * row - 0.12 * index) / 0.4)
            spot = pygame.Rect(rect.x + 16 + index * 72, y + 46 + int(16 * (1 - u)), 66, 72)
            if u > 0:
                parts.card(surface, spot, BY_ID[cid], int(255 * u))
    diagram_kit.caption(surface, rect, _("Three decks to start with"))


DIAGRAMS: dict[str, Painter] = {
    "battle": _battle,
    "terrain": _terrain,
    "help": _help,
    "kinds_own": _kinds(OWN_KINDS),
    "kinds_answer": _kinds(ANSWER_KINDS),
    "hand": _hand,
    "scoring": _scoring,
    "decks": _decks,
}
"""Diagram id -> painter (diagrams.py adds them to the others)."""
