"""The guided first round of Dragon Delta: you (Black, the top village) against Easy, nine tips.

The tips follow a first round: the goal, the hand (it waits for a first card in a slot), the
program (it waits for five confirmed cards), the steps and a stone (it waits for your stone),
a bridge by eye (it waits for your plank), a move (it waits for your step), then falling and
dragons, and the end. A tip that waits is done once you did it, or once your program holds no
such card any more this round (a dragon blocked it, you programmed something else), so the guide
never stops the game. Each tip points at what it talks about: layout.py and the board's lit
targets say where.

The first card laid in a slot is the board's draft, which the session does not see until the
program is confirmed: that tip's check reads the board the runner passes it.
Seed 2: you are the start player, so you program first and act first in every step.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.core.text import N_
from game.rules.dragon_delta.actions import decode, from_text
from game.rules.dragon_delta.cards import BUILD_1, BUILD_2, JUMP, MOVE_1, MOVE_2, STONE_1, STONE_2
from game.rules.dragon_delta.geometry import VILLAGES, layout_for
from game.rules.dragon_delta.view import DeltaView
from game.views.game_client import GuidedGame, GuideStep

from . import layout

if TYPE_CHECKING:
    from game.session import Session
    from game.views.board_view import BoardView

GUIDE_SEED = 2
"""The guided game's seed: seat 0 (you) draws the start player's pawn."""
SCREEN = pygame.Rect(0, 0, 1280, 720)
CARDS_FOR = {
    "stone": (STONE_1, STONE_2),
    "plank": (BUILD_1, BUILD_2),
    "step": (MOVE_1, MOVE_2, JUMP),
}
"""The cards whose resolution a waiting tip is about, by the kind of ply it waits for."""
DECISIONS_FOR = {"stone": ("stone",), "plank": ("build", "plank"), "step": ("move", "step1",
                 "step2", "jump")}  # fmt: skip
"""The engine's pending decisions (resolve.py) that belong to each waiting tip."""


def _seat(session: Session) -> int:
    humans = session.human_seats()
    return humans[0] if humans else 0


def _own_view(session: Session) -> DeltaView | None:
    view = session.view(_seat(session))
    return view if isinstance(view, DeltaView) else None


def _played(session: Session, kinds: tuple[str, ...]) -> bool:
    """True once the guided seat has played a decision of one of `kinds` (decoded records)."""
    seat = _seat(session)
    view = _own_view(session)
    river = layout_for(view is not None and view.open_river)
    for ply in session.plies:
        if ply.player == seat and not ply.is_chance:
            if decode(from_text(ply.text, river)).kind in kinds:
                return True
    return False


def _resolved(session: Session, kind: str) -> bool:
    """A waiting tip's check: the guided seat did `kind` ("stone", "plank", "step") and is not
    still in the middle of that card, or its program holds no such card any more this round."""
    view = _own_view(session)
    if view is None or session.is_over() or view.round > 1:
        return True
    seat = _seat(session)
    deciding = view.acting == seat and bool(view.pending)
    if deciding and view.pending[0] in DECISIONS_FOR[kind]:
        return False
    if _played(session, ("jump",) if kind == "step" else ()) or _played(session, (kind,)):
        return True
    if view.phase != "resolve":
        return False
    left = view.programs[seat][max(0, view.step) :]
    return not any(card in CARDS_FOR[kind] for card in left)


def _first_card(session: Session, board: BoardView) -> bool:
    """Done once a card lies in a slot (the board's draft) or the program went in."""
    view = _own_view(session)
    if view is None or view.phase != "program" or view.round > 1:
        return True
    if view.programs[_seat(session)]:
        return True
    return bool(getattr(board, "draft", ()))


def _programmed(session: Session, board: BoardView) -> bool:
    """Done once the five cards are confirmed (the engine holds them)."""
    view = _own_view(session)
    if view is None or view.phase != "program" or view.round > 1:
        return True
    return len(view.programs[_seat(session)]) == 5


# ----------------------------------------------------------------------------- pointers


def _on_screen(rect: pygame.Rect) -> pygame.Rect:
    return rect.clip(SCREEN) if rect.colliderect(SCREEN) else layout.BOARD_RECT.copy()


def _around(point: tuple[float, float], radius: float) -> pygame.Rect:
    size = int(max(16.0, 2 * radius))
    rect = pygame.Rect(0, 0, size, size)
    rect.center = (int(point[0]), int(point[1]))
    return _on_screen(rect)


def _board_view(board: Any) -> DeltaView | None:
    view = getattr(board, "view", None)
    return view if isinstance(view, DeltaView) else None


def _home(board: Any) -> tuple[float, float]:
    """The screen point of the guided seat's village (seat 0 when nothing is shown)."""
    view = _board_view(board)
    colour = view.colours[view.seat or 0] if view is not None else 0
    return layout.to_screen(layout_for(False).points[colour])


def _nearest_target(
    board: Any, kinds: tuple[str, ...], stones_only: bool = False
) -> pygame.Rect | None:
    """The lit target of `kinds` nearest to your village (the board's own targets); with
    `stones_only`, of those on a stone (not a village)."""
    found = [t for t in getattr(board, "targets", ()) if t.kind in kinds]
    if stones_only:
        found = [t for t in found if t.ident >= VILLAGES]
    if not found:
        return None
    home = _home(board)
    best = min(found, key=lambda target: math.dist(target.point, home))
    if best.ends is not None:
        (x0, y0), (x1, y1) = best.ends
        span = pygame.Rect(min(x0, x1), min(y0, y1), abs(x1 - x0), abs(y1 - y0))
        return _on_screen(span.inflate(16, 16))
    return _around(best.point, best.radius)


