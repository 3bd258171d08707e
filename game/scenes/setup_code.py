"""The setup screen's code row: the code of the game that Start will deal, a field to type or
paste another one, and a Copy button (the command line's `--code` is game.scenes.setup_launch).

The code (game.rules.seed_code) stands for the game, the seat count, the options and the seed.
It follows every change of the form; with the seed field empty the scene has already chosen
the fresh seed (`SetupScene.fresh_seed`), so the code shown is the deal Start makes. The field
shows the code; the first key typed there (or Ctrl+V) starts a new one. A valid code sets the
seat count, the options and the seed, moving to that game's setup when it is another game; a
bad one is explained in words. The clipboard is game.views.clipboard (every text field's Ctrl+V
uses it too), and its absence is told quietly.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import pygame

from game.core.text import N_
from game.rng import new_seed
from game.rules.seed_code import (
    DASHES,
    EMPTY,
    TOO_SHORT,
    CodedGame,
    SeedCodeError,
    decode,
    encode,
    normalise,
)
from game.views.clipboard import clipboard_get, clipboard_put
from game.views.widgets import Button, TextField, Widget, Words

if TYPE_CHECKING:
    from game.scenes.setup import SetupScene

log = logging.getLogger(__name__)

CODE_HELP = N_(
    "Code: anyone who types it deals this same game. Type or paste a code to play its deal."
)
COPY_HELP = N_("Copy the code, to paste it in a message to a friend.")
COPIED = N_("Code copied.")
NO_CLIPBOARD = N_("Copying is not available here: write the code down instead.")
EMPTY_CLIPBOARD = N_("There is no text to paste.")
APPLIED = N_("Code read: its game, rules and seed are set.")
NEW_DEAL_HELP = N_("New deal: another fresh seed, and so another code.")
SIDE_BUTTON = 124
"""The width of the buttons beside the seed and code fields (New deal, Copy)."""
MAX_TYPED = 24
"""The longest text the code field takes (a code with spaces and dashes is 14 symbols)."""


def _code_symbol(character: str) -> bool:
    return character.isalnum() or character.isspace() or character in DASHES


class CodeField(TextField):
    """The code field: shows the scene's code; the first key typed replaces it (Backspace
    clears it), Enter reads what was typed."""

    def __init__(self, scene: SetupScene, rect: pygame.Rect) -> None:
        super().__init__(
            rect,
            N_("Code"),
            "",
            lambda text: code_typed(scene, text),
            MAX_TYPED,
            allowed=_code_symbol,
            placeholder=N_("none"),
        )
        self.scene = scene
        self.current = True
        """True while the field shows the scene's own code (not the player's typing)."""

    def text_input(self, text: str) -> bool:
        """Typing over the shown code starts a new one."""
        if self.current:
            self.text, self.current = "", False
        return super().text_input(text.upper())

    def backspace(self) -> bool:
        """Backspace on the shown code clears the field for a new one."""
        if self.current and self.text:
            self.text, self.current = "", False
            return True
        return super().backspace()

    def activate(self) -> bool:
        """Enter: read the typed code (an unfinished one is explained too)."""
        if self.current:
            return copy_code(self.scene)
        return code_entered(self.scene)

    def paste_clipboard(self) -> bool:
        """Ctrl+V: the clipboard's text replaces the field and is read as a code."""
        paste_code(self.scene)
        return True

    def paste(self, text: str) -> None:
        """Replace the field with pasted text and read it."""
        self.text, self.current = "", False
        super().text_input(text.strip().upper())
        if not self.text:
            self.scene.error = EMPTY_CLIPBOARD


