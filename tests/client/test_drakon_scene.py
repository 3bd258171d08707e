"""The Drakon scene through the real App: rendering for 2 and 6 seats, an AI game to the results,
placing a tile by mouse with a rotation, moving a hero, the live arrow rule, pan and zoom, hidden
hands, the hot-seat curtain among three humans, every decision reachable, gamepad keys."""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from game.core.record import SeatSpec
from game.gamepad import GamepadTranslator
from game.rules.drakon import actions
from game.rules.drakon.board import SIDE_NAMES, placements, step
from game.rules.drakon.tiles import KINDS
from game.scenes.handoff import HandoffScene
from game.scenes.play import PlayScene
from game.scenes.results import ResultsScene
from game.session import Session
from game.views.board_view import TurnInput
from game.views.drakon import layout, targets
from game.views.drakon.camera import MAX_ZOOM, MIN_ZOOM
from game.views.drakon.view import DrakonBoardView
from game.views.registry import is_playable
from tests.client.test_play import key, run_until

HUMAN_VS_AI = [SeatSpec("You", "human", colour=2), SeatSpec("Drake", "ai", "easy", 3)]


def seats(count: int, humans: tuple[int, ...] = (0,)) -> list[SeatSpec]:
    return [
        SeatSpec(f"P{i}", "human" if i in humans else "ai", "easy", colour=i) for i in range(count)
    ]


def start(app, seat_specs, seed=7) -> PlayScene:
    scene = PlayScene(app, Session.new("drakon", seat_specs, None, seed))
    app.reset_to(scene)
    return scene


def ready(scene: PlayScene) -> bool:
    board = scene.board
    return board.turn is not None and scene.session.is_human_turn() and not board.busy()


def press(pos) -> list[pygame.event.Event]:
    """A click on the map: motion, press, release at one spot."""
    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ]


def screen_pos(board: DrakonBoardView, cell) -> tuple[int, int]:
    x, y = board.camera.to_screen(cell)
    return (int(x), int(y))


def tray_index(board: DrakonBoardView) -> int:
    return next(
        t.index for t in board.targets if t.kind == "tray" and t.action_kind == "place-tile"
    )


def play_until(app, scene, condition, frames=3000) -> None:
    """Fake AIs move; the human places tiles at random while the condition is false."""
    rng = random.Random(3)
    for _ in range(frames):
        if condition():
            return
        if ready(scene):
            legal = scene.session.legal_actions()
            places = [
                a
                for a in legal
                if actions.split(a)[0]
                in (actions.PLACE_KIND, actions.PLACE_CELL, actions.PLACE_ROT)
            ]
            scene.human_action(rng.choice(places or legal))
        app.step(0.05, events=[])
    assert condition(), "condition not reached"


def test_drakon_is_playable():
    assert is_playable("drakon")


