"""Helpers for the Wyvern scenario tests: build a position, play action texts, run an attack."""

from __future__ import annotations

from game.rules.wyvern import WyvernState
from game.rules.wyvern.cards import BY_ID

WINDOWS = ("intercept", "battle-window", "reaction", "priority")


def position(filler: bool = True, **keywords) -> WyvernState:
    """WyvernState.from_position with the battle phase as default; `filler` puts a face-down
    Gold Seam Gorge into each seat's 3rd back position (unless named) so no game ends."""
    keywords.setdefault("phase", "battle")
    if filler:
        field = dict(keywords.get("field") or {})
        field.setdefault("0:B3", "T08")
        field.setdefault("1:B3", "T08")
        keywords["field"] = field
    return WyvernState.from_position(**keywords)


def act(s: WyvernState, *texts: str) -> WyvernState:
    """Apply each action text (decisions and chance outcomes)."""
    for text in texts:
        s.apply_action(s.parse_action(text))
    return s


def decision(s: WyvernState) -> str:
    """The pending decision kind."""
    return s.view(None).decision


def pass_windows(s: WyvernState, kinds: tuple[str, ...] = ("intercept", "battle-window")) -> None:
    """Pass while the pending decision is one of `kinds`."""
    while decision(s) in kinds:
        act(s, "pass")


def attack(s: WyvernState, attacker: str, target: str) -> WyvernState:
    """Declare an attack and pass every intercept and battle window."""
    act(s, f"attack {attacker}", f"target {target}")
    pass_windows(s)
    return s


def card_at(s: WyvernState, pos: str) -> str:
    """The card id at a position ("" when empty)."""
    from game.rules.wyvern.actions import _POS
    from game.rules.wyvern.cards import card_id

    card = s.card[_POS[pos]]
    return card_id(card) if card >= 0 else ""


def cid(name: str) -> int:
    """A card index from its id."""
    return BY_ID[name]
