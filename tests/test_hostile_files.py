"""Hostile files (issue 11): no save, settings file or preference folder can stop the program.

ONE table, `CASES`: each row makes a bad file or folder, says what the player sees (a fragment of
the English text drawn on screen; "" when nothing needs saying) and whether a game is offered to
Continue. Every row is checked the same way:
1. in process: the App starts on that folder and the title draws; the fragment is on screen (or
   no message at all), Continue is offered only where a good save is, and nothing on disk
   changed;
2. the game stays playable: a new game starts over it and a move is played (a folder that cannot
   be written says so on the board), and every file that was there is still unchanged;
3. the real program starts on it: `main.py --version`, and `--smoke` (the window and every
   scene, each game played a little) where the row says so, run in a subprocess with
   DRAGON_ARCADE_HOME pointing at it, exit 0 without a traceback, and again nothing on disk
   changed (the log folder aside).

Adding a kind of file is one row. The paths in the fragments are the fields' paths in the file.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pygame
import pytest

from game.core.protocol import sample_chance
from game.rules import get_rules
from tests.i18n.pseudo import DrawnText

ROOT = Path(__file__).resolve().parent.parent
SLOT = "saves/nine-sons.json"
SEED = 424242
POSIX = os.name == "posix"

Maker = Callable[[Path], Path]
"""Makes the bad home inside an empty scratch folder and returns the home's path."""


# ----------------------------------------------------------------------------- a good save


def good_save() -> dict:
    """A legal Nine Sons save of six plies, a person against the computer."""
    rules = get_rules("nine-sons")
    options = rules.info.default_options(2)
    state = rules.new_initial_state(2, options)
    rng = random.Random(3)
    history = []
    while len(history) < 6:
        action = (
            sample_chance(state, rng)
            if state.is_chance_node()
            else rng.choice(state.legal_actions())
        )
        history.append(state.action_to_string(action))
        state.apply_action(action)
    seats = [
        {"name": "Ana", "kind": "human", "level": "normal", "colour": 2},
        {"name": "Wyrm", "kind": "ai", "level": "hard", "colour": 3},
    ]
    return {
        "format": 1,
        "slug": "nine-sons",
        "num_players": 2,
        "options": options,
        "seats": seats,
        "seed": SEED,
        "history": history,
    }


def wyvern_save_with_an_illegal_deck() -> dict:
    """A Wyvern save whose second seat names a deck code that breaks the building rules."""
    from game.rules.wyvern import WyvernRules

    options = WyvernRules().info.default_options(2)
    options["deck"] = ["stormwing", "L:D01,D02;H:A01"]
    data = good_save()
    data.update(slug="wyvern", options=options, history=[])
    return data


def finished_save() -> dict:
    """A Nine Sons save played to its end (as closing the window in the last animation left)."""
    from game.smoke import finished_session

    session = finished_session("nine-sons", seed=11)
    data = session.record.to_json()
    data["seats"][0]["kind"] = "human"
    return data


# ----------------------------------------------------------------------------- makers


def put(path: Path, content: bytes | str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content.encode("utf-8") if isinstance(content, str) else content)


def home_with(*writes: Callable[[Path], object]) -> Maker:
    """A home folder with these files written into it."""

    def make(root: Path) -> Path:
        home = root / "home"
        home.mkdir()
        for write in writes:
            write(home)
        return home

    return make


def save_text(old: str, new: str, name: str = SLOT) -> Maker:
    """The good save as JSON text with `old` replaced by `new` (JSON Python will not write)."""
    return home_with(lambda home: put(home / name, json.dumps(good_save()).replace(old, new, 1)))


def save_data(change: Callable[[dict], object], name: str = SLOT) -> Maker:
    """The good save with `change` applied to its data."""

    def write(home: Path) -> None:
        data = good_save()
        change(data)
        put(home / name, json.dumps(data))

    return home_with(write)


def save_bytes(content: bytes, name: str = SLOT) -> Maker:
    return home_with(lambda home: put(home / name, content))


def settings_text(text: str) -> Maker:
    return home_with(lambda home: put(home / "settings.json", text))


def a_folder_at(name: str) -> Maker:
    return home_with(lambda home: (home / name).mkdir(parents=True))


def a_pipe_at(name: str) -> Maker:
    def make(home: Path) -> None:
        (home / name).parent.mkdir(parents=True, exist_ok=True)
        os.mkfifo(home / name)

    return home_with(make)


def a_link_at(name: str, target: str) -> Maker:
    def make(home: Path) -> None:
        (home / name).parent.mkdir(parents=True, exist_ok=True)
        os.symlink(target, home / name)

    return home_with(make)


