"""A stand-in for the ``rollinone`` program, for the Tiled extension's tests.

The tests copy this file next to a ``rollinone`` launcher and start Tiled with it
on PATH (or named in ``rollinone.conf``). It prints what the tests put in the
files the environment names, in the shape ``rollinone check --json`` gives, and
writes one JSON line per call to ``$FAKE_ROLLINONE_LOG``:

* ``check --json FILE``: prints ``$FAKE_ROLLINONE_PROBLEMS`` (a list of problems; ``file``
  filled in), exit 1 if any is an error; logs the object ids the saved FILE holds;
* ``check --par [N] [--write-par] --json FILE``: prints ``$FAKE_ROLLINONE_PAR``; with
  ``--write-par`` writes each figure's suggested par into FILE's ``par`` property;
* ``play GAME --course FILE``: logs its process ids, then stays running (a game window)
  until ``$FAKE_ROLLINONE_PLAY_SECONDS`` pass.
"""

from __future__ import annotations

import json
import os
import re
import sys
import time
import xml.etree.ElementTree as ET


def log(entry: dict) -> None:
    with open(os.environ["FAKE_ROLLINONE_LOG"], "a", encoding="utf-8") as f:
        f.write(json.dumps(entry) + "\n")


def object_ids(path: str) -> list[int]:
    try:
        return [int(o.get("id", "0")) for o in ET.parse(path).getroot().iter("object")]
    except (OSError, ET.ParseError):
        return []


def check(args: list[str]) -> int:
    file = args[-1]
    if "--par" in args:
        report = json.loads(open(os.environ["FAKE_ROLLINONE_PAR"], encoding="utf-8").read())
        log({"call": "par", "args": args, "write": "--write-par" in args})
        if "--write-par" in args:
            text = open(file, encoding="utf-8").read()
            for figure in report["par"]:
                text = re.sub(r'(<property name="par" type="int" value=")\d+', rf"\g<1>{figure['suggested']}", text)
            open(file, "w", encoding="utf-8").write(text)
        print(json.dumps(report))
        return 0
    problems = json.loads(open(os.environ["FAKE_ROLLINONE_PROBLEMS"], encoding="utf-8").read())
    for p in problems:
        p["file"] = file
    log({"call": "check", "args": args, "cwd": os.getcwd(), "objects": object_ids(file)})
    errors = sum(p["severity"] == "error" for p in problems)
    print(json.dumps({"files": 1, "errors": errors, "warnings": len(problems) - errors, "problems": problems}, indent=2))
    return 1 if errors else 0


def play(args: list[str]) -> int:
    log({"call": "play", "args": args, "pid": os.getpid(), "ppid": os.getppid()})
    time.sleep(1.0)  # the shell that started it is gone by now
    log({"call": "playing", "pid": os.getpid(), "ppid": os.getppid()})
    time.sleep(float(os.environ.get("FAKE_ROLLINONE_PLAY_SECONDS", "20")))
    return 0


def main() -> int:
    args = sys.argv[1:]
    if args[:1] == ["check"]:
        return check(args)
    if args[:1] == ["play"]:
        return play(args)
    print(f"rollinone: error: the fake does not know {args}", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
