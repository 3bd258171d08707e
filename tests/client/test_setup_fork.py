""" "Play from here" (game.scenes.setup_fork): the setup for a game that continues a replay keeps
the record's seat count, options and seed (shown, not editable), lets the seats be chosen again,
and Start continues from exactly the replayed position with the new seats, for every game."""

from __future__ import annotations

import pygame
import pytest

from game.core.record import GameRecord, replay
from game.i18n import translate
from game.rules import RULES
from game.scenes import setup_fork
from game.scenes.play import PlayScene
from game.scenes.setup import SetupScene
from game.scenes.setup_fork import FixedRow
from game.scenes.title import TitleScene
from game.views.registry import client_for
from tests.client.played import played as played_at_random

OPTIONS = {
    "nine-sons": {"target_score": 5},
    "dragon-bridge": {"mode": "full", "bridge": "long"},
    "drakon": {"goal": "escape", "heroes": "on"},
    "dragon-delta": {"open_river": "on"},
    "wyvern": {"deck": ["shadowscale", "stoneheart"], "scoring": "gold_bonus"},
}


def played(slug: str, plies: int) -> GameRecord:
    """A record of `slug` after up to `plies` actions chosen by a seeded generator."""
    return played_at_random(slug, plies, OPTIONS[slug], label="fork")


def render(app) -> None:
    surface = pygame.Surface((1280, 720))
    app.update(1 / 60)
    app.draw(surface)


@pytest.mark.parametrize("slug", list(OPTIONS))
def test_a_fork_continues_the_replayed_position_with_the_new_seats(app, slug):
    record = played(slug, 30)
    moves = len(record.history)
    app.reset_to(TitleScene(app))
    setup = SetupScene(app, slug, fork=record)
    app.push(setup)
    assert translate(setup_fork.banner(record)).startswith("Continuing a replay from: ")
    assert setup.seat_count == record.num_players and setup.seed_text == str(record.seed)
    assert setup.code_field is None  # a code deals from the start: none for a fork
    fixed = [widget for widget in setup.focus.widgets if isinstance(widget, FixedRow)]
    assert fixed and not any(widget in fixed for widget in [setup.focus.focused])
    assert setup.count_cycle is None or setup.count_cycle not in setup.focus.widgets
    setup.seats[0].kind_cycle.set_value("human")
    setup.seats[0]._kind_changed("human")
    setup.seats[1].kind_cycle.set_value("ai:hard")
    setup.seats[1]._kind_changed("ai:hard")
    render(app)
    setup.start()
    play = app.top
    assert isinstance(play, PlayScene)
    session = play.session
    expected = replay(RULES[slug], record, upto=moves)
    assert session.state.view(None) == expected.view(None)
    assert session.state.current_player() == expected.current_player()
    assert session.record.history == record.history[:moves]
    assert (session.record.options, session.record.seed) == (record.options, record.seed)
    kinds = [(seat.kind, seat.level) for seat in session.seats]
    assert kinds[:2] == [("human", "normal"), ("ai", "hard")]
    given = client_for(slug).seat_colours  # a game whose rules give the colours keeps those
    colours = [c for c, _name in given(len(record.seats))] if given else None
    kept = [
        (seat.kind, seat.level, colours[index] if colours else seat.colour)
        for index, seat in enumerate(record.seats)
    ][2:]
    assert [(seat.kind, seat.level, seat.colour) for seat in session.seats[2:]] == kept


def test_a_fork_fixes_the_options_even_against_keys(app):
    record = played("drakon", 12)
    app.reset_to(TitleScene(app))
    setup = SetupScene(app, "drakon", fork=record)
    app.push(setup)
    for _press in range(12):  # walk the whole form: no option or seed ever changes
        for key in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_LEFT):
            app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text="9"))
    assert setup.option_values == record.options and setup.seed_text == str(record.seed)
    assert setup.seat_count == 3 and not setup.offer_guide


def test_a_fork_keeps_each_seats_deck_shown_not_chosen(app):
    record = played("wyvern", 10)
    app.reset_to(TitleScene(app))
    setup = SetupScene(app, "wyvern", fork=record)
    app.push(setup)
    decks = [editor.widgets[-1] for editor in setup.seats]
    assert all(isinstance(row, FixedRow) and not row.enabled for row in decks)
    assert [row.value for row in decks] == ["Shadowscale", "Stoneheart"]


def test_a_fork_at_the_end_of_a_game_says_there_is_nothing_to_play(app):
    record = played("nine-sons", 10_000)
    app.reset_to(TitleScene(app))
    setup = SetupScene(app, "nine-sons", fork=record)
    app.push(setup)
    setup.start()
    assert app.top is setup and setup.error == setup_fork.ENDED
    render(app)


def test_a_fork_that_cannot_be_replayed_is_refused_in_words(app):
    record = played("nine-sons", 6)
    record.history.append("no such move")
    app.reset_to(TitleScene(app))
    setup = SetupScene(app, "nine-sons", fork=record)
    app.push(setup)
    setup.start()
    assert app.top is setup and setup.error.text == setup_fork.CANNOT_CONTINUE
