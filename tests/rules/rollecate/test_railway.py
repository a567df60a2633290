"""The railway: squares half a card long, rails that line up, no overlap, the number rule."""

import pytest

from game.rules.protocol import IllegalActionError
from game.rules.rollecate import actions, railway
from game.rules.rollecate.railway import EAST, NORTH, SOUTH, WEST, RailCard

from .helpers import build_railway, straight_railway, table


def test_cards_lie_portrait_or_landscape_covering_two_squares():
    rail = build_railway([("1S", "straight"), ("1L", "left"), ("1S", "straight")])
    assert [r.orientation for r in rail] == ["landscape", "landscape", "portrait"]
    for r in rail:
        (ax, ay), (bx, by) = r.cells
        assert abs(ax - bx) + abs(ay - by) == 1


def test_rails_line_up_with_the_last_card():
    rail = build_railway([("2S", "straight"), ("2L", "left"), ("2R", "left"), ("2S", "straight")])
    for before, after in zip(rail, rail[1:]):
        exit_square = before.cells[1]
        assert railway.step(exit_square, before.heading_out) == after.cells[0]
        assert after.heading_in == before.heading_out


def test_curve_cards_turn_either_way_depending_on_the_end_laid_first():
    head = ((0, 0), EAST)
    long_left = railway.placed(0, "3L", "left", head)
    short_right = railway.placed(0, "3L", "right", head)
    assert long_left.cells == ((0, 0), (1, 0)) and long_left.heading_out == NORTH
    assert short_right.cells == ((0, 0), (0, 1)) and short_right.heading_out == SOUTH
    long_right = railway.placed(0, "3R", "right", head)
    short_left = railway.placed(0, "3R", "left", head)
    assert long_right.cells == ((0, 0), (1, 0)) and long_right.heading_out == SOUTH
    assert short_left.cells == ((0, 0), (0, -1)) and short_left.heading_out == NORTH
    assert railway.turns_of("3S") == ("straight",)


def test_cards_may_not_overlap():
    # the railway has doubled back above its first card: turning left again would
    # put the new card's second square on the first card
    rail = build_railway([("1S", "straight"), ("1L", "left"), ("1R", "left")])
    assert railway.head_of(rail) == ((1, -1), WEST)
    assert railway.fits(rail, "2R", "left") is None
    assert railway.fits(rail, "2S", "straight") is not None
    state = table(rail=rail, loco=1, hands=[["2R"], []])
    assert actions.track("2R", "left") not in state.legal_actions()
    assert actions.track("2R", "right") in state.legal_actions()


def test_the_railway_can_turn_and_run_into_itself():
    rail = build_railway([("1L", "left"), ("1L", "left"), ("1R", "left")])
    assert [r.turn for r in rail] == ["left", "left", "left"]
    assert railway.head_of(rail)[0] in railway.occupied(rail)
    assert railway.free_space(rail) == 0


@pytest.mark.parametrize(("last", "new"), [(1, 3), (3, 1), (2, 4), (4, 2)])
def test_a_one_and_a_three_never_touch_nor_a_two_and_a_four(last, new):
    state = table(rail=straight_railway([2, 2, 2, last]), hands=[[f"{new}S"], []])
    assert not railway.may_follow(new, last)
    assert actions.track(f"{new}S", "straight") not in state.legal_actions()
    with pytest.raises(IllegalActionError):
        state.apply(actions.track(f"{new}S", "straight"))


@pytest.mark.parametrize(("last", "new"), [(1, 1), (1, 2), (1, 4), (2, 3), (3, 4), (4, 1), (3, 2)])
def test_equal_numbers_or_numbers_one_or_three_apart_may_follow(last, new):
    state = table(rail=straight_railway([2, 2, 2, last] if last != 4 else [1, 1, 1, last]), hands=[[f"{new}S"], []])
    assert actions.track(f"{new}S", "straight") in state.legal_actions()


def test_the_number_rule_does_not_apply_to_the_set_up_railway():
    rail = straight_railway([3])
    import dataclasses

    state = dataclasses.replace(table(rail=rail, loco=0), phase=actions.SETUP_LAY, setup_card="1S", count=1)
    assert state.legal_actions() == [actions.track("1S", "straight")]


def test_railway_cards_survive_json_and_refuse_a_wrong_shape():
    rail = build_railway([("4R", "right"), ("4L", "right")])
    for r in rail:
        assert RailCard.from_json(r.to_json()) == r
    bad = rail[0].to_json()
    bad[4] = WEST  # a right curve entered heading east cannot leave heading west
    with pytest.raises(ValueError):
        RailCard.from_json(bad)
