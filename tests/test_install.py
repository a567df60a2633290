"""The game runs from a wheel in a fresh virtual environment and from the PyInstaller bundle."""

import os
import subprocess
import sys
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
HEADLESS = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def _bin(env_dir: Path, name: str) -> Path:
    sub = "Scripts" if sys.platform == "win32" else "bin"
    exe = name + (".exe" if sys.platform == "win32" else "")
    return env_dir / sub / exe


@pytest.mark.slow
def test_wheel_in_a_fresh_venv_finds_its_data_and_runs(tmp_path):
    wheels = tmp_path / "wheels"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", str(ROOT), "--no-deps", "-w", str(wheels), "-q"],
        check=True,
        cwd=tmp_path,
    )
    wheel = next(wheels.glob("rollinone-*.whl"))
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    subprocess.run([str(_bin(env_dir, "python")), "-m", "pip", "install", "-q", str(wheel)], check=True)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    probe = subprocess.run(
        [str(_bin(env_dir, "python")), "-c", "from game import paths; print(paths.data_root())"],
        capture_output=True, text=True, cwd=elsewhere, check=True,
    )
    assert "site-packages" in probe.stdout and "_data" in probe.stdout
    smoke = subprocess.run(
        [str(_bin(env_dir, "rollinone")), "--smoke", "120"], capture_output=True, text=True, cwd=elsewhere, env=HEADLESS, timeout=300
    )
    assert smoke.returncode == 0, smoke.stderr
    assert "rendered 120 frames" in smoke.stdout


@pytest.mark.slow
def test_pyinstaller_bundle_runs_the_smoke(built_bundle, tmp_path):
    exe = built_bundle / ("rollinone.exe" if sys.platform == "win32" else "rollinone")
    assert exe.exists()
    assert (built_bundle / "_internal" / "levels").is_dir(), "the docs tell players the courses are in _internal/levels"
    smoke = subprocess.run([str(exe), "--smoke", "120"], capture_output=True, text=True, cwd=tmp_path, env=HEADLESS, timeout=300)
    assert smoke.returncode == 0, smoke.stderr
    assert "rendered 120 frames" in smoke.stdout
