"""The guided first game of Dragon Bridge, driven through the real play scene and the shell's
guide runner with scripted keys and clicks that follow the pointers, from the first tip to the
last: each tip points at the right part of the screen, the three that ask for an action wait
for it, and the board's own context tips stay hidden while a guided tip is on screen."""

from __future__ import annotations

import pygame

from game.rules.dragon_bridge import actions
from game.rules.dragon_bridge.cards import CARD_TYPES
from game.scenes import play_chrome
from game.scenes.guide import start_guided_game
from game.scenes.play import PlayScene
from game.views.dragon_bridge import layout
from game.views.dragon_bridge.client import CLIENT
from game.views.dragon_bridge.first_game import GUIDE_SEED, MENU_BUTTON, TIPS
from tests.client.guide_steps import acknowledge, check_pointers_through_a_game, click, idle, target
from tests.client.test_play import key, run_until


def context_tip_drawn(scene: PlayScene, monkeypatch) -> bool:
    """Whether drawing a frame draws the board's own context tip (guide.tip)."""
    from game.views.dragon_bridge import guide

    calls = []
    real = guide.tip
    monkeypatch.setattr(guide, "tip", lambda board: calls.append(1) or real(board))
    scene.app.draw(pygame.Surface((1280, 720)))
    monkeypatch.setattr(guide, "tip", real)
    return bool(calls)


def test_the_client_offers_the_guided_game():
    guided = CLIENT.guided_game()
    assert guided.seed == GUIDE_SEED and guided.level == "easy"
    assert guided.options == {"mode": "basic"}
    assert len(guided.steps) == len(TIPS) == 7
    waits = [index for index, step in enumerate(guided.steps) if step.done is not None]
    assert waits == [1, 2, 4]  # choosing a card, playing it out, the gem phase
    assert all(step.point_at is not None for step in guided.steps)
    assert MENU_BUTTON == play_chrome.BUTTONS["menu"]  # the last tip points at the Menu


def test_the_guided_game_plays_from_the_first_tip_to_the_last(app, monkeypatch):
    assert start_guided_game(app, "dragon-bridge")
    scene = app.top
    assert isinstance(scene, PlayScene) and scene.guide is not None
    run_until(app, lambda: idle(scene))
    session, board = scene.session, scene.board
    view = board.view
    # The deal the tips speak of: you move first, the dragon on the left, a MOVE in hand.
    assert session.current_player() == 0 and session.seats[0].is_human
    assert view.mode == "basic" and view.dragon_side == 0 and min(view.exits) > view.positions[0]
    hand = [CARD_TYPES[card].key for card in view.hands[0]]
    assert "run" in hand and "push" in hand and "blink" in hand  # MOVE, BUMP and TELEPORT
    # Only one tip talks at a time: the board's own tip stays hidden under the guide's.
    assert board.guided and not board.tips_shown()
    assert not context_tip_drawn(scene, monkeypatch)

    # 1 The goal: the EXIT squares; the panel leaves the THREATENED end in view.
    exits = [layout.tile_rect(view.length, tile) for tile in view.exits]
    assert target(scene) == exits[0].unionall(exits[1:])
    panel = scene.guide.layout(board)[0]
    danger = [layout.tile_rect(view.length, tile) for tile in view.threatened]
    assert not any(panel.colliderect(rect) for rect in danger + exits)
    acknowledge(app, scene, 0)

    # 2 The hand: the pointer is on the MOVE card; Enter alone does not move on.
    run_card = next(t for t in board.targets if t.kind == "card" and t.card is not None
                    and CARD_TYPES[t.card].key == "run")  # fmt: skip
    assert target(scene) == run_card.rect
    panel = scene.guide.layout(board)[0]
    assert not any(panel.colliderect(rect) for rect in layout.hand_rects(len(view.hands[0])))
    app.step(0.05, events=[key(pygame.K_RETURN)])
    assert scene.guide.index == 1
    app.step(0.05, events=click(target(scene).center))
    run_until(app, lambda: scene.guide.index == 2)
    assert board.selected_card() == run_card.card

    # 3 The lit squares: the pointer is on the gem square Run reaches; the panel leaves every
    # lit square in view; a click there plays the card.
    lit = [t for t in board.targets if t.kind == "tile"]
    spot = target(scene)
    assert spot in [t.rect for t in lit]
    landing = next(t for t in lit if t.rect == spot)
    assert landing.tile in view.gem_tiles
    panel = scene.guide.layout(board)[0]
    assert not any(panel.colliderect(t.rect) for t in lit)
    app.step(0.05, events=click(spot.center))
    run_until(app, lambda: scene.guide.index == 3 and idle(scene), frames=2000)
    assert board.view.positions[0] == landing.tile and board.view.step.kind == "gem_phase"

    # 4 The Nest and the wing meter (a tip to read).
    assert target(scene) == layout.NEST_AREA
    panel = scene.guide.layout(board)[0]
    assert not panel.colliderect(layout.METER_RECT)
    acknowledge(app, scene, 3, by_click=True)

    # 5 The gem phase waits for a gem action: the pointer is on READY, which a click plays.
    ready = actions.make(actions.GEM, actions.GEM_READY)
    button = next(t for t in board.targets if t.kind == "button" and t.actions[0] == ready)
    assert target(scene) == button.rect
    panel = scene.guide.layout(board)[0]  # it leaves every gem choice (and Pass) in view
    assert not any(panel.colliderect(t.rect) for t in board.targets if t.kind == "button")
    app.step(0.05, events=[key(pygame.K_RETURN)])
    assert scene.guide.index == 4
    before = board.view.ready[0]
    app.step(0.05, events=click(target(scene).center))
    run_until(app, lambda: scene.guide.index == 5)
    assert any(ply.player == 0 and ply.text == actions.action_text(ready)
               for ply in session.plies)  # fmt: skip
    assert session.view(0).ready[0] == before + 1 or session.view(0).turn_owner != 0

    # 6 The rival's wizard on the bridge (its square and the figure above it).
    rival = session.view(0).positions[1]
    square = layout.tile_rect(board.view.length, board.view.positions[1])
    assert target(scene).contains(square) and target(scene).top < square.top
    assert rival in range(board.view.length)
    acknowledge(app, scene, 5)

    # 7 Where the rules are: the Menu button.
    assert target(scene) == play_chrome.BUTTONS["menu"]
    acknowledge(app, scene, 6)
    assert scene.guide.finished and target(scene) is None

    # After the last tip the board's own tips come back (on the person's turn).
    run_until(app, lambda: idle(scene) or session.is_over(), frames=2000)
    assert not board.guided
    if not session.is_over():
        assert board.tips_shown() and context_tip_drawn(scene, monkeypatch)


def test_every_tip_points_on_screen_at_any_moment_of_a_game(app):
    """point_at and done never fail and stay on the canvas, whatever the board shows."""
    check_pointers_through_a_game(app, "dragon-bridge", 25)