def home_is_a_file(root: Path) -> Path:
    put(root / "home", "I am a file")
    return root / "home"


def home_below_a_file(root: Path) -> Path:
    put(root / "file", "I am a file")
    return root / "file" / "home"


def home_uncreatable(root: Path) -> Path:
    make_read_only(root / "locked")
    return root / "locked" / "home"


def home_read_only(root: Path) -> Path:
    home = root / "home"
    put(home / SLOT, json.dumps(good_save()))
    make_read_only(home / "saves")
    make_read_only(home)
    return home


_read_only: list[Path] = []
"""Folders made read-only by this test run (made writable again after each test)."""


def make_read_only(folder: Path) -> None:
    """Make `folder` read-only for this process, as a read-only disk would be: its permission
    bits, and for root (whom those do not stop) the immutable attribute. Skips when neither
    works here (Windows; a root without chattr)."""
    if not POSIX:
        pytest.skip("folder permissions do not stop writes on this system")
    folder.mkdir(parents=True, exist_ok=True)
    folder.chmod(0o555)
    _read_only.append(folder)
    if os.geteuid() == 0:
        done = subprocess.run(["chattr", "+i", str(folder)], capture_output=True, check=False)
        if done.returncode != 0:
            pytest.skip("root ignores permissions and chattr is unavailable")
    probe = folder / ".probe"
    try:
        probe.write_text("x")
    except OSError:
        return
    probe.unlink()
    pytest.skip("this folder cannot be made read-only here")


@pytest.fixture(autouse=True)
def _writable_again():
    yield
    while _read_only:
        folder = _read_only.pop()
        if POSIX and os.geteuid() == 0:
            subprocess.run(["chattr", "-i", str(folder)], capture_output=True, check=False)
        folder.chmod(0o755)


# ----------------------------------------------------------------------------- the table


@dataclass(frozen=True)
class Case:
    """One kind of bad file or folder: how it is made, what the player sees, whether a game is
    offered to Continue, and whether `--smoke` runs on it too."""

    name: str
    make: Maker
    sees: str
    resumable: bool = False
    smoke: bool = False
    posix_only: bool = False
    check: Callable[[object], bool] | None = None
    """Anything else to hold once the App started (e.g. the settings that fell back)."""
    kept: bool = True
    """Whether what was there survives a new game of the same game (a finished game's save
    does not need to: the new game takes its place)."""


MAY_APPEAR = {"remembered.json"}
"""New files the real program may write at start-up on a usable folder: the shell's memory (its
setup marks a game's guided first game as offered). The log folder is never compared."""

NEST = "[" * 1000 + "]" * 1000
HISTORY = '"history": ['

