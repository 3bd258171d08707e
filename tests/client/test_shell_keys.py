"""Keys pressed while the board cannot take them (a move animating, the AI thinking) wait for the
next decision instead of being dropped without a word; the banner shows that they wait."""

from __future__ import annotations

import pygame

from game.core.record import SeatSpec
from game.scenes.play import MAX_WAITING_KEYS, PlayScene
from game.session import Session

HUMAN_VS_AI = [SeatSpec("Ivory", "human", colour=0), SeatSpec("Slate", "ai", "easy", 1)]
NUMBER_KEY = {value: getattr(pygame, f"K_{value}") for value in range(1, 7)}


def key(k) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def run_until(app, condition, frames=2000, dt=1 / 60) -> None:
    for _frame in range(frames):
        if condition():
            return
        app.step(dt, events=[])
    assert condition(), "condition not reached"


def human_ready(scene: PlayScene) -> bool:
    return scene.board.turn is not None and scene.session.is_human_turn()


def tag_shown(app, scene: PlayScene) -> bool:
    """True when the turn banner changes with the waiting keys taken away (the "keys waiting"
    tag is what they add)."""
    area = pygame.Rect(360, 8, 560, 58)  # the turn banner

    def picture() -> bytes:
        surface = pygame.Surface((1280, 720))
        app.draw(surface)
        return pygame.image.tobytes(surface.subsurface(area), "RGB")

    shown = picture()
    waiting, scene.waiting_keys = scene.waiting_keys, []
    bare = picture()
    scene.waiting_keys = waiting
    return shown != bare


def first_placement(scene: PlayScene) -> int:
    """A legal placement of the human's, by the rules' decoded records."""
    for action in scene.session.legal_actions():
        if scene.session.decode(action).kind == "place":
            return action
    return scene.session.legal_actions()[0]


def ai_animating(scene: PlayScene) -> bool:
    return scene.board.busy() and scene.last_mover == 1


def test_a_key_pressed_during_the_ais_move_reaches_your_next_decision(app):
    """A die key pressed while the AI's move animates skipped the animation and was lost; now it
    also waits, is shown waiting, and picks the die when your turn begins."""
    app.settings.animation_speed = 1.0
    scene = PlayScene(app, Session.new("nine-sons", HUMAN_VS_AI, None, 11))
    app.reset_to(scene)
    for _round in range(6):  # play until the AI's move is on screen, animating
        run_until(app, lambda: human_ready(scene) or ai_animating(scene))
        if ai_animating(scene):
            break
        scene.human_action(first_placement(scene))
    assert ai_animating(scene)
    hand = scene.session.state.view(0).hands[0]
    wanted = max(hand)
    assert scene.handle_event(key(NUMBER_KEY[wanted]))
    assert [event.key for event in scene.waiting_keys] == [NUMBER_KEY[wanted]]
    assert tag_shown(app, scene)  # "1 key waiting" on the banner
    assert scene.board.selected_die is None  # not yet: it is not your decision
    run_until(app, lambda: human_ready(scene))
    assert scene.waiting_keys == []
    assert scene.board.selected_die == wanted  # the key arrived with your turn


def until_the_ai_thinks(app, scene: PlayScene) -> None:
    """Play the human's moves until the AI's turn, with the board at rest."""
    for _round in range(4):
        run_until(app, lambda: human_ready(scene) or scene.session.is_ai_turn())
        if scene.session.is_ai_turn():
            break
        scene.human_action(first_placement(scene))
    run_until(app, lambda: scene.session.is_ai_turn() and not scene.board.busy())


class SilentWorker:
    """An AI that thinks forever (answers nothing)."""

    def submit(self, *args, **kwargs) -> None:
        pass

    def poll(self):
        return []

    def cancel(self) -> None:
        pass

    def shutdown(self) -> None:
        pass


def test_keys_pressed_while_the_ai_thinks_wait_and_only_a_few_are_kept(app):
    scene = PlayScene(app, Session.new("nine-sons", HUMAN_VS_AI, None, 12))
    app.reset_to(scene)
    app.worker = SilentWorker()
    until_the_ai_thinks(app, scene)
    for value in (1, 2, 3, 4, 5, 6, 1, 2):
        app.step(1 / 60, events=[key(NUMBER_KEY[value])])
    assert len(scene.waiting_keys) == MAX_WAITING_KEYS
    assert [event.key for event in scene.waiting_keys][-1] == NUMBER_KEY[2]  # the latest kept
    assert tag_shown(app, scene)


def test_enter_and_escape_are_never_kept_for_later(app):
    scene = PlayScene(app, Session.new("nine-sons", HUMAN_VS_AI, None, 12))
    app.reset_to(scene)
    app.worker = SilentWorker()
    until_the_ai_thinks(app, scene)
    scene.handle_event(key(pygame.K_RETURN))
    scene.handle_event(key(pygame.K_SPACE))
    assert scene.waiting_keys == []


def test_keys_of_one_player_never_reach_the_next_behind_a_curtain(app):
    seats = [SeatSpec("Ann", "human", colour=2), SeatSpec("Bob", "human", colour=3)]
    app.settings.animation_speed = 1.0
    scene = PlayScene(app, Session.new("dragon-bridge", seats, None, 4))
    app.reset_to(scene)
    scene.waiting_keys = [key(pygame.K_1)]
    scene._open_handoff(scene.session.current_player())
    assert scene.waiting_keys == []


def test_in_hot_seat_a_key_pressed_after_your_move_is_not_the_next_players(app):
    """Two people at one screen, no curtain (a game without hidden hands): a key pressed while
    Ann's move animates was Ann's, so Bob's turn does not get it."""
    seats = [SeatSpec("Ann", "human", colour=2), SeatSpec("Bob", "human", colour=3)]
    app.settings.animation_speed = 1.0
    scene = PlayScene(app, Session.new("nine-sons", seats, None, 11))
    app.reset_to(scene)
    run_until(app, lambda: human_ready(scene))
    first = scene.session.current_player()
    scene.human_action(first_placement(scene))
    assert scene.board.busy()
    scene.handle_event(key(NUMBER_KEY[6]))
    assert len(scene.waiting_keys) == 1
    run_until(app, lambda: human_ready(scene) and not scene.board.busy())
    assert scene.session.current_player() != first
    assert scene.waiting_keys == [] and scene.board.selected_die is None
