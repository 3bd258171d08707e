"""Player-facing text as the pure packages hand it out: marked, never translated.

The rules and the AI never translate (only the client does, through game.i18n), but they own a
lot of words: end reasons, illegal-move explanations, option labels, card and chamber names.
They mark each English message with `N_` (or `Nn_` for a singular/plural pair) so Babel
extracts it into the catalogues, and hand it out either as the plain msgid (a name, a label)
or as a `Message`: the msgid with named `{placeholders}` and the values to fill in, which may be
Messages themselves (a card name inside an end reason). The client translates the template and
every nested Message, then formats.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


def N_(message: str) -> str:
    """Mark `message` for extraction into the catalogues; returns it unchanged."""
    return message


class InContext(str):
    """A msgid with a gettext context: the same English word used in two senses (the Start
    button, the Start chamber) gets two entries a translator can tell apart. It is the English
    text itself everywhere a plain str is expected; the client translates it with its context."""

    context: str

    def __new__(cls, context: str, message: str) -> InContext:
        text = super().__new__(cls, message)
        text.context = context
        return text

    def __reduce__(self) -> tuple[type[InContext], tuple[str, str]]:
        """Pickle with its context (states and views travel to the AI worker process)."""
        return (InContext, (self.context, str(self)))


def Np_(context: str, message: str) -> InContext:
    """Mark `message` in `context` for extraction (Babel keyword `Np_:1c,2`); returns it."""
    return InContext(context, message)


def Nn_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a singular/plural pair for extraction (Babel keyword `Nn_:1,2`); returns both."""
    return singular, plural


@dataclass(frozen=True)
class Message:
    """A translatable template with its arguments, e.g. `Message.of(N_("{name} escapes"), name=n)`.

    `plural` holds the plural template when the message counts something; `count` then names the
    argument that chooses the form (gettext's ngettext). Hashable and comparable, so it can sit
    in views, outcomes and test expectations.
    """

    text: str
    args: tuple[tuple[str, Any], ...] = ()
    plural: str | None = None
    count: str | None = None

    @classmethod
    def of(cls, text: str, **args: Any) -> Message:
        """A message with named arguments."""
        return cls(text, tuple(sorted(args.items())))

    @classmethod
    def counted(cls, forms: tuple[str, str], counter: str, /, **args: Any) -> Message:
        """A message with a singular and a plural form chosen by the argument named `counter`."""
        if counter not in args:
            raise ValueError(f"the count argument {counter!r} is missing")
        return cls(forms[0], tuple(sorted(args.items())), forms[1], counter)

    @property
    def arguments(self) -> Mapping[str, Any]:
        """The arguments as a mapping."""
        return dict(self.args)

    def english(self) -> str:
        """The untranslated English text (for logs, exceptions and tests)."""
        return render(self, lambda text: text, _english_plural)

    def __str__(self) -> str:
        return self.english()


def _english_plural(singular: str, plural: str, count: int) -> str:
    return singular if count == 1 else plural


def render(
    value: Any,
    gettext: Any,
    ngettext: Any,
) -> str:
    """`value` as text: a Message is translated with the given functions (nested Messages too)
    and formatted; any other value is `str()`-ed. The client's game.i18n.translate uses this."""
    if not isinstance(value, Message):
        return str(value)
    args = {
        key: render(arg, gettext, ngettext) if isinstance(arg, Message) else arg
        for key, arg in value.args
    }
    if value.plural is not None and value.count is not None:
        template = ngettext(value.text, value.plural, int(args[value.count]))
    else:
        template = gettext(value.text)
    for candidate in (template, value.text):  # a broken translation falls back to English
        try:
            return candidate.format(**args)
        except (KeyError, IndexError, ValueError):
            continue
    return template  # never crash a screen over a template
