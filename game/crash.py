"""No crash without a trace: a log file under the preference folder and a message box.

`install()` (called by main.py, not by tests) sends the log to `<pref>/logs/dragon-arcade.log`
(rotated, so it never grows without bound) and replaces `sys.excepthook` and
`threading.excepthook`: an uncaught error is written to that file with its traceback and shown to
the player in a native message box that says where the file is. The standalone build has no
console (on Windows `sys.stdout` is None there), so the log file is the only trace a friend can
send back. `console_write` prints when there is a console and logs otherwise.

The message box speaks the player's language through the `translate` function `install` is
given (main.py passes game.i18n's `_`); this module imports nothing of the client, so it still
reports an error that broke the translations themselves, in English.
"""

from __future__ import annotations

import logging
import logging.handlers
import os
import sys
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

log = logging.getLogger(__name__)

LOG_NAME = "dragon-arcade.log"
NO_MESSAGE_BOX_ENV = "DRAGON_ARCADE_NO_MESSAGE_BOX"
_LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
_installed: dict[str, object] = {}


def log_path(home: str | os.PathLike[str] | None = None) -> Path:
    """Where the log (and every crash report) is written: `<pref>/logs/dragon-arcade.log`."""
    from game.settings import pref_dir  # imports pygame only to ask the OS for the folder

    return pref_dir(home) / "logs" / LOG_NAME


def log_location(home: str | os.PathLike[str] | None = None) -> str:
    """Where the log is written, for --version and --about: its path, or "none" and why.
    Never raises (a preference folder that cannot be made must not stop --version)."""
    if "path" in _installed:
        path = _installed["path"]
        return str(path) if path else f"none ({_installed.get('problem') or 'not writable'})"
    try:
        return str(log_path(home))
    except Exception as error:
        return f"none ({error})"


def console_write(text: str) -> None:
    """Write `text` to stdout when the program has one (the windowed build may not); else log it."""
    stream = sys.stdout
    if stream is None:
        log.info("%s", text.rstrip())
        return
    try:
        stream.write(text)
        stream.flush()
    except (OSError, ValueError):  # a closed or broken console is no reason to fail
        log.info("%s", text.rstrip())


def display_available() -> bool:
    """True when a native message box can be shown (and someone is there to close it)."""
    if os.environ.get(NO_MESSAGE_BOX_ENV):
        return False
    if os.environ.get("SDL_VIDEODRIVER", "").lower() in ("dummy", "offscreen"):
        return False  # headless runs (tests, CI, --smoke) must never wait on a dialog
    if sys.platform.startswith(("win", "darwin")):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def show_message_box(title: str, message: str) -> bool:
    """Show an error dialog if a display exists; False when it could not be shown."""
    if not display_available():
        return False
    try:
        import pygame

        pygame.display.message_box(title, message, message_type="error")
    except Exception:  # no display after all, or SDL refused: the log file still has it
        log.debug("message box unavailable", exc_info=True)
        return False
    return True


def report(
    exc_type: type[BaseException],
    exc: BaseException,
    tb: TracebackType | None,
    where: str = "main thread",
) -> None:
    """Log an uncaught error with its traceback and tell the player where the log is."""
    text = "".join(traceback.format_exception(exc_type, exc, tb))
    log.critical("uncaught error in %s:\n%s", where, text)
    path = _installed.get("path")
    if sys.stderr is not None:
        try:
            sys.stderr.write(text)
        except (OSError, ValueError):
            pass
    show_message_box(_("Dragon Arcade stopped"), crash_message(exc_type, exc, path))


def _(message: str) -> str:
    """`message` through the translation `install` was given (English without one, or when
    translating fails: a crash report must never fail itself)."""
    translate = _installed.get("translate")
    if not callable(translate):
        return message
    try:
        return str(translate(message))
    except Exception:
        return message


def _filled(message: str, english: str, **values: object) -> str:
    """The translated `message` filled with `values`; the English one if the translation's
    placeholders do not match."""
    try:
        return message.format(**values)
    except (KeyError, IndexError, ValueError):
        return english.format(**values)


def crash_message(exc_type: type[BaseException], exc: BaseException, path: object | None) -> str:
    """The message box's text: what happened, the error in one line, where the log is."""
    summary = f"{exc_type.__name__}: {exc}"[:300]
    if path:
        english = "The details were written to:\n{path}"
        details = _filled(_("The details were written to:\n{path}"), english, path=path)
    else:
        details = _("No log file could be written.")
    english = (
        "Dragon Arcade ran into an error and has to stop.\n\n{error}\n\n{details}\n\n"
        "Sending that file along with a bug report helps us fix it."
    )
    message = _(
        "Dragon Arcade ran into an error and has to stop.\n\n{error}\n\n{details}\n\n"
        "Sending that file along with a bug report helps us fix it."
    )
    return _filled(message, english, error=summary, details=details)


def _excepthook(
    exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None
) -> None:
    if issubclass(exc_type, KeyboardInterrupt):
        sys.__excepthook__(exc_type, exc, tb)  # Ctrl+C in a terminal is not a crash
        return
    report(exc_type, exc, tb)


def _thread_excepthook(args: threading.ExceptHookArgs) -> None:
    if args.exc_type is SystemExit:
        return
    name = args.thread.name if args.thread is not None else "a thread"
    report(args.exc_type, args.exc_value or args.exc_type(), args.exc_traceback, name)


def add_log_file(path: Path, level: int = logging.INFO) -> logging.Handler | None:
    """Send the root logger to `path` (rotated at 512 KB, two old copies kept)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=512 * 1024, backupCount=2, encoding="utf-8"
        )
    except OSError as error:  # a read-only home must not stop the game
        log.warning("no log file at %s: %s", path, error)
        return None
    handler.setLevel(level)
    handler.setFormatter(logging.Formatter(_LOG_FORMAT))
    root = logging.getLogger()
    root.addHandler(handler)
    if root.level > level or root.level == logging.NOTSET:
        root.setLevel(level)
    return handler


def install(
    home: str | os.PathLike[str] | None = None,
    translate: Callable[[str], str] | None = None,
) -> Path | None:
    """Log to the preference folder and catch every uncaught error; returns the log path.

    `translate` turns the message box's English msgids into the player's language."""
    if translate is not None:
        _installed["translate"] = translate
    if "path" in _installed:
        return _installed["path"]  # type: ignore[return-value]
    if sys.stderr is not None and not logging.getLogger().handlers:
        # The console keeps its short format (game.app.run's basicConfig is then a no-op).
        logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    try:
        path: Path | None = log_path(home)
    except Exception as error:  # no preference folder (a file in its place...): still catch
        path = None
        _installed["problem"] = f"the folder cannot be used: {error}"
    if path is not None and add_log_file(path) is None:
        path = None
        _installed["problem"] = "the log file cannot be written"
    _installed["path"] = path
    sys.excepthook = _excepthook
    threading.excepthook = _thread_excepthook
    log.info("Dragon Arcade started; log file %s", path)
    return path


def uninstall() -> None:
    """Undo `install` (tests): restore the hooks and drop the log file handler."""
    sys.excepthook = sys.__excepthook__
    threading.excepthook = threading.__excepthook__
    path = _installed.pop("path", None)
    _installed.pop("translate", None)
    _installed.pop("problem", None)
    root = logging.getLogger()
    for handler in list(root.handlers):
        if isinstance(handler, logging.FileHandler) and path is not None:
            if Path(handler.baseFilename) == Path(str(path)).resolve():
                root.removeHandler(handler)
                handler.close()
