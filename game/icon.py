"""The program's icon, drawn by code: a gold dragon's eye on a jade-rimmed night-purple disc.

`make_icon(size)` draws it on a transparent surface at any size (it is drawn at 4x and smoothly
scaled down, so small sizes stay clean). `set_window_icon()` gives the window its icon (call it
before `pygame.display.set_mode`: some platforms read it only then). Run as a script,
`python -m game.icon [folder]` writes icon.png, icon.ico (Windows) and icon.icns (macOS) for
PyInstaller; both container formats are written by hand with PNG entries, so no image library
beyond pygame is needed.
"""

from __future__ import annotations

import io
import logging
import math
import os
import struct
import sys
from pathlib import Path

import pygame

log = logging.getLogger(__name__)

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = ((b"ic07", 128), (b"ic08", 256), (b"ic09", 512), (b"ic10", 1024))
NIGHT = (30, 20, 44)
JADE = (72, 196, 140)
GOLD = (232, 184, 72)
EMBER = (214, 64, 64)


def _scale_points(points: list[tuple[float, float]], scale: float) -> list[tuple[int, int]]:
    return [(round(x * scale), round(y * scale)) for x, y in points]


def _draw_master(side: int) -> pygame.Surface:
    """The icon at `side` pixels on a 256-unit grid (no smoothing: the caller scales down)."""
    surface = pygame.Surface((side, side), pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    u = side / 256.0  # one grid unit
    centre = (side // 2, side // 2)
    pygame.draw.circle(surface, JADE, centre, round(124 * u))
    pygame.draw.circle(surface, NIGHT, centre, round(110 * u))
    # Nine scales around the rim, one per son of the dragon.
    for k in range(9):
        angle = -math.pi / 2 + k * 2 * math.pi / 9
        x = 128 + math.cos(angle) * 92
        y = 128 + math.sin(angle) * 92
        pygame.draw.circle(surface, JADE, (round(x * u), round(y * u)), round(9 * u))
    # The eye: a gold almond with an ember iris and a slit pupil.
    almond = [
        (128 + 70 * math.cos(t), 128 + 40 * math.sin(t) * abs(math.sin(t)) ** 0.2)
        for t in (i * 2 * math.pi / 48 for i in range(48))
    ]
    pygame.draw.polygon(surface, GOLD, _scale_points(almond, u))
    pygame.draw.circle(surface, EMBER, centre, round(30 * u))
    pygame.draw.ellipse(
        surface, NIGHT, pygame.Rect(round(120 * u), round(96 * u), round(16 * u), round(64 * u))
    )
    pygame.draw.circle(surface, (255, 240, 200), (round(116 * u), round(116 * u)), round(6 * u))
    # A brow ridge of three horns above the eye.
    for dx in (-40, 0, 40):
        horn = [(128 + dx - 14, 82), (128 + dx + 14, 82), (128 + dx + dx * 0.15, 46)]
        pygame.draw.polygon(surface, GOLD, _scale_points(horn, u))
    return surface


def make_icon(size: int = 256) -> pygame.Surface:
    """The icon as a `size` x `size` surface with an alpha channel."""
    if size <= 0:
        raise ValueError("icon size must be positive")
    master = _draw_master(max(4 * size, 64))
    return pygame.transform.smoothscale(master, (size, size))


def set_window_icon(size: int = 64) -> None:
    """Give the window the icon; a failure is logged, never raised (an icon is not essential)."""
    try:
        pygame.display.set_icon(make_icon(size))
    except pygame.error as error:
        log.info("window icon not set: %s", error)


def png_bytes(surface: pygame.Surface) -> bytes:
    """`surface` encoded as PNG."""
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def ico_bytes(sizes: tuple[int, ...] = ICO_SIZES) -> bytes:
    """A Windows .ico with one PNG-compressed entry per size (valid since Windows Vista)."""
    images = [png_bytes(make_icon(size)) for size in sizes]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    directory, data = b"", b""
    for size, image in zip(sizes, images, strict=True):
        side = 0 if size >= 256 else size  # 0 means 256 in the ICO directory
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(image), offset)
        data += image
        offset += len(image)
    return header + directory + data


def icns_bytes() -> bytes:
    """A macOS .icns holding PNG entries from 128 to 1024 pixels."""
    body = b""
    for kind, size in ICNS_TYPES:
        image = png_bytes(make_icon(size))
        body += kind + struct.pack(">I", 8 + len(image)) + image
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_icon_files(folder: str | os.PathLike[str]) -> list[Path]:
    """Write icon.png (256 px), icon.ico and icon.icns into `folder`; returns their paths."""
    target = Path(folder)
    target.mkdir(parents=True, exist_ok=True)
    outputs = {
        "icon.png": png_bytes(make_icon(256)),
        "icon.ico": ico_bytes(),
        "icon.icns": icns_bytes(),
    }
    paths = []
    for name, payload in outputs.items():
        path = target / name
        path.write_bytes(payload)
        paths.append(path)
    return paths


def main(argv: list[str] | None = None) -> int:
    """Command line: write the icon files into the folder given (default assets/images)."""
    args = sys.argv[1:] if argv is None else argv
    folder = args[0] if args else str(Path(__file__).resolve().parent.parent / "assets" / "images")
    for path in write_icon_files(folder):
        sys.stdout.write(f"wrote {path}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
