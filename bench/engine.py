"""Engine throughput per CPU second: random playouts, apply_action (overall and split into the
first and last quarter of each game), every ply of those quarters with the legal_actions call
of each decision (what a playout does there) and with apply_action alone, legal_actions and
clone.

Every rate counts the process's CPU time (time.process_time), so other work on the machine
slows the figures less than wall time would (it still does a little: shared caches and cores).
The positions timed are held while they are timed; they are frozen out of the garbage
collector's sight (gc.freeze) so that its full passes over them are not charged to the engine.
"""

from __future__ import annotations

import gc
import time
from dataclasses import dataclass

from game.core.protocol import GameRules, GameState, sample_chance
from game.rng import rng_for


@dataclass
class EngineNumbers:
    """Throughput of one game at one seat count."""

    playouts_per_s: float
    plies_per_playout: float
    apply_per_s: float
    legal_actions_per_s: float
    clone_per_s: float
    apply_early_per_s: float = 0.0  # decisions in the first quarter of each game
    apply_late_per_s: float = 0.0  # decisions in the last quarter of each game
    # every ply (chance outcomes too) of the first / last quarter, with each decision's
    # legal_actions call: replayed on fresh clones (game_stretches, timed_plies)
    plies_early_per_s: float = 0.0
    plies_late_per_s: float = 0.0
    # the same plies with apply_action alone (no legal_actions call: the engine checks the
    # action itself), chance outcomes included (timed_plies with ask_legal=False)
    applies_early_per_s: float = 0.0
    applies_late_per_s: float = 0.0


def _random_step(state: GameState, rng) -> int:
    if state.is_chance_node():
        return sample_chance(state, rng)
    actions = state.legal_actions()
    return actions[int(rng.random() * len(actions))]


def collect_positions(rules: GameRules, players: int, seed: int, count: int) -> list[GameState]:
    """Positions met in seeded random games (non-terminal), for per-call timings."""
    positions: list[GameState] = []
    game = 0
    while len(positions) < count:
        rng = rng_for(seed, "positions", game)
        state = rules.new_initial_state(players)
        while not state.is_terminal() and len(positions) < count:
            positions.append(state.clone())
            state.apply_action(_random_step(state, rng))
        game += 1
    return positions


def game_phases(
    rules: GameRules, players: int, seed: int, games: int
) -> tuple[list[GameState], list[GameState]]:
    """Decision positions of whole seeded random games: those in the first quarter of each
    game's decisions and those in the last quarter (a ply's cost should not grow as the game
    goes on)."""
    early: list[GameState] = []
    late: list[GameState] = []
    for game in range(games):
        rng = rng_for(seed, "phases", game)
        state = rules.new_initial_state(players)
        decisions: list[GameState] = []
        while not state.is_terminal():
            if not state.is_chance_node():
                decisions.append(state.clone())
            state.apply_action(_random_step(state, rng))
        quarter = len(decisions) // 4
        early.extend(decisions[:quarter])
        late.extend(decisions[len(decisions) - quarter :])
    return early, late


@dataclass
class Stretch:
    """Consecutive plies of a seeded game: the state before the first (held, cloned before each
    replay) and every ply's action with whether it was a decision (else a chance outcome)."""

    start: GameState
    plies: list[tuple[int, bool]]


def game_stretches(
    rules: GameRules, players: int, seed: int, games: int
) -> tuple[list[Stretch], list[Stretch]]:
    """The games of game_phases (same seeds), as stretches of plies: per game, from its first
    decision up to the first decision past its first quarter, and from the first decision of
    its last quarter to the end. So each stretch holds the decisions game_phases times and every
    chance outcome that follows them (the deal before the first decision is in neither)."""
    early: list[Stretch] = []
    late: list[Stretch] = []
    for game in range(games):
        rng = rng_for(seed, "phases", game)
        state = rules.new_initial_state(players)
        starts: list[GameState] = []  # the state before each decision
        marks: list[int] = []  # the index of each decision among the plies
        plies: list[tuple[int, bool]] = []
        while not state.is_terminal():
            decision = not state.is_chance_node()
            if decision:
                starts.append(state.clone())
                marks.append(len(plies))
            action = _random_step(state, rng)
            plies.append((action, decision))
            state.apply_action(action)
        quarter = len(marks) // 4
        if quarter:
            early.append(Stretch(starts[0], plies[marks[0] : marks[quarter]]))
            late.append(Stretch(starts[-quarter], plies[marks[-quarter] :]))
    return early, late


def replay(state: GameState, plies: list[tuple[int, bool]], ask_legal: bool = True) -> None:
    """Play `plies` on `state`, asking for the legal actions before each decision (unless
    `ask_legal` is False: apply_action alone)."""
    if not ask_legal:
        for action, _decision in plies:
            state.apply_action(action)
        return
    for action, decision in plies:
        if decision:
            state.legal_actions()
        state.apply_action(action)


