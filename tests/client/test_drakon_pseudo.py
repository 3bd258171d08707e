"""Drakon in the pseudo language: every variant's screens, every decision's prompt and buttons,
the move log and every end reason show no untranslated English (tests/i18n/pseudo.py)."""

from __future__ import annotations

import random

import pygame
import pytest

from game.app import App
from game.core.protocol import Outcome
from game.core.record import SeatSpec
from game.rules.drakon import SeatTally
from game.rules.drakon.actions import decode
from game.rules.drakon.ending import REASONS
from game.scenes.handoff import HandoffScene
from game.scenes.play import PlayScene
from game.scenes.results import ResultsScene
from game.session import Session
from game.views import theme
from game.views.drakon.outcome import describe_outcome
from tests.i18n.pseudo import DrawnText, InstantWorker, pseudo_locale, report, untranslated

NAMES = ("Ada", "Bo", "Cai", "Dee", "Eun", "Fay")
EVERYTHING = {"goal": "escape", "heroes": "on", "coins": "valued", "drakon": "on"}


@pytest.fixture
def app(tmp_path):
    """An App whose AI answers at once, without animations."""
    application = App(home=str(tmp_path), use_process=False)
    application.worker.shutdown()
    application.worker = InstantWorker()
    application.settings.animation_speed = 0.0
    yield application
    application.shutdown()


@pytest.fixture
def drawn():
    with pseudo_locale(), DrawnText() as recorder:
        yield recorder


def show(app: App, frames: int = 2) -> None:
    surface = pygame.Surface(theme.SCREEN_SIZE)
    for _frame in range(frames):
        app.update(0.25)
        app.draw(surface)


def assert_translated(strings: list[str]) -> None:
    found = untranslated(strings, NAMES)
    assert not found, report(found)


@pytest.mark.parametrize("options", [None, EVERYTHING])
def test_a_hot_seat_game_with_every_variant_draws_only_translated_words(app, drawn, options):
    seats = [SeatSpec(NAMES[i], "human", "normal", colour=i) for i in range(3)]
    session = Session.new("drakon", seats, options, 11)
    play = PlayScene(app, session)
    app.reset_to(play)
    rng = random.Random(5)
    seen: set[tuple[str, frozenset[str]]] = set()
    for _frame in range(6000):
        if session.is_over():
            break
        if isinstance(app.top, HandoffScene):  # the curtain and its summary of the log
            show(app, 1)
            app.top.dismiss()
        elif play.board.turn is not None and session.is_human_turn() and not play.board.busy():
            legal = session.legal_actions()
            decision = (session.state.pending[0], frozenset(decode(a).kind for a in legal))
            if decision not in seen:  # each kind of decision drawn once, prompt and buttons
                seen.add(decision)
                show(app, 1)
            play.human_action(rng.choice(legal))
        app.update(0.05)  # drawn only when something new shows
    show(app, 2)
    assert len(seen) >= 5
    assert_translated(drawn.strings)


@pytest.mark.parametrize("players", [2, 6])
def test_every_end_reason_speaks_the_pseudo_language(app, drawn, players):
    seats = [SeatSpec(NAMES[i], "ai", "hard", colour=i) for i in range(players)]
    valued = tuple(SeatTally(2, gold=4, values=(3, 1), hero=k % 6) for k in range(players))
    plain = tuple(SeatTally(k, escaped=k == 0) for k in range(players))
    args = {"seat": 0, "target": 5, "unit": "coins", "turns": 20}
    for reason in REASONS:
        for tallies, winners in ((plain, (0,)), (valued, ()), (valued, (0, 1))):
            outcome = Outcome(winners, reason, (4.0,) * players, tallies, args)
            report_ = describe_outcome(outcome, NAMES[:players])
            session = _FinishedSession(seats, outcome)
            app.reset_to(ResultsScene(app, session))
            show(app, 1)
            assert report_.reason
    assert_translated(drawn.strings)


class _FinishedSession:
    """What the results screen reads of a session."""

    def __init__(self, seats: list[SeatSpec], outcome: Outcome) -> None:
        self.seats, self.slug, self._outcome, self.seed = seats, "drakon", outcome, 1

    def outcome(self) -> Outcome:
        return self._outcome

    def ending_sound(self) -> str:
        return "win"
