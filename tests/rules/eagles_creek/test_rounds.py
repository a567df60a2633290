"""Rounds of three shared dice, choosing holes, variants, the end of the game and the score."""

import pytest

from game.rules.eagles_creek import new_state
from game.rules.eagles_creek.events import DiceRolled, GameFinished, HoleFinished, HoleUnlocked, ShotPlanned
from game.rules.eagles_creek.state import PlanAction
from game.rules.protocol import CHANCE, TERMINAL, IllegalActionError
from tests.rules.eagles_creek.helpers import (
    FLAG,
    NEXT_TO_FLAG,
    TEE,
    any_shot,
    game,
    nine_holes,
    of,
    plan,
    rolled,
    sheet,
    shot,
    with_ball,
    with_done,
)


def plans(state):
    return [PlanAction(*a) for a in state.legal_actions()]


def holes_offered(state):
    return sorted({p.hole for p in plans(state)})


def test_each_round_starts_with_the_active_player_rolling_three_dice():
    state = game(nine_holes(), players=2)
    assert state.current_player == CHANCE
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 56  # three dice, order does not matter
    assert abs(sum(p for _, p in outcomes) - 1) < 1e-12
    assert dict(outcomes)[("roll", 1, 2, 3)] == pytest.approx(6 / 216)
    assert dict(outcomes)[("roll", 4, 4, 4)] == pytest.approx(1 / 216)
    after, events = state.apply(("roll", 2, 4, 6))
    assert events == [DiceRolled(1, 0, (2, 4, 6))]
    assert after.current_player == 0


def test_every_player_uses_the_same_three_dice():
    state = rolled(game(nine_holes(), players=2), 2, 4, 6)
    first = plans(state)
    assert all(sorted([p.accuracy, p.strength]) in ([2, 4], [2, 6], [4, 6]) for p in first)
    state, _ = any_shot(state)
    assert state.current_player == 1
    assert state.dice == (2, 4, 6)
    assert plans(state) == first  # same dice, same positions: the same choices


def test_each_player_splits_the_dice_in_their_own_way():
    state = rolled(game(nine_holes(), players=2), 2, 4, 6)
    state, events = plan(state, hole=2, accuracy=4, strength=6, club="wood")
    assert of(events, ShotPlanned)[0].hole_die == 2
    state, _ = any_shot_after_plan(state)
    state, events = plan(state, hole=6, accuracy=2, strength=4, club="iron")
    assert of(events, ShotPlanned)[0].hole_die == 6


def any_shot_after_plan(state):
    events = []
    while state.phase in ("draw", "elevation"):
        state, more = state.apply(state.legal_actions()[0])
        events.extend(more)
    return state, events


def test_the_active_player_rotates_after_each_round():
    state = rolled(game(nine_holes(), players=3), 1, 2, 3)
    assert [state.turn] == [0]
    for expected in (1, 2):
        state, _ = any_shot(state)
        assert state.turn == expected
    state, _ = any_shot(state)
    assert state.current_player == CHANCE and state.active == 1 and state.round == 2
    state, events = state.apply(("roll", 3, 4, 5))
    assert events == [DiceRolled(2, 1, (3, 4, 5))]
    order = []
    for _ in range(3):
        order.append(state.turn)
        state, _ = any_shot(state)
    assert order == [1, 2, 0]


def test_a_hole_can_only_be_chosen_with_a_die_matching_its_label():
    state = rolled(game(nine_holes()), 1, 3, 5)
    assert holes_offered(state) == [1, 3, 5]
    for p in plans(state):
        dice = [1, 3, 5]
        dice.remove(p.accuracy)
        dice.remove(p.strength)
        assert dice[0] == p.hole


def test_two_dice_holes_are_locked_until_a_one_die_hole_on_their_label_is_finished():
    state = rolled(game(nine_holes()), 1, 1, 1)
    assert holes_offered(state) == [1]
    assert not state.is_open(0, 7)
    assert holes_offered(with_done(state, 0, 1)) == [7]
    assert holes_offered(with_done(state, 0, 2)) == [1, 7]


