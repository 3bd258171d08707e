"""Choosing a Wyvern deck in setup and leaving the deck builder, driven by keys and clicks:
cycling a seat's deck chooser only ever passes over decks (the builder opens from the seat's
own "Build a deck..." button); the builder's Back asks before changes not saved are lost (save,
discard, keep editing) and leaves at once when there are none."""

from __future__ import annotations

import pygame
import pytest

from game.deck_store import DeckStore
from game.i18n import translate
from game.rules.wyvern.cards import BY_ID
from game.rules.wyvern.decks import DECKS
from game.scenes.base import Scene
from game.scenes.deck_builder import DeckBuilderScene
from game.scenes.deck_leave import UnsavedDeckPanel
from game.scenes.setup import SetupScene
from game.scenes.setup_decks import BUILD_LABEL
from game.views.text import watch_overflow
from tests.client.test_setup_fork import played


def key(scene, code) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))


def click_at(scene, pos) -> None:
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))


def click(scene, widget) -> None:
    click_at(scene, widget.rect.center)


def press(panel: UnsavedDeckPanel, index: int) -> None:
    """A click on the question's button `index`, where the drawn panel shows it."""
    panel.layout()
    click(panel, panel.buttons[index])


def draw(app) -> None:
    app.draw(pygame.Surface((1280, 720)))


def setup_scene(app) -> SetupScene:
    scene = SetupScene(app, "wyvern")
    app.push(scene)
    return scene


def builder_over_a_screen(app) -> DeckBuilderScene:
    """The builder opened from the title (a plain scene stands in for it below)."""
    app.push(Scene(app))
    scene = DeckBuilderScene(app)
    app.push(scene)
    return scene


def saved_decks(app) -> list[str]:
    return [saved.name for saved in DeckStore(app.saves.folder).scan()[0]]


# --- the setup's deck chooser -----------------------------------------------------------------


def test_cycling_the_deck_chooser_by_keys_and_clicks_never_leaves_the_setup(app):
    """Right, Left, Enter and clicks on either arrow go round every deck (a saved one too) and
    each is the seat's choice as it shows; no entry throws the player into the builder."""
    mine = DeckStore(app.saves.folder).save("Crawlers", DECKS["stoneheart"])
    setup = setup_scene(app)
    cycle = setup.seats[0].option_cycles["deck"]
    count = len(cycle.choices)
    assert [value for value, _label in cycle.choices] == [
        "stormwing", "stoneheart", "shadowscale", mine.code,
    ]  # fmt: skip
    setup.focus.set_focus(cycle)
    seen = set()
    for code in (
        [pygame.K_LEFT] * 2 * count + [pygame.K_RIGHT] * 2 * count + [pygame.K_RETURN] * count
    ):
        key(setup, code)
        assert app.top is setup
        assert setup.option_values["deck"][0] == cycle.value
        seen.add(cycle.value)
    for arrow in cycle.arrow_centres():
        for _click in range(count + 1):
            click_at(setup, arrow)
            assert app.top is setup and setup.option_values["deck"][0] == cycle.value
    assert len(seen) == count
    draw(app)


def test_build_a_deck_opens_the_builder_for_that_seat_and_its_deck_becomes_the_seats(app):
    setup = setup_scene(app)
    editor = setup.seats[1]
    button = editor.build_buttons["deck"]
    chooser = editor.option_cycles["deck"]
    assert button in setup.focus.widgets and button.label == BUILD_LABEL
    assert editor.rect.contains(button.rect) and button.rect.top >= chooser.rect.bottom
    setup.focus.set_focus(chooser)
    key(setup, pygame.K_DOWN)  # the button sits right under the chooser
    assert setup.focus.focused is button
    key(setup, pygame.K_RETURN)
    built = app.top
    assert isinstance(built, DeckBuilderScene) and built.chosen is not None
    built.name_field.text = built.name = "Seat deck"
    click(built, built.use_button)
    assert app.top is setup
    first, second = setup.option_values["deck"]
    assert first == "stormwing" and second.startswith("L:")
    assert setup.seats[1].option_cycles["deck"].value == second
    draw(app)


def test_a_fork_has_no_build_button(app):
    """A game continued from a replay keeps the replay's decks: nothing to build."""
    setup = SetupScene(app, "wyvern", fork=played("wyvern", 10))
    app.push(setup)
    assert setup.deck_builds() == ()
    assert all(not editor.build_buttons for editor in setup.seats)


@pytest.mark.parametrize("lang", ["en", "ja", "zh"])
def test_the_deck_chooser_says_how_to_build_a_deck_and_nothing_is_cut(app, lang):
    """The chooser's help names the button (in the player's language), and neither it nor the
    button's help is cut short in the summary."""
    setup = setup_scene(app)
    cut: list[tuple[str, str]] = []
    stop = watch_overflow(lambda text, how: cut.append((how, text)))
    try:
        app.set_language(lang)
        editor = setup.seats[0]
        setup.focus.set_focus(editor.option_cycles["deck"])
        said = translate(setup.focused_help())
        assert translate(BUILD_LABEL) in said
        draw(app)
        setup.focus.set_focus(editor.build_buttons["deck"])
        assert translate(setup.focused_help())
        draw(app)
    finally:
        stop()
        app.set_language("en")
    assert not cut, cut


