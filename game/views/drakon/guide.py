"""The guided first game of Drakon (issue 12 item 16): you against Easy, nine tips.

The tips follow a first game: the goal, your hand, the arrow rule, placing a tile (it waits
until you place one), moving (it waits until you move, after that placement), the gold
chambers, stealing, the chambers that act when you leave them, and the end. Each tip points at
the part of the screen it talks about (layout.py and the camera know where); `done` reads the
session's plies through the rules' own reader of action texts.

Seed 53 deals you two Find a Gold tiles and a Steal a Coin (Right) beside a Rotate a Chamber,
and you move first: the first tile you lay can be a gold on your own doorstep.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core.text import N_
from game.rules.drakon.actions import read_text
from game.rules.drakon.tiles import KINDS
from game.views.game_client import GuidedGame, GuideStep

from . import layout, sprites

if TYPE_CHECKING:
    from game.session import Session
    from game.views.board_view import BoardView

GUIDE_SEED = 53
"""The deal of the guided game (see the module's summary); you move first."""
Cell = tuple[int, int]


# ----------------------------------------------------------------------------- who and what


def _human_seat(board: Any) -> int:
    """The seat of the person being guided (the one deciding, else the first human seat)."""
    turn = getattr(board, "turn", None)
    if turn is not None:
        return int(turn.seat)
    for index, seat in enumerate(getattr(board, "seats", ())):
        if seat.is_human:
            return index
    return 0


def _kinds_played(session: Session) -> list[str]:
    """The decoded kinds of the guided person's own decisions, in order."""
    humans = session.human_seats()
    seat = humans[0] if humans else 0
    found = []
    for ply in session.plies:
        if ply.player == seat and not ply.is_chance:
            record = read_text(ply.text)
            if record is not None:
                found.append(record.kind)
    return found


def _placed(session: Session, board: BoardView) -> bool:
    """True once the guided person has laid a tile (its turn step came)."""
    return "place-rot" in _kinds_played(session)


def _moved(session: Session, board: BoardView) -> bool:
    """True once the guided person has moved its hero after laying a tile."""
    kinds = _kinds_played(session)
    return "place-rot" in kinds and "move" in kinds[kinds.index("place-rot") :]


# ----------------------------------------------------------------------------- pointers


def _cell_rect(board: Any, cell: Cell) -> pygame.Rect:
    """A chamber's square on the map (the map itself when the camera does not show it)."""
    rect = board.camera.cell_rect(cell)
    if not layout.MAP_RECT.contains(rect):
        return layout.MAP_RECT.copy()
    return rect


def _chambers(board: Any, chambers: tuple[str, ...]) -> list[Cell]:
    """Cells of the lair holding one of `chambers`, nearest to the guided hero first."""
    view = board.view
    if view is None:
        return []
    hero = view.heroes[_human_seat(board)]
    found = [cell for cell, kind, _rot in view.board if KINDS[kind].chamber in chambers]
    return sorted(found, key=lambda c: (abs(c[0] - hero[0]) + abs(c[1] - hero[1]), c))


def _goal(board: Any) -> pygame.Rect:
    box = layout.LAIR_BOX
    return pygame.Rect(box.x + 8, box.y + 6, box.width - 16, 24)


def _hand(board: Any) -> pygame.Rect:
    view = board.view
    count = len(view.hand) if view is not None and view.hand else 4
    rects = layout.tray_rects(count)
    return rects[0].unionall(rects[1:]).inflate(8, 8)


def _start(board: Any) -> pygame.Rect:
    return _cell_rect(board, (0, 0))


def _place(board: Any) -> pygame.Rect:
    """The hand's first tile until a tile is picked; then where it would go. (A Find a Gold
    is not singled out: beside the Start, both heroes can walk into it.)"""
    cell = board.preview_cell() if board.picked_kind() is not None else None
    if cell is not None:
        return _cell_rect(board, cell)
    trays = [t for t in board.targets if t.kind == "tray" and t.action_kind == "place-tile"]
    if trays:
        return sprites.target_rect(board, trays[0])
    return _hand(board)


def _hand_and_start(board: Any) -> pygame.Rect:
    """The whole hand and the squares beside the Start: what the first placement is about."""
    cells = [(0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)]
    rects = [_cell_rect(board, cell) for cell in cells]
    return _hand(board).unionall(rects)


def _move(board: Any) -> pygame.Rect:
    """A lit chamber the hero may move to (a coin chamber first), else the hero's chamber."""
    moves = [t for t in board.targets if t.kind == "cell" and t.action_kind == "move"]
    view = board.view
    if moves and view is not None:
        lair = {cell: kind for cell, kind, _rot in view.board}
        rich = [t for t in moves if KINDS[lair[t.cell]].chamber == "gold"]
        return _cell_rect(board, (rich or moves)[0].cell)
    if view is None:
        return layout.MAP_RECT.copy()
    return _cell_rect(board, view.heroes[_human_seat(board)])


def _gold(board: Any) -> pygame.Rect:
    """The nearest Find a Gold chamber, else the hoard in the lair box."""
    cells = _chambers(board, ("gold",))
    if cells:
        return _cell_rect(board, cells[0])
    x, y = layout.HOARD_SPOT
    return pygame.Rect(x - 40, y - 24, 92, 48)


COIN_CHAMBERS = ("steal-left", "steal-right", "due", "well")
"""The chambers tip 7 talks about: Steal a Coin (either way), Drakon's Due, the Wishing Well."""


def _steal(board: Any) -> pygame.Rect:
    """A coin-stealing or coin-losing chamber in the lair, else such a tile in your hand (the
    guide's deal holds a Steal a Coin), else your coins on your panel."""
    cells = _chambers(board, COIN_CHAMBERS)
    if cells:
        return _cell_rect(board, cells[0])
    trays = [t for t in board.targets if t.kind == "tray" and t.tile is not None]
    held = [t for t in trays if KINDS[t.tile].chamber in COIN_CHAMBERS]
    if held:
        return sprites.target_rect(board, held[0])
    panel = layout.panel_rects(len(board.seats))[_human_seat(board)]
    return pygame.Rect(panel.x + 72, panel.y + 40, panel.width - 80, 40)


def _legend(board: Any) -> pygame.Rect:
    """The lair box's chamber reader (it explains the chamber under the pointer)."""
    box = layout.LAIR_BOX
    return pygame.Rect(box.x + 10, box.y + 86, box.width - 20, box.height - 92)


def _panel(board: Any) -> pygame.Rect:
    return layout.panel_rects(len(board.seats))[_human_seat(board)]


STEPS: tuple[GuideStep, ...] = (
    GuideStep(
        N_(
            "Welcome to the dragon's lair! You and your rival build it tile by tile while "
            "your heroes hunt for gold. The first to hold 5 gold coins wins at once."
        ),
        _goal,
    ),
    GuideStep(
        N_(
            "These chamber tiles are your hand: only you see them. After you place one, you "
            "draw a new one from the pile."
        ),
        _hand,
    ),
    GuideStep(
        N_(
            "The gold chevrons on a chamber are arrows: the ONLY ways out of it. Two arrows may "
            "never point at each other. Your hero starts here, on the Start."
        ),
        _start,
    ),
    GuideStep(
        N_(
            "Your turn: place a tile. Pick one (click it or press its number), turn it with R, "
            "then click a lit square, or walk there with the arrow keys and press Enter. Your "
            "rival stands on the Start too: a Find a Gold beside it is theirs as much as yours."
        ),
        _place,
        _placed,
        keep_clear=_hand_and_start,  # the tiles to pick and the squares they may go to
    ),
    GuideStep(
        N_(
            "Now move: click a lit chamber your arrows lead into. Entering a chamber sets off "
            "its effect at once; placing one never does."
        ),
        _move,
        _moved,
    ),
    GuideStep(
        N_(
            "Find a Gold gives you a coin from the dragon's hoard each time you enter it. Lay "
            "them where only YOUR arrows lead, so your rival cannot walk in."
        ),
        _gold,
    ),
    GuideStep(
        N_(
            "Steal a Coin takes a coin from the player on your left or right. Drakon's Due and "
            "the Wishing Well make you drop one on the Start, for the next hero who enters it."
        ),
        _steal,
    ),
    GuideStep(
        N_(
            "Some chambers act when you LEAVE them: a Gale or Wind blows you 3 or 2 chambers, a "
            "Master Key opens every side, a Vortex jumps anywhere. Point at any chamber to read "
            "it here."
        ),
        _legend,
    ),
    GuideStep(
        N_(
            "Your coins show on your panel. 5 coins win; if the pile and every hand run dry and "
            "nobody can move, the most coins win. Stuck? H gives a hint. Good luck!"
        ),
        _panel,
    ),
)
"""The guided game's tips, in order (English msgids; the runner translates them)."""


def guided_game() -> GuidedGame:
    """The Drakon guided first game: you against Easy, seed GUIDE_SEED, the default rules."""
    return GuidedGame(seed=GUIDE_SEED, steps=STEPS, options={}, level="easy")
