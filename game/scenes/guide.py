"""The guided first game: a game's `GuidedGame` played in the real play scene, tip by tip.

A `GuideRunner` rides along in the PlayScene: it shows the current step's words in a tip panel
beside what the step talks about, with a short arrow and a pulsing outline at
`point_at(board)`, and moves on when `done(session)` holds (checked while the board is idle,
so the next tip never talks over a move that is still animating) or, for a tip to read, when
the player presses Enter (A on a gamepad) or clicks the tip. After the last tip the match goes
on like any other. `start_guided_game` builds the match: you against the guide's level, its
seed and options; a guided game is never autosaved, so it cannot replace a saved match.
"""

from __future__ import annotations

import logging
import math
from typing import TYPE_CHECKING, Any

import pygame

from game.core.record import SeatSpec
from game.core.text import N_
from game.i18n import _, pgettext
from game.views import theme
from game.views.backdrop import draw_text, fit_size
from game.views.game_client import GuidedGame, GuideStep
from game.views.text import ellipsize, wrap_into

if TYPE_CHECKING:
    from game.scenes.base import AppServices
    from game.session import Session
    from game.views.board_view import BoardView

log = logging.getLogger(__name__)

TIP_WIDTHS = (400, 340, 300)
"""The tip panel's widths, tried in turn: a narrower panel may fit beside a big target."""
TIP_SIZE = 17
TIP_LINE = 22
MAX_TIP_LINES = 9
GAP = 30
"""Between the tip panel and what it points at: the arrow's length."""
SCREEN = pygame.Rect(8, 72, theme.SCREEN_SIZE[0] - 16, theme.SCREEN_SIZE[1] - 80)
"""Where a tip panel may go: the whole screen below the turn banner."""
HOME = pygame.Rect(360, 72, 560, 0)
"""A tip with nothing to point at sits under the turn banner."""
ACK_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
NEXT_LABEL = N_("Next (Enter)")


