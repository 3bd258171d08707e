"""The Wyvern board view (built directly: the game is not in the registries yet): every decision
drawn with its choices lit and each choice leading to a legal action, keys and mouse, clicks on
what is not lit answered by the engine, a whole match through the board headless, the view-side
facts agreeing with the engine, the log and the results in words."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core.protocol import CHANCE
from game.i18n import set_language
from game.rules.wyvern import WyvernRules, WyvernState
from game.rules.wyvern import board as engine_board
from game.rules.wyvern.frames import DECISION_NAMES
from game.views import theme
from game.views.board_view import TurnInput
from game.views.wyvern import facts, layout, log, outcome, targets
from game.views.wyvern.client import CLIENT
from game.views.wyvern.view import WyvernBoardView
from tools.wyvern_screens import SEATS, board_for, new_state, scenes, step


@pytest.fixture(autouse=True)
def _display():
    pygame.init()
    yield
    set_language("en")


def draw(board) -> None:
    surface = pygame.Surface(theme.SCREEN_SIZE)
    board.draw(surface, 1.0)


def key(board, name):
    return board.handle_event(pygame.event.Event(pygame.KEYDOWN, key=name, mod=0, unicode=""))


def click(board, pos):
    return board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))


DECKS = (("stormwing", "stormwing"), ("stoneheart", "shadowscale"), ("shadowscale", "stoneheart"))


def decision_states(seeds=range(9), plies=1500):
    """(state, seat) at the first few occurrences of each decision kind in random matches."""
    found: dict[str, list] = {}
    for seed in seeds:
        rng = random.Random(seed)
        state = new_state(deck=DECKS[seed % 3])
        for _ply in range(plies):
            if state.is_terminal():
                break
            seat = state.current_player()
            if seat != CHANCE:
                kind = state.view(seat).decision
                if len(found.setdefault(kind, [])) < 3:
                    found[kind].append(state.clone())
            step(state, rng, 0)
    return found


def comet_state():
    """Comet Dragon has just won its attack: it may swap with another position."""
    state = WyvernState.from_position(
        field={"0:F1": "D30 u", "0:B1": "D01", "1:F1": "D01 u", "1:F2": "D02 u"},
        phase="battle",
        hands=[[], []],
    )
    state.apply_action(state.parse_action("attack 0:F1"))
    state.apply_action(state.parse_action("target 1:F1"))
    return state


DECISIONS = decision_states()
DECISIONS.setdefault("comet", []).append(comet_state())


def drive(board, state, action_first):
    """Apply the board's action and the queued follow-ups to a copy; True if all were legal."""
    twin = state.clone()
    action = action_first
    while action is not None:
        if action not in twin.legal_actions():
            return False
        twin.apply_action(action)
        if twin.current_player() < 0 or twin.current_player() != board.turn.seat:
            return True
        board.set_turn(TurnInput(board.turn.seat, twin.legal_actions(), twin.why_illegal))
        board.view = twin.view(board.turn.seat)
        action = board.follow_up()
    return True


def test_the_decisions_occur():
    assert set(DECISIONS) == set(DECISION_NAMES.values()), sorted(
        set(DECISION_NAMES.values()) - set(DECISIONS)
    )
    assert set(DECISIONS) <= set(DECISION_NAMES.values())


@pytest.mark.parametrize("kind", sorted(DECISIONS))
def test_every_decision_draws_its_prompt_and_each_choice_is_legal(kind):
    for state in DECISIONS[kind]:
        seat = state.current_player()
        board = board_for(state, seat)
        draw(board)
        assert board.prompt()
        assert board.targets or board.button_keys(), kind
        for index in range(len(board.targets)):
            probe = board_for(state, seat)
            action = probe.pick(index)
            for _depth in range(2):  # a treasure then its slot; an attacker then its target
                if action is not None or not probe.targets:
                    break
                draw(probe)
                action = probe.pick(0)
            if action is not None:
                assert drive(probe, state, action), (kind, index)
        for name in board.button_keys():
            probe = board_for(state, seat)
            action = probe.press(name)
            if action is not None:
                assert action in state.legal_actions()


def test_comet_dragon_is_the_chosen_first_position():
    state = comet_state()
    board = board_for(state, 0)
    assert board.first == 0
    assert {t.ident for t in board.targets} == {1, 2, 3, 4, 5}
    action = board.pick(0)
    assert state.action_to_string(action) == "swap 0:F1-0:F2"


