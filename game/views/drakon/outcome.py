"""The Drakon results in words: who won and why, each seat's coins (or gold), hero and escape.

The engine's Outcome carries a reason key with its arguments ("coins", "escape", and the count
endings "exhausted", "quiet", "turn-limit"; see game/rules/drakon/ending.py) and a `SeatTally`
per seat. Here they become the results screen's words, with seat NAMES, never an index. The
panels keep their text short: at six seats a panel is 180 pixels wide.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.protocol import Outcome
from game.i18n import _, ngettext, pgettext
from game.rules.drakon.ending import COUNT_ENDINGS, REPEAT_LIMIT, SeatTally
from game.rules.drakon.heroes import HERO_NAMES
from game.views import theme
from game.views.game_client import OutcomeReport, ResultRow, SeatResult
from game.views.outcome_words import number, winner_banner

VALUE_COLOURS = {1: (196, 150, 72), 2: theme.GOLD, 3: (255, 226, 120)}
"""The accent stripe of a row of coins by value (valued coins): brighter is worth more."""
HERO_ACCENT = (150, 96, 226)
ESCAPE_ACCENT = theme.JADE


def _tallies(outcome: Outcome, seats: int) -> list[SeatTally]:
    """One SeatTally per seat (an unfinished or foreign outcome: coins from the scores)."""
    scores = list(outcome.scores) + [0.0] * seats
    tallies = []
    for seat in range(seats):
        detail = outcome.details[seat] if seat < len(outcome.details) else None
        tallies.append(detail if isinstance(detail, SeatTally) else SeatTally(int(scores[seat])))
    return tallies


def _wealth(tally: SeatTally) -> int:
    """What a seat is judged by: gold with valued coins, else coins."""
    return tally.gold if tally.gold is not None else tally.coins


def _valued(tallies: Sequence[SeatTally]) -> bool:
    return any(tally.gold is not None for tally in tallies)


# ----------------------------------------------------------------------------- the reason


def _win_reason(outcome: Outcome, names: Sequence[str], tallies: Sequence[SeatTally]) -> str:
    """The sentence of a seat that reached the target or escaped."""
    seat = int(outcome.reason_args.get("seat", outcome.winners[0] if outcome.winners else 0))
    name, tally = names[seat], tallies[seat]
    if outcome.reason == "escape":
        return ngettext(
            "{name} escaped from the lair with {count} coin",
            "{name} escaped from the lair with {count} coins",
            tally.coins,
        ).format(name=name, count=tally.coins)
    if outcome.reason_args.get("unit") == "gold" or tally.gold is not None:
        gold = tally.gold if tally.gold is not None else outcome.reason_args.get("target", 0)
        return _("{name} holds {gold} gold and wins!").format(name=name, gold=gold)
    return ngettext(
        "{name} holds {count} coin and wins!", "{name} holds {count} coins and wins!", tally.coins
    ).format(name=name, count=tally.coins)


def _count_reason(outcome: Outcome, valued: bool) -> str:
    """The sentence of an ending scored by counting."""
    turns = int(outcome.reason_args.get("turns", 0))
    if outcome.reason == "quiet":
        repeats = int(outcome.reason_args.get("repeats", REPEAT_LIMIT))
        if valued:
            return ngettext(
                "The same position came back {count} time: most gold wins",
                "The same position came back {count} times: most gold wins",
                repeats,
            ).format(count=repeats)
        return ngettext(
            "The same position came back {count} time: most coins wins",
            "The same position came back {count} times: most coins wins",
            repeats,
        ).format(count=repeats)
    if outcome.reason == "turn-limit":
        if valued:
            return _("The limit of {turns} turns was reached: most gold wins").format(turns=turns)
        return _("The limit of {turns} turns was reached: most coins wins").format(turns=turns)
    if valued:
        return _("The lair is exhausted: most gold wins")
    return _("The lair is exhausted: most coins wins")


def _reason(outcome: Outcome, names: Sequence[str], tallies: Sequence[SeatTally]) -> str:
    if outcome.reason in ("coins", "escape"):
        return _win_reason(outcome, names, tallies)
    if outcome.reason in COUNT_ENDINGS:
        return _count_reason(outcome, _valued(tallies))
    return _("The game is over.")


def _note(outcome: Outcome, names: Sequence[str], tallies: Sequence[SeatTally]) -> str:
    """Under the panels, for a count ending that left seats level: the shared win or draw."""
    if outcome.reason not in COUNT_ENDINGS or len(outcome.winners) == 1 or not tallies:
        return ""
    best = max(_wealth(tally) for tally in tallies)
    if _valued(tallies):
        if outcome.is_draw:
            return _("Everyone holds {gold} gold: a draw").format(gold=best)
        return _("Level on {gold} gold: the win is shared").format(gold=best)
    if outcome.is_draw:
        return ngettext(
            "Everyone holds {count} coin: a draw", "Everyone holds {count} coins: a draw", best
        ).format(count=best)
    return ngettext(
        "Level on {count} coin: the win is shared",
        "Level on {count} coins: the win is shared",
        best,
    ).format(count=best)


# ----------------------------------------------------------------------------- the panels


def _rows(tally: SeatTally) -> tuple[ResultRow, ...]:
    """The escape, the hero and, with valued coins, the coins by value (highest first)."""
    rows = []
    if tally.escaped:
        rows.append(ResultRow(_("Escaped!"), "", ESCAPE_ACCENT))
    if tally.hero is not None:
        rows.append(ResultRow(_(HERO_NAMES[tally.hero % len(HERO_NAMES)]), "", HERO_ACCENT))
    for value in sorted(set(tally.values), reverse=True):
        count = tally.values.count(value)
        # Translators: a row of coins on the results screen, e.g. "3 gold  ×2".
        label = _("{value} gold").format(value=value)
        times = pgettext("how many coins", "×{count}").format(count=count)
        rows.append(ResultRow(label, times, VALUE_COLOURS.get(value, theme.GOLD)))
    return tuple(rows)


def _seat(tally: SeatTally) -> SeatResult:
    """A seat's panel: coins (or gold) as the headline, the rows, the coin count as a note."""
    if tally.gold is not None:
        unit = _("gold")
        note = ngettext("{count} coin", "{count} coins", tally.coins).format(count=tally.coins)
    else:
        unit = ngettext("coin", "coins", tally.coins)
        note = ""
    return SeatResult(
        figure=number(_wealth(tally)),
        unit=unit,
        rows=_rows(tally),
        empty=_("no coins") if tally.coins == 0 else "",
        note=note,
    )


def describe_outcome(outcome: Outcome, names: Sequence[str]) -> OutcomeReport:
    """The results screen's words and figures for a finished Drakon game."""
    tallies = _tallies(outcome, len(names))
    return OutcomeReport(
        banner=winner_banner(outcome, names),
        reason=_reason(outcome, names, tallies),
        seats=tuple(_seat(tally) for tally in tallies),
        note=_note(outcome, names, tallies),
    )
