"""Kill test: SIGKILL a computer-vs-computer game at 50 random moments; the save always loads and plays on.

Each round starts ``rollinone resume --autoplay`` (the latest unfinished game,
played on headless by its computer players, autosaved after every action):
every tenth round as a fresh ``python -m game`` process, the others as a fork of
this process calling ``game.cli.main`` (so 50 rounds do not pay 50 interpreter
start-ups),
waits until it plays, kills it a random few milliseconds later, then checks
that the save loads, replays, and that its actions are a prefix of the same
game played uninterrupted. A game that ends is checked whole and a new one
(another seed) takes over, so the 50 kills always land in live play.
"""

from __future__ import annotations

import contextlib
import os
import random
import select
import signal
import subprocess
import sys
import time

import pytest

from game import cli
from game.match import saves
from tests.match.helpers import played, rollecate_record

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX signals")

KILLS = 50


COMMAND = [sys.executable, "-m", "game", "resume", "--autoplay", "--pace", "0.004"]


class Run:
    """One run of ``rollinone resume --autoplay``: its process id and the read end of its stdout."""

    def __init__(self, fresh_interpreter: bool) -> None:
        if fresh_interpreter:
            env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
            self.proc: subprocess.Popen[bytes] | None = subprocess.Popen(COMMAND, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
            self.pid = self.proc.pid
            self.out = self.proc.stdout.fileno()  # type: ignore[union-attr]
            return
        self.proc = None
        read, write = os.pipe()
        pid = os.fork()
        if pid == 0:  # the child: the real command, stdout into the pipe; never back into pytest
            code = 70
            try:
                os.close(read)
                os.dup2(write, 1)
                sys.stdout = os.fdopen(1, "w", closefd=False)
                code = cli.main(COMMAND[3:])
            except SystemExit as exc:
                code = exc.code if isinstance(exc.code, int) else 1
            finally:
                os._exit(code)
        os.close(write)
        self.pid, self.out = pid, read

    def wait_ready(self, timeout: float = 20.0) -> bool:
        """True once the run says it is playing (False if it ended first)."""
        end = time.monotonic() + timeout
        seen = b""
        while time.monotonic() < end:
            ready, _, _ = select.select([self.out], [], [], 0.05)
            if ready:
                chunk = os.read(self.out, 4096)
                if not chunk:
                    return False
                seen += chunk
                if b"ready" in seen:
                    return True
        raise AssertionError("the resumed game never started playing")

    def kill(self) -> int:
        """SIGKILL it (if it still runs) and reap it; returns how it ended."""
        with contextlib.suppress(ProcessLookupError):
            os.kill(self.pid, signal.SIGKILL)
        if self.proc is not None:
            status = self.proc.wait(timeout=10)
            self.proc.stdout.close()  # type: ignore[union-attr]
        else:
            _, raw = os.waitpid(self.pid, 0)
            status = os.waitstatus_to_exitcode(raw)
            os.close(self.out)
        return status


def test_sigkill_at_random_moments_never_loses_the_game():
    rng = random.Random(2024)
    seed = 11
    record = rollecate_record(seed=seed, players=3)
    saves.autosave(record)
    reference = played(record).actions
    finished_games = 0
    kills = 0
    while kills < KILLS:
        # macOS: a fork of a process that loaded Apple's frameworks may crash in the child; start fresh there
        run = Run(fresh_interpreter=kills % 10 == 0 or not sys.platform.startswith("linux"))
        if rng.random() < 0.2:  # sometimes while it is still loading the save
            time.sleep(rng.uniform(0.0, 0.05))
        elif run.wait_ready():
            time.sleep(rng.uniform(0.0, 0.03))
        status = run.kill()
        assert status in (0, -signal.SIGKILL), f"the run failed on its own (exit {status})"
        kills += 1
        entries = saves.list_saves()
        assert all(not e.damaged for e in entries), [e.problem for e in entries]
        if not entries:  # the game ended before the kill: it is a replay now, whole and equal to the reference
            replay = [e for e in saves.list_replays() if e.record and e.record.seed == seed]
            assert len(replay) == 1 and replay[0].record.actions == reference
            finished_games += 1
            seed += 1
            record = rollecate_record(seed=seed, players=3)
            saves.autosave(record)
            reference = played(record).actions
            continue
        assert len(entries) == 1
        saved = entries[0].record
        assert saved.actions == reference[: len(saved.actions)], f"kill {kills}: the save is not a prefix of the game"
        saved.states()  # it loads and replays; the next round plays on from it
        for n in (1, 2):
            backup = saves.backup_path(entries[0].path, n)
            if backup.exists():
                old = saves.read_record(backup).actions
                assert old == reference[: len(old)]
    # the last game plays on to its end without a kill, exactly as it would have uninterrupted
    proc = subprocess.run(COMMAND[:-2], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    replay = [e for e in saves.list_replays() if e.record and e.record.seed == seed]
    assert replay and replay[0].record.actions == reference
    assert saves.list_saves() == []
    assert list(saves.saves_folder().iterdir()) == [], "no temporary files or backups stay behind"
