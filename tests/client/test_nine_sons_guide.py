"""The guided first game of The Nine Sons (issue 12 item 16), driven through the real play
scene and the shell's guide runner with scripted clicks and keys, from the first tip to the end
of the tips: each tip points at the right part of the board, the two that ask for an action
wait for it, the others go on with Enter or a click on the tip."""

from __future__ import annotations

import pygame

from game.rules.nine_sons import CARDS
from game.scenes.guide import start_guided_game
from game.scenes.play import PlayScene
from game.views.nine_sons import layout
from game.views.nine_sons.client import CLIENT
from game.views.nine_sons.guide import GUIDE_SEED, STEPS
from tests.client.test_play import click, key, run_until

SCREEN = pygame.Rect(0, 0, 1280, 720)


def human_ready(scene: PlayScene) -> bool:
    return scene.board.turn is not None and scene.session.is_human_turn()


def idle(scene: PlayScene) -> bool:
    return human_ready(scene) and not scene.board.busy()


def target(scene: PlayScene) -> pygame.Rect | None:
    return scene.guide.target(scene.board)


def acknowledge(app, scene: PlayScene, index: int, by_click: bool = False) -> None:
    """The tip `index` is one to read: Enter (or a click on the tip) moves on."""
    assert scene.guide.index == index and scene.guide.waits_for_reader()
    if by_click:
        app.draw(pygame.Surface((1280, 720)))  # the runner knows where it drew the tip
        panel = scene.guide._panel
        assert panel is not None
        app.step(0.05, events=click(panel.center))
    else:
        app.step(0.05, events=[key(pygame.K_RETURN)])
    assert scene.guide.index == index + 1


def play_a_turn(app, scene: PlayScene) -> None:
    """One human decision by clicks: a tower-completing move if any, else a move, else a place;
    tame decisions by their buttons."""
    board = scene.board
    if board.choices:
        app.step(0.05, events=click(board.choices[0][0].center))
        return
    view = board.view
    moves = [(source, path) for source, paths in board.moves.items() for path in paths]
    finishing = [move for move in moves if len(view.stacks[move[1][-1]]) == 2]
    if finishing or moves:
        source, path = (finishing or moves)[0]
        app.step(0.05, events=click(layout.square_center(source)))
        app.step(0.05, events=click(layout.square_center(path[-1])))
        return
    value = min(board.places)
    app.step(0.05, events=click(layout.hand_die_rect(board.turn.seat, value).center))
    app.step(0.05, events=click(layout.square_center(min(board.places[value]))))


def test_the_client_offers_the_guided_game():
    guided = CLIENT.guided_game()
    assert guided.seed == GUIDE_SEED and guided.level == "easy" and not guided.options
    assert 8 <= len(guided.steps) <= 12
    waits = [index for index, step in enumerate(guided.steps) if step.done is not None]
    assert waits == [2, 4]  # placing and sowing wait for the player
    assert all(step.point_at is not None for step in STEPS)


