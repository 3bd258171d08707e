"""Wyvern rules help and guided first game: the pages cover the topics and every ruling of the
engine, and the guide drives a real PlayScene from its first tip to its last with keys and
clicks (every page and diagram is drawn in every language by tests/client/test_help_all_games.py)."""

from __future__ import annotations

import pygame

from game.rules.wyvern.cards import CARDS
from game.rules.wyvern.rules import RULINGS
from game.scenes.guide import start_guided_game
from game.scenes.play import PlayScene
from game.views.wyvern import layout
from game.views.wyvern.client import CLIENT
from game.views.wyvern.guide import GUIDE_SEED, TIPS
from tests.client.guide_steps import acknowledge, check_pointers_through_a_game, click, idle, target
from tests.client.test_play import key, run_until

pygame.init()
SCREEN = pygame.Rect(0, 0, 1280, 720)
TOPICS = ("goal", "field", "setting up", "seven phases", "costs", "range", "battles", "terrain",
          "scouts", "help", "treasures", "intercepts", "hand", "scoring", "decks", "rulings",
          "options", "controls")  # fmt: skip


def test_the_pages_cover_the_topics_and_name_real_diagrams():
    pages = CLIENT.help_pages()
    titles = " ".join(page.title.lower() for page in pages)
    for topic in TOPICS:
        assert topic in titles, topic
    diagrams = CLIENT.diagrams()
    named = {page.diagram for page in pages if page.diagram is not None}
    assert named <= set(diagrams), named - set(diagrams)  # (tests/client/test_help_all_games.py
    # draws every page and diagram in every language)
    said = [text for page in pages for text in page.paragraphs]
    assert all(ruling in said for ruling in RULINGS)  # the engine's rulings, every one


# ----------------------------------------------------------------------------- the guide


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
    check_pointers_through_a_game(app, "wyvern", 150)
