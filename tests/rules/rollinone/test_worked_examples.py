"""The rulebook's four worked examples, played on the engine with the designed dice."""

from game.hexgrid import Hex
from game.rules.rollinone import data
from game.rules.rollinone.actions import Curve

from .helpers import EAST, NE, Driver, at_turn, hole, strip


def test_example_9_iron_rolls_two_dots():
    assert "dot2" in data.CLUB_BY_ID["iron9"].faces
    d = Driver(at_turn(hole(strip("RRFFRRR")))).swing("iron9", EAST).roll("dot2")
    assert d.ball == Hex(2, 0)  # two spaces, then down; a high shot does not roll on the fairway
    assert d.kinds().count("Moved") == 2
    assert d.of("Landed")[0].why == "dots"
    assert not d.of("RolledOn")


def test_example_4_iron_rolls_3_5_curve_7_3():
    faces = data.CLUB_BY_ID["iron4"].faces
    assert {"3", "5", "curve", "7"} <= set(faces)
    course = hole(strip("RRRRRRRR", rows=3, r0=-2))
    d = Driver(at_turn(course)).swing("iron4", EAST).roll("3", "5", "curve")
    assert d.state.phase == "curve"
    assert {a.direction for a in d.state.legal_actions()} == {NE, (EAST - 1) % 6}  # forward-left or forward-right
    d.do(Curve(NE)).roll("7", "3")
    # 3 and 5 beat, the curve turns north-east and moves, 7 beats 5 (the curve kept it), 3 fails
    assert d.ball == Hex(2, 0).neighbor(NE).neighbor(NE)
    assert [e.why for e in d.of("Moved")] == ["flight", "flight", "curve", "flight"]
    assert d.of("Landed")[0].why == "beaten"


def test_example_wood_from_sand_slides_off_the_fairway_into_water():
    faces = data.CLUB_BY_ID["wood"].faces
    assert {"tri", "5", "8", "1"} <= set(faces)
    d = Driver(at_turn(hole(strip("SRRRFWRR")))).swing("wood", EAST)
    d.roll("tri", "tri", "5", "tri", "8", "1")
    assert d.of("SandHeld")[0].face == "tri"  # the first roll from sand does not move the ball
    assert len(d.of("Moved")) == 4
    assert d.of("Landed")[0].cell == Hex(4, 0)
    assert d.of("RolledOn")[0].end == Hex(5, 0)
    splash = d.of("Splash")[0]
    assert (splash.water, splash.drop) == (Hex(5, 0), Hex(4, 0))
    assert d.state.players[0].penalties == 1
    assert d.ball == Hex(4, 0)


def test_example_wedge_rolls_a_dotted_curve():
    assert "dcurve" in data.CLUB_BY_ID["wedge"].faces
    course = hole(strip("FFFFF", rows=3, r0=-1))
    d = Driver(at_turn(course)).swing("wedge", EAST).roll("dcurve")
    assert d.state.phase == "dturn"
    d.do(Curve(NE))
    assert d.ball == Hex(1, 0).neighbor(NE)  # one forward, one in the new direction, then down
    assert d.of("Landed")[0].why == "dotted_curve"
    assert not d.of("RolledOn")  # a dotted curve ignores the fairway
