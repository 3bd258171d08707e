"""Ctrl+V in text fields: a TextField appends the clipboard's first line (only the characters it
allows, up to its length limit) and quietly does nothing without a clipboard; the Replays'
Import prompt takes a pasted path; the setup's code field reads a pasted code through the same
helper (game.views.clipboard)."""

from __future__ import annotations

import pygame

from game.scenes import setup_code
from game.scenes.record_panels import TextPrompt
from game.scenes.replays import ReplaysScene
from game.views import clipboard
from game.views.widgets import Button, TextField
from tests.client.test_replays_scene import fill, press


def test_a_text_field_pastes_the_first_line_within_its_rules(monkeypatch):
    monkeypatch.setattr(clipboard, "clipboard_get", lambda: "  12ab34\nsecond line\n")
    field = TextField((0, 0, 300, 50), "Seed", "9", max_length=5, allowed=str.isdigit)
    assert field.paste_clipboard() and field.text == "91234"  # digits only, five at most
    assert not field.paste_clipboard() and field.text == "91234"  # full: nothing fits


def test_without_a_clipboard_paste_is_quietly_nothing(monkeypatch):
    field = TextField((0, 0, 300, 50), "Name", "Ada")
    for empty in (None, "", " \n "):
        monkeypatch.setattr(clipboard, "clipboard_get", lambda empty=empty: empty)
        assert not field.paste_clipboard() and field.text == "Ada"
    assert not Button((0, 0, 10, 10), "OK", lambda: None).paste_clipboard()


def test_the_import_prompt_takes_a_pasted_path(app, tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    fill(app, 1)
    exported = tmp_path / "game.json"
    exported.write_text(app.replays.list()[0][0].record.dumps(), "utf-8")
    app.replays.delete(app.replays.list()[0][0])
    scene = ReplaysScene(app)
    app.reset_to(scene)
    press(app, pygame.K_RETURN)  # Import…
    prompt = app.top
    assert isinstance(prompt, TextPrompt)
    prompt.field.text = ""
    monkeypatch.setattr(clipboard, "clipboard_get", lambda: f"{exported}\n")
    press(app, pygame.K_v, pygame.KMOD_LCTRL)
    assert prompt.field.text == str(exported)
    assert app.audio.played[-1] == "click"
    monkeypatch.setattr(clipboard, "clipboard_get", lambda: None)  # no clipboard: nothing
    press(app, pygame.K_v, pygame.KMOD_LCTRL)
    assert prompt.field.text == str(exported) and app.audio.played[-1] == "error"
    press(app, pygame.K_RETURN)
    assert app.top is scene and len(scene.rows) == 1


def test_the_code_field_shares_the_clipboard_helper():
    assert setup_code.clipboard_get is clipboard.clipboard_get  # one helper, not two
    assert setup_code.clipboard_put is clipboard.clipboard_put


def test_the_code_field_pastes_a_code_when_asked_as_a_text_field(app, monkeypatch):
    from game.rules.seed_code import encode
    from game.scenes.setup import SetupScene
    from game.scenes.title import TitleScene

    app.reset_to(TitleScene(app))
    scene = SetupScene(app, "nine-sons")
    app.push(scene)
    monkeypatch.setattr(setup_code, "clipboard_get", lambda: encode("nine-sons", {}, 77, 2))
    assert scene.code_field.paste_clipboard()
    assert scene.seed_text == "77"
