"""Drakon move log in plain words, built only from viewer-safe material.

`describe` gets the ply's text as the viewer may read it plus two *spectator* views (no hands,
no coin values), so what it writes comes from public facts: the board, the heroes, coin COUNTS,
hand sizes. Hidden tiles: a drawn or snatched tile is named only when the engine hands out
per-seat texts (its views carry `last_action`, so the text we get is already the viewer's);
otherwise every seat reads "drew a tile". Coin values (valued coins) are never named.

Compound decisions (tile -> cell -> rotation, Mind Control seat -> cell, Shift cell -> tile)
write nothing on their first steps and one whole line when the last step lands.
"""

from __future__ import annotations

import re
from typing import Any

from game.core.protocol import CHANCE
from game.rules.drakon.tiles import CHAMBER_NAMES, KIND_BY_CODE, KINDS

HERO_NAMES = ("Wizard", "Barbarian", "Thief", "Dwarf", "Knight", "Amazon")
HERO_IDS = {name.lower(): index for index, name in enumerate(HERO_NAMES)}
HERO_BLURBS = (
    "once, leave through a side without an arrow",
    "once, push a hero sharing your chamber and take a random tile from its owner",
    "once, take a coin from a hero sharing your chamber",
    "once, put tiles under the pile and draw as many",
    "once, cancel a coin you would lose",
    "once, take one extra step after a move",
)
TURNS = {1: "a quarter turn clockwise", 2: "a half turn", 3: "a quarter turn anticlockwise"}
ABILITY_STEPS = ("wizard", "amazon", "barbarian", "barbarian-dest", "thief", "dwarf")


def cell_text(cell: tuple[int, int]) -> str:
    """A cell as the player reads it: (x, y)."""
    return f"({cell[0]}, {cell[1]})"


def _parse_cell(text: str) -> tuple[int, int] | None:
    m = re.search(r"@(-?\d+),(-?\d+)", text)
    return (int(m.group(1)), int(m.group(2))) if m else None


def _board(view: Any) -> dict[tuple[int, int], tuple[int, int]]:
    return {cell: (kind, rot) for cell, kind, rot in view.board}


def _chamber_at(view: Any, cell: tuple[int, int]) -> str:
    entry = _board(view).get(cell)
    return CHAMBER_NAMES[KINDS[entry[0]].chamber] if entry else "an empty square"


def _kind_name(code: str) -> str | None:
    kind = KIND_BY_CODE.get(code)
    return None if kind is None else CHAMBER_NAMES[KINDS[kind].chamber]


def _pending(view: Any) -> str:
    pending = getattr(view, "pending", ())
    return pending[0] if pending else ""


def _hero_word(view: Any, seat: int) -> str:
    heroes = getattr(view, "hero_of", ())
    return HERO_NAMES[heroes[seat]] if seat < len(heroes) else "hero"


def _drawer(before: Any, after: Any) -> int | None:
    for seat, (old, new) in enumerate(zip(before.hand_sizes, after.hand_sizes, strict=True)):
        if new > old:
            return seat
    return None


def _coin_lines(before: Any, after: Any, names: list[str]) -> list[tuple[int, str]]:
    """(subject seat, phrase) for every coin that changed hands, pairing gains with sources."""
    delta = [b - a for a, b in zip(before.coins, after.coins, strict=True)]
    start = after.start_coins - before.start_coins
    hoard = after.hoard - before.hoard
    lines: list[tuple[int, str]] = []
    gainers = [seat for seat, d in enumerate(delta) for _ in range(max(0, d))]
    losers = [seat for seat, d in enumerate(delta) for _ in range(max(0, -d))]
    for seat in list(gainers):
        if losers:
            victim = losers.pop(0)
            lines.append((seat, f"took a coin from {names[victim]}"))
        elif start < 0:
            start += 1
            lines.append((seat, "picked up a coin lying on the Start"))
        else:
            hoard += 1
            lines.append((seat, "took a coin from the hoard"))
    for seat in losers:
        if start > 0:
            start -= 1
            lines.append((seat, "put a coin on the Start chamber"))
        else:
            lines.append((seat, "lost a coin to the hoard"))
    return lines