CASES = [
    Case("save nested 1,000 deep", save_text(HISTORY, f'"deep": {NEST}, {HISTORY}'), "nested too deeply", smoke=True),
    Case("save: seed Infinity", save_text(f'"seed": {SEED}', '"seed": Infinity'), "'seed' is out of range"),
    Case("save: num_players Infinity", save_text('"num_players": 2', '"num_players": Infinity'), "'num_players' is out of range"),
    Case("save: colour -Infinity", save_text('"colour": 2', '"colour": -Infinity'), "'seats[0].colour' is out of range"),
    Case("save: seed NaN", save_text(f'"seed": {SEED}', '"seed": NaN'), "'seed' is out of range"),
    Case("save: seed of 5,000 digits", save_text(f'"seed": {SEED}', '"seed": ' + "9" * 5000), "'seed' is out of range"),
    Case("save: lone surrogate in a seat name", save_text('"Ana"', '"An\\ud800a"'), "'seats[0].name' holds characters that cannot be shown"),
    Case("save: control character in a seat name", save_text('"Ana"', '"An\\u0000a"'), "'seats[0].name' holds characters that cannot be shown"),
    Case("save: 5 MB seat name", save_text('"Ana"', '"' + "A" * 5_000_000 + '"'), "the file is too large"),
    Case("save: 50 MB seat name", save_text('"Ana"', '"' + "A" * 50_000_000 + '"'), "the file is too large"),
    Case("save: 200-letter seat name", save_text('"Ana"', '"' + "A" * 200 + '"'), "'seats[0].name' has the wrong length"),
    Case("save: history missing", save_data(lambda data: data.pop("history")), "'history' is missing"),
    Case("save: history misspelt", save_data(lambda data: data.update(histroy=data.pop("history"))), "'history' is missing"),
    Case("save: an unknown key", save_data(lambda data: data.update(cheat=True)), "'cheat' this version does not know"),
    Case("save: unknown AI level", save_data(lambda data: data["seats"][1].update(level="grandmaster")), "AI level this version does not know"),
    Case("save: a seat neither human nor AI", save_data(lambda data: data["seats"][0].update(kind="dragon")), "neither a person nor the computer"),
    Case("save: a rule option missing", save_data(lambda data: data["options"].pop("target_score")), "rule option 'target_score'"),
    Case("save: an unknown rule option", save_data(lambda data: data["options"].update(speed="warp")), "rule option this version does not know"),
    Case("save: a rule option's value unknown", save_data(lambda data: data["options"].update(target_score=8)), "options are not valid"),
    Case("save: seats and player count differ", save_data(lambda data: data.update(num_players=3)), "seats do not match"),
    Case("save: seed is text", save_data(lambda data: data.update(seed="5")), "'seed' has the wrong type"),
    Case("save: format of a newer version", save_data(lambda data: data.update(format=2)), "format this version does not know"),
    Case("save: an illegal move", save_data(lambda data: data["history"].__setitem__(3, "fly to the moon")), "move 4 is not legal"),
    Case("save: a game this version cannot play", save_data(lambda data: data.update(slug="dragon-pinball"), "saves/dragon-pinball.json"), "cannot play"),
    Case("save: a Wyvern deck that is not legal", home_with(lambda home: put(home / "saves/wyvern.json", json.dumps(wyvern_save_with_an_illegal_deck()))), "options are not valid: The Lair needs at least 20 cards"),
    Case("save: in another game's file", save_data(lambda data: None, "saves/drakon.json"), "does not match the game"),
    Case("save: not JSON", save_bytes(b"{not json at all"), "not valid JSON"),
    Case("save: not text", save_bytes(b"\xff\xfe\x00\x01"), "not text"),
    Case("save: empty file", save_bytes(b""), "not valid JSON"),
    Case("save: a JSON list", save_bytes(b"[]"), "not a JSON object"),
    Case("save: a folder", a_folder_at(SLOT), "not a file but a folder"),
    Case("old autosave.json: a folder", a_folder_at("autosave.json"), "not a file but a folder"),
    Case("save: a named pipe", a_pipe_at(SLOT), "not a file", posix_only=True),
    Case("save: a link to /dev/zero", a_link_at(SLOT, "/dev/zero"), "not a file", posix_only=True),
    Case("save: a finished game", home_with(lambda home: put(home / SLOT, json.dumps(finished_save()))), "", kept=False),
    Case("saves folder: a file", home_with(lambda home: put(home / "saves", "x")), "cannot write to its folder"),
    Case("settings nested 1,000 deep", settings_text('{"sfx_volume": 0.5, "deep": ' + NEST + "}"), "settings could not be read: the file is nested too deeply", smoke=True),
    Case("settings: integer of 5,000 digits", settings_text('{"sfx_volume": ' + "9" * 5000 + ', "music_volume": 0.25}'), "defaults: sfx_volume", check=lambda app: app.settings.music_volume == 0.25),
    Case("settings: Infinity", settings_text('{"music_volume": Infinity, "sfx_volume": NaN}'), "defaults: sfx_volume, music_volume"),
    Case("settings: lone surrogate in player_name", settings_text('{"player_name": "Mei\\udc80"}'), "defaults: player_name", check=lambda app: app.settings.player_name == ""),
    Case("settings: 5 MB player_name", settings_text('{"player_name": "' + "M" * 5_000_000 + '"}'), "settings could not be read: the file is too large"),
    Case('settings: "fullscreen": "false"', settings_text('{"fullscreen": "false", "sfx_volume": 0.25}'), "defaults: fullscreen", check=lambda app: app.settings.fullscreen is False and app.settings.sfx_volume == 0.25),
    Case('settings: "language": "klingon"', settings_text('{"language": "klingon", "sfx_volume": 0.25}'), "defaults: language", check=lambda app: app.settings.language == "" and app.settings.sfx_volume == 0.25),
    Case("settings: not JSON", settings_text("{broken"), "settings could not be read: the file is not valid JSON"),
    Case("settings: a folder", a_folder_at("settings.json"), "settings could not be read: it is not a file"),
    Case("home: a file", home_is_a_file, "cannot write to its folder", smoke=True),
    Case("home: below a file", home_below_a_file, "cannot write to its folder"),
    Case("home: /dev/null", lambda root: Path("/dev/null"), "cannot write to its folder", smoke=True, posix_only=True),
    Case("home: cannot be created", home_uncreatable, "cannot write to its folder"),
    Case("home: read-only, a good save in it", home_read_only, "cannot write to its folder", resumable=True, smoke=True),
]  # fmt: skip


