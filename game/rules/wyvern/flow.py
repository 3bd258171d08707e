"""The match's flow: games, setup, the turn's phases, priority windows and chance draws.

The state's `stack` holds frames (tuples: kind, seat, a, b). A decision frame (kind < 100) on
top is the pending decision of its seat; automatic frames (kind >= 100) are continuations that
`advance` runs when they come to the top. Draws are queued (`draws`: seat, pile kind,
destination -1 hand / -2 arranging pool / a position) and are chance nodes while the drawn
pile's unknown part holds cards (else its known bottom is drawn, or nothing).

A window whose seat could do nothing in any hand (no card in hand and no usable ability, all
public facts) is passed for it; otherwise the seat is asked, with Pass among its choices, so
being asked tells the other seat nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import actions, board, combat, plays
from .actions import make
from .board import HORDE, LAIR
from .cards import VERB
from .chance import settle_draws
from .frames import (
    A_ACTION1,
    A_ACTION2,
    A_ATTACK,
    A_BATTLE,
    A_BEGIN_PLAY,
    A_DISCARD,
    A_DRAW,
    A_END_TURN,
    A_MOVE,
    A_REOPEN,
    A_RESOLVE,
    A_START,
    A_TREASURE,
    ACTION1,
    ACTION2,
    BATTLE,
    DISCARD,
    DRAW,
    F_ARRANGE,
    F_ATK_TARGET,
    F_BATTLE,
    F_BWIN,
    F_COMET,
    F_DISCARD,
    F_INTERCEPT,
    F_MOVE,
    F_PRIO,
    F_REVEAL,
    F_TREASURE,
    F_TRIBUTE,
    F_TSLOT,
    GAME_LIMIT,
    HAND_LIMIT,
    MOVE,
    QUIET_LIMIT,
    SETUP,
    START_GOLD,
    TREASURE_PHASE,
    TURN_LIMIT,
    push,
    queue_draw,
)
from .plays import open_priority
from .swaps import MOVES, swaps

if TYPE_CHECKING:
    from .state import WyvernState

PASS = make(actions.PASS)
_PAYLOAD = (1 << actions.SHIFT) - 1


# ---- games ----------------------------------------------------------------------------------


def new_game(s: WyvernState) -> None:
    """Rebuild piles, hands and fields from the decks and queue the setup draws (§3)."""
    s.game += 1
    s.card = [-1] * 12
    s.up = [0] * 12
    s.paid = [0] * 12
    s.att = [()] * 12
    s.hid = [-1] * 12
    s.hidby = [-1] * 12
    s.seen = [0] * 12
    s.tre = [-1] * 8
    s.hand = [[], []]
    s.pile = [list(s.decks[0].lair), list(s.decks[0].horde),
              list(s.decks[1].lair), list(s.decks[1].horde)]  # fmt: skip
    s.bottom = [[], [], [], []]
    s.disc = [[], [], [], []]
    s.pool = [[], []]
    s.gold = [START_GOLD, START_GOLD]
    s.draws = []
    for seat in (0, 1):
        s.draws.extend([(seat, LAIR, -2)] * 6)
        s.draws.extend([(seat, HORDE, -1)] * 7)
    s.stack = [(A_BEGIN_PLAY, -1), (F_ARRANGE, 1), (F_ARRANGE, 0)]
    s.fight = None
    s.play = None
    s.phase = SETUP
    s.active = -1
    s.turn = 0
    s.quiet = 0
    s.left = 0
    s.left_mark = 0
    s.slayed = False
    s.harness = False
    s.in_play = False
    s.need_first = False


def end_game(s: WyvernState, winner: int, why: str) -> None:
    """Score the game (§2 and the scoring option), then end the match or start the next."""
    gained = [s.gold[0] // 2, s.gold[1] // 2]
    lines: tuple[int, ...] = ()
    if winner >= 0:
        dragons = sum(1 for p in range(winner * 6, winner * 6 + 6) if board.is_dragon(s, p))
        terrains = board.occupied(s, winner) - dragons
        gold = s.gold[winner]
        if s.scoring == "standard":
            lines = (25, dragons, terrains, gold)
        elif s.scoring == "gold_bonus":
            lines = (25, 0, 0, gold)
        else:
            lines = (0, 0, 0, gold)
        gained[winner] = sum(lines)
        s.wins[winner] += 1
    for seat in (0, 1):
        s.vp[seat] += gained[seat]
    s.results.append((winner, gained[0], gained[1]))
    s.log("game-over", seat=winner, why=why, values=tuple(gained), game=s.game, lines=lines)
    s.stack = []
    s.draws = []
    s.fight = None
    s.play = None
    top = max(s.vp)
    if top >= s.match_points or s.game >= GAME_LIMIT:
        s.over = True
        leaders = tuple(seat for seat in (0, 1) if s.vp[seat] == top)
        if len(leaders) == 1:
            s.winners = leaders
        elif top >= s.match_points and winner >= 0:
            s.winners = (winner,)  # equal VP: the winner of the last game wins the match
        else:
            s.winners = ()
        s.reason = "match-points" if top >= s.match_points else "game-limit"
        s.log("match-over", seat=s.winners[0] if s.winners else -1, values=tuple(s.vp))
        return
    # The loser starts the next game; after a drawn game, the seat that did not start.
    s.first = 1 - winner if winner >= 0 else 1 - s.starter
    new_game(s)


def judge(s: WyvernState, why: str) -> None:
    """The stalemate guard and the turn cap (§8): more occupied positions, then more gold
    wins; else a drawn game."""
    counts = (board.occupied(s, 0), board.occupied(s, 1))
    if counts[0] != counts[1]:
        end_game(s, 0 if counts[0] > counts[1] else 1, why)
    elif s.gold[0] != s.gold[1]:
        end_game(s, 0 if s.gold[0] > s.gold[1] else 1, why)
    else:
        end_game(s, -1, why)


def check_end(s: WyvernState) -> bool:
    """§2: a game ends at once when a seat's six positions are empty. True if it ended."""
    card = s.card
    empty0 = (card[0] & card[1] & card[2] & card[3] & card[4] & card[5]) < 0
    empty1 = (card[6] & card[7] & card[8] & card[9] & card[10] & card[11]) < 0
    if not (empty0 or empty1):
        return False
    if empty0 and empty1:
        end_game(s, -1, "both-emptied")
    else:
        end_game(s, 1 if empty0 else 0, "emptied")
    return True


