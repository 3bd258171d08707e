"""The Dragon Bridge scene through the real App: rendering, an AI game, a human turn by mouse and
by keys, hidden hands, the hot-seat curtain and a log that never names a hidden card."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core.protocol import CHANCE
from game.core.record import SeatSpec
from game.rules.dragon_bridge import actions
from game.rules.dragon_bridge.cards import CARD_NAMES
from game.scenes.handoff import HandoffScene
from game.scenes.play import PlayScene
from game.scenes.results import ResultsScene
from game.session import Session
from game.views.dragon_bridge.view import DragonBridgeBoardView
from game.views.registry import is_playable
from tests.client.test_play import click, key, run_until

HUMAN_VS_AI = [SeatSpec("You", "human", colour=2), SeatSpec("Drake", "ai", "easy", 3)]
HOT_SEAT = [SeatSpec("Ivy", "human", colour=0), SeatSpec("Jade", "human", colour=4)]
AI_ONLY = [SeatSpec("Red", "ai", "easy", 2), SeatSpec("Blue", "ai", "easy", 3)]
MODES = [
    {"mode": "basic"},
    {"mode": "full"},
    {"mode": "full", "hacking": "on"},
    {"mode": "full", "hacking": "on", "bridge": "long"},
]


def start(app, seats, options=None, seed=7) -> PlayScene:
    scene = PlayScene(app, Session.new("dragon-bridge", seats, options, seed))
    app.reset_to(scene)
    return scene


def human_ready(scene: PlayScene, kind: str | None = None) -> bool:
    board = scene.board
    ready = board.turn is not None and scene.session.is_human_turn() and not board.busy()
    return ready and (kind is None or scene.session.state.step.kind == kind)


def play_randomly_until(app, scene, condition, rng, frames=4000) -> None:
    """Let the fake AI move; the human answers with random legal actions."""
    for _ in range(frames):
        if condition():
            return
        if human_ready(scene):
            scene.human_action(rng.choice(scene.session.legal_actions()))
        app.step(0.05, events=[])
    assert condition(), "condition not reached"


def test_the_bridge_is_playable_on_the_title_screen():
    assert is_playable("dragon-bridge")


@pytest.mark.parametrize("options", MODES)
def test_the_scene_renders_headless_in_every_mode(app, options):
    scene = start(app, HUMAN_VS_AI, options, seed=3)
    run_until(app, lambda: human_ready(scene))
    app.step(0.05, events=[key(pygame.K_1)])
    app.step(0.05, events=[])
    view = scene.board.view
    rect = scene.board.targets[0].rect
    assert view.mode == options["mode"]
    assert view.hands[0] is not None and view.hands[1] is None
    # The first exit square glows in its own colour, the hand is drawn where the layout says.
    from game.views.dragon_bridge import layout

    tile = layout.tile_rect(view.length, view.exits[0])
    assert app.screen.get_at((tile.x + 6, tile.centery))[:3] != app.screen.get_at((5, 715))[:3]
    assert rect.colliderect(layout.HAND_AREA)


def test_an_ai_only_bridge_game_reaches_the_results(app):
    scene = start(app, AI_ONLY, {"mode": "full", "hacking": "on"}, seed=5)
    run_until(app, lambda: isinstance(app.top, ResultsScene), frames=6000)
    assert scene.session.is_over()
    lines = [text for _, text in scene.session.log_lines()]
    assert any("wins" in line or "draw" in line for line in lines)


def _movement_card_target(board: DragonBridgeBoardView) -> int:
    for index, target in enumerate(board.targets):
        if target.kind == "card":
            card_actions = target.actions
            result = board.peek(card_actions)
            if result is not None and any(actions.kind_of(a) == actions.DIR for a in result[1]):
                step = result[0].step
                if step.effect in ("move", "teleport"):
                    return index
    raise AssertionError("no MOVE/TELEPORT card in hand")


def test_clicks_play_a_card_then_a_lit_square(app):
    scene = start(app, HUMAN_VS_AI, {"mode": "basic"}, seed=21)
    run_until(app, lambda: human_ready(scene, "action"))
    board = scene.board
    index = _movement_card_target(board)
    card = board.targets[index].card
    before = len(scene.session.record.history)
    app.step(0.05, events=click(board.targets[index].rect.center))
    tiles = [t for t in board.targets if t.kind == "tile"]
    assert tiles and board.prefix, "choosing a card lights its squares"
    far = max(tiles, key=lambda t: t.distance)
    app.step(0.05, events=click(far.rect.center))
    for _ in range(5):
        app.step(0.05, events=[])
    history = scene.session.record.history[before:]
    assert history[0] == f"play {CARD_NAMES[card]}"
    assert history[1] == f"dir {('left', 'right')[far.direction]}"
    assert history[2] == f"go {far.distance}"
    position = scene.session.state.view(0).positions[0]
    assert position == far.tile


def test_keys_play_a_human_turn_and_esc_cancels(app):
    scene = start(app, HUMAN_VS_AI, {"mode": "basic"}, seed=21)
    run_until(app, lambda: human_ready(scene, "action"))
    board = scene.board
    index = _movement_card_target(board)
    number = board.targets[index].extra["index"] + 1
    app.step(0.05, events=[key(getattr(pygame, f"K_{number}"))])
    assert board.prefix
    app.step(0.05, events=[key(pygame.K_ESCAPE)])
    assert not board.prefix and scene.app.top is scene, "Esc cancels the card, not the game"
    before = len(scene.session.record.history)
    app.step(0.05, events=[key(getattr(pygame, f"K_{number}"))])
    focused = board.targets[board.focus]
    assert focused.kind in ("tile", "escape") and board.focus_visible
    app.step(0.05, events=[key(pygame.K_RIGHT)])
    chosen = board.targets[board.focus]
    app.step(0.05, events=[key(pygame.K_RETURN)])
    for _ in range(5):
        app.step(0.05, events=[])
    history = scene.session.record.history[before:]
    assert history[0].startswith("play ")
    assert history[1:3] == list(actions.action_text(a) for a in chosen.actions[1:3])


def test_human_vs_ai_never_draws_the_ai_hand(app):
    scene = start(app, HUMAN_VS_AI, {"mode": "full"}, seed=9)
    run_until(app, lambda: human_ready(scene, "action"))
    state = scene.session.state
    other = state.clone()
    hand = other._hands[1]
    given = next(card for card in range(len(hand)) if hand[card])
    taken = next(card for card in range(len(hand)) if other._deck[card] and card != given)
    hand[given] -= 1
    hand[taken] += 1
    other._deck[taken] -= 1
    other._deck[given] += 1
    assert other._hands[1] != state._hands[1]
    images = []
    for position in (state, other):
        board = DragonBridgeBoardView(HUMAN_VS_AI)
        board.reset(position.view(0))
        surface = pygame.Surface((1280, 720))
        board.draw(surface, 1.0)
        images.append(pygame.image.tobytes(surface, "RGB"))
    assert images[0] == images[1]


def test_hot_seat_curtain_hides_everything_private_until_dismissed(app):
    scene = start(app, HOT_SEAT, {"mode": "basic"}, seed=4)
    run_until(app, lambda: isinstance(app.top, HandoffScene))
    board = scene.board
    assert not board.show_private and board.view.hands == (None, None)
    assert scene.session.viewer() is None, "nobody's hand before the first curtain lifts"
    seat = scene.session.current_player()
    app.step(0.05, events=[key(pygame.K_RETURN)])
    app.step(0.05, events=[key(pygame.K_RETURN)])
    run_until(app, lambda: human_ready(scene))
    assert board.show_private and board.view.hands[seat] is not None
    assert board.view.hands[1 - seat] is None
    # Play on until the other seat must decide: the curtain comes back first.
    rng = random.Random(2)
    for _ in range(400):
        if isinstance(app.top, HandoffScene):
            break
        if human_ready(scene):
            scene.human_action(rng.choice(scene.session.legal_actions()))
        app.step(0.05, events=[])
    assert isinstance(app.top, HandoffScene)
    assert board.view.hands == (None, None)
    assert scene.session.viewer() is None, "nobody's hand while the next person is called"
    curtain = app.top
    assert all(CARD_NAMES[c] not in line for line in curtain.summary_lines for c in range(16)
               if line.startswith(HOT_SEAT[seat].name + " draws"))  # fmt: skip


def test_the_log_never_names_a_hidden_card(app):
    scene = start(app, HUMAN_VS_AI, {"mode": "full", "hacking": "on"}, seed=13)
    rng = random.Random(5)
    play_randomly_until(app, scene, lambda: scene.session.ply > 250 or scene.session.is_over(), rng)
    session = scene.session
    mine = session.log_lines(0)
    spectator = session.log_lines(None)
    theirs = session.log_lines(1)
    assert any(line.startswith("You draw ") and line != "You draw a card" for _, line in mine)
    for _, line in mine:
        if line.startswith("Drake draws"):
            assert line == "Drake draws a card"
    for _, line in theirs:
        if line.startswith("You draw"):
            assert line == "You draw a card"
    for _, line in spectator:
        for name in CARD_NAMES:
            assert line not in (f"You draw {name}", f"Drake draws {name}")
    # The play scene draws the human's log.
    assert scene.session.log_lines() == mine
    assert any(player == CHANCE for player, _ in mine)


def _scene_from_position(app, seats, **position) -> PlayScene:
    from game.core.record import GameRecord
    from game.rules import get_rules
    from game.rules.dragon_bridge.state import DragonBridgeState

    rules = get_rules("dragon-bridge")
    options = rules.info.resolve_options({"mode": "full"})
    state = DragonBridgeState.from_position(**position)
    record = GameRecord(slug="dragon-bridge", num_players=2, options=options, seats=seats, seed=1)
    scene = PlayScene(app, Session(rules, record, state))
    app.reset_to(scene)
    return scene


def test_bump_bonus_toggles_preview_the_landing_before_confirming(app):
    scene = _scene_from_position(
        app, HUMAN_VS_AI, positions=(8, 10), dragon="left", active=0,
        hands=(("Push", "Walk", "Blink", "Run"), ("Dash", "Step", "Swap", "Gale")),
        items=(("Bump Gauntlets",), ()), mode="full",
    )  # fmt: skip
    run_until(app, lambda: human_ready(scene, "action"))
    board = scene.board
    push = next(t for t in board.targets if t.kind == "card" and t.card == CARD_NAMES.index("Push"))
    app.step(0.05, events=click(push.rect.center))
    right = next(t for t in board.targets if t.kind == "tile" and t.direction == 1)
    assert right.tile == 12, "the lit square is where the rival lands with the bonus off"
    app.step(0.05, events=click(right.rect.center))
    run_until(app, lambda: human_ready(scene, "bump_bonus"))
    assert board.bump_preview == 12
    toggle = next(t for t in board.targets if t.kind == "toggle")
    app.step(0.05, events=click(toggle.rect.center))
    assert board.bump_preview == 13, "switching the bonus on shows its effect at once"
    assert scene.session.state.step.kind == "bump_bonus", "nothing is played before BUMP!"
    confirm = next(t for t in board.targets if t.label == "BUMP!")
    app.step(0.05, events=click(confirm.rect.center))
    for _ in range(5):
        app.step(0.05, events=[])
    assert scene.session.state.view(0).positions[1] == 13
    assert "bonus Bump Gauntlets" in scene.session.record.history


def test_a_triggered_power_asks_its_owner_on_the_rivals_turn(app):
    scene = _scene_from_position(
        app, [SeatSpec("You", "human", colour=2), SeatSpec("Drake", "human", colour=3)],
        positions=(8, 10), dragon="left", active=1,
        hands=(("Walk", "Blink", "Run", "Dash"), ("Push", "Step", "Swap", "Gale")),
        items=(("Anchor Boots",), ()), mode="full",
    )  # fmt: skip
    rng = random.Random(1)
    for _ in range(200):
        if isinstance(app.top, HandoffScene):
            app.step(0.05, events=[key(pygame.K_RETURN)])
            app.step(0.05, events=[key(pygame.K_RETURN)])
        elif human_ready(scene):
            state = scene.session.state
            if state.step.kind == "anchor":
                break
            legal = scene.session.legal_actions()
            wanted = [a for a in legal if actions.action_text(a) in ("play Push", "dir right")]
            scene.human_action(wanted[0] if wanted else rng.choice(legal))
        app.step(0.05, events=[])
    assert scene.session.state.step.kind == "anchor"
    assert scene.board.turn.seat == 0 and scene.session.turn_owner() == 1
    assert scene.board.prompt().startswith("Rival's turn")
    labels = [t.label for t in scene.board.targets if t.kind == "button"]
    assert "Use Anchor Boots" in labels and "No, thanks" in labels


@pytest.mark.parametrize("how", ["key", "click"])
def test_a_human_orders_two_simultaneous_triggers_by_key_or_click(app, how):
    scene = _scene_from_position(
        app, HUMAN_VS_AI, positions=(8, 9), dragon="left", active=0,
        wizards=("Bunny", None), hacking=True, placed={11: "Launch Pad"},
        hands=(("Run", "Walk", "Blink", "Step"), ("Dash", "Push", "Swap", "Gale")),
    )  # fmt: skip
    for text in ("play Run", "dir right", "go 3"):
        run_until(app, lambda: human_ready(scene))
        scene.human_action(scene.session.state.parse_action(text))
    run_until(app, lambda: human_ready(scene, "order"))
    buttons = [t for t in scene.board.targets if t.kind == "button"]
    assert [t.label for t in buttons] == ["Pass MOVE first", "Launch Pad first"]
    if how == "key":
        app.step(0.05, events=[key(pygame.K_2)])
    else:
        app.step(0.05, events=click(buttons[1].rect.center))
    run_until(app, lambda: scene.session.record.history[-1:] == ["first Launch Pad"])
    assert scene.session.state.step.effect == "teleport"


def test_the_enlarged_hand_card_is_drawn_over_the_action_panel(app, monkeypatch):
    """The card under the pointer, enlarged, reaches over the action panel beside the hand:
    it is drawn after it, so the panel no longer hides the card's words."""
    from game.views.dragon_bridge import hand as hand_module
    from game.views.dragon_bridge import panels

    scene = start(app, HUMAN_VS_AI, {"mode": "full"}, seed=9)
    run_until(app, lambda: human_ready(scene, "action"))
    board = scene.board
    view = board.view
    seat = board.bottom_seat(view)
    board.hover_card = len(view.hands[seat]) - 1
    order: list[str] = []
    real_actions, real_zoom = panels._actions, panels.draw_hand_zoom
    monkeypatch.setattr(panels, "_actions", lambda *a: (order.append("panel"), real_actions(*a))[1])
    monkeypatch.setattr(
        panels, "draw_hand_zoom", lambda *a: (order.append("zoom"), real_zoom(*a))[1]
    )
    drawn: list[int] = []
    real_face = hand_module.art.card_face
    monkeypatch.setattr(
        hand_module.art,
        "card_face",
        lambda card, size: (drawn.append(size[0]), real_face(card, size))[1],
    )
    board.draw(pygame.Surface((1280, 720)), 0.0)
    assert order == ["panel", "zoom"]
    assert max(drawn) > min(drawn)  # the enlarged face is among the faces drawn
