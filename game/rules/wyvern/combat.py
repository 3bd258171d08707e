"""Attacks (§6): the battle phase's choice, the attack declaration, the intercept window, the
battle window, battles, terrain and Redeploy (§4.1); Comet Dragon's swap after its attack.

`s.fight` (a flat list, indices below) holds the attack in progress; `stage` says where it is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import actions, board
from .actions import make
from .cards import (
    BATTLE,
    BATTLE_REACTION,
    DRAGON,
    EFFECT,
    ICONS,
    INTERCEPT,
    KIND,
    TERRAIN,
    VERB,
)
from .frames import (
    A_ATTACK,
    F_ATK_TARGET,
    F_BATTLE,
    F_BWIN,
    F_COMET,
    F_INTERCEPT,
    F_REVEAL,
    push,
    queue_draw,
)
from .terrain import terrain

if TYPE_CHECKING:
    from .state import WyvernState

# s.fight fields
FA, FT, FI, STAGE, HOLD, BONUS_A, BONUS_D, LAST_SEAT, LAST_CARD, LAST_VALUE, HELPED, RETREAT = (
    range(12)
)
DRAWS = 12  # 12, 13: Feint draws per seat at the end of the battle
HOLD_GOLD = 14
FIGHT_SIZE = 15
DECLARED, INTERCEPTING, MAIN, BATTLING, DONE = range(5)
PASS = make(actions.PASS)
_ATTACK = make(actions.ATTACK)


def _int(value: object) -> int:
    assert isinstance(value, int)
    return value


# ---- the battle phase ---------------------------------------------------------------------


def pinned(s: WyvernState, pos: int) -> bool:
    """A dragon with Bramble Wood attached cannot attack."""
    return any(VERB[code >> 1] == "pin" for code in s.att[pos])


def attackers(s: WyvernState, seat: int) -> list[int]:
    """Own dragons that may attack: not pinned, a target in range, paid or affordable."""
    card, att = s.card, s.att
    return [
        pos
        for pos in range(seat * 6, seat * 6 + 6)
        if card[pos] >= 0
        and KIND[card[pos]] == DRAGON
        and not (att[pos] and pinned(s, pos))
        and board.can_reveal(s, pos)
        and board.has_target(s, pos)
    ]


def legal(s: WyvernState, frame: tuple[int, ...]) -> list[int]:
    """Legal actions of a combat decision."""
    kind, seat = frame[0], frame[1]
    if kind == F_BATTLE:
        from .swaps import redeploys

        return [
            *(_ATTACK | pos for pos in attackers(s, seat)),
            *redeploys(s, seat),
            PASS,
        ]
    if kind == F_ATK_TARGET:
        return [make(actions.TARGET, t) for t in board.targets(s, frame[2]) if t != frame[3]]
    if kind == F_REVEAL:
        shown = [p for p in frame[2:4] if board.is_dragon(s, p) and not s.up[p]]
        return [*(make(actions.REVEAL, p) for p in shown), PASS]
    if kind == F_INTERCEPT:
        return [*(make(actions.PLAY, c) for c in intercepts(s, seat)), PASS]
    if kind == F_BWIN:
        return battle_choices(s, seat)
    if kind == F_COMET:
        pos = frame[2]
        others = range(seat * 6, seat * 6 + 6)
        return [*(make(actions.SWAP, actions.pair(pos, o)) for o in others if o != pos), PASS]
    return []


def decide(s: WyvernState, frame: tuple[int, ...], op: int, payload: int) -> None:
    """Apply a combat decision."""
    kind, seat = frame[0], frame[1]
    if kind == F_BATTLE:
        if op == actions.ATTACK:
            choose_attacker(s, seat, payload)
        elif op == actions.REDEPLOY:
            a, b = divmod(payload, 12)
            board.swap(s, a, b)
            s.log("redeploy", seat=seat, pos=a, other=b)
            if s.free_reveal and any(board.is_dragon(s, p) and not s.up[p] for p in (a, b)):
                push(s, F_REVEAL, seat, a, b)
    elif kind == F_ATK_TARGET:
        declare(s, seat, frame[2], payload, retarget=frame[3] >= 0)
    elif kind == F_REVEAL:
        if op == actions.REVEAL:
            s.paid[payload] = 1
            board.turn_up(s, payload, "redeploy")
    elif kind == F_INTERCEPT:
        if op == actions.PLAY:
            intercept(s, seat, payload)
    elif kind == F_BWIN:
        battle_decide(s, frame, op, payload)
    elif kind == F_COMET and op == actions.SWAP:
        a, b = divmod(payload, 12)
        board.swap(s, a, b)
        s.log("swap", seat=seat, pos=a, other=b, why="comet")


def choose_attacker(s: WyvernState, seat: int, pos: int) -> None:
    """Reveal (and pay for) a face-down attacker, then choose its target."""
    if not s.up[pos]:
        if not s.paid[pos]:
            board.pay(s, seat, board.reveal_cost(s, pos), "reveal", s.card[pos])
            s.paid[pos] = 1
        board.turn_up(s, pos, "attacker")
    if board.is_dragon(s, pos) and board.targets(s, pos):
        push(s, F_ATK_TARGET, seat, pos, -1)


def declare(s: WyvernState, seat: int, attacker: int, target: int, retarget: bool) -> None:
    """The attack is declared; the defender may intercept (once per attack)."""
    s.log("attack", seat=seat, pos=attacker, other=target)
    if retarget:
        assert s.fight is not None
        s.fight[FT] = target
        push(s, A_ATTACK, seat)
        return
    fight = [-1] * FIGHT_SIZE
    fight[FA], fight[FT], fight[STAGE] = attacker, target, DECLARED
    fight[HOLD] = fight[BONUS_A] = fight[BONUS_D] = fight[HELPED] = fight[RETREAT] = 0
    fight[DRAWS] = fight[DRAWS + 1] = fight[HOLD_GOLD] = 0
    s.fight = fight
    push(s, A_ATTACK, seat)
    if s.hand[1 - seat]:
        push(s, F_INTERCEPT, 1 - seat)


def intercept_cost(s: WyvernState, seat: int, card: int) -> int:
    """An intercept's cost, less Watchtower beside the attacked row."""
    assert s.fight is not None
    row = board.row_of(s.fight[FT])
    return max(0, ICONS[card] - board.count_in_row(s, seat, row, "watch"))


