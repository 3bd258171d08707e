"""Seed codes: a short text such as `NS-7YS-A9U-X45` that stands for one deal of one game.

A code holds the game (two letters, `PREFIXES`), the seat count when the game lets it vary
(the deal depends on it), every rule option as the index of its choice in the game's
`GameInfo.options` (a per-seat option: one index per seat), and the seed; then one check
character. Typed in a setup screen or given as `--code`, it deals the same game again.

Why it looks the way it does:
- The 31 symbols are the digits 2-9 and the letters without I, L and O: nothing in a code can
  be mistaken for another symbol (0/O, 1/I/L), and upper or lower case, full-width letters,
  spaces and dashes all read the same.
- The payload is one number in mixed radix (seat count, then each option's index, then the
  seed), spread over the code space (`SPREAD`) and written in base 31 with a fixed length per
  game: at least `MIN_PAYLOAD` symbols, so
  every code of the five games has the same shape and a dropped or doubled symbol is reported
  as a code of the wrong length rather than read as another game.
- Every seed the program deals (`game.rng.new_seed`, below 2**31) and every seed the setup's
  nine-digit field takes fits, so any match played has a code.
- The check symbol makes the weighted sum of every symbol (prefix included, weights 1, 2, 3...)
  plus a fingerprint of the game's option list zero modulo 31. 31 is prime and the weights are
  distinct and below it, so every single wrong symbol and every swap of two neighbours is
  caught, and a prefix typo (DK for DD) cannot silently deal another game. The fingerprint
  makes a code from a version whose options differ fail the check (30 times in 31) instead of
  dealing something else.
- A value beyond an option's listed choices (a Wyvern deck the player built, carried as a long
  deck code) cannot fit: such a setup has no code (`encode` says so in words).
"""

from __future__ import annotations

import unicodedata
import zlib
from collections.abc import Mapping
from typing import Any, NamedTuple

from game.core.protocol import GameInfo
from game.core.text import N_, Message
from game.rules import RULES

ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
"""The symbols of a code, by value: no 0, 1, I, L or O."""

BASE = len(ALPHABET)
"""31, a prime: the check symbol catches every single-symbol error (see the module summary)."""

PREFIXES = {
    "nine-sons": "NS",
    "dragon-bridge": "DB",
    "drakon": "DK",
    "dragon-delta": "DD",
    "wyvern": "WY",
}
"""The two letters that open a game's codes (from its name; every letter is in ALPHABET)."""

SEED_LIMIT = 2**31
"""Seeds from 0 up to (not including) this fit in a code."""

MIN_PAYLOAD = 8
"""The fewest payload symbols of any game's code: the same shape for all five games."""

GROUP = 3
"""Symbols per dash-separated group after the prefix."""

SPREAD = (0x9E3779B1, 0x2545F491)
"""The payload number is written as (number * SPREAD[0] + SPREAD[1]) modulo 31**length: a
bijection (the factor is not a multiple of 31) that spreads the values over every code, so a
small seed or a game's unused top range does not show as a run of 2s."""

DASHES = frozenset("-‐‑‒–—―−ー")
"""Characters a player may type between groups (besides spaces); all ignored."""

EMPTY = N_("Type a code, such as {example}.")
UNKNOWN_GAME = N_("This code is for a game this version does not have: check its first letters.")
BAD_SYMBOL = N_("“{symbol}” is never in a code (codes have no 0, 1, I, L or O): check the code.")
TOO_SHORT = N_("This code is too short: check that no letter is missing.")
TOO_LONG = N_("This code is too long: check that no letter is doubled.")
BAD_CHECK = N_("A letter is wrong: check the code.")
NOT_A_DEAL = N_("This code does not stand for a game this version can deal: check the code.")
NO_CODES = N_("This game has no codes yet.")
BUILT_DECK = N_("No code for a deck built by a player: choose a ready-made deck to get one.")
SEED_TOO_LARGE = N_("No code for this seed: seeds up to {largest} fit in a code.")


class SeedCodeError(ValueError):
    """A code that cannot be read, or a setup that cannot be written as one; `reason` is a
    Message for the player, the exception text the same in English for the log."""

    def __init__(self, reason: Message) -> None:
        super().__init__(reason.english())
        self.reason = reason


class CodedGame(NamedTuple):
    """What a code stands for: the game, its seat count, every option resolved, and the seed."""

    slug: str
    num_players: int
    options: dict[str, Any]
    seed: int


def _fail(text: str, **args: Any) -> SeedCodeError:
    return SeedCodeError(Message.of(text, **args))


# ----------------------------------------------------------------------------- the layout


def _radices(info: GameInfo, num_players: int) -> list[int]:
    """The mixed-radix digits after the seat count: one per option (per seat for per-seat
    options), each as many as the option's choices."""
    digits: list[int] = []
    for spec in info.options:
        digits += [len(spec.choices)] * (num_players if spec.per_seat else 1)
    return digits


def _seat_radix(info: GameInfo) -> int:
    return info.max_players - info.min_players + 1


def payload_length(info: GameInfo) -> int:
    """How many symbols the game's payload takes: room for its largest value (the most seats,
    the last choice of every option, the largest seed), and never fewer than MIN_PAYLOAD."""
    largest = _seat_radix(info) * SEED_LIMIT
    product = 1
    for digit in _radices(info, info.max_players):
        product *= digit
    largest *= product
    length = 1
    while BASE**length < largest:
        length += 1
    return max(MIN_PAYLOAD, length)


