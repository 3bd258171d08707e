"""What the player can point at in a Dragon Bridge decision: hand cards, lit squares, Nest cards,
market items, hacks, bonus toggles and buttons, each with the action(s) it plays.

The engine splits a turn into small steps (card, direction, distance, bonuses...). A target may
carry several of them: clicking a lit square after choosing a card plays the card, the direction
and the distance at once (the board queues the later steps). Squares are found by `peek`, which
tries the steps on a copy of the game for the deciding seat only. Actions are read through the
rules' decoder (`actions.decode_action`); labels are translated as the targets are built.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.core.text import N_
from game.i18n import _, ngettext
from game.rules.dragon_bridge import actions
from game.rules.dragon_bridge.board import STEP
from game.rules.dragon_bridge.hacks import HACK_TYPES

from . import layout
from .words import card_name, hack_name, item_name, source_name, trigger_name, wizard_name

Peek = Callable[[Sequence[int]], tuple[Any, list[int]] | None]

GEM_LABELS = {
    actions.GEM_PASS: N_("Pass (no gem action)"),
    actions.GEM_TELEPORT: N_("Spend a gem: TELEPORT 1"),
    actions.GEM_BUMP: N_("Spend a gem: BUMP 1"),
    actions.GEM_READY: N_("READY a gem"),
    actions.GEM_ITEM: N_("Buy an item"),
    actions.GEM_HACK: N_("Play a Bridge Hack"),
    actions.GEM_STASH: N_("Stash your gems"),
    actions.GEM_PARK: N_("Park a gem"),
    actions.GEM_TREVOR: N_("Trevor: card into the Nest"),
    actions.GEM_WHISTLE: N_("Dragon Whistle: flip a card"),
}
"""The gem-phase buttons (msgids, translated when the buttons are built)."""

EFFECT_LABELS = {
    "move": N_("MOVE {n}"),
    "teleport": N_("TELEPORT {n}"),
    "bump": N_("BUMP {n}"),
}
"""A lit square's words: the effect and how far (msgids)."""


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


def effect_label(effect: str | None, distance: int) -> str:
    """ "MOVE 3", "TELEPORT 1", "BUMP 2": what a lit square does, translated."""
    return _(EFFECT_LABELS.get(effect or "move", EFFECT_LABELS["move"])).format(n=distance)


def button_label(action: int, seats: Sequence[Any]) -> str:
    """The words on a decision button."""
    info = actions.decode_action(action)
    code = info.code
    if code == actions.GEM:
        return _(GEM_LABELS[info.arg])
    if code == actions.PARK:
        return _("Park a READY gem") if info.parks_ready else _("Park a DEPLETED gem")
    if code == actions.USE:
        return _("Use {power}").format(power=source_name(info.arg))
    if code == actions.DECLINE:
        return _("No, thanks")
    if code == actions.WIZARD:
        return wizard_name(info.arg)
    if code == actions.SEARCH:
        return _("Take {card}").format(card=card_name(info.card))
    if code == actions.BONUS_DONE:
        return _("BUMP!")
    if code == actions.BUY:
        return _("Buy {item}").format(item=item_name(info.arg))
    if code == actions.HACK:
        return _("{hack} ({cost} white)").format(
            hack=hack_name(info.arg), cost=HACK_TYPES[info.arg].cost
        )
    if code == actions.PLAY:
        return _("Play {card}").format(card=card_name(info.card))
    if code == actions.ORDER:
        return _("{power} first").format(power=trigger_name(info.arg))
    return _other_label(info)