@pytest.mark.parametrize("count", [2, 6])
def test_the_scene_renders_headless_with_panels_that_fit(app, count):
    scene = start(app, seats(count))
    run_until(app, lambda: ready(scene))
    app.step(0.05, events=[])
    rects = layout.panel_rects(count)
    assert all(layout.PANEL_COLUMN.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
    assert rects[-1].bottom <= 720 and not rects[0].colliderect(layout.MAP_RECT)
    anchor = scene.board.seat_anchor(count - 1)
    assert rects[-1].collidepoint(anchor)
    # The panels are drawn in their seat colours and the tray shows the viewer's tiles.
    surface = app.screen
    for seat, rect in enumerate(rects):
        edge = surface.get_at((rect.x + rect.width // 2, rect.y + 1))[:3]
        assert edge == scene.board.seat_colour(seat) or seat == scene.session.state.active
    assert len(scene.board.view.hand) == 4
    assert any(t.kind == "tray" for t in scene.board.targets)


def test_an_ai_only_game_runs_through_the_play_scene_to_the_results(app):
    scene = start(app, seats(3, humans=()), seed=4)
    run_until(app, lambda: isinstance(app.top, ResultsScene), frames=4000)
    assert scene.session.is_over()
    assert app.top.session is scene.session


def test_place_a_tile_by_mouse_with_a_rotation(app):
    scene = start(app, HUMAN_VS_AI)
    run_until(app, lambda: ready(scene))
    board = scene.board
    index = tray_index(board)
    kind = board.view.hand[index]
    app.step(0.05, events=[key(pygame.K_1 + index)])
    assert board.picked_kind() == kind
    # Choose a (rotation, cell) the engine allows, preferably one that needs a turn of the tile.
    options = placements(targets.board_of(board.view), kind)
    rot, cell = max(options, key=lambda rc: rc[0])
    assert cell in board.place_cells()
    app.step(
        0.05,
        events=[
            pygame.event.Event(
                pygame.MOUSEMOTION, pos=screen_pos(board, cell), rel=(0, 0), buttons=(0, 0, 0)
            )
        ],
    )
    assert board.preview_cell() == cell
    turns = 0
    while targets.mask_of(kind, board.rot) != targets.mask_of(kind, rot):
        app.step(0.05, events=[key(pygame.K_r)])
        turns += 1
        assert turns <= 4
    assert board.preview_reason() is None
    app.step(0.05, events=press(screen_pos(board, cell)))
    run_until(app, lambda: cell in scene.session.state.board)
    placed_kind, placed_rot = scene.session.state.board[cell]
    assert placed_kind == kind and targets.mask_of(kind, placed_rot) == targets.mask_of(kind, rot)
    texts = [p.text for p in scene.session.plies[-6:]]
    assert any(text.startswith("tile ") for text in texts) and any(
        t.startswith("turn r") for t in texts
    )


def test_the_rotation_preview_refuses_an_arrow_facing_the_start(app):
    scene = start(app, HUMAN_VS_AI)
    run_until(app, lambda: ready(scene))
    board = scene.board
    index = tray_index(board)
    kind = board.view.hand[index]
    assert KINDS[kind].mask, "no-arrow tiles fit everywhere; this deal gives an arrowed tile"
    app.step(0.05, events=[key(pygame.K_1 + index)])
    lair = targets.board_of(board.view)
    start_arrows = targets.mask_of(*lair[(0, 0)])
    # A free side of the Start with an arrow: a tile there must not point its arrow back.
    side = next(d for d in range(4) if start_arrows >> d & 1 and step((0, 0), d) not in lair)
    cell, back = step((0, 0), side), (side + 2) % 4
    for _ in range(4):
        if targets.mask_of(kind, board.rot) >> back & 1:
            break
        app.step(0.05, events=[key(pygame.K_r)])
    before = len(scene.session.plies)
    app.step(0.05, events=press(screen_pos(board, cell)))
    word = SIDE_NAMES[back]
    assert board.preview_reason() == f"an arrow would face the arrow of Start ({word})"
    assert board.message_is_error and "arrow of Start" in board.message
    assert len(scene.session.plies) == before and cell not in scene.session.state.board


def test_move_a_hero_by_clicking_a_lit_chamber(app):
    scene = start(app, HUMAN_VS_AI, seed=5)
    board = scene.board
    play_until(
        app, scene, lambda: ready(scene) and any(t.action_kind == "move" for t in board.targets)
    )
    target = next(t for t in board.targets if t.action_kind == "move")
    board.camera.look_at(target.cell)
    app.step(0.05, events=[])
    app.step(0.05, events=press(screen_pos(board, target.cell)))
    assert actions.to_text(target.actions[0]) in [p.text for p in scene.session.plies]


def test_pan_and_zoom_change_the_camera_and_clamp(app):
    scene = start(app, HUMAN_VS_AI)
    run_until(app, lambda: ready(scene))
    camera = scene.board.camera
    x0 = camera.x
    app.step(0.05, events=[key(pygame.K_d)])
    app.step(0.05, events=[])
    app.step(0.05, events=[pygame.event.Event(pygame.KEYUP, key=pygame.K_d, mod=0)])
    assert camera.x > x0
    for _ in range(40):  # a long push cannot lose the lair
        app.step(
            0.05, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, gamepad=True)]
        )
    app.step(0.05, events=[pygame.event.Event(pygame.KEYUP, key=pygame.K_a, mod=0)])
    assert camera.x >= camera.bounds[0] - 2.5 - 1e-9
    zoom = camera.zoom
    inside = layout.MAP_RECT.center
    app.step(0.05, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=inside, rel=(0, 0), buttons=(0, 0, 0)),
                           pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1)])  # fmt: skip
    assert camera.zoom > zoom
    for _ in range(12):
        app.step(0.05, events=[key(pygame.K_EQUALS)])
    assert camera.zoom == MAX_ZOOM
    for _ in range(12):
        app.step(0.05, events=[key(pygame.K_MINUS)])
    assert camera.zoom == MIN_ZOOM
    # A drag moves the map with the pointer (back towards the lair: we sit at the left limit).
    x1 = camera.x
    a, b = (600, 300), (500, 300)
    app.step(0.05, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1),
                           pygame.event.Event(pygame.MOUSEMOTION, pos=b, rel=(-100, 0), buttons=(1, 0, 0)),
                           pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1)])  # fmt: skip
    assert camera.x > x1
    app.step(0.05, events=[key(pygame.K_f)])
    assert camera.zoom >= MIN_ZOOM and camera.visible((0, 0))


