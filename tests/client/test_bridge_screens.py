"""tools/bridge_screens.py draws the README's three Dragon Bridge pictures headless."""

from __future__ import annotations

import pygame

from tools import bridge_screens

NAMES = ("bridge-midgame", "bridge-flight", "bridge-handoff")


def test_the_tool_writes_the_three_screenshots(tmp_path, capsys):
    assert bridge_screens.main(["--out", str(tmp_path)]) == 0
    for name in NAMES:
        path = tmp_path / f"{name}.png"
        assert path.is_file(), f"{name}.png was not written"
        assert pygame.image.load(str(path)).get_size() == (1280, 720)
    assert capsys.readouterr().out.count(".png") == len(NAMES)


REVIEW = ("bridge-basic-hint", "bridge-shared", "bridge-order")


def test_review_shots_draw_the_set_positions(tmp_path, capsys):
    assert bridge_screens.main(["--out", str(tmp_path), "--review"]) == 0
    for name in NAMES + REVIEW:
        assert (tmp_path / f"{name}.png").is_file(), f"{name}.png was not written"
    assert capsys.readouterr().out.count(".png") == len(NAMES) + len(REVIEW)
