"""Shared client-test fixtures: an App with a fake AI worker, recorded sounds and no animation;
each language in turn; the square CJK test font behind DejaVu (test files with a fixture of
the same name keep theirs)."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.views.fallback_font import FallbackFont
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


@pytest.fixture(params=("en", "ja", "zh"))
def language(request):
    """The catalogue and the fonts of one language (English back afterwards)."""
    from game import i18n
    from game.views import theme

    pygame.font.init()
    theme.set_cjk_preference(i18n.set_language(request.param))
    yield request.param
    i18n.set_language("en")
    theme.set_cjk_preference("en")


@pytest.fixture(scope="module")
def chain(tmp_path_factory) -> FallbackFont:
    """DejaVu first, test_text.py's square CJK test font behind it (every CJK character of
    test_text.CJK_TEXT exactly test_text.SIZE pixels wide)."""
    from tests.client.test_text import DEJAVU, SIZE, build_test_font
    from tools import font_coverage

    pygame.init()
    path = tmp_path_factory.mktemp("fonts") / "ArcadeTestCJK.ttf"
    build_test_font(path)
    font_coverage.write_coverage(path)
    return FallbackFont([DEJAVU, str(path)], SIZE)
