"""The real resident size of a process, read from /proc/<pid>/status.

`ru_maxrss` cannot be trusted for this: in a spawn-started child it reports the parent's peak
(on Linux the child is forked, then execs a new Python, and the kernel carries the
forked copy's resident size — the parent's at that moment — into the new program's maximum), so the bench reads the kernel's own figures — VmRSS (resident now) and VmHWM (the peak
resident size) — of the very process it means. Where /proc is missing (not Linux) or the process
has gone, the reading is None and the table says "n/a".
"""

from __future__ import annotations

from dataclasses import dataclass

PROC_ROOT = "/proc"


@dataclass
class Resident:
    """Resident set size of one process in MB: now (VmRSS) and its peak so far (VmHWM)."""

    rss_mb: float
    peak_mb: float


def parse_status(text: str) -> Resident | None:
    """VmRSS and VmHWM (kB in the file) of a /proc/<pid>/status text; None if either is
    missing (a kernel thread, a zombie) or unreadable."""
    values: dict[str, float] = {}
    for line in text.splitlines():
        name, _, rest = line.partition(":")
        if name in ("VmRSS", "VmHWM"):
            fields = rest.split()
            try:
                values[name] = int(fields[0]) / 1024
            except (IndexError, ValueError):
                return None
    if "VmRSS" not in values or "VmHWM" not in values:
        return None
    return Resident(values["VmRSS"], values["VmHWM"])


def read_resident(pid: int | None = None, root: str = PROC_ROOT) -> Resident | None:
    """The resident size of `pid` (this process by default); None where /proc/<pid>/status
    cannot be read."""
    path = f"{root}/{'self' if pid is None else pid}/status"
    try:
        with open(path, encoding="ascii", errors="replace") as handle:
            return parse_status(handle.read())
    except OSError:
        return None


def format_resident(resident: dict | Resident | None) -> str:
    """ "now / peak" in whole MB, or "n/a" where nothing could be read."""
    if resident is None:
        return "n/a"
    if isinstance(resident, Resident):
        return f"{resident.rss_mb:.0f} / {resident.peak_mb:.0f}"
    return f"{resident['rss_mb']:.0f} / {resident['peak_mb']:.0f}"
