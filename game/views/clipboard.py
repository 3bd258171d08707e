"""The system clipboard, for text: copy a seed code, paste a code or a file's path.

pygame.scrap reads and writes the clipboard through SDL where the system has one; where it
has none (a headless test, some Linux sessions without a clipboard manager) both functions
say so quietly, and the callers carry on without it.
"""

from __future__ import annotations

import logging

import pygame

log = logging.getLogger(__name__)


def clipboard_put(text: str) -> bool:
    """Copy `text`; False when this system's clipboard cannot be used."""
    try:
        pygame.scrap.put_text(text)
    except (pygame.error, AttributeError, NotImplementedError) as error:
        log.info("no clipboard: %s", error)
        return False
    return True


def clipboard_get() -> str | None:
    """The clipboard's text ("" when it holds none); None when it cannot be read."""
    try:
        return pygame.scrap.get_text()
    except (pygame.error, AttributeError, NotImplementedError) as error:
        log.info("no clipboard: %s", error)
        return None
