"""Leaving the Wyvern deck builder with changes not saved: save, discard or keep editing.

The builder's Back (its button, Esc or the gamepad's B) leaves at once when the deck and its name
are as they were last opened or saved; otherwise it opens `UnsavedDeckPanel` over the builder,
drawn like the project's other questions (game.scenes.save_choice.ChoicePanel). Keep editing has
the focus (Esc there is the same): nothing is written or lost by a stray key. When the builder
was opened for a seat of the setup, saving also hands the deck to that seat, as "Use for this
seat" does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.text import N_, Message
from game.scenes.save_choice import ChoicePanel
from game.views import theme
from game.views.widgets import Button, Words

if TYPE_CHECKING:
    from game.scenes.deck_builder import DeckBuilderScene


class UnsavedDeckPanel(ChoicePanel):
    """ "Save your changes?": save (and leave), leave without saving, or keep editing."""

    def __init__(self, builder: DeckBuilderScene) -> None:
        self.builder = builder
        for_seat = builder.chosen is not None
        save_label = N_("Save and use for this seat") if for_seat else N_("Save and leave")
        buttons = [
            Button((0, 0, 1, 1), save_label, self.save_and_leave, accent=theme.JADE),
            Button((0, 0, 1, 1), N_("Leave without saving"), self.discard, accent=theme.CRIMSON),
            Button((0, 0, 1, 1), N_("Keep editing"), self.back, accent=theme.TEXT_DIM),
        ]
        super().__init__(builder.app, N_("Save your changes?"), buttons)
        self.problems = builder.draft.problems()
        """Why the deck may not be saved as it is (said at once; Save is then off)."""
        buttons[0].enabled = not self.problems
        self.focus.set_focus(buttons[-1])  # the choice that neither writes nor loses anything

    def text(self) -> Words:
        """Which deck has changes not saved (and why it cannot be saved yet, if so)."""
        name = self.builder.name.strip() or Message.of(N_("New deck"))
        if self.problems:
            return Message.of(
                N_("{name} has changes that are not saved, and it cannot be saved yet: {reason}"),
                name=name,
                reason=self.problems[0],
            )
        return Message.of(N_("{name} has changes that are not saved."), name=name)

    def save_and_leave(self) -> None:
        """Save the deck and leave the builder (giving the deck to the seat that asked for one);
        when the store refuses it (an empty name, say) the reason shows here and the builder
        stays open."""
        saved = self.builder.save()
        if saved is None:
            reason = self.builder.message
            reason = reason if isinstance(reason, Message) else Message.of(reason)
            self.error = Message.of(N_("This deck cannot be saved yet: {reason}"), reason=reason)
            self.buttons[0].enabled = False
            self.focus.set_focus(self.buttons[-1])
            return
        self.app.pop()  # this panel
        if self.builder.chosen is not None:
            self.builder.chosen(saved)
        self.app.pop()  # the builder

    def discard(self) -> None:
        """Leave the builder; the changes are dropped (the saved deck stays as it was)."""
        self.app.pop()  # this panel
        self.app.pop()  # the builder
