"""``rollinone courses``: where courses live, and which of the player's own can be played.

    rollinone courses --where      the player's courses folder (put .tmx courses here)
    rollinone courses --levels     the game's own levels folder (a Tiled project; in a bundle, _internal/levels)
    rollinone courses              each course in the player's folder: its game, name, and whether it plays

The listing goes through the same gate as the game and ``rollinone check``;
``check`` says every problem of a file, this says the first.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``courses`` sub-command."""
    p = sub.add_parser("courses", help="say where courses live (--where: your courses folder) and list your own")
    which = p.add_mutually_exclusive_group()
    which.add_argument("--where", action="store_true", help="print your courses folder (where the set-up screens find your .tmx courses)")
    which.add_argument("--levels", action="store_true", help="print the game's own levels folder (the shipped courses, a Tiled project)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Print what was asked; 0, or 1 when the folder cannot be used."""
    from game import paths

    if args.levels:
        try:
            print(paths.levels_dir())
        except paths.DataNotFoundError as exc:
            print(f"rollinone: error: {exc}", file=sys.stderr)
            return 1
        return 0
    folder = paths.user_courses_dir()
    if args.where:
        print(folder)
        problem = paths.user_dir_problem()
        if problem:
            print(f"rollinone: note: {problem}", file=sys.stderr)
        return 0
    return _list(folder)


def _list(folder: Path) -> int:
    from game.courses import declared_game
    from game.courses.gate import examine

    try:
        files = sorted(p for p in folder.glob("*.tmx") if p.is_file())
    except OSError as exc:
        print(f"rollinone: error: {folder} cannot be read ({exc.strerror or exc})", file=sys.stderr)
        return 1
    print(f"your courses folder: {folder}")
    if not files:
        print("  (no .tmx courses yet: copy one here, or start from levels/templates/new-*.tmx)")
    for path in files:
        game = declared_game(path) or "?"
        verdict = examine(path)
        name = verdict.course.name if verdict.course is not None else path.stem
        errors = verdict.errors
        said = "plays" if not errors else f"refused: {errors[0].message}"
        print(f"  {path.name}: {game}: {name}: {said}")
    return 0