class GuideRunner:
    """The tips of one guided game, shown one at a time in a play scene."""

    def __init__(self, guided: GuidedGame) -> None:
        self.guided = guided
        self.index = 0
        self._panel: pygame.Rect | None = None
        """Where the tip was last drawn (a click there acknowledges it)."""

    # --- progress -------------------------------------------------------------------------
    @property
    def step(self) -> GuideStep | None:
        """The tip on screen now; None once the guide is over."""
        steps = self.guided.steps
        return steps[self.index] if self.index < len(steps) else None

    @property
    def finished(self) -> bool:
        """True after the last tip."""
        return self.step is None

    def reset(self) -> None:
        """Back to the first tip (the guided game was restarted)."""
        self.index = 0

    def advance(self) -> None:
        """On to the next tip."""
        self.index += 1
        self._panel = None

    def update(self, dt: float, session: Session, board: BoardView, board_busy: bool) -> bool:
        """Check the current step's `done` (only while no move animates); True when the guide
        moved on."""
        moved = False
        self._mark(board)
        while not board_busy and self.step is not None and self.step.done is not None:
            try:
                done = bool(self.step.done(session, board))
            except Exception:  # a broken step must not stop the game: it just moves on
                log.exception("guided step %d failed its check", self.index)
                done = True
            if not done:
                break
            self.advance()
            moved = True
        self._mark(board)
        return moved

    def _mark(self, board: BoardView) -> None:
        """Tell the board whether a tip is on screen (it hides tips of its own meanwhile)."""
        if hasattr(board, "guided"):  # a test's stand-in board may not have it
            board.guided = self.step is not None

    def waits_for_reader(self) -> bool:
        """True while the tip on screen is one to read and acknowledge."""
        return self.step is not None and self.step.done is None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Enter (or A) or a click on a tip to read moves on; everything else goes on to the
        board (a tip that waits for a move lets the player make it)."""
        if not self.waits_for_reader():
            return False
        if event.type == pygame.KEYDOWN and event.key in ACK_KEYS:
            self.advance()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self._panel is not None and self._panel.collidepoint(event.pos):
                self.advance()
                return True
        return False

    # --- drawing --------------------------------------------------------------------------
    def target(self, board: BoardView) -> pygame.Rect | None:
        """What the current tip points at on the board (None: nothing)."""
        step = self.step
        return None if step is None else self._ask(step.point_at, board, "target")

    def _kept_clear(self, board: BoardView) -> pygame.Rect | None:
        """What the tip's panel must leave in view besides its target (None: nothing more)."""
        step = self.step
        return None if step is None else self._ask(step.keep_clear, board, "keep_clear")

    def _ask(self, where: Any, board: BoardView, what: str) -> pygame.Rect | None:
        """`where(board)` as a Rect; None without it, or when the board cannot say yet."""
        if where is None:
            return None
        try:
            rect = where(board)
        except Exception:  # the board may not show the thing yet: no rectangle then
            log.debug("guided step %d: no %s", self.index, what, exc_info=True)
            return None
        return pygame.Rect(rect) if rect is not None else None

    def layout(self, board: BoardView) -> tuple[pygame.Rect, list[str], pygame.Rect | None]:
        """(panel, its lines, target): the tip panel beside its target, on screen, not over it
        (narrower and taller if that is what fits beside it). With a step's `keep_clear`, every
        width is tried right beside the target first (a short arrow), and only then beside the
        target and the kept area together."""
        step = self.step
        assert step is not None
        font = theme.font(TIP_SIZE)
        target = self.target(board)
        keep = self._kept_clear(board)
        passes = (False, True) if keep is not None else (True,)
        for around_both in passes:
            for width in TIP_WIDTHS:
                lines = wrap_into(_(step.tip), font, width - 28, MAX_TIP_LINES)
                height = 34 + TIP_LINE * len(lines) + (34 if step.done is None else 8)
                last = around_both and width == TIP_WIDTHS[-1]
                panel = place_panel(
                    (width, height), target, not last, keep, around_both=around_both
                )
                if panel is not None:
                    return panel, lines, target
        raise AssertionError("the last width always finds a place")  # pragma: no cover

    def draw(self, surface: pygame.Surface, board: BoardView, t: float) -> None:
        """The tip panel, its arrow and the outline round its target (nothing after the end)."""
        step = self.step
        if step is None:
            return
        panel, lines, target = self.layout(board)
        self._panel = panel
        if target is not None:
            draw_target(surface, target, t)
            draw_arrow(surface, panel, target)
        shade = pygame.Surface(panel.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (*theme.PANEL, 244), shade.get_rect(), border_radius=14)
        surface.blit(shade, panel.topleft)
        pygame.draw.rect(surface, theme.HIGHLIGHT, panel, 2, border_radius=14)
        steps = len(self.guided.steps)
        # Translators: the heading of a guided game's tip, e.g. "Tip 2 of 7".
        heading = _("Tip {number} of {count}").format(number=self.index + 1, count=steps)
        draw_text(
            surface, heading, 15, theme.HIGHLIGHT, {"topleft": (panel.x + 14, panel.y + 8)},
            bold=True, shadow=False,
        )  # fmt: skip
        font = theme.font(TIP_SIZE)
        for row, line in enumerate(lines):
            image = font.render(line, True, theme.TEXT)
            surface.blit(image, (panel.x + 14, panel.y + 32 + TIP_LINE * row))
        if step.done is None:
            self._draw_next(surface, panel)

    @staticmethod
    def _draw_next(surface: pygame.Surface, panel: pygame.Rect) -> None:
        """The "Next (Enter)" tag at the foot of a tip to read."""
        label = _(NEXT_LABEL)
        tag = pygame.Rect(0, 0, 150, 26)
        tag.bottomright = (panel.right - 12, panel.bottom - 8)
        pygame.draw.rect(surface, theme.HIGHLIGHT, tag, border_radius=8)
        size = fit_size(label, tag.width - 12, 15, smallest=10)
        font = theme.font(size, bold=True)
        image = font.render(ellipsize(label, font, tag.width - 12), True, (16, 24, 32))
        surface.blit(image, image.get_rect(center=tag.center))


# ----------------------------------------------------------------------------- placement


def place_panel(
    size: tuple[int, int],
    target: pygame.Rect | None,
    beside_only: bool = False,
    keep_clear: pygame.Rect | None = None,
    around_both: bool = True,
) -> pygame.Rect | None:
    """Where a tip panel of `size` goes: under the banner without a target; else below,
    above, right or left of the target (the first that fits on screen without covering it or
    `keep_clear`), so the arrow between them stays short; with `keep_clear`, then beside the
    two together (unless not `around_both`). When nothing fits: None if `beside_only`, else the
    screen corner that covers the least of them."""
    panel = pygame.Rect((0, 0), size)
    if target is None:
        panel.midtop = HOME.midtop
        return panel
    blocked = [target.inflate(12, 12)]
    arounds = [target]
    if keep_clear is not None:
        blocked.append(keep_clear.inflate(12, 12))
        if around_both:
            arounds.append(target.union(keep_clear))
    for around in arounds:
        for spot in _beside(panel, around):
            if spot.collidelist(blocked) < 0:
                return spot
    if beside_only:
        return None
    # Nothing fits beside it (a target as big as the board): the corner covering the least.
    corners = [pygame.Rect(panel) for _corner in range(4)]
    corners[0].topleft, corners[1].topright = SCREEN.topleft, SCREEN.topright
    corners[2].bottomleft, corners[3].bottomright = SCREEN.bottomleft, SCREEN.bottomright
    return min(corners, key=lambda spot: sum(_overlap(spot, rect) for rect in blocked))


