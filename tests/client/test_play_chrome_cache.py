"""What the play screen's frame keeps between frames (game.scenes.play_chrome): the move log
painted once until it changes, its entries wrapped once, the background glow made once per
radius — each the same pixels as painting it in place."""

from __future__ import annotations

import math

import pygame

from game.core.record import SeatSpec
from game.scenes import play_chrome
from game.scenes.play import PlayScene
from game.session import Session
from game.views import backdrop, text_cache, theme
from tests.client.test_play import HUMAN_VS_AI, run_until

LONG = "Ada moves the dragon stone from the far corner across the whole board to the river"


def scene_with_log(app, count: int = 30) -> PlayScene:
    session = Session.new("nine-sons", [SeatSpec("Ada"), SeatSpec("Bo", "ai", colour=3)], None, 2)
    scene = PlayScene(app, session)
    app.reset_to(scene)
    lines = [(number % 2, f"{LONG} {number}") for number in range(count)]
    session.log_lines = lambda viewer=-99: list(lines)
    return scene


def painted_in_place(scene: PlayScene) -> pygame.Surface:
    """The log panel painted straight onto a screen, as before it was kept."""
    surface = pygame.Surface(theme.SCREEN_SIZE)
    surface.fill((200, 10, 10))  # the corners must show whatever is under the panel
    rows = play_chrome.log_rows(scene, None)
    per_page = (play_chrome.LOG_RECT.height - 50) // 22
    scroll = min(scene.log_scroll, max(0, len(rows) - per_page))
    note = ""
    if scroll:
        note = play_chrome.ellipsize(
            "scrolled - wheel down for latest", theme.font(12), play_chrome.LOG_RECT.width - 28
        )
    colours = tuple(theme.seat_colour(seat.colour) for seat in scene.session.seats)
    words = play_chrome.LogWords(
        play_chrome.log_window(rows, scroll, per_page), "Moves", note, colours
    )
    play_chrome._paint_log(surface, play_chrome.LOG_RECT.topleft, words)
    return surface


def drawn(scene: PlayScene) -> pygame.Surface:
    surface = pygame.Surface(theme.SCREEN_SIZE)
    surface.fill((200, 10, 10))
    play_chrome.draw_log(scene, surface)
    return surface


def same_pixels(one: pygame.Surface, two: pygame.Surface) -> bool:
    return pygame.image.tobytes(one, "RGB") == pygame.image.tobytes(two, "RGB")


def test_the_kept_log_panel_is_the_panel_painted_in_place_scrolled_or_not(app):
    scene = scene_with_log(app)
    assert same_pixels(drawn(scene), painted_in_place(scene))
    scene.log_scroll = 3
    assert same_pixels(drawn(scene), painted_in_place(scene))
    corner = play_chrome.LOG_RECT.topleft
    assert drawn(scene).get_at(corner)[:3] == (200, 10, 10)  # the rounded corner shows through


def test_the_log_panel_is_painted_again_only_when_what_it_shows_changes(app, monkeypatch):
    scene = scene_with_log(app)
    painted: list[int] = []
    real = play_chrome._paint_log
    monkeypatch.setattr(
        play_chrome, "_paint_log", lambda *args: (painted.append(1), real(*args))[1]
    )
    for _frame in range(5):
        drawn(scene)
    assert len(painted) == 1
    scene.log_scroll = 1
    drawn(scene)
    drawn(scene)
    assert len(painted) == 2
    scene.session.seats[1] = SeatSpec("Bo", "ai", colour=5)  # another colour on the swatches
    drawn(scene)
    assert len(painted) == 3


def test_a_longer_log_wraps_only_its_new_entries(app, monkeypatch):
    scene = scene_with_log(app, count=12)
    play_chrome.log_rows(scene, None)
    wrapped: list[str] = []
    real = play_chrome.wrap_hanging
    monkeypatch.setattr(
        play_chrome,
        "wrap_hanging",
        lambda text, *rest: (wrapped.append(text), real(text, *rest))[1],
    )
    lines = scene.session.log_lines() + [(0, "Ada passes")]
    scene.session.log_lines = lambda viewer=-99: list(lines)
    rows = play_chrome.log_rows(scene, None)
    assert wrapped == [" 13 Ada passes"]
    assert rows[-1] == (0, " 13 Ada passes", True)


