"""The house's fences between layers (ARCHITECTURE §1).

1. Imports run one way. `ALLOWED` says, for every group of modules under game/ and ai/, which
   groups it may import; every import statement is checked (parsed with ast, so the ones inside
   functions and under TYPE_CHECKING count too). Nothing upward (rules -> views), nothing
   sideways (one game's package -> another game's).
2. The pure packages (game.core, game.rules, ai) never import pygame, nor do the session, the
   seeded generators, gettext's set-up and the asset paths.
3. They never draw on the module-level `random` generator: chance is explicit and seeded by
   whoever drives the game.
"""

from __future__ import annotations

import ast
import fnmatch
import pkgutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.source_files import ROOT, python_files, statements, syntax_tree

PURE_PACKAGES = ("game.core", "game.rules", "ai")
PYGAME_FREE_MODULES = ("game.session", "game.move_log", "game.rng", "game.i18n", "game.assets")
"""Client modules that never draw either: the AI worker process and the tests load them."""

# --- 1. import direction -------------------------------------------------------------------

ENTRY_POINT = ("*",)
"""The program's entry points wire everything together and may import anything."""

CLIENT_BASICS = ("game.core", "game.i18n", "game.assets")

ALLOWED: dict[str, tuple[str, ...]] = {
    # The pure engine.
    "game.core": (),
    "game.rules.<game>": ("game.core",),
    "game.rules": ("game.core", "game.rules.*"),  # the registry lists its games
    "game.rng": (),
    # The AI: searchers know the protocol, never a game; game knowledge is in heuristics.
    "ai": ("ai.levels", "game.core", "game.rules", "game.rng"),
    "ai.levels": ("ai", "game.core", "game.rules", "game.rng", "ai.heuristics.*.levels"),
    "ai.heuristics.<game>": ("ai", "game.core", "game.rules.<game>"),
    # The client, bottom up.
    "game": (),  # the package itself: the version number
    "game.assets": (),
    "game.i18n": ("game.core", "game.assets"),
    "game.move_log": ("game.core",),
    "game.session": ("game.core", "game.rules", "game.rng", "game.move_log"),
    "game.settings": ("game.core", "game.rules", "game.assets"),
    "game.replays": ("game.core", "game.rules", "game.settings"),  # the replay shelf
    "game.stats": ("game.core", "game.settings"),  # the statistics
    "game.turning_points": ("game.core", "game.rules"),  # the coach's review of a finished game
    "game.audio_synth": (),
    "game.audio": ("game.audio_synth", "game.assets"),
    "game.gamepad": (),
    "game.icon": ("game.views", "game.assets"),
    "game.crash": ("game.settings",),
    "game.deck_store": ("game.core", "game.rules.wyvern", "game.settings"),  # saved Wyvern decks
    "game.views": (*CLIENT_BASICS, "game.session", "game.rules"),
    "game.views.<game>": (
        *CLIENT_BASICS,
        "game.views",
        "game.session",
        "game.rules.<game>",
        "ai.heuristics.<game>",  # the coach words a move with the game's own evaluator
    ),
    "game.views.registry": ("game.views", "game.rules", "game.core", "game.views.*.client"),
    "game.scenes": (
        *CLIENT_BASICS,
        "game",
        "game.views",
        "game.views.registry",
        "game.session",
        "game.rules",
        "game.rng",
        "ai.levels",
        "game.settings",
        "game.replays",
        "game.stats",
        "game.turning_points",
        "game.move_log",  # the replay viewer words its log as a match does
        "game.deck_store",
        "game.views.wyvern.deck_*",  # the Wyvern deck builder's model and panels
        "game.audio",
        "game.gamepad",
    ),
    "game.app": ENTRY_POINT,
    "game.cli": ENTRY_POINT,  # the command line of game.app
    "game.smoke": ENTRY_POINT,  # `--smoke`: drives every scene headless
    "game.selftest": ENTRY_POINT,  # `--selftest-ai`: the worker process inside the bundle
    "main": ENTRY_POINT,
}
"""Source group -> the groups (or modules, as shell-style patterns) it may import; its own group
is always allowed. `<game>` stands for the source's own game."""


def _subpackages(package: str) -> frozenset[str]:
    folder = ROOT.joinpath(*package.split("."))
    return frozenset(child.name for child in folder.iterdir() if (child / "__init__.py").exists())


GAME_PACKAGES = {
    package: _subpackages(package) for package in ("game.rules", "game.views", "ai.heuristics")
}
"""The per-game packages of each layer, found on disk."""


