"""The project's source files as syntax trees, for the fences that read code (test_layering,
test_house): each file is parsed once per test session, and the statement walker visits only
statements (imports, definitions) and not the far more numerous expressions."""

from __future__ import annotations

import ast
import functools
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

_BODIES = ("body", "orelse", "finalbody", "handlers", "cases")
"""The fields of a statement that hold more statements (if/else, try/except, match, ...)."""


def python_files(folders: tuple[str, ...], root: Path = ROOT) -> list[Path]:
    """main.py and every .py file under `folders`, sorted."""
    files = [root / "main.py"]
    for folder in folders:
        files.extend(sorted((root / folder).rglob("*.py")))
    return files


@functools.cache
def syntax_tree(path: Path) -> ast.Module:
    """The parsed file."""
    return ast.parse(path.read_text(encoding="utf-8"))


def statements(tree: ast.AST) -> Iterator[ast.AST]:
    """Every statement of `tree` at any depth: inside functions, classes, if TYPE_CHECKING..."""
    stack = [tree]
    while stack:
        node = stack.pop()
        yield node
        for field in _BODIES:
            stack.extend(reversed(getattr(node, field, ())))
