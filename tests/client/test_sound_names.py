"""Every sound a board or a scene asks for exists, and every screen starts the right music.

An unknown name is skipped silently at run time (so that a board can name a sound before it is
synthesised); these tests are where a misspelt or stale name shows up.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

import pytest

from game import audio_synth
from game.app import SilentAudio
from game.core.protocol import Outcome
from game.rules import RULES
from game.scenes.play import PlayScene
from game.scenes.results import ResultsScene
from game.scenes.title import TitleScene
from game.session import SeatSpec, Session
from game.views.registry import CLIENTS

GAME = Path(__file__).resolve().parents[2] / "game"

SOUND_CALLS = {"sound", "_sound"}
"""Functions that take a sound name first: a board's `sound`, a scene's `_sound`."""


def _strings(node: ast.AST | None) -> set[str]:
    """The names an argument can be: `"a"`, or either branch of `"a" if x else "b"` (not the
    strings of the condition)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, ast.IfExp):
        return _strings(node.body) | _strings(node.orelse)
    return set()


def _assigned_strings(scope: ast.AST) -> dict[str, set[str]]:
    """Per local name, the strings assigned to it in `scope` (`sound = "a" if x else "b"`)."""
    found: dict[str, set[str]] = {}
    for node in ast.walk(scope):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    found.setdefault(target.id, set()).update(_strings(node.value))
    return found


@functools.cache
def called_names() -> dict[str, dict[str, set[str]]]:
    """{"effects": {name: files}, "themes": {name: files}} for every literal name in game/."""
    effects: dict[str, set[str]] = {}
    music: dict[str, set[str]] = {}
    for path in GAME.rglob("*.py"):
        if "audio" in path.name or "audio_synth" in path.parts:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        where = str(path.relative_to(GAME.parent))
        for scope in [tree, *(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef))]:
            local = _assigned_strings(scope)
            for node in ast.walk(scope):
                if not isinstance(node, ast.Call) or not node.args:
                    continue
                func = node.func
                called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                first = node.args[0]
                names = _strings(first)
                if isinstance(first, ast.Name):
                    names |= local.get(first.id, set())
                audio_play = (
                    called == "play"
                    and isinstance(func, ast.Attribute)
                    and "audio" in ast.unparse(func.value)
                )
                if called in SOUND_CALLS or audio_play:
                    for name in names:
                        effects.setdefault(name, set()).add(where)
                elif called == "play_music":
                    for name in names:
                        music.setdefault(name, set()).add(where)
    return {"effects": effects, "themes": music}


def test_the_scan_finds_the_calls_it_should():
    """The scan itself works: it sees the menus' click and the play scene's error."""
    effects = called_names()["effects"]
    assert "click" in effects and "error" in effects and "focus" in effects


def test_every_sound_a_board_or_scene_calls_exists():
    unknown = {
        name: sorted(files)
        for name, files in called_names()["effects"].items()
        if name not in audio_synth.SOUND_NAMES
    }
    assert not unknown, f"sounds called but not synthesised: {unknown}"


def test_every_theme_a_scene_starts_exists():
    themes = called_names()["themes"]
    unknown = {name: sorted(files) for name, files in themes.items()}
    for name in audio_synth.THEME_NAMES:
        unknown.pop(name, None)
    assert not unknown, f"themes asked for but not synthesised: {unknown}"


def test_every_playable_game_has_its_own_theme():
    assert set(CLIENTS) <= set(audio_synth.THEME_NAMES)


def test_the_endings_exist():
    """win, lose and a drawn match's "tie" ("draw" is the sound of a card drawn)."""
    assert {"win", "lose", "tie", "draw"} <= set(audio_synth.SOUND_NAMES)


# --- the scenes start the music -----------------------------------------------------------------


class MusicRecorder(SilentAudio):
    """Records effects and themes asked for (the app's audio stand-in)."""

    def __init__(self) -> None:
        self.played: list[str] = []
        self.themes: list[str] = []

    def play(self, name, variant=0) -> None:
        self.played.append(name)

    def play_music(self, theme) -> None:
        self.themes.append(theme)

    def set_volumes(self, sfx, music) -> None:
        """Nothing."""

    def start_music(self) -> None:
        """Nothing."""

    def stop_music(self) -> None:
        """Nothing."""


SHORT_MATCHES = {"wyvern": {"match_points": 50}}
"""The shortest match a game offers, where its default is a long one (Wyvern: several games)."""


def ai_seats(slug: str) -> list[SeatSpec]:
    count = RULES[slug].info.min_players
    return [SeatSpec(f"AI {index + 1}", "ai", "easy", index) for index in range(count)]


def test_the_title_starts_the_title_theme(app):
    app.audio = MusicRecorder()
    app.reset_to(TitleScene(app))
    assert app.audio.themes == ["title"]


@pytest.mark.parametrize("slug", sorted(CLIENTS))
def test_a_match_plays_its_game_theme_then_the_results_the_title_theme(app, slug):
    """A whole AI-only match: the play scene starts the game's theme, the results screen the
    title's, and every effect the board and the scenes asked for on the way exists."""
    app.audio = MusicRecorder()
    app.reset_to(PlayScene(app, Session.new(slug, ai_seats(slug), SHORT_MATCHES.get(slug), 11)))
    assert app.audio.themes == [slug]
    for _frame in range(30000):
        if isinstance(app.top, ResultsScene):
            break
        app.step(0.05, events=[])
    assert isinstance(app.top, ResultsScene)
    assert app.audio.themes == [slug, "title"]
    unknown = sorted(set(app.audio.played) - set(audio_synth.SOUND_NAMES))
    assert not unknown, f"{slug} played unknown sounds: {unknown}"


def test_a_drawn_match_ends_on_the_tie_not_on_a_card_drawn(app, monkeypatch):
    app.audio = MusicRecorder()
    scene = PlayScene(app, Session.new("nine-sons", ai_seats("nine-sons"), None, 3))
    app.reset_to(scene)
    drawn = Outcome((), "repetition", (1.0, 1.0))
    monkeypatch.setattr(scene.session, "outcome", lambda: drawn)
    scene._finish(0.0)
    assert app.audio.played[-1] == "tie"
