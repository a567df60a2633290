"""The rulebook's variants: each one's own rules, and each played to the end."""

from dataclasses import replace

import pytest

from game.hexgrid import Hex
from game.rules.driver import SeededChance, play_out
from game.rules.protocol import TERMINAL
from game.rules.rollinone import data, make_bot, new_state
from game.rules.rollinone.actions import ACCEPT, FLY, STOP, ChooseGolfer, PlaceGreen, Spend
from game.rules.rollinone.boards import Placement
from game.rules.rollinone.designs import design_maps

from .helpers import EAST, Driver, at_turn, hole, strip

VARIANTS = [
    (2, {"choose_golfers": True}),
    (3, {"shared_golfers": 3}),
    (2, {"bumper_golf": True}),
    (3, {"handicap": True}),
    (2, {"play_mean": True}),
    (3, {"quick": True}),
    (3, {"variant": "campaign"}),
    (4, {"variant": "bumper_game"}),
    (1, {"variant": "solo"}),
    (1, {"variant": "survival"}),
    (1, {"quick": True, "holes": 2}),
]


@pytest.mark.parametrize(("players", "options"), VARIANTS, ids=[str(o) for _, o in VARIANTS])
def test_every_variant_is_played_to_the_end_by_the_computer(players, options):
    s = new_state(players, None, 11, **options)
    bots = [make_bot(i, 100 + i) for i in range(players)]
    match = play_out(s, [b.choose for b in bots], SeededChance(11))
    assert match.state.current_player == TERMINAL
    assert len(match.state.scores()) == players
    assert match.state.history


def test_choose_golfers_lets_players_pick_in_turn():
    d = Driver(new_state(2, None, 4, choose_golfers=True)).do(1, 3)
    assert d.state.phase == "golfer_choose" and d.state.actor == 0
    assert len(d.state.legal_actions()) == len(data.GOLFERS)
    d.do(ChooseGolfer("roller"))
    assert d.state.actor == 1 and ChooseGolfer("roller") not in d.state.legal_actions()
    d.do(ChooseGolfer("bully"))
    assert [p.golfer for p in d.state.players] == ["roller", "bully"]


def test_shared_golfers_are_dealt_beside_the_course_and_nobody_gets_their_own():
    d = Driver(new_state(2, None, 4, shared_golfers=2)).do(1, 3)
    assert d.state.phase == "golfer_shared"
    d.do("skipper", "roller")
    assert d.state.shared == ("skipper", "roller")
    assert all(p.golfer is None for p in d.state.players)
    assert d.of("GolferDealt")[0].player == -1


def test_options_are_checked():
    for bad in ({"shared_golfers": 4}, {"handicap": "lots"}, {"variant": "mini golf"}, {"colour": "red"},
                {"holes": 40}, {"choose_golfers": True, "shared_golfers": 1}):
        with pytest.raises(ValueError):
            new_state(2, None, 1, **bad)
    with pytest.raises(ValueError, match="one player"):
        new_state(2, None, 1, variant="solo")


OPEN = hole(strip("RRRRRRRRRR", rows=2), green=Hex(9, 1))
GAP = hole({**strip("RRR", rows=2), **strip("     RRR", rows=2)}, green=Hex(7, 1))


def test_handicap_points_change_a_rolled_number():
    s = at_turn(OPEN, handicap=True)
    assert s.players[0].points == data.HANDICAP_POINTS
    d = Driver(s).swing("wood", EAST).roll("6", "4")
    assert Spend(2) in d.state.legal_actions() and Spend(-3) in d.state.legal_actions()
    d.do(Spend(3))
    assert d.state.players[0].points == 3 and d.state.flight.face == "7"
    d.do(ACCEPT)
    assert d.state.flight.last == 7 and d.state.flight.cell == Hex(2, 0)


def test_handicap_points_per_player_can_differ():
    s = new_state(2, None, 1, handicap=[2, 8])
    assert [p.points for p in s.players] == [2, 8]


def test_handicap_point_crosses_an_out_of_bounds_space():
    d = Driver(at_turn(GAP, handicap=2)).swing("wood", EAST).roll("1", "2", "3").do(ACCEPT)
    assert d.state.phase == "oob"
    d.do(FLY)  # over (3, 0)
    assert d.state.players[0].points == 1
    d.roll("4").do(ACCEPT)
    assert d.state.phase == "oob"
    d.do(FLY)  # over (4, 0)
    d.roll("5", "1")  # no points left: no more choices
    assert d.ball == Hex(5, 0)  # back on the boards: crossed
    assert d.state.players[0].penalties == 0


