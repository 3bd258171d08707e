"""What a Bridge Hack, a magic item or a wizard does, said before it is played, bought or picked.

The plaques in the market and the hack row have room for a name, and the wizard buttons for
a name only; a newcomer could not tell what a choice does until after making it. These
explanations are shown on pointing (a tooltip beside the plaque) and on keyboard focus (in the
action panel, or under the wizard buttons), as a hand card's words are. Each is a title and a
body: the effect first, then what it costs and where it goes, in our own words.
"""

from __future__ import annotations

from typing import Any

from game.core.text import N_
from game.i18n import _, ngettext
from game.rules.dragon_bridge import actions
from game.rules.dragon_bridge.hacks import HACK_TYPES
from game.rules.dragon_bridge.items import ITEM_COST
from game.rules.dragon_bridge.wizards import WIZARDS, item_price

from .words import hack_name, hack_text, item_name, item_text, wizard_name, wizard_text

Explanation = tuple[str, str]
"""A title (the thing's name) and a body (one or more lines joined by "\\n"), translated."""

PLACEMENTS = {
    "none": N_("Not placed on the bridge: it works as soon as it is played."),
    "empty": N_("Goes on any square without a wizard or another hack."),
    "plain": N_("Goes on a square that is not orange, without a wizard or another hack."),
    "vein": N_(
        "Goes on a square that is neither orange nor a gem square, without a wizard "
        "or another hack."
    ),  # fmt: skip
    "orange": N_("Goes on an orange end square without a wizard or another hack."),
    "rewire": N_("Moves a hack that is already on the bridge, then is discarded."),
}
"""Where a hack of each placement may go (hacks.HackType.placement), as msgids."""


def hack_explanation(hack: int) -> Explanation:
    """A Bridge Hack: its name with its price in white gems, its effect and where it goes."""
    spec = HACK_TYPES[hack]
    title = _("{hack} ({cost} white)").format(hack=hack_name(hack), cost=spec.cost)
    return title, hack_text(hack) + "\n" + _(PLACEMENTS[spec.placement])


def hack_tip(hack: int) -> str:
    """A hack plaque's tooltip: its explanation and where white gems come from."""
    return as_text(hack_explanation(hack)) + "\n" + _("Every BUMP you make gains you a white gem.")


def item_explanation(item: int, cost: int = ITEM_COST) -> Explanation:
    """A magic item: its effect, how long it lasts and its price in READY gems."""
    # Translators: under an item's effect: how it is bought and how long it is kept.
    note = ngettext(
        "Costs {n} READY gem in your gem phase; kept for the rest of the match.",
        "Costs {n} READY gems in your gem phase; kept for the rest of the match.",
        cost,
    ).format(n=cost)
    return item_name(item), item_text(item) + "\n" + note


def wizard_explanation(wizard: int) -> Explanation:
    """A wizard: its powers, and what RED means when one of them is RED (the others are
    optional, which the card's "you may" already says)."""
    spec = WIZARDS[wizard]
    body = wizard_text(wizard)
    if spec.move_penalty_red or spec.bumped_reduction_red or spec.max_items_red:
        body += "\n" + _("RED: that power always applies; you cannot refuse it.")
    return wizard_name(wizard), body


def item_cost_for(view: Any, seat: int | None) -> int:
    """READY gems `seat` pays for an item (its wizard may pay less); the usual price without a
    seat or a wizard."""
    if seat is None or view is None:
        return ITEM_COST
    return item_price(view.wizards[seat])


def action_explanation(action: int, view: Any, seat: int | None) -> Explanation | None:
    """The explanation of what an action buys, plays or picks (None: it needs none here)."""
    info = actions.decode_action(action)
    if info.code == actions.HACK:
        return hack_explanation(info.arg)
    if info.code == actions.BUY:
        return item_explanation(info.arg, item_cost_for(view, seat))
    if info.code == actions.WIZARD:
        return wizard_explanation(info.arg)
    return None


def as_text(explanation: Explanation) -> str:
    """Title and body as one text for a tooltip (the title on its own line)."""
    return explanation[0] + "\n" + explanation[1]
