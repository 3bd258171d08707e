"""Reading a save or settings file safely, and the rules its schema is written in.

`load_json` reads bytes within a size and a nesting limit and never lets Python's JSON reader
fail on a number (Infinity, NaN, an integer of thousands of digits become `Unusable`). The
`Rule` classes (Integer, Text, OneOf, ListOf, AnyOf, Table, Shape) check one value each and
raise a RecordError whose message names the entry (its path in the file) in the player's words;
game.core.record writes the save's schema with them, as data.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from typing import Any

from game.core.text import N_, Message

MAX_DEPTH = 8
"""How deeply a save's or the settings' JSON may nest (a save needs 3 levels)."""


class RecordError(ValueError):
    """A record that cannot be read or replayed.

    `message` is a Message in plain words for the player (the client translates it, e.g. the
    title when it reports a bad save); `detail` the technical particulars (Python's words about
    the broken JSON, the offending value), which stay English and go to the log only.
    `str(error)` is the English message followed by the detail, for logs and tracebacks.
    """

    def __init__(self, message: Message | str, detail: object = "") -> None:
        self.message = message if isinstance(message, Message) else Message.of(message)
        self.detail = str(detail)
        english = self.message.english()
        super().__init__(f"{english} ({self.detail})" if self.detail else english)


# ----------------------------------------------------------------------------- JSON with limits


class Unusable:
    """A number JSON can spell but no setting or save may hold (Infinity, NaN, an integer of
    thousands of digits): parsed into this marker instead of failing the whole file, so the
    schema reports the entry and the settings fall back for that key alone."""

    def __init__(self, what: str) -> None:
        self.what = what

    def __repr__(self) -> str:
        return f"<{self.what}>"


def _parse_int(text: str) -> int | Unusable:
    digits = len(text.lstrip("-"))
    return int(text) if digits <= 20 else Unusable(f"an integer of {digits} digits")


def _parse_float(text: str) -> float | Unusable:
    value = float(text)
    return value if math.isfinite(value) else Unusable(f"the number {text[:24]}")


def _parse_constant(text: str) -> Unusable:
    return Unusable(text)  # NaN, Infinity, -Infinity


def nesting_depth(value: Any) -> int:
    """How deeply lists and objects nest in `value` (a scalar is 0), without recursion."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        deepest = max(deepest, depth)
        stack.extend((child, depth + 1) for child in children)
    return deepest


def load_json(data: bytes, limit: int, max_depth: int = MAX_DEPTH) -> Any:
    """The JSON value in `data`, read within limits; RecordError (in the player's words) for a
    file too large, not text, not JSON, or nested too deeply. A UTF-8 byte-order mark (left by
    some editors) is allowed; NaN, Infinity and over-long integers become `Unusable`."""
    if len(data) > limit:
        raise RecordError(
            Message.of(
                N_("the file is too large ({size} bytes; at most {limit})"),
                size=len(data),
                limit=limit,
            )
        )
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise RecordError(Message.of(N_("the file is not text")), error) from error
    try:
        value = json.loads(
            text,
            parse_int=_parse_int,
            parse_float=_parse_float,
            parse_constant=_parse_constant,
        )
    except RecursionError as error:
        raise RecordError(Message.of(N_("the file is nested too deeply"))) from error
    except ValueError as error:  # json.JSONDecodeError and any number it could not take
        raise RecordError(Message.of(N_("the file is not valid JSON")), error) from error
    if nesting_depth(value) > max_depth:
        raise RecordError(Message.of(N_("the file is nested too deeply")))
    return value


# ----------------------------------------------------------------------------- the schema

_UNSHOWABLE = re.compile(r"[\x00-\x1f\x7f-\x9f\ud800-\udfff]")
"""Control characters and lone surrogates: no font draws them and UTF-8 cannot write the
latter, so a name holding one would break the screen or the next save."""


def _clip(text: str) -> str:
    """`text` fit to show in a message: unshowable characters replaced, at most 40 long."""
    shown = _UNSHOWABLE.sub("?", text)
    return shown if len(shown) <= 40 else shown[:39] + "…"


def _detail(value: Any) -> str:
    """The offending value for the log: short and escaped (a string without its quotes, a list
    or an object by its size: a save may nest them, and they may be huge)."""
    if isinstance(value, str):
        return repr(value[:40])[1:-1] + ("…" if len(value) > 40 else "")
    if isinstance(value, (list, dict)):
        return f"<{type(value).__name__} of {len(value)}>"
    return repr(value)[:40]


def _bad(template: str, where: str, value: Any) -> RecordError:
    """A complaint about the entry at `where` (its path in the file), with the value as detail."""
    return RecordError(Message.of(template, field=where), _detail(value))


