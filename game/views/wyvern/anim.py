"""The show of one applied action, built from its events as the viewer may see them: a
face-down card flips to reveal; gold flows between a seat and the Gold Mine; two dragons
clash with their powers counting up; the loser burns into its discard pile; a triggered
terrain engulfs the attacker and a new card slides in from the Lair; an intercept swoops
into the attacked row; draws slide into the hand; swaps slide; a played card is shown; at a
game's end its scoring, line by line (scoring.py). Steps are drawn over the view after the
action (positions in flight are drawn empty underneath); the play scene skips on a click."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.i18n import _
from game.rules.wyvern.events import Event
from game.rules.wyvern.view import WyvernView
from game.views import theme
from game.views.tween import Step, arc_point, ease_in_out, ease_out_cubic, lerp_point

from . import art, faces, layout, paint, scoring

DURATIONS = {
    "flip": 0.45, "coins": 0.45, "clash": 1.3, "burn": 0.7, "engulf": 0.8, "slide": 0.4,
    "swoop": 0.6, "arrow": 0.35, "card": 0.7, "scoring": 9.0,
}  # fmt: skip
SOUNDS = {
    "flip": "wyvern-flip", "coins": "wyvern-coins", "clash": "wyvern-clash",
    "burn": "wyvern-burn", "engulf": "wyvern-terrain", "swoop": "wyvern-swoop",
    "slide": "draw", "card": "click",
}  # fmt: skip


def _card_at(before: WyvernView, after: WyvernView, events: tuple[Event, ...], pos: int) -> int:
    """The card that stood at pos during the action (from the events or either view)."""
    for event in events:
        if (
            event.pos == pos
            and event.card >= 0
            and event.kind in ("reveal", "kill", "terrain", "bottom")
        ):
            return event.card
    for view in (after, before):
        if view.positions[pos].card >= 0:
            return view.positions[pos].card
    return -1


def _attacker(before: WyvernView, events: tuple[Event, ...]) -> int:
    """The attacking position of the fight in progress (this action's attack, or the one
    declared earlier), -1 when none."""
    for event in events:
        if event.kind == "attack" and event.pos >= 0:
            return event.pos
    return before.fight[0] if before.fight else -1


def _bonuses(before: WyvernView) -> tuple[int, int]:
    """What the battle cards (and Hold the Line) added to each side before the battle was
    settled."""
    fight = before.fight
    if len(fight) < 7:
        return (0, 0)
    return (fight[5], fight[6] + fight[4])


def steps(before: WyvernView, after: WyvernView, sound: Callable[..., None]) -> list[Step]:
    """The show's steps for the events of one action."""
    found: list[Step] = []
    events = after.recent
    bottom = layout.bottom_seat(after.seat)
    over = any(event.kind == "game-over" for event in events)
    base = before if over else after

    at = {"event": -1}  # the index of the event being shown (the log waits for it)

    def add(kind: str, ease: Callable[[float], float] = ease_in_out, **data: object) -> None:
        name = SOUNDS.get(kind)
        hook = (lambda: sound(name)) if name else None
        data = {"kind": kind, "base": base, "event": at["event"], **data}
        found.append(Step(DURATIONS[kind], data, hook, ease))

    for index, event in enumerate(events):
        at["event"] = index
        kind = event.kind
        if kind == "reveal" and 0 <= event.pos < 12:
            add("flip", pos=event.pos, card=_card_at(before, after, events, event.pos))
        elif kind in ("pay", "lose") and event.amount > 0:
            add(
                "coins",
                start=layout.seat_box(event.seat, bottom).center,
                end=layout.MINE.center,
                amount=event.amount,
            )
        elif kind == "gold" and event.amount > 0:
            add(
                "coins",
                start=layout.MINE.center,
                end=layout.seat_box(event.seat, bottom).center,
                amount=event.amount,
            )
        elif kind == "attack" and event.pos >= 0 and event.other >= 0:
            add(
                "arrow",
                start=layout.position_rect(event.pos, bottom).center,
                end=layout.position_rect(event.other, bottom).center,
            )
        elif kind == "battle" and event.pos >= 0 and event.other >= 0:
            add(
                "clash",
                ease_out_cubic,
                cards=(
                    _card_at(before, after, events, event.pos),
                    _card_at(before, after, events, event.other),
                ),
                powers=(event.amount, event.value),
                bonus=_bonuses(before),
                winner=event.seat,
                attacker_seat=event.pos // 6,
            )
        elif kind == "kill" and 0 <= event.pos < 12:
            pile = layout.pile_rects(event.seat, bottom)["lair-discard"]
            add(
                "burn",
                pos=event.pos,
                card=event.card,
                start=layout.position_rect(event.pos, bottom).center,
                end=pile.center,
            )
        elif kind == "terrain" and event.why == "trigger":
            attacker = _attacker(before, events)
            end = layout.position_rect(attacker if attacker >= 0 else event.pos, bottom).center
            add("engulf", pos=event.pos, card=event.card, end=end)
        elif kind == "draw" and event.pos >= 0 and event.pile == 0 and after.phase != "setup":
            start = layout.pile_rects(event.seat, bottom)["lair"].center
            add(
                "slide",
                ease_out_cubic,
                card=-1,
                pile="lair",
                start=start,
                end=layout.position_rect(event.pos, bottom).center,
                hide=(event.pos,),
            )
        elif kind == "draw" and event.pos < 0 and event.pile == 1 and event.seat == after.seat:
            start = layout.pile_rects(event.seat, bottom)["horde"].center
            add(
                "slide",
                ease_out_cubic,
                card=event.card,
                pile="horde",
                start=start,
                end=layout.HAND.center,
            )
        elif kind == "intercept":
            start = layout.seat_box(event.seat, bottom).center
            add(
                "swoop",
                card=event.card,
                start=start,
                end=layout.position_rect(event.pos, bottom).center,
            )
        elif kind in ("swap", "redeploy") and event.pos >= 0 and event.other >= 0:
            a, b = (
                layout.position_rect(event.pos, bottom),
                layout.position_rect(event.other, bottom),
            )
            for src, dst, pos in ((a, b, event.other), (b, a, event.pos)):
                card = after.positions[pos].card
                if after.positions[pos].card != -2:
                    add(
                        "slide",
                        card=card,
                        pile="lair",
                        start=src.center,
                        end=dst.center,
                        hide=(pos,),
                        together=True,
                    )
        elif kind == "play" and event.card >= 0 and event.seat != after.seat:
            add("card", card=event.card, start=layout.seat_box(event.seat, bottom).center)
        elif kind == "game-over":
            add("scoring", ending=event, vp=before.vp, points=before.options[0])
    return _merge_together(found)


