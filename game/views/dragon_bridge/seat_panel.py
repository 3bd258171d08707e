"""The texts of the two Dragon Bridge tableaux laid out as a flow from measured line heights.

English keeps its hand-set places (each line's legacy position is its earliest); larger text
(Japanese and Chinese are never below 16 px) pushes the lines below it down instead of drawing
over them. When not everything fits, the panel shows less on purpose, always marked and always
one pointer away: the wizard's power on fewer lines ending in "…", items by name only; pointing
at such a line shows its whole text in a tooltip (`Flow.tips`, drawn by tooltip.py). Names too
wide for their place are drawn condensed (as Japanese typesetting does, never below 85 %).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from game.i18n import _, ngettext
from game.views import theme
from game.views.text import ELLIPSIS, TextFont, ellipsize, report_overflow, wrap
from game.views.text_cache import SHADOW, rendered

from .card_text import natural, text_size
from .words import item_name, item_text, wizard_name, wizard_text

Colour = tuple[int, int, int]
ITEM_BLUE = (200, 230, 255)
NAME_END = 80
"""Pixels kept free at a panel's right for the "turn" mark (and the thinking indicator)."""
TURN_MARK_RIGHT = 44
"""The "turn" mark ends this many pixels from the panel's right (tableau.py draws it)."""
CONDENSE = 0.85
"""The narrowest a name is drawn (its width over its natural width) before it is cut."""
GEM_RADIUS = 15
WHITE_STEP = 12
GEM_ROW_Y = 124
"""The big panel's gem row (centre), where the power text above it leaves room."""


@dataclass
class Line:
    """One line of text in a panel: where it goes, how it is drawn, and its whole text when the
    line shows a part of it (a tooltip then shows the rest)."""

    text: str
    size: int
    colour: Colour
    pos: tuple[int, int]
    bold: bool = False
    shadow: bool = False
    width: int | None = None
    """Condense the line to this many pixels (a name a little too wide for its place)."""

    @property
    def font(self) -> TextFont:
        """The font the line is drawn with."""
        return theme.font(self.size, bold=self.bold)

    @property
    def rect(self) -> pygame.Rect:
        """Where the line's text lands on the screen."""
        width, height = text_size(self.font, self.text)
        return pygame.Rect(self.pos, (min(width, self.width or width), height))


@dataclass
class Flow:
    """A panel's lines, its gem row (centre y) and its tooltips: (where to point, whole text)."""

    lines: list[Line] = field(default_factory=list)
    gem_y: int = GEM_ROW_Y
    white: tuple[int, int] = (0, 0)
    """Where the first white gem goes (the others follow WHITE_STEP pixels further)."""
    tips: list[tuple[pygame.Rect, str]] = field(default_factory=list)


def draw_flow(surface: pygame.Surface, flow: Flow) -> None:
    """Draw every line of `flow` (condensed where its width says so)."""
    for line in flow.lines:
        font = theme.font(line.size, bold=line.bold)
        image = rendered(font, line.text, line.colour)
        shade = rendered(font, line.text, SHADOW) if line.shadow else None
        if line.width is not None and image.get_width() > line.width:
            size = (line.width, image.get_height())
            image = pygame.transform.smoothscale(image, size)
            shade = pygame.transform.smoothscale(shade, size) if shade is not None else None
        if shade is not None:
            surface.blit(shade, (line.pos[0] + 2, line.pos[1] + 2))
        surface.blit(image, line.pos)


def name_line(
    text: str,
    size: int,
    colour: Colour,
    pos: tuple[int, int],
    room: int,
    shadow: bool = True,
    summary: bool = False,
) -> Line:
    """A bold name in `room` pixels: as it is, condensed down to CONDENSE, else cut: reported,
    or (`summary`: a tooltip shows it whole) only marked with "…"."""
    font = theme.font(size, bold=True)
    width = text_size(font, text)[0]
    if width <= room:
        return Line(text, size, colour, pos, bold=True, shadow=shadow)
    if width * CONDENSE <= room:
        return Line(text, size, colour, pos, bold=True, shadow=shadow, width=room)
    cut = _short(text, font, room) if summary else ellipsize(text, font, room)
    return Line(cut, size, colour, pos, bold=True, shadow=shadow)


def name_end() -> int:
    """Pixels kept free at a panel's right for the "turn" mark: NAME_END, or more where the
    mark is wider (回合中 in Chinese is 48 px at the 16 px floor of CJK text)."""
    # Translators: marks the panel of the seat whose turn it is.
    mark = text_size(theme.font(12, bold=True), _("turn"))[0]
    return max(NAME_END, TURN_MARK_RIGHT + mark + 6)


NAME_SIZES = (18, 17, 16)
"""The seat name's font sizes, largest first: a long name takes a smaller one before it is
condensed, and is cut only when it is too long even so."""


