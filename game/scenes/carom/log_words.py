"""Carom Golf's words for the game log (pure: no pygame; see :mod:`game.match.gamelog`).

A turn is one line, from the card to where every ball it moved came to rest:
"Cleo · card +5, rolls 4: 9 impulses · strikes right (stroke 3) · 9 hexes,
bounces off a rock, stops on the fairway". Courses and the game's end are
lines of their own.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any, assert_never

from game.hexgrid import Hex
from game.match.gamelog import SEP, Line, LogContext
from game.rules.carom import events as E
from game.rules.carom.advice import FLAT, POINTY, card_words
from game.rules.carom.state import CaromState
from game.rules.protocol import Event
from game.scenes.carom.describe import ground_phrase, high_obstacle
from game.scenes.log_words import does, game_over
from game.ui.words import object_name, plural, possessive, subject

STOPS = {
    "dense_grass": "stopped by dense grass",
    "puddle": "stops in a puddle",
    "mushroom": "stopped by a mushroom",
    "loop": "stops (it would go round for ever)",
}
PENALTY_WHY = {"out": "out of the course", "pond": "pond", "mole_hole": "mole hole"}
OBSTACLES = {"flat_obstacle": "an obstacle", "stump": "a stump", "rock": "a rock"}




class _Turn:
    """One action's events, written into the line of the turn they belong to."""

    def __init__(self, before: CaromState, log: LogContext) -> None:
        self.before = before
        self.log = log
        self.lines: list[Line] = []
        self.seat = before.turn
        counter = before.counters[before.turn] if 0 <= before.turn < len(before.counters) else 0
        self.group: Hashable = ("turn", before.course_index, before.turn, counter)
        self.steps: dict[int, int] = {}
        self.flying: set[int] = set()
        self.short: dict[int, str] = {}
        """Balls coming down short of a high obstacle too close to T, and what it is."""
        self.last_ball = before.turn
        """The ball the line spoke of last: words about another ball name it first."""
        pointy = before.board.course.grid.stagger.pointy
        self.directions = POINTY if pointy else FLAT

    def name(self, seat: int) -> str:
        return self.log.name(seat)

    def does(self, verb: str) -> str:
        """The verb as the striker does it ("strikes", or "strike" for a seat named You)."""
        return does(self.name(self.seat), verb)

    def add(self, text: str, sep: str = SEP, tag: str = "") -> None:
        """Words for the turn's line."""
        self.lines.append(self.log.grow(self.group, text, seat=self.seat, sep=sep, head=self.name(self.seat) + SEP, tag=tag))

    def ball(self, ball: int, text: str) -> None:
        """Words about a ball (the owner's name first when it is not the striker's): the stroke's part of the line."""
        if ball != self.last_ball:
            text = f"{possessive(self.name(ball), start=False)} ball {text}"
            self.last_ball = ball
        before = self.log.prior(self.group)
        self.add(text, SEP if before is not None and before.tag == "struck" else ", ")

    def moved(self, ball: int) -> str:
        """How far a ball went since the last words about it ("rolls 3 hexes, "), or nothing."""
        n = self.steps.pop(ball, 0)
        if not n:
            return ""
        return f"{'flies' if ball in self.flying else 'rolls'} {plural(n, 'hex')}, "

    def ended(self, ball: int, text: str) -> None:
        """A ball's movement ended: how far it went, then how it ended."""
        self.ball(ball, self.moved(ball) + text)
        self.flying.discard(ball)

    def ground(self, at: Hex) -> str:
        t = self.before.board.course.terrain_at(at)
        phrase = ground_phrase(t) if t is not None else "Off the course"
        return phrase[0].lower() + phrase[1:]

    def direction(self, d: int) -> str:
        return self.directions[d % 6]


def log_lines(before: CaromState, action: Any, events: Sequence[Event], after: CaromState, log: LogContext) -> list[Line]:
    """The lines of one Carom Golf action."""
    t = _Turn(before, log)
    for e in events:
        assert isinstance(e, E.CaromEvent)  # the Carom engine's own events
        _write(t, e)
    return t.lines


