"""``rollinone play GAME``: start straight into a game on screen, skipping the title and the set-up.

    rollinone play carom --players 2 --computer 2 [--course FILE] [--mode carom] [--smoke N --screenshot FILE]
    rollinone play rollecate --players 3 --computer 2 [--rounds 3] [--choice derail_limit=3]
    rollinone play rollinone --players 3 --computer 3 [--variant quick] [--option play_mean] [--choice golfers=shared2]
    rollinone play eagles_creek --players 3 --computer 2 [--holes 9|6|3] [--course FILE]

Any game with a screen can be played: the command builds what the game's
set-up screen would hand over (players, mode, courses, options, choices) from
the game's own set-up spec, and its set-up module's ``record_for`` turns that
into the match record. Without ``--smoke`` the window opens; with it, N frames
are rendered headless (computer players play on their own) and the last one
can be saved.
"""

from __future__ import annotations

import argparse
import importlib
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game import catalog

if TYPE_CHECKING:
    from game.app import App
    from game.scenes.base import Scene


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``play`` sub-command."""
    from game.cli_args import add_display_options, positive_int

    p = sub.add_parser("play", help="start a game on screen straight away (computer players play by themselves)")
    p.add_argument("game", help="the game to play (any game with a screen: carom, rollecate, ...)")
    p.add_argument("--players", type=positive_int, default=2, help="number of players (default 2)")
    p.add_argument("--computer", type=int, default=None, metavar="K", help="how many of them the computer plays (the last K seats; default all but one)")
    p.add_argument("--course", action="append", default=None, metavar="FILE", help="a course file (Roll in One: a board, a ready-made hole or a folder of them); repeat to play several in order (default: the first shipped course)")
    p.add_argument("--mode", "--variant", dest="mode", default=None, help="the way to play, as on the set-up screen (Carom Golf: basic or carom; Roll in One: full, quick, solo, survival, campaign, bumper_game; default the first)")
    p.add_argument("--holes", default=None, help="Eagle's Creek: 9, 6 or 3 holes (the same as --mode)")
    p.add_argument("--option", action="append", default=[], metavar="KEY", help="turn on a set-up option (Roll in One: play_mean, bumper_golf, handicap); repeat for several")
    p.add_argument("--level", default="normal", help="computer strength (default normal)")
    p.add_argument("--rounds", type=positive_int, default=None, help="rounds to play, for games that have rounds (Rollecate)")
    p.add_argument("--choice", action="append", default=None, metavar="KEY=VALUE", help="a set-up choice by its key, e.g. derail_limit=3 (repeatable)")
    p.add_argument("--direction-first", action="store_true", help="Carom Golf: choose the direction before the roll (the rulebook's variant)")
    p.add_argument("--no-path", action="store_true", help="Carom Golf: do not draw the ball's path before the stroke")
    p.add_argument("--seed", type=int, default=None, help="seed for the dice and the computer players")
    add_display_options(p)
    p.set_defaults(func=run)


def _fail(message: str) -> None:
    raise SystemExit(f"rollinone: error: {message}")


def _setup_module(game_id: str) -> Any:
    entry = catalog.info(game_id)
    if not catalog.playable_on_screen(game_id):
        _fail(f"{entry.title} is not playable on screen yet")
    return importlib.import_module(entry.screen or "")


def build_result(args: argparse.Namespace) -> Any:
    """The set-up the command line describes (checked: every mistake is one line)."""
    from game.scenes.common_setup import CourseChoice, PlayerSpec, SetupResult

    try:
        entry = catalog.info(args.game)
    except ValueError as exc:
        _fail(str(exc))
    spec = _setup_module(args.game).spec()
    if not entry.min_players <= args.players <= entry.max_players:
        _fail(f"{entry.title} takes {entry.min_players} to {entry.max_players} players, not {args.players}")
    computers = args.players - 1 if args.computer is None else args.computer
    if not 0 <= computers <= args.players:
        _fail(f"--computer must be between 0 and the number of players ({args.players}), not {computers}")
    modes = [m[0] for m in spec.modes]
    if args.holes is not None:
        if args.mode is not None and args.mode != args.holes:
            _fail("give --holes or --mode, not both")
        args.mode = args.holes
    mode = args.mode if args.mode is not None else (modes[0] if modes else "")
    if modes and mode not in modes:
        flag = "--holes" if args.holes is not None else "--mode"
        _fail(f"{flag} must be {', '.join(modes[:-1]) + ' or ' if len(modes) > 1 else ''}{modes[-1]}, not {mode!r}")
    if not modes and args.mode is not None:
        _fail(f"{entry.title} has no modes")
    if args.level not in spec.levels:
        _fail(f"--level must be one of {', '.join(spec.levels)}, not {args.level!r}")
    choices = {c.key: c.default for c in spec.choices}
    wanted = list(args.choice or [])
    if args.rounds is not None:
        wanted.append(f"rounds={args.rounds}")
    for item in wanted:
        key, _, value = item.partition("=")
        known = {c.key: c for c in spec.choices}
        if key not in known:
            _fail(f"{entry.title} has no choice {key!r}" + (f" (its choices: {', '.join(known)})" if known else ""))
        values = [v[0] for v in known[key].values]
        if value not in values:
            _fail(f"{key} must be one of {', '.join(values)}, not {value!r}")
        choices[key] = value
    options = {o.key: o.default for o in spec.options}
    for key in args.option:
        if key not in options:
            _fail(f"--option must be one of {', '.join(sorted(options)) or 'none for this game'}, not {key!r}")
        options[key] = True
    if "direction_first" in options:
        options["direction_first"] = bool(args.direction_first)
    if "show_path" in options:
        options["show_path"] = not args.no_path
    courses = []
    if spec.courses is not None:
        engine = catalog.engine(args.game)
        for f in args.course or [None]:
            try:
                course = catalog.load_course(args.game, f)
            except Exception as exc:  # CourseError and friends: one line naming the file
                _fail(str(exc))
            if course is None:
                course = engine.default_course()
            label = course.name if hasattr(course, "name") else Path(f or ".").name  # a folder of boards is a tuple
            courses.append(CourseChoice(label, Path(f) if f else Path(getattr(course, "source", "") or "."), course))
        default_mode = getattr(_setup_module(args.game), "default_mode", None)
        if args.mode is None and default_mode is not None:
            mode = default_mode(courses)
    elif args.course:
        _fail(f"{entry.title} is played without a course")
    humans = args.players - computers
    players = [
        PlayerSpec(f"Player {i + 1}" if i < humans else f"Computer {i - humans + 1}", i, i >= humans, args.level)
        for i in range(args.players)
    ]
    return SetupResult(players, mode, courses, options, choices)


def run(args: argparse.Namespace) -> int:
    """Open the game (or smoke-test it)."""
    from game.cli import run_app
    from game.smoke import ScriptedInput

    if args.screenshot and not args.smoke:
        _fail("--screenshot needs --smoke N")
    result = build_result(args)
    try:
        record = _setup_module(args.game).record_for(result, seed=args.seed)
    except ValueError as exc:  # a way to play that does not fit the players, say
        _fail(str(exc))

    def make(app: App) -> Scene:
        from game.scenes.table.scene import TableScene

        return TableScene(app, record)

    return run_app(args, make, script=ScriptedInput([], 1))
