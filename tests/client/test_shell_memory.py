"""The setup remembers each game's last choices (issue 12, item 15) and honours options that need
another option (`OptionSpec.requires`): a row not offered is hidden and back at its default."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

import pygame
import pytest

from game.core.protocol import GameInfo, GameState, OptionSpec
from game.rules import RULES
from game.scenes.memory import MEMORY_FILE, Memory
from game.scenes.play import PlayScene
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene
from game.settings import PrefFolder
from game.views.registry import CLIENTS
from tests.ai.toy_games import PigRules, PigState
from tests.client.test_shell_setup import toy_client


def press(app, key: int) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


def open_setup(app, slug: str) -> SetupScene:
    app.reset_to(TitleScene(app))
    setup = SetupScene(app, slug)
    app.push(setup)
    return setup


def test_the_last_setup_of_each_game_comes_back(app):
    """Item 15: setup forgot the seats, levels, names, seat count and options every time."""
    setup = open_setup(app, "drakon")
    setup.count_cycle.set_value(4)
    setup._count_changed(4)
    editor = setup.seats[1]
    editor.kind_cycle.set_value("ai:hard")
    editor._kind_changed("ai:hard")
    third = setup.seats[2]
    third.kind_cycle.set_value("human")
    third._kind_changed("human")
    third.name_field.text = "Mei"
    third._name_changed("Mei")
    spec = setup.info.options[0]
    choice = spec.choices[-1][0]
    setup.option_cycles[spec.key].set_value(choice)
    setup.option_values[spec.key] = choice
    chosen = [(s.kind, s.level, s.colour) for s in setup.seat_specs()]
    setup.start()
    assert isinstance(app.top, PlayScene) or app.top is not setup

    again = open_setup(app, "drakon")
    assert len(again.seats) == 4 and again.seat_count == 4
    assert again.count_cycle.value == 4
    assert [(s.kind, s.level, s.colour) for s in again.seat_specs()] == chosen
    assert again.seats[2].name_field.text == "Mei" and not again.seats[2].auto_name
    assert again.seats[1].auto_name  # a default name still follows its kind and language
    assert again.option_values[spec.key] == choice
    assert again.option_cycles[spec.key].value == choice

    other = open_setup(app, "dragon-bridge")  # another game keeps its own
    assert [s.kind for s in other.seat_specs()] == ["human", "ai"]


def test_the_memory_survives_a_restart_of_the_program(app, tmp_path):
    setup = open_setup(app, "nine-sons")
    setup.seats[1].kind_cycle.set_value("ai:master")
    setup.seats[1]._kind_changed("ai:master")
    setup.start()
    saved = json.loads((tmp_path / MEMORY_FILE).read_text())
    assert saved["setups"]["nine-sons"]["seats"][1]["level"] == "master"
    memory = Memory.load(PrefFolder.open(tmp_path))
    restored = memory.setup_for(RULES["nine-sons"].info, ("easy", "normal", "hard", "master"))
    assert restored is not None and restored.seats[1].level == "master"


@pytest.mark.parametrize(
    "setups",
    [
        {"nine-sons": {"seats": [{"kind": "ai", "level": "godlike", "colour": 2, "name": ""},
                                 {"kind": "human", "level": "normal", "colour": 3, "name": ""}]}},
        {"nine-sons": {"seats": [{"kind": "human", "level": "normal", "colour": 2, "name": ""}]}},
        {"nine-sons": {"seats": [{"kind": "human", "level": "normal", "colour": 9, "name": ""},
                                 {"kind": "ai", "level": "easy", "colour": 3, "name": ""}]}},
        {"nine-sons": {"seats": [{"kind": "human", "level": "normal", "colour": 3, "name": ""},
                                 {"kind": "ai", "level": "easy", "colour": 3, "name": ""}]}},
        {"nine-sons": {"seats": "two"}},
        {"nine-sons": [1, 2]},
        "nothing",
    ],
)  # fmt: skip
def test_a_remembered_setup_that_no_longer_fits_gives_the_usual_one(app, tmp_path, setups):
    (tmp_path / MEMORY_FILE).write_text(json.dumps({"setups": setups}))
    app.memory = Memory.load(PrefFolder.open(tmp_path))
    setup = open_setup(app, "nine-sons")
    assert [s.kind for s in setup.seat_specs()] == ["human", "ai"]
    assert setup.option_values == setup.info.default_options(2)


def test_an_unknown_remembered_option_falls_back_alone(app, tmp_path):
    info = RULES["nine-sons"].info
    spec = info.options[-1]
    kept = spec.choices[-1][0]
    options = {spec.key: kept, "no-such-option": 3, info.options[0].key: "not a choice"}
    seats = [{"kind": "human", "level": "normal", "colour": 4, "name": "Ana"},
             {"kind": "ai", "level": "hard", "colour": 5, "name": ""}]  # fmt: skip
    (tmp_path / MEMORY_FILE).write_text(json.dumps({"setups": {"nine-sons": {"seats": seats,
                                                                            "options": options}}}))  # fmt: skip
    app.memory = Memory.load(PrefFolder.open(tmp_path))
    setup = open_setup(app, "nine-sons")
    assert setup.option_values[spec.key] == kept
    assert setup.option_values[info.options[0].key] == info.options[0].default
    assert "no-such-option" not in setup.option_values
    assert [(s.name, s.colour) for s in setup.seat_specs()][0] == ("Ana", 4)


# ----------------------------------------------------------------------------- requires


class NeedyRules(PigRules):
    """Pig with a mode and an option offered only in the full mode (like the Bridge's hacks)."""

    info = GameInfo(
        "toy-needy",
        "Pig with modes",
        2,
        3,
        True,
        False,
        400,
        options=(
            OptionSpec("mode", "Mode", "basic", (("basic", "Basic"), ("full", "Full"))),
            OptionSpec(
                "hacks", "Hacks", False, ((False, "Off"), (True, "On")),
                requires=(("mode", ("full",)),),
            ),
            OptionSpec("goal", "Goal", 20, ((20, "20 points"), (50, "50 points"))),
        ),
    )  # fmt: skip

    def new_initial_state(
        self, num_players: int = 2, options: Mapping[str, Any] | None = None
    ) -> GameState:
        """Pig (the options are only checked)."""
        return PigState(num_players)


@pytest.fixture
def needy(monkeypatch):
    monkeypatch.setitem(RULES, "toy-needy", NeedyRules())
    client = toy_client()
    import dataclasses

    monkeypatch.setitem(CLIENTS, "toy-needy", dataclasses.replace(client, slug="toy-needy"))


def test_an_option_that_is_not_offered_is_hidden_and_back_at_its_default(app, needy):
    setup = open_setup(app, "toy-needy")
    assert set(setup.option_cycles) == {"mode", "goal"}  # Hacks needs the full mode
    mode = setup.option_cycles["mode"]
    setup.focus.set_focus(mode)
    press(app, pygame.K_RIGHT)  # Full: the Hacks row appears
    assert set(setup.option_cycles) == {"mode", "hacks", "goal"}
    assert setup.focus.focused is setup.option_cycles["mode"]  # focus stays on the row
    hacks = setup.option_cycles["hacks"]
    setup.focus.set_focus(hacks)
    press(app, pygame.K_RIGHT)
    assert setup.option_values["hacks"] is True
    setup.focus.set_focus(setup.option_cycles["mode"])
    press(app, pygame.K_LEFT)  # Basic again: Hacks hidden, and off
    assert set(setup.option_cycles) == {"mode", "goal"}
    assert setup.option_values["hacks"] is False
    setup.start()  # resolve_options would refuse Hacks On with the Basic game
    assert not setup.error
