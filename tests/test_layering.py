"""The pure packages (game.core, game.rules, ai) never import pygame and never draw on the
module-level `random` generator: chance is explicit and seeded by whoever drives the game."""

import ast
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PURE_PACKAGES = ("game.core", "game.rules", "ai")


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
    modules = pure_modules()
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
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
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
