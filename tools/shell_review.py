"""The shell's review in Japanese and Chinese (command-line tool): every generic screen drawn
headless in each language, for looking at by eye, with every overflow the layouts report.

    .venv/bin/python -m tools.shell_review [--out /tmp/shell_cjk] [--lang ja zh]

Into <out>/<lang>/: the title (every tile focused, Continue with saved games, a corrupt save),
the setup of each game at every seat count with every row focused (its help under it), Settings
(every row, each language), the save-choice dialogs, the pause menu, the hand-off curtain, the
results of each game at its fewest and most seats (a winner and a draw), the rules help's first
page, the crash message box's text and the title at the smallest window. Every text a layout had
to cut, that had too many lines or stayed too wide (game.views.text.watch_overflow) is printed
with the picture it was drawn in; the exit status is 1 when there was any.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

NAMES = {
    "ja": ("さくら", "健一", "ハナコ", "みどり", "明", "ひかり"),
    "zh": ("小龙", "小明", "小红", "金龙", "白云", "青山"),
}
"""Seat names a Japanese or Chinese player might type (their own words: never translated),
made of characters the vendored font subsets hold: most names (田中, 王芳) are not, yet."""


class Review:
    """Draws the app's stack into numbered PNGs and keeps the overflows each one reported."""

    def __init__(self, app: Any, out: Path) -> None:
        self.app, self.out = app, out
        self.overflows: list[tuple[str, str, str]] = []  # (picture, how, text)
        self.pending: list[tuple[str, str]] = []
        self.count = 0

    def listen(self, text: str, how: str) -> None:
        """An overflow reported while drawing the next picture."""
        self.pending.append((how, text))

    def frames(self, count: int = 2, dt: float = 1 / 30) -> None:
        """Update and draw the app a few frames (no events)."""
        for _frame in range(count):
            self.app.step(dt, events=[])

    def shoot(self, name: str, frames: int = 2) -> Path:
        """Draw a few frames and save the screen as <nn>-<name>.png."""
        import pygame

        self.frames(frames)
        self.count += 1
        path = self.out / f"{self.count:03d}-{name}.png"
        pygame.image.save(self.app.screen, str(path))
        for how, text in dict.fromkeys(self.pending):
            self.overflows.append((path.name, how, text))
        self.pending = []
        return path

    def key(self, code: int) -> None:
        """A key press through the app's dispatch."""
        import pygame

        event = pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)
        self.app.dispatch(event)


def _named(session: Any, lang: str) -> Any:
    """`session` with seat names a player of `lang` would type."""
    names = NAMES[lang]
    session.seats[:] = [
        dataclasses.replace(seat, name=names[index % len(names)])
        for index, seat in enumerate(session.seats)
    ]
    return session


def _drawn(session: Any) -> Any:
    """`session` reporting a draw (nobody won) with the same reason and scores."""
    outcome = session.outcome()
    session.outcome = lambda: dataclasses.replace(outcome, winners=())
    return session


def _title(review: Review, lang: str) -> None:
    """Every tile focused, Continue with one and with several saves, a corrupt save."""
    from game.core.record import SeatSpec
    from game.scenes.save_choice import ContinueScene
    from game.scenes.title import TitleScene
    from game.session import Session

    app = review.app
    title = TitleScene(app)
    app.reset_to(title)
    for index, tile in enumerate(title.tiles):
        title.focus.set_focus(tile)
        review.shoot(f"title-tile{index + 1}")
    from game.views.registry import is_playable

    soon = [tile for tile in title.tiles if not is_playable(tile.entry.slug)]
    if soon:  # the coming-soon notice at the foot
        title.choose_game(soon[0].entry)
        review.shoot("title-coming-soon")
    names = NAMES[lang]
    for slug in ("drakon", "nine-sons"):
        seats = [SeatSpec(names[0]), SeatSpec(names[1], "ai", colour=3)]
        app.saves.write_autosave(Session.new(slug, seats, None, 5).record)
        app.reset_to(TitleScene(app))
        review.shoot(f"title-continue-{slug}")
    games, _bad = app.saves.scan()
    app.push(ContinueScene(app, games))
    review.shoot("continue-which")
    app.saves.path_for("drakon").write_bytes(b"{not json")
    app.reset_to(TitleScene(app))
    review.shoot("title-corrupt-save")
    app.saves.path_for("nine-sons").write_bytes(b"\xff\xfe")
    app.reset_to(TitleScene(app))
    review.shoot("title-two-corrupt-saves")
    for slug in ("drakon", "nine-sons"):
        app.saves.discard(slug)


def _every_widget(review: Review, focus: Any, name: str) -> None:
    for index in range(len(focus.widgets)):
        focus.set_focus(index)
        review.shoot(f"{name}-row{index + 1:02d}", 1)


