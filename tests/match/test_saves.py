"""Saved games and replays on disk: round trips, atomic writes, backups, damaged files, replays, folders."""

from __future__ import annotations

import json
import os

import pytest

from game import paths
from game.match import saves
from game.match.record import MatchRecord, RecordError
from tests.match.helpers import carom_record, played, rollecate_record


def test_record_round_trip_keeps_everything_including_the_embedded_course():
    record = played(carom_record(courses=2), upto=12)
    again = MatchRecord.loads(record.dumps())
    assert again == record
    assert again.course_argument()[1].name == record.course_argument()[1].name
    assert again.states()[0].to_json() == record.states()[0].to_json()


def test_a_record_written_before_ids_existed_gets_a_stable_id():
    data = rollecate_record().to_json()
    del data["id"]
    first, second = MatchRecord.from_json(dict(data)), MatchRecord.from_json(dict(data))
    assert first.id == second.id and len(first.id) == 6


def test_a_damaged_id_is_refused_in_one_line():
    data = rollecate_record().to_json()
    data["id"] = "../../etc"
    with pytest.raises(RecordError, match="match id is damaged"):
        MatchRecord.from_json(data)


def test_autosave_writes_one_file_per_match_named_after_start_game_and_id():
    a, b = rollecate_record(seed=1), rollecate_record(seed=2)
    pa, pb = saves.autosave(a), saves.autosave(b)
    assert pa != pb and pa.parent == pb.parent == saves.saves_folder()
    assert pa.name.endswith(f"-rollecate-{a.id}.json") and pa.name[:8].isdigit()
    assert saves.read_record(pa) == a


def test_autosave_keeps_two_rotating_backups():
    record = played(rollecate_record(), upto=3)
    versions = []
    for n in range(3, 7):
        record.actions = played(record, upto=n).actions
        path = saves.autosave(record)
        versions.append(list(record.actions))
    assert saves.read_record(path).actions == versions[-1]
    assert saves.read_record(saves.backup_path(path, 1)).actions == versions[-2]
    assert saves.read_record(saves.backup_path(path, 2)).actions == versions[-3]
    assert not saves.backup_path(path, 3).exists()


def test_a_write_that_fails_halfway_leaves_the_previous_save_whole(monkeypatch):
    record = played(rollecate_record(), upto=4)
    path = saves.autosave(record)
    before = path.read_bytes()
    record.actions.append(("bogus",))

    def power_cut(fd: int) -> None:
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(os, "fsync", power_cut)
    with pytest.raises(saves.SaveError, match="could not be saved") as err:
        saves.autosave(record)
    assert "\n" not in str(err.value)
    assert path.read_bytes() == before
    assert [p.name for p in path.parent.iterdir() if p.name.endswith(".tmp")] == []


def test_a_damaged_save_is_listed_with_its_reason_and_never_overwritten():
    record = rollecate_record()
    path = saves.autosave(record)
    path.write_text('{"format": "rollinone-match", "version": 1, "game": "chess"}')
    damaged = path.read_bytes()
    listed = saves.list_saves()
    assert [e.problem for e in listed] == ["unknown game 'chess'"]
    assert listed[0].summary() == "Damaged: unknown game 'chess'"
    old_id = record.id
    new_path = saves.autosave(record)  # the same match saves again: it moves to a new file
    assert record.id != old_id and new_path != path
    assert path.read_bytes() == damaged
    entries = saves.list_saves()
    assert sorted(e.damaged for e in entries) == [False, True]
    assert saves.latest_unfinished().path == new_path


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"", "empty"),
        (b"{\"a\": \"\xc3\x28\"}", "not UTF-8"),
        (b'{"format": "rollinone-match", "version": 99}', "newer version"),
        (b"[1, 2", "not a saved game"),
        (b'{"format": "rollinone-match", "version": 1, "game": "carom", "seed": Infinity}', "not a number"),
    ],
)
def test_unreadable_files_get_one_line_reasons(content, reason):
    (saves.saves_folder() / "20260101-000000-carom-abc.json").write_bytes(content)
    (entry,) = saves.list_saves()
    assert entry.damaged and reason in entry.problem and "\n" not in entry.problem
    assert saves.latest_unfinished() is None


def test_saves_are_listed_newest_first_with_their_facts():
    old = rollecate_record(seed=1)
    old.updated = "2026-01-01T10:00:00+00:00"
    new = played(carom_record(), upto=5)
    new.updated = "2026-02-01T10:00:00+00:00"
    saves.autosave(old)
    saves.autosave(new)
    first, second = saves.list_saves()
    assert first.record.id == new.id and second.record.id == old.id
    assert first.game_title == "Carom Golf" and first.course == "Meadow"
    assert first.moves == 5 and first.players == "Computer 1, Computer 2"
    assert "2026" in first.date
    assert saves.latest_unfinished().record.id == new.id


