"""House style that a machine can check (ARCHITECTURE §6): small files, module aliases that are
words, and a docstring on every public class and function of the program."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.source_files import ROOT, python_files, statements, syntax_tree

MAX_LINES = 500
"""A file past this is asking to be split."""
CHECKED_FOLDERS = ("game", "ai", "tests", "tools", "bench")
PROGRAM_FOLDERS = ("game", "ai")
"""Where every public class and function needs a docstring."""

MIN_ALIAS_LENGTH = 4
"""`as A`, `as tg`, `as lay` are too short to read; `as board`, `as drakon_art` are words."""
CONVENTIONAL_ALIASES = {("numpy", "np")}
"""Third-party aliases every reader knows."""


def test_no_file_is_over_500_lines():
    long_files = []
    for path in python_files(CHECKED_FOLDERS):
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > MAX_LINES:
            long_files.append(f"{path.relative_to(ROOT)}: {lines} lines")
    assert not long_files, f"files over {MAX_LINES} lines (split them):\n" + "\n".join(long_files)


def short_aliases(path: Path, root: Path = ROOT) -> list[str]:
    """`import x as y` / `from x import z as y` with a `y` too short to be a word."""
    found = []
    for node in statements(syntax_tree(path)):
        if not isinstance(node, (ast.Import, ast.ImportFrom)):
            continue
        for alias in node.names:
            name = alias.name if isinstance(node, ast.Import) else (node.module or ".")
            if alias.asname is None or len(alias.asname) >= MIN_ALIAS_LENGTH:
                continue
            if (name, alias.asname) not in CONVENTIONAL_ALIASES:
                where = f"{path.relative_to(root)}:{node.lineno}"
                found.append(f"{where}: {alias.name} as {alias.asname}")
    return found


def test_module_aliases_are_words():
    found = [entry for path in python_files(CHECKED_FOLDERS) for entry in short_aliases(path)]
    assert not found, "short import aliases (use the module name or a word):\n" + "\n".join(found)


def missing_docstrings(path: Path, root: Path = ROOT) -> list[str]:
    """Public module-level classes and functions, and public methods of public classes,
    without a docstring."""
    missing = []
    for node in syntax_tree(path).body:
        candidates = [node]
        if isinstance(node, ast.ClassDef) and not node.name.startswith("_"):
            candidates += node.body
        for candidate in candidates:
            if (
                isinstance(candidate, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
                and not candidate.name.startswith("_")
                and ast.get_docstring(candidate) is None
            ):
                where = f"{path.relative_to(root)}:{candidate.lineno}"
                missing.append(f"{where}: {candidate.name}")
    return missing


def test_public_classes_and_functions_have_docstrings():
    missing = [
        entry
        for path in python_files(PROGRAM_FOLDERS)
        if path.name != "main.py"
        for entry in missing_docstrings(path)
    ]
    assert not missing, "public names without a docstring:\n" + "\n".join(missing)


def test_the_fences_catch_what_they_are_for(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text(
        "import numpy as np\n"
        "from game.rules.drakon import actions as A\n"
        "from . import layout as lay\n"
        "from game.views import theme as colours\n"
        "def shown(): pass\n"
        "def _hidden(): pass\n"
        "class Shown:\n"
        "    '''A class.'''\n"
        "    def method(self): pass\n"
    )
    assert short_aliases(sample, tmp_path) == [
        "sample.py:2: actions as A",
        "sample.py:3: layout as lay",
    ]
    assert missing_docstrings(sample, tmp_path) == ["sample.py:5: shown", "sample.py:9: method"]
