"""Measure Rollecate's tensions under the shipped deck and dice, and under alternatives.

    python benchmarks/rollecate_tensions.py [--games 200] [--players 2] [--only NAME ...]

Computer players play whole games; the figures are per turn or per play:
how often a player is stuck (no track card can be laid: the railway's end
faces a card, or no number in hand may follow the last one), how often
passing is the only move, how often a play derails, and how many points
planning the order of penalty cards saves (against laying them in the order
taken). The alternatives substitute values in ``game.rules.rollecate.data``
for the run; the numbers in ``docs/rules/rollecate.md`` come from this script.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.rules.driver import SeededChance, play_out  # noqa: E402
from game.rules.protocol import Action, GameState  # noqa: E402
from game.rules.rollecate import actions, bot, cards, data, railway  # noqa: E402
from game.rules.rollecate.start import new_state  # noqa: E402


def _spread(numbers: dict[int, int], shapes: dict[str, float]) -> dict[str, int]:
    """A track deck with ``numbers[n]`` cards of each number, split over shapes by the given shares."""
    deck: dict[str, int] = {}
    for n, count in numbers.items():
        left = count
        for i, (shape, share) in enumerate(shapes.items()):
            k = left if i == len(shapes) - 1 else round(count * share)
            deck[f"{n}{shape}"] = k
            left -= k
    return deck


EVEN = {1: 13, 2: 13, 3: 12, 4: 12}
THIRDS = {"S": 1 / 3, "L": 1 / 3, "R": 1 / 3}

VARIANTS: dict[str, dict[str, Any]] = {
    "shipped": {},
    "dice 3 of 6": {"DIE_FACES": ("loco",) * 3 + ("blank",) * 3},
    "dice 2 of 6": {"DIE_FACES": ("loco",) * 2 + ("blank",) * 4},
    "dice 5 of 6": {"DIE_FACES": ("loco",) * 5 + ("blank",)},
    "even numbers, thirds": {"TRACK_DECK": _spread(EVEN, THIRDS)},
    "mostly straight": {"TRACK_DECK": _spread(EVEN, {"S": 0.6, "L": 0.2, "R": 0.2})},
    "mostly curves": {"TRACK_DECK": _spread(EVEN, {"S": 0.1, "L": 0.45, "R": 0.45})},
    "low heavy 16/14/11/9": {"TRACK_DECK": _spread({1: 16, 2: 14, 3: 11, 4: 9}, THIRDS)},
    "high heavy 9/11/14/16": {"TRACK_DECK": _spread({1: 9, 2: 11, 3: 14, 4: 16}, THIRDS)},
    "chaos all 4": {"CHAOS_DECK": {"C4": 5}},
}


@contextmanager
def substituted(values: dict[str, Any]) -> Iterator[None]:
    """Run with some values of ``data`` replaced."""
    saved = {k: getattr(data, k) for k in values}
    for k, v in values.items():
        setattr(data, k, v)
    try:
        yield
    finally:
        for k, v in saved.items():
            setattr(data, k, v)


def naive_orderer(inner: bot.RollecateBot) -> Callable[[GameState], Action]:
    """The bot, except that it lays penalty cards in the order taken (no planning of pairs)."""

    def choose(state: GameState) -> Action:
        view = state.view(inner.player)  # type: ignore[attr-defined]
        if view.phase == actions.PENALTY:
            return actions.penalty(cards.number(view.pending[0]))
        return inner.choose(state)

    return choose


def measure(players: int, games: int, naive: bool = False) -> dict[str, float]:
    """Play ``games`` games and return the figures."""
    counts = {"turns": 0, "stuck_room": 0, "stuck_numbers": 0, "forced": 0, "plays": 0, "derails": 0, "pairs": 0}
    scores: list[float] = []
    losses = 0

    def watch(before: GameState, action: Action, events: list[Any]) -> None:
        s = before
        if s.phase == actions.CHOOSE:  # type: ignore[attr-defined]
            hand = s.hands[s.seat]  # type: ignore[attr-defined]
            counts["turns"] += 1
            if not actions.track_moves(s.railway, hand):  # type: ignore[attr-defined]
                room = railway.free_space(s.railway) > 0  # type: ignore[attr-defined]
                has_room_moves = any(actions.placements(s.railway, c) for c in hand if not c.startswith("C"))  # type: ignore[attr-defined]
                counts["stuck_numbers" if room and has_room_moves else "stuck_room"] += 1
                if not any(c.startswith("C") for c in hand):
                    counts["forced"] += 1
        for e in events:
            counts["plays"] += e.kind == "DiceRolled" and e.group == 1
            counts["derails"] += e.kind == "Derailed"
            counts["pairs"] += e.kind == "PairCancelled"

    for k in range(games):
        seed = 1000 + k
        state = new_state(players, None, seed)
        seats = [bot.RollecateBot(i, seed * 31 + i) for i in range(players)]
        choosers = [naive_orderer(b) if naive else b.choose for b in seats]
        match = play_out(state, choosers, SeededChance(seed), on_step=watch)
        scores.extend(match.state.scores())
        losses += match.state.lost  # type: ignore[attr-defined]
    turns = max(counts["turns"], 1)
    return {
        "mean score": statistics.fmean(scores),
        "stuck %": 100 * (counts["stuck_room"] + counts["stuck_numbers"]) / turns,
        "no room %": 100 * counts["stuck_room"] / turns,
        "forced %": 100 * counts["forced"] / turns,
        "derail %": 100 * counts["derails"] / max(counts["plays"], 1),
        "pairs/game": counts["pairs"] / games,
    }


def main() -> None:
    """Print one line of figures per variant."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--only", nargs="*", help="variant names to run")
    args = parser.parse_args()
    names = args.only or list(VARIANTS)
    header = ["variant", "mean score", "stuck %", "no room %", "forced %", "derail %", "pairs/game", "naive order"]
    print(f"{args.players} players, {args.games} games per variant")
    print(" | ".join(header))
    for name in names:
        with substituted(VARIANTS[name]):
            planned = measure(args.players, args.games)
            naive = measure(args.players, args.games, naive=True)
        row = [name] + [f"{planned[h]:.1f}" for h in header[1:-1]] + [f"{naive['mean score']:.1f}"]
        print(" | ".join(row), flush=True)


if __name__ == "__main__":
    main()
