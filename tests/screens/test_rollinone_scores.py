"""Roll in One's scorecard and ranking words, read from states built for the purpose."""

from __future__ import annotations

from dataclasses import replace

from game.match.record import SeatEntry
from game.rules.rollinone import new_state
from game.scenes.rollinone import scores

SEATS = [SeatEntry("Ada", 0), SeatEntry("Ben", 1), SeatEntry("Cleo", 2)]


def finished(*per_player: tuple[int, ...]):
    s = new_state(len(per_player), None, 1)
    players = tuple(replace(p, scores=sc) for p, sc in zip(s.players, per_player))
    return replace(s, players=players, phase="over", holes_total=len(per_player[0]))


def test_a_tie_broken_by_dropping_the_first_hole_is_explained():
    s = finished((0, 2, 1), (2, 0, 1), (3, 3, 3))
    assert s.winners() == [1]
    note = scores.tie_break_note(s, SEATS)
    assert "Tied on 3" in note and "leaving out hole 1" in note and "Ben" in note
    entries = scores.rank_entries(s, SEATS)
    assert entries[1].detail.startswith("won the tie-break") and "H1: 2" in entries[1].detail
    assert not entries[0].detail.startswith("won")


def test_a_tie_that_survives_every_hole_is_a_shared_win():
    s = finished((1, 1), (1, 1), (0, 4))
    note = scores.tie_break_note(s, SEATS)
    assert "the win is shared" in note and "Ada and Ben" in note


def test_no_tie_no_note():
    assert scores.tie_break_note(finished((0, 0), (1, 1), (2, 2)), SEATS) == ""


def test_the_scorecard_has_a_column_per_hole_with_its_par_and_the_totals():
    s = finished((0, 2, 1), (2, 0, 1), (3, 3, 3))
    table = scores.score_table(s, SEATS)
    assert len(table.columns) == 3
    assert [r.total for r in table.rows] == ["3", "3", "9"]
    assert [c.main for c in table.rows[2].cells] == ["3", "3", "3"]
    assert "penalty tokens" in table.footer


def test_the_ranking_gives_the_tie_break_winner_the_first_place_alone():
    from game.scenes.ranking import places

    s = finished((0, 2, 1), (2, 0, 1), (3, 3, 3))
    ranked = places(scores.rank_entries(s, SEATS))
    assert [(place, e.name) for place, e in ranked] == [(1, "Ben"), (2, "Ada"), (3, "Cleo")]
    shared = places(scores.rank_entries(finished((1, 1), (1, 1), (0, 4)), SEATS))
    assert [place for place, _ in shared] == [1, 1, 3]