def _merge_together(found: list[Step]) -> list[Step]:
    """Two slides of one swap play at once."""
    merged: list[Step] = []
    for step in found:
        data = step.data
        if (
            merged
            and data.get("together")
            and merged[-1].data.get("together")
            and "pair" not in merged[-1].data
        ):
            previous = merged[-1].data
            previous["pair"] = data
            previous["hide"] = (*previous["hide"], *data["hide"])
            continue
        merged.append(step)
    return merged


def hidden(data: dict | None) -> tuple[int, ...]:
    """Positions drawn empty under the running step (their card is in flight)."""
    if not data:
        return ()
    if data["kind"] in ("flip", "engulf"):
        return (data["pos"],)
    return tuple(data.get("hide", ()))


def draw(
    surface: pygame.Surface,
    view: WyvernView,
    data: dict | None,
    progress: float,
    names: tuple[str, ...] = (),
) -> None:
    """The running step over the table."""
    if not data:
        return
    kind = data["kind"]
    bottom = layout.bottom_seat(view.seat)
    if kind == "flip":
        _flip(surface, layout.position_rect(data["pos"], bottom), data["card"], progress)
    elif kind == "coins":
        for k in range(min(8, max(1, data["amount"]))):
            t = max(0.0, min(1.0, progress * 1.4 - k * 0.05))
            point = arc_point(data["start"], data["end"], t, 40)
            art.draw_coin(surface, point, 7, "", theme.font(9))
    elif kind == "arrow":
        point = lerp_point(data["start"], data["end"], progress)
        pygame.draw.line(surface, theme.CRIMSON, data["start"], point, 5)
        pygame.draw.circle(surface, theme.CRIMSON, point, 8)
    elif kind == "clash":
        _clash(surface, data, progress)
    elif kind == "burn":
        _burn(surface, data, progress)
    elif kind == "engulf":
        _engulf(surface, data, layout.position_rect(data["pos"], bottom), progress)
    elif kind in ("slide", "swoop"):
        _slide(surface, data, progress)
        if data.get("pair"):
            _slide(surface, data["pair"], progress)
    elif kind == "card":
        rect = pygame.Rect(0, 0, 140, 160)
        rect.center = lerp_point(data["start"], layout.STRIP.center, min(1.0, progress * 2))
        surface.blit(faces.face(data["card"], rect.width, rect.height), rect)
    elif kind == "scoring":
        scoring.draw(surface, data["ending"], data["vp"], data["points"], progress, names)


def _engulf(surface: pygame.Surface, data: dict, rect: pygame.Rect, progress: float) -> None:
    """The terrain turns up and its land rolls over the attacker: a cloud of its colour leaves
    the terrain, swells and swallows the attacker's place."""
    paint.draw_card(surface, data["card"], rect)
    colour = art.frame_colour(data["card"]) if data["card"] >= 0 else (200, 120, 60)
    centre = lerp_point(rect.center, data.get("end", rect.center), min(1.0, progress * 1.5))
    radius = int(16 + progress * 60)
    cloud = pygame.Surface((radius * 2 + 4, radius * 2 + 4), pygame.SRCALPHA)
    for ring in range(4):
        alpha = int(200 * (1 - progress * 0.4) * (1 - ring / 4))
        pygame.draw.circle(
            cloud, (*colour, alpha), (radius + 2, radius + 2), radius - ring * radius // 5
        )
    surface.blit(cloud, (centre[0] - radius - 2, centre[1] - radius - 2))


