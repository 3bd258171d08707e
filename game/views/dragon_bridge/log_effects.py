"""The effect lines of the Dragon Bridge log: everything visible that changed between the
spectator views before and after a ply (squares, gems, items, white gems, hacks, the dragon's
FLIGHT or ROOST, the Nest, the market and the end of the match), one translated sentence each.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.text import N_
from game.i18n import _, ngettext
from game.rules.dragon_bridge import actions
from game.rules.dragon_bridge.actions import ActionInfo
from game.rules.dragon_bridge.cards import CARD_TYPES
from game.rules.dragon_bridge.outcome import ESCAPE, POUNCE

from .words import (
    card_name,
    hack_name,
    item_name,
    item_text,
    power_name,
    power_text,
    wizard_name,
    wizard_text,
)


def decode(text: str) -> ActionInfo | None:
    """The decoded action a log text names (None for a masked text such as "draw a card")."""
    action = actions.from_text(text)
    return None if action is None else actions.decode_action(action)


def effect_lines(before: Any, after: Any, names: Sequence[str], text: str) -> list[str]:
    """Everything visible that changed between two spectator views."""
    info = decode(text)
    lines: list[str] = []
    for seat in (0, 1):
        lines += _seat_lines(before, after, seat, names[seat], info)
    lines += _hack_lines(before, after)
    lines += _dragon_lines(before, after)
    faced = sum(1 for _card, up in after.nest if not up) - sum(
        1 for _card, up in before.nest if not up
    )
    if faced > 0 and not (info is not None and info.code == actions.DAZZLE):
        lines.append(_("A Nest card turns face down"))
    lines += _market_lines(before, after)
    lines += _end_lines(before, after, names)
    return lines


def _seat_lines(
    before: Any, after: Any, seat: int, name: str, info: ActionInfo | None
) -> list[str]:
    """One seat's wizard, square, gems, items and white gems, where they changed."""
    lines: list[str] = []
    wizard = after.wizards[seat]
    if wizard != before.wizards[seat] and wizard >= 0:
        lines.append(
            _("{name} plays as {wizard}: {powers}").format(
                name=name, wizard=wizard_name(wizard), powers=wizard_text(wizard)
            )
        )
    line = _position_line(before, after, seat, name, info)
    if line:
        lines.append(line)
    lines += _gem_lines(before, after, seat, name, info)
    for item in after.items[seat][len(before.items[seat]) :]:
        lines.append(
            _("{name} gains {item}: {effect}").format(
                name=name, item=item_name(item), effect=item_text(item)
            )
        )
    white = after.white_gems[seat] - before.white_gems[seat]
    if white > 0:
        lines.append(
            ngettext("{name} takes {n} white gem", "{name} takes {n} white gems", white).format(
                name=name, n=white
            )
        )
    return lines


def _position_line(
    before: Any, after: Any, seat: int, name: str, info: ActionInfo | None
) -> str | None:
    """How a wizard went from one square to another (walk, blink, bump, shift) or stayed."""
    old, new = before.positions[seat], after.positions[seat]
    step = before.step
    mover = step.seat if step is not None else None
    effect = step.effect if step is not None else None
    if old == new:
        moving = step is not None and step.seat == seat and step.kind in ("move_go", "move_dir")
        if moving and info is not None and info.code in (actions.GO, actions.DIR):
            next_step = after.step
            if not (
                next_step is not None and next_step.kind == "move_go" and next_step.seat == seat
            ):
                return _("{name} stays on square {square}").format(name=name, square=new + 1)
        return None
    if effect == "bump" and mover != seat:
        way = "bumped"
    elif effect == "teleport" and mover == seat:
        way = "teleports"
    elif effect == "move" and mover == seat:
        way = "walks"
    else:
        way = "shifts"
    template = _(MOVED[way][1 if new > old else 0])
    return template.format(name=name, n=abs(new - old), square=new + 1)


