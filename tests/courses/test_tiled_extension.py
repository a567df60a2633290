"""Issue #29 point 5 (and the Tiled side of point 6): the project's Tiled extension, in real Tiled.

Debian's Tiled 1.8.2 runs under Xvfb with a copy of ``levels/`` as its project and
a broken Carom course open; keys pressed with xdotool trigger the extension's
actions. A stand-in ``rollinone`` (``tiled_fake_rollinone.py``) answers in the
shape of ``rollinone check --json`` and records how it was called; the last test
checks a course with the real program. What Tiled shows is read from
screenshots (the Issues panel's rows) and from the extension's trace, which
records what it told Tiled and reads back what Tiled did (selected objects, the
view's centre, the selected cell).
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from game import paths

from .tiledgui import TiledGui, find_colour, issue_rows, load_image, missing_tools, wait_for

pytestmark = [pytest.mark.slow, pytest.mark.skipif(missing_tools() is not None, reason=f"real Tiled under Xvfb {missing_tools()}")]

LEVELS = paths.levels_dir()
HERE = Path(__file__).parent

# what the other half of issue #29 makes `rollinone check --json` say, per problem
PROBLEMS = [
    {"line": 17, "cell": None, "object": 1, "object_name": "tee", "code": "tee-cells", "severity": "error",
     "message": "the tee covers 7 cells; it must cover exactly 6", "fix": "put its corner on the top-left corner of a cell's box"},
    {"line": None, "cell": [13, 5], "object": None, "object_name": None, "code": "shared-cell", "severity": "error",
     "message": "two objects share this hex", "fix": "move one of them to a free hex"},
    {"line": None, "cell": [3, 2], "object": None, "object_name": None, "code": "no-rule", "severity": "warning",
     "message": "rough terrain has no rule in Carom Golf", "fix": "paint it fairway or dense grass"},
]
ISSUES = [
    ("error", "broken.tmx: object 1 'tee': the tee covers 7 cells; it must cover exactly 6. Fix: put its corner on the top-left corner of a cell's box."),
    ("error", "broken.tmx: cell 13,5: two objects share this hex. Fix: move one of them to a free hex."),
    ("warning", "broken.tmx: cell 3,2: rough terrain has no rule in Carom Golf. Fix: paint it fairway or dense grass."),
]


TEE_AT = (140, 270)
"""Where the broken course's tee stands: pushed right off the cells' corners, so it covers 7 cells."""
TEE_CENTRE = (TEE_AT[0] + (20 + 190) / 2, TEE_AT[1] + (10 + 116) / 2)
"""The middle of the starter's tee polygon (points 20,10 190,10 190,116 20,116) at TEE_AT."""


def broken_course(target: Path) -> None:
    """The Carom starter with a tee covering 7 cells, a stump on the hole and one cell of rough."""
    text = (LEVELS / "templates" / "new-carom-course.tmx").read_text(encoding="utf-8")
    assert 'type="tee" x="93" y="270"' in text, "the starter's tee moved: update TEE_AT"
    text = text.replace('type="tee" x="93"', f'type="tee" x="{TEE_AT[0]}"').replace('nextobjectid="3"', 'nextobjectid="4"')
    stump = '  <object id="3" name="stump" type="stump" gid="15" x="868" y="306" width="56" height="56"/>\n </objectgroup>'
    text = text.replace(" </objectgroup>", stump)
    head, data = text.split('<data encoding="csv">\n')
    rows, tail = data.split("</data>")
    grid = rows.split("\n")
    row = grid[2].split(",")
    row[3] = "2"  # rough
    grid[2] = ",".join(row)
    target.write_text(head + '<data encoding="csv">\n' + "\n".join(grid) + "</data>" + tail, encoding="utf-8")


def program_free_path() -> str:
    """PATH without any folder that holds a rollinone (the tests choose which one Tiled finds)."""
    return os.pathsep.join(d for d in os.environ.get("PATH", "").split(os.pathsep) if d and not (Path(d) / "rollinone").exists())


