"""Our engines as OpenSpiel Python games, so OpenSpiel's own code can judge them.

`load_game(slug, players)` registers (once) and loads a pyspiel Python game around our
`GameRules`: game type, game info, a state with `_legal_actions`, `_apply_action`,
`chance_outcomes`, `returns`, and an observer whose information-state string is our
`information_state_key` and whose observation string is our `view`. OpenSpiel then runs its
random-simulation conformance test over the engine (`random_sim_check`) and its Python MCTS /
ISMCTS bots play through it (`OpenSpielBot` below).

open-spiel is an optional extra (requirements-arena.txt). This module imports pyspiel only when
a function needs it, so importing it without open-spiel installed is harmless; like the rest of
`ai` it never imports pygame.

Action ids: OpenSpiel wants actions in a dense range [0, num_distinct_actions). Our ids are
small ints for most games, but Nine Sons moves carry a bit flag (1 << 20) with the whole path
packed above it, so each game declares its dense range on the protocol
(`GameInfo.num_distinct_actions`, `GameRules.dense_action` / `action_from_dense`) and
`codec_for` wraps those. Chance outcomes share the same id space.
"""

from __future__ import annotations

import functools
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, cast

from ai.protocol import Bot, Decision, SearchBudget, legal_or_forced
from game.core.protocol import CHANCE, TERMINAL, GameRules, GameState


@dataclass(frozen=True)
class ActionCodec:
    """Our action ids <-> OpenSpiel's dense ids, and the size of the dense range."""

    num_distinct: int
    encode: Callable[[int], int]
    decode: Callable[[int], int]


def codec_for(slug: str) -> ActionCodec:
    """The action codec of game `slug`, from its rules' dense-id hooks (KeyError naming the fix
    if the game declares no dense range)."""
    from game.rules import get_rules

    rules = get_rules(slug)
    if rules.info.num_distinct_actions <= 0:
        raise KeyError(
            f"{slug!r} declares no dense action range: set GameInfo.num_distinct_actions "
            "(and GameRules.dense_action / action_from_dense if its ids are sparse)"
        )
    return ActionCodec(rules.info.num_distinct_actions, rules.dense_action, rules.action_from_dense)


def short_name(slug: str) -> str:
    """The name the game is registered under in pyspiel."""
    return "dragon_arcade_" + slug.replace("-", "_")


class _EngineBox:
    """Holds our engine state inside a pyspiel state.

    pyspiel clones a Python state by deep-copying its `__dict__`; this box makes that deep
    copy our own cheap `clone()` instead of a recursive copy of the engine's internals.
    """

    __slots__ = ("state",)

    def __init__(self, state: GameState | None) -> None:
        # None only in a bare construction, whose __dict__ pyspiel's clone replaces at once.
        self.state = cast(GameState, state)

    def __deepcopy__(self, memo: dict) -> _EngineBox:
        return _EngineBox(None if self.state is None else self.state.clone())


@functools.cache
def _classes() -> tuple[type, type, type]:
    """Build the pyspiel subclasses on first use (pyspiel is imported only here)."""
    import pyspiel

    observer_class, state_class = _observer_class(), _state_class(pyspiel)
    return observer_class, _game_class(pyspiel, state_class, observer_class), state_class


def _observer_class() -> type:
    """The PyObserver: strings only (no tensors)."""
    import numpy as np

    class DragonObserver:
        """PyObserver: strings only (no tensors). Information state = our key, else our view."""

        def __init__(self, perfect_recall: bool) -> None:
            self.perfect_recall = perfect_recall
            self.tensor = np.zeros(0, np.float32)
            self.dict: dict[str, Any] = {}

        def set_from(self, state: Any, player: int) -> None:
            """Nothing to fill: the game offers no tensors."""

        def string_from(self, state: Any, player: int) -> str:
            """What `player` knows of `state`, as text (stable within a process)."""
            inner = state.inner
            if self.perfect_recall:
                return repr(inner.information_state_key(player))
            return repr(inner.view(player))

    return DragonObserver


