"""WyvernRules: the stateless entry point, registered in game.rules.RULES.

Rulings (where the seed and the digest are silent or leave a choice; RULINGS holds them in
words for the help page):
- Both battlefields emptied at once (a tie in battle): a drawn game, each seat scores half its
  gold; the next game is started by the seat that did not start this one.
- Equal VP when the match ends on points: the winner of the last game wins the match (a drawn
  last game: a drawn match). After 12 games, equal VP is a drawn match.
- A triggered terrain's refill comes before the game-end check (the refill is part of its
  effect), so a refilled position keeps its owner in the game; pending draws (a refill, Feint)
  are drawn before any game-end check.
- Paid abilities may be used any number of times (seed), so Crystal Eye and Merchant's Scales
  are repeatable like Pathfinder; a look is only at an opposing face-down card the seat does
  not know yet (which also keeps a turn finite). Free abilities (Dragon Harness) once a turn.
- A defender revealed by an attack pays at once if it can (Q2: else it is killed).
- Terrain triggers and slayer limits read the dragon's power then: printed, attached cards,
  Dragon Banner and Crown (and, for a terrain, War Horn: the attacker is attacking).
- An interceptor fights as a defending dragon of the attacked row: Watchtower, Banner, Shield
  and Crown count, and that row's dragons may Help it.
- The reaction window opens after an Action, a Hidden Action or a Dragon Slayer (cost paid,
  targets chosen); one Reaction answers it. Battle reactions answer a Battle action only (not
  another battle reaction). After a card resolves in an action phase its player keeps
  priority; in a battle window priority alternates after every play.
- A seat that could do nothing in a window (no card in hand, no usable ability: public facts)
  is passed for; otherwise it is asked, with Pass among its choices.
- Redeploy is one swap; one face-down dragon among the two swapped cards may turn face up free.
- A deck holds at most 40 Lair and 80 Horde cards (an engine bound: a match stays finite).
- Chameleon (§7.4) is not built: no card of our pool uses it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.protocol import GameInfo, GameRules, GameState, OptionSpec
from game.core.text import N_, Np_

from . import actions
from .actions import NUM_DENSE, WyvernAction
from .deck_code import deck_for, deck_problem
from .decks import EARLIER_DECKS, Deck, earlier_versions, problems
from .frames import MAX_MATCH_LENGTH
from .state import WyvernState

RULINGS: tuple[str, ...] = (
    N_("If both battlefields are emptied at once, the game is drawn: each player scores half "
       "their gold, and the player who did not start this game starts the next."),
    N_("If the match ends with equal victory points, the winner of the last game wins it."),
    N_("A terrain that triggers is refilled before the game can end."),
    N_("Abilities that cost gold or a card may be used again and again; you may look only at "
       "a card you do not know yet."),
    N_("A defending dragon is paid for as soon as it is revealed; if its owner cannot pay, it "
       "is killed."),
    N_("An interceptor fights as a defending dragon of the attacked row."),
    N_("One Reaction may answer each Action, Hidden Action or Dragon Slayer."),
    N_("When you play a card in an action phase, you keep priority afterwards."),
)  # fmt: skip
"""The rulings in words for the help page (msgids)."""


class WyvernRules(GameRules):
    """Wyvern: two seats, dragons and terrain face down, gold as victory points."""

    info = GameInfo(
        slug="wyvern",
        title=N_("Wyvern"),
        min_players=2,
        max_players=2,
        has_chance=True,
        has_hidden_info=True,
        max_game_length=MAX_MATCH_LENGTH,
        num_distinct_actions=NUM_DENSE,
        options=(
            OptionSpec(
                key="deck",
                label=Np_("wyvern: the cards a player brings", "Deck"),
                default="stormwing",
                choices=(
                    ("stormwing", N_("Stormwing")),
                    ("stoneheart", N_("Stoneheart")),
                    ("shadowscale", N_("Shadowscale")),
                ),
                help=N_(
                    "Stormwing flies and strikes hard; Stoneheart holds ground with "
                    "terrain and treasure; Shadowscale scouts, hides and slays."
                ),  # fmt: skip
                per_seat=True,
                accepts=deck_problem,  # or a deck built by the player, as a code (deck_code)
            ),
            OptionSpec(
                key="match_points",
                label=N_("Match length"),
                default=100,
                choices=((100, N_("100 victory points")), (50, N_("50 victory points"))),
                help=N_(
                    "The match ends after a game in which a player reaches this many "
                    "victory points."
                ),  # fmt: skip
            ),
            OptionSpec(
                key="scoring",
                label=N_("Scoring"),
                default="standard",
                choices=(
                    ("standard", N_("25 + cards + gold")),
                    ("gold_bonus", N_("25 + gold")),
                    ("gold_only", N_("Gold only")),
                ),
                help=N_(
                    "What the winner of a game scores: 25, plus one per dragon and terrain "
                    "left on the battlefield, plus gold; or 25 plus gold; or only gold. The "
                    "loser always scores half their gold, rounded down."
                ),  # fmt: skip
            ),
            OptionSpec(
                key="free_reveal_on_redeploy",
                label=N_("Redeploy reveal"),
                default=True,
                choices=((True, N_("Free")), (False, N_("Off"))),
                help=N_(
                    "Swapping two positions instead of attacking may turn one face-down "
                    "dragon face up without paying."
                ),  # fmt: skip
            ),
            OptionSpec(
                key="stalemate",
                label=N_("Stalemate guard"),
                default="hordes_empty",
                choices=(
                    ("hordes_empty", N_("Once the Hordes are empty")),
                    ("any_time", N_("At any time")),
                ),
                help=N_(
                    "A game also ends when no card has left the battlefield for eight turns in "
                    "a row: the player with more occupied positions wins it. The turns count "
                    "once both Horde piles are empty, or at any time, which ends a standoff "
                    "sooner."
                ),  # fmt: skip
            ),
        ),
        subtitle=N_("Hunt dragons with hidden cards"),
    )

    def new_initial_state(
        self, num_players: int = 2, options: Mapping[str, Any] | None = None
    ) -> WyvernState:
        """A new match: the setup draws of game 1 are the first chance nodes."""
        self.info.check_num_players(num_players)
        resolved = self.info.resolve_options(options, num_players)
        decks = (deck_for(resolved["deck"][0]), deck_for(resolved["deck"][1]))
        return self.new_match(decks, resolved)

    def earlier_options(self, options: Mapping[str, Any]) -> list[dict[str, Any]]:
        """The options of a save from a version whose preconstructed decks differed: each seat's
        deck as that version had it, spelt as a code (so the match goes on with those cards and
        its saves keep them), newest version first."""
        values = options.get("deck")
        if not isinstance(values, list):
            return []
        found: list[dict[str, Any]] = []
        for codes in earlier_versions(EARLIER_DECKS):  # (a seat's value: key, code or scalar)
            if any(isinstance(v, str) and v in codes for v in values):
                decks = [codes[v] if isinstance(v, str) and v in codes else v for v in values]
                found.append({**options, "deck": decks})
        return found

    def new_match(self, decks: tuple[Deck, Deck], options: Mapping[str, Any] | None = None):
        """A match with any two legal decks (the deck builder's); options as for
        new_initial_state (the `deck` option is ignored). ValueError for an illegal deck."""
        resolved = dict(options or {})
        for deck in decks:
            found = problems(deck)
            if found:
                raise ValueError(f"wyvern: illegal deck: {found[0]}")
        return WyvernState(
            decks,
            match_points=int(resolved.get("match_points", 100)),
            scoring=str(resolved.get("scoring", "standard")),
            free_reveal=bool(resolved.get("free_reveal_on_redeploy", True)),
            quiet_any_time=resolved.get("stalemate", "hordes_empty") == "any_time",
        )

    def decode_action(self, action: int) -> WyvernAction:
        """`action` as a WyvernAction record; ValueError if it is no Wyvern action."""
        return actions.decode(action)

    def parse_action(self, state: GameState, text: str) -> int:
        """The exact inverse of action_to_string; IllegalActionError unless legal here."""
        assert isinstance(state, WyvernState)
        return state.parse_action(text)
