"""The engine's events as motion: a die thrown per roll, a hop per space, rolls, splashes, knocks and labels.

Every beat comes from an event the engine returned (nothing is decided
here); the shared :class:`~game.render.ball_timeline.Timeline` plays them at the
animation speed and jumps to the end on a skip.

A shot in flight is up in the air: its first space lifts the ball off its
space to :data:`AIR` cells, each roll that beats the last carries it one
space on up there (its shadow on the board under it, the number to beat
beside it, as the timeline's ``counter``), and it comes down only when the
engine lands it, with the ground's answer (a sand puff, grass flicked up
before the fairway roll-on, a splash, a clatter of leaves in the trees).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol, TypeVarTuple, Unpack, assert_never, cast

from game.hexgrid import Hex
from game.render import ball_timeline
from game.render.dice import SETTLE_TIME, THROW_TIME
from game.rules.protocol import Event
from game.rules.rollinone import data
from game.rules.rollinone import events as E
from game.rules.rollinone.state import RollState
from game.scenes.rollinone.choices import DIR_NAMES
from game.scenes.rollinone.tray import ClubTray, face_word
from game.ui.theme import PALETTE
from game.ui.words import for_owner, plural, possessive, subject, verb_for

RED = PALETTE.accent
GOLD = PALETTE.gold
CREAM = PALETTE.cream_text
HOP_PAUSE = 0.12
"""Seconds between a landed die and the hop it gives (so the two read as cause and effect)."""
PEAKS = {"number": 0.3, "tri": 0.1, "dots": 1.1, "curve": 0.35, "dcurve": 0.6}
"""How far a hop rises above the ball's line, in spaces, by the face that gave it: triangles skim low, dots go high."""
AIR = 0.55
"""Height of a ball in flight between rolls, in spaces: well clear of its shadow, so it reads as up in the air."""
HIGH_SHOTS = ("dots", "dotted_curve")
"""Moves that end a high shot: its arc comes down on the ground, where the engine lands it."""
QUIET = (E.BoardPlaced, E.GreenPlaced, E.CardDealt, E.DeckReshuffled, E.TurnStarted, E.Swung, E.Moved, E.ClubSwapped, E.TurnEnded, E.GameEnded)
"""Events that are a choice being carried out, not an outcome to read: the rest (a die's face, where the ball
came down, a penalty, a card's effect, a hole scored) stays readable before a computer goes on."""


BRIEF_READ = 1.0
"""Seconds a roll that keeps the ball flying is read before the next throw: its face stays on in the tray's row
("This shot: 7 · 9 · ▲") for the rest of the shot, so every face is readable for far longer."""


DESIGN_LABELS_READ = 0.6
"""Seconds the last label of the design (where the green went) is still read as the hole starts."""


FLYING_PHASES = frozenset({"roll", "rolled", "flight", "curve", "dturn", "oob"})
"""Phases in which a shot is under way (its ball in the air once it has left its space)."""


def in_the_air(state: RollState) -> bool:
    """True when the shooter's ball has left its space and not come down yet (it is drawn up in the air)."""
    f = state.flight
    return f is not None and state.phase in FLYING_PHASES and (len(f.path) > 1 or f.exit is not None)


class Stage(Protocol):
    """What the animations need from the play screen."""

    tray: ClubTray

    def name(self, seat: int) -> str: ...

    def refresh_board(self, recent: Sequence[Hex] = ()) -> None: ...

    def announce(self, line: str, detail: str = "") -> None: ...

    def hole_ended(self, event: E.HoleEnded) -> None: ...

    def in_play(self) -> list[int]: ...

    def outcome(self, seconds: float = ...) -> None: ...


class Throw(ball_timeline.Beat):
    """A club die thrown onto the felt; it lands on the face the chance node gave."""

    sound = "roll"

    def __init__(self, tray: ClubTray, club: str, face: str, to_beat: int, by: str = "", note: str = "") -> None:
        self.tray, self.club, self.face, self.to_beat, self.by, self.note = tray, club, face, to_beat, by, note
        self.duration = THROW_TIME + SETTLE_TIME

    def start(self, tl: ball_timeline.Timeline) -> None:
        self.tray.throw(self.club, self.face, self.to_beat, by=self.by, note=self.note)

    def end(self, tl: ball_timeline.Timeline) -> None:
        self.tray.skip()


Ts = TypeVarTuple("Ts")


