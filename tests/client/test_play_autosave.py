"""The play scene's autosave on the saves' writer thread (game.settings.save_writer): the same
file as a save written at once, nothing lost when the scene is left right after a move, the
latest position winning, and a failing disk that never stops the game."""

from __future__ import annotations

import threading
import time

import pytest

from game.scenes.pause import PauseScene
from game.scenes.play import PlayScene
from game.scenes.title import TitleScene
from game.session import Session
from game.settings import SaveStore
from game.settings import folder as folder_module
from game.settings.save_writer import SaveJob, SaveWriter
from tests.client.test_play import AI_ONLY, HUMAN_VS_AI, run_until, start


def human_ready(scene: PlayScene) -> bool:
    session = scene.session
    return session.is_human_turn() and scene.turn_version == session.version


def play_a_move(scene: PlayScene) -> None:
    """The person plays their first legal action (the scene must be at their decision)."""
    assert scene.human_action(scene.session.legal_actions()[0])


@pytest.fixture()
def slow_disk(monkeypatch):
    """Every durable write takes 0.3 s (the writer thread's); the names written, in order."""
    real = folder_module.write_atomic
    written: list[str] = []

    def slow(path, data) -> None:
        time.sleep(0.3)
        real(path, data)
        written.append(path.name)

    monkeypatch.setattr(folder_module, "write_atomic", slow)
    return written


def test_the_file_after_moves_is_the_one_a_save_written_at_once_gives(app, tmp_path):
    scene = start(app, HUMAN_VS_AI, seed=11)
    for _move in range(3):
        run_until(app, lambda: human_ready(scene))
        play_a_move(scene)
    run_until(app, lambda: human_ready(scene))
    app.saves.settle()
    on_disk = app.saves.path_for("nine-sons").read_bytes()
    at_once = SaveStore(tmp_path / "at-once")  # the old way: written on the calling thread
    assert at_once.write_autosave(scene.session.record)
    assert on_disk == at_once.path_for("nine-sons").read_bytes()
    assert len(scene.session.record.history) >= 6  # three moves and the AI's answers


def test_a_move_returns_before_its_save_is_written_and_the_latest_position_wins(app, monkeypatch):
    """The disk holds every write until the moves are played: had a frame waited for a save,
    it would have waited the whole 10 s (no timing of a busy machine's frames involved)."""
    scene = start(app, HUMAN_VS_AI, seed=11)
    run_until(app, lambda: human_ready(scene))
    app.saves.settle()
    real = folder_module.write_atomic
    disk_free = threading.Event()
    written: list[str] = []

    def held(path, data) -> None:
        disk_free.wait(10)
        real(path, data)
        written.append(path.name)

    monkeypatch.setattr(folder_module, "write_atomic", held)
    first = len(scene.session.record.history)
    began = time.monotonic()
    for _frame in range(40):  # the person moves, the AI answers, twice
        if human_ready(scene) and len(scene.session.record.history) < first + 4:
            play_a_move(scene)
        app.step(0.05, events=[])
    assert time.monotonic() - began < 9  # no frame waited for the held disk
    assert not written
    disk_free.set()
    app.saves.settle()
    assert len(scene.session.record.history) >= first + 4
    assert 1 <= len(written) < 4  # four positions handed over, the ones overtaken never written
    assert app.saves.read_autosave().history == scene.session.record.history


def test_quitting_right_after_a_move_leaves_that_position_on_disk(app, slow_disk):
    scene = start(app, HUMAN_VS_AI, seed=11)
    run_until(app, lambda: human_ready(scene))
    play_a_move(scene)
    history = list(scene.session.record.history)
    app.shutdown()  # the window closed at once: on_exit waits for the writer
    again = SaveStore(app.folder.path)
    assert again.read_autosave("nine-sons").history == history


def test_back_to_the_title_right_after_a_move_offers_that_position(app, slow_disk):
    scene = start(app, HUMAN_VS_AI, seed=11)
    run_until(app, lambda: human_ready(scene))
    play_a_move(scene)
    app.reset_to(TitleScene(app))
    assert app.saves.read_autosave("nine-sons").history == scene.session.record.history


