"""The Dragon Delta move log in words, from the public views before and after each ply.

The describer sees the ply's text and the spectator views on both sides of it; what happened
(cards turned, dragons' blocks, stones, bridges that held or sank, planks taken, steps, jumps,
a win) is read from their differences, and falls with their reason from the engine's public
events (`recent`: a pawn at home can fall and not move), so it never words a hidden card: a
programming ply says only that a card was laid face down, whatever its text holds.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from game.core.protocol import CHANCE
from game.i18n import _
from game.rules.dragon_delta.events import FALL_REASONS
from game.rules.dragon_delta.view import HIDDEN, DeltaView

from . import words

LogLine = tuple[int, str]


def describe(
    text: str, player: int, before: Hashable, after: Hashable, names: Sequence[str]
) -> list[LogLine] | None:
    """The log lines of one ply; None when the views are not Dragon Delta's."""
    if not isinstance(before, DeltaView) or not isinstance(after, DeltaView):
        return None
    lines: list[LogLine] = []
    if text.startswith("first "):
        seat = after.start
        lines.append(
            (CHANCE, _("{name} is the start player").format(name=words.seat_name(names, seat)))
        )
        return lines
    if text.startswith("program "):
        name = words.seat_name(names, player)
        lines.append((player, _("{name} lays a card face down").format(name=name)))
    lines.extend(_board_lines(before, after, player, text, names))
    lines.extend(_step_lines(before, after, names))
    return lines


def _step_lines(before: DeltaView, after: DeltaView, names: Sequence[str]) -> list[LogLine]:
    """A new round or a new step: the cards turned and the seats the dragons block."""
    lines: list[LogLine] = []
    if after.round != before.round and after.phase != "over":
        start = words.seat_name(names, after.start)
        lines.append(
            (CHANCE, _("Round {round}: {name} starts").format(round=after.round, name=start))
        )
    turned = (
        after.step >= 0
        and after.phase == "resolve"
        and (after.step != before.step or after.round != before.round)
    )
    if turned:
        lines.append((CHANCE, _("Step {step}: the cards are turned").format(step=after.step + 1)))
        for seat, program in enumerate(after.programs):
            if after.step < len(program) and program[after.step] != HIDDEN:
                card = words.card_name(program[after.step])
                lines.append(
                    (
                        seat,
                        _("{name} plays {card}").format(
                            name=words.seat_name(names, seat), card=card
                        ),
                    )
                )
        for seat in after.blocked:
            lines.append(
                (seat, _("A dragon blocks {name}").format(name=words.seat_name(names, seat)))
            )
    return lines


def _board_lines(
    before: DeltaView, after: DeltaView, player: int, text: str, names: Sequence[str]
) -> list[LogLine]:
    name = words.seat_name(names, player)
    lines: list[LogLine] = []
    for _site in sorted(set(after.stones) - set(before.stones)):
        lines.append((player, _("{name} places a stone").format(name=name)))
    for _site in sorted(set(before.stones) - set(after.stones)):
        lines.append((player, _("{name} returns a stone to the supply").format(name=name)))
    laid = {p for p, _a, _b in after.bridges}
    had = {p for p, _a, _b in before.bridges}
    for plank in sorted(laid - had):
        lines.append(
            (
                player,
                _("{name} lays {plank}: it holds").format(name=name, plank=words.plank_name(plank)),
            )
        )
    for plank in sorted(set(after.lost) - set(before.lost)):
        line = _("{name} lays {plank}: too short, it sinks").format(
            name=name, plank=words.plank_name(plank)
        )
        lines.append((player, line))
    for plank in sorted(had - laid):
        lines.append(
            (player, _("{name} takes {plank}").format(name=name, plank=words.plank_name(plank)))
        )
    falls = {event.seat for event in after.recent if event.kind == "fall"}
    for seat, (old, new) in enumerate(zip(before.pawns, after.pawns, strict=True)):
        if old == new:
            continue
        who = words.seat_name(names, seat)
        place = words.position_name(new)
        if seat == player and text.startswith("jump "):
            lines.append((seat, _("{name} jumps to {place}").format(name=who, place=place)))
        elif seat == player and text.startswith("step "):
            lines.append((seat, _("{name} steps to {place}").format(name=who, place=place)))
        elif new == after.colours[seat] and seat in falls:
            continue  # worded from the engine's events below, with the reason
        else:
            lines.append((seat, _("{name} moves to {place}").format(name=who, place=place)))
    for event in after.recent:
        if event.kind == "fall":
            who = words.seat_name(names, event.seat)
            reason = _(FALL_REASONS.get(event.reason, event.reason))
            line = _("{name} falls into the river and swims home: {reason}")
            lines.append((event.seat, line.format(name=who, reason=reason)))
    if after.phase == "over" and before.phase != "over" and after.reason == "destination":
        for seat in after.winners:
            line = _("{name} reaches the far village!").format(name=words.seat_name(names, seat))
            lines.append((seat, line))
    return lines