def intercepts(s: WyvernState, seat: int) -> list[int]:
    """Intercept cards the defender can afford."""
    return [
        c
        for c in sorted(set(s.hand[seat]))
        if KIND[c] == INTERCEPT and s.gold[seat] >= intercept_cost(s, seat, c)
    ]


def intercept(s: WyvernState, seat: int, card: int) -> None:
    """§7.2: play an Intercept (Q3 for interceptors with power)."""
    fight = s.fight
    assert fight is not None
    board.pay(s, seat, intercept_cost(s, seat, card), "intercept", card)
    s.hand[seat].remove(card)
    s.log("intercept", seat=seat, card=card, pos=fight[FT])
    verb = VERB[card]
    if verb == "interceptor":
        fight[FI] = card  # discarded after its battle
        return
    board.discard_card(s, card, seat)
    if verb == "hold":
        fight[HOLD] = _int(EFFECT[card][1])
        fight[HOLD_GOLD] = _int(EFFECT[card][2])
    elif verb == "smoke":
        attacker = fight[FA]
        others = [t for t in board.targets(s, attacker) if t != fight[FT]]
        if others:
            s.stack.pop()  # the A_ATTACK frame comes back with the new target
            push(s, F_ATK_TARGET, 1 - seat, attacker, fight[FT])
        else:
            fight[STAGE] = DONE


# ---- the attack, step by step -------------------------------------------------------------


def attack_step(s: WyvernState, frame: tuple[int, ...]) -> None:
    """Continue the attack in progress from its stage."""
    fight = s.fight
    assert fight is not None
    attacker, target = fight[FA], fight[FT]
    alive = board.is_dragon(s, attacker)
    stage = fight[STAGE]
    if stage == DECLARED and alive and fight[FI] >= 0:
        fight[STAGE] = INTERCEPTING
        open_battle(s)
        return
    if stage == INTERCEPTING:
        if not settle_interceptor(s):
            finish(s)
            return
        stage = MAIN
    if stage in (DECLARED, MAIN) and alive and s.card[target] >= 0:
        fight[STAGE] = MAIN
        strike(s)
        return
    if stage == BATTLING:
        settle_battle(s)
    finish(s)


