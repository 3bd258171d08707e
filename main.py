"""Dragon Arcade entry point: parse the command line and run the app. Nothing runs at import."""

import multiprocessing
import os
import sys


def set_windows_dpi_awareness() -> None:
    """On Windows, say the program handles DPI itself, before SDL or pygame start.

    Without it Windows stretches the 1280x720 window as a bitmap on high-DPI screens (blurry
    text) and reports a scaled-down desktop size to SDL. SDL reads its hint at start-up; the
    Win32 call covers the case where the hint is not honoured. Other systems: nothing to do.
    """
    if sys.platform != "win32":
        return
    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
    try:
        import ctypes

        try:
            ctypes.windll.shcore.SetProcessDpiAwareness(2)  # per-monitor aware (8.1 and later)
        except (AttributeError, OSError):
            ctypes.windll.user32.SetProcessDPIAware()  # system aware (Vista and later)
    except Exception:  # never worth failing to start over
        pass


if __name__ == "__main__":
    multiprocessing.freeze_support()  # the AI worker process inside a PyInstaller bundle
    set_windows_dpi_awareness()
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game import selftest  # noqa: F401  (first: it notes when Python started)
    from game.crash import install
    from game.i18n import _

    install(translate=_)  # log file under the preference folder; uncaught errors logged and shown
    from game.app import run

    sys.exit(run(sys.argv[1:]))