def _goal(board: Any) -> pygame.Rect:
    return _around(_home(board), 2.0 * layout.SCALE)


def _hand(board: Any) -> pygame.Rect:
    places = board.hand_places() if hasattr(board, "hand_places") else []
    count = len(places) or 9
    rects = layout.hand_rects(count)
    return _on_screen(rects[0].unionall(rects[1:]).inflate(8, 8))


def _slots(board: Any) -> pygame.Rect:
    """The five slots and Confirm under them (the tip asks for both), or Confirm alone once
    the slots are full."""
    if hasattr(board, "room") and len(getattr(board, "draft", ())) >= board.room() > 0:
        return layout.CONFIRM_RECT.inflate(6, 6)
    slots = layout.slot_rects()
    return slots[0].unionall(slots[1:]).union(layout.CONFIRM_RECT).inflate(6, 6)


def _stone(board: Any) -> pygame.Rect:
    """An islet for your stone near your village; the step box while the stone is not yours
    to place yet."""
    return _nearest_target(board, ("site",)) or layout.STEP_BOX.copy()


def _bridge(board: Any) -> pygame.Rect:
    """While a plank is chosen: the reserve, then Lay it once one is picked; before that a
    support to click near your village: first a stone, as the tip says (the nearest one is
    the end of your path, so the next bridge goes on from it), then its other end."""
    if hasattr(board, "choosing_plank") and board.choosing_plank():
        if getattr(board, "plank", None) is not None:
            return layout.LAY_RECT.inflate(6, 6)
        rows = layout.plank_rows(max(1, len(board.reserve())))
        return rows[0].unionall(rows[1:]).inflate(6, 6)
    first_end = getattr(board, "first", None) is None
    return (
        (first_end and _nearest_target(board, ("support",), stones_only=True))
        or _nearest_target(board, ("support",))
        or _goal(board)
    )


def _move(board: Any) -> pygame.Rect:
    """Where your pawn may step (the nearest lit place), else your village."""
    return _nearest_target(board, ("position",)) or _goal(board)


def _panel(board: Any) -> pygame.Rect:
    view = _board_view(board)
    count = len(view.colours) if view is not None else 2
    return layout.panel_rects(count)[(view.seat or 0) if view is not None else 0]


def _all_panels(board: Any) -> pygame.Rect:
    """Every seat's panel: where a dragon played against you shows."""
    view = _board_view(board)
    rects = layout.panel_rects(len(view.colours) if view is not None else 2)
    return rects[0].unionall(rects[1:])


def _step_box(board: Any) -> pygame.Rect:
    return layout.STEP_BOX.copy()


TIPS: tuple[str, ...] = (
    N_(
        "Welcome to the delta! Your pawn waits in your village, here. Cross the river to the "
        "village straight opposite: the first pawn to step into it wins."
    ),
    N_(
        "Each round you program five cards in secret. Click a card in your hand (or press its "
        "number) to lay it in the next slot."
    ),
    N_(
        "Fill all five slots, then Confirm. A good first round: Place 2 stones, Build 2 "
        "bridges, Move 2. One dragon at most; click two slots to swap them."
    ),
    N_(
        "Now the cards turn, one step at a time: dragons first, then the start player (you), "
        "then clockwise. Your stone card is up: click an islet near your village."
    ),
    N_(
        "Build by eye: click a stone, then its other end (your village or a stone). Then pick a "
        "plank that reaches from end to end and lay it. Too short, and it falls in! Lay your "
        "two bridges end to end, out from your village: Move 2 then walks along both."
    ),
    N_(
        "Time to move: click the bridge next to your pawn. A bridge holds one pawn, and anyone "
        "may walk on anyone's bridge."
    ),
    N_(
        "A card that cannot be done makes your pawn fall and swim home (stone cards just do "
        "nothing). A dragon card blocks its colour for one step: watch the seats' panels, and "
        "program your own dragons in a later round."
    ),
    N_(
        "After five steps a new round begins and the start player's pawn passes left. The step "
        "box shows who acts now. The rules are in the Esc menu. Good luck!"
    ),
)
"""The guided round's tips, in order (English msgids; the runner translates them)."""


def steps() -> tuple[GuideStep, ...]:
    """The tips with their pointers and checks."""
    return (
        GuideStep(TIPS[0], _goal),
        GuideStep(TIPS[1], _hand, _first_card),
        GuideStep(TIPS[2], _slots, _programmed, keep_clear=_hand),  # the cards it names
        GuideStep(TIPS[3], _stone, lambda session, board: _resolved(session, "stone")),
        GuideStep(TIPS[4], _bridge, lambda session, board: _resolved(session, "plank")),
        GuideStep(TIPS[5], _move, lambda session, board: _resolved(session, "step")),
        GuideStep(TIPS[6], _panel, keep_clear=_all_panels),  # a rival's dragon shows there
        GuideStep(TIPS[7], _step_box),
    )


def guided_game() -> GuidedGame:
    """The Dragon Delta guided first round: you against Easy, seed GUIDE_SEED, default rules."""
    return GuidedGame(seed=GUIDE_SEED, steps=steps(), options={}, level="easy")