MOVED: dict[str, tuple[str, str]] = {
    # Translators: {n} squares moved (left / right), {square} the square it ends on.
    "bumped": (N_("{name} is bumped {n} left to {square}"),
               N_("{name} is bumped {n} right to {square}")),
    # Translators: {n} squares moved (left / right), {square} the square it ends on.
    "teleports": (N_("{name} teleports {n} left to {square}"),
                  N_("{name} teleports {n} right to {square}")),
    # Translators: {n} squares moved (left / right), {square} the square it ends on.
    "walks": (N_("{name} walks {n} left to {square}"),
              N_("{name} walks {n} right to {square}")),
    # Translators: moved by something else (a swap); {n} squares, {square} where it ends.
    "shifts": (N_("{name} shifts {n} left to {square}"),
               N_("{name} shifts {n} right to {square}")),
}  # fmt: skip
"""How a wizard's square changed: (leftward, rightward) msgids by the kind of move."""


def _gem_lines(before: Any, after: Any, seat: int, name: str, info: ActionInfo | None) -> list[str]:
    """READY gems gained or lost by something other than the gem action that says so."""
    gem = info.gem if info is not None else None
    gain = after.ready[seat] - before.ready[seat]
    if gain > 0 and gem != actions.GEM_READY:
        return [
            ngettext("{name} readies {n} gem", "{name} readies {n} gems", gain).format(
                name=name, n=gain
            )
        ]
    spent = (actions.GEM_TELEPORT, actions.GEM_BUMP, actions.GEM_ITEM, actions.GEM_STASH)
    said = gem in spent or (info is not None and info.code == actions.PARK)
    if gain < 0 and not said:
        lost = -gain
        return [
            ngettext("{name} loses {n} READY gem", "{name} loses {n} READY gems", lost).format(
                name=name, n=lost
            )
        ]
    return []


def _hack_lines(before: Any, after: Any) -> list[str]:
    placed_before = {hack: tile for tile, hack in before.hacks_in_play}
    return [
        _("{hack} goes on square {square}").format(hack=hack_name(hack), square=tile + 1)
        for tile, hack in after.hacks_in_play
        if placed_before.get(hack) != tile
    ]


def _dragon_lines(before: Any, after: Any) -> list[str]:
    """A FLIGHT (and the Dragon Power it brings) or a ROOST."""
    if after.dragon_side == before.dragon_side:
        if after.roosts > before.roosts:
            return [_("The dragon ROOSTS: Nest reshuffled")]
        return []
    if after.dragon_side == 0:
        lines = [_("FLIGHT! The dragon flies to the left end")]
    else:
        lines = [_("FLIGHT! The dragon flies to the right end")]
    if after.power_card is not None:
        spec = CARD_TYPES[after.power_card]
        card = card_name(spec.id)
        if spec.power:
            lines.append(
                _("Dragon Power {power} ({card}): {effect}").format(
                    power=power_name(spec.power), card=card, effect=power_text(spec.power)
                )
            )
        else:
            lines.append(_("{card} lies under the dragon: no power").format(card=card))
    return lines


def _market_lines(before: Any, after: Any) -> list[str]:
    lines = [
        _("{item} comes to the market").format(item=item_name(item))
        for item in after.market
        if item not in before.market
    ]
    lines += [
        _("{hack} joins the hack row").format(hack=hack_name(hack))
        for hack in after.hack_row
        if hack not in before.hack_row
    ]
    return lines


def _end_lines(before: Any, after: Any, names: Sequence[str]) -> list[str]:
    if after.outcome is None or before.outcome is not None:
        return []
    outcome = after.outcome
    if outcome.reason == ESCAPE and outcome.winners:
        return [_("{name} ESCAPES the bridge and wins!").format(name=names[outcome.winners[0]])]
    if outcome.reason == POUNCE and outcome.winners:
        winner = outcome.winners[0]
        return [
            _("The dragon POUNCES on {loser}! {winner} wins").format(
                loser=names[1 - winner], winner=names[winner]
            )
        ]
    return [_("The bridge falls silent: a draw by the turn limit")]
