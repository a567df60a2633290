"""The computer player: legal, seeded, and sensible about derailments and pairs."""

import itertools
import random

import pytest

from game.rules.driver import SeededChance, play_out, random_player
from game.rules.rollecate import actions, make_bot, planner
from game.rules.rollecate.start import new_state

from .helpers import play, roll, straight_railway, table


def test_the_computer_player_is_seeded():
    state = table(rail=straight_railway([1, 2, 2, 3]), hands=[["3S", "4L", "2R", "C1", "3L"], []])
    for seed in range(4):
        assert make_bot(0, seed).choose(state) == make_bot(0, seed).choose(state)
    games = []
    for _ in range(2):
        match = play_out(new_state(3, None, 4), [make_bot(i, 40 + i).choose for i in range(3)], SeededChance(4))
        games.append(match.actions)
    assert games[0] == games[1]


def test_unknown_levels_are_refused():
    with pytest.raises(ValueError, match="levels"):
        make_bot(0, 1, "grandmaster")


def test_the_computer_player_lays_penalty_cards_to_make_pairs():
    # pile 3 1; taken 2 1 2: laying 1 first cancels the top, then the 2s meet
    state = table(rail=straight_railway([2, 1, 2, 1]), loco=3, hands=[["4S"], []], piles=[["3S", "1L"], []])
    state, _ = play(state, actions.track("4S", "straight"), actions.ROLL_DICE, roll(4, 4))
    assert state.phase == actions.PENALTY and state.pending == ("2S", "1S", "2S")
    while state.phase == actions.PENALTY:
        state, _ = state.apply(make_bot(0, 1).choose(state))
    assert state.piles[0] == ("3S",)


def test_the_computer_player_cancels_with_a_matching_chaos_card():
    state = table(rail=straight_railway([1, 2, 2, 3]), hands=[["C4", "1S"], []], piles=[["2S", "4S"], []])
    assert make_bot(0, 3).choose(state) == actions.chaos("C4")


def test_the_computer_player_rolls_few_dice_when_a_derailment_would_cost_a_lot():
    # the locomotive is on the last card and the cards behind it are 4s: playing four 4s
    # means sixteen dice against four cards of track; one 1 cannot derail at all
    state = table(rail=straight_railway([4, 4, 4, 1]), loco=3, hands=[["1S", "4S", "4L", "4R"], []])
    first = make_bot(0, 2).choose(state)
    assert first == actions.track("1S", "straight")


def test_the_computer_player_beats_random_play():
    bot_points = random_points = 0.0
    for seed in range(12):
        for bot_seat in (0, 1):
            seats = [random_player(random.Random(seed)), random_player(random.Random(seed + 1))]
            seats[bot_seat] = make_bot(bot_seat, seed).choose
            final = play_out(new_state(2, None, seed), seats, SeededChance(seed)).state
            bot_points += final.totals[bot_seat]
            random_points += final.totals[1 - bot_seat]
    assert bot_points < 0.6 * random_points


def test_easy_is_weaker_than_normal():
    points = {"easy": 0, "normal": 0}
    for seed in range(12):
        for normal_seat in (0, 1):
            levels = ["easy", "easy"]
            levels[normal_seat] = "normal"
            bots = [make_bot(i, seed + i, levels[i]).choose for i in range(2)]
            final = play_out(new_state(2, None, seed), bots, SeededChance(seed)).state
            for i in range(2):
                points[levels[i]] += final.totals[i]
    assert points["normal"] < points["easy"]


def test_the_best_order_is_the_best_of_all_orders():
    rng = random.Random(7)
    for _ in range(400):
        pile: list[int] = []
        for _ in range(rng.randrange(6)):
            n = rng.randint(1, 4)
            if not pile or pile[-1] != n:
                pile.append(n)
        taken = [rng.randint(1, 4) for _ in range(rng.randrange(6))]
        bonus = {n: rng.choice([0.0, 0.3 * n, 0.9 * n]) for n in (1, 2, 3, 4)}
        value, order = planner.best_order(pile, taken, bonus)
        assert sorted(order) == sorted(taken)
        exhaustive = min(planner.pile_value(planner.lay_all(pile, p), bonus) for p in set(itertools.permutations(taken)))
        assert value == pytest.approx(exhaustive - planner.pile_value(tuple(pile), bonus))
        assert planner.pile_value(planner.lay_all(pile, order), bonus) == pytest.approx(exhaustive)


def test_derailment_odds_follow_the_dice():
    p = planner.loco_chance()
    assert sum(planner.locos_odds(5)) == pytest.approx(1.0)
    assert planner.derail_chance(2, 1) == pytest.approx(p * p)
    assert planner.derail_chance(3, 3) == 0.0


def test_a_fresh_computer_player_picks_up_a_saved_game_where_the_old_one_was():
    from game.rules.rollecate import from_json

    bots = [make_bot(i, 30 + i, "easy") for i in range(2)]
    match = play_out(new_state(2, None, 30), [b.choose for b in bots], SeededChance(30))
    state = new_state(2, None, 30)
    for action in match.actions:
        if state.current_player >= 0:
            fresh = make_bot(state.current_player, 30 + state.current_player, "easy")
            assert fresh.choose(from_json(state.to_json())) == action
        state, _ = state.apply(action)
