"""The Nine Sons move log in plain words.

`describe` gets the ply's action text and two spectator views (before and after). The game hides
nothing, so the views say everything: the text says what was chosen (read back through the rules'
own parser and decoder, never taken apart here) and the difference between the views says what
followed from it: sons tamed, dice swallowed, squares that vanish, the end of the game.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from game.core.protocol import CHANCE
from game.i18n import _
from game.rules.nine_sons import CARDS, NineSonsView, decode_action
from game.rules.nine_sons.actions import ActionInfo, parse_action_text
from game.rules.nine_sons.board import SLOT_OF
from game.rules.nine_sons.cards import CHIWEN
from game.views.outcome_words import winner_banner

from .layout import square_label
from .outcome import reason_words

LogLine = tuple[int, str]


def _son(card: int) -> str:
    return _(CARDS[card].name)


def _son_at(view: NineSonsView, square: int) -> str:
    """The name of the son whose card holds `square` (the card the die landed on)."""
    card = view.slots[SLOT_OF[square]]
    return _son(card) if card is not None else square_label(square)


def _placement(info: ActionInfo, player: int, before: NineSonsView, names: Sequence[str]) -> str:
    square = info.path[0]
    return _("{name} placed a {value} on {son} at {square}").format(
        name=names[player],
        value=info.value,
        son=_son_at(before, square),
        square=square_label(square),
    )


def _sowing(info: ActionInfo, player: int, before: NineSonsView, names: Sequence[str]) -> str:
    source = info.source if info.source is not None else info.path[0]
    lifted = before.stacks[source]
    start, end = square_label(source), square_label(info.path[-1])
    if len(lifted) == 1:
        return _("{name} moved a {value} from {start} to {end}").format(
            name=names[player], value=lifted[0][1], start=start, end=end
        )
    route = "-".join(square_label(square) for square in (source, *info.path))
    # Translators: {n} is 2 or 3 (the dice in the stack); {route} is the path, e.g. a3-a2-b2.
    return _("{name} sowed a {n}-stack from {start} to {end} ({route})").format(
        name=names[player], n=len(lifted), start=start, end=end, route=route
    )


def _choice(info: ActionInfo, player: int, names: Sequence[str]) -> str:
    """A tame-order or award decision."""
    son = _son(info.card if info.card is not None else 0)
    if info.kind == "tame":
        return _("{name} chose to tame {son} first").format(name=names[player], son=son)
    if info.seat == player:
        return _("{name} claimed {son}").format(name=names[player], son=son)
    seat = info.seat if info.seat is not None else player
    return _("{name} gave {son} to {other}").format(name=names[player], son=son, other=names[seat])


def action_line(
    info: ActionInfo, player: int, before: NineSonsView, names: Sequence[str]
) -> LogLine:
    """The line of the chosen action itself (a decision or what chance dealt)."""
    if info.kind == "place":
        return player, _placement(info, player, before, names)
    if info.kind == "move":
        return player, _sowing(info, player, before, names)
    if info.kind in ("tame", "award"):
        return player, _choice(info, player, names)
    if info.kind == "first":
        seat = info.seat if info.seat is not None else 0
        return CHANCE, _("{name} goes first").format(name=names[seat])
    son = _son(info.card if info.card is not None else 0)
    if info.kind == "deal":
        return CHANCE, _("{son} is dealt onto the table").format(son=son)
    return CHANCE, _("{son} comes to the table").format(son=son)


def consequence_lines(
    before: NineSonsView, after: NineSonsView, names: Sequence[str]
) -> list[LogLine]:
    """What followed: each son tamed (with its points), dice Chiwen swallowed, squares that
    vanish for want of a refill, and the end of the game."""
    lines: list[LogLine] = []
    for seat, tamed in enumerate(after.tamed):
        for card in tamed[len(before.tamed[seat]) :]:
            lines.append(
                (
                    seat,
                    _("{name} tamed {son} ({points})").format(
                        name=names[seat], son=_son(card), points=f"{CARDS[card].points:+d}"
                    ),
                )
            )
            if after.deck_size == 0 and not after.terminal:
                line = _("The deck is empty: the squares of {son} vanish").format(son=_son(card))
                lines.append((CHANCE, line))
    for seat, removed in enumerate(after.removed):
        for value in removed:
            if value not in before.removed[seat]:
                text = _("{son} swallowed {name}'s {value}: it leaves the game")
                lines.append((seat, text.format(son=_son(CHIWEN), name=names[seat], value=value)))
    if after.terminal and not before.terminal and after.outcome is not None:
        lines.append((CHANCE, reason_words(after.outcome, names)))
        lines.append((CHANCE, winner_banner(after.outcome, names)))
    return lines


def describe(
    text: str, player: int, before: Hashable, after: Hashable, names: Sequence[str]
) -> list[LogLine] | None:
    """The log lines of one ply, translated; None when it cannot be read (the log then shows
    the engine's text)."""
    if not isinstance(before, NineSonsView) or not isinstance(after, NineSonsView):
        return None
    try:
        info = decode_action(parse_action_text(text))
    except ValueError:
        return None
    return [action_line(info, player, before, names), *consequence_lines(before, after, names)]