def _call(fn: Callable[[Unpack[Ts]], None], *args: *Ts) -> ball_timeline.Call:
    # the arguments are bound now, while the loop below still holds this event; fn runs when the beat plays
    return ball_timeline.Call(lambda tl: fn(*args))


def hole_words(e: E.HoleStarted) -> tuple[str, str]:
    """The banner as a hole starts: its par, or for a layout game (several greens, no par) what wins it."""
    if len(e.greens) > 1:
        goal = "the first to reach every green wins" if e.name == "Campaign" else "landing on a green hands back penalty tokens"
        return (f"{e.name}: {len(e.greens)} greens", f"everyone tees off; {goal}")
    return (f"{e.name}: par {e.par}", "everyone tees off from the tee")


def _rolloff_banner(stage: Stage, who: str) -> None:
    """As a roll-off throw starts: the banner for the first throw, and again when a tie makes the tied roll again."""
    if not stage.tray.rolloff:
        stage.announce("Who plays first?", "each rolls the Putter: the lowest roll holds the first-player token")
    elif any(name == who for name, _ in stage.tray.rolloff):
        stage.announce("A tie for the lowest roll", "the tied players roll again")


def _set_to_beat(seat: int, number: int | None) -> ball_timeline.Call:
    """A beat that shows ``number`` as the number to beat beside ``seat``'s ball (None or 0: no mark)."""

    def run(tl: ball_timeline.Timeline) -> None:
        tl.counter = (seat, number) if number else None

    return ball_timeline.Call(run)


def _lands_next(evs: Sequence[Event], i: int, cell: Hex) -> bool:
    """True when the next event that shows something is the ball landing on ``cell``."""
    for e in evs[i:]:
        if isinstance(e, E.Landed):
            return e.cell == cell
        if not isinstance(e, (E.Curved, E.PointsSpent, E.CardPlayed)):
            return False
    return False


