"""NineSonsRules: the stateless entry point registered in game.rules.RULES."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.protocol import GameInfo, GameRules, GameState, OptionSpec
from game.core.text import N_

from .actions import NUM_DENSE, ActionInfo, decode_action, dense, from_dense
from .state import MAX_GAME_LENGTH, NineSonsState

PULAO_ON_CARD = "on-card"
PULAO_INCOMING_TOO = "incoming-too"
# Which die of a sown stack is compared with a square's top die (issue 11): Board Game Arena's
# newer text compares the die being dropped (the default); the seed (the Japanese how-to-play
# page) compares the moving stack's top die at every step.
SOW_DROPPED_DIE = "dropped-die"
SOW_STACK_TOP = "stack-top"


class NineSonsRules(GameRules):
    """The Nine Sons of Dragon: 2 players, perfect information, chance in deals and refills."""

    info = GameInfo(
        slug="nine-sons",
        title=N_("The Nine Sons of Dragon"),
        min_players=2,
        max_players=2,
        has_chance=True,
        has_hidden_info=False,
        max_game_length=MAX_GAME_LENGTH,
        num_distinct_actions=NUM_DENSE,
        options=(
            OptionSpec(
                key="sowing_check",
                label=N_("Sowing check"),
                default=SOW_DROPPED_DIE,
                choices=(
                    (SOW_DROPPED_DIE, N_("The die being dropped")),
                    (SOW_STACK_TOP, N_("The stack's top die")),
                ),
                help=N_(
                    "When a sown stack enters a square with dice, which of its dice must match "
                    "or beat the top die there: each die as it is dropped (Board Game Arena), or "
                    "the stack's top die at every step (the original how-to-play page)."
                ),
                absent=(SOW_DROPPED_DIE,),  # saves from before the option played this way
            ),
            OptionSpec(
                key="pulao_reading",
                label=N_("Pulao reading"),
                default=PULAO_ON_CARD,
                choices=(
                    (PULAO_ON_CARD, N_("Dice on Pulao count as 1")),
                    (PULAO_INCOMING_TOO, N_("The dropped die counts as 1 too")),
                ),
                help=N_(
                    "Which dice Pulao's 'counts as 1' applies to when dropping onto its squares."
                ),
            ),
            OptionSpec(
                key="target_score",
                label=N_("Target score"),
                default=7,
                choices=((5, N_("5 points")), (7, N_("7 points")), (9, N_("9 points"))),
                help=N_("The game ends as soon as a player reaches this many points."),
            ),
        ),
        subtitle=N_("Stack dice, tame dragon sons"),
    )

    def dense_action(self, action: int) -> int:
        """A dense id below info.num_distinct_actions (actions.py)."""
        return dense(action)

    def action_from_dense(self, code: int) -> int:
        """The inverse of dense_action."""
        return from_dense(code)

    def decode_action(self, action: int) -> ActionInfo:
        """The action as a named kind with its fields (actions.py)."""
        return decode_action(action)

    def new_initial_state(
        self, num_players: int = 2, options: Mapping[str, Any] | None = None
    ) -> NineSonsState:
        """The state before the deal: six chance nodes deal the slots, one picks who starts."""
        self.info.check_num_players(num_players)
        resolved = self.info.resolve_options(options, num_players)
        return NineSonsState(
            target_score=int(resolved["target_score"]),
            pulao_incoming_counts=resolved["pulao_reading"] == PULAO_INCOMING_TOO,
            stack_top_compared=resolved["sowing_check"] == SOW_STACK_TOP,
        )

    def parse_action(self, state: GameState, text: str) -> int:
        """The exact inverse of `action_to_string`; IllegalActionError unless legal here."""
        assert isinstance(state, NineSonsState)
        return state.parse_action(text)
