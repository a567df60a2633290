"""The Tiled screenshot of docs/editing-courses.md: *Check course* run with the real `rollinone` in real Tiled.

Starts Debian's Tiled on Xvfb (tests/courses/tiledgui.py) on a copy of the
project with the broken Carom starter the extension's tests use, presses F7,
opens the Issues panel and double-clicks the tee's line, and saves the screen
as docs/screenshots/tiled/07-check-course-issues.png.

    python build_scripts/tiled_shots.py
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.courses.test_tiled_extension import LEVELS, broken_course, program_free_path, red  # noqa: E402
from tests.courses.tiledgui import TiledGui, find_colour, issue_rows, load_image, missing_tools, wait_for  # noqa: E402

OUT = ROOT / "docs" / "screenshots" / "tiled" / "07-check-course-issues.png"


def main() -> int:
    why = missing_tools()
    if why:
        print(f"tiled_shots: {why}", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory(prefix="tiled-shots-") as tmp:
        root = Path(tmp)
        levels = root / "levels"
        shutil.copytree(LEVELS, levels, ignore=shutil.ignore_patterns("*.tiled-session", "rollinone.conf"))
        course = levels / "carom" / "broken.tmx"
        broken_course(course)
        game = root / "rollinone"
        game.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m game "$@"\n', encoding="utf-8")
        game.chmod(0o755)
        (levels / "extensions" / "rollinone.conf").write_text(f"program = {game}\n", encoding="utf-8")
        home = root / "home"
        home.mkdir()
        env = {**os.environ, "PATH": program_free_path(), "PYTHONPATH": str(ROOT)}
        gui = TiledGui(levels, course, env, home).start()
        try:
            mark = len(gui.trace())
            gui.key("F7")
            gui.wait_trace("the check's end", lambda e: e["event"] == "log" and e["text"].startswith("checked"), after=mark, timeout=60)

            def error_count() -> object:
                shot = load_image(gui.screenshot(root / "status.png"))
                return find_colour(shot, (0, shot.get_height() - 40, 300, shot.get_height()), red)

            gui.click(*wait_for("the error count in the status bar", error_count, timeout=10))  # type: ignore[misc]
            rows = wait_for("the Issues panel's rows", lambda: issue_rows(load_image(gui.screenshot(root / "issues.png")), x=1500), timeout=10)
            first = next(y for kind, y in rows if kind == "error")  # type: ignore[union-attr]
            gui.click(300, first, times=2)
            gui.wait_trace("the problem shown", lambda e: e["event"] in ("selected", "centred"), after=mark)
            OUT.parent.mkdir(parents=True, exist_ok=True)
            gui.screenshot(OUT)
        finally:
            gui.stop()
    print(OUT)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
