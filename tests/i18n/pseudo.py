"""The pseudo-locale fence's reusable parts: a pseudo translation and a recorder of drawn text.

The pseudo translation knows exactly the msgids the catalogue extraction finds in game/ and ai/
(tools.catalogues.extract, run once per test session) and turns every ASCII letter of them,
outside the `{placeholders}`, into an accented look-alike that DejaVu draws (a -> á, b -> ƀ...).
A string that reaches the screen without going through gettext, or through gettext without
being marked for extraction, therefore keeps plain ASCII letters, exactly as it would stay
English in a Japanese catalogue. `DrawnText` patches the FallbackFont every screen draws with
and keeps each string rendered; `untranslated` then lists the ones with ASCII letters left.

    with pseudo_locale(), DrawnText() as drawn:
        scene.draw(surface)
    assert untranslated(drawn.strings, seat_names) == []
"""

from __future__ import annotations

import contextlib
import functools
import gettext
import re
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from game import i18n
from game.rules import seed_code
from game.views.fallback_font import FallbackFont

PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
ACCENTED = "áƀçďéƒĝĥíĵķĺɱñóƥʠŕšţúṽŵẋýžÁƁÇĎÉƑĜĤÍĴĶĹṀÑÓƤǪŔŠŢÚṼŴẊÝŽ"
"""Each ASCII letter's look-alike: all in the DejaVu faces, none of them ASCII."""

_LOOK_ALIKES = str.maketrans(PLAIN, ACCENTED)
_PLACEHOLDER = re.compile(r"(\{\{|\}\}|\{[^{}]*\})")
_ASCII_LETTER = re.compile(r"[A-Za-z]")

ALLOWED: Mapping[str, str] = {
    i18n.LANGUAGE_NAMES["en"]: "each language is named in its own language, never translated",
}
"""Drawn strings that may keep ASCII letters, each with the reason (keep this list short)."""

SEED_CODE = re.compile(rf"[{seed_code.ALPHABET}]{{2}}(?:-[{seed_code.ALPHABET}]{{3}})+")
"""A seed code (game.rules.seed_code, e.g. NS-7YS-A9U-X45) is data, like a seat name or a
seed: the same text in every language."""


def pseudo(message: str) -> str:
    """`message` with every ASCII letter outside `{placeholders}` (and `{{`, `}}`) accented."""
    parts = _PLACEHOLDER.split(message)
    return "".join(
        part if index % 2 else part.translate(_LOOK_ALIKES) for index, part in enumerate(parts)
    )


@functools.cache
def extracted() -> tuple[frozenset[tuple[str | None, str]], frozenset[tuple[str, str]]]:
    """((context, msgid) of every singular message, (singular, plural) of every plural one),
    as the catalogue extraction finds them in the source right now."""
    from tools.catalogues import extract

    singulars: set[tuple[str | None, str]] = set()
    plurals: set[tuple[str, str]] = set()
    for message in extract():
        if not message.id:
            continue
        if isinstance(message.id, (tuple, list)):
            plurals.add((str(message.id[0]), str(message.id[1])))
        else:
            singulars.add((message.context, str(message.id)))
    return frozenset(singulars), frozenset(plurals)


class PseudoTranslations(gettext.NullTranslations):
    """A catalogue that 'translates' every extracted msgid with `pseudo` and leaves any other
    text alone, as a real catalogue would."""

    def __init__(self) -> None:
        super().__init__()
        self.singulars, self.plurals = extracted()

    def gettext(self, message: str) -> str:
        return pseudo(message) if (None, message) in self.singulars else message

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        form = msgid1 if n == 1 else msgid2
        return pseudo(form) if (msgid1, msgid2) in self.plurals else form

    def pgettext(self, context: str, message: str) -> str:
        return pseudo(message) if (context, message) in self.singulars else message

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return self.ngettext(msgid1, msgid2, n)


