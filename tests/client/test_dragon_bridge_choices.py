"""Session 24 on the Dragon Bridge board, through the real scene: a Bridge Hack, a market item
and a wizard explain themselves before they are played, bought or picked (pointing and keyboard
focus); buying an item and playing a hack are drafted on the board until the last choice, so
Esc backs out with nothing spent or logged; and names with a middle dot break at the dot."""

from __future__ import annotations

import pygame
import pytest

from ai.worker import WorkerResult
from game.core.record import GameRecord, SeatSpec
from game.i18n import _
from game.rules import get_rules
from game.rules.dragon_bridge import actions
from game.rules.dragon_bridge.hacks import HACK_BY_NAME
from game.rules.dragon_bridge.items import ITEM_BY_NAME
from game.rules.dragon_bridge.state import DragonBridgeState
from game.rules.dragon_bridge.wizards import WIZARD_BY_NAME
from game.scenes.play import PlayScene
from game.session import HINT_LEVEL, Session
from game.views import theme
from game.views.dragon_bridge import explain, guide, layout, seat_panel, tooltip
from game.views.dragon_bridge.card_text import natural, splits_names
from game.views.text import NO_LINE_START, wrap_into, wrap_name
from tests.client.test_dragon_bridge_polish import ready
from tests.client.test_play import FakeWorker, click, key, run_until
from tests.client.test_text import SIZE
from tests.i18n.pseudo import DrawnText

HUMAN_VS_AI = [SeatSpec("You", "human", colour=2), SeatSpec("Drake", "ai", "easy", 3)]
GEM_HACK = actions.make(actions.GEM, actions.GEM_HACK)
GEM_ITEM = actions.make(actions.GEM, actions.GEM_ITEM)
HACKING = {
    "positions": (8, 10),
    "wizards": ("Bill Milton", "Bunny"),
    "hacking": True,
    "white": (3, 1),
    "ready": (3, 1),
    "hack_row": ("Trapdoor", "Gem Vein", "Dragon Beacon"),
    "market": ("Roller Skates", "Anchor Boots", "Gem Lantern"),
    "hands": (("Run", "Push", "Blink", "Walk"), ("Dash",)),
}
"""Your gem phase comes after one card: three white and three READY gems, a full market."""


def gem_phase(app) -> PlayScene:
    """A PlayScene at the human's gem phase with hacks and items to choose from."""
    rules = get_rules("dragon-bridge")
    options = rules.info.resolve_options({"mode": "full", "hacking": "on"})
    state = DragonBridgeState.from_position(**HACKING)
    record = GameRecord("dragon-bridge", 2, options, HUMAN_VS_AI, seed=1)
    scene = PlayScene(app, Session(rules, record, state))
    app.reset_to(scene)
    session = scene.session
    for text in ("play Walk", "dir right", "go 0"):
        run_until(app, lambda: ready(scene))
        assert scene.human_action(session.state.parse_action(text))
    run_until(app, lambda: ready(scene, "gem_phase"))
    return scene


def button(scene: PlayScene, action: int):
    return next(t for t in scene.board.targets if t.kind == "button" and t.actions == (action,))


def press(app, k: int) -> None:
    app.step(0.05, events=[key(k)])


def point(app, pos) -> None:
    app.step(0.05, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                              buttons=(0, 0, 0))])  # fmt: skip


# ------------------------------------------------------------------ item 1: explanations


def test_a_hack_plaque_explains_its_effect_place_and_price_on_pointing(app):
    scene = gem_phase(app)
    trapdoor = layout.hack_rects(3)[0]
    point(app, trapdoor.center)
    found = tooltip.tip_under(scene.board)
    assert found is not None
    box, lines = tooltip.tooltip_box(*found)
    text = " ".join(lines)
    assert lines[0] == "Trapdoor (2 white)" and "slides 2 toward the Dragon" in text
    assert "a square that is not orange" in text and "BUMP you make gains you a white" in text
    assert box.right <= layout.BOARD_RIGHT  # beside the plaque, on the board (not under the log)


def test_a_market_item_explains_itself_on_pointing_even_off_turn(app):
    scene = gem_phase(app)
    scene.board.set_turn(None)  # not your decision: the market still reads
    point(app, layout.market_rects(3)[1].center)
    found = tooltip.tip_under(scene.board)
    assert found is not None and found[1].startswith("Anchor Boots\nWhen BUMPED")
    assert "Costs 3 READY gems" in found[1]


def test_the_business_demon_reads_its_own_item_price():
    view = DragonBridgeState.from_position(wizards=("Business Demon", None)).view(0)
    item = ITEM_BY_NAME["Hiking Boots"]
    assert "Costs 2 READY gems" in explain.item_explanation(item, explain.item_cost_for(view, 0))[1]


def test_a_red_wizard_says_what_red_means():
    title, body = explain.wizard_explanation(WIZARD_BY_NAME["Bill Milton"])
    assert title == "Bill Milton" and "RED: that power always applies" in body
    assert "RED" not in explain.wizard_explanation(WIZARD_BY_NAME["Bunny"])[1]


