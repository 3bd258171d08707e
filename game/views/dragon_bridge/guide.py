"""Words for the Dragon Bridge player: the banner prompt for each decision, and the guided tips
of a first (Basic) game, each pointing at the part of the board it talks about.

The prompts are msgids by decision kind, translated when the banner is drawn. The context tips
(`tip`) stay hidden while the guided first game's tips (first_game.py) are on screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.text import N_
from game.i18n import _

from . import layout
from .draft import DRAFT_STEPS
from .words import card_name

if TYPE_CHECKING:
    from .view import DragonBridgeBoardView

Tip = tuple[str, tuple[int, int] | None]
"""A tip's text and the point its arrow aims at (None: no arrow)."""

PROMPTS = {
    "action": N_("Play a card: click it or press its number"),
    "move_dir": N_("Click a lit square (arrows + Enter)"),
    "move_go": N_("Click a lit square to say how far"),
    "bump_dir": N_("Click where your rival should land"),
    "bump_bonus": N_("Switch BUMP bonuses on or off, then BUMP!"),
    "anchor": N_("You are BUMPED: use your Anchor Boots to shorten it?"),
    "gem_phase": N_("Gem phase: one gem action, or pass"),
    "buy": N_("Pick an item from the market (top right)"),
    "hack_pick": N_("Pick a Bridge Hack to play"),
    "hack_tile": N_("Click the square for your hack"),
    "rewire": N_("Pick the hack to move"),
    "park": N_("Park a READY or a DEPLETED gem?"),
    "bait": N_("Bait: take a card from the Nest"),
    "dazzle": N_("Dazzle: turn a Nest card face down"),
    "whistle": N_("Dragon Whistle: flip a Nest card"),
    "nest_from_hand": N_("Put a card from your hand into the Nest"),
    "give": N_("Shakedown: you may hand over a card with a BUMP, or keep them"),
    "search": N_("Search the deck: take one card"),
    "return": N_("Give one hand card back to the deck"),
    "confirm": N_("Use your wizard's power now?"),
    "pick_wizard": N_("Choose your wizard"),
    "order": N_("Powers trigger together: which goes first?"),
}
"""The banner line for each decision kind (msgids)."""

DRAFT_PROMPTS = {
    "buy": N_("Pick an item (Esc: back; no gem spent yet)"),
    "hack_pick": N_("Pick a Bridge Hack (Esc: back; not paid yet)"),
    "rewire": N_("Pick the hack to move (Esc: back; not paid yet)"),
    "hack_tile": N_("Click a lit square (Esc: back; not paid yet)"),
    "park": N_("Park a READY or a DEPLETED gem? (Esc: back)"),
}
"""The banner line while the board drafts an item or a hack (draft.py): nothing is sent yet."""


def begun(board: DragonBridgeBoardView) -> bool:
    """True at an item or hack choice whose gem action the engine already took (a resumed
    game; the board drafts them otherwise): Esc cannot go back from it, Undo (U) can."""
    view = board.view
    return bool(view is not None and view.step is not None
                and view.step.kind in DRAFT_STEPS and not board.prefix)  # fmt: skip


def prompt(board: DragonBridgeBoardView, undo_note: bool = True) -> str:
    """The banner line for the human deciding now, translated (with `undo_note`, at a choice
    already `begun`, that U takes it back; the action panel says that on a line of its own)."""
    view, turn = board.view, board.turn
    if turn is None or view is None or view.step is None:
        return ""
    text = _(PROMPTS[view.step.kind]) if view.step.kind in PROMPTS else _("Choose")
    if undo_note and begun(board):
        # Translators: an item or hack choice whose gem action was already played (a resumed
        # game), so Esc cannot go back: Undo can. {prompt} says what to choose.
        text = _("{prompt} (U: undo)").format(prompt=text)
    if board.draft_step is not None:
        text = _(DRAFT_PROMPTS[board.draft_step])
    elif board.prefix:
        text = _("Click a lit square (arrows + Enter) - Esc cancels")
        if not any(t.kind in ("tile", "escape") for t in board.targets):
            text = _("Click the card again or Play to play it - Esc cancels")
    if view.step.kind in ("move_dir", "move_go") and view.step.effect == "teleport":
        # Translators: the prompt of a TELEPORT step; {prompt} is the step's usual prompt.
        text = _("TELEPORT: {prompt}").format(prompt=text)
    if view.turn_owner != turn.seat:
        # Translators: answering a power on the other seat's turn; {prompt} says what to do.
        text = _("Rival's turn - {prompt}").format(prompt=text)
    return text


