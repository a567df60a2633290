"""``rollinone resume [FILE]``: carry on with the latest unfinished game (or the one in FILE).

    rollinone resume [FILE] [--smoke N --screenshot FILE] [--size WxH]

A file that cannot be used gets one line and exit code 2; the game opens on
the shared table with the title screen beneath it, so leaving the game lands
on the title.

Hidden, for tests: ``--autoplay [--pace S]`` plays the game on headless with
computer players for every seat, autosaving after every action (no window);
``tests/match/test_kill.py`` SIGKILLs it at random moments.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from game.match import saves
from game.match.record import MatchRecord, RecordError

if TYPE_CHECKING:
    from game.app import App
    from game.scenes.base import Scene


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``resume`` sub-command."""
    from game.cli_args import add_display_options

    p = sub.add_parser("resume", help="carry on with the latest unfinished game, or the saved game in FILE")
    p.add_argument("file", nargs="?", type=Path, help="a saved game (default: the most recent unfinished one)")
    add_display_options(p)
    # Hidden: play on headless with computer players, autosaving after every action (the kill test's subject).
    p.add_argument("--autoplay", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--pace", type=float, default=0.0, help=argparse.SUPPRESS)
    p.set_defaults(func=run)


def bad_file(message: str) -> NoReturn:
    """One line on stderr and exit code 2: the file (or the lack of one) is the problem."""
    print(f"rollinone: error: {message}", file=sys.stderr)
    raise SystemExit(2)


def load_checked(path: Path) -> MatchRecord:
    """The record in ``path``, replayed once to be sure it plays (exit 2 with one line if not)."""
    try:
        record = saves.read_record(path)
        record.states()
    except RecordError as exc:
        bad_file(f"{path}: {exc}")
    return record


def run(args: argparse.Namespace) -> int:
    """Open the saved game (or smoke-test it, or play it on headless)."""
    if args.screenshot and not args.smoke:
        bad_file("--screenshot needs --smoke N")
    if args.file is not None:
        record = load_checked(args.file)
    else:
        try:
            saves.list_saves()  # a folder that cannot be read says so here
            from game import catalog

            entry = saves.latest_unfinished(lambda r: catalog.playable_on_screen(r.game) or args.autoplay)
        except saves.SaveError as exc:
            bad_file(str(exc))
        if entry is None:
            bad_file("there is no unfinished game to resume")
        record = load_checked(entry.path)
    if record.finished:
        bad_file(f"that game has ended; watch it with: rollinone replay {args.file or 'FILE'}")
    if args.autoplay:
        return autoplay(record, args.pace)
    return open_on_table(args, record, replay=False)


def autoplay(record: MatchRecord, pace: float) -> int:
    """Play on headless with computer players, autosaving after every action (no window)."""
    from game.match.replaying import play_on

    def ready(rec: MatchRecord) -> None:
        print(f"ready {len(rec.actions)}", flush=True)  # the kill test waits for this line

    def save(rec: MatchRecord, _state: object) -> None:
        if rec.finished:
            saves.finish(rec)
        else:
            saves.autosave(rec)

    try:
        play_on(record, save, pace=min(1.0, pace) if pace > 0 else 0.0, on_ready=ready)
    except (RecordError, saves.SaveError) as exc:
        bad_file(str(exc))
    print(f"finished after {len(record.actions)} actions", flush=True)
    return 0


def open_on_table(args: argparse.Namespace, record: MatchRecord, *, replay: bool) -> int:
    """Open the window with the title beneath and the record on the table (headless with ``--smoke``)."""
    from game.cli import run_app
    from game.smoke import ScriptedInput

    def make(app: App) -> Scene:
        from game.scenes.saved_games import LaunchScene

        return LaunchScene(app, record, replay=replay)

    return run_app(args, make, script=ScriptedInput([], 1))
