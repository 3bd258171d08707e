"""The Dragon Delta board view (built directly: the game is not in the registries yet): every
decision drawn at 2-6 seats, programming and building by keys and mouse, no hidden program
drawn face up, nothing overflowing in Japanese or Chinese, the log and results in words."""

from __future__ import annotations

import pygame
import pytest

from game.core.protocol import CHANCE
from game.i18n import _, set_language
from game.rules.dragon_delta import DeltaState, DragonDeltaRules, resolve
from game.rules.dragon_delta.actions import decode
from game.rules.dragon_delta.cards import CARD_CODES, plank_length
from game.rules.dragon_delta.illegal import REFUSALS
from game.rules.dragon_delta.view import HIDDEN
from game.views import text, theme
from game.views.dragon_delta import art, layout, log, outcome, paint, targets
from game.views.dragon_delta.client import CLIENT
from tools.delta_screens import board_for, midgame, render, scenes

CARDS = ("stone-1", "stone-2", "build-1", "build-2", "remove", "move-1", "move-2")


@pytest.fixture(autouse=True)
def _display():
    pygame.init()
    yield
    set_language("en")


def draw(board) -> None:
    surface = pygame.Surface(theme.SCREEN_SIZE)
    board.draw(surface, 1.0)


def key(board, name, mod=0):
    return board.handle_event(pygame.event.Event(pygame.KEYDOWN, key=name, mod=mod, unicode=""))


def click(board, pos):
    """A press and a release at `pos` (cards, slots and planks act on the release)."""
    used, action = board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    if action is None:
        up = board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        used = used or up[0]
    return used, action


