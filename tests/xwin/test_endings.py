"""A game is finished the moment its last action is played, not when a dialog is dismissed (issue #24).

One computer alone plays a whole Carom Golf course in a real window (the
quickest full game, at the fast animation speed). When the course's scores
come up, before anything is touched, the replays folder must hold the
finished game and the saved games must no longer list it (Continue would
offer it again). Today it moves only when the scores' button is pressed.
"""

from __future__ import annotations

import pytest

from game.match.saves import read_record
from tests.xwin.harness import poll


@pytest.mark.slow
def test_a_finished_game_is_a_replay_before_any_dialog_is_touched(launch, solo_end):
    game = solo_end.play(launch)
    replays = poll(game.replays, "the finished game in the replays folder", timeout=3.0)
    assert not game.saves(), "the finished game is still a saved game: Continue would offer it"
    record = read_record(replays[0])
    assert record.finished and record.final_scores is not None and record.game == "carom"


def test_the_ranking_comes_after_the_scores_and_the_replay_is_kept(launch, solo_end, tmp_path):
    game = solo_end.resume(launch, tmp_path)
    game.click(solo_end.course_end.layout["button"].center)
    game.wait_shows(solo_end.ranking.shot, solo_end.ranking.layout["heading"], "the ranking")
    assert len(game.replays()) == 1 and not game.saves()
    assert read_record(game.replays()[0]).finished
