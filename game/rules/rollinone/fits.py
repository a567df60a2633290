"""Does a rebuilt Roll in One state add up? The checks a save must pass before play goes on from it.

A save is rebuilt field by field; each field may be well formed and still not
fit the others (a hole number ahead of the scorecard, a card both in a hand
and in the deck, a ball off the boards). :func:`problems` lists what does not
fit, so a damaged save is refused when it is opened rather than failing
somewhere in the middle of the next hole.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.rules.rollinone import data
from game.rules.rollinone.options import Options, parse_options
from game.rules.rollinone.position import CHANCE_PHASES, Position

SETUP_PHASES = frozenset({"rolloff", "golfer_deal", "golfer_shared", "golfer_choose"})
"""Before the first hole: who goes first, and the golfers."""
SHOT_PHASES = frozenset({"roll", "rolled", "curve", "dturn", "oob", "flight", "bump"})
"""A shot is in the air (or its landing is being settled)."""


def holes_total_for(options: Options, players: int, ready_holes: int) -> int:
    """How many holes a game with these options has (0: played until its own end)."""
    if options.quick:
        return options.holes or ready_holes
    if options.variant == "solo":
        return len(data.SOLO_PARS)
    if options.variant == "standard":
        return options.holes or (2 * players if players == 2 else players)
    return 0


def _options_fit(s: Position) -> list[str]:
    o = s.options
    given: dict[str, Any] = o.to_json()
    given["handicap"] = list(o.handicap) or False
    try:
        again = parse_options(s.num_players, len(s.boards.holes), **given)
    except ValueError as exc:
        return [f"options: {exc}"]
    out = [] if again == o else ["options that new games never have"]
    if s.holes_total != holes_total_for(o, s.num_players, len(s.boards.holes)):
        out.append(f"{s.holes_total} holes for these options")
    return out


def _progress_fits(s: Position) -> list[str]:
    o, phase = s.options, s.phase
    out = []
    if not 0 <= s.hole <= max(s.holes_total, 1 if o.layout_game else data.SURVIVAL_HOLES):
        out.append(f"hole {s.hole}")
    played = len(s.history)
    if o.layout_game:
        if played > (phase == "over"):
            out.append("a scorecard for a layout game")
    elif not (s.hole - 1 <= played <= s.hole) or (phase not in ("over",) and played >= max(s.hole, 1)):
        out.append(f"{played} holes scored on hole {s.hole}")
    if (phase in SETUP_PHASES) != (s.hole == 0):
        out.append(f"phase {phase} on hole {s.hole}")
    if o.solo and not o.quick:
        # one par is used up by each green placed; survival starts a fresh three once they are used
        greens = len(s.history) + bool(s.greens)
        cycle = len(data.SOLO_PARS)
        want = (cycle - greens % cycle) % cycle if s.greens else cycle - greens % cycle
        if Counter(s.pars_left) - Counter(data.SOLO_PARS) or (phase != "over" and len(s.pars_left) != want):
            out.append(f"pars left {list(s.pars_left)}")
    elif s.pars_left:
        out.append("pars left outside the solo game")
    ready = s.boards.boards[s.ready] if 0 <= s.ready < len(s.boards.boards) else None
    if o.quick and s.hole >= 1 and phase != "over":
        if ready is None or ready.kind != "hole":
            out.append(f"ready-made hole {s.ready}")
    elif not o.quick and s.ready != -1:
        out.append("a ready-made hole in a designed game")
    if phase == "design" and not s.placements:
        out.append("designing without the tee board")
    return out


def _seats_fit(s: Position) -> list[str]:
    n, phase = s.num_players, s.phase
    out = []
    for name in ("queue", "window", "rolloff"):
        seats = getattr(s, name)
        if any(not 0 <= x < n for x in seats) or len(set(seats)) != len(seats):
            out.append(f"{name} {list(seats)}")
    if not (0 <= s.first < n and 0 <= s.designer < n and -1 <= s.leader < n and -1 <= s.catchup <= 1000):
        out.append("first player, designer or leader out of range")
    if not 0 <= s.round <= 1000 or not 0 <= s.par <= 100:
        out.append(f"round {s.round} or par {s.par} out of range")
    if any(not (0 <= x < n or (x == -1 and phase == "golfer_shared")) for x in s.dealing):
        out.append(f"dealing {list(s.dealing)}")
    if phase in ("deal", "golfer_deal", "golfer_shared", "golfer_choose") and not s.dealing:
        out.append(f"nobody to deal to in phase {phase}")
    if phase == "golfer_choose" and s.actor != s.dealing[0]:
        out.append("the wrong player chooses a golfer")
    if phase == "rolloff" and not s.rolloff:
        out.append("nobody to roll for the first player")
    if any(not 0 <= p < n or not 1 <= f <= 6 for p, f in s.rolloff_faces):
        out.append("first-player rolls")
    if phase in SHOT_PHASES | {"mean", "turn", "end"} and not (0 <= s.shooter < n and s.queue and s.queue[0] == s.shooter):
        out.append(f"shooter {s.shooter} in phase {phase}")
    if s.mean and (
        not s.options.play_mean
        or phase not in SHOT_PHASES | {"mean", "turn", "end"}
        or list(s.mean) != sorted(set(s.mean))
        or any(not 0 <= x < n or x == s.shooter for x in s.mean)
    ):
        out.append(f"players playing mean {list(s.mean)} in phase {phase}")
    window_phases = ("mean", "rolled", "flight", "end")
    if phase in window_phases and (not s.window or s.window[0] != s.actor):
        out.append(f"card window {list(s.window)} in phase {phase}")
    if phase not in window_phases and s.window:
        out.append(f"a card window in phase {phase}")
    if phase not in CHANCE_PHASES and phase not in ("over",) and not 0 <= s.actor < n:
        out.append(f"actor {s.actor}")
    if (phase == "bump") != (s.pending is not None):
        out.append("a bump that does not fit the phase")
    out_seats = {i for i, p in enumerate(s.players) if p.out}
    if set(s.eliminated) != out_seats or len(set(s.eliminated)) != len(s.eliminated):
        out.append("eliminated players")
    return out


def _components_fit(s: Position) -> list[str]:
    out = []
    held = Counter(c for p in s.players for c in p.hand)
    for k, card in enumerate(data.CARDS):
        if s.deck[k] + s.discard[k] + held[card.id] != card.count:
            out.append(f"{card.id} cards do not add up")
    golfers = Counter([*s.golfer_pool, *s.shared, *(p.golfer for p in s.players if p.golfer)])
    if golfers != Counter(data.GOLFER_IDS):
        out.append("golfer cards do not add up")
    for p in s.players:
        numbers = (p.shots, p.penalties, p.points, p.balls, p.survived, p.out_score, *p.scores, *p.greens)
        if min(numbers, default=0) < 0 or max(numbers, default=0) > 10_000:
            out.append("a player's counts out of range")
    return out


def _table_fits(s: Position) -> list[str]:
    out = []
    if any(not 0 <= p.rotation < 6 for p in s.placements):
        out.append("a board turned an impossible way")
    layout = s.layout if s.placements or s.ready >= 0 else None
    f = s.flight
    if layout is None:
        if any(p.ball is not None for p in s.players) or s.greens or f is not None:
            out.append("balls, greens or a shot with no hole on the table")
        return out
    if any(not layout.inside(g) for g in s.greens) or len(set(s.greens)) != len(s.greens):
        out.append("a green off the boards")
    if any(p.ball is not None and not layout.inside(p.ball) for p in s.players):
        out.append("a ball off the boards")
    if (f is not None) != (s.phase in SHOT_PHASES or (s.phase == "end" and f is not None)):
        if s.phase not in ("end",):
            out.append(f"a shot that does not fit phase {s.phase}")
    if f is not None:
        club = data.CLUB_BY_ID.get(f.club)
        if club is None or not 0 <= f.direction < 6 or f.face is not None and f.face not in club.faces:
            out.append("a shot with an impossible club, direction or roll")
        elif not layout.inside(f.cell) and f.exit is None and s.phase != "oob" or any(not -1000 < c.q < 1000 for c in f.path):
            out.append("a shot off the boards")
        elif min(f.last, f.rolls, f.steps) < 0 or max(f.last, f.rolls, f.steps) > 1000:
            out.append("a shot's numbers out of range")
    if s.pending is not None and any(not 0 <= b < s.num_players for b in s.pending.balls):
        out.append("a bump of a ball nobody has")
    return out


def problems(s: Position) -> list[str]:
    """What in ``s`` does not fit together (empty when the state can be played on)."""
    return [*_options_fit(s), *_progress_fits(s), *_seats_fit(s), *_components_fit(s), *_table_fits(s)]
