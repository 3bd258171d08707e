""" "Play from here": the setup screen for a game that continues a replay at one of its positions.

The replay viewer opens `SetupScene(app, slug, fork=record)` with the record cut at the chosen
position. The seat count, options and seed stay the record's (the rules panel shows them without
letting them change); the seats start as the record's (people keep their names, computer seats
follow their level) and are chosen again. Start replays the record's actions into a new Session
with the new seats (`Session.from_record`), so play continues from that very position; the
chance still to come is the same as in the original game, as it follows the seed and the ply.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import pygame

from game.core.record import GameRecord, SeatSpec
from game.core.schema import RecordError
from game.core.text import N_, Message
from game.i18n import translate
from game.scenes.memory import SeatChoice, SetupChoice
from game.scenes.save_choice import saved_progress
from game.session import Session
from game.views import theme
from game.views.backdrop import draw_text, fit_size
from game.views.text import ellipsize
from game.views.widgets import Cycle, Widget, Words

if TYPE_CHECKING:
    from game.scenes.setup import SetupScene

log = logging.getLogger(__name__)

# Translators: the setup of a game continued from a replay; {moment} is how far the replay
# got, e.g. "Continuing a replay from: Turn 14" or "...: Game 2, turn 8".
BANNER = N_("Continuing a replay from: {moment}")
FIXED_NOTE = N_("The rules and the seed are the replay's. Choose who plays each seat.")
ENDED = N_("This replay has ended here: there is nothing left to play.")
CANNOT_CONTINUE = N_("This replay cannot be continued: {reason}")


def seats_of(fork: GameRecord | None) -> SetupChoice | None:
    """The setup a fork starts from: the record's seats (a person's name kept, a computer seat
    named after its level) and options; None without a fork."""
    if fork is None:
        return None
    colours: list[int] = []
    for seat in fork.seats:  # distinct colours, as the setup keeps them (a record may repeat)
        spare = [colour for colour in range(len(theme.SEAT_COLOURS)) if colour not in colours]
        usable = seat.colour in spare  # (a save may name a colour this version lacks)
        colours.append(seat.colour if usable else spare[0])
    seats = tuple(
        SeatChoice(seat.kind, seat.level, colour, seat.name if seat.is_human else "")
        for seat, colour in zip(fork.seats, colours, strict=True)
    )
    return SetupChoice(seats, dict(fork.options))


def banner(fork: GameRecord) -> Message:
    """ "Continuing a replay from: Turn 14", in the game's own count (game.views.progress)."""
    return Message.of(BANNER, moment=saved_progress(fork))


def forked_session(scene: SetupScene, seats: list[SeatSpec]) -> Session | None:
    """The fork's record played out with `seats`; None (and the reason on the scene) when it
    cannot be replayed or the game is already over at that position."""
    fork = scene.fork
    assert fork is not None
    record = GameRecord(
        slug=fork.slug,
        num_players=fork.num_players,
        options=dict(fork.options),
        seats=list(seats),
        seed=fork.seed,
        history=list(fork.history),
    )
    try:
        session = Session.from_record(record)
    except RecordError as error:
        log.warning("fork refused: %s", error)
        scene.error = Message.of(CANNOT_CONTINUE, reason=error.message)
        return None
    if session.is_over():
        scene.error = ENDED
        return None
    return session


class FixedRow(Widget):
    """A row that shows a value which cannot change here (a fork's options, seed and seats):
    its label and value on a flat face, without the arrows of a chooser; never focused."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: Words,
        value: Words,
        swatch: tuple[int, int, int] | None = None,
    ):
        super().__init__(rect, enabled=False)
        self.label, self.value, self.swatch = label, value, swatch

    def draw(self, surface: pygame.Surface, focused: bool, t: float) -> None:
        """A flat face, the label at the left (when there is one), the value at the right."""
        pygame.draw.rect(surface, (34, 28, 42), self.rect, border_radius=12)
        pygame.draw.rect(surface, (80, 74, 88), self.rect, width=1, border_radius=12)
        value = translate(self.value)
        label = translate(self.label)
        label_room = 0
        if label:  # the label's own width (at most 40%): the value gets the rest
            label_room = min(int(self.rect.width * 0.4), theme.font(18).size(label)[0] + 28)
        if label:
            size = fit_size(label, label_room - 14, 18, bold=False, smallest=13)
            shown = ellipsize(label, theme.font(size), label_room - 14)
            anchor = {"midleft": (self.rect.left + 14, self.rect.centery)}
            draw_text(surface, shown, size, theme.TEXT_DIM, anchor, shadow=False)
        room = self.rect.width - label_room - 28
        left = self.rect.left + label_room + 14
        if self.swatch is not None:  # a colour chip before the value, as a colour chooser has
            chip = pygame.Rect(0, 0, 20, 20)
            chip.midleft = (left, self.rect.centery)
            pygame.draw.rect(surface, self.swatch, chip, border_radius=5)
            pygame.draw.rect(surface, theme.TEXT, chip, width=1, border_radius=5)
            left, room = left + 24, room - 24
        size = fit_size(value, room, 20)
        shown = ellipsize(value, theme.font(size, bold=True), room)
        centre = (left + room // 2, self.rect.centery)
        draw_text(surface, shown, size, theme.TEXT, {"center": centre}, bold=True, shadow=False)


def fixed(cycle: Cycle) -> FixedRow:
    """`cycle` as a row that only shows its value (with its colour chip, if it has one)."""
    swatch = cycle.swatch(cycle.value) if cycle.swatch else None
    return FixedRow(cycle.rect, cycle.label, cycle.choices[cycle.index][1], swatch)
