"""Issue 12 on the Dragon Bridge board, through the real scene: the hint in words (item 10), the
orange EXIT (item 8), the hand, the Nest, the tip's pointer, two wizards on one square, the
sounds named after what happens, and the words of the rulings' new choices."""

from __future__ import annotations

import math

import pygame
import pytest

from ai.worker import WorkerResult
from game.core.record import GameRecord, SeatSpec
from game.rules import get_rules
from game.rules.dragon_bridge.state import DragonBridgeState
from game.scenes.play import PlayScene
from game.session import HINT_LEVEL, Session
from game.views import theme
from game.views.dragon_bridge import art, diagrams, guide, layout, panels
from tests.client.test_play import FakeWorker, key, run_until

HUMAN_VS_AI = [SeatSpec("You", "human", colour=2), SeatSpec("Drake", "ai", "easy", 3)]
HANDS = (("Run", "Push", "Blink", "Walk"), ("Dash", "Step", "Swap", "Gale"))


class HintWorker(FakeWorker):
    """The fake AI, except that a hint request answers the action written `hint`."""

    def __init__(self, hint: str) -> None:
        super().__init__()
        self.hint = hint

    def submit(self, request_id, state, slug, level, seed, budget=None) -> None:
        super().submit(request_id, state, slug, level, seed, budget)
        if level == HINT_LEVEL:
            self.results = [WorkerResult(request_id, state.parse_action(self.hint), {})]


def scene_at(app, mode: str = "basic", **position) -> PlayScene:
    """A PlayScene on a position at the start of the human's (seat 0's) turn."""
    rules = get_rules("dragon-bridge")
    options = rules.info.resolve_options({"mode": mode})
    position.setdefault("mode", mode)
    state = DragonBridgeState.from_position(**position)
    record = GameRecord(slug="dragon-bridge", num_players=2, options=options, seats=HUMAN_VS_AI,
                        seed=1)  # fmt: skip
    scene = PlayScene(app, Session(rules, record, state))
    app.reset_to(scene)
    return scene


def ready(scene: PlayScene, kind: str | None = None) -> bool:
    board = scene.board
    waiting = board.turn is not None and scene.session.is_human_turn() and not board.busy()
    return waiting and (kind is None or scene.session.state.step.kind == kind)


def ask_hint(app, scene: PlayScene, hint: str):
    app.worker = HintWorker(hint)
    app.step(0.05, events=[key(pygame.K_h)])
    run_until(app, lambda: scene.board.current_hint() is not None)
    return scene.board.current_hint()


# ------------------------------------------------------------------ item 10: the hint in words


@pytest.mark.parametrize(
    ("hint", "words", "tile"),
    [
        ("play Run", "Hint: play Run and MOVE 3 right", 11),
        ("play Push", "Hint: play Push and BUMP your rival 2 left", 7),
        ("play Blink", "Hint: play Blink and TELEPORT 3 right", 11),
    ],
)
def test_the_hint_says_the_whole_move_in_words(app, hint, words, tile):
    scene = scene_at(app, positions=(8, 9), hands=HANDS)
    run_until(app, lambda: ready(scene, "action"))
    plan = ask_hint(app, scene, hint)
    assert plan.words == words and plan.tile == tile
    board = scene.board
    assert board.hinted_hand_card() is not None
    # The square it ends on is framed at once, and again once the card is chosen.
    app.step(0.05, events=[])
    card = next(t for t in board.targets if t.kind == "card" and t.actions[0] == plan.action)
    app.step(0.05, events=[key(pygame.K_1 + card.extra["index"])])
    framed = [t for t in board.targets if t.kind == "tile" and board.hinted_target(t)]
    assert [t.tile for t in framed] == [tile]


