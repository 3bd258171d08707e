"""The pause menu's footer says the dragons keep thinking only while an AI is thinking (on a
person's own turn, or between two people, it just says Esc resumes), on a backing of its own so
it never runs into the board's words underneath."""

from __future__ import annotations

import pygame

from game.core.record import SeatSpec
from game.scenes import pause as pause_module
from game.scenes.pause import PauseScene
from game.scenes.play import PlayScene
from game.session import Session


def footer(app, monkeypatch, scene) -> list[str]:
    said: list[str] = []
    real = pause_module.draw_text
    monkeypatch.setattr(
        pause_module,
        "draw_text",
        lambda surface, text, *rest, **kw: (said.append(text), real(surface, text, *rest, **kw))[1],
    )
    PauseScene(app, scene).draw(pygame.Surface((1280, 720)))
    return said


def test_the_footer_speaks_of_thinking_dragons_only_while_one_thinks(app, monkeypatch):
    people = [SeatSpec("Ada", "human", colour=0), SeatSpec("Bo", "human", colour=1)]
    scene = PlayScene(app, Session.new("nine-sons", people, None, 3))
    said = footer(app, monkeypatch, scene)
    assert "Esc resumes" in said and not any("thinking" in text for text in said)

    against = [SeatSpec("Bo", "ai", "easy", colour=1), SeatSpec("Ada", "human", colour=0)]
    session = Session.new("nine-sons", against, None, 3)
    while not session.is_ai_turn():  # on to the AI's decision
        if session.is_chance():
            session.step_chance()
        else:
            session.apply(session.legal_actions()[0])
    said = footer(app, monkeypatch, PlayScene(app, session))
    assert any("keep thinking" in text for text in said)