def fingerprint(info: GameInfo) -> int:
    """A number fixed by the game's seat range and option list (keys and values, in order):
    a version whose options differ reads a code of this one as a wrong letter."""
    layout = repr(
        (
            info.slug,
            info.min_players,
            info.max_players,
            [(spec.key, spec.per_seat, spec.values()) for spec in info.options],
        )
    )
    return zlib.crc32(layout.encode("utf-8")) % BASE


def _check_symbol(info: GameInfo, symbols: str) -> str:
    """The symbol that makes the weighted sum (with the fingerprint) zero modulo BASE."""
    weight = len(symbols) + 1
    total = fingerprint(info) + sum(
        (index + 1) * ALPHABET.index(symbol) for index, symbol in enumerate(symbols)
    )
    # weight * check = -total (mod BASE); BASE is prime, so the weight has an inverse
    return ALPHABET[(-total * pow(weight, -1, BASE)) % BASE]


# ----------------------------------------------------------------------------- encode


def encode(slug: str, options: Mapping[str, Any], seed: int, num_players: int) -> str:
    """The code of a new match of `slug` for `num_players` with `options` (missing ones at
    their defaults) and `seed`; SeedCodeError when the setup cannot be written as a code."""
    if slug not in PREFIXES or slug not in RULES:
        raise _fail(NO_CODES)
    info = RULES[slug].info
    if not 0 <= seed < SEED_LIMIT:
        raise _fail(SEED_TOO_LARGE, largest=SEED_LIMIT - 1)
    info.check_num_players(num_players)
    resolved = info.resolve_options(options, num_players)
    digits = [num_players - info.min_players]
    radices = [_seat_radix(info)]
    for spec in info.options:
        values = resolved[spec.key] if spec.per_seat else [resolved[spec.key]]
        for value in values:
            if value not in spec.values():
                raise _fail(BUILT_DECK)
            digits.append(spec.values().index(value))
            radices.append(len(spec.choices))
    number = seed
    for digit, radix in zip(reversed(digits), reversed(radices), strict=True):
        number = number * radix + digit
    length = payload_length(info)
    number = (number * SPREAD[0] + SPREAD[1]) % BASE**length
    payload = ""
    for _place in range(length):
        number, symbol = divmod(number, BASE)
        payload = ALPHABET[symbol] + payload
    body = payload + _check_symbol(info, PREFIXES[slug] + payload)
    groups = [body[start : start + GROUP] for start in range(0, len(body), GROUP)]
    return "-".join([PREFIXES[slug], *groups])


# ----------------------------------------------------------------------------- decode


def normalise(text: str) -> str:
    """`text` as the bare symbols of a code: full-width forms folded, spaces and dashes
    dropped, letters upper case."""
    folded = unicodedata.normalize("NFKC", text)
    return "".join(ch for ch in folded if not ch.isspace() and ch not in DASHES).upper()


def decode(text: str) -> CodedGame:
    """What the code `text` stands for; SeedCodeError with the reason in words if it is not a
    code this version can deal (an unknown game, a symbol never used, a wrong length, a wrong
    letter)."""
    symbols = normalise(text)
    if not symbols:
        raise _fail(EMPTY, example=encode("nine-sons", {}, 1234567890, 2))
    slug = next((slug for slug, prefix in PREFIXES.items() if symbols[:2] == prefix), None)
    if slug is None or slug not in RULES:
        stray = next((ch for ch in symbols[:2] if ch not in ALPHABET), None)
        if stray is not None:
            raise _fail(BAD_SYMBOL, symbol=stray)
        raise _fail(UNKNOWN_GAME)
    stray = next((ch for ch in symbols if ch not in ALPHABET), None)
    if stray is not None:
        raise _fail(BAD_SYMBOL, symbol=stray)
    info = RULES[slug].info
    length = 2 + payload_length(info) + 1
    if len(symbols) < length:
        raise _fail(TOO_SHORT)
    if len(symbols) > length:
        raise _fail(TOO_LONG)
    if _check_symbol(info, symbols[:-1]) != symbols[-1]:
        raise _fail(BAD_CHECK)
    number = 0
    for symbol in symbols[2:-1]:
        number = number * BASE + ALPHABET.index(symbol)
    space = BASE ** payload_length(info)
    number = (number - SPREAD[1]) * pow(SPREAD[0], -1, space) % space
    return _unpack(info, number)


def _unpack(info: GameInfo, number: int) -> CodedGame:
    """The game a payload number stands for; SeedCodeError if it names no game this version
    deals (a seat count or choice out of range, options that cannot go together)."""
    number, seat = divmod(number, _seat_radix(info))
    num_players = info.min_players + seat
    options: dict[str, Any] = {}
    for spec in info.options:
        values = []
        for _seat in range(num_players if spec.per_seat else 1):
            number, index = divmod(number, len(spec.choices))
            values.append(spec.values()[index])
        options[spec.key] = values if spec.per_seat else values[0]
    if number >= SEED_LIMIT:
        raise _fail(NOT_A_DEAL)
    try:
        resolved = info.resolve_options(options, num_players)
    except ValueError as error:
        raise _fail(NOT_A_DEAL) from error
    return CodedGame(info.slug, num_players, resolved, number)
