"""The Hint (H) of Dragon Bridge in words: "Hint: play Run and MOVE 3 right".

The hint AI answers one engine step (a card, a direction, a gem action...). A card or a spent
gem that moves someone needs a direction and a distance too, which the hint AI has not chosen
yet: the board completes the step here, by peeking at the squares it would light, with the
rules a player would follow (escape if you can; walk or blink toward the Exit end without
stopping on a Threatened square; BUMP the rival toward the dragon), so the words, the framed
card and the framed square all say one whole move.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.i18n import _
from game.rules.dragon_bridge import actions

from .targets import Target, button_label, effect_label, movement_targets, nest_label
from .words import card_name, source_name

if TYPE_CHECKING:
    from .view import DragonBridgeBoardView

MOVING_GEMS = frozenset({actions.GEM_TELEPORT, actions.GEM_BUMP})


@dataclass(frozen=True)
class HintPlan:
    """A hinted step completed into a whole move: its steps, the square it ends on (None when
    it lights none) and its words, already translated."""

    action: int
    steps: tuple[int, ...]
    tile: int | None
    words: str


def plan(board: DragonBridgeBoardView, action: int, then: Sequence[int] = ()) -> HintPlan:
    """The whole move a hinted step starts, and how the hint says it: the square the search's
    own next steps (`then`, the coach's first line) reach, else the one _best_square picks."""
    view, turn = board.view, board.turn
    if view is None or turn is None:
        return HintPlan(action, (action,), None, _hint(_plain(action, board)))
    info = actions.decode_action(action)
    legal = list(turn.legal)
    if info.code == actions.PLAY or (info.code == actions.GEM and info.arg in MOVING_GEMS):
        squares = movement_targets(board.peek, view, legal, turn.seat, (action,))
    elif info.code in (actions.DIR, actions.GO):
        squares = [t for t in movement_targets(board.peek, view, legal, turn.seat, ()) or []
                   if t.actions[:1] == (action,)]  # fmt: skip
    else:
        squares = None
    best = _agreeing(squares or [], (action, *then)) if then else None
    best = best or _best_square(view, squares or [], turn.seat)
    if best is None:
        return HintPlan(action, (action,), None, _hint(_plain(action, board)))
    return HintPlan(action, best.actions, best.tile, _hint(_with_square(info, best)))


def _agreeing(squares: Sequence[Target], steps: tuple[int, ...]) -> Target | None:
    """The first square whose steps agree with the search's as far as both go."""
    for square in squares:
        shared = min(len(steps), len(square.actions))
        if shared > 1 and square.actions[:shared] == steps[:shared]:
            return square
    return None


def _best_square(view: Any, squares: Sequence[Target], seat: int) -> Target | None:
    """Escape first; a BUMP lands the rival nearest the dragon (on a Threatened square if it
    can); a MOVE or TELEPORT avoids Threatened squares and goes as near the Exit as it can."""
    if not squares:
        return None
    for square in squares:
        if square.kind == "escape":
            return square
    dragon_end = 0 if view.dragon_side == 0 else view.length - 1

    def toward_dragon(square: Target) -> float:
        tile = square.tile if square.tile is not None else 0
        return abs(tile - dragon_end)

    if squares[0].effect == "bump":
        return min(squares, key=lambda s: (s.tile not in view.threatened, toward_dragon(s)))
    return min(
        squares,
        key=lambda s: (s.tile in view.threatened, -toward_dragon(s), s.distance or 0),
    )


def _hint(move: str) -> str:
    # Translators: the Hint line; {move} says the suggested move, e.g. "play Run and MOVE 3 right".
    return _("Hint: {move}").format(move=move)


def _with_square(info: actions.ActionInfo, square: Target) -> str:
    """The hinted step and where it ends: "play Run and MOVE 3 right", "ESCAPE!"..."""
    if square.kind == "escape":
        then = _("ESCAPE!")
    elif square.effect == "bump":
        amount = square.distance or 0
        then = (_("BUMP your rival {n} left"), _("BUMP your rival {n} right"))[
            square.direction or 0
        ].format(n=amount)
    elif not square.distance:
        then = _("stay where you are")
    else:
        effect = effect_label(square.effect, square.distance)
        then = (_("{effect} left"), _("{effect} right"))[square.direction or 0].format(
            effect=effect
        )
    if info.code == actions.PLAY:
        # Translators: {then} is the rest of the move, e.g. "MOVE 3 right" or "ESCAPE!".
        return _("play {card} and {then}").format(card=card_name(info.card), then=then)
    if info.code == actions.GEM:
        # Translators: a spent gem's TELEPORT 1 or BUMP 1; {then} is where it goes.
        return _("spend a gem and {then}").format(then=then)
    return then


def _plain(action: int, board: DragonBridgeBoardView) -> str:
    """A hinted step that moves nobody, in the words of its button ("Buy Wind Cloak")."""
    info = actions.decode_action(action)
    view = board.view
    if info.code == actions.PLAY:
        return _("play {card}").format(card=card_name(info.card))
    if info.code == actions.BONUS:
        return _("add {source} to the BUMP").format(source=source_name(info.arg))
    if info.code in actions.NEST_KINDS and view is not None and info.arg < len(view.nest):
        return nest_label(info.code, view.nest[info.arg][0])
    if info.code == actions.DECLINE and view is not None and view.step is not None:
        if view.step.kind == "give":
            return _("Keep my cards")
    return button_label(action, board.seats)
