"""Wyvern rules help and guided first game: every page draws inside its panel in en, ja and zh
without a text cut or left over, every diagram a page names exists and animates inside its
frame, and the guide drives a real PlayScene from its first tip to its last with keys and
clicks (the game is registered for the play scene by monkeypatching the registries until the
lead registers it)."""

from __future__ import annotations

import numpy
import pygame
import pytest

from game import i18n
from game import rules as game_rules
from game.rules.wyvern import WyvernRules
from game.rules.wyvern.cards import CARDS
from game.rules.wyvern.rules import RULINGS
from game.rules.wyvern.view import WyvernView
from game.scenes.guide import start_guided_game
from game.scenes.play import PlayScene
from game.scenes.rules_help import PANEL_RECT, RulesHelpScene
from game.views import registry, theme
from game.views.backdrop import dim
from game.views.text import watch_overflow
from game.views.wyvern import layout
from game.views.wyvern.client import CLIENT
from game.views.wyvern.guide import GUIDE_SEED, TIPS
from tests.client.test_play import key, run_until

pygame.init()
SCREEN = pygame.Rect(0, 0, 1280, 720)
TOPICS = ("goal", "field", "setting up", "seven phases", "costs", "range", "battles", "terrain",
          "scouts", "help", "treasures", "intercepts", "hand", "scoring", "decks", "rulings",
          "options", "controls")  # fmt: skip


@pytest.fixture(autouse=True)
def wyvern_registered(monkeypatch):
    """Wyvern in the rules and client registries (the lead registers it for real later)."""
    if "wyvern" not in game_rules.RULES:
        monkeypatch.setitem(game_rules.RULES, "wyvern", WyvernRules())
    if "wyvern" not in registry.CLIENTS:
        monkeypatch.setitem(registry.CLIENTS, "wyvern", CLIENT)
    if not hasattr(WyvernView, "active_player"):
        # The turn banner names the active player at a chance node (play_chrome.banner_words
        # reads view.active_player); until the view or the banner learns Wyvern's `active`.
        monkeypatch.setattr(WyvernView, "active_player", property(lambda view: view.active),
                            raising=False)  # fmt: skip


class FakeApp:
    """What the help overlay uses of the app."""

    class audio:  # noqa: N801 - mimics the attribute
        @staticmethod
        def play(*_args, **_kwargs):
            """Silence."""

    def pop(self):
        """Nothing to pop."""


@pytest.fixture(params=("en", "ja", "zh"))
def language(request):
    """The help in each language (the real catalogues and the CJK fonts)."""
    i18n.set_language(request.param)
    theme.set_cjk_preference(request.param)
    yield request.param
    i18n.set_language("en")
    theme.set_cjk_preference("en")


def test_the_pages_cover_the_topics_and_name_real_diagrams():
    pages = CLIENT.help_pages()
    titles = " ".join(page.title.lower() for page in pages)
    for topic in TOPICS:
        assert topic in titles, topic
    diagrams = CLIENT.diagrams()
    named = {page.diagram for page in pages if page.diagram is not None}
    assert named <= set(diagrams), named - set(diagrams)
    assert set(diagrams) <= named  # no painter is left without its page
    said = [text for page in pages for text in page.paragraphs]
    assert all(ruling in said for ruling in RULINGS)  # the engine's rulings, every one


def test_every_page_draws_inside_its_panel_without_overflow(language):
    scene = RulesHelpScene(FakeApp(), "wyvern")
    base = (40, 90, 60)
    expected = pygame.Surface(theme.SCREEN_SIZE)
    expected.fill(base)
    dim(expected, 170)
    outside = numpy.ones(theme.SCREEN_SIZE, dtype=bool)
    panel = PANEL_RECT.union(PANEL_RECT.move(0, 6))
    outside[panel.left : panel.right, panel.top : panel.bottom] = False
    want = pygame.surfarray.array3d(expected)[outside]
    cut: list[tuple[str, str]] = []
    stop = watch_overflow(lambda text, how: cut.append((how, text)))
    try:
        for index, page in enumerate(scene.pages):
            for moment in (0.4, 1.7, 3.1, 5.2, 7.3, 9.9):
                scene.page, scene.page_time = index, moment
                surface = pygame.Surface(theme.SCREEN_SIZE)
                surface.fill(base)
                scene.draw(surface)
                assert (pygame.surfarray.array3d(surface)[outside] == want).all(), page.title
            lines = scene._lines(index)
            bottom = PANEL_RECT.top + 112 + sum(len(p) * 30 + 14 for p in lines)
            assert bottom <= scene.prev_rect.top, (language, page.title)
    finally:
        stop()
    assert not cut, f"{language}: " + "; ".join(f"{how}: {text!r}" for how, text in cut)


