"""The Tiled extension's choices, run in Node against a stand-in of Tiled 1.8's scripting API.

``tiled_stub.js`` loads ``levels/extensions/rollinone.js`` as Tiled would (the same
globals: tiled, Process, File, TextFile, FileInfo, Qt) and records every call it
makes. These cover the paths real Tiled (``test_tiled_extension.py``) does not
reach cheaply: where rollinone is looked for, untitled and unsavable maps, enum
properties, the Windows launch, a check that gives no report, par figures.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from game import paths

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="needs Node.js to run the extension's JavaScript outside Tiled")

EXTENSION = paths.levels_dir() / "extensions" / "rollinone.js"
STUB = Path(__file__).parent / "tiled_stub.js"
MAP = "/game/levels/carom/my_course.tmx"
CONF = "/game/levels/extensions/rollinone.conf"
PROJECT = "/game/levels/rollinone.tiled-project"
FAKE = "/usr/local/bin/rollinone"


def run(scenario: dict) -> dict:
    out = subprocess.run(["node", str(STUB), str(EXTENSION)], input=json.dumps(scenario), capture_output=True, text=True, encoding="utf-8", timeout=30)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


def course_map(**extra) -> dict:
    spec = {
        "fileName": MAP, "properties": {"game": "carom"},
        "layers": [{"name": "terrain"}, {"name": "pieces", "layers": [{"name": "objects", "objects": [
            {"id": 1, "name": "tee", "x": 120, "y": 291.6, "width": 192.2, "height": 82.8},
            {"id": 2, "name": "hole", "x": 868, "y": 306, "width": 56, "height": 56, "tile": {}},
        ]}]}],
    }
    return {**spec, **extra}


def scenario(steps: list[dict], runs: list[dict] = (), files: dict | None = None, **extra) -> dict:  # type: ignore[assignment]
    return {
        "env": {"PATH": "/usr/bin:/usr/local/bin", "HOME": "/home/me"}, "files": {FAKE: "", **(files or {})},
        "map": course_map(), "runs": list(runs), "steps": steps, **extra,
    }


def report(*problems: dict) -> str:
    errors = sum(p["severity"] == "error" for p in problems)
    return "pygame-ce 2.5 (noise before the JSON)\n" + json.dumps({"files": 1, "errors": errors, "warnings": len(problems) - errors, "problems": list(problems)})


def called(result: dict, api: str) -> list[list]:
    return [c[1:] for c in result["calls"] if c[0] == api]


TEE = {"file": MAP, "line": 17, "cell": None, "object": 1, "object_name": "tee", "code": "tee-cells", "severity": "error",
       "message": "the tee covers 5 cells; it must cover exactly 6", "fix": "snap its corner to a cell's top-left corner"}
ROUGH = {"file": MAP, "line": None, "cell": [3, 2], "object": None, "object_name": None, "code": "no-rule", "severity": "warning",
         "message": "rough terrain has no rule in Carom Golf", "fix": "paint it fairway."}


# ---------------------------------------------------------------------------- pure helpers
def test_the_config_file_is_key_value_lines_with_comments():
    text = "# where rollinone is\nprogram = /opt/game/rollinone \n\n  par_games=50\nnot a setting\n; also a comment = no\n"
    [config] = run(scenario([{"call": "parseConfig", "args": [text]}]))["results"]
    assert config == {"program": "/opt/game/rollinone", "par_games": "50"}


def test_an_issue_names_the_file_the_place_the_problem_and_the_fix():
    steps = [{"call": "issueText", "args": [p, MAP]} for p in (TEE, ROUGH, {**ROUGH, "cell": None, "line": 9, "fix": None})]
    assert run(scenario(steps))["results"] == [
        "my_course.tmx: object 1 'tee': the tee covers 5 cells; it must cover exactly 6. Fix: snap its corner to a cell's top-left corner.",
        "my_course.tmx: cell 3,2: rough terrain has no rule in Carom Golf. Fix: paint it fairway.",
        "my_course.tmx: line 9: rough terrain has no rule in Carom Golf.",
    ]


def test_the_older_where_text_still_gives_the_place():
    old = [{"file": "my_course.tmx", "severity": "error", "where": w, "message": "m"} for w in ("object 2 'hole'", "cell 13,5", "")]
    places = run(scenario([{"call": "placeOf", "args": [p]} for p in old]))["results"]
    assert [(p["object"], p["name"], p["cell"]) for p in places] == [(2, "hole", None), (None, "", [13, 5]), (None, "", None)]


# ---------------------------------------------------------------------------- finding rollinone
def find(files: dict, env_path: str = "/usr/bin", platform: str = "linux", levels: str = "/game/levels") -> dict:
    s = scenario([{"call": "findProgram"}], files=files, platform=platform, extensionFile=f"{levels}/extensions/rollinone.js")
    s["files"].pop(FAKE)
    s["env"]["PATH"] = env_path
    return run(s)["results"][0]


def test_rollinone_is_found_in_the_config_then_on_path_then_beside_the_levels():
    assert find({CONF: "program = ~/roll/rollinone\n", "/home/me/roll/rollinone": ""}) == {"program": "/home/me/roll/rollinone"}
    assert find({CONF: "program = ../../bin/rollinone\n", "/game/bin/rollinone": ""}) == {"program": "/game/bin/rollinone"}
    assert find({"/opt/x/rollinone": "", "/game/.venv/bin/rollinone": ""}, env_path="/usr/bin:/opt/x") == {"program": "/opt/x/rollinone"}
    assert find({"/game/.venv/bin/rollinone": ""}) == {"program": "/game/.venv/bin/rollinone"}, "a source checkout"
    bundle = {"/dist/rollinone/rollinone": ""}
    assert find(bundle, env_path="", levels="/dist/rollinone/_internal/levels") == {"program": "/dist/rollinone/rollinone"}, "a bundle: levels/ in _internal/"
    assert find({"C:/Game/rollinone.exe": ""}, env_path="C:/Windows;C:/Game", platform="windows") == {"program": "C:/Game/rollinone.exe"}


def test_a_missing_rollinone_is_one_line_that_says_how_to_fix_it():
    assert find({}) == {"missing": f"cannot find the rollinone program on PATH; install Roll in One, or put its path in {CONF} as: program = /path/to/rollinone"}
    assert find({CONF: "program = /opt/gone/rollinone", "/usr/bin/rollinone": ""}) == {
        "missing": f"cannot find rollinone at /opt/gone/rollinone (the program named in {CONF}); correct that line, or remove it to look on PATH"
    }
    s = scenario([{"action": "RollInOneCheckCourse"}, {"action": "RollInOnePlayCourse"}, {"action": "RollInOneMeasurePar"}])
    s["files"].pop(FAKE)
    result = run(s)
    line = "Roll in One: cannot find the rollinone program on PATH; install Roll in One, or put its path in " + CONF + " as: program = /path/to/rollinone"
    assert called(result, "error") == [[line]] * 3
    assert not called(result, "exec")


# ---------------------------------------------------------------------------- Check course
def test_check_course_puts_each_problem_in_the_issues_panel():
    result = run(scenario([{"action": "RollInOneCheckCourse"}], runs=[{"code": 1, "out": report(TEE, ROUGH)}]))
    assert called(result, "exec") == [[FAKE, ["check", "--json", MAP], "/game/levels/carom"]]
    assert called(result, "error") == [[
        "my_course.tmx: object 1 'tee': the tee covers 5 cells; it must cover exactly 6. Fix: snap its corner to a cell's top-left corner."
    ]]
    assert called(result, "warn") == [["my_course.tmx: cell 3,2: rough terrain has no rule in Carom Golf. Fix: paint it fairway."]]
    assert called(result, "log")[-1] == ["Roll in One: checked my_course.tmx: 1 error, 1 warning"]
    assert not called(result, "alert") and not called(result, "trigger")


def test_activating_an_issue_selects_the_object_or_centres_and_selects_the_cell():
    steps = [{"action": "RollInOneCheckCourse"}, {"activate": 0}, {"activate": 1}]
    result = run(scenario(steps, runs=[{"code": 1, "out": report(TEE, ROUGH)}]))
    assert called(result, "currentLayer") == [["objects"]], "the tee's layer, inside a group layer"
    assert called(result, "selectObjects") == [[[1]]]
    assert called(result, "centerOn") == [[120 + 192.2 / 2, 291.6 + 82.8 / 2], [3 * 62 + 31, 2 * 54 + 36]]
    assert called(result, "selectArea") == [[[3, 2, 1, 1]]]


def test_a_tile_object_is_centred_on_its_anchor_and_a_vanished_object_said():
    hole = {**TEE, "object": 2, "object_name": "hole"}
    gone = {**TEE, "object": 9, "object_name": "stump"}
    result = run(scenario([{"action": "RollInOneCheckCourse"}, {"activate": 0}, {"activate": 1}], runs=[{"code": 1, "out": report(hole, gone)}]))
    assert called(result, "centerOn") == [[868, 306]], "the objects tileset anchors its pictures at their centre"
    assert called(result, "error")[-1] == ["Roll in One: my_course.tmx: object 9 is no longer in the map; check again"]


def test_a_vanished_object_with_a_cell_leads_to_its_cell():
    stump = {**TEE, "object": 9, "object_name": "stump", "cell": [13, 5]}
    result = run(scenario([{"action": "RollInOneCheckCourse"}, {"activate": 0}], runs=[{"code": 1, "out": report(stump)}]))
    assert called(result, "error") == [["my_course.tmx: object 9 'stump' at cell 13,5: the tee covers 5 cells; it must cover exactly 6. "
                                        "Fix: snap its corner to a cell's top-left corner."]]
    assert called(result, "selectArea") == [[[13, 5, 1, 1]]]


def test_a_modified_map_is_saved_before_it_is_checked():
    s = scenario([{"action": "RollInOneCheckCourse"}], runs=[{"code": 0, "out": report()}])
    s["map"]["modified"] = True
    result = run(s)
    assert [c[0] for c in result["calls"] if c[0] in ("trigger", "exec")] == ["trigger", "exec"]
    assert called(result, "trigger") == [["Save"]]
    assert called(result, "alert") == [["Check course", "my_course.tmx passes the check: no errors, no warnings.\n"
                                        "(Lines left in the Issues panel from an earlier check go with its Clear button.)"]]


def test_a_map_that_cannot_be_saved_is_checked_as_saved_and_an_untitled_one_not_at_all():
    s = scenario([{"action": "RollInOneCheckCourse"}], runs=[{"code": 0, "out": report()}], saves=False)
    s["map"]["modified"] = True
    result = run(s)
    assert ["Roll in One: my_course.tmx could not be saved: the saved file is used, without your latest changes"] in called(result, "log")
    assert called(result, "exec")
    s = scenario([{"action": "RollInOneCheckCourse"}], saves=False)
    s["map"]["fileName"] = ""
    result = run(s)
    assert called(result, "error") == [["Roll in One: save the map before you check it"]]
    assert not called(result, "exec")


def test_a_check_without_a_report_is_one_line():
    usage = {"code": 2, "out": "", "err": "usage: rollinone ...\nrollinone: error: argument command: invalid choice: 'check'\n"}
    result = run(scenario([{"action": "RollInOneCheckCourse"}], runs=[usage]))
    assert called(result, "error") == [["Roll in One: my_course.tmx: rollinone could not check it: rollinone: error: argument command: invalid choice: 'check'"]]
    result = run(scenario([{"action": "RollInOneCheckCourse"}], runs=[{"code": -1}]))
    assert called(result, "error") == [["Roll in One: my_course.tmx: could not start rollinone to check it"]]


def test_a_rollinone_that_never_answers_is_stopped():
    result = run(scenario([{"action": "RollInOneCheckCourse"}], runs=[{"code": 0, "hangs": True}]))
    assert called(result, "waited")[0] == [120000]
    assert called(result, "kill") == [[]]
    assert called(result, "error") == [["Roll in One: my_course.tmx: rollinone did not check it within 120 s, so it was stopped"]]
    result = run(scenario([{"action": "RollInOneMeasurePar"}], runs=[{"code": 0, "hangs": True}]))
    assert called(result, "waited")[0] == [600000], "playing many games may take minutes"


def test_only_a_map_can_be_checked():
    s = scenario([{"action": "RollInOneCheckCourse"}])
    s["map"]["isTileMap"] = False
    assert called(run(s), "error") == [["Roll in One: open a course map (.tmx) first"]]


def test_the_actions_are_in_the_map_menu():
    result = run(scenario([]))
    assert called(result, "registerAction") == [["RollInOneCheckCourse"], ["RollInOnePlayCourse"], ["RollInOneMeasurePar"]]
    assert called(result, "extendMenu") == [["Map", ["-", "RollInOneCheckCourse", "RollInOnePlayCourse", "RollInOneMeasurePar"]]]


# ---------------------------------------------------------------------------- Play this course
def test_play_starts_the_game_named_by_the_map_on_its_own():
    result = run(scenario([{"action": "RollInOnePlayCourse"}], runs=[{"args0": "check", "code": 0, "out": report(ROUGH)}, {"code": 0}]))
    check, launch = called(result, "exec")
    assert check[1] == ["check", "--json", MAP]
    assert launch == ["/bin/sh", ["-c", 'nohup "$0" "$@" </dev/null >/dev/null 2>&1 &', FAKE, "play", "carom", "--course", MAP], "/game/levels/carom"]
    assert called(result, "log")[-1] == ["Roll in One: started carom on my_course.tmx"]


def test_play_on_windows_uses_start():
    s = scenario([{"action": "RollInOnePlayCourse"}], runs=[{"args0": "check", "code": 0, "out": report()}, {"code": 0}], platform="windows")
    s["files"] = {"C:/Game/rollinone.exe": ""}
    s["env"]["PATH"] = "C:/Game"
    launch = called(run(s), "exec")[-1]
    assert launch[:2] == ["cmd.exe", ["/c", "start", "", "C:/Game/rollinone.exe", "play", "carom", "--course", MAP]]


def test_an_enum_game_property_is_read_by_its_name():
    project = json.dumps({"propertyTypes": [{"type": "enum", "name": "Game", "values": ["rollinone", "eagles_creek", "carom"]}]})
    s = scenario([{"action": "RollInOnePlayCourse"}], runs=[{"args0": "check", "code": 0, "out": report()}, {"code": 0}], files={PROJECT: project})
    s["map"]["properties"] = {"game": {"value": 1, "typeName": "Game"}}
    assert called(run(s), "exec")[-1][1][4] == "eagles_creek"


def test_a_course_with_errors_or_without_a_game_is_not_played():
    result = run(scenario([{"action": "RollInOnePlayCourse"}], runs=[{"args0": "check", "code": 1, "out": report(TEE, ROUGH)}]))
    assert len(called(result, "exec")) == 1
    assert called(result, "error")[-1] == ["Roll in One: my_course.tmx cannot be played: 1 error (see the Issues panel)"]
    s = scenario([{"action": "RollInOnePlayCourse"}])
    s["map"]["properties"] = {}
    result = run(s)
    assert called(result, "error") == [["Roll in One: my_course.tmx has no 'game' map property (carom, eagles_creek or rollinone): Map > Map Properties"]]
    assert not called(result, "exec")


# ---------------------------------------------------------------------------- Measure par
PAR = {"par": [
    {"file": MAP, "name": "Meadow", "games": 200, "mean": 4.314, "spread": 1.08, "suggested": 4, "current": 3},
    {"file": MAP, "name": "Meadow", "hole": 2, "games": 200, "mean": 3.02, "spread": 0.5, "suggested": 3, "current": 3},
]}


def test_par_figures_read_as_lines():
    unmeasured = {"par": [{"file": MAP, "name": "Marsh", "hole": None, "games": None, "mean": None, "spread": None, "suggested": None, "current": 4, "reason": "it has errors"}]}
    s = scenario([{"call": "parFigures", "args": [PAR]}, {"call": "parFigures", "args": [unmeasured]}])
    first, second = run(s)["results"]
    lines = run(scenario([{"call": "parLine", "args": [f]} for f in first + second]))["results"]
    assert lines == [
        "Meadow: plays 4.3 ± 1.1 strokes over 200 games → par 4 (the map says 3)",
        "Meadow hole 2: plays 3.0 ± 0.5 strokes over 200 games → par 3 (as the map says)",
        "Marsh: not measured: it has errors",
    ]


def test_par_figures_read_the_real_check_output():
    """The shape `rollinone check --par --json` prints (docs/course-format.md), read from the real command."""
    import subprocess
    import sys
    from pathlib import Path

    exe = Path(sys.executable).with_name("rollinone")
    course = Path(__file__).resolve().parents[2] / "levels" / "carom" / "course_1.tmx"
    out = subprocess.run([str(exe), "check", "--par", "5", "--json", str(course)], capture_output=True, text=True, timeout=120).stdout
    figures = run(scenario([{"call": "parFigures", "args": [json.loads(out)]}]))["results"][0]
    assert len(figures) == 1 and figures[0]["name"] == "Meadow" and figures[0]["games"] == 5
    assert figures[0]["suggested"] is not None and figures[0]["current"] == 3


def test_measure_par_shows_the_figures_and_writes_them_when_asked():
    runs = [{"code": 0, "out": json.dumps(PAR)}, {"code": 0, "out": json.dumps(PAR)}]
    s = scenario([{"action": "RollInOneMeasurePar"}], runs=runs, files={CONF: "par_games = 50\n"})
    result = run(s)
    measure, write = called(result, "exec")
    assert measure[1] == ["check", "--par", "50", "--json", MAP]
    assert write[1] == ["check", "--par", "50", "--write-par", "--json", MAP]
    [[title, text]] = called(result, "confirm")
    assert title == "Measure par" and text.endswith("\n\nWrite the suggested par into my_course.tmx?")
    assert text.splitlines()[:2] == [
        "Meadow: plays 4.3 ± 1.1 strokes over 200 games → par 4 (the map says 3)",
        "Meadow hole 2: plays 3.0 ± 0.5 strokes over 200 games → par 3 (as the map says)",
    ]
    assert called(result, "reload") == [[MAP]]


def test_measure_par_writes_nothing_unless_asked_or_needed():
    s = scenario([{"action": "RollInOneMeasurePar"}], runs=[{"code": 0, "out": json.dumps(PAR)}], confirm=False)
    result = run(s)
    assert len(called(result, "exec")) == 1 and called(result, "exec")[0][1] == ["check", "--par", "--json", MAP]
    same = {"par": [PAR["par"][1]]}
    result = run(scenario([{"action": "RollInOneMeasurePar"}], runs=[{"code": 0, "out": json.dumps(same)}]))
    assert not called(result, "confirm") and len(called(result, "exec")) == 1
    assert called(result, "alert") == [["Measure par", "Meadow hole 2: plays 3.0 ± 0.5 strokes over 200 games → par 3 (as the map says)"]]


def test_a_rollinone_that_cannot_measure_par_says_so():
    old = {"code": 2, "out": "", "err": "rollinone: error: unrecognized arguments: --par (see rollinone --help)\n"}
    result = run(scenario([{"action": "RollInOneMeasurePar"}], runs=[old]))
    assert called(result, "error") == [["Roll in One: my_course.tmx: rollinone could not measure par: rollinone: error: unrecognized arguments: --par (see rollinone --help)"]]
