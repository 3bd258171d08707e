"""Animation steps of Dragon Bridge, found by comparing the views before and after an action.

MOVE walks square by square with little hops, TELEPORT blinks out and in with sparkles, BUMP
lunges at the rival who is shoved and recoils, a played card flies to the Nest, a draw slides
from the deck, a FLIGHT is a show (take-off, shake, a pass over the bridge, landing with the new
power card), a ROOST sweeps the Nest back into the deck. Gem flips run beside, never blocking.
Each Step's data holds "base" (the view drawn underneath) and what moves on top.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.rules.dragon_bridge import actions
from game.rules.dragon_bridge.outcome import ESCAPE, POUNCE
from game.views.tween import Step, ease_in_out, ease_out_back, ease_out_cubic

from . import layout

if TYPE_CHECKING:
    from .view import DragonBridgeBoardView


def build_steps(board: DragonBridgeBoardView, applied: Any) -> list[Step]:
    """The blocking steps for one applied action (possibly none)."""
    before, after = applied.view_before, applied.view_after
    steps: list[Step] = []
    _gem_flips(board, before, after)
    _tableau_sounds(board, before, after)
    kind = actions.kind_of(applied.action)
    if kind == actions.PLAY:
        _card_flight(board, steps, before, after, applied)
    elif kind == actions.DRAW and after.hand_sizes != before.hand_sizes:
        _draw(board, steps, before, after)
    elif kind == actions.FLIP:
        steps.append(
            Step(0.2, {"kind": "hold", "base": after}, on_start=lambda: board.sound("draw"))
        )
    _movement(board, steps, before, after)
    if after.dragon_side != before.dragon_side:
        _flight(board, steps, before, after)
    elif after.roosts > before.roosts:
        _roost(board, steps, before, after)
    if after.outcome is not None and before.outcome is None:
        steps.append(
            Step(0.6, {"kind": "finale", "base": after}, on_start=lambda: _finale(board, after))
        )
    return steps


def _gem_flips(board: DragonBridgeBoardView, before: Any, after: Any) -> None:
    """Gems that turned over flip in place (a short squeeze), without blocking input."""
    for seat in (0, 1):
        old, new = before.ready[seat], after.ready[seat]
        for index in range(min(old, new), max(old, new)):
            board.gem_flips[(seat, index)] = board.clock


def _tableau_sounds(board: DragonBridgeBoardView, before: Any, after: Any) -> None:
    """A chime for a gem readied, a lower one for a gem spent or lost, a sound for an item
    gained and for a Bridge Hack placed (or moved) on the bridge."""
    if any(after.ready[seat] > before.ready[seat] for seat in (0, 1)):
        board.sound("gem")
    elif any(after.ready[seat] < before.ready[seat] for seat in (0, 1)):
        board.sound("gem-spend")
    if any(len(after.items[seat]) > len(before.items[seat]) for seat in (0, 1)):
        board.sound("item")
    if after.hacks_in_play != before.hacks_in_play:
        board.sound("hack")


def _card_flight(
    board: DragonBridgeBoardView, steps: list[Step], before: Any, after: Any, applied: Any
) -> None:
    card = actions.card_of(applied.action)
    seat = applied.player
    if seat == board.bottom_seat(before) and before.hands[seat]:
        hand = before.hands[seat]
        index = hand.index(card) if card in hand else 0
        start = layout.hand_rects(len(hand))[index].center
    else:
        start = (layout.OPP_PANEL.right - 60, layout.OPP_PANEL.bottom - 20)
    if after.in_play == card:
        end, size = layout.IN_PLAY_RECT.center, layout.IN_PLAY_RECT.size
    else:
        rects = layout.nest_rects(len(after.nest))
        end = rects[-1].center if rects else layout.NEST_CENTRE
        size = layout.nest_card()
    data = {"kind": "card", "base": after, "card": card, "start": start, "end": end, "size": size}
    steps.append(Step(0.38, data, on_start=lambda: board.sound("card"), easing=ease_out_cubic))


def _draw(board: DragonBridgeBoardView, steps: list[Step], before: Any, after: Any) -> None:
    seat = 0 if after.hand_sizes[0] > before.hand_sizes[0] else 1
    visible = after.hands[seat] is not None and board.show_private
    if seat == board.bottom_seat(after):
        hand = after.hands[seat] or ()
        rects = layout.hand_rects(max(1, len(hand) if visible else after.hand_sizes[seat]))
        end = rects[-1].center
    else:
        end = (layout.OPP_PANEL.right - 60, layout.OPP_PANEL.bottom - 20)
    new_cards = []
    if visible and before.hands[seat] is not None:
        remaining = list(before.hands[seat])
        for card in after.hands[seat]:
            if card in remaining:
                remaining.remove(card)
            else:
                new_cards.append(card)
    card = new_cards[0] if new_cards else None
    size = (layout.CARD_W, layout.CARD_H) if seat == board.bottom_seat(after) else (22, 30)
    data = {"kind": "card", "base": after, "card": card, "start": layout.DECK_RECT.center, "end": end,
            "size": size, "hide_hand_last": seat == board.bottom_seat(after)}  # fmt: skip
    steps.append(Step(0.2, data, on_start=lambda: board.sound("draw"), easing=ease_out_cubic))


def _movement(board: DragonBridgeBoardView, steps: list[Step], before: Any, after: Any) -> None:
    moved = [seat for seat in (0, 1) if before.positions[seat] != after.positions[seat]]
    if not moved:
        return
    step = before.step
    effect = step.effect if step is not None else None
    mover = step.seat if step is not None else None
    if len(moved) == 2 or effect is None:
        data = {
            "kind": "slide",
            "base": after,
            "moves": {s: (before.positions[s], after.positions[s]) for s in moved},
        }
        steps.append(Step(0.45, data, easing=ease_in_out))
        return
    seat = moved[0]
    start, end = before.positions[seat], after.positions[seat]
    if effect == "bump" and mover is not None and mover != seat:
        data = {"kind": "bump", "base": after, "actor": mover, "victim": seat, "start": start, "end": end,
                "actor_tile": after.positions[mover]}  # fmt: skip
        steps.append(Step(0.18, dict(data, phase="lunge"), easing=ease_out_cubic))
        steps.append(
            Step(
                0.5, dict(data, phase="shove"), on_start=lambda: _thump(board), easing=ease_out_back
            )
        )
        return
    if effect == "teleport":
        data = {"kind": "blink", "base": after, "seat": seat, "start": start, "end": end}
        steps.append(Step(0.42, data, on_start=lambda: _sparkle(board, after, seat, start)))
        return
    for index in range(abs(end - start)):
        here = start + (index if end > start else -index)
        there = here + (1 if end > start else -1)
        data = {"kind": "walk", "base": after, "seat": seat, "start": here, "end": there}
        steps.append(Step(0.16, data, on_start=_step_sound(board), easing=ease_in_out))


def _step_sound(board: DragonBridgeBoardView):
    return lambda: board.sound("walk")  # one footstep per square


def _thump(board: DragonBridgeBoardView) -> None:
    board.sound("bump")
    board.shake = max(board.shake, 0.35)


def _sparkle(board: DragonBridgeBoardView, view: Any, seat: int, tile: int) -> None:
    board.sound("teleport")
    x, y = layout.wizard_feet(view.length, tile, seat, False)
    board.particles.burst(
        x,
        y - 40,
        [(200, 160, 255), (255, 255, 255), (140, 220, 255)],
        count=26,
        speed=140,
        life=0.6,
        size=3,
    )


def _flight(board: DragonBridgeBoardView, steps: list[Step], before: Any, after: Any) -> None:
    data = {"kind": "flight", "base": after, "from": before.dragon_side, "to": after.dragon_side,
            "nest": len(before.nest)}  # fmt: skip
    steps.append(Step(0.35, dict(data, phase="crouch"), on_start=lambda: board.sound("flight")))
    steps.append(
        Step(1.5, dict(data, phase="fly"), on_start=lambda: _shake(board, 0.8), easing=ease_in_out)
    )
    steps.append(Step(0.45, dict(data, phase="land"), on_start=lambda: _land(board, after)))


def _shake(board: DragonBridgeBoardView, amount: float) -> None:
    board.shake = max(board.shake, amount)


def _land(board: DragonBridgeBoardView, after: Any) -> None:
    board.shake = max(board.shake, 1.0)
    board.sound("roost")  # the dragon settles on its new perch
    x, y = layout.dragon_anchor(after.dragon_side)
    board.particles.burst(
        x, y + 50, [(180, 150, 120), (120, 100, 90), (250, 200, 120)], count=40, speed=180, life=0.8
    )


def _roost(board: DragonBridgeBoardView, steps: list[Step], before: Any, after: Any) -> None:
    data = {"kind": "roost", "base": after, "count": len(before.nest)}
    steps.append(Step(0.55, data, on_start=lambda: board.sound("roost"), easing=ease_in_out))


def _finale(board: DragonBridgeBoardView, after: Any) -> None:
    outcome = after.outcome
    if outcome is None or not outcome.winners:
        return
    board.sound("pounce" if outcome.reason == POUNCE else "escape")
    winner = outcome.winners[0]
    seat = winner if outcome.reason == ESCAPE else 1 - winner
    x, y = layout.wizard_feet(after.length, after.positions[seat], seat, False)
    colours = [(255, 220, 120), (255, 255, 255), board.seat_colour(winner)]
    if outcome.reason == POUNCE:
        colours = [(255, 120, 60), (255, 200, 80), (120, 40, 30)]
        board.shake = 1.0
    board.particles.burst(x, y - 40, colours, count=70, speed=260, life=1.1)
