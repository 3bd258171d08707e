"""game.i18n: language switching, fallback to English, and translating marked Messages."""

from __future__ import annotations

import gettext
import re

import pytest

from game import i18n
from game.core.text import N_, Message, Nn_


def shout(message: str) -> str:
    """Capitals outside the {placeholders}, as a translation would keep them."""
    return re.sub(r"(^|})([^{]*)", lambda m: m.group(1) + m.group(2).upper(), message)


class Upper(gettext.NullTranslations):
    """A stand-in catalogue: every message in capitals, plural forms chosen by count."""

    def gettext(self, message):
        return shout(message)

    def ngettext(self, singular, plural, n):
        return shout(singular if n == 1 else plural)


@pytest.fixture
def upper(monkeypatch):
    monkeypatch.setattr(i18n, "_translations", Upper())
    yield
    i18n.set_language("en")


def test_english_is_the_msgid_itself():
    assert i18n.set_language("en") == "en"
    assert i18n._("Rematch") == "Rematch"
    assert i18n.ngettext("{n} card", "{n} cards", 2) == "{n} cards"


def test_unknown_or_missing_language_falls_back_to_english_without_raising(monkeypatch, tmp_path):
    assert i18n.set_language("tlh") == "en"
    assert i18n._("Rematch") == "Rematch"
    # A language the arcade knows but whose catalogue is missing (a broken install): English.
    monkeypatch.setattr(i18n, "locale_dir", lambda: str(tmp_path))
    i18n.set_language("zh")
    assert i18n._("Rematch") == "Rematch"
    i18n.set_language("en")


def test_translate_formats_named_arguments_and_nested_messages(upper):
    son = N_("Pulao")
    message = Message.of(N_("{name} tamed {son}"), name="Ada", son=Message.of(son))
    # The template and the nested name are translated; plain arguments (a seat name) are not.
    assert i18n.translate(message) == "Ada TAMED PULAO"
    assert i18n.translate(N_("Drakon")) == "DRAKON"
    assert i18n.translate(3) == "3"


def test_translate_chooses_the_plural_form(upper):
    forms = Nn_("{count} coin", "{count} coins")
    assert i18n.translate(Message.counted(forms, "count", count=1)) == "1 COIN"
    assert i18n.translate(Message.counted(forms, "count", count=4)) == "4 COINS"


def test_a_broken_translation_never_crashes_a_screen(monkeypatch):
    class Broken(gettext.NullTranslations):
        def gettext(self, message):
            return "{missing} oops"

    monkeypatch.setattr(i18n, "_translations", Broken())
    message = Message.of(N_("{name} wins!"), name="Bo")
    assert i18n.translate(message) == "Bo wins!"  # the English template instead
    i18n.set_language("en")


def test_language_from_the_systems_preferred_locales():
    assert i18n.language_from_locales(["fr_FR", "ja_JP", "en_US"]) == "ja"
    assert i18n.language_from_locales(["zh-Hans-CN"]) == "zh"
    assert i18n.language_from_locales(["de"]) == "en"
    assert i18n.language_from_locales([]) == "en"


def test_message_english_and_equality():
    message = Message.of(N_("{name} escapes"), name="Ada")
    assert message.english() == "Ada escapes" == str(message)
    assert message == Message.of(N_("{name} escapes"), name="Ada")
    assert hash(message) == hash(Message.of(N_("{name} escapes"), name="Ada"))
    with pytest.raises(ValueError):
        Message.counted(Nn_("{n} coin", "{n} coins"), "n")


def test_a_word_with_two_senses_is_translated_in_its_context(monkeypatch):
    from game.core.text import Np_

    class Senses(gettext.NullTranslations):
        def gettext(self, message):
            return "BUTTON:" + message

        def pgettext(self, context, message):
            return f"{context.upper()}:{message}"

    monkeypatch.setattr(i18n, "_translations", Senses())
    chamber = Np_("chamber", "Start")
    assert chamber == "Start"  # the English text everywhere a str is expected
    assert i18n._(chamber) == "CHAMBER:Start"
    assert i18n._("Start") == "BUTTON:Start"
    assert i18n.translate(chamber) == "CHAMBER:Start"
    i18n.set_language("en")


def test_the_empty_text_stays_empty_in_every_language():
    """gettext("") is a catalogue's header: an empty label must never show it."""
    for code in i18n.LANGUAGES:
        i18n.set_language(code)
        assert i18n._("") == "" and i18n.translate("") == ""
    i18n.set_language("en")
