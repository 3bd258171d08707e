"""`--smoke` shows the record screens too: the Replays list, the Statistics screen, the replay
viewer and the coach's turning points, each built and drawn by its set-up."""

from __future__ import annotations

import pygame

from game.scenes.replay_viewer import ReplayViewerScene
from game.scenes.replays import ReplaysScene
from game.scenes.statistics import StatisticsScene
from game.scenes.turning_points_scene import TurningPointsScene
from game.smoke import _smoke_steps


def test_the_smoke_run_shows_the_record_screens(app, tmp_path):
    scratch = tmp_path / "scratch"
    steps = dict(_smoke_steps(app, str(scratch)))
    expected = {
        "replays": ReplaysScene,
        "statistics": StatisticsScene,
        "replay viewer": ReplayViewerScene,
        "turning points": TurningPointsScene,
    }
    surface = pygame.Surface((1280, 720))
    for name, scene_type in expected.items():
        steps[name]()
        for _frame in range(3):
            app.step(1 / 60, events=[])
        app.draw(surface)
        assert isinstance(app.top, scene_type), name
    replays, _broken = app.replays.list()
    # The list had both kinds (newest first: which comes first depends on whether the clock's
    # second turned between the two saves, so the order is not part of this test).
    assert sorted(entry.finished for entry in replays) == [False, True]
    assert app.replays.folder.path == scratch / "records"  # the player's folder gains nothing
    assert not (tmp_path / "replays").exists() and not (tmp_path / "statistics.json").exists()