def _board_lines(text: str, who: str, before: Any, after: Any) -> list[str]:
    """Placed, destroyed, shifted and rotated chambers."""
    old, new = _board(before), _board(after)
    lines = []
    for cell in sorted(set(new) - set(old)):
        lines.append(f"{who} placed {_chamber_at(after, cell)} at {cell_text(cell)}")
    for cell in sorted(set(old) - set(new)):
        name = _chamber_at(before, cell)
        lines.append(f"Destroy: {who} sent {name} at {cell_text(cell)} to the bottom of the pile")
    for cell in sorted(set(old) & set(new)):
        (k0, r0), (k1, r1) = old[cell], new[cell]
        if k0 != k1:
            lines.append(
                f"Magical Shift: {who} took {_chamber_at(before, cell)} from {cell_text(cell)} "
                f"and put {_chamber_at(after, cell)} there"
            )
        elif r0 != r1:
            turn = TURNS[(r1 - r0) % 4]
            lines.append(f"Rotate: the chamber at {cell_text(cell)} turned {turn}")
    return lines


def _move_phrase(before: Any, after: Any, cell: tuple[int, int]) -> str:
    return f"{_chamber_at(after, cell)} at {cell_text(cell)}"


def _hero_lines(
    text: str, player: int, before: Any, after: Any, names: list[str]
) -> list[tuple[int, str]]:
    """(moved seat, line) for every hero that changed chamber, phrased by what moved it."""
    head = text.split(" ", 1)[0]
    step = _pending(before)
    target = _parse_cell(text)
    who = names[player] if 0 <= player < len(names) else "Someone"
    lines = []
    for seat, (old, new) in enumerate(zip(before.heroes, after.heroes, strict=True)):
        if old == new:
            continue
        where = _move_phrase(before, after, new)
        if head == "move" and seat == player and new == (0, 0) and target not in (None, new):
            lines.append((seat, f"{names[seat]} ran into the Drakon figure: back to the Start"))
        elif head == "move" and seat == player and target == new:
            lines.append((seat, f"{names[seat]} entered {where}"))
        elif head == "move" and seat == player:
            lines.append((seat, f"{names[seat]} was blown into {where}"))
        elif head == "mind-move":
            lines.append((seat, f"Mind Control: {who} moved {names[seat]}'s hero into {where}"))
        elif head == "ability" and step == "wizard":
            lines.append((seat, f"Wizard: {who} slipped through a door into {where}"))
        elif head == "ability" and step == "amazon":
            lines.append((seat, f"Amazon: {who} took an extra step into {where}"))
        elif head == "ability" and seat != player:
            lines.append((seat, f"Barbarian: {who} pushed {names[seat]}'s hero into {where}"))
        elif new == (0, 0) and getattr(after, "drakon", None) is not None:
            lines.append((seat, f"Drakon caught {names[seat]}: back to the Start"))
        else:
            lines.append((seat, f"{names[seat]}'s hero went to {where}"))
    return lines


def _hidden_tile(text: str, masked: bool) -> str | None:
    """The tile named in a draw/snatch text, only if the engine already made it viewer-safe."""
    if not masked:
        return None
    parts = text.split(" ", 1)
    return _kind_name(parts[1]) if len(parts) == 2 else None


def _action_line(text: str, player: int, before: Any, after: Any, names: list[str]) -> str | None:
    """The phrase for the decision or chance outcome itself (None: the effects say it)."""
    head, _, rest = text.partition(" ")
    who = names[player] if 0 <= player < len(names) else ""
    masked = hasattr(after, "last_action")
    step = _pending(before)
    if head == "draw":
        if step == "deal":
            return None  # the deal is summed up when the first player is picked
        seat = _drawer(before, after)
        name = names[seat] if seat is not None else "A player"
        tile = _hidden_tile(text, masked)
        return f"{name} drew {tile}" if tile else f"{name} drew a tile"
    if head == "first":
        seat = int(rest.removeprefix("seat"))
        size = max(after.hand_sizes) if after.hand_sizes else 4
        return f"Each player holds {size} tiles. {names[seat]} goes first"
    if head == "snatch":
        taker = _drawer(before, after)
        losers = [
            s
            for s, (a, b) in enumerate(zip(before.hand_sizes, after.hand_sizes, strict=True))
            if b < a
        ]
        tile = _hidden_tile(text, masked) or "a random tile"
        if taker is None or not losers:
            return None
        return f"{names[taker]} took {tile} from {names[losers[0]]}'s hand"
    if head == "hero":
        hero = HERO_IDS.get(rest, -1)
        if hero < 0:
            return None
        old, new = getattr(before, "hero_of", ()), getattr(after, "hero_of", ())
        seats = [s for s in range(len(new)) if s >= len(old) or old[s] != new[s]]
        owner = names[seats[0]] if seats else "A player"
        return f"{owner} plays the {HERO_NAMES[hero]}: {HERO_BLURBS[hero]}"
    if head == "coin":
        return None  # the coin line says who got it; the value stays private
    if head == "map":
        victim = int(rest.removeprefix("seat"))
        return f"Map Chamber: {who} reaches into {names[victim]}'s hand"
    if head == "use":
        hero = HERO_IDS.get(rest, -1)
        name = HERO_NAMES[hero] if hero >= 0 else rest
        if step == "knight":
            return f"{who}'s Knight steps in: the coin is not lost"
        if _pending(after) in ABILITY_STEPS and _pending(after) != "dwarf":
            return None  # the ability's last step writes the line
        if hero == HERO_IDS["dwarf"]:
            return f"{who} uses the Dwarf"
        return f"{who} uses the {name}"
    if head == "return":
        return f"Dwarf: {who} put a tile under the pile"
    if head == "pass":
        return f"{who} lets the Knight rest" if step == "knight" else None
    if head == "drakon":
        cell = _parse_cell(text)
        if cell is None:
            return None
        if getattr(before, "drakon", None) is None:
            return f"The Drakon figure lands at {cell_text(cell)}"
        return f"{who} moved the Drakon figure to {cell_text(cell)}"
    return None  # moves, placements, shifts, rotations: the effect lines describe them


