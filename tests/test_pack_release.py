"""Release zips keep links and executable bits (a macOS .app needs both); SHA256SUMS checks with sha256sum."""

import hashlib
import importlib.util
import os
import shutil
import stat
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def pack():
    spec = importlib.util.spec_from_file_location("pack_release", ROOT / "build_scripts" / "pack_release.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_bundle_folder_zips_under_its_own_name_with_its_executable_bit(tmp_path):
    bundle = tmp_path / "dist" / "rollinone"
    (bundle / "_internal" / "levels").mkdir(parents=True)
    (bundle / "rollinone").write_bytes(b"\x7fELF")
    (bundle / "rollinone").chmod(0o755)
    (bundle / "_internal" / "levels" / "hole.tmx").write_text("<map/>", encoding="utf-8")
    out = pack().zip_folder(bundle, tmp_path / "out" / "rollinone-linux.zip")
    with zipfile.ZipFile(out) as z:
        names = z.namelist()
        assert names == sorted(names) and names[0] == "rollinone/"
        assert "rollinone/_internal/levels/hole.tmx" in names
        assert z.read("rollinone/_internal/levels/hole.tmx") == b"<map/>"
        mode = z.getinfo("rollinone/rollinone").external_attr >> 16
    if os.name == "posix":
        assert mode & 0o111 == 0o111


@pytest.mark.skipif(not hasattr(os, "symlink") or sys.platform == "win32", reason="needs symbolic links")
def test_links_inside_a_macos_app_stay_links(tmp_path):
    contents = tmp_path / "Roll in One.app" / "Contents"
    (contents / "Resources" / "assets").mkdir(parents=True)
    (contents / "Frameworks").mkdir()
    (contents / "Resources" / "assets" / "icon.png").write_bytes(b"png")
    os.symlink("../Resources/assets", contents / "Frameworks" / "assets")
    out = pack().zip_folder(tmp_path / "Roll in One.app", tmp_path / "app.zip")
    with zipfile.ZipFile(out) as z:
        link = z.getinfo("Roll in One.app/Contents/Frameworks/assets")
        assert stat.S_ISLNK(link.external_attr >> 16)
        assert z.read(link) == b"../Resources/assets"
    unzip = shutil.which("unzip")
    if unzip:  # what a player's unzip makes of it: the link again
        subprocess.run([unzip, "-q", str(out), "-d", str(tmp_path / "unpacked")], check=True)
        again = tmp_path / "unpacked" / "Roll in One.app" / "Contents" / "Frameworks" / "assets"
        assert again.is_symlink() and (again / "icon.png").read_bytes() == b"png"


def test_sha256sums_name_every_file_once(tmp_path):
    (tmp_path / "b.zip").write_bytes(b"bee")
    (tmp_path / "a.zip").write_bytes(b"ay")
    (tmp_path / "sub").mkdir()
    sums = pack().write_sums(tmp_path)
    assert sums.read_bytes().decode() == (
        f"{hashlib.sha256(b'ay').hexdigest()}  a.zip\n{hashlib.sha256(b'bee').hexdigest()}  b.zip\n"
    )
    pack().write_sums(tmp_path)  # again: SHA256SUMS never lists itself
    assert "SHA256SUMS" not in sums.read_text(encoding="utf-8")
    checker = shutil.which("sha256sum")
    if checker:
        subprocess.run([checker, "--check", "--quiet", "SHA256SUMS"], cwd=tmp_path, check=True)