class Setup:
    def __init__(self, root: Path) -> None:
        self.root = root
        self.levels = root / "levels"
        shutil.copytree(LEVELS, self.levels, ignore=shutil.ignore_patterns("*.tiled-session", "rollinone.conf"))
        self.map = self.levels / "carom" / "broken.tmx"
        broken_course(self.map)
        self.bin = root / "bin"
        self.bin.mkdir()
        fake = self.bin / "rollinone"
        fake.write_text(f"#!{sys.executable}\n" + (HERE / "tiled_fake_rollinone.py").read_text(encoding="utf-8"), encoding="utf-8")
        fake.chmod(0o755)
        self.log = root / "fake-calls.jsonl"
        self.problems = root / "problems.json"
        self.par = root / "par.json"
        self.conf = self.levels / "extensions" / "rollinone.conf"
        self.set_problems(PROBLEMS)
        self.env = {
            **os.environ, "PATH": os.pathsep.join([str(self.bin), program_free_path()]), "FAKE_ROLLINONE_LOG": str(self.log),
            "FAKE_ROLLINONE_PROBLEMS": str(self.problems), "FAKE_ROLLINONE_PAR": str(self.par), "FAKE_ROLLINONE_PLAY_SECONDS": "20",
        }

    def set_problems(self, problems: list[dict]) -> None:
        self.problems.write_text(json.dumps(problems), encoding="utf-8")

    def calls(self) -> list[dict]:
        if not self.log.exists():
            return []
        return [json.loads(line) for line in self.log.read_text(encoding="utf-8").splitlines() if line.strip()]


@pytest.fixture(scope="module")
def setup(tmp_path_factory):
    return Setup(tmp_path_factory.mktemp("tiled-extension"))


@pytest.fixture(scope="module")
def gui(setup):
    home = setup.root / "home"
    home.mkdir()
    tiled = TiledGui(setup.levels, setup.map, setup.env, home)
    try:
        yield tiled.start()
    finally:
        tiled.stop()
        for call in setup.calls():  # a stand-in game still running
            if call["call"] == "play":
                try:
                    os.kill(call["pid"], signal.SIGTERM)
                except ProcessLookupError:
                    pass


def red(c: tuple[int, ...]) -> bool:
    return c[0] > 190 and c[1] < 100 and c[2] < 100


def test_check_course_lists_every_problem_in_the_issues_panel_and_leads_to_each(gui, setup, tmp_path):
    mark = len(gui.trace())
    gui.key("F7")
    gui.wait_trace("the check's summary", lambda e: e["event"] == "log" and e["text"].startswith("checked"), after=mark)
    check = [c for c in setup.calls() if c["call"] == "check"][-1]
    assert check["args"] == ["check", "--json", str(setup.map)]
    assert Path(check["cwd"]) == setup.map.parent
    issues = [(e["severity"], e["text"]) for e in gui.trace()[mark:] if e["event"] == "issue"]
    assert issues == ISSUES

    # the status bar's error count opens the Issues panel; its rows are the problems, in order
    def error_count():
        shot = load_image(gui.screenshot(tmp_path / "status.png"))
        return find_colour(shot, (0, shot.get_height() - 40, 300, shot.get_height()), red)

    gui.click(*wait_for("the error count in the status bar", error_count, timeout=10))
    shot_path = tmp_path / "issues.png"
    rows = wait_for("the Issues panel's rows", lambda: issue_rows(load_image(gui.screenshot(shot_path)), x=1500), timeout=10)
    assert [kind for kind, _ in rows] == [kind for kind, _ in ISSUES], f"see {shot_path}"

    # activating an issue selects its object, or centres and selects its cell
    mark = len(gui.trace())
    gui.click(300, rows[0][1], times=2)
    selected = gui.wait_trace("the tee selected", lambda e: e["event"] == "selected", after=mark)
    assert selected["objects"] == [1]
    assert all(abs(a - b) < 31 for a, b in zip(selected["centre"], TEE_CENTRE)), selected

    mark = len(gui.trace())
    gui.click(300, rows[2][1], times=2)
    centred = gui.wait_trace("cell 3,2 centred", lambda e: e["event"] == "centred", after=mark)
    assert centred["cell"] == [3, 2] and centred["selected"] == [3, 2, 1, 1]
    cell_centre = (3 * 62 + 31, 2 * 54 + 36)  # row 2 is not pushed along (stagger odd)
    assert all(abs(a - b) < 31 for a, b in zip(centred["centre"], cell_centre)), centred

    # a modified map is saved before it is checked: delete the selected tee, check again
    gui.click(300, rows[0][1], times=2)
    gui.wait_trace("the tee selected again", lambda e: e["event"] == "selected", after=len(gui.trace()) - 1)
    gui.key("Delete")
    wait_for("the map to show it is modified", lambda: any("*broken.tmx" in n for n in gui.window_names()), timeout=10)
    mark = len(gui.trace())
    gui.key("F7")
    gui.wait_trace("the second check", lambda e: e["event"] == "log" and e["text"].startswith("checked"), after=mark)
    assert [c for c in setup.calls() if c["call"] == "check"][-1]["objects"] == [2, 3], "the check read the saved map, without the tee"
    assert not any("*broken.tmx" in n for n in gui.window_names())