def test_the_guided_game_plays_from_the_first_tip_to_the_last(app):
    assert start_guided_game(app, "nine-sons")
    scene = app.top
    assert isinstance(scene, PlayScene) and scene.guide is not None
    run_until(app, lambda: idle(scene))
    session = scene.session
    # The deal the tips speak of: two gentle sons on the top row, you first.
    slots = session.state.view(None).slots
    assert [CARDS[card].name for card in slots] == [
        "Bi'an", "Qiuniu", "Chaofeng", "Fuxi", "Pulao", "Suanni",
    ]  # fmt: skip
    assert session.current_player() == 0 and session.seats[0].is_human

    # 1 The goal: the whole board.
    assert scene.guide.index == 0 and target(scene) == layout.board_frame()
    acknowledge(app, scene, 0)
    # 2 Your tray: the six dice of your panel.
    tray = target(scene)
    assert all(tray.contains(layout.hand_die_rect(0, value)) for value in range(1, 7))
    assert layout.panel_rect(0).contains(tray)
    acknowledge(app, scene, 1)

    # 3 Placing waits for a placement: Enter does not move it on.
    app.step(0.05, events=[key(pygame.K_RETURN)])
    assert scene.guide.index == 2 and target(scene) == tray
    app.step(0.05, events=click(layout.hand_die_rect(0, 3).center))
    square = target(scene)
    legal = {layout.square_rect(sq).topleft for sq in scene.board.places[3]}
    assert square.topleft in legal  # now it points at an empty square for the 3
    app.step(0.05, events=click(square.center))
    assert session.record.history[-1].startswith("place 3 ")
    run_until(app, lambda: idle(scene) and scene.guide.index == 3)

    # 4 The ring: points at the rival's die; read, acknowledged by a click on the tip.
    view = scene.board.view
    theirs = [sq for sq, stack in enumerate(view.stacks) if stack and stack[-1][0] == 1]
    assert target(scene) in [layout.square_rect(sq) for sq in theirs]
    acknowledge(app, scene, 3, by_click=True)

    # 5 Sowing waits for a move: the pointer goes to your stack, then to where it may end.
    board = scene.board
    assert target(scene) == layout.square_rect(min(board.moves))
    source = min(board.moves)
    app.step(0.05, events=click(layout.square_center(source)))
    end = target(scene)
    assert end.topleft in {layout.square_rect(path[-1]).topleft for path in board.moves[source]}
    app.step(0.05, events=click(end.center))
    assert "-" in session.record.history[-1]
    run_until(app, lambda: idle(scene) and scene.guide.index == 5)

    # 6 Taming: points at the tallest tower on the board.
    tallest = max(len(stack) for stack in scene.board.view.stacks)
    towers = [layout.square_rect(sq) for sq, stack in enumerate(scene.board.view.stacks)
              if len(stack) == tallest]  # fmt: skip
    assert target(scene) in towers
    acknowledge(app, scene, 5)
    # Play on until a son is tamed, so the last tips speak of a real score.
    for _turn in range(60):
        if any(scene.board.view.tamed) or session.is_over():
            break
        run_until(app, lambda: idle(scene) or session.is_over())
        if session.is_over():
            break
        play_a_turn(app, scene)
    assert any(session.state.view(None).tamed)
    run_until(app, lambda: idle(scene) or session.is_over())

    # 7 Tempers: the rule line at the foot of a picky or fierce son's card.
    line = target(scene)
    cards = [layout.slot_rect(slot) for slot, card in enumerate(scene.board.view.slots) if card]
    assert any(card.contains(line) and line.bottom == card.bottom for card in cards)
    acknowledge(app, scene, 6)
    # 8 Points: the score (and chips) of whoever has tamed most.
    view = scene.board.view
    leader = 0 if len(view.tamed[0]) >= len(view.tamed[1]) else 1
    assert target(scene).contains(layout.score_rect(leader))
    acknowledge(app, scene, 7)
    # 9 The end: the pile.
    assert target(scene) == layout.DECK_RECT
    acknowledge(app, scene, 8)
    assert scene.guide.finished

    # Every pointer stayed on screen; after the tips the game goes on as usual.
    if not session.is_over():
        run_until(app, lambda: idle(scene) or session.is_over())
        assert scene.guide.target(scene.board) is None


def test_every_tip_points_on_screen_at_any_moment_of_a_game(app):
    """point_at never fails and stays on the canvas, whatever the board shows (a fresh board,
    a lifted stack, a finished game)."""
    assert start_guided_game(app, "nine-sons")
    scene = app.top
    run_until(app, lambda: idle(scene))
    for _turn in range(30):
        if scene.session.is_over():
            break
        for step in STEPS:
            rect = step.point_at(scene.board)
            assert rect is None or SCREEN.contains(rect), step.tip
        run_until(app, lambda: idle(scene) or scene.session.is_over())
        if not scene.session.is_over():
            play_a_turn(app, scene)