def test_each_diagram_animates_and_stays_in_its_frame():
    rect = pygame.Rect(0, 0, 460, 440)
    for name, painter in CLIENT.diagrams().items():
        frames = []
        for moment in (0.0, 1.3, 2.9, 4.4, 6.1, 8.2):
            surface = pygame.Surface((rect.width + 40, rect.height + 40))
            surface.fill((1, 2, 3))
            painter(surface, rect.move(20, 20), moment)
            pixels = pygame.surfarray.array3d(surface)
            border = numpy.concatenate([pixels[:20].reshape(-1, 3), pixels[-20:].reshape(-1, 3),
                                        pixels[:, :20].reshape(-1, 3),
                                        pixels[:, -20:].reshape(-1, 3)])  # fmt: skip
            assert (border == (1, 2, 3)).all(), f"{name} draws outside its frame at {moment}"
            frames.append(pixels)
        assert len(numpy.unique(frames[1].reshape(-1, 3), axis=0)) > 12, name
        assert any((frame != frames[0]).any() for frame in frames[1:]), f"{name} never moves"


# ----------------------------------------------------------------------------- the guide


def click(pos) -> list[pygame.event.Event]:
    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ]


def idle(scene: PlayScene) -> bool:
    board = scene.board
    return board.turn is not None and scene.session.is_human_turn() and not board.busy()


def target(scene: PlayScene) -> pygame.Rect | None:
    return scene.guide.target(scene.board)


def acknowledge(app, scene: PlayScene, index: int) -> None:
    assert scene.guide.index == index and scene.guide.waits_for_reader()
    app.step(0.05, events=[key(pygame.K_RETURN)])
    assert scene.guide.index == index + 1


def hand_card(scene: PlayScene, card_id: str):
    """The lit hand target holding `card_id`, if any."""
    hand = scene.board.hand()
    for found in scene.board.targets:
        if found.kind == "hand" and CARDS[hand[found.ident]].id == card_id:
            return found
    return None


def decide(app, scene: PlayScene) -> None:
    """The guided player's decision of the moment, the way a newcomer follows the tips: cards
    laid dragons first, War Horn on the front row, a pass when there is nothing to do, the
    first lit attacker and target, a Dragonfire or Fury in a battle."""
    board = scene.board
    kind = board.kind
    if kind == "arrange":
        hand = board.hand()
        lit = [t for t in board.targets if t.kind == "hand"]
        lit.sort(key=lambda t: CARDS[hand[t.ident]].kind != "dragon")
        app.step(0.05, events=click(lit[0].rect.center))
    elif kind == "treasure" and board.picked_card is None and hand_card(scene, "R03"):
        app.step(0.05, events=click(hand_card(scene, "R03").rect.center))
    elif kind == "treasure" and board.picked_card is not None:
        slots = [t for t in board.targets if t.kind == "slot"]
        assert target(scene).contains(slots[0].rect)  # the tip points at the lit positions
        app.step(0.05, events=click(slots[0].rect.center))
    elif (
        kind == "battle" and board.mode == "attack" and any(t.kind == "pos" for t in board.targets)
    ):
        spot = [t for t in board.targets if t.kind == "pos"][0]
        app.step(0.05, events=click(spot.rect.center))
    elif kind == "battle-window" and (hand_card(scene, "A23") or hand_card(scene, "A22")):
        card = hand_card(scene, "A23") or hand_card(scene, "A22")
        app.step(0.05, events=click(card.rect.center))
    elif "pass" in board.choices.buttons:
        app.step(0.05, events=[key(pygame.K_p)])
    else:  # anything else (a discard, a target): the first lit choice, by keys
        app.step(0.05, events=[key(pygame.K_TAB)])
        app.step(0.05, events=[key(pygame.K_RETURN)])


