"""Roll in One's words for the game log (pure: no pygame; see :mod:`game.match.gamelog`).

A turn is one line that grows with every roll: "Cleo · Wood, right · 4, 6, ▲ ·
lands in the rough, 7 from the green". The hole's design, the caddie cards
each player draws (named only to their owner), and each hole's and the
game's result are lines of their own.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from game.match.gamelog import SEP, Line, LogContext
from game.rules.protocol import Event
from game.rules.rollinone import data
from game.rules.rollinone import events as E
from game.rules.rollinone.advice import DIRECTIONS
from game.rules.rollinone.position import Position
from game.rules.rollinone.scoring import counts_shots, distance_to_green
from game.scenes.log_words import does, game_over, names_and
from game.ui.words import object_name, plural, possessive, subject

ROLL = "roll"
"""Tag of a turn line whose last words are a die face (the next face follows after a comma)."""
GROUND = {
    "fairway": "on the fairway",
    "rough": "in the rough",
    "sand": "in the sand",
    "trees": "in the trees",
    "water": "in the water",
    "green": "on the green",
    "tee": "on the tee",
}
PENALTY_WHY = {
    "out_of_bounds": "out of bounds",
    "water": "water",
    "failed_crossing": "failed crossing",
    "hit": "hit by a ball",
}


def face_words(face: str) -> str:
    """A die face as the log writes it: "7", "▲" (a triangle), "3 dots", "curve", "dotted curve"."""
    kind, value = data.face_kind(face)
    if kind == "number":
        return str(value)
    if kind == "tri":
        return "▲"
    if kind == "dots":
        return plural(value, "dot")
    return "curve" if kind == "curve" else "dotted curve"


def ground(terrain: str) -> str:
    """Where a ball lies, in words ("in the rough")."""
    return GROUND.get(terrain, f"on the {terrain.replace('_', ' ')}" if terrain else "off the boards")


def card_title(card: str) -> str:
    """A caddie card's name."""
    found = data.CARD_BY_ID.get(card)  # type: ignore[call-overload]  # a record's plain str names one of the ids
    return found.title if found is not None else card


def club_title(club: str) -> str:
    """A club's name."""
    found = data.CLUB_BY_ID.get(club)
    return found.title if found is not None else club


class _Turn:
    """Writes one action's events into the lines of the turn they belong to."""

    def __init__(self, before: Position, after: Position, log: LogContext) -> None:
        self.before = before
        self.after = after
        self.greens = frozenset(before.greens) | frozenset(after.greens)
        self.log = log
        self.lines: list[Line] = []
        self.turn: tuple[int, int, int] | None = (before.hole, before.round, before.shooter) if before.shooter >= 0 else None

    def name(self, seat: int) -> str:
        return self.log.name(seat)

    def does(self, seat: int, verb: str) -> str:
        """The verb as ``seat`` does it ("plays", or "play" for a seat named You)."""
        return does(self.name(seat), verb)

    def prior(self, group: Hashable) -> Line | None:
        """The group's line as written so far, this action's words included."""
        for line in reversed(self.lines):
            if line.group == group:
                return line
        return self.log.prior(group)

    def grow(self, text: str, *, sep: str = SEP, tag: str = "", seat: int | None = None) -> None:
        """Add words to the turn's line (a line of its own when no turn is on)."""
        if self.turn is None:
            self.lines.append(Line(text, seat))
            return
        group = ("turn", *self.turn)
        shooter = self.turn[2]
        before = self.prior(group)
        if before is None:
            self.lines.append(Line(self.name(shooter) + SEP + text, shooter, group=group, tag=tag))
        else:
            self.lines.append(Line(before.text + sep + text, shooter, group=group, tag=tag))

    def about(self, seat: int, words: str) -> str:
        """Words about a ball in the shooter's line: the owner's name first when it is someone else's."""
        if self.turn is not None and seat == self.turn[2]:
            return words
        return f"{self.name(seat)}: {words}"

    def last_tag(self) -> str:
        """The tag of the turn's line as written so far ("" without one)."""
        before = self.prior(("turn", *self.turn)) if self.turn is not None else None
        return before.tag if before is not None else ""

    def roll(self, text: str) -> None:
        """A die face: after another face, a comma; after anything else, a new part of the line."""
        self.grow(text, sep=", " if self.last_tag() == ROLL else SEP, tag=ROLL)

    def distance(self, seat: int) -> str:
        """", 7 from the green" for a ball at rest off the green (nothing on it or off the table)."""
        s = self.after
        if s.options.layout_game or seat >= s.num_players or self.turn is None or s.hole != self.turn[0]:
            return ""  # no green to measure from (or the hole is over and the balls are off the table)
        p = s.players[seat]
        if p.ball is None or p.holed or not s.greens:
            return ""
        d = distance_to_green(s, seat)
        return f", {d} from the green" if d > 0 else ""


