"""Words for people (#24 point 7): every text a game shows reads well for a seat named "You".

Seeded games of all four games are played through the real table, headless,
with people named "You" and "Cleo" and a computer. Everything shown is
collected: each frame's instruction and banner, the hand-over card, every
seat line of the side panel, every message (``App.notify``), the floating
labels and captions the animations make from the engine's events, the
scorecards and round results, the ranking, and a replay's strip; besides,
every string any screen hands to the text renderer. Then one grammar check
runs over all of it: "You" takes the plain verb ("You roll", never "You
rolls"), never a "You's", and counts agree with their nouns ("1 die", "2
dice", never "1 cards").
"""

from __future__ import annotations

import os
import random
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

import pygame
import pytest

from game import catalog
from game.app import App
from game.match.record import MatchRecord, SeatEntry
from game.rules.protocol import TERMINAL
from game.scenes.handover import HandOver
from game.scenes.ranking import RankingScene
from game.scenes.scorecard import ScorecardOverlay
from game.scenes.table.scene import TableScene
from game.ui.words import plural_word, third_person
from tests.screens.support import frames, small_course, until_armed

YOU, CLEO, CPU = "You", "Cleo", "Max"

VERBS = (
    "add", "be", "choose", "design", "discard", "draw", "fly", "get", "go", "have", "hit", "hold", "knock", "land",
    "lay", "lose", "move", "pass", "pick", "place", "play", "put", "reach", "roll", "score", "share", "shoot", "stop",
    "strike", "take", "tee", "think", "tie", "win",
)
"""Verbs the games say of a seat ("Cleo rolls", "Cleo passes"): after "You" their third-person form is wrong."""

COUNT_NOUNS = (
    "ball", "card", "curl", "die", "hole", "impulse", "locomotive", "pair", "penalty", "point", "round", "segment",
    "shot", "space", "step", "stroke", "token", "turn",
)
"""Things the games count: "1 card", "2 cards"."""


YOU_WRONG = re.compile(
    r"\bYou(?:'s|’s)|\byou(?:'s|’s)|\bYou (?:is|has|was|does)\b|\b(?:You|you) (?:" + "|".join(re.escape(third_person(v)) for v in VERBS) + r")\b"
)
ONE_MANY = re.compile(r"(?<![\d.,])\b1 (?:" + "|".join(re.escape(plural_word(n)) for n in COUNT_NOUNS) + r")\b")
MANY_ONE = re.compile(r"(?<![\d.,−+-])\b(?:0|[2-9]|\d\d+) (?:" + "|".join(re.escape(n) for n in COUNT_NOUNS if n != "penalty") + r")\b")
LAZY = re.compile(r"\w\(s\)|\w\(es\)")
OTHERS = (CLEO, CPU)
SAID_OF_OTHER = re.compile(r"^(?:" + "|".join(OTHERS) + r")(?:'s)? ")
"""A banner's line about another seat ("Cleo is the Deadeye", "Max plays Gimme"): its detail is about them too."""
TO_YOU = re.compile(r"\b(?:you|your)\b", re.IGNORECASE)
TEMPLATE = re.compile(r"\{[^}]*\}")


def grammar_problems(line: str) -> list[str]:
    """What is wrong with one shown text, in words (empty when it reads well)."""
    out = [f"{m.group(0)!r}: 'You' is spoken to as a person" for m in YOU_WRONG.finditer(line)]
    out += [f"{m.group(0)!r}: one of them is singular" for m in ONE_MANY.finditer(line)]
    out += [f"{m.group(0)!r}: more than one is plural" for m in MANY_ONE.finditer(line)]
    out += [f"{m.group(0)!r}: say the number's own form" for m in LAZY.finditer(line)]
    out += [f"{m.group(0)!r}: a card's text shown unworded" for m in TEMPLATE.finditer(line)]
    return out


