"""Drakon art, rules help and move log: tiles and figures render, arrows sit on the right
sides, caches stay bounded, every help page fits its panel, and the log names every effect
without ever naming a hidden tile."""

from __future__ import annotations

import time

import pygame
import pytest

from game.core.protocol import CHANCE
from game.core.record import SeatSpec
from game.rng import rng_for
from game.rules.drakon import actions
from game.rules.drakon.state import DrakonState
from game.rules.drakon.tiles import (
    CHAMBER_NAMES,
    CHAMBER_TEXTS,
    CHAMBER_TYPES,
    KIND_BY_CODE,
    KINDS,
    rotate_mask,
)
from game.scenes.handoff import HandoffScene
from game.session import Session
from game.views import theme
from game.views.drakon import art
from game.views.drakon import log as drakon_log
from game.views.registry import CLIENTS

CHAMBERS = [cid for cid, _, _ in CHAMBER_TYPES]
NAMES = ["Ana", "Bo", "Cy"]


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


def _bytes(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def _gold_along(surface: pygame.Surface, side: int) -> bool:
    """Is there chevron gold on the centre line of `side`, in the outer quarter of the tile?"""
    size = surface.get_width()
    for k in range(2, int(size * 0.18)):  # the outer chevron, clear of the emblem
        x, y = size // 2, k  # north; turn the sample point to the side wanted
        for _ in range(side):
            x, y = size - 1 - y, x
        r, g, b, _a = surface.get_at((x, y))
        if r > 170 and g > 120 and b < 110 and r - b > 90:
            return True
    return False


# ----------------------------------------------------------------------------- art


def test_every_kind_and_rotation_renders_at_board_sizes():
    for kind in KINDS:
        for rot in range(4):
            for size in (40, 48, 64):
                tile = art.chamber_surface(kind.index, rot, size)
                assert tile.get_size() == (size, size)
                assert tile.get_at((size // 2, size // 2)).a == 255
    assert art.chamber_surface(KIND_BY_CODE["blank-2s"], 0, 48, drakon_icon=True) is not (
        art.chamber_surface(KIND_BY_CODE["blank-2s"], 0, 48)
    )


@pytest.mark.parametrize("size", [48, 64])
def test_arrows_drawn_on_arrow_sides_and_walls_on_the_others(size):
    for kind in KINDS:
        for rot in range(4):
            tile = art.chamber_surface(kind.index, rot, size)
            mask = rotate_mask(kind.mask, rot)
            for side in range(4):
                assert _gold_along(tile, side) == bool(mask >> side & 1), (kind.code, rot, side)


def test_north_is_up_on_screen():
    tile = art.chamber_surface(KIND_BY_CODE["blank-1"], 0, 64)  # one arrow, north
    assert _gold_along(tile, 0) and not _gold_along(tile, 2)
    east = art.chamber_surface(KIND_BY_CODE["blank-1"], 1, 64)  # turned clockwise: east
    assert _gold_along(east, 1) and not _gold_along(east, 3)


def test_sizes_are_quantised_and_the_cache_stays_bounded():
    assert art.quantise(49) == 48 and art.quantise(51) == 52 and art.quantise(1) == art.MIN_SIZE
    assert art.chamber_surface(5, 1, 49) is art.chamber_surface(5, 1, 48)
    art._chamber.cache_clear()
    art._hero.cache_clear()
    for size in range(20, 141):  # a smooth zoom over every pixel size
        art.chamber_surface(5, 1, size)
        art.hero_surface(2, (200, 60, 60), size)
    distinct = len({art.quantise(s) for s in range(20, 141)})
    assert distinct == 31
    assert art.cache_sizes()["chamber"] == distinct == art.cache_sizes()["hero"]
    limits = art.cache_limits()
    for name, count in art.cache_sizes().items():
        assert count <= limits[name], name


def test_eighty_cached_tiles_blit_fast():
    screen = pygame.Surface((1280, 720))
    tiles = [(k % len(KINDS), k % 4) for k in range(80)]
    for kind, rot in tiles:
        art.chamber_surface(kind, rot, 64)
    start = time.perf_counter()
    for _ in range(10):
        for i, (kind, rot) in enumerate(tiles):
            screen.blit(art.chamber_surface(kind, rot, 64), ((i % 16) * 64, (i // 16) * 64))
    per_frame = (time.perf_counter() - start) / 10
    assert per_frame < 0.02  # measured ~1 ms; generous for a loaded CI machine


def test_emblems_are_distinct_and_blank_is_empty():
    images = {cid: _bytes(art.emblem_surface(cid, 48)) for cid in CHAMBERS}
    assert len(set(images.values())) == len(CHAMBERS)
    blank = art.emblem_surface("blank", 48)
    assert blank.get_at((24, 24)).a == 0
    for cid in CHAMBERS:
        assert CHAMBER_NAMES[cid] and CHAMBER_TEXTS[cid]


def test_six_heroes_differ_and_take_the_seat_colour():
    for size in (28, 64):
        looks = {_bytes(art.hero_surface(h, (214, 64, 64), size)) for h in range(6)}
        assert len(looks) == 6
    red = art.hero_surface(0, (214, 64, 64), 64)
    blue = art.hero_surface(0, (72, 140, 230), 64)
    assert _bytes(red) != _bytes(blue)
    assert art.hero_surface(3, theme.seat_colour(1), 40).get_size() == (40, 40)


def test_coins_back_and_dragon_render():
    assert _bytes(art.coin_surface(32, 2)) != _bytes(art.coin_surface(32, 3))
    assert art.coin_surface(32).get_at((16, 16)).a == 255
    back = art.tile_back_surface(48)
    assert back.get_size() == (48, 48) and back.get_at((24, 24)).a == 255
    assert art.drakon_surface(64).get_at((32, 40)).a > 0


# ----------------------------------------------------------------------------- rules help


class FakeApp:
    """What the help and handoff overlays use of the app."""

    class audio:  # noqa: N801 - mimics the attribute
        @staticmethod
        def play(*_args, **_kwargs):
            """Silence."""

    def pop(self):
        """Nothing to pop."""


def test_drakon_help_pages_cover_the_topics_and_register_diagrams():
    pages = CLIENTS["drakon"].help_pages()
    titles = " ".join(page.title.lower() for page in pages)
    for topic in ("goal", "turn", "arrow", "moving", "gale", "legend", "coins", "end",
                  "escape", "heroes", "edition", "controls"):  # fmt: skip
        assert topic in titles, topic
    for page in pages:
        assert page.diagram is None or page.diagram in CLIENTS["drakon"].diagrams()


# (every page and diagram drawn in every language: tests/client/test_help_all_games.py)


# ----------------------------------------------------------------------------- the log


def _run(state: DrakonState, texts: list[str]) -> list[tuple[int, str]]:
    """Apply `texts` and describe each ply as a spectator would read it: like the session, the
    describer gets the viewer-safe text (`view.last_action`), never the raw action text."""
    lines = []
    for text in texts:
        player = state.current_player()
        before = state.view(None)
        state.apply_action(state.parse_action(text))
        after = state.view(None)
        safe = after.last_action or text
        lines.extend(drakon_log.describe(safe, player, before, after, NAMES))
    return lines


def test_registered_for_drakon():
    assert CLIENTS["drakon"].describe_log is drakon_log.describe


def test_placing_reads_as_one_line_and_the_draw_stays_hidden():
    state = DrakonState.from_position(
        players=2, hands=[["gold-2c"], []], pile={"map-2s": 1}, active=0
    )
    first = _run(state, ["tile gold-2c"])
    second = _run(state, ["at @1,0"])
    assert first == [] and second == []
    rot = next(actions.to_text(a) for a in state.legal_actions())
    lines = _run(state, [rot])
    assert lines == [(0, "Ana placed Find a Gold at (1, 0)")]
    drawn = _run(state, ["draw map-2s"])
    assert drawn == [(CHANCE, "Ana drew a tile")]


def test_steal_names_chamber_victim_and_coin():
    board = {(1, 0): ("steal-left-1", 0)}
    state = DrakonState.from_position(players=2, board=board, coins=[2, 0], active=1)
    lines = _run(state, ["move @1,0"])
    assert lines[0] == (1, "Bo entered Steal a Coin (Left) at (1, 0) and took a coin from Ana")


def test_gold_due_destroy_rotate_and_mind_control_lines():
    board = {(1, 0): ("gold-1", 1), (0, 1): ("due-2s", 0), (0, -1): ("destroy-2s", 0),
             (0, -2): ("rotate-1", 2), (2, 0): ("mind-2s", 1), (-1, 0): ("blank-2s", 1)}  # fmt: skip
    state = DrakonState.from_position(players=2, board=board, coins=[1, 0], active=0)
    assert _run(state, ["move @1,0"])[0][1] == (
        "Ana entered Find a Gold at (1, 0) and took a coin from the hoard"
    )
    assert _run(state, ["move @0,1"])[0][1] == (
        "Bo entered Drakon's Due at (0, 1)"
    )  # Bo holds no coin: nothing to pay
    lines = [line for _, line in _run(state, ["move @2,0"])]
    assert lines == ["Ana entered Mind Control Orb at (2, 0)"]
    texts = [actions.to_text(a) for a in state.legal_actions()]
    assert texts == ["mind seat1"]
    assert _run(state, ["mind seat1"]) == []
    dest = [actions.to_text(a) for a in state.legal_actions()]
    lines = [line for _, line in _run(state, [dest[0]])]
    assert lines[0].startswith("Mind Control: Ana moved Bo's hero into ")
    state2 = DrakonState.from_position(players=2, board=board, coins=[0, 2], active=1)
    line = _run(state2, ["move @0,-1"])[0][1]
    assert line == "Bo entered Destroy Chamber at (0, -1)"
    target = next(a for a in state2.legal_actions() if actions.to_text(a) == "destroy @-1,0")
    lines = _run(state2, [actions.to_text(target)])
    assert lines[0] == (1, "Destroy: Bo sent Blank at (-1, 0) to the bottom of the pile")
    state3 = DrakonState.from_position(
        players=2, board={(0, 1): ("rotate-1", 0), (1, 0): ("blank-1", 0)}, active=0
    )
    assert _run(state3, ["move @0,1"])[0][1] == "Ana entered Rotate a Chamber at (0, 1)"
    lines = _run(state3, ["rotate @1,0 +2"])
    assert lines == [(0, "Rotate: the chamber at (1, 0) turned a half turn")]


def test_coin_to_the_start_and_the_win_line():
    state = DrakonState.from_position(
        players=2, board={(1, 0): ("due-2s", 1)}, coins=[2, 4], active=0
    )
    lines = [line for _, line in _run(state, ["move @1,0"])]
    assert lines == ["Ana entered Drakon's Due at (1, 0) and put a coin on the Start chamber"]
    win = DrakonState.from_position(players=2, board={(1, 0): ("gold-1", 1)}, coins=[4, 0])
    lines = [line for _, line in _run(win, ["move @1,0"])]
    assert lines[-1] == "Ana holds 5 coins and wins!"


def test_end_lines_follow_the_end_reason():
    valued = DrakonState.from_position(players=2, board={(1, 0): ("gold-1", 1)}, valued=True,
                                       values=[[3, 3, 3], []], hoard_values=[0, 0, 4])  # fmt: skip
    lines = [line for _, line in _run(valued, ["move @1,0", "coin 3"])]
    assert lines[-1] == "Ana reaches 10 gold and wins!"
    quiet = DrakonState.from_position(
        players=2, board={(0, 1): ("vortex-0", 0), (5, 5): ("vortex-0", 0)}, hoard=0
    )
    texts = []
    while not quiet.is_terminal():
        texts = _run(quiet, [actions.to_text(quiet.legal_actions()[0])])
    assert [line for _, line in texts][-2:] == [
        "The same position came back 3 times: the game ends",
        "Everyone holds the same: a draw",
    ]


def _random_session(seed: int, plies: int) -> Session:
    seats = [SeatSpec(name, "human", colour=i) for i, name in enumerate(NAMES)]
    session = Session.new("drakon", seats, seed=seed)
    session.log_describer = drakon_log.describe  # as the play scene does
    rng = rng_for(seed, "h17-test")
    for _ in range(plies):
        if session.is_over():
            break
        if session.is_chance():
            session.step_chance()
        else:
            legal = session.legal_actions()
            session.apply(legal[int(rng.random() * len(legal))])
    return session


@pytest.mark.parametrize("seed", [3, 11])
def test_log_never_names_a_hidden_tile(seed):
    session = _random_session(seed, 260)
    codes = [kind.code for kind in KINDS]
    for viewer in (0, 1, 2, None):
        lines = [line for _, line in session.log_lines(viewer)]
        assert lines, viewer
        for line in lines:
            assert not any(code in line for code in codes), line
            if " drew " in line and not line.endswith("drew a tile"):
                # only the drawer reads the name of the tile it drew
                assert viewer is not None and line.startswith(f"{NAMES[viewer]} drew "), line
            assert not line.startswith(("draw ", "snatch ", "tile ", "return ")), line
        if viewer is not None:  # a seat does read the names of its own draws
            own = f"{NAMES[viewer]} drew "
            assert any(ln.startswith(own) and not ln.endswith("a tile") for ln in lines)


def test_hot_seat_summary_shows_the_other_seats_turns():
    session = _random_session(5, 60)
    while not session.is_over() and (session.is_chance() or session.current_player() != 0):
        if session.is_chance():
            session.step_chance()
        else:
            session.apply(session.legal_actions()[0])
    summary = session.since_last_turn(0)
    assert summary
    assert any(line.startswith("Bo ") for line in summary)
    assert any(line.startswith("Cy ") for line in summary)
    assert not any(
        line.startswith("Ana placed") or line.startswith("Ana entered") for line in summary
    )
    scene = HandoffScene(FakeApp(), "Ana", summary)
    scene.showing_summary = True
    surface = pygame.Surface(theme.SCREEN_SIZE)
    scene.draw(surface)
