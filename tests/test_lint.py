"""The linter's rule set (pyflakes, bugbear, pyupgrade for 3.11, import order; see pyproject.toml) passes everywhere."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_ruff_passes_on_the_code_tests_benchmarks_and_build_scripts():
    ruff = shutil.which("ruff", path=str(Path(sys.executable).parent)) or shutil.which("ruff")
    if ruff is None:
        pytest.fail("ruff is not installed: it is in the test extra (pip install -e '.[test]')")
    proc = subprocess.run(
        [ruff, "check", "--no-cache", "game", "tests", "benchmarks", "build_scripts"], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