def person_problems(line: str, detail: str) -> list[str]:
    """What is wrong with a banner's two lines together: a line about Cleo or Max whose detail speaks to "you"
    (the golfer dealt to them, the card they play) says "you" to whoever looks at the screen."""
    if not SAID_OF_OTHER.match(line):
        return []
    return [f"{m.group(0)!r}: said to 'you' under a line about another seat" for m in TO_YOU.finditer(detail)]


def test_the_check_catches_the_old_wording():
    for bad in ("You rolls the Wood…", "You's caddie cards", "You is out", "You wins!", "Replay · move 3 of 73 · You's turn", "Roll 1 dice (R)", "1 cards · hand 2", "the others get 1 more round(s)", "You passes", "You draws on hole 3"):
        assert grammar_problems(bad), bad
    assert person_problems("Max is the Deadeye", "With the Putter, before any roll after the first, you may land your ball where it is.")
    assert person_problems("Cleo plays Gimme", "Start of your turn, with your ball next to the green: put it on the green.")
    assert grammar_problems("Start of {your} turn")
    assert not person_problems("You are the Deadeye", "With the Putter, before any roll after the first, you may land your ball where it is.")
    assert not person_problems("Max is the Deadeye", "With the Putter, before any roll after the first, they may land their ball where it is.")
    for good in ("You roll the Wood…", "Your caddie cards", "You are out", "You win!", "Cleo wins!", "Replay · move 3 of 73 · your turn", "Roll 1 die (R)", "1 card · hand 2", "2 dice", "Cleo passes", "Hole 2 of 3", "stroke 2", "You: shot 1", "Round 1 of 2"):
        assert not grammar_problems(good), (good, grammar_problems(good))


# ---------------------------------------------------------------------------------------- collecting
@dataclass
class Shown:
    """Every text collected, with where it was seen first."""

    texts: dict[str, str] = field(default_factory=dict)
    where: str = ""
    banners: dict[tuple[str, str], str] = field(default_factory=dict)
    """Each banner over the board as its (line, detail), with where it was seen first."""

    def add(self, text: object, source: str) -> None:
        if isinstance(text, str) and text.strip() and text not in self.texts:
            self.texts[text] = f"{self.where}: {source}"

    def problems(self) -> list[str]:
        """One line per kind of mistake, with the first text that made it."""
        first: dict[str, str] = {}
        for t, src in self.texts.items():
            line, colon, rest = t.partition(": ")  # a panel line about a seat: "Cleo is the Deadeye: ..."
            for p in grammar_problems(t) + (person_problems(line, rest) if colon else []):
                first.setdefault(p, f"{p} — in {t!r} ({src})")
        for (line, detail), src in self.banners.items():
            for p in person_problems(line, detail):
                first.setdefault(p, f"{p} — in {line!r} / {detail!r} ({src})")
        return list(first.values())


@pytest.fixture
def shown(monkeypatch: pytest.MonkeyPatch) -> Shown:
    """Listens wherever the screens turn something into words."""
    from game.render import beats
    from game.scenes.eagles_creek import animate as eagles_animate
    from game.scenes.rollecate import animate as rollecate_animate
    from game.scenes.rollinone.play import RollInOneGame
    from game.ui import text

    out = Shown()

    def listen(owner: Any, name: str, arg: int, source: str) -> None:
        real = getattr(owner, name)

        def wrapper(*a: Any, **k: Any) -> Any:
            out.add(a[arg] if len(a) > arg else None, source)
            return real(*a, **k)

        monkeypatch.setattr(owner, name, wrapper)

    for fn in ("render", "wrap", "fit_size", "shorten"):
        listen(text, fn, 0, "drawn")
    listen(App, "notify", 1, "message")
    listen(RollInOneGame, "announce", 1, "banner over the board")
    real_announce = RollInOneGame.announce

    def announce(self: Any, line: str, detail: str = "") -> None:
        out.add(detail, "banner over the board")
        out.banners.setdefault((line, detail), f"{out.where}: banner over the board")
        real_announce(self, line, detail)

    monkeypatch.setattr(RollInOneGame, "announce", announce)
    listen(rollecate_animate.Animation, "say", 1, "caption")

    real_say = beats.Say.__init__

    def say(self: Any, at: Any, label: str, *a: Any, **k: Any) -> None:
        out.add(label, "floating label")
        real_say(self, at, label, *a, **k)

    monkeypatch.setattr(beats.Say, "__init__", say)
    real_beat_init = eagles_animate.Picture.__init__

    def beat(self: Any, *a: Any, **k: Any) -> None:
        real_beat_init(self, *a, **k)
        out.add(self.caption, "caption")
        out.add(self.detail, "caption")

    monkeypatch.setattr(eagles_animate.Picture, "__init__", beat)
    return out


