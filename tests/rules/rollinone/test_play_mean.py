"""Play mean: the others are asked once before each shot whether they play caddie cards on it.

docs/rules/roll-in-one.md, "Play mean": a player who sits a shot out is not
asked in its card windows; one who joins is asked in each window where a card
of theirs works, and may sit out the rest of the shot from any of them.
"""

from dataclasses import replace

from game.hexgrid import Hex
from game.rules.driver import SeededChance, play_out
from game.rules.protocol import CHANCE
from game.rules.rollinone import make_bot, new_state
from game.rules.rollinone.actions import ACCEPT, END_TURN, JOIN, PASS, ROLL, SIT_OUT, PlayCard

from .helpers import EAST, Driver, at_turn, hole, strip

OPEN = hole(strip("RRRRRRRRRRRR", rows=5, r0=-2), green=Hex(11, 2))


def next_turn(hands, *, play_mean=True):
    """Player 0's turn played out (one wood roll of 2, then a failing 1): the state as player 1's turn begins.

    ``hands``: the caddie cards of seats 0 and 2, the two others on player 1's shot.
    """
    balls = [Hex(0, 0), Hex(0, 1), Hex(0, -1)]
    s = at_turn(OPEN, balls=balls, hands=[hands[0], (), hands[1]], play_mean=play_mean)
    s = replace(s, mean=())  # nobody has joined player 0's shot
    d = Driver(s).swing("wood", EAST).roll("2", "1")
    while d.state.shooter == 0:  # let the failed roll count and end the turn (seat 0's own card windows)
        legal = d.state.legal_actions()
        d.do(next(a for a in (ACCEPT, END_TURN) if a in legal))
    assert d.state.shooter == 1
    return d


def test_playing_mean_each_other_player_holding_a_card_is_asked_once_before_a_shot():
    d = next_turn([("mulligan",), ("lay_up",)])
    assert (d.state.phase, d.state.actor, d.state.window) == ("mean", 0, (0, 2))
    assert list(d.state.legal_actions()) == [SIT_OUT, JOIN]
    d.do(SIT_OUT)
    assert (d.state.phase, d.state.actor) == ("mean", 2)
    d.do(JOIN)
    assert (d.state.phase, d.state.actor, d.state.mean) == ("turn", 1, (2,))
    assert [(e.player, e.shooter, e.joins) for e in d.of("MeanChoice")] == [(0, 1, False), (2, 1, True)]


def test_the_question_goes_back_round_the_table_from_the_player_before_the_shooter():
    d = next_turn([("mulligan",), ("lay_up",)])
    assert d.state.window == (0, 2), "seat 0 (who just played) first, then seat 2"


def test_without_a_card_in_hand_nobody_is_asked():
    d = next_turn([(), ()])
    assert (d.state.phase, d.state.actor) == ("turn", 1)
    d = next_turn([("gimme",), ()])
    assert d.state.window == (0,), "a card that only works on your own turn still gets the question: cards are secret"


def test_without_play_mean_nobody_is_asked():
    d = next_turn([("mulligan",), ("lay_up",)], play_mean=False)
    assert (d.state.phase, d.state.actor) == ("turn", 1)


def test_a_player_who_sits_a_shot_out_is_not_asked_in_its_card_windows():
    d = next_turn([("mulligan", "fine_tune"), ("lay_up",)]).do(SIT_OUT, SIT_OUT)
    d.swing("wood", EAST).do("5")
    assert d.state.phase == "roll", "nobody was asked about the roll"


def test_a_player_who_joins_is_asked_in_each_window_where_a_card_works():
    d = next_turn([("mulligan", "lay_up"), ()]).do(JOIN)
    d.swing("wood", EAST).do("5")
    assert (d.state.phase, d.state.actor) == ("rolled", 0)
    d.do(PASS)
    assert (d.state.phase, d.state.actor) == ("flight", 0), "the shot flies on: asked again (Lay Up works now)"
    d.do(PASS)
    assert d.state.phase == "roll"
    d.do("7")
    assert (d.state.phase, d.state.actor) == ("rolled", 0), "asked at the next roll too"


def test_sitting_out_in_a_card_window_ends_the_questions_for_that_shot():
    d = next_turn([("mulligan", "lay_up"), ()]).do(JOIN)
    d.swing("wood", EAST).do("5")
    assert SIT_OUT in d.state.legal_actions()
    d.do(SIT_OUT)
    assert d.state.mean == ()
    assert d.state.phase == "roll"
    d.do("7")
    assert d.state.phase == "roll", "not asked again on this shot"
    assert [(e.player, e.joins) for e in d.of("MeanChoice")][-1] == (0, False)


def test_the_question_is_asked_anew_before_every_shot():
    d = next_turn([("mulligan",), ()]).do(JOIN)
    assert d.state.mean == (0,)
    d.swing("putter", EAST)
    while d.state.shooter == 1:  # rolls of 1 after the first: the shot ends; seat 0 lets each roll be
        legal = d.state.legal_actions()
        d.do("1" if d.state.current_player == CHANCE else next(a for a in (PASS, ACCEPT, ROLL, END_TURN) if a in legal))
    assert d.state.shooter == 2 and d.state.mean == ()
    assert (d.state.phase, d.state.actor) == ("mean", 0), "seat 0 still holds the Mulligan: asked again for the next shot"


def test_an_answer_shows_nothing_and_may_be_taken_back():
    d = next_turn([("mulligan",), ("lay_up",)])
    assert d.state.undoable(SIT_OUT) and d.state.undoable(JOIN)
    d.do(JOIN, SIT_OUT)
    d.swing("wood", EAST).do("5")
    while d.state.actor != 0:
        d.do(d.state.legal_actions()[0])
    assert d.state.undoable(SIT_OUT) and d.state.undoable(PASS)
    assert not d.state.undoable(PlayCard("mulligan")), "a card played is final"


def test_the_computer_joins_a_shot_when_it_holds_a_card_that_works_on_it():
    d = next_turn([("mulligan",), ("gimme",)])
    assert make_bot(0, 1).choose(d.state) == JOIN
    assert make_bot(0, 1, "easy").choose(d.state) == SIT_OUT, "the easy computer never plays mean"
    d.do(SIT_OUT)
    assert make_bot(2, 1).choose(d.state) == SIT_OUT, "a Gimme works only on its holder's own turn"


def test_whole_games_playing_mean_keep_the_questions_to_one_a_shot():
    s = new_state(3, None, 7, quick=True, holes=1, play_mean=True)
    match = play_out(s, [make_bot(i, 7 + i).choose for i in range(3)], SeededChance(7))
    shots = sum(1 for a in match.actions if type(a).__name__ == "Swing")
    questions = sum(1 for a in match.actions if a in (JOIN, SIT_OUT))
    assert shots > 0
    assert questions <= 2 * shots, "at most one answer a shot from each of the two others (a mid-shot sit-out aside)"
