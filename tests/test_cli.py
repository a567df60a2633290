"""The ``rollinone`` command: smoke runs, one-line errors, reproducible simulations."""

import subprocess
import sys

import pygame
import pytest

from game import cli


def run(*args, env=None):
    import os

    full_env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", **(env or {})}
    return subprocess.run([sys.executable, "-m", "game", *args], capture_output=True, text=True, env=full_env, timeout=300)


def test_smoke_renders_frames_and_saves_a_screenshot(tmp_path):
    shot = tmp_path / "shot.png"
    proc = run("--smoke", "120", "--screenshot", str(shot))
    assert proc.returncode == 0, proc.stderr
    assert "rendered 120 frames" in proc.stdout
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1280, 720)


def test_smoke_script_visits_the_screens():
    from game.app import App
    from game.scenes.rules_scene import RulesScene
    from game.scenes.settings_scene import SettingsScene
    from game.scenes.title import TitleScene
    from game.smoke import ScriptedInput, title_tour

    app = App(persist_settings=False, headless=True)
    steps, period = title_tour()
    script = ScriptedInput(steps, period)
    seen = set()
    app.stack.push(TitleScene(app))
    app.stack.apply_pending()
    for frame in range(period):
        script.post_due(frame, app.size)
        app._frame(1 / 60)
        seen.add(type(app.stack.top))
    assert {TitleScene, SettingsScene, RulesScene} <= seen
    pygame.display.quit()


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        (["--smoke", "0"], "must be at least 1"),
        (["--smoke", "many"], "not a whole number"),
        (["--size", "big"], "not a size"),
        (["simulate", "chess"], "unknown game"),
        (["simulate", "eagles_creek", "--games", "-1"], "must be at least 1"),
        (["--screenshot", "x.png"], "needs --smoke"),
        (["frobnicate"], "invalid choice"),
    ],
)
def test_bad_arguments_get_one_clear_line(args, fragment):
    proc = run(*args)
    assert proc.returncode != 0
    err = proc.stderr.strip()
    assert fragment in err
    assert len(err.splitlines()) == 1, err
    assert "Traceback" not in err


def test_simulate_is_reproducible_apart_from_timings():
    a = run("simulate", "eagles_creek", "--players", "2", "--games", "2", "--variant", "3", "--seed", "9")
    b = run("simulate", "eagles_creek", "--players", "2", "--games", "2", "--variant", "3", "--seed", "9")
    c = run("simulate", "eagles_creek", "--players", "2", "--games", "2", "--variant", "3", "--seed", "10")
    strip = lambda out: [line for line in out.splitlines() if not line.startswith("timing:")]  # noqa: E731
    assert a.returncode == 0, a.stderr
    assert strip(a.stdout) == strip(b.stdout)
    assert strip(a.stdout) != strip(c.stdout)
    assert any(line.startswith("timing:") for line in a.stdout.splitlines())


def test_simulate_json():
    import json

    proc = run("simulate", "eagles_creek", "--games", "2", "--variant", "3", "--json")
    data = json.loads(proc.stdout)
    assert len(data["results"]) == 2
    assert set(data["timing"]) >= {"games_per_second", "decision_mean_ms"}


def test_python_dash_m_and_the_entry_point_are_the_same_function():
    import tomllib
    from pathlib import Path

    project = tomllib.loads((Path(__file__).resolve().parent.parent / "pyproject.toml").read_text())
    assert project["project"]["scripts"]["rollinone"] == "game.cli:main"
    import game.__main__ as dunder_main

    assert dunder_main.main is cli.main


def test_ci_runs_the_readme_test_command():
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    readme = (root / "README.md").read_text(encoding="utf-8")
    blocks = [b.split("```")[0].strip() for b in readme.split("```sh\n")[1:]]
    test_command = next(b for b in blocks if "pytest" in b)
    play_command = next(b for b in blocks if b.endswith("rollinone"))
    assert test_command in (root / ".ci" / "run").read_text(encoding="utf-8")
    assert play_command.startswith("python3 -m venv .venv")


@pytest.mark.parametrize("argv", [[], ["--smoke", "1"], ["--smoke", "30"], ["--smoke", "007"]])
def test_a_plain_launch_is_read_as_the_full_parser_reads_it(argv):
    # parse_args reads these without building a parser: the result must be the parser's own
    from game.cli_args import build_parser

    assert vars(cli.parse_args(argv)) == vars(build_parser().parse_args(argv))


@pytest.mark.parametrize("argv", [["--smoke", "0"], ["--smoke", "x"], ["--smoke=2"], ["--smo", "2"], ["--smoke", "2", "--size", "1024x600"], ["-h"]])
def test_every_other_command_line_goes_to_the_parser(argv):
    assert cli._plain_launch(argv) is None


def test_the_collector_is_back_on_after_a_launch_and_nothing_stays_frozen():
    import gc

    gc.disable()
    try:
        garbage = [[] for _ in range(1000)]
        garbage.append(garbage)  # a cycle made while the collector waits
        del garbage
        cli.resume_collector()
        assert gc.isenabled()
        assert gc.get_freeze_count() == 0  # still collectable, only counted as old
        assert gc.collect() >= 1001
    finally:
        gc.enable()


def test_the_heap_is_frozen_as_the_interpreter_exits_so_shutdown_skips_collecting_it():
    # a hook registered before main() runs after main's own: by then the heap must be frozen
    code = (
        "import atexit, gc, os\n"
        "atexit.register(lambda: os.write(1, b'frozen %d' % gc.get_freeze_count()))\n"
        "from game import cli\n"
        "cli.main(['--version'])\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert "rollinone" in proc.stdout
    assert int(proc.stdout.rsplit("frozen ", 1)[1]) > 1000