def test_the_wizard_buttons_show_the_focused_wizards_powers(app):
    session = Session.new("dragon-bridge", HUMAN_VS_AI, {"mode": "full", "wizards": "chosen"}, 5)
    scene = PlayScene(app, session)
    app.reset_to(scene)
    run_until(app, lambda: ready(scene, "pick_wizard"))
    board = scene.board
    with DrawnText() as drawn:
        app.draw(app.screen)
    assert "Point at a wizard, or use the arrow keys, to read its powers." in drawn.strings
    press(app, pygame.K_RIGHT)  # the keyboard's focus: the first wizard
    wizard = actions.decode_action(board.targets[board.focus].actions[0]).arg
    with DrawnText() as drawn:
        app.draw(app.screen)
    assert explain.wizard_name(wizard) in drawn.strings
    assert any(line in explain.wizard_text(wizard) for line in drawn.strings if len(line) > 12)
    assert session.ply == len(session.record.history)  # nothing was picked
    point(app, board.targets[4].rect.center)  # the pointer moves the focus, and the text
    assert board.explained() == explain.wizard_explanation(
        actions.decode_action(board.targets[4].actions[0]).arg
    )


# ------------------------------------------------------------------ item 2: the drafts


def test_playing_a_hack_is_drafted_and_esc_backs_out_with_nothing_spent(app):
    scene = gem_phase(app)
    session, board = scene.session, scene.board
    plies = len(session.record.history)
    app.step(0.05, events=click(button(scene, GEM_HACK).rect.center))
    assert len(session.record.history) == plies  # the gem action is not played yet
    assert board.draft_step == "hack_pick"
    assert {t.kind for t in board.targets} == {"hack"}
    assert "Esc: back; not paid yet" in guide.prompt(board)
    trapdoor = next(t for t in board.targets if t.actions[-1] == actions.make(actions.HACK, 0))
    app.step(0.05, events=click(trapdoor.rect.center))
    assert board.draft_step == "hack_tile" and len(session.record.history) == plies
    assert board.explained() == explain.hack_explanation(HACK_BY_NAME["Trapdoor"])
    press(app, pygame.K_ESCAPE)  # back to the hack row, not to the pause menu
    assert app.top is scene and board.draft_step == "hack_pick"
    press(app, pygame.K_ESCAPE)  # back to the gem phase's buttons
    assert app.top is scene and board.draft_step is None and board.prefix == ()
    assert button(scene, GEM_HACK) is not None
    assert len(session.record.history) == plies
    assert session.state.view(0).white_gems[0] == 3 and not session.state.view(0).hacks_in_play


def test_a_drafted_hack_is_placed_by_its_square_in_one_gesture(app):
    scene = gem_phase(app)
    session, board = scene.session, scene.board
    plies = len(session.record.history)
    app.step(0.05, events=click(button(scene, GEM_HACK).rect.center))
    trapdoor = next(t for t in board.targets if t.actions[-1] == actions.make(actions.HACK, 0))
    app.step(0.05, events=click(trapdoor.rect.center))
    square = next(t for t in board.targets if t.tile == 12)
    app.step(0.05, events=click(square.rect.center))
    run_until(app, lambda: (12, 0) in session.state.view(0).hacks_in_play)
    texts = session.record.history[plies : plies + 3]
    assert texts == ["gem hack", "hack Trapdoor", "tile 12"]


def test_buying_an_item_is_drafted_with_the_keyboard_and_esc_backs_out(app):
    scene = gem_phase(app)
    session, board = scene.session, scene.board
    plies = len(session.record.history)
    board.focus = board.targets.index(button(scene, GEM_ITEM))
    board.focus_visible = True
    press(app, pygame.K_RETURN)
    assert board.draft_step == "buy" and len(session.record.history) == plies
    press(app, pygame.K_RIGHT)  # the second item, explained in the action panel
    assert board.explained()[0] == "Anchor Boots"
    with DrawnText() as drawn:
        app.draw(app.screen)
    assert "Anchor Boots" in drawn.strings
    press(app, pygame.K_ESCAPE)
    assert app.top is scene and board.prefix == () and len(session.record.history) == plies
    assert session.state.view(0).ready[0] == 3  # no gem was spent


class HintWorker(FakeWorker):
    """The fake AI, except that a hint request answers "gem hack"."""

    def submit(self, request_id, state, slug, level, seed, budget=None) -> None:
        super().submit(request_id, state, slug, level, seed, budget)
        if level == HINT_LEVEL:
            self.results = [WorkerResult(request_id, state.parse_action("gem hack"), {})]


def test_the_coach_playing_a_hack_opens_the_draft_instead(app):
    scene = gem_phase(app)
    plies = len(scene.session.record.history)
    assert scene.board.take_hint(GEM_HACK) is None
    assert scene.board.draft_step == "hack_pick"
    assert len(scene.session.record.history) == plies


