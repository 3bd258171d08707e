"""The guided first game of Dragon Bridge: you against Easy in the Basic game, seven tips.

The tips follow a first turn and what comes after it: the goal (the EXIT and the THREATENED
end), your hand (it waits until you choose a card), the lit squares (it waits until the card
is done), the Nest and the dragon's flights, the gem phase (it waits for your gem action or a
pass), the rival's turn and its BUMPs, and where the rules are. Each tip points at the part of
the screen it talks about (layout.py and the board's lit targets say where); `done` reads the
session's plies through the rules' own reader of action texts, and the board's chosen card.

The context tips of guide.py (`tip`) stay hidden while these are on screen (the runner marks
the board `guided`), so two tips never talk at once; they come back after the last one.

Seed 8 deals you Run (MOVE 3), two Push (BUMP 2) and a Blink (TELEPORT 3), and you move first
from the middle with the EXIT to your right: Run reaches the gem square two steps along, where
the gem phase lets you READY a gem.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core.text import N_
from game.rules.dragon_bridge import actions
from game.rules.dragon_bridge.cards import CARD_TYPES
from game.views.game_client import GuidedGame, GuideStep

from . import layout

if TYPE_CHECKING:
    from game.session import Session
    from game.views.board_view import BoardView

GUIDE_SEED = 8
"""The deal of the guided game (see the module's summary); you move first."""
MENU_BUTTON = pygame.Rect(1160, 618, 100, 48)
"""The play scene's Menu button (play_chrome.BUTTONS["menu"]; a view may not import a scene,
and a test checks the two agree)."""
BOARD = pygame.Rect(0, 0, layout.BOARD_RIGHT, 720)
"""The board's part of the screen (the rest is the play scene's log and buttons)."""
FIGURE_HEIGHT = 78
"""How far above its square a wizard's figure reaches (the tip on the rival points at both)."""


# ----------------------------------------------------------------------------- who and what


def _seat(session: Session) -> int:
    humans = session.human_seats()
    return humans[0] if humans else 0


def _own_kinds(session: Session) -> list[int]:
    """The kinds (actions.PLAY, GEM...) of the guided person's own decisions, in order."""
    seat = _seat(session)
    found = []
    for ply in session.plies:
        if ply.player == seat and not ply.is_chance:
            action = actions.from_text(ply.text)
            if action is not None:
                found.append(actions.kind_of(action))
    return found


def _past_first_turn(session: Session) -> bool:
    """True once the guided person's first turn is over (or the match is)."""
    if session.is_over():
        return True
    view = session.view(_seat(session))
    return actions.PLAY in _own_kinds(session) and view.turn_owner != _seat(session)


def _card_chosen(session: Session, board: BoardView) -> bool:
    """Done once a card is chosen (its squares lit) or played."""
    if getattr(board, "prefix", ()) or actions.PLAY in _own_kinds(session):
        return True
    return _past_first_turn(session)


def _card_done(session: Session, board: BoardView) -> bool:
    """Done once the card played is over: the gem phase (or anything after it) has come."""
    if actions.GEM in _own_kinds(session) or _past_first_turn(session):
        return True
    view = session.view(_seat(session))
    step = view.step
    return actions.PLAY in _own_kinds(session) and step is not None and step.kind == "gem_phase"


def _gem_done(session: Session, board: BoardView) -> bool:
    """Done once the guided person took a gem action or passed."""
    return actions.GEM in _own_kinds(session) or _past_first_turn(session)


# ----------------------------------------------------------------------------- pointers


def _view(board: Any) -> Any:
    return getattr(board, "view", None)


def _human_seat(board: Any) -> int:
    """The seat of the person being guided: the one drawn at the bottom."""
    return int(board.bottom_seat()) if hasattr(board, "bottom_seat") else 0


def _squares(board: Any, tiles: tuple[int, ...]) -> pygame.Rect:
    """The bridge squares `tiles` as one rectangle (the whole bridge without them)."""
    view = _view(board)
    if view is None or not tiles:
        return pygame.Rect(layout.BRIDGE_LEFT, layout.TILE_Y, layout.BRIDGE_RIGHT -
                           layout.BRIDGE_LEFT, layout.TILE_H)  # fmt: skip
    rects = [layout.tile_rect(view.length, tile) for tile in tiles]
    return rects[0].unionall(rects[1:])


def _exits(board: Any) -> pygame.Rect:
    view = _view(board)
    return _squares(board, tuple(view.exits) if view is not None else ())


def _threatened(board: Any) -> pygame.Rect:
    """The THREATENED squares and the dragon beside them: what the goal tip warns of."""
    view = _view(board)
    squares = _squares(board, tuple(view.threatened) if view is not None else ())
    if view is None:
        return squares
    x, y = layout.dragon_anchor(view.dragon_side)
    return squares.union(pygame.Rect(x - 50, y - 50, 100, 100)).clip(BOARD)


def _hand(board: Any) -> pygame.Rect:
    view = _view(board)
    hand = view.hands[_human_seat(board)] if view is not None else None
    rects = layout.hand_rects(len(hand) if hand else 4)
    return rects[0].unionall(rects[1:])


def _move_card(board: Any) -> pygame.Rect:
    """A MOVE card of your hand to play (the first), else the whole hand."""
    cards = [t for t in getattr(board, "targets", ()) if t.kind == "card" and t.card is not None]
    moving = [t for t in cards if CARD_TYPES[t.card].effect[0][0] == "move"]
    if moving:
        return pygame.Rect(moving[0].rect)
    return _hand(board)


def _lit(board: Any) -> list[Any]:
    return [t for t in getattr(board, "targets", ()) if t.kind in ("tile", "escape")]


def _lit_square(board: Any) -> pygame.Rect:
    """A lit square of the chosen card: a gem square first, else the one nearest the EXIT;
    the MOVE card to choose while none is lit."""
    lit = _lit(board)
    view = _view(board)
    if not lit or view is None:
        return _move_card(board)
    exit_tile = sorted(view.exits)[len(view.exits) // 2]
    gems = [t for t in lit if t.tile in view.gem_tiles and t.effect != "bump"]
    best = min(gems or lit, key=lambda t: (abs(exit_tile - (t.tile or 0)), t.distance or 0))
    return pygame.Rect(best.rect)


def _all_lit(board: Any) -> pygame.Rect | None:
    """Every lit square (the panel must leave them to click)."""
    lit = _lit(board)
    if not lit:
        return None
    return pygame.Rect(lit[0].rect).unionall([t.rect for t in lit[1:]])


def _nest(board: Any) -> pygame.Rect:
    return layout.NEST_AREA.copy()


def _meter(board: Any) -> pygame.Rect:
    return layout.METER_RECT.copy()


def _gem_rows(board: Any) -> pygame.Rect:
    """Your gem row in your panel (where a READY gem turns face up)."""
    view = _view(board)
    seat = _human_seat(board)
    row_y = None
    if view is not None:
        from .seat_panel import big_flow

        row_y = big_flow(view, seat, layout.MY_PANEL, "", "").gem_y
    first = layout.gem_centre(layout.MY_PANEL, 0, True, row_y)
    last = layout.gem_centre(layout.MY_PANEL, 2, True, row_y)
    return pygame.Rect(first[0] - 18, first[1] - 18, last[0] - first[0] + 36, 36)


def _gem_button(board: Any) -> pygame.Rect:
    """The READY button of the gem phase, else its first button, else your gems."""
    buttons = [t for t in getattr(board, "targets", ()) if t.kind == "button" and t.actions]
    ready = actions.make(actions.GEM, actions.GEM_READY)
    chosen = [t for t in buttons if t.actions[0] == ready] or buttons
    return pygame.Rect(chosen[0].rect) if chosen else _gem_rows(board)


def _gem_choices(board: Any) -> pygame.Rect:
    """Every gem-phase button (the tip names Pass and the spending ones too), else your gems."""
    buttons = [t.rect for t in getattr(board, "targets", ()) if t.kind == "button"]
    if not buttons:
        return _gem_rows(board)
    return pygame.Rect(buttons[0]).unionall(buttons[1:])


def _rival(board: Any) -> pygame.Rect:
    """The rival's wizard on the bridge: its square and the figure above it."""
    view = _view(board)
    if view is None:
        return _squares(board, ())
    square = layout.tile_rect(view.length, view.positions[1 - _human_seat(board)])
    return square.union(square.move(0, -FIGURE_HEIGHT))


def _menu(board: Any) -> pygame.Rect:
    return MENU_BUTTON.copy()


TIPS: tuple[str, ...] = (
    N_(
        "Welcome to Dragon Bridge! Both wizards start in the middle. Reach the orange EXIT far "
        "from the dragon, then MOVE from it on a later turn to escape and win. The orange "
        "squares by the dragon are THREATENED: end your turn on one and the dragon pounces."
    ),
    N_(
        "This is your hand. MOVE walks you, TELEPORT blinks you across, BUMP shoves your rival. "
        "Each turn you play one card: click it or press its number. Try this MOVE card."
    ),
    N_(
        "The lit squares show where the card can take you (for a BUMP, where your rival lands). "
        "Click one. A gem square lets you READY a gem afterwards: this one is on your way."
    ),
    N_(
        "Every card played goes into the Nest. When its face-up cards show 9 wings, the dragon "
        "FLIES to the other end: the EXIT and the THREATENED squares swap sides. The wing meter "
        "keeps count. At 7 cards without a flight it roosts, and the Nest starts again."
    ),
    N_(
        "Gem phase: one gem action, or pass. On a gem square, READY a gem. Three READY gems buy "
        "a magic item; one READY gem pays for a TELEPORT 1 or a BUMP 1 to dodge danger."
    ),
    N_(
        "Now your rival plays. Expect BUMPs: they will try to shove you toward the dragon, and "
        "you can do the same to them. Wizards may share a square and pass each other."
    ),
    N_(
        "That is a whole turn: a card, a gem action, then the dragon check. Short tips now "
        "follow your game (T hides them), and the full rules are under Menu (Esc). Good luck!"
    ),
)
"""The guided game's tips, in order (English msgids; the runner translates them)."""


def steps() -> tuple[GuideStep, ...]:
    """The tips with their pointers and checks."""
    return (
        GuideStep(TIPS[0], _exits, keep_clear=_threatened),  # the danger it speaks of
        GuideStep(TIPS[1], _move_card, _card_chosen, keep_clear=_hand),  # every card to pick
        GuideStep(TIPS[2], _lit_square, _card_done, keep_clear=_all_lit),  # squares to click
        GuideStep(TIPS[3], _nest, keep_clear=_meter),  # the wing meter it names
        GuideStep(TIPS[4], _gem_button, _gem_done, keep_clear=_gem_choices),  # every choice
        GuideStep(TIPS[5], _rival),
        GuideStep(TIPS[6], _menu),
    )


def guided_game() -> GuidedGame:
    """The Dragon Bridge guided first game: you against Easy, seed GUIDE_SEED, the Basic game."""
    return GuidedGame(seed=GUIDE_SEED, steps=steps(), options={"mode": "basic"}, level="easy")