def _game_class(pyspiel: Any, state_class: Any, observer_class: Any) -> type:
    """pyspiel.Game around our GameRules (one subclass per slug is made by `register`)."""

    class DragonGame(pyspiel.Game):
        """One of our games as a pyspiel game; `players` is its one parameter."""

        def __init__(self, params: dict | None = None, *, slug: str = "") -> None:
            from game.rules import get_rules

            self.slug = slug
            self.rules: GameRules = get_rules(slug)
            self.codec = codec_for(slug)
            info = self.rules.info
            params = dict(params or {})
            players = int(params.get("players", info.min_players))
            info.check_num_players(players)
            zero_sum = info.max_players == 2
            game_info = pyspiel.GameInfo(
                num_distinct_actions=self.codec.num_distinct,
                max_chance_outcomes=self.codec.num_distinct if info.has_chance else 0,
                num_players=players,
                min_utility=-1.0,
                max_utility=1.0,
                utility_sum=0.0 if zero_sum else None,
                max_game_length=info.max_game_length,
            )
            super().__init__(_game_type(self.rules), game_info, params)

        def new_initial_state(self) -> Any:
            """The engine's initial state (usually the deal, a chance node)."""
            return state_class(self, self.rules.new_initial_state(self.num_players()))

        def wrap(self, inner: GameState, copy: bool = True) -> Any:
            """A pyspiel state around one of our engine states (a clone of it by default)."""
            return state_class(self, inner.clone() if copy else inner)

        def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> Any:
            """Observer for information-state (perfect recall) or observation strings."""
            perfect_recall = bool(iig_obs_type is None or iig_obs_type.perfect_recall)
            return observer_class(perfect_recall)

    return DragonGame


def _state_class(pyspiel: Any) -> type:
    """pyspiel.State delegating to our engine state, with OpenSpiel's action ids."""

    class DragonState(pyspiel.State):
        """A pyspiel state delegating to our engine state (`inner`)."""

        def __init__(self, game: Any, inner: GameState | None = None) -> None:
            super().__init__(game)
            # pyspiel's clone builds an empty state and then replaces __dict__ with a deep
            # copy of ours, so an empty box is all a bare construction needs.
            self._box = _EngineBox(inner)
            self._codec = game.codec

        @property
        def inner(self) -> GameState:
            """Our engine state."""
            return self._box.state

        def current_player(self) -> int:
            """Seat, or pyspiel's CHANCE / TERMINAL ids."""
            player = self._box.state.current_player()
            if player == CHANCE:
                return pyspiel.PlayerId.CHANCE
            if player == TERMINAL:
                return pyspiel.PlayerId.TERMINAL
            return player

        def _legal_actions(self, player: int) -> list[int]:
            inner = self._box.state
            if player != inner.current_player():
                return []
            encode = self._codec.encode
            return sorted(encode(action) for action in inner.legal_actions())

        def chance_outcomes(self) -> list[tuple[int, float]]:
            """Our chance outcomes with dense ids, sorted by id."""
            encode = self._codec.encode
            return sorted((encode(a), p) for a, p in self._box.state.chance_outcomes())

        def _apply_action(self, action: int) -> None:
            self._box.state.apply_action(self._codec.decode(int(action)))

        def _action_to_string(self, player: int, action: int) -> str:
            try:
                return self._box.state.action_to_string(self._codec.decode(int(action)))
            except (ValueError, KeyError, IndexError):
                return f"action {action}"

        def is_terminal(self) -> bool:
            """True once the game is over."""
            return self._box.state.is_terminal()

        def returns(self) -> list[float]:
            """Our returns (+1 win, -1 loss, 0 draw), zeros before the end."""
            return [float(value) for value in self._box.state.returns()]

        def __str__(self) -> str:
            return repr(self._box.state.view(None))

        def __deepcopy__(self, memo: dict) -> Any:
            # copy.deepcopy(state) from Python code: go through pyspiel's own clone.
            return self.clone()

    return DragonState


