"""``rollinone replay FILE``: watch a finished game (or check it with ``--verify``).

    rollinone replay FILE [--verify] [--smoke N --screenshot FILE] [--size WxH]

``--verify`` replays the recorded actions headless and compares the end with
the recorded final scores: exit 0, or 1 with the first action that differs
(one line). A file that cannot be used: one line, exit code 2.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from game.commands.resume import bad_file, load_checked, open_on_table
from game.match import saves
from game.match.record import RecordError


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``replay`` sub-command."""
    from game.cli_args import add_display_options

    p = sub.add_parser("replay", help="watch a finished game in the replay viewer (--verify: check it headless)")
    p.add_argument("file", type=Path, help="a replay or saved game file")
    p.add_argument("--verify", action="store_true", help="replay it headless and check the recorded final scores")
    add_display_options(p)
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Verify the replay, or open it in the viewer (headless with ``--smoke``)."""
    if args.screenshot and not args.smoke:
        bad_file("--screenshot needs --smoke N")
    if args.verify:
        from game.match.replaying import verify

        try:
            record = saves.read_record(args.file)
            ok, line = verify(record)
        except RecordError as exc:
            bad_file(f"{args.file}: {exc}")
        if not ok:
            print(f"rollinone: replay differs: {line}", file=sys.stderr)
            return 1
        print(f"replay verified: {line}")
        if not args.smoke:
            return 0
    record = load_checked(args.file)
    return open_on_table(args, record, replay=True)