def _setup(review: Review, slug: str) -> None:
    """Each seat count; every row focused at the fewest and the most seats; every seat kind."""
    from game.scenes.setup import SetupScene

    app = review.app
    scene = SetupScene(app, slug)
    app.reset_to(scene)
    info = scene.info
    counts = range(info.min_players, info.max_players + 1)
    for count in counts:
        scene._count_changed(count)
        review.shoot(f"setup-{slug}-{count}")
        if count in (info.min_players, info.max_players):
            _every_widget(review, scene.focus, f"setup-{slug}-{count}")
    editor = scene.seats[0]
    for level in range(5):
        scene.focus.set_focus(editor.kind_cycle)
        editor.kind_cycle.adjust(1)
        review.shoot(f"setup-{slug}-kind{level + 1}", 1)
    scene.offer_guide = True
    scene._build(scene.seat_specs())
    review.shoot(f"setup-{slug}-guide-offer")


def _settings(review: Review, lang: str) -> None:
    """Every row focused, each language shown in the Language row, every speed's name."""
    from game.scenes.settings_scene import SettingsScene

    app = review.app
    scene = SettingsScene(app)
    app.reset_to(scene)
    _every_widget(review, scene.focus, "settings")
    scene.focus.set_focus(scene.language)
    for index, (code, _name) in enumerate(scene.language.choices):
        # The row's value steps through each language without switching the app's language.
        scene.language.index = index
        review.shoot(f"settings-language-{code}", 1)
    scene.language.set_value(lang)
    scene.focus.set_focus(scene.speed)
    for step in (-1,) * 4 + (1,) * 4:
        scene.speed.adjust(step)
        review.shoot("settings-speed", 1)
    scene.palette.adjust(1)
    review.shoot("settings-safe-palette", 1)
    scene.palette.adjust(1)


def _save_choice(review: Review, lang: str) -> None:
    """The dialog before a new game replaces a save (a readable and an unreadable one), and the
    playing-without-saving notice."""
    from game.core.record import SeatSpec
    from game.core.text import N_, Message
    from game.scenes.save_choice import NoticeScene, SaveChoiceScene
    from game.scenes.title import TitleScene
    from game.session import Session

    app = review.app
    names = NAMES[lang]
    seats = [SeatSpec(names[0]), SeatSpec(names[1], "ai", colour=3), SeatSpec(names[2], colour=4)]
    app.saves.write_autosave(Session.new("drakon", seats, None, 5).record)
    app.reset_to(TitleScene(app))
    waiting = app.saves.blocking("drakon")
    scene = SaveChoiceScene(app, "drakon", waiting, lambda: None)
    app.push(scene)
    _every_widget(review, scene.focus, "save-choice")
    app.saves.path_for("drakon").write_bytes(b"{not json")
    bad = app.saves.blocking("drakon")
    app.reset_to(TitleScene(app))
    app.push(SaveChoiceScene(app, "drakon", bad, lambda: None))
    review.shoot("save-choice-unreadable")
    app.saves.discard("drakon")
    notice = Message.of(N_("Playing without saving"))
    app.push(NoticeScene(app, [notice]))
    review.shoot("notice")


def _play(review: Review, slug: str, lang: str) -> Any:
    """A play scene of `slug` with a human first (nothing moves until it is reached)."""
    from game.core.record import SeatSpec
    from game.scenes.play import PlayScene
    from game.session import Session

    names = NAMES[lang]
    seats = [SeatSpec(names[0]), SeatSpec(names[1], colour=3)]
    play = PlayScene(review.app, Session.new(slug, seats, None, 3))
    review.app.reset_to(play)
    return play


def _pause_and_handoff(review: Review, lang: str) -> None:
    """The pause menu over each game; the curtain with and without a summary and its Menu."""
    from game.scenes.handoff import HandoffScene
    from game.scenes.pause import PauseScene
    from game.views.registry import CLIENTS

    app = review.app
    for slug in sorted(CLIENTS):
        play = _play(review, slug, lang)
        review.frames(2)
        pause = PauseScene(app, play)
        app.push(pause)
        _every_widget(review, pause.focus, f"pause-{slug}")
    names = NAMES[lang]
    summary = [f"{names[1]} · 1 · 2 · 3"] * 3
    for menu in (None, lambda: None):
        curtain = HandoffScene(app, names[0], summary, on_done=None, on_menu=menu)
        app.reset_to(curtain)
        review.shoot("handoff" + ("-menu" if menu else ""), 20)
        curtain.showing_summary = True
        review.shoot("handoff-summary" + ("-menu" if menu else ""), 20)


