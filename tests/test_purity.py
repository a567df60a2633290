"""The rules and the hex maths never load pygame or pytmx (checked in a fresh interpreter)."""

import json
import subprocess
import sys

PROBE = r"""
import importlib, json, pkgutil, sys
import game.hexgrid, game.rules, game.render.hexlayout
names = ["game.rules." + m.name for m in pkgutil.walk_packages(game.rules.__path__) ]
for name in names:
    importlib.import_module(name)
print(json.dumps({"modules": names, "pygame": "pygame" in sys.modules, "pytmx": "pytmx" in sys.modules}))
"""


def test_rules_and_hex_modules_import_neither_pygame_nor_pytmx():
    out = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, check=True)
    result = json.loads(out.stdout.strip().splitlines()[-1])
    assert "game.rules.protocol" in result["modules"]
    assert result["pygame"] is False
    assert result["pytmx"] is False


def test_the_probe_would_notice_pygame():
    # the check above is only worth something if importing pygame shows up in sys.modules
    code = "import sys, pygame; print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip().endswith("True")


def test_rules_never_use_the_random_module():
    import pathlib

    root = pathlib.Path(__file__).resolve().parent.parent / "game" / "rules"
    offenders = []
    for path in root.rglob("*.py"):
        if path.name == "driver.py":
            continue  # the driver samples chance outcomes with a generator passed in or seeded explicitly
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            stripped = line.strip()
            if stripped.startswith(("random.", "from random import")) or " random.random(" in line or "random.randint(" in line or "random.choice(" in line or "random.shuffle(" in line:
                offenders.append(f"{path.name}:{n}: {stripped}")
    assert offenders == []


def test_the_game_log_and_every_games_words_import_no_pygame():
    # `rollinone replay FILE --log` prints the log on a machine without a display: the words are pure
    code = (
        "import sys, importlib, game.match.gamelog, game.scenes.log_words; from game import catalog\n"
        "mods = [catalog.info(i).log_words for i in catalog.GAMES]\n"
        "[importlib.import_module(m) for m in mods]\n"
        "print(all(mods), 'pygame' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split()[-2:] == ["True", "False"]