def tip(board: DragonBridgeBoardView) -> Tip | None:
    """The guided tip for this moment (Basic game): text and the point its arrow aims at."""
    view, turn = board.view, board.turn
    if view is None or turn is None or view.step is None or view.mode != "basic":
        return None
    kind = view.step.kind
    if kind == "action":
        return _action_tip(board, view, turn.seat)
    if board.prefix:
        return _chosen_tip(board, view)
    if kind == "bump_dir":
        rival = view.positions[1 - turn.seat]
        text = _("BUMP your rival toward the dragon: ending their own turn on an orange square "
                 "by the dragon means it pounces on them.")  # fmt: skip
        return (text, layout.tile_rect(view.length, rival).midtop)
    if kind == "gem_phase":
        return _gem_tip(view, turn.seat)
    return None


def _feet(view: Any, seat: int) -> tuple[int, int]:
    x, y = layout.wizard_feet(view.length, view.positions[seat], seat, False)
    return (int(x), int(y))


def _action_tip(board: DragonBridgeBoardView, view: Any, seat: int) -> Tip | None:
    """Start of the turn: escape if you can, mind the wings, or how the cards move."""
    me = view.positions[seat]
    if me in view.exits:
        feet = _feet(view, seat)
        text = _("You start on an EXIT square: play any card that MOVEs (even 0) to escape and "
                 "win!")  # fmt: skip
        return (text, (feet[0], feet[1] - 60))
    if board.prefix:
        return _chosen_tip(board, view)
    if view.visible_wings >= view.flight_threshold - 3:
        text = _("The Nest shows {wings} of {needed} wings. Enough wings and the dragon FLIES to "
                 "the other end: Exit and danger swap sides!")  # fmt: skip
        text = text.format(wings=view.visible_wings, needed=view.flight_threshold)
        return (text, (layout.METER_RECT.x, layout.METER_RECT.y + 30))  # the wing bar
    text = _("Pick a card. MOVE walks you, TELEPORT blinks you, BUMP shoves your rival. Both "
             "ends are orange: the one far from the dragon is the EXIT, the one by it is "
             "DANGER.")  # fmt: skip
    return (text, (layout.HAND_AREA.centerx, layout.HAND_AREA.y + 10))


def _chosen_tip(board: DragonBridgeBoardView, view: Any) -> Tip:
    """A card or gem action is chosen: what its lit squares mean."""
    exits = sorted(view.exits)
    exit_rect = layout.tile_rect(view.length, exits[len(exits) // 2])
    card = board.selected_card()
    if card is None:
        text = _("It: the lit squares show where it can take you (or your rival, for a BUMP). "
                 "Reach the orange EXIT far from the dragon: a MOVE from there next turn "
                 "escapes.")  # fmt: skip
    else:
        text = _("{card}: the lit squares show where it can take you (or your rival, for a "
                 "BUMP). Reach the orange EXIT far from the dragon: a MOVE from there next turn "
                 "escapes.")  # fmt: skip
        text = text.format(card=card_name(card))
    return (text, exit_rect.midtop)


def _gem_tip(view: Any, seat: int) -> Tip:
    """The gem phase: get off a Threatened square, or what gems are for."""
    if view.positions[seat] in view.threatened:
        feet = _feet(view, seat)
        text = _("DANGER: you are on an orange square by the dragon. End your gem phase here "
                 "and it pounces! Spend a gem to TELEPORT or BUMP away if you can.")  # fmt: skip
        return (text, (feet[0], feet[1] - 50))
    text = _("Gem phase: one gem action. On a gem square you may READY a gem; 3 READY gems buy "
             "an item. A READY gem can also pay for a TELEPORT 1 or BUMP 1.")  # fmt: skip
    # Larger (CJK) power text may have moved the gem row down: point where it is drawn.
    from .seat_panel import big_flow

    row_y = big_flow(view, seat, layout.MY_PANEL, "", "").gem_y
    # The first gem: a READY one when there is one (they are drawn first), else one to READY.
    return (text, layout.gem_centre(layout.MY_PANEL, 0, True, row_y))