def strike(s: WyvernState) -> None:
    """Reveal the target (§6.2.4) and resolve a terrain, or open the battle (§6.3)."""
    fight = s.fight
    assert fight is not None
    attacker, target = fight[FA], fight[FT]
    hidden = -1
    if not s.up[target]:
        hidden = board.turn_up(s, target, "attacked")
    if KIND[s.card[target]] == TERRAIN:
        terrain(s, attacker, target, hidden)
        finish(s)
        return
    if board.is_dragon(s, target) and not s.paid[target]:
        seat = target // 6
        cost = board.reveal_cost(s, target)
        if s.gold[seat] >= cost:
            board.pay(s, seat, cost, "reveal", s.card[target])
            s.paid[target] = 1
        else:
            board.kill(s, target, "unpaid")  # Q2: the attack ends
            finish(s)
            return
    if not board.is_dragon(s, target):
        finish(s)
        return
    fight[STAGE] = BATTLING
    open_battle(s)


# ---- battles --------------------------------------------------------------------------------


def defender_row(s: WyvernState) -> int:
    """The row the defending side fights in (the attacked row)."""
    assert s.fight is not None
    return board.row_of(s.fight[FT])


def fighter(s: WyvernState, seat: int) -> int:
    """The position of the seat's fighting dragon (-1: an interceptor card fights)."""
    fight = s.fight
    assert fight is not None
    if seat == fight[FA] // 6:
        return fight[FA]
    return -1 if fight[STAGE] == INTERCEPTING else fight[FT]


def helpers(s: WyvernState, seat: int) -> list[int]:
    """Face-up dragons of the fighter's row with Help the seat can pay, not yet helping."""
    fight = s.fight
    assert fight is not None
    own = fighter(s, seat)
    row = board.row_of(own) if own >= 0 else defender_row(s)
    return [
        p
        for p in board.row_positions(seat, row)
        if p != own
        and board.face_up_dragon(s, p)
        and not fight[HELPED] >> p & 1
        and 0 < board.help_value(s, p) <= s.gold[seat]
    ]


