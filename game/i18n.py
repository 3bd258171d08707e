"""Translation for the client: Python's gettext over the catalogues in locale/.

Only the client translates. The pure packages mark their English msgids (game.core.text `N_`,
`Nn_`, `Message`); scenes and views call `_`, `ngettext`, `pgettext` and `translate` at the
moment they draw, never at import time, so switching the language takes effect on the next
frame. Catalogues: locale/<lang>/LC_MESSAGES/dragon_arcade.po, compiled to .mo by the set-up
step (`make catalogues`, run by `make play`/`make test`) and by build.spec. A missing or
unreadable catalogue falls back to the English msgids, never to an error.
"""

from __future__ import annotations

import gettext as gettext_module
import logging
from collections.abc import Iterable
from typing import Any

from game import assets
from game.core.text import Message, render

log = logging.getLogger(__name__)

DOMAIN = "dragon_arcade"
"""The gettext domain: the catalogue files are named after it."""

LANGUAGES: tuple[str, ...] = ("en", "ja", "zh")
"""Languages the arcade speaks, in menu order; English is the source language."""

LANGUAGE_NAMES: dict[str, str] = {"en": "English", "ja": "日本語", "zh": "简体中文"}
"""Each language's name in its own language (the Settings menu shows these untranslated)."""

_translations: gettext_module.NullTranslations = gettext_module.NullTranslations()
_language = "en"


def locale_dir() -> str:
    """Where the compiled catalogues are (the source tree or the PyInstaller bundle)."""
    return str(assets.base_dir() / "locale")


def set_language(code: str) -> str:
    """Switch every later `_()` to `code` ("en", "ja", "zh"); returns the language in effect.

    An unknown code or a missing catalogue leaves the English msgids (logged, never raised)."""
    global _translations, _language
    if code not in LANGUAGES:
        log.warning("unknown language %r, using English", code)
        code = "en"
    try:
        _translations = gettext_module.translation(DOMAIN, locale_dir(), languages=[code])
    except OSError:
        if code != "en":
            log.warning("no compiled catalogue for %r; showing English", code)
        _translations = gettext_module.NullTranslations()
    _language = code
    return code


def language() -> str:
    """The language in effect ("en", "ja" or "zh")."""
    return _language


def language_from_locales(locales: Iterable[str]) -> str:
    """The first supported language among preferred locales such as "ja_JP" or "zh-Hans-CN"."""
    for name in locales:
        code = name.replace("-", "_").split("_")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def _(message: str) -> str:
    """`message` (an English msgid) in the current language."""
    return _translations.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The singular or plural form for `count`, in the current language."""
    return _translations.ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    """`message` in `context` (for one English word with two meanings), translated."""
    return _translations.pgettext(context, message)


def translate(value: Any) -> str:
    """A Message (nested ones too), a marked msgid or any other value as text to show."""
    if isinstance(value, Message):
        return render(value, _, ngettext)
    if isinstance(value, str):
        return _(value)
    return str(value)