def test_a_hint_on_an_exit_square_says_escape_and_a_gem_hint_says_its_step(app):
    scene = scene_at(app, positions=(14, 9), hands=HANDS)
    run_until(app, lambda: ready(scene, "action"))
    assert ask_hint(app, scene, "play Walk").words == "Hint: play Walk and ESCAPE!"
    scene = scene_at(app, positions=(8, 9), hands=((), ()), ready=(1, 1))
    run_until(app, lambda: ready(scene, "gem_phase"))
    plan = ask_hint(app, scene, "gem teleport")
    assert plan.words == "Hint: spend a gem and TELEPORT 1 right"
    scene = scene_at(app, positions=(8, 9), hands=((), ()), ready=(3, 1), depleted=(0, 2))
    run_until(app, lambda: ready(scene, "gem_phase"))
    assert ask_hint(app, scene, "gem item").words == "Hint: Buy an item"


# ----------------------------------------------------------------- item 8: the EXIT is orange


def test_the_exit_end_is_drawn_orange_like_the_rules_say(app):
    """Seed, MATCH END: "The five orange tiles (end tiles), at either end of the Bridge" - the
    EXIT is an orange end: its planks, outline and word are orange/gold, nowhere green."""
    scene = scene_at(app, positions=(8, 9), hands=HANDS)
    run_until(app, lambda: ready(scene, "action"))
    app.step(0.05, events=[])
    view = scene.board.view
    for tile in view.exits:
        rect = layout.tile_rect(view.length, tile)
        for point in ((rect.x + 1, rect.centery), (rect.centerx, rect.bottom - 2)):
            red, green, blue = app.screen.get_at(point)[:3]
            assert red >= green > blue, (tile, point, (red, green, blue))
    texts = [guide.PROMPTS["action"]]
    scene.board.tips = True
    tip = guide.tip(scene.board)
    assert tip is not None and "orange" in tip[0] and "green" not in tip[0]
    texts.append(tip[0])
    surface = pygame.Surface((800, 500))
    diagrams.diagram_bridge(surface, surface.get_rect(), 0.0)  # draws without error
    assert diagrams.EXIT[0] > diagrams.EXIT[1] > diagrams.EXIT[2]  # amber, not green
    assert all("green" not in text.lower() for text in texts)


# --------------------------------------------------------------- cosmetics: hand, Nest, tips


KEY_HEIGHT = 16
"""The number key under a hand card (a 12-pixel bold digit and its gap)."""


def test_four_hand_cards_sit_side_by_side_with_their_keys_on_screen():
    for count in range(1, 7):
        rects = layout.hand_rects(count)
        if count <= 4:
            assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
        for rect in rects:
            assert rect.bottom + KEY_HEIGHT <= 720, "the number key under it is cut"
            assert layout.HAND_AREA.left <= rect.left and rect.right <= layout.HAND_AREA.right
    assert not layout.HAND_AREA.colliderect(layout.MY_PANEL)
    assert not layout.HAND_AREA.colliderect(layout.ACTION_PANEL)


def test_every_card_face_and_nest_chip_draws_at_its_size(app):
    from game.rules.dragon_bridge.cards import CARD_TYPES

    for card in range(len(CARD_TYPES)):
        face = art.card_face(card, (layout.CARD_W, layout.CARD_H))
        assert face.get_size() == (layout.CARD_W, layout.CARD_H)
        chip = art.nest_chip(card, layout.NEST_CARD)
        assert chip.get_size() == layout.NEST_CARD


def test_the_nest_cards_never_overlap_and_stay_in_the_nest():
    pygame.font.init()  # the chips are sized from the measured fonts
    for count in range(2, 9):
        rects = layout.nest_rects(count)
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
    for count in range(1, 9):
        rects = layout.nest_rects(count)
        assert all(rect.width >= 60 and rect.height >= 56 for rect in rects)
        assert all(layout.NEST_AREA.contains(rect) for rect in rects)
        assert all(rect.size == layout.NEST_CARD for rect in rects)
    assert not layout.NEST_AREA.colliderect(layout.DECK_RECT)
    assert not layout.NEST_AREA.colliderect(layout.IN_PLAY_RECT)