def drag(board, start, end, surface=None):
    """Press at `start`, move there in a few steps (drawing on the way), release at `end`."""
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for k in range(1, 5):
        pos = (start[0] + (end[0] - start[0]) * k // 4, start[1] + (end[1] - start[1]) * k // 4)
        board.handle_event(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        )
        if surface is not None:
            board.draw(surface, 1.0)
    return board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_decision_draws(players):
    kinds = set()
    for card in CARDS:
        state = midgame(
            players, programs=[[card, "move-1", "stone-1", "jump", "move-2"]] * players, step=0
        )
        seat = state.current_player()
        if seat < 0:
            continue
        kinds.add(state.pending[0])
        board = board_for(state, seat, players)
        draw(board)
        if state.pending[0] == "build":  # on to the plank chooser
            pairs = sorted(targets.pair_actions(state.legal_actions()))
            board.first, board.second = pairs[0]
            board._rebuild()
            draw(board)
    programming = midgame(players)
    draw(board_for(programming, programming.current_player(), players))
    assert {"stone", "build", "remove"} <= kinds
    if players != 4:  # four seats: no bridge touches a village in play in this position
        assert {"move", "step1"} <= kinds


def jump_position() -> DeltaState:
    return DeltaState.from_position(
        2,
        stones=["E1", "D6"],
        bridges={"black-2": "V0-E1", "white-4": "E1-D6"},
        pawns=["V0", "black-2"],
        programs=[["jump", "move-1", "stone-1", "move-2", "remove"]] * 2,
    )


def test_a_click_on_a_bridge_out_of_reach_is_answered_by_the_engine():
    """Moving one step at a time: a click on the bridge two steps away says why nothing
    happened (it used to be met by silence)."""
    state = DeltaState.from_position(
        2,
        stones=["E1", "D6"],
        bridges={"black-2": "V0-E1", "white-4": "E1-D6"},
        pawns=["V0", "V3"],
        programs=[["move-2", "move-1", "stone-1", "jump", "remove"]] * 2,
    )
    board = board_for(state, state.current_player(), 2)
    draw(board)
    assert board.kind == "step" and len(board.targets) == 1  # only black-2 is one step away
    far = next(
        t
        for t in targets.every_position(board.view)
        if t.ident != board.targets[0].ident and t.ident >= 6
    )
    used, action = click(board, (int(far.point[0]), int(far.point[1])))
    assert used and action is None
    assert board.message == _(REFUSALS["not-adjacent"])


def test_jump_is_a_click_on_the_landing():
    state = jump_position()
    board = board_for(state, 0, 2)
    draw(board)
    (target,) = board.targets
    used, action = click(board, (int(target.point[0]), int(target.point[1])))
    assert used and decode(action).kind == "jump"


def test_programming_by_keys_sends_five_cards_in_order():
    state = midgame(3)
    seat = state.current_player()
    board = board_for(state, seat, 3)
    hand = list(state.view(seat).hand)
    for number in (pygame.K_1, pygame.K_2, pygame.K_3):  # each number is a place of the hand
        key(board, number)
    assert board.draft == hand[:3]
    key(board, pygame.K_1)  # that card is laid already: refused, nothing changes
    assert board.draft == hand[:3]
    key(board, pygame.K_BACKSPACE)  # take back the last
    assert board.draft == hand[:2]
    key(board, pygame.K_UP)  # pick slot 2, move it up
    key(board, pygame.K_UP, pygame.KMOD_SHIFT)
    assert board.draft == [hand[1], hand[0]]
    for number in (pygame.K_3, pygame.K_4, pygame.K_5):
        key(board, number)
    chosen = list(board.draft)
    assert chosen == [hand[1], hand[0], hand[2], hand[3], hand[4]]
    used, first = key(board, pygame.K_RETURN)
    assert used
    sent = [first, *board.queue]
    assert [decode(a).card for a in sent] == chosen
    for action in sent:
        state.apply_action(action)
    assert state.view(seat).programs[seat] == tuple(chosen)


def test_the_second_dragon_is_refused_with_the_engine_message():
    state = midgame(3)
    seat = state.current_player()
    board = board_for(state, seat, 3)
    places = board.hand_places()
    dragons = [
        i for i, c in enumerate(places) if c is not None and CARD_CODES[c].startswith("dragon")
    ]
    for place in dragons[:2]:  # (a place past the ninth: focus it and press Enter)
        board.hand_focus = place
        key(board, pygame.K_RETURN)
    assert len(board.draft) == 1
    assert board.message == _(REFUSALS["one-dragon"])


def test_programming_by_mouse_with_a_swap():
    state = midgame(2)
    seat = state.current_player()
    board = board_for(state, seat, 2)
    hand = list(board.hand())
    for index in (0, 1, 2, 3, 4):  # the hand keeps its places: each card where it was
        click(board, layout.hand_rects(len(hand))[index].center)
    assert board.draft == hand[:5]
    slots = layout.slot_rects()
    click(board, slots[0].center)
    click(board, slots[4].center)
    assert board.draft[0] == hand[4] and board.draft[4] == hand[0]
    used, first = click(board, layout.CONFIRM_RECT.center)
    assert [decode(a).card for a in [first, *board.queue]] == board.draft


def test_programming_by_dragging():
    state = midgame(2)
    board = board_for(state, state.current_player(), 2)
    surface = pygame.Surface(theme.SCREEN_SIZE)
    slots = layout.slot_rects()
    hand = list(board.hand())
    rects = layout.hand_rects(len(hand))  # the hand keeps its places as cards are laid
    for index in (0, 1, 2):  # three cards by clicks
        click(board, rects[index].center)
    assert board.draft == hand[:3]
    assert board.hand_places()[:4] == [None, None, None, hand[3]]
    click(board, rects[0].center)  # an empty place: nothing happens
    assert board.draft == hand[:3]
    fourth = hand[3]
    drag(board, rects[3].center, slots[0].center, surface)
    assert board.draft == [fourth, *hand[:3]]  # dropped on slot 1: the others move along
    drag(board, slots[0].center, slots[3].center, surface)  # reordered
    assert board.draft == [*hand[:3], fourth]
    drag(board, slots[1].center, layout.hand_rects(9)[5].center, surface)  # back to the hand
    assert board.draft == [hand[0], hand[2], fourth] and hand[1] in board.hand()
    assert board.hand_places()[1] == hand[1]  # back in its own place
    drag(board, rects[4].center, slots[4].center)
    drag(board, rects[5].center, slots[4].center)
    assert len(board.draft) == 5
    replaced, newcomer = board.draft[1], hand[6]
    drag(board, rects[6].center, slots[1].center)
    assert board.draft[1] == newcomer and replaced in board.hand()  # full: takes its place
    used, action = drag(board, slots[2].center, slots[2].center)  # a press and release: a pick
    assert board.picked_slot == 2 and action is None
    used, first = click(board, layout.CONFIRM_RECT.center)
    assert [decode(a).card for a in [first, *board.queue]] == board.draft


def test_a_plank_dragged_across_the_gap_is_chosen_then_laid():
    state = midgame(2, programs=[["build-1", "move-1", "stone-1", "jump", "move-2"]] * 2)
    board = board_for(state, state.current_player(), 2)
    surface = pygame.Surface(theme.SCREEN_SIZE)
    click(board, board.targets[0].point)
    click(board, board.targets[0].point)
    assert board.choosing_plank() and board.plank is None
    a, b = board.gap()
    ends = [layout.to_screen(p) for p in paint.bridge_ends(board.view, a, b)]
    middle = (int(sum(x for x, _y in ends) / 2), int(sum(y for _x, y in ends) / 2))
    rows = layout.plank_rows(len(board.reserve()))
    used, action = drag(board, rows[-1].center, middle, surface)
    assert used and action is None  # chosen, not yet laid: the fit is judged only on Lay it
    assert board.plank == board.reserve()[-1]
    drag(board, rows[0].center, rows[0].center)  # a click still picks
    assert board.plank == board.reserve()[0]
    drag(board, rows[1].center, (rows[1].centerx, layout.SIDE_RECT.bottom - 5))  # not the river
    assert board.plank == board.reserve()[0]
    used, action = click(board, layout.LAY_RECT.center)
    assert decode(action).kind == "build" and decode(board.queue[0]).plank == board.reserve()[0]


def test_a_plank_is_chosen_by_its_length_on_the_number_keys():
    """The chooser labels each plank with its length and that number key picks it (a reserve
    with a gap in its lengths, 1 3 4 5 6, no longer shifts the keys); a missing length picks
    nothing."""
    state = midgame(2, programs=[["build-1", "move-1", "stone-1", "jump", "move-2"]] * 2)
    board = board_for(state, state.current_player(), 2)
    click(board, board.targets[0].point)
    click(board, board.targets[0].point)
    assert board.choosing_plank()
    lengths = [plank_length(plank) for plank in board.reserve()]
    missing = [n for n in range(1, 7) if n not in lengths]
    assert missing, lengths  # the midgame's bridges came out of both reserves
    for n in reversed(lengths):
        key(board, pygame.K_0 + n)
        assert plank_length(board.plank) == n
    chosen = board.plank
    key(board, pygame.K_0 + missing[0])
    assert board.plank == chosen


def test_building_by_mouse_then_by_keys():
    state = midgame(2, programs=[["build-1", "move-1", "stone-1", "jump", "move-2"]] * 2)
    seat = state.current_player()
    board = board_for(state, seat, 2)
    first = board.targets[0]
    click(board, first.point)
    assert board.first == first.ident
    second = board.targets[0]
    click(board, second.point)
    assert board.choosing_plank()
    rows = layout.plank_rows(len(board.reserve()))
    click(board, rows[-1].center)
    used, action = click(board, layout.LAY_RECT.center)
    assert decode(action).kind == "build" and decode(board.queue[0]).plank == board.reserve()[-1]
    board = board_for(state, seat, 2)
    key(board, pygame.K_TAB)
    key(board, pygame.K_RETURN)
    key(board, pygame.K_TAB)
    key(board, pygame.K_RETURN)
    key(board, pygame.K_0 + plank_length(board.reserve()[1]))  # the key is the length
    used, action = key(board, pygame.K_RETURN)
    assert decode(action).kind == "build"
    assert key(board, pygame.K_ESCAPE)[0]  # backs out of the plank


def test_no_unrevealed_program_of_another_seat_is_drawn(monkeypatch):
    # Seat 0 (red) holds the white dragon, which seat 1 (white) never has in hand.
    state = DeltaState.from_position(
        3, programs=[["dragon-white", "move-1", "stone-1", "jump", "move-2"], []]
    )
    view = state.view(1)
    assert all(card == HIDDEN for card in view.programs[0])
    drawn = []
    monkeypatch.setattr(art, "draw_pictogram", lambda surface, box, card: drawn.append(card))
    board = board_for(state, 1, 3)
    board.add_card(board.hand()[0])
    draw(board)
    assert CARD_CODES.index("dragon-white") not in drawn


@pytest.mark.parametrize("lang", ["ja", "zh"])
def test_nothing_overflows_in_cjk(lang):
    set_language(lang)
    theme.set_cjk_preference(lang)
    cut = []
    stop = text.watch_overflow(lambda *args: cut.append(args))
    try:
        for board in scenes().values():
            draw(board)
    finally:
        stop()
        theme.set_cjk_preference("en")
    assert cut == []


def test_log_and_outcome_in_words():
    rules = DragonDeltaRules()
    state = rules.new_initial_state(2)
    names = ["Ada", "Bo"]
    before = state.view(None)
    state.apply_action(state.chance_outcomes()[0][0])
    lines = log.describe("first seat0", CHANCE, before, state.view(None), names)
    assert lines and "Ada" in lines[0][1]
    before = state.view(None)
    action = state.legal_actions()[0]
    state.apply_action(action)
    (line,) = log.describe(state.action_to_string(action), 0, before, state.view(None), names)
    assert "move" not in line[1].lower() and "stone" not in line[1].lower()  # the card stays hidden
    finished = jump_position()
    finished.apply_action(finished.legal_actions()[0])
    assert CLIENT.describe_outcome is outcome.describe_outcome


def test_screens_render(tmp_path):
    for name, board in scenes().items():
        render(board, tmp_path / f"{name}.png")
    assert len(list(tmp_path.iterdir())) == 3


def test_the_step_column_names_the_winner_once_the_game_is_over(monkeypatch):
    state = DeltaState.from_position(3)
    resolve.finish(state, (1,), "destination")
    lines = []
    font_type = type(theme.font(20))
    original = font_type.render
    monkeypatch.setattr(
        font_type,
        "render",
        lambda self, value, *args, **kwargs: lines.append(value) or original(self, value, *args),
    )
    board = board_for(state, 0, 3)
    draw(board)
    assert _("Game over") in lines
    assert "Bo wins!" in lines
    assert _("Waiting") not in lines


@pytest.mark.parametrize("language", ["en", "ja", "zh"])
def test_a_card_caption_over_the_river_covers_no_village(language):
    """A hand too big for the side column puts the pointed-at card's caption on the river: in
    the corner beside the foot's village, not across it (six villages at every seat count)."""
    from game.rules.dragon_delta.cards import DRAGON
    from game.rules.dragon_delta.geometry import VILLAGE_RADIUS, VILLAGES, village_centre
    from game.views.dragon_delta import sidebar

    set_language(language)
    theme.set_cjk_preference(language)
    for card in (CARD_CODES.index("build-1"), CARD_CODES.index("remove"), DRAGON):
        surface = pygame.Surface((1280, 720), pygame.SRCALPHA)  # clear: only the box is drawn
        sidebar.draw_card_caption(surface, card, 0, 13)
        box = surface.get_bounding_rect()
        assert box.width > 100 and layout.BOARD_RECT.contains(box)
        for village in range(VILLAGES):
            x, y = layout.to_screen(village_centre(village))
            radius = VILLAGE_RADIUS * layout.SCALE + 4
            nearest = (min(max(x, box.left), box.right), min(max(y, box.top), box.bottom))
            assert (nearest[0] - x) ** 2 + (nearest[1] - y) ** 2 > radius**2, (card, village)
