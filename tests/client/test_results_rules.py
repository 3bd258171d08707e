"""Results screen and rules help: render headless, keys and clicks do the right things."""

from __future__ import annotations

import sys
import types

import pygame
import pytest

from game.core.protocol import Outcome
from game.core.record import SeatSpec
from game.scenes.results import ResultsScene
from game.scenes.rules_help import RulesHelpScene, wrap_text
from game.session import ending_sound
from game.views import theme
from game.views.board_view import BoardView
from game.views.game_client import GameClient, OutcomeReport, ResultRow, SeatResult
from game.views.outcome_words import number, winner_banner
from game.views.registry import CLIENTS, client_for

NINE_SONS = client_for("nine-sons")
DIAGRAMS = NINE_SONS.diagrams()

SIZE = theme.SCREEN_SIZE


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


class FakeAudio:
    """Records every sound asked for."""

    def __init__(self):
        self.played: list[str] = []

    def play(self, name, variant=0):
        self.played.append(name)

    def play_music(self, theme):
        """Music is not recorded here."""


class FakeApp:
    """The slice of game.app.App the two scenes use, recording every stack operation."""

    def __init__(self):
        self.audio = FakeAudio()
        self.time = 2.0
        self.calls: list[tuple[str, object]] = []

    def push(self, scene):
        self.calls.append(("push", scene))

    def pop(self):
        self.calls.append(("pop", None))

    def replace(self, scene):
        self.calls.append(("replace", scene))

    def reset_to(self, scene):
        self.calls.append(("reset_to", scene))


def describe_plainly(outcome, names):
    """A game-neutral results report: the banner, the reason key, a row per detail."""
    return OutcomeReport(
        winner_banner(outcome, names),
        f"The game ended: {outcome.reason}.",
        tuple(
            SeatResult(
                number(outcome.scores[index]),
                "points",
                tuple(ResultRow(str(detail)) for detail in outcome.details[index]),
                empty="nothing won",
                note=f"{len(outcome.details[index])} cards",
            )
            for index in range(len(names))
        ),
    )


@pytest.fixture(autouse=True)
def plain_game(monkeypatch):
    """A registered client whose results words are plain, so these tests of the generic
    screens do not depend on any one game's describer (each game tests its own)."""
    client = GameClient(
        slug="plain",
        accent=theme.GOLD,
        draw_emblem=lambda surface, box, t, colour: None,
        board_view=lambda seats, sound: BoardView(seats, sound),
        help_pages=lambda: (),
        diagrams=lambda: {},
        describe_log=lambda *args: None,
        describe_outcome=describe_plainly,
    )
    monkeypatch.setitem(CLIENTS, "plain", client)


class FakeSession:
    """A finished match: seats and an Outcome, and a rematch that returns a new fake."""

    def __init__(self, seats, outcome, seed=3):
        self.seats = seats
        self.slug = "plain"
        self._outcome = outcome
        self.seed = seed
        self.rematches = 0

    def outcome(self):
        return self._outcome

    def ending_sound(self):
        return ending_sound(self._outcome, self.seats)

    def rematch(self):
        self.rematches += 1
        return FakeSession(self.seats, None, self.seed + 1)


HUMAN_VS_AI = [SeatSpec("Ivory", "human", colour=0), SeatSpec("Obsidian", "ai", "hard", colour=1)]
AI_VS_AI = [SeatSpec("Left", "ai", "easy", colour=2), SeatSpec("Right", "ai", "master", colour=3)]
WIN = Outcome((0,), "target-score", (7.0, 2.0), (("Pulao", "Chiwen", "Qiuniu"), ("Suanni",)))
LOSS = Outcome((1,), "no-legal-move", (3.0, 1.0), (("Pulao",), ("Fuxi",)))
TIE_BREAK = Outcome((1,), "four-cards-left", (3.0, 3.0), (("Pulao",), ("Baxia", "Fuxi")))
DRAW = Outcome((), "repetition", (2.0, 2.0), (("Suanni",), ("Baxia",)))


@pytest.fixture
def fake_scene_modules(monkeypatch):
    """Stand-ins for PlayScene and TitleScene so the buttons can be tested in isolation."""
    play = types.ModuleType("game.scenes.play")
    title = types.ModuleType("game.scenes.title")

    class PlayScene:
        def __init__(self, app, session):
            self.app, self.session = app, session

    class TitleScene:
        def __init__(self, app, message=None):
            self.app = app

    play.PlayScene = PlayScene
    title.TitleScene = TitleScene
    monkeypatch.setitem(sys.modules, "game.scenes.play", play)
    monkeypatch.setitem(sys.modules, "game.scenes.title", title)
    return PlayScene, TitleScene