# ----------------------------------------------------------------------------- the checks


def snapshot(path: Path) -> dict[str, str]:
    """Every entry under `path` (the log folder aside) with a digest of what it is."""

    def entry(item: Path) -> str:
        if item.is_symlink():
            return f"link -> {os.readlink(item)}"
        if item.is_dir():
            return "folder"
        if not item.is_file():
            return "special"
        return hashlib.sha256(item.read_bytes()).hexdigest()

    if not path.exists() or not path.is_dir():
        return {".": entry(path) if path.exists() else "missing"}
    found = {}
    for folder, folders, files in os.walk(path):
        folders[:] = [name for name in folders if name != "logs"]
        for name in sorted(folders + files):
            item = Path(folder) / name
            if item.parent == path and name == "logs":
                continue
            found[str(item.relative_to(path))] = entry(item)
    return found


def screen_text(drawn: DrawnText) -> str:
    """What was drawn, as one line (wrapped lines joined again)."""
    return " ".join(" ".join(drawn.strings).split())


def start_in_process(home: Path, monkeypatch) -> object:
    from game.app import App
    from tests.client.test_play import FakeWorker

    monkeypatch.setattr("game.app.make_worker", lambda use_process: FakeWorker())
    app = App(home=str(home), use_process=False)
    app.settings.animation_speed = 0.0
    return app


def play_a_move(app) -> None:
    """Start a new Nine Sons game over whatever is there (the save choice skipped: the store
    itself must never write over a bad file or another game) and play a person's move."""
    from game.core.record import SeatSpec
    from game.scenes.play import PlayScene
    from game.session import Session

    seats = [SeatSpec("Ivory", "human", colour=0), SeatSpec("Obsidian", "ai", "easy", 1)]
    scene = PlayScene(app, Session.new("nine-sons", seats, None, 7))
    app.push(scene)  # straight in, as if the player had chosen to replace what is there
    surface = pygame.Surface((1280, 720))
    for _frame in range(200):
        app.step(0.05, events=[])
        session = scene.session
        if session.is_human_turn() and scene.turn_version == session.version:
            scene.human_action(session.legal_actions()[0])
            break
    for _frame in range(5):
        app.update(0.05)
        app.draw(surface)
    assert scene.session.ply > 0


def run_main(home: Path, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, DRAGON_ARCADE_HOME=str(home), PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", DRAGON_ARCADE_NO_MESSAGE_BOX="1")
    return subprocess.run(
        [sys.executable, str(ROOT / "main.py"), *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
        cwd=ROOT,
    )


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_a_bad_file_is_reported_changes_nothing_and_the_program_starts(case, tmp_path, monkeypatch):
    if case.posix_only and not POSIX:
        pytest.skip("a POSIX-only kind of file")
    home = case.make(tmp_path)
    before = snapshot(home)
    from game.scenes.title import TitleScene

    # 1. The App starts, the title says what is wrong, and nothing changed on disk.
    with DrawnText() as drawn:
        app = start_in_process(home, monkeypatch)
        try:
            title = TitleScene(app)
            app.reset_to(title)
            for _frame in range(3):
                app.step(0.05, events=[])
            on_title = screen_text(drawn)
            assert title.continue_button.enabled is case.resumable
            assert snapshot(home) == before
            if case.check is not None:
                assert case.check(app), "the settings did not fall back as they should"
            # 2. Still playable: a new game over it, a move; whatever was there is unchanged.
            play_a_move(app)
            # The move's autosave is written on the save writer's thread: let it finish, or
            # the snapshot may meet its temporary file half-way through the rename.
            app.saves.settle()
            after = snapshot(home)
            assert not case.kept or {name: after.get(name) for name in before} == before
            # A failed write is told on the frames after the writer reports it: draw two.
            for _frame in range(2):
                app.step(0.05, events=[])
            seen = screen_text(drawn)
        finally:
            app.shutdown()
    if case.sees:
        assert case.sees in seen, seen[-600:]
    else:
        assert "could not" not in on_title and "cannot" not in on_title, on_title[-600:]
    # 3. The real program starts on it, says nothing in a traceback, and changes nothing.
    before = snapshot(home)
    for args in (("--version",), *((("--smoke",),) if case.smoke else ())):
        done = run_main(home, *args)
        assert done.returncode == 0 and "Traceback" not in done.stderr, (args, done.stderr[-2000:])
        after = snapshot(home)
        assert {name: after.get(name) for name in before} == before, args
        assert set(after) - set(before) <= MAY_APPEAR, args
        assert "Log file:" in done.stdout or "smoke: rendered title" in done.stderr