def test_the_picture_sits_beside_the_save_and_is_asked_for_at_most_every_few_seconds(monkeypatch):
    clock = [100.0]
    monkeypatch.setattr(saves, "_monotonic", lambda: clock[0])
    record = rollecate_record()
    assert saves.picture_due(record)
    path = saves.autosave(record, picture=b"\x89PNG fake")
    assert path.with_suffix(".png").read_bytes() == b"\x89PNG fake"
    assert not saves.picture_due(record)
    clock[0] += saves.PICTURE_EVERY
    assert saves.picture_due(record)
    assert saves.list_saves()[0].picture == path.with_suffix(".png")


def test_a_finished_game_leaves_the_saves_and_becomes_a_replay_with_its_picture():
    record = rollecate_record()
    path = saves.autosave(played(record, upto=3), picture=b"png")
    done = played(record)
    done.id = record.id
    target = saves.finish(done)
    assert saves.list_saves() == []
    assert list(saves.saves_folder().iterdir()) == []
    (replay,) = saves.list_replays()
    assert replay.path == target and replay.record.finished and replay.record.final_scores
    assert target.with_suffix(".png").read_bytes() == b"png"
    assert path.name == target.name


def test_only_the_newest_fifty_replays_are_kept():
    kept = []
    for i in range(51):
        record = rollecate_record(seed=i)
        record.final_scores = [1.0, 2.0]
        path = saves.finish(record)
        os.utime(path, ns=(i * 10**9, i * 10**9))  # finished one second apart
        kept.append(path)
    saves.finish(rollecate_record(seed=99))  # pruning runs when a game finishes
    listed = {e.path for e in saves.list_replays()}
    assert len(listed) == 50
    assert kept[0] not in listed and kept[1] not in listed and kept[2] in listed


def test_delete_removes_the_file_its_backups_and_picture():
    record = rollecate_record()
    saves.autosave(record, picture=b"png")
    path = saves.autosave(record)
    assert saves.backup_path(path, 1).exists()
    (entry,) = saves.list_saves()
    saves.delete(entry)
    assert list(path.parent.iterdir()) == []


def test_export_writes_one_self_contained_file(tmp_path):
    record = played(carom_record(), upto=8)
    out = saves.export_replay(record, tmp_path / "for a friend")
    assert out.name == "for a friend.json" and out.is_absolute()
    data = json.loads(out.read_text())
    assert data["courses"][0]["map"] and data["actions"]
    assert saves.read_record(out) == record
    assert saves.export_folder() == tmp_path / "exported"


def test_a_user_folder_that_cannot_be_used_gives_one_line_and_no_crash(tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the preference folder should be")
    monkeypatch.setenv("ROLLINONE_USER_DIR", str(blocker))
    paths.user_dir.cache_clear()
    with pytest.raises(saves.SaveError) as err:
        saves.autosave(rollecate_record())
    assert "cannot use the saves folder" in str(err.value) and "\n" not in str(err.value)
    with pytest.raises(saves.SaveError):
        saves.list_saves()
    assert saves.latest_unfinished() is None
    with pytest.raises(saves.SaveError):
        saves.finish(rollecate_record())


def test_reading_a_missing_file_or_a_folder_is_one_line(tmp_path):
    with pytest.raises(RecordError, match="file not found"):
        saves.read_record(tmp_path / "nothing.json")
    with pytest.raises(RecordError, match="is a folder"):
        saves.read_record(tmp_path)


def test_continue_from_here_is_a_new_unfinished_game_with_the_same_seats_and_the_first_moves():
    done = played(rollecate_record(seed=4))
    later = done.continued_from(20)
    assert later.actions == done.actions[:20] and later.id != done.id
    assert not later.finished and later.final_scores is None
    assert later.seats == done.seats and later.seed == done.seed and later.info["continued_from"] == done.id
    assert played(later).actions == done.actions, "the dice ahead are the ones the game had"
    path = saves.autosave(later)
    assert saves.latest_unfinished().path == path


def test_a_damaged_save_with_a_good_backup_offers_the_older_copy_as_a_new_match():
    record = played(rollecate_record(), upto=3)
    saves.autosave(record)
    record.actions = played(record, upto=4).actions
    path = saves.autosave(record)
    path.write_text("{ torn")
    (entry,) = saves.list_saves()
    assert entry.damaged and "an older copy (3 moves) can be opened" in entry.summary()
    older = entry.recovered()
    assert older.actions == record.actions[:3] and older.id != record.id
    new_path = saves.autosave(older)
    assert new_path != path and path.read_text() == "{ torn"
