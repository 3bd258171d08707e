"""Decks the player built, in the setup's per-seat deck chooser (Wyvern's `deck` option).

An option with its own check (`OptionSpec.accepts`) that names a deck offers, after the game's
own choices, every legal deck saved by the deck builder (game.deck_store; the value is the deck's
code, which travels in the record). Cycling the chooser only ever passes over decks: the builder
(game.scenes.deck_builder) opens from the "Build a deck..." button under it in the seat card,
and the deck the player uses there becomes the seat's choice. A value remembered from an earlier
setup whose deck is no longer saved stays offered as "Custom deck".
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import OptionSpec
from game.core.text import N_, Message
from game.deck_store import DeckStore
from game.scenes.base import AppServices
from game.views.widgets import Words

DECK_OPTIONS = frozenset({("wyvern", "deck")})
"""(game, option) pairs whose values may be decks saved by the deck builder."""

BUILD_LABEL = N_("Build a deck...")
"""The seat card's button that opens the deck builder for the seat."""
BUILD_HELP = N_("Opens the deck builder: the deck you build there and use for this seat "
                "becomes its deck.")  # fmt: skip
CHOOSER_HINT = N_("Your saved decks are in the list too; “Build a deck...” makes a new one.")
"""Said under the deck chooser's own help while it has the focus."""


def takes_saved_decks(slug: str, spec: OptionSpec) -> bool:
    """True when the option may hold a deck the player built."""
    return spec.accepts is not None and (slug, spec.key) in DECK_OPTIONS


def seat_choices(
    app: AppServices, slug: str, spec: OptionSpec, values: list[Any]
) -> list[tuple[Any, Words]]:
    """The chooser's entries: the game's choices, the saved legal decks and any of `values`
    (the seats' current choices) not among them. Every entry is a deck: passing over one while
    cycling never opens another screen."""
    choices: list[tuple[Any, Words]] = list(spec.choices)
    if not takes_saved_decks(slug, spec):
        return choices
    for saved in DeckStore(app.saves.folder).legal_decks():
        if all(saved.code != value for value, _label in choices):
            choices.append((saved.code, Message.of(N_("{name} (saved)"), name=saved.name)))
    for value in values:
        if all(value != known for known, _label in choices) and spec.accepts(value) is None:
            choices.append((value, N_("Custom deck")))
    return choices


def chooser_help(help_words: Words) -> Message:
    """The deck chooser's help line: the option's own help, then how to reach the builder."""
    own = help_words if isinstance(help_words, Message) else Message.of(help_words)
    # Translators: an option's help, then a second sentence; drop the space where the language
    # writes sentences without one.
    return Message.of(N_("{help} {more}"), help=own, more=Message.of(CHOOSER_HINT))