# ---- the loop -------------------------------------------------------------------------------


def advance(s: WyvernState) -> None:
    """Run automatic frames until a decision or a chance node is pending (or the match ends)."""
    while not s.over:
        if s.draws:
            settle_draws(s)
            if s.draws:
                return
        if s.need_first:
            return
        card = s.card
        # A seat's positions are all empty (-1) only if the AND of its six card indices is
        # negative: asked inline, since this runs after every step.
        if (
            s.in_play
            and (
                (card[0] & card[1] & card[2] & card[3] & card[4] & card[5]) < 0
                or (card[6] & card[7] & card[8] & card[9] & card[10] & card[11]) < 0
            )
            and check_end(s)
        ):
            continue
        top = s.stack[-1]
        if top[0] < 100:
            return
        s.stack.pop()
        AUTOMATIC[top[0]](s, top)


def begin_play(s: WyvernState, frame: tuple[int, ...]) -> None:
    """After both seats arranged: the first player (chance in game 1), then the first turn."""
    if s.first < 0:
        s.need_first = True
        push(s, A_BEGIN_PLAY, -1)
        return
    s.starter = s.first
    s.active = s.first
    s.in_play = True
    s.log("game-start", seat=s.first, game=s.game)
    push_turn(s)


def push_turn(s: WyvernState) -> None:
    """The frames of one turn (§4), last phase first."""
    s.stack.extend(_TURN_FRAMES[s.active])


