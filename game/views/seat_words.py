"""Words about a seat that every screen shares: "Human" or "AI Hard".

The level names are the msgids the AI level registry marks (ai.levels.LEVEL_LABELS: "Easy",
"Normal", "Hard", "Master"), so a level's name reads the same in the setup, the boards and the
results. Views may not import the AI package, hence the level's msgid is its title-cased key.
"""

from __future__ import annotations

from game.core.record import SeatSpec
from game.core.text import N_, Message
from game.i18n import translate


def kind_words(kind: str, level: str) -> Message | str:
    """A seat's kind as marked words, translated when drawn: "Human" or "AI {level}"."""
    if kind == "human":
        return N_("Human")
    return Message.of(N_("AI {level}"), level=Message.of(level.title()))


def seat_kind(spec: SeatSpec) -> str:
    """ "Human" or "AI Hard" for a seat, in the current language."""
    return translate(kind_words(spec.kind, spec.level))
