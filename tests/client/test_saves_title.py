"""The title's looks (issue 12, cosmetic): Continue's caption inside its button, the "COMING
SOON" ribbons inside their tiles; and Continue naming the saved game."""

from __future__ import annotations

import pygame

from game.core.record import SeatSpec
from game.scenes.title import TitleScene
from game.session import Session
from game.views import theme


def stray_columns(surface: pygame.Surface, left: int, right: int, bottom: int) -> list[int]:
    """The columns left of `left` or from `right` on that hold any drawn pixel above `bottom`."""
    pixels = pygame.surfarray.array3d(surface)[:, :bottom].any(axis=(1, 2))
    return [x for x in range(surface.get_width()) if pixels[x] and not left <= x < right]


def test_continue_names_the_saved_game_and_its_caption_stays_inside_the_button(app):
    seats = [SeatSpec("Ana"), SeatSpec("Wyrm", "ai", "hard", 3)]
    session = Session.new("dragon-bridge", seats, None, 5)
    app.saves.write_autosave(session.record)
    title = TitleScene(app)
    app.reset_to(title)
    button = title.continue_button
    assert str(button.caption) == "Dragon Bridge · 2 players · Turn 1"
    with_caption = pygame.Surface(theme.SCREEN_SIZE)
    button.draw(with_caption, False, 0.0)
    button.caption = ""
    without = pygame.Surface(theme.SCREEN_SIZE)
    button.draw(without, False, 0.0)
    caption = {
        (x, y)
        for x in range(button.rect.left - 20, button.rect.right + 20)
        for y in range(button.rect.top - 20, button.rect.bottom + 20)
        if with_caption.get_at((x, y)) != without.get_at((x, y))
    }
    assert caption, "no caption drawn"
    face = button.rect.inflate(-8, -8)  # inside the button's 3-pixel edge and its bevel
    outside = sorted(point for point in caption if not face.collidepoint(point))
    assert not outside, f"caption pixels outside the face {face}: {outside[:5]}"
