"""Dragon Delta rules help and guided first round: the pages cover the topics and name real
diagrams, and the guide drives a real PlayScene from its first tip to its last with keys and
clicks (every page and diagram is drawn in every language by tests/client/test_help_all_games.py)."""

from __future__ import annotations

import pygame

from game.rules.dragon_delta.cards import BUILD_1, BUILD_2, MOVE_2, STONE_1, STONE_2
from game.rules.dragon_delta.geometry import VILLAGES
from game.scenes.guide import start_guided_game
from game.scenes.play import PlayScene
from game.views.dragon_delta import layout
from game.views.dragon_delta.client import CLIENT
from game.views.dragon_delta.guide import GUIDE_SEED, TIPS
from game.views.registry import CLIENTS
from tests.client.guide_steps import acknowledge, check_pointers_through_a_game, click, idle, target
from tests.client.test_play import key, run_until

pygame.init()
SCREEN = pygame.Rect(0, 0, 1280, 720)
TOPICS = ("goal", "programming", "step", "actions", "stones", "eye", "moving", "taking",
          "falling", "dragons", "end", "rulings", "options", "controls")  # fmt: skip


def test_the_pages_cover_the_topics_and_name_real_diagrams():
    pages = CLIENTS["dragon-delta"].help_pages()
    titles = " ".join(page.title.lower() for page in pages)
    for topic in TOPICS:
        assert topic in titles, topic
    diagrams = CLIENT.diagrams()
    named = {page.diagram for page in pages if page.diagram is not None}
    assert named <= set(diagrams), named - set(diagrams)  # (tests/client/test_help_all_games.py
    # draws every page and diagram in every language)


# ----------------------------------------------------------------------------- the guide


def lay(app, scene: PlayScene, card: int) -> None:
    """Put `card` in the next slot with its number key."""
    places = scene.board.hand_places()
    app.step(0.05, events=[key(pygame.K_1 + places.index(card))])


def decide(app, scene: PlayScene) -> None:
    """The guided player's decision of the moment, made where the tip points when it points
    at a lit place (else at the first one); planks: the longest, laid with Enter."""
    board = scene.board
    if board.choosing_plank():
        app.step(0.05, events=[key(pygame.K_0 + len(board.reserve()))])
        app.step(0.05, events=[key(pygame.K_RETURN)])
        return
    assert board.targets, board.kind
    spot = target(scene)
    hits = [t for t in board.targets if spot is not None and spot.collidepoint(t.point)]
    chosen = (hits or board.targets)[0]
    pos = (int(chosen.point[0]), int(chosen.point[1]))
    app.step(0.05, events=click(pos))


def test_the_client_offers_the_guided_round():
    guided = CLIENT.guided_game()
    assert guided.seed == GUIDE_SEED and guided.level == "easy" and not guided.options
    assert 6 <= len(guided.steps) <= 9
    waits = [index for index, step in enumerate(guided.steps) if step.done is not None]
    assert waits == [1, 2, 3, 4, 5]
    assert all(step.point_at is not None for step in guided.steps)
    assert [step.tip for step in guided.steps] == list(TIPS)


def test_the_guided_round_plays_from_the_first_tip_to_the_last(app):
    assert start_guided_game(app, "dragon-delta")
    scene = app.top
    assert isinstance(scene, PlayScene) and scene.guide is not None
    run_until(app, lambda: idle(scene))
    board, session = scene.board, scene.session
    assert board.kind == "program" and board.view.start == 0  # you program (and act) first

    # 1 The goal: your village on the river.
    assert layout.BOARD_RECT.colliderect(target(scene))
    acknowledge(app, scene, 0)
    # 2 The hand; Enter alone does not move the tip on, a card in a slot does.
    hand = target(scene)
    assert all(hand.contains(rect) for rect in layout.hand_rects(len(board.hand_places())))
    lay(app, scene, STONE_2)
    assert board.draft == [STONE_2]
    run_until(app, lambda: scene.guide.index == 2)
    # 3 The program: the slots, then Confirm once they are full; the tip's panel leaves the
    # cards it names and Confirm in view (it hid Build 2 bridges and half of Confirm).
    for card in (BUILD_2, MOVE_2, STONE_1, BUILD_1):
        panel = scene.guide.layout(board)[0]
        assert not panel.colliderect(layout.CONFIRM_RECT)
        assert panel.collidelist(layout.hand_rects(len(board.hand_places()))) < 0
        lay(app, scene, card)
    assert target(scene) == layout.CONFIRM_RECT.inflate(6, 6)
    app.step(0.05, events=click(layout.CONFIRM_RECT.center))
    run_until(app, lambda: scene.guide.index == 3 and idle(scene), frames=2000)

    # 4-6 A stone, a bridge by eye, a move: each waits for the player's own step, done where
    # the tip points. A bridge starts at a stone, as the tip says (it pointed at the village).
    first_ends = []
    for tip in (3, 4, 5):
        for _frame in range(400):
            if scene.guide.index > tip or session.is_over():
                break
            if idle(scene):
                assert SCREEN.contains(target(scene))
                if board.kind == "build" and board.first is None:
                    first_ends.append([t.ident for t in board.targets
                                       if target(scene).collidepoint(t.point)])  # fmt: skip
                decide(app, scene)
            else:
                app.step(0.05, events=[])
        assert scene.guide.index > tip or session.is_over(), tip
    kinds = {ply.text.split(" ")[0] for ply in session.plies if ply.player == 0}
    assert {"stone", "build", "plank"} <= kinds
    assert len(first_ends) == 2 and all(ends and min(ends) >= VILLAGES for ends in first_ends)
    # Following the pointers lays the bridges end to end: Move 2 walks out along both (two
    # bridges from the village sent it out and straight back home).
    steps = [ply.text for ply in session.plies if ply.player == 0 and ply.text.startswith("step")]
    assert len(steps) == 2 and len(set(steps)) == 2 and "step V0" not in steps, steps

    # 7-8 Tips to read: your panel, then the step box; then the guide is over. The dragon tip
    # leaves every seat's panel in view (it hid the rival's, where a dragon against you shows).
    while not scene.guide.finished:
        assert scene.guide.waits_for_reader()
        assert SCREEN.contains(target(scene))
        if scene.guide.index == 6:
            panel = scene.guide.layout(board)[0]
            assert panel.collidelist(layout.panel_rects(len(board.view.colours))) < 0
        acknowledge(app, scene, scene.guide.index)
    assert target(scene) is None


def test_every_tip_points_on_screen_at_any_moment_of_a_game(app):
    """point_at and done never fail and stay on the canvas, whatever the board shows."""
    check_pointers_through_a_game(app, "dragon-delta", 80)
