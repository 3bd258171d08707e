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


def acknowledge(app, scene: PlayScene, index: int) -> None:
    """Tip `index` waits for the reader: Enter moves on to the next."""
    assert scene.guide.index == index and scene.guide.waits_for_reader()
    app.step(0.05, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                              unicode="", scancode=0)])  # fmt: skip
    assert scene.guide.index == index + 1