def test_the_tip_pointer_is_a_short_arrow_beside_its_target(app, monkeypatch):
    scene = scene_at(app, positions=(8, 9), hands=HANDS)
    run_until(app, lambda: ready(scene, "action"))
    board = scene.board
    board.tips = True
    lines: list[tuple] = []
    real_line = pygame.draw.line

    def record(surface, colour, start, end, width=1):
        if tuple(colour)[:3] == tuple(theme.HIGHLIGHT)[:3]:
            lines.append((start, end))
        return real_line(surface, colour, start, end, width)

    monkeypatch.setattr(panels.pygame.draw, "line", record)
    app.step(0.05, events=[])
    _, point = guide.tip(board)
    assert lines, "the tip draws its pointer"
    for start, end in lines:
        assert math.dist(start, end) <= 50, "a short arrow, not a line across the board"
        assert math.dist(end, point) <= 12, "the arrow ends beside what the tip talks about"


def test_two_wizards_on_one_square_stand_apart_and_both_read():
    width = layout.tile_width(18)
    left = layout.wizard_feet(18, 9, 0, True)
    right = layout.wizard_feet(18, 9, 1, True)
    assert right[0] - left[0] >= width, "each figure's body is about a square wide"
    assert layout.SHARED_SCALE < 1.0


# ------------------------------------------------------------------------------ the sounds


def test_a_turn_plays_the_bridge_sounds_not_another_games(app):
    scene = scene_at(app, positions=(8, 9), hands=HANDS, ready=(1, 1))
    run_until(app, lambda: ready(scene, "action"))
    for text in ("play Run", "dir right", "go 2", "gem bump", "dir left"):
        run_until(app, lambda: ready(scene))
        scene.human_action(scene.session.state.parse_action(text))
        app.step(0.05, events=[])
    played = set(app.audio.played)
    assert {"card", "walk", "bump", "gem-spend"} <= played, played
    assert not played & {"tame", "place", "step", "refill"}, played


# --------------------------------------------------------------- the rulings' new choices


def test_the_rival_is_offered_to_keep_its_cards_against_the_shakedown(app):
    scene = scene_at(app, mode="full", wizards=(None, "Bill Milton"), active=1, positions=(8, 9),
                     hands=(("Push", "Run", "Walk", "Blink"), ("Walk", "Dash", "Step", "Swap")))  # fmt: skip
    run_until(app, lambda: ready(scene, "give"), frames=400)
    labels = [t.label for t in scene.board.targets if t.kind == "button"]
    assert labels == ["Keep my cards"]
    assert [t.kind for t in scene.board.targets].count("card") == 1  # Push: the BUMP card
    assert "keep" in scene.board.prompt()


def test_the_rules_help_states_each_ruling():
    from game.views.dragon_bridge.help import PAGES

    text = " ".join(paragraph for page in PAGES for paragraph in page.paragraphs)
    assert "The last card PLAYED goes under it" in text
    assert "at the start of every turn" in text and "at the start of each turn" in text
    assert "the player whose turn it is chooses the order" in text
    assert "they may give him a card with a BUMP, or keep their cards" in text
    assert "green end" not in text.lower() and "green exit" not in text.lower()


@pytest.mark.parametrize(("ready_gems", "depleted_gems"), [(1, 2), (0, 3), (2, 1)])
def test_the_gem_phase_tip_points_at_a_ready_gem_when_there_is_one(app, ready_gems, depleted_gems):
    """The tip speaks of READY gems; it pointed at the second gem, a depleted one when only
    one was READY. READY gems are drawn first: it points at the first gem."""
    scene = scene_at(
        app, positions=(8, 9), hands=((), ()), ready=(ready_gems, 1), depleted=(depleted_gems, 0)
    )
    run_until(app, lambda: ready(scene, "gem_phase"))
    _, point = guide.tip(scene.board)
    first = layout.gem_centre(layout.MY_PANEL, 0, True, point[1])
    assert point == first  # a READY gem when there is one (index 0 < ready), else one to READY