def test_finishing_a_one_die_hole_unlocks_the_two_dice_holes_on_its_label():
    state = with_ball(rolled(game(nine_holes()), 2, 1, 3), 0, 2, NEXT_TO_FLAG)
    state, events = shot(state, hole=2, accuracy=3, strength=1, club="putter", turns=(0,))
    assert of(events, HoleFinished) == [HoleFinished(0, 2, 2, False)]
    assert of(events, HoleUnlocked) == [HoleUnlocked(0, 7)]
    assert state.is_open(0, 7)


def test_a_finished_hole_cannot_be_chosen_again():
    state = with_done(rolled(game(nine_holes()), 1, 2, 3), 0, 1)
    assert 1 not in holes_offered(state)
    with pytest.raises(IllegalActionError):
        state.apply(("plan", 1, 2, 3, "wood", 7))


def test_when_no_die_selects_a_hole_any_unfinished_hole_may_be_chosen():
    state = with_done(rolled(game(nine_holes()), 1, 1, 2), 0, 1, 2, 7)
    assert state.free_choice(0)
    assert holes_offered(state) == [3, 4, 5, 6, 8, 9]  # even the still locked 8 and 9
    assert {(p.accuracy, p.strength) for p in plans(state)} == {(1, 1), (1, 2), (2, 1)}


def test_holes_may_be_finished_in_any_order():
    state = with_ball(rolled(game(nine_holes()), 6, 1, 3), 0, 6, NEXT_TO_FLAG)
    state, events = shot(state, hole=6, accuracy=3, strength=1, club="putter", turns=(0,))
    assert of(events, HoleFinished)[0].hole == 6
    assert [c.done for c in state.cards[0]] == [False] * 5 + [True] + [False] * 3


def test_a_player_who_finished_every_hole_sits_out():
    course = sheet(["rrrrrrrrrrr", "rt.....gggg", "rrrrrrrgggg"], [(1, "1", TEE, FLAG)])
    state = rolled(with_done(game(course, players=2), 0, 1), 1, 1, 5)
    assert state.turn == 1
    state, _ = any_shot(state)
    assert state.current_player == CHANCE  # player 0 did not get a turn


def test_the_game_ends_when_every_player_finished_every_hole():
    course = sheet(["rrrrrrrrrrr", "rt.....gggg", "rrrrrrrgggg"], [(1, "1", TEE, FLAG)])
    state = with_done(game(course, players=2), 0, 1, strokes=4)
    state = with_ball(rolled(state, 1, 1, 5), 1, 1, NEXT_TO_FLAG, strokes=2)
    state, events = shot(state, hole=1, accuracy=5, strength=1, club="putter", turns=(0,))
    assert state.current_player == TERMINAL
    assert state.legal_actions() == []
    assert of(events, GameFinished) == [GameFinished((4, 3), (1,))]


def test_the_score_is_the_strokes_summed_over_the_holes_and_lowest_wins():
    state = with_done(game(nine_holes(), players=2), 0, 1, 2, strokes=4)
    state = with_ball(state, 0, 3, NEXT_TO_FLAG, strokes=3)
    state = with_done(state, 1, 1, strokes=2)
    assert state.scores() == [11.0, 2.0]


def test_the_six_hole_game_plays_only_the_one_die_holes():
    state = game(nine_holes(), variant=6)
    assert state.holes == (1, 2, 3, 4, 5, 6)
    assert holes_offered(rolled(state, 1, 1, 2)) == [1, 2]


def test_the_three_hole_game_plays_only_the_two_dice_holes_open_from_the_start():
    state = game(nine_holes(), variant="3")
    assert state.holes == (7, 8, 9)
    assert holes_offered(rolled(state, 1, 3, 5)) == [7, 8, 9]


@pytest.mark.parametrize("bad", [5, "nine", None, 0])
def test_an_unknown_variant_is_refused_in_one_line(bad):
    with pytest.raises(ValueError, match="variant must be 9, 6 or 3"):
        new_state(1, nine_holes(), 1, variant=bad)


def test_unknown_options_are_refused():
    with pytest.raises(ValueError, match="no option wind"):
        new_state(1, nine_holes(), 1, wind=3)
