"""Words for the Dragon Bridge player: the banner prompt for each decision, and the guided tips
of a first (Basic) game, each pointing at the part of the board it talks about.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.dragon_bridge.cards import CARD_TYPES

from . import layout

if TYPE_CHECKING:
    from .view import DragonBridgeBoardView

PROMPTS = {
    "action": "Play a card: click it or press 1-4",
    "move_dir": "Click a lit square (arrows + Enter)",
    "move_go": "Click a lit square to say how far",
    "bump_dir": "Click where your rival should land",
    "bump_bonus": "Switch BUMP bonuses on or off, then BUMP!",
    "anchor": "You are BUMPED: use your Anchor Boots to shorten it?",
    "gem_phase": "Gem phase: one gem action, or pass",
    "buy": "Pick an item from the market (top right)",
    "hack_pick": "Pick a Bridge Hack to play",
    "hack_tile": "Click the square for your hack",
    "rewire": "Pick the hack to move",
    "park": "Park a READY or a DEPLETED gem?",
    "bait": "Bait: take a card from the Nest",
    "dazzle": "Dazzle: turn a Nest card face down",
    "whistle": "Dragon Whistle: flip a Nest card",
    "nest_from_hand": "Put a card from your hand into the Nest",
    "give": "Shakedown: hand over a card with a BUMP",
    "search": "Search the deck: take one card",
    "return": "Give one hand card back to the deck",
    "confirm": "Use your wizard's power now?",
    "pick_wizard": "Choose your wizard",
}


def prompt(board: DragonBridgeBoardView) -> str:
    """The banner line for the human deciding now."""
    view, turn = board.view, board.turn
    if turn is None or view is None or view.step is None:
        return ""
    text = PROMPTS.get(view.step.kind, "Choose")
    if board.prefix:
        text = "Click a lit square (arrows + Enter) - Esc cancels"
        if not any(t.kind in ("tile", "escape") for t in board.targets):
            text = "Click the card again or Play to play it - Esc cancels"
    if view.step.kind in ("move_dir", "move_go") and view.step.effect == "teleport":
        text = "TELEPORT: " + text
    if view.turn_owner != turn.seat:
        text = "Rival's turn - " + text
    return text


def tip(board: DragonBridgeBoardView) -> tuple[str, tuple[int, int] | None] | None:
    """The guided tip for this moment (Basic game): text and the point its arrow aims at."""
    view, turn = board.view, board.turn
    if view is None or turn is None or view.step is None or view.mode != "basic":
        return None
    seat = turn.seat
    kind = view.step.kind
    length = view.length
    me = view.positions[seat]
    exits, danger = set(view.exits), set(view.threatened)
    feet = layout.wizard_feet(length, me, seat, False)
    if kind == "action" and me in exits:
        return ("You start on an EXIT square: play any card that MOVEs (even 0) to escape and win!",
                (int(feet[0]), int(feet[1]) - 60))  # fmt: skip
    if kind == "action" and not board.prefix:
        if view.visible_wings >= view.flight_threshold - 3:
            return (f"The Nest shows {view.visible_wings} of {view.flight_threshold} wings. Enough "
                    "wings and the dragon FLIES to the other end: Exit and danger swap sides!",
                    layout.METER_RECT.midleft)  # fmt: skip
        return ("Pick a card. MOVE walks you, TELEPORT blinks you, BUMP shoves your rival. The "
                "green end is the EXIT, the red end by the dragon is DANGER.", (layout.HAND_AREA.centerx, layout.HAND_AREA.y + 10))  # fmt: skip
    if board.prefix:
        card = board.prefix[0] % 100 if board.prefix[0] // 100 == 1 else None
        name = CARD_TYPES[card].name if card is not None else "It"
        exit_rect = layout.tile_rect(length, sorted(exits)[len(exits) // 2])
        return (f"{name}: the lit squares show where it can take you (or your rival, for a BUMP). "
                "Reach the green EXIT: a MOVE from there next turn escapes.", exit_rect.midtop)  # fmt: skip
    if kind == "bump_dir":
        rival = view.positions[1 - seat]
        return ("BUMP your rival toward the dragon: ending their own turn on a red square means "
                "the dragon pounces on them.", layout.tile_rect(length, rival).midtop)  # fmt: skip
    if kind == "gem_phase":
        if me in danger:
            return ("DANGER: you are on a red square. End your gem phase here and the dragon "
                    "pounces! Spend a gem to TELEPORT or BUMP away if you can.", (int(feet[0]), int(feet[1]) - 50))  # fmt: skip
        panel = layout.MY_PANEL
        return ("Gem phase: one gem action. On a gem square you may READY a gem; 3 READY gems buy "
                "an item. A READY gem can also pay for a TELEPORT 1 or BUMP 1.",
                layout.gem_centre(panel, 1, True))  # fmt: skip
    return None
