"""The Drakon tile table matches the digest's §2.3 mix and rotations behave."""

from __future__ import annotations

from collections import Counter

from game.rules.drakon.tiles import KINDS, PILE_COUNTS, PILE_SIZE, START_KIND, rotate_mask


def test_pile_has_sixty_tiles_with_the_pattern_totals_of_the_table():
    assert PILE_SIZE == 60 and PILE_COUNTS[START_KIND] == 0
    by_pattern: Counter[str] = Counter()
    for kind, count in zip(KINDS, PILE_COUNTS, strict=True):
        by_pattern[kind.pattern] += count
    assert by_pattern == {"1": 9, "2s": 18, "2c": 17, "3": 12, "0": 4}
    assert sum(c for k, c in zip(KINDS, PILE_COUNTS, strict=True) if k.chamber == "gold") == 10


def test_only_master_key_and_vortex_have_no_arrows():
    no_arrows = {k.chamber for k in KINDS if k.mask == 0}
    assert no_arrows == {"key", "vortex"}


def test_rotation_turns_arrows_clockwise():
    assert rotate_mask(0b0001, 1) == 0b0010  # N -> E
    assert rotate_mask(0b1000, 1) == 0b0001  # W -> N
    assert rotate_mask(0b0101, 2) == 0b0101  # a straight tile looks the same turned 180
