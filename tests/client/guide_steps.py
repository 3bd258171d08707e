"""Steps the guided-game tests share: a full click, "a person may act now", the tip's target,
and reading a tip that waits for the reader (Enter)."""

from __future__ import annotations

import pygame

from game.scenes.play import PlayScene


def click(pos) -> list[pygame.event.Event]:
    """Move, press and release the left button at `pos`."""
    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ]


def idle(scene: PlayScene) -> bool:
    """The person's turn, with nothing animating."""
    board = scene.board
    return board.turn is not None and scene.session.is_human_turn() and not board.busy()


def target(scene: PlayScene) -> pygame.Rect | None:
    """Where the current tip points."""
    return scene.guide.target(scene.board)


def acknowledge(app, scene: PlayScene, index: int, by_click: bool = False) -> None:
    """Tip `index` waits for the reader: Enter (or a move and a press on the tip) moves on."""
    assert scene.guide.index == index and scene.guide.waits_for_reader()
    if by_click:
        app.draw(pygame.Surface((1280, 720)))  # the runner knows where it drew the tip
        panel = scene.guide._panel
        assert panel is not None
        app.step(0.05, events=click(panel.center)[:2])
    else:
        app.step(0.05, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                                  unicode="", scancode=0)])  # fmt: skip
    assert scene.guide.index == index + 1


SCREEN = pygame.Rect(0, 0, 1280, 720)
"""The canvas every tip must point inside."""


def check_pointers_through_a_game(app, slug: str, turns: int) -> None:
    """Play `turns` of the person's turns in `slug`'s guided game with the tips out of the way
    (a fixed cycle through the legal moves), asking every tip at each turn where it points and
    whether it is done: neither may fail, and every pointer stays on the canvas."""
    from game.scenes.guide import start_guided_game
    from tests.client.test_play import run_until

    assert start_guided_game(app, slug)
    scene = app.top
    run_until(app, lambda: idle(scene))
    steps = scene.guide.guided.steps
    scene.guide.index = len(steps)  # no tips in the way: the scripted player plays on
    for turn in range(turns):
        for step in steps:
            rect = step.point_at(scene.board)
            assert rect is None or SCREEN.contains(rect), step.tip
            if step.done is not None:
                step.done(scene.session, scene.board)
        if scene.session.is_over():
            break
        legal = scene.session.legal_actions()
        scene.human_action(legal[turn % len(legal)])
        run_until(app, lambda: idle(scene) or scene.session.is_over(), frames=2000)