def open_battle(s: WyvernState) -> None:
    """The battle window (§6.3 step 2), the attacker first."""
    fight = s.fight
    assert fight is not None
    fight[BONUS_A] = fight[BONUS_D] = fight[HELPED] = fight[RETREAT] = 0
    fight[LAST_SEAT] = -1
    push(s, A_ATTACK, fight[FA] // 6)
    open_window(s, fight[FA] // 6, 0)


def open_window(s: WyvernState, seat: int, passes: int) -> None:
    """Give the battle window to `seat`; a seat with no card and no helper passes."""
    while passes < 2:
        if s.hand[seat] or helpers(s, seat):
            push(s, F_BWIN, seat, passes)
            return
        passes += 1
        seat = 1 - seat


def battle_choices(s: WyvernState, seat: int) -> list[int]:
    """Battle cards, a battle reaction in answer, Help, or pass."""
    fight = s.fight
    assert fight is not None
    gold = s.gold[seat]
    found = []
    answer = fight[LAST_SEAT] == 1 - seat
    defender = seat != fight[FA] // 6
    for c in sorted(set(s.hand[seat])):
        if ICONS[c] > gold:
            continue
        if KIND[c] == BATTLE or (
            KIND[c] == BATTLE_REACTION and answer and (VERB[c] != "retreat" or defender)
        ):
            found.append(make(actions.PLAY, c))
    found += [make(actions.HELP, p) for p in helpers(s, seat)]
    return [*found, PASS]


def battle_decide(s: WyvernState, frame: tuple[int, ...], op: int, payload: int) -> None:
    """Apply a battle-window decision; the window then passes to the other seat."""
    fight = s.fight
    assert fight is not None
    seat, passes = frame[1], frame[2]
    side = BONUS_A if seat == fight[FA] // 6 else BONUS_D
    if op == actions.PASS:
        fight[LAST_SEAT] = -1
        open_window(s, 1 - seat, passes + 1)
        return
    if op == actions.HELP:
        value = board.static_power(s, payload)
        board.pay(s, seat, board.help_value(s, payload), "help", s.card[payload])
        fight[side] += value
        fight[HELPED] |= 1 << payload
        fight[LAST_SEAT] = -1
        s.log("help", seat=seat, pos=payload, amount=value)
        open_window(s, 1 - seat, 0)
        return
    card = payload
    board.pay(s, seat, ICONS[card], "battle", card)
    s.hand[seat].remove(card)
    board.discard_card(s, card, seat)
    s.log("play", seat=seat, card=card)
    verb = VERB[card]
    if verb == "retreat":
        fight[RETREAT] = 1
        return
    if verb == "counter":
        other = BONUS_A if fight[LAST_SEAT] == fight[FA] // 6 else BONUS_D
        fight[other] -= fight[LAST_VALUE]
        if VERB[fight[LAST_CARD]] == "pump" and EFFECT[fight[LAST_CARD]][2]:
            fight[DRAWS + fight[LAST_SEAT]] -= 1
        s.log("cancel", seat=fight[LAST_SEAT], card=fight[LAST_CARD], by=card)
        fight[LAST_SEAT] = -1
        open_window(s, 1 - seat, 0)
        return
    if verb == "war-cry":
        own = fighter(s, seat)
        row = board.row_of(own) if own >= 0 else defender_row(s)
        value = sum(
            1 for p in board.row_positions(seat, row) if p != own and board.face_up_dragon(s, p)
        )
    else:
        value = _int(EFFECT[card][1])
        fight[DRAWS + seat] += _int(EFFECT[card][2])
    fight[side] += value
    fight[LAST_SEAT], fight[LAST_CARD], fight[LAST_VALUE] = seat, card, value
    open_window(s, 1 - seat, 0)


def powers(s: WyvernState) -> tuple[int, int]:
    """(attacker, defender) power in the battle now."""
    fight = s.fight
    assert fight is not None
    attacker, target = fight[FA], fight[FT]
    if fight[STAGE] == INTERCEPTING:
        defence = board.interceptor_power(s, target // 6, board.row_of(target), fight[FI])
        attack = board.fight_power(s, attacker, True, False)
    else:
        attack = board.fight_power(s, attacker, True, board.flies(s, target))
        defence = board.fight_power(s, target, False, board.flies(s, attacker)) + fight[HOLD]
    return attack + fight[BONUS_A], defence + fight[BONUS_D]


def settle_interceptor(s: WyvernState) -> bool:
    """The interceptor's battle; True when the attacker killed it (the attack goes on)."""
    fight = s.fight
    assert fight is not None
    attacker, card = fight[FA], fight[FI]
    owner = 1 - attacker // 6
    attack, defence = powers(s)
    fight[FI] = -1
    board.discard_card(s, card, owner)
    if fight[RETREAT]:
        s.log("battle", seat=-1, pos=attacker, card=card, amount=attack, value=defence,
              why="retreat")  # fmt: skip
        return False
    winner = attacker // 6 if attack > defence else owner if defence > attack else -1
    s.log("battle", seat=winner, pos=attacker, card=card, amount=attack, value=defence,
          why="win" if winner >= 0 else "tie")  # fmt: skip
    if attack <= defence:
        board.kill(s, attacker, "battle")
    return attack > defence and board.is_dragon(s, attacker)


def settle_battle(s: WyvernState) -> None:
    """Compare powers (§6.3): the weaker is killed; a tie kills both (Q1)."""
    fight = s.fight
    assert fight is not None
    attacker, target = fight[FA], fight[FT]
    if not (board.is_dragon(s, attacker) and board.is_dragon(s, target)):
        return
    attack, defence = powers(s)
    if fight[RETREAT]:
        s.log("battle", seat=-1, pos=attacker, other=target, amount=attack, value=defence,
              why="retreat")  # fmt: skip
        return
    winner = attacker // 6 if attack > defence else target // 6 if defence > attack else -1
    s.log("battle", seat=winner, pos=attacker, other=target, amount=attack, value=defence,
          why="win" if winner >= 0 else "tie")  # fmt: skip
    killer_a, killer_t = s.card[attacker], s.card[target]
    if attack >= defence and board.kill(s, target, "battle") and attack > defence:
        if VERB[killer_a] == "kill-gold":
            board.gain(s, attacker // 6, _int(EFFECT[killer_a][1]), "kill", killer_a)
    if defence >= attack and board.kill(s, attacker, "battle") and defence > attack:
        if VERB[killer_t] == "kill-gold":
            board.gain(s, target // 6, _int(EFFECT[killer_t][1]), "kill", killer_t)


def finish(s: WyvernState) -> None:
    """The attack is over: Feint draws, then Comet Dragon may swap."""
    fight = s.fight
    assert fight is not None
    attacker = fight[FA]
    for seat in (0, 1):
        for _ in range(max(0, fight[DRAWS + seat])):
            queue_draw(s, seat)
    if fight[FI] >= 0:
        board.discard_card(s, fight[FI], 1 - attacker // 6)
    s.fight = None
    if board.is_dragon(s, attacker) and s.up[attacker] and VERB[s.card[attacker]] == "reposition":
        push(s, F_COMET, attacker // 6, attacker)
