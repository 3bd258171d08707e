"""Animation steps of The Nine Sons: a die flying from the tray, a stack sown die by die, a
tamed card flying to its tamer with a burst of sparks, a refill sliding in from the deck.

Each builder appends tween Steps whose `data["base"]` is the board to draw underneath and whose
other keys tell the painter what moves on top; start hooks play the sounds and sparks. Sounds
(the Nine Sons names of the sound vocabulary): "die" as a die is set down on the board, "step"
for each die sown (its variant, the step's index, rises in pitch), "tame" (a bronze gong) as a
son is tamed, "swallow" as Chiwen swallows a die, "refill" as a card slides in.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.rules.nine_sons.board import SLOT_SQUARES
from game.views import theme
from game.views.tween import Step, ease_in_out, ease_out_back, ease_out_cubic

from . import layout

if TYPE_CHECKING:
    from .view import NineSonsBoardView


def place_steps(
    board: NineSonsBoardView, steps: list[Step], before: Any, info: Any, seat: int
) -> Any:
    """A die flies from the tray to its square; returns the board after landing."""
    hands = list(before.hands)
    remaining = list(hands[seat])
    remaining.remove(info.value)
    hands[seat] = tuple(remaining)
    flying = dataclasses.replace(before, hands=tuple(hands))
    square = info.path[0]
    start = layout.hand_die_rect(seat, info.value).center
    data = {"kind": "fly", "base": flying, "dice": [(seat, info.value)], "start": start,
            "end": layout.die_centre(square, 0), "square": square}  # fmt: skip
    steps.append(Step(0.32, data, easing=ease_out_cubic))
    stacks = list(before.stacks)
    stacks[square] = ((seat, info.value),)
    placed = dataclasses.replace(flying, stacks=tuple(stacks))
    steps.append(Step(0.0, None, on_start=lambda: board.sound("die")))
    return placed


def move_steps(board: NineSonsBoardView, steps: list[Step], before: Any, info: Any) -> Any:
    """The stack lifts and drops its bottom die on each square of the path; returns the board."""
    stacks = list(before.stacks)
    lifted = list(stacks[info.source])
    stacks[info.source] = ()
    base = dataclasses.replace(before, stacks=tuple(stacks))
    start = layout.die_centre(info.source, 0)
    lift = {"kind": "lift", "base": base, "dice": list(lifted), "at": start}
    steps.append(Step(0.16, lift, easing=ease_out_cubic))
    previous = info.source
    for index, square in enumerate(info.path):
        data = {"kind": "sow", "base": base, "dice": list(lifted),
                "start": layout.die_centre(previous, 0), "end": layout.die_centre(square, 0)}  # fmt: skip
        steps.append(Step(0.24, data, easing=ease_in_out, on_start=_step_sound(board, index)))
        stacks[square] = stacks[square] + (lifted.pop(0),)
        base = dataclasses.replace(before, stacks=tuple(stacks))
        previous = square
    steps.append(Step(0.0, None, on_start=lambda: board.sound("die")))
    return base


def _step_sound(board: NineSonsBoardView, index: int) -> Callable[[], None]:
    return lambda: board.sound("step", index)


def tame_steps(
    board: NineSonsBoardView, steps: list[Step], base: Any, before: Any, after: Any
) -> None:
    """Each newly tamed card glows, then flies to its tamer's row with sparks and a chime,
    while the dice that lay on it hop home to their owners' trays."""
    tames = []
    for seat, row in enumerate(after.tamed):
        for card in row[len(before.tamed[seat]) :]:
            slot = before.slots.index(card) if card in before.slots else 0
            tames.append((seat, card, slot, _homing_dice(base, after, slot)))
    if not tames:
        return
    steps.append(Step(0.3, {"kind": "hold", "base": base, "glow": tames[0][2]}))
    tamed_so_far = [list(row) for row in before.tamed]
    for index, (seat, card, slot, homing) in enumerate(tames):
        # Dice still travelling (this tame's and later ones') are not in the trays yet.
        travelling = {(owner, value) for later in tames[index:] for owner, value, *_ in later[3]}
        hands = tuple(
            tuple(v for v in hand if (owner, v) not in travelling)
            for owner, hand in enumerate(after.hands)
        )
        shown = dataclasses.replace(
            after,
            tamed=tuple(tuple(r) for r in tamed_so_far),
            scores=before.scores,
            hands=hands,
        )
        target = layout.tamed_landing(seat, len(tamed_so_far[seat]))
        data = {"kind": "tame", "base": shown, "card": card, "seat": seat, "homing": homing,
                "start": layout.slot_rect(slot), "end": target}  # fmt: skip
        swallows = any(home is None for *_die, home in homing)
        burst = _tame_burst(board, slot, seat, swallows)
        steps.append(Step(0.8, data, easing=ease_in_out, on_start=burst))
        tamed_so_far[seat].append(card)


def _homing_dice(base: Any, after: Any, slot: int) -> list[tuple]:
    """(owner, value, from, to) for every die on the tamed card; swallowed dice go nowhere."""
    dice = []
    for square in SLOT_SQUARES[slot]:
        for height, (owner, value) in enumerate(base.stacks[square]):
            start = layout.die_centre(square, height)
            if value in after.hands[owner]:
                end = layout.hand_die_rect(owner, value).center
            else:
                end = None  # Chiwen swallowed it
            dice.append((owner, value, start, end))
    return dice


def _tame_burst(
    board: NineSonsBoardView, slot: int, seat: int, swallows: bool
) -> Callable[[], None]:
    """Sparks and the gong as the card flies; Chiwen's swallow too when it takes a die."""

    def burst() -> None:
        rect = layout.slot_rect(slot)
        colours = [theme.GOLD, (255, 240, 180), board.seat_colour(seat), theme.JADE]
        board.particles.burst(rect.centerx, rect.centery, colours, count=70, speed=340)
        board.sound("tame")
        if swallows:
            board.sound("swallow")

    return burst


def refill_steps(
    board: NineSonsBoardView, steps: list[Step], before: Any, after: Any, info: Any
) -> None:
    """A card slides from the deck into the slot it refills (quicker for the opening deal)."""
    slot = next(
        (k for k in range(6) if before.slots[k] is None and after.slots[k] == info.card), None
    )
    if slot is None:
        return
    slots = list(after.slots)
    slots[slot] = None
    base = dataclasses.replace(after, slots=tuple(slots))
    data = {"kind": "refill", "base": base, "card": info.card, "slot": slot,
            "start": layout.deck_card_rect(), "end": layout.slot_rect(slot)}  # fmt: skip
    duration = 0.5 if info.kind == "refill" else 0.22
    steps.append(Step(duration, data, easing=ease_out_back, on_start=lambda: board.sound("refill")))
