"""game.views.text.wrap's `keep`: a seat's name in a log line moves to the next line whole
(プレイヤー3, never プレ / イヤー3), unless it is wider than a line; the move logs of the play
scene and the replay viewer pass their seats' names. Checked against the square test font of
test_text.py (every CJK character exactly SIZE pixels wide)."""

from __future__ import annotations

import pytest

from game.views.backdrop import wrap_hanging
from game.views.text import wrap
from tests.client.test_text import SIZE

NAME = "プレイヤー"


@pytest.mark.parametrize("width", range(5, 12))
def test_a_kept_name_is_never_broken(chain, width):
    text = f"洞窟のドレイクが{NAME}の前列を攻撃した"
    lines = wrap(text, chain, width * SIZE, keep=(NAME,))
    assert "".join(lines) == text
    assert sum(NAME in line for line in lines) == 1
    assert all(chain.size(line)[0] <= width * SIZE for line in lines)


def test_the_plain_wrap_would_cut_it(chain):
    text = f"洞窟のドレイクが{NAME}の前列"
    assert wrap(text, chain, 8 * SIZE) == ["洞窟のドレイクがプレ", "イヤーの前列"]
    assert wrap(text, chain, 8 * SIZE, keep=(NAME,)) == ["洞窟のドレイクが", f"{NAME}の前列"]


def test_a_name_wider_than_the_line_is_still_broken(chain):
    lines = wrap(f"あ{NAME}い", chain, 3 * SIZE, keep=(NAME,))
    assert (
        "".join(lines) == f"あ{NAME}い" and max(chain.size(line)[0] for line in lines) <= 3 * SIZE
    )


def test_latin_names_with_spaces_and_a_hanging_indent(chain):
    text = "12 Elder Wyrm 2 attacks Elder Wyrm 3 at once"
    for width in range(160, 300, 10):  # (narrower, a name is wider than a line)
        lines = wrap_hanging(text, chain, width, 20, ("Elder Wyrm 2", "Elder Wyrm 3"))
        for name in ("Elder Wyrm 2", "Elder Wyrm 3"):
            assert any(name in line for line in lines), (width, lines)


def test_the_play_scenes_log_keeps_the_seats_names(app, monkeypatch):
    from game.core.record import SeatSpec
    from game.scenes import play_chrome
    from game.scenes.play import PlayScene
    from game.session import Session

    seats = [SeatSpec(NAME, "human"), SeatSpec("Drake", "ai", "easy", 1)]
    scene = PlayScene(app, Session.new("nine-sons", seats, {}, 5))
    seen: list[tuple[str, ...]] = []

    def spy(text, font, width, indent, keep=()):
        seen.append(keep)
        return [text]

    monkeypatch.setattr(play_chrome, "wrap_hanging", spy)
    monkeypatch.setattr(scene.session, "log_lines", lambda viewer: [(0, f"{NAME} places")])
    play_chrome.log_rows(scene, 0)
    assert seen == [(NAME, "Drake")]