def test_keyboard_tab_enter_pass_and_escape():
    state = DECISIONS["battle"][0]
    seat = state.current_player()
    board = board_for(state, seat)
    used, action = key(board, pygame.K_TAB)
    assert used and action is None and board.focus == 0
    if board.choices.positions:  # an attacker: Enter chooses it, its targets light up
        used, action = key(board, pygame.K_RETURN)
        assert action is None and board.first is not None
        assert all(t.kind == "pos" and t.ident // 6 != seat for t in board.targets)
        assert key(board, pygame.K_ESCAPE) == (True, None) and board.first is None
    used, action = key(board, pygame.K_p)
    assert action == board.choices.buttons["pass"]
    assert key(board_for(state, seat), pygame.K_ESCAPE) == (False, None)


def test_mouse_clicks_lit_cards_and_the_pass_button():
    state = DECISIONS["priority"][0]
    seat = state.current_player()
    board = board_for(state, seat)
    for target in board.targets:
        probe = board_for(state, seat)
        used, action = click(probe, target.rect.center)
        assert used
        if action is not None:
            assert drive(probe, state, action)
    from game.views.wyvern import panels

    button = next(b for b in panels.buttons(board.button_keys()) if b.key == "pass")
    assert click(board, button.rect.center) == (True, board.choices.buttons["pass"])


def test_a_click_on_what_is_not_lit_is_explained_by_the_engine():
    state = DECISIONS["battle"][0]
    seat = state.current_player()
    board = board_for(state, seat)
    bottom = layout.bottom_seat(seat)
    rival_card = layout.position_rect((1 - seat) * 6, bottom).center
    used, action = click(board, rival_card)
    assert action is None
    assert board.message and board.message_is_error


def test_the_view_facts_agree_with_the_engine():
    rng = random.Random(3)
    state = new_state()
    checked = 0
    for _ply in range(3000):
        if state.is_terminal():
            break
        if state.current_player() != CHANCE and state.in_play:
            for seat in (0, 1):
                view = state.view(seat)
                for pos in range(seat * 6, seat * 6 + 6):
                    if engine_board.is_dragon(state, pos):
                        assert facts.reveal_cost(view, pos) == engine_board.reveal_cost(state, pos)
                        assert facts.power(view, pos) == engine_board.static_power(state, pos)
                        assert facts.targets(view, pos) == engine_board.targets(state, pos)
                        checked += 1
        step(state, rng)
    assert checked > 100


def test_the_fight_panel_shows_the_powers_the_engine_will_compare():
    """The decision box's fight showed a dragon's power without its row's War Horn (the
    guided game has you lay one, then shows 7 for an attack the log settles at 9) or a
    defender's Shield of Scales; it now counts what the engine counts."""
    from game.rules.wyvern import combat
    from game.views.wyvern.panels import fight_figures

    checked, horns = 0, 0
    for seed in range(6):
        rng = random.Random(seed)
        state = new_state()
        for _ply in range(2500):
            if state.is_terminal():
                break
            fight = state.fight
            if fight is not None and fight[combat.STAGE] in (combat.MAIN, combat.BATTLING):
                expected = combat.powers(state)
                for seat in (0, 1):
                    figures = fight_figures(state.view(seat))
                    for side in (0, 1):
                        if figures[side] is not None:
                            assert figures[side][0] == expected[side]
                            checked += 1
                first = fight[combat.FA]
                row = first // 6 * 4 + (first % 6) // 3 * 2
                horns += any(engine_board.ROW_ATTACK[state.tre[row + k]] for k in (0, 1))
            step(state, rng)
    assert checked > 50 and horns > 0


def test_a_whole_match_runs_through_the_board_headless():
    rng = random.Random(21)
    state = new_state()
    board = WyvernBoardView(SEATS)
    board.reset(state.view(0))
    board.speed = 4.0
    surface = pygame.Surface(theme.SCREEN_SIZE)
    plies = 0
    while not state.is_terminal() and plies < 20000:
        applied = step(state, rng, 0)
        board.play(applied)
        for _frame in range(40):  # every step of the show, the log held behind it
            assert 0 <= board.log_held() <= 40
            if not board.busy():
                break
            board.update(0.25)
        if plies % 17 == 0:
            board.update(0.2)
            board.draw(surface, plies / 10)
        board.skip()
        if state.current_player() == 0:
            board.set_turn(TurnInput(0, state.legal_actions(), state.why_illegal))
            if plies % 23 == 0:
                board.draw(surface, 0.0)
            board.set_turn(None)
        plies += 1
    assert state.is_terminal()
    lines = CLIENT.describe_log("pass", 0, state.view(None), state.view(None), ["Ada", "Bo"])
    assert lines is not None
    report = outcome.describe_outcome(state.outcome(), ["Ada", "Bo"])
    assert report.banner and report.reason and len(report.seats) == 2


def test_the_log_words_events_and_never_names_a_hidden_card():
    rng = random.Random(8)
    state = new_state()
    before = state.view(None)
    words_seen = 0
    for _ply in range(2500):
        if state.is_terminal():
            break
        applied = step(state, rng, None)
        after = state.view(None)
        lines = log.describe(applied.text, applied.player, before, after, ["Ada", "Bo"])
        assert lines is not None
        words_seen += len(lines)
        for event in after.recent:
            if event.kind == "play" and event.card < 0:
                assert any("hidden action" in line for _seat, line in lines)
        before = after
    assert words_seen > 200


def test_the_screens_tool_draws_every_scene():
    found = scenes()
    assert {"setup-arranging", "attack-targets", "battle-clash", "scoring"} <= set(found)
    for board in found.values():
        draw(board)


def test_rules_object_plays_from_the_options():
    state = WyvernRules().new_initial_state(2, {"deck": ("stoneheart", "shadowscale")})
    board = WyvernBoardView(SEATS)
    board.reset(state.view(0))
    draw(board)
    assert targets.choices([]).buttons == {}


def test_redeploy_mode_swaps_two_positions_even_attackers():
    state = next(s for s in DECISIONS["battle"] if targets.choices(s.legal_actions()).positions)
    seat = state.current_player()
    board = board_for(state, seat)
    attacker = sorted(board.choices.positions)[0]
    used, action = key(board, pygame.K_r)
    assert used and board.mode == "redeploy"
    assert attacker in {t.ident for t in board.targets}
    index = next(i for i, t in enumerate(board.targets) if t.ident == attacker)
    assert board.pick(index) is None and board.first == attacker
    action = board.pick(0)
    assert state.action_to_string(action).startswith("redeploy ")


def test_the_log_waits_for_the_show():
    rng = random.Random(11)
    state = new_state()
    board = WyvernBoardView(SEATS)
    board.reset(state.view(0))
    board.speed = 1.0
    for _ply in range(5000):
        applied = step(state, rng, 0)
        if any(e.kind == "battle" for e in applied.view_after.recent):
            break
    board.reset(applied.view_before)
    board.play(applied)
    total = len(log.timed_lines(applied.text, applied.player, applied.view_after, ["A", "B"]))
    assert board.busy() and 0 < board.log_held() <= total
    board.skip()
    assert board.log_held() == 0


def test_a_hint_is_drawn_for_every_kind_of_action():
    for kind in ("treasure", "battle", "priority", "discard"):
        state = DECISIONS[kind][0]
        seat = state.current_player()
        for action in state.legal_actions():
            board = board_for(state, seat)
            board.show_hint(action)
            draw(board)


def test_the_stalemate_guards_count_shows_in_the_top_line_once_it_has_begun():
    from dataclasses import replace

    from game.views.wyvern import overlay

    state = WyvernRules().new_initial_state(2, {"stalemate": "any_time"})
    rng = random.Random(5)
    while state.quiet < 3 or state.current_player() != 0:
        step(state, rng, 0)
    view = state.view(0)
    assert view.quiet == state.quiet
    box = layout.TOP_LINE
    count_area = pygame.Rect(box.x + 20, box.bottom - 30, box.width // 2 - 30, 10)  # not the track

    def drawn(quiet: int) -> pygame.Surface:
        surface = pygame.Surface(theme.SCREEN_SIZE)
        overlay.draw_top_line(surface, replace(view, quiet=quiet), ["Ada", "Bo"])
        return surface.subsurface(count_area).copy()

    def colours(surface: pygame.Surface) -> set:
        return {tuple(surface.get_at((x, y)))[:3] for x in range(surface.get_width())
                for y in range(surface.get_height())}  # fmt: skip

    quiet, counting, near = drawn(0), drawn(3), drawn(7)
    assert len(colours(quiet)) == 1  # nothing but the panel while no quiet turn has passed
    assert len(colours(counting)) > 1 and len(colours(near)) > 1
    assert colours(counting) != colours(near)  # gold while counting, crimson two turns before