def note_table(table: TableScene, out: Shown) -> None:
    """What the table itself says now: the strip, the banner, the side panel."""
    out.add(table.instruction(), "instruction")
    if table.banner is not None:
        seat, line, _ = table.banner
        out.add(f"{table.seats[seat].name}: {line}", "turn banner")
    game = table.game
    small, _ = game.panel_heading()
    out.add(small, "panel heading")
    for seat in range(len(table.seats)):
        score, note = game.seat_line(seat)
        out.add(f"{table.seats[seat].name} {score} {note}", "seat line")
    for line in game.upcoming_instructions():
        out.add(line, "instruction (ahead)")


def note_scene(scene: Any, out: Shown) -> None:
    """An overlay's words (the hand-over card, a scorecard, round results, the ranking)."""
    if isinstance(scene, HandOver):
        out.add(scene.detail, "hand-over")
    table = getattr(scene, "table", None)
    for attr in ("title", "footer"):
        out.add(getattr(table, attr, None), "scorecard")
    for line in getattr(table, "extra", None) or ():
        out.add(line, "scorecard")
    if isinstance(scene, RankingScene):
        out.add(scene.title, "ranking")
        for _, e in scene.ranked:
            out.add(e.detail, "ranking")


# ---------------------------------------------------------------------------------------- playing
def chooser(game_id: str, seats: list[SeatEntry], seed: int, wild: float) -> Callable[[int, Any], Any]:
    """People who play like the computer, now and then choosing anything legal (so more is seen)."""
    bots = {i: catalog.make_bot(game_id, i, seed + i, "normal") for i in range(len(seats))}
    rng = random.Random(seed)

    def choose(seat: int, state: Any) -> Any:
        if rng.random() < wild:
            legal = list(state.legal_actions())
            return legal[rng.randrange(len(legal))]
        return bots[seat].choose(state)

    return choose


def play_on_table(app: App, table: TableScene, out: Shown, choose: Callable[[int, Any], Any], limit: int = 6000) -> RankingScene:
    """Play to the ranking through the real table: people choose, computers think, animations show for a moment.

    Now and then a person looks at the scorecard, or presses Undo (taken back
    or refused, the answer is a message to read too).
    """
    seen_busy = 0
    decisions = 0
    for _ in range(limit):
        top = app.stack.top
        if isinstance(top, RankingScene):
            frames(app, 40)  # every row slides in and is drawn
            note_scene(top, out)
            return top
        if top is not table:
            frames(app)
            note_scene(top, out)
            until_armed(app)  # a hand-over card takes a confirm once it has been up a moment
            press_key(app, pygame.K_ESCAPE if isinstance(top, ScorecardOverlay) and top.close_keys == (pygame.K_TAB,) else pygame.K_RETURN)
            continue
        note_table(table, out)
        if table.may_act():
            frames(app)  # the decision is on screen before it is taken
            note_table(table, out)
            decisions += 1
            if decisions % 11 == 5:
                table.open_scorecard()
                continue
            if decisions % 13 == 7:
                table.undo()
                frames(app)
                continue
            seat = int(table.state.current_player)
            assert table.play(choose(seat, table.state))
            frames(app)
            continue
        if table.game.busy() or table.wait > 0:
            seen_busy += 1
            if seen_busy % 3 == 0:
                table.skip()  # a few frames of every animation, then on
        frames(app)
    raise AssertionError(f"no ranking after {limit} steps (ply {table.ply})")


