"""Cards and card collections: what a card code means, and counting cards by kind.

A collection whose order does not matter (the draw pile, the box, a hand) is a
*composition*: a tuple of counts, one per kind in :data:`KINDS` order. Draws are
chance outcomes over a composition, so no shuffled order is ever stored.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from game.rules.rollecate import data

KINDS: tuple[str, ...] = tuple(f"{n}{s}" for n in data.NUMBERS for s in data.SHAPES) + tuple(
    f"C{n}" for n in data.NUMBERS
)
"""Every card kind, track cards first; the order of a composition's counts."""

KIND_INDEX: dict[str, int] = {kind: i for i, kind in enumerate(KINDS)}

Composition = tuple[int, ...]

_NUMBERS: dict[str, int] = {kind: int(kind[1]) if kind.startswith("C") else int(kind[0]) for kind in KINDS}
"""Each known kind's number, worked out once (the move listings ask for it constantly)."""


def is_card(kind: object) -> bool:
    """True for a known card code."""
    return isinstance(kind, str) and kind in KIND_INDEX


def is_chaos(kind: str) -> bool:
    """True for a chaos card."""
    return kind.startswith("C")


def number(kind: str) -> int:
    """The number on a card: its penalty points, and the dice it rolls when laid."""
    found = _NUMBERS.get(kind)
    if found is not None:
        return found
    return int(kind[1]) if kind.startswith("C") else int(kind[0])


def shape(kind: str) -> str:
    """A track card's rail shape: ``S``, ``L`` or ``R``."""
    return kind[1]


def points(cards: Iterable[str]) -> int:
    """The penalty points of some cards."""
    return sum(number(c) for c in cards)


def sort_cards(cards: Iterable[str]) -> tuple[str, ...]:
    """Cards in the one canonical order (for hands, whose order does not matter)."""
    return tuple(sorted(cards, key=KIND_INDEX.__getitem__))


def composition(counts: Mapping[str, int]) -> Composition:
    """A composition from a mapping of kind to count."""
    return tuple(int(counts.get(kind, 0)) for kind in KINDS)


def composition_of(cards: Iterable[str]) -> Composition:
    """The composition of a list of cards."""
    counts = [0] * len(KINDS)
    for card in cards:
        counts[KIND_INDEX[card]] += 1
    return tuple(counts)


def track_deck() -> Composition:
    """All 50 track cards."""
    return composition(data.TRACK_DECK)


def chaos_deck() -> Composition:
    """All 5 chaos cards."""
    return composition(data.CHAOS_DECK)


def full_deck() -> Composition:
    """Every card in the box: track and chaos cards."""
    return add(track_deck(), chaos_deck())


def add(a: Composition, b: Composition) -> Composition:
    """Two compositions together."""
    return tuple(x + y for x, y in zip(a, b))


def subtract(a: Composition, b: Composition) -> Composition:
    """``a`` without the cards of ``b`` (which must all be in ``a``)."""
    result = tuple(x - y for x, y in zip(a, b))
    if min(result, default=0) < 0:
        raise ValueError("taking cards that are not there")
    return result


def with_card(comp: Composition, kind: str, delta: int) -> Composition:
    """The composition with ``delta`` more (or fewer) cards of ``kind``."""
    i = KIND_INDEX[kind]
    if comp[i] + delta < 0:
        raise ValueError(f"no {kind} card left to take")
    return comp[:i] + (comp[i] + delta,) + comp[i + 1 :]


def total(comp: Composition) -> int:
    """Number of cards in a composition."""
    return sum(comp)


def outcomes(comp: Composition, track_only: bool = False) -> list[tuple[str, float]]:
    """Each kind that can be drawn from ``comp`` with its probability."""
    kinds = [(k, n) for k, n in zip(KINDS, comp) if n and not (track_only and is_chaos(k))]
    size = sum(n for _, n in kinds)
    return [(k, n / size) for k, n in kinds]


def to_json(comp: Composition) -> dict[str, int]:
    """A composition as ``{kind: count}`` for the kinds present."""
    return {k: n for k, n in zip(KINDS, comp) if n}


def from_json(value: object) -> Composition:
    """A composition from :func:`to_json` output (ValueError when damaged)."""
    if not isinstance(value, dict):
        raise ValueError("a card count must be an object")
    for kind, count in value.items():
        if not is_card(kind) or not isinstance(count, int) or isinstance(count, bool) or count < 0:
            raise ValueError(f"bad card count {kind!r}: {count!r}")
    return composition(value)
