"""Rules versions in the record (#31 point 5): each engine states the rules it plays, every record stores
them, and a record of other rules opens (the engine accepts or upgrades it) or is refused in one line
naming both versions, never as "damaged"."""

from __future__ import annotations

import json

import pytest

from game import catalog
from game.match import saves
from game.match.record import UNVERSIONED_RULES, MatchRecord, RecordError, SeatEntry
from game.match.replaying import verify
from game.rules.protocol import RulesVersion, StateFormatError
from tests.match.helpers import played, rollecate_record
from tests.test_cli import run


@pytest.fixture(scope="module")
def finished() -> MatchRecord:
    record = played(rollecate_record(seed=3))
    assert record.finished
    return record


def copy_of(record: MatchRecord, **fields: object) -> MatchRecord:
    """The record read back from its JSON with ``fields`` changed (``rules=None`` drops the key: an older file)."""
    data = record.to_json()
    for key, value in fields.items():
        if value is None:
            data.pop(key)
        else:
            data[key] = value
    return MatchRecord.from_json(json.loads(json.dumps(data)))


@pytest.mark.parametrize("game_id", list(catalog.GAMES))
def test_every_engine_states_its_rules_and_a_new_record_stores_them(game_id):
    rules = catalog.rules(game_id)
    assert isinstance(rules, RulesVersion) and rules.number >= 1
    record = MatchRecord.new(game_id, 1, [SeatEntry("Ann", 0)])
    assert record.rules == rules.number
    assert MatchRecord.loads(record.dumps()).rules == rules.number


def test_a_record_from_before_rules_versions_plays_as_the_first_rules(finished):
    old = copy_of(finished, rules=None)
    assert old.rules == UNVERSIONED_RULES == catalog.rules("rollecate").number
    assert verify(old)[0]


def test_a_record_of_newer_rules_is_refused_naming_both_versions(finished):
    newer = copy_of(finished, rules=catalog.rules("rollecate").number + 1)
    with pytest.raises(RecordError) as refused:
        newer.states()
    line = str(refused.value)
    assert "Rollecate rules version 2" in line and "up to version 1" in line
    assert "\n" not in line and "damaged" not in line


def test_replay_verify_of_a_newer_rules_record_says_so_in_one_line(finished, tmp_path):
    path = tmp_path / "newer.json"
    path.write_text(json.dumps({**finished.to_json(), "rules": 2}), encoding="utf-8")
    proc = run("replay", str(path), "--verify")
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1, proc.stderr
    assert "rules version 2" in proc.stderr and "up to version 1" in proc.stderr and "damaged" not in proc.stderr


def test_an_older_record_is_refused_when_the_rules_changed_without_a_way_over(finished, monkeypatch):
    monkeypatch.setattr(catalog.engine("rollecate"), "RULES", RulesVersion(2))
    with pytest.raises(RecordError) as refused:
        copy_of(finished).states()
    line = str(refused.value)
    assert "Rollecate rules version 1" in line and "rules version 2" in line and "damaged" not in line


def test_an_older_record_the_engine_declares_compatible_plays_and_is_kept_as_the_new_rules(finished, monkeypatch, tmp_path):
    monkeypatch.setattr(catalog.engine("rollecate"), "RULES", RulesVersion(2, compatible=frozenset({1})))
    older = copy_of(finished)
    ok, line = verify(older)
    assert ok, line
    assert older.rules == 2, "saved again, it says the rules it now plays"
    path = saves.export_replay(older, tmp_path / "again")
    assert saves.read_record(path).rules == 2


def test_an_older_record_the_engine_upgrades_plays_its_upgraded_moves(finished, monkeypatch):
    """The engine of 'version 2' writes its pass as "skip"; its upgrade turns the old record's passes into skips."""
    calls = []

    def upgrade(version, options, actions):
        calls.append(version)
        return options, ["skip" if a == "pass" else a for a in actions]

    monkeypatch.setattr(catalog.engine("rollecate"), "RULES", RulesVersion(2, upgrade=upgrade))
    older = copy_of(finished)
    assert "pass" in older.actions, "the game has passes for the upgrade to rewrite"
    older.initial_state()
    assert calls == [1] and older.rules == 2
    assert "pass" not in older.actions and older.actions.count("skip") == finished.actions.count("pass")


def test_an_upgrade_that_cannot_bring_a_record_over_is_one_line(finished, monkeypatch):
    def upgrade(version, options, actions):
        raise StateFormatError("the old deck had a card these rules dropped")

    monkeypatch.setattr(catalog.engine("rollecate"), "RULES", RulesVersion(2, upgrade=upgrade))
    with pytest.raises(RecordError) as refused:
        copy_of(finished).states()
    line = str(refused.value)
    assert "version 1" in line and "version 2" in line and "the old deck had a card these rules dropped" in line


@pytest.mark.parametrize("bad", ["2", 0, -1, 2.0, True, None])
def test_a_damaged_rules_version_is_refused_when_read(finished, bad):
    data = {**finished.to_json(), "rules": bad}
    if bad is None:
        data["rules"] = None  # present but null
    with pytest.raises(RecordError, match="rules version is damaged"):
        MatchRecord.from_json(data)
