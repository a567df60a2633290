"""``replay --verify`` and ``resume``: checks of a record, and one-line answers with the right exit code."""

from __future__ import annotations

import pytest

from game.match import saves
from game.match.replaying import verify
from game.rules.protocol import CHANCE
from tests.match.helpers import played, rollecate_record
from tests.test_cli import run


def finished_record():
    record = played(rollecate_record(seed=3))
    assert record.finished and record.final_scores is not None
    return record


def first_chance_with_choice(record):
    """(ply, another outcome) of the first chance node with more than one outcome."""
    state = record.initial_state()
    for ply, action in enumerate(record.actions):
        if state.current_player == CHANCE:
            others = [o for o, _ in state.chance_outcomes() if o != action]
            if others:
                return ply, others[0]
        state, _ = state.apply(action)
    raise AssertionError("no chance node with a choice")


def test_verify_accepts_a_faithful_replay():
    ok, line = verify(finished_record())
    assert ok and "as recorded" in line


def test_verify_names_the_first_die_that_is_not_the_seeds():
    record = finished_record()
    ply, other = first_chance_with_choice(record)
    record.actions[ply] = other
    ok, line = verify(record)
    assert not ok and line.startswith(f"action {ply + 1}:") and "seed" in line


def test_verify_names_a_move_that_is_not_legal():
    record = finished_record()
    state, ply = record.initial_state(), 0
    for i, action in enumerate(record.actions):
        if state.current_player != CHANCE:
            ply = i
            break
        state, _ = state.apply(action)
    record.actions[ply] = ("no such move",)
    ok, line = verify(record)
    assert not ok and line.startswith(f"action {ply + 1}:") and "not a legal move" in line


def test_verify_compares_the_final_scores():
    record = finished_record()
    record.final_scores = [s + 1 for s in record.final_scores]
    ok, line = verify(record)
    assert not ok and "final scores differ" in line


def test_verify_says_when_the_game_has_not_ended():
    ok, line = verify(played(rollecate_record(), upto=10))
    assert not ok and "not ended" in line


def test_replay_verify_command_exit_codes(tmp_path):
    good = saves.export_replay(finished_record(), tmp_path / "good")
    proc = run("replay", str(good), "--verify")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("replay verified:")
    bad = finished_record()
    bad.final_scores = [99.0] * len(bad.final_scores)
    bad_path = saves.export_replay(bad, tmp_path / "bad")
    proc = run("replay", str(bad_path), "--verify")
    assert proc.returncode == 1
    assert proc.stderr.count("\n") == 1 and "final scores differ" in proc.stderr


@pytest.mark.parametrize(
    ("args", "content", "fragment"),
    [
        (["replay", "{f}", "--verify"], b"not json", "not a saved game"),
        (["replay", "{f}"], b'{"format": "rollinone-match", "version": 7}', "newer version"),
        (["resume", "{f}"], b"[]", "not a Roll in One saved game"),
        (["resume", "{f}"], None, "file not found"),
        (["resume"], None, "no unfinished game"),
        (["replay", "{f}", "--screenshot", "x.png"], b"{}", "needs --smoke"),
    ],
)
def test_bad_files_get_one_line_and_exit_code_2(tmp_path, args, content, fragment):
    f = tmp_path / "file.json"
    if content is not None:
        f.write_bytes(content)
    proc = run(*[a.format(f=f) for a in args])
    assert proc.returncode == 2, (proc.stdout, proc.stderr)
    assert fragment in proc.stderr and proc.stderr.count("\n") == 1 and "Traceback" not in proc.stderr


def test_resume_refuses_a_finished_game_and_points_to_replay(tmp_path):
    path = saves.export_replay(finished_record(), tmp_path / "done")
    proc = run("resume", str(path))
    assert proc.returncode == 2 and "rollinone replay" in proc.stderr


def test_resume_opens_the_latest_game_headless_and_saves_a_screenshot(tmp_path):
    from tests.match.helpers import carom_record

    saves.autosave(played(carom_record(humans=1), upto=5))
    shot = tmp_path / "resume.png"
    proc = run("resume", "--smoke", "30", "--screenshot", str(shot))
    assert proc.returncode == 0, proc.stderr
    assert "rendered 30 frames" in proc.stdout
    import pygame

    assert pygame.image.load(str(shot)).get_size() == (1280, 720)


def test_resume_and_replay_open_a_given_file(tmp_path):
    from tests.match.helpers import carom_record

    live = saves.export_replay(played(carom_record(humans=1), upto=3), tmp_path / "live")
    assert run("resume", str(live), "--smoke", "10").returncode == 0
    done = saves.export_replay(played(carom_record(seed=2)), tmp_path / "done")
    proc = run("replay", str(done), "--verify", "--smoke", "20", "--size", "1024x600")
    assert proc.returncode == 0, proc.stderr
    assert "replay verified" in proc.stdout and "rendered 20 frames" in proc.stdout