def test_abandoning_while_a_save_is_being_written_leaves_no_save(app, slow_disk):
    scene = start(app, HUMAN_VS_AI, seed=11)
    run_until(app, lambda: human_ready(scene))
    play_a_move(scene)  # its save is still on the writer thread
    app.push(PauseScene(app, scene))
    app.top.abandon()
    assert not app.saves.path_for("nine-sons").exists()
    assert not app.saves.has_autosave()


def test_a_restart_followed_at_once_by_moves_replaces_the_old_match(app, slow_disk):
    """The restart's save (allowed to replace the old match) is overtaken by the next ones
    before it is written: they inherit what it was allowed to replace."""
    scene = start(app, HUMAN_VS_AI, seed=11)
    run_until(app, lambda: human_ready(scene))
    play_a_move(scene)
    app.saves.settle()
    scene.restart()
    run_until(app, lambda: human_ready(scene))
    play_a_move(scene)
    app.saves.settle()
    saved = app.saves.read_autosave("nine-sons")
    assert saved.same_match(scene.session.record)
    assert saved.history == scene.session.record.history


def test_a_failing_disk_is_said_once_and_the_game_goes_on(app, monkeypatch):
    def refuse(path, data) -> None:
        raise OSError(28, "No space left on device", str(path))

    monkeypatch.setattr(folder_module, "write_atomic", refuse)
    scene = start(app, HUMAN_VS_AI, seed=11)
    app.saves.settle()
    app.step(0.05, events=[])
    notice = app.top
    assert notice is not scene and "No space left on device" in str(notice.text())
    app.pop()
    run_until(app, lambda: human_ready(scene))
    play_a_move(scene)
    run_until(app, lambda: human_ready(scene))
    app.saves.settle()
    app.step(0.05, events=[])
    assert app.top is scene  # said once
    assert app.saves.read_autosave("nine-sons").history == scene.session.record.history  # memory


def test_a_save_that_raises_is_logged_and_the_next_one_is_written(app, monkeypatch, caplog):
    scene = start(app, HUMAN_VS_AI, seed=11)
    run_until(app, lambda: human_ready(scene))
    real = SaveStore.write_autosave
    calls: list[int] = []

    def broken_once(self, record, **options):
        calls.append(len(record.history))
        if len(calls) == 1:
            raise RuntimeError("a bug in the writer")
        return real(self, record, **options)

    monkeypatch.setattr(SaveStore, "write_autosave", broken_once)
    play_a_move(scene)
    app.saves.settle()
    assert "could not be saved" in caplog.text
    run_until(app, lambda: human_ready(scene))
    app.saves.settle()
    assert app.top is scene
    assert app.saves.read_autosave("nine-sons").history == scene.session.record.history


def test_a_watched_game_ending_leaves_no_save(app):
    scene = start(app, AI_ONLY, seed=3)
    run_until(app, lambda: scene.session.is_over(), frames=3000)
    app.saves.settle()
    assert not app.saves.has_autosave()


def test_a_job_overtaken_passes_on_what_it_allowed_to_replace():
    old = Session.new("nine-sons", HUMAN_VS_AI, None, 1).record
    new = Session.new("nine-sons", HUMAN_VS_AI, None, 2).record
    restart = SaveJob(new, replacing=old)
    assert SaveJob(new).after(restart).replacing is old
    assert SaveJob(new).after(SaveJob(old, clear=True)).replacing is old
    assert SaveJob(new, clear=True).after(SaveJob(new)).clear
    assert SaveJob(new).after(SaveJob(new)).replacing is None


def test_the_writer_thread_ends_when_idle_and_starts_again_for_the_next_save():
    written: list[str] = []
    gate = threading.Event()

    def run(job: SaveJob) -> list:
        gate.wait(5)
        written.append(job.record.seed)
        return []

    writer = SaveWriter(run, linger_s=0.05)
    records = [Session.new("nine-sons", HUMAN_VS_AI, None, seed).record for seed in (1, 2, 3)]
    for record in records:
        writer.submit(SaveJob(record))
    gate.set()
    assert writer.settle(5)
    assert written[-1] == records[-1].seed and len(written) <= 2
    deadline = time.monotonic() + 5
    while writer._thread is not None and time.monotonic() < deadline:
        time.sleep(0.01)
    assert writer._thread is None
    writer.submit(SaveJob(records[0]))
    assert writer.settle(5) and written[-1] == records[0].seed
