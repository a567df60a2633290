"""The match record and session: a record rebuilds its game exactly; undo and replay jumps follow the rules."""

from __future__ import annotations

import json
import random

import pytest

from game import catalog
from game.match import MatchRecord, RecordError, SeatEntry
from game.match.session import MatchSession
from game.rules.protocol import CHANCE, TERMINAL, IllegalActionError
from tests.screens.support import small_course


def carom_record(seed: int = 5, seats: int = 2, computers: tuple[int, ...] = ()) -> MatchRecord:
    people = [SeatEntry(f"P{i}", i, i in computers) for i in range(seats)]
    return MatchRecord.new("carom", seed, people, course=(small_course("A"), small_course("B")), options={"mode": "basic"})


def play_some(session: MatchSession, n: int, rng: random.Random) -> None:
    for _ in range(n):
        state = session.state
        if state.current_player == TERMINAL:
            return
        if state.current_player == CHANCE:
            session.apply(session.draw_chance())
        else:
            actions = list(state.legal_actions())
            session.apply(actions[rng.randrange(len(actions))])


def test_a_saved_record_rebuilds_the_exact_state():
    session = MatchSession(carom_record())
    play_some(session, 60, random.Random(1))
    text = session.record.dumps()
    again = MatchSession(MatchRecord.loads(text))
    assert again.ply == session.ply
    assert again.state.to_json() == session.state.to_json()


def test_the_course_is_embedded_so_the_game_plays_without_its_file():
    record = carom_record()
    data = json.loads(record.dumps())
    assert data["courses"][0]["map"]["name"] == "A" and len(data["courses"][0]["sha256"]) == 64
    assert MatchRecord.from_json(data).course_argument()[1].name == "B"


def test_a_changed_embedded_course_is_refused_by_its_checksum():
    data = json.loads(carom_record().dumps())
    data["courses"][0]["map"]["name"] = "Tampered"
    with pytest.raises(RecordError, match="checksum"):
        MatchRecord.from_json(data)


def test_a_file_from_a_newer_version_says_so():
    data = json.loads(carom_record().dumps())
    data["version"] = 99
    with pytest.raises(RecordError, match="newer version"):
        MatchRecord.from_json(data)


@pytest.mark.parametrize(
    "text",
    ["", "[]", "{}", '{"format": "rollinone-match"}', "\udcff", '{"format": "rollinone-match", "version": 1, "game": "chess"}', "[" * 100_000, '{"a": NaN}'],
)
def test_damaged_files_give_one_line_reasons(text):
    with pytest.raises(RecordError) as info:
        MatchRecord.loads(text.encode("utf-8", "surrogatepass"))
    assert "\n" not in str(info.value) and str(info.value)


def test_the_dice_depend_only_on_seed_and_ply():
    a, b = MatchSession(carom_record(seed=9)), MatchSession(carom_record(seed=9))
    play_some(a, 80, random.Random(3))
    play_some(b, 80, random.Random(3))
    assert a.record.actions == b.record.actions


def test_a_replay_steps_and_jumps_through_the_same_states_as_the_live_game():
    live = MatchSession(carom_record())
    play_some(live, 70, random.Random(2))
    replay = MatchSession(MatchRecord.loads(live.record.dumps()), replay=True)
    assert replay.ply == 0
    for i in range(live.ply):
        before, action, _ = replay.step()
        assert action == live.record.actions[i]
    assert replay.state.to_json() == live.state.to_json()
    replay.goto(10)
    assert replay.state.to_json() == live.states[10].to_json()
    replay.goto(10_000)
    assert replay.ply == live.ply


def test_an_illegal_action_is_refused_and_not_recorded():
    session = MatchSession(carom_record())
    with pytest.raises(IllegalActionError):
        session.apply(("strike", 99))
    assert session.record.actions == []


# -- undo --------------------------------------------------------------------------------------
@pytest.fixture
def undo_everything_but_chance(monkeypatch):
    """Pretend the engine says every decision reveals nothing (the real rules come per engine)."""
    cls = type(catalog.new_state("carom", 1, course=(small_course(),), seed=1))
    monkeypatch.setattr(cls, "undoable", lambda self, action: self.current_player >= 0, raising=False)


def test_undo_takes_back_a_persons_own_moves_but_never_a_roll(undo_everything_but_chance):
    session = MatchSession(carom_record(seats=1))
    play_some(session, 1, random.Random(0))  # tee up
    assert session.undo_count(0, [0]) == (1, "")
    session.undo()
    assert session.ply == 0 and session.record.actions == []
    while session.state.current_player != CHANCE:
        play_some(session, 1, random.Random(0))
    play_some(session, 1, random.Random(0))  # the roll
    n, why = session.undo_count(0, [0])
    assert n == 0 and "dice" in why


def test_the_computers_moves_are_not_taken_back(undo_everything_but_chance):
    session = MatchSession(carom_record(seats=2, computers=(0,)))
    play_some(session, 1, random.Random(0))
    assert session.undo_count(1, [1]) == (0, "The computer has moved since: its moves are not taken back.")


def test_undo_is_the_undo_of_the_person_at_the_screen(undo_everything_but_chance):
    """Two people: once the table is handed to the next one, the move before theirs is not theirs to take back."""
    session = MatchSession(carom_record(seats=2))
    mover = session.state.current_player
    play_some(session, 1, random.Random(0))
    other = 1 - mover
    assert session.undo_count(mover, [0, 1]) == (1, "")
    n, why = session.undo_count(other, [0, 1])
    assert n == 0 and "Another player" in why
    assert session.undo_count(None, [0, 1])[0] == 0


def test_an_undo_then_the_same_choice_rolls_the_same_die(undo_everything_but_chance):
    a = MatchSession(carom_record(seats=1, seed=4))
    rng = random.Random(5)
    while a.state.current_player != CHANCE:
        play_some(a, 1, rng)
    last = a.record.actions[-1]
    a.undo()
    a.apply(last)
    play_some(a, 1, rng)
    b = MatchSession(carom_record(seats=1, seed=4))
    for action in a.record.actions[:-1]:
        b.apply(action)
    play_some(b, 1, rng)
    assert a.record.actions[-1] == b.record.actions[-1]


def test_nothing_to_undo_at_the_start_or_in_a_replay():
    assert MatchSession(carom_record()).undo_count(0, [0, 1])[0] == 0
    assert MatchSession(carom_record(), replay=True).undo_count(0, [0, 1])[1].startswith("This is a replay")
