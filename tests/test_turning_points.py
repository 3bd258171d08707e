"""Turning points (game/turning_points.py) and their panel (game/views/turning_points_panel.py)."""

from __future__ import annotations

import os
import random

import pygame
import pytest

from ai.levels import make_bot
from ai.worker_process import WorkerResult
from game.core.record import GameRecord
from game.turning_points import MIN_DROP, TurningPointSearch, WorkerDriver
from game.views.registry import client_for
from game.views.turning_points_panel import TurningPointsPanel
from tools.coach_screens import short_record


def short_game(slug: str = "nine-sons", seed: int = 4) -> GameRecord:
    """A finished game: seat 0 (the person) played by the Easy bot, seat 1 by Normal."""
    return short_record(seed, slug)


def find_turning_points(record, seats, search, count=3):
    """Judge every decision of `seats` with `search(state) -> (action, info)`, in turn."""
    judge = TurningPointSearch(record, seats)
    probe = judge.next_probe()
    while probe is not None:
        action, info = search(probe.state)
        judge.take(probe, action, info)
        probe = judge.next_probe()
    return judge.points(count)


def coach_search(slug: str):
    def search(state):
        bot, budget = make_bot(slug, "normal")
        decision = bot.choose(state, budget, random.Random(1))
        return decision.action, decision.info

    return search


def test_turning_points_of_a_short_game():
    record = short_game()
    points = find_turning_points(record, [0], coach_search("nine-sons"))
    assert 1 <= len(points) <= 3  # Easy against the coach: it disagrees somewhere
    assert [point.ply for point in points] == sorted(point.ply for point in points)
    every = find_turning_points(record, [0], coach_search("nine-sons"), count=100)
    largest = sorted(every, key=lambda point: -point.drop)[: len(points)]
    assert {point.ply for point in points} == {point.ply for point in largest}
    assert all(point.drop >= MIN_DROP for point in every)
    from game.core.record import replay
    from game.rules import RULES

    for point in points:
        before = replay(RULES["nine-sons"], record, point.ply)
        assert before.current_player() == point.seat == 0
        assert before.action_to_string(point.played) == record.history[point.ply]
        assert point.coach != point.played
        assert point.coach in before.legal_actions()


class FixedSearch:
    """The coach (whoever decides) always likes the highest legal action at 0.8; its next two
    top moves get 0.3."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, state):
        self.calls += 1
        legal = sorted(state.legal_actions())
        best, others = legal[-1], legal[:-1]
        top = [{"action": best, "chance": 0.8, "exact": True}]
        top += [{"action": action, "chance": 0.3, "exact": True} for action in others[-2:]]
        return best, {"top": top}


def test_the_played_move_is_judged_from_the_top_or_from_a_second_search():
    record = short_game()
    search = FixedSearch()
    judge = TurningPointSearch(record, [0])
    probe = judge.next_probe()
    while probe is not None:
        action, info = search(probe.state)
        judge.take(probe, action, info)
        probe = judge.next_probe()
    assert judge.done()
    points = judge.points(100)
    assert points
    for point in points:
        # From the same search (0.3), or from the other seat's search after it (it says 0.8
        # for itself, so 0.2 is left); the same seat deciding again would say 0.8: no drop.
        assert point.played_chance in (pytest.approx(0.3), pytest.approx(0.2))
        assert point.coach_chance == 0.8


class FakeWorker:
    def __init__(self) -> None:
        self.submitted = []

    def submit(self, request_id, state, slug, level, seed, budget=None) -> None:
        self.submitted.append((request_id, state, level))


def test_the_worker_driver_asks_one_search_at_a_time():
    record = short_game()
    judge = TurningPointSearch(record, [0])
    driver = WorkerDriver(judge, "normal")
    worker = FakeWorker()
    search = FixedSearch()
    driver.step(worker)
    driver.step(worker)
    assert len(worker.submitted) == 1  # one out at a time
    assert not driver.accept(WorkerResult(12345, None, {}))  # not ours
    while not judge.done():
        request_id, state, level = worker.submitted[-1]
        assert level == "normal"
        action, info = search(state)
        assert driver.accept(WorkerResult(request_id, action, info))
        driver.step(worker)
    assert judge.judged == judge.total


def test_a_failed_search_leaves_the_decision_out():
    record = short_game()
    judge = TurningPointSearch(record, [0])
    probe = judge.next_probe()
    judge.take(probe, None, {})
    assert judge.judged == 1


def test_the_panel_draws_progress_points_and_returns_the_chosen_ply(tmp_path):
    pygame.init()
    record = short_game()
    points = find_turning_points(record, [0], coach_search("nine-sons"))
    panel = TurningPointsPanel(pygame.Rect(40, 120, 560, 420), record, client_for("nine-sons"))
    surface = pygame.Surface((1280, 720))
    panel.set_progress(3, 20)
    panel.draw(surface, 0.0)
    assert panel.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN)) is None
    panel.set_points([])
    panel.draw(surface, 0.0)
    panel.set_points(points)
    surface.fill((18, 14, 26))
    panel.draw(surface, 0.0)
    assert len(panel.rows) == len(points)
    folder = os.environ.get("COACH_PNG_DIR")
    if folder:
        pygame.image.save(surface, os.path.join(folder, "turning_points.png"))
    down = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN)
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN)
    if len(points) > 1:
        panel.handle_event(down)
        assert panel.handle_event(enter) == points[1].ply
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=panel.rows[0].center)
    assert panel.handle_event(click) == points[0].ply


def test_a_card_the_log_shows_face_down_is_named_in_a_turning_point():
    """Dragon Delta's log says "Ada programs a card": a turning point, read after the game,
    names the card played and the card the coach liked (client.coach_words), not that line
    twice."""
    from game.core.record import replay
    from game.i18n import translate
    from game.rules import RULES
    from game.rules.dragon_delta.actions import PROGRAM, split
    from game.rules.dragon_delta.cards import CARD_NAMES
    from game.views.turning_points_panel import move_words

    record = short_game("dragon-delta", 3)
    client = client_for("dragon-delta")
    rules = RULES["dragon-delta"]
    named = 0
    for ply, text in enumerate(record.history[:80]):
        state = replay(rules, record, ply)
        if state.current_player() < 0:
            continue
        action = rules.parse_action(state, text)
        op, card = split(action)
        words = move_words(record, client, ply, action)
        if op == PROGRAM:
            assert words == translate(CARD_NAMES[card]), (ply, words)
            named += 1
        else:
            assert words  # every other move in the log's own words
    assert named >= 10
