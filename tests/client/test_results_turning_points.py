"""The results screen's turning points: judged through the worker while the screen is up, shown
over it, and one press away from the replay at that move; no review without a person."""

from __future__ import annotations

import random

import pygame

from game.core.record import SeatSpec, replay
from game.scenes.replay_viewer import ReplayViewerScene
from game.scenes.results import ResultsScene
from game.scenes.turning_points_scene import TurningPointsScene
from game.session import Session
from tests.client.test_coach import SearchingWorker
from tests.client.test_play import key

PERSON = SeatSpec("Ada", "human", None, 0)
COMPUTER = SeatSpec("Drake", "ai", "normal", 1)


def finished_session(seats, seed: int) -> Session:
    """A Nine Sons game played to its end by random legal moves in every seat."""
    session = Session.new("nine-sons", list(seats), None, seed)
    rng = random.Random(seed)
    while not session.is_over():
        if session.is_chance():
            session.step_chance()
        else:
            session.apply(rng.choice(session.legal_actions()))
    return session


def test_a_persons_game_is_reviewed_and_a_turning_point_opens_the_replay(app):
    app.worker = SearchingWorker()
    session = finished_session([PERSON, COMPUTER], seed=11)
    results = ResultsScene(app, session)
    app.reset_to(results)
    labels = [button.label for button in results.buttons.widgets]
    assert "Turning points" in labels
    app.step(0.05, events=[key(pygame.K_t)])
    overlay = app.top
    assert isinstance(overlay, TurningPointsScene)
    for _frame in range(400):  # one search a frame, the results screen driving underneath
        app.step(0.02)
        if overlay.panel.points is not None:
            break
    assert overlay.panel.points is not None and app.worker.levels
    assert overlay.panel.points, "random moves against the coach leave turning points"
    ply = overlay.panel.points[0].ply
    assert replay(session.rules, session.record, ply).current_player() == 0  # Ada's decision
    app.draw(pygame.Surface((1280, 720)))  # the panel lays out its rows
    app.step(0.02, events=[key(pygame.K_RETURN)])
    viewer = app.top
    assert isinstance(viewer, ReplayViewerScene)
    assert viewer.player.ply == ply
    app.step(0.02, events=[key(pygame.K_ESCAPE)])
    assert app.top is results


def test_no_review_when_no_person_played(app):
    session = finished_session([COMPUTER, SeatSpec("Wyrm", "ai", "easy", 2)], seed=12)
    results = ResultsScene(app, session)
    labels = [button.label for button in results.buttons.widgets]
    assert "Turning points" not in labels and len(labels) == 3
    assert not results.review.wanted


def test_a_turning_point_names_whose_decision_it_was_when_several_people_played():
    """Hot-seat: the review lists every person's turning points together, so each heading says
    whose decision it was; alone at the screen, the heading stays as it was."""
    from game.turning_points import TurningPoint
    from game.views.registry import client_for
    from game.views.turning_points_panel import TurningPointsPanel

    pygame.init()
    together = finished_session([PERSON, SeatSpec("Bo", "human", None, 1)], seed=13)
    rect = pygame.Rect(340, 130, 600, 440)
    panel = TurningPointsPanel(rect, together.record, client_for("nine-sons"))
    ply = next(
        n
        for n in range(together.ply)
        if replay(together.rules, together.record, n).current_player() == 1
    )
    point = TurningPoint(ply, 1, 0, 0, 0.6, 0.3)
    panel.set_points([point])
    assert panel._title(point).startswith("Bo · ") and panel._title(point).endswith("60 % → 30 %")
    panel.draw(pygame.Surface((1280, 720)), 0.0)
    alone = finished_session([PERSON, COMPUTER], seed=13)
    panel = TurningPointsPanel(rect, alone.record, client_for("nine-sons"))
    assert "Ada" not in panel._title(TurningPoint(ply, 0, 0, 0, 0.6, 0.3))


def test_a_review_of_several_people_does_not_speak_to_one_of_them():
    """Hot-seat: "your moves" while the coach looks over the game, and "no move of yours" when it
    finds nothing, spoke to one person; with several the words name the players' moves."""
    from game.views.registry import client_for
    from game.views.turning_points_panel import TurningPointsPanel
    from tests.i18n.pseudo import DrawnText

    pygame.init()
    rect = pygame.Rect(340, 130, 600, 440)
    for seats, mine in (
        ([PERSON, SeatSpec("Bo", "human", None, 1)], False),
        ([PERSON, COMPUTER], True),
    ):
        record = finished_session(seats, seed=13).record
        panel = TurningPointsPanel(rect, record, client_for("nine-sons"))
        panel.set_progress(2, 9)
        with DrawnText() as drawn:
            panel.draw(pygame.Surface((1280, 720)), 0.0)
            panel.set_points([])
            panel.draw(pygame.Surface((1280, 720)), 0.0)
        said = " ".join(drawn.strings)
        assert ("your moves" in said) == mine and ("of yours" in said) == mine, said