def _results(review: Review, lang: str) -> None:
    """Each game's results at its fewest and most seats, with a winner and as a draw."""
    from game.rules import get_rules
    from game.scenes.results import ResultsScene
    from game.smoke import finished_session
    from game.views.registry import CLIENTS

    for slug in sorted(CLIENTS):
        info = get_rules(slug).info
        for count in sorted({info.min_players, info.max_players}):
            won = next(
                session
                for seed in range(11, 200)
                if (session := finished_session(slug, seed, count)).outcome().winners
            )
            review.app.reset_to(ResultsScene(review.app, _named(won, lang)))
            review.shoot(f"results-{slug}-{count}-winner", 90)
            draw = _drawn(_named(finished_session(slug, 11, count), lang))
            review.app.reset_to(ResultsScene(review.app, draw))
            review.shoot(f"results-{slug}-{count}-draw", 90)


def _rules_help(review: Review) -> None:
    """Each game's rules help at its first page (with the guided-game button) and its last."""
    from game.scenes.rules_help import RulesHelpScene
    from game.views.registry import CLIENTS

    for slug in sorted(CLIENTS):
        scene = RulesHelpScene(review.app, slug)
        scene.has_guide = True
        review.app.reset_to(scene)
        review.shoot(f"rules-{slug}-first", 40)
        scene.page, scene.page_time = len(scene.pages) - 1, 0.0
        review.shoot(f"rules-{slug}-last", 40)


def _crash_box(review: Review) -> None:
    """The crash message box's title and text on a plain panel (the system draws the real one:
    this shows the words and their line breaks), translated as main.py installs it."""
    import pygame

    from game import crash
    from game.i18n import _
    from game.views import theme
    from game.views.backdrop import draw_panel, draw_text

    before = crash._installed.get("translate")
    crash._installed["translate"] = _  # what crash.install(translate=_) sets, without the hooks
    try:
        title = crash._("Dragon Arcade stopped")
        message = crash.crash_message(ValueError, ValueError("bad move 17"), "/home/x/crash.log")
    finally:
        if before is None:
            del crash._installed["translate"]
        else:
            crash._installed["translate"] = before
    surface = review.app.screen
    surface.fill((0, 0, 0))
    draw_panel(surface, pygame.Rect(240, 120, 800, 480))
    draw_text(surface, title, 22, theme.GOLD, {"midtop": (640, 140)}, bold=True)
    pitch = theme.font(17).get_linesize()
    for row, line in enumerate(message.split("\n")):
        draw_text(surface, line, 17, theme.TEXT, {"topleft": (270, 190 + pitch * row)})
    review.count += 1
    pygame.image.save(surface, str(review.out / f"{review.count:03d}-crash-box.png"))


def _smallest_window(review: Review) -> None:
    """The title as the smallest window (320x180) shows it: the canvas scaled to a quarter."""
    import pygame

    from game.scenes.title import TitleScene
    from game.views.window import MIN_SIZE

    review.app.reset_to(TitleScene(review.app))
    review.frames(2)
    small = pygame.transform.smoothscale(review.app.screen, MIN_SIZE)
    review.count += 1
    pygame.image.save(small, str(review.out / f"{review.count:03d}-smallest-window.png"))


def steps(review: Review, lang: str) -> Iterator[Callable[[], None]]:
    """Every part of the review, in order."""
    from game.views.registry import CLIENTS

    yield lambda: _title(review, lang)
    for slug in sorted(CLIENTS):
        yield lambda slug=slug: _setup(review, slug)
    yield lambda: _settings(review, lang)
    yield lambda: _save_choice(review, lang)
    yield lambda: _pause_and_handoff(review, lang)
    yield lambda: _results(review, lang)
    yield lambda: _rules_help(review)
    yield lambda: _crash_box(review)
    yield lambda: _smallest_window(review)


def review_language(lang: str, out: Path) -> list[tuple[str, str, str]]:
    """Draw every screen in `lang` into `out`; the overflows (picture, how, text)."""
    from game.app import App
    from game.views.text import watch_overflow

    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("*.png"):
        old.unlink()
    with tempfile.TemporaryDirectory() as home:
        app = App(home=home, use_process=False)
        app.settings.animation_speed = 0.0
        app.set_language(lang)
        review = Review(app, out)
        stop = watch_overflow(review.listen)
        try:
            for step in steps(review, lang):
                step()
        finally:
            stop()
            app.set_language("en")
            app.shutdown()
    print(f"{lang}: {review.count} pictures in {out}")
    return review.overflows


def main(argv: list[str] | None = None) -> int:
    """Write the pictures and print the overflows; returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="/tmp/shell_cjk", help="folder for the PNG folders")
    parser.add_argument("--lang", nargs="+", default=["ja", "zh"], choices=["ja", "zh"])
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    found = 0
    for lang in args.lang:
        overflows = review_language(lang, Path(args.out) / lang)
        for picture, how, text in overflows:
            print(f"  {lang} {picture}: {how}: {text!r}")
        found += len(overflows)
    print(f"{found} overflows")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
