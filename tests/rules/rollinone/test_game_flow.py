"""Who goes first, dealing, rounds, the end of a hole, scoring and the end of the game."""

from dataclasses import replace

import pytest

from game.hexgrid import Hex
from game.rules.protocol import CHANCE, TERMINAL
from game.rules.rollinone import data, new_state, scoring, simulate_summary
from game.rules.rollinone.actions import PlaceGreen
from game.rules.rollinone.boards import Placement
from game.rules.rollinone.state import HoleRecord

from .helpers import EAST, Driver, at_turn, hole, strip

LANE = hole(strip("RRRRRRRR", rows=2), green=Hex(4, 0))


def test_the_lowest_putter_roll_takes_the_first_player_token():
    s = new_state(3, None, 5)
    assert s.phase == "rolloff"
    assert dict(s.chance_outcomes()) == {1: 0.25, 2: 0.25, 3: 0.25, 4: 0.25}
    d = Driver(s).do(3, 2, 4)
    assert d.state.first == 1
    assert d.of("FirstPlayer")[0].player == 1


def test_tied_lowest_putter_rolls_roll_again():
    d = Driver(new_state(3, None, 5)).do(2, 2, 4)
    assert d.state.rolloff == (0, 1)
    d.do(3, 1)
    assert d.state.first == 1


def test_golfers_are_dealt_one_per_player():
    d = Driver(new_state(2, None, 5)).do(1, 2)
    assert d.state.phase == "golfer_deal"
    d.do("roller", "skipper")
    assert [p.golfer for p in d.state.players] == ["roller", "skipper"]
    assert d.state.phase == "design" and d.state.actor == 0


def test_the_first_player_designs_and_every_player_is_dealt_three_cards_on_the_first_hole():
    d = Driver(new_state(2, None, 5)).do(2, 1, "roller", "skipper")
    assert d.state.designer == 1
    options = d.state.legal_actions()
    d.do(options[0])
    d.do(next(a for a in d.state.legal_actions() if isinstance(a, Placement)))
    d.do(next(a for a in d.state.legal_actions() if isinstance(a, PlaceGreen)))
    assert d.state.phase == "deal"
    while d.state.phase == "deal":
        d.do(d.state.legal_actions()[0])
    assert [len(p.hand) for p in d.state.players] == [3, 3]
    assert d.state.phase == "turn" and d.state.actor == 1  # the designer tees off first


def test_card_draws_follow_the_cards_left_in_the_deck():
    s = replace(new_state(2, None, 5), phase="deal", dealing=(0,), deck=(2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 6))
    assert dict(s.chance_outcomes()) == {"fore": 0.25, "rules_official": 0.75}


def test_an_empty_deck_is_made_again_from_the_discards():
    s = new_state(2, None, 5)
    empty = (0,) * len(data.CARDS)
    s = replace(s, phase="deal", dealing=(0, 1), deck=(1,) + empty[1:], discard=empty[:-1] + (4,), after_deal="turn")
    d = Driver(s).do("fore")
    assert d.of("DeckReshuffled")[0].cards == 4
    assert dict(d.state.chance_outcomes()) == {"rules_official": 1.0}


def test_the_hole_ends_when_a_ball_stops_on_the_green_and_the_round_is_played_out():
    s = at_turn(LANE, balls=[Hex(0, 0), Hex(0, 0), Hex(0, 0)])
    d = Driver(s).swing("wood", EAST).roll("1", "2", "3", "4", "4")
    assert d.of("GreenReached")[0].player == 0
    assert d.state.players[0].ball is None  # a ball on the green leaves play
    assert d.state.actor == 1 and d.state.phase == "turn"  # the others still take their turn this round
    d.swing("wood", EAST).roll("1", "1")
    d.swing("wood", EAST).roll("1", "2", "2")
    ended = d.of("HoleEnded")[0]
    assert ended.distances == (0, 3, 2)


def test_score_is_penalty_tokens_plus_players_closer_to_the_green():
    s = at_turn(LANE, balls=[Hex(0, 0), Hex(1, 0), Hex(1, 1)])
    players = list(s.players)
    players[1] = replace(players[1], penalties=2)
    s = replace(s, players=tuple(players))
    d = Driver(s).swing("wood", EAST).roll("1", "2", "3", "4", "4")  # player 0 on the green
    d.swing("putter", EAST).roll("1", "1")  # player 1: to (2, 0), distance 2
    d.swing("putter", EAST).roll("1", "1")  # player 2: to (2, 1), distance 2 too
    ended = d.of("HoleEnded")[0]
    assert ended.distances == (0, 2, 2)
    assert ended.scores == (0, 2 + 1, 0 + 1)  # ties are not closer; the green counts as closest


