"""Shared client-test fixtures: an App with a fake AI worker, recorded sounds and no animation
(test files with an `app` fixture of their own keep theirs)."""

from __future__ import annotations

import pytest

from game.app import App
from tests.client.test_play import FakeWorker, RecordingAudio


@pytest.fixture()
def app(tmp_path):
    """An App whose AI answers at once from a fake worker; animations are instant."""
    application = App(home=str(tmp_path), use_process=False)
    application.worker.shutdown()
    application.worker = FakeWorker()
    application.audio = RecordingAudio()
    application.settings.animation_speed = 0.0
    yield application
    application.shutdown()