@contextlib.contextmanager
def pseudo_locale() -> Iterator[PseudoTranslations]:
    """Install the pseudo translation into game.i18n for the duration of the block."""
    previous, language = i18n._translations, i18n._language
    translations = PseudoTranslations()
    i18n._translations, i18n._language = translations, "pseudo"
    try:
        yield translations
    finally:
        i18n._translations, i18n._language = previous, language


class DrawnText(contextlib.AbstractContextManager["DrawnText"]):
    """Inside the block, every string rendered by a FallbackFont (every font of the game) is
    kept in `strings`, in drawing order."""

    def __init__(self) -> None:
        self.strings: list[str] = []
        self._original: Any = None

    def __enter__(self) -> DrawnText:
        original = self._original = FallbackFont.render
        strings = self.strings

        def render(font: FallbackFont, text: Any, *args: Any, **kwargs: Any) -> Any:
            if isinstance(text, str):
                strings.append(text)
            return original(font, text, *args, **kwargs)

        FallbackFont.render = render  # type: ignore[method-assign]
        return self

    def __exit__(self, *exc_info: object) -> None:
        FallbackFont.render = self._original  # type: ignore[method-assign]


def untranslated(
    strings: Iterable[str], names: Iterable[str] = (), allowed: Mapping[str, str] = ALLOWED
) -> list[str]:
    """The drawn strings, in first-drawn order and without repeats, that still hold ASCII
    letters once the seat `names` are taken out (a name is the player's own text, or a path:
    a long one is taken out even where a panel broke it over lines) and that `allowed` does
    not excuse."""
    names = {name for name in names if name}
    longest_first = sorted(names, key=len, reverse=True)
    found: dict[str, None] = {}
    for text in without_wrapped(strings, [name for name in names if len(name) >= WRAPPED]):
        if text in allowed or text in found or SEED_CODE.fullmatch(text):
            continue
        rest = text
        for name in longest_first:
            rest = rest.replace(name, "")
        if _ASCII_LETTER.search(rest):
            found[text] = None
    return list(found)


WRAPPED = 16
"""Names this long (paths, in practice) may be broken over lines by a panel narrower than
they are: `untranslated` takes them out across the break too."""


def without_wrapped(strings: Iterable[str], names: Iterable[str]) -> list[str]:
    """The drawn strings with every occurrence of each of `names` taken out, also where it
    runs on from one drawn string to the next (a line broken inside it, or at one of its
    spaces); what is left of two lines so joined stays one string."""
    joined = _BREAK.join(strings)
    for name in sorted(names, key=len, reverse=True):
        pieces = [f"[ {_BREAK}]" if char == " " else re.escape(char) for char in name]
        joined = re.sub(f"{_BREAK}?".join(pieces), "", joined)
    return joined.split(_BREAK)


_BREAK = "\x00"
"""Joins the drawn strings while looking for names across them (never drawn itself)."""


def report(found: list[str], limit: int = 20) -> str:
    """A readable failure message: the first `limit` untranslated strings, one a line."""
    lines = [f"{len(found)} drawn strings are not translated (first {min(limit, len(found))}):"]
    lines += [f"  {text!r}" for text in found[:limit]]
    return "\n".join(lines)


class InstantWorker:
    """An AI worker that answers every request at once with a seeded random legal action."""

    def __init__(self) -> None:
        self.results: list[Any] = []

    def submit(
        self, request_id: int, state: Any, slug: str, level: str, seed: int, budget: Any = None
    ) -> None:
        """Answer now (the play scene polls it on the next frame)."""
        import random

        from ai.worker import WorkerResult

        action = random.Random(seed).choice(state.legal_actions())
        self.results = [WorkerResult(request_id, action, {})]

    def poll(self) -> list[Any]:
        """The answers since the last poll."""
        results, self.results = self.results, []
        return results

    def cancel(self) -> None:
        """Forget the answer not yet polled."""
        self.results = []

    def busy(self) -> bool:
        """True while an answer waits."""
        return bool(self.results)

    def progress(self) -> None:
        """No progress to report."""

    def shutdown(self) -> None:
        """Nothing to stop."""
