"""``rollinone simulate GAME``: computer-vs-computer games, headless.

The output is byte-identical for the same arguments, apart from the lines
(or, with ``--json``, the ``"timing"`` object) that report speed. Game ``k``
of a run uses a seed derived from ``--seed`` and ``k`` for its dice and for
its bots, so any single game can be replayed on its own.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from game import catalog
from game.rules.driver import Match, SeededChance, play_out
from game.rules.protocol import Action, Bot, GameState


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``simulate`` sub-command."""
    from game.cli_args import positive_int

    p = sub.add_parser("simulate", help="play computer-vs-computer games headless and print the results")
    p.add_argument("game", help="rollinone, eagles_creek, carom or rollecate")
    p.add_argument("--players", type=positive_int, default=2, help="number of seats (default 2)")
    p.add_argument("--games", type=positive_int, default=10, help="number of games (default 10)")
    p.add_argument("--seed", type=int, default=1, help="seed for dice and computer players (default 1)")
    p.add_argument("--course", help="course file (golf games; default: the shipped course)")
    p.add_argument("--mode", help="Carom Golf: basic or carom")
    p.add_argument("--variant", help="game variant (Eagle's Creek: 9, 6 or 3)")
    p.add_argument("--level", default="normal", help="computer strength, if the game has levels")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="any other game option")
    p.add_argument("--json", action="store_true", help="print JSON instead of text")
    p.set_defaults(func=run)


def game_seed(seed: int, k: int) -> int:
    """The seed of game ``k`` of a run started with ``seed``."""
    return random.Random(f"simulate:{seed}:{k}").randrange(2**31)


def parse_options(args: argparse.Namespace) -> dict[str, Any]:
    """Game options from the command line (``--mode``, ``--variant``, ``--option k=v``)."""
    options: dict[str, Any] = {}
    if args.mode is not None:
        options["mode"] = args.mode
    if args.variant is not None:
        options["variant"] = args.variant
    for item in args.option:
        key, sep, value = item.partition("=")
        if not sep or not key:
            raise SystemExit(f"rollinone: error: --option wants KEY=VALUE, not {item!r}")
        options[key] = _typed(value)
    return options


def _typed(value: str) -> Any:
    low = value.lower()
    if low in ("true", "yes", "on"):
        return True
    if low in ("false", "no", "off"):
        return False
    try:
        return int(value)
    except ValueError:
        return value


def run(args: argparse.Namespace) -> int:
    """Play the games and print the report."""
    try:
        entry = catalog.info(args.game)
        catalog.engine(args.game)
    except ValueError as exc:
        raise SystemExit(f"rollinone: error: {exc}") from None
    options = parse_options(args)
    course = _load_course(args.game, args.course) if args.course is not None else None

    results: list[dict[str, Any]] = []
    matches: list[Match] = []
    decision_times: list[float] = []
    started = time.perf_counter()
    for k in range(args.games):
        seed = game_seed(args.seed, k)
        try:
            state = catalog.new_state(args.game, args.players, course=course, seed=seed, **options)
            bots = [catalog.make_bot(args.game, seat, catalog.computer_seed(seed, seat), args.level) for seat in range(args.players)]
        except (ValueError, TypeError) as exc:
            raise SystemExit(f"rollinone: error: {exc}") from None
        catalog.prepare_computer(state)  # course study happens before play, outside decision timing

        def timed(bot: Bot) -> Callable[[GameState], Action]:
            def choose(s: GameState) -> Action:
                t0 = time.perf_counter()
                action = bot.choose(s)
                decision_times.append(time.perf_counter() - t0)
                return action

            return choose

        match = play_out(state, [timed(b) for b in bots], SeededChance(seed))
        matches.append(match)
        scores = list(match.state.scores())
        winners = [i + 1 for i in match.state.winners()]  # by the game's own tie-breaks
        results.append(
            {
                "game": k + 1,
                "seed": seed,
                "scores": scores,
                "winners": winners,
                "actions": match.ply,
            }
        )
    elapsed = time.perf_counter() - started

    summary: dict[str, Any] = {
        "game": entry.id,
        "players": args.players,
        "games": args.games,
        "seed": args.seed,
        "options": options,
        "mean_score_by_seat": [round(statistics.fmean(r["scores"][i] for r in results), 3) for i in range(args.players)],
        "wins_by_seat": [sum(1 for r in results if i + 1 in r["winners"]) for i in range(args.players)],
    }
    extra = getattr(catalog.engine(args.game), "simulate_summary", None)
    if extra is not None:
        summary.update(extra([m.state for m in matches]))
    timing = {
        "games_per_second": round(args.games / elapsed, 2) if elapsed > 0 else None,
        "decisions": len(decision_times),
        "decision_mean_ms": round(statistics.fmean(decision_times) * 1000, 3) if decision_times else 0.0,
        "decision_max_ms": round(max(decision_times) * 1000, 3) if decision_times else 0.0,
    }

    if args.json:
        print(json.dumps({"results": results, "summary": summary, "timing": timing}, indent=2, sort_keys=True))
        return 0
    print(f"{entry.title}: {args.games} game(s), {args.players} player(s), seed {args.seed}")
    for r in results:
        score_line = "  ".join(f"P{i + 1} {_fmt(sc)}" for i, sc in enumerate(r["scores"]))
        winner_line = ", ".join(f"P{w}" for w in r["winners"])
        print(f"game {r['game']:>3}: {score_line}   winner {winner_line}   ({r['actions']} actions)")
    print("summary:")
    for key, value in summary.items():
        if key in ("game", "players", "games", "seed"):
            continue
        print(f"  {key.replace('_', ' ')}: {_fmt(value)}")
    print(
        f"timing: {timing['games_per_second']} games/s; {timing['decisions']} decisions, "
        f"mean {timing['decision_mean_ms']} ms, max {timing['decision_max_ms']} ms"
    )
    return 0


def _load_course(game_id: str, path: str) -> Any:
    """The course given with ``--course``; a file that is not a usable course ends the run in one line."""
    from game.courses import CourseError

    try:
        return catalog.load_course(game_id, path)
    except CourseError as exc:  # the same line ``play --course`` prints
        raise SystemExit(f"rollinone: error: {exc}") from None


def _fmt(value: Any) -> str:
    if isinstance(value, float):
        return f"{value:g}"
    if isinstance(value, list):
        return " ".join(_fmt(v) for v in value)
    if isinstance(value, dict):
        return ", ".join(f"{k}={_fmt(v)}" for k, v in value.items()) or "-"
    return str(value)
