"""DragonDeltaRules: the stateless entry point (to be registered in game.rules.RULES).

Rulings (what neither the seed nor the digest settles; RULINGS holds them for the help page):
- A second bridge between the same two supports is not allowed: two supports carry at most one
  bridge (it would add no path and only eat capacity).
- No stone may be placed under an existing bridge (an islet, or an open-river point, whose
  centre is closer than 0.55 to a bridge's line): a bridge may never pass over a third stone
  (§3.5), whichever came first.
- The villages of colours not in play are land like any other village: bridges may rest on them
  (at most three) and pawns may walk through them.
- Move 2 may pass through a village that is not the destination (in, then out); entering the
  destination on the first step wins at once. Going out and straight back is allowed only when
  no other two-step move exists; since stepping back is always possible, Move 2 falls only
  when not even one step is possible.
- A Jump whose far end is a village lands in that village; over a stone it lands on any free
  bridge resting on that stone. Pawns in villages cannot be jumped (Q7).
- Place stone cards that cannot be done do nothing (no fall); every other card that cannot be
  done at all makes the pawn fall back to its village, and the player still plays the rest of
  its program (Q4). Build 2 whose second bridge is impossible falls after the first (Q6).
- A plank that is too short is lost to the water: no fall.
- After 30 rounds the pawn with the fewest steps left over the bridges on the board wins (Q8);
  a tie shares the win, and a tie of every seat (or no path for anyone) is a draw.

Reading of the seed: "回到对岸自己的村落" (reach your own village on the far bank) is the village
opposite your start, as the digest says (§2.2); the start player of each step is the holder of
the start-player pawn ("最年轻的游戏者" of the first round), passed left after each round.

Open river (River Dragons' expert side, §10): stones go on the points of a grid of half a
plank-unit (x = i/2, y = j/2) in the water, within 10 of the centre, at least 0.6 from every
village shore and at least 0.8 from every other stone; spans and every other rule as on the
islets. Assisted planks: the view's `assisted` flag; the client then shows spans as numbers.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.protocol import GameInfo, GameRules, GameState, OptionSpec
from game.core.text import N_

from . import actions
from .actions import NUM_DENSE, DeltaAction
from .state import MAX_GAME_LENGTH, DeltaState

RULINGS: tuple[str, ...] = (
    N_("Two supports carry at most one bridge between them."),
    N_("No stone may be placed where a bridge passes over the water."),
    N_("Villages of colours not in play are land like any other: bridges may rest on them."),
    N_("Move 2 may pass through a village; going straight back is allowed only when no other "
       "two-step move exists."),
    N_("A card that cannot be done makes your pawn fall back to its village, except the stone "
       "cards, which then do nothing. You still play the rest of your program."),
    N_("A plank that is too short is lost to the water, but your pawn does not fall."),
    N_("After 30 rounds, the pawn with the fewest steps left over the bridges wins; a tie "
       "shares the win."),
)  # fmt: skip
"""The rulings in words for the help page (msgids)."""


class DragonDeltaRules(GameRules):
    """Dragon Delta: 2-6 seats program five cards in secret, then race across the delta."""

    info = GameInfo(
        slug="dragon-delta",
        title=N_("Dragon Delta"),
        min_players=2,
        max_players=6,
        has_chance=True,
        has_hidden_info=True,
        max_game_length=MAX_GAME_LENGTH,
        num_distinct_actions=NUM_DENSE,
        options=(
            OptionSpec(
                key="open_river",
                label=N_("River"),
                default="off",
                choices=(("off", N_("Islets")), ("on", N_("Open river"))),
                help=N_("Open river: stones may go anywhere in the water, not only on islets."),
            ),
            OptionSpec(
                key="assisted_planks",
                label=N_("Plank lengths"),
                default="off",
                choices=(("off", N_("Judge by eye")), ("on", N_("Show spans"))),
                help=N_("Show the length each gap needs as a number, for learning."),
            ),
        ),
        subtitle=N_("Program your river crossing"),
    )

    def new_initial_state(
        self, num_players: int = 2, options: Mapping[str, Any] | None = None
    ) -> DeltaState:
        """The state before the first start player is drawn (a chance node)."""
        self.info.check_num_players(num_players)
        resolved = self.info.resolve_options(options, num_players)
        return DeltaState(
            num_players,
            open_river=resolved["open_river"] == "on",
            assisted=resolved["assisted_planks"] == "on",
        )

    def decode_action(self, action: int) -> DeltaAction:
        """`action` as a `DeltaAction` record (ids, not names: the same on both layouts);
        ValueError if it is no Dragon Delta action."""
        return actions.decode(action)

    def parse_action(self, state: GameState, text: str) -> int:
        """The exact inverse of `action_to_string`; IllegalActionError unless legal here."""
        assert isinstance(state, DeltaState)
        return state.parse_action(text)
