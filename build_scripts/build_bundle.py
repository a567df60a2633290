"""Build a one-folder PyInstaller bundle of Roll in One for the current OS.

    python build_scripts/build_bundle.py [--dist DIR] [--work DIR]

Needs the build extra (``pip install -e ".[build]"``). The result is
``DIST/rollinone/`` with the ``rollinone`` executable (``rollinone.exe`` on
Windows; on macOS also ``DIST/Roll in One.app``) and the game data inside,
in ``_internal/`` (``_internal/levels`` holds the shipped courses; the .app
keeps them in ``Contents/Resources``). Each OS builds its own bundle:
PyInstaller does not cross-compile.

On Windows the executable is checked to be a windowed program (no console
window opens with it); on macOS the .app is given the game's name, version and
bundle identifier, and signed again (ad hoc, as PyInstaller signs it) after
its Info.plist changed.
"""

from __future__ import annotations

import argparse
import os
import plistlib
import shutil
import struct
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_NAME = "Roll in One"
BUNDLE_ID = "org.rollinone.RollInOne"
WINDOWS_GUI, WINDOWS_CONSOLE = 2, 3
"""The PE header's Subsystem: a windowed program, or one Windows opens a console window for."""


def icon_file(work: Path, platform: str = sys.platform) -> Path:
    """Write the executable's icon for this platform into ``work``: .ico (Windows), .icns (macOS), else the PNG."""
    sys.path.insert(0, str(ROOT / "build_scripts"))
    import make_icon

    work.mkdir(parents=True, exist_ok=True)
    if platform == "win32":
        out = work / "rollinone.ico"
        make_icon.main(["--png", str(work / "rollinone.png"), "--ico", str(out)])
    elif platform == "darwin":
        out = work / "rollinone.icns"
        make_icon.main(["--png", str(work / "rollinone.png"), "--icns", str(out)])
    else:
        out = ROOT / "assets" / "icon" / "rollinone.png"  # Linux executables carry no icon: the .desktop file names it
    return out


def pyinstaller_args(dist: Path, work: Path, icon: Path | None = None) -> list[str]:
    """The PyInstaller command line for this platform (``icon``: from :func:`icon_file`)."""
    args = [
        str(ROOT / "build_scripts" / "rollinone_entry.py"),
        "--name", "rollinone",
        "--onedir",
        "--noconfirm",
        "--clean",
        "--distpath", str(dist),
        "--workpath", str(work),
        "--specpath", str(work),
        "--paths", str(ROOT),
        # scenes, engines and sub-commands are imported by name at run time
        "--collect-submodules", "game",
        "--hidden-import", "pytmx",
        "--add-data", f"{ROOT / 'assets'}:assets",
        "--add-data", f"{ROOT / 'levels'}:levels",
        "--exclude-module", "tkinter",
        "--exclude-module", "pytest",
        "--exclude-module", "hypothesis",
    ]
    if sys.platform in ("win32", "darwin"):
        # double-clicked by players: no console window (see game.cli: started from a terminal, it prints there)
        args.append("--windowed")
        if icon is not None:
            args += ["--icon", str(icon)]  # the .exe / the .app shows the game's icon in Explorer and Finder
    if sys.platform == "darwin":
        args += ["--osx-bundle-identifier", BUNDLE_ID]
    return args


def version() -> str:
    """The game's version, read from ``game/__init__.py`` without importing the game."""
    for line in (ROOT / "game" / "__init__.py").read_text(encoding="utf-8").splitlines():
        if line.startswith("__version__"):
            return line.split("=", 1)[1].strip().strip("\"'")
    raise SystemExit("build_bundle: no __version__ in game/__init__.py")


def pe_subsystem(exe: Path) -> int:
    """The Subsystem field of a Windows executable's PE header (2: windowed, 3: console)."""
    data = exe.read_bytes()[:4096]
    if data[:2] != b"MZ":
        raise ValueError(f"{exe} is not a Windows executable")
    pe = struct.unpack_from("<I", data, 0x3C)[0]
    if data[pe : pe + 4] != b"PE\0\0":
        raise ValueError(f"{exe} has no PE header")
    optional = pe + 4 + 20  # after the signature and the COFF file header
    return int(struct.unpack_from("<H", data, optional + 68)[0])  # the same offset in PE32 and PE32+


def finish_app(dist: Path, game_version: str, sign: Callable[[Path], None] | None = None) -> Path:
    """Name the macOS .app after the game, with its version, and sign it again; returns its path.

    PyInstaller names it after the executable (``rollinone.app``); the Finder
    shows the folder name, the menu bar and Dock the Info.plist names.
    """
    built, app = dist / "rollinone.app", dist / f"{APP_NAME}.app"
    if app.exists():
        shutil.rmtree(app)
    built.rename(app)
    info = app / "Contents" / "Info.plist"
    plist = plistlib.loads(info.read_bytes())
    plist.update(
        CFBundleName=APP_NAME,
        CFBundleDisplayName=APP_NAME,
        CFBundleShortVersionString=game_version,
        CFBundleVersion=game_version,
        NSHumanReadableCopyright="Roll in One; fonts under the SIL Open Font License 1.1",
    )
    info.write_bytes(plistlib.dumps(plist))
    (sign or codesign)(app)
    return app


def codesign(app: Path) -> None:
    """Sign the .app ad hoc again (its Info.plist is sealed by PyInstaller's signature); Apple silicon runs nothing unsigned."""
    # as PyInstaller signs the bundle it made (PyInstaller.utils.osx.sign_binary), without a time stamp for an ad-hoc identity
    subprocess.run(["/usr/bin/codesign", "-s", "-", "--force", "--all-architectures", "--deep", str(app)], check=True)
    subprocess.run(["/usr/bin/codesign", "--verify", "--deep", "--strict", str(app)], check=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the bundle goes (default dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller", help="PyInstaller's work folder")
    args = parser.parse_args(argv)
    try:
        import PyInstaller.__main__
    except ImportError:
        print('build_bundle: PyInstaller is missing; install the build extra: pip install -e ".[build]"', file=sys.stderr)
        return 1
    # collect_submodules('game') imports the package in a helper process: make the checkout importable there
    os.environ["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p)
    sys.path.insert(0, str(ROOT))
    PyInstaller.__main__.run(pyinstaller_args(args.dist, args.work, icon_file(args.work)))
    exe = args.dist / "rollinone" / ("rollinone.exe" if sys.platform == "win32" else "rollinone")
    if sys.platform == "win32" and pe_subsystem(exe) != WINDOWS_GUI:
        print(f"build_bundle: {exe} would open a console window (PE subsystem {pe_subsystem(exe)})", file=sys.stderr)
        return 1
    print(f"built {exe}")
    if sys.platform == "darwin":
        print(f"built {finish_app(args.dist, version())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