def _flip(surface: pygame.Surface, rect: pygame.Rect, card: int, progress: float) -> None:
    """The back narrows, then the face widens, in a flash of light."""
    glow = pygame.Surface(rect.inflate(36, 36).size, pygame.SRCALPHA)
    strength = int(150 * math.sin(progress * math.pi))
    pygame.draw.rect(glow, (255, 226, 120, strength), glow.get_rect(), border_radius=18)
    surface.blit(glow, rect.inflate(36, 36))
    width = max(1, int(rect.width * abs(math.cos(progress * math.pi))))
    squeezed = pygame.Rect(0, 0, width, rect.height)
    squeezed.center = rect.center
    if progress < 0.5 or card < 0:
        art.draw_back(surface, squeezed)
    else:
        surface.blit(
            pygame.transform.smoothscale(faces.face(card, rect.width, rect.height), squeezed.size),
            squeezed,
        )


def _slide(surface: pygame.Surface, data: dict, progress: float) -> None:
    rect = pygame.Rect(0, 0, layout.CARD_W, layout.CARD_H)
    if data["kind"] == "swoop":
        rect.center = arc_point(data["start"], data["end"], progress, 90)
    else:
        rect.center = lerp_point(data["start"], data["end"], progress)
    paint.draw_card(surface, data["card"], rect, data.get("pile", "lair"))


def _clash(surface: pygame.Surface, data: dict, progress: float) -> None:
    """Two dragons face each other over the strip, powers counting up; the winner's glows."""
    centre = (layout.FIELD_X + layout.FIELD_W // 2, layout.STRIP.centery)
    backdrop = pygame.Rect(0, 0, layout.FIELD_W, 200)
    backdrop.center = centre
    shade = pygame.Surface(backdrop.size, pygame.SRCALPHA)
    shade.fill((8, 6, 12, 190))
    surface.blit(shade, backdrop)
    font = theme.font(30, bold=True)
    for index, card in enumerate(data["cards"]):
        side = -1 if index == 0 else 1
        shove = math.sin(min(1.0, progress * 1.6) * math.pi) * 14
        rect = pygame.Rect(0, 0, 112, 128)
        rect.center = (int(centre[0] + side * (100 - shove)), centre[1] - 16)
        pygame.draw.rect(surface, (10, 8, 16), rect.inflate(10, 10), border_radius=10)
        paint.draw_card(surface, card, rect)
        total = data["powers"][index]
        bonus = data.get("bonus", (0, 0))[index]
        base = total - bonus
        # The printed side counts up first, then the battle cards land on it.
        shown = int(round(base * min(1.0, progress * 2.2)))
        if bonus and progress > 0.5:
            shown = base + int(round(bonus * min(1.0, (progress - 0.5) * 4)))
            plus = theme.font(18, bold=True).render(f"+{bonus}", True, theme.JADE)
            surface.blit(plus, plus.get_rect(midbottom=(rect.centerx, rect.y - 2)))
        image = font.render(str(shown), True, theme.GOLD)
        badge = image.get_rect(midtop=(rect.centerx, rect.bottom + 4)).inflate(16, 4)
        pygame.draw.rect(surface, theme.PANEL, badge, border_radius=8)
        surface.blit(image, image.get_rect(center=badge.center))
        role = _("Attacker") if index == 0 else _("Target")
        small = theme.font(13, bold=True)
        label = small.render(role, True, theme.TEXT_DIM)
        surface.blit(
            label,
            label.get_rect(midright=(badge.x - 6, badge.centery))
            if index == 0
            else label.get_rect(midleft=(badge.right + 6, badge.centery)),
        )
        seat = data["attacker_seat"] if index == 0 else 1 - data["attacker_seat"]
        if progress > 0.7 and data["winner"] == seat:
            pygame.draw.rect(surface, theme.GOLD, rect.inflate(10, 10), 4, border_radius=10)
    # Translators: between two dragons clashing in a battle.
    spark = theme.font(26, bold=True).render(_("vs"), True, theme.DANGER)
    surface.blit(spark, spark.get_rect(center=centre))


def _burn(surface: pygame.Surface, data: dict, progress: float) -> None:
    """The killed card reddens, shrinks and falls into its discard pile."""
    size = (int(layout.CARD_W * (1 - 0.5 * progress)), int(layout.CARD_H * (1 - 0.5 * progress)))
    rect = pygame.Rect((0, 0), size)
    rect.center = lerp_point(data["start"], data["end"], progress)
    if data["card"] >= 0:
        surface.blit(
            pygame.transform.smoothscale(
                faces.face(data["card"], layout.CARD_W, layout.CARD_H), size
            ),
            rect,
        )
    else:
        art.draw_back(surface, rect)
    fire = pygame.Surface(size, pygame.SRCALPHA)
    fire.fill((255, 90, 20, int(200 * progress)))
    surface.blit(fire, rect)
    for k in range(5):
        x = rect.x + rect.width * (0.15 + 0.18 * k)
        height = 10 + 12 * abs(math.sin(progress * 9 + k))
        pygame.draw.polygon(
            surface,
            (255, 170, 40),
            [(x - 5, rect.y + 4), (x + 5, rect.y + 4), (x, rect.y + 4 - height)],
        )
