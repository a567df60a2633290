"""The game log (game/match/gamelog.py and each game's log_words): words for every event, hidden cards
only for their owner, cheap and exact after undo and replay jumps, and ``replay FILE --log``."""

from __future__ import annotations

import dataclasses
import importlib
import random
import typing
from functools import cache

import pytest

from game import catalog
from game.match import MatchRecord, SeatEntry
from game.match.gamelog import GameLog, Line, LogContext
from game.match.session import MatchSession
from game.rules.driver import SeededChance
from game.rules.protocol import CHANCE, TERMINAL
from game.scenes.log_words import game_log, words_for
from tests.screens.support import small_course

NAMES = ["You", "Cleo", "Ben"]
SMALL = (small_course("A"), small_course("B"))
SETUPS = {
    "rollinone": [
        (3, {}),
        (3, {"variant": "bumper_game"}),
        (3, {"variant": "campaign"}),
        (1, {"variant": "survival"}),
        (3, {"play_mean": True, "handicap": [3, 3, 3], "bumper_golf": True, "choose_golfers": True}),
        (2, {"quick": True, "shared_golfers": 2}),
    ],
    "eagles_creek": [(3, {})],
    "carom": [(3, {"course": SMALL, "mode": "carom"}), (2, {"course": SMALL, "direction_first": True})],
    "rollecate": [(3, {}), (1, {"derail_limit": 2})],
}
"""Seeded games of each game that, played out by random moves, meet every kind of event (but the rare ones below)."""
BOT_SHARE = {"carom": 0.5}
"""Carom's random strokes never hole out: half the moves are a computer player's."""
SEEDS = 3
UNIONS = {
    "rollinone": ("game.rules.rollinone.events", "RollEvent"),
    "eagles_creek": ("game.rules.eagles_creek.events", "EaglesEvent"),
    "carom": ("game.rules.carom.events", "CaromEvent"),
    "rollecate": ("game.rules.rollecate.events", "RollecateEvent"),
}
SILENT = {"rollinone": {"TurnStarted"}, "rollecate": {"TurnStarted"}}
"""Kinds with no words of their own: a turn's line starts with its first move."""


def event_kinds(game: str) -> set[str]:
    module, name = UNIONS[game]
    return {cls.__name__ for cls in typing.get_args(getattr(importlib.import_module(module), name))}


@cache
def steps(game: str) -> tuple[tuple[int, int, tuple[tuple[object, object, tuple[object, ...], object], ...]], ...]:
    """(setup index, seed, every (before, action, events, after)) of each seeded game."""
    out = []
    for index, (players, options) in enumerate(SETUPS[game]):
        for seed in range(SEEDS):
            opts = dict(options)
            course = opts.pop("course", None)
            state = catalog.new_state(game, players, course=course, seed=seed, **opts)
            rng, chance = random.Random(seed), SeededChance(seed)
            bots = [catalog.make_bot(game, i, seed + i, "easy") for i in range(players)]
            share = BOT_SHARE.get(game, 0.0)
            game_steps = []
            while state.current_player != TERMINAL and len(game_steps) < 3000:
                cp = state.current_player
                if cp == CHANCE:
                    action = chance.draw(state, len(game_steps))
                elif rng.random() < share:
                    action = bots[cp].choose(state)
                else:
                    action = rng.choice(list(state.legal_actions()))
                after, events = state.apply(action)
                game_steps.append((state, action, tuple(events), after))
                state = after
            out.append((index, seed, tuple(game_steps)))
    return tuple(out)


def players_of(game: str, index: int) -> int:
    return SETUPS[game][index][0]


def texts(lines: list[Line]) -> list[tuple[str, str | None]]:
    return [(line.text, line.private) for line in lines]


@pytest.mark.parametrize("game", list(SETUPS))
def test_every_kind_of_event_has_words(game):
    """Leaving any one event out of an action changes that action's lines: every kind is written."""
    worded: set[str] = set()
    seen: set[str] = set()
    for index, _, game_steps in steps(game):
        log = game_log(game, NAMES[: players_of(game, index)])
        for ply, (before, action, events, after) in enumerate(game_steps):
            full = None
            for i, e in enumerate(events):
                kind = type(e).__name__
                seen.add(kind)
                if kind in worded:
                    continue
                if full is None:
                    full = texts(log.words(before, action, events, after, LogContext(log, ply)))
                less = texts(log.words(before, action, events[:i] + events[i + 1 :], after, LogContext(log, ply)))
                if less != full:
                    worded.add(kind)
            log.add(before, action, events, after)
    rare = {"rollinone": {"CatchUp", "DeckReshuffled"}}.get(game, set())  # made up below
    assert event_kinds(game) - seen <= rare, "the seeded games meet every kind of event"
    assert seen - worded <= SILENT.get(game, set()), f"kinds without words: {sorted(seen - worded - SILENT.get(game, set()))}"


