"""The match layer stays free of pygame and scenes: saves and replays work in a headless tool."""

import subprocess
import sys


def test_match_modules_load_and_play_without_pygame():
    code = (
        "import sys\n"
        "from game.match import record, saves, replaying\n"
        "from game.match.record import MatchRecord, SeatEntry\n"
        "r = MatchRecord.new('rollecate', 3, [SeatEntry('A', 0, True), SeatEntry('B', 1, True)])\n"
        "replaying.play_on(r, lambda rec, state: None)\n"
        "assert replaying.verify(r)[0]\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('pygame', 'pytmx') or m.startswith('game.scenes')]\n"
        "assert not bad, bad\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
