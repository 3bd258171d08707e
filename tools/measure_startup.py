"""Measure Dragon Arcade's time to first frame (command-line tool; prints a table).

Starts the program several times with `--first-frame`; the program opens its window, draws the
title screen once, prints `first-frame <unix time> <seconds since Python started>` and exits.
The time to first frame is that printed time minus the moment this tool started the process, so
it includes everything a player waits for: the bootloader (and the unpacking of a onefile
build), Python's start, the imports, the window and the first drawing.

    python tools/measure_startup.py --runs 7 source dist/DragonArcade/DragonArcade
    ("source" means `python main.py` from this checkout.)

Run it under Xvfb (DISPLAY set) for a real X11 window; without DISPLAY it uses SDL's dummy
driver. Each run gets a fresh preference folder, so no run finds another's settings.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def command_for(target: str) -> list[str]:
    """The command line that starts `target` ('source' or the path of a built program)."""
    if target == "source":
        return [sys.executable, str(ROOT / "main.py")]
    return [str(Path(target).resolve())]


def measure_once(target: str, timeout_s: float = 60.0) -> tuple[float, float]:
    """(seconds from process start to first frame, seconds since Python started) of one run."""
    env = dict(os.environ)
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    if not env.get("DISPLAY"):
        env["SDL_VIDEODRIVER"] = "dummy"
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    with tempfile.TemporaryDirectory(prefix="dragon-arcade-startup-") as home:
        env["DRAGON_ARCADE_HOME"] = home
        started = time.time()
        done = subprocess.run(
            [*command_for(target), "--first-frame"],
            env=env,
            capture_output=True,
            text=True,
            timeout=timeout_s,
            cwd=ROOT,
        )
    for line in done.stdout.splitlines():
        if line.startswith("first-frame "):
            _, stamp, in_python = line.split()
            return float(stamp) - started, float(in_python)
    raise RuntimeError(f"{target}: no first-frame line (exit {done.returncode}): {done.stderr}")


def main(argv: list[str] | None = None) -> int:
    """Command line: measure each target `--runs` times, print median and best.

    The targets take turns (one run of each per round), so a change in the machine's load
    during the measurement weighs on all of them alike; the load average is printed with them.
    """
    parser = argparse.ArgumentParser(description="time to first frame of Dragon Arcade")
    parser.add_argument("targets", nargs="+", help="'source' or paths of built programs")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args(argv)
    for target in args.targets:
        measure_once(target)  # warm the disk cache: the first run of a fresh build is an outlier
    runs: dict[str, list[tuple[float, float]]] = {target: [] for target in args.targets}
    loads = []
    for _ in range(args.runs):
        for target in args.targets:
            runs[target].append(measure_once(target))
        loads.append(load_average())
    print(f"{'target':<48} {'median':>8} {'best':>8} {'in Python':>10}  (seconds)")
    for target, results in runs.items():
        totals = [total for total, _ in results]
        inside = statistics.median(in_python for _, in_python in results)
        print(f"{target:<48} {statistics.median(totals):>8.3f} {min(totals):>8.3f} {inside:>10.3f}")
    if any(load is not None for load in loads):
        known = [load for load in loads if load is not None]
        print(f"load average (1 min) during the runs: {min(known):.2f} to {max(known):.2f}")
    if os.environ.get("PYTHONDONTWRITEBYTECODE"):
        print("note: PYTHONDONTWRITEBYTECODE is set, so 'source' compiles every module each run")
    return 0


def load_average() -> float | None:
    """The one-minute load average, where the system reports one."""
    try:
        return os.getloadavg()[0]
    except (AttributeError, OSError):
        return None


if __name__ == "__main__":
    sys.exit(main())