def group_of(module: str) -> str:
    """The group of `module` as ALLOWED names it (a game's package keeps its game's name)."""
    parts = module.split(".")
    for package, games in GAME_PACKAGES.items():
        depth = package.count(".") + 1
        if parts[:depth] == package.split(".") and len(parts) > depth and parts[depth] in games:
            return ".".join(parts[: depth + 1])
    if parts[:2] in (["game", "core"], ["game", "scenes"]):
        return ".".join(parts[:2])
    if module in ("game.views.registry", "ai.levels"):
        return module
    if parts[:2] == ["game", "views"]:
        return "game.views"
    if parts[0] == "ai":
        return "ai"  # the top-level AI modules (and the heuristics package's own __init__)
    return ".".join(parts[:2])


def rule_key(group: str) -> str:
    """The ALLOWED key of a group: a game's package reads its layer's `<game>` row."""
    game = _game_of(group)
    return group if game is None else group.removesuffix(game) + "<game>"


def _game_of(group: str) -> str | None:
    parent, _, name = group.rpartition(".")
    return name if name in GAME_PACKAGES.get(parent, ()) else None


def is_allowed(source: str, target: str) -> bool:
    """May module `source` import module `target`?"""
    source_group, target_group = group_of(source), group_of(target)
    if source_group == target_group:
        return True
    patterns = ALLOWED[rule_key(source_group)]
    game = _game_of(source_group)
    for pattern in patterns:
        if game is not None:
            pattern = pattern.replace("<game>", game)
        if fnmatch.fnmatchcase(target_group, pattern) or fnmatch.fnmatchcase(target, pattern):
            return True
    return False


