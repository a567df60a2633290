"""How the computer player uses Carom Golf's long strokes on the shipped courses, from seeded games.

    python build_scripts/carom_long_strokes.py [--games 200] [--seed 1] [--direction-first] [COURSE.tmx ...]

For each course, one computer player (normal level, Basic mode) plays
``--games`` seeded games alone. The report says how many games had a long
stroke (20 impulses or more) and how many long strokes there were; how many of
them stayed on the course and how many cost a penalty (out, or down in a
pond); the mean score of the games whose long strokes all stayed on the
course, of those where one cost a penalty, and of those without one; and the
mean score of the same games played without the +20 card (the computer's
table built again without it), which is what the card is worth on that
course. Issue #28 quotes these figures; docs/rules/carom-golf.md keeps them.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game import catalog, paths  # noqa: E402
from game.rules.carom import data  # noqa: E402
from game.rules.carom import events as E  # noqa: E402
from game.rules.carom.bot import CaromBot  # noqa: E402
from game.rules.driver import SeededChance, play_out  # noqa: E402


@dataclass
class Figures:
    """One course's long strokes over a run of games."""

    name: str
    games: int = 0
    games_with: int = 0
    strokes: int = 0
    on_course: int = 0
    penalised: int = 0
    clean: list[float] = field(default_factory=list)
    """Scores of the games whose long strokes all stayed on the course."""
    costly: list[float] = field(default_factory=list)
    """Scores of the games where a long stroke cost a penalty."""
    without: list[float] = field(default_factory=list)
    """Scores of the games without a long stroke."""
    no_card: list[float] = field(default_factory=list)
    """Scores of the same games played without the +20 card."""


def mean(xs: Sequence[float]) -> str:
    return f"{statistics.fmean(xs):.2f}" if xs else "-"


@contextmanager
def without_card(card_id: str) -> Iterator[None]:
    """The game as if ``card_id`` were not in the box (only for this measurement: the rules read ``data.CHOICES``)."""
    full = data.CHOICES
    data.CHOICES = tuple(c for c in full if c.id != card_id)
    try:
        yield
    finally:
        data.CHOICES = full


def play(path: Path, seed: int, direction_first: bool) -> tuple[float, list[list[E.CaromEvent]]]:
    """One seeded game alone on the course: its score and the events of each of its strokes."""
    course = catalog.load_course("carom", path)  # a fresh course: the computer's table is built for the cards in play
    state = catalog.new_state("carom", 1, course=course, seed=seed, direction_first=direction_first)
    bot = CaromBot(0, catalog.computer_seed(seed, 0), "normal")
    match = play_out(state, [bot.choose], SeededChance(seed))
    strokes: list[list[E.CaromEvent]] = []
    s = state
    for action in match.actions:
        s, events = s.apply(action)
        if any(isinstance(e, E.Struck) for e in events):
            strokes.append(list(events))
    return match.state.scores()[0], strokes


def measure(path: Path, games: int, seed: int, direction_first: bool) -> Figures:
    """The figures for one course."""
    f = Figures(catalog.load_course("carom", path).name)
    for k in range(games):
        game_seed = seed * 100_000 + k
        score, strokes = play(path, game_seed, direction_first)
        longs = [ev for ev in strokes if any(isinstance(e, E.Struck) and e.impulses >= data.LONG_STROKE for e in ev)]
        costly = [ev for ev in longs if any(isinstance(e, E.PenaltyCharged) for e in ev)]
        f.games += 1
        f.strokes += len(longs)
        f.penalised += len(costly)
        f.on_course += len(longs) - len(costly)
        if longs:
            f.games_with += 1
        (f.costly if costly else f.clean if longs else f.without).append(score)
        with without_card("+20"):
            f.no_card.append(play(path, game_seed, direction_first)[0])
    return f


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("courses", nargs="*", type=Path, help="course files (default: the six shipped courses)")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--direction-first", action="store_true", help="the variant where the direction is chosen before the roll")
    args = parser.parse_args(argv)
    courses = args.courses or [paths.level("carom", f"course_{n}.tmx") for n in range(1, 7)]
    print(f"{args.games} games a course, seed {args.seed}, normal level, Basic mode{', direction first' if args.direction_first else ''}")
    print("course | games with a long stroke | long strokes: on the course / penalty | mean score: all on course / a penalty / none | all games | without +20")
    for path in courses:
        f = measure(path, args.games, args.seed, args.direction_first)
        every = f.clean + f.costly + f.without
        print(
            f"{f.name} | {f.games_with}/{f.games} | {f.strokes}: {f.on_course} / {f.penalised}"
            f" | {mean(f.clean)} / {mean(f.costly)} / {mean(f.without)} | {mean(every)} | {mean(f.no_card)}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
