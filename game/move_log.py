"""The move log of a match in words: one line list per viewer, built incrementally.

Each ply of the session is a `PlyInfo`: who acted, the action text (and, with hidden
information, the text each seat may read), and the spectator view after it. The game client's
describer turns a ply into lines from the text the viewer may read and two spectator views, so
it can never leak a secret; without a describer the engine's own text is shown. The lines are
kept per viewer and extended as plies arrive; an undo (`forget`) or a language switch (`reword`)
words them all again.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from game.core.protocol import CHANCE

LogDescriber = Callable[[str, int, Hashable, Hashable, Sequence[str]], list[tuple[int, str]] | None]
"""describe(text, player, public_before, public_after, names) -> [(player, line)] | None: the
game's client words each ply (game.views.game_client.LogDescriber). It gets only viewer-safe
text and spectator views, so it cannot leak."""


@dataclass(frozen=True)
class PlyInfo:
    """What the session remembers about one ply of the history (for undo and the log)."""

    player: int
    text: str
    is_chance: bool
    reveals: bool
    texts: tuple[str, ...] | None = None  # hidden info: safe text per seat, then spectator's
    public: Hashable | None = None  # the spectator view after this ply (for the log describer)
    lone: bool = False  # the only choice a person had, taken for them: undo passes over it


class MoveLog:
    """The worded log, cached per (viewer, describer) and extended as plies arrive."""

    def __init__(self, public_start: Hashable) -> None:
        self.describer: LogDescriber | None = None
        self._public_start = public_start
        # per (viewer, describer): (epoch, plies worded, lines, last public view, the number
        # of lines after each ply)
        self._cache: dict[Any, tuple[int, int, list[tuple[int, str]], Hashable, list[int]]] = {}
        self._epoch = 0

    def forget(self) -> None:
        """Plies were taken back (undo): build every viewer's lines anew."""
        self._epoch += 1

    def reword(self) -> None:
        """The language changed: word every viewer's lines anew (the describer translates)."""
        self._epoch += 1

    def lines(
        self, plies: Sequence[PlyInfo], names: Sequence[str], viewer: int | None
    ) -> list[tuple[int, str]]:
        """(player or CHANCE, line) for every ply, as `viewer` may read them."""
        return list(self._worded(plies, names, viewer)[0])

    def lines_after(
        self, plies: Sequence[PlyInfo], names: Sequence[str], viewer: int | None, ply: int
    ) -> list[tuple[int, str]]:
        """The lines of the plies after index `ply` (all of them for -1), as `lines` words them:
        what happened since a seat's own decision at `ply`."""
        lines, ends = self._worded(plies, names, viewer)
        return list(lines[ends[ply] if ply >= 0 else 0 :])

    def _worded(
        self, plies: Sequence[PlyInfo], names: Sequence[str], viewer: int | None
    ) -> tuple[list[tuple[int, str]], list[int]]:
        """The lines for `viewer` and how many there are after each ply, from the cache
        extended by the plies not worded yet (or built anew after an undo or a new language)."""
        describe = self.describer
        key = (viewer, describe)
        cached = self._cache.get(key)
        if cached is None or cached[0] != self._epoch or cached[1] > len(plies):
            cached = (self._epoch, 0, [], self._public_start, [])
        epoch, done, lines, previous, ends = cached
        if done < len(plies):
            lines, ends = list(lines), list(ends)
        for info in plies[done:]:
            text = info.text
            if info.texts is not None:
                index = viewer if viewer is not None and 0 <= viewer < len(info.texts) - 1 else -1
                text = info.texts[index]
            described = None
            if describe is not None and info.public is not None and previous is not None:
                described = describe(text, info.player, previous, info.public, names)
            if described is not None:
                lines.extend(described)
            elif info.is_chance:
                lines.append((CHANCE, text))
            else:
                lines.append((info.player, f"{names[info.player]}: {text}"))
            previous = info.public
            ends.append(len(lines))
        self._cache[key] = (epoch, len(plies), lines, previous, ends)
        return lines, ends