def beats(events: Sequence[Event], stage: Stage, where: Callable[[int], Hex | None], to_beat: int | None = None) -> list[ball_timeline.Beat]:
    """The beats that show ``events`` in order; ``where(seat)`` is a ball's cell before them.

    ``to_beat``: the number to beat once these events are over (the shot's,
    still in the air), shown beside the ball as soon as it has moved.
    """
    out: list[ball_timeline.Beat] = []
    cells: dict[int, Hex | None] = {}
    grounded: set[int] = set()
    """Balls known to be on the ground by now (landed, rolled, knocked, put back): the rest of a shot is in the air."""

    def at(seat: int) -> Hex | None:
        return cells[seat] if seat in cells else where(seat)

    i = 0
    evs = cast("list[E.RollEvent]", list(events))
    face_kind = "number"
    while i < len(evs):
        e = evs[i]
        if isinstance(e, E.Rolled):
            face_kind = data.face_kind(e.face)[0]
        if isinstance(e, E.Moved):
            # dots (and a fly over out of bounds) are one arc; every other space is its own hop
            run = [e]
            while e.why == "dots" and i + 1 < len(evs):
                nxt = evs[i + 1]
                if not (isinstance(nxt, E.Moved) and nxt.why == "dots"):
                    break
                i += 1
                run.append(nxt)
            path = [run[0].start] + [m.end for m in run]
            out.append(ball_timeline.Wait(HOP_PAUSE))
            high = e.why in HIGH_SHOTS and _lands_next(evs, i + 1, path[-1])
            peak = PEAKS.get(face_kind, 0.3) if e.why not in ("curve", "dotted_curve") else PEAKS["curve"]
            out.append(ball_timeline.AirHop(e.player, path, 0.0 if high else AIR, PEAKS["dots"] if e.why == "dots" else peak))
            if not high:
                out.append(_set_to_beat(e.player, to_beat))
            grounded.discard(e.player)
            cells[e.player] = path[-1]
        elif isinstance(e, E.Rolled):
            out.append(Throw(stage.tray, e.club, e.face, e.number_to_beat, stage.name(e.player)))
        elif isinstance(e, E.StartingRoll):
            # one banner for the roll-off (and one for a tie): each roll is read in the tray's row, over its thrower's
            # name, so no banner of an earlier roll lingers over the next die
            out.append(_call(_rolloff_banner, stage, stage.name(e.player)))
            out.append(Throw(stage.tray, data.FIRST_PLAYER_DIE, str(e.face), 0, stage.name(e.player), "The lowest roll holds the first-player token."))
        elif isinstance(e, E.FirstPlayer):
            who = stage.name(e.player)
            out.append(_call(stage.announce, f"{subject(who, 'hold')} the first-player token", f"{subject(who, 'design')} the hole and {verb_for(who, 'play')} first"))
            out.append(_call(stage.tray.keep))  # the Putter of the roll-off stays on the felt until the hole is designed
            out.append(ball_timeline.Wait(0.6))
        elif isinstance(e, E.GolferDealt):
            g = data.GOLFER_BY_ID[e.golfer]
            who = "Everyone shares" if e.player < 0 else subject(stage.name(e.player), "be")
            owner = stage.name(e.player) if e.player >= 0 else None  # said of them: "you" only for the seat named You
            out.append(_call(stage.announce, f"{who} the {g.title}", for_owner(g.text, owner)))
            out.append(ball_timeline.Wait(0.9))
        elif isinstance(e, E.BoardPlaced):
            out.append(_call(stage.refresh_board, e.cells))
            out.append(ball_timeline.Wait(0.45))
        elif isinstance(e, E.GreenPlaced):
            out.append(_call(stage.refresh_board, (e.cell,)))
            out.append(ball_timeline.Say(e.cell, "the green", GOLD, hold=0.4))
        elif isinstance(e, E.HoleStarted):
            out.append(_call(lambda: stage.refresh_board()))
            out.append(_call(stage.announce, *hole_words(e)))
            for seat in stage.in_play():
                out.append(ball_timeline.Place(seat, e.tee))
                cells[seat] = e.tee
            # play begins: the design's labels ("the green") leave once read; its flag shows where the green is
            out.append(ball_timeline.Wait(DESIGN_LABELS_READ))
            out.append(ball_timeline.Call(lambda tl: tl.clear_labels()))
        elif isinstance(e, E.TurnStarted):
            if e.cell is not None:
                cells[e.player] = e.cell
        elif isinstance(e, E.Swung):
            club = data.CLUB_BY_ID[e.club]
            out.append(ball_timeline.Call(lambda tl: tl.clear_trails()))  # the last shot's path stays until the next one starts
            out.append(_call(lambda club: stage.tray.show(club, None, 0), e.club))
            out.append(ball_timeline.Say(e.cell, f"{club.title}, {DIR_NAMES[e.direction]}", CREAM, hold=0.35))
        elif isinstance(e, E.RollChanged):
            out.append(_call(stage.tray.change, e.after))
            c = at(e.player)
            if c is not None:
                out.append(ball_timeline.Say(c, f"{e.before} → {e.after}", GOLD, hold=0.3))
        elif isinstance(e, E.RollFailed):
            why = "stuck in the trees" if e.why == "trees" else f"{face_word(e.face)}: not higher, down it comes"
            out.append(ball_timeline.Say(e.cell, why, CREAM, hold=0.45))
        elif isinstance(e, E.SandHeld):
            out.append(ball_timeline.Say(e.cell, "held by the sand", CREAM, hold=0.45))
        elif isinstance(e, E.Curved):
            out.append(ball_timeline.Say(e.cell, f"curves {DIR_NAMES[e.after]}", GOLD, hold=0.2))
        elif isinstance(e, E.Landed):
            out.append(ball_timeline.Land(e.player, e.cell, e.terrain))
            grounded.add(e.player)
            cells[e.player] = e.cell
        elif isinstance(e, E.RolledOn):
            out.append(ball_timeline.Say(e.start, "rolls on", CREAM))
            out.append(ball_timeline.Roll(e.player, e.start, e.end, None, "roll_on"))
            cells[e.player] = e.end
        elif isinstance(e, E.OutOfBounds):
            if e.player in grounded:  # rolled off the fairway: along the ground and over the edge
                out.append(ball_timeline.Splash(e.player, e.edge, e.beyond, "out"))
            else:  # flew off the boards: on out over the table and down off it
                out.append(ball_timeline.AirHop(e.player, [e.edge, e.beyond], 0.0, 0.15))
                out.append(ball_timeline.Splash(e.player, e.beyond, e.beyond, "out"))
            out.append(_set_to_beat(e.player, None))
            out.append(ball_timeline.Say(e.edge, "out of bounds", RED))
            out.append(ball_timeline.Place(e.player, e.edge))
            grounded.add(e.player)
            cells[e.player] = e.edge
        elif isinstance(e, E.Splash):
            out.append(ball_timeline.Splash(e.player, e.water, e.water, "water"))
            out.append(ball_timeline.Say(e.water, "in the water", RED))
            out.append(ball_timeline.Place(e.player, e.drop))
            grounded.add(e.player)
            cells[e.player] = e.drop
        elif isinstance(e, E.Skipped):
            out.append(ball_timeline.Say(e.start, "skips", CREAM))
            out.append(ball_timeline.Fly(e.player, [e.start, e.end]))
            cells[e.player] = e.end
        elif isinstance(e, E.Knocked):
            out.append(ball_timeline.Collide(e.by, e.player))
            out.append(ball_timeline.Roll(e.player, e.start, e.end, None, "knock"))
            out.append(ball_timeline.Say(e.end, f"{possessive(stage.name(e.player))} ball knocked", CREAM))
            cells[e.player] = e.end
        elif isinstance(e, E.Bumped):
            out.append(ball_timeline.Collide(e.by, e.player))
            out.append(ball_timeline.Roll(e.player, e.start, e.end, None, "knock"))
            cells[e.player] = e.end
        elif isinstance(e, E.Stacked):
            out.append(ball_timeline.Say(e.cell, "stacked on top", CREAM, hold=0.3))
        elif isinstance(e, E.Penalty):
            c = e.cell if e.cell is not None else at(e.player)
            if c is not None:
                out.append(ball_timeline.Say(c, f"{stage.name(e.player)} +1 penalty", RED, hold=0.35))
        elif isinstance(e, E.PenaltyReturned):
            c = at(e.player)
            if c is not None:
                out.append(ball_timeline.Say(c, f"-{e.count} penalty", GOLD, hold=0.3))
        elif isinstance(e, E.PointsSpent):
            c = at(e.player)
            if c is not None:
                out.append(ball_timeline.Say(c, f"-{plural(e.points, 'handicap point')}", GOLD, hold=0.2))
        elif isinstance(e, E.CardPlayed):
            card = data.CARD_BY_ID[e.card]
            by = stage.name(e.player)
            out.append(_call(stage.announce, f"{subject(by, 'play')} {card.title}", for_owner(card.text, by)))
            out.append(ball_timeline.Wait(0.7))
        elif isinstance(e, E.ClubSwapped):
            out.append(_call(lambda after: stage.tray.show(after, None, stage.tray.to_beat), e.after))
        elif isinstance(e, E.BallDropped):
            out.append(ball_timeline.Place(e.player, e.end))
            grounded.add(e.player)
            cells[e.player] = e.end
        elif isinstance(e, E.GreenReached):
            out.append(ball_timeline.Say(e.cell, f"{stage.name(e.player)} on the green!", GOLD, hold=0.5))
            out.append(ball_timeline.Drop(e.player, e.cell))
            cells[e.player] = None
        elif isinstance(e, E.TurnEnded):
            out.append(ball_timeline.Wait(0.3))
            out.append(_call(stage.tray.keep))  # the last die stays on the felt until the next person turns to the dice
        elif isinstance(e, E.Eliminated):
            out.append(_call(stage.announce, f"{subject(stage.name(e.player), 'be')} out", plural(e.tokens, "penalty token")))
            out.append(ball_timeline.Wait(0.8))
        elif isinstance(e, E.CatchUp):
            out.append(_call(stage.announce, f"{stage.name(e.leader)} reached every green", f"the others get {plural(e.turns, 'more round')}"))
            out.append(ball_timeline.Wait(0.8))
        elif isinstance(e, E.BallsLost):
            out.append(_call(stage.announce, f"{plural(e.lost, 'ball')} lost", f"{e.left} left in the bag"))
            out.append(ball_timeline.Wait(0.8))
        elif isinstance(e, E.HoleEnded):
            out.append(ball_timeline.Wait(0.4))
            out.append(_call(stage.hole_ended, e))
        elif isinstance(e, (E.CardDealt, E.DeckReshuffled, E.MeanChoice, E.GameEnded)):
            pass  # silent: the hand, the deck and the ranking show these
        else:
            assert_never(e)  # every event class of the union is named above: one forgotten is a type error
        i += 1
    told = [e for e in evs if not isinstance(e, QUIET)]
    if told and all(isinstance(e, E.Rolled) for e in told):
        out.append(_call(stage.outcome, BRIEF_READ))  # a roll in mid-flight: its face stays in the shot's row while the next is thrown
    elif told:
        out.append(_call(stage.outcome))  # read from the end of the animation: every label and the die have shown by then
    return out
