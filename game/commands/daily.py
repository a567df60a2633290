"""``rollinone daily GAME``: play the challenge of the day (or of another day) straight away.

    rollinone daily carom [--date 2026-05-14] [--name Cleo] [--describe] [--smoke N --screenshot FILE] [--size WxH]

The challenge is made from the date alone (``game.match.daily``): the same
course and dice on every machine. The first try of a day counts in the
clubhouse; a try left unfinished is carried on; further tries are practice.
``--describe`` prints the challenge in one line and opens no window. A wrong
date, a day still to come or an unknown game: one line, exit code 2.
"""

from __future__ import annotations

import argparse
from datetime import date
from typing import TYPE_CHECKING

from game.commands.resume import bad_file

if TYPE_CHECKING:
    from game.app import App
    from game.scenes.base import Scene


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``daily`` sub-command."""
    from game.cli_args import add_display_options

    p = sub.add_parser("daily", help="play the challenge of the day: the same course and dice on every machine")
    p.add_argument("game", help="rollinone, eagles_creek, carom or rollecate")
    p.add_argument("--date", default=None, metavar="YYYY-MM-DD", help="another day's challenge (default: today)")
    p.add_argument("--name", default=None, help="who plays (default: the first person of the game's last set-up, else You)")
    p.add_argument("--describe", action="store_true", help="print the challenge (course, par, seed) and open no window")
    add_display_options(p)
    p.set_defaults(func=run)


def chosen_day(text: str | None) -> date:
    """The day asked for (today without ``--date``); exit 2 with one line for a wrong or future date."""
    from game.match import daily

    try:
        day = daily.parse_day(text) if text is not None else date.today()
        daily.check_day(day)
    except daily.DailyError as exc:
        bad_file(f"--date: {exc}")
    return day


def run(args: argparse.Namespace) -> int:
    """Describe the challenge, or open it on the table (headless with ``--smoke``)."""
    from game.match import daily

    if args.screenshot and not args.smoke:
        bad_file("--screenshot needs --smoke N")
    day = chosen_day(args.date)
    if args.name is not None and not args.name.strip():
        bad_file("--name must not be empty")
    try:
        made = daily.challenge(args.game, day)
    except daily.DailyError as exc:
        bad_file(str(exc))
    if args.describe:
        par = f" · par {made.par}" if made.par is not None else ""
        print(f"Challenge of {daily.day_title(day)}: {made.title}{par} · seed {made.seed}")
        return 0
    from game.cli import run_app
    from game.smoke import ScriptedInput

    def make(app: App) -> Scene:
        from game.scenes.daily import DailyLaunch

        return DailyLaunch(app, args.game, day, args.name)

    return run_app(args, make, script=ScriptedInput([], 1))
