"""Board geometry, dice encoding, the drop comparison and Zobrist keys for The Nine Sons.

Twelve squares in 3 rows x 4 columns, index `sq = row * 4 + col`, named column letter a-d plus
row number 1-3 ("a1" is row 0, column 0). Card slot `k = row * 2 + half` covers squares
`(row, 2 * half)` and `(row, 2 * half + 1)`. A die is the int `owner * 8 + value` (value 1-6),
so `die & 7` is its face and `die >> 3` its owner.
"""

from __future__ import annotations

ROWS = 3
COLS = 4
NUM_SQUARES = ROWS * COLS
NUM_SLOTS = 6
MAX_STACK = 3
FACES = (1, 2, 3, 4, 5, 6)
ALL_FACES_MASK = 0b1111110  # bit v set = the die showing v (bit 0 unused)

COLUMN_LETTERS = "abcd"
SQUARE_NAMES: tuple[str, ...] = tuple(
    f"{COLUMN_LETTERS[sq % COLS]}{sq // COLS + 1}" for sq in range(NUM_SQUARES)
)
_SQUARE_BY_NAME = {name: sq for sq, name in enumerate(SQUARE_NAMES)}

SLOT_OF: tuple[int, ...] = tuple((sq // COLS) * 2 + (sq % COLS) // 2 for sq in range(NUM_SQUARES))
SLOT_SQUARES: tuple[tuple[int, int], ...] = tuple(
    ((k // 2) * COLS + 2 * (k % 2), (k // 2) * COLS + 2 * (k % 2) + 1) for k in range(NUM_SLOTS)
)


def _neighbours(sq: int) -> tuple[int, ...]:
    row, col = divmod(sq, COLS)
    found = []
    for d_row, d_col in ((-1, 0), (0, -1), (0, 1), (1, 0)):
        r, c = row + d_row, col + d_col
        if 0 <= r < ROWS and 0 <= c < COLS:
            found.append(r * COLS + c)
    return tuple(found)


NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(_neighbours(sq) for sq in range(NUM_SQUARES))


def square_name(sq: int) -> str:
    """'a1'..'d3' for square index 0..11."""
    return SQUARE_NAMES[sq]


def parse_square(name: str) -> int:
    """Square index for a name like 'b2'; ValueError for anything else."""
    try:
        return _SQUARE_BY_NAME[name]
    except KeyError:
        raise ValueError(f"no square called {name!r}") from None


def make_die(owner: int, value: int) -> int:
    """The int code of `owner`'s die showing `value`."""
    return owner * 8 + value


def beats(dropped: int, top: int) -> bool:
    """May a die showing `dropped` land on a top die read as `top`? (1 beats 6, equal is fine.)"""
    if dropped == 1 and top == 6:
        return True
    if dropped == 6 and top == 1:
        return False
    return dropped >= top


# CAN_DROP[dropped face][top face]; top face 0 stands for an empty square.
CAN_DROP: tuple[tuple[bool, ...], ...] = tuple(
    tuple(top == 0 or (dropped > 0 and beats(dropped, top)) for top in range(7))
    for dropped in range(7)
)


def _splitmix64(seed: int):
    """Deterministic 64-bit stream for Zobrist keys (no `random` module needed)."""
    state = seed
    mask = (1 << 64) - 1
    while True:
        state = (state + 0x9E3779B97F4A7C15) & mask
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
        yield z ^ (z >> 31)


_keys = _splitmix64(0x9_50_D2A60)
# Z_STACK[sq * 3 + height][die]: die codes run up to 14.
Z_STACK: tuple[tuple[int, ...], ...] = tuple(
    tuple(next(_keys) for _ in range(16)) for _ in range(NUM_SQUARES * MAX_STACK)
)
# Z_HAND[owner][value]: that die is in its owner's hand.
Z_HAND: tuple[tuple[int, ...], ...] = tuple(tuple(next(_keys) for _ in range(7)) for _ in range(2))
# Z_SLOT[slot][card]: that card lies in that slot.
Z_SLOT: tuple[tuple[int, ...], ...] = tuple(
    tuple(next(_keys) for _ in range(9)) for _ in range(NUM_SLOTS)
)
# Z_TAMED[seat][card]: that seat has tamed that card.
Z_TAMED: tuple[tuple[int, ...], ...] = tuple(tuple(next(_keys) for _ in range(9)) for _ in range(2))
Z_ACTIVE_ONE = next(_keys)  # seat 1 is to act
Z_PHASE: tuple[int, ...] = tuple(next(_keys) for _ in range(8))
del _keys


def full_hash(
    slots: list[int],
    stacks: list[tuple[int, ...]],
    hands: list[int],
    tamed: list[tuple[int, ...]],
    active: int,
) -> int:
    """The Zobrist hash of a position from scratch (the state keeps it up to date incrementally).

    Deck, removed dice and scores are not hashed: they follow from the slots, the dice seen
    and the tamed cards.
    """
    h = Z_ACTIVE_ONE if active == 1 else 0
    for sq, stack in enumerate(stacks):
        for height, die in enumerate(stack):
            h ^= Z_STACK[sq * 3 + height][die]
    for seat in (0, 1):
        for value in FACES:
            if hands[seat] >> value & 1:
                h ^= Z_HAND[seat][value]
        for card in tamed[seat]:
            h ^= Z_TAMED[seat][card]
    for slot, card in enumerate(slots):
        if card >= 0:
            h ^= Z_SLOT[slot][card]
    return h
