"""DragonBridgeRules: the stateless entry point registered in game.rules.RULES."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.protocol import GameInfo, GameRules, GameState, OptionSpec
from game.core.text import N_

from .actions import NUM_DENSE, ActionInfo, decode_action
from .board import LAYOUTS
from .state import MAX_GAME_LENGTH, DragonBridgeState


class DragonBridgeRules(GameRules):
    """Dragon Bridge: 2 players, hidden hands, shuffled decks (explicit chance nodes)."""

    info = GameInfo(
        slug="dragon-bridge",
        title=N_("Dragon Bridge"),
        min_players=2,
        max_players=2,
        has_chance=True,
        has_hidden_info=True,
        max_game_length=MAX_GAME_LENGTH,
        num_distinct_actions=NUM_DENSE,
        options=(
            OptionSpec(
                key="mode",
                label=N_("Game"),
                default="basic",
                choices=(("basic", N_("Basic game")), ("full", N_("Full game"))),
                help=N_(
                    "Basic: no wizard powers, items drawn blind. Full: wizards and item market."
                ),
            ),
            OptionSpec(
                key="wizards",
                label=N_("Wizards"),
                default="dealt",
                choices=(("dealt", N_("Dealt at random")), ("chosen", N_("Chosen by each player"))),
                help=N_("Full game only: how each player gets a wizard."),
                requires=(("mode", ("full",)),),  # the Basic game has no wizard powers
            ),
            OptionSpec(
                key="hacking",
                label=N_("Bridge Hacking"),
                default="off",
                choices=(("off", N_("Off")), ("on", N_("On"))),
                help=N_("The expansion (full game only): white gems from BUMPs buy Bridge Hacks."),
                requires=(("mode", ("full",)),),
            ),
            OptionSpec(
                key="bridge",
                label=N_("Bridge"),
                default="standard",
                choices=(("standard", N_("18 squares")), ("long", N_("Long bridge (21)"))),
                help=N_("The published 18-square bridge or the long 21-square layout."),
            ),
        ),
        subtitle=N_("Escape the bridge before the flight"),
    )

    def decode_action(self, action: int) -> ActionInfo:
        """The action as a named kind with its fields (actions.py)."""
        return decode_action(action)

    def new_initial_state(
        self, num_players: int = 2, options: Mapping[str, Any] | None = None
    ) -> DragonBridgeState:
        """The state before the first chance node (who starts)."""
        self.info.check_num_players(num_players)
        resolved = self.info.resolve_options(options, num_players)
        return DragonBridgeState(
            layout=LAYOUTS[resolved["bridge"]],
            full=resolved["mode"] == "full",
            hacking=resolved["hacking"] == "on",
            choose_wizards=resolved["wizards"] == "chosen",
        )

    def parse_action(self, state: GameState, text: str) -> int:
        """The exact inverse of `action_to_string`; IllegalActionError unless legal here."""
        assert isinstance(state, DragonBridgeState)
        return state.parse_action(text)
