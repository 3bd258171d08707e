"""`--code`: the command line's way into a game's setup with a shared code applied.

Imported by game.app at start-up, so it imports nothing heavy until a code is given (the setup
screen, the rules and the widgets load when the code is read).
"""

from __future__ import annotations

import logging
import sys

from game.scenes.base import AppServices

log = logging.getLogger(__name__)


def open_code(app: AppServices, text: str | None) -> None:
    """`--code TEXT`: open the setup of the game the code stands for, with the code applied,
    over the title. A bad code: its reason on the console (in the player's language), and the
    title stays. No text: nothing to do."""
    if text is None:
        return
    from game.i18n import translate
    from game.rules.seed_code import SeedCodeError, decode
    from game.scenes.setup_code import apply_code

    try:
        coded = decode(text)
    except SeedCodeError as error:
        reason = translate(error.reason)
        log.warning("--code %r: %s", text, error)
        if sys.stderr is not None:
            sys.stderr.write(f"dragon-arcade: {reason}\n")
        return
    from game.scenes.setup import SetupScene

    scene = SetupScene(app, coded.slug)
    apply_code(scene, coded)
    app.push(scene)
    log.info("--code %s: the setup of %s, %d seats, seed %d", text, *coded[:2], coded.seed)
