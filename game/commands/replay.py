"""``rollinone replay FILE``: watch a finished game (or check it with ``--verify``, or read it with ``--log``).

    rollinone replay FILE [--verify] [--log] [--smoke N --screenshot FILE] [--size WxH]

``--verify`` replays the recorded actions headless and compares the end with
the recorded final scores: exit 0, or 1 with the first action that differs
(one line); a challenge of the day must also be that day's (its course and
dice are made again from the date). ``--log`` prints the game log, one line per line, as everyone may
read it (no hidden card, except the hands a round's end shows): exit 0. A file
that cannot be used: one line, exit code 2.
"""

from __future__ import annotations

import argparse
import os
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
    p.add_argument("--log", action="store_true", help="print the game log: every action and outcome, one per line (what everyone saw)")
    add_display_options(p)
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Verify the replay, or open it in the viewer (headless with ``--smoke``)."""
    if args.screenshot and not args.smoke:
        bad_file("--screenshot needs --smoke N")
    if args.log:
        return print_log(args.file)
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
        if record.info.get("daily"):  # a challenge of the day: is it really that day's?
            from game.match.daily import check, describe

            why = check(record)
            if why is not None:
                print(f"rollinone: not the challenge of the day it says: {why}", file=sys.stderr)
                return 1
            print(describe(record))
        if not args.smoke:
            return 0
    record = load_checked(args.file)
    return open_on_table(args, record, replay=True)


def print_log(path: Path) -> int:
    """Print the public game log of the record in ``path`` (exit 2 with one line if it cannot be read)."""
    from game.match.gamelog import GameLog
    from game.scenes.log_words import words_for

    try:
        record = saves.read_record(path)
        log = GameLog.of_record(record, words_for(record.game))
    except RecordError as exc:
        bad_file(f"{path}: {exc}")
    out = sys.stdout
    encoding = out.encoding or "utf-8"
    try:
        for line in log.public_text():
            out.write(line.encode(encoding, "replace").decode(encoding) + "\n")  # a console without ▲ shows ?
        out.flush()
    except BrokenPipeError:  # read by `head`, which stopped reading: that is fine
        os.dup2(os.open(os.devnull, os.O_WRONLY), out.fileno())  # and nothing more to write at exit
    return 0
