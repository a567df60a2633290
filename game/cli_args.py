"""The argparse side of the ``rollinone`` command: one-line errors, argument types, the full parser.

Apart from :mod:`game.cli` so that a plain launch (no arguments, or
``--smoke N``), which :func:`game.cli.parse_args` reads without a parser,
never imports argparse: a few milliseconds before the first frame.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
from pathlib import Path
from typing import NoReturn

from game import __version__

COMMAND_MODULES = (
    "game.commands.play",
    "game.commands.resume",
    "game.commands.replay",
    "game.commands.check",
    "game.commands.simulate",
    "game.commands.courses",
    "game.commands.daily",
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
    parser = OneLineParser(prog="rollinone", description="Roll in One: four tabletop dice games for couch play.")
    parser.add_argument("--version", action="version", version=f"rollinone {__version__}")
    add_display_options(parser)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=OneLineParser)
    for name in COMMAND_MODULES:
        if importlib.util.find_spec(name) is not None:
            importlib.import_module(name).register(sub)
    return parser