def timed_plies(
    stretches: list[Stretch], seconds: float, clock=time.process_time, ask_legal: bool = True
) -> float:
    """Plies per second (chance outcomes counted like decisions) over whole stretches, each
    replayed on a fresh clone of its start made outside the timed part; 0 with no plies.
    `ask_legal` False: apply_action alone, no legal_actions call (see `replay`)."""
    per_round = sum(len(stretch.plies) for stretch in stretches)
    if not per_round:
        return 0.0
    plies = 0
    timed = 0.0
    while timed < seconds or not plies:
        items = [(stretch.start.clone(), stretch.plies) for stretch in stretches]
        start = clock()
        for state, moves in items:
            replay(state, moves, ask_legal)
        timed += clock() - start
        plies += per_round
    return plies / max(timed, 1e-9)


def _rate(work, calls_per_round: int, seconds: float) -> float:
    """Calls per second of `work` (which makes `calls_per_round` calls) over `seconds`."""
    rounds = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        work()
        rounds += 1
    return rounds * calls_per_round / (time.process_time() - start)


def timed_per_call(prepare, work, seconds: float) -> float:
    """Calls per second of `work(item)` over fresh items from `prepare()`, timing only `work`.

    Engines may cache legal actions per state (and clones may share that cache), so every
    item is used once and made outside the timed part; no subtraction of separately timed
    steps, which goes wrong on a noisy machine when the step is cheap.
    """
    calls = 0
    timed = 0.0
    while timed < seconds or not calls:
        items = prepare()
        if not items:
            break
        start = time.process_time()
        for item in items:
            work(item)
        timed += time.process_time() - start
        calls += len(items)
    return calls / max(timed, 1e-9)


def apply_once(pair: tuple[GameState, int]) -> None:
    """Apply the pair's action to its state (a fresh clone, used once)."""
    pair[0].apply_action(pair[1])


def legal_once(state: GameState) -> None:
    """Ask a fresh state for its legal actions (so no cache of theirs answers)."""
    state.legal_actions()


def measure_engine(rules: GameRules, players: int, seconds: float) -> EngineNumbers:
    """Time whole random games, then apply/legal/clone over positions met in them, and apply
    over the early and late positions of whole games (game_phases); per CPU second."""
    rng = rng_for(1, "bench", "playouts")
    games = plies = 0
    initial = rules.new_initial_state(players)
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = initial.clone()
        while not state.is_terminal():
            state.apply_action(_random_step(state, rng))
            plies += 1
        games += 1
    playout_time = time.process_time() - start

    positions = collect_positions(rules, players, seed=2, count=2000)
    decisions = [s for s in positions if not s.is_chance_node()]
    moves = [(s, s.legal_actions()[0]) for s in decisions]
    early, late = game_phases(rules, players, seed=3, games=4)
    phase_moves = [[(s, s.legal_actions()[0]) for s in phase] for phase in (early, late)]
    stretches = game_stretches(rules, players, seed=3, games=4)
    gc.collect()
    gc.freeze()  # the held positions: not the engine's garbage
    try:
        numbers = _measure_calls(moves, phase_moves, seconds / 4, games, plies, playout_time)
        numbers.plies_early_per_s, numbers.plies_late_per_s = (
            timed_plies(phase, seconds / 8) for phase in stretches
        )
        numbers.applies_early_per_s, numbers.applies_late_per_s = (
            timed_plies(phase, seconds / 8, ask_legal=False) for phase in stretches
        )
        return numbers
    finally:
        gc.unfreeze()


def _measure_calls(
    moves: list[tuple[GameState, int]],
    phase_moves: list[list[tuple[GameState, int]]],
    slice_s: float,
    games: int,
    plies: int,
    playout_time: float,
) -> EngineNumbers:
    """The per-call rates over held positions (see measure_engine)."""
    clone_rate = _rate(lambda: [s.clone() for s, _ in moves], len(moves), slice_s)
    apply_rate = timed_per_call(lambda: [(s.clone(), a) for s, a in moves], apply_once, slice_s)
    phase_rates = [
        timed_per_call(
            lambda chosen=chosen: [(s.clone(), a) for s, a in chosen], apply_once, slice_s / 2
        )
        for chosen in phase_moves
    ]

    def fresh_children() -> list[GameState]:
        children = []
        for state, action in moves:
            child = state.clone()
            child.apply_action(action)
            if not child.is_chance_node() and not child.is_terminal():
                children.append(child)
        return children

    legal_rate = timed_per_call(fresh_children, legal_once, slice_s)
    return EngineNumbers(
        playouts_per_s=games / playout_time,
        plies_per_playout=plies / max(games, 1),
        apply_per_s=apply_rate,
        legal_actions_per_s=legal_rate,
        clone_per_s=clone_rate,
        apply_early_per_s=phase_rates[0],
        apply_late_per_s=phase_rates[1],
    )