def build_code_row(scene: SetupScene, rect: pygame.Rect) -> list[Widget]:
    """The code field and its Copy button in `rect`; sets the scene's `code_field` and
    `copy_button` and fills the field with the current code."""
    field_rect = pygame.Rect(rect.left, rect.top, rect.width - SIDE_BUTTON - 10, rect.height)
    scene.code_field = CodeField(scene, field_rect)
    scene.copy_button = Button(
        (field_rect.right + 10, rect.top, SIDE_BUTTON, rect.height),
        N_("Copy"),
        lambda: copy_code(scene),
        size=18,
    )
    scene.help_for[id(scene.copy_button)] = COPY_HELP
    refresh_code(scene)
    return [scene.code_field, scene.copy_button]


def new_deal_button(scene: SetupScene, place: tuple[int, int, int]) -> Button:
    """ "New deal" beside the seed field (`place`: its left, top and height): another fresh
    seed, so another code."""
    left, top, height = place
    button = Button(
        (left, top, SIDE_BUTTON, height), N_("New deal"), lambda: new_deal(scene), size=18
    )
    scene.help_for[id(button)] = NEW_DEAL_HELP
    return button


def new_deal(scene: SetupScene) -> None:
    """Forget a typed seed and choose another fresh one; the code follows."""
    scene.fresh_seed = new_seed()
    scene.seed_text = scene.seed_field.text = ""
    scene.note = ""
    refresh_code(scene)


def current_code(scene: SetupScene) -> str:
    """The code of the game Start deals now; SeedCodeError when it has none."""
    return encode(scene.slug, scene.option_values, scene.deal_seed(), scene.seat_count)


def refresh_code(scene: SetupScene) -> None:
    """Show the code of the form as it is now (after any change)."""
    field = getattr(scene, "code_field", None)
    if field is None:
        return
    help_line: Words = CODE_HELP
    try:
        field.text = current_code(scene)
    except (SeedCodeError, ValueError) as error:
        field.text = ""
        help_line = error.reason if isinstance(error, SeedCodeError) else CODE_HELP
    field.current = True
    scene.help_for[id(field)] = help_line
    scene.copy_button.enabled = bool(field.text)


def code_typed(scene: SetupScene, text: str) -> None:
    """A key typed in the code field: a complete valid code is applied at once; a wrong one is
    explained as soon as it cannot become right (an unfinished one waits)."""
    if len(normalise(text)) < 2:
        scene.error = ""
        return
    try:
        coded = decode(text)
    except SeedCodeError as error:
        waiting = error.reason.text in (TOO_SHORT, EMPTY)
        scene.error = "" if waiting else error.reason
        return
    apply_code(scene, coded)


def code_entered(scene: SetupScene) -> bool:
    """Enter in the code field: apply the code typed or say what is wrong with it."""
    try:
        coded = decode(scene.code_field.text)
    except SeedCodeError as error:
        scene.error = error.reason
        return False
    apply_code(scene, coded)
    return True


def apply_code(scene: SetupScene, coded: CodedGame) -> None:
    """Set the form to the game `coded` stands for; another game's code opens its setup in
    place of this one."""
    if coded.slug != scene.slug:
        from game.scenes.setup import SetupScene

        other = SetupScene(scene.app, coded.slug)
        apply_code(other, coded)
        scene.app.replace(other)
        return
    if coded.num_players != scene.seat_count:
        scene._count_changed(coded.num_players)
    scene.option_values = {
        key: list(value) if isinstance(value, list) else value
        for key, value in coded.options.items()
    }
    scene.seed_text = str(coded.seed)
    scene._settle_options()
    scene._build(scene.seat_specs())
    scene.error = ""
    scene.note = APPLIED


def copy_code(scene: SetupScene) -> bool:
    """Put the shown code on the clipboard; says so, or that copying is not available."""
    text = scene.code_field.text if scene.code_field.current else ""
    if not text:
        return False
    if clipboard_put(text):
        scene.note = COPIED
        return True
    scene.note = NO_CLIPBOARD
    return False


def paste_code(scene: SetupScene) -> None:
    """Ctrl+V in the code field: the clipboard's text, read as a code."""
    text = clipboard_get()
    if text is None:
        scene.note = NO_CLIPBOARD
        return
    scene.code_field.paste(text[:MAX_TYPED])
