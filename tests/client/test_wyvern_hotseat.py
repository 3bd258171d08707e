"""Wyvern hot-seat through the real play scene: the curtain falls before every decision of the
other person, priority windows included, a lone Pass is taken for the person without a curtain,
and the board never draws a card the seat on screen may not see."""

from __future__ import annotations

import random

import pygame

from game.core.record import SeatSpec
from game.rules.wyvern.view import WyvernView
from game.scenes.handoff import HandoffScene
from game.scenes.play import PlayScene
from game.scenes.title import TitleScene
from game.session import Session
from game.views import theme
from game.views.wyvern import faces

TWO_PEOPLE = [SeatSpec("Ada", "human", colour=0), SeatSpec("Bo", "human", colour=1)]


def visible_cards(view: WyvernView) -> set[int]:
    """Every card index `view` shows its seat."""
    found = set(view.hand) | set(view.pool) | {t for t in view.treasures if t >= 0}
    for pile in view.discards:
        found |= set(pile)
    for here in view.positions:
        found |= {here.card, here.hidden, *here.attached}
    for event in view.recent:
        found.add(event.card)
    return {card for card in found if card >= 0}


def test_two_people_never_see_each_others_secrets(app, monkeypatch):
    drawn: list[int] = []
    real_face = faces.face

    def spy(card, width, height):
        drawn.append(card)
        return real_face(card, width, height)

    monkeypatch.setattr(faces, "face", spy)
    app.reset_to(TitleScene(app))
    session = Session.new("wyvern", TWO_PEOPLE, None, 5)
    scene = PlayScene(app, session)
    app.push(scene)
    rng = random.Random(2)
    surface = pygame.Surface(theme.SCREEN_SIZE)
    curtains = decisions = windows = last_cards = 0
    last_seat = None
    for _frame in range(6000):
        if session.is_over() or decisions > 160:
            break
        app.step(0.5, events=[])
        if isinstance(app.top, HandoffScene):
            curtains += 1
            assert scene.board.view.seat is None and scene.board.hand() == []
            drawn.clear()
            scene.board.draw(surface, 0.0)
            assert set(drawn) <= visible_cards(scene.board.view)
            app.step(
                0.0,
                events=[
                    pygame.event.Event(
                        pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0
                    )
                ],
            )
            continue
        board = scene.board
        if board.turn is None or board.busy():
            continue
        seat = session.current_player()
        view = board.view
        assert isinstance(view, WyvernView) and view.seat == seat == board.turn.seat
        if last_seat is not None and seat != last_seat:
            assert curtains, "the other person decided without a curtain"
        if (
            view.decision in ("priority", "reaction", "intercept", "battle-window")
            and seat != view.active
        ):
            windows += 1
        drawn.clear()
        board.draw(surface, 1.0)
        assert set(drawn) <= visible_cards(view), set(drawn) - visible_cards(view)
        last_seat, curtains = seat, 0
        legal = session.legal_actions()
        if len(legal) == 1:  # only the setup's last Lair card is put to a person alone
            assert session.action_text(legal[0]).startswith("arrange "), "a lone choice was put"
            last_cards += 1
        weights = [
            0.2 if session.action_text(a) == "pass" and len(legal) > 1 else 1.0 for a in legal
        ]
        assert scene.human_action(rng.choices(legal, weights)[0])
        decisions += 1
    assert decisions > 150
    assert windows > 0, "no priority window of the other person was met"
    assert any(ply.lone for ply in session.plies), "no lone Pass was taken for a person"
    assert last_cards >= 2, "each person places the setup's last Lair card themselves"