def test_distance_is_counted_in_spaces_as_the_crow_flies():
    s = at_turn(LANE, balls=[Hex(0, 1)])
    assert scoring.distance_to_green(s, 0) == Hex(0, 1).distance(Hex(4, 0)) == 4


def test_a_hole_ends_at_the_round_limit_if_nobody_reaches_the_green():
    s = replace(at_turn(LANE, balls=[Hex(0, 0), Hex(0, 1)]), round=data.MAX_ROUNDS)
    d = Driver(s).swing("putter", 3)  # west, off the boards
    d.roll("1")
    d.swing("putter", 3).roll("1")
    assert d.of("HoleEnded")[0].why == "round limit"


def test_penalty_tokens_are_handed_back_after_each_hole_and_cards_are_kept():
    s = at_turn(LANE, balls=[Hex(0, 0), Hex(0, 0)], hands=[("fore",), ("gimme",)])
    s = replace(s, players=(replace(s.players[0], penalties=1), s.players[1]), holes_total=2)
    d = Driver(s).swing("wood", EAST).roll("1", "2", "3", "4", "4")
    d.swing("putter", 3).roll("1")  # west, off the boards: a penalty
    assert d.of("HoleEnded")[0].penalties == (1, 1)
    assert [p.penalties for p in d.state.players] == [0, 0]
    assert d.state.players[0].hand[0] == "fore" and d.state.players[1].hand[0] == "gimme"


def test_later_holes_deal_one_card_each_and_the_token_passes_clockwise():
    s = at_turn(LANE, balls=[Hex(0, 0), Hex(0, 0)])
    s = replace(s, holes_total=2)
    d = Driver(s).swing("wood", EAST).roll("1", "2", "3", "4", "4")
    d.swing("putter", 3).roll("1")
    assert d.state.first == 1 and d.state.hole == 2
    assert d.state.phase == "deal" and d.state.dealing == (1, 0)


def test_with_two_players_each_designs_two_holes():
    s = new_state(2, None, 1)
    assert s.holes_total == 4
    assert new_state(3, None, 1).holes_total == 3


def test_the_game_ends_after_the_last_hole_with_the_lowest_total_winning():
    s = at_turn(LANE, balls=[Hex(0, 0), Hex(0, 0)])
    d = Driver(s).swing("wood", EAST).roll("1", "2", "3", "4", "4")
    d.swing("putter", EAST).roll("1", "1")
    assert d.state.current_player == TERMINAL
    ended = d.of("GameEnded")[0]
    assert ended.scores == (0.0, 1.0) and ended.winners == (0,)


def _finished(totals_by_hole):
    s = at_turn(LANE, balls=[Hex(0, 0)] * len(totals_by_hole[0]))
    players = tuple(
        replace(p, scores=tuple(hole[i] for hole in totals_by_hole)) for i, p in enumerate(s.players)
    )
    return replace(s, players=players, phase="over")


def test_ties_are_broken_by_dropping_the_first_hole_then_the_next():
    s = _finished([(0, 2, 1), (3, 1, 2), (1, 1, 1)])  # totals 4, 4, 4
    assert s.scores() == [4.0, 4.0, 4.0]
    assert s.winners() == [1]  # without hole 1: 4, 2, 3
    s = _finished([(2, 0), (0, 2), (1, 1)])  # without hole 1: 1 vs 3
    assert s.winners() == [0]
    s = _finished([(1, 1), (1, 1)])
    assert s.winners() == [0, 1]  # all holes tied: shake hands


def test_hole_records_keep_shots_and_boards_for_the_summary():
    rec = HoleRecord(1, "h", 0, ("Tee Box", "Pond", "Creek"), 3, (6, 3), (1, 0), (2, 0), (2, 0), 6, 3)
    s = replace(_finished([(2, 0)]), history=(rec,))
    summary = simulate_summary([s])
    assert summary["mean_shots_per_board"] == pytest.approx((6 / 3 + 3 / 3) / 2)
    assert summary["shots_per_board_by_board"]["Pond"] == pytest.approx(1.5)


def test_chance_nodes_are_marked_chance():
    s = new_state(2, None, 1)
    assert s.current_player == CHANCE
