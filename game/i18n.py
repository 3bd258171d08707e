"""Translation for the client: Python's gettext over the catalogues in locale/.

Only the client translates. The pure packages mark their English msgids (game.core.text `N_`,
`Nn_`, `Message`); scenes and views call `_`, `ngettext`, `pgettext` and `translate` at the
moment they draw, never at import time, so switching the language takes effect on the next
frame. Catalogues: locale/<lang>/LC_MESSAGES/dragon_arcade.po, compiled to .mo by the set-up
step (`make catalogues`, run by `make play`/`make test`) and by build.spec. A missing or
unreadable catalogue falls back to the English msgids, never to an error. Which language:
`choose_language` (`--lang`, else the Settings choice, else the system's preferred locales);
game.app.App applies it before the first frame and again at a switch in Settings.
"""

from __future__ import annotations

import gettext as gettext_module
import logging
from collections.abc import Iterable, Mapping
from typing import Any

from game import assets
from game.core.text import InContext, Message, render

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


def load_catalogue(code: str) -> gettext_module.NullTranslations:
    """The compiled catalogue of language `code`, or the English msgids when it is missing.

    `set_language` reads catalogues through this function only (tests put a stand-in
    catalogue here while the real ones are being written)."""
    try:
        return gettext_module.translation(DOMAIN, locale_dir(), languages=[code])
    except OSError:
        if code != "en":
            log.warning("no compiled catalogue for %r; showing English", code)
        return gettext_module.NullTranslations()


def set_language(code: str) -> str:
    """Switch every later `_()` to `code` ("en", "ja", "zh"); returns the language in effect.

    An unknown code or a missing catalogue leaves the English msgids (logged, never raised).
    Whatever holds words of the old language is the caller's to refresh (game.app.App's
    `set_language` also reorders the CJK fonts and tells every scene)."""
    global _translations, _language
    if code not in LANGUAGES:
        log.warning("unknown language %r, using English", code)
        code = "en"
    _translations = load_catalogue(code)
    _language = code
    return code


def language() -> str:
    """The language in effect ("en", "ja" or "zh")."""
    return _language


def language_key(name: str) -> str:
    """The bare language of a locale name: "ja_JP" -> "ja", "zh-Hans-CN" -> "zh", "EN" -> "en"."""
    return name.strip().replace("-", "_").split("_")[0].split(".")[0].lower()


def language_from_locales(locales: Iterable[str | Mapping[str, Any]]) -> str:
    """The first supported language among preferred locales, English when none is: names such
    as "ja_JP" or "zh-Hans-CN", or pygame.system.get_pref_locales() entries
    ({"language": "ja", "country": "JP"})."""
    for locale in locales:
        name = locale if isinstance(locale, str) else locale.get("language")
        code = language_key(name) if isinstance(name, str) else ""
        if code in LANGUAGES:
            return code
    return "en"


def choose_language(
    override: str | None, saved: str, locales: Iterable[str | Mapping[str, Any]]
) -> str:
    """The language to speak: `--lang` for this run, else the one chosen in Settings (`saved`,
    "" while the player has not chosen), else the system's first supported preferred locale."""
    for code in (override, saved):
        if code and language_key(code) in LANGUAGES:
            return language_key(code)
    return language_from_locales(locales)


def verbatim(text: str) -> Message:
    """`text` shown as it is in every language, where a widget translates what it is given
    (a language's own name in the Settings menu: "日本語" must read 日本語 in English too)."""
    return Message.of("{words}", words=text)


def _(message: str) -> str:
    """`message` (an English msgid, or one marked with its context by `Np_`) in the current
    language."""
    if not message:
        return ""  # gettext("") is the catalogue's header, never a text to show
    if isinstance(message, InContext):
        return _translations.pgettext(message.context, message)
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
