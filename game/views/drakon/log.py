"""Drakon move log in plain words, built only from viewer-safe material.

`describe` gets the ply's text as the viewer may read it plus two *spectator* views (no hands,
no coin values), so what it writes comes from public facts: the board, the heroes, coin COUNTS,
hand sizes. Hidden tiles: a drawn or snatched tile is named only when the engine hands out
per-seat texts (its views carry `last_action`, so the text we get is already the viewer's);
otherwise every seat reads "drew a tile". Coin values (valued coins) are never named.

Compound decisions (tile -> cell -> rotation, Mind Control seat -> cell, Shift cell -> tile)
write nothing on their first steps and one whole line when the last step lands. Every line is
translated here, as the log is built (the session rebuilds it from the record).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.core.protocol import CHANCE
from game.core.text import N_
from game.i18n import _, ngettext, pgettext
from game.rules.drakon import actions
from game.rules.drakon.actions import DrakonAction
from game.rules.drakon.ending import COUNT_ENDINGS, REPEAT_LIMIT
from game.rules.drakon.heroes import DWARF, HERO_NAMES, KNIGHT
from game.rules.drakon.tiles import KINDS
from game.rules.drakon.view import DrakonView

HERO_ABILITIES: tuple[str, ...] = (
    N_("once, leave through a side without an arrow"),
    N_("once, push a hero whose chamber you enter and take a random tile from its owner"),
    N_("once, take a coin from a hero sharing your chamber"),
    N_("once, put two tiles face down under the pile and draw two"),
    N_("once, cancel a coin you would lose"),
    N_("once, move once more after a move"),
)
"""Each hero's ability in a few words, by hero id (msgids)."""
TURNS = {
    1: N_("a quarter turn clockwise"),
    2: N_("a half turn"),
    3: N_("a quarter turn anticlockwise"),
}
ABILITY_STEPS = ("wizard", "amazon", "barbarian", "barbarian-dest", "thief", "dwarf")
HIDDEN_HEADS = ("draw", "snatch", "return", "tile", "coin")
"""Action texts that may name a hidden tile or value: never shown raw."""

Cell = tuple[int, int]
Entry = tuple[int, str]


@dataclass(frozen=True)
class Ply:
    """One ply as the log sees it: the viewer-safe text, its record, who decided, the
    spectator views around it and the seat names."""

    text: str
    record: DrakonAction | None
    player: int
    before: DrakonView
    after: DrakonView
    names: Sequence[str]

    @property
    def kind(self) -> str:
        """The decoded action kind ("" if the text could not be read)."""
        return self.record.kind if self.record is not None else ""

    @property
    def who(self) -> str:
        """The deciding seat's name ("" for the table)."""
        return self.names[self.player] if 0 <= self.player < len(self.names) else ""

    @property
    def step(self) -> str:
        """The decision the ply answered (the pending step before it)."""
        return _pending(self.before)


def cell_text(cell: Cell) -> str:
    """A cell as the player reads it: (x, y)."""
    return f"({cell[0]}, {cell[1]})"


def _board(view: DrakonView) -> dict[Cell, tuple[int, int]]:
    return {cell: (kind, rot) for cell, kind, rot in view.board}


def _chamber_at(view: DrakonView, cell: Cell) -> str:
    entry = _board(view).get(cell)
    return _(KINDS[entry[0]].name) if entry else _("an empty square")


def _pending(view: DrakonView) -> str:
    return view.pending[0] if view.pending else ""


def _drawer(before: DrakonView, after: DrakonView) -> int | None:
    for seat, (old, new) in enumerate(zip(before.hand_sizes, after.hand_sizes, strict=True)):
        if new > old:
            return seat
    return None


# ----------------------------------------------------------------------------- coins

# A coin event: (the seat it happens to, what happened, the other seat or -1). Each has a
# whole-sentence form and a predicate form that follows a hero's move in one line.
COIN_SENTENCES = {
    "robbed": N_("{name} took a coin from {victim}"),
    "start": N_("{name} picked up a coin lying on the Start"),
    "hoard": N_("{name} took a coin from the hoard"),
    "paid": N_("{name} put a coin on the Start chamber"),
    "lost": N_("{name} lost a coin to the hoard"),
}
COIN_PREDICATES = {
    "robbed": N_("took a coin from {victim}"),
    "start": N_("picked up a coin lying on the Start"),
    "hoard": N_("took a coin from the hoard"),
    "paid": N_("put a coin on the Start chamber"),
    "lost": N_("lost a coin to the hoard"),
}
CoinEvent = tuple[int, str, int]