def test_an_ai_seat_s_tiles_are_never_drawn(app, monkeypatch):
    from game.views.drakon import art as drakon_art
    from game.views.drakon import paint as drakon_paint
    from game.views.drakon import panels as drakon_panels

    drawn: list[int] = []
    real = drakon_art.chamber_surface

    def spy(kind, rot, size, **kwargs):
        drawn.append(kind)
        return real(kind, rot, size, **kwargs)

    monkeypatch.setattr(drakon_art, "chamber_surface", spy)
    monkeypatch.setattr(drakon_paint.art, "chamber_surface", spy)
    monkeypatch.setattr(drakon_panels.art, "chamber_surface", spy)
    scene = start(app, HUMAN_VS_AI, seed=9)
    run_until(app, lambda: ready(scene))
    state = scene.session.state
    secret = {k for k, n in enumerate(state.hands[1]) if n} - {
        k for k, n in enumerate(state.hands[0]) if n
    }
    secret -= {kind for kind, _ in state.board.values()}
    assert secret, "seed 9 deals the AI a tile the human lacks"
    drawn.clear()
    for _ in range(3):
        app.step(0.05, events=[])
    assert not secret & set(drawn)
    assert set(scene.board.view.hand) <= set(drawn)  # the human's own tiles are drawn
    # Behind the hot-seat curtain nothing private is drawn at all.
    scene.board.show_private = False
    scene.board.reset(state.view(None))
    drawn.clear()
    app.step(0.05, events=[])
    assert scene.board.viewer() is None and not (
        set(drawn) - {kind for kind, _ in state.board.values()}
    )


def test_three_humans_get_the_handoff_curtain_and_a_summary(app):
    scene = start(app, seats(3, humans=(0, 1, 2)), seed=2)
    run_until(app, lambda: isinstance(app.top, HandoffScene))
    first = scene.session.current_player()
    app.top.dismiss()
    run_until(app, lambda: ready(scene))
    assert scene.board.view.seat == first and scene.board.viewer() == first
    for _ in range(200):  # the first seat places a tile; then the curtain falls for the next
        if isinstance(app.top, HandoffScene):
            break
        if ready(scene):
            legal = scene.session.legal_actions()
            places = [
                a
                for a in legal
                if actions.split(a)[0]
                in (actions.PLACE_KIND, actions.PLACE_CELL, actions.PLACE_ROT)
            ]
            scene.human_action((places or legal)[0])
        app.step(0.05, events=[])
    curtain = app.top
    assert isinstance(curtain, HandoffScene)
    second = scene.session.current_player()
    assert second != first and scene.board.viewer() is None
    assert curtain.seat_name == f"P{second}"
    assert any("placed" in line for line in curtain.summary_lines)
    curtain.dismiss()
    run_until(app, lambda: ready(scene))
    assert (
        scene.board.viewer() == second
        and scene.board.view.hand == scene.session.state.view(second).hand
    )


def decision_views(app):
    """A real early view plus (pending, legal) pairs for every decision of the contract."""
    scene = start(app, HUMAN_VS_AI, seed=3)
    run_until(app, lambda: ready(scene))
    view = scene.board.view
    seat, kind = view.seat, view.hand[0]
    board = targets.board_of(view)
    north = (0, 1)
    cells = sorted({cell for _, cell in placements(board, kind)})
    rots = targets.fitting_rots(board, north, kind)
    cases = {
        ("turn",): [
            actions.make(actions.PLACE_KIND, kind),
            actions.cell_action(actions.MOVE, north),
        ],
        ("place-cell", seat, kind): [
            actions.cell_action(actions.PLACE_CELL, cell) for cell in cells
        ],
        ("place-rot", seat, kind, north): [actions.make(actions.PLACE_ROT, r) for r in rots],
        ("shift-target",): [actions.cell_action(actions.SHIFT_TARGET, (0, 0))],
        ("shift-place", seat, north): [
            actions.make(actions.SHIFT_PLACE, kind * 4 + r) for r in rots
        ],
        ("destroy",): [actions.cell_action(actions.DESTROY, (0, 0))],
        ("map",): [actions.make(actions.MAP_VICTIM, 1)],
        ("rotate",): [actions.rotate((0, 0), t) for t in (1, 2, 3)],
        ("mind",): [actions.make(actions.MIND_HERO, 1)],
        ("mind-dest", seat, 1, 0): [actions.cell_action(actions.MIND_DEST, north)],
        ("after",): [actions.make(actions.ABILITY, 0), actions.make(actions.PASS, 0)],
        ("knight",): [actions.make(actions.ABILITY, 4), actions.make(actions.PASS, 0)],
        ("wizard",): [actions.cell_action(actions.ABILITY_CELL, (-1, 0))],
        ("amazon",): [
            actions.cell_action(actions.ABILITY_CELL, north),
            actions.make(actions.PASS, 0),
        ],
        ("barbarian",): [actions.make(actions.ABILITY_SEAT, 1)],
        ("barbarian-dest",): [actions.cell_action(actions.ABILITY_CELL, (0, -1))],
        ("thief",): [actions.make(actions.ABILITY_SEAT, 1)],
        ("dwarf",): [actions.make(actions.ABILITY_TILE, kind), actions.make(actions.PASS, 0)],
        ("drakon",): [actions.cell_action(actions.DRAKON_CELL, (1, 0))],
    }
    assert cells and rots
    return scene, view, cases


