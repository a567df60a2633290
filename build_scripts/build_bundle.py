"""Build a one-folder PyInstaller bundle of Roll in One for the current OS.

    python build_scripts/build_bundle.py [--dist DIR] [--work DIR]

Needs the build extra (``pip install -e ".[build]"``). The result is
``DIST/rollinone/`` with the ``rollinone`` executable (``rollinone.exe`` on
Windows; on macOS also ``DIST/Roll in One.app``) and the game data inside.
Each OS builds its own bundle: PyInstaller does not cross-compile.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


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
        # double-clicked by players: no console window (output goes nowhere, see game.cli)
        args.append("--windowed")
        if icon is not None:
            args += ["--icon", str(icon)]  # the .exe / the .app shows the game's icon in Explorer and Finder
    return args


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
    print(f"built {exe}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
