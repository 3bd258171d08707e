"""The setup screen's code row (game.scenes.setup_code): the code shown is the deal Start makes
and follows every change; a typed or pasted code sets the game, options and seed (moving to
another game's setup when it is another game's), a bad one is explained; Copy; `--code`."""

from __future__ import annotations

import pygame
import pytest

from game.cli import build_parser
from game.rules import seed_code
from game.rules.seed_code import decode, encode
from game.scenes import setup_code, setup_launch
from game.scenes.play import PlayScene
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene


@pytest.fixture
def setup(app):
    app.reset_to(TitleScene(app))
    scene = SetupScene(app, "nine-sons")
    app.push(scene)
    return scene


def key(app, key: int, mod: int = 0) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))


def type_text(app, text: str) -> None:
    for character in text:
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=character))


def render(app) -> None:
    surface = pygame.Surface((1280, 720))
    app.update(1 / 60)
    app.draw(surface)


def test_the_code_shown_is_the_deal_start_makes_and_follows_every_change(app, setup):
    shown = decode(setup.code_field.text)
    assert shown == ("nine-sons", 2, setup.choice().options, setup.fresh_seed)
    setup.option_cycles["target_score"].adjust(1)
    assert decode(setup.code_field.text).options["target_score"] == 9
    setup.focus.set_focus(setup.seed_field)
    type_text(app, "4242")
    assert decode(setup.code_field.text).seed == 4242
    key(app, pygame.K_BACKSPACE)
    assert decode(setup.code_field.text).seed == 424
    code = setup.code_field.text
    setup.start()
    record = app.top.session.record
    assert isinstance(app.top, PlayScene)
    assert (record.seed, record.options) == (424, decode(code).options)


def test_an_empty_seed_field_deals_the_fresh_seed_of_the_code(app, setup):
    code = setup.code_field.text
    setup.start()
    assert app.top.session.record.seed == decode(code).seed == setup.fresh_seed


def test_a_typed_code_sets_the_seat_count_options_and_seed(app):
    app.reset_to(TitleScene(app))
    setup = SetupScene(app, "drakon")
    app.push(setup)
    code = encode("drakon", {"goal": "escape", "heroes": "on"}, 987654321, 5)
    setup.focus.set_focus(setup.code_field)
    key(app, pygame.K_BACKSPACE)  # the shown code is cleared at once for a new one
    assert setup.code_field.text == ""
    type_text(app, code.lower())
    assert app.top is setup and setup.error == ""
    assert len(setup.seats) == setup.seat_count == 5
    assert setup.option_values["goal"] == "escape" and setup.option_values["heroes"] == "on"
    assert setup.seed_text == "987654321" and setup.seed_field.text == "987654321"
    assert setup.code_field.text == code and setup.code_field.current
    assert setup.note == setup_code.APPLIED
    render(app)
    setup.start()
    record = app.top.session.record
    assert (record.num_players, record.seed, record.options["goal"]) == (5, 987654321, "escape")


def test_another_games_code_opens_that_games_setup(app, setup):
    code = encode("wyvern", {"deck": ["shadowscale", "stoneheart"], "scoring": "gold_only"}, 7, 2)
    setup.focus.set_focus(setup.code_field)
    type_text(app, code)
    other = app.top
    assert isinstance(other, SetupScene) and other is not setup and other.slug == "wyvern"
    assert other.option_values["deck"] == ["shadowscale", "stoneheart"]
    assert other.option_values["scoring"] == "gold_only" and other.seed_text == "7"
    decks = [seat.option_cycles["deck"].value for seat in other.seats]
    assert decks == ["shadowscale", "stoneheart"]
    app.pop()
    assert isinstance(app.top, TitleScene)  # it took this setup's place


def test_a_bad_code_is_explained_in_words_and_changes_nothing(app, setup):
    before = dict(setup.option_values), setup.seed_text
    setup.focus.set_focus(setup.code_field)
    type_text(app, "NS-7K")
    assert setup.error == ""  # unfinished: nothing to say yet
    key(app, pygame.K_RETURN)
    assert setup.error.text == seed_code.TOO_SHORT
    type_text(app, "0")
    assert setup.error.text == seed_code.BAD_SYMBOL and setup.error.arguments["symbol"] == "0"
    render(app)
    good = seed_code.normalise(encode("nine-sons", {}, 31337, 2))
    wrong = good[:4] + ("A" if good[4] != "A" else "B") + good[5:]
    key(app, pygame.K_BACKSPACE)  # the field now holds the player's typing: one symbol goes
    for _ in range(len(setup.code_field.text)):
        key(app, pygame.K_BACKSPACE)
    type_text(app, wrong)
    assert setup.error.text == seed_code.BAD_CHECK
    assert (dict(setup.option_values), setup.seed_text) == before


