"""The Debian package: its layout and control file (always), and a real install, run and removal (as root with dpkg)."""

import importlib.util
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def build_deb():
    spec = importlib.util.spec_from_file_location("build_deb", ROOT / "build_scripts" / "build_deb.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def fake_bundle(folder: Path) -> Path:
    (folder / "_internal" / "levels").mkdir(parents=True)
    (folder / "rollinone").write_text("#!/bin/sh\necho rollinone 0\n", encoding="utf-8")
    (folder / "rollinone").chmod(0o700)
    (folder / "_internal" / "levels" / "hole.tmx").write_text("<map/>", encoding="utf-8")
    return folder


def test_the_package_puts_each_file_in_its_freedesktop_place(tmp_path):
    deb = build_deb()
    root = tmp_path / "root"
    root.mkdir()
    deb.stage(fake_bundle(tmp_path / "bundle"), root, "1.2.3", "amd64")
    assert (root / "opt" / "rollinone" / "rollinone").is_file()
    assert (root / "opt" / "rollinone" / "_internal" / "levels" / "hole.tmx").is_file()
    launcher = root / "usr" / "bin" / "rollinone"
    assert "exec /opt/rollinone/rollinone \"$@\"" in launcher.read_text(encoding="utf-8")
    assert (root / "usr" / "share" / "applications" / "rollinone.desktop").read_bytes() == (ROOT / "assets" / "linux" / "rollinone.desktop").read_bytes()
    assert (root / "usr" / "share" / "icons" / "hicolor" / "256x256" / "apps" / "rollinone.png").is_file()
    if os.name == "posix":
        assert launcher.stat().st_mode & 0o777 == 0o755
        assert (root / "opt" / "rollinone" / "rollinone").stat().st_mode & 0o777 == 0o755
        assert (root / "opt" / "rollinone" / "_internal" / "levels" / "hole.tmx").stat().st_mode & 0o777 == 0o644
    fields = dict(line.split(": ", 1) for line in (root / "DEBIAN" / "control").read_text(encoding="utf-8").splitlines() if ": " in line and not line.startswith(" "))
    assert fields["Package"] == "rollinone" and fields["Version"] == "1.2.3" and fields["Architecture"] == "amd64"
    assert fields["Section"] == "games" and int(fields["Installed-Size"]) >= 1
    assert {"Maintainer", "Description"} <= fields.keys()


def test_the_version_is_the_games(tmp_path):
    from game import __version__

    assert build_deb().version() == __version__


def _dpkg(*args: str) -> subprocess.CompletedProcess[str]:
    """dpkg, waiting for its lock when apt or another dpkg holds it."""
    for _ in range(60):
        done = subprocess.run(["dpkg", *args], capture_output=True, text=True, timeout=300)
        if done.returncode == 0 or "lock" not in done.stderr:
            return done
        time.sleep(5)
    return done


def _why_no_install() -> str | None:
    if not sys.platform.startswith("linux"):
        return "a Debian package is a Linux thing"
    if shutil.which("dpkg-deb") is None or shutil.which("dpkg") is None:
        return "dpkg-deb and dpkg are missing (not Debian or Ubuntu)"
    if os.geteuid() != 0:
        return "installing a package needs root (CI runs as root; the release workflow installs it with sudo)"
    return None


@pytest.mark.slow
@pytest.mark.skipif(_why_no_install() is not None, reason=str(_why_no_install()))
def test_the_package_installs_runs_and_removes_cleanly(built_bundle, tmp_path):
    deb = build_deb().build(built_bundle, tmp_path / "out")
    info = subprocess.run(["dpkg-deb", "--field", str(deb), "Package", "Version"], capture_output=True, text=True, check=True)
    assert "Package: rollinone" in info.stdout
    installed = _dpkg("-i", str(deb))
    try:
        assert installed.returncode == 0, installed.stderr
        command = shutil.which("rollinone", path="/usr/bin")
        assert command == "/usr/bin/rollinone"
        from game import __version__

        version = subprocess.run([command, "--version"], capture_output=True, text=True, timeout=120, cwd=tmp_path)
        assert version.stdout.strip() == f"rollinone {__version__}", version.stderr
        env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "ROLLINONE_USER_DIR": str(tmp_path / "user")}
        smoke = subprocess.run([command, "--smoke", "30"], capture_output=True, text=True, timeout=300, cwd=tmp_path, env=env)
        assert smoke.returncode == 0 and "rendered 30 frames" in smoke.stdout, smoke.stderr
        assert Path("/usr/share/applications/rollinone.desktop").is_file()
        assert Path("/usr/share/icons/hicolor/256x256/apps/rollinone.png").is_file()
    finally:
        removed = _dpkg("--purge", "rollinone")
    assert removed.returncode == 0, removed.stderr
    assert not Path("/opt/rollinone").exists() and not Path("/usr/bin/rollinone").exists()
    assert not Path("/usr/share/applications/rollinone.desktop").exists()
