"""The Dragon Bridge review for Japanese and Chinese: every state drawn headless, in the app's
language, for looking at by eye and for the overflow report (`python -m tools.bridge_screens
--cjk`). Set positions come from tools.bridge_screens; nothing here is a README picture.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from tools.bridge_screens import (
    REVIEW_SHOTS,
    SHOTS,
    _at_position,
    _frames,
    _key,
    _motion,
    _save,
    _shoot_handoff,
)

FULL = {"mode": "full"}
HANDS = (("Run", "Walk", "Push", "Blink"), ("Dash", "Push", "Gale", "Charge"))
RICH = {"mode": "full", "hacking": "on"}, {
    "positions": (7, 9), "wizards": ("Andromeda Robin", "Abragail"), "ready": (3, 1),
    "items": (("Dragon Whistle", "Anchor Boots"), ("Gem Lantern", "Blink Ring", "Wind Cloak")),
    "white": (3, 2), "stashed": (0, 0), "hands": (("Run", "Walk", "Push", "Blink"), HANDS[1]),
    "nest": ("Walk", ("Step", False), "Bait", "Thunderbox", ("Swap", True), "Warp", "Gem Spark"),
    "hack_row": ("Trapdoor", "Barricade", "Dragon Beacon"), "placed": {12: "Watchtower"},
    "market": ("Wind Cloak", "Hiking Boots", "Gem Lantern"), "power": "Dazzle", "beacon": True,
    "hacking": True,
}  # fmt: skip
"""Everything at once: items on both sides, white gems, a full Nest, a Dragon Power, hacks."""
DECISIONS: dict[str, tuple[dict[str, str], tuple[str, ...], dict[str, Any]]] = {
    "gem-popup": (RICH[0], ("play Walk", "dir right", "go 0"), RICH[1]),
    "buy": (RICH[0], ("play Walk", "dir right", "go 0", "gem item"), RICH[1]),
    "hack-pick": (RICH[0], ("play Walk", "dir right", "go 0", "gem hack"), RICH[1]),
    "hack-tile": (RICH[0], ("play Walk", "dir right", "go 0", "gem hack", "hack Trapdoor"),
                  RICH[1]),
    "whistle": (RICH[0], ("play Walk", "dir right", "go 0", "gem whistle"), RICH[1]),
    "gem-buttons": (FULL, ("play Walk", "dir right", "go 0"),
                    {"wizards": ("Gelf Lanz", "Bunny"), "ready": (2, 1), "hands": HANDS}),
    "park": (FULL, ("play Walk", "dir right", "go 0", "gem park"),
             {"wizards": ("Gelf Lanz", "Bunny"), "hands": HANDS}),
    "trevor": (FULL, ("play Walk", "dir right", "go 0", "gem trevor"),
               {"wizards": ("Trevor", "Bunny"), "hands": HANDS}),
    "bump-bonus": (FULL, ("play Push", "dir left"), {"wizards": ("Gelf Lanz", "Bunny"),
                   "items": (("Bump Gauntlets", "Wind Cloak"), ()), "hands": HANDS}),
    "anchor": (FULL, ("play Push", "dir left"), {"active": 1, "wizards": ("Bunny", "Trevor"),
               "items": (("Anchor Boots",), ()), "hands": HANDS}),
    "give": (FULL, ("play Dash", "dir right", "go 4"),
             {"active": 1, "wizards": ("Bunny", "Bill Milton"), "hands": HANDS}),
    "bear": (FULL, ("play Push", "dir left"),
             {"active": 1, "wizards": ("Stuffed Bear", "Trevor"), "hands": HANDS}),
    "roost-confirm": (FULL, ("play Walk", "dir right", "go 0", "gem pass"), {
        "wizards": ("Lori Ann-Davis", "Bunny"), "hands": HANDS,
        "nest": ("Step", "Walk", "Swap", "Bait", "Scheme", "Drain")}),
    "search": (FULL, ("play Walk", "dir right", "go 0", "gem pass", "use Lori Ann-Davis"), {
        "wizards": ("Lori Ann-Davis", "Bunny"), "hands": HANDS,
        "nest": ("Step", "Walk", "Swap", "Bait", "Scheme", "Drain")}),
    "return": (FULL, ("play Walk", "dir right", "go 0", "gem pass", "use Lori Ann-Davis",
                      "search Warp"), {"wizards": ("Lori Ann-Davis", "Bunny"), "hands": HANDS,
                                       "nest": ("Step", "Walk", "Swap", "Bait", "Scheme",
                                                "Drain")}),
    "teleport": (FULL, (), {"wizards": ("Venice Gorn", "Party Skeleton"), "hands": HANDS}),
    "bait": ({}, ("play Bait",), {"hands": (("Bait", "Dazzle", "Scheme", "Run"), ()),
                                   "nest": ("Walk", "Step", ("Dash", False))}),
    "dazzle": ({}, ("play Dazzle",), {"hands": (("Bait", "Dazzle", "Scheme", "Run"), ()),
                                       "nest": ("Walk", "Step", ("Dash", False))}),
    "scheme": ({}, ("play Scheme",), {"hands": (("Bait", "Dazzle", "Scheme", "Run"), ())}),
    "tip-bump": ({}, ("play Push",), {"hands": HANDS}),
    "tip-gem": ({}, ("play Walk", "dir right", "go 0"), {"hands": HANDS}),
    "tip-danger": ({}, ("play Walk", "dir left", "go 0"), {"positions": (3, 9), "hands": HANDS}),
    "tip-exit": ({}, (), {"positions": (15, 9), "hands": HANDS}),
}  # fmt: skip
"""Decisions reached from set positions: options, the decisions made first, the position."""


def _decision_shot(app: Any, out: Path, name: str) -> Path:
    """One decision of DECISIONS, with the focus on its first target and a card zoomed."""
    options, script, position = DECISIONS[name]
    scene = _at_position(app, options, script, **position)
    board = scene.board
    board.tips = True
    hand = [t for t in board.targets if t.kind == "card"]
    others = [t for t in board.targets if t.kind != "card"]
    point = (others or hand or [None])[0]
    if point is not None:
        _frames(app, 4, [_motion(point.rect.center)])
    if name == "bump-bonus":
        _frames(app, 4, [_key(13)])  # Enter: one bonus switched on
    _frames(app, 6)
    return _save(app, out, f"bridge-{name}")


def _shoot_pick_and_zoom(app: Any, out: Path) -> list[Path]:
    """A card picked by its key (its squares and its tip), then each hand card zoomed."""
    import pygame

    from game.views.dragon_bridge import layout

    scene = _at_position(app, {"mode": "basic"}, hands=(("Gem Spark", "Drain", "Scheme", "Gale"),
                                                         ()))  # fmt: skip
    scene.board.tips = True
    _frames(app, 4, [_key(pygame.K_1)])
    paths = [_save(app, out, "bridge-picked")]
    _frames(app, 4, [_key(pygame.K_9)])  # no such card: the error message
    paths.append(_save(app, out, "bridge-error"))
    for index, rect in enumerate(layout.hand_rects(4)):
        _frames(app, 4, [_motion(rect.center)])
        paths.append(_save(app, out, f"bridge-zoom-{index + 1}"))
    return paths


def _shoot_rich(app: Any, out: Path) -> list[Path]:
    """The busiest board: both tableaux full, the Nest past seven cards, hacks, the Beacon."""
    options, position = RICH
    _at_position(app, options, **position)
    return [_save(app, out, "bridge-rich")]


def _shoot_wizards(app: Any, out: Path) -> list[Path]:
    """Every wizard in your panel and in the rival's strip, with items and set-aside gems."""
    import pygame

    from game.rules.dragon_bridge.wizards import WIZARDS

    sheet = pygame.Surface((1280, 720))
    paths = []
    for index, wizard in enumerate(WIZARDS):
        rival = WIZARDS[(index + 1) % len(WIZARDS)].name
        # Stashed (0-2) and parked gems, READY and DEPLETED for the rest of three.
        _at_position(app, FULL, wizards=(wizard.name, rival), stashed=(index % 3, 0),
                     ready=(1 if index % 3 < 2 else 0, 1), parked=(index % 2, -1), items=((("Anchor Boots", "Gem Lantern"),
                     ("Wind Cloak",), ())[index % 3], ("Gem Lantern", "Blink Ring")),
                     hands=HANDS)  # fmt: skip
        column, row = index % 5, index // 5 % 3
        area = pygame.Rect(12, 474, 232, 238)
        sheet.blit(app.screen, (column * 240, row * 240), area)
        if index % 5 == 0:
            sheet.blit(app.screen, (1200 - 338, 0 + row * 240), pygame.Rect(12, 8, 338, 104))
        if index % 15 == 14 or index == len(WIZARDS) - 1:
            paths.append(out / f"bridge-wizards-{index // 15 + 1}.png")
            pygame.image.save(sheet, str(paths[-1]))
    return paths


