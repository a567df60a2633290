"""The ``rollinone`` command (also ``python -m game``).

``rollinone`` opens the game; ``rollinone --smoke N [--screenshot FILE]``
renders N frames headless with scripted input and exits; sub-commands
(``check``, ``simulate``, ``play``) live in :mod:`game.commands`. Every failure
the user can cause ends in a one-line message and a non-zero exit code.
"""

from __future__ import annotations

import atexit
import gc
import os
import sys
from collections.abc import Callable, Sequence
from types import SimpleNamespace
from typing import TYPE_CHECKING, cast

from game import __version__

if TYPE_CHECKING:
    import argparse

    from game.app import App
    from game.scenes.base import Scene
    from game.smoke import ScriptedInput

def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """The command line read by :func:`game.cli_args.build_parser`, without importing the sub-commands to open the title.

    Building the full parser imports every command module (and what they
    import). A plain launch names no command, so a parser with only the
    top-level options reads it first; anything it does not know (a command,
    ``--help``) goes to the full parser, so messages and results are the same.
    """
    argv = list(sys.argv[1:] if argv is None else argv)
    plain = _plain_launch(argv)
    if plain is not None:
        return plain
    from game.cli_args import OneLineParser, add_display_options, build_parser

    if "-h" not in argv and "--help" not in argv:
        top = OneLineParser(prog="rollinone", add_help=False)
        top.add_argument("--version", action="version", version=f"rollinone {__version__}")
        add_display_options(top)
        args, rest = top.parse_known_args(argv)
        if not rest:
            args.command = None
            return args
    return build_parser().parse_args(argv)


def _plain_launch(argv: list[str]) -> argparse.Namespace | None:
    """What the top-level parser makes of the command lines nearly every launch has (none, or ``--smoke N``); None for any other.

    Importing argparse and building even the small parser costs several
    milliseconds (argparse measures the terminal and translates its messages);
    every other command line goes to it. The namespace is a plain one with the
    parser's attributes (argparse's own would need argparse).
    """
    if not argv:
        smoke = None
    elif len(argv) == 2 and argv[0] == "--smoke" and argv[1].isascii() and argv[1].isdigit() and int(argv[1]) >= 1:
        smoke = int(argv[1])
    else:
        return None
    return cast("argparse.Namespace", SimpleNamespace(smoke=smoke, screenshot=None, size=None, command=None))


_FREEZE_AT_EXIT: list[object] = []
"""Whether main() has asked for the heap to be frozen as the interpreter exits.

Python's shutdown runs full collections over everything still alive (about
30 ms after a launch); frozen objects are skipped and left to the operating
system. Only garbage cycles then go unfinalized, and nothing here relies on
that (every file is written and closed in a with-block). Registered once, so
callers of main() in one process (the tests) add a single hook.
"""


def _guard_streams() -> None:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if sys.platform == "win32" and (sys.stdout is None or sys.stderr is None):
        from game.desktop import attach_parent_console

        attach_parent_console()  # the windowed bundle started from a terminal prints there
    # A windowed bundle (Windows, macOS) has no console: print() must not crash.
    if sys.stdout is None:
        sys.stdout = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115
    # Windows writes to a pipe or a file in its ANSI code page (cp1252), which has no arrows:
    # a message must never end the program with UnicodeEncodeError.
    if getattr(sys.stdout, "errors", "strict") == "strict" and hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(errors="replace")


def run_title(args: argparse.Namespace) -> int:
    """Open the title screen (or smoke-test it)."""
    # What a launch makes (modules, classes, the first screen) lives on: the cyclic
    # collector, which would walk it all several times over, waits until the first
    # frame is on screen.
    collecting = gc.isenabled()
    gc.disable()

    def title(app: App) -> Scene:
        if collecting:
            app.after_first_frame(resume_collector)
        return TitleScene(app)

    try:
        from game.scenes.title import TitleScene

        return run_app(args, title)
    finally:
        if collecting and not gc.isenabled():
            resume_collector()


def resume_collector() -> None:
    """Turn the cyclic collector back on, with what was made meanwhile counted as old.

    Otherwise the first allocation would start a collection over every object
    the launch made (about 5 ms, in the middle of the second frame); they are
    looked at by the next full collection instead, as old objects are.
    """
    gc.freeze()
    gc.unfreeze()  # back from the permanent generation into the oldest one
    gc.enable()


def run_app(args: argparse.Namespace, make_scene: Callable[[App], Scene], script: ScriptedInput | None = None) -> int:
    """Open the window on ``make_scene(app)``; with ``--smoke`` run headless for N frames."""
    if args.screenshot and not args.smoke:
        raise SystemExit("rollinone: error: --screenshot needs --smoke N")
    if args.smoke:
        from game.app import headless_env

        headless_env()
    from game.app import App, NoDisplayError
    from game.smoke import ScriptedInput, title_tour

    try:
        # smoke runs read the player's settings like a real start (so a damaged file is tested) but never write them
        app = App(size=args.size, persist_settings=not args.smoke, headless=bool(args.smoke), load_settings=True)
    except NoDisplayError as exc:
        print(f"rollinone: error: {exc}", file=sys.stderr)
        return 1
    if args.smoke and script is None:
        steps, period = title_tour()
        script = ScriptedInput(steps, period)
    app.run(make_scene(app), frames=args.smoke, script=script if args.smoke else None, screenshot=args.screenshot)
    if args.smoke:
        mean = sum(app.frame_times) / max(1, len(app.frame_times)) * 1000
        print(f"smoke: rendered {app.frame} frames, mean frame {mean:.2f} ms")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``rollinone`` command."""
    _guard_streams()
    if not _FREEZE_AT_EXIT:
        _FREEZE_AT_EXIT.append(atexit.register(gc.freeze))  # see _FREEZE_AT_EXIT
    args = parse_args(argv)
    try:
        func = getattr(args, "func", run_title)
        return int(func(args) or 0)
    except KeyboardInterrupt:
        return 130
    except SystemExit:
        raise
    except Exception as exc:  # the last line of defence: one line for the user, details in the log
        from game.app import _log_error

        where = _log_error(exc)
        print(f"rollinone: error: {type(exc).__name__}: {exc} (details in {where})", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