def _coin_events(before: DrakonView, after: DrakonView) -> list[CoinEvent]:
    """Every coin that changed hands, pairing gains with their sources."""
    delta = [b - a for a, b in zip(before.coins, after.coins, strict=True)]
    start = after.start_coins - before.start_coins
    events: list[CoinEvent] = []
    gainers = [seat for seat, d in enumerate(delta) for _n in range(max(0, d))]
    losers = [seat for seat, d in enumerate(delta) for _n in range(max(0, -d))]
    for seat in gainers:
        if losers:
            events.append((seat, "robbed", losers.pop(0)))
        elif start < 0:
            start += 1
            events.append((seat, "start", -1))
        else:
            events.append((seat, "hoard", -1))
    for seat in losers:
        if start > 0:
            start -= 1
            events.append((seat, "paid", -1))
        else:
            events.append((seat, "lost", -1))
    return events


def _coin_words(event: CoinEvent, names: Sequence[str], predicate: bool) -> str:
    seat, what, other = event
    victim = names[other] if other >= 0 else ""
    if predicate:
        return _(COIN_PREDICATES[what]).format(victim=victim)
    return _(COIN_SENTENCES[what]).format(name=names[seat], victim=victim)


# ----------------------------------------------------------------------------- the lair


def _board_lines(ply: Ply) -> list[str]:
    """Placed, destroyed, shifted and rotated chambers."""
    before, after, who = ply.before, ply.after, ply.who or _("Someone")
    old, new = _board(before), _board(after)
    lines = []
    for cell in sorted(set(new) - set(old)):
        lines.append(
            _("{name} placed {chamber} at {cell}").format(
                name=who, chamber=_chamber_at(after, cell), cell=cell_text(cell)
            )
        )
    for cell in sorted(set(old) - set(new)):
        lines.append(
            _("Destroy: {name} sent {chamber} at {cell} to the bottom of the pile").format(
                name=who, chamber=_chamber_at(before, cell), cell=cell_text(cell)
            )
        )
    for cell in sorted(set(old) & set(new)):
        (k0, r0), (k1, r1) = old[cell], new[cell]
        if k0 != k1:
            lines.append(
                _("Magical Shift: {name} took {old} from {cell} and put {new} there").format(
                    name=who,
                    old=_chamber_at(before, cell),
                    new=_chamber_at(after, cell),
                    cell=cell_text(cell),
                )
            )
        elif r0 != r1:
            lines.append(
                _("Rotate: the chamber at {cell} turned {turn}").format(
                    cell=cell_text(cell), turn=_(TURNS[(r1 - r0) % 4])
                )
            )
    return lines


# ----------------------------------------------------------------------------- heroes


def _hero_line(ply: Ply, seat: int, new: Cell, target: Cell | None) -> str:
    """The line of one hero that changed chamber, phrased by what moved it."""
    name, who = ply.names[seat], ply.who or _("Someone")
    where = _("{chamber} at {cell}").format(
        chamber=_chamber_at(ply.after, new), cell=cell_text(new)
    )
    own_move = ply.kind == "move" and seat == ply.player
    if own_move and new == (0, 0) and target not in (None, new):
        return _("{name} ran into the Drakon figure: back to the Start").format(name=name)
    if own_move and target == new:
        return _("{name} entered {where}").format(name=name, where=where)
    if own_move:
        return _("{name} was blown into {where}").format(name=name, where=where)
    if ply.kind == "mind-move":
        return _("Mind Control: {name} moved {victim}'s hero into {where}").format(
            name=who, victim=name, where=where
        )
    if ply.kind == "ability-cell" and ply.step == "wizard":
        return _("Wizard: {name} slipped through a door into {where}").format(name=who, where=where)
    if ply.kind == "ability-cell" and ply.step == "amazon":
        return _("Amazon: {name} took an extra step into {where}").format(name=who, where=where)
    if ply.kind == "ability-cell" and seat != ply.player:
        return _("Barbarian: {name} pushed {victim}'s hero into {where}").format(
            name=who, victim=name, where=where
        )
    if new == (0, 0) and ply.after.drakon is not None:
        return _("Drakon caught {name}: back to the Start").format(name=name)
    return _("{name}'s hero went to {where}").format(name=name, where=where)


def _hero_lines(ply: Ply) -> list[tuple[int, str]]:
    """(moved seat, line) for every hero that changed chamber."""
    target = ply.record.cell if ply.record is not None else None
    heroes = zip(ply.before.heroes, ply.after.heroes, strict=True)
    return [
        (seat, _hero_line(ply, seat, new, target))
        for seat, (old, new) in enumerate(heroes)
        if old != new
    ]