def test_a_hack_choice_already_begun_says_undo_takes_it_back(app):
    scene = gem_phase(app)
    assert scene.human_action(GEM_HACK)  # (as a resumed game would stand)
    run_until(app, lambda: ready(scene, "hack_pick"))
    assert guide.prompt(scene.board) == _("{prompt} (U: undo)").format(
        prompt=_("Pick a Bridge Hack to play")
    )


# ------------------------------------------------------------------ item 3: names with a dot


# The square test font draws only test_text.CJK_TEXT (each glyph SIZE wide); a Chinese name
# like 比尔·米尔顿 is played by its characters: two and three Han around a middle dot.
@pytest.mark.parametrize(
    ("name", "width", "lines"),
    [
        ("中文·漢字学", 5, ["中文·", "漢字学"]),  # at the dot, not 中文·漢字 / 学
        ("日本語中文·漢字", 6, ["日本語中文·", "漢字"]),
        ("日本語中文", 4, ["日本語", "中文"]),  # no dot: not 日本語中 / 文 alone
        ("アイウ・カキク", 5, ["アイウ・", "カキク"]),  # Japanese, as before
        ("日本語中文漢字", 5, ["日本語中文", "漢字"]),  # no lone character: greedy, as before
    ],
)
def test_a_name_breaks_at_its_middle_dot_and_leaves_no_character_alone(chain, name, width, lines):
    got = wrap_name(name, chain, width * SIZE)
    assert got == lines
    assert all(line[0] not in NO_LINE_START for line in got)


def test_a_line_never_starts_with_the_chinese_middle_dot(chain):
    for width in range(2, 7):
        lines = wrap_into("中文漢字·学生先天", chain, width * SIZE, 9)
        assert all(line[0] != "·" for line in lines), lines


def test_card_text_keeps_a_dotted_name_whole_in_a_sentence(chain):
    assert splits_names(["比", "尔·米尔顿的勒索"]) == 1
    assert splits_names(["比尔·米", "尔顿的勒索"]) == 1
    assert splits_names(["比尔·", "米尔顿的勒索"]) == 0
    assert splits_names(["方向键移动  ·", "Enter"]) == 0  # a separator, not a name
    text = "中文漢字学生先·天気雨中文漢字"
    for width in range(4, 15):
        lines = natural(text, chain, width * SIZE, 4)
        assert "".join(lines) == text and splits_names(lines) == 0, (width, lines)
    assert natural(text, chain, 10 * SIZE, 4) == ["中文漢字学生先·", "天気雨中文漢字"]


# ------------------------------------------------------------------ item 4: the seat's name


@pytest.mark.parametrize("name", ["比尔·米尔顿", "アンドロメダ・ロビン", "Bo"])
def test_a_seat_name_ends_before_the_turn_mark_and_reads_whole_on_pointing(language, name):
    view = DragonBridgeState.from_position(wizards=("Bunny", "Trevor")).view(0)
    mark = theme.font(12, bold=True).size(_("turn"))[0]
    for panel, flow in (
        (layout.MY_PANEL, seat_panel.big_flow(view, 0, layout.MY_PANEL, name, "Human")),
        (layout.OPP_PANEL, seat_panel.small_flow(view, 1, layout.OPP_PANEL, name, "Human")),
    ):
        line = flow.lines[0]
        turn_mark_left = panel.right - seat_panel.TURN_MARK_RIGHT - mark
        assert line.pos[0] + (line.width or line.rect.width) < turn_mark_left, (panel, line)
        if line.text != name:
            assert (line.rect, name) in flow.tips


def test_gelf_lanz_parking_a_gem_is_drafted_too(app):
    rules = get_rules("dragon-bridge")
    options = rules.info.resolve_options({"mode": "full"})
    state = DragonBridgeState.from_position(
        wizards=("Gelf Lanz", "Bunny"), hands=(("Run", "Walk"), ("Dash",)), ready=(1, 1)
    )
    scene = PlayScene(app, Session(rules, GameRecord("dragon-bridge", 2, options, HUMAN_VS_AI,
                                                     seed=1), state))  # fmt: skip
    app.reset_to(scene)
    session, board = scene.session, scene.board
    for text in ("play Walk", "dir right", "go 0"):
        run_until(app, lambda: ready(scene))
        assert scene.human_action(session.state.parse_action(text))
    run_until(app, lambda: ready(scene, "gem_phase"))
    plies = len(session.record.history)
    park = actions.make(actions.GEM, actions.GEM_PARK)
    app.step(0.05, events=click(button(scene, park).rect.center))
    assert board.draft_step == "park" and len(session.record.history) == plies
    labels = {t.label for t in board.targets}
    assert labels == {"Park a READY gem", "Park a DEPLETED gem"}
    press(app, pygame.K_ESCAPE)
    assert app.top is scene and board.prefix == () and len(session.record.history) == plies
