"""The Wyvern coach's sentence about a move: what kind of move it is and what it changes.

ai/heuristics/wyvern/evaluate.py values a position by the match-win chance: victory points and
games won, then the material on the board (dragons, gold, cards in hand). The sentence names
the move's kind and what it and its own follow-up steps (a card's target, an attack's target,
from the coach's line) change among these (victory points, gold, rival dragons left); where
nothing changes until the other seat answers (an attack waits for intercepts), it gives the
search's own comparison with its next choice. The position is sampled from what the seat knows
(the rival's unknown cards dealt anew): the words never read a hidden card.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.protocol import Action, GameState
from game.core.text import N_, Message, Nn_
from game.rules.wyvern import WyvernView, actions
from game.rules.wyvern.cards import CARDS
from game.rules.wyvern.view import EMPTY
from game.views.coach_panel import after_own_line


def _figures(info: Mapping[str, Any]) -> tuple[int, int] | None:
    """(top move's chance, next move's chance) in percent, when the search compared two."""
    top = [entry for entry in info.get("top", ()) if isinstance(entry, Mapping)]
    if len(top) < 2:
        return None
    return round(100 * float(top[0]["chance"])), round(100 * float(top[1]["chance"]))


def _dragons(view: WyvernView, seat: int) -> int:
    """Positions of `seat` holding a dragon."""
    return sum(1 for place in view.positions[seat * 6 : seat * 6 + 6] if place.card != EMPTY)


def explain_move(state: GameState, action: Action, info: Mapping[str, Any]) -> Message | None:
    """One sentence on why `action` is the coach's move (None when nothing stands out)."""
    seat = state.current_player()
    if seat not in (0, 1):
        return None
    rival = 1 - seat
    op = actions.split(action)[0]
    before: WyvernView = state.view(seat)  # type: ignore[assignment]
    after: WyvernView = after_own_line(state, action, info).view(seat)  # type: ignore[assignment]
    if after.wins[seat] > before.wins[seat]:
        return Message.of(N_("Wins this game of the match."))
    scored = after.vp[seat] - before.vp[seat]
    if scored > 0:
        forms = Nn_("Scores {count} victory point now.", "Scores {count} victory points now.")
        return Message.counted(forms, "count", count=scored)
    if _dragons(after, rival) < _dragons(before, rival):
        return Message.of(N_("Defeats one of your rival's dragons."))
    gold = after.gold[seat] - before.gold[seat]
    if gold > 0:
        forms = Nn_(
            "Gains {count} gold for the plays to come.", "Gains {count} gold for the plays to come."
        )
        return Message.counted(forms, "count", count=gold)
    figures = _figures(info)
    if figures is None:
        return None
    best, other = figures
    if best <= other:  # the most tried move is not ahead on its figure: no clear reason
        return Message.of(
            N_("Nothing here was clearly better: the moves the coach tried came out about even.")
        )
    if op == actions.ATTACK:
        template = N_(
            "Attacks now: {best} % of the coach's games won after it, {other} % after its next choice."
        )
    elif op == actions.PASS:
        template = N_(
            "Holds back: {best} % of the coach's games won after passing, {other} % after its next choice."
        )
    elif op == actions.PLAY:
        template = N_(
            "Plays the card now: {best} % of the coach's games won after it, {other} % after its next choice."
        )
    else:
        template = N_(
            "{best} % of the coach's games won after this move, {other} % after its next choice."
        )
    return Message.of(template, best=best, other=other)


def coach_words(state: GameState, action: Action) -> Message | None:
    """A card the deciding seat arranges face down in setup, named (the log hides it), and
    Pass (the log has no line for it)."""
    op, payload = actions.split(action)
    if op == actions.PASS:
        # Translators: a coach panel row: the coach would pass here.
        return Message.of(N_("Pass"))
    if op != actions.ARRANGE:
        return None
    # Translators: a coach panel row in Wyvern's setup, e.g. "Put Burrow Scout in your next battle position".
    template = N_("Put {card} in your next battle position")
    return Message.of(template, card=Message.of(CARDS[payload].name))
