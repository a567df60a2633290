"""A line's plain reading in words: where it leaves the ball, the trees on the way, what it costs (pure, no pygame).

The picker's ghosts carry a short tag, its list in the strip a sentence per
line, and a finished line over water or off the sheet a warning with its cost,
said before the hit as a tree's odds are (issue #26, points 1 and 3).
"""

from __future__ import annotations

from game.rules.eagles_creek.flight import OFF_SHEET, STOPPED, TREE, WATER
from game.rules.eagles_creek.picker import Line, Reading

LIE_AT = {"green": "on the green", "tee": "on the tee", "fairway": "on the fairway", "rough": "in the rough", "bunker": "in a bunker"}


def _faces(faces: tuple[int, ...]) -> str:
    """'2–6', '3, 4', '6'."""
    if len(faces) > 2 and faces == tuple(range(faces[0], faces[-1] + 1)):
        return f"{faces[0]}–{faces[-1]}"
    return ", ".join(map(str, faces))


def where(r: Reading) -> str:
    """Where the ball ends up, in a few words ("3 from the flag, on the fairway", "on the flag")."""
    if r.result == OFF_SHEET:
        return "off the sheet"
    if r.result == WATER:
        return "in the water"
    if r.on_flag:
        return "on the flag"
    return f"{r.to_flag} from the flag, {LIE_AT.get(r.lie, r.lie)}"


def tag(line: Line) -> str:
    """The short tag on a ghost's end: where it leaves the ball, a tree's odds, a penalty."""
    r = line.reading
    parts = [where(r)]
    if r.result in (WATER, OFF_SHEET):
        parts.append(f"+{r.penalty}")
    elif r.trees and r.clear_faces and len(r.clear_faces) < 6:
        parts.append(f"tree {len(r.clear_faces)} in 6")
    elif r.result == TREE:
        parts.append("stops at a tree")
    if r.flag_extra:
        parts.append(f"+{r.flag_extra}")
    return " · ".join(parts)


def sentence(line: Line, trees: bool = True) -> str:
    """One line for the strip's list: where the shot ends and (``trees``) the odds of a tree on the way."""
    r = line.reading
    if r.result == OFF_SHEET:
        head = f"leaves the sheet: +{r.penalty} stroke, shot again from here"
    elif r.result == WATER:
        head = f"ends in water: +{r.penalty} stroke, next shot from where the water begins"
    elif r.result == TREE:
        head = f"stops at the tree on segment {r.trees[0]}, {r.to_flag} from the flag" if r.trees else "stops at a tree"
    elif r.on_flag:
        head = "ends on the flag" + (f": not a 6 on accuracy, +{r.flag_extra} stroke" if r.flag_extra else ": holed")
    elif r.result == STOPPED:
        head = f"stops at the {'bunker' if r.lie == 'bunker' else 'rough'}, {r.to_flag} from the flag"
    else:
        head = f"rests {where(r)}"
    if trees and r.trees and r.clear_faces and r.result != TREE:
        if len(r.clear_faces) == 6:
            head += f" · over the tree{'s' if len(r.trees) > 1 else ''} on any face"
        else:
            back = f", else stops {r.stop_to_flag} from the flag" if r.stop_to_flag is not None else ""
            head += f" · tree: clears on {_faces(r.clear_faces)} ({len(r.clear_faces)} in 6){back}"
    return head


def warning(r: Reading) -> str:
    """The warning before the hit for a line that ends in water or off the sheet, with its cost ("" for any other)."""
    if r.result == OFF_SHEET:
        return f"Leaves the sheet: +{r.penalty} stroke, shot again from here."
    if r.result == WATER:
        return f"Ends in water: +{r.penalty} stroke, the next shot from where the water begins."
    return ""
