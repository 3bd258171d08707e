"""The Nine Sons board's looks (issue 12): coordinates on the board, the thinking spinner's
place in the seat panel, readable tamed-son chips, and the sounds the board plays."""

from __future__ import annotations

import gettext
import itertools

import pygame
import pytest

from game import i18n
from game.core.record import SeatSpec
from game.rules.nine_sons import CARDS, NineSonsState
from game.views.nine_sons import layout, paint
from game.views.nine_sons.view import NineSonsBoardView

CARD = {card.key: card.id for card in CARDS}
STANDARD = tuple(CARD[key] for key in ("qiuniu", "bian", "fuxi", "suanni", "baxia", "chaofeng"))
SEATS = [SeatSpec("Ada", "human", colour=0), SeatSpec("Drake", "ai", "easy", colour=1)]
SPINNER_REACH = 18  # the play scene draws its dots 14 px around the anchor, 3 px each


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


def board_with(state: NineSonsState, sounds: list | None = None) -> NineSonsBoardView:
    board = NineSonsBoardView(
        SEATS, (lambda *args: sounds.append(args)) if sounds is not None else None
    )
    board.reset(state.view(None))
    return board


def render(board: NineSonsBoardView) -> pygame.Surface:
    surface = pygame.Surface((1280, 720))
    board.draw(surface, 0.5)
    return surface


class Letters(gettext.NullTranslations):
    """A catalogue that writes the board's column letters as Greek capitals."""

    GREEK = {"a": "Α", "b": "Β", "c": "Γ", "d": "Δ"}

    def pgettext(self, context, message):
        if context == "board column":
            return self.GREEK.get(message, message)
        return message


# --------------------------------------------------------------------------- coordinates


def test_the_board_is_labelled_with_column_letters_and_row_numbers():
    """Issue 12 item 7: the log says a1..d3, so the board shows a-d under its columns and
    1-3 beside its rows, in the frame's margin (never on a card)."""
    labels = layout.coordinate_labels()
    assert sorted(text for text, _centre in labels) == ["1", "2", "3", "a", "b", "c", "d"]
    cards = [layout.slot_rect(slot) for slot in range(6)]
    frame = layout.board_frame()
    for text, centre in labels:
        assert frame.collidepoint(centre), text
        assert not any(card.collidepoint(centre) for card in cards), text
        if text.isdigit():
            row = int(text) - 1
            assert centre[1] == layout.square_rect(row * 4).centery
            assert centre[0] < layout.square_rect(row * 4).left
        else:
            col = "abcd".index(text)
            assert centre[0] == layout.square_rect(8 + col).centerx
            assert centre[1] > layout.square_rect(8 + col).bottom
    assert not frame.colliderect(layout.message_box())


def test_the_coordinates_are_drawn_and_translated_as_the_log_uses_them(monkeypatch):
    state = NineSonsState.from_position(slots=STANDARD, stacks={})
    board = board_with(state)
    plain = render(board)
    frame_colour = plain.get_at(layout.board_frame().move(8, 0).midleft)[:3]
    for _text, (x, y) in layout.coordinate_labels():
        area = [plain.get_at((x + dx, y + dy))[:3] for dx in range(-4, 5) for dy in range(-5, 6)]
        assert any(pixel != frame_colour for pixel in area), _text
    monkeypatch.setattr(i18n, "_translations", Letters())
    try:
        assert [text for text, _centre in layout.coordinate_labels()][:4] == ["Α", "Β", "Γ", "Δ"]
        assert layout.square_label(9) == "Β3"
    finally:
        i18n.set_language("en")


# --------------------------------------------------------------------------- seat panels


def _panel_parts(seat: int) -> dict[str, pygame.Rect]:
    parts = {"score": layout.score_rect(seat), "name": layout.name_rect(seat)}
    for value in range(1, 7):
        parts[f"die {value}"] = layout.hand_die_rect(seat, value)
    for index in range(5):
        parts[f"chip {index}"] = layout.tamed_rect(seat, index)
    return parts


@pytest.mark.parametrize("seat", [0, 1])
def test_the_thinking_spinner_sits_in_a_free_spot_of_the_panel(seat):
    """Issue 12 cosmetics: the spinner covered the AI seat's score. Its whole reach must be
    inside the panel and clear of the score, the name, the tray and the tamed-son chips."""
    board = board_with(NineSonsState.from_position(slots=STANDARD, stacks={}))
    x, y = board.seat_anchor(seat)
    spinner = pygame.Rect(0, 0, 2 * SPINNER_REACH, 2 * SPINNER_REACH)
    spinner.center = (x, y)
    assert layout.panel_rect(seat).contains(spinner)
    for name, rect in _panel_parts(seat).items():
        assert not spinner.colliderect(rect), name
    assert not spinner.colliderect(layout.tamed_heading_rect(seat))


