"""The scene protocol: the app keeps a stack of scenes and drives only the top one.

`draw` never changes state. An overlay (pause, rules, handoff) sets `is_overlay = True`; the app
then draws the scene below it first, so the board stays visible (and keeps animating) behind it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.settings import SaveStore, Settings

if TYPE_CHECKING:
    from game.scenes.memory import Memory


class AudioServices(Protocol):
    """The sound a scene may ask for (game.audio.Audio, or a silent stand-in)."""

    def play(self, name: str, variant: int = 0) -> None:
        """Play effect `name` of the sound vocabulary."""
        ...

    def play_music(self, theme: str) -> None:
        """Crossfade to music theme `theme` ("title" or a game's slug)."""
        ...


class AppServices(Protocol):
    """What a scene may ask of the application that runs it (game.app.App; tests pass small
    stand-ins). Scenes never import the app itself: it sits above them."""

    settings: Settings
    saves: SaveStore
    memory: Memory
    """The remembered setups, window size and guided-game offers (game.scenes.memory; a
    stand-in without one gets one kept in memory only: `memory_of(app)`)."""
    audio: AudioServices
    worker: Any
    time: float

    @property
    def top(self) -> Scene | None:
        """The scene receiving input."""
        ...

    def push(self, scene: Scene) -> None:
        """Put `scene` on top."""
        ...

    def pop(self) -> None:
        """Remove the top scene."""
        ...

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for `scene`."""
        ...

    def reset_to(self, scene: Scene) -> None:
        """Clear the stack and show `scene`."""
        ...

    def quit(self) -> None:
        """Stop after this frame."""
        ...

    def save_settings(self) -> None:
        """Apply and write the settings."""
        ...

    def set_fullscreen(self, enabled: bool) -> None:
        """Switch between window and fullscreen."""
        ...

    def set_language(self, code: str) -> None:
        """Speak language `code` from the next frame on (every scene's `language_changed`)."""
        ...


class Scene:
    """Base class of every scene; subclasses override what they need."""

    is_overlay: bool = False
    """Drawn on top of the scene below instead of replacing it."""

    updates_below: bool = False
    """Let the scene below keep updating (its animations and AI polling) while this is on top."""

    def __init__(self, app: AppServices) -> None:
        self.app = app

    def on_enter(self) -> None:
        """Called once when the scene is pushed."""

    def on_exit(self) -> None:
        """Called once when the scene is popped or replaced."""

    def pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def resume(self) -> None:
        """The scene on top of this one was popped."""

    def language_changed(self) -> None:
        """The player switched the language: drop whatever holds words (or pictures of words)
        of the old one. Words translated when drawn need nothing: the next frame has them."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to one input event; return True if it was used."""
        return False

    def update(self, dt: float) -> None:
        """Advance time by `dt` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene; never changes state."""
