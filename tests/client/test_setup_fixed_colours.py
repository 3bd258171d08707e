"""A game whose rules give each seat its colour (Dragon Delta: a seat is its village) shows the
colour in the setup instead of a choice, so the banner, the log and the results, which colour a
seat by its SeatSpec, match the board (a newcomer chose red and azure and played black and
white)."""

from __future__ import annotations

from game.rules.dragon_delta.cards import COLOUR_NAMES, SEAT_COLOURS
from game.scenes.setup import SetupScene
from game.scenes.setup_fork import FixedRow
from game.views import theme
from game.views.dragon_delta.art import COLOURS
from game.views.dragon_delta.client import PALETTE_OF_COLOUR


def test_dragon_delta_seats_take_the_colours_the_rules_give(app):
    setup = SetupScene(app, "dragon-delta")
    app.push(setup)
    for count in (2, 3, 4, 5, 6, 2):
        setup._count_changed(count)
        game_colours = SEAT_COLOURS[count]
        specs = setup.seat_specs()
        assert [spec.colour for spec in specs] == [PALETTE_OF_COLOUR[c] for c in game_colours]
        for editor, colour in zip(setup.seats, game_colours, strict=True):
            row = editor.widgets[2]
            assert isinstance(row, FixedRow) and not row.enabled  # shown, never focused
            assert row.value == COLOUR_NAMES[colour]
    assert len({spec.colour for spec in setup.seat_specs()}) == 2


def test_each_game_colour_has_the_nearest_seat_colour():
    """The palette colour standing for a game colour is its nearest (the log's dots and the
    banner are drawn from the palette)."""

    def distance(one, two):
        return sum((a - b) ** 2 for a, b in zip(one, two, strict=True))

    for colour, drawn in enumerate(COLOURS):
        nearest = min(
            range(len(theme.SEAT_COLOURS)), key=lambda i: distance(theme.SEAT_COLOURS[i], drawn)
        )
        assert PALETTE_OF_COLOUR[colour] == nearest, (colour, nearest)


def test_other_games_keep_the_colour_chooser(app):
    setup = SetupScene(app, "drakon")
    app.push(setup)
    assert setup.fixed_colours is None
    assert all(editor.widgets[2] is editor.colour_cycle for editor in setup.seats)


def test_a_match_made_elsewhere_takes_the_rules_colours_in_the_play_scene(app):
    """The command line, a tool or an older save may bring other colours: the play scene
    colours the seats as the rules do, so the banner and the log match the board."""
    from game.core.record import SeatSpec
    from game.scenes.play import PlayScene
    from game.session import Session

    seats = [SeatSpec("Ada", "human", colour=2), SeatSpec("Bo", "ai", "easy", colour=3)]
    session = Session.new("dragon-delta", seats, None, 7)
    PlayScene(app, session)
    assert [seat.colour for seat in session.seats] == [
        PALETTE_OF_COLOUR[c] for c in SEAT_COLOURS[2]
    ]
    other = Session.new("drakon", list(seats), None, 7)
    PlayScene(app, other)
    assert [seat.colour for seat in other.seats] == [2, 3]  # a game where players choose


def test_an_older_save_recoloured_by_the_rules_keeps_being_saved(app):
    """A Dragon Delta save from before the rules gave the colours is recoloured when it is
    resumed; its later positions still go into its own save (a recolouring must not make it
    "another game in progress" that the save refuses to overwrite)."""
    from game.core.record import SeatSpec
    from game.scenes.save_choice import resume
    from game.session import Session

    seats = [SeatSpec("Ada", "human", colour=2), SeatSpec("Bo", "human", colour=3)]
    old = Session.new("dragon-delta", seats, None, 11)
    while len(old.record.history) < 6:
        if old.is_chance():
            old.step_chance()
        else:
            old.apply(old.legal_actions()[0])
    assert app.saves.write_autosave(old.record)
    assert resume(app, old.record) is None
    session = app.top.session
    assert [seat.colour for seat in session.seats] == [
        PALETTE_OF_COLOUR[c] for c in SEAT_COLOURS[2]
    ]
    while session.is_chance() or not session.legal_actions():
        session.step_chance()
    app.top._play(session.apply(session.legal_actions()[0]))
    app.saves.settle()
    saved = app.saves.read_autosave("dragon-delta")
    assert saved is not None and saved.history == session.record.history