def log_lines(before: Position, action: Any, events: Sequence[Event], after: Position, log: LogContext) -> list[Line]:
    """The lines of one Roll in One action."""
    t = _Turn(before, after, log)
    deal = (before.hole, before.round)  # one deal: before a hole's first round, or after a turn that reached a green
    for e in events:
        _write(t, e, deal)
    return t.lines


def _write(t: _Turn, e: Event, deal: tuple[int, int]) -> None:  # one branch per event kind, in the order of events.py
    name = t.name
    group: Hashable
    if isinstance(e, E.StartingRoll):
        group = ("first player",)
        before = t.prior(group)
        piece = f"{name(e.player)} {e.face}"
        text = f"Roll for the first-player token{SEP}{piece}" if before is None else f"{before.text}, {piece}"
        t.lines.append(Line(text, None, group=group))
    elif isinstance(e, E.FirstPlayer):
        t.lines.append(Line(f"{subject(name(e.player), 'hold')} the first-player token", e.player))
    elif isinstance(e, E.GolferDealt):
        g = data.GOLFER_BY_ID.get(e.golfer)  # type: ignore[call-overload]  # a golfer id from the engine
        title = g.title if g is not None else e.golfer
        if e.player < 0:
            t.lines.append(Line(f"Everyone shares the golfer {title}"))
        else:
            verb = "choose" if e.chosen else "get"
            t.lines.append(Line(f"{subject(name(e.player), verb)} the golfer {title}", e.player))
    elif isinstance(e, E.BoardPlaced):
        group = ("design", t.after.hole)
        before = t.prior(group)
        if before is None:
            what = "the course" if t.after.options.layout_game else f"hole {t.after.hole}"
            t.lines.append(Line(f"{subject(name(e.player), 'design')} {what}{SEP}{e.name}", e.player, group=group))
        else:
            t.lines.append(Line(f"{before.text}, {e.name}", before.seat, group=group))
    elif isinstance(e, E.GreenPlaced):
        group = ("design", t.after.hole)
        before = t.prior(group)
        head = before.text if before is not None else subject(name(e.player), "design") + " the course"
        t.lines.append(Line(f"{head}{SEP}green placed", e.player, group=group))
    elif isinstance(e, E.HoleStarted):
        t.lines.append(Line(f"{e.name}: par {e.par}{SEP}{subject(name(e.first), 'tee')} off first"))
    elif isinstance(e, E.CardDealt):
        _dealt(t, e, deal)
    elif isinstance(e, E.DeckReshuffled):
        t.lines.append(Line(f"The discard pile is shuffled: a new caddie deck of {plural(e.cards, 'card')}"))
    elif isinstance(e, E.TurnStarted):
        t.turn = (t.after.hole, e.round, e.player)
    elif isinstance(e, E.MeanChoice):  # sitting a shot out before it starts is the usual answer: no line
        if e.joins:
            t.lines.append(Line(f"{subject(name(e.player), 'play')} cards on {possessive(name(e.shooter), start=False)} shot", e.player))
        elif t.before.phase != "mean":
            t.lines.append(Line(f"{subject(name(e.player), 'play')} no more cards on {possessive(name(e.shooter), start=False)} shot", e.player))
    elif isinstance(e, E.Swung):
        t.grow(f"{club_title(e.club)}, {DIRECTIONS[e.direction % 6]}")
    elif isinstance(e, E.Rolled):
        t.roll(face_words(e.face))
    elif isinstance(e, E.RollChanged):
        t.grow(f"{face_words(e.before)} → {face_words(e.after)}", sep=": ", tag=ROLL)
    elif isinstance(e, E.RollFailed):
        t.grow("stuck in the trees" if e.why == "trees" else "not higher", sep=" ")
    elif isinstance(e, E.SandHeld):
        t.grow("held by the sand", sep=" ")
    elif isinstance(e, E.Moved):
        if e.why == "tailwind":
            t.grow("tailwind: one more space", sep=", ")
        elif e.why == "long_hitter":
            t.grow("Long Hitter: one more space", sep=", ")
        elif e.why == "handicap_fly":
            t.grow("flies over the edge", sep=", ")
        # every other space is told by the faces and where the ball lands
    elif isinstance(e, E.Curved):
        t.grow(f"now {DIRECTIONS[e.after % 6]}", sep=", ")
    elif isinstance(e, E.Landed):
        why = {"lay_up": t.does(e.player, "lay up"), "deadeye": f"{t.does(e.player, 'land')} it (Deadeye)"}.get(e.why, "lands")
        where = "on the green" if e.cell in t.greens else ground(e.terrain)
        t.grow(t.about(e.player, f"{why} {where}"), tag="green" if e.cell in t.greens else e.terrain)
    elif isinstance(e, E.RolledOn):
        if e.end in t.greens:
            t.grow(t.about(e.player, "rolls on onto the green"), sep=", ", tag="green")
        else:
            layout = t.after.layout
            terrain = layout.at(e.end) if layout is not None else None
            into = f" into {ground(terrain.value)[3:]}" if terrain is not None and terrain.value not in ("fairway", "green") else ""
            t.grow(t.about(e.player, f"rolls on{into}"), sep=", ")
    elif isinstance(e, E.OutOfBounds):
        t.grow(t.about(e.player, "out of bounds: stops at the edge"))
    elif isinstance(e, E.Splash):
        if t.last_tag() == "water":
            t.grow("back to the last dry space", sep=": ")
        else:
            t.grow(t.about(e.player, "in the water: back to the last dry space"))
    elif isinstance(e, E.Skipped):
        t.grow(t.about(e.player, "skips off the water (Skipper)"), sep=", ")
    elif isinstance(e, E.Knocked):
        t.grow(f"knocks {object_name(name(e.player))} on {plural(e.start.distance(e.end), 'space')}")
    elif isinstance(e, E.Stacked):
        t.grow(f"rests on top of {names_and([name(p) for p in e.under], start=False)}", sep=", ")
    elif isinstance(e, E.Bumped):
        who = "the ball" if e.player == e.by else object_name(name(e.player))
        t.grow(f"{t.does(e.by, 'bump')} {who} {DIRECTIONS[e.direction % 6]}")
    elif isinstance(e, E.Penalty):
        t.grow(t.about(e.player, f"+1 penalty ({PENALTY_WHY.get(e.why, e.why.replace('_', ' '))}; {e.tokens} now)"), sep=", ")
    elif isinstance(e, E.PenaltyReturned):
        t.grow(t.about(e.player, f"{t.does(e.player, 'hand')} back {plural(e.count, 'penalty token')}"))
    elif isinstance(e, E.PointsSpent):
        what = "to fly on" if e.why == "fly" else "on the roll"
        t.grow(t.about(e.player, f"{plural(e.points, 'handicap point')} spent {what} ({e.left} left)"))
    elif isinstance(e, E.CardPlayed):
        title = card_title(e.card)
        if e.player == e.shooter or t.turn is None:
            t.grow(f"{t.does(e.player, 'play')} {title}" if t.turn is not None else f"{subject(name(e.player), 'play')} {title}", seat=e.player)
        else:
            t.grow(f"{subject(name(e.player), 'play')} {title} on {possessive(name(e.shooter), start=False)} shot")
    elif isinstance(e, E.ClubSwapped):
        t.grow(f"on with the {club_title(e.after)}", sep=": ")
    elif isinstance(e, E.BallDropped):
        t.grow(t.about(e.player, "ball moved"), sep=": ")
    elif isinstance(e, E.GreenReached):
        gone = " (the green token leaves the table)" if e.removed else ""
        if t.last_tag() == "green":
            t.grow(f"in {plural(e.shots, 'shot')}!{gone}", sep=" ")
        else:
            t.grow(t.about(e.player, f"on the green in {plural(e.shots, 'shot')}!{gone}"))
    elif isinstance(e, E.TurnEnded):
        far = t.distance(e.player)
        if far:
            t.grow(far[2:], sep=", ")
    elif isinstance(e, E.Eliminated):
        t.lines.append(Line(f"{subject(name(e.player), 'be')} out with {plural(e.tokens, 'penalty token')}", e.player))
    elif isinstance(e, E.CatchUp):
        t.lines.append(Line(f"{subject(name(e.leader), 'have')} reached every green: the others get {plural(e.turns, 'more turn')}", e.leader))
    elif isinstance(e, E.HoleEnded):
        t.turn = None
        unit = "stroke" if counts_shots(t.after) else "point"
        scores = ", ".join(f"{name(i)} {plural(s, unit)}" for i, s in enumerate(e.scores))
        why = " (round limit)" if e.why == "round limit" else ""
        t.lines.append(Line(f"Hole {e.hole} over{why}{SEP}{scores}"))
    elif isinstance(e, E.BallsLost):
        t.lines.append(Line(f"{subject(name(e.player), 'lose')} {plural(e.lost, 'ball')} ({e.left} left)", e.player))
    elif isinstance(e, E.GameEnded):
        t.turn = None
        t.lines.append(Line(game_over([name(w) for w in e.winners], None, "point") + "!"))


def _dealt(t: _Turn, e: E.CardDealt, deal: tuple[int, int]) -> None:
    """A caddie card into a hand: everyone reads how many, only its owner which."""
    group = ("deal", *deal, e.player)
    before = t.prior(group)
    count = 1 if before is None else int(before.tag) + 1
    who = t.name(e.player)
    text = f"{subject(who, 'draw')} {plural(count, 'caddie card')}" if count > 1 else f"{subject(who, 'draw')} a caddie card"
    card = card_title(e.card)
    private = f"{subject(who, 'draw')} {card}" if before is None else f"{before.private}, {card}"
    t.lines.append(Line(text, e.player, private, e.player, group, tag=str(count)))
