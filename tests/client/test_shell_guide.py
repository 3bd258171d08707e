"""The guided first game's runner (issue 12, item 16), tried with a toy GuidedGame on a real
game: played in the real PlayScene (you against its level, with its seed and options), a tip
panel with a short arrow to what it talks about, tips to read (Enter, A or a click) and tips
that wait for the player's move, then the game goes on; offered once on the first visit to the
game's setup, and replayable from its rules help."""

from __future__ import annotations

import dataclasses
import math

import pygame
import pytest

from game.scenes.guide import GAP, GuideRunner, arrow_ends, place_panel, start_guided_game
from game.scenes.play import PlayScene
from game.scenes.rules_help import RulesHelpScene
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene
from game.views.game_client import GuidedGame, GuideStep
from game.views.nine_sons import layout
from game.views.registry import CLIENTS

SEED = 4242


def key(k) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def click(pos) -> list[pygame.event.Event]:
    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
    ]


def run_until(app, condition, frames=1500, dt=0.05) -> None:
    for _frame in range(frames):
        if condition():
            return
        app.step(dt, events=[])
    assert condition(), "condition not reached"


def human_ready(scene: PlayScene) -> bool:
    return scene.board.turn is not None and scene.session.is_human_turn()


def first_square(board) -> pygame.Rect:
    """The board's top-left square (a toy tip points at it)."""
    centre = layout.square_center(0)
    return pygame.Rect(centre[0] - 40, centre[1] - 40, 80, 80)


def moves_made(session) -> int:
    return sum(1 for ply in session.plies if ply.player == 0)


TOY = GuidedGame(
    seed=SEED,
    steps=(
        GuideStep("Welcome to the toy guide."),
        GuideStep("This is a square of the board.", point_at=first_square),
        GuideStep("Now make a move.", done=lambda session, board: moves_made(session) >= 1),
        GuideStep("That was your move: read on.", point_at=lambda board: pygame.Rect(942, 192, 318, 40)),
    ),
    level="easy",
)  # fmt: skip


@pytest.fixture
def toy(monkeypatch):
    """The Nine Sons with the toy guided game in its client entry."""
    client = dataclasses.replace(CLIENTS["nine-sons"], guided_game=lambda: TOY)
    monkeypatch.setitem(CLIENTS, "nine-sons", client)
    return client


def start(app) -> PlayScene:
    app.reset_to(TitleScene(app))
    assert start_guided_game(app, "nine-sons")
    scene = app.top
    assert isinstance(scene, PlayScene) and isinstance(app.stack[0], TitleScene)
    return scene


def frame(app) -> pygame.Surface:
    surface = pygame.Surface((1280, 720))
    app.draw(surface)
    return surface


def test_the_guided_game_is_you_against_its_level_with_its_seed(app, toy):
    scene = start(app)
    session = scene.session
    assert session.seed == SEED
    assert [seat.kind for seat in session.seats] == ["human", "ai"]
    assert session.seats[1].level == "easy"
    assert scene.guide is not None and scene.guide.index == 0


def test_tips_to_read_go_on_with_enter_or_a_click_on_the_tip(app, toy):
    scene = start(app)
    guide = scene.guide
    app.step(0.05, events=[])
    assert guide.waits_for_reader()
    app.step(0.05, events=[key(pygame.K_RETURN)])  # (A on a gamepad arrives as Enter)
    assert guide.index == 1
    frame(app)
    app.step(0.05, events=click(guide._panel.center))
    assert guide.index == 2


def test_a_tip_points_at_its_target_with_a_short_arrow_beside_it(app, toy):
    scene = start(app)
    scene.guide.advance()  # the tip that points at a square
    surface = frame(app)
    panel, _lines, target = scene.guide.layout(scene.board)
    assert target == first_square(scene.board)
    assert not panel.colliderect(target)  # the words never cover what they talk about
    assert pygame.Rect(0, 66, 1280, 654).contains(panel)  # on screen, under the banner
    start_point, tip = arrow_ends(panel, target)
    assert math.dist(start_point, tip) <= GAP + 12  # a short arrow, not a line across the board
    highlight = (120, 220, 255)
    lit = sum(
        1
        for x in range(target.left - 10, target.right + 10)
        for y in (target.top - 6, target.top - 5, target.top - 4)
        if surface.get_at((x, y))[:3] == highlight
    )
    assert lit > 40  # the outline round the target


def test_a_tip_waits_for_the_move_it_asks_for_then_the_next_one_shows(app, toy):
    scene = start(app)
    guide = scene.guide
    guide.advance()
    guide.advance()
    assert guide.index == 2 and not guide.waits_for_reader()
    app.step(0.05, events=[key(pygame.K_RETURN)])  # Enter does not skip a tip that waits
    run_until(app, lambda: human_ready(scene))
    assert guide.index == 2
    for _frame in range(20):
        app.step(0.05, events=[])
    assert guide.index == 2  # still waiting: no move made
    action = next(a for a in scene.session.legal_actions())
    scene.human_action(action)
    run_until(app, lambda: guide.index == 3)
    assert not scene.board.busy()  # the next tip came once the move had finished animating