def test_play_this_course_starts_the_game_on_its_own(gui, setup):
    setup.set_problems([PROBLEMS[2]])  # a warning does not stop play
    calls = len(setup.calls())
    gui.key("F5")
    played = wait_for("the game to start", lambda: [c for c in setup.calls()[calls:] if c["call"] == "playing"], timeout=15)[0]
    start = next(c for c in setup.calls()[calls:] if c["call"] == "play")
    assert start["args"] == ["play", "carom", "--course", str(setup.map)]
    assert played["ppid"] != gui.tiled.pid, "the game is a child Tiled waits for"
    # Tiled is free while the game runs: the next action answers at once
    mark = len(gui.trace())
    gui.key("F7")
    gui.wait_trace("a check while the game runs", lambda e: e["event"] == "log" and e["text"].startswith("checked"), after=mark, timeout=10)
    os.kill(played["pid"], 0)  # still running
    os.kill(played["pid"], signal.SIGTERM)


def test_a_course_with_errors_is_not_played(gui, setup):
    setup.set_problems(PROBLEMS)
    calls = len(setup.calls())
    mark = len(gui.trace())
    gui.key("F5")
    refused = gui.wait_trace("the refusal", lambda e: e["event"] == "error", after=mark)
    assert refused["text"] == "Roll in One: broken.tmx cannot be played: 2 errors (see the Issues panel)"
    assert [c["call"] for c in setup.calls()[calls:]] == ["check"]


def test_a_missing_rollinone_is_one_line_in_tiled(gui, setup):
    gui.change_extensions(lambda: setup.conf.write_text("# where rollinone is\nprogram = /nowhere/rollinone\n", encoding="utf-8"))
    try:
        mark = len(gui.trace())
        gui.key("F7")
        said = gui.wait_trace("the one line", lambda e: e["event"] == "error", after=mark)
        assert said["text"] == (
            f"Roll in One: cannot find rollinone at /nowhere/rollinone (the program named in {setup.conf}); correct that line, or remove it to look on PATH"
        )
        assert not [e for e in gui.trace()[mark:] if e["event"] == "run"]
    finally:
        gui.change_extensions(setup.conf.unlink)


def test_measure_par_shows_the_figures_and_writes_them_when_asked(gui, setup):
    report = {"par": [{"file": str(setup.map), "name": "New Carom course", "games": 200, "mean": 4.31, "spread": 1.12, "suggested": 5, "current": 4}]}
    setup.par.write_text(json.dumps(report), encoding="utf-8")
    mark = len(gui.trace())
    gui.key("shift+F7")
    asked = gui.wait_trace("the par dialog", lambda e: e["event"] == "ask", after=mark)
    assert asked["text"].splitlines()[0] == "New Carom course: plays 4.3 ± 1.1 strokes over 200 games → par 5 (the map says 4)"
    dialog = str(wait_for("the dialog's window", lambda: gui._search("Measure par"), timeout=10))
    gui.key("Return", window=dialog)
    reloaded = gui.wait_trace("the map reloaded", lambda e: e["event"] == "reloaded", after=mark)
    assert reloaded["par"] == "5"
    par_calls = [c for c in setup.calls() if c["call"] == "par"]
    assert [c["write"] for c in par_calls[-2:]] == [False, True]
    assert par_calls[-1]["args"] == ["check", "--par", "--write-par", "--json", str(setup.map)]


def test_check_course_with_the_real_rollinone(gui, setup):
    wrapper = setup.root / "real-rollinone"
    wrapper.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m game "$@"\n', encoding="utf-8")
    wrapper.chmod(0o755)
    gui.change_extensions(lambda: setup.conf.write_text(f"program = {wrapper}\n", encoding="utf-8"))
    try:
        mark = len(gui.trace())
        gui.key("F7")
        done = gui.wait_trace("the real check's end", lambda e: e["event"] == "error" or e["event"] == "log" and e["text"].startswith("checked"), after=mark, timeout=60)
        assert done["event"] == "log", done
        direct = subprocess.run([str(wrapper), "check", "--json", str(setup.map)], capture_output=True, text=True, timeout=60)
        problems = json.loads(direct.stdout)["problems"]
        issues = [e for e in gui.trace()[mark:] if e["event"] == "issue"]
        assert problems, "the broken course passed the real check"
        assert [e["severity"] for e in issues] == [p["severity"] for p in problems]
        for issue, problem in zip(issues, problems):
            assert problem["message"] in issue["text"]
    finally:
        gui.change_extensions(setup.conf.unlink)
