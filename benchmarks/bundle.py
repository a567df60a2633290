"""Bundle start: ``rollinone --smoke 30`` from the PyInstaller bundle, against a hello-world pygame-ce bundle (prints numbers).

    python benchmarks/bundle.py [--rounds 9] [--work DIR] [--no-build] [--game DIST/rollinone]

Needs the build extra (``pip install -e ".[build]"``). Both bundles are built
here, one-folder, with the same PyInstaller, into ``DIR`` (default
``build/bundle-bench/``, which git ignores; never commit it):

* reference: a hello-world pygame-ce script (import pygame, open a 1280x720
  window, fill it, flip once, quit) frozen with plain ``pyinstaller --onedir``;
* game: the real bundle, made by ``build_scripts/build_bundle.py``, run as
  ``rollinone --smoke 30`` (the title and 29 more frames of the smoke tour).

``--no-build`` times the bundles already in ``DIR``; ``--game FOLDER`` takes
the game's bundle built already (the release workflow's) and builds only the
hello-world one. The size of both folders on disk is printed first, with its
ratio. Rounds alternate the two
executables, as fresh processes with SDL's dummy drivers; the medians and the
median of the rounds' ratios are printed. Whole processes are timed, start to
exit: CPU time (user + system of the child, what a shared machine distorts
least; the ratio is taken on it) and wall time.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))  # launch.py: the same bare script and the same timing, frozen here

from launch import BARE as HELLO  # noqa: E402
from launch import compare  # noqa: E402

EXE = ".exe" if sys.platform == "win32" else ""


def build(work: Path, game: bool = True) -> tuple[Path, Path]:
    """Build both bundles into ``work`` (only the hello-world one without ``game``); the paths of the two executables."""
    shutil.rmtree(work, ignore_errors=True)
    (work / "hello").mkdir(parents=True)
    script = work / "hello" / "hello_pygame.py"
    script.write_text(HELLO)
    quiet = {"capture_output": True, "text": True}
    steps = [
        [sys.executable, "-m", "PyInstaller", str(script), "--onedir", "--noconfirm", "--clean",
         "--distpath", str(work / "hello" / "dist"), "--workpath", str(work / "hello" / "build"), "--specpath", str(work / "hello")],
        [sys.executable, str(ROOT / "build_scripts" / "build_bundle.py"), "--dist", str(work / "game" / "dist"), "--work", str(work / "game" / "build")],
    ]  # fmt: skip
    for cmd in steps if game else steps[:1]:
        done = subprocess.run(cmd, cwd=work, **quiet)  # type: ignore[call-overload]
        if done.returncode != 0:
            raise SystemExit(f"bundle: building failed ({' '.join(cmd[:3])}):\n{done.stderr[-2000:]}")
    return executables(work)


def executables(work: Path) -> tuple[Path, Path]:
    """The two executables built in ``work``."""
    return work / "hello" / "dist" / "hello_pygame" / f"hello_pygame{EXE}", work / "game" / "dist" / "rollinone" / f"rollinone{EXE}"


def folder_size(folder: Path) -> int:
    """Bytes on disk in ``folder``'s files (links counted as links, not as what they name)."""
    return sum(os.lstat(os.path.join(root, name)).st_size for root, _, files in os.walk(folder) for name in files)


def main() -> int:
    """Build, time both, print medians and the ratio."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "bundle-bench", help="where both bundles are built")
    parser.add_argument("--no-build", action="store_true", help="time the bundles already in --work")
    parser.add_argument("--game", type=Path, help="the game's bundle folder, built already (only the hello-world one is built)")
    args = parser.parse_args()
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        print('bundle: PyInstaller is missing; install the build extra: pip install -e ".[build]"', file=sys.stderr)
        return 1
    hello, game = executables(args.work) if args.no_build else build(args.work, game=args.game is None)
    if args.game is not None:
        game = args.game / f"rollinone{EXE}"
    for exe in (hello, game):
        if not exe.is_file():
            print(f"bundle: {exe} is missing; build it (run without --no-build)", file=sys.stderr)
            return 1
    ref_size, game_size = folder_size(hello.parent), folder_size(game.parent)
    print(f"size: hello-world pygame-ce bundle {ref_size / 1e6:5.1f} MB, rollinone bundle {game_size / 1e6:5.1f} MB, ratio {game_size / ref_size:.2f}x")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    with tempfile.TemporaryDirectory() as tmp:
        env["ROLLINONE_USER_DIR"] = tmp  # never a real profile
        ref_cmd = [str(hello)]
        game_cmd = [str(game), "--smoke", "30"]
        compare(("hello-world pygame-ce bundle:", "rollinone --smoke 30 bundle: "), ref_cmd, game_cmd, env, args.rounds, None)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
