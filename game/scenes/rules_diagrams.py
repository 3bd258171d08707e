"""The registry of rules-help diagrams: diagram id -> painter, for every game.

Each diagram is a function `(surface, rect, t)` registered in `DIAGRAMS` under the id a
`RulesPage` names; `t` is the page's own clock in seconds. The painters themselves live in one
module per game (game.views.nine_sons.diagrams, game.views.dragon_bridge.diagrams,
game.views.drakon.diagrams); this module only
merges them, so the help scene needs a single lookup.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.views.dragon_bridge.diagrams import BRIDGE_DIAGRAMS
from game.views.drakon.diagrams import DRAKON_DIAGRAMS
from game.views.nine_sons.diagrams import NINE_SONS_DIAGRAMS

Painter = Callable[[pygame.Surface, pygame.Rect, float], None]
"""Draws one diagram into `rect` of a surface at page time `t` (seconds)."""

DIAGRAMS: dict[str, Painter] = {**NINE_SONS_DIAGRAMS, **BRIDGE_DIAGRAMS, **DRAKON_DIAGRAMS}
"""Every diagram id of every game's rules pages; ids are unique across games."""
