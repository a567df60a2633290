"""The type checker passes (issue #19): ``--strict`` on the rules layer and the hex maths, plainly on
the rest of ``game/``, and it refuses each wrong use of the typed contract in ``tests/typecheck/``.

mypy runs as ``python -m mypy`` with the configuration in ``pyproject.toml``. Its caches live in
``.mypy_cache/tests-*`` (one per set of options, so the runs do not undo each other's cache), which
makes a second run take a second or two instead of half a minute.
"""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CACHE = ROOT / ".mypy_cache"
SNIPPET = Path("tests", "typecheck", "wrong_contract.py")

ERROR = re.compile(r"^(?P<path>[^:\n]+):(?P<line>\d+): error: .*\[(?P<code>[a-z0-9-]+)\]$", re.M)
EXPECT = re.compile(r"#\s*expect-error\[(?P<code>[a-z0-9-]+)\]\s*$")  # at the end of a line


def mypy(*args: str, cache: str) -> subprocess.CompletedProcess[str]:
    """Run mypy from the repository root with its own cache directory."""
    if importlib.util.find_spec("mypy") is None:
        pytest.fail("mypy is not installed: it is in the test extra (pip install -e '.[test]')")
    command = [sys.executable, "-m", "mypy", "--cache-dir", str(CACHE / f"tests-{cache}"), "--no-color-output", *args]
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=600)


def report(proc: subprocess.CompletedProcess[str]) -> str:
    """The end of mypy's output, for a failure message."""
    return f"mypy exited {proc.returncode}:\n{proc.stdout[-6000:]}{proc.stderr[-2000:]}"


def test_mypy_strict_passes_on_the_rules_layer_and_the_hex_grid() -> None:
    # the pytmx section of the configuration is not needed here: the rules never import it
    proc = mypy("--strict", "--no-warn-unused-configs", "game/rules", "game/hexgrid.py", cache="strict")
    assert proc.returncode == 0, report(proc)


def test_mypy_passes_on_the_whole_game_package() -> None:
    proc = mypy("game", cache="plain")
    assert proc.returncode == 0, report(proc)


def expected_errors(path: Path) -> dict[int, str]:
    """Line number -> error code, for each line marked ``# expect-error[code]``."""
    marks = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        found = EXPECT.search(line)
        if found:
            marks[number] = found["code"]
    return marks


def test_the_checker_refuses_wrong_actions_and_event_fields_for_each_engine() -> None:
    expected = expected_errors(ROOT / SNIPPET)
    assert len(expected) >= 10, "the snippet lost its marked lines"
    # the same options as the plain run, so it reuses that cache
    proc = mypy("--no-warn-unused-configs", str(SNIPPET), cache="plain")
    reported: dict[int, set[str]] = {}
    for error in ERROR.finditer(proc.stdout):
        if Path(error["path"]) == SNIPPET:
            reported.setdefault(int(error["line"]), set()).add(error["code"])
    missed = {n: code for n, code in expected.items() if code not in reported.get(n, set())}
    unexpected = {n: codes for n, codes in reported.items() if n not in expected}
    assert not missed, f"mypy accepted these wrong lines (line: expected code): {missed}\n{report(proc)}"
    assert not unexpected, f"errors on lines that should be fine: {unexpected}\n{report(proc)}"
    assert proc.returncode == 1 and "error:" in proc.stdout, report(proc)


IGNORE = re.compile(r"#\s*type:\s*ignore(?P<codes>\[[^\]]*\])?(?P<rest>.*)$")


def test_every_type_ignore_in_the_game_names_its_code_and_says_why() -> None:
    """An ignore silences one named error, with a reason on its line or on a comment line just above."""
    bare: list[str] = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        lines = path.read_text(encoding="utf-8").splitlines()
        for i, line in enumerate(lines):
            found = IGNORE.search(line)
            if found is None:
                continue
            where = f"{path.relative_to(ROOT)}:{i + 1}"
            reason_here = "#" in found.group("rest")
            reason_above = i > 0 and lines[i - 1].strip().startswith("#")
            if not found.group("codes") or not (reason_here or reason_above):
                bare.append(where)
    assert not bare, "type: ignore without a code or a reason at " + ", ".join(bare)
