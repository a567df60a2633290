"""Launch time: start the game, draw the first title frame, exit; against a bare pygame-ce window (prints numbers).

    python benchmarks/launch.py [--rounds 9]

Both run as fresh processes with SDL's dummy video and audio drivers:

* reference: a bare pygame-ce script that imports pygame, opens a 1280x720
  window, fills it, flips once and quits;
* game: ``python -m game --smoke 1`` (the title screen, one frame, then exit).

Rounds alternate the two; the medians and the median of the rounds' ratios are
printed. Whole processes are timed, start to exit: wall time (what a player
feels) and CPU time (user + system of the child process, which other programs
on a shared machine distort far less; the ratio is taken on it).
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

BARE = """
import os
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame
pygame.init()
screen = pygame.display.set_mode((1280, 720))
screen.fill((120, 80, 40))
pygame.display.flip()
pygame.quit()
"""


def _cpu() -> float:
    """User + system CPU seconds of this process's finished children (POSIX)."""
    import resource  # POSIX only: Windows asks each child (see _run)

    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _windows_cpu(handle: int) -> float:
    """User + system CPU seconds of a finished child on Windows (GetProcessTimes on its handle)."""
    import ctypes
    from ctypes import wintypes

    times = [wintypes.FILETIME() for _ in range(4)]  # creation, exit, kernel, user
    if not ctypes.WinDLL("kernel32").GetProcessTimes(wintypes.HANDLE(handle), *(ctypes.byref(t) for t in times)):
        raise OSError("GetProcessTimes failed")
    return sum((t.dwHighDateTime << 32 | t.dwLowDateTime) for t in times[2:]) / 1e7  # 100 ns units


def _run(cmd: list[str], env: dict[str, str], cwd: Path | None = ROOT) -> tuple[float, float]:
    """Wall and CPU seconds of one run of ``cmd``."""
    if sys.platform == "win32":
        t0 = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, cwd=cwd)
        out, err = proc.communicate()
        wall = time.perf_counter() - t0
        if proc.returncode:
            raise subprocess.CalledProcessError(proc.returncode, cmd, out, err)
        return wall, _windows_cpu(int(proc._handle))  # type: ignore[attr-defined]  # Windows Popen keeps the process handle
    c0, t0 = _cpu(), time.perf_counter()
    subprocess.run(cmd, check=True, capture_output=True, env=env, cwd=cwd)
    return time.perf_counter() - t0, _cpu() - c0


def compare(labels: tuple[str, str], ref_cmd: list[str], game_cmd: list[str], env: dict[str, str], rounds: int, cwd: Path | None = ROOT) -> None:
    """Run both once to warm the caches, then ``rounds`` alternating rounds; print the medians and the ratio
    (the median of the rounds' ratios: a busy spell slows both sides of a round alike). ``bundle.py`` uses it too."""
    _run(ref_cmd, env, cwd), _run(game_cmd, env, cwd)  # warm the file cache (and the bytecode)
    ref, game = [], []
    for _ in range(rounds):
        ref.append(_run(ref_cmd, env, cwd))
        game.append(_run(game_cmd, env, cwd))
    ratio = statistics.median(g[1] / r[1] for g, r in zip(game, ref))
    wall = statistics.median(g[0] / r[0] for g, r in zip(game, ref))
    for label, runs in zip(labels, (ref, game)):
        print(f"{label} {statistics.median(c for _, c in runs) * 1000:4.0f} ms CPU, {statistics.median(w for w, _ in runs) * 1000:4.0f} ms wall")
    print(f"ratio: {ratio:.2f}x (CPU), {wall:.2f}x (wall)")


def main() -> int:
    """Time both, print medians and the ratio."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=9)
    args = parser.parse_args()
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    # an installed game runs from bytecode (pip and PyInstaller compile it): without this the game's
    # hundred modules would be compiled from source on every run, and the bare script's one would not
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    with tempfile.TemporaryDirectory() as tmp:
        bare = Path(tmp) / "bare_window.py"
        bare.write_text(BARE)
        env["ROLLINONE_USER_DIR"] = tmp  # never a real profile
        ref_cmd = [sys.executable, str(bare)]
        game_cmd = [sys.executable, "-m", "game", "--smoke", "1"]
        compare(("bare pygame-ce window:", "rollinone --smoke 1:  "), ref_cmd, game_cmd, env, args.rounds)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
