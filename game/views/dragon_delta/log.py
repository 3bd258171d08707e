"""The Dragon Delta move log in words, from the engine's public events of each ply.

The describer words a ply event by event, in the order of the view's `recent` events (the same
order the show plays them in: anim.py): a new round, the cards turned and the dragons' blocks,
stones, bridges that held or sank, planks taken, steps, jumps, falls with their reason, a win.
Every line carries the index of the event it words (`timed_lines`), so the board view can hold
back the lines whose part of the show has not played yet (`held_lines`). Only public facts are
read, so it never words a hidden card: a programming ply says only that a card was laid face
down, whatever its text holds.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from game.core.protocol import CHANCE
from game.i18n import _
from game.rules.dragon_delta.events import FALL_REASONS, Event
from game.rules.dragon_delta.view import HIDDEN, DeltaView

from . import words

LogLine = tuple[int, str]
BEFORE_EVENTS = -1
"""The event index of a line that belongs to the decision itself (shown at once)."""


def describe(
    text: str, player: int, before: Hashable, after: Hashable, names: Sequence[str]
) -> list[LogLine] | None:
    """The log lines of one ply; None when the views are not Dragon Delta's."""
    if not isinstance(before, DeltaView) or not isinstance(after, DeltaView):
        return None
    return [line for _index, line in timed_lines(text, player, after, names)]


def timed_lines(
    text: str, player: int, after: DeltaView, names: Sequence[str]
) -> list[tuple[int, LogLine]]:
    """(index of the event in `after.recent` it words, line) for every line of one ply."""
    found: list[tuple[int, LogLine]] = []
    if text.startswith("first "):
        line = _("{name} is the start player").format(name=words.seat_name(names, after.start))
        return [(BEFORE_EVENTS, (CHANCE, line))]
    if text.startswith("program "):
        name = words.seat_name(names, player)
        found.append((BEFORE_EVENTS, (player, _("{name} lays a card face down").format(name=name))))
    stepped = text.startswith("step ")
    for index, event in enumerate(after.recent):
        own_step = stepped and event.kind == "move" and event.seat == player
        stepped = stepped and not own_step  # the decision's step; later moves resolved alone
        found.extend((index, line) for line in _event_lines(event, names, own_step))
    return found


def held_lines(text: str, player: int, after: DeltaView, reached: int) -> int:
    """How many of a ply's last lines word events after index `reached` (not yet shown)."""
    return sum(1 for index, _line in timed_lines(text, player, after, ()) if index > reached)


def _event_lines(event: Event, names: Sequence[str], own_step: bool) -> list[LogLine]:
    """The lines of one event (none for the ones the log keeps quiet about)."""
    seat, kind = event.seat, event.kind
    name = words.seat_name(names, seat)
    if kind == "start-player":
        return [(CHANCE, _("Round {round}: {name} starts").format(round=event.round, name=name))]
    if kind == "reveal":
        return _reveal_lines(event, names)
    if kind == "blocked":
        return [(seat, _("A dragon blocks {name}").format(name=name))]
    if kind in ("bridge", "plank-lost", "take"):
        return [(seat, _plank_line(event, name))]
    simple = {
        "stone": _("{name} places a stone"),
        "unstone": _("{name} returns a stone to the supply"),
        "win": _("{name} reaches the far village!"),
    }
    if kind in simple:
        return [(seat, simple[kind].format(name=name))]
    if kind in ("move", "jump"):
        place = words.position_name(event.target)
        line = _("{name} moves to {place}")
        if kind == "jump":
            line = _("{name} jumps to {place}")
        elif own_step:
            line = _("{name} steps to {place}")
        return [(seat, line.format(name=name, place=place))]
    if kind == "fall":
        reason = _(FALL_REASONS.get(event.reason, event.reason))
        line = _("{name} falls into the river and swims home: {reason}")
        return [(seat, line.format(name=name, reason=reason))]
    return []


def _reveal_lines(event: Event, names: Sequence[str]) -> list[LogLine]:
    """A step's cards turned: the step, then each seat's card."""
    lines: list[LogLine] = [
        (CHANCE, _("Step {step}: the cards are turned").format(step=event.step + 1))
    ]
    for seat, card in enumerate(event.cards):
        if card != HIDDEN and card >= 0:
            name = words.seat_name(names, seat)
            line = _("{name} plays {card}").format(name=name, card=words.card_name(card))
            lines.append((seat, line))
    return lines


def _plank_line(event: Event, name: str) -> str:
    """A bridge that held, a plank that sank, or a bridge taken."""
    plank = words.plank_name(event.plank)
    if event.kind == "bridge":
        return _("{name} lays {plank}: it holds").format(name=name, plank=plank)
    if event.kind == "plank-lost":
        return _("{name} lays {plank}: too short, it sinks").format(name=name, plank=plank)
    return _("{name} takes {plank}").format(name=name, plank=plank)