def test_roll_in_one_rare_events_have_words():
    from game.rules.rollinone import events as E

    _, _, game_steps = steps("rollinone")[0]
    before, action, _, after = game_steps[len(game_steps) // 2]
    log = game_log("rollinone", NAMES)
    for event, words in ((E.DeckReshuffled(12), "shuffled"), (E.CatchUp(1, 2), "Cleo has reached every green")):
        lines = log.words(before, action, (event,), after, LogContext(log, 0))
        assert lines and words in lines[0].text


def test_a_shot_is_one_line_that_grows_roll_by_roll():
    """The issue's example: "Cleo · Wood · 4, 6, ▲ · lands in the rough, 7 from the green"."""
    for index, _, game_steps in steps("rollinone"):
        if SETUPS["rollinone"][index][1]:
            continue
        log = game_log("rollinone", NAMES[: players_of("rollinone", index)])
        for s in game_steps:
            log.add(*s)
        shots = [line.text for line in log.lines() if " · " in line.text and "from the green" in line.text and ", " in line.text.split(" · ")[2]]
        assert shots, "some shot took more than one roll"
        name, club, rolls = shots[0].split(" · ")[:3]
        assert name in NAMES and club.split(",")[0] in ("Putter", "Wedge", "9-Iron", "6-Iron", "4-Iron", "Wood")
        assert all(part.split()[0] in {str(n) for n in range(1, 11)} | {"▲", "curve", "dotted"} or "dot" in part for part in rolls.split(", "))
        return
    raise AssertionError("no plain game")


@pytest.mark.parametrize("game", list(SETUPS))
def test_a_seat_named_you_is_spoken_to_as_a_person(game):
    import re

    third_person = re.compile(r"\b(draws|plays|lays|strikes|tees|passes|derails|takes|discards|aims|hands|bumps|holds|gets|chooses|finishes|picks|has|rolls \d+:)|You's|You is")
    lines = {s.text for index, _, game_steps in steps(game) for s in _log(game, index, game_steps).lines(0)}
    mine = [t for t in lines if t.startswith("You") and not any(n in t for n in NAMES[1:])]  # another seat's words may follow theirs
    assert mine, "the seat named You has lines"
    wrong = [t for t in mine if third_person.search(t)]
    assert not wrong, wrong[:3]


def _log(game: str, index: int, game_steps, scramble_for=lambda seat: False) -> GameLog:
    log = game_log(game, NAMES[: players_of(game, index)])
    for before, action, events, after in game_steps:
        if any(_hidden_reader(e) is not False and scramble_for(_hidden_reader(e)) for e in events):
            action, events = _scrambled(action, events, scramble_for)
        log.add(before, action, events, after)
    return log


def _hidden_reader(event) -> int | None | bool:
    """The one seat that may see what ``event`` hides (None: nobody), or False when it hides nothing."""
    from game.rules.rollinone import events as RE

    if isinstance(event, RE.CardDealt):
        return event.player
    seats = getattr(event, "visible_to", None)
    if seats is None:
        return False
    return seats[0] if len(seats) == 1 else None


def _scrambled(action, events, scramble_for):
    """The same action with every hidden card that ``scramble_for(reader)`` names swapped for another (a stuck pass unstuck)."""
    from game.rules.rollecate import cards
    from game.rules.rollecate import events as CE
    from game.rules.rollinone import data

    out = []
    for e in events:
        reader = _hidden_reader(e)
        if reader is False or not scramble_for(reader):
            out.append(e)
        elif isinstance(e, CE.PassReason):
            out.append(dataclasses.replace(e, stuck=not e.stuck))
        else:
            pool = data.CARD_IDS if e.card in data.CARD_IDS else cards.KINDS
            other = pool[(pool.index(e.card) + 1) % len(pool)] if e.card in pool else pool[0]
            if action == e.card:
                action = other
            out.append(dataclasses.replace(e, card=other))
    return action, tuple(out)


@pytest.mark.parametrize("game", [g for g in SETUPS if not catalog.info(g).hidden_information])
def test_a_game_that_hides_nothing_writes_no_private_words(game):
    for index, _, game_steps in steps(game):
        log = _log(game, index, game_steps)
        assert not any(entry.line.private for entry in log.entries)


@pytest.mark.parametrize("game", [g for g in SETUPS if catalog.info(g).hidden_information])
def test_hidden_cards_are_read_only_by_their_owner(game):
    """Swap every card hidden from a seat for another: that seat's log (and the public one) reads the same."""
    private_lines = 0
    for index, _, game_steps in steps(game):
        players = players_of(game, index)
        real = _log(game, index, game_steps)
        everyone = _log(game, index, game_steps, scramble_for=lambda reader: True)
        assert [s.text for s in real.lines(None)] == [s.text for s in everyone.lines(None)], "the public log shows no hidden card"
        assert not any(s.private for s in real.lines(None))
        for seat in range(players):
            others = _log(game, index, game_steps, scramble_for=lambda reader, seat=seat: reader != seat)
            assert [s.text for s in real.lines(seat)] == [s.text for s in others.lines(seat)], f"seat {seat} reads only its own cards"
            private_lines += sum(s.private for s in real.lines(seat))
        for entry in real.entries:
            assert entry.line.private is None or entry.line.reader is not None
    assert private_lines, "some cards were drawn into a hand and named to their owner"


def test_a_round_end_shows_the_hands_to_everyone():
    for index, _, game_steps in steps("rollecate"):
        log = _log("rollecate", index, game_steps)
        scored = [s.text for s in log.lines(None) if "scored" in s.text]
        assert scored and all("hand" in text for text in scored)


@pytest.mark.parametrize("game", list(SETUPS))
def test_following_a_match_through_undos_and_jumps_is_the_log_written_from_scratch(game):
    """Undo, play something else, step a replay back and forth: the log always equals one built afresh."""
    players, options = SETUPS[game][0]
    opts = dict(options)
    course = opts.pop("course", None) or catalog.load_course(game)
    seats = [SeatEntry(NAMES[i], i, False) for i in range(players)]
    session = MatchSession(MatchRecord.new(game, 11, seats, course=course, options=opts))
    log = game_log(game, NAMES[:players])
    rng = random.Random(4)

    def check() -> None:
        log.follow(session.states, session.record.actions, session.ply)
        fresh = game_log(game, NAMES[:players])
        for i in range(session.ply):
            before = session.states[i]
            after, events = before.apply(session.record.actions[i])
            fresh.add(before, session.record.actions[i], events, after)
        for viewer in (None, *range(players)):
            assert log.lines(viewer) == fresh.lines(viewer)

    version = log.version
    for _ in range(160):
        state = session.state
        if state.current_player == TERMINAL:
            break
        if session.ply > 3 and rng.random() < 0.15:
            for _ in range(rng.randint(1, 3)):
                session.undo()
        elif state.current_player == CHANCE:
            session.apply(session.draw_chance())
        else:
            session.apply(rng.choice(list(state.legal_actions())))
        check()
    assert log.version > version
    still = log.version
    log.follow(session.states, session.record.actions, session.ply)
    assert log.version == still, "nothing happened: nothing is written again"

    watch = MatchSession(MatchRecord.loads(session.record.dumps()), replay=True)
    session = watch
    log = game_log(game, NAMES[:players])
    for ply in (5, 2, 9, session.length, 0, session.length // 2):
        watch.goto(ply)
        check()


def test_replay_log_prints_the_public_lines(tmp_path):
    from game.match import saves
    from tests.match.helpers import played, rollecate_record
    from tests.test_cli import run

    record = played(rollecate_record(seed=3))
    path = saves.export_replay(record, tmp_path / "r")
    proc = run("replay", str(path), "--log")
    assert proc.returncode == 0, proc.stderr
    want = GameLog.of_record(record, words_for(record.game)).public_text()
    assert proc.stdout.splitlines() == want
    assert any("draws a card" in line for line in want) and any("scored" in line for line in want)
    bad = tmp_path / "bad.json"
    bad.write_bytes(b"not json")
    proc = run("replay", str(bad), "--log")
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1
