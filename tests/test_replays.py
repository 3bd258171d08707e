"""The replay shelf (game.replays): kept, listed newest first from the files' heads (no replay),
checked in full on demand or a few moves at a time, renamed, deleted, capped (reading nothing
below the cap), exported and imported; files that cannot be used are listed apart and never
raise; a hostile import is refused with a reason and changes nothing; all five games; a folder
that cannot be written keeps the shelf in memory."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from game.core.record import GameRecord, RecordError, SeatSpec
from game.replays import (
    REPLAY_SIZE_LIMIT,
    REPLAYS_DIR,
    BrokenReplay,
    Replay,
    ReplayHead,
    ReplayShelf,
)
from game.rules import RULES
from game.settings import PrefFolder, Settings
from game.smoke import finished_session


class Clock:
    """A clock the test moves on by an hour per call."""

    def __init__(self) -> None:
        self.now = 1_796_000_000

    def __call__(self) -> float:
        self.now += 3600
        return self.now


def shelf_at(path, cap: int = 50) -> ReplayShelf:
    return ReplayShelf(PrefFolder.open(path), cap=cap, clock=Clock())


def finished(slug: str = "nine-sons", seed: int = 11):
    session = finished_session(slug, seed=seed)
    record = session.record
    record.seats[0] = SeatSpec("Ada", "human", "normal", record.seats[0].colour)
    return session


def keep(shelf: ReplayShelf, slug: str = "nine-sons", seed: int = 11) -> Replay:
    session = finished(slug, seed)
    entry = shelf.keep(session.record, session.outcome(), finished=True)
    assert entry is not None
    return entry


def files(shelf: ReplayShelf) -> list[str]:
    return shelf.folder.names(REPLAYS_DIR, ".json")


def test_a_finished_game_is_kept_with_its_header_and_listed_after_a_restart(tmp_path):
    shelf = shelf_at(tmp_path)
    session = finished()
    outcome = session.outcome()
    entry = shelf.keep(session.record, outcome, finished=True)
    assert entry is not None and entry.finished
    assert entry.winners == tuple(outcome.winners) and entry.reason == outcome.reason
    assert entry.moves == sum(not ply.is_chance for ply in session.plies) > 0
    assert entry.name == ""  # the default name, worded when shown
    data = json.loads((tmp_path / entry.file).read_text("utf-8"))
    assert data["record"] == session.record.to_json()  # exactly the save format
    assert set(data["header"]) == {"name", "played", "finished", "winners", "reason", "moves"}
    again = shelf_at(tmp_path)  # a new shelf reads the folder: it survives a restart
    assert again.list() == ([entry.head], [])  # read from the head: nothing replayed
    checked = again.check(again.list()[0][0])
    assert checked == entry and checked.outcome == outcome


def test_the_list_is_newest_first_and_an_abandoned_game_is_marked(tmp_path):
    shelf = shelf_at(tmp_path)
    first = keep(shelf, "nine-sons")
    session = finished("drakon", 3)
    record = replace(session.record, history=session.record.history[:40])
    abandoned = shelf.keep(record, None, finished=False)
    assert abandoned is not None and not abandoned.finished and abandoned.winners == ()
    replays, broken = shelf.list()
    assert [entry.file for entry in replays] == [abandoned.file, first.file]
    assert not broken


def test_an_abandoned_game_without_a_move_is_not_kept(tmp_path):
    shelf = shelf_at(tmp_path)
    record = replace(finished("drakon").record, history=[])
    assert shelf.keep(record, None, finished=False) is None
    assert files(shelf) == []


def test_the_record_kept_does_not_change_with_the_session(tmp_path):
    shelf = shelf_at(tmp_path)
    session = finished()
    entry = shelf.keep(session.record, session.outcome(), finished=True)
    session.record.history.append("tampered")
    assert entry.record.history[-1] != "tampered"


def test_rename_and_delete(tmp_path):
    shelf = shelf_at(tmp_path)
    entry = keep(shelf)
    renamed = shelf.rename(entry, "  My   best  game  " + "x" * 60)
    assert renamed.name.startswith("My best game x") and len(renamed.name) == 40
    assert shelf_at(tmp_path).list()[0][0].name == renamed.name
    assert shelf.rename(renamed, "").name == ""  # the default name again
    shelf.delete(renamed)
    assert shelf.list() == ([], [])
    assert files(shelf) == []


def test_the_cap_drops_the_oldest_but_never_an_unreadable_file(tmp_path):
    shelf = shelf_at(tmp_path, cap=3)
    (tmp_path / REPLAYS_DIR).mkdir()
    (tmp_path / REPLAYS_DIR / "0-broken.json").write_text("{not json")
    kept = [keep(shelf, slug) for slug in ("nine-sons", "dragon-bridge", "drakon", "wyvern")]
    replays, broken = shelf.list()
    assert [entry.file for entry in replays] == [entry.file for entry in reversed(kept[1:])]
    assert [item.file for item in broken] == [f"{REPLAYS_DIR}/0-broken.json"]
    shelf.cap = 1
    dropped = shelf.trim()
    assert dropped == [kept[2].file, kept[1].file]
    assert [entry.file for entry in shelf.list()[0]] == [kept[3].file]


@pytest.mark.parametrize(
    "content, words",
    [
        (b"{not json", "not valid JSON"),
        (b"[]", "not a JSON object"),
        (b"\xff\xfe\x00", "not"),
    ],
)
def test_files_that_cannot_be_read_are_listed_apart_with_their_reason(tmp_path, content, words):
    shelf = shelf_at(tmp_path)
    good = keep(shelf)
    (tmp_path / REPLAYS_DIR / "bad.json").write_bytes(content)
    replays, broken = shelf.list()
    assert replays == [good]
    assert len(broken) == 1 and isinstance(broken[0], BrokenReplay)
    assert words in broken[0].error.message.english()


def shelf_file(entry: Replay, **changes) -> bytes:
    data = entry.to_json()
    for key, value in changes.items():
        section, _, field = key.partition("__")
        data[section][field] = value
    return json.dumps(data).encode()


def test_a_tampered_file_is_caught_by_the_record_checks(tmp_path):
    shelf = shelf_at(tmp_path)
    entry = keep(shelf)
    history = list(entry.record.history)
    history[5] = history[6]  # a move that is not legal there
    cases = {
        "illegal.json": shelf_file(entry, record__history=history),
        "game.json": shelf_file(entry, record__slug="dragon-chess"),
        "winner.json": shelf_file(entry, header__winners=[1 - entry.winners[0]]),
        "unfinished.json": shelf_file(entry, header__finished=False),
        "header.json": shelf_file(entry, header__moves=-1),
    }
    for name, data in cases.items():
        (tmp_path / REPLAYS_DIR / name).write_bytes(data)
    replays, broken = shelf.list()  # the heads: only a bad header shows before a full check
    assert [item.path.name for item in broken] == ["header.json"]
    assert entry in replays and len(replays) == len(cases)
    verdicts = [shelf.check(item) for item in replays]
    assert [item for item in verdicts if isinstance(item, Replay)] == [entry]
    broken += [item for item in verdicts if isinstance(item, BrokenReplay)]
    again = shelf.list()[1]  # the verdicts are remembered
    assert sorted(again, key=lambda item: item.file) == sorted(broken, key=lambda item: item.file)
    reasons = {item.path.name: item.error.message.english() for item in broken}
    assert reasons["illegal.json"] == "move 6 is not legal"
    assert "cannot play" in reasons["game.json"]
    assert "summary does not match" in reasons["winner.json"]
    assert "summary does not match" in reasons["unfinished.json"]
    assert "header.moves" in reasons["header.json"]


def test_export_then_import_on_another_shelf_gives_the_same_replay(tmp_path):
    shelf = shelf_at(tmp_path / "one")
    entry = shelf.rename(keep(shelf, "drakon", 5), "Gold rush")
    out = tmp_path / "exports"
    out.mkdir()
    path = shelf.export_path(entry, out)
    assert path.parent == out and path.name.startswith("dragon-arcade-drakon-")
    assert shelf.export_to(entry, path) == path
    assert json.loads(path.read_text("utf-8")) == entry.record.to_json()  # a save's JSON
    assert shelf.export_path(entry, out) != path  # never over an earlier export
    other = shelf_at(tmp_path / "two")
    imported = other.import_from(path)
    assert imported.record.to_json() == entry.record.to_json()
    assert (imported.finished, imported.winners, imported.reason, imported.moves) == (
        entry.finished,
        entry.winners,
        entry.reason,
        entry.moves,
    )
    assert other.list()[0] == [imported]


def test_a_shelf_file_and_a_save_file_can_both_be_imported(tmp_path):
    shelf = shelf_at(tmp_path / "one")
    entry = shelf.rename(keep(shelf), "Kept name")
    other = shelf_at(tmp_path / "two")
    assert other.import_from(tmp_path / "one" / entry.file).name == "Kept name"
    session = finished("dragon-bridge")
    unfinished = replace(session.record, history=session.record.history[:30])
    save = tmp_path / "save.json"
    save.write_text(unfinished.dumps(), "utf-8")
    imported = other.import_from(str(save))
    assert not imported.finished and imported.moves > 0


def hostile_files(tmp_path, entry: Replay) -> dict[str, object]:
    record = entry.record.to_json()
    illegal = dict(record, history=[*record["history"][:5], "not a move"])
    huge = tmp_path / "huge.json"
    huge.write_bytes(b" " * (REPLAY_SIZE_LIMIT + 1))
    paths = {"missing": tmp_path / "nowhere.json", "huge": huge, "folder": tmp_path}
    for name, data in {
        "wrong-json": b"{'replay': 1,",
        "unknown-game": json.dumps(dict(record, slug="dragon-go")).encode(),
        "illegal-move": json.dumps(illegal).encode(),
        "too-deep": b"[" * 500 + b"]" * 500,
        "nan": json.dumps(dict(record, seed=float("nan"))).encode(),
    }.items():
        path = tmp_path / f"{name}.json"
        path.write_bytes(data)
        paths[name] = path
    return paths


def test_a_hostile_import_is_refused_with_a_reason_and_nothing_changes(tmp_path):
    shelf = shelf_at(tmp_path / "shelf")
    entry = keep(shelf)
    before = {name: (tmp_path / "shelf" / name).read_bytes() for name in files(shelf)}
    expected = {
        "missing": "there is no file at",
        "huge": "too large",
        "folder": "not a file",
        "wrong-json": "not valid JSON",
        "unknown-game": "cannot play",
        "illegal-move": "move 6 is not legal",
        "too-deep": "nested",
        "nan": "seed",
    }
    for name, path in hostile_files(tmp_path, entry).items():
        with pytest.raises(RecordError) as refused:
            shelf.import_from(path)
        assert expected[name] in refused.value.message.english(), name
    with pytest.raises(RecordError, match="on the shelf already"):
        shelf.import_from(tmp_path / "shelf" / entry.file)
    after = {name: (tmp_path / "shelf" / name).read_bytes() for name in files(shelf)}
    assert after == before


@pytest.mark.parametrize("slug", sorted(RULES))
def test_every_game_is_kept_and_read_back(tmp_path, slug):
    shelf = shelf_at(tmp_path)
    entry = keep(shelf, slug)
    again = shelf_at(tmp_path)
    assert again.list() == ([entry.head], [])
    assert again.check(entry.head) == entry


def test_an_unusable_folder_keeps_the_shelf_in_memory_with_a_notice(tmp_path):
    blocker = tmp_path / "file-in-the-way"
    blocker.write_text("x")
    folder = PrefFolder.open(blocker)
    assert not folder.on_disk and folder.notices
    shelf = ReplayShelf(folder, clock=Clock())
    entry = keep(shelf)
    shelf.rename(entry, "In memory")
    assert [item.name for item in shelf.list()[0]] == ["In memory"]
    assert blocker.read_text() == "x"


def test_export_to_a_folder_that_cannot_be_written_is_a_record_error(tmp_path):
    shelf = shelf_at(tmp_path)
    entry = keep(shelf)
    with pytest.raises(RecordError, match="could not be written"):
        shelf.export_to(entry, tmp_path / "no-such-folder" / "x.json")


def test_the_replay_cap_is_a_setting_read_key_by_key():
    assert Settings().replay_cap == 50
    assert Settings.from_json({"replay_cap": 100}).replay_cap == 100
    assert Settings.from_json({"replay_cap": 70}).replay_cap == 50  # the nearest choice
    assert Settings.checked({"replay_cap": "100"}) == (Settings(), ["replay_cap"])
    assert Settings.checked({"replay_cap": True}) == (Settings(), ["replay_cap"])


def test_a_game_record_without_seats_matching_is_refused(tmp_path):
    shelf = shelf_at(tmp_path)
    entry = keep(shelf)
    record = entry.record.to_json()
    record["seats"] = record["seats"][:1]
    path = tmp_path / "one-seat.json"
    path.write_text(json.dumps(record))
    with pytest.raises(RecordError, match="seats do not match"):
        shelf.import_from(path)
    assert isinstance(GameRecord.from_json(entry.record.to_json()), GameRecord)


def test_listing_replays_nothing_and_a_check_can_pause(tmp_path, monkeypatch):
    shelf = shelf_at(tmp_path)
    kept = [keep(shelf, slug) for slug in sorted(RULES)]
    import game.settings.replay_files as replay_files

    played: list[str] = []
    real = replay_files.play_out_steps

    def counting(record):
        played.append(record.slug)
        return real(record)

    monkeypatch.setattr(replay_files, "play_out_steps", counting)
    cold = shelf_at(tmp_path)
    heads, broken = cold.list()
    assert not broken and played == []  # the list came from the heads alone
    assert all(isinstance(head, ReplayHead) and head.match.history == [] for head in heads)
    assert [head.seats for head in heads] == [entry.seats for entry in reversed(kept)]
    longest = max(heads, key=lambda head: head.moves)
    steps = cold.check_steps(longest)
    next(steps)  # a pause after the first few moves: the caller may draw a frame here
    assert played == [longest.slug]
    with pytest.raises(StopIteration) as done:
        while True:
            next(steps)
    assert done.value.value == next(entry for entry in kept if entry.file == longest.file)
    assert cold.list()[0][heads.index(longest)] == done.value.value  # remembered, no replay


def test_a_file_cut_off_in_its_moves_lists_by_its_head_and_fails_its_check(tmp_path):
    shelf = shelf_at(tmp_path)
    entry = keep(shelf, "drakon", 5)
    path = tmp_path / entry.file
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])  # the moves cut in the middle
    cold = shelf_at(tmp_path)
    heads, broken = cold.list()
    assert heads == [entry.head] and not broken
    verdict = cold.check(heads[0])
    assert isinstance(verdict, BrokenReplay)
    assert "not valid JSON" in verdict.error.message.english()
    assert path.read_bytes() == data[: len(data) // 2]  # nothing changed


def test_a_file_laid_out_otherwise_is_listed_too(tmp_path):
    shelf = shelf_at(tmp_path)
    entry = keep(shelf)
    content = entry.to_json()
    content["record"] = dict(reversed(list(content["record"].items())))  # the moves first
    reordered = {"record": content["record"], "header": content["header"], "replay": 1}
    (tmp_path / entry.file).write_text(json.dumps(reordered), "utf-8")
    cold = shelf_at(tmp_path)
    assert cold.list() == ([entry.head], [])
    assert cold.check(entry.head) == entry


def test_keeping_below_the_cap_reads_no_replay_and_at_the_cap_no_move(tmp_path, monkeypatch):
    shelf = shelf_at(tmp_path, cap=3)
    kept = [keep(shelf, slug) for slug in ("nine-sons", "dragon-bridge")]
    cold = shelf_at(tmp_path, cap=3)
    cold.clock = shelf.clock  # later than the games kept
    reads: list[str] = []
    real_read = cold.folder.read
    monkeypatch.setattr(
        cold.folder, "read", lambda name, limit: reads.append(name) or real_read(name, limit)
    )
    import game.settings.replay_files as replay_files

    monkeypatch.setattr(replay_files, "play_out_steps", None)  # any replay would fail here
    session = finished("drakon", 3)
    third = cold.keep(session.record, session.outcome(), finished=True, moves=9)
    assert third is not None and reads == []  # three files, the cap is three: nothing read
    session = finished("wyvern", 4)
    fourth = cold.keep(session.record, session.outcome(), finished=True, moves=9)
    assert fourth is not None
    assert sorted(files(cold)) == sorted([kept[1].file, third.file, fourth.file])


def test_keep_soon_returns_at_once_and_every_reader_waits_for_it(tmp_path, monkeypatch):
    import threading
    import time

    shelf = shelf_at(tmp_path)
    real_write = shelf.folder.write
    release = threading.Event()

    def slow_write(name, data):
        release.wait(5)  # a slow disk: the write waits until the test lets it go
        return real_write(name, data)

    monkeypatch.setattr(shelf.folder, "write", slow_write)
    session = finished()
    moves = sum(not ply.is_chance for ply in session.plies)
    start = time.perf_counter()
    shelf.keep_soon(session.record, session.outcome(), moves)
    assert time.perf_counter() - start < 1.0  # the caller did not wait for the disk
    session.record.history.clear()  # the session may go on changing: the copy was kept
    assert files(shelf) == []
    threading.Timer(0.2, release.set).start()
    replays, broken = shelf.list()  # waits for the write
    assert len(replays) == 1 and not broken and replays[0].moves == moves
    assert replays[0].record.history and replays[0].outcome is not None


def test_keep_soon_logs_a_failure_and_never_raises(tmp_path, monkeypatch, caplog):
    shelf = shelf_at(tmp_path)

    def failing_write(name, data):
        raise RuntimeError("the disk is on fire")

    monkeypatch.setattr(shelf.folder, "write", failing_write)
    session = finished()
    shelf.keep_soon(session.record, session.outcome(), 3)
    assert shelf.list() == ([], [])
    assert "could not be kept" in caplog.text
