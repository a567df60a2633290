"""Closed sets are closed (#31 point 3): a caddie card or an event added to its set but forgotten where the
set is matched case by case is refused by mypy, not discarded doing nothing at play.

A copy of ``game/`` gets a new card id in ``rollinone/data.CardId`` and a new event in
``carom/events.CaromEvent``; mypy must then name each ``match`` that ends in ``assert_never`` over
them: what a played card does (``rollinone/cards.play_card``), what it offers (``rollinone/windows.card_args``),
its words on a button (``scenes/rollinone/choices.card_short``) and Carom's words for the game log (``scenes/carom/log_words._write``).
A new button that acts on the screen only (#31 point 8: Roll in One's and Eagle's Creek's ``screen_actions.ScreenAction``,
Rollecate's ``choices.ButtonName``) must be named where the screen handles them (``scenes/rollinone/play._screen_action``,
``scenes/eagles_creek/choices``, ``scenes/rollecate/choices``: its label and its line in the strip).
"""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
CACHE = ROOT / ".mypy_cache" / "tests-forgotten"
ERROR = re.compile(r"^(?P<path>[^:\n]+):(?P<line>\d+): error: (?P<text>.*)\[(?P<code>[a-z0-9-]+)\]$", re.M)

MATCHED = {
    "game/rules/rollinone/cards.py": "sand_wedge",
    "game/rules/rollinone/windows.py": "sand_wedge",
    "game/scenes/rollinone/choices.py": "sand_wedge",
    "game/scenes/carom/log_words.py": "Sliced",
    "game/scenes/rollinone/play.py": "ZoomHeld",
    "game/scenes/eagles_creek/choices.py": "Scribble",
    "game/scenes/rollecate/choices.py": "deal",
}
"""Each module that matches over the sets case by case, and the newcomer mypy must name there."""


def _replace_once(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{path}: the set to grow is no longer written as {old!r}"
    path.write_text(text.replace(old, new), encoding="utf-8")


def _copy_with_newcomers(into: Path) -> None:
    shutil.copytree(ROOT / "game", into / "game", ignore=shutil.ignore_patterns("__pycache__"))
    _replace_once(into / "game/rules/rollinone/data.py", '"gimme", "rules_official",\n]', '"gimme", "rules_official", "sand_wedge",\n]')
    _replace_once(
        into / "game/rules/carom/events.py",
        "CaromEvent: TypeAlias = (\n",
        "@dataclass(frozen=True)\nclass Sliced(Event):\n    ball: int\n\n\nCaromEvent: TypeAlias = (\n    Sliced |\n",
    )
    _replace_once(
        into / "game/scenes/rollinone/screen_actions.py",
        "ScreenAction: TypeAlias = OpenCard | ",
        "@dataclass(frozen=True)\nclass ZoomHeld:\n    pass\n\n\nScreenAction: TypeAlias = ZoomHeld | OpenCard | ",
    )
    _replace_once(
        into / "game/scenes/eagles_creek/screen_actions.py",
        "ScreenAction: TypeAlias = Hit | ",
        "@dataclass(frozen=True)\nclass Scribble:\n    pass\n\n\nScreenAction: TypeAlias = Scribble | Hit | ",
    )
    _replace_once(into / "game/scenes/rollecate/choices.py", 'ButtonName: TypeAlias = Literal["pass", ', 'ButtonName: TypeAlias = Literal["deal", "pass", ')


def _assert_never_lines(path: Path) -> set[int]:
    return {n for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1) if "assert_never(" in line and "import" not in line}


def _mypy(where: Path) -> subprocess.CompletedProcess[str]:
    """mypy, with the project's settings, on the matching modules of the copy in ``where``."""
    if importlib.util.find_spec("mypy") is None:
        pytest.fail("mypy is not installed: it is in the test extra (pip install -e '.[test]')")
    command = [sys.executable, "-m", "mypy", "--cache-dir", str(CACHE), "--no-color-output", "--config-file", str(ROOT / "pyproject.toml"), *MATCHED]
    return subprocess.run(command, cwd=where, capture_output=True, text=True, timeout=600)


def test_a_card_or_event_added_but_forgotten_in_a_match_is_refused_by_the_checker(tmp_path: Path) -> None:
    _copy_with_newcomers(tmp_path)
    proc = _mypy(tmp_path)
    found: dict[str, set[int]] = {}
    for error in ERROR.finditer(proc.stdout):
        assert error["code"] == "arg-type" and "assert_never" in error["text"], error.group(0)
        path = Path(error["path"]).as_posix()
        assert MATCHED.get(path, "?") in error["text"], error.group(0)
        found.setdefault(path, set()).add(int(error["line"]))
    for path in MATCHED:
        assert found.get(path), f"mypy let the newcomer through {path}:\n{proc.stdout[-3000:]}{proc.stderr[-1000:]}"
        assert found[path] <= _assert_never_lines(tmp_path / path), "refused where the match ends"
    assert proc.returncode == 1


def test_without_the_newcomers_the_same_modules_pass(tmp_path: Path) -> None:
    """The refusal above is the newcomers', not something else in the copy."""
    shutil.copytree(ROOT / "game", tmp_path / "game", ignore=shutil.ignore_patterns("__pycache__"))
    proc = _mypy(tmp_path)
    assert proc.returncode == 0, proc.stdout[-3000:]
