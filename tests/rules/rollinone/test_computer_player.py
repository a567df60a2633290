"""The computer player: seeded and pure, sensible in design and in play."""

from dataclasses import replace

from game.hexgrid import Hex
from game.rules.driver import SeededChance, play_out
from game.rules.rollinone import make_bot, new_state
from game.rules.rollinone.actions import PlaceGreen, PlayCard, Swing
from game.rules.rollinone.boards import Placement

from .helpers import EAST, Driver, at_turn, hole, strip


def test_the_computer_plays_a_whole_game_and_always_chooses_legal_actions():
    s = new_state(3, None, 21)
    bots = [make_bot(i, 5 + i) for i in range(3)]

    def checked(bot):
        def choose(state):
            action = bot.choose(state)
            assert action in state.legal_actions()
            return action
        return choose

    match = play_out(s, [checked(b) for b in bots], SeededChance(21))
    assert len(match.state.history) == 3


def test_the_same_seed_and_position_give_the_same_choice():
    s = new_state(2, None, 4)
    a = play_out(s, [make_bot(0, 1).choose, make_bot(1, 2).choose], SeededChance(4))
    b = play_out(s, [make_bot(0, 1).choose, make_bot(1, 2).choose], SeededChance(4))
    assert a.actions == b.actions


def test_a_fresh_computer_player_decides_a_position_like_one_that_played_up_to_it():
    state = new_state(2, None, 4)
    bots = [make_bot(0, 1), make_bot(1, 2)]
    chance = SeededChance(4)
    for ply in range(120):
        if state.current_player >= 0:
            action = bots[state.current_player].choose(state)
            assert make_bot(state.current_player, 1 + state.current_player).choose(state) == action
        else:
            action = chance.draw(state, ply)
        state, _ = state.apply(action)


def test_the_computer_designs_a_hole_that_leads_away_from_the_tee():
    s = new_state(1, None, 8)
    s, _ = s.apply(s.legal_actions()[0])
    bot = make_bot(0, 3)
    while s.phase == "design":
        s, _ = s.apply(bot.choose(s))
    tee = s.layout.tee
    green = s.greens[0]
    assert green.distance(tee) >= 5 * (len(s.placements) - 1) - 2
    assert s.layout.at(green).value in ("fairway", "rough")


def test_the_computer_aims_down_an_open_fairway():
    course = hole(strip("RRRRRRRRRRRR", rows=3, r0=-1), green=Hex(9, 0))
    action = make_bot(0, 1).choose(at_turn(course))
    assert isinstance(action, Swing) and action.direction == EAST and action.club in ("wood", "iron4", "iron6")


def test_the_computer_putts_when_next_to_the_green():
    course = hole(strip("RRRRRR", rows=3, r0=-1), green=Hex(4, 0))
    action = make_bot(0, 1).choose(at_turn(course, balls=[Hex(3, 0)]))
    assert action == Swing("putter", EAST) or action == Swing("wedge", EAST)


def test_the_computer_takes_a_gimme():
    course = hole(strip("RRRRRR", rows=2), green=Hex(4, 0))
    s = at_turn(course, balls=[Hex(3, 0)], hands=[("gimme", "fore")])
    assert make_bot(0, 1).choose(s) == PlayCard("gimme")


def test_the_computer_lays_up_on_the_green():
    course = hole(strip("RRRRRRRR", rows=2), green=Hex(2, 0))
    d = Driver(at_turn(course, hands=[("lay_up",)])).swing("wood", EAST).roll("1", "5")
    assert d.state.phase == "flight"
    assert make_bot(0, 1).choose(d.state) == PlayCard("lay_up")


def test_the_computer_curves_towards_the_green():
    course = hole(strip("RRRRRRRR", rows=4, r0=-2), green=Hex(3, 1))
    d = Driver(at_turn(course, balls=[Hex(0, 0)])).swing("wood", EAST).roll("2", "curve")
    choice = make_bot(0, 1).choose(d.state)
    assert choice.direction == 5  # south-east, towards the green


def test_the_computer_plays_mean_only_when_it_hurts():
    course = hole(strip("RRRRRRRR", rows=2), green=Hex(2, 0))
    s = at_turn(course, balls=[Hex(1, 0), Hex(0, 1)], hands=[(), ("mulligan",)], play_mean=True)
    d = Driver(s).swing("putter", EAST).do("4")  # one space onto the green, and nothing beats a 4
    assert (d.state.phase, d.state.actor) == ("rolled", 1)
    assert make_bot(1, 1).choose(d.state) == PlayCard("mulligan")
    d = Driver(s).swing("putter", 3).do("4")  # away from the green: leave it
    assert make_bot(1, 1).choose(d.state) == "pass"


def test_the_computer_picks_a_golfer_when_players_choose():
    s = new_state(2, None, 4, choose_golfers=True)
    s, _ = s.apply(1)
    s, _ = s.apply(2)
    assert make_bot(0, 1).choose(s).golfer == "long_hitter"


def test_design_actions_of_the_computer_are_placements_then_a_green():
    s = new_state(2, None, 6)
    s, _ = s.apply(1)
    s, _ = s.apply(2)
    while s.phase == "golfer_deal":
        s, _ = s.apply(s.legal_actions()[0])
    bot = make_bot(0, 9)
    kinds = []
    while s.phase == "design":
        a = bot.choose(s)
        kinds.append(type(a))
        s, _ = s.apply(a)
    assert kinds[-1] is PlaceGreen and all(k is Placement for k in kinds[:-1])
    assert 2 <= len(kinds) - 1 <= 4


def test_easy_computer_also_plays_legal_moves():
    s = replace(new_state(2, None, 5))
    match = play_out(s, [make_bot(0, 1, "easy").choose, make_bot(1, 2, "easy").choose], SeededChance(5))
    assert match.state.history


def test_the_computer_decides_from_its_view_other_hands_never_change_its_choice():
    from game.rules.protocol import CHANCE, TERMINAL

    s = new_state(3, None, 5, quick=True, holes=1, play_mean=True)
    bots = [make_bot(i, 5) for i in range(3)]
    chance = SeededChance(5)
    checked = 0
    for ply in range(400):
        if s.current_player == TERMINAL or checked >= 25:
            break
        if s.current_player == CHANCE:
            s, _ = s.apply(chance.draw(s, ply))
            continue
        me = s.current_player
        other_hands = tuple(
            p if i == me else replace(p, hand=("gimme", "free_drop") if p.hand != ("gimme", "free_drop") else ("mulligan",))
            for i, p in enumerate(s.players)
        )
        choice = bots[me].choose(s)
        assert bots[me].choose(replace(s, players=other_hands)) == choice
        assert s.view(me).hand == s.players[me].hand
        checked += 1
        s, _ = s.apply(choice)
    assert checked >= 10
