"""DrakonRules: the stateless entry point registered in game.rules.RULES."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.protocol import GameInfo, GameRules, GameState, OptionSpec
from game.core.text import N_
from game.rules.drakon.state import MAX_GAME_LENGTH, DrakonState


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
        options=(
            OptionSpec(
                key="goal",
                label="Goal",
                default="coins",
                choices=(
                    ("coins", "First to 5 coins (10 gold if valued)"),
                    ("escape", "Escape from the Lair"),
                ),
                help="Escape: with 4 or more coins, enter a Master Key or Magical Vortex to win.",
            ),
            OptionSpec(
                key="heroes",
                label="Heroes",
                default="off",
                choices=(("off", "Plain heroes"), ("on", "Hero abilities")),
                help="Each player gets a random hero whose ability can be used once per game.",
            ),
            OptionSpec(
                key="coins",
                label="Coins",
                default="plain",
                choices=(("plain", "30 coins worth 1"), ("valued", "Face-down coins worth 1-3")),
                help="Valued: 28 hidden coins worth 1, 2 or 3; first to 10 gold wins.",
            ),
            OptionSpec(
                key="drakon",
                label="Drakon figure",
                default="off",
                choices=(("off", "No figure"), ("on", "Drakon prowls")),
                help="Three Blank chambers carry the dragon's icon; the dragon catches heroes.",
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

    def parse_action(self, state: GameState, text: str) -> int:
        """The exact inverse of `action_to_string`; IllegalActionError unless legal here."""
        assert isinstance(state, DrakonState)
        return state.parse_action(text)
