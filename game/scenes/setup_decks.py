"""Decks the player built, in the setup's per-seat deck chooser (Wyvern's `deck` option).

An option with its own check (`OptionSpec.accepts`) that names a deck offers, after the game's
own choices, every legal deck saved by the deck builder (game.deck_store; the value is the deck's
code, which travels in the record) and "Custom...", which opens the builder (game.scenes.
deck_builder) for that seat; the deck saved there becomes the seat's choice. A value remembered
from an earlier setup whose deck is no longer saved stays offered as "Custom deck".
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

CUSTOM = "custom..."
"""The chooser's entry that opens the deck builder (never an option value)."""


def takes_saved_decks(slug: str, spec: OptionSpec) -> bool:
    """True when the option may hold a deck the player built."""
    return spec.accepts is not None and (slug, spec.key) in DECK_OPTIONS


def seat_choices(
    app: AppServices, slug: str, spec: OptionSpec, values: list[Any]
) -> list[tuple[Any, Words]]:
    """The chooser's entries: the game's choices, the saved legal decks, any of `values` (the
    seats' current choices) not among them, and "Custom..."."""
    choices: list[tuple[Any, Words]] = list(spec.choices)
    if not takes_saved_decks(slug, spec):
        return choices
    for saved in DeckStore(app.saves.folder).legal_decks():
        if all(saved.code != value for value, _label in choices):
            choices.append((saved.code, Message.of(N_("{name} (saved)"), name=saved.name)))
    for value in values:
        if all(value != known for known, _label in choices) and spec.accepts(value) is None:
            choices.append((value, N_("Custom deck")))
    choices.append((CUSTOM, N_("Custom...")))
    return choices