# ----------------------------------------------------------------------------- the action


def _draw_line(ply: Ply) -> str | None:
    if ply.step == "deal":
        return None  # the deal is summed up when the first player is picked
    seat = _drawer(ply.before, ply.after)
    name = ply.names[seat] if seat is not None else _("A player")
    tile = ply.record.tile if ply.record is not None else None
    if tile is None:
        return _("{name} drew a tile").format(name=name)
    return _("{name} drew {chamber}").format(name=name, chamber=_(KINDS[tile].name))


def _first_line(ply: Ply) -> str | None:
    seat = ply.record.seat if ply.record is not None else None
    if seat is None:
        return None
    size = max(ply.after.hand_sizes) if ply.after.hand_sizes else 4
    return ngettext(
        "Each player holds {count} tile. First to play: {name}",
        "Each player holds {count} tiles. First to play: {name}",
        size,
    ).format(count=size, name=ply.names[seat])


def _snatch_line(ply: Ply) -> str | None:
    taker = _drawer(ply.before, ply.after)
    sizes = zip(ply.before.hand_sizes, ply.after.hand_sizes, strict=True)
    losers = [seat for seat, (a, b) in enumerate(sizes) if b < a]
    if taker is None or not losers:
        return None
    tile = ply.record.tile if ply.record is not None else None
    if tile is None:
        template = _("{name} took a random tile from {victim}'s hand")
        return template.format(name=ply.names[taker], victim=ply.names[losers[0]])
    return _("{name} took {chamber} from {victim}'s hand").format(
        name=ply.names[taker], chamber=_(KINDS[tile].name), victim=ply.names[losers[0]]
    )


def _hero_dealt_line(ply: Ply) -> str | None:
    hero = ply.record.hero if ply.record is not None else None
    if hero is None:
        return None
    old, new = ply.before.hero_of, ply.after.hero_of
    seats = [s for s in range(len(new)) if s >= len(old) or old[s] != new[s]]
    owner = ply.names[seats[0]] if seats else _("A player")
    return _("{name} plays the {hero}: {ability}").format(
        name=owner, hero=_(HERO_NAMES[hero]), ability=_(HERO_ABILITIES[hero])
    )


def _map_line(ply: Ply) -> str | None:
    victim = ply.record.seat if ply.record is not None else None
    if victim is None:
        return None
    return _("Map Chamber: {name} reaches into {victim}'s hand").format(
        name=ply.who, victim=ply.names[victim]
    )


def _ability_line(ply: Ply) -> str | None:
    hero = ply.record.hero if ply.record is not None else None
    if ply.step == "knight":
        return _("{name}'s Knight steps in: the coin is not lost").format(name=ply.who)
    if _pending(ply.after) in ABILITY_STEPS and _pending(ply.after) != "dwarf":
        return None  # the ability's last step writes the line
    if hero is None:
        return None
    if hero == DWARF:
        return _("{name} uses the Dwarf").format(name=ply.who)
    return _("{name} uses the {hero}").format(name=ply.who, hero=_(HERO_NAMES[hero]))


def _return_line(ply: Ply) -> str | None:
    return _("Dwarf: {name} put a tile under the pile").format(name=ply.who)


def _pass_line(ply: Ply) -> str | None:
    if ply.step != "knight":
        return None
    return _("{name} lets the {hero} rest").format(name=ply.who, hero=_(HERO_NAMES[KNIGHT]))


def _drakon_line(ply: Ply) -> str | None:
    cell = ply.record.cell if ply.record is not None else None
    if cell is None:
        return None
    if ply.before.drakon is None:
        return _("The Drakon figure lands at {cell}").format(cell=cell_text(cell))
    return _("{name} moved the Drakon figure to {cell}").format(name=ply.who, cell=cell_text(cell))


ACTION_LINES: dict[str, Callable[[Ply], str | None]] = {
    "draw": _draw_line,
    "first": _first_line,
    "snatch": _snatch_line,
    "hero": _hero_dealt_line,
    "map": _map_line,
    "ability": _ability_line,
    "ability-tile": _return_line,
    "pass": _pass_line,
    "drakon": _drakon_line,
}
"""The phrase of an action kind itself. Kinds not listed (moves, placements, shifts,
rotations, coins) are told by their effect lines; a coin's value stays private."""


