"""Words every game's results share: the winner banner and number formatting.

Each game's client (game/views/<game>/outcome.py) builds its own `OutcomeReport` and uses these
for the parts that read the same in every game.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.protocol import Outcome
from game.i18n import _, pgettext


def winner_banner(outcome: Outcome, names: Sequence[str]) -> str:
    """'Ada wins!', 'Ada & Bo win!' or 'A draw!', translated."""
    return winners_banner(outcome.winners, names)


def winners_banner(winners: Sequence[int], names: Sequence[str]) -> str:
    """The banner for these winning seats (a board view that holds only the view's winners)."""
    if not winners:
        return _("A draw!")
    if len(winners) == 1:
        return _("{name} wins!").format(name=names[winners[0]])
    together = pgettext("between the names of winners", " & ").join(names[w] for w in winners)
    return _("{names} win!").format(names=together)


def number(value: float) -> str:
    """A score without a needless ".0"."""
    return f"{value:g}"
