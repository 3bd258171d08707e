"""The Wyvern deck builder driven headless by keys and clicks: a deck edited, saved, reloaded,
given to a seat in setup and played in a match whose record round-trips; broken deck files
listed with their reason; filters and search; keyboard scrolling."""

from __future__ import annotations

import dataclasses
import json

import pygame
import pytest

from game.core.record import GameRecord, check_rules, replay
from game.deck_store import DECKS_DIR, DeckStore
from game.rules import RULES
from game.rules.wyvern import WyvernRules
from game.rules.wyvern.cards import BY_ID, CARDS
from game.rules.wyvern.deck_code import deck_code
from game.rules.wyvern.decks import DECKS, Deck, problems
from game.scenes.deck_builder import DeckBuilderScene
from game.scenes.setup import SetupScene
from game.views.registry import CLIENTS
from tests.client.test_shell_setup import toy_client


def key(scene, code, mod=0) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=""))


def click(scene, widget, button=1) -> None:
    scene.handle_event(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=widget.rect.center)
    )


def type_text(scene, text) -> None:
    scene.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=text))


def draw(app) -> None:
    app.draw(pygame.Surface((1280, 720)))


def builder(app, **kwargs) -> DeckBuilderScene:
    scene = DeckBuilderScene(app, **kwargs)
    app.push(scene)
    return scene


def test_a_deck_edited_by_keys_and_clicks_is_saved_and_reloaded(app):
    scene = builder(app)
    assert scene.draft.size(True) == 20 and not scene.draft.problems()
    cave = scene.tiles[1]
    assert cave.card == BY_ID["D02"]
    scene.focus.set_focus(cave)
    key(scene, pygame.K_BACKSPACE)  # Cave Drake out: 19 Lair cards, not legal
    assert scene.draft.count(BY_ID["D02"]) == 0
    assert "at least 20" in str(scene.draft.problems()[0])
    draw(app)
    click(scene, scene.tiles[0])  # Ashen Crawler in
    assert scene.draft.count(BY_ID["D01"]) == 1 and not scene.draft.problems()
    click(scene, scene.tiles[0])  # a second copy of a dragon is refused, with the reason
    assert scene.draft.count(BY_ID["D01"]) == 1 and "must be different" in str(scene.message)
    click(scene, scene.name_field)
    for _letter in range(30):
        key(scene, pygame.K_BACKSPACE)
    type_text(scene, "Crawlers")
    click(scene, scene.save_button)
    decks, broken = DeckStore(app.saves.folder).scan()
    assert broken == [] and [d.name for d in decks] == ["Crawlers"]
    assert decks[0].deck == scene.draft.deck()
    # Reloaded: another builder opens it from the Open chooser.
    app.pop()
    again = builder(app)
    values = [value for value, _label in again.open_cycle.choices]
    again.open_cycle.index = values.index(("saved", decks[0].file))
    click(again, again.open_button)
    assert again.editing == decks[0] and again.draft.deck() == decks[0].deck
    assert again.name_field.text == "Crawlers"
    # Renamed by a new name and Save (same file); duplicated; the copy deleted (two presses).
    again.name_field.text = again.name = "Crawlers II"
    click(again, again.save_button)
    click(again, again.copy_button)
    names = sorted(d.name for d in DeckStore(app.saves.folder).scan()[0])
    assert names == ["Crawlers II", "Crawlers II (copy)"]
    click(again, again.delete_button)
    assert len(DeckStore(app.saves.folder).scan()[0]) == 2  # not yet: asks again
    click(again, again.delete_button)
    assert [d.name for d in DeckStore(app.saves.folder).scan()[0]] == ["Crawlers II"]
    draw(app)


def test_lists_take_left_and_right_and_an_illegal_deck_is_not_saved(app):
    scene = builder(app)
    row = scene.rows[True][0]
    scene.focus.set_focus(row)
    card = row.card
    key(scene, pygame.K_RIGHT)  # a second copy of a dragon: refused
    assert scene.draft.count(card) == 1
    key(scene, pygame.K_LEFT)
    assert scene.draft.count(card) == 0
    click(scene, scene.save_button)
    assert DeckStore(app.saves.folder).scan() == ([], [])
    assert "at least 20" in str(scene.message) and scene.message_bad
    terrain = scene.rows[True][-1]
    scene.focus.set_focus(terrain)
    before = scene.draft.count(terrain.card)
    key(scene, pygame.K_EQUALS)  # the gamepad's right trigger adds
    assert scene.draft.count(terrain.card) == before + 1


