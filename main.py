"""Dragon Arcade entry point: parse the command line and run the app. Nothing runs at import."""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()  # the AI worker process inside a PyInstaller bundle
    from game.app import run

    sys.exit(run(sys.argv[1:]))
