"""Animation steps of Drakon, found by comparing the views before and after an applied action.

A placed tile slides from its placer's panel and settles with a dust puff; a hero walks its path
chamber by chamber (a gust streak for Heavy Gale / Strong Wind, shrink-spin-reappear through a
Vortex); coins fly between the hoard, the Start chamber and the panels; Rotate spins a chamber,
Destroy crumbles it, Magical Shift swirls two tiles past each other, Map snatches a face-down
tile from panel to panel, Mind Control shoots an eye beam first. Each Step's data holds "base"
(the view drawn underneath) and what moves on top; end points are ("cell", cell) or ("pos",
(x, y)) and are resolved while drawing, so they follow the camera.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.protocol import CHANCE
from game.rules.drakon.actions import DrakonAction, decode
from game.views.tween import Step, ease_in_out, ease_out_back, ease_out_cubic

from . import layout, targets

if TYPE_CHECKING:
    from .view import DrakonBoardView

Ref = tuple[str, Any]
DUST = [(170, 150, 120), (120, 106, 92), (210, 196, 170)]
SPARKS = [(200, 160, 255), (255, 255, 255), (140, 220, 255)]
GOLDEN = [(255, 220, 120), (255, 255, 255), (232, 184, 72)]


def build_steps(board: DrakonBoardView, applied: Any) -> tuple[list[Step], list[targets.Cell]]:
    """(blocking steps, cells the camera should show) for one applied action."""
    before, after = applied.view_before, applied.view_after
    record = decode(applied.action)
    steps: list[Step] = []
    focus: list[targets.Cell] = []
    seats = len(board.seats)
    if record.cell is not None:
        focus.append(record.cell)
    _board_changes(board, steps, focus, applied, before, after)
    _hero_moves(board, steps, focus, applied, record, before, after)
    _drakon(board, steps, focus, before, after)
    _coins(board, steps, before, after, seats)
    if record.kind in ("draw", "snatch") and applied.player == CHANCE:
        _tiles_between_hands(board, steps, before, after, record.kind)
    if after.over and not before.over:
        steps.append(
            Step(0.9, {"kind": "hold", "base": after}, on_start=lambda: _finale(board, after))
        )
    return steps, focus


# ---------------------------------------------------------------------------- chambers


def _board_changes(
    board: DrakonBoardView, steps: list[Step], focus: list, applied: Any, before: Any, after: Any
) -> None:
    """Placed tiles fly in, destroyed ones crumble, shifted ones swap, rotated ones spin."""
    old, new = targets.board_of(before), targets.board_of(after)
    mover = applied.player if applied.player >= 0 else before.active
    for cell in sorted(set(new) - set(old)):
        _placed(board, steps, cell, new[cell], mover, before, after)
        focus.append(cell)
    for cell in sorted(set(old) - set(new)):
        kind, rot = old[cell]
        data = {"kind": "crumble", "base": after, "cell": cell, "tile": kind, "rot": rot}
        steps.append(Step(0.75, data, on_start=_crumble_start(board, cell)))
        focus.append(cell)
    for cell in sorted(set(old) & set(new)):
        if old[cell] != new[cell]:
            _changed(board, steps, cell, old[cell], new[cell], mover, after)
            focus.append(cell)


def _placed(
    board: DrakonBoardView,
    steps: list[Step],
    cell: targets.Cell,
    tile: tuple[int, int],
    mover: int,
    before: Any,
    after: Any,
) -> None:
    """A tile slides from its placer's panel (the viewer's own: from the tray) and settles."""
    kind, rot = tile
    start: Ref = ("pos", layout.hand_spot(len(board.seats), mover))
    if mover == board.viewer() and kind in before.hand:
        rects = layout.tray_rects(len(before.hand))
        start = ("pos", rects[list(before.hand).index(kind)].center)
    data = {"kind": "place", "base": after, "cell": cell, "tile": kind, "rot": rot,
            "from": start, "hide": {cell}}  # fmt: skip
    steps.append(Step(0.45, data, on_start=lambda: board.sound("tile"), easing=ease_out_cubic))
    steps.append(Step(0.18, {"kind": "hold", "base": after}, on_start=_puff(board, cell, DUST, 22)))


def _changed(
    board: DrakonBoardView,
    steps: list[Step],
    cell: targets.Cell,
    was: tuple[int, int],
    now: tuple[int, int],
    mover: int,
    after: Any,
) -> None:
    """A chamber swapped by Magical Shift, or turned by Rotate a Chamber."""
    (k0, r0), (k1, r1) = was, now
    if k0 != k1:
        panel = ("pos", layout.hand_spot(len(board.seats), mover))
        data = {"kind": "swap", "base": after, "cell": cell, "old": was, "new": now,
                "panel": panel, "hide": {cell}}  # fmt: skip
        steps.append(Step(0.85, data, on_start=_sounded(board, "tile", _puff(board, cell, SPARKS, 30)),
                          easing=ease_in_out))  # fmt: skip
        return
    turn = (r1 - r0) % 4
    data = {"kind": "spin", "base": after, "cell": cell, "tile": k0, "from": r0, "turn": turn,
            "hide": {cell}}  # fmt: skip
    steps.append(
        Step(0.3 + 0.15 * turn, data, on_start=lambda: board.sound("rotate"), easing=ease_out_back)
    )


def _sounded(board: DrakonBoardView, sound: str, then):
    def start() -> None:
        board.sound(sound)
        then()

    return start


def _crumble_start(board: DrakonBoardView, cell: targets.Cell):
    def start() -> None:
        board.sound("crumble")
        _puff(board, cell, DUST, 30)()

    return start


def _puff(board: DrakonBoardView, cell: targets.Cell, colours: list, count: int):
    def start() -> None:
        x, y = board.camera.to_screen(cell)
        board.particles.burst(
            x, y, colours, count=count, speed=90 + board.camera.zoom, life=0.55, size=3
        )

    return start


# ---------------------------------------------------------------------------- heroes


def _hero_moves(
    board: DrakonBoardView,
    steps: list[Step],
    focus: list,
    applied: Any,
    record: DrakonAction,
    before: Any,
    after: Any,
) -> None:
    kind = record.kind
    moved = [s for s, (a, b) in enumerate(zip(before.heroes, after.heroes, strict=True)) if a != b]
    if not moved:
        return
    old = targets.board_of(before)
    target = record.cell if kind in ("move", "mind-move", "ability-cell") else None
    victim = before.pending[2] if kind == "mind-move" and len(before.pending) > 2 else None
    if victim is not None and applied.player >= 0:
        data = {"kind": "beam", "base": before, "from": ("hero", applied.player),
                "to": ("hero", victim)}  # fmt: skip
        steps.append(Step(0.45, data, on_start=lambda: board.sound("focus"), easing=ease_out_cubic))
    for seat in moved:
        start, end = before.heroes[seat], after.heroes[seat]
        goal = target if target is not None and seat in (applied.player, victim) else end
        if kind == "ability-cell" and seat != applied.player:
            goal = end  # the Barbarian's push: the pushed hero goes where the owner chose
        if goal not in old:
            goal = end
        style, path = targets.move_path(old, start, goal)
        amazon = kind == "ability-cell" and bool(before.pending) and before.pending[0] == "amazon"
        if kind not in ("move", "mind-move") and not amazon:  # the Amazon's step is a move
            style = "walk" if style == "walk" else "slide"
            path = [start, goal]
        focus.extend(path)
        _walk(board, steps, after, seat, style, path)
        if goal != end:  # caught by the Drakon figure: back to the Start
            _walk(board, steps, after, seat, "slide", [goal, end])
            focus.append(end)


def _walk(
    board: DrakonBoardView, steps: list[Step], after: Any, seat: int, style: str, path: list
) -> None:
    if style == "vortex":
        data = {"kind": "vortex", "base": after, "seat": seat, "path": path}
        steps.append(Step(0.7, data, on_start=lambda: board.sound("vortex")))
        return
    if style == "slide":
        data = {"kind": "walk", "base": after, "seat": seat, "path": path, "style": "slide"}
        steps.append(
            Step(0.45, data, on_start=lambda: board.sound("hero-step"), easing=ease_in_out)
        )
        return
    per = 0.16 if style == "gust" else 0.26
    data = {"kind": "walk", "base": after, "seat": seat, "path": path, "style": style}
    sound = "gust" if style == "gust" else "hero-step"
    steps.append(
        Step(per * (len(path) - 1), data, on_start=lambda: board.sound(sound), easing=ease_in_out)
    )


def _drakon(
    board: DrakonBoardView, steps: list[Step], focus: list, before: Any, after: Any
) -> None:
    old, new = before.drakon, after.drakon
    if old == new or new is None:
        return
    data = {"kind": "drakon", "base": after, "from": old, "to": new}
    steps.append(Step(0.55, data, on_start=lambda: board.sound("drakon"), easing=ease_in_out))
    focus.append(new)


# ---------------------------------------------------------------------------- coins and hands


def _coins(board: DrakonBoardView, steps: list[Step], before: Any, after: Any, seats: int) -> None:
    """Pair every gain with its source like the log does, and fly one coin per pair."""
    delta = [b - a for a, b in zip(before.coins, after.coins, strict=True)]
    start = after.start_coins - before.start_coins
    gainers = [s for s, d in enumerate(delta) for _ in range(max(0, d))]
    losers = [s for s, d in enumerate(delta) for _ in range(max(0, -d))]
    flights: list[tuple[Ref, Ref]] = []
    for seat in gainers:
        end: Ref = ("pos", layout.coin_spot(seats, seat))
        if losers:
            flights.append((("pos", layout.coin_spot(seats, losers.pop(0))), end))
        elif start < 0:
            start += 1
            flights.append((("cell", (0, 0)), end))
        else:
            flights.append((("pos", layout.HOARD_SPOT), end))
    for seat in losers:
        source: Ref = ("pos", layout.coin_spot(seats, seat))
        if start > 0:
            start -= 1
            flights.append((source, ("cell", (0, 0))))
        else:
            flights.append((source, ("pos", layout.HOARD_SPOT)))
    if not flights:
        return
    sound = "coin" if gainers else "coin-lose"
    data = {"kind": "coins", "base": after, "flights": flights}
    steps.append(Step(0.6, data, on_start=lambda: board.sound(sound), easing=ease_in_out))


def _tiles_between_hands(
    board: DrakonBoardView, steps: list[Step], before: Any, after: Any, kind: str
) -> None:
    seats = len(board.seats)
    grew = [
        s for s, (a, b) in enumerate(zip(before.hand_sizes, after.hand_sizes, strict=True)) if b > a
    ]
    shrank = [
        s for s, (a, b) in enumerate(zip(before.hand_sizes, after.hand_sizes, strict=True)) if b < a
    ]
    if not grew:
        return
    taker = grew[0]
    end: Ref = ("pos", layout.hand_spot(seats, taker))
    if taker == board.viewer() and after.hand:
        end = ("pos", layout.tray_rects(len(after.hand))[-1].center)
    if kind == "snatch" and shrank:
        data = {
            "kind": "tile",
            "base": after,
            "from": ("pos", layout.hand_spot(seats, shrank[0])),
            "to": end,
        }
        steps.append(Step(0.6, data, on_start=lambda: board.sound("draw"), easing=ease_out_cubic))
        return
    dealing = bool(before.pending) and before.pending[0] == "deal"
    data = {"kind": "tile", "base": after, "from": ("pos", layout.PILE_SPOT), "to": end}
    steps.append(
        Step(
            0.1 if dealing else 0.3,
            data,
            on_start=lambda: board.sound("draw"),
            easing=ease_out_cubic,
        )
    )


def _finale(board: DrakonBoardView, after: Any) -> None:
    for winner in after.winners:
        x, y = layout.panel_rects(len(board.seats))[winner].center
        board.particles.burst(
            x, y, GOLDEN + [board.seat_colour(winner)], count=60, speed=240, life=1.1
        )