def press_key(app: App, key: int) -> None:
    """A key on the overlay at the top (Enter: a hand-over's 'I'm ready', a scorecard's 'Go on'; Esc closes a scorecard)."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
    frames(app)


def watch_replay(app: App, record: MatchRecord, out: Shown, plies: Iterable[int]) -> None:
    """A replay of the finished game, jumped to a few moves: its strip names whose turn it was."""
    replay = TableScene(app, record, replay=True)
    app.stack.push(replay)
    app.stack.apply_pending()
    replay.replay_playing = False
    for ply in plies:
        replay.replay_jump(ply)
        frames(app)
        note_table(replay, out)


SEATS = [SeatEntry(YOU, 0), SeatEntry(CLEO, 1), SeatEntry(CPU, 2, True)]

GAMES: list[tuple[str, str, list[SeatEntry], dict[str, Any], int]] = [
    ("rollinone-standard", "rollinone", SEATS, {"variant": "standard", "holes": 1, "play_mean": True, "bumper_golf": True, "handicap": True, "choose_golfers": True}, 3),
    ("rollinone-dealt", "rollinone", SEATS, {"variant": "standard", "quick": True, "holes": 1, "play_mean": True}, 6),
    ("rollinone-shared", "rollinone", SEATS, {"variant": "standard", "quick": True, "holes": 1, "shared_golfers": 2}, 5),
    ("rollinone-solo", "rollinone", [SeatEntry(YOU, 0)], {"variant": "survival"}, 2),
    ("eagles_creek", "eagles_creek", SEATS, {"variant": 3}, 4),
    ("carom-basic", "carom", SEATS, {"mode": "basic"}, 11),
    ("carom-carom", "carom", SEATS, {"mode": "carom"}, 12),
    ("rollecate", "rollecate", SEATS, {"rounds": 1}, 4),
    ("rollecate-solo", "rollecate", [SeatEntry(YOU, 0)], {"derail_limit": 3}, 6),
]


def course_for(game_id: str) -> Any:
    if game_id == "carom":
        return (small_course("Meadow"),)
    if game_id == "rollecate":
        return None
    return catalog.load_course(game_id)


@pytest.mark.parametrize(("label", "game_id", "seats", "options", "seed"), GAMES, ids=[g[0] for g in GAMES])
def test_every_text_of_a_game_reads_well_for_you_and_cleo(shown: Shown, label: str, game_id: str, seats: list[SeatEntry], options: dict[str, Any], seed: int):
    app = App(size=(1280, 720), persist_settings=False, headless=True)
    try:
        shown.where = label
        record = MatchRecord.new(game_id, seed, seats, course_for(game_id), options, {"show_path": True} if game_id == "carom" else None)
        table = TableScene(app, record)
        app.stack.push(table)
        app.stack.apply_pending()
        frames(app)
        play_on_table(app, table, shown, chooser(game_id, seats, seed, wild=0.2))
        assert table.state.current_player == TERMINAL
        n = len(record.actions)
        shown.where = f"{label} replay"
        watch_replay(app, record, shown, sorted({1, 2, 3, n // 3, n // 2, (2 * n) // 3, n - 1, n}))
    finally:
        pygame.display.quit()
    dump = os.environ.get("ROLLINONE_WORDS_DUMP")
    if dump:  # every text, for a person to read through
        with open(dump, "a", encoding="utf-8") as f:
            f.writelines(f"{src}\t{t}\n" for t, src in shown.texts.items())
    assert any(YOU in t for t in shown.texts), "the seat named You is seen somewhere"
    problems = shown.problems()
    if game_id == "carom":  # its totals hold penalty points (docs/rules/carom-golf.md, "Scores in words")
        problems += [f"{t!r}: a Carom total is points, not strokes" for t in shown.texts if re.fullmatch(r"\d+ strokes?", t)]
    assert not problems, f"{len(problems)} texts read badly:\n" + "\n".join(problems[:60])

