"""Where read-only resources live: the source tree, or the PyInstaller bundle when frozen."""

from __future__ import annotations

import sys
from pathlib import Path


def base_dir() -> Path:
    """The folder holding `assets/`: the bundle's unpack folder when frozen, else the repo."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parent.parent


def resource_path(*parts: str) -> str:
    """Absolute path of a file under assets/ (works from source and from the bundle)."""
    return str(base_dir().joinpath("assets", *parts))