def key(code, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)


def click(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos)


def render(scene, seconds=1.0):
    surface = pygame.Surface(SIZE)
    for _ in range(int(seconds * 30)):
        scene.update(1 / 30)
    scene.draw(surface)
    return surface


def colour_count(surface):
    """Distinct colours in a coarse sample: a blank or broken frame has very few."""
    width, height = surface.get_size()
    return len(
        {tuple(surface.get_at((x, y))) for x in range(0, width, 16) for y in range(0, height, 16)}
    )


# ----------------------------------------------------------------------------- results


@pytest.mark.parametrize(
    "outcome", [WIN, LOSS, TIE_BREAK, DRAW], ids=["win", "loss", "tie", "draw"]
)
def test_results_renders_every_kind_of_ending(outcome):
    scene = ResultsScene(FakeApp(), FakeSession(HUMAN_VS_AI, outcome))
    scene.on_enter()
    assert colour_count(render(scene)) > 40


def test_results_show_the_clients_report():
    scene = ResultsScene(FakeApp(), FakeSession(HUMAN_VS_AI, TIE_BREAK))
    assert scene.report == describe_plainly(TIE_BREAK, ["Ivory", "Obsidian"])
    assert scene.report.banner == "Obsidian wins!"
    assert [seat.note for seat in scene.report.seats] == ["1 cards", "2 cards"]


@pytest.mark.parametrize(
    ("seats", "outcome", "sound"),
    [
        (HUMAN_VS_AI, WIN, "win"),
        (HUMAN_VS_AI, TIE_BREAK, "lose"),
        (AI_VS_AI, TIE_BREAK, "win"),
        (HUMAN_VS_AI, DRAW, "tie"),
        ([SeatSpec("A"), SeatSpec("B", colour=1)], TIE_BREAK, "win"),  # hot-seat: a person won
    ],
)
def test_results_celebrates_only_when_the_screen_cheers(seats, outcome, sound):
    assert ending_sound(outcome, seats) == sound
    app = FakeApp()
    scene = ResultsScene(app, FakeSession(seats, outcome))
    scene.on_enter()
    assert app.audio.played == []  # the ending sound already played on the final move
    assert bool(scene.confetti) == (sound == "win")


def test_results_rematch_by_keyboard(fake_scene_modules):
    play_cls, _ = fake_scene_modules
    app = FakeApp()
    session = FakeSession(HUMAN_VS_AI, WIN)
    scene = ResultsScene(app, session)
    scene.handle_event(key(pygame.K_RETURN))  # focus starts on Rematch
    assert session.rematches == 1
    ((operation, target),) = app.calls
    assert operation == "replace" and isinstance(target, play_cls)
    assert target.session is not session


def test_results_title_by_arrow_and_enter_and_by_escape(fake_scene_modules):
    _, title_cls = fake_scene_modules
    app = FakeApp()
    scene = ResultsScene(app, FakeSession(HUMAN_VS_AI, WIN))
    scene.handle_event(key(pygame.K_RIGHT))  # past "Watch the replay" to Title
    scene.handle_event(key(pygame.K_RIGHT))
    scene.handle_event(key(pygame.K_RETURN))
    assert app.calls[-1][0] == "reset_to" and isinstance(app.calls[-1][1], title_cls)
    scene.handle_event(key(pygame.K_ESCAPE))
    assert len(app.calls) == 2 and app.calls[-1][0] == "reset_to"


def test_results_buttons_by_mouse(fake_scene_modules):
    play_cls, title_cls = fake_scene_modules
    app = FakeApp()
    scene = ResultsScene(app, FakeSession(AI_VS_AI, WIN))
    rematch, _watch, title = scene.buttons.widgets  # the replay button: test_replay_viewer.py
    scene.handle_event(click(title.rect.center))
    scene.handle_event(click(rematch.rect.center))
    assert [op for op, _ in app.calls] == ["reset_to", "replace"]
    assert isinstance(app.calls[0][1], title_cls) and isinstance(app.calls[1][1], play_cls)


def test_results_confetti_settles_and_stays_bounded():
    scene = ResultsScene(FakeApp(), FakeSession(HUMAN_VS_AI, WIN))
    scene.on_enter()
    for _ in range(60 * 20):
        scene.update(1 / 60)
    assert 0 < len(scene.confetti) <= 500
    assert all(piece.y < 760 for piece in scene.confetti)