def _other_label(info: actions.ActionInfo) -> str:
    """Words for choices that are usually pointed at on the board, should one be a button."""
    code = info.code
    if code == actions.DIR:
        return _("Left") if info.direction == 0 else _("Right")
    if code == actions.GO:
        distance = info.distance or 0
        return ngettext("{n} square", "{n} squares", distance).format(n=distance)
    if code == actions.NEST:
        return _("Put {card} into the Nest").format(card=card_name(info.card))
    if code == actions.GIVE:
        return _("Give {card}").format(card=card_name(info.card))
    if code == actions.RETURN:
        return _("Return {card}").format(card=card_name(info.card))
    if code == actions.TILE:
        return _("Square {square}").format(square=info.arg + 1)
    if code == actions.REWIRE:
        return _("Move {hack}").format(hack=hack_name(info.arg))
    if code in actions.NEST_KINDS:
        # Translators: a Nest card chosen by its place in the Nest, counted from the oldest.
        return _("Nest card {number}").format(number=info.arg + 1)
    return actions.action_text(actions.make(code, info.arg))  # no human decision of its own


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
    if view_p.terminal:
        return _escape_target(view_p, seat, prefix)
    directions = [a for a in legal_p if actions.kind_of(a) == actions.DIR]
    step = view_p.step
    if not directions or step is None or step.effect is None:
        return None
    targets: list[Target] = []
    seen_tiles: set[tuple[int, int]] = set()
    for action in directions:
        result = peek(prefix + (action,))
        if result is None:
            continue
        if step.effect in ("move", "teleport"):
            targets += _travel_targets(view_p, seat, prefix, action, result[1], seen_tiles)
        else:
            targets.append(_bump_target(peek, view_p, seat, prefix, action, result[0]))
    targets.sort(key=lambda t: (t.tile, t.direction))
    return targets


def _escape_target(view: Any, seat: int, prefix: tuple[int, ...]) -> list[Target] | None:
    """The square a winning MOVE escapes from (None when the steps end the match otherwise)."""
    outcome = view.outcome
    if outcome is None or seat not in outcome.winners:
        return None
    tile = view.positions[seat]
    rect = layout.tile_rect(view.length, tile)
    return [Target("escape", rect, prefix, _("ESCAPE!"), tile=tile, effect="move")]


def _travel_targets(
    view: Any,
    seat: int,
    prefix: tuple[int, ...],
    direction_action: int,
    legal_after: list[int],
    seen_tiles: set[tuple[int, int]],
) -> list[Target]:
    """The landing squares of a MOVE / TELEPORT in one direction (one per distance)."""
    step = view.step
    direction = actions.decode_action(direction_action).direction or 0
    gos = [a for a in legal_after if actions.kind_of(a) == actions.GO]
    start = view.positions[seat]
    options = [
        (actions.decode_action(g).distance or 0, prefix + (direction_action, g)) for g in gos
    ]
    targets = []
    for distance, steps in options or [(0, prefix + (direction_action,))]:
        tile = start + STEP[direction] * distance
        if distance == 0 and (tile, 0) in seen_tiles:
            continue
        seen_tiles.add((tile, distance))
        targets.append(
            Target(
                "tile",
                layout.tile_rect(view.length, tile),
                steps,
                effect_label(step.effect, distance),
                tile=tile,
                direction=direction,
                distance=distance,
                effect=step.effect,
            )  # fmt: skip
        )
    return targets


def _bump_target(
    peek: Peek, view: Any, seat: int, prefix: tuple[int, ...], direction_action: int, aimed: Any
) -> Target:
    """Where the rival lands when the BUMP goes this way (bonuses not yet chosen: none)."""
    victim = 1 - seat
    landing = aimed.positions[victim]
    amount = None
    if aimed.step is not None and aimed.step.kind == "bump_bonus":
        amount = aimed.step.amount
        done = peek(prefix + (direction_action, actions.make(actions.BONUS_DONE)))
        if done is not None:
            landing = done[0].positions[victim]
    distance = abs(landing - view.positions[victim])
    label = effect_label("bump", amount if amount is not None else distance)
    direction = actions.decode_action(direction_action).direction
    return Target("tile", layout.tile_rect(view.length, landing), prefix + (direction_action,),
                  label, tile=landing, direction=direction, distance=distance, effect="bump")  # fmt: skip


def hand_targets(view: Any, seat: int, legal: list[int], kinds: frozenset[int]) -> list[Target]:
    """Hand cards that one of the legal actions names (play, nest, give, return)."""
    hand = view.hands[seat] or ()
    by_card = {actions.card_of(a): a for a in legal if actions.kind_of(a) in kinds}
    targets = []
    for index, (card, rect) in enumerate(zip(hand, layout.hand_rects(len(hand)), strict=False)):
        action = by_card.get(card)
        if action is None:
            continue
        select = actions.kind_of(action) == actions.PLAY
        # Translators: a hand card's number key and its name, e.g. "2: Dash".
        label = _("{key}: {card}").format(key=index + 1, card=card_name(card))
        targets.append(
            Target("card", rect, (action,), label, card=card, select=select, extra={"index": index})
        )
    return targets