def _beside(panel: pygame.Rect, around: pygame.Rect) -> list[pygame.Rect]:
    """`panel` below, above, right and left of `around`, each moved onto the screen."""
    spots = []
    for side in ("below", "above", "right", "left"):
        spot = panel.copy()
        if side == "below":
            spot.midtop = (around.centerx, around.bottom + GAP)
        elif side == "above":
            spot.midbottom = (around.centerx, around.top - GAP)
        elif side == "right":
            spot.midleft = (around.right + GAP, around.centery)
        else:
            spot.midright = (around.left - GAP, around.centery)
        spot.clamp_ip(SCREEN)
        spots.append(spot)
    return spots


def _overlap(first: pygame.Rect, second: pygame.Rect) -> int:
    clipped = first.clip(second)
    return clipped.width * clipped.height


def _nearest_point(rect: pygame.Rect, point: tuple[float, float]) -> tuple[float, float]:
    """The point of `rect` (its border or inside) nearest to `point`."""
    x = min(max(point[0], rect.left), rect.right)
    y = min(max(point[1], rect.top), rect.bottom)
    return (x, y)


def arrow_ends(panel: pygame.Rect, target: pygame.Rect) -> tuple[tuple[float, float], ...]:
    """(start, tip) of the pointer: from the panel's edge towards the target's nearest edge."""
    tip = _nearest_point(target.inflate(8, 8), panel.center)
    start = _nearest_point(panel, tip)
    return start, tip


def draw_arrow(surface: pygame.Surface, panel: pygame.Rect, target: pygame.Rect) -> None:
    """A short, thick arrow from the tip panel to its target."""
    (x0, y0), (x1, y1) = arrow_ends(panel, target)
    length = math.hypot(x1 - x0, y1 - y0)
    if length < 4:
        return
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    base = (x1 - ux * 14, y1 - uy * 14)
    pygame.draw.line(surface, theme.HIGHLIGHT, (x0, y0), base, 5)
    wing = (-uy * 9, ux * 9)
    head = [
        (x1, y1),
        (base[0] + wing[0], base[1] + wing[1]),
        (base[0] - wing[0], base[1] - wing[1]),
    ]
    pygame.draw.polygon(surface, theme.HIGHLIGHT, head)


def draw_target(surface: pygame.Surface, target: pygame.Rect, t: float) -> None:
    """A pulsing outline round what the tip talks about."""
    pulse = 0.5 + 0.5 * math.sin(t * 5.0)
    outline = target.inflate(6 + 6 * pulse, 6 + 6 * pulse)
    pygame.draw.rect(surface, theme.HIGHLIGHT, outline, 3, border_radius=10)


# ----------------------------------------------------------------------------- starting one


def guided_seats(app: Any, slug: str, level: str) -> list[SeatSpec]:
    """You (the name you last typed, else "You") against the fewest AI seats the game takes,
    all of the guide's level."""
    from game.rules import get_rules
    from game.scenes.setup import DEFAULT_COLOURS
    from game.scenes.setup_seats import default_seat_name, distinct_names

    settings = getattr(app, "settings", None)
    you = getattr(settings, "player_name", "") or pgettext("guided game seat", "You")
    count = get_rules(slug).info.min_players
    names = distinct_names([you] + [default_seat_name("ai", level, i) for i in range(1, count)])
    return [
        SeatSpec(
            names[index],
            "human" if index == 0 else "ai",
            "normal" if index == 0 else level,
            DEFAULT_COLOURS[index % len(DEFAULT_COLOURS)],
        )
        for index in range(count)
    ]


def start_guided_game(app: AppServices, slug: str) -> bool:
    """Leave whatever is on screen for the title with the guided game of `slug` on top; False
    when the game has none (or it cannot start, which is logged)."""
    from game.scenes.play import PlayScene
    from game.scenes.title import TitleScene
    from game.session import Session
    from game.views.registry import client_for

    factory = client_for(slug).guided_game
    if factory is None:
        return False
    try:
        guided = factory()
        seats = guided_seats(app, slug, guided.level)
        session = Session.new(slug, seats, dict(guided.options), guided.seed)
    except (ValueError, KeyError) as error:
        log.error("the guided game of %s cannot start: %s", slug, error)
        return False
    app.reset_to(TitleScene(app))
    app.push(PlayScene(app, session, guide=GuideRunner(guided)))
    return True
