"""The results screen fits 2 to 6 seats: every word of a seat's panel stays inside it, long
names are cut short, the winner's crown never covers a name, a long reason wraps."""

from __future__ import annotations

import pygame
import pytest

from game.core.protocol import Outcome
from game.core.record import SeatSpec
from game.scenes import results
from game.scenes.results import ResultsScene
from game.smoke import finished_session
from game.views import theme
from game.views.game_client import OutcomeReport, ResultRow, SeatResult
from game.views.registry import CLIENTS

LONG_NAMES = ("WWWWWWWWWWWWWW", "Elder Wyrm 2", "Hatchling 3", "Drake", "Player 5", "Bo")
LONG_REASON = (
    "Elder Wyrm 2 reached 12 points, the target, after a very long game in which every dragon "
    "son was tamed twice over by all six seats around the table, and then some more."
)


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


class FakeApp:
    """What the results scene asks of the app."""

    time = 2.0

    class audio:  # noqa: N801  (stands in for the app's audio object)
        @staticmethod
        def play(name, variant=0):
            pass


class FakeSession:
    """A finished match with chosen seats and outcome (the report is set on the scene)."""

    slug = "nine-sons"
    seed = 1

    def __init__(self, seats, outcome):
        self.seats, self._outcome = seats, outcome

    def outcome(self):
        return self._outcome

    def ending_sound(self):
        return "win"


def crowded(count: int) -> ResultsScene:
    """A results scene of `count` seats with the longest names, rows, units and notes."""
    seats = [
        SeatSpec(name, "ai" if index else "human", "master", (2, 3, 4, 5, 0, 1)[index])
        for index, name in enumerate(LONG_NAMES[:count])
    ]
    outcome = Outcome((0, 1), "target-score", tuple(12.0 for _ in range(count)))
    rows = tuple(ResultRow(f"Chaofeng the watcher {k}", f"+{k}") for k in range(1, 9))
    report = OutcomeReport(
        "WWWWWWWWWWWWWW & Elder Wyrm 2 win!",
        LONG_REASON,
        tuple(
            SeatResult("12", "points and more points", rows[: 2 + index], "no sons", "14 cards")
            for index in range(count)
        ),
        "Level on 12 points: Elder Wyrm 2 tamed more cards (14 to 12).",
    )
    scene = ResultsScene(FakeApp(), FakeSession(seats, outcome))
    scene.report = report
    return scene


def record_text(monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """Every (text, rect) the results scene draws from now on."""
    drawn: list[tuple[str, pygame.Rect]] = []
    original = results.draw_text

    def draw_text(surface, text, *args, **kwargs):
        rect = original(surface, text, *args, **kwargs)
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(results, "draw_text", draw_text)
    return drawn


@pytest.mark.parametrize("count", [2, 3, 4, 5, 6])
def test_every_word_of_a_seat_panel_stays_inside_it(monkeypatch, count):
    scene = crowded(count)
    rects = scene.panel_rects()
    assert len(rects) == count and all(rect.width >= 170 for rect in rects)
    assert all(a.right < b.left for a, b in zip(rects, rects[1:], strict=False))
    surface = pygame.Surface(theme.SCREEN_SIZE)
    for index, rect in enumerate(rects):
        drawn = record_text(monkeypatch)
        scene._draw_seat_panel(surface, rect, index, 1.0)
        assert drawn, "the panel drew no text"
        inside = rect.inflate(-8, -8)
        for text, box in drawn:
            assert inside.contains(box), (count, index, text, box, rect)
        monkeypatch.undo()


@pytest.mark.parametrize("count", [2, 6])
def test_long_names_are_cut_and_the_crown_never_covers_them(monkeypatch, count):
    scene = crowded(count)
    surface = pygame.Surface(theme.SCREEN_SIZE)
    crowns: list[tuple[int, int]] = []
    names_shown: list[str] = []
    for index, rect in enumerate(scene.panel_rects()):
        drawn = record_text(monkeypatch)
        monkeypatch.setattr(results, "draw_crown", lambda s, centre, t: crowns.append(centre))
        scene._draw_seat_panel(surface, rect, index, 1.0)
        name = scene.session.seats[index].name
        text, box = next(
            (text, box)
            for text, box in drawn
            if text == name or (text.endswith("…") and name.startswith(text[:-1].rstrip()))
        )
        names_shown.append(text)
        if index in scene.outcome.winners:
            x, y = crowns[-1]
            crown = pygame.Rect(x - 22, y - 17, 44, 32)  # the crown with its bob
            assert not crown.colliderect(box), (count, index, box, crown)
        monkeypatch.undo()
    assert len(crowns) == 2  # the two winners
    if count == 6:
        assert names_shown[0].endswith("…")  # fourteen W do not fit in 180 px


def test_a_long_reason_wraps_onto_two_lines_under_the_banner(monkeypatch):
    scene = crowded(6)
    drawn = record_text(monkeypatch)
    scene._draw_reason(pygame.Surface(theme.SCREEN_SIZE))
    assert len(drawn) == 2
    first, second = drawn[0][1], drawn[1][1]
    assert first.bottom <= second.top + 4 and second.bottom <= scene.panel_rects()[0].top
    assert all(0 <= box.left and box.right <= 1280 for _text, box in drawn)


@pytest.mark.parametrize("slug", sorted(CLIENTS))
def test_every_game_results_render_at_each_seat_count(slug):
    from game.rules import get_rules

    info = get_rules(slug).info
    for players in range(info.min_players, info.max_players + 1):
        scene = ResultsScene(FakeApp(), finished_session(slug, players=players))
        assert len(scene.report.seats) == players
        surface = pygame.Surface(theme.SCREEN_SIZE)
        scene.update(0.5)
        scene.draw(surface)