def test_a_test_watching_every_string_sees_the_log_every_frame(app, monkeypatch):
    scene = scene_with_log(app, count=3)
    seen: list[str] = []
    real = type(theme.font(14)).render

    def watching(self, text, *args, **kwargs):
        seen.append(text)
        return real(self, text, *args, **kwargs)

    monkeypatch.setattr(type(theme.font(14)), "render", watching)
    assert not text_cache.keeps_images(theme.font(14))
    drawn(scene)
    drawn(scene)
    assert sum(text.startswith("  1 Ada moves") for text in seen) == 2


def _glow_sprite(radius: int) -> pygame.Surface:
    """The glow's definition: a see-through disc over GLOW_RECT, blended over the background
    (the kept patch draws it pre-blended)."""
    sprite = pygame.Surface(play_chrome.GLOW_RECT.size, pygame.SRCALPHA)
    centre = (play_chrome.GLOW_RECT.width // 2, play_chrome.GLOW_RECT.height // 2)
    pygame.draw.circle(sprite, (*theme.BACKGROUND_GLOW, play_chrome.GLOW_ALPHA), centre, radius)
    return sprite


def test_the_kept_glow_is_the_sprite_blended_over_the_background(app):
    """Every radius the glow breathes through (240 ± 12 px), against the full-size sprite
    blended over the background each frame, as before it was kept."""
    surface = app.screen
    radii = set()
    for step in range(400):
        time = step * 0.025
        radius = 240 + int(12 * math.sin(time * 0.7))
        if radius in radii:
            continue
        radii.add(radius)
        play_chrome.draw_background(surface, time)
        kept = surface.copy()
        surface.fill(theme.BACKGROUND)
        surface.blit(_glow_sprite(radius), play_chrome.GLOW_RECT.topleft)
        assert same_pixels(kept, surface), radius
    assert len(radii) >= 23  # 229..251 (228 and 252 only at the very crests)


def test_backdrop_draw_text_keeps_its_images_and_draws_the_same(app):
    fresh = pygame.Surface((300, 80))
    font = theme.font(20, bold=True)
    image = font.render("Dragon", True, theme.GOLD)
    rect = image.get_rect(center=(150, 40))
    fresh.blit(font.render("Dragon", True, (0, 0, 0)), rect.move(2, 2))
    fresh.blit(image, rect)
    for _frame in range(2):  # the first draw renders, the second uses the kept images
        kept = pygame.Surface((300, 80))
        assert backdrop.draw_text(kept, "Dragon", 20, theme.GOLD, {"center": (150, 40)}, True)
        assert same_pixels(kept, fresh)
    assert text_cache.rendered(font, "Dragon", theme.GOLD) is text_cache.rendered(
        font, "Dragon", theme.GOLD
    )


def test_a_scene_playing_on_draws_its_log(app):
    scene = PlayScene(app, Session.new("nine-sons", HUMAN_VS_AI, None, 11))
    app.reset_to(scene)
    run_until(app, lambda: len(scene.session.log_lines(None)) >= 1)
    app.draw()
    per_page = (play_chrome.LOG_RECT.height - 50) // 22
    assert scene._log_panel is not None
    assert scene._log_panel[0][0].rows == tuple(play_chrome.log_rows(scene, 0)[-per_page:])


def test_no_entry_shows_without_its_first_row(app):
    """A wrapped entry whose first row scrolled off the top is left blank, not half shown; the
    latest row stays at the foot of the panel, scrolled or not."""
    scene = scene_with_log(app)
    rows = play_chrome.log_rows(scene, None)
    per_page = (play_chrome.LOG_RECT.height - 50) // 22
    assert any(not first for _player, _text, first in rows)  # the entries do wrap
    for scroll in range(0, 8):
        end = len(rows) - scroll
        shown = play_chrome.log_window(rows, scroll, per_page)
        assert len(shown) == per_page
        assert shown[-1] == rows[end - 1]
        texts = [row for row in shown if row != play_chrome.BLANK_LOG_ROW]
        assert texts[0][2], (scroll, texts[0])  # the first row drawn starts an entry
        assert texts == rows[end - len(texts) : end]
        assert len(texts) >= per_page - 2  # at most an entry's wrapped rows (here 1-2) blank
    assert play_chrome.log_window(rows[:3], 0, per_page) == tuple(rows[:3])  # a short log