def test_paste_and_copy_through_the_clipboard(app, setup, monkeypatch):
    board: list[str] = [encode("nine-sons", {"target_score": 5}, 55, 2)]
    monkeypatch.setattr(setup_code, "clipboard_get", lambda: board[-1])
    monkeypatch.setattr(setup_code, "clipboard_put", lambda text: board.append(text) or True)
    setup.focus.set_focus(setup.code_field)
    key(app, pygame.K_v, pygame.KMOD_LCTRL)
    assert setup.option_values["target_score"] == 5 and setup.seed_text == "55"
    setup.option_cycles["target_score"].adjust(1)
    setup.focus.set_focus(setup.copy_button)
    key(app, pygame.K_RETURN)
    assert board[-1] == setup.code_field.text and setup.note == setup_code.COPIED
    monkeypatch.setattr(setup_code, "clipboard_put", lambda text: False)
    setup.focus.set_focus(setup.code_field)
    key(app, pygame.K_c, pygame.KMOD_LCTRL)
    assert setup.note == setup_code.NO_CLIPBOARD  # told quietly, nothing breaks
    render(app)


def test_the_real_clipboard_is_tried_and_its_absence_is_quiet(app, setup):
    works = setup_code.clipboard_put(setup.code_field.text)
    assert works in (True, False)
    if works:
        assert setup_code.clipboard_get() == setup.code_field.text


def test_the_code_row_is_reached_by_keys_and_by_the_gamepad_direction(app, setup):
    setup.focus.set_focus(setup.seed_field)
    key(app, pygame.K_DOWN)
    assert setup.focus.focused is setup.code_field
    key(app, pygame.K_RIGHT)  # a text field does not adjust: Right moves on to Copy
    assert setup.focus.focused is setup.copy_button
    click = setup.code_field.rect.center
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=click))
    assert setup.focus.focused is setup.code_field


def test_a_built_deck_has_no_code_and_says_why(app):
    from game.rules.wyvern.deck_code import deck_code
    from game.rules.wyvern.decks import SHADOWSCALE

    app.reset_to(TitleScene(app))
    setup = SetupScene(app, "wyvern")
    app.push(setup)
    setup.seat_option_changed("deck", 0, deck_code(SHADOWSCALE))
    assert setup.code_field.text == "" and not setup.copy_button.enabled
    setup.focus.set_focus(setup.code_field)
    assert setup.focused_help().text == seed_code.BUILT_DECK
    render(app)


def test_the_command_line_code_opens_its_setup_and_a_bad_one_the_title(app, capsys):
    code = encode("dragon-delta", {"open_river": "on"}, 2024, 4)
    assert build_parser().parse_args(["--code", code]).code == code
    app.reset_to(TitleScene(app))
    setup_launch.open_code(app, code)
    assert isinstance(app.top, SetupScene) and app.top.slug == "dragon-delta"
    assert (app.top.seat_count, app.top.seed_text) == (4, "2024")
    assert app.top.option_values["open_river"] == "on"
    app.reset_to(TitleScene(app))
    setup_launch.open_code(app, "XX-222-222-222")
    assert isinstance(app.top, TitleScene)
    assert "This code is for a game this version does not have" in capsys.readouterr().err
    setup_launch.open_code(app, None)
    assert isinstance(app.top, TitleScene)


def test_new_deal_forgets_the_typed_seed_and_shows_another_code(app, setup):
    setup.focus.set_focus(setup.seed_field)
    type_text(app, "77")
    typed = setup.code_field.text
    key(app, pygame.K_RIGHT)  # the button beside the seed field
    assert setup.focus.focused.label == "New deal"
    key(app, pygame.K_RETURN)
    assert setup.seed_text == "" and setup.seed_field.text == ""
    assert setup.code_field.text != typed
    assert decode(setup.code_field.text).seed == setup.fresh_seed
