"""Wrap the Linux bundle in a Debian package (.deb) with dpkg-deb.

    python build_scripts/build_bundle.py            # first: dist/rollinone/
    python build_scripts/build_deb.py [--bundle dist/rollinone] [--out dist]

The package installs the bundle to ``/opt/rollinone``, a ``rollinone`` command
to ``/usr/bin``, the menu entry to ``/usr/share/applications`` and the icon to
``/usr/share/icons/hicolor/256x256/apps`` (the desktop's own triggers refresh
the menu and icon caches). ``sudo apt install ./rollinone_VERSION_ARCH.deb``
installs it, ``sudo apt remove rollinone`` takes it away again; saves and own
courses stay in the player's home folder. Needs ``dpkg-deb`` (Debian, Ubuntu).
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "rollinone"
INSTALL_DIR = "/opt/rollinone"
MAINTAINER = "Roll in One developers <noreply@rollinone.invalid>"  # no public contact yet
ARCHITECTURES = {"x86_64": "amd64", "amd64": "amd64", "aarch64": "arm64", "arm64": "arm64", "armv7l": "armhf", "i686": "i386"}

LAUNCHER = f"""#!/bin/sh
# Roll in One, installed by the {PACKAGE} package: the bundle lives in {INSTALL_DIR}
exec {INSTALL_DIR}/rollinone "$@"
"""


def version() -> str:
    """The game's version, read from ``game/__init__.py`` without importing the game."""
    for line in (ROOT / "game" / "__init__.py").read_text(encoding="utf-8").splitlines():
        if line.startswith("__version__"):
            return line.split("=", 1)[1].strip().strip("\"'")
    raise SystemExit("build_deb: no __version__ in game/__init__.py")


def architecture() -> str:
    """Debian's name for this machine's architecture (dpkg's own answer where dpkg is installed)."""
    dpkg = shutil.which("dpkg")
    if dpkg:
        done = subprocess.run([dpkg, "--print-architecture"], capture_output=True, text=True, check=False)
        if done.returncode == 0 and done.stdout.strip():
            return done.stdout.strip()
    return ARCHITECTURES.get(platform.machine().lower(), platform.machine().lower())


def glibc_needed() -> str | None:
    """The C library version the bundle was built against (it needs at least that one), e.g. ``2.35``."""
    try:
        name = os.confstr("CS_GNU_LIBC_VERSION") or ""
    except (ValueError, OSError, AttributeError):
        return None
    parts = name.split()
    return parts[1] if len(parts) == 2 and parts[0] == "glibc" else None


def control(game_version: str, arch: str, installed_kib: int, libc: str | None) -> str:
    """The package's DEBIAN/control file."""
    depends = f"Depends: libc6 (>= {libc})\n" if libc else ""
    return (
        f"Package: {PACKAGE}\n"
        f"Version: {game_version}\n"
        f"Architecture: {arch}\n"
        f"Maintainer: {MAINTAINER}\n"
        f"Installed-Size: {installed_kib}\n"
        f"{depends}"
        "Section: games\n"
        "Priority: optional\n"
        "Description: four tabletop dice games for couch play\n"
        " Roll in One, Eagle's Creek, Carom Golf and Rollecate: golf on hex boards\n"
        " with dice and cards, and a railway game, for up to 12 players at one\n"
        " screen, with computer players. Mouse, keyboard or game controllers.\n"
    )


def stage(bundle: Path, root: Path, game_version: str, arch: str) -> None:
    """Lay out the package's files under ``root`` (the future ``/``), with DEBIAN/control."""
    opt = root / INSTALL_DIR.lstrip("/")
    shutil.copytree(bundle, opt, symlinks=True)
    launcher = root / "usr" / "bin" / PACKAGE
    launcher.parent.mkdir(parents=True)
    launcher.write_text(LAUNCHER, encoding="utf-8", newline="\n")
    apps = root / "usr" / "share" / "applications"
    apps.mkdir(parents=True)
    shutil.copyfile(ROOT / "assets" / "linux" / "rollinone.desktop", apps / "rollinone.desktop")
    icons = root / "usr" / "share" / "icons" / "hicolor" / "256x256" / "apps"
    icons.mkdir(parents=True)
    shutil.copyfile(ROOT / "assets" / "icon" / "rollinone.png", icons / "rollinone.png")
    doc = root / "usr" / "share" / "doc" / PACKAGE
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(
        "Roll in One\nLicense: MIT\n\n"
        "Files: opt/rollinone/_internal/assets/fonts/*\n"
        "License: SIL Open Font License 1.1 (Vollkorn, Cabin; the texts are beside the fonts)\n"
        "\nThe bundle holds Python, pygame-ce, SDL and pytmx under their own licenses.\n",
        encoding="utf-8",
    )
    for path in [root, *root.rglob("*")]:  # ordinary modes whatever the umask: 755 folders and programs, 644 the rest
        if path.is_symlink():
            continue
        if path.is_dir() or os.access(path, os.X_OK) or path == launcher:
            path.chmod(0o755)
        else:
            path.chmod(0o644)
    size = sum(p.stat().st_size for p in root.rglob("*") if p.is_file() and not p.is_symlink())
    debian = root / "DEBIAN"
    debian.mkdir()
    (debian / "control").write_text(control(game_version, arch, (size + 1023) // 1024, glibc_needed()), encoding="utf-8")


def build(bundle: Path, out: Path) -> Path:
    """Build the .deb from ``bundle`` (the one-folder Linux bundle) into ``out``; returns its path."""
    dpkg_deb = shutil.which("dpkg-deb")
    if dpkg_deb is None:
        raise SystemExit("build_deb: dpkg-deb is missing (it comes with Debian and Ubuntu: apt install dpkg)")
    if not (bundle / "rollinone").is_file():
        raise SystemExit(f"build_deb: {bundle}/rollinone is missing; build the bundle first: python build_scripts/build_bundle.py")
    game_version, arch = version(), architecture()
    out.mkdir(parents=True, exist_ok=True)
    deb = out / f"{PACKAGE}_{game_version}_{arch}.deb"
    with tempfile.TemporaryDirectory(prefix="rollinone-deb-") as tmp:
        root = Path(tmp) / "root"
        root.mkdir()
        stage(bundle, root, game_version, arch)
        subprocess.run([dpkg_deb, "--root-owner-group", "-Zxz", "--build", str(root), str(deb)], check=True, stdout=subprocess.DEVNULL)
    return deb


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "rollinone", help="the Linux bundle (default dist/rollinone)")
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="where the .deb goes (default dist/)")
    args = parser.parse_args(argv)
    if not sys.platform.startswith("linux"):
        print("build_deb: a Debian package wraps the Linux bundle; build it on Linux", file=sys.stderr)
        return 1
    print(f"built {build(args.bundle, args.out)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