def _game_type(rules: GameRules) -> Any:
    import pyspiel

    info = rules.info
    kind = pyspiel.GameType
    return kind(
        short_name=short_name(info.slug),
        long_name=f"Dragon Arcade: {info.title}",
        dynamics=kind.Dynamics.SEQUENTIAL,
        chance_mode=(
            kind.ChanceMode.EXPLICIT_STOCHASTIC
            if info.has_chance
            else kind.ChanceMode.DETERMINISTIC
        ),
        information=(
            kind.Information.IMPERFECT_INFORMATION
            if info.has_hidden_info
            else kind.Information.PERFECT_INFORMATION
        ),
        utility=kind.Utility.ZERO_SUM if info.max_players == 2 else kind.Utility.GENERAL_SUM,
        reward_model=kind.RewardModel.TERMINAL,
        max_num_players=info.max_players,
        min_num_players=info.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=False,
        parameter_specification={"players": info.min_players},
    )


@functools.cache
def register(slug: str) -> str:
    """Register game `slug` with pyspiel (once per process); returns its short name."""
    import pyspiel

    from game.rules import get_rules

    _, game_class, _ = _classes()
    rules = get_rules(slug)
    # One subclass per game, kept alive in _REGISTERED: pyspiel's registry holds it from C++
    # and releases it after the interpreter has shut down, which aborts the process if that
    # release is the last reference (a partial or lambda factory crashes exactly so).
    subclass = type(
        f"DragonGame_{slug.replace('-', '_')}",
        (game_class,),
        {"__init__": _slug_init(game_class, slug)},
    )
    _REGISTERED[slug] = subclass
    pyspiel.register_game(_game_type(rules), subclass)
    return short_name(slug)


_REGISTERED: dict[str, type] = {}


def _slug_init(game_class: Any, slug: str) -> Callable[..., None]:
    def __init__(self: Any, params: dict | None = None) -> None:
        game_class.__init__(self, params, slug=slug)

    return __init__


def load_game(slug: str, players: int | None = None) -> Any:
    """The pyspiel game for `slug` with `players` seats (the game's minimum by default)."""
    import pyspiel

    name = register(slug)
    params = {} if players is None else {"players": int(players)}
    return pyspiel.load_game(name, params)


def random_sim_check(slug: str, players: int, simulations: int) -> None:
    """OpenSpiel's own random-simulation test over the wrapped engine (raises on a fault)."""
    import pyspiel

    game = load_game(slug, players)
    pyspiel.random_sim_test(game, num_sims=simulations, serialize=False, verbose=False)


# ----------------------------------------------------------------------------- OpenSpiel bots

OPENSPIEL_KINDS = ("mcts", "ismcts")
"""OpenSpiel searchers offered as bots: Python MCTSBot and Python ISMCTSBot."""

DEFAULT_UCT_C = 2.0
"""OpenSpiel's examples use 2 for win/loss returns in [-1, 1]."""

_PROBE_SIMULATIONS = 8
_RATE_MEMORY: dict[tuple[str, str], float] = {}