def _write(t: _Turn, e: E.CaromEvent) -> None:  # one case per event kind, in the order of events.py
    match e:
        case E.CourseStarted():
            t.lines.append(Line(f"Course {e.course + 1}: {e.name}"))
        case E.TeedUp():
            t.add(t.does("tee up"))
        case E.CardChosen():
            t.add(card_words(e.card))
        case E.Aimed():
            t.add(f"{card_words(e.card)}, {t.does('aim')} {t.direction(e.direction)}")
        case E.DieRolled():
            t.add(f"{t.does('roll')} {e.face}: {plural(e.impulses, 'impulse')}", sep=", ")
        case E.Struck():
            t.add(f"{t.does('strike')} {t.direction(e.direction)} (stroke {e.stroke})", tag="struck")
        case E.TookOff():
            t.flying.add(e.ball)
        case E.TooLow():
            what = high_obstacle(t.before.board.course, e.obstacle)
            if e.near == "start":
                t.ball(e.ball, f"stays low ({what} too close to fly over)")
            else:
                t.short[e.ball] = what  # said when it lands
        case E.Step():
            t.steps[e.ball] = t.steps.get(e.ball, 0) + 1
        case E.Landed():
            short = t.short.pop(e.ball, None)
            t.ball(e.ball, t.moved(e.ball) + (f"comes down short of {short} too close to T" if short else "lands"))
            t.flying.discard(e.ball)
        case E.Bounced():
            how = {"back": "straight back", "mirror": "off at an angle", "glance": "glancing along"}.get(e.how, e.how)
            t.ball(e.ball, f"{t.moved(e.ball)}bounces off {OBSTACLES.get(e.obstacle_kind, 'an obstacle')} ({how})")
        case E.Collided():
            t.ball(e.ball, f"{t.moved(e.ball)}hits {possessive(t.name(e.target), start=False)} ball: {plural(e.impulses, 'impulse')} pass on")
        case E.MushroomKnocked():
            t.ball(e.ball, f"{t.moved(e.ball)}knocks a mushroom over")
        case E.HolePassed():
            t.ball(e.ball, t.moved(e.ball) + ("rolls over the mole hole" if e.mole_hole else "rolls over the hole"))
        case E.Holed():
            t.ended(e.ball, f"in the hole! ({plural(e.score, 'point')} on this course)")
        case E.DroppedInMoleHole():
            t.ended(e.ball, "drops into the mole hole")
        case E.Sank():
            t.ended(e.ball, "sinks in the pond")
        case E.WentOut():
            t.ended(e.ball, "leaves the course")
        case E.Stopped():
            t.ended(e.ball, STOPS.get(e.reason, f"stops {t.ground(e.at)}"))
        case E.PenaltyCharged():
            whom = "" if e.player == t.seat else f" for {object_name(t.name(e.player))}"
            t.add(f"+{e.points} penalty{whom} ({PENALTY_WHY.get(e.reason, e.reason)}; {e.counter} now)", sep=", ")
        case E.BallPlaced():
            t.ball(e.ball, "put back on the course" if e.reason != "mole_hole" else "placed beside the mole hole")
        case E.Retired():
            t.lines.append(Line(f"{subject(t.name(e.player), 'reach')} the limit: the ball leaves the course with {plural(e.score, 'point')}", e.player))
        case E.CourseFinished():
            scores = ", ".join(f"{t.name(i)} {s}" for i, s in enumerate(e.scores))
            t.lines.append(Line(f"{e.name} finished{SEP}{scores}"))
        case E.GameOver():
            best = e.totals[e.winners[0]] if e.winners else None
            t.lines.append(Line(game_over([t.name(w) for w in e.winners], best, "point")))
        case _:
            assert_never(e)  # an event kind added to CaromEvent without its words is a type error
