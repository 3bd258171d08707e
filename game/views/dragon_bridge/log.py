"""Dragon Bridge move log in plain words, built only from viewer-safe material.

`describe` receives the ply's text as the viewer may read it (a hidden draw is already "draw a
card") and two *spectator* views (no hands, unknown face-down Nest cards as None), so whatever
it writes can never name a hidden card. It names every effect it can see change: walks, blinks,
bumps, gems readied or lost, items, hacks, the Nest, flights, roosts, escapes and pounces.
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import CHANCE
from game.rules.dragon_bridge import actions as A
from game.rules.dragon_bridge.cards import CARD_TYPES, POWER_NAMES, POWER_TEXT
from game.rules.dragon_bridge.hacks import HACK_TYPES
from game.rules.dragon_bridge.items import ITEM_TYPES
from game.rules.dragon_bridge.wizards import WIZARDS

SIDES = ("left", "right")
GEM_WORDS = {
    "pass": "skips the gem phase",
    "teleport": "spends a gem to TELEPORT",
    "bump": "spends a gem to BUMP",
    "ready": "readies a gem",
    "item": "buys an item with gems",
    "hack": "builds a Bridge Hack",
    "stash": "stashes every gem",
    "park": "parks a gem",
    "trevor": "slips a card into the Nest",
    "whistle": "blows the Dragon Whistle",
}


def _squares(n: int) -> str:
    return f"{n} square" if n == 1 else f"{n} squares"


def _action_line(text: str, player: int, before: Any, after: Any, names: list[str]) -> str | None:
    """The phrase for the ply itself (None when the effect lines say it all)."""
    who = names[player] if player >= 0 else ""
    words = text.split(" ", 1)
    head = words[0]
    rest = words[1] if len(words) > 1 else ""
    step = before.step
    if head == "play":
        return f"{who} plays {rest}"
    if head == "dir":
        if (
            step is not None
            and step.kind == "move_dir"
            and after.step is not None
            and after.step.kind == "move_go"
        ):
            return None  # the distance line says where it went
        if (
            step is not None
            and step.kind == "bump_dir"
            and after.step is not None
            and after.step.kind == "bump_bonus"
        ):
            return f"{who} aims a BUMP {rest}"
        return None
    if head == "go":
        return None  # the movement effect line describes it
    if head == "gem":
        return f"{who} {GEM_WORDS.get(rest, rest)}"
    if head == "bonus" and rest:
        return f"{who} adds {rest} to the BUMP"
    if head == "bonuses":
        return None
    if head == "buy":
        return None  # the item line
    if head in ("take", "dazzle", "whistle"):
        index = int(rest.split()[-1])
        card = before.nest[index][0] if index < len(before.nest) else None
        name = CARD_TYPES[card].name if card is not None else "a face-down card"
        if head == "take":
            return f"{who} takes {name} from the Nest"
        verb = "hides" if head == "dazzle" else "flips"
        return f"{who} {verb} {name} in the Nest"
    if head == "nest":
        return f"{who} puts {rest} into the Nest"
    if head == "give":
        return f"{who} hands over {rest}"
    if head == "search":
        return (
            f"{who} searches the deck"
            if rest == "the deck"
            else f"{who} takes {rest} from the deck"
        )
    if head == "return":
        return (
            f"{who} returns {rest}"
            if rest != "a card to the deck"
            else f"{who} returns a card to the deck"
        )
    if head == "use":
        return f"{who} uses {rest}"
    if head == "decline":
        return f"{who} declines"
    if head == "wizard":
        return f"{who} picks {rest}"
    if head == "hack":
        return f"{who} plays the hack {rest}"
    if head == "tile":
        return f"{who} places it on square {int(rest) + 1}"
    if head == "rewire":
        return f"{who} rewires {rest}"
    if head == "park":
        return f"{who} parks a {rest.upper()} gem"
    if head == "first" and not rest.isdigit():  # a seat ordering its own triggered powers
        return f"{who} uses {rest} first"
    # Chance outcomes.
    if head == "first":
        seat = int(rest)
        return f"{names[seat]} goes first"
    if head == "deal":
        return None  # the wizard line below names it
    if head == "draw":
        if rest.startswith("item"):
            return None
        if rest.startswith("hack"):
            return None
        drawer = _drawer(before, after)
        name = names[drawer] if drawer is not None else "A player"
        return f"{name} draws {'a card' if rest in ('a card', '') else rest}"
    if head == "flip":
        return f"{rest} flips into the Nest"
    return f"{who}: {text}" if who else text


def _drawer(before: Any, after: Any) -> int | None:
    for seat in (0, 1):
        if after.hand_sizes[seat] > before.hand_sizes[seat]:
            return seat
    return None


def effect_lines(before: Any, after: Any, names: list[str], text: str) -> list[str]:
    """Everything visible that changed between two spectator views."""
    lines: list[str] = []
    step = before.step
    for seat in (0, 1):
        name = names[seat]
        if after.wizards[seat] != before.wizards[seat] and after.wizards[seat] >= 0:
            wizard = WIZARDS[after.wizards[seat]]
            lines.append(f"{name} plays as {wizard.name}: {wizard.text}")
        old, new = before.positions[seat], after.positions[seat]
        if old != new:
            side = SIDES[1 if new > old else 0]
            distance = str(abs(new - old))
            mover = step.seat if step is not None else None
            if step is not None and step.effect == "bump" and mover != seat:
                lines.append(f"{name} is bumped {distance} {side} to {new + 1}")
            elif step is not None and step.effect == "teleport" and mover == seat:
                lines.append(f"{name} teleports {distance} {side} to {new + 1}")
            elif step is not None and step.effect == "move" and mover == seat:
                lines.append(f"{name} walks {distance} {side} to {new + 1}")
            else:
                lines.append(f"{name} shifts {distance} {side} to {new + 1}")
        elif (
            step is not None
            and step.seat == seat
            and step.kind in ("move_go", "move_dir")
            and text.startswith(("go", "dir"))
        ):
            if not (
                after.step is not None and after.step.kind == "move_go" and after.step.seat == seat
            ):
                lines.append(f"{name} stays on square {new + 1}")
        ready_gain = after.ready[seat] - before.ready[seat]
        if ready_gain > 0 and not text.startswith("gem ready"):
            lines.append(f"{name} readies {ready_gain} gem{'s' if ready_gain > 1 else ''}")
        elif ready_gain < 0 and not text.startswith(
            ("gem teleport", "gem bump", "gem item", "gem stash", "park")
        ):
            lost = -ready_gain
            lines.append(f"{name} loses {lost} READY gem{'s' if lost > 1 else ''}")
        for item in after.items[seat][len(before.items[seat]) :]:
            lines.append(f"{name} gains {ITEM_TYPES[item].name}: {ITEM_TYPES[item].text}")
        white = after.white_gems[seat] - before.white_gems[seat]
        if white > 0:
            lines.append(f"{name} takes {white} white gem{'s' if white > 1 else ''}")
    placed_before = dict((hack, tile) for tile, hack in before.hacks_in_play)
    for tile, hack in after.hacks_in_play:
        if placed_before.get(hack) != tile:
            lines.append(f"{HACK_TYPES[hack].name} goes on square {tile + 1}")
    if after.dragon_side != before.dragon_side:
        line = f"FLIGHT! The dragon flies to the {SIDES[after.dragon_side]} end"
        lines.append(line)
        if after.power_card is not None:
            spec = CARD_TYPES[after.power_card]
            if spec.power:
                lines.append(
                    f"Dragon Power {POWER_NAMES[spec.power]} ({spec.name}): {POWER_TEXT[spec.power]}"
                )
            else:
                lines.append(f"{spec.name} lies under the dragon: no power")
    elif after.roosts > before.roosts:
        lines.append("The dragon ROOSTS: Nest reshuffled")
    faced = sum(1 for _, up in after.nest if not up) - sum(1 for _, up in before.nest if not up)
    if faced > 0 and not text.startswith("dazzle"):
        lines.append("A Nest card turns face down")
    for item in after.market:
        if item not in before.market:
            lines.append(f"{ITEM_TYPES[item].name} comes to the market")
    for hack in after.hack_row:
        if hack not in before.hack_row:
            lines.append(f"{HACK_TYPES[hack].name} joins the hack row")
    if after.outcome is not None and before.outcome is None:
        outcome = after.outcome
        if outcome.reason == "escaped" and outcome.winners:
            lines.append(f"{names[outcome.winners[0]]} ESCAPES the bridge and wins!")
        elif outcome.reason == "pounced" and outcome.winners:
            loser = 1 - outcome.winners[0]
            lines.append(f"The dragon POUNCES on {names[loser]}! {names[outcome.winners[0]]} wins")
        else:
            lines.append("The bridge falls silent: a draw by the turn limit")
    return lines


SECOND_PERSON = {
    "goes": "go", "draws": "draw", "plays": "play", "walks": "walk", "teleports": "teleport",
    "is": "are", "skips": "skip", "spends": "spend", "readies": "ready", "loses": "lose",
    "gains": "gain", "takes": "take", "hides": "hide", "flips": "flip", "puts": "put",
    "hands": "hand", "searches": "search", "returns": "return", "uses": "use",
    "declines": "decline", "picks": "pick", "aims": "aim", "adds": "add", "stays": "stay",
    "shifts": "shift", "buys": "buy", "builds": "build", "stashes": "stash", "parks": "park",
    "slips": "slip", "blows": "blow", "places": "place", "rewires": "rewire",
    "ESCAPES": "ESCAPE",
}  # fmt: skip


def _grammar(line: str) -> str:
    """A seat named "You" (the setup screen's default) reads in the second person."""
    if not line.startswith("You "):
        return line
    words = line.split(" ")
    words[1] = SECOND_PERSON.get(words[1], words[1])
    line = " ".join(words)
    return line.replace("the bridge and wins!", "the bridge and win!")


def describe(
    text: str, player: int, before: Any, after: Any, names: list[str]
) -> list[tuple[int, str]]:
    """Log entries for one ply: the action phrase (the player's colour) and its effects."""
    entries: list[tuple[int, str]] = []
    try:
        line = _action_line(text, player, before, after, names)
        effects = effect_lines(before, after, names, text)
    except (ValueError, IndexError, AttributeError):  # never let phrasing break the log
        return [(player if player >= 0 else CHANCE, text)]
    if line:
        entries.append((player if player >= 0 else CHANCE, _grammar(line)))
    entries.extend((CHANCE, _grammar(effect)) for effect in effects)
    return entries


def action_name(action: int) -> str:
    """Short readable name of a decision, for buttons and the banner."""
    info = A.decode_action(action)
    return info.name