class OpenSpielBot(Bot):
    """OpenSpiel's own Python MCTS or ISMCTS (random-rollout evaluator) behind our Bot API.

    OpenSpiel's Python searchers take a simulation count, not a time, so a time per move is
    met by measuring: each search is preceded by a short probe on the same position, and gets
    `simulations per CPU second x the time left` simulations, the rate being the lower of the
    probe's and the previous search's. CPU time, not wall time: on a shared machine the
    wall clock would charge other processes' load to this bot. `time_s=None` takes the time
    from the budget each move (the arena's "match" mode passes the opponent's CPU time per
    move). The C++ pyspiel.MCTSBot / ISMCTSBot are not used: in open-spiel 2.0.2 they crash on
    Python-defined games.
    """

    def __init__(
        self,
        slug: str,
        kind: str = "mcts",
        time_s: float | None = 1.0,
        simulations: int | None = None,
        uct_c: float = DEFAULT_UCT_C,
    ) -> None:
        if kind not in OPENSPIEL_KINDS:
            raise ValueError(f"unknown OpenSpiel searcher {kind!r}; expected {OPENSPIEL_KINDS}")
        self.slug = slug
        self.kind = kind
        self.time_s = time_s
        self.simulations = simulations
        self.uct_c = uct_c
        self.name = f"openspiel-{kind}"

    def choose(
        self,
        state: GameState,
        budget: SearchBudget,
        rng: random.Random,
        cancel: Any = None,
    ) -> Decision:
        """Run OpenSpiel's search on the wrapped state; decode its action back to ours."""
        actions, forced = legal_or_forced(state, "OpenSpielBot", iterations=0)
        if forced is not None:
            return forced
        game = load_game(self.slug, state.num_players)
        started, cpu_started = time.perf_counter(), time.process_time()
        key = (self.slug, self.kind)
        simulations = self.simulations
        if simulations is None:
            seconds = self.time_s if self.time_s is not None else (budget.time_s or 1.0)
            # A short probe on this very position: rollouts are far longer early in a game
            # than late, so a rate remembered from other positions alone overshot the time
            # (by 2x in a 200-game Nine Sons run); the remembered rate only steadies it.
            self._search(game, state, _PROBE_SIMULATIONS, rng)
            probe_rate = _PROBE_SIMULATIONS / max(time.process_time() - cpu_started, 1e-6)
            rate = min(probe_rate, _RATE_MEMORY.get(key, probe_rate))
            remaining = max(seconds - (time.process_time() - cpu_started), 0.0)
            simulations = max(2, int(rate * remaining))
        search_started = time.process_time()
        action = self._search(game, state, simulations, rng)
        search_s = max(time.process_time() - search_started, 1e-6)
        if self.simulations is None:
            _RATE_MEMORY[key] = simulations / search_s
        return Decision(
            action,
            {
                "iterations": simulations,
                "elapsed": round(time.perf_counter() - started, 4),
                "cpu_s": round(time.process_time() - cpu_started, 4),
                "ips": round(simulations / search_s),
            },
        )

    def _search(self, game: Any, state: GameState, simulations: int, rng: random.Random) -> int:
        import numpy as np
        from open_spiel.python.algorithms import mcts

        random_state = np.random.RandomState(rng.randrange(2**31))
        evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=random_state)
        wrapped = game.wrap(state)
        if self.kind == "mcts":
            searcher = mcts.MCTSBot(
                game, self.uct_c, simulations, evaluator, random_state=random_state
            )
        else:
            from open_spiel.python.algorithms import ismcts

            searcher = ismcts.ISMCTSBot(
                game, evaluator, self.uct_c, simulations, random_state=random_state
            )
            world_rng = random.Random(rng.randrange(2**31))

            def resample(pyspiel_state: Any, player: int) -> Any:
                world = pyspiel_state.inner.sample_determinization(player, world_rng)
                return game.wrap(world, copy=False)

            searcher.set_resampler(resample)
        return game.codec.decode(int(searcher.step(wrapped)))


def openspiel_available() -> bool:
    """True when open-spiel (pyspiel) can be imported."""
    try:
        import pyspiel  # noqa: F401
    except ImportError:
        return False
    return True


def main(argv: list[str] | None = None) -> int:
    """`python -m ai.openspiel_wrapper [--sims N]`: OpenSpiel's random-simulation test over
    every registered game and seat count; prints one line per game and seat count."""
    import argparse
    import sys

    from game.rules import RULES

    parser = argparse.ArgumentParser(prog="python -m ai.openspiel_wrapper")
    parser.add_argument("--sims", type=int, default=50, help="random games per seat count")
    parser.add_argument("--game", action="append", metavar="SLUG", help="only this game")
    args = parser.parse_args(argv)
    for slug in args.game or list(RULES):
        info = RULES[slug].info
        for players in range(info.min_players, info.max_players + 1):
            started = time.perf_counter()
            random_sim_check(slug, players, args.sims)
            sys.stdout.write(
                f"pyspiel.random_sim_test {short_name(slug)}(players={players}): "
                f"{args.sims} games passed in {time.perf_counter() - started:.1f} s\n"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
