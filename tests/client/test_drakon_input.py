"""Issue 12 item 5: after picking a tile with the keyboard (or a gamepad), Enter (A) does what
the prompt says - it places the tile on the lit cell the keys point at - instead of putting the
tile back; the prompt names Enter."""

from __future__ import annotations

import pygame

from tests.client.test_drakon_scene import HUMAN_VS_AI, ready, start, tray_index
from tests.client.test_play import key, run_until


def _placed(scene, before: int) -> bool:
    """True once a tile was laid (the record has a turn step past `before`)."""
    return any(text.startswith("turn r") for text in scene.session.record.history[before:])


def test_enter_after_picking_a_tile_by_number_places_it(app):
    scene = start(app, HUMAN_VS_AI)
    run_until(app, lambda: ready(scene))
    board = scene.board
    index = tray_index(board)
    kind = board.view.hand[index]
    before = len(scene.session.record.history)
    app.step(0.05, events=[key(pygame.K_1 + index)])
    assert board.picked_kind() == kind
    assert board.preview_cell() in board.place_cells()  # the keys point at a lit cell at once
    prompt = board.prompt()
    assert "Enter" in prompt and "place" in prompt
    app.step(0.05, events=[key(pygame.K_RIGHT)])  # the arrows walk the lit cells
    assert board.preview_cell() in board.place_cells()
    app.step(0.05, events=[key(pygame.K_RETURN)])
    run_until(app, lambda: _placed(scene, before))
    assert board.picked_kind() is None or board.view.hand.count(kind) < 4


def test_a_gamepad_picks_with_a_and_places_with_a_again(app):
    scene = start(app, HUMAN_VS_AI)
    run_until(app, lambda: ready(scene))
    board = scene.board
    before = len(scene.session.record.history)
    # Shoulder = Tab walks the targets; the first ones are the hand tiles. A = Enter.
    app.step(0.05, events=[key(pygame.K_TAB)])
    assert board.targets[board.focus].kind == "tray"
    app.step(0.05, events=[key(pygame.K_RETURN)])
    assert board.picked_kind() is not None
    app.step(0.05, events=[key(pygame.K_RETURN)])
    run_until(app, lambda: _placed(scene, before))


def test_enter_with_the_pointer_on_a_lit_cell_places_there(app):
    scene = start(app, HUMAN_VS_AI)
    run_until(app, lambda: ready(scene))
    board = scene.board
    index = tray_index(board)
    app.step(0.05, events=[key(pygame.K_1 + index)])
    cells = board.place_cells()
    cell = cells[-1]
    x, y = board.camera.to_screen(cell)
    motion = pygame.event.Event(
        pygame.MOUSEMOTION, pos=(int(x), int(y)), rel=(0, 0), buttons=(0, 0, 0)
    )
    app.step(0.05, events=[motion])
    assert board.preview_cell() == cell
    before = len(scene.session.record.history)
    reason = board.preview_reason()
    while reason is not None:  # turn the tile until it fits there
        app.step(0.05, events=[key(pygame.K_r)])
        reason = board.preview_reason()
    app.step(0.05, events=[key(pygame.K_RETURN)])
    run_until(app, lambda: _placed(scene, before))
    assert cell in {c for c, _, _ in scene.session.view(None).board}


def test_the_chamber_reader_names_the_square_the_log_speaks_of(app):
    """The log and the hints name squares as (x, y), which the map does not draw: pointing at a
    chamber, the reader shows its square beside its name; a picked tile has none yet."""
    from game.views.drakon import lair_box
    from tests.i18n.pseudo import DrawnText

    scene = start(app, HUMAN_VS_AI)
    run_until(app, lambda: ready(scene))
    board = scene.board
    centre = board.camera.cell_rect((0, 0)).center  # the Start
    app.step(0.05, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0),
                                              buttons=(0, 0, 0))])  # fmt: skip
    assert lair_box.pointed_cell(board) == (0, 0)
    with DrawnText() as drawn:
        lair_box.draw(board, pygame.Surface((1280, 720)), board.view)
    assert "(0, 0)" in drawn.strings
    app.step(0.05, events=[key(pygame.K_1 + tray_index(board))])
    assert board.picked_kind() is not None and lair_box.pointed_cell(board) is None
