"""The ``rollinone`` command (also ``python -m game``).

``rollinone`` opens the game; ``rollinone --smoke N [--screenshot FILE]``
renders N frames headless with scripted input and exits; sub-commands
(``check``, ``simulate``, ``play``) live in :mod:`game.commands`. Every failure
the user can cause ends in a one-line message and a non-zero exit code.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from game import __version__

if TYPE_CHECKING:
    from game.app import App
    from game.scenes.base import Scene
    from game.smoke import ScriptedInput

COMMAND_MODULES = (
    "game.commands.play",
    "game.commands.resume",
    "game.commands.replay",
    "game.commands.check",
    "game.commands.simulate",
)


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose errors are one line, not a usage block."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def positive_int(value: str) -> int:
    """argparse type: an integer ≥ 1."""
    try:
        n = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{value!r} is not a whole number") from None
    if n < 1:
        raise argparse.ArgumentTypeError(f"{value} must be at least 1")
    return n


def window_size(value: str) -> tuple[int, int]:
    """argparse type: ``WIDTHxHEIGHT``."""
    try:
        w, h = (int(v) for v in value.lower().replace("×", "x").split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{value!r} is not a size like 1280x720") from None
    if not (320 <= w <= 16384 and 240 <= h <= 16384):
        raise argparse.ArgumentTypeError(f"{value} is not a sensible window size")
    return w, h


def add_display_options(parser: argparse.ArgumentParser) -> None:
    """``--smoke``, ``--screenshot`` and ``--size``, shared by the title and ``play``."""
    parser.add_argument("--smoke", type=positive_int, metavar="N", help="render N frames headless with scripted input, then exit")
    parser.add_argument("--screenshot", type=Path, metavar="FILE", help="with --smoke: save the last frame as PNG")
    parser.add_argument("--size", type=window_size, metavar="WxH", help="window size, e.g. 1280x720")


def build_parser() -> OneLineParser:
    """The full command-line interface."""
    parser = OneLineParser(prog="rollinone", description="Roll in One: four hex dice games for couch play.")
    parser.add_argument("--version", action="version", version=f"rollinone {__version__}")
    add_display_options(parser)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=OneLineParser)
    for name in COMMAND_MODULES:
        if importlib.util.find_spec(name) is not None:
            importlib.import_module(name).register(sub)
    return parser


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """The command line read by :func:`build_parser`, without importing the sub-commands to open the title.

    Building the full parser imports every command module (and what they
    import). A plain launch names no command, so a parser with only the
    top-level options reads it first; anything it does not know (a command,
    ``--help``) goes to the full parser, so messages and results are the same.
    """
    argv = list(sys.argv[1:] if argv is None else argv)
    if "-h" not in argv and "--help" not in argv:
        top = OneLineParser(prog="rollinone", add_help=False)
        top.add_argument("--version", action="version", version=f"rollinone {__version__}")
        add_display_options(top)
        args, rest = top.parse_known_args(argv)
        if not rest:
            args.command = None
            return args
    return build_parser().parse_args(argv)


def _guard_streams() -> None:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    # A windowed bundle (Windows, macOS) has no console: print() must not crash.
    if sys.stdout is None:
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w")  # noqa: SIM115


def run_title(args: argparse.Namespace) -> int:
    """Open the title screen (or smoke-test it)."""
    from game.scenes.title import TitleScene

    return run_app(args, TitleScene)


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