def module_name(path: Path) -> str:
    """The dotted name of a source file."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _is_module(name: str) -> bool:
    path = ROOT.joinpath(*name.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


@dataclass(frozen=True)
class Edge:
    """One import of one of our modules by another, where it is written."""

    source: str
    target: str
    path: str
    line: int

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.source} -> {self.target}"


def imports_of(path: Path) -> list[Edge]:
    """Every import of a game/ai module in `path`, wherever it sits in the file."""
    source = module_name(path)
    package = source.split(".") if path.name == "__init__.py" else source.split(".")[:-1]
    relative = str(path.relative_to(ROOT))
    edges: list[Edge] = []
    for node in statements(syntax_tree(path)):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package[: len(package) - node.level + 1]
                base = ".".join([*anchor, *([node.module] if node.module else [])])
            for alias in node.names:
                candidate = f"{base}.{alias.name}"
                targets.append(candidate if _is_module(candidate) else base)
        for target in dict.fromkeys(targets):  # `from x import a, b`: one edge
            if target.split(".")[0] in ("game", "ai", "main"):
                edges.append(Edge(source, target, relative, node.lineno))
    return edges


def layered_files() -> list[Path]:
    """Every source file the import rules cover."""
    return python_files(("game", "ai"))


def test_every_module_belongs_to_a_group_with_rules():
    unknown = sorted(
        {
            f"{module_name(path)} (group {group_of(module_name(path))})"
            for path in layered_files()
            if rule_key(group_of(module_name(path))) not in ALLOWED
        }
    )
    assert not unknown, "modules without a row in ALLOWED (add one):\n" + "\n".join(unknown)


def test_imports_run_one_way():
    violations = [
        edge
        for path in layered_files()
        for edge in imports_of(path)
        if not is_allowed(edge.source, edge.target)
    ]
    assert not violations, f"{len(violations)} imports against ALLOWED:\n" + "\n".join(
        str(edge) for edge in violations
    )


@pytest.mark.parametrize(
    "source, target",
    [
        ("game.rules.nine_sons.state", "game.views.nine_sons.view"),  # upward
        ("game.rules.drakon.tiles", "game.rules.nine_sons.cards"),  # sideways
        ("game.core.protocol", "game.rules"),  # the core knows no game
        ("game.session", "game.views.theme"),  # upward
        ("game.views.drakon.view", "game.views.nine_sons.paint"),  # sideways
        ("game.views.drakon.view", "game.views.registry"),  # a game never reads the registry
        ("game.views.theme", "game.views.drakon.art"),  # shared code knows no game
        ("game.views.registry", "game.views.drakon.view"),  # the registry: client.py only
        ("game.scenes.play", "game.views.nine_sons.view"),  # scenes reach games via the registry
        ("game.scenes.play", "game.rules.nine_sons.actions"),  # ... and RULES
        ("game.scenes.setup", "ai.minimax"),  # scenes see the levels only
        ("game.scenes.base", "game.app"),  # upward
        ("ai.mcts", "ai.heuristics.drakon.rollout"),  # searchers know no game
        ("ai.openspiel_wrapper", "game.rules.nine_sons.actions"),  # nor its rules
        ("ai.heuristics.drakon.evaluate", "game.rules.nine_sons.board"),  # sideways
        ("ai.heuristics.drakon.levels", "ai.heuristics.nine_sons.evaluate"),  # sideways
        ("ai.worker", "game.session"),  # the AI never reads the client
    ],
)
def test_the_table_refuses_upward_and_sideways_imports(source, target):
    assert not is_allowed(source, target)


@pytest.mark.parametrize(
    "source, target",
    [
        ("game.rules.nine_sons.state", "game.rules.nine_sons.board"),
        ("game.rules", "game.rules.drakon"),
        ("game.views.drakon.view", "game.views.board_view"),
        ("game.views.drakon.log", "game.rules.drakon.actions"),
        ("game.views.registry", "game.views.drakon.client"),
        ("game.scenes.play", "game.views.registry"),
        ("game.scenes.setup", "ai.levels"),
        ("ai.levels", "ai.heuristics.drakon.levels"),
        ("ai.heuristics.drakon.levels", "ai.ismcts"),
        ("ai.heuristics.drakon.evaluate", "game.rules.drakon.board"),
        ("game.app", "ai.worker"),
    ],
)
def test_the_table_allows_downward_imports(source, target):
    assert is_allowed(source, target)


def test_imports_are_found_inside_functions_and_under_type_checking(tmp_path, monkeypatch):
    folder = tmp_path / "game" / "rules" / "toy"
    folder.mkdir(parents=True)
    (folder / "__init__.py").write_text("")
    (folder / "state.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "from . import board\n"
        "if TYPE_CHECKING:\n"
        "    from game.views.theme import font\n"
        "def later():\n"
        "    import game.session\n"
        "    from ..nine_sons import cards\n"
    )
    (folder / "board.py").write_text("")
    (tmp_path / "game" / "rules" / "nine_sons").mkdir()
    (tmp_path / "game" / "rules" / "nine_sons" / "__init__.py").write_text("")
    (tmp_path / "game" / "rules" / "nine_sons" / "cards.py").write_text("")
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path)
    found = {(edge.target, edge.line) for edge in imports_of(folder / "state.py")}
    assert found == {
        ("game.rules.toy.board", 2),
        ("game.views.theme", 4),
        ("game.session", 6),
        ("game.rules.nine_sons.cards", 7),
    }


# --- 2. the pure packages never import pygame ------------------------------------------------


def pure_modules() -> list[str]:
    """Every module below the pure packages."""
    names: list[str] = []
    for package in PURE_PACKAGES:
        folder = ROOT.joinpath(*package.split("."))
        names.append(package)
        for info in pkgutil.walk_packages([str(folder)], prefix=package + "."):
            names.append(info.name)
    return names


def test_pure_packages_do_not_import_pygame():
    modules = pure_modules() + list(PYGAME_FREE_MODULES)
    script = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "bad = sorted(m for m in sys.modules if m == 'pygame' or m.startswith('pygame.'))\n"
        "print(','.join(bad))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "", f"pygame imported by pure packages: {result.stdout}"
    assert len(modules) > 5


# --- 3. ... nor the global random generator --------------------------------------------------


def _python_files() -> list[Path]:
    files: list[Path] = []
    for package in PURE_PACKAGES:
        files.extend(ROOT.joinpath(*package.split(".")).rglob("*.py"))
    return files


# `random.Random(...)` makes a seeded generator; every other attribute of the module draws
# on (or reseeds) the hidden global one.
ALLOWED_RANDOM_ATTRIBUTES = {"Random"}


@pytest.mark.parametrize("path", _python_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_pure_module_never_uses_global_random(path: Path):
    for node in ast.walk(syntax_tree(path)):
        if isinstance(node, ast.ImportFrom) and node.module == "random":
            names = {alias.name for alias in node.names}
            assert names <= ALLOWED_RANDOM_ATTRIBUTES, f"{path}: from random import {names}"
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and isinstance(node.func.value, ast.Name)
            and node.func.value.id == "random"
        ):
            assert node.func.attr in ALLOWED_RANDOM_ATTRIBUTES, (
                f"{path}:{node.lineno} calls random.{node.func.attr}"
            )
