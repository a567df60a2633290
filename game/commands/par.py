"""``rollinone check --par [N] [--seed S] [--write-par]``: measure each course's par by play.

After the usual check, every course without errors that has a par (Carom Golf
courses, Eagle's Creek sheets hole by hole, Roll in One ready-made holes) is
played N times (default 200) by the game's strongest computer player
(:func:`game.match.par.measure`); per course or hole the mean strokes, their
spread and a suggested par are printed, and kept in the user folder's par store
so that the set-up's course lists show "par 4 · plays 4.3 ± 1.1" without
playing a game. ``--write-par`` writes each suggestion into the file the way
Tiled would (the map's ``par``, or each Eagle's Creek flag's ``par``).
``--json`` adds a ``"par"`` list beside the problems.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

DEFAULT_GAMES = 200
"""Games per course when ``--par`` is given without a number."""


def add_par_options(p: argparse.ArgumentParser) -> None:
    """Add ``--par [N]``, ``--seed`` and ``--write-par`` to the check command."""
    from game.cli_args import positive_int

    p.add_argument(
        "--par",
        nargs="?",
        type=positive_int,
        const=DEFAULT_GAMES,
        default=None,
        metavar="N",
        help=f"also play N games (default {DEFAULT_GAMES}) of the strongest computer player on each course and print the strokes and a suggested par",
    )
    p.add_argument("--seed", type=int, default=1, help="seed of the --par games (default 1): the same N and seed give the same figures")
    p.add_argument("--write-par", action="store_true", help="write each suggested par into its course file, as Tiled would (implies --par)")


def run_with_check(args: argparse.Namespace) -> int:
    """Check the paths, then measure the par of every course that passed; print both; the exit code."""
    from game.commands.check import check_file, course_paths, report

    games = args.par if args.par is not None else DEFAULT_GAMES
    findings: list[Any] = []
    files = course_paths([Path(p) for p in args.paths], findings)
    entries: list[dict[str, Any]] = []
    lines: list[str] = []
    for file in files:
        found = check_file(file)
        findings.extend(found)
        if any(f.severity == "error" for f in found):
            entries.append(_skipped(file, "", "it has errors; correct them first"))
            lines.append(f"{_shown(file)}: par: not measured: it has errors")
            continue
        entry, text = measure_file(file, games, args.seed, args.write_par, quiet=args.json)
        entries.extend(entry)
        lines.extend(text)
    return report(args, len(files), findings, extra={"par": entries}, text_lines=lines)


def _shown(path: Path) -> str:
    return str(path).replace("\n", "\\n").replace("\r", "\\r")


def _skipped(path: Path, name: str, reason: str) -> dict[str, Any]:
    return {
        "file": _shown(path),
        "name": name or None,
        "hole": None,
        "object": None,
        "games": None,
        "seed": None,
        "mean": None,
        "spread": None,
        "suggested": None,
        "current": None,
        "note": None,
        "written": False,
        "reason": reason,
    }


def measure_file(path: Path, games: int, seed: int, write: bool, quiet: bool = False) -> tuple[list[dict[str, Any]], list[str]]:
    """Measure one course file (already checked); its JSON entries and its printed lines."""
    from game.courses import CourseError, load_course
    from game.courses.parwrite import write_par
    from game.match.par import ParError, measure
    from game.match.parstore import ParStore

    shown = _shown(path)
    try:
        course = load_course(path)
        report = measure(course, games, seed, progress=None if quiet else _progress(shown, games))
    except ParError as exc:
        if not quiet:
            _end_progress()
        return [_skipped(path, "", str(exc))], [f"{shown}: par: not measured: {exc}"]
    except CourseError as exc:
        return [_skipped(path, "", exc.message)], [f"{shown}: par: not measured: {exc.message}"]
    if not quiet:
        _end_progress()
    store_problem = ParStore.default().put(course, report)
    written = False
    written_line = ""
    if write:
        total = report.total
        flags = {f.object_id: f.suggested for f in report.figures[1:] if f.object_id is not None}
        try:
            written = write_par(path, total.suggested, flags or None)
        except CourseError as exc:
            written_line = f"{shown}: par: not written: {exc.message}"
        else:
            what = ", ".join(f"hole {f.hole} par {f.suggested}" for f in report.figures[1:]) if flags else f"par {total.suggested}"
            written_line = f"{shown}: par: wrote {what} into the file" if written else f"{shown}: par: the file already says {what}"
    entries: list[dict[str, Any]] = []
    lines: list[str] = []
    for f in report.figures:
        entries.append(
            {
                "file": shown,
                "name": f.label if f.hole is None else course.name,
                "hole": f.hole,
                "object": f.object_id,
                "games": f.games,
                "seed": report.seed,
                "mean": round(f.mean, 3),
                "spread": round(f.spread, 3),
                "suggested": f.suggested,
                "current": f.current,
                "note": f.note(),
                "written": written,
                "reason": None,
            }
        )
        where = f.label if f.hole is None else f"{course.name}, {f.label}"
        owner = "the map" if f.hole is None else "its flag"
        says = f"{owner} says {f.current}" if f.current is not None else f"{owner} gives none"
        lines.append(f"{shown}: par: {where}: {f.games} games: {f.plays()} strokes; suggested par {f.suggested} ({says})")
    if written_line:
        lines.append(written_line)
    if store_problem:
        lines.append(f"{shown}: par: note: {store_problem}")
    return entries, lines


_PROGRESS = {"shown": False}


def _progress(label: str, games: int) -> Any:
    """A counter on stderr while games are played (only on a terminal)."""
    if not sys.stderr.isatty():
        return None

    def tick(done: int) -> None:
        if done == games or done % 10 == 0:
            sys.stderr.write(f"\r{label}: playing {done}/{games}")
            sys.stderr.flush()
            _PROGRESS["shown"] = True

    return tick


def _end_progress() -> None:
    if _PROGRESS["shown"]:
        sys.stderr.write("\r\x1b[K")
        sys.stderr.flush()
        _PROGRESS["shown"] = False