def test_filters_search_and_scrolling(app):
    scene = builder(app)
    scene.focus.set_focus(scene.kind_cycle)
    key(scene, pygame.K_RIGHT)  # Dragons
    assert all(CARDS[card].kind == "dragon" for card in scene.visible_pool())
    scene.focus.set_focus(scene.keyword_cycle)
    key(scene, pygame.K_RIGHT)  # Flyer
    assert {CARDS[c].id for c in scene.visible_pool()} >= {"D20", "D26"}
    assert all(CARDS[c].flyer == 1 for c in scene.visible_pool())
    scene.focus.set_focus(scene.keyword_cycle)
    key(scene, pygame.K_LEFT)
    scene.focus.set_focus(scene.kind_cycle)
    key(scene, pygame.K_LEFT)
    click(scene, scene.search_field)
    type_text(scene, "wyrm")
    assert scene.visible_pool() and all(
        "wyrm" in CARDS[c].name.lower() for c in scene.visible_pool()
    )
    for _letter in range(4):
        key(scene, pygame.K_BACKSPACE)
    assert len(scene.visible_pool()) == len(CARDS)
    scene.focus.set_focus(scene.tiles[-1])  # the grid's last row: Down scrolls
    key(scene, pygame.K_DOWN)
    assert scene.offset == 4 and scene.tiles[-1].card == 19
    key(scene, pygame.K_PAGEDOWN)
    assert scene.offset == 20
    draw(app)


def test_broken_deck_files_are_listed_with_the_reason_and_never_opened(app):
    folder = app.saves.folder.path / DECKS_DIR
    folder.mkdir(parents=True)
    (folder / "deck-1.json").write_text("{nope")
    small = json.dumps({"format": 1, "name": "Tiny", "code": "L:D01;H:A01"})
    (folder / "deck-2.json").write_text(small)
    scene = builder(app)
    broken = [value for value, _label in scene.open_cycle.choices if value[0] == "broken"]
    assert [file for _kind, file in broken] == [
        f"{DECKS_DIR}/deck-1.json",
        f"{DECKS_DIR}/deck-2.json",
    ]
    values = [value for value, _label in scene.open_cycle.choices]
    scene.open_cycle.index = values.index(broken[1])
    before = scene.draft.deck()
    click(scene, scene.open_button)
    assert scene.draft.deck() == before and "not legal" in str(scene.message)
    draw(app)
    assert (folder / "deck-2.json").read_text() == small


@pytest.fixture
def wyvern(monkeypatch):
    """Wyvern registered as playable for this test (its client is a stand-in)."""
    monkeypatch.setitem(RULES, "wyvern", WyvernRules())
    monkeypatch.setitem(CLIENTS, "wyvern", dataclasses.replace(toy_client(), slug="wyvern"))


def test_a_seat_plays_a_saved_deck_and_the_record_round_trips(app, wyvern, monkeypatch):
    mine = DeckStore(app.saves.folder).save("Crawlers", DECKS["stoneheart"])
    setup = SetupScene(app, "wyvern")
    app.push(setup)
    cycle = setup.seats[1].option_cycles["deck"]
    values = [value for value, _label in cycle.choices]
    assert values[:3] == ["stormwing", "stoneheart", "shadowscale"]
    assert values[-1] == mine.code  # decks only: the builder has its own button
    setup.focus.set_focus(cycle)
    while cycle.value != mine.code:
        key(setup, pygame.K_RIGHT)
    assert setup.option_values["deck"] == ["stormwing", mine.code]
    started = []
    monkeypatch.setattr(
        "game.scenes.save_choice.start_or_ask", lambda app, record, go: started.append(record)
    )
    setup.start()
    record = started[0]
    assert record.options["deck"] == ["stormwing", mine.code]
    loaded = GameRecord.loads(record.dumps())
    rules = RULES["wyvern"]
    check_rules(rules, loaded)
    state = replay(rules, loaded)
    assert (
        state.decks[1].lair == DECKS["stoneheart"].lair and deck_code(state.decks[1]) == mine.code
    )


def pad(app, button: int = 0, axis: int | None = None) -> None:
    """A gamepad button (or a trigger pulled) through the app: translated, posted, then
    delivered like a key."""
    pygame.event.clear()
    if axis is None:
        app.dispatch(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button))
    else:
        app.dispatch(pygame.event.Event(pygame.CONTROLLERAXISMOTION, axis=axis, value=32000))
        app.dispatch(pygame.event.Event(pygame.CONTROLLERAXISMOTION, axis=axis, value=0))
    for event in pygame.event.get(pygame.KEYDOWN):
        app.dispatch(event)


