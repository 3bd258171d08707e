"""DrakonRules: the stateless entry point registered in game.rules.RULES."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.protocol import GameInfo, GameRules, GameState, OptionSpec
from game.rules.drakon.state import MAX_GAME_LENGTH, DrakonState


class DrakonRules(GameRules):
    """Drakon: 2-6 seats, hidden tile hands, tile draws as chance nodes."""

    info = GameInfo(
        slug="drakon",
        title="Drakon",
        min_players=2,
        max_players=6,
        has_chance=True,
        has_hidden_info=True,
        max_game_length=MAX_GAME_LENGTH,
        options=(
            OptionSpec(
                key="goal",
                label="Goal",
                default="coins",
                choices=(("coins", "First to 5 coins"), ("escape", "Escape from the Lair")),
                help="Escape: with 4 or more coins, enter a Master Key or Magical Vortex to win.",
            ),
        ),
        subtitle="Gold in a growing lair",
    )

    def new_initial_state(
        self, num_players: int = 2, options: Mapping[str, Any] | None = None
    ) -> DrakonState:
        """The state before the deal (a run of chance nodes)."""
        self.info.check_num_players(num_players)
        resolved = self.info.resolve_options(options)
        return DrakonState(num_players, escape=resolved["goal"] == "escape")

    def parse_action(self, state: GameState, text: str) -> int:
        """The exact inverse of `action_to_string`; IllegalActionError unless legal here."""
        assert isinstance(state, DrakonState)
        return state.parse_action(text)
