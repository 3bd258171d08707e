"""Seed codes (game.rules.seed_code): every game's codes round-trip over many random setups, and
every single-symbol typo, neighbour swap, dropped or doubled symbol is caught with a reason."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.core.protocol import GameInfo
from game.rng import MAX_SEED
from game.rules import RULES, seed_code
from game.rules.seed_code import ALPHABET, PREFIXES, SeedCodeError, decode, encode, normalise

SLUGS = list(RULES)


def random_setup(info: GameInfo, rng: random.Random) -> tuple[int, dict[str, Any]]:
    """A seat count and options the setup could show: random choices, then every option that is
    not offered back at its default (as the setup screen keeps them)."""
    count = rng.randint(info.min_players, info.max_players)
    options: dict[str, Any] = {}
    for spec in info.options:
        if spec.per_seat:
            options[spec.key] = [rng.choice(spec.values()) for _seat in range(count)]
        else:
            options[spec.key] = rng.choice(spec.values())
    for _round in range(len(info.options)):
        for spec in info.options:
            if not spec.offered(options):
                options[spec.key] = [spec.default] * count if spec.per_seat else spec.default
    return count, options


def reason_of(text: str) -> str:
    with pytest.raises(SeedCodeError) as caught:
        decode(text)
    return caught.value.reason.text


def test_every_game_has_its_own_prefix_of_code_symbols():
    assert set(PREFIXES) == set(RULES)
    assert len(set(PREFIXES.values())) == len(PREFIXES)
    assert all(len(prefix) == 2 and set(prefix) <= set(ALPHABET) for prefix in PREFIXES.values())
    assert len(ALPHABET) == len(set(ALPHABET)) == 31
    assert not set("01ILO") & set(ALPHABET)


def test_every_seed_the_program_deals_fits():
    assert MAX_SEED < seed_code.SEED_LIMIT
    assert 999_999_999 < seed_code.SEED_LIMIT  # the setup's nine-digit seed field


@pytest.mark.parametrize("slug", SLUGS)
def test_codes_round_trip_over_random_setups_and_seeds(slug):
    info = RULES[slug].info
    rng = random.Random(f"codes:{slug}")
    setups: dict[str, str] = {}
    for _trial in range(300):
        count, options = random_setup(info, rng)
        seed = rng.choice((0, 1, seed_code.SEED_LIMIT - 1, rng.randrange(seed_code.SEED_LIMIT)))
        code = encode(slug, options, seed, count)
        assert code.startswith(PREFIXES[slug] + "-") and len(normalise(code)) == 11
        decoded = decode(code)
        assert decoded == (slug, count, info.resolve_options(options, count), seed)
        assert decode(code.lower().replace("-", " ")) == decoded
        setup = repr((count, info.resolve_options(options, count), seed))
        assert setups.setdefault(code, setup) == setup  # one code, one setup


@pytest.mark.parametrize("slug", SLUGS)
def test_every_single_symbol_typo_and_neighbour_swap_is_caught(slug):
    info = RULES[slug].info
    rng = random.Random(f"typos:{slug}")
    for _trial in range(12):
        count, options = random_setup(info, rng)
        symbols = normalise(encode(slug, options, rng.randrange(seed_code.SEED_LIMIT), count))
        for place, right in enumerate(symbols):
            for wrong in ALPHABET:
                if wrong != right:
                    typo = symbols[:place] + wrong + symbols[place + 1 :]
                    with pytest.raises(SeedCodeError):
                        decode(typo)
            swapped = symbols[:place] + symbols[place + 1 : place + 2] + right
            swapped += symbols[place + 2 :]
            if place + 1 < len(symbols) and swapped != symbols:
                with pytest.raises(SeedCodeError):
                    decode(swapped)
            assert reason_of(symbols[:place] + symbols[place + 1 :]) in (
                seed_code.TOO_SHORT,
                seed_code.UNKNOWN_GAME,
            )
            assert reason_of(symbols[:place] + right + symbols[place:]) in (
                seed_code.TOO_LONG,
                seed_code.UNKNOWN_GAME,
            )


def test_a_wrong_check_symbol_in_the_payload_says_a_letter_is_wrong():
    code = normalise(encode("drakon", {}, 777, 4))
    typo = code[:5] + ("A" if code[5] != "A" else "B") + code[6:]
    assert reason_of(typo) == seed_code.BAD_CHECK


def test_a_code_is_read_however_it_is_typed():
    code = encode("wyvern", {"deck": ["stoneheart", "shadowscale"]}, 424242, 2)
    wide = "".join(chr(ord(ch) + 0xFEE0) if ch != "-" else "ー" for ch in code.lower())
    assert decode(wide) == decode(f"  {code}  ") == decode(code.replace("-", ""))
    assert decode(code).options["deck"] == ["stoneheart", "shadowscale"]


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", seed_code.EMPTY),
        (" - ", seed_code.EMPTY),
        ("QQ-222-222-222", seed_code.UNKNOWN_GAME),
        ("NS-0K2-Q93-XFA", seed_code.BAD_SYMBOL),
        ("N$-7K2-Q93-XFA", seed_code.BAD_SYMBOL),
        ("NS-7K2", seed_code.TOO_SHORT),
        ("NS-7K2-Q93-XFA-B", seed_code.TOO_LONG),
    ],
)
def test_a_bad_code_says_what_is_wrong(text, reason):
    assert reason_of(text) == reason


def test_a_payload_beyond_every_deal_is_refused_in_words():
    info = RULES["nine-sons"].info
    length = seed_code.payload_length(info)
    beyond = 12 * seed_code.SEED_LIMIT  # 2 * 2 * 3 option choices, then the seed: one past
    number = (beyond * seed_code.SPREAD[0] + seed_code.SPREAD[1]) % seed_code.BASE**length
    payload = ""
    for _place in range(length):
        number, symbol = divmod(number, seed_code.BASE)
        payload = ALPHABET[symbol] + payload
    symbols = "NS" + payload
    assert reason_of(symbols + seed_code._check_symbol(info, symbols)) == seed_code.NOT_A_DEAL


def test_a_built_deck_or_a_huge_seed_has_no_code():
    from game.rules.wyvern.deck_code import deck_code
    from game.rules.wyvern.decks import STONEHEART

    built = deck_code(STONEHEART)  # a legal deck, as the deck builder saves one
    RULES["wyvern"].info.resolve_options({"deck": [built, "stormwing"]}, 2)  # a legal setup
    with pytest.raises(SeedCodeError) as caught:
        encode("wyvern", {"deck": [built, "stormwing"]}, 1, 2)
    assert caught.value.reason.text == seed_code.BUILT_DECK
    with pytest.raises(SeedCodeError) as caught:
        encode("nine-sons", {}, seed_code.SEED_LIMIT, 2)
    assert caught.value.reason.text == seed_code.SEED_TOO_LARGE
    assert caught.value.reason.arguments["largest"] == 2**31 - 1
    with pytest.raises(SeedCodeError) as caught:
        encode("toy-game", {}, 1, 2)
    assert caught.value.reason.text == seed_code.NO_CODES


def test_the_seat_count_is_part_of_the_code_where_it_varies():
    codes = [encode("dragon-delta", {}, 99, count) for count in range(2, 7)]
    assert len(set(codes)) == 5
    assert [decode(code).num_players for code in codes] == [2, 3, 4, 5, 6]


def test_a_changed_option_list_reads_as_a_wrong_letter(monkeypatch):
    import dataclasses

    code = encode("nine-sons", {"target_score": 9}, 5150, 2)
    rules = RULES["nine-sons"]
    info = rules.info
    changed = dataclasses.replace(
        info,
        options=tuple(dataclasses.replace(spec, key=spec.key + "_v2") for spec in info.options),
    )
    monkeypatch.setattr(rules, "info", changed)
    assert seed_code.fingerprint(changed) != seed_code.fingerprint(info)
    assert reason_of(code) == seed_code.BAD_CHECK
