"""The play screen's turn banner names whoever the screen waits for: a person asked to answer
in the AI's turn (a Wyvern priority window) reads their own banner and prompt, not the AI's
name over "moves" (a newcomer thought the game had frozen)."""

from __future__ import annotations

import random

from game.core.record import SeatSpec
from game.scenes import play_chrome
from game.scenes.play import PlayScene
from game.session import Session
from tools.wyvern_screens import register_for_screens


def test_a_person_answering_in_the_ais_turn_is_named_in_the_banner(app):
    register_for_screens()
    seats = [SeatSpec("Ada", "human", colour=0), SeatSpec("Bo", "ai", "easy", colour=1)]
    session = Session.new("wyvern", seats, None, 4)
    rng = random.Random(4)
    answered = 0
    for _ply in range(3000):
        if session.is_over():
            break
        if session.is_chance():
            session.step_chance()
            continue
        real = len(session.legal_actions()) > 1  # (a lone Pass is taken for her)
        if session.is_human_turn() and session.turn_owner() == 1 and real:  # in Bo's turn
            scene = PlayScene(app, session)
            app.reset_to(scene)
            app.step(0.05, events=[])
            title, line, _colour = play_chrome.banner_words(scene, 0.0)
            assert title == "Your turn" and line == scene.board.prompt() and line, (title, line)
            answered += 1
            if answered >= 3:
                break
        session.apply(rng.choice(session.legal_actions()))
    assert answered >= 3
