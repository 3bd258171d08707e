"""The replay viewer in the pseudo locale, Japanese and Chinese: every string it draws goes
through gettext, and nothing overflows its box (for every game, at every viewpoint, with the
results screen's three buttons). The shared fences (test_pseudo_locale, test_cjk_layout) list
the other scenes; this file adds the viewer with the same drivers."""

from __future__ import annotations

import pytest

from game import i18n
from game.scenes.replay_viewer import ReplayViewerScene
from game.scenes.results import ResultsScene
from game.smoke import finished_session
from game.views import theme
from game.views.text import watch_overflow
from tests.client.test_replay_viewer import random_record
from tests.i18n import test_cjk_layout as cjk_layout
from tests.i18n import test_pseudo_locale as drivers
from tests.i18n.pseudo import DrawnText

app = drivers.app  # an App whose AI answers at once, without sound or animation
drawn = drivers.drawn  # the pseudo locale in effect, every drawn string recorded


def show_the_viewer(app, slug: str) -> list[str]:
    """Open the viewer on the results of a finished game, then on a game cut short, and draw it
    at the start, mid-way, at the end and from every viewpoint; the seat names drawn."""
    session = finished_session(slug)
    app.reset_to(ResultsScene(app, session))
    drivers.show(app, 1)
    app.top.watch_replay()
    drivers.show(app, 2)
    record = random_record(slug, plies=40)
    viewer = ReplayViewerScene(app, record)
    app.push(viewer)
    drivers.show(app, 2)
    viewer.seek(20)
    for _choice in viewer.view_cycle.choices:
        viewer.next_viewpoint()
        drivers.show(app, 1)
    viewer.to_end()
    drivers.show(app, 1)
    return [seat.name for seat in (*session.seats, *record.seats)]


@pytest.mark.parametrize("slug", drivers.GAMES)
def test_the_replay_viewer_speaks_the_pseudo_locale(app, drawn, slug):
    names = show_the_viewer(app, slug)
    drivers.assert_translated(drawn.strings, [*drivers.NAMES, *names])


@pytest.mark.parametrize("language", cjk_layout.LANGUAGES)
@pytest.mark.parametrize("slug", drivers.GAMES)
def test_the_replay_viewer_fits_in_japanese_and_chinese(app, slug, language):
    app.set_language(language)
    overflows: list[tuple[str, str]] = []
    stop = watch_overflow(lambda text, how: overflows.append((how, text)))
    try:
        with DrawnText() as recorder:
            names = show_the_viewer(app, slug)
    finally:
        stop()
        app.set_language("en")
        i18n.set_language("en")
        theme.set_cjk_preference("en")
    english = cjk_layout.english_left(recorder.strings, [*drivers.NAMES, *names])
    assert not english, f"{language} {slug}: English left: {english[:20]}"
    listed = sorted({(how, text) for how, text in overflows if text not in names})
    assert not listed, f"{language} {slug}: texts that do not fit: {listed[:20]}"
