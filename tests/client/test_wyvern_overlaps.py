"""Words on the Wyvern board that kept too close: the Lair placement caption was drawn over the
Lair pile's count, and the fight's "vs" (「対」, 「对」) over the target's small card. Checked in
English, Japanese and Chinese (CJK text is never under 16 px, so it is wider there)."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import _
from game.views import theme
from game.views.wyvern import layout, overlay, paint, panels


@pytest.fixture(params=["en", "ja", "zh"])
def lang(request, app):
    app.set_language(request.param)
    yield request.param
    app.set_language("en")


def test_the_lair_placement_caption_keeps_clear_of_the_piles(lang):
    _image, place = overlay.arrange_caption()
    widest = theme.font(12, bold=True).size("88")[0]  # a pile holds at most two digits
    for seat in (0, 1):
        for name, pile in layout.pile_rects(seat, 0).items():
            assert not place.colliderect(pile), (name, place, pile)
            tag = paint.count_tag_rect(pile, widest)
            assert not place.colliderect(tag), (name, place, tag)
    assert layout.FIELD_X <= place.left and place.right <= layout.FIELD_X + layout.FIELD_W
    assert place.bottom <= min(rect.top for rect in layout.hand_rects(6, focus=0))


@pytest.mark.parametrize("height", [50, 40, 30])
def test_the_fights_vs_has_a_gap_of_its_own(lang, height):
    """As the decision box lays the fight out: each side's small card and its words, the "vs"
    between them touching neither."""
    box = layout.DECISION
    rect = pygame.Rect(box.x + 10, box.y + 60, box.width - 20, height)
    versus = theme.font(16, bold=True).render(_("vs"), True, theme.DANGER)
    places, room, centre = panels.fight_places(rect, versus.get_width())
    mark = versus.get_rect(center=centre)
    assert room > 40
    for face in places:
        words = pygame.Rect(face.right + 4, face.y, room, face.height)
        assert rect.contains(face.union(words))
        assert not mark.colliderect(face) and not mark.colliderect(words), (mark, face, words)
    assert places[0].right < mark.left and mark.right < places[1].left
