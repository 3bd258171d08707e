"""The guided first game of Drakon (issue 12 item 16), driven through the real play scene and the
shell's guide runner with scripted keys and clicks, from the first tip to the last: each tip
points at the right part of the screen, the two that ask for an action wait for it, the others
go on with Enter or a click on the tip."""

from __future__ import annotations

import pygame

from game.rules.drakon.tiles import KINDS
from game.scenes.guide import start_guided_game
from game.scenes.play import PlayScene
from game.views.drakon import layout, sprites
from game.views.drakon.client import CLIENT
from game.views.drakon.guide import GUIDE_SEED, STEPS
from tests.client.guide_steps import acknowledge, check_pointers_through_a_game, click, idle, target
from tests.client.test_play import key, run_until

SCREEN = pygame.Rect(0, 0, 1280, 720)


def test_the_client_offers_the_guided_game():
    guided = CLIENT.guided_game()
    assert guided.seed == GUIDE_SEED and guided.level == "easy" and not guided.options
    assert 8 <= len(guided.steps) <= 12
    waits = [index for index, step in enumerate(guided.steps) if step.done is not None]
    assert waits == [3, 4]  # placing and moving wait for the player
    assert all(step.point_at is not None for step in STEPS)


def test_the_guided_game_plays_from_the_first_tip_to_the_last(app):
    assert start_guided_game(app, "drakon")
    scene = app.top
    assert isinstance(scene, PlayScene) and scene.guide is not None
    run_until(app, lambda: idle(scene))
    session = scene.session
    board = scene.board
    # The deal the tips speak of: you move first with two Find a Gold tiles in hand.
    assert session.current_player() == 0 and session.seats[0].is_human
    hand = [KINDS[kind].chamber for kind in board.view.hand]
    assert hand.count("gold") == 2 and "steal-right" in hand

    # 1 The goal, in the lair box.
    goal = target(scene)
    assert layout.LAIR_BOX.contains(goal) and goal.top <= layout.LAIR_BOX.top + 10
    acknowledge(app, scene, 0)
    # 2 Your hand: every tile of the tray.
    tray = target(scene)
    assert all(tray.contains(rect) for rect in layout.tray_rects(len(board.view.hand)))
    acknowledge(app, scene, 1, by_click=True)
    # 3 The arrow rule: the Start chamber on the map.
    assert target(scene) == board.camera.cell_rect((0, 0))
    acknowledge(app, scene, 2)

    # 4 Placing waits for a placement: Enter alone does not move it on.
    app.step(0.05, events=[key(pygame.K_RETURN)])
    assert scene.guide.index == 3
    trays = [t for t in board.targets if t.kind == "tray"]
    assert target(scene) == sprites.target_rect(board, trays[0])  # the hand's first tile
    # Its panel leaves the whole hand and the squares beside the Start in view (it hid them).
    panel = scene.guide.layout(board)[0]
    assert not any(panel.colliderect(sprites.target_rect(board, t)) for t in trays)
    beside = [(0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)]
    assert not any(panel.colliderect(board.camera.cell_rect(cell)) for cell in beside)
    gold = next(t for t in trays if KINDS[t.tile].chamber == "gold")
    app.step(0.05, events=[key(pygame.K_1 + gold.index)])
    cell = board.preview_cell()
    assert cell in board.place_cells() and target(scene) == board.camera.cell_rect(cell)
    while board.preview_reason() is not None:
        app.step(0.05, events=[key(pygame.K_r)])
    app.step(0.05, events=[key(pygame.K_RETURN)])  # Enter places it (the keys pointed there)
    run_until(app, lambda: idle(scene) and scene.guide.index == 4, frames=2000)
    assert any(c == cell for c, _, _ in board.view.board)

    # 5 Moving waits for a move: the pointer is on a lit chamber; a click there moves.
    moves = [t for t in board.targets if t.kind == "cell" and t.action_kind == "move"]
    assert moves and target(scene) in [board.camera.cell_rect(t.cell) for t in moves]
    app.step(0.05, events=click(target(scene).center))
    assert session.record.history[-1].startswith("move @")
    run_until(app, lambda: scene.guide.index == 5 and not board.busy(), frames=2000)

    # 6 Gold: a Find a Gold chamber on the map (the one just laid, or nearer).
    golds = [board.camera.cell_rect(c) for c, kind, _ in board.view.board
             if KINDS[kind].chamber == "gold"]  # fmt: skip
    assert target(scene) in golds
    acknowledge(app, scene, 5)
    # 7 Stealing: a steal / due chamber if one is down, else the Steal a Coin in your hand
    # (pointing at your coins while the words name a tile you hold read as a mismatch).
    run_until(app, lambda: idle(scene))  # your turn: your hand's tiles are lit
    spot = target(scene)
    down = [c for c, kind, _ in board.view.board if KINDS[kind].chamber.startswith("steal")]
    if down:
        assert layout.MAP_RECT.contains(spot)
    else:
        steal = next(t for t in board.targets
                     if t.kind == "tray" and KINDS[t.tile].chamber == "steal-right")  # fmt: skip
        assert spot == sprites.target_rect(board, steal)
    acknowledge(app, scene, 6)
    # 8 The chamber reader in the lair box.
    assert layout.LAIR_BOX.contains(target(scene))
    acknowledge(app, scene, 7, by_click=True)
    # 9 The end: your panel.
    assert target(scene) == layout.panel_rects(2)[0]
    acknowledge(app, scene, 8)
    assert scene.guide.finished and target(scene) is None


def test_every_tip_points_on_screen_at_any_moment_of_a_game(app):
    """point_at and done never fail and stay on the canvas, whatever the board shows."""
    check_pointers_through_a_game(app, "drakon", 25)
