"""Japanese and Chinese on every screen: nothing overflows its box, no English is left.

Every scene of every game (the drivers of the pseudo-locale fence: setup at every seat count,
play with a hint and an undo under the pause menu, every rules page, the hand-off curtain with
its summary, results at the fewest and most seats) is drawn in the real ja and zh catalogues
with the vendored CJK fonts. The text module reports each text a layout had to cut, that had
more lines than its box, or that stayed too wide at the smallest size
(game.views.text.watch_overflow): there must be none. And no drawn string may keep an English
word, except the Latin words the glossaries keep by choice (tools.catalogues) and seat names.
"""

from __future__ import annotations

import re

import pytest

from game import i18n
from game.views import theme
from game.views.text import watch_overflow
from tests.i18n import test_pseudo_locale as drivers
from tests.i18n.pseudo import SEED_CODE, DrawnText
from tools.catalogues import GLOSSARY_LATIN, LATIN_BY_CHOICE

LANGUAGES = ("ja", "zh")
app = drivers.app  # the same app fixture: its AI answers at once, no sound, no animation
WORD = re.compile(r"[A-Za-z][A-Za-z']+")


def english_left(strings: list[str], names: list[str]) -> list[str]:
    """Drawn strings that keep an English word a translation should have replaced."""
    kept = LATIN_BY_CHOICE | GLOSSARY_LATIN
    found = []
    for text in strings:
        if SEED_CODE.fullmatch(text):  # a seed code is data, the same in every language
            continue
        rest = text
        for name in sorted(names, key=len, reverse=True):  # seat names are the player's own
            rest = re.sub(rf"(?<![A-Za-z]){re.escape(name)}(?![A-Za-z])", " ", rest)
        if any(word not in kept for word in WORD.findall(rest)):
            found.append(text)
    return sorted(set(found))


@pytest.fixture(params=LANGUAGES)
def language(request, app):
    """The app speaking ja or zh (the real catalogues and fonts), back to English after."""
    app.set_language(request.param)
    yield request.param
    app.set_language("en")
    i18n.set_language("en")
    theme.set_cjk_preference("en")


@pytest.mark.parametrize("scene", list(drivers.CHECKS))
@pytest.mark.parametrize("slug", drivers.GAMES)
def test_every_scene_fits_and_speaks_the_language(app, language, monkeypatch, slug, scene):
    overflows: list[tuple[str, str]] = []
    english: list[str] = []

    def check_words(strings, names=drivers.NAMES):
        english.extend(english_left(strings, list(names)))

    monkeypatch.setattr(drivers, "assert_translated", check_words)
    stop = watch_overflow(lambda text, how: overflows.append((how, text)))
    try:
        with DrawnText() as drawn:
            drivers.CHECKS[scene](app, slug, drawn)
    finally:
        stop()
    names = set(drivers.NAMES)
    overflows = [(how, text) for how, text in overflows if text not in names]
    assert not english, f"{language} {slug} {scene}: English left on screen:\n" + "\n".join(
        english[:30]
    )
    listed = sorted(set(overflows))
    assert not listed, f"{language} {slug} {scene}: {len(listed)} texts do not fit:\n" + "\n".join(
        f"  {how}: {text!r}" for how, text in listed[:40]
    )
