"""``rollinone play GAME``: start straight into a game on screen, skipping the title and the set-up.

    rollinone play carom --players 2 --computer 2 [--course FILE] [--mode carom] [--smoke N --screenshot FILE]

Without ``--smoke`` the window opens; with it, N frames are rendered headless
(computer players play on their own) and the last one can be saved.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from game import catalog

PLAYABLE = ("carom",)
"""Games whose screens are built (the others say so)."""


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """Add the ``play`` sub-command."""
    from game.cli import add_display_options, positive_int

    p = sub.add_parser("play", help="start a game on screen straight away (computer players play by themselves)")
    p.add_argument("game", help="the game to play (carom)")
    p.add_argument("--players", type=positive_int, default=2, help="number of players (default 2)")
    p.add_argument("--computer", type=int, default=None, metavar="K", help="how many of them the computer plays (the last K seats; default all but one)")
    p.add_argument("--course", action="append", default=None, metavar="FILE", help="a course file; repeat to play several in order (default: the first shipped course)")
    p.add_argument("--mode", default="basic", help="Carom Golf: basic or carom (default basic)")
    p.add_argument("--level", default="normal", help="computer strength (default normal)")
    p.add_argument("--direction-first", action="store_true", help="choose the direction before the roll (the rulebook's variant)")
    p.add_argument("--no-path", action="store_true", help="do not draw the ball's path before the stroke")
    p.add_argument("--seed", type=int, default=None, help="seed for the dice and the computer players")
    add_display_options(p)
    p.set_defaults(func=run)


def _fail(message: str) -> None:
    raise SystemExit(f"rollinone: error: {message}")


def build_result(args: argparse.Namespace) -> Any:
    """The set-up the command line describes (checked: every mistake is one line)."""
    from game.scenes.common_setup import CourseChoice, PlayerSpec

    try:
        entry = catalog.info(args.game)
    except catalog.UnknownGameError as exc:
        _fail(str(exc))
    if args.game not in PLAYABLE:
        _fail(f"{entry.title} is not playable on screen yet")
    if not entry.min_players <= args.players <= entry.max_players:
        _fail(f"{entry.title} takes {entry.min_players} to {entry.max_players} players, not {args.players}")
    computers = args.players - 1 if args.computer is None else args.computer
    if not 0 <= computers <= args.players:
        _fail(f"--computer must be between 0 and the number of players ({args.players}), not {computers}")
    if args.mode not in ("basic", "carom"):
        _fail(f"--mode must be basic or carom, not {args.mode!r}")
    try:
        engine = catalog.engine(args.game)
    except catalog.UnknownGameError as exc:
        _fail(str(exc))
    levels = tuple(getattr(engine, "LEVELS", ("normal",)))
    if args.level not in levels:
        _fail(f"--level must be one of {', '.join(levels)}, not {args.level!r}")
    choices = []
    files = args.course or [None]
    for f in files:
        try:
            course = catalog.load_course(args.game, f)
        except Exception as exc:  # CourseError and friends: one line naming the file
            _fail(str(exc))
        if course is None:
            course = engine.default_course()
        choices.append(CourseChoice(course.name, Path(f) if f else Path(course.source or "."), course))
    humans = args.players - computers
    players = [
        PlayerSpec(f"Player {i + 1}" if i < humans else f"Computer {i - humans + 1}", i, i >= humans, args.level)
        for i in range(args.players)
    ]
    from game.scenes.common_setup import SetupResult

    return SetupResult(players, args.mode, choices, {"direction_first": args.direction_first, "show_path": not args.no_path})


def run(args: argparse.Namespace) -> int:
    """Open the game (or smoke-test it)."""
    from game.cli import run_app
    from game.smoke import ScriptedInput

    if args.screenshot and not args.smoke:
        _fail("--screenshot needs --smoke N")
    result = build_result(args)

    def make(app):  # type: ignore[no-untyped-def]
        from game.scenes.carom.setup import record_for
        from game.scenes.table.scene import TableScene

        return TableScene(app, record_for(result, seed=args.seed))

    return run_app(args, make, script=ScriptedInput([], 1))
