"""The Wyvern move log in words, from the public events of each ply (spectator views: a card
a seat may not see is never named: draws, arrangements and hidden actions stay "a card")."""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from game.core.protocol import CHANCE
from game.i18n import _
from game.rules.wyvern.events import Event
from game.rules.wyvern.outcome import GAME_REASONS
from game.rules.wyvern.view import WyvernView

from . import words

LogLine = tuple[int, str]
QUIET = frozenset(("draw", "arrange", "refill", "first-player", "turn", "help"))


def describe(
    text: str, player: int, before: Hashable, after: Hashable, names: Sequence[str]
) -> list[LogLine] | None:
    """The log lines of one ply; None when the views are not Wyvern's."""
    if not isinstance(before, WyvernView) or not isinstance(after, WyvernView):
        return None
    return [line for _index, line in timed_lines(text, player, after, names, before)]


def timed_lines(
    text: str,
    player: int,
    after: WyvernView,
    names: Sequence[str],
    before: WyvernView | None = None,
) -> list[tuple[int, LogLine]]:
    """(index in `after.recent` of the event it words, or -1 for the decision itself; line).

    Passing is worded only where it is a choice worth reading (no attack this turn); the many
    passes of the priority windows stay out of the log."""
    found: list[tuple[int, LogLine]] = []
    if text == "pass" and player >= 0 and before is not None and before.decision == "battle":
        line = _("{name} does not attack").format(name=words.seat_name(names, player))
        found.append((-1, (player, line)))
    for index, event in enumerate(after.recent):
        # A line's dot is the seat it is about, the name it starts with: a pass in a priority
        # window resolves the other seat's action, an attack triggers the other seat's terrain
        # and pays its owner ("Bo gains 4 gold" is Bo's line, whoever's ply it came in).
        found.extend((index, line) for line in event_lines(event, names))
    return found


def held_lines(text: str, player: int, after: WyvernView, reached: int) -> int:
    """How many of a ply's last lines word events after index `reached` (not shown yet)."""
    return sum(1 for index, _line in timed_lines(text, player, after, ()) if index > reached)


def _card(card: int) -> str:
    return words.card_name(card) if card >= 0 else _("a hidden card")


def event_lines(event: Event, names: Sequence[str]) -> list[LogLine]:
    """The lines of one event (none for the ones the log keeps quiet about)."""
    seat, kind = event.seat, event.kind
    name = words.seat_name(names, seat)
    if kind in QUIET:
        return []
    if kind == "game-start":
        return [(CHANCE, _("Game {n}: {name} starts").format(n=event.game, name=name))]
    if kind == "treasure":
        return [
            (
                seat,
                _("{name} places {card} {slot}").format(
                    name=name, card=_card(event.card), slot=words.slot_name(event.slot)
                ),
            )
        ]
    if kind in ("swap", "redeploy"):
        line = (
            _("{name} swaps two positions")
            if kind == "swap"
            else _("{name} redeploys instead of attacking")
        )
        return [(seat, line.format(name=name))]
    if kind == "play":
        if event.card < 0:
            return [(seat, _("{name} plays a hidden action face down").format(name=name))]
        return [(seat, _("{name} plays {card}").format(name=name, card=_card(event.card)))]
    if kind in ("reaction", "intercept"):
        return [(seat, _("{name} answers with {card}").format(name=name, card=_card(event.card)))]
    if kind == "cancel":
        return [(seat, _("{card} is cancelled").format(card=_card(event.card)))]
    if kind == "attack":
        return [
            (
                seat,
                _("{name} attacks {place}").format(
                    name=name, place=words.place_name(names, event.other)
                ),
            )
        ]
    if kind == "reveal":
        return [(seat, _("{card} is revealed").format(card=_card(event.card)))]
    if kind == "hidden-revealed":
        return [(seat, _("A hidden action turns up: {card}").format(card=_card(event.card)))]
    if kind == "peek":
        return [(seat, _("{name} looks at a face-down card").format(name=name))]
    if kind == "battle":
        return [(seat if seat >= 0 else CHANCE, _battle(event, names))]
    if kind == "kill":
        return [(seat, _("{card} is killed").format(card=_card(event.card)))]
    if kind == "rune":
        return [
            (seat, _("Rune of Return saves {card}: face down again").format(card=_card(event.card)))
        ]
    if kind == "attach":
        return [(seat, _("{card} is attached").format(card=_card(event.card)))]
    if kind == "bottom":
        return [(seat, _("{card} goes to the bottom of the Lair").format(card=_card(event.card)))]
    if kind == "terrain":
        return [(seat, _terrain(event))]
    if kind in ("pay", "gold", "lose") and event.amount:
        said = {
            "pay": _("{name} pays {n} gold"),
            "gold": _("{name} gains {n} gold"),
            "lose": _("{name} loses {n} gold"),
        }[kind]
        return [(seat, said.format(name=name, n=event.amount))]
    if kind == "discard":
        return [(seat, _("{name} discards {card}").format(name=name, card=_card(event.card)))]
    if kind == "sabotage":
        return [(seat, _("{card} is sabotaged").format(card=_card(event.card)))]
    if kind == "game-over":
        return _game_over(event, names)
    if kind == "match-over":
        if seat < 0:
            return [(CHANCE, _("The match is drawn"))]
        return [(seat, _("{name} wins the match").format(name=name))]
    return []


def _battle(event: Event, names: Sequence[str]) -> str:
    if event.why == "retreat":
        return _("The defender retreats: no one dies")
    if event.seat < 0:
        return _("A tie, {a} to {d}: both dragons die").format(a=event.amount, d=event.value)
    high, low = event.amount, event.value
    if event.pos >= 0 and event.seat != event.pos // 6:  # the defender won: its power first
        high, low = low, high
    return _("{name} wins the battle, {a} to {d}").format(
        name=words.seat_name(names, event.seat), a=high, d=low
    )


def _terrain(event: Event) -> str:
    card = _card(event.card)
    if event.why == "scout":
        return _("A Scout clears {card} without setting it off").format(card=card)
    if event.why == "trigger":
        return _("{card} springs on the attacker").format(card=card)
    return _("{card} does not spring and is destroyed").format(card=card)


def _game_over(event: Event, names: Sequence[str]) -> list[LogLine]:
    values = event.values if len(event.values) == 2 else (0, 0)
    reason = _(GAME_REASONS.get(event.why, event.why))
    lines: list[LogLine] = [(CHANCE, reason)]
    for seat in (0, 1):
        lines.append(
            (
                seat,
                _("{name} scores {n} VP").format(name=words.seat_name(names, seat), n=values[seat]),
            )
        )
    return lines