def reachable(board: DrakonBoardView) -> set[int]:
    """Every action some target (or the picked-tile flow) can send."""
    found: set[int] = set()
    for index in range(len(board.targets)):
        target = board.targets[index]
        if target.kind == "tray" and target.select:
            board.activate(index)
            for rot in range(4):
                board.rot = rot
                for cell in board.place_cells():
                    action = board.confirm(cell)
                    if action is not None:
                        found.add(action)
            board.picked = None
            board._rebuild()
        elif target.kind == "cell" and target.action_kind == "place-cell":
            for rot in range(4):
                board.rot = rot
                action = board.activate(index)
                if action is not None:
                    found.add(action)
        elif target.kind == "cell" and target.select:
            board.rotating = target.cell
            board._rebuild()
            found.update(a for t in board.targets if t.kind == "radial" for a in t.actions)
            board.rotating = None
            board._rebuild()
        else:
            found.update(target.actions[:1])
    return found


def test_every_decision_of_the_contract_has_a_way_to_act(app):
    scene, view, cases = decision_views(app)
    board = scene.board
    for pending, legal in cases.items():
        full = pending if len(pending) > 1 else (pending[0], view.seat)
        board.view = dataclasses.replace(view, pending=full)
        board.set_turn(TurnInput(view.seat, legal))
        assert board.prompt()
        missing = set(legal) - reachable(board)
        assert not missing, (pending[0], [actions.to_text(a) for a in missing])
        board.draw(app.screen, 1.0)  # every decision also draws


def test_gamepad_right_stick_pans_and_triggers_zoom():
    pads = GamepadTranslator()
    axis = pygame.CONTROLLERAXISMOTION

    def events(a, value):
        return [
            (e.type, e.key, getattr(e, "gamepad", False))
            for e in pads.translate(pygame.event.Event(axis, axis=a, value=value))
        ]

    assert events(pygame.CONTROLLER_AXIS_RIGHTX, 30000) == [(pygame.KEYDOWN, pygame.K_d, True)]
    assert events(pygame.CONTROLLER_AXIS_RIGHTX, 31000) == []
    assert events(pygame.CONTROLLER_AXIS_RIGHTX, -30000) == [
        (pygame.KEYUP, pygame.K_d, True),
        (pygame.KEYDOWN, pygame.K_a, True),
    ]
    assert events(pygame.CONTROLLER_AXIS_RIGHTX, 0) == [(pygame.KEYUP, pygame.K_a, True)]
    assert events(pygame.CONTROLLER_AXIS_TRIGGERRIGHT, 32000) == [
        (pygame.KEYDOWN, pygame.K_EQUALS, False)
    ]
    assert events(pygame.CONTROLLER_AXIS_TRIGGERRIGHT, 32700) == []
    assert events(pygame.CONTROLLER_AXIS_TRIGGERRIGHT, 0) == []
    assert events(pygame.CONTROLLER_AXIS_TRIGGERLEFT, 30000) == [
        (pygame.KEYDOWN, pygame.K_MINUS, False)
    ]
    button = pygame.event.Event(
        pygame.CONTROLLERBUTTONDOWN, button=pygame.CONTROLLER_BUTTON_RIGHTSTICK
    )
    assert [e.key for e in pads.translate(button)] == [pygame.K_r]


def test_camera_keys_work_during_an_animation_without_skipping_it(app):
    app.settings.animation_speed = 1.0
    scene = start(app, seats(2, humans=()))
    board = scene.board
    board.speed = 1.0
    for _ in range(2000):  # two AIs: wait for an animation to be running
        if board.busy():
            break
        app.step(0.05, events=[])
    assert board.busy()
    zoom = board.camera.goal_zoom
    playing = board.animation
    app.step(0.0, events=[key(pygame.K_EQUALS)])
    assert board.camera.goal_zoom > zoom  # zooming ...
    assert board.animation is playing and not playing.done  # ... while the move plays on
    app.step(0.0, events=[key(pygame.K_x)])  # any other key still skips it
    assert playing.done
