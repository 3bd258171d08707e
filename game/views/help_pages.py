"""The rules-help page type every game's help.py fills (the help scene draws the pages)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RulesPage:
    """One help page: a heading, paragraphs (each wrapped on screen) and an optional diagram id.

    The heading and paragraphs are English msgids, translated when drawn; the diagram id names a
    painter in the game's diagrams.py (its client entry lists them)."""

    title: str
    paragraphs: tuple[str, ...]
    diagram: str | None = None
