"""What a plan may pick, worked out once per sheet: hole openers, die labels, dice splits, clubs and lengths.

The plan listing (:meth:`EaglesState.plans`) asks these for every plan; they
depend only on the sheet (and the dice and lie), never on a game, so they are
cached here instead of being rebuilt on every plan.
"""

from __future__ import annotations

import itertools
from functools import lru_cache

from game.rules.eagles_creek import data
from game.rules.eagles_creek.shape import ShapeRules, has_shape
from game.rules.eagles_creek.sheet import Sheet
from game.rules.eagles_creek.tables import Tables


@lru_cache(maxsize=64)
def openers(sheet: Sheet, holes: tuple[int, ...]) -> dict[int, tuple[int, ...] | None]:
    """Per hole in play: None for a one-die hole, else the card indexes of the one-die holes that open it."""
    out: dict[int, tuple[int, ...] | None] = {}
    for number in holes:
        hole = sheet.holes[number]
        if not hole.two_dice:
            out[number] = None
            continue
        out[number] = tuple(
            i
            for i, n in enumerate(holes)
            if not sheet.holes[n].two_dice and set(sheet.holes[n].dice) & set(hole.dice)
        )
    return out


@lru_cache(maxsize=256)
def labelled(sheet: Sheet, holes: tuple[int, ...], die: int) -> tuple[tuple[int, int], ...]:
    """The holes in play whose label carries ``die``, as (card index, hole number)."""
    return tuple((i, n) for i, n in enumerate(holes) if die in sheet.holes[n].dice)


@lru_cache(maxsize=64)
def splits(dice: tuple[int, int, int]) -> tuple[tuple[int, ...], ...]:
    """The distinct ways to use the dice as (hole die, accuracy, strength), in order."""
    return tuple(sorted(set(itertools.permutations(dice))))


@lru_cache(maxsize=4096)
def shots(sheet: Sheet, lie: str, accuracy: int, strength: int) -> tuple[tuple[str, int], ...]:
    """The (club, length) pairs a plan may pick from this lie with these dice (those with a legal shape)."""
    tables = sheet.tables
    out = []
    for club in data.CLUBS:
        if lie not in data.CLUB_LIES[club]:
            continue
        n = tables.shot_length(club, strength, lie)
        lengths = [n]
        if club == "putter" and n - data.PUTT_SHORTER >= 1:
            lengths.append(n - data.PUTT_SHORTER)
        for length in lengths:
            if has_shape(shape_rules_for(tables, lie, club, accuracy, length)):
                out.append((club, length))
    return tuple(out)


def shape_rules_for(tables: Tables, lie: str, club: str, accuracy: int, length: int) -> ShapeRules:
    """Length and curls a path must have for this club, lie and accuracy die."""
    curls = min(tables.curls(lie, club, accuracy), length)
    extra = data.PUTT_EXTRA_CURLS if club == "putter" else 0
    return ShapeRules(length, curls, min(curls + extra, length))
