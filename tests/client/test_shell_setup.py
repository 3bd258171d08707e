"""The setup screen's per-seat options (`OptionSpec(per_seat=True)`: a deck per player, say):
a chooser in every seat's card, worked by mouse, keyboard and gamepad like the other rows, a
list per seat handed to Session.new and kept in the record. Plus the default seat names, which
are made in the language of the moment and then stay the player's own text."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

import pygame
import pytest

from game import i18n
from game.core.protocol import GameInfo, GameState, OptionSpec
from game.core.record import GameRecord
from game.rules import RULES
from game.scenes.play import PlayScene
from game.scenes.setup import SetupScene
from game.scenes.setup_seats import default_seat_name, distinct_names
from game.scenes.title import TitleScene
from game.session import Session
from game.views.board_view import BoardView
from game.views.game_client import GameClient, OutcomeReport, SeatResult
from game.views.registry import CLIENTS
from tests.ai.toy_games import PigRules, PigState

DECKS = (("red", "Red deck"), ("blue", "Blue deck"), ("gold", "Gold deck"))


class DeckPigRules(PigRules):
    """Pig for 2-3 seats with a deck per seat (the game ignores it) and a table-wide goal: its
    own options, whatever options the toy Pig itself offers."""

    info = GameInfo(
        "toy-decks",
        "Pig with decks",
        2,
        3,
        True,
        False,
        400,
        options=(
            OptionSpec("deck", "Deck", "red", DECKS, "Each player brings a deck.", per_seat=True),
            OptionSpec("goal", "Goal", 20, ((20, "20 points"), (50, "50 points"))),
        ),
    )

    def new_initial_state(
        self, num_players: int = 3, options: Mapping[str, Any] | None = None
    ) -> GameState:
        """Pig, after checking the options arrive resolved (a list of decks, one per seat)."""
        assert len((options or {})["deck"]) == num_players
        return PigState(num_players)


def toy_client() -> GameClient:
    """The least a client entry needs: a plain board view and no help."""
    return GameClient(
        slug="toy-decks",
        accent=(200, 120, 60),
        draw_emblem=lambda surface, box, t, colour: None,
        board_view=lambda seats, sound: BoardView(seats, sound),
        help_pages=lambda: (),
        diagrams=lambda: {},
        describe_log=lambda *args: None,
        describe_outcome=lambda outcome, names: OutcomeReport(
            "", "", tuple(SeatResult("0", "") for _ in names)
        ),
    )


@pytest.fixture
def toy(monkeypatch):
    """The toy registered as a playable game for this test only."""
    monkeypatch.setitem(RULES, "toy-decks", DeckPigRules())
    monkeypatch.setitem(CLIENTS, "toy-decks", toy_client())


@pytest.fixture
def setup(app, toy):
    app.reset_to(TitleScene(app))
    scene = SetupScene(app, "toy-decks")
    app.push(scene)
    return scene


def press(app, key: int) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


def pad(app, button: int) -> None:
    """A gamepad button through the app: translated, posted, then delivered like a key."""
    pygame.event.clear()
    app.dispatch(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button))
    for event in pygame.event.get(pygame.KEYDOWN):
        app.dispatch(event)


def render(app) -> None:
    surface = pygame.Surface((1280, 720))
    app.update(1 / 60)
    app.draw(surface)


def test_a_per_seat_option_is_a_chooser_in_every_seat_card(app, setup):
    assert set(setup.option_cycles) == {"goal"}  # the rules panel keeps the table's options
    for editor in setup.seats:
        cycle = editor.option_cycles["deck"]
        assert editor.rect.contains(cycle.rect)
        assert cycle in editor.widgets and cycle in setup.focus.widgets
        assert cycle.value == "red"
    assert setup.option_values["deck"] == ["red", "red"]
    render(app)


@pytest.mark.parametrize("count", [2, 3])
def test_seat_cards_with_an_extra_row_stay_clear_of_each_other(app, setup, count):
    setup._count_changed(count)
    cards = [editor.rect for editor in setup.seats]
    for index, card in enumerate(cards):
        assert not card.colliderect(setup.options_panel) and card.bottom <= 590
        assert all(not card.colliderect(other) for other in cards[index + 1 :])
        widgets = setup.seats[index].widgets
        assert all(card.contains(widget.rect) for widget in widgets)
        assert all(
            not a.rect.colliderect(b.rect) for i, a in enumerate(widgets) for b in widgets[i + 1 :]
        )
    render(app)


def test_six_seat_cards_with_an_extra_row_fit_above_the_summary(app, toy, monkeypatch):
    six = DeckPigRules()
    six.info = dataclasses.replace(DeckPigRules.info, max_players=6)
    monkeypatch.setitem(RULES, "toy-decks", six)
    app.reset_to(TitleScene(app))
    setup = SetupScene(app, "toy-decks")
    app.push(setup)
    setup._count_changed(6)
    assert setup.option_values["deck"] == ["red"] * 6
    for editor in setup.seats:
        assert editor.rect.bottom <= 590 and not editor.rect.colliderect(setup.options_panel)
        assert all(editor.rect.contains(widget.rect) for widget in editor.widgets)
        assert all(widget.rect.height >= 32 for widget in editor.widgets)  # still clickable
    render(app)


def test_keyboard_mouse_and_gamepad_choose_each_seats_deck(app, setup):
    second = setup.seats[1].option_cycles["deck"]
    setup.focus.set_focus(setup.seats[1].colour_cycle)
    press(app, pygame.K_TAB)  # the next row of seat 2's card is its deck
    assert setup.focus.focused is second
    press(app, pygame.K_RIGHT)
    assert setup.option_values["deck"] == ["red", "blue"]
    pad(app, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    assert setup.option_values["deck"] == ["red", "gold"]
    first = setup.seats[0].option_cycles["deck"]
    click = first.arrow_centres()[0]  # the drawn ◀ steps back
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=click))
    assert setup.focus.focused is first
    assert setup.option_values["deck"] == ["gold", "gold"]
    render(app)


def test_changing_the_seat_count_keeps_each_seats_choice(app, setup):
    setup.seats[1].option_cycles["deck"].adjust(1)
    setup._count_changed(3)
    assert setup.option_values["deck"] == ["red", "blue", "red"]
    assert setup.seats[1].option_cycles["deck"].value == "blue"
    setup.seats[2].option_cycles["deck"].adjust(-1)
    setup._count_changed(2)
    assert setup.option_values["deck"] == ["red", "blue"]


def test_start_passes_a_list_per_seat_and_the_record_keeps_it(app, setup):
    setup.seats[0].option_cycles["deck"].adjust(1)
    setup.option_cycles["goal"].adjust(1)
    setup.start()
    assert isinstance(app.top, PlayScene)
    record = app.top.session.record
    assert record.options == {"deck": ["blue", "red"], "goal": 50}
    again = GameRecord.loads(record.dumps())
    assert again.options["deck"] == ["blue", "red"]
    assert Session.from_record(again).record.options["deck"] == ["blue", "red"]
    render(app)


def test_a_refused_option_is_reported_in_words(app, setup):
    setup.option_values["deck"] = ["red", "purple"]  # not one of the choices
    setup.start()
    assert app.top is setup and "Cannot start" in str(setup.error)
    render(app)


# ----------------------------------------------------------------------------- default names


class Shouting:
    """A stand-in catalogue: everything in capitals (placeholders kept)."""

    def gettext(self, message):
        return message.upper().replace("{NAME}", "{name}").replace("{NUMBER}", "{number}")

    def ngettext(self, singular, plural, n):
        return self.gettext(singular if n == 1 else plural)

    def pgettext(self, context, message):
        return self.gettext(message)


def test_default_names_are_made_in_the_current_language_then_kept(app, toy, monkeypatch):
    assert default_seat_name("human", "normal", 0) == "Player"
    assert default_seat_name("human", "normal", 1, humans=2) == "Player 2"
    assert default_seat_name("ai", "hard", 1) == "Wyrm"
    assert distinct_names(["Drake", "Drake", "Ada"]) == ["Drake", "Drake 2", "Ada"]
    monkeypatch.setattr(i18n, "_translations", Shouting())
    assert default_seat_name("ai", "master", 1) == "ELDER WYRM"
    app.reset_to(TitleScene(app))
    setup = SetupScene(app, "toy-decks")
    app.push(setup)
    names = [seat.name for seat in setup.seat_specs()]
    assert names == ["PLAYER", "DRAKE"]
    setup.start()
    monkeypatch.setattr(i18n, "_translations", i18n.gettext_module.NullTranslations())
    assert [seat.name for seat in app.top.session.seats] == names  # stored as shown
    assert app.settings.player_name == ""  # an untyped default is not remembered