def seat_name(flow: Flow, name: str, rect: pygame.Rect, x: int) -> None:
    """The seat's name before the "turn" mark: smaller or condensed, else cut with "…" and
    shown whole on pointing (a player's own name is never lost)."""
    room = rect.right - name_end() - x
    size = next((size for size in NAME_SIZES
                 if text_size(theme.font(size, bold=True), name)[0] * CONDENSE <= room),
                NAME_SIZES[-1])  # fmt: skip
    line = name_line(name, size, theme.TEXT, (x, rect.y + 8), room, summary=True)
    flow.lines.append(line)
    if line.text != name:
        flow.tips.append((line.rect, name))


def preview(lines: list[str], font: TextFont, width: int, count: int) -> list[str]:
    """The first `count` of `lines`, the last ending in "…" when some were left out (the whole
    text is one pointer away, so this is a summary, not a lost text: nothing is reported)."""
    if len(lines) <= count:
        return lines
    kept = lines[:count]
    last = kept[-1] if kept else ""
    while last and font.size(last + ELLIPSIS)[0] > width:
        last = last[:-1].rstrip()
    return [*kept[:-1], last + ELLIPSIS] if kept else []


def set_aside(view: Any, seat: int) -> str:
    """Gems out of the tableau for now: stashed (Andromeda Robin) and parked (Gelf Lanz)."""
    parts = []
    if view.stashed[seat]:
        count = view.stashed[seat]
        parts.append(ngettext("{n} stashed", "{n} stashed", count).format(n=count))
    if view.parked[seat] >= 0:
        parts.append(_("1 parked READY") if view.parked[seat] else _("1 parked DEPLETED"))
    # Translators: joins the set-aside gem notes, e.g. "2 stashed, 1 parked READY".
    return _(", ").join(parts)


def item_line(item: int) -> str:
    """An item held, with its effect (the seat's panel and the tooltips)."""
    # Translators: an item held, with its effect, in the seat's panel.
    return _("* {item}: {effect}").format(item=item_name(item), effect=item_text(item))


def items_tip(items: list[int]) -> str:
    """Every item with its effect, one a line (the tooltip of a line of item names)."""
    return "\n".join(item_line(item) for item in items)


def wizard_tip(wizard: int) -> str:
    """A wizard's name and powers (the tooltip of a shortened power text or name)."""
    return wizard_name(wizard) + "\n" + wizard_text(wizard)


# ------------------------------------------------------------------ the seat on screen


def big_flow(view: Any, seat: int, rect: pygame.Rect, name: str, kind: str) -> Flow:
    """Your panel: name, seat kind, wizard, its powers, the gem row, gems in words, set-aside
    gems and items, each line under the one before it."""
    flow = Flow()
    x = rect.x + 56
    seat_name(flow, name, rect, x)
    kind_y = rect.y + 30
    flow.lines.append(Line(kind, 12, theme.TEXT_DIM, (x + 2, kind_y)))
    top = kind_y + theme.font(12).get_linesize()
    wizard = view.wizards[seat]
    if wizard >= 0:
        wizard_y = max(rect.y + 45, top)
        flow.lines.append(name_line(wizard_name(wizard), 13, theme.GOLD, (x + 2, wizard_y),
                                    rect.width - 68))  # fmt: skip
        top = wizard_y + theme.font(13, bold=True).get_linesize()
    _big_body(flow, view, seat, rect, max(rect.y + 64, top))
    return flow


def _big_body(flow: Flow, view: Any, seat: int, rect: pygame.Rect, top: int) -> None:
    """The powers, the gem row and the lines under it, shortened until they fit the panel."""
    width, bottom = rect.width - 20, rect.bottom - 4
    wizard = view.wizards[seat]
    body, small = theme.font(11), theme.font(12)
    power = wrap(wizard_text(wizard), body, width) if wizard >= 0 else []
    power = natural(wizard_text(wizard), body, width, len(power)) if power else []
    ready, depleted = view.ready[seat], view.depleted[seat]
    gems = _("Gems: {ready} READY, {depleted} depleted").format(ready=ready, depleted=depleted)
    notes = [*wrap(gems, small, width)]
    aside = set_aside(view, seat)
    notes_aside = wrap(aside, small, width) if aside else []
    items = list(view.items[seat])
    full_items = [line for item in items for line in wrap(item_line(item), body, width)]
    # Translators: joins the names of the items held.
    named = wrap(_(", ").join(item_name(item) for item in items), body, width) if items else []
    step, note_step = max(13, body.get_linesize()), max(15, small.get_linesize())

    def height(power_lines: int, item_lines: int) -> int:
        """Where the last line ends with this many power and item lines."""
        gem_y = max(rect.y + GEM_ROW_Y, top + power_lines * step + 2 + GEM_RADIUS)
        notes_end = gem_y + GEM_RADIUS + 4 + (len(notes) + len(notes_aside)) * note_step
        return max(notes_end, rect.y + 176) + item_lines * step

    shown_power, shown_items, item_text_lines = power, full_items, True
    if height(len(power), len(full_items)) > bottom:
        # Not everything fits: items by name, the powers down to two lines, the item names down
        # to one line, then the powers down to one.
        shown_items, item_text_lines = named, False
        count, item_count = len(power), len(named)
        while height(count, item_count) > bottom:
            if count > 2 or (count > 1 and item_count <= 1):
                count -= 1
            elif item_count > 1:
                item_count -= 1
            else:
                report_overflow("\n".join([*power, *named]), "lines")
                break
        shown_power = preview(power, body, width, count)
        shown_items = preview(named, body, width, item_count)
    y = top
    for line in shown_power:
        flow.lines.append(Line(line, 11, theme.TEXT_DIM, (rect.x + 10, y)))
        y += step
    if shown_power != power:
        flow.tips.append((pygame.Rect(rect.x + 6, top, width + 8, y - top), wizard_tip(wizard)))
    flow.gem_y = max(rect.y + GEM_ROW_Y, y + 2 + GEM_RADIUS)
    y = flow.gem_y + GEM_RADIUS + 4
    for line in [*notes, *notes_aside]:
        flow.lines.append(Line(line, 12, theme.TEXT_DIM, (rect.x + 10, y)))
        y += note_step
    y = max(y, rect.y + 176)
    start = y
    for line in shown_items:
        flow.lines.append(Line(line, 11, ITEM_BLUE, (rect.x + 10, y)))
        y += step
    if shown_items and not item_text_lines:
        flow.tips.append((pygame.Rect(rect.x + 6, start, width + 8, y - start), items_tip(items)))


