"""Test set-up: headless SDL, and a throw-away user folder so no test touches a real profile."""

import os
import tempfile

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["ROLLINONE_USER_DIR"] = tempfile.mkdtemp(prefix="rollinone-test-user-")


@pytest.fixture(scope="session")
def built_bundle(tmp_path_factory):
    """The one-folder PyInstaller bundle, built once per test run by build_scripts/build_bundle.py (slow tests share it)."""
    import subprocess
    import sys
    from pathlib import Path

    import PyInstaller  # noqa: F401  (the README's test command installs the build extra; missing it must fail)

    root = Path(__file__).resolve().parent.parent
    work = tmp_path_factory.mktemp("bundle")
    dist = work / "dist"
    build = subprocess.run(
        [sys.executable, str(root / "build_scripts" / "build_bundle.py"), "--dist", str(dist), "--work", str(work / "work")],
        capture_output=True, text=True, timeout=1200,
    )  # fmt: skip
    assert build.returncode == 0, build.stdout[-2000:] + build.stderr[-3000:]
    return dist / "rollinone"