def play_until(app, scene: PlayScene, condition, frames: int = 1500) -> None:
    """Make the guided player's decisions until `condition` holds (or the game is over)."""
    for _frame in range(frames):
        if condition() or scene.session.is_over():
            return
        if idle(scene) and not scene.guide.waits_for_reader():
            decide(app, scene)
        else:
            app.step(0.05, events=[])
    assert condition() or scene.session.is_over()


def test_the_client_offers_the_guided_game():
    guided = CLIENT.guided_game()
    assert guided.seed == GUIDE_SEED and guided.level == "easy" and not guided.options
    assert 6 <= len(guided.steps) <= 9
    waits = [index for index, step in enumerate(guided.steps) if step.done is not None]
    assert waits == [0, 2, 3, 4, 5, 6]
    assert all(step.point_at is not None for step in guided.steps)
    assert [step.tip for step in guided.steps] == list(TIPS)


def test_the_guided_game_plays_from_the_first_tip_to_the_last(app):
    assert start_guided_game(app, "wyvern")
    scene = app.top
    assert isinstance(scene, PlayScene) and scene.guide is not None
    run_until(app, lambda: idle(scene))
    board, session = scene.board, scene.session
    assert board.kind == "arrange" and len(board.hand()) == 6

    # 1 Arranging: the tip points at the six cards; Enter does not move it on, laying does.
    assert all(target(scene).contains(t.rect) for t in board.targets if t.kind == "hand")
    app.step(0.05, events=[key(pygame.K_RETURN)])
    assert scene.guide.index == 0
    play_until(app, scene, lambda: scene.guide.index == 1 and idle(scene))
    view = board.wview
    assert view.phase == "treasure" and view.active == 0 and view.turn == 1  # you start

    # 2 The rival's field, a tip to read.
    assert target(scene).colliderect(layout.position_rect(6, 0))
    acknowledge(app, scene, 1)
    # 3-7 A treasure, a move, the first action phase, an attack, a battle: each waits.
    assert hand_card(scene, "R03") is not None and target(scene).contains(
        hand_card(scene, "R03").rect
    )
    for tip in (2, 3, 4, 5, 6):
        play_until(app, scene, lambda tip=tip: scene.guide.index > tip)
        assert SCREEN.contains(target(scene) or SCREEN)
    mine = [ply.text for ply in session.plies if ply.player == 0]
    assert any(text.startswith("treasure R03") for text in mine), mine
    assert any(text.startswith("slot 0:F") for text in mine), mine
    assert any(text.startswith("attack") for text in mine), mine

    # 8-9 Tips to read: the phase track, then your gold and points; then the guide is over.
    while not scene.guide.finished:
        assert scene.guide.waits_for_reader()
        assert SCREEN.contains(target(scene))
        acknowledge(app, scene, scene.guide.index)
    assert target(scene) is None


def test_every_tip_points_on_screen_at_any_moment_of_a_game(app):
    """point_at and done never fail and stay on the canvas, whatever the board shows."""
    assert start_guided_game(app, "wyvern")
    scene = app.top
    run_until(app, lambda: idle(scene))
    steps = scene.guide.guided.steps
    scene.guide.index = len(steps)  # no tips in the way: the scripted player plays on
    for turn in range(150):
        for step in steps:
            rect = step.point_at(scene.board)
            assert rect is None or SCREEN.contains(rect), step.tip
            if step.done is not None:
                step.done(scene.session, scene.board)
        if scene.session.is_over():
            break
        legal = scene.session.legal_actions()
        scene.human_action(legal[turn % len(legal)])
        run_until(app, lambda: idle(scene) or scene.session.is_over(), frames=2000)
