"""The computer player: legal, seeded, sensible, and able to play the whole sheet."""

import pytest

from game import catalog
from game.rules.driver import SeededChance, play_out
from game.rules.eagles_creek import make_bot
from game.rules.eagles_creek.bot import best_shot
from game.rules.eagles_creek.events import HoleFinished
from game.rules.eagles_creek.state import PlanAction
from tests.rules.eagles_creek.helpers import TEE, cell, draw, game, of, plan, rolled, sheet, side, with_ball


def play(state, seed):
    bots = [make_bot(p, seed + p) for p in range(state.num_players)]
    return play_out(state, [b.choose for b in bots], SeededChance(seed))


@pytest.mark.parametrize("variant", [9, 6, 3])
def test_the_computer_plays_the_whole_shipped_sheet_in_every_variant(variant):
    state = catalog.new_state("eagles_creek", 2, seed=21, variant=variant)
    match = play(state, 21)
    final = match.state
    assert all(card.done for cards in final.cards for card in cards)
    assert len(final.cards[0]) == variant
    strokes = [card.strokes for cards in final.cards for card in cards]
    assert max(strokes) < final.max_strokes  # it never needs to pick a hole up
    assert sum(strokes) / len(strokes) < 5


def test_the_computer_is_deterministic_for_a_seed():
    state = catalog.new_state("eagles_creek", 2, seed=5, variant=3)
    assert play(state, 5).actions == play(state, 5).actions


def test_the_computer_only_picks_legal_actions_at_every_step():
    state = catalog.new_state("eagles_creek", 1, seed=8, variant=3)
    bot = make_bot(0, 8)
    chance = SeededChance(8)
    ply = 0
    while state.current_player != -2:
        action = chance.draw(state, ply) if state.current_player == -1 else bot.choose(state)
        assert action in state.legal_actions()
        state, _ = state.apply(action)
        ply += 1


def test_the_computer_holes_out_when_it_can():
    course = sheet(["rrrrrrrrrrrrr", "rt.....ggggrr", "rrrrrrrggggrr"], [(1, "1", TEE, cell(9, 1))])
    state = with_ball(rolled(game(course), 1, 3, 1), 0, 1, side((7, 1), (8, 1)))
    match = play(state, 1)
    assert match.state.card(0, 1).strokes == 2  # one putt


def test_the_computer_keeps_a_six_for_accuracy_to_hole_out_without_the_extra_stroke():
    course = sheet(["rrrrrrrrrrrr", "rt.........r", "rrrrrgggrrrr", "rrrrrrrrrrrr"], [(1, "2", TEE, cell(6, 2))])
    state = with_ball(rolled(game(course), 2, 6, 2), 0, 1, side((2, 1), (3, 1)))
    chosen = PlanAction(*make_bot(0, 1).choose(state))
    assert chosen.accuracy == 6
    value, path = best_shot(state, chosen)
    assert value == 1.0  # this shot holes out: one stroke, nothing more


def test_the_computer_steers_clear_of_water():
    course = sheet(
        ["rrrrrrrrrrrr", "rt..www....g", "rr.....rrrrr", "rrrrrrrrrrrr"],
        [(1, "1", TEE, cell(11, 1))],
    )
    state = rolled(game(course), 1, 3, 1)
    # the natural straight-ish iron ends in the pond...
    wet, _ = plan(state, 1, 3, 1, "iron")
    wet, _ = draw(wet, 0, (0, 0, 1))
    assert wet.shots[0][-1].result == "water"
    # ...the computer finds a dry line
    match = play(state, 1)
    assert match.state.shots[0][0].result != "water"


def test_the_computer_finishes_a_line_someone_else_began():
    course = sheet(["rrrrrrrrrrrrr", "rt.....ggggrr", "rrrrrrrggggrr"], [(1, "1", TEE, cell(9, 1))])
    state = rolled(game(course), 1, 3, 6)
    state, _ = plan(state, 1, 3, 6, "wood")
    state, _ = draw(state, 3, (0,))  # backwards off the tee: not what the computer would do
    bot = make_bot(0, 2)
    while state.phase == "draw":
        action = bot.choose(state)
        assert action in state.legal_actions()
        state, _ = state.apply(action)


def test_every_level_plays_and_unknown_levels_are_refused():
    state = catalog.new_state("eagles_creek", 2, seed=3, variant=3)
    for level in ("easy", "normal", "hard"):
        bots = [make_bot(p, 3, level) for p in range(2)]
        assert play_out(state, [b.choose for b in bots], SeededChance(3)).state.current_player == -2
    with pytest.raises(ValueError, match="levels"):
        make_bot(0, 1, "grandmaster")


def test_hole_finished_events_reach_the_end_of_a_computer_game():
    state = catalog.new_state("eagles_creek", 1, seed=4, variant=3)
    finished = []
    bot = make_bot(0, 4)
    play_out(state, [bot.choose], SeededChance(4), on_step=lambda s, a, ev: finished.extend(of(ev, HoleFinished)))
    assert sorted(e.hole for e in finished) == [7, 8, 9]