def _action_line(ply: Ply) -> str | None:
    """The phrase for the decision or chance outcome itself (None: the effects say it)."""
    phrase = ACTION_LINES.get(ply.kind)
    return phrase(ply) if phrase is not None else None


# ----------------------------------------------------------------------------- the end


def _win_line(ply: Ply, winner: int) -> str:
    after = ply.after
    name = ply.names[winner]
    if after.reason == "escape":
        return _("{name} escapes from the lair and wins!").format(name=name)
    if after.valued:
        return _("{name} reaches {target} gold and wins!").format(name=name, target=after.target)
    return ngettext(
        "{name} holds {count} coin and wins!", "{name} holds {count} coins and wins!", after.target
    ).format(name=name, count=after.target)


def _count_lines(ply: Ply) -> list[str]:
    after, names = ply.after, ply.names
    if after.reason == "quiet":
        lines = [
            ngettext(
                "The same position came back {count} time: the game ends",
                "The same position came back {count} times: the game ends",
                REPEAT_LIMIT,
            ).format(count=REPEAT_LIMIT)
        ]
    else:
        lines = [_("The lair falls silent: the game ends")]
    winners = list(after.winners)
    if not winners:
        lines.append(_("Everyone holds the same: a draw"))
    elif len(winners) == 1:
        if after.valued:
            most = _("{name} has the most gold and wins!")
        else:
            most = _("{name} has the most coins and wins!")
        lines.append(most.format(name=names[winners[0]]))
    else:
        together = pgettext("between the names of winners", " and ").join(names[w] for w in winners)
        lines.append(_("{names} share the win").format(names=together))
    return lines


def _end_lines(ply: Ply) -> list[str]:
    if not ply.after.over or ply.before.over:
        return []
    if ply.after.reason in COUNT_ENDINGS or len(ply.after.winners) != 1:
        return _count_lines(ply)
    return [_win_line(ply, ply.after.winners[0])]


def _skip_lines(ply: Ply) -> list[str]:
    """Seats whose turn passed because they could neither place nor move."""
    before, after, names = ply.before, ply.after, ply.names
    passed = after.turns - before.turns
    if passed < 2 or after.over:
        return []
    template = _("{name} could not place or move: turn skipped")
    return [template.format(name=names[(before.active + k) % len(names)]) for k in range(1, passed)]


def effect_lines(ply: Ply) -> list[str]:
    """Everything public that changed: heroes, chambers, coins, the end."""
    lines: list[str] = []
    events = _coin_events(ply.before, ply.after)
    for seat, line in _hero_lines(ply):
        own = [event for event in events if event[0] == seat]
        if len(own) == 1:  # "Bo entered Steal a Coin (Left) at (1, 0) and took a coin from Ana"
            events.remove(own[0])
            # Translators: a hero's move, then the coin it gained or lost, as one log line.
            line = _("{move} and {coin}").format(
                move=line, coin=_coin_words(own[0], ply.names, True)
            )
        lines.append(line)
    lines.extend(_board_lines(ply))
    lines.extend(_coin_words(event, ply.names, False) for event in events)
    old_d, new_d = ply.before.drakon, ply.after.drakon
    if new_d is not None and old_d is not None and old_d != new_d and ply.kind != "drakon":
        lines.append(_("The Drakon figure moves to {cell}").format(cell=cell_text(new_d)))
    lines.extend(_skip_lines(ply))
    lines.extend(_end_lines(ply))
    return lines


def describe(
    text: str, player: int, before: DrakonView, after: DrakonView, names: Sequence[str]
) -> list[Entry]:
    """Log entries for one ply: the action phrase (the player's colour) and its effects.

    The first line of a seat's own decision carries that seat (the hot-seat summary stops at
    it); effects and chance outcomes carry CHANCE.
    """
    ply = Ply(text, actions.read_text(text), player, before, after, names)
    try:
        line = _action_line(ply)
        effects = effect_lines(ply)
    except (ValueError, IndexError, AttributeError, KeyError, TypeError):
        # Never let phrasing break the log; the raw text is only used if it hides nothing.
        head = text.split(" ", 1)[0]
        safe = text if head not in HIDDEN_HEADS else _("(hidden)")
        return [(player if player >= 0 else CHANCE, safe)]
    entries: list[Entry] = []
    owner = player if player >= 0 else CHANCE
    if line:
        entries.append((owner, line))
    for effect in effects:
        # A seat's own action that reads best as an effect still marks that seat's turn.
        entries.append((owner if not entries and owner != CHANCE else CHANCE, effect))
    return entries