class Rule:
    """What one JSON value of a save must be: `check` returns it, or raises RecordError."""

    def check(self, value: Any, where: str) -> Any:
        """`value` (found at `where` in the file) if it fits; RecordError otherwise."""
        raise NotImplementedError


@dataclass(frozen=True)
class Integer(Rule):
    """A whole number (not a boolean) from `low` to `high`."""

    low: int
    high: int

    def check(self, value: Any, where: str) -> Any:
        """The number, within its range."""
        if isinstance(value, Unusable):
            raise _bad(N_("the entry '{field}' is out of range"), where, value)
        if type(value) is not int:
            raise _bad(N_("the entry '{field}' has the wrong type"), where, value)
        if not self.low <= value <= self.high:
            raise _bad(N_("the entry '{field}' is out of range"), where, value)
        return value


@dataclass(frozen=True)
class Text(Rule):
    """A string of `low` to `high` characters that can be shown (and, with `pattern`, matches
    it in full)."""

    low: int
    high: int
    pattern: str = ""

    def check(self, value: Any, where: str) -> Any:
        """The string, if its length and characters fit."""
        if not isinstance(value, str):
            raise _bad(N_("the entry '{field}' has the wrong type"), where, value)
        if not self.low <= len(value) <= self.high:
            raise _bad(N_("the entry '{field}' has the wrong length"), where, value)
        if _UNSHOWABLE.search(value) or (self.pattern and not re.fullmatch(self.pattern, value)):
            raise _bad(
                N_("the entry '{field}' holds characters that cannot be shown"), where, value
            )
        return value


@dataclass(frozen=True)
class OneOf(Rule):
    """One of a few fixed values; `message` (a msgid) says what is wrong in the game's terms."""

    choices: tuple[Any, ...]
    message: str = N_("the entry '{field}' is not a value this version knows")

    def check(self, value: Any, where: str) -> Any:
        """The value, if it is one of the choices (of the same type: `true` is not 1)."""
        if any(type(value) is type(choice) and value == choice for choice in self.choices):
            return value
        raise RecordError(Message.of(self.message, field=where), _detail(value))


@dataclass(frozen=True)
class ListOf(Rule):
    """A list of `low` to `high` items, each fitting `item`."""

    item: Rule
    low: int
    high: int

    def check(self, value: Any, where: str) -> Any:
        """The list with every item checked."""
        if not isinstance(value, list):
            raise _bad(N_("the entry '{field}' has the wrong type"), where, value)
        if not self.low <= len(value) <= self.high:
            raise _bad(N_("the entry '{field}' has the wrong length"), where, len(value))
        return [self.item.check(item, f"{where}[{index}]") for index, item in enumerate(value)]


@dataclass(frozen=True)
class AnyOf(Rule):
    """A value fitting the first of `rules` whose JSON type it has (an option is a word, a
    number, a truth value or one of those per seat)."""

    rules: tuple[tuple[type, Rule], ...]

    def check(self, value: Any, where: str) -> Any:
        """The value, checked by the rule for its type."""
        for kind, rule in self.rules:
            if type(value) is kind:
                return rule.check(value, where)
        raise _bad(N_("the entry '{field}' has the wrong type"), where, value)


@dataclass(frozen=True)
class Table(Rule):
    """An object of at most `high` entries with free keys (fitting `keys`) and `values`."""

    keys: Rule
    values: Rule
    high: int

    def check(self, value: Any, where: str) -> Any:
        """The object with every key and value checked."""
        if not isinstance(value, dict):
            raise _bad(N_("the entry '{field}' has the wrong type"), where, value)
        if len(value) > self.high:
            raise _bad(N_("the entry '{field}' has the wrong length"), where, len(value))
        return {
            self.keys.check(key, where): self.values.check(item, f"{where}.{key}")
            for key, item in value.items()
        }


@dataclass(frozen=True)
class Shape(Rule):
    """An object with exactly these keys, all required, checked in this order (so the first
    complaint is the most telling: a seat's kind before a missing history)."""

    fields: tuple[tuple[str, Rule], ...]

    def check(self, value: Any, where: str) -> Any:
        """The object with every field checked; a missing or unknown key is an error."""
        if not isinstance(value, dict):
            if not where:
                raise RecordError(Message.of(N_("the save is not a JSON object")))
            raise _bad(N_("the entry '{field}' has the wrong type"), where, value)
        checked = {}
        for key, rule in self.fields:
            path = f"{where}.{key}" if where else key
            if key not in value:
                raise RecordError(Message.of(N_("the entry '{field}' is missing"), field=path))
            checked[key] = rule.check(value[key], path)
        known = {key for key, _rule in self.fields}
        for key in value:
            if key not in known:
                path = _clip(f"{where}.{key}" if where else str(key))
                raise RecordError(
                    Message.of(
                        N_("the file has an entry '{field}' this version does not know"),
                        field=path,
                    )
                )
        return checked