def _end_lines(before: Any, after: Any, names: list[str]) -> list[str]:
    if not after.over or before.over:
        return []
    winners = list(after.winners)
    target = getattr(after, "target", 5)
    if (
        len(winners) == 1
        and after.coins[winners[0]] >= target
        and not getattr(after, "escape", False)
    ):
        return [f"{names[winners[0]]} holds {target} coins and wins!"]
    if (
        len(winners) == 1
        and getattr(after, "escape", False)
        and after.heroes[winners[0]] != before.heroes[winners[0]]
    ):
        return [f"{names[winners[0]]} escapes from the lair and wins!"]
    lines = ["The lair falls silent: the game ends"]
    if after.idle >= 20:
        lines = ["20 turns without a tile placed or a coin moved: the game ends"]
    if not winners:
        lines.append("Everyone holds the same: a draw")
    elif len(winners) == 1:
        lines.append(f"{names[winners[0]]} has the most coins and wins!")
    else:
        lines.append(f"{' and '.join(names[w] for w in winners)} share the win")
    return lines


def _skip_lines(before: Any, after: Any, names: list[str]) -> list[str]:
    """Seats whose turn passed because they could neither place nor move."""
    count = len(names)
    passed = after.turns - before.turns
    if passed < 2 or after.over:
        return []
    return [
        f"{names[(before.active + k) % count]} could not place or move: turn skipped"
        for k in range(1, passed)
    ]


def effect_lines(text: str, player: int, before: Any, after: Any, names: list[str]) -> list[str]:
    """Everything public that changed: heroes, chambers, coins, the end."""
    who = names[player] if 0 <= player < len(names) else "Someone"
    lines: list[str] = []
    moves = _hero_lines(text, player, before, after, names)
    coins = _coin_lines(before, after, names)
    for seat, line in moves:
        own = [phrase for subject, phrase in coins if subject == seat]
        if len(own) == 1:  # "Bo entered Steal a Coin (Left) at (1, 0) and took a coin from Ana"
            coins.remove((seat, own[0]))
            line = f"{line} and {own[0]}"
        lines.append(line)
    lines.extend(_board_lines(text, who, before, after))
    lines.extend(f"{names[seat]} {phrase}" for seat, phrase in coins)
    old_d, new_d = getattr(before, "drakon", None), getattr(after, "drakon", None)
    if new_d is not None and old_d is not None and old_d != new_d and not text.startswith("drakon"):
        lines.append(f"The Drakon figure moves to {cell_text(new_d)}")
    lines.extend(_skip_lines(before, after, names))
    lines.extend(_end_lines(before, after, names))
    return lines


def describe(
    text: str, player: int, before: Any, after: Any, names: list[str]
) -> list[tuple[int, str]]:
    """Log entries for one ply: the action phrase (the player's colour) and its effects.

    The first line of a seat's own decision carries that seat (the hot-seat summary stops at
    it); effects and chance outcomes carry CHANCE.
    """
    try:
        line = _action_line(text, player, before, after, names)
        effects = effect_lines(text, player, before, after, names)
    except (ValueError, IndexError, AttributeError, KeyError, TypeError):
        # Never let phrasing break the log; the raw text is only used if it hides nothing.
        head = text.split(" ", 1)[0]
        safe = text if head not in ("draw", "snatch", "return", "tile", "coin") else "(hidden)"
        return [(player if player >= 0 else CHANCE, safe)]
    entries: list[tuple[int, str]] = []
    owner = player if player >= 0 else CHANCE
    if line:
        entries.append((owner, line))
    for effect in effects:
        # A seat's own action that reads best as an effect still marks that seat's turn.
        entries.append((owner if not entries and owner != CHANCE else CHANCE, effect))
    return entries