def _shoot_faces(app: Any, out: Path) -> list[Path]:
    """Every card face at every size the game draws it (hand, in play, zoomed, the card help's),
    every Nest chip at the board's size, power card, item and hack plaque, none overlapping."""
    import pygame

    from game.views.dragon_bridge import art, layout, plaques

    sheet = pygame.Surface((1280, 720))
    sheet.fill((20, 16, 28))
    chip = layout.nest_card()
    for card in range(16):
        column, row = card % 8, card // 8
        sheet.blit(art.card_face(card, (layout.CARD_W, layout.CARD_H)), (column * 106, row * 158))
        sheet.blit(art.card_face(card, layout.IN_PLAY_RECT.size), (column * 82, 320 + row * 112))
        sheet.blit(art.nest_chip(card, chip), (860 + card % 4 * (chip[0] + 6),
                                               card // 4 * (chip[1] + 6)))  # fmt: skip
    for item in range(8):
        sheet.blit(plaques.item_tile(item, (94, 64)), (item % 4 * 100 + 860, 280 + item // 4 * 70))
    for hack in range(9):
        sheet.blit(plaques.hack_tile(hack, (94, 50)), (hack * 100 % 900 + 360 * (hack // 9), 560))
    path = out / "bridge-faces.png"
    pygame.image.save(sheet, str(path))
    powers = pygame.Surface((1280, 720))
    powers.fill((20, 16, 28))
    size = layout.POWER_CARD.size
    for power in range(16):
        spot = (power % 8 * (size[0] + 8), power // 8 * (size[1] + 8))
        powers.blit(art.power_card(power, size), spot)
    powers.blit(art.card_face(0, (180, 250)), (0, 340))  # the card help's big card
    pygame.image.save(powers, str(out / "bridge-powers.png"))
    zoom = pygame.Surface((1280, 720))
    for card in range(16):
        zoom.blit(art.card_face(card, (layout.ZOOM_W, layout.ZOOM_H)),
                  ((card % 7) * 180, card // 7 * 240))  # fmt: skip
    pygame.image.save(zoom, str(out / "bridge-zooms.png"))
    return [path, out / "bridge-powers.png", out / "bridge-zooms.png"]


def _shoot_scenes(app: Any, out: Path) -> list[Path]:
    """Every rules page, the results of each ending, the setup and a hand-off summary."""
    from game.scenes.results import ResultsScene
    from game.scenes.rules_help import RulesHelpScene
    from game.scenes.setup import SetupScene
    from game.smoke import finished_session

    paths = []
    rules = RulesHelpScene(app, "dragon-bridge")
    app.reset_to(rules)
    for page in range(len(rules.pages)):
        rules.page, rules.page_time = page, 0.0
        _frames(app, 40)
        paths.append(_save(app, out, f"bridge-rules-{page + 1}"))
    for seed in (11, 12, 13, 14):
        app.reset_to(ResultsScene(app, finished_session("dragon-bridge", seed=seed)))
        _frames(app, 30)
        paths.append(_save(app, out, f"bridge-results-{seed}"))
    setup = SetupScene(app, "dragon-bridge")
    app.reset_to(setup)
    _frames(app, 5)
    paths.append(_save(app, out, "bridge-setup"))
    paths.append(_shoot_handoff(app, out))
    return paths


def cjk_shots(app: Any, out: Path) -> Iterator[Path]:
    """Every state drawn for the Japanese and Chinese review, in the app's language (each
    picture's path as soon as it is written)."""
    for shoot in SHOTS + REVIEW_SHOTS:
        yield shoot(app, out)
    for name in DECISIONS:
        yield _decision_shot(app, out, name)
    for many in (_shoot_pick_and_zoom, _shoot_rich, _shoot_wizards, _shoot_faces, _shoot_scenes):
        yield from many(app, out)


def cjk_review(app: Any, root: Path, languages: list[str]) -> list[Path]:
    """cjk_shots in each language into root/<language>/, printing each text that overflowed."""
    from game.views.text import watch_overflow

    found: list[tuple[str, str]] = []
    stop = watch_overflow(lambda text, how: found.append((how, text)))
    paths: list[Path] = []
    try:
        for language in languages or ["ja", "zh"]:
            out = root / language
            out.mkdir(parents=True, exist_ok=True)
            app.set_language(language)
            for path in cjk_shots(app, out):
                paths.append(path)
                for how, text in sorted(set(found)):
                    sys.stdout.write(f"{path.name}: {how}: {text!r}\n")
                found.clear()
    finally:
        stop()
        app.set_language("en")
    return paths
