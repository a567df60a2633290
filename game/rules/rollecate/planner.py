"""The sums behind the computer player: derailment odds, penalty costs, and laying orders.

All of it works on what one player may see (their view), and all of it is
exact where the rules are: the locomotive faces follow a binomial law, the
penalty cards a derailment would take are the known cards at the start of the
railway, and the best order to lay them is found by a complete search.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence

from game.rules.rollecate import data

_NO_TOP: tuple[None] = (None,)
"""The one choice of top card when no number is left over: none."""


def loco_chance() -> float:
    """The chance that one die shows the locomotive."""
    return data.DIE_FACES.count(data.LOCO_FACE) / len(data.DIE_FACES)


@functools.lru_cache(maxsize=256)
def _binomial(n: int, p: float) -> tuple[float, ...]:
    row = [1.0]
    for _ in range(n):
        row = [(row[k] if k < len(row) else 0.0) * (1 - p) + (row[k - 1] * p if k else 0.0) for k in range(len(row) + 1)]
    return tuple(row)


def locos_odds(dice: int) -> tuple[float, ...]:
    """``odds[k]``: the chance that ``dice`` dice show exactly ``k`` locomotives."""
    return _binomial(dice, loco_chance())


def derail_chance(dice: int, ahead: int) -> float:
    """The chance that ``dice`` dice move the locomotive past ``ahead`` cards."""
    return sum(locos_odds(dice)[ahead + 1 :])


def pile_value(numbers: Sequence[int], bonus: Mapping[int, float]) -> float:
    """How bad a penalty pile is: its points, a hair per card, less a bonus for a useful top card."""
    if not numbers:
        return 0.0
    return sum(numbers) + 0.01 * len(numbers) - bonus.get(numbers[-1], 0.0)


def lay_all(pile: Sequence[int], order: Sequence[int]) -> tuple[int, ...]:
    """The pile (numbers) after laying ``order`` on it, pairs cancelled as they meet."""
    result = list(pile)
    for n in order:
        if result and result[-1] == n:
            result.pop()
        else:
            result.append(n)
    return tuple(result)


def best_order(pile: Sequence[int], taken: Sequence[int], bonus: Mapping[int, float]) -> tuple[float, tuple[int, ...]]:
    """The cheapest order to lay ``taken`` on ``pile`` (numbers), as (value change, order).

    Laying cards on the pile cancels equal neighbours, so the pile ends as the
    pile with its top ``k`` cards peeled off by matching taken cards, then at
    most one card of each number (the taken cards left over after pairing up
    among themselves). Trying every ``k`` and every choice of top card covers
    every pile worth having; pairs kept apart only add points.
    """
    return _best_order(tuple(pile), tuple(taken), tuple(sorted(bonus.items())))


@functools.lru_cache(maxsize=4096)
def _best_order(
    pile: tuple[int, ...], taken: tuple[int, ...], bonus_items: tuple[tuple[int, float], ...]
) -> tuple[float, tuple[int, ...]]:
    bonus = dict(bonus_items)
    start = pile_value(pile, bonus)
    best: tuple[float, tuple[int, ...]] | None = None
    for order in _candidate_orders(pile, taken):
        value = pile_value(lay_all(pile, order), bonus)
        if best is None or value < best[0] - 1e-9:
            best = (value, order)
    assert best is not None
    return best[0] - start, best[1]


def _candidate_orders(pile: tuple[int, ...], taken: tuple[int, ...]) -> list[tuple[int, ...]]:
    left = {n: taken.count(n) for n in data.NUMBERS}
    peel: list[int] = []
    orders = []
    depth = 0
    while True:
        under = pile[len(pile) - depth - 1] if depth < len(pile) else None
        singles = [n for n in data.NUMBERS if left[n] % 2]
        pairs = [n for n in data.NUMBERS for _ in range(left[n] // 2) for _ in range(2)]
        for top in singles or _NO_TOP:
            rest = [n for n in singles if n != top]
            if rest and rest[0] == under:  # keep the card under the peel from cancelling by accident
                rest = rest[1:] + rest[:1]
            orders.append((*peel, *pairs, *rest, *([top] if top is not None else [])))
        if under is None or not left.get(under):
            return orders
        left[under] -= 1
        peel.append(under)
        depth += 1


def ride_cost(
    pile: Sequence[int],
    start: Sequence[int],
    dice: int,
    ahead: int,
    bonus: Mapping[int, float],
) -> tuple[float, float]:
    """Expected penalty of rolling ``dice`` with ``ahead`` cards before the locomotive, and the derail chance.

    ``start`` are the numbers of the railway's cards from its start, the
    locomotive's final card excluded: a derailment takes them in that order.
    """
    odds = locos_odds(dice)
    expected = 0.0
    derail = 0.0
    for locos in range(ahead + 1, len(odds)):
        short = min(locos - ahead, len(start))
        cost, _ = best_order(pile, start[:short], bonus)
        expected += odds[locos] * cost
        derail += odds[locos]
    return expected, derail


def ride_points(start: Sequence[int], dice: int, ahead: int) -> float:
    """Expected penalty points a derailment takes from the railway's start when rolling ``dice`` (see :func:`ride_cost`)."""
    odds = locos_odds(dice)
    return sum(odds[locos] * sum(start[: min(locos - ahead, len(start))]) for locos in range(ahead + 1, len(odds)))