_TURN_FRAMES = tuple(
    tuple(
        (kind, seat)
        for kind in (
            A_END_TURN,
            A_DISCARD,
            A_ACTION2,
            A_BATTLE,
            A_ACTION1,
            A_MOVE,
            A_TREASURE,
            A_DRAW,
            A_START,
        )
    )  # fmt: skip
    for seat in (0, 1)
)
"""Per active seat: the frames push_turn pushes."""


def start_turn(s: WyvernState, frame: tuple[int, ...]) -> None:
    """Start-of-turn effects: Hoard Warden and Hoard Chest."""
    seat = s.active
    s.turn += 1
    s.slayed = False
    s.harness = False
    s.left_mark = s.left
    s.log("turn", seat=seat, game=s.game, amount=s.turn)
    if 1 in s.up[seat * 6 : seat * 6 + 6]:  # only a face-up dragon pays upkeep gold
        for pos in range(seat * 6, seat * 6 + 6):
            if board.face_up_dragon(s, pos) and s.card[pos] >= 0:
                if VERB[s.card[pos]] == "upkeep":
                    board.gain(s, seat, 1, "upkeep", s.card[pos])
    chests = board.seat_treasures(s, seat, "upkeep")
    if chests:
        board.gain(s, seat, chests, "upkeep")


def draw_phase(s: WyvernState, frame: tuple[int, ...]) -> None:
    """§4.1: draw one Horde card (an empty pile: nothing)."""
    s.phase = DRAW
    queue_draw(s, s.active)


def treasure_phase(s: WyvernState, frame: tuple[int, ...]) -> None:
    """§4.2: the active seat may place one treasure (asked when it holds cards and a free slot
    sits beside an occupied row)."""
    s.phase = TREASURE_PHASE
    seat = s.active
    if s.hand[seat] and free_slots(s, seat):
        push(s, F_TREASURE, seat)


def free_slots(s: WyvernState, seat: int) -> list[int]:
    """Empty treasure slots beside a row that holds a card."""
    return [
        slot
        for slot in range(seat * 4, seat * 4 + 4)
        if s.tre[slot] < 0 and board.row_has_card(s, seat, board.slot_row(slot))
    ]


def move_phase(s: WyvernState, frame: tuple[int, ...]) -> None:
    """§4.3: one swap of two own positions, or pass."""
    s.phase = MOVE
    if board.occupied(s, s.active):
        push(s, F_MOVE, s.active, 0)


def action_phase(s: WyvernState, frame: tuple[int, ...]) -> None:
    """§4.4/4.6: a priority window, the active seat first."""
    s.phase = ACTION1 if frame[0] == A_ACTION1 else ACTION2
    open_priority(s, s.active, 0)


def reopen(s: WyvernState, frame: tuple[int, ...]) -> None:
    """After a play resolved, its player keeps priority."""
    open_priority(s, frame[1], 0)


def battle_phase(s: WyvernState, frame: tuple[int, ...]) -> None:
    """§4.5: attack, redeploy or pass (skipped after a Dragon Slayer)."""
    s.phase = BATTLE
    if not s.slayed and board.occupied(s, s.active):
        push(s, F_BATTLE, s.active)


def discard_phase(s: WyvernState, frame: tuple[int, ...]) -> None:
    """§4.7: the active seat discards down to seven."""
    s.phase = DISCARD
    if len(s.hand[s.active]) > HAND_LIMIT:
        push(s, F_DISCARD, s.active)


def end_turn(s: WyvernState, frame: tuple[int, ...]) -> None:
    """The guards (§8), then the other seat's turn. The stalemate guard counts quiet turns (no
    card left a battle position) once both Horde piles are empty; with the `stalemate` option
    "any_time" it counts them from the start, Hordes or not."""
    if s.left != s.left_mark or (
        not s.quiet_any_time
        and (s.pile[HORDE] or s.pile[2 + HORDE] or s.bottom[HORDE] or s.bottom[2 + HORDE])
    ):
        s.quiet = 0
    else:
        s.quiet += 1
    if s.quiet >= QUIET_LIMIT:
        judge(s, "quiet" if s.quiet_any_time else "stalemate")
        return
    if s.turn >= TURN_LIMIT:
        judge(s, "turn-limit")
        return
    s.active = 1 - s.active
    push_turn(s)