def test_a_deck_saved_in_the_builder_is_in_the_chooser_after_back(app):
    """Save, then Back (nothing left unsaved: no question): the setup lists the new deck."""
    setup = setup_scene(app)
    setup.seats[0].build_buttons["deck"].activate()
    built = app.top
    assert isinstance(built, DeckBuilderScene)
    built.name_field.text = built.name = "Fresh"
    click(built, built.save_button)
    click(built, built.back_button)
    assert app.top is setup
    (saved,) = DeckStore(app.saves.folder).scan()[0]
    for editor in setup.seats:
        assert saved.code in [value for value, _label in editor.option_cycles["deck"].choices]
    assert setup.option_values["deck"] == ["stormwing", "stormwing"]  # Back chose nothing


# --- the builder's Back -----------------------------------------------------------------------


def test_back_without_changes_leaves_at_once(app):
    scene = builder_over_a_screen(app)
    below = app.stack[-2]
    cave = BY_ID["D02"]
    scene.remove(cave)
    scene.add(cave)  # the same deck again: nothing to save
    click(scene, scene.back_button)
    assert app.top is below


def test_back_with_changes_asks_and_keep_editing_keeps_them(app):
    scene = builder_over_a_screen(app)
    below = app.stack[-2]
    scene.name_field.text = scene.name = "Renamed"
    click(scene, scene.back_button)
    panel = app.top
    assert isinstance(panel, UnsavedDeckPanel) and panel.focus.focused is panel.buttons[-1]
    assert "Renamed" in translate(panel.text())
    draw(app)
    key(panel, pygame.K_RETURN)  # Keep editing (the focused choice)
    assert app.top is scene and scene.name == "Renamed"
    key(scene, pygame.K_ESCAPE)  # Esc asks too
    panel = app.top
    assert isinstance(panel, UnsavedDeckPanel)
    key(panel, pygame.K_ESCAPE)  # Esc on the question: keep editing
    assert app.top is scene
    key(scene, pygame.K_ESCAPE)
    panel = app.top
    press(panel, 1)  # Leave without saving
    assert app.top is below and saved_decks(app) == []


def test_save_and_leave_writes_the_deck(app):
    scene = builder_over_a_screen(app)
    below = app.stack[-2]
    scene.remove(BY_ID["D02"])
    scene.add(BY_ID["D03"] if BY_ID["D03"] != BY_ID["D02"] else BY_ID["D04"])
    scene.name_field.text = scene.name = "Kept"
    assert scene.unsaved()
    key(scene, pygame.K_ESCAPE)
    panel = app.top
    assert isinstance(panel, UnsavedDeckPanel) and panel.buttons[0].enabled
    press(panel, 0)
    assert app.top is below
    (saved,) = DeckStore(app.saves.folder).scan()[0]
    assert saved.name == "Kept" and saved.deck == scene.draft.deck()


def test_from_a_seat_saving_on_the_way_out_gives_the_seat_the_deck(app):
    setup = setup_scene(app)
    setup.seats[0].build_buttons["deck"].activate()
    built = app.top
    built.name_field.text = built.name = "Mine"
    click(built, built.back_button)
    panel = app.top
    assert isinstance(panel, UnsavedDeckPanel)
    assert translate(panel.buttons[0].label) == "Save and use for this seat"
    press(panel, 0)
    assert app.top is setup
    (saved,) = DeckStore(app.saves.folder).scan()[0]
    assert setup.option_values["deck"][0] == saved.code
    assert setup.seats[0].option_cycles["deck"].value == saved.code
    draw(app)


def test_a_deck_that_cannot_be_saved_says_why_and_offers_no_save(app):
    scene = builder_over_a_screen(app)
    below = app.stack[-2]
    scene.remove(BY_ID["D02"])  # 19 Lair cards: not legal
    click(scene, scene.back_button)
    panel = app.top
    assert isinstance(panel, UnsavedDeckPanel) and not panel.buttons[0].enabled
    assert "at least 20" in translate(panel.text())
    press(panel, 0)  # off: nothing happens
    assert app.top is panel and saved_decks(app) == []
    draw(app)
    press(panel, 1)
    assert app.top is below


def test_a_save_the_store_refuses_is_explained_on_the_question(app):
    """A legal deck with its name cleared: Save is offered, the store refuses, the question
    says why (in red) and stays; keep editing returns to the builder."""
    scene = builder_over_a_screen(app)
    scene.name_field.text = scene.name = "   "
    click(scene, scene.back_button)
    panel = app.top
    assert isinstance(panel, UnsavedDeckPanel) and panel.buttons[0].enabled
    press(panel, 0)
    assert app.top is panel and panel.error is not None
    assert "name" in translate(panel.error) and not panel.buttons[0].enabled
    draw(app)
    press(panel, 2)
    assert app.top is scene and saved_decks(app) == []