def test_the_builder_is_driven_by_a_gamepad(app):
    scene = builder(app)
    scene.focus.set_focus(scene.tiles[0])
    pad(app, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)  # to the Cave Drake
    assert scene.focus.focused is scene.tiles[1]
    before = scene.draft.count(BY_ID["D02"])
    pad(app, axis=pygame.CONTROLLER_AXIS_TRIGGERLEFT)  # the left trigger takes a copy out
    assert scene.draft.count(BY_ID["D02"]) == before - 1
    pad(app, axis=pygame.CONTROLLER_AXIS_TRIGGERRIGHT)  # the right trigger puts it back
    assert scene.draft.count(BY_ID["D02"]) == before
    draw(app)
    pad(app, pygame.CONTROLLER_BUTTON_B)  # back out of the builder
    assert app.top is not scene


@pytest.mark.parametrize(("lang", "name"), [("ja", "灰燼の這竜"), ("zh", "灰烬爬龙")])
def test_a_refusal_names_the_card_in_the_players_language(app, lang, name):
    """The reason a second Ashen Crawler is refused names it as the pool does, not in English."""
    from game.i18n import set_language, translate

    scene = builder(app)
    try:
        set_language(lang)
        draw(app)
        click(scene, scene.tiles[0])  # Ashen Crawler in: 20 Lair cards
        click(scene, scene.tiles[0])  # a second one is refused
        said = translate(scene.message)
        assert name in said and "Ashen" not in said, said
        assert not scene.draft.problems()  # the refused copy never joined the deck
        good = DECKS["stormwing"]  # and a deck file's reasons (game.rules.wyvern.decks)
        first = good.lair[0]
        reasons = [translate(problem) for problem in problems(Deck(good.lair * 2, good.horde))]
        assert any(translate(CARDS[first].name) in reason for reason in reasons), reasons
        assert not any(CARDS[first].name in reason for reason in reasons), reasons
    finally:
        set_language("en")


def test_a_card_pointed_at_for_a_moment_shows_what_it_does(app, monkeypatch):
    """The pool has no room for card texts: a tile or list row pointed at (or focused) for
    NOTE_DELAY shows a note with the card's kind, cost and text; moving on starts it over."""
    import game.scenes.deck_builder as module
    from game.views.wyvern import panels, words

    noted: list[int] = []
    real = module.draw_card_note
    monkeypatch.setattr(
        module,
        "draw_card_note",
        lambda surface, card, beside: (noted.append(card), real(surface, card, beside))[1],
    )
    scene = builder(app)
    tile = scene.tiles[5]
    app.step(
        0.01,
        events=[
            pygame.event.Event(
                pygame.MOUSEMOTION, pos=tile.rect.center, rel=(0, 0), buttons=(0, 0, 0)
            )
        ],
    )
    assert scene.focus.focused is tile and not noted  # not at once: a sweep does not flash
    for _frame in range(int(module.NOTE_DELAY / 0.05) + 2):
        app.step(0.05)
    assert noted and set(noted) == {tile.card}
    row = scene.rows[False][0]
    noted.clear()
    app.step(
        0.01,
        events=[
            pygame.event.Event(
                pygame.MOUSEMOTION, pos=row.rect.center, rel=(0, 0), buttons=(0, 0, 0)
            )
        ],
    )
    assert not noted
    for _frame in range(int(module.NOTE_DELAY / 0.05) + 2):
        app.step(0.05)
    assert noted and set(noted) == {row.card}
    texts = [
        said for said, _colour, _font in panels.card_rows(row.card, *[panels.theme.font(15)] * 2)
    ]
    assert words.card_text(row.card) in texts


@pytest.mark.parametrize("lang", ["en", "ja", "zh"])
def test_a_two_digit_cost_stays_inside_its_circle(app, lang):
    """A reveal cost of 10 is narrowed to fit the badge (22 px across) in every language
    (Japanese and Chinese text is never under 16 px: the digits are squeezed, not shrunk)."""
    from game.views import theme
    from game.views.wyvern import deck_panels

    theme.set_cjk_preference(lang)
    try:
        assert deck_panels.badge_number("10").get_width() <= deck_panels.BADGE_ROOM
        one = deck_panels.badge_number("7")
        assert one.get_width() == theme.font(14, bold=True).size("7")[0]  # one digit as it is
    finally:
        theme.set_cjk_preference("en")


def test_a_long_pile_list_says_how_many_lines_are_out_of_view(app):
    """The Lair and Horde lists show 14 lines: the heading counts those above and below."""
    import game.scenes.deck_builder as module

    scene = builder(app)
    for lair in (True, False):
        total = len(scene.draft.rows(lair))
        assert total > module.LIST_ROWS  # the Stormwing start has more lines than shown
        assert scene._more_marks(lair) == f"▼{total - module.LIST_ROWS}"
    scene.list_offsets[True] = 1
    scene._bind()
    below = len(scene.draft.rows(True)) - 1 - module.LIST_ROWS
    assert scene._more_marks(True) == ("▲1 " + f"▼{below}" if below > 0 else "▲1")
    draw(app)
