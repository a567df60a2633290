"""``rollinone check PATH…``: validate course files and folders of courses, every problem at once.

Each course file goes through the gate the game itself uses before playing a
course (:func:`game.courses.gate.examine`), so a file ``check`` passes starts,
and one the game refuses never passes. Each problem is printed on one line,
``file: error|warning: where: message; fix``; the exit code is 1 when any error
was found, 0 otherwise. ``--json`` prints, for tools such as the Tiled extension::

    {"files": N, "errors": N, "warnings": N,
     "problems": [{"file", "line", "cell", "object", "object_name", "code", "severity", "message", "fix"}]}

(``docs/course-format.md`` describes each field). Folders are searched
recursively for .tmx files (``templates/`` and ``tilesets/`` folders are
skipped). ``--par [N]`` measures each course's par by play (see
:mod:`game.commands.par`). No path, however broken, gives a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.rules.course import Problem, Severity

MAX_LINES_PER_FILE = 20
"""A file with more problems than this prints the first ones and a count of the rest (``--json`` lists all)."""


@dataclass(frozen=True)
class Finding:
    """One problem in one file."""

    file: str
    """The file as given on the command line (or found in a folder)."""
    problem: Problem
    """What is wrong, where, and its fix."""

    @property
    def severity(self) -> str:
        """``error`` or ``warning``."""
        return self.problem.severity.value

    def line(self) -> str:
        """``file: severity: where: message; fix``."""
        return self.problem.text(self.file)

    def to_json(self) -> dict[str, Any]:
        """The fields tools read: file, line, cell, object, object_name, code, severity, message, fix."""
        p = self.problem
        return {
            "file": self.file,
            "line": p.line,
            "cell": list(p.cell) if p.cell is not None else None,
            "object": p.object_id,
            "object_name": p.object_name if p.object_id is not None else None,
            "code": p.code or None,
            "severity": p.severity.value,
            "message": p.message,
            "fix": p.fix or None,
        }


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``check`` sub-command."""
    p = sub.add_parser("check", help="check course files (.tmx) or folders of them and print every problem")
    p.add_argument("paths", nargs="+", metavar="PATH", help="a .tmx course file or a folder searched for them")
    p.add_argument("--json", action="store_true", help="print JSON for tools instead of lines")
    p.add_argument("--no-warnings", action="store_true", help="print errors only")
    from game.commands.par import add_par_options

    add_par_options(p)
    p.set_defaults(func=run)


def _shown(path: Path) -> str:
    return str(path).replace("\n", "\\n").replace("\r", "\\r")


def _error(path: Path, message: str, code: str = "file.unreadable") -> Finding:
    from game.courses.fixes import with_fix

    return Finding(_shown(path), with_fix(Problem(Severity.ERROR, message, code=code)))


def check_file(path: Path) -> list[Finding]:
    """The problems of one course file: the gate's, each with its line in the file where it can be told."""
    return [Finding(_shown(path), p) for p in problems_of(path)[1]]


def problems_of(path: Path) -> tuple[Any, list[Problem]]:
    """The gate's verdict on one file and its problems with their lines filled in."""
    from dataclasses import replace

    from game.courses.gate import examine
    from game.courses.lines import line_of

    verdict = examine(path)
    text = _text(path) if verdict.problems else ""
    problems = [replace(p, line=line_of(text, p)) if text else p for p in verdict.problems]
    return verdict, problems


def _text(path: Path) -> str:
    """The file's text for finding lines ('' when it cannot be read or is too big to be a course)."""
    from game.courses.safexml import MAX_FILE_BYTES

    try:
        if path.stat().st_size > MAX_FILE_BYTES or not path.is_file():
            return ""
        return path.read_bytes().decode("utf-8", errors="replace")
    except (OSError, ValueError):
        return ""


def course_paths(paths: list[Path], findings: list[Finding]) -> list[Path]:
    """The course files the paths name (folders searched), adding a finding for each path that cannot be used."""
    from game.courses import course_files

    out: list[Path] = []
    for path in paths:
        try:
            is_dir = path.is_dir()
            exists = path.exists() or path.is_symlink()
        except OSError as exc:
            findings.append(_error(path, f"cannot be read ({exc.strerror or exc})"))
            continue
        if not exists:
            findings.append(_error(path, "no such file or folder", "file.missing"))
            continue
        if not is_dir:
            out.append(path)
            continue
        unreadable: list[tuple[Path, str]] = []
        files = course_files(path, unreadable)
        for folder, reason in unreadable:
            findings.append(_error(folder, f"folder cannot be read ({reason})"))
        if not files and not unreadable:
            findings.append(Finding(_shown(path), Problem(Severity.WARNING, "the folder holds no .tmx courses", code="folder.empty", fix="put .tmx courses in it, or name a course file")))
        out.extend(files)
    return out


def check_paths(paths: list[Path]) -> tuple[int, list[Finding]]:
    """How many course files were checked, and every finding, in path order."""
    findings: list[Finding] = []
    files = course_paths(paths, findings)
    for file in files:
        findings.extend(check_file(file))
    return len(files), findings


def limited_lines(findings: list[Finding], limit: int = MAX_LINES_PER_FILE) -> list[str]:
    """The findings' lines, at most ``limit`` per file; a cut file's last line says how many more it has."""
    lines: list[str] = []
    count: dict[str, int] = {}
    last: dict[str, int] = {}
    for f in findings:
        count[f.file] = count.get(f.file, 0) + 1
        if count[f.file] <= limit:
            lines.append(f.line())
            last[f.file] = len(lines) - 1
    notes = {
        last[file]: f"{file}: note: {n - limit} more problem{'s' if n - limit != 1 else ''} not shown (--json lists them all)"
        for file, n in count.items()
        if n > limit
    }
    out: list[str] = []
    for i, line in enumerate(lines):
        out.append(line)
        if i in notes:
            out.append(notes[i])
    return out


def run(args: argparse.Namespace) -> int:
    """Check the paths, print the findings (and the par by play, when asked), return the exit code."""
    if getattr(args, "par", None) is not None or getattr(args, "write_par", False):
        from game.commands.par import run_with_check

        return run_with_check(args)
    count, findings = check_paths([Path(p) for p in args.paths])
    return report(args, count, findings)


def report(args: argparse.Namespace, count: int, findings: list[Finding], extra: dict[str, Any] | None = None, text_lines: list[str] | None = None) -> int:
    """Print the findings as lines or JSON (with ``extra`` keys in the JSON); the exit code."""
    if args.no_warnings:
        findings = [f for f in findings if f.severity == "error"]
    errors = sum(1 for f in findings if f.severity == "error")
    warnings = sum(1 for f in findings if f.severity == "warning")
    if args.json:
        out: dict[str, Any] = {"files": count, "errors": errors, "warnings": warnings, "problems": [f.to_json() for f in findings]}
        out.update(extra or {})
        print(json.dumps(out, indent=2, ensure_ascii=False))
    else:
        for line in limited_lines(findings):
            print(line)
        for line in text_lines or []:
            print(line)
        summary = f"checked {count} course file{'s' if count != 1 else ''}: {errors} error{'s' if errors != 1 else ''}, {warnings} warning{'s' if warnings != 1 else ''}"
        print(summary, file=sys.stderr)
    return 1 if errors else 0