# ----------------------------------------------------------------------------- rules help


def test_every_rules_page_renders_with_its_diagram():
    scene = RulesHelpScene(FakeApp(), "nine-sons")
    assert len(scene.pages) >= 10
    for index, page in enumerate(scene.pages):
        assert page.diagram is None or page.diagram in DIAGRAMS
        scene.page = index
        surface = render(scene, 0.5)
        assert colour_count(surface) > 30, page.title


def test_each_diagram_draws_something():
    rect = pygame.Rect(0, 0, 460, 440)
    for name, painter in DIAGRAMS.items():
        surface = pygame.Surface(rect.size)
        painter(surface, rect, 1.3)
        assert colour_count(surface) > 5, name


def test_rules_keys_turn_pages_and_close():
    app = FakeApp()
    scene = RulesHelpScene(app, "nine-sons")
    last = len(scene.pages) - 1
    scene.handle_event(key(pygame.K_LEFT))  # already on the first page: stays, buzzes
    assert scene.page == 0 and app.audio.played[-1] == "error"
    scene.handle_event(key(pygame.K_RIGHT))
    scene.handle_event(key(pygame.K_PAGEDOWN))
    assert scene.page == 2
    scene.handle_event(key(pygame.K_LEFT))
    assert scene.page == 1
    scene.handle_event(key(pygame.K_END))
    assert scene.page == last
    scene.handle_event(key(pygame.K_RIGHT))
    assert scene.page == last and app.calls == []
    scene.handle_event(key(pygame.K_RETURN))  # Enter on the last page closes
    assert app.calls == [("pop", None)]
    scene.handle_event(key(pygame.K_HOME))
    assert scene.page == 0
    scene.handle_event(key(pygame.K_ESCAPE))
    assert app.calls == [("pop", None), ("pop", None)]


def test_rules_mouse_arrows_wheel_and_close():
    app = FakeApp()
    scene = RulesHelpScene(app, "nine-sons")
    scene.handle_event(click(scene.prev_rect.center))  # hidden on page one: nothing happens
    assert scene.page == 0
    scene.handle_event(click(scene.next_rect.center))
    scene.handle_event(click(scene.next_rect.center))
    assert scene.page == 2
    scene.handle_event(click(scene.prev_rect.center))
    assert scene.page == 1
    scene.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    assert scene.page == 2
    scene.handle_event(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=scene.close_rect.center, rel=(0, 0), buttons=(0, 0, 0)
        )
    )
    assert scene.hover == "close"
    render(scene, 0.1)  # hover state draws
    scene.handle_event(click(scene.close_rect.center))
    assert app.calls == [("pop", None)]


def test_rules_overlay_swallows_keys_and_lets_board_update():
    scene = RulesHelpScene(FakeApp(), "nine-sons")
    assert scene.is_overlay and scene.updates_below
    assert scene.handle_event(key(pygame.K_u)) is True  # an undo key must not reach the board


def test_rules_text_is_data_and_wraps_within_the_column():
    pages = NINE_SONS.help_pages()
    titles = " ".join(page.title.lower() for page in pages)
    for topic in ("goal", "setting up", "place", "sow", "tam", "sons", "end", "rulings"):
        assert topic in titles
    text = " ".join(" ".join(page.paragraphs) for page in pages)
    for ruling in ("Pulao", "Yazi", "vanish", "third time", "1 beats a 6"):
        assert ruling in text
    font = theme.font(21)
    for page in pages:
        for paragraph in page.paragraphs:
            for line in wrap_text(paragraph, font, 560):
                assert font.size(line)[0] <= 560


@pytest.mark.parametrize("language", ["ja", "zh"])
def test_no_help_paragraph_ends_on_a_lonely_character(language):
    """Every help paragraph of every game, wrapped as the help scene wraps it, ends on a line of
    three characters or more in Japanese and Chinese (…す/）。 read as a stray mark)."""
    from game import i18n

    pygame.font.init()
    i18n.set_language(language)
    theme.set_cjk_preference(language)
    try:
        font = theme.font(21)
        for client in CLIENTS.values():
            for page in client.help_pages():
                for paragraph in page.paragraphs:
                    lines = wrap_text(i18n._(paragraph), font, 560)
                    assert all(font.size(line)[0] <= 560 for line in lines)
                    assert len(lines) < 2 or len(lines[-1]) >= 3, (client.slug, lines[-2:])
    finally:
        i18n.set_language("en")
        theme.set_cjk_preference("en")
