"""The replay viewer's "All revealed" draws every seat's secrets at once (the state's
revealed_view), a seat's view in a replay never calls that seat "you", and the setup forked
from a replay has its own key hint."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.replay_player import ALL_REVEALED
from game.scenes.replay_viewer import ReplayViewerScene
from game.views import theme
from game.views.drakon import seat_panel
from tests.client.test_replay_viewer import frames, key, random_record
from tests.i18n.pseudo import DrawnText


@pytest.mark.parametrize(
    ("slug", "plies"), [("dragon-bridge", 40), ("drakon", 60), ("dragon-delta", 29), ("wyvern", 80)]
)
def test_all_revealed_shows_the_revealed_view_while_stepping(app, slug, plies):
    scene = ReplayViewerScene(app, random_record(slug, plies=plies))
    app.push(scene)
    scene.set_viewpoint(ALL_REVEALED)
    scene.seek(plies - 3)
    for _step in range(3):
        key(scene, pygame.K_RIGHT)
        frames(app, 2)
        assert scene.board.view == scene.player.state.revealed_view()
        assert scene.board.view.revealed
    key(scene, pygame.K_LEFT)
    assert scene.board.view == scene.player.state.revealed_view()
    scene.set_viewpoint(0)
    assert scene.board.view == scene.player.state.view(0) and not scene.board.view.revealed


def test_dragon_bridge_all_revealed_draws_the_rivals_cards(app):
    from game.rules.dragon_bridge.cards import CARD_NAMES

    scene = ReplayViewerScene(app, random_record("dragon-bridge", plies=40))
    app.push(scene)
    scene.seek(40)
    scene.set_viewpoint(ALL_REVEALED)
    frames(app, 1)
    view = scene.board.view
    rival = 1 - scene.board.bottom_seat()
    assert view.hands[rival]  # the rival holds cards, named in its panel's tooltip
    tips = [words for _area, words in scene.board.panel_tips]
    assert any(all(CARD_NAMES[card] in words for card in view.hands[rival]) for words in tips)
    scene.set_viewpoint(scene.board.bottom_seat())
    frames(app, 1)
    tips = [words for _area, words in scene.board.panel_tips]
    assert not any(all(CARD_NAMES[card] in words for card in view.hands[rival]) for words in tips)


def test_drakon_panels_and_tray_in_a_replay_name_the_seat_not_you(app):
    scene = ReplayViewerScene(app, random_record("drakon", plies=60))
    app.push(scene)
    scene.seek(60)
    assert scene.board.speaks_to_you is False
    surface = pygame.Surface(theme.SCREEN_SIZE)
    for viewpoint in (1, ALL_REVEALED):
        scene.set_viewpoint(viewpoint)
        seat_panel.forget_panels()
        with DrawnText() as drawn:
            scene.draw(surface)
        assert not any(text.endswith(" - you") for text in drawn.strings), drawn.strings
        assert "Your hand" not in drawn.strings
        owner = 1 if viewpoint == 1 else scene.board.view.active
        assert f"{scene.record.seats[owner].name}'s hand" in drawn.strings
    scene.board.speaks_to_you = True  # in play, the person's own seat is "you"
    scene.set_viewpoint(1)
    seat_panel.forget_panels()
    with DrawnText() as drawn:
        scene.draw(surface)
    assert any(text.endswith(" - you") for text in drawn.strings)
    assert "Your hand" in drawn.strings


def test_the_forked_setup_has_its_own_hint(app):
    from game.scenes.setup import SetupScene

    record = random_record("drakon", plies=30)
    surface = pygame.Surface(theme.SCREEN_SIZE)
    for fork, expected, other in (
        (record, "Esc back to the replay", "the seed and the code"),
        (None, "the seed and the code", "Esc back to the replay"),
    ):
        setup = SetupScene(app, "drakon", fork=fork)
        app.push(setup)
        with DrawnText() as drawn:
            setup.draw(surface)
        hints = [text for text in drawn.strings if text.startswith("Left/Right change a value")]
        assert len(hints) == 1 and expected in hints[0] and other not in hints[0]
        app.pop()


def test_wyvern_card_details_all_revealed_name_the_owner_not_you(app):
    from game.views.wyvern import inspect

    scene = ReplayViewerScene(app, random_record("wyvern", plies=80))
    app.push(scene)
    scene.seek(80)
    scene.set_viewpoint(ALL_REVEALED)  # a game cut short opens from the person's eyes
    view = scene.board.view
    assert view.revealed and view.hands[0] == tuple(scene.board.hand())
    names = [seat.name for seat in scene.record.seats]
    down = [pos for pos, here in enumerate(view.positions) if here.card >= 0 and not here.up]
    assert down
    for pos in down:
        card, notes, _pile = inspect.position(view, pos, names)
        assert card == view.positions[pos].card
        assert "Face down: its owner's secret, shown in the replay." in notes
        assert not any("you" in note.lower().split() for note in notes), notes
