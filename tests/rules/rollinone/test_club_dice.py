"""The six club dice: their faces follow the rulebook's hints, and their flights its likely distances."""

from pathlib import Path

import pytest

from game.rules.rollinone import data, odds
from game.rules.rollinone.data import face_kind

DOC = Path(__file__).resolve().parents[3] / "docs" / "rules" / "roll-in-one.md"


def test_there_are_six_clubs_from_putter_to_wood_with_more_sides_for_longer_clubs():
    assert [c.title for c in data.CLUBS] == ["Putter", "Wedge", "9-Iron", "6-Iron", "4-Iron", "Wood"]
    sides = [c.sides for c in data.CLUBS]
    assert sides == sorted(sides) and len(set(sides)) == 6


def test_each_die_carries_the_numbers_the_rulebook_lists():
    listed = {"putter": 4, "wedge": 3, "iron9": 3, "iron6": 6, "iron4": 7, "wood": 10}
    for club in data.CLUBS:
        numbers = sorted(int(f) for f in club.faces if f.isdigit())
        assert numbers == list(range(1, listed[club.id] + 1)), club.id


def test_every_face_is_a_known_kind():
    for club in data.CLUBS:
        for face in club.faces:
            assert face_kind(face)[0] in ("number", "tri", "dots", "curve", "dcurve")


def test_high_shots_belong_to_the_short_clubs_and_triangles_to_the_long_ones():
    def share(club, kinds):
        c = data.CLUB_BY_ID[club]
        return sum(1 for f in c.faces if face_kind(f)[0] in kinds) / c.sides

    assert share("wedge", ("dots", "dcurve")) >= 0.5  # good out of sand, never rolls on
    assert share("wood", ("tri",)) > share("iron4", ("tri",)) > 0  # low shots: bad in trees
    assert any(face_kind(f)[0] == "curve" for f in data.CLUB_BY_ID["iron4"].faces)


@pytest.mark.parametrize("club", data.CLUB_IDS)
def test_flight_distance_on_open_rough_is_mostly_within_the_likely_distance(club):
    assert odds.likely_share(club) >= 0.55
    dist = odds.flight_distances(club)
    assert sum(dist) == pytest.approx(1.0, abs=1e-6)


def test_longer_clubs_fly_further_on_average():
    means = [sum(k * p for k, p in enumerate(odds.flight_distances(c))) for c in data.CLUB_IDS]
    assert means == sorted(means)


def test_the_rules_document_carries_the_engines_distance_table():
    assert odds.table() in DOC.read_text(encoding="utf-8"), "rerun: python -m game.rules.rollinone.odds"