@pytest.mark.parametrize("seat", [0, 1])
def test_tamed_son_chips_fit_the_panel_without_overlapping(seat):
    chips = [layout.tamed_rect(seat, index) for index in range(5)]  # a seat tames 5 at most
    panel = layout.panel_rect(seat).inflate(-6, -6)
    assert all(panel.contains(chip) for chip in chips)
    for first, second in itertools.combinations(chips, 2):
        assert not first.colliderect(second)
    assert not any(chip.colliderect(layout.tamed_heading_rect(seat)) for chip in chips)


def test_tamed_son_names_are_readable_and_never_overlap_the_points():
    """The chips' names were ~8 px and ran into each other: now a readable size, ellipsised to
    their own part of the chip, apart from the icon and the points."""
    assert paint.CHIP_NAME_SIZE >= 14
    chip = layout.tamed_rect(0, 0)
    icon, name, points = paint.chip_parts(chip)
    for part in (icon, name, points):
        assert chip.contains(part)
    for first, second in itertools.combinations((icon, name, points), 2):
        assert not first.colliderect(second)
    from game.views import theme

    font = theme.font(paint.CHIP_NAME_SIZE)
    for card in CARDS:  # every English name fits whole
        assert font.size(card.name)[0] <= name.width, card.name
    assert font.size(card.name)[1] <= chip.height


def test_a_panel_with_five_tamed_sons_renders():
    tamed = ((CARD["pulao"], CARD["yazi"], CARD["qiuniu"], CARD["chaofeng"], CARD["fuxi"]), ())
    slots = (CARD["bian"], CARD["suanni"], CARD["baxia"], CARD["chiwen"], None, None)
    state = NineSonsState.from_position(slots=slots, stacks={}, tamed=tamed, deck=())
    surface = render(board_with(state))
    chip = layout.tamed_rect(0, 4)
    colours = {surface.get_at((x, chip.centery))[:3] for x in range(chip.left, chip.right)}
    assert len(colours) > 4  # something is drawn in the fifth chip


# --------------------------------------------------------------------------- sounds


def played(state: NineSonsState, *texts: str) -> list[tuple]:
    """The sounds the board plays while it animates `texts` played from `state`."""
    from types import SimpleNamespace

    from game.rules.nine_sons import decode_action

    sounds: list[tuple] = []
    board = board_with(state, sounds)
    for text in texts:
        player = state.current_player()
        before = state.view(None)
        action = state.parse_action(text)
        state.apply_action(action)
        applied = SimpleNamespace(
            view_before=before, view_after=state.view(None), info=decode_action(action),
            player=player,
        )  # fmt: skip
        board.play(applied)
        for _frame in range(400):
            if not board.busy():
                break
            board.update(0.02)
    return sounds


def test_the_board_plays_the_nine_sons_sounds():
    """sounds.md: "die" as a die is set down, "step" with a rising variant per die sown,
    "tame" for a tame, "swallow" when Chiwen takes a die, "refill" as a card slides in."""
    assert played(NineSonsState.from_position(slots=STANDARD, stacks={}), "place 4 a1") == [
        ("die",)
    ]
    sowing = NineSonsState.from_position(slots=STANDARD, stacks={"a3": [(1, 1), (0, 2), (0, 4)]})
    assert played(sowing, "a3-a2-a1-b1") == [("step", 0), ("step", 1), ("step", 2), ("die",)]
    chiwen = (CARD["chiwen"], *STANDARD[1:])
    taming = NineSonsState.from_position(
        slots=chiwen, stacks={"a1": [(1, 1), (1, 2)], "a2": [(0, 4)]}
    )
    sounds = played(taming, "a2-a1", "refill Pulao")
    assert sounds[:1] == [("step", 0)] and ("tame",) in sounds and ("swallow",) in sounds
    assert sounds.index(("tame",)) < sounds.index(("swallow",)) < sounds.index(("refill",))
    plain = NineSonsState.from_position(
        slots=STANDARD, stacks={"a1": [(1, 1), (1, 2)], "a2": [(0, 4)]}
    )
    assert ("swallow",) not in played(plain, "a2-a1", "refill Pulao")
