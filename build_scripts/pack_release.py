"""Pack built bundles for a release: zip files that keep links and executable bits, and a SHA256SUMS file.

    python build_scripts/pack_release.py zip FOLDER OUT.zip   # FOLDER inside the zip under its own name
    python build_scripts/pack_release.py sums DIR             # DIR/SHA256SUMS for every other file in DIR

The same on Linux, macOS and Windows (the release workflow runs it on each):
symbolic links are stored as links (a macOS .app is sealed by its signature
and holds links; unpacked as copies it would be "damaged"), Unix permissions
are kept (the executable stays executable), and entries are sorted so the
same folder packs the same way. ``SHA256SUMS`` has the format of
``sha256sum``: ``sha256sum -c SHA256SUMS`` (Linux), ``shasum -a 256 -c
SHA256SUMS`` (macOS) check it.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import stat
import sys
import zipfile
from pathlib import Path

SUMS = "SHA256SUMS"


def zip_folder(folder: Path, out: Path) -> Path:
    """Zip ``folder`` (as its own top-level entry) into ``out``, links as links; returns ``out``."""
    folder = Path(folder)
    out.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for path in sorted(_walk(folder)):
            name = path.relative_to(folder.parent).as_posix()
            mode = os.lstat(path).st_mode
            if stat.S_ISLNK(mode):
                info = zipfile.ZipInfo(name, _stamp(path))
                info.create_system = 3  # Unix: unzip, ditto and the Finder read the link from the mode
                info.external_attr = (stat.S_IFLNK | 0o777) << 16
                archive.writestr(info, os.readlink(path))
            elif stat.S_ISDIR(mode):
                archive.write(path, name + "/")
            else:
                info = zipfile.ZipInfo.from_file(path, name)
                info.create_system = 3
                info.external_attr = (stat.S_IFREG | _permissions(path, mode)) << 16
                info.compress_type = zipfile.ZIP_DEFLATED
                with open(path, "rb") as src, archive.open(info, "w") as dst:
                    while chunk := src.read(1 << 20):
                        dst.write(chunk)
    return out


def _permissions(path: Path, mode: int) -> int:
    """The file's Unix permissions (Windows has none to give: programs and libraries 755, the rest 644)."""
    if os.name == "posix":
        return mode & 0o777
    return 0o755 if path.suffix.lower() in (".exe", ".dll", ".pyd") else 0o644


def _walk(folder: Path) -> list[Path]:
    """Every folder, file and link under ``folder`` (links are not followed), ``folder`` itself first."""
    found = [folder]
    for root, dirs, files in os.walk(folder):
        for name in dirs + files:
            found.append(Path(root) / name)
    return found


def _stamp(path: Path) -> tuple[int, int, int, int, int, int]:
    import time

    t = time.localtime(max(os.lstat(path).st_mtime, 315532800))  # zip dates start in 1980
    return (t.tm_year, t.tm_mon, t.tm_mday, t.tm_hour, t.tm_min, t.tm_sec)


def sha256(path: Path) -> str:
    """The SHA-256 of a file, in hex."""
    digest = hashlib.sha256()
    with open(path, "rb") as fh:
        while chunk := fh.read(1 << 20):
            digest.update(chunk)
    return digest.hexdigest()


def write_sums(folder: Path) -> Path:
    """``folder/SHA256SUMS`` for every file in ``folder`` (not in sub-folders), by name; returns its path."""
    files = sorted(p for p in Path(folder).iterdir() if p.is_file() and p.name != SUMS)
    out = Path(folder) / SUMS
    out.write_text("".join(f"{sha256(p)}  {p.name}\n" for p in files), encoding="utf-8", newline="\n")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    z = sub.add_parser("zip", help="zip a folder (a bundle, a .app)")
    z.add_argument("folder", type=Path)
    z.add_argument("out", type=Path)
    s = sub.add_parser("sums", help="write SHA256SUMS for the files in a folder")
    s.add_argument("folder", type=Path)
    args = parser.parse_args(argv)
    if args.command == "zip":
        if not args.folder.is_dir():
            print(f"pack_release: {args.folder} is not a folder", file=sys.stderr)
            return 1
        out = zip_folder(args.folder, args.out)
        print(f"packed {out} ({out.stat().st_size / 1e6:.1f} MB)")
    else:
        out = write_sums(args.folder)
        print(out.read_text(encoding="utf-8"), end="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
