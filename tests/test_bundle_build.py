"""What build_bundle.py does only on Windows and macOS, checked here with made-up files and the platform faked.

The real builds run in ``.github/workflows/release.yml`` on the hosted runners.
"""

import importlib.util
import plistlib
import struct
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def build_bundle():
    sys.path.insert(0, str(ROOT / "build_scripts"))
    spec = importlib.util.spec_from_file_location("build_bundle", ROOT / "build_scripts" / "build_bundle.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def pe_file(path: Path, subsystem: int, magic: int = 0x20B) -> Path:
    """The first bytes of a Windows executable: DOS header, PE signature, COFF header, optional header."""
    data = bytearray(0x200)
    data[:2] = b"MZ"
    struct.pack_into("<I", data, 0x3C, 0x80)
    data[0x80:0x84] = b"PE\0\0"
    struct.pack_into("<HH", data, 0x84, 0x8664, 3)  # machine x64, 3 sections
    optional = 0x84 + 20
    struct.pack_into("<H", data, optional, magic)  # PE32+ (0x20b) or PE32 (0x10b)
    struct.pack_into("<H", data, optional + 68, subsystem)
    path.write_bytes(bytes(data))
    return path


@pytest.mark.parametrize("magic", [0x20B, 0x10B])
def test_a_windowed_and_a_console_executable_are_told_apart(tmp_path, magic):
    b = build_bundle()
    assert b.pe_subsystem(pe_file(tmp_path / "gui.exe", 2, magic)) == b.WINDOWS_GUI
    assert b.pe_subsystem(pe_file(tmp_path / "console.exe", 3, magic)) == b.WINDOWS_CONSOLE
    (tmp_path / "script.exe").write_bytes(b"#!/bin/sh\n")
    with pytest.raises(ValueError):
        b.pe_subsystem(tmp_path / "script.exe")


def test_the_macos_app_is_named_versioned_and_signed_again(tmp_path):
    b = build_bundle()
    contents = tmp_path / "rollinone.app" / "Contents"
    (contents / "MacOS").mkdir(parents=True)
    (contents / "Info.plist").write_bytes(plistlib.dumps({"CFBundleName": "rollinone", "CFBundleExecutable": "rollinone", "CFBundleIdentifier": b.BUNDLE_ID}))
    signed = []
    app = b.finish_app(tmp_path, "1.2.3", sign=signed.append)
    assert app == tmp_path / "Roll in One.app" and signed == [app]
    assert not (tmp_path / "rollinone.app").exists()
    info = plistlib.loads((app / "Contents" / "Info.plist").read_bytes())
    assert info["CFBundleName"] == info["CFBundleDisplayName"] == "Roll in One"
    assert info["CFBundleShortVersionString"] == info["CFBundleVersion"] == "1.2.3"
    assert info["CFBundleExecutable"] == "rollinone" and info["CFBundleIdentifier"] == b.BUNDLE_ID


@pytest.mark.parametrize("platform, windowed", [("win32", True), ("darwin", True), ("linux", False)])
def test_windows_and_macos_bundles_open_no_console_window(tmp_path, monkeypatch, platform, windowed):
    b = build_bundle()
    monkeypatch.setattr(sys, "platform", platform)
    args = b.pyinstaller_args(tmp_path / "dist", tmp_path / "work", tmp_path / "icon")
    assert ("--windowed" in args) is windowed
    assert ("--osx-bundle-identifier" in args) is (platform == "darwin")
    data = [a for a in args if a.endswith(":assets") or a.endswith(":levels")]
    assert len(data) == 2  # PyInstaller 6 reads SOURCE:DEST on every system, a drive letter included


def test_the_version_is_read_without_importing_the_game():
    from game import __version__

    assert build_bundle().version() == __version__
