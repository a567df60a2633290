"""The odds of Rollecate's dice: every ordered roll of up to four dice, listed once per size."""

from __future__ import annotations

import functools
import itertools

from game.rules.rollecate import data


@functools.lru_cache(maxsize=16)
def dice_odds(n: int, faces: tuple[str, ...]) -> tuple[tuple[tuple[str, ...], float], ...]:
    """Every ordered roll of ``n`` dice with its probability."""
    odds = {face: faces.count(face) / len(faces) for face in dict.fromkeys(faces)}
    result = []
    for roll in itertools.product(odds, repeat=n):
        p = 1.0
        for face in roll:
            p *= odds[face]
        result.append((roll, p))
    return tuple(result)


@functools.lru_cache(maxsize=16)
def dice_rolls(n: int, faces: tuple[str, ...]) -> frozenset[tuple[str, ...]]:
    """The rolls of :func:`dice_odds`, for checking an outcome."""
    return frozenset(roll for roll, _ in dice_odds(n, faces))


def dice_outcomes(n: int) -> list[tuple[tuple[str, ...], float]]:
    """The possible faces of ``n`` dice (at most four) with their probabilities."""
    return list(dice_odds(n, tuple(data.DIE_FACES)))
