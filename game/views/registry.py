"""The client registry: one `GameClient` per playable game, and the catalogue's other tiles.

Adding a game to the client is its package in game/views/<game>/ (with client.py) and one line
in CLIENTS. A game is playable on screen only when its rules are registered (game.rules.RULES)
*and* it has a client here: an engine can land (and be tested) before its scene does.
"""

from __future__ import annotations

from game.rules import RULES
from game.views.coming_soon import COMING_SOON
from game.views.dragon_bridge.client import CLIENT as DRAGON_BRIDGE
from game.views.dragon_delta.client import CLIENT as DRAGON_DELTA
from game.views.drakon.client import CLIENT as DRAKON
from game.views.game_client import Colour, EmblemPainter, GameClient
from game.views.nine_sons.client import CLIENT as NINE_SONS
from game.views.wyvern.client import CLIENT as WYVERN

CLIENTS: dict[str, GameClient] = {
    client.slug: client for client in (NINE_SONS, DRAGON_BRIDGE, DRAKON, DRAGON_DELTA, WYVERN)
}
"""slug -> the game's client entry, for every game that can be played on screen."""


def is_playable(slug: str) -> bool:
    """True when the game has both rules and a client."""
    return slug in RULES and slug in CLIENTS


def client_for(slug: str) -> GameClient:
    """The client entry of `slug`; KeyError with a readable message if it has none."""
    try:
        return CLIENTS[slug]
    except KeyError:
        raise KeyError(f"no game client for {slug!r}") from None


def tile_art(slug: str) -> tuple[Colour, EmblemPainter | None]:
    """The accent and emblem painter of any catalogue game (None: no emblem to draw)."""
    if slug in CLIENTS:
        return CLIENTS[slug].accent, CLIENTS[slug].draw_emblem
    accent, painter = COMING_SOON.get(slug, ((232, 184, 72), None))
    return accent, painter