AUTOMATIC = {
    A_BEGIN_PLAY: begin_play,
    A_START: start_turn,
    A_DRAW: draw_phase,
    A_TREASURE: treasure_phase,
    A_MOVE: move_phase,
    A_ACTION1: action_phase,
    A_ACTION2: action_phase,
    A_BATTLE: battle_phase,
    A_DISCARD: discard_phase,
    A_END_TURN: end_turn,
    A_REOPEN: reopen,
    A_RESOLVE: plays.resolve_frame,
    A_ATTACK: combat.attack_step,
}


# ---- decisions ------------------------------------------------------------------------------


def legal(s: WyvernState) -> list[int]:
    """The legal actions of the decision on top."""
    frame = s.stack[-1]
    kind, seat = frame[0], frame[1]
    if kind == F_PRIO:  # the most frequent decision by far
        return plays.legal(s, frame)
    if kind == F_MOVE and not frame[2]:
        return list(MOVES[seat][board.occupied_mask(s, seat)])
    if kind == F_ARRANGE:
        return [make(actions.ARRANGE, c) for c in sorted(set(s.pool[seat]))]
    if kind == F_TREASURE:
        return [*plays.treasure_choices(s, seat), PASS]
    if kind == F_TSLOT:
        return [make(actions.SLOT, slot) for slot in free_slots(s, seat)]
    if kind == F_MOVE:
        return [*swaps(s, seat, harness_only=bool(frame[2])), PASS]
    if kind == F_DISCARD or kind == F_TRIBUTE:
        return [make(actions.DISCARD, c) for c in sorted(set(s.hand[seat]))]
    if kind in COMBAT_DECISIONS:
        return combat.legal(s, frame)
    return plays.legal(s, frame)


COMBAT_DECISIONS = frozenset((F_BATTLE, F_ATK_TARGET, F_REVEAL, F_INTERCEPT, F_BWIN, F_COMET))


def decide(s: WyvernState, action: int) -> None:
    """Apply the decision on top of the stack."""
    frame = s.stack.pop()
    kind, seat = frame[0], frame[1]
    op, payload = action >> actions.SHIFT, action & _PAYLOAD
    if kind == F_PRIO:  # the most frequent decision by far
        plays.decide(s, frame, op, payload)
    elif kind == F_ARRANGE:
        s.pool[seat].remove(payload)
        pos = seat * 6 + 5 - len(s.pool[seat])
        s.card[pos] = payload
        s.seen[pos] = 1 << seat
        s.log("arrange", seat=seat, pos=pos, card=payload)
        if s.pool[seat]:
            push(s, F_ARRANGE, seat)
    elif kind == F_TREASURE:
        if op == actions.TREASURE:
            push(s, F_TSLOT, seat, payload)
    elif kind == F_TSLOT:
        card = frame[2]
        s.hand[seat].remove(card)
        board.pay(s, seat, plays.cost(s, seat, card), "treasure", card)
        s.tre[payload] = card
        s.log("treasure", seat=seat, slot=payload, card=card)
    elif kind == F_MOVE:
        if op == actions.SWAP:
            a, b = divmod(payload, 12)
            board.swap(s, a, b)
            s.log("swap", seat=seat, pos=a, other=b)
            if frame[2]:
                s.harness = True
            elif not s.harness and board.seat_treasures(s, seat, "harness"):
                extra = swaps(s, seat, harness_only=True)
                if extra:
                    push(s, F_MOVE, seat, 1)
    elif kind == F_DISCARD or kind == F_TRIBUTE:
        s.hand[seat].remove(payload)
        board.discard_card(s, payload, seat)
        s.log("discard", seat=seat, card=payload)
        if kind == F_DISCARD and len(s.hand[seat]) > HAND_LIMIT:
            push(s, F_DISCARD, seat)
    elif kind in COMBAT_DECISIONS:
        combat.decide(s, frame, op, payload)
    else:
        plays.decide(s, frame, op, payload)
