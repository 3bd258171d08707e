"""Wyvern actions as small ints, their stable text, the exact inverse parser and a decoded record.

An action is ``op << 12 | payload``. Cards are dense card indices (text: the card id "A22"),
positions absolute (seat * 6 + p; text "1:F2" = seat 1, front row, second from the left; "B"
for the back row), treasure slots absolute (seat * 4 + t; text "0:FL", "0:FR", "0:BL",
"0:BR"). Texts:

    first seat1            chance: seat 1 starts the first game
    draw D05               chance: the card drawn (the drawer's pile; the next queued draw)
    arrange T01            put this Lair card into your next battle position (setup)
    pass                   end your part of a window / skip a phase
    treasure R01           choose a treasure to place...   slot 0:FL   ...and its slot
    swap 0:F1-0:B2         swap two of your positions (move phase, Forced March, Comet)
    play A22               play a card from your hand (then its targets, if any)
    target 1:F2            a card's (or an ability's, or an attack's) target position
    attack 0:F1            choose the attacker (then `target`)
    redeploy 0:F1-0:B2     swap instead of attacking        reveal 0:B2   the free reveal
    use 0:F1               a dragon's paid ability (Pathfinder Drakeling)
    use-treasure 0:FL      a treasure's ability (Crystal Eye, Merchant's Scales)
    clear 0:F1             pay 3 gold to discard the Bramble Wood attached to this dragon
    help 0:B1              this dragon helps in the battle (pays its Help)
    discard A22            discard this card from your hand
    pay / decline          Flush Out: pay for the revealed dragon, or turn it face down
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.protocol import IllegalActionError

from .cards import BY_ID, NUM_CARDS, card_id

SHIFT = 12
(
    FIRST, DRAW, ARRANGE, PASS, TREASURE, SLOT, SWAP, PLAY, TARGET, ATTACK, REDEPLOY, REVEAL,
    USE, USE_TREASURE, CLEAR, HELP, DISCARD, PAY, DECLINE,
) = range(1, 20)  # fmt: skip
KINDS: dict[int, str] = {
    FIRST: "first", DRAW: "draw", ARRANGE: "arrange", PASS: "pass", TREASURE: "treasure",
    SLOT: "slot", SWAP: "swap", PLAY: "play", TARGET: "target", ATTACK: "attack",
    REDEPLOY: "redeploy", REVEAL: "reveal", USE: "use", USE_TREASURE: "use-treasure",
    CLEAR: "clear", HELP: "help", DISCARD: "discard", PAY: "pay", DECLINE: "decline",
}  # fmt: skip
"""op -> kind name (the first word of the text)."""
_OPS = {name: op for op, name in KINDS.items()}
CARD_OPS = (DRAW, ARRANGE, TREASURE, PLAY, DISCARD)
POS_OPS = (TARGET, ATTACK, REVEAL, USE, CLEAR, HELP)
SLOT_OPS = (SLOT, USE_TREASURE)
PAIR_OPS = (SWAP, REDEPLOY)
BARE_OPS = (PASS, PAY, DECLINE)
NUM_DENSE = (max(KINDS) + 1) << SHIFT
"""The dense action range (actions are already below it)."""
SLOT_NAMES = ("FL", "FR", "BL", "BR")


def make(op: int, payload: int = 0) -> int:
    """An action from its op and payload."""
    return op << SHIFT | payload


def split(action: int) -> tuple[int, int]:
    """(op, payload) of an action."""
    return action >> SHIFT, action & ((1 << SHIFT) - 1)


def pair(a: int, b: int) -> int:
    """The payload of a swap of positions a < b."""
    return min(a, b) * 12 + max(a, b)


def pos_text(pos: int) -> str:
    """ "1:F2" for an absolute position."""
    seat, p = divmod(pos, 6)
    return f"{seat}:{'FB'[p // 3]}{p % 3 + 1}"


def slot_text(slot: int) -> str:
    """ "0:FL" for an absolute treasure slot."""
    seat, t = divmod(slot, 4)
    return f"{seat}:{SLOT_NAMES[t]}"


_POS = {pos_text(p): p for p in range(12)}
_SLOTS = {slot_text(t): t for t in range(8)}


def to_text(action: int) -> str:
    """Stable text of an action."""
    op, payload = split(action)
    name = KINDS.get(op, "unknown")
    if op == FIRST:
        return f"first seat{payload}"
    if op in CARD_OPS:
        return f"{name} {card_id(payload)}" if payload < NUM_CARDS else f"unknown {action}"
    if op in POS_OPS:
        return f"{name} {pos_text(payload)}" if payload < 12 else f"unknown {action}"
    if op in SLOT_OPS:
        return f"{name} {slot_text(payload)}" if payload < 8 else f"unknown {action}"
    if op in PAIR_OPS:
        a, b = divmod(payload, 12)
        return f"{name} {pos_text(a)}-{pos_text(b)}" if a < 12 else f"unknown {action}"
    if op in BARE_OPS:
        return name
    return f"unknown {action}"


def from_text(text: str) -> int:
    """The action whose to_text is `text` (legality is the caller's business)."""
    name, _, arg = text.partition(" ")
    op = _OPS.get(name)
    action: int | None = None
    if op == FIRST and arg in ("seat0", "seat1"):
        action = make(FIRST, int(arg[4]))
    elif op in CARD_OPS and arg in BY_ID:
        action = make(op, BY_ID[arg])
    elif op in POS_OPS and arg in _POS:
        action = make(op, _POS[arg])
    elif op in SLOT_OPS and arg in _SLOTS:
        action = make(op, _SLOTS[arg])
    elif op in PAIR_OPS:
        a, _, b = arg.partition("-")
        if a in _POS and b in _POS and _POS[a] < _POS[b]:
            action = make(op, pair(_POS[a], _POS[b]))
    elif op in BARE_OPS and not arg:
        action = make(op)
    if action is None or to_text(action) != text:
        raise IllegalActionError(f"wyvern: cannot read action {text!r}")
    return action


@dataclass(frozen=True)
class WyvernAction:
    """A decoded action: `kind` (a name of KINDS) and the fields it uses: `seat` (first),
    `card` (draw, arrange, treasure, play, discard), `pos` (target, attack, reveal, use,
    clear, help; the first position of swap and redeploy), `other` (the second position of a
    swap or redeploy), `slot` (slot, use-treasure)."""

    kind: str
    seat: int | None = None
    card: int | None = None
    pos: int | None = None
    other: int | None = None
    slot: int | None = None


def decode(action: int) -> WyvernAction:
    """The record of an action int (ValueError if it encodes nothing)."""
    op, payload = split(action)
    kind = KINDS.get(op)
    if kind is None or to_text(action).startswith("unknown"):
        raise ValueError(f"not a Wyvern action: {action}")
    if op == FIRST:
        return WyvernAction(kind, seat=payload)
    if op in CARD_OPS:
        return WyvernAction(kind, card=payload)
    if op in POS_OPS:
        return WyvernAction(kind, pos=payload)
    if op in SLOT_OPS:
        return WyvernAction(kind, slot=payload)
    if op in PAIR_OPS:
        a, b = divmod(payload, 12)
        return WyvernAction(kind, pos=a, other=b)
    return WyvernAction(kind)
