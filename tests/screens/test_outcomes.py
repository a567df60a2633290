"""Outcomes stay readable (#24 point 5), in all four games, on the real table at normal speed.

Every outcome a player must read (a die's face, a water drop, off the board,
a tree stop, a derailment, a pair cancelled, a hole scored) stays on screen
until the next person acts, or at least READ_SECONDS when a computer or chance
goes on; a skip jumps to the end and leaves it there; the prompt for a
decision never shows while the die it depends on still rolls; the labels of
a shot leave when the next decision is shown.

Each test plays a game with the engines' own computer players and dice up to
just before an outcome (the rules alone, fast), then opens that game on the
real table and drives it frame by frame with a fixed 1/60 s, counting
simulated time. What is "on screen" is read from what each game draws: its
floating labels, banners and captions, and the dice faces at rest.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame
import pytest

from game import catalog
from game.app import App
from game.match.record import MatchRecord, SeatEntry
from game.match.session import MatchSession
from game.rules.protocol import CHANCE, TERMINAL, Event
from game.scenes.table.game import READ_SECONDS
from game.scenes.table.scene import TableScene
from game.ui.controls import keyed
from tests.screens.support import frames, press
from tests.screens.tables import record

DT = 1 / 60
TOLERANCE = 2 * DT
"""A frame either side of the moment counted."""


@pytest.fixture
def app():
    a = App(size=(800, 480), persist_settings=False, headless=True)
    a.settings.animation_speed = "normal"
    yield a
    pygame.display.quit()


@pytest.fixture
def big_app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    yield a
    pygame.display.quit()


# ---------------------------------------------------------------------- what each game shows
def rollinone_shown(table: TableScene) -> set[str]:
    g = table.game
    out = {f"label {w}" for w in g.tl.labels()}
    if g.banner is not None:
        out.add(f"banner {g.banner[0]}")
    t = g.tray
    if t.club is not None and t.face is not None and table.state.phase != "design":  # the strip shows the dice tray
        faces = t.shot[:-1] if t.rolling else t.shot  # the die on the felt, and the shot's earlier faces in the row beside it
        if faces:
            out |= {f"die {t.by} {t.club} #{k} {face}" for k, face in enumerate(faces)}
        elif not t.rolling:
            out.add(f"die {t.by} {t.club} {t.face}")
    return out


def rollinone_rolling(table: TableScene) -> bool:
    return table.game.tray.rolling


def carom_shown(table: TableScene) -> set[str]:
    g = table.game
    out = {f"label {w}" for w in g.tl.labels()}
    if g.rolled is not None and not g.dice.rolling:
        out.add(f"die {g.hand.index_of(g.rolled[0])} {g.rolled[1]}")
    elif g.hand.last is not None:
        out.add(f"die {g.hand.last[0]} {g.hand.last[1]}")
    return out


def carom_rolling(table: TableScene) -> bool:
    return table.game.dice.rolling


def eagles_shown(table: TableScene) -> set[str]:
    g = table.game
    beat = next(iter(g.animation.beats()), None)
    asked = (beat.caption, beat.detail) if beat is not None and not beat.stays else None  # a question while the die rolls
    out = {f"caption {c} · {d}" for c, d in g.animation.shown_captions() if (c, d) != asked}
    dice = table.state.dice or g.animation.resting
    if dice and not g.animation.tray_dice():
        out.add(f"round dice {tuple(dice)}")
    return out


def eagles_rolling(table: TableScene) -> bool:
    return any(d.rolling for b in table.game.animation.beats()[:1] for d in b.dice)


def rollecate_shown(table: TableScene) -> set[str]:
    stage = table.game.stage
    out = {f"caption {c.line}" for c in stage.animation.captions[-3:] if c.time is None}
    d = stage.dice
    if d.visible and not d.rolling and not stage.shown.pending and stage.shown.setup_card is None:  # the tray is drawn
        out.add(f"dice {d.faces()}")
    return out


def rollecate_rolling(table: TableScene) -> bool:
    return table.game.stage.dice.rolling


SHOWN: dict[str, Callable[[TableScene], set[str]]] = {
    "rollinone": rollinone_shown,
    "carom": carom_shown,
    "eagles_creek": eagles_shown,
    "rollecate": rollecate_shown,
}
ROLLING: dict[str, Callable[[TableScene], bool]] = {
    "rollinone": rollinone_rolling,
    "carom": carom_rolling,
    "eagles_creek": eagles_rolling,
    "rollecate": rollecate_rolling,
}


# ---------------------------------------------------------------------- a game up to an outcome
@dataclass
class Played:
    """A game played by the rules alone: who acted, what, and the events, action by action."""

    record: MatchRecord
    actors: list[int]
    actions: list[Any]
    events: list[list[Event]]

    def first(self, pred: Callable[[list[Event]], bool]) -> int:
        """The first action whose events ``pred`` likes."""
        return next(i for i, ev in enumerate(self.events) if pred(ev))

    def next_decision(self, i: int) -> int:
        """The first action after ``i`` that a seat chose (not chance)."""
        return next(j for j in range(i + 1, len(self.actors)) if self.actors[j] != CHANCE)


def play(game_id: str, argv: Sequence[str], seed: int, until: Callable[[list[Event]], bool], limit: int = 400) -> Played:
    """The game as the computers and the dice play it, to a few decisions after the first action ``until`` likes."""
    rec = record(game_id, *argv, seed=seed)
    session = MatchSession(MatchRecord.loads(rec.dumps()))
    bots = {i: catalog.make_bot(game_id, i, 1000 + i) for i in range(len(rec.seats))}
    if getattr(until, "careless", False):  # an outcome good computers avoid: seats that play any legal move
        rng = random.Random(seed)
        bots = {i: Careless(rng) for i in bots}
    out = Played(rec, [], [], [])
    more: int | None = None
    while len(out.actions) < limit and session.state.current_player != TERMINAL and more != 0:
        cp = session.state.current_player
        action = session.draw_chance() if cp == CHANCE else bots[cp].choose(session.state)
        _, events = session.apply(action)
        out.actors.append(cp)
        out.actions.append(action)
        out.events.append(list(events))
        if more is None and until(out.events[-1]):
            more = 12  # enough decisions for the frames watched after it (a computer draws a line's segments quickly)
        elif more is not None and cp != CHANCE:
            more -= 1
    return out


class Script:
    """A computer seat that plays what the rules-only game played (the table's loop, pauses and all, is real)."""

    def __init__(self, played: Played, table: list[TableScene]) -> None:
        self.played, self.table = played, table

    def choose(self, state: Any) -> Any:
        return self.played.actions[self.table[0].ply]


def open_at(app: App, played: Played, ply: int, humans: Sequence[int] = ()) -> TableScene:
    """The game after ``ply`` actions on the real table; seats in ``humans`` are people, the others play the script."""
    r = played.record
    seats = [SeatEntry(f"{'Ann' if i in humans else 'Cpu'} {i + 1}", i, i not in humans, "normal") for i in range(len(r.seats))]
    live = MatchRecord.new(r.game, r.seed, seats, r.course_argument(), r.options, r.display, r.info)
    live.actions = list(played.actions[:ply])
    table = TableScene(app, live)
    box = [table]
    table.bots = {seat: Script(played, box) for seat in table.bots}
    app.stack.push(table)
    app.stack.apply_pending()
    return table


class Watch:
    """Frames at a fixed step, and how long each thing shown stayed (in simulated seconds)."""

    def __init__(self, app: App, table: TableScene) -> None:
        self.app, self.table = app, table
        self.shown = SHOWN[table.record.game]
        self.t = 0.0
        self.since: dict[str, float] = {}
        self.lives: list[tuple[str, float, float]] = []
        """(item, appeared, left) of everything that left."""
        self.presented: list[tuple[int, float]] = []
        """(ply, time) of each action shown."""
        real = table.game.present

        def present(before: Any, action: Any, events: Any) -> None:
            self.presented.append((table.ply, self.t))
            real(before, action, events)

        table.game.present = present  # type: ignore[method-assign]
        self._look()

    def _look(self) -> set[str]:
        now = self.shown(self.table)
        for item in now - self.since.keys():
            self.since[item] = self.t
        for item in self.since.keys() - now:
            self.lives.append((item, self.since.pop(item), self.t))
        return now

    def frame(self, key: int | None = None) -> set[str]:
        if key is not None:
            press(self.app, key)
        else:
            frames(self.app)
        self.t += DT
        return self._look()

    def until(self, done: Callable[[], bool], seconds: float = 30.0) -> None:
        end = self.t + seconds
        while not done():
            assert self.t < end, f"not within {seconds} s (ply {self.table.ply}, top {type(self.app.stack.top).__name__})"
            self.frame()

    def seen(self, part: str) -> list[tuple[str, float, float]]:
        """Everything that contained ``part``: (item, appeared, left or now)."""
        out = [life for life in self.lives if part in life[0]]
        out += [(item, t, self.t) for item, t in self.since.items() if part in item]
        return out


def short_lives(watch: Watch, after: float, least: float = READ_SECONDS) -> list[tuple[str, float]]:
    """Things that appeared after ``after`` and left before they had been readable ``least`` seconds."""
    return [(item, round(left - t, 2)) for item, t, left in watch.lives if t >= after and left - t < least - TOLERANCE]


# ---------------------------------------------------------------------- the outcomes
def kinds(*names: str) -> Callable[[list[Event]], bool]:
    return lambda events: any(type(e).__name__ in names for e in events)


class Careless:
    """A seat that plays any legal move (good computers never send a ball out of bounds)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, state: Any) -> Any:
        legal = list(state.legal_actions())
        return legal[self.rng.randrange(len(legal))]


def careless(pred: Callable[[list[Event]], bool]) -> Callable[[list[Event]], bool]:
    """``pred``, reached by seats that play any legal move."""

    def check(events: list[Event]) -> bool:
        return pred(events)

    check.careless = True  # type: ignore[attr-defined]
    return check


def trees(events: list[Event]) -> bool:
    return any(type(e).__name__ == "RollFailed" and getattr(e, "why", "") == "trees" for e in events)


CPUS = {
    "rollinone": ("--players", "2", "--computer", "2"),
    "eagles_creek": ("--players", "2", "--computer", "2"),
    "carom": ("--players", "2", "--computer", "2"),
    "rollecate": ("--players", "3", "--computer", "3"),
}
OUTCOMES = [
    # game, seed, which action, what shows it
    ("rollinone", 3, kinds("Rolled"), "die "),
    ("rollinone", 3, kinds("Splash"), "label in the water"),
    ("rollinone", 3, kinds("OutOfBounds"), "label out of bounds"),
    ("rollinone", 3, kinds("HoleEnded"), "banner Hole"),
    ("rollinone", 2, kinds("Knocked"), "ball knocked"),
    ("eagles_creek", 4, kinds("TreeStop"), "Stopped at the tree"),
    ("eagles_creek", 1, kinds("HoleFinished"), "caption "),
    ("eagles_creek", 3, kinds("DiceRolled"), "round dice"),
    ("eagles_creek", 4, kinds("ElevationRolled"), "caption "),
    ("carom", 3, careless(kinds("WentOut")), "label out!"),
    ("carom", 1, kinds("Holed"), "label in the hole!"),
    ("carom", 1, kinds("DieRolled"), "die "),
    ("rollecate", 4, kinds("Derailed"), "caption Derailed!"),
    ("rollecate", 4, kinds("PairCancelled"), "cancels"),
    ("rollecate", 4, kinds("DiceRolled"), "dice "),
]


@pytest.mark.parametrize(("game_id", "seed", "which", "shows"), OUTCOMES, ids=[f"{o[0]}-{o[1]}-{o[3].strip()}" for o in OUTCOMES])
def test_an_outcome_stays_readable_before_a_computer_goes_on(app, game_id, seed, which, shows):
    played = play(game_id, CPUS[game_id], seed, which)
    i = played.first(which)
    table = open_at(app, played, i)
    watch = Watch(app, table)
    watch.until(lambda: table.ply > i)
    shown_at = watch.t
    nxt = played.next_decision(i)
    watch.until(lambda: table.ply > nxt)  # the next computer has played
    for _ in range(60):
        watch.frame()
    assert watch.seen(shows), f"{shows!r} was on screen after the outcome"
    assert not short_lives(watch, shown_at - TOLERANCE), "everything shown stayed readable before the computers went on"
    outcome = [life for life in watch.seen(shows) if life[1] >= shown_at - TOLERANCE]
    assert outcome and all(left - t >= READ_SECONDS - TOLERANCE for _, t, left in outcome)


# ---------------------------------------------------------------------- a person next
PERSON_NEXT = [
    ("rollinone", 3, kinds("OutOfBounds"), "label out of bounds"),
    ("rollinone", 3, kinds("Splash"), "label in the water"),
    ("eagles_creek", 4, kinds("TreeStop"), "Stopped at the tree"),
    ("carom", 3, careless(kinds("WentOut")), "label out!"),
    ("rollecate", 4, kinds("Derailed"), "caption Derailed!"),
    ("rollecate", 4, kinds("PairCancelled"), "cancels"),
]


@pytest.mark.parametrize(("game_id", "seed", "which", "shows"), PERSON_NEXT, ids=[f"{o[0]}-{o[3].strip()}" for o in PERSON_NEXT])
def test_an_outcome_stays_until_the_next_person_acts_and_leaves_when_they_do(app, game_id, seed, which, shows):
    played = play(game_id, CPUS[game_id], seed, which)
    i = played.first(which)
    nxt = played.next_decision(i)
    person = played.actors[nxt]
    start = i if played.actors[i] in (CHANCE, person) else i
    table = open_at(app, played, start, humans=[person])
    watch = Watch(app, table)
    if played.actors[i] == person:  # the person's own decision has the outcome: they make it
        watch.until(table.may_act)
        assert table.play(played.actions[i])
    watch.until(lambda: table.ply > i)
    while table.ply < nxt:  # chance on the way to the person's decision
        watch.frame()
    watch.until(table.may_act)
    kept = watch.frame()
    assert any(shows in item for item in kept), f"{shows!r} is on screen when the person may act: {sorted(kept)}"
    assert not table.still_showing() and table.instruction() == keyed(table.game.instruction()), "no pause: the person's prompt shows at once"
    for _ in range(int(2 * READ_SECONDS / DT)):  # the person takes their time
        now = watch.frame()
        assert kept <= now, f"{sorted(kept - now)} left before the person acted"
    assert table.play(played.actions[nxt])
    words = {item for item in kept & SHOWN[game_id](table) if not item.startswith(("die", "dice", "round dice"))}
    assert not words, f"the labels and captions of the last action leave when the next decision is shown: {sorted(words)}"



@pytest.mark.parametrize(("game_id", "seed", "which", "shows"), [PERSON_NEXT[2], PERSON_NEXT[4]], ids=["eagles_creek", "rollecate"])
def test_while_a_person_decides_the_kept_result_is_in_the_side_panel_not_over_the_board(big_app, game_id, seed, which, shows):
    app = big_app  # the panel has room under three seats (when it has none, the result stays where it was)
    played = play(game_id, CPUS[game_id], seed, which)
    i = played.first(which)
    nxt = played.next_decision(i)
    table = open_at(app, played, i, humans=[played.actors[nxt]])
    watch = Watch(app, table)
    watch.until(lambda: table.ply > i and table.game.busy())
    assert table.game._docked() is None, "while the computers go on it is shown where it happened"
    watch.until(table.may_act)
    watch.frame()
    cards = table.game._docked()
    assert cards, "the person's board is clear: the result is in the panel"
    for r in cards:
        assert table.panel_rect.contains(r) and not r.colliderect(table.board_rect)
        assert not any(r.colliderect(row) for row in table.panel.rows) and not r.colliderect(table.panel.extra)


# ---------------------------------------------------------------------- skipping
SKIPPED = [o for o in OUTCOMES if o[3] in ("die ", "Stopped at the tree", "label out!", "caption Derailed!")]


@pytest.mark.parametrize(("game_id", "seed", "which", "shows"), SKIPPED, ids=[f"{o[0]}-{o[3].strip()}" for o in SKIPPED])
def test_a_skip_jumps_to_the_outcome_which_then_stays_and_a_second_skip_goes_on(app, game_id, seed, which, shows):
    played = play(game_id, CPUS[game_id], seed, which)
    i = played.first(which)
    table = open_at(app, played, i)
    watch = Watch(app, table)
    watch.until(lambda: table.ply > i and table.game.busy(), 10)
    now = watch.frame(pygame.K_SPACE)  # at once: the end of what is shown
    assert not table.game.busy()
    assert any(shows in item for item in now), f"{shows!r} is on screen after the skip: {sorted(now)}"
    skipped_at = watch.t
    ply = table.ply
    for _ in range(int((READ_SECONDS - 0.2) / DT)):
        now = watch.frame()
        assert any(shows in item for item in now), "the outcome stays after a skip"
    assert table.ply == ply and table.still_showing(), "and the computers wait for it to be read"
    assert watch.t - skipped_at < READ_SECONDS
    watch.frame(pygame.K_SPACE)  # the pause itself is skipped
    watch.until(lambda: table.ply > ply, 2.0)


def test_the_reading_pause_follows_the_animation_speed(app):
    played = play("rollecate", CPUS["rollecate"], 4, kinds("Derailed"))
    i = played.first(kinds("Derailed"))
    app.settings.animation_speed = "fast"  # 3x
    table = open_at(app, played, i)
    watch = Watch(app, table)
    watch.until(lambda: table.ply > i)
    shown_at = watch.t
    watch.until(lambda: table.ply > played.next_decision(i))
    readable = [left - t for _, t, left in watch.seen("Derailed!") if t >= shown_at - TOLERANCE]
    assert readable and READ_SECONDS / 3 - TOLERANCE <= min(readable) < READ_SECONDS - 0.5


# ---------------------------------------------------------------------- no prompt before the dice land
def curve(events: list[Event]) -> bool:
    return any(type(e).__name__ == "Rolled" and getattr(e, "face", "") in ("curve", "dcurve") for e in events)


def derailed(events: list[Event]) -> bool:
    return any(type(e).__name__ == "DiceRolled" for e in events) and sum(type(e).__name__ == "PenaltyTaken" for e in events) >= 2


PROMPTS = [
    # game, the roll, what the decision after it looks like, the prompt that must wait for the dice
    ("rollinone", curve, lambda a: type(a).__name__ == "Curve", "pick a lit space"),
    ("rollecate", derailed, lambda a: isinstance(a, tuple) and a[0] == "penalty", "lay your penalty cards"),
    ("eagles_creek", kinds("DiceRolled"), lambda a: a[0] == "plan", "drag the dice"),
    ("carom", kinds("DieRolled"), lambda a: a[0] == "strike", "Point where"),
]


@pytest.mark.parametrize(("game_id", "which", "then", "prompt"), PROMPTS, ids=[p[0] for p in PROMPTS])
def test_the_prompt_waits_until_the_dice_it_depends_on_have_landed(app, game_id, which, then, prompt):
    for seed in range(1, 20):
        played = play(game_id, CPUS[game_id], seed, which, limit=300)
        found = [i for i, ev in enumerate(played.events) if which(ev) and then(played.actions[played.next_decision(i)]) and played.next_decision(i) == i + 1]
        if found:
            break
    else:
        raise AssertionError("no such roll in 19 games")
    i = found[0]
    person = played.actors[i + 1]  # whose decision depends on these dice
    table = open_at(app, played, i, humans=[person])
    watch = Watch(app, table)
    while_rolling: set[str] = set()
    while table.ply <= i or table.game.busy():
        watch.frame()
        assert watch.t < 20
        if ROLLING[game_id](table):
            while_rolling.add(table.instruction())
            assert table.still_showing() and not table.may_act()
    assert while_rolling, "the dice were seen rolling"
    assert not any(prompt in line for line in while_rolling), f"the prompt shows while the dice roll: {sorted(while_rolling)}"
    watch.until(table.may_act)
    assert prompt in table.instruction(), "once the dice have landed the prompt shows"


def test_every_face_of_a_computers_long_shot_stays_readable_and_the_shot_keeps_its_pace(app):
    """Each roll's face stays on (on the felt, then in the shot's row) at least the reading time, while
    a roll that keeps the ball flying holds the next throw back only briefly (the row keeps it readable)."""
    played = play("rollinone", CPUS["rollinone"], 3, kinds("HoleEnded"), limit=300)
    swings = [j for j, a in enumerate(played.actions) if type(a).__name__ == "Swing"]
    for start in swings:
        end = next(j for j in range(start, len(played.events)) if kinds("TurnEnded")(played.events[j]))
        rolls = sum(kinds("Rolled")(played.events[j]) for j in range(start, end + 1))
        if rolls >= 3:
            break
    else:
        raise AssertionError("no shot of three rolls or more")
    table = open_at(app, played, start)
    watch = Watch(app, table)
    watch.until(lambda: table.ply > end, seconds=60)
    took = watch.t
    watch.until(lambda: table.ply > end + 2, seconds=60)  # the next shot has begun: the row made room for its dice
    faces = [life for life in watch.lives if life[0].startswith("die ") and "#" in life[0]]
    assert len(faces) >= rolls - 1
    assert all(left - t >= READ_SECONDS - TOLERANCE for _, t, left in faces), faces
    assert took < 2.0 * rolls + 4, f"{rolls} rolls took {took:.1f} s: a roll in mid-flight should not wait the whole reading time"
