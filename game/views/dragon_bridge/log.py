"""Dragon Bridge move log in plain words, built only from viewer-safe material.

`describe` receives the ply's text as the viewer may read it (a hidden draw is already "draw a
card") and two *spectator* views (no hands, unknown face-down Nest cards as None), so whatever
it writes can never name a hidden card. It names every effect it can see change: walks, blinks,
bumps, gems readied or lost, items, hacks, the Nest, flights, roosts, escapes and pounces.
Every line is one whole translated sentence with named placeholders; the ply text is read only
through the rules' decoder (`actions.from_text`, `decode_action`). This module words the ply
itself; log_effects.py what it changed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.core.protocol import CHANCE
from game.i18n import _, language
from game.rules.dragon_bridge import actions
from game.rules.dragon_bridge.actions import ActionInfo

from .log_effects import decode, effect_lines
from .words import card_name, hack_name, source_name, trigger_name, wizard_name

LogLine = tuple[int, str]
LineMaker = Callable[[ActionInfo, str, Any, Any, Sequence[str]], str | None]


def describe(
    text: str, player: int, before: Any, after: Any, names: Sequence[str]
) -> list[LogLine]:
    """Log entries for one ply: the action phrase (the player's colour) and its effects."""
    who = player if player >= 0 else CHANCE
    try:
        line = action_line(text, player, before, after, names)
        effects = effect_lines(before, after, names, text)
    except (ValueError, IndexError, AttributeError, KeyError):  # never let phrasing break the log
        return [(who, text)]
    entries: list[LogLine] = []
    if line:
        entries.append((who, _grammar(line)))
    entries.extend((CHANCE, _grammar(effect)) for effect in effects)
    return entries


# ------------------------------------------------------------------------- the ply itself


def action_line(
    text: str, player: int, before: Any, after: Any, names: Sequence[str]
) -> str | None:
    """The phrase for the ply itself (None when the effect lines say it all)."""
    who = names[player] if player >= 0 else ""
    info = decode(text)
    if info is None:
        return _hidden_line(text, who, before, after, names)
    maker = _LINE_MAKERS.get(info.code)
    if maker is None:
        return _unknown_line(text, who)
    return maker(info, who, before, after, names)


def _unknown_line(text: str, who: str) -> str:
    # Translators: a move the log has no words for: the seat's name and the move's code.
    return _("{name}: {action}").format(name=who, action=text) if who else text


def _hidden_line(text: str, who: str, before: Any, after: Any, names: Sequence[str]) -> str:
    """Another seat's private step, as everyone else reads it."""
    if text == actions.HIDDEN_DRAW:
        drawer = _drawer(before, after)
        if drawer is None:
            return _("A player draws a card")
        return _("{name} draws a card").format(name=names[drawer])
    if text == actions.HIDDEN_SEARCH:
        return _("{name} searches the deck").format(name=who)
    if text == actions.HIDDEN_RETURN:
        return _("{name} returns a card to the deck").format(name=who)
    return _unknown_line(text, who)


def _drawer(before: Any, after: Any) -> int | None:
    for seat in (0, 1):
        if after.hand_sizes[seat] > before.hand_sizes[seat]:
            return seat
    return None


def _silent(info: ActionInfo, who: str, before: Any, after: Any, names: Sequence[str]) -> None:
    """Plies whose effect lines say everything (distances, bought items, dealt wizards...)."""
    return None


def _play(info: ActionInfo, who: str, before: Any, after: Any, names: Sequence[str]) -> str:
    return _("{name} plays {card}").format(name=who, card=card_name(info.card))


def _direction(
    info: ActionInfo, who: str, before: Any, after: Any, names: Sequence[str]
) -> str | None:
    step, next_step = before.step, after.step
    aiming = step is not None and step.kind == "bump_dir"
    if aiming and next_step is not None and next_step.kind == "bump_bonus":
        if info.direction == 0:
            return _("{name} aims a BUMP left").format(name=who)
        return _("{name} aims a BUMP right").format(name=who)
    return None  # the movement line says where it went


def _gem(info: ActionInfo, who: str, before: Any, after: Any, names: Sequence[str]) -> str:
    templates = {
        actions.GEM_PASS: _("{name} skips the gem phase"),
        actions.GEM_TELEPORT: _("{name} spends a gem to TELEPORT"),
        actions.GEM_BUMP: _("{name} spends a gem to BUMP"),
        actions.GEM_READY: _("{name} readies a gem"),
        actions.GEM_ITEM: _("{name} buys an item with gems"),
        actions.GEM_HACK: _("{name} builds a Bridge Hack"),
        actions.GEM_STASH: _("{name} stashes every gem"),
        actions.GEM_PARK: _("{name} parks a gem"),
        actions.GEM_TREVOR: _("{name} slips a card into the Nest"),
        actions.GEM_WHISTLE: _("{name} blows the Dragon Whistle"),
    }
    return templates[info.arg].format(name=who)


def _bonus(info: ActionInfo, who: str, before: Any, after: Any, names: Sequence[str]) -> str:
    return _("{name} adds {source} to the BUMP").format(name=who, source=source_name(info.arg))


def _nest_card(info: ActionInfo, who: str, before: Any, after: Any, names: Sequence[str]) -> str:
    """Bait takes, Dazzle hides, the Dragon Whistle flips a Nest card (named when visible)."""
    index = info.nest_index or 0
    card = before.nest[index][0] if index < len(before.nest) else None
    if card is None:
        hidden = {
            actions.TAKE: _("{name} takes a face-down card from the Nest"),
            actions.DAZZLE: _("{name} hides a face-down card in the Nest"),
            actions.WHISTLE: _("{name} flips a face-down card in the Nest"),
        }
        return hidden[info.code].format(name=who)
    shown = {
        actions.TAKE: _("{name} takes {card} from the Nest"),
        actions.DAZZLE: _("{name} hides {card} in the Nest"),
        actions.WHISTLE: _("{name} flips {card} in the Nest"),
    }
    return shown[info.code].format(name=who, card=card_name(card))


def _hand_card(info: ActionInfo, who: str, before: Any, after: Any, names: Sequence[str]) -> str:
    """A card from the hand goes somewhere: the Nest, the rival, the deck; or one comes back."""
    templates = {
        actions.NEST: _("{name} puts {card} into the Nest"),
        actions.GIVE: _("{name} hands over {card}"),
        actions.SEARCH: _("{name} takes {card} from the deck"),
        actions.RETURN: _("{name} returns {card}"),
    }
    return templates[info.code].format(name=who, card=card_name(info.card))


def _power(info: ActionInfo, who: str, before: Any, after: Any, names: Sequence[str]) -> str:
    step = before.step
    if info.code == actions.DECLINE:
        if step is not None and step.kind == "give":
            return _("{name} keeps every card (no Shakedown)").format(name=who)
        return _("{name} declines").format(name=who)
    if info.code == actions.ORDER:
        power = trigger_name(info.arg)
        owner = dict(step.triggers).get(info.arg) if step is not None else None
        if owner is None or owner == step.seat:
            return _("{name} uses {power} first").format(name=who, power=power)
        # Translators: the player whose turn it is lets the other player's power go first.
        return _("{name} lets {owner}'s {power} go first").format(
            name=who, owner=names[owner], power=power
        )
    return _("{name} uses {source}").format(name=who, source=source_name(info.arg))


def _wizard(info: ActionInfo, who: str, before: Any, after: Any, names: Sequence[str]) -> str:
    return _("{name} picks {wizard}").format(name=who, wizard=wizard_name(info.arg))


def _hacking(info: ActionInfo, who: str, before: Any, after: Any, names: Sequence[str]) -> str:
    if info.code == actions.HACK:
        return _("{name} plays the hack {hack}").format(name=who, hack=hack_name(info.arg))
    if info.code == actions.REWIRE:
        return _("{name} rewires {hack}").format(name=who, hack=hack_name(info.arg))
    return _("{name} places it on square {square}").format(name=who, square=info.arg + 1)


def _park(info: ActionInfo, who: str, before: Any, after: Any, names: Sequence[str]) -> str:
    if info.parks_ready:
        return _("{name} parks a READY gem").format(name=who)
    return _("{name} parks a DEPLETED gem").format(name=who)


def _first(info: ActionInfo, who: str, before: Any, after: Any, names: Sequence[str]) -> str:
    return _("{name} goes first").format(name=names[info.arg])


def _draw(info: ActionInfo, who: str, before: Any, after: Any, names: Sequence[str]) -> str:
    drawer = _drawer(before, after)
    if drawer is None:
        return _("A player draws {card}").format(card=card_name(info.card))
    return _("{name} draws {card}").format(name=names[drawer], card=card_name(info.card))


def _flip(info: ActionInfo, who: str, before: Any, after: Any, names: Sequence[str]) -> str:
    return _("{card} flips into the Nest").format(card=card_name(info.card))


_LINE_MAKERS: dict[int, LineMaker] = {
    actions.PLAY: _play,
    actions.DIR: _direction,
    actions.GO: _silent,
    actions.GEM: _gem,
    actions.BONUS: _bonus,
    actions.BONUS_DONE: _silent,
    actions.BUY: _silent,
    actions.TAKE: _nest_card,
    actions.DAZZLE: _nest_card,
    actions.WHISTLE: _nest_card,
    actions.NEST: _hand_card,
    actions.GIVE: _hand_card,
    actions.SEARCH: _hand_card,
    actions.RETURN: _hand_card,
    actions.USE: _power,
    actions.DECLINE: _power,
    actions.ORDER: _power,
    actions.WIZARD: _wizard,
    actions.HACK: _hacking,
    actions.TILE: _hacking,
    actions.REWIRE: _hacking,
    actions.PARK: _park,
    actions.FIRST: _first,
    actions.DEAL_WIZARD: _silent,  # the wizard line below names it
    actions.DRAW: _draw,
    actions.DRAW_ITEM: _silent,
    actions.DRAW_HACK: _silent,
    actions.FLIP: _flip,
}
"""Kind number -> the maker of the ply's own line."""


# ------------------------------------------------------------------------------ grammar

SECOND_PERSON = {
    "goes": "go", "draws": "draw", "plays": "play", "walks": "walk", "teleports": "teleport",
    "is": "are", "skips": "skip", "spends": "spend", "readies": "ready", "loses": "lose",
    "gains": "gain", "takes": "take", "hides": "hide", "flips": "flip", "puts": "put",
    "hands": "hand", "searches": "search", "returns": "return", "uses": "use", "keeps": "keep",
    "lets": "let",
    "declines": "decline", "picks": "pick", "aims": "aim", "adds": "add", "stays": "stay",
    "shifts": "shift", "buys": "buy", "builds": "build", "stashes": "stash", "parks": "park",
    "slips": "slip", "blows": "blow", "places": "place", "rewires": "rewire",
    "ESCAPES": "ESCAPE",
}  # fmt: skip


def _grammar(line: str) -> str:
    """In English, a seat named "You" reads in the second person ("You walk", not "You walks");
    other languages conjugate in their own catalogue, so their lines are left alone."""
    if language() != "en" or not line.startswith("You "):
        return line
    words = line.split(" ")
    words[1] = SECOND_PERSON.get(words[1], words[1])
    line = " ".join(words)
    return line.replace("the bridge and wins!", "the bridge and win!")
