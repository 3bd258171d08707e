"""The shell's words: wrapped log and summary rows never gain spaces (Chinese and Japanese text
has none), save errors reach the player translated with their particulars kept for the log,
the crash box speaks the player's language, widgets translate when they draw."""

from __future__ import annotations

import gettext
import json
import re

import pygame
import pytest

from game import crash, i18n
from game.core.record import GameRecord, RecordError, SeatSpec
from game.core.text import Message
from game.scenes import play_chrome
from game.scenes.handoff import HandoffScene
from game.scenes.play import PlayScene
from game.scenes.title import TitleScene
from game.session import Session
from game.views import theme
from game.views.backdrop import wrap_hanging
from game.views.widgets import Button, Cycle

CHINESE = "龙之子九位各守一方，玩家轮流放置骰子，" * 4
JAPANESE = "竜の九つの子はそれぞれの場所を守っています。「サイコロ」を置いて、塔を作ります。" * 2


def shout(message: str) -> str:
    """Capitals outside the {placeholders}, as a translation would keep them."""
    return re.sub(r"(^|})([^{]*)", lambda m: m.group(1) + m.group(2).upper(), message)


class Shouting(gettext.NullTranslations):
    """A stand-in catalogue: every message in capitals, placeholders kept."""

    def gettext(self, message):
        return shout(message)


@pytest.fixture
def shouting(monkeypatch):
    monkeypatch.setattr(i18n, "_translations", Shouting())


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()


@pytest.mark.parametrize("text", [CHINESE, JAPANESE, "Ada tamed Pulao and Chiwen " * 5])
def test_hanging_wrap_keeps_the_text_exactly(text):
    font = theme.font(14)
    lines = wrap_hanging(text, font, 260, 40)
    assert len(lines) > 1
    assert font.size(lines[0])[0] <= 260 and all(font.size(x)[0] <= 220 for x in lines[1:])
    if " " not in text:
        assert "".join(lines) == text  # no space slipped in between CJK characters
    else:
        assert " ".join(lines) == text.strip()


def test_the_move_log_rewraps_cjk_lines_without_spaces(app):
    session = Session.new("nine-sons", [SeatSpec("Ada"), SeatSpec("Bo", "ai", colour=3)], None, 2)
    play = PlayScene(app, session)
    session.log_lines = lambda viewer=-99: [(0, CHINESE), (1, JAPANESE)]
    rows = play_chrome.log_rows(play, None)
    assert rows[0][2] and rows[0][1].startswith("  1 ")
    first_entry = [text for player, text, _first in rows if player == 0]
    assert len(first_entry) > 2
    rebuilt = first_entry[0][4:] + "".join(text.strip() for text in first_entry[1:])
    assert rebuilt == CHINESE.strip()


def test_the_handoff_summary_wraps_cjk_and_keeps_the_latest_entries(app):
    lines = [f"{number} " + CHINESE for number in range(10)]
    curtain = HandoffScene(app, "Ada", lines)
    rows = curtain.summary_rows(584)
    assert 0 < len(rows) <= 8
    assert rows[-1][1] == 16 and rows[0][1] == 0  # entries start flush, continue indented
    assert "".join(text for text, _indent in rows[-3:]).endswith(CHINESE.strip()[-10:])
    assert rows[0] == ("…", 0)  # earlier entries had no room: the summary says there was more
    short = HandoffScene(app, "Ada", ["Bo draws a tile", "Bo moves"]).summary_rows(584)
    assert short == [("Bo draws a tile", 0), ("Bo moves", 0)]  # all of it: no ellipsis


def test_a_bad_save_is_reported_translated_and_logged_with_its_particulars(app, shouting):
    data = {"format": 1, "slug": "nine-sons", "num_players": 2, "options": {}, "seed": 1}
    data["seats"] = [{"name": "Ada", "kind": "dragon"}, {"name": "Bo"}]
    app.saves.autosave_path.write_text(json.dumps(data), encoding="utf-8")
    title = TitleScene(app)
    app.reset_to(title)
    shown = i18n.translate(title.save_error)
    assert shown.startswith("YOUR SAVED GAME COULD NOT BE LOADED: A SEAT IS NEITHER")
    assert "dragon" not in shown  # a particular for the log, not for the player
    with pytest.raises(RecordError) as caught:
        GameRecord.from_json(data)
    assert isinstance(caught.value.message, Message)
    assert str(caught.value) == "a seat is neither a person nor the computer (dragon)"
    surface = pygame.Surface((1280, 720))
    app.draw(surface)


def test_the_crash_box_speaks_through_the_installed_translation(monkeypatch):
    monkeypatch.setitem(crash._installed, "translate", shout)
    text = crash.crash_message(RuntimeError, RuntimeError("boom"), "/tmp/x.log")
    assert (
        "HAS TO STOP" in text
        and "WRITTEN TO" in text
        and "RuntimeError: boom" in text
        and "/tmp/x.log" in text
    )
    monkeypatch.setitem(crash._installed, "translate", lambda text: 1 / 0)
    assert "has to stop" in crash.crash_message(RuntimeError, RuntimeError("boom"), None)
    monkeypatch.setitem(crash._installed, "translate", str.upper)  # placeholders broken too
    assert "/tmp/x.log" in crash.crash_message(RuntimeError, RuntimeError("boom"), "/tmp/x.log")


def test_widgets_translate_when_they_draw(monkeypatch):
    pygame.font.init()
    drawn: list[str] = []
    from game.views import widgets

    original = widgets.draw_text

    def draw_text(surface, text, *args, **kwargs):
        drawn.append(text)
        return original(surface, text, *args, **kwargs)

    monkeypatch.setattr(widgets, "draw_text", draw_text)
    button = Button((0, 0, 200, 50), "Rematch", lambda: None, caption="same seats")
    cycle = Cycle((0, 60, 400, 50), "Seats", [(2, Message.of("{n} players", n=2))])
    surface = pygame.Surface((400, 120))
    button.draw(surface, False, 0.0)
    cycle.draw(surface, False, 0.0)
    assert drawn[:2] == ["Rematch", "same seats"]
    monkeypatch.setattr(i18n, "_translations", Shouting())
    drawn.clear()
    button.draw(surface, False, 0.0)
    cycle.draw(surface, False, 0.0)
    assert drawn == ["REMATCH", "SAME SEATS", "SEATS", "2 PLAYERS"]


def test_the_handoff_summary_says_a_repeated_line_once_with_its_count(app):
    """Six seats programming five cards each filled the curtain's eight rows with "Bo programs
    a card" and pushed out what the last round did."""
    lines = ["Ada moves", *["Bo programs a card"] * 5, *["Cy programs a card"] * 5, "Bo moves"]
    curtain = HandoffScene(app, "Ada", lines)
    assert curtain.summary_lines == [
        "Ada moves",
        "Bo programs a card (×5)",
        "Cy programs a card (×5)",
        "Bo moves",
    ]
    assert curtain.summary_rows(584)[0] == ("Ada moves", 0)  # all of it fits: no ellipsis
