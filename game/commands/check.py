"""``rollinone check PATH…``: validate course files and folders of courses.

Each problem is printed on one line, ``file: error|warning: where: message``;
the exit code is 1 when any error was found, 0 otherwise. ``--json`` prints
``{"files": N, "errors": N, "warnings": N, "problems": [{file, severity, where, message}]}``
for tools. Folders are searched recursively for .tmx files (``templates/`` and
``tilesets/`` folders are skipped). No path, however broken, gives a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

MAX_LINES_PER_FILE = 20
"""A file with more problems than this prints the first ones and a count of the rest (``--json`` lists all)."""


@dataclass(frozen=True)
class Finding:
    """One problem in one file."""

    file: str
    severity: str
    where: str
    message: str

    def line(self) -> str:
        """``file: severity: where: message``."""
        return ": ".join(p for p in (self.file, self.severity, self.where, self.message) if p)

    def to_json(self) -> dict[str, str]:
        """A JSON-compatible dict."""
        return {"file": self.file, "severity": self.severity, "where": self.where, "message": self.message}


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``check`` sub-command."""
    p = sub.add_parser("check", help="check course files (.tmx) or folders of them and print every problem")
    p.add_argument("paths", nargs="+", metavar="PATH", help="a .tmx course file or a folder searched for them")
    p.add_argument("--json", action="store_true", help="print JSON for tools instead of lines")
    p.add_argument("--no-warnings", action="store_true", help="print errors only")
    p.set_defaults(func=run)


def _shown(path: Path) -> str:
    return str(path).replace("\n", "\\n").replace("\r", "\\r")


def check_file(path: Path) -> list[Finding]:
    """The problems of one course file (loader errors, warnings, structural and engine checks)."""
    from game.courses import CourseError, load_report
    from game.courses.validate import check_course

    shown = _shown(path)
    try:
        report = load_report(path)
    except CourseError as exc:
        return [Finding(shown, "error", exc.where, exc.message)]
    except Exception as exc:  # a loader bug must still be one line, never a traceback
        text = " ".join(str(exc).split())[:120]
        return [Finding(shown, "error", "", f"could not be read ({type(exc).__name__}: {text})")]
    problems = [*report.warnings, *check_course(report.course)]
    return [Finding(shown, p.severity.value, p.where, p.message) for p in problems]


def check_paths(paths: list[Path]) -> tuple[int, list[Finding]]:
    """How many course files were checked, and every finding, in path order."""
    from game.courses import course_files

    findings: list[Finding] = []
    count = 0
    for path in paths:
        try:
            is_dir = path.is_dir()
            exists = path.exists() or path.is_symlink()
        except OSError as exc:
            findings.append(Finding(_shown(path), "error", "", f"cannot be read ({exc.strerror or exc})"))
            continue
        if not exists:
            findings.append(Finding(_shown(path), "error", "", "no such file or folder"))
            continue
        if not is_dir:
            count += 1
            findings.extend(check_file(path))
            continue
        unreadable: list[tuple[Path, str]] = []
        files = course_files(path, unreadable)
        for folder, reason in unreadable:
            findings.append(Finding(_shown(folder), "error", "", f"folder cannot be read ({reason})"))
        if not files and not unreadable:
            findings.append(Finding(_shown(path), "warning", "", "the folder holds no .tmx courses"))
        for file in files:
            count += 1
            findings.extend(check_file(file))
    return count, findings


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
    """Check the paths, print the findings, return the exit code."""
    count, findings = check_paths([Path(p) for p in args.paths])
    if args.no_warnings:
        findings = [f for f in findings if f.severity == "error"]
    errors = sum(1 for f in findings if f.severity == "error")
    warnings = sum(1 for f in findings if f.severity == "warning")
    if args.json:
        out: dict[str, Any] = {"files": count, "errors": errors, "warnings": warnings, "problems": [f.to_json() for f in findings]}
        print(json.dumps(out, indent=2, ensure_ascii=False))
    else:
        for line in limited_lines(findings):
            print(line)
        summary = f"checked {count} course file{'s' if count != 1 else ''}: {errors} error{'s' if errors != 1 else ''}, {warnings} warning{'s' if warnings != 1 else ''}"
        print(summary, file=sys.stderr)
    return 1 if errors else 0