def test_after_the_last_tip_the_game_goes_on_without_tips(app, toy):
    scene = start(app)
    for _step in TOY.steps:
        scene.guide.advance()
    assert scene.guide.finished and scene.guide.step is None
    before = frame(app)
    assert before is not None
    run_until(app, lambda: human_ready(scene))
    scene.human_action(scene.session.legal_actions()[0])
    run_until(app, lambda: moves_made(scene.session) >= 1 and human_ready(scene))
    assert not scene.guide.handle_event(key(pygame.K_RETURN))


def test_a_guided_game_never_takes_the_place_of_a_saved_game(app, toy):
    scene = start(app)
    run_until(app, lambda: human_ready(scene))
    scene.human_action(scene.session.legal_actions()[0])
    run_until(app, lambda: human_ready(scene))
    assert not scene.keeps_save
    assert not app.saves.has_autosave("nine-sons")


def test_the_pause_menu_of_a_guided_game_promises_no_save(app, toy):
    """A guided game is never saved, so its pause menu's way out says so: "Save & quit" left
    the Continue button off and the game gone."""
    from game.scenes.pause import PauseScene

    scene = start(app)
    labels = [button.label for button in PauseScene(app, scene).focus.widgets]
    assert "Save & quit" not in labels and "Leave the guided game" in labels
    assert not app.saves.has_autosave("nine-sons")


def test_restart_plays_the_guided_game_again_from_its_first_tip(app, toy):
    scene = start(app)
    scene.guide.advance()
    run_until(app, lambda: human_ready(scene))
    scene.human_action(scene.session.legal_actions()[0])
    scene.restart()
    assert scene.session.seed == SEED and scene.guide.index == 0
    assert scene.session.ply == 0


def test_the_first_visit_to_the_setup_offers_the_guided_game_once(app, toy):
    app.reset_to(TitleScene(app))
    setup = SetupScene(app, "nine-sons")
    app.push(setup)
    assert setup.guided_button is not None
    frame(app)
    app.pop()
    again = SetupScene(app, "nine-sons")
    app.push(again)
    assert again.guided_button is None  # offered once (remembered)
    app.pop()
    fresh = SetupScene(app, "nine-sons")
    fresh.memory.guided_offered.clear()
    app.push(fresh)
    app.step(0.05, events=click(fresh.guided_button.rect.center))
    assert isinstance(app.top, PlayScene) and app.top.guide is not None


def test_a_game_without_a_guided_game_offers_none(app, monkeypatch):
    client = dataclasses.replace(CLIENTS["nine-sons"], guided_game=None)
    monkeypatch.setitem(CLIENTS, "nine-sons", client)
    app.reset_to(TitleScene(app))
    setup = SetupScene(app, "nine-sons")
    app.push(setup)
    assert setup.guided_button is None
    rules = RulesHelpScene(app, "nine-sons")
    app.push(rules)
    app.step(0.05, events=[key(pygame.K_g)])
    assert app.top is rules


@pytest.mark.parametrize("how", ["button", "key"])
def test_the_rules_help_replays_the_guided_game(app, toy, how):
    app.reset_to(TitleScene(app))
    rules = RulesHelpScene(app, "nine-sons")
    app.push(rules)
    frame(app)
    if how == "button":
        app.step(0.05, events=click(rules.guided_rect.center))
    else:
        app.step(0.05, events=[key(pygame.K_g)])
    assert isinstance(app.top, PlayScene) and app.top.guide is not None
    assert isinstance(app.stack[0], TitleScene) and len(app.stack) == 2


def test_how_to_play_on_the_setup_opens_the_rules(app, toy):
    app.reset_to(TitleScene(app))
    setup = SetupScene(app, "nine-sons")
    app.push(setup)
    app.step(0.05, events=click(setup.how_button.rect.center))
    assert isinstance(app.top, RulesHelpScene) and app.top.slug == "nine-sons"
    app.pop()
    app.step(0.05, events=[key(pygame.K_F1)])
    assert isinstance(app.top, RulesHelpScene)


def test_a_broken_step_moves_on_instead_of_stopping_the_game(app):
    def broken(session, board):
        raise RuntimeError("a step with a bug")

    guide = GuideRunner(GuidedGame(1, (GuideStep("x", done=broken), GuideStep("y"))))
    assert guide.update(0.1, session=None, board=None, board_busy=False)
    assert guide.index == 1


def test_a_tip_for_a_big_target_goes_to_the_corner_farthest_from_it():
    panel = place_panel((400, 120), pygame.Rect(10, 80, 1260, 620))
    assert pygame.Rect(0, 0, 1280, 720).contains(panel)
    assert place_panel((400, 120), None).midtop == (640, 72)


@pytest.mark.parametrize("slug", sorted(slug for slug, c in CLIENTS.items() if c.guided_game))
def test_each_games_own_guided_game_starts_and_shows_its_first_tip(app, slug):
    app.reset_to(TitleScene(app))
    assert start_guided_game(app, slug)
    scene = app.top
    for _frame in range(40):
        app.step(0.05, events=[])
    assert scene.guide is not None
    surface = frame(app)
    if scene.guide.step is not None:
        panel, lines, _target = scene.guide.layout(scene.board)
        assert lines and pygame.Rect(0, 0, 1280, 720).contains(panel)
    assert surface.get_at((640, 360))[:3] != (0, 0, 0)
