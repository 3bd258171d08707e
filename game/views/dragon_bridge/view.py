"""The Dragon Bridge board view: input into actions, previews, the guided tips and animations.

Mouse: click a hand card, then a lit square (the square says where you end up: MOVE and
TELEPORT light your own landing squares, BUMP your rival's); click Nest cards, market items,
hacks and buttons for the other decisions. Keyboard: 1-9 pick a hand card, arrows move the
visible focus, Enter plays it, Esc cancels a choice, T shows or hides the tips. Buying an item
or playing a Bridge Hack is drafted until its last choice (draft.py), so Esc goes back a step
with nothing spent; a hack, an item or a wizard under the focus says what it does (explain.py).
Only the hand of the seat on screen is ever drawn. Drawing lives in paint.py, animations in
anim.py, what can be pointed at in targets.py.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.core.record import SeatSpec
from game.i18n import _
from game.rules.dragon_bridge import actions
from game.rules.dragon_bridge.board import STEP
from game.views import theme
from game.views.board_view import AnimatedBoardView, TurnInput
from game.views.particles import ParticleSystem
from game.views.tween import Sequence as TweenSequence

from . import anim, explain, hints, layout, targets
from .draft import DRAFTED_GEMS, draft_targets, drafted_hack, leads_to_draft
from .explain import Explanation
from .hints import HintPlan
from .targets import Target, effect_label

NUMBER_KEYS = {getattr(pygame, f"K_{n}"): n for n in range(1, 10)}
NUMBER_KEYS.update({getattr(pygame, f"K_KP{n}"): n for n in range(1, 10)})
CONFIRM = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
NEXT = (pygame.K_RIGHT, pygame.K_DOWN)
PREVIOUS = (pygame.K_LEFT, pygame.K_UP)
SELECTABLE_GEMS = frozenset(
    {actions.make(actions.GEM, actions.GEM_TELEPORT), actions.make(actions.GEM, actions.GEM_BUMP)}
)
"""Gem actions that light squares first (the spent gem's TELEPORT 1 / BUMP 1)."""
BONUS_DONE = actions.make(actions.BONUS_DONE)


class DragonBridgeBoardView(AnimatedBoardView):
    """Bridge, dragon, nest, tableaux, hand and action panel of Dragon Bridge."""

    def __init__(self, seats: Sequence[SeatSpec], sound: Callable[..., None] | None = None) -> None:
        super().__init__(seats, sound)
        self.show_private = True
        self.particles = ParticleSystem(gravity=120.0, seed=23)
        self.animation: TweenSequence | None = None
        self.final_view: Any = None
        self.clock = 0.0
        self.targets: list[Target] = []
        self.focus = 0
        self.focus_visible = False
        self.hover_card: int | None = None  # hand index under the mouse (zoomed)
        self.pointer: tuple[int, int] | None = None  # the mouse, for the panels' tooltips
        self.panel_tips: list[tuple[pygame.Rect, str]] = []  # this frame's (area, whole text)
        self.prefix: tuple[int, ...] = ()  # a chosen card / gem action whose squares are lit
        self.toggled: set[int] = set()  # BUMP bonus sources switched on
        self.bonus_amounts: dict[int, int] = {}
        self.bump_preview: int | None = None  # where the rival lands with the toggles as set
        self.queue: list[int] = []
        self.tips = True
        self.gem_flips: dict[tuple[int, int], float] = {}
        self.shake = 0.0
        self.hint_plan: HintPlan | None = None  # the hint completed into a whole move
        self.draft_step: str | None = None  # the DRAFT_STEPS decision the prefix has reached

    # ------------------------------------------------------------------ scene API
    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        """Drawing colour of a seat."""
        return theme.seat_colour(self.seats[seat].colour)

    def bottom_seat(self, view: Any = None) -> int:
        """The seat drawn at the bottom (its hand, if visible): the viewer, else the one human."""
        view = view if view is not None else self.view
        if view is not None and view.viewer is not None:
            return view.viewer
        humans = [i for i, seat in enumerate(self.seats) if seat.is_human]
        return humans[0] if len(humans) == 1 else 0

    def reset(self, view: Any) -> None:
        """Show `view` at once; forget selections and animations."""
        super().reset(view)
        self.animation = None
        self.final_view = None
        self.queue = []
        self._clear_selection()
        self.targets = []
        if view is not None:
            self.tips = view.mode == "basic" and self.tips

    def set_turn(self, turn: TurnInput | None) -> None:
        """Enable input for a human decision and compute what can be pointed at."""
        super().set_turn(turn)
        self._clear_selection()
        self._rebuild()

    def peek(self, steps: Sequence[int]) -> tuple[Any, list[int]] | None:
        """Try steps on a copy of the game (via the scene); None without a turn."""
        if self.turn is None:
            return None
        peek = self.turn.extra.get("peek")
        return peek(tuple(steps)) if peek is not None else None

    def prompt(self) -> str:
        """What the deciding player should do now (for the turn banner)."""
        from .guide import prompt

        return prompt(self)

    def update(self, dt: float) -> None:
        """Advance animations, particles, gem flips and the shake."""
        super().update(dt)
        self.clock += dt
        if self.animation is not None:
            self.animation.update(dt)
            self._finish_animation()
        self.particles.update(dt)
        self.shake = max(0.0, self.shake - dt * 2.5)

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        """Where the thinking indicator goes: the corner of the seat's panel."""
        panel = layout.MY_PANEL if seat == self.bottom_seat() else layout.OPP_PANEL
        return (panel.right - 24, panel.y + 24)

    def tips_shown(self) -> bool:
        """True when the board's own tips (guide.py) are drawn: a Basic game, T has not hidden
        them, and no guided first game's tip is on screen (two tips must not talk at once)."""
        view = self.view
        return bool(self.tips and not self.guided and view is not None and view.mode == "basic")

    def selected_card(self) -> int | None:
        """The hand card chosen and waiting for its square (None: no card is chosen)."""
        if self.prefix and actions.kind_of(self.prefix[0]) == actions.PLAY:
            return actions.card_of(self.prefix[0])
        return None

    def hinted_hand_card(self) -> int | None:
        """The hand card the hint (H) names, if it names one."""
        hint = self.hint
        if hint is not None and actions.kind_of(hint) in actions.HAND_KINDS:
            return actions.card_of(hint)
        return None

    def take_hint(self, action: int) -> int | None:
        """The coach's move to play: a gem action whose choices the board drafts (an item, a
        hack) opens that draft instead of being played half-way (None); others play."""
        if (
            action in DRAFTED_GEMS
            and self.turn is not None
            and leads_to_draft(self.peek, (action,))
        ):
            self._select((action,))
            return None
        return action

    def explained(self) -> Explanation | None:
        """What the focused choice does (a hack, an item, a wizard), else the drafted hack's."""
        view, seat = self.view, self.bottom_seat()
        if self.focus_visible and self.focus < len(self.targets):
            target = self.targets[self.focus]
            if target.actions and target.kind != "card":
                found = explain.action_explanation(target.actions[-1], view, seat)
                if found is not None:
                    return found
        hack = drafted_hack(self.prefix)
        return explain.hack_explanation(hack) if hack is not None else None

    def show_hint(self, action: int, then: Sequence[int] = ()) -> None:
        """Frame the hinted step and complete it into a whole move said in words (hints.py),
        the way the search itself goes on (`then`) when it said."""
        super().show_hint(action, then)
        self.hint_plan = hints.plan(self, action, then)

    def current_hint(self) -> HintPlan | None:
        """The hint in force: the plan of the hinted step while that step is still to decide."""
        plan = self.hint_plan
        if plan is None or self.hint != plan.action or self.turn is None:
            return None
        return plan

    def hinted_target(self, target: Target) -> bool:
        """True for the lit square (or button) of the hinted move."""
        plan = self.current_hint()
        if plan is None or not target.actions:
            return False
        if target.kind in ("tile", "escape"):
            return target.actions == plan.steps[: len(target.actions)] and (
                plan.tile is None or target.tile == plan.tile
            )
        return target.actions[0] == plan.action

    # ------------------------------------------------------------------ targets
    def _clear_selection(self) -> None:
        self.prefix = ()
        self.draft_step = None
        self.toggled = set()
        self.bump_preview = None
        self.focus_visible = False

    def _select(self, steps: tuple[int, ...]) -> None:
        """Choose `steps` (a card, a gem action, a draft's next choice): light what follows."""
        self.prefix = steps
        self.focus = 0
        self.focus_visible = True
        self.sound("click")
        self._rebuild()

    def _rebuild(self) -> None:
        """Recompute the targets of the current decision (and the selection's squares)."""
        self.targets = []
        self.draft_step = None
        turn, view = self.turn, self.view
        if turn is None or view is None:
            return
        seat, legal = turn.seat, list(turn.legal)
        step = view.step
        if step is not None and step.kind == "bump_bonus":
            self._rebuild_bonuses(view, legal)
            return
        found: list[Target] = []
        if self.show_private:
            found = targets.hand_targets(view, seat, legal, actions.HAND_KINDS)
        rest = [a for a in legal if actions.kind_of(a) not in actions.HAND_KINDS]
        moves, rest = self._movement(view, seat, legal, rest)
        found += moves
        board, rest = targets.board_targets(view, seat, rest)
        found += board
        if rest and not self.prefix:
            drafted = frozenset(
                a for a in rest if a in DRAFTED_GEMS and leads_to_draft(self.peek, (a,))
            )
            found += targets.button_targets(rest, self.seats, SELECTABLE_GEMS | drafted)
        targets.name_the_owners(found, step, seat)
        self.targets = found
        tiles = [i for i, t in enumerate(found) if t.kind in ("tile", "escape")]
        if self.prefix and tiles:
            # Start the keyboard on the shortest choice (usually staying put): never a leap.
            self.focus = min(tiles, key=lambda i: (found[i].distance or 0, i))
        self.focus = min(self.focus, max(0, len(found) - 1))

    def _movement(
        self, view: Any, seat: int, legal: list[int], rest: list[int]
    ) -> tuple[list[Target], list[int]]:
        """Lit squares of the chosen card or gem action, or of a pending direction / distance
        step, and the actions still to place (the movement steps they cover taken out)."""
        if self.prefix:
            drafted = draft_targets(self.peek, self.prefix, seat, self.seats)
            if drafted is not None:
                self.draft_step, found = drafted
                return found, rest
            moves = targets.movement_targets(self.peek, view, legal, seat, self.prefix)
            if moves:
                return moves, rest
            # Nothing to light: the choice plays as it is, from a button.
            return targets.button_targets([self.prefix[0]], self.seats, frozenset()), rest
        kinds = {actions.kind_of(a) for a in rest}
        for kind in (actions.DIR, actions.GO):
            if kind not in kinds:
                continue
            steps = [a for a in rest if actions.kind_of(a) == kind]
            others = [a for a in rest if actions.kind_of(a) != kind]
            if kind == actions.DIR:
                return targets.movement_targets(self.peek, view, legal, seat, ()) or [], others
            return self._go_targets(view, seat, steps), others
        return [], rest

    def _go_targets(self, view: Any, seat: int, distances: list[int]) -> list[Target]:
        step = view.step
        start = view.positions[seat]
        found = []
        for action in distances:
            distance = actions.decode_action(action).distance or 0
            tile = start + STEP[step.direction or 0] * distance
            found.append(Target("tile", layout.tile_rect(view.length, tile), (action,),
                                effect_label(step.effect, distance), tile=tile,
                                direction=step.direction, distance=distance,
                                effect=step.effect))  # fmt: skip
        return found

    def _rebuild_bonuses(self, view: Any, legal: list[int]) -> None:
        self.targets = targets.toggle_targets(view, legal)
        base = view.step.amount or 0
        victim = 1 - self.turn.seat
        plain = self.peek([BONUS_DONE])
        self.bonus_amounts = {}
        for target in self.targets:
            if target.kind == "toggle":
                result = self.peek(target.actions)
                step = result[0].step if result else None
                if step is not None and step.kind == "bump_bonus" and step.amount is not None:
                    extra = step.amount - base
                elif result and plain:  # the last bonus finishes the BUMP: compare landings
                    extra = abs(result[0].positions[victim] - plain[0].positions[victim])
                else:
                    extra = 0
                self.bonus_amounts[target.extra["source"]] = extra
                # Translators: a BUMP bonus toggle: where the bonus comes from, how much it adds.
                target.label = _("{source} (+{amount})").format(source=target.label, amount=extra)
        self._preview_bump()

    def _preview_bump(self) -> None:
        """Where the rival lands with the toggles as set (the last bonus may end the BUMP)."""
        sequence = self._bonus_sequence()
        result = self.peek(sequence) or self.peek(sequence[:-1])
        self.bump_preview = result[0].positions[1 - self.turn.seat] if result else None

    def _bonus_sequence(self) -> list[int]:
        sources = [t.extra["source"] for t in self.targets if t.kind == "toggle"]
        chosen = [actions.make(actions.BONUS, s) for s in sources if s in self.toggled]
        return chosen + [BONUS_DONE]

    # ------------------------------------------------------------------ input
    def target_at(self, pos: tuple[int, int]) -> int | None:
        """Index of the target under `pos` (a zoomed hand card wins)."""
        if self.hover_card is not None:
            for index, target in enumerate(self.targets):
                if target.kind == "card" and target.extra.get("index") == self.hover_card:
                    if layout.zoom_rect(target.rect).collidepoint(pos):
                        return index
        hits = [i for i, t in enumerate(self.targets) if t.rect.collidepoint(pos)]
        if not hits:
            return None
        # Overlapping fan cards: the one drawn last (rightmost) is on top.
        return max(hits, key=lambda i: (self.targets[i].kind != "card", self.targets[i].rect.x))

    def hand_index_at(self, pos: tuple[int, int]) -> int | None:
        """The hand card under the mouse (for hover zoom, even when it is not playable)."""
        view = self.view
        seat = self.bottom_seat()
        if view is None or not self.show_private or view.hands[seat] is None:
            return None
        rects = layout.hand_rects(len(view.hands[seat]))
        if self.hover_card is not None and self.hover_card < len(rects):
            if layout.zoom_rect(rects[self.hover_card]).collidepoint(pos):
                return self.hover_card
        for index in range(len(rects) - 1, -1, -1):
            if rects[index].collidepoint(pos):
                return index
        return None

    def handle_event(self, event: pygame.event.Event) -> tuple[bool, int | None]:
        """Turn one input event into (used, action or None)."""
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            self.hover_card = self.hand_index_at(event.pos)
            index = self.target_at(event.pos)
            if index is not None and index != self.focus:
                self.focus = index
            self.focus_visible = index is not None
            return False, None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_t:
            self.tips = not self.tips
            return True, None
        if self.turn is None:
            return False, None
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 1:
                index = self.target_at(event.pos)
                if index is None:
                    if self.prefix or self.toggled:
                        self._clear_selection()
                        self._rebuild()
                    return True, None
                self.focus = index
                return True, self._activate(index)
            if event.button == 3:
                self._clear_selection()
                self._rebuild()
                return True, None
            return False, None
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False, None

    def _key(self, event: pygame.event.Event) -> tuple[bool, int | None]:
        key = event.key
        count = len(self.targets)
        if key in NUMBER_KEYS:
            wanted = NUMBER_KEYS[key] - 1
            for index, target in enumerate(self.targets):
                if target.kind == "card" and target.extra.get("index") == wanted:
                    self.focus = index
                    self.focus_visible = True
                    return True, self._activate(index)
            if wanted < len([t for t in self.targets if t.kind == "button"]):
                index = [i for i, t in enumerate(self.targets) if t.kind == "button"][wanted]
                self.focus = index
                return True, self._activate(index)
            self._error(_("No such card to play"))
            return True, None
        if key in NEXT or key in PREVIOUS:
            if count:
                if self.focus_visible:
                    self.focus = (self.focus + (1 if key in NEXT else -1)) % count
                self.focus_visible = True
                self.sound("focus")
            return True, None
        if key in CONFIRM:
            if not count:
                return True, None
            if not self.focus_visible:
                self.focus_visible = True
                return True, None
            return True, self._activate(self.focus % count)
        if key == pygame.K_ESCAPE and self.draft_step is not None and len(self.prefix) > 1:
            self._select(self.prefix[:-1])  # back one choice of the draft (nothing was sent)
            return True, None
        if key == pygame.K_ESCAPE and (self.prefix or self.toggled):
            self._clear_selection()
            self._rebuild()
            return True, None
        return False, None

    def _error(self, reason: str) -> None:
        self.say(reason, error=True)
        self.sound("error")

    def _activate(self, index: int) -> int | None:
        """Play, select or toggle the target at `index`."""
        target = self.targets[index]
        if target.kind == "toggle":
            source = target.extra["source"]
            self.toggled ^= {source}
            self._preview_bump()
            self.sound("click")
            return None
        if target.kind == "button" and target.actions == (BONUS_DONE,):
            sequence = self._bonus_sequence()
            self.queue = sequence[1:]
            return sequence[0]
        if target.select:
            if self.prefix == target.actions:
                # A second click on the chosen card plays it when it needs no square.
                moves = targets.movement_targets(self.peek, self.view, list(self.turn.legal),
                                                 self.turn.seat, self.prefix)  # fmt: skip
                if not moves:
                    return self.send(target.actions)
                self._clear_selection()
                self._rebuild()
                return None
            self._select(target.actions)
            return None
        return self.send(target.actions)

    # ------------------------------------------------------------------ animation
    def play(self, applied: Any) -> None:
        """Turn an applied action into a blocking animation ending on its view_after."""
        if self.busy():
            self.skip()
        if self.view is None:
            self.view = applied.view_before
        steps = anim.build_steps(self, applied)
        self.start_animation(steps, applied.view_after, applied.view_after)

    def draw(self, surface: pygame.Surface, time: float) -> None:
        """Draw the whole board for this frame."""
        from . import paint

        paint.paint(self, surface, time)
