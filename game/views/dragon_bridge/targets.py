"""What the player can point at in a Dragon Bridge decision: hand cards, lit squares, Nest cards,
market items, hacks, bonus toggles and buttons, each with the action(s) it plays.

The engine splits a turn into small steps (card, direction, distance, bonuses...). A target may
carry several of them: clicking a lit square after choosing a card plays the card, the direction
and the distance at once (the board queues the later steps). Squares are found by `peek`, which
tries the steps on a copy of the game for the deciding seat only.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.rules.dragon_bridge import actions as A
from game.rules.dragon_bridge.board import STEP
from game.rules.dragon_bridge.cards import CARD_TYPES
from game.rules.dragon_bridge.hacks import HACK_TYPES
from game.rules.dragon_bridge.items import ITEM_TYPES
from game.rules.dragon_bridge.wizards import WIZARDS

from . import layout

Peek = Callable[[Sequence[int]], tuple[Any, list[int]] | None]

GEM_LABELS = {
    A.GEM_PASS: "Pass (no gem action)",
    A.GEM_TELEPORT: "Spend a gem: TELEPORT 1",
    A.GEM_BUMP: "Spend a gem: BUMP 1",
    A.GEM_READY: "READY a gem",
    A.GEM_ITEM: "Buy an item",
    A.GEM_HACK: "Play a Bridge Hack",
    A.GEM_STASH: "Stash your gems",
    A.GEM_PARK: "Park a gem",
    A.GEM_TREVOR: "Trevor: card into the Nest",
    A.GEM_WHISTLE: "Dragon Whistle: flip a card",
}


@dataclass
class Target:
    """One thing to point at: its kind, rectangle, the actions it plays and how it reads."""

    kind: str  # card, tile, escape, nest, market, hack, placed, toggle, button
    rect: pygame.Rect
    actions: tuple[int, ...]
    label: str = ""
    card: int | None = None
    tile: int | None = None
    direction: int | None = None
    distance: int | None = None
    effect: str | None = None
    select: bool = False  # activating selects (shows squares) instead of playing
    extra: dict[str, Any] = field(default_factory=dict)


def button_label(action: int, seats: Sequence[Any]) -> str:
    """The words on a decision button."""
    info = A.decode_action(action)
    kind = info.kind
    if kind == "gem":
        return GEM_LABELS.get(info.arg, f"Gem: {info.name}")
    if kind == "park":
        return f"Park a {info.name.upper()} gem"
    if kind == "use":
        return f"Use {info.name}"
    if kind == "decline":
        return "No, thanks"
    if kind == "wizard":
        return WIZARDS[info.arg].name
    if kind == "search":
        return f"Take {info.name}"
    if kind == "bonuses done":
        return "BUMP!"
    if kind == "buy":
        return f"Buy {info.name}"
    if kind == "hack":
        return f"{info.name} ({HACK_TYPES[info.arg].cost} white)"
    if kind == "play":
        return f"Play {info.name}"
    return A.action_text(action)


def movement_targets(
    peek: Peek, view: Any, legal: list[int], seat: int, prefix: tuple[int, ...]
) -> list[Target] | None:
    """Lit squares for a MOVE / TELEPORT / BUMP reached through `prefix` (None: not a movement)."""
    if prefix:
        result = peek(prefix)
        if result is None:
            return None
        view_p, legal_p = result
    else:
        view_p, legal_p = view, legal
    length = view.length
    if view_p.terminal:
        outcome = view_p.outcome
        if outcome is not None and seat in outcome.winners:
            tile = view_p.positions[seat]
            rect = layout.tile_rect(length, tile)
            return [Target("escape", rect, prefix, "ESCAPE!", tile=tile, effect="move")]
        return None
    dirs = [a for a in legal_p if a // 100 == A.DIR]
    step = view_p.step
    if not dirs or step is None or step.effect is None:
        return None
    targets: list[Target] = []
    victim = 1 - seat
    seen_tiles: set[tuple[int, int]] = set()
    for action in dirs:
        direction = action % 100
        result = peek(prefix + (action,))
        if result is None:
            continue
        view_d, legal_d = result
        if step.effect in ("move", "teleport"):
            gos = [a for a in legal_d if a // 100 == A.GO]
            start = view_p.positions[seat]
            options = [(g % 100, prefix + (action, g)) for g in gos] or [(0, prefix + (action,))]
            for distance, actions in options:
                tile = start + STEP[direction] * distance
                if distance == 0 and (tile, 0) in seen_tiles:
                    continue
                seen_tiles.add((tile, distance))
                label = f"{step.effect.upper()} {distance}"
                targets.append(
                    Target(
                        "tile",
                        layout.tile_rect(length, tile),
                        actions,
                        label,
                        tile=tile,
                        direction=direction,
                        distance=distance,
                        effect=step.effect,
                    )  # fmt: skip
                )
        else:
            landing = view_d.positions[victim]
            amount = None
            if view_d.step is not None and view_d.step.kind == "bump_bonus":
                amount = view_d.step.amount
                done = peek(prefix + (action, A.make(A.BONUS_DONE)))
                if done is not None:
                    landing = done[0].positions[victim]
            distance = abs(landing - view_p.positions[victim])
            label = f"BUMP {amount if amount is not None else distance}"
            targets.append(
                Target(
                    "tile",
                    layout.tile_rect(length, landing),
                    prefix + (action,),
                    label,
                    tile=landing,
                    direction=direction,
                    distance=distance,
                    effect="bump",
                )  # fmt: skip
            )
    targets.sort(key=lambda t: (t.tile, t.direction))
    return targets


def hand_targets(view: Any, seat: int, legal: list[int], kinds: tuple[int, ...]) -> list[Target]:
    """Hand cards that one of the legal actions names (play, nest, give, return)."""
    hand = view.hands[seat] or ()
    by_card = {a % 100: a for a in legal if a // 100 in kinds}
    targets = []
    for index, (card, rect) in enumerate(zip(hand, layout.hand_rects(len(hand)), strict=False)):
        action = by_card.get(card)
        if action is None:
            continue
        select = action // 100 == A.PLAY
        label = f"{index + 1}: {CARD_TYPES[card].name}"
        targets.append(
            Target("card", rect, (action,), label, card=card, select=select, extra={"index": index})
        )
    return targets


def board_targets(view: Any, seat: int, legal: list[int]) -> tuple[list[Target], list[int]]:
    """Targets on the board for Nest, market, hack and square decisions; the rest stay buttons."""
    targets: list[Target] = []
    rest: list[int] = []
    nest_rects = layout.nest_rects(len(view.nest))
    market = layout.market_rects(len(view.market))
    hack_row = layout.hack_rects(len(view.hack_row))
    for action in legal:
        kind, arg = divmod(action, 100)
        if kind in (A.TAKE, A.DAZZLE, A.WHISTLE) and arg < len(nest_rects):
            card = view.nest[arg][0]
            name = CARD_TYPES[card].name if card is not None else "face-down card"
            verb = {A.TAKE: "Take", A.DAZZLE: "Turn down", A.WHISTLE: "Flip"}[kind]
            targets.append(Target("nest", nest_rects[arg], (action,), f"{verb} {name}", card=card))
        elif kind == A.BUY and arg in view.market:
            rect = market[view.market.index(arg)]
            targets.append(Target("market", rect, (action,), f"Buy {ITEM_TYPES[arg].name}"))
        elif kind == A.HACK and arg in view.hack_row:
            rect = hack_row[view.hack_row.index(arg)]
            targets.append(Target("hack", rect, (action,), f"Play {HACK_TYPES[arg].name}"))
        elif kind == A.TILE:
            rect = layout.tile_rect(view.length, arg)
            targets.append(
                Target("tile", rect, (action,), f"Square {arg + 1}", tile=arg, effect="hack")
            )
        elif kind == A.REWIRE:
            tile = next((t for t, h in view.hacks_in_play if h == arg), 0)
            rect = layout.tile_rect(view.length, tile)
            targets.append(
                Target("placed", rect, (action,), f"Move {HACK_TYPES[arg].name}", tile=tile)
            )
        else:
            rest.append(action)
    targets.sort(key=lambda t: (t.kind != "nest", t.rect.x))
    return targets, rest


def button_targets(
    actions: list[int], seats: Sequence[Any], selectable: frozenset[int]
) -> list[Target]:
    """Buttons for the remaining decisions (gem actions, powers, wizards, deck search)."""
    rects = layout.button_rects(len(actions))
    return [
        Target("button", rect, (action,), button_label(action, seats), select=action in selectable)
        for action, rect in zip(actions, rects, strict=False)
    ]


def toggle_targets(view: Any, legal: list[int]) -> list[Target]:
    """BUMP bonus toggles (in the engine's fixed order) and the BUMP! button."""
    bonuses = [a for a in legal if a // 100 == A.BONUS]
    rects = layout.button_rects(len(bonuses) + 1)
    targets = []
    for action, rect in zip(bonuses, rects, strict=False):
        name = A.decode_action(action).name
        targets.append(Target("toggle", rect, (action,), name, extra={"source": action % 100}))
    targets.append(Target("button", rects[len(bonuses)], (A.make(A.BONUS_DONE),), "BUMP!"))
    return targets
