"""Issue #29 point 1: ``rollinone check`` is the game's own gate.

A corpus of shipped courses of every game, each mutated the ways a designer
gets a course wrong (every terrain on a cell, a piece removed, doubled, retyped
or moved off the map, a property dropped or spoilt, the file broken), is put in
the player's courses folder. For every file, ``check``'s verdict (exit 1 or 0)
must equal the game's: the set-up list of the game the file is for offers it as
playable, and a game set up with it starts (its match session builds the first
state). A course that passes ``check`` always starts; one the game refuses never
passes.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from game import paths
from game.commands.check import check_file
from game.rules.course import Terrain
from tests.user_folder import own_user_folder  # noqa: F401  (a fixture)

LEVELS = paths.levels_dir()
SOURCES = {
    "carom": LEVELS / "carom" / "course_1.tmx",
    "carom-2": LEVELS / "carom" / "course_4.tmx",
    "eagles": LEVELS / "eagles_creek" / "eagles_creek.tmx",
    "hole": LEVELS / "rollinone" / "hole-1-opening-drive.tmx",
    "board": LEVELS / "rollinone" / "board-02-pond.tmx",
    "tee": LEVELS / "rollinone" / "tee.tmx",
}
Mutation = Callable[[str], str]


def _first_csv_row(text: str) -> tuple[int, int]:
    """Where the first row of the first CSV layer starts and ends."""
    data = re.search(r'<data encoding="csv">\n', text)
    assert data is not None
    end = text.index("\n", data.end())
    return data.end(), end


def paint(gid: int, cells: int = 1) -> Mutation:
    """Give the first painted cells of the first row tile ``gid`` (0: erase them)."""

    def change(text: str) -> str:
        start, end = _first_csv_row(text)
        row = text[start:end].split(",")
        done = 0
        for i, item in enumerate(row):
            if item.strip() not in ("", "0") and done < cells:
                row[i] = str(gid)
                done += 1
        return text[:start] + ",".join(row) + text[end:]

    return change


def paint_everywhere(gid: int) -> Mutation:
    """Every painted cell of the first layer becomes tile ``gid``."""

    def change(text: str) -> str:
        data = re.search(r'<data encoding="csv">\n(.*?)</data>', text, re.DOTALL)
        assert data is not None
        body = re.sub(r"\b[1-9]\d*\b", str(gid), data.group(1))
        return text[: data.start(1)] + body + text[data.end(1) :]

    return change


def objects(text: str) -> list[re.Match[str]]:
    return list(re.finditer(r'<object\b[^>]*?(?:/>|>.*?</object>)', text, re.DOTALL))


def each_object(change: Callable[[str, re.Match[str]], str]) -> list[tuple[str, Mutation]]:
    """One mutation per kind of object in the file, applied to the first object of that kind."""

    def of(index: int) -> Mutation:
        return lambda text: change(text, objects(text)[index])

    return [(f"object{i}", of(i)) for i in range(3)]


def drop(text: str, found: re.Match[str]) -> str:
    return text[: found.start()] + text[found.end() :]


def retype(text: str, found: re.Match[str]) -> str:
    piece = re.sub(r'type="[^"]*"', 'type="banana"', found.group(0), count=1)
    if "type=" not in found.group(0):
        piece = found.group(0).replace("<object ", '<object type="banana" ', 1)
    return text[: found.start()] + piece + text[found.end() :]


def double(text: str, found: re.Match[str]) -> str:
    piece = re.sub(r'\bid="\d+"', 'id="999"', found.group(0), count=1)
    return text[: found.end()] + "\n  " + piece + text[found.end() :]


def far_away(text: str, found: re.Match[str]) -> str:
    piece = re.sub(r'\bx="[^"]*"', 'x="-5000"', found.group(0), count=1)
    return text[: found.start()] + piece + text[found.end() :]


def nudge(text: str, found: re.Match[str]) -> str:
    """Move a piece half a cell right and down (onto another cell, or a rectangle over other cells)."""
    piece = re.sub(r'\bx="([^"]*)"', lambda m: f'x="{float(m.group(1)) + 31}"', found.group(0), count=1)
    piece = re.sub(r'\by="([^"]*)"', lambda m: f'y="{float(m.group(1)) + 27}"', piece, count=1)
    return text[: found.start()] + piece + text[found.end() :]


def set_property(name: str, value: str | None, kind: str = "") -> Mutation:
    """Set (or, with None, remove) a map property."""

    def change(text: str) -> str:
        found = re.search(rf'\s*<property name="{name}"[^>]*/>', text)
        if found is not None:
            text = text[: found.start()] + text[found.end() :]
        if value is None:
            return text
        typed = f' type="{kind}"' if kind else ""
        return text.replace("<properties>", f'<properties>\n  <property name="{name}"{typed} value="{value}"/>', 1)

    return change


def set_object_property(name: str, value: str | None, kind: str = "") -> Mutation:
    """Set (or remove) a property of the first object that has it."""

    def change(text: str) -> str:
        found = re.search(rf'(\s*)<property name="{name}"[^>]*/>', text[text.index("<objectgroup") :])
        if found is None:
            return text
        at = text.index("<objectgroup")
        start, end = at + found.start(), at + found.end()
        if value is None:
            return text[:start] + text[end:]
        typed = f' type="{kind}"' if kind else ""
        return text[:start] + f'{found.group(1)}<property name="{name}"{typed} value="{value}"/>' + text[end:]

    return change


def replace_text(old: str, new: str) -> Mutation:
    return lambda text: text.replace(old, new, 1)


MUTATIONS: list[tuple[str, Mutation]] = [
    ("as-shipped", lambda text: text),
    *[(f"paint-{t.value}", paint(i + 1)) for i, t in enumerate(Terrain)],
    *[(f"all-{t.value}", paint_everywhere(i + 1)) for i, t in enumerate(Terrain) if t in (Terrain.GREEN, Terrain.WATER, Terrain.ROUGH)],
    ("erase-a-cell", paint(0)),
    ("erase-a-row", paint(0, 99)),
    *[(f"drop-{n}", m) for n, m in each_object(drop)],
    *[(f"retype-{n}", m) for n, m in each_object(retype)],
    *[(f"double-{n}", m) for n, m in each_object(double)],
    *[(f"far-{n}", m) for n, m in each_object(far_away)],
    *[(f"nudge-{n}", m) for n, m in each_object(nudge)],
    ("no-par", set_property("par", None)),
    ("par-zero", set_property("par", "0", "int")),
    ("par-13", set_property("par", "13", "int")),
    ("par-words", set_property("par", "four")),
    ("no-board", set_property("board", None)),
    ("board-hole", set_property("board", "hole")),
    ("board-course", set_property("board", "course")),
    ("board-tee", set_property("board", "tee")),
    ("course-zero", set_property("course", "0", "int")),
    ("flag-dice-7", set_object_property("dice", "7")),
    ("flag-no-hole", set_object_property("hole", None)),
    ("flag-hole-12", set_object_property("hole", "12", "int")),
    ("shape-zigzag", set_object_property("shape", "zigzag")),
    ("wood-9", set_property("wood_from_fairway", "9", "int")),
    ("distance-bad", set_property("distance_putter", "x,y")),
    ("no-game", set_property("game", None)),
    ("game-carom", set_property("game", "carom")),
    ("game-eagles", set_property("game", "eagles_creek")),
    ("game-rollinone", set_property("game", "rollinone")),
    ("game-golf", set_property("game", "golf")),
    ("orthogonal", replace_text('orientation="hexagonal"', 'orientation="orthogonal"')),
    ("tile-size", replace_text('tilewidth="62" tileheight="72"', 'tilewidth="64" tileheight="64"')),
    ("missing-tileset", replace_text("terrain-pointy.tsx", "no-such.tsx")),
    ("cut-short", lambda text: text[: len(text) // 2]),
    ("doctype", lambda text: text.replace("<map ", '<!DOCTYPE map SYSTEM "http://mapeditor.org/dtd/1.0/map.dtd">\n<map ', 1)),
]


def corpus(folder: Path) -> Iterator[tuple[str, Path]]:
    """Write every mutation of every source into ``folder``; yield (the game it came from, the file)."""
    for source_name, source in SOURCES.items():
        text = source.read_text(encoding="utf-8")
        game = "carom" if source_name.startswith("carom") else "eagles_creek" if source_name == "eagles" else "rollinone"
        seen: set[str] = set()
        for name, mutate in MUTATIONS:
            try:
                changed = mutate(text)
            except (IndexError, AssertionError, ValueError):
                continue  # the mutation does not apply to this file (no third object, say)
            if changed in seen or (changed == text and name != "as-shipped"):
                continue
            seen.add(changed)
            path = folder / f"{source_name}--{name}.tmx"
            path.write_text(changed, encoding="utf-8")
            yield game, path


def declared(path: Path) -> str | None:
    from game.courses import declared_game

    return declared_game(path)


def game_verdicts(files: list[Path]) -> dict[Path, str]:
    """For each file: '' when the game of its ``game`` property lists it as playable and a game on it starts, else why not."""
    from game.match.session import MatchSession
    from game.scenes.carom import setup as carom_setup
    from game.scenes.common_setup import PlayerSpec, SetupResult
    from game.scenes.eagles_creek import setup as eagles_setup
    from game.scenes.rollinone import setup as rollinone_setup

    setups = {"carom": carom_setup, "eagles_creek": eagles_setup, "rollinone": rollinone_setup}
    listed: dict[str, dict[Path, object]] = {g: {c.path: c for c in m.spec().courses()} for g, m in setups.items()}
    verdicts: dict[Path, str] = {}
    for path in files:
        game = declared(path)
        choice = listed.get(game or "", {}).get(path)
        if choice is None:
            found = [g for g, lst in listed.items() if path in lst and not lst[path].error]  # type: ignore[attr-defined]
            verdicts[path] = f"not offered by any set-up as playable (listed playable by {found})" if found else "not offered"
            continue
        if choice.error:  # type: ignore[attr-defined]
            verdicts[path] = choice.error  # type: ignore[attr-defined]
            continue
        module = setups[game or ""]
        mode = module.default_mode([choice]) if hasattr(module, "default_mode") else (module.spec().modes[0][0] if module.spec().modes else "")
        result = SetupResult([PlayerSpec("Computer", 0, True, "normal")], mode, [choice])  # type: ignore[list-item]
        try:
            MatchSession(module.record_for(result, seed=7))
        except ValueError as exc:  # RecordError, or the engine's refusal
            verdicts[path] = f"refused at the start: {exc}"
            continue
        verdicts[path] = ""
    return verdicts


def test_check_and_the_game_agree_on_every_mutated_course(own_user_folder):  # noqa: F811
    folder = paths.user_courses_dir()
    files = [path for _, path in corpus(folder)]
    assert len(files) > 150
    verdicts = game_verdicts(files)
    disagree = []
    for path in files:
        errors = [f.line() for f in check_file(path) if f.severity == "error"]
        check_passes = not errors
        game_plays = verdicts[path] == ""
        if check_passes != game_plays:
            disagree.append(f"{path.name}: check {'passes' if check_passes else 'refuses: ' + errors[0]}; the game {'plays it' if game_plays else 'refuses: ' + verdicts[path]}")
    assert disagree == []
    playable = sum(1 for v in verdicts.values() if v == "")
    assert 20 < playable < len(files) - 50, "the corpus holds both playable and broken courses"


@pytest.mark.parametrize("source", ["carom", "hole", "board", "tee", "eagles"])
def test_the_shipped_sources_pass_and_play(own_user_folder, source):  # noqa: F811
    """The corpus's starting points are good courses, so every refusal above comes from a mutation."""
    path = paths.user_courses_dir() / f"{source}.tmx"
    path.write_text(SOURCES[source].read_text(encoding="utf-8"), encoding="utf-8")
    assert [f.line() for f in check_file(path)] == []
    assert game_verdicts([path]) == {path: ""}
