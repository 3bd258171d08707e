"""DrakonRules: the stateless entry point registered in game.rules.RULES."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.protocol import GameInfo, GameRules, GameState, OptionSpec
from game.core.text import N_

from .actions import NUM_DENSE, DrakonAction, decode, dense, from_dense
from .state import MAX_GAME_LENGTH, DrakonState


class DrakonRules(GameRules):
    """Drakon: 2-6 seats, hidden tile hands, tile draws as chance nodes."""

    info = GameInfo(
        slug="drakon",
        title=N_("Drakon"),
        min_players=2,
        max_players=6,
        has_chance=True,
        has_hidden_info=True,
        max_game_length=MAX_GAME_LENGTH,
        num_distinct_actions=NUM_DENSE,
        options=(
            OptionSpec(
                key="goal",
                label=N_("Goal"),
                default="coins",
                choices=(
                    ("coins", N_("First to 5 coins (10 gold if valued)")),
                    ("escape", N_("Escape from the Lair")),
                ),
                help=N_(
                    "Escape: with 4 or more coins, enter a Master Key or Magical Vortex to win."
                ),
            ),
            OptionSpec(
                key="heroes",
                label=N_("Heroes"),
                default="off",
                choices=(("off", N_("Plain heroes")), ("on", N_("Hero abilities"))),
                help=N_("Each player gets a random hero whose ability can be used once per game."),
            ),
            OptionSpec(
                key="coins",
                label=N_("Coins"),
                default="plain",
                choices=(
                    ("plain", N_("30 coins worth 1")),
                    ("valued", N_("Face-down coins worth 1-3")),
                ),
                help=N_("Valued: 28 hidden coins worth 1, 2 or 3; first to 10 gold wins."),
            ),
            OptionSpec(
                key="drakon",
                label=N_("Drakon figure"),
                default="off",
                choices=(("off", N_("No figure")), ("on", N_("Drakon prowls"))),
                help=N_("Three Blank chambers carry the dragon's icon; the dragon catches heroes."),
            ),
        ),
        subtitle=N_("Gold in a growing lair"),
    )

    def new_initial_state(
        self, num_players: int = 2, options: Mapping[str, Any] | None = None
    ) -> DrakonState:
        """The state before the deal (a run of chance nodes)."""
        self.info.check_num_players(num_players)
        resolved = self.info.resolve_options(options, num_players)
        return DrakonState(
            num_players,
            escape=resolved["goal"] == "escape",
            heroes_on=resolved["heroes"] == "on",
            valued=resolved["coins"] == "valued",
            drakon_on=resolved["drakon"] == "on",
        )

    def dense_action(self, action: int) -> int:
        """A dense id below info.num_distinct_actions (actions.py)."""
        return dense(action)

    def action_from_dense(self, code: int) -> int:
        """The inverse of dense_action."""
        return from_dense(code)

    def decode_action(self, action: int) -> DrakonAction:
        """`action` as a `DrakonAction` record (kind name and fields); ValueError if it is not
        a Drakon action."""
        return decode(action)

    def parse_action(self, state: GameState, text: str) -> int:
        """The exact inverse of `action_to_string`; IllegalActionError unless legal here."""
        assert isinstance(state, DrakonState)
        return state.parse_action(text)
