"""The Statistics screen: per game, how the games went against each level and seat count.

A tab per playable game across the top. Under it, one bar per (opponents, seats) tally
(game.stats), drawn by code: won, drawn and lost stacked along it, or grey for games counted
without a winner of yours (hot-seat, AIs watched), as long as the most-played tally is wide.
The panel on the right holds the game's totals (played, won, lost, drawn, best and current
streak, average length in moves, best score where the game keeps one), the figures of the bar
in focus, and Reset (asks first). With no games yet each game says so in a friendly way.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core.text import N_, Message
from game.i18n import _, ngettext, translate
from game.rules import RULES, catalogue_title
from game.scenes.base import AppServices, Scene
from game.scenes.record_panels import Question, draw_scrollbar, draw_status
from game.stats import HOTSEAT, LEVELS, MIXED, WATCHED, Tally
from game.views import theme
from game.views.backdrop import (
    Colour,
    draw_backdrop,
    draw_panel,
    draw_text,
    fit_size,
    wrap_balanced,
)
from game.views.focus import FocusGroup
from game.views.outcome_words import number
from game.views.registry import is_playable, tile_art
from game.views.seat_words import kind_words
from game.views.text import ellipsize
from game.views.widgets import Button, Widget, Words

CHART = pygame.Rect(40, 150, 780, 476)
SIDE = pygame.Rect(846, 150, 394, 476)
ROW_HEIGHT, ROW_PITCH = 44, 50
CHART_TOP = CHART.top + 52
"""Below the legend."""
VISIBLE_ROWS = (CHART.bottom - 8 - CHART_TOP) // ROW_PITCH
LABEL_WIDTH, FIGURES_WIDTH = 290, 130
PLAYED_COLOUR: Colour = (120, 112, 136)
"""Games counted without a win or loss of yours (hot-seat, watched)."""
LEGEND = (
    (theme.JADE, N_("won")),
    (theme.GOLD, N_("drawn")),
    (theme.CRIMSON, N_("lost")),
    (PLAYED_COLOUR, N_("hot-seat or watched")),
)

OPPONENT_WORDS: dict[str, Words] = {
    **{level: kind_words("ai", level) for level in LEVELS},
    MIXED: N_("AIs of mixed levels"),
    HOTSEAT: N_("Hot-seat"),
    WATCHED: N_("AIs only"),
}
"""How each opponents key reads (English msgids)."""


def tally_label(opponents: str, seats: int) -> str:
    """'AI Hard · 2 players', translated."""
    players = ngettext("{count} player", "{count} players", seats).format(count=seats)
    return _("{opponents} · {players}").format(
        opponents=translate(OPPONENT_WORDS.get(opponents, opponents)), players=players
    )


class TallyRow(Widget):
    """One bar of the chart: a tally's label, its stacked bar and its figures."""

    def __init__(self, opponents: str, seats: int, tally: Tally, widest: int) -> None:
        super().__init__((0, 0, 1, 1))
        self.opponents, self.seats, self.tally, self.widest = opponents, seats, tally, widest
        self.visible = True

    def activate(self) -> bool:
        """Nothing to do: focusing a bar shows its figures."""
        return False

    def draw(self, surface: pygame.Surface, focused: bool, t: float) -> None:
        """Label, bar and figures (nothing while scrolled away)."""
        if not self.visible:
            return
        rect, tally = self.rect, self.tally
        pygame.draw.rect(surface, (74, 52, 60) if focused else (44, 34, 58), rect, border_radius=8)
        label = tally_label(self.opponents, self.seats)
        size = fit_size(label, LABEL_WIDTH - 16, 16, smallest=13)
        shown = ellipsize(label, theme.font(size, bold=True), LABEL_WIDTH - 16)
        anchor = {"midleft": (rect.left + 12, rect.centery)}
        draw_text(surface, shown, size, theme.TEXT, anchor, bold=True, shadow=False)
        track = pygame.Rect(rect.left + LABEL_WIDTH, rect.top + 12, 0, rect.height - 24)
        track.width = rect.width - LABEL_WIDTH - FIGURES_WIDTH - 12
        pygame.draw.rect(surface, (24, 18, 30), track, border_radius=6)
        full = track.width * tally.games // max(1, self.widest)
        parts = [
            (tally.wins, theme.JADE),
            (tally.draws, theme.GOLD),
            (tally.losses, theme.CRIMSON),
            (tally.games - tally.decided, PLAYED_COLOUR),
        ]
        x = track.left
        for count, colour in parts:
            width = full * count // max(1, tally.games)
            if width > 0:
                pygame.draw.rect(surface, colour, (x, track.top, width, track.height))
                x += width
        pygame.draw.rect(surface, theme.PANEL_EDGE, track, width=1, border_radius=6)
        self._draw_figures(surface, rect)

    def _draw_figures(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Won, drawn and lost in the legend's colours; or the games played, in grey."""
        tally = self.tally
        right = rect.right - 12
        if not tally.decided:
            count = tally.games
            words = ngettext("{count} game", "{count} games", count).format(count=count)
            size = fit_size(words, FIGURES_WIDTH - 16, 16, smallest=13)
            anchor = {"midright": (right, rect.centery)}
            draw_text(surface, words, size, theme.TEXT, anchor, bold=True, shadow=False)
            return
        parts = ((tally.losses, theme.CRIMSON), (tally.draws, theme.GOLD), (tally.wins, theme.JADE))
        for index, (count, colour) in enumerate(parts):
            anchor = {"midright": (right, rect.centery)}
            right = draw_text(surface, str(count), 17, colour, anchor, bold=True, shadow=False).left
            if index < len(parts) - 1:
                anchor = {"midright": (right - 4, rect.centery)}
                right = draw_text(surface, "·", 17, theme.TEXT_DIM, anchor, shadow=False).left - 4


def figures_of(tally: Tally) -> list[tuple[str, str]]:
    """(label, value) pairs of a tally, translated, for the side panel."""
    average = tally.average_moves
    rows = [
        (_("Played"), str(tally.games)),
        (_("Won"), str(tally.wins)),
        (_("Lost"), str(tally.losses)),
        (_("Drawn"), str(tally.draws)),
        (_("Win streak now"), str(tally.streak)),
        (_("Best win streak"), str(tally.best_streak)),
        (
            _("Average length"),
            "—"
            if average is None
            else ngettext("{count} move", "{count} moves", round(average)).format(
                count=round(average)
            ),
        ),
    ]
    if tally.best_score is not None:
        rows.append((_("Best score"), number(tally.best_score)))
    return rows


class StatisticsScene(Scene):
    """Tabs per game, the bar chart of its tallies, totals, and Reset."""

    def __init__(self, app: AppServices, slug: str | None = None) -> None:
        super().__init__(app)
        self.stats: Any = app.stats  # type: ignore[attr-defined]
        self.slugs = [slug for slug in RULES if is_playable(slug)]
        if slug is None or slug not in self.slugs:
            played = [each for each in self.slugs if self.stats.total(each).games]
            slug = played[0] if played else self.slugs[0]
        self.slug = slug
        self.status: Message | str = ""
        width = (1200 - 12 * (len(self.slugs) - 1)) // len(self.slugs)
        self.tabs = [
            Button(
                (40 + index * (width + 12), 84, width, 52),
                catalogue_title(each),
                self._chooser(each),
                accent=tile_art(each)[0],
                size=19,
            )
            for index, each in enumerate(self.slugs)
        ]
        self.reset_button = Button(
            (SIDE.left + 20, SIDE.bottom - 70, SIDE.width - 40, 52),
            N_("Reset"),
            self.ask_reset,
            accent=theme.CRIMSON,
        )
        self.back_button = Button((SIDE.right - 220, 634, 220, 48), N_("Back"), self.app.pop)
        self.rows: list[TallyRow] = []
        self.scroll = 0
        self.focus = FocusGroup([], sound=app.audio.play)
        self.rebuild()
        self.focus.set_focus(self.tabs[self.slugs.index(self.slug)])

    def _chooser(self, slug: str) -> Callable[[], None]:
        return lambda: self.choose(slug)

    def choose(self, slug: str) -> None:
        """Show game `slug`."""
        if slug != self.slug:
            self.slug, self.scroll, self.status = slug, 0, ""
            self.rebuild()

    def rebuild(self) -> None:
        """The bars of the chosen game."""
        focused = self.focus.focused
        tallies = self.stats.for_game(self.slug)
        widest = max((tally.games for _opponents, _seats, tally in tallies), default=1)
        self.rows = [
            TallyRow(opponents, seats, tally, widest) for opponents, seats, tally in tallies
        ]
        self.reset_button.enabled = bool(self.rows)
        self.focus.widgets = [*self.tabs, *self.rows, self.reset_button, self.back_button]
        if focused in self.focus.widgets and focused is not None and focused.enabled:
            self.focus.set_focus(focused)
        else:
            self.focus.set_focus(self.tabs[self.slugs.index(self.slug)])
        self.layout()

    def layout(self) -> None:
        """Scroll so the focused bar shows, and place the bars."""
        focused = self.focus.focused
        if isinstance(focused, TallyRow) and focused in self.rows:
            index = self.rows.index(focused)
            if index < self.scroll:
                self.scroll = index
            elif index >= self.scroll + VISIBLE_ROWS:
                self.scroll = index - VISIBLE_ROWS + 1
        for index, row in enumerate(self.rows):
            top = CHART_TOP + (index - self.scroll) * ROW_PITCH
            row.rect = pygame.Rect(CHART.left + 12, top, CHART.width - 24, ROW_HEIGHT)
            row.visible = self.scroll <= index < self.scroll + VISIBLE_ROWS

    def ask_reset(self) -> None:
        """Ask, then forget every game of the chosen game."""
        title = Message.of(catalogue_title(self.slug))
        words = Message.of(
            N_("Every game of {title} counted so far will be forgotten."), title=title
        )
        heading = Message.of(N_("Reset the statistics of {title}?"), title=title)
        question = Question(self.app, heading, words, N_("Reset"), self._reset, N_("Keep them"))
        self.app.push(question)

    def _reset(self) -> None:
        self.stats.reset(self.slug)
        self.status = Message.of(
            N_("The statistics of {title} start afresh."),
            title=Message.of(catalogue_title(self.slug)),
        )
        self.rebuild()

    def step_down(self, step: int) -> None:
        """Up/Down walk one column: the chosen game's tab, its bars, Reset, Back (no wrap).
        The focus ring's nearest-neighbour search would jump from a tab on the right straight
        to Back, and on from Back to the first tab, showing another game."""
        column = [self.tabs[self.slugs.index(self.slug)], *self.rows]
        column += [button for button in (self.reset_button, self.back_button) if button.enabled]
        focused = self.focus.focused
        index = column.index(focused) if focused in column else 0  # another tab: the top
        target = max(0, min(len(column) - 1, index + step))
        if column[target] is not focused:
            self.app.audio.play("focus")
            self.focus.set_focus(column[target])
        self.layout()

    # --- scene protocol -----------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Navigate (a tab in focus shows its game); Esc goes back; the wheel scrolls."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.audio.play("click")
            self.app.pop()
            return True
        if event.type == pygame.MOUSEWHEEL and self.rows:
            self.scroll = max(0, min(len(self.rows) - VISIBLE_ROWS, self.scroll - event.y))
            self.layout()
            return True
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            widget = self.focus.widget_at(getattr(event, "pos", (-1, -1)))
            if isinstance(widget, TallyRow) and not widget.visible:
                return False  # a bar scrolled away: not there
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self.step_down(1 if event.key == pygame.K_DOWN else -1)
            return True
        sideways = event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT)
        if sideways and self.focus.focused in self.tabs:
            # Left/Right choose a game, round the tabs (the focus ring's nearest widget right
            # of the last tab is Back).
            step = 1 if event.key == pygame.K_RIGHT else -1
            tab = self.tabs[(self.tabs.index(self.focus.focused) + step) % len(self.tabs)]
            self.app.audio.play("focus")
            self.focus.set_focus(tab)
            self.choose(self.slugs[self.tabs.index(tab)])
            self.layout()
            return True
        used = self.focus.handle_event(event)
        focused = self.focus.focused
        if event.type == pygame.KEYDOWN and focused in self.tabs:
            self.choose(self.slugs[self.tabs.index(focused)])
        self.layout()
        return used

    def draw(self, surface: pygame.Surface) -> None:
        """Heading, tabs, chart, side panel, buttons and the foot."""
        t = self.app.time
        draw_backdrop(surface, t)
        draw_text(surface, _("Statistics"), 44, theme.GOLD, {"midtop": (640, 18)}, serif=True)
        chosen = self.tabs[self.slugs.index(self.slug)]
        marker = chosen.rect.inflate(-24, 0)
        marker.top, marker.height = chosen.rect.bottom + 4, 4
        pygame.draw.rect(surface, tile_art(self.slug)[0], marker, border_radius=2)
        draw_panel(surface, CHART)
        draw_panel(surface, SIDE)
        self._draw_legend(surface)
        if not self.rows:
            self._draw_empty(surface)
        draw_scrollbar(surface, CHART, self.scroll, VISIBLE_ROWS, len(self.rows))
        self._draw_side(surface)
        self.focus.draw(surface, t)
        hint = _("Left/Right choose a game · Up/Down the bars · Esc back")
        draw_status(surface, translate(self.status), False, hint)

    def _draw_legend(self, surface: pygame.Surface) -> None:
        """The bars' colours, one after another along the chart's top."""
        x, y = CHART.left + 20, CHART.top + 26
        for colour, words in LEGEND:
            pygame.draw.rect(surface, colour, (x, y - 7, 14, 14), border_radius=3)
            label = _(words)
            anchor = {"midleft": (x + 20, y)}
            x = draw_text(surface, label, 15, theme.TEXT_DIM, anchor, shadow=False).right + 28

    def _draw_empty(self, surface: pygame.Surface) -> None:
        """The friendly empty chart."""
        title = _(catalogue_title(self.slug))
        heading = _("No games of {title} yet").format(title=title)
        size = fit_size(heading, CHART.width - 80, 28)
        draw_text(surface, heading, size, theme.GOLD, {"center": (CHART.centerx, CHART.top + 200)})
        words = _(
            "Finish a game and it is counted here: against which level, how many players, "
            "won or lost, and how long it took."
        )
        font = theme.font(18)
        for index, line in enumerate(wrap_balanced(words, font, CHART.width - 120, 3)):
            anchor = {"midtop": (CHART.centerx, CHART.top + 244 + index * font.get_linesize())}
            draw_text(surface, line, 18, theme.TEXT_DIM, anchor, shadow=False)

    def _draw_side(self, surface: pygame.Surface) -> None:
        """The totals of the game, or of the bar in focus."""
        focused = self.focus.focused
        if isinstance(focused, TallyRow):
            heading, tally = tally_label(focused.opponents, focused.seats), focused.tally
        else:
            heading = _("All games of {title}").format(title=_(catalogue_title(self.slug)))
            tally = self.stats.total(self.slug)
        room = SIDE.width - 40
        size = fit_size(heading, room, 22, smallest=15)
        shown = ellipsize(heading, theme.font(size, bold=True), room)
        draw_text(
            surface,
            shown,
            size,
            theme.GOLD,
            {"topleft": (SIDE.left + 20, SIDE.top + 16)},
            bold=True,
        )
        y = SIDE.top + 60
        pitch = max(34, theme.font(17).get_linesize() + 10)
        for label, value in figures_of(tally):
            size = fit_size(label, room - 120, 17, bold=False, smallest=13)
            draw_text(
                surface, label, size, theme.TEXT_DIM, {"topleft": (SIDE.left + 20, y)}, shadow=False
            )
            draw_text(
                surface,
                value,
                19,
                theme.TEXT,
                {"topright": (SIDE.right - 20, y - 1)},
                bold=True,
                shadow=False,
            )
            pygame.draw.line(
                surface,
                (60, 50, 76),
                (SIDE.left + 20, y + pitch - 8),
                (SIDE.right - 20, y + pitch - 8),
            )
            y += pitch