def test_a_failed_crossing_costs_a_penalty_and_resets_to_the_edge():
    d = Driver(at_turn(GAP, handicap=2)).swing("wood", EAST).roll("1", "2", "3").do(ACCEPT)
    d.do(FLY).roll("1").do(ACCEPT)
    assert d.ball == Hex(2, 0)
    assert d.of("Penalty")[0].why == "failed_crossing"


def test_declining_to_spend_is_plain_out_of_bounds():
    d = Driver(at_turn(GAP, handicap=2)).swing("wood", EAST).roll("1", "2", "3").do(ACCEPT, STOP)
    assert d.ball == Hex(2, 0) and d.of("Penalty")[0].why == "out_of_bounds"
    assert d.state.players[0].points == 2


def _layout_game(players: int, variant: str) -> Driver:
    d = Driver(new_state(players, None, 9, variant=variant))
    d.do(*([1] + [2] * (players - 1)))
    while d.state.phase == "golfer_deal":
        d.do(d.state.legal_actions()[0])
    return d


def test_campaign_players_build_one_big_layout_in_turn_with_three_greens():
    d = _layout_game(2, "campaign")
    actors = []
    while d.state.phase == "design":
        actors.append(d.state.actor)
        options = d.state.legal_actions()
        d.do(options[len(options) // 2])
    assert len(d.state.placements) == 1 + data.CAMPAIGN_BOARDS
    assert len(d.state.greens) == data.GREEN_TOKENS
    assert actors[:4] == [0, 1, 0, 1]


def _campaign_in_play(penalties: int) -> Driver:
    course = hole(strip("RRRRRRRR", rows=2), green=Hex(7, 1))
    s = at_turn(course, balls=[Hex(0, 0), Hex(0, 1)], variant="campaign")
    s = replace(s, greens=(Hex(3, 0), Hex(5, 0)), par=0)
    players = (replace(s.players[0], greens=(1,), penalties=penalties), s.players[1])
    return Driver(replace(s, players=players))


def test_campaign_the_first_to_reach_every_green_wins_after_catch_up_turns():
    d = _campaign_in_play(penalties=1)
    d.swing("wood", EAST).roll("1", "2", "3", "3")  # player 0 reaches the last green it needs
    assert d.of("GreenReached")[0].player == 0
    assert d.state.leader == 0 and d.state.players[0].ball == Hex(3, 0)  # the ball stays
    d.do("fore")  # the caddie card a green earns
    d.swing("wood", EAST).roll("1", "1")  # player 1 finishes the round
    assert d.of("CatchUp")[0].turns == 1
    assert d.state.actor == 1  # one catch-up turn for the leader's one penalty token
    d.swing("wood", EAST).roll("1", "1")
    assert d.state.current_player == TERMINAL
    assert d.state.scores() == [0.0, 2.0] and d.state.winners() == [0]


def test_campaign_reaching_a_green_earns_a_caddie_card():
    d = _campaign_in_play(penalties=0)
    d.swing("wood", EAST).roll("1", "2", "3", "3")
    assert d.state.phase == "deal" and d.state.dealing == (0,)


def _bumper_in_play(**players_changes) -> Driver:
    course = hole(strip("RRRRRRRR", rows=2), green=Hex(7, 1))
    s = at_turn(course, balls=[Hex(0, 0), Hex(2, 0), Hex(0, 1)], variant="bumper_game", bumper_golf=False)
    s = replace(s, greens=(Hex(4, 0), Hex(7, 0), Hex(7, 1)))
    if players_changes:
        s = replace(s, players=tuple(replace(p, **players_changes) for p in s.players))
    return Driver(s)


def test_bumper_game_being_hit_costs_a_penalty():
    d = _bumper_in_play().swing("wood", EAST).roll("1", "2", "2")
    assert d.of("Penalty")[0].player == 1 and d.of("Penalty")[0].why == "hit"


def test_bumper_game_a_green_removes_two_penalties_and_leaves_the_table():
    d = _bumper_in_play(penalties=3).swing("wood", EAST).roll("1", "2", "3", "4", "4")
    assert d.of("GreenReached")[0].removed
    assert d.state.players[0].penalties == 1
    assert Hex(4, 0) not in d.state.greens


def test_bumper_game_ten_penalties_lose():
    d = _bumper_in_play(penalties=9).swing("wood", EAST).roll("1", "2", "2")
    assert d.of("Eliminated")[0].player == 1
    assert d.state.players[1].out and d.state.players[1].ball is None


def test_bumper_game_a_player_put_out_leaving_the_boards_into_water_is_out_once():
    # the edge the ball left from is water: the out-of-bounds token is the tenth, and the ball leaves the game
    # with its player (no splash, no eleventh token, no second elimination: saves of that used not to load)
    course = hole(strip("RRW", rows=2), green=Hex(0, 1))
    s = at_turn(course, balls=[Hex(0, 0), Hex(1, 1), Hex(0, 1)], variant="bumper_game", bumper_golf=False)
    s = replace(s, greens=(Hex(1, 0), Hex(2, 1), Hex(0, 1)))
    s = replace(s, players=(replace(s.players[0], penalties=9), *s.players[1:]))
    d = Driver(s).swing("wood", EAST).roll("1", "2", "3")
    assert [e.player for e in d.of("Eliminated")] == [0] and len(d.of("Penalty")) == 1
    assert not d.of("Splash")
    assert d.state.eliminated == (0,) and d.state.players[0].out_score == data.BUMPER_LOSE_AT + 2


def test_bumper_game_ends_when_one_player_is_left():
    d = _bumper_in_play(penalties=9)
    s = d.state
    s = replace(s, players=(s.players[0], s.players[1], replace(s.players[2], out=True, ball=None, out_score=11)))
    d = Driver(s).swing("wood", EAST).roll("1", "2", "2")
    assert d.state.current_player == TERMINAL
    assert d.state.winners() == [0]


def test_solo_designs_a_par_3_4_and_5_in_any_order():
    d = Driver(new_state(1, None, 2))
    d.do(d.state.legal_actions()[0])  # the golfer
    assert d.state.options.variant == "solo" and d.state.pars_left == (3, 4, 5)
    for _ in range(3):
        d.do(next(a for a in d.state.legal_actions() if isinstance(a, Placement)))
    d.do(next(a for a in d.state.legal_actions() if isinstance(a, PlaceGreen)))  # a par 4 first
    assert d.state.par == 4 and d.state.pars_left == (3, 5)


def test_solo_green_goes_on_the_last_board():
    d = Driver(new_state(1, None, 2))
    d.do(d.state.legal_actions()[0])
    for _ in range(2):
        d.do(next(a for a in d.state.legal_actions() if isinstance(a, Placement)))
    from game.rules.rollinone.boards import placed_cells

    last = placed_cells(d.state.boards, d.state.placements[-1])
    greens = [Hex(a.q, a.r) for a in d.state.legal_actions() if isinstance(a, PlaceGreen)]
    assert greens and all(g in last for g in greens)


def test_solo_counts_shots_and_penalty_tokens():
    course = hole(strip("RRRR", rows=2), green=Hex(2, 0))
    d = Driver(replace(at_turn(course), par=3))
    d.swing("wood", EAST).roll("dot5")  # over the green and out at the far edge: a penalty
    d.swing("putter", 3).roll("1", "1")  # back west onto the green
    assert d.of("HoleEnded")[0].scores == (2 + 1,)


def test_survival_loses_a_ball_for_each_penalty_and_for_a_hole_given_up():
    course = (*design_maps(), hole(strip("RRRR", rows=2), green=Hex(3, 1)))  # boards for the next hole too
    s = replace(at_turn(course, variant="survival"), par=1, pars_left=(4, 5))
    s = replace(s, players=(replace(s.players[0], balls=3),), holes_total=0)
    d = Driver(s).swing("wood", EAST).roll("dot5")  # a penalty (shot 1)
    d.swing("putter", 3).roll("1", "1")  # shot 2 = twice par: the hole is given up
    assert d.of("HoleEnded")[0].why == "shot limit"
    lost = d.of("BallsLost")[0]
    assert (lost.lost, lost.left) == (2, 1)
    assert d.state.players[0].survived == 0
    assert d.state.scores() == [float(data.SURVIVAL_HOLES)]
    assert d.state.phase == "design" and d.state.players[0].balls == 1  # on to the next hole