# ------------------------------------------------------------------ the rival's strip


def small_flow(view: Any, seat: int, rect: pygame.Rect, name: str, kind: str) -> Flow:
    """The rival's strip: name, seat kind and wizard (its powers on pointing), set-aside gems,
    item names (their effects on pointing), the card count and where the white gems go."""
    flow = Flow(gem_y=rect.y + 62)
    x = rect.x + 56
    seat_name(flow, name, rect, x)
    kind_line = Line(kind, 12, theme.TEXT_DIM, (x + 2, rect.y + 30))
    flow.lines.append(kind_line)
    backs = rect.right - 40 - max(0, view.hand_sizes[seat] - 1) * 14
    wizard = view.wizards[seat]
    if wizard >= 0:
        # The wizard goes beside the seat kind, up to the backs of its hand.
        at = (kind_line.rect.right + 8, rect.y + 30)
        room = backs - 6 - at[0]
        line = name_line(wizard_name(wizard), 12, theme.GOLD, at, room, False, summary=True)
        flow.lines.append(line)
        flow.tips.append((kind_line.rect.union(line.rect), wizard_tip(wizard)))
    size = view.hand_sizes[seat]
    cards = Line(ngettext("{n} card", "{n} cards", size).format(n=size), 11, theme.TEXT_DIM,
                 (0, rect.y + 74))  # fmt: skip
    cards.pos = (rect.right - 10 - cards.rect.width, cards.pos[1])
    flow.lines.append(cards)
    _small_details(flow, view, seat, rect, cards.rect.x - 8)
    return flow


def _short(text: str, font: TextFont, width: int) -> str:
    """`text` cut to `width` with "…" (its whole is in a tooltip)."""
    return preview([text, ""], font, width, 1)[0]


def _small_details(flow: Flow, view: Any, seat: int, rect: pygame.Rect, right: int) -> None:
    """Set-aside gems beside the gem row when they fit there, the item names under it, and the
    white gems under them, or (larger text) after the green gems."""
    body = theme.font(11)
    gems = view.ready[seat] + view.depleted[seat]
    gems_end = rect.x + 150 + max(0, gems - 1) * 28 + 10
    backs = rect.right - 40 - max(0, view.hand_sizes[seat] - 1) * 14
    aside = set_aside(view, seat)
    line_y = rect.y + 78
    roomy = line_y + body.get_linesize() <= rect.y + 91  # the white gems' row stays free
    x = rect.x + 58 if roomy else rect.x + 12
    if aside:
        at = Line(aside, 11, theme.TEXT_DIM, (rect.x + 240, rect.y + 56))
        if gems_end <= at.pos[0] - 4 and at.rect.right <= backs - 4:
            flow.lines.append(at)
        else:  # on the item line, before the item names
            at.pos = (x, line_y)
            at.text = _short(aside, body, right - x) if at.rect.right > right else aside
            flow.lines.append(at)
            if at.text != aside:
                flow.tips.append((at.rect, aside))
            x = at.rect.right + 12
    if roomy:
        flow.white = (rect.x + 62, rect.y + 96)
    else:
        flow.white = (gems_end + 12, flow.gem_y)
    items = list(view.items[seat])
    if not items:
        return
    # Translators: joins the names of the rival's items.
    names = _(", ").join(item_name(item) for item in items)
    shown = names if x + body.size(names)[0] <= right else _short(names, body, right - x)
    line = Line(shown, 11, ITEM_BLUE, (x, line_y))
    flow.lines.append(line)
    flow.tips.append((line.rect.inflate(8, 4), items_tip(items)))
