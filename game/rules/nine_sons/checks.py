"""Is this one move legal? A yes-or-no answer without the move list or the reasons.

`apply_action` checks an action itself when no legal list is cached (a replay, an undo, a
search walking its tree): building every reading and every reason for one move cost a third of
a late ply there (the bench's "apply_action, every ply" rows). `move_is_legal` answers the same
question as membership in `moves.generate_actions` from the few squares the move touches, and
only a refused move goes on to `moves.move_error` for the words.
"""

from __future__ import annotations

from .actions import MOVE_FLAG
from .board import SLOT_OF
from .cards import PULAO
from .moves import ACCEPT_OF_STACK, ACCEPTS, PATH_TREES, Stacks

ACCEPTS_ON_PULAO = (ACCEPTS[1], ACCEPTS[0])
"""[incoming_pulao]: the accept mask of a stack of one or two dice lying on Pulao (its dice
read as 1; under the 'incoming-too' reading the dropped die reads as 1 as well, so anything
goes)."""


def _shapes() -> dict[int, tuple[int, tuple[int, ...]]]:
    """Every well-formed move action (a simple path of 1-3 neighbouring steps that never comes
    back to a square) -> (source, path), from the move generator's own path trees."""
    found: dict[int, tuple[int, tuple[int, ...]]] = {}

    def walk(source: int, nodes: tuple, path: tuple[int, ...]) -> None:
        for square, code, children in nodes:
            longer = (*path, square)
            found[MOVE_FLAG | source | len(longer) << 4 | code] = (source, longer)
            walk(source, children, longer)

    for source, tree in enumerate(PATH_TREES):
        walk(source, tree, ())
    return found


MOVE_SHAPES: dict[int, tuple[int, tuple[int, ...]]] = _shapes()
"""Every well-formed move action -> (source, path); an action not here is no move at all."""


def move_is_legal(
    slots: list[int],
    stacks: Stacks,
    player: int,
    incoming_pulao: bool,
    action: int,
    stack_top: bool = False,
) -> bool:
    """True exactly when `action` is among `generate_actions`' moves for `player`: `player`'s
    stack (dice only ever lie on a card), as many steps as dice, and every die accepted where
    it lands (each square compared as it stands before the move: a path never enters a square
    twice, nor its source)."""
    shape = MOVE_SHAPES.get(action)
    if shape is None:
        return False
    source, path = shape
    stack = stacks[source]
    size = len(stack)
    if size != len(path) or stack[-1] >> 3 != player:
        return False
    top = stack[-1] & 7
    for step, square in enumerate(path):
        card = slots[SLOT_OF[square]]
        if card < 0:
            return False
        there = stacks[square]
        if card == PULAO and 0 < len(there) < 3:
            accept = ACCEPTS_ON_PULAO[incoming_pulao]
        else:
            accept = ACCEPT_OF_STACK[there]
        face = top if stack_top else stack[step] & 7
        if not accept >> face & 1:
            return False
    return True