def board_targets(view: Any, seat: int, legal: list[int]) -> tuple[list[Target], list[int]]:
    """Targets on the board for Nest, market, hack and square decisions; the rest stay buttons."""
    targets: list[Target] = []
    rest: list[int] = []
    for action in legal:
        target = _board_target(view, action)
        if target is None:
            rest.append(action)
        else:
            targets.append(target)
    targets.sort(key=lambda t: (t.kind != "nest", t.rect.x))
    return targets, rest


def _board_target(view: Any, action: int) -> Target | None:
    """The Nest card, market item, hack or square an action points at (None: a button)."""
    info = actions.decode_action(action)
    code, arg = info.code, info.arg
    if code in actions.NEST_KINDS and arg < len(view.nest):
        card = view.nest[arg][0]
        rect = layout.nest_rects(len(view.nest))[arg]
        return Target("nest", rect, (action,), nest_label(code, card), card=card)
    if code == actions.BUY and arg in view.market:
        rect = layout.market_rects(len(view.market))[view.market.index(arg)]
        return Target("market", rect, (action,), _("Buy {item}").format(item=item_name(arg)))
    if code == actions.HACK and arg in view.hack_row:
        rect = layout.hack_rects(len(view.hack_row))[view.hack_row.index(arg)]
        return Target("hack", rect, (action,), _("Play {hack}").format(hack=hack_name(arg)))
    if code == actions.TILE:
        rect = layout.tile_rect(view.length, arg)
        label = _("Square {square}").format(square=arg + 1)
        return Target("tile", rect, (action,), label, tile=arg, effect="hack")
    if code == actions.REWIRE:
        tile = next((t for t, h in view.hacks_in_play if h == arg), 0)
        rect = layout.tile_rect(view.length, tile)
        label = _("Move {hack}").format(hack=hack_name(arg))
        return Target("placed", rect, (action,), label, tile=tile)
    return None


def nest_label(code: int, card: int | None) -> str:
    """Bait takes, Dazzle turns down, the Whistle flips a Nest card (named when it is known)."""
    if card is None:
        hidden = {
            actions.TAKE: _("Take face-down card"),
            actions.DAZZLE: _("Turn down face-down card"),
            actions.WHISTLE: _("Flip face-down card"),
        }
        return hidden[code]
    known = {
        actions.TAKE: _("Take {card}"),
        actions.DAZZLE: _("Turn down {card}"),
        actions.WHISTLE: _("Flip {card}"),
    }
    return known[code].format(card=card_name(card))


def button_targets(
    choices: list[int], seats: Sequence[Any], selectable: frozenset[int]
) -> list[Target]:
    """Buttons for the remaining decisions (gem actions, powers, wizards, deck search)."""
    rects = layout.button_rects(len(choices))
    return [
        Target("button", rect, (action,), button_label(action, seats), select=action in selectable)
        for action, rect in zip(choices, rects, strict=False)
    ]


def name_the_owners(found: list[Target], step: Any, seat: int) -> None:
    """Buttons whose words depend on the step: a rival's power in an "order" step says whose
    it is; declining Bill Milton's Shakedown keeps your cards."""
    if step is None or step.kind not in ("order", "give"):
        return
    owners = dict(step.triggers)
    for target in found:
        if target.kind != "button" or not target.actions:
            continue
        info = actions.decode_action(target.actions[0])
        if info.code == actions.ORDER and owners.get(info.arg, seat) != seat:
            # Translators: ordering powers that trigger together: the rival's power goes first.
            target.label = _("Rival's {power} first").format(power=trigger_name(info.arg))
        elif info.code == actions.DECLINE and step.kind == "give":
            target.label = _("Keep my cards")


def toggle_targets(view: Any, legal: list[int]) -> list[Target]:
    """BUMP bonus toggles (in the engine's fixed order) and the BUMP! button."""
    bonuses = [a for a in legal if actions.kind_of(a) == actions.BONUS]
    rects = layout.button_rects(len(bonuses) + 1)
    targets = []
    for action, rect in zip(bonuses, rects, strict=False):
        source = actions.decode_action(action).arg
        targets.append(
            Target("toggle", rect, (action,), source_name(source), extra={"source": source})
        )
    done = (actions.make(actions.BONUS_DONE),)
    targets.append(Target("button", rects[len(bonuses)], done, _("BUMP!")))
    return targets
