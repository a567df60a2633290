"""Rollecate's per-player counters and the one-seat tuple updates the rules make."""

from __future__ import annotations

from typing import Any

STAT_NAMES: tuple[str, ...] = (
    "turns",
    "passes",
    "stuck",
    "forced",
    "plays",
    "cards_laid",
    "dice",
    "derailments",
    "shortfall",
    "penalty_cards",
    "pairs",
    "pair_points",
    "chaos",
)
"""Counters kept per player over the whole game (``stuck``: no track card could be laid;
``forced``: passing was the only move; ``pair_points``: points removed in pairs)."""

_STAT_INDEX: dict[str, int] = {name: i for i, name in enumerate(STAT_NAMES)}


def bump(stats: tuple[tuple[int, ...], ...], seat: int, **deltas: int) -> tuple[tuple[int, ...], ...]:
    """``stats`` with the named counters of ``seat`` raised by their deltas."""
    row = list(stats[seat])
    for name, delta in deltas.items():
        row[_STAT_INDEX[name]] += delta
    return stats[:seat] + (tuple(row),) + stats[seat + 1 :]


def set_at(values: tuple[Any, ...], seat: int, value: Any) -> tuple[Any, ...]:
    """``values`` with the entry of ``seat`` replaced by ``value``."""
    return values[:seat] + (value,) + values[seat + 1 :]
