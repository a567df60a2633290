"""The computer player."""

import pytest

from game.rules.carom import make_bot, new_state
from game.rules.carom.bot import STYLES, Lookahead
from game.rules.driver import SeededChance, play_out
from game.rules.protocol import CHANCE
from tests.rules.carom.helpers import E, H, W, course, obj, placed
from tests.rules.carom.test_serialization import SMALL


def checked(bot):
    """A chooser that asserts every choice is legal."""

    def choose(state):
        action = bot.choose(state)
        assert action in state.legal_actions()
        return action

    return choose


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
@pytest.mark.parametrize(("mode", "direction_first"), [("basic", False), ("carom", False), ("carom", True), ("basic", True)])
def test_computer_player_makes_only_legal_choices(level, mode, direction_first):
    state = new_state(3, SMALL, seed=11, mode=mode, direction_first=direction_first)
    bots = [checked(make_bot(p, 100 + p, level)) for p in range(3)]
    match = play_out(state, bots, SeededChance(11))
    assert match.state.phase == "over"


def test_computer_player_is_deterministic_given_its_seed():
    def actions(seed):
        state = new_state(2, SMALL, seed=5, mode="carom")
        bots = [make_bot(p, seed + p, "easy") for p in range(2)]
        return play_out(state, [b.choose for b in bots], SeededChance(5)).actions

    assert actions(1) == actions(1)


def test_unknown_level_is_refused():
    with pytest.raises(ValueError, match="easy, normal, hard"):
        make_bot(0, 1, "grandmaster")


def test_computer_player_strikes_at_the_hole_when_the_roll_fits():
    c = course(["." * 12, "." * 12], hole=H(9, 0))
    s = placed(c, 1, {0: H(5, 0)}, mode="basic")
    s, _ = s.apply(("card", "none"))
    s, _ = s.apply(4)
    assert make_bot(0, 1).choose(s) == ("strike", E)


def test_computer_player_picks_a_short_card_next_to_the_hole():
    c = course(["." * 12, "." * 12], hole=H(9, 0))
    s = placed(c, 1, {0: H(8, 0)}, mode="basic")
    action = make_bot(0, 1).choose(s)
    assert action in (("card", "/2"), ("card", "none"))


def test_computer_player_weighs_each_card_by_the_die():
    c = course(["." * 12, "." * 12], hole=H(9, 0))
    s = placed(c, 1, {0: H(8, 0)}, mode="basic")
    look = Lookahead(s, STYLES["normal"])
    assert sum(p for _, p in look.die) == pytest.approx(1.0)
    # half card: 1, 1, 2, 2 hole out; 3 lips out and stops beyond; without a card only 1 and 2 do
    assert look.card_value("/2") < look.card_value("none") < look.card_value("+10")


def test_computer_player_keeps_out_of_the_pond():
    c = course(["....w.......", "............"], hole=H(9, 1))
    s = placed(c, 1, {0: H(0, 0)}, mode="basic")
    s, _ = s.apply(("card", "none"))
    s, _ = s.apply(5)
    assert make_bot(0, 1).choose(s) != ("strike", E)  # east sinks in the pond at H(4, 0)


def test_computer_player_knocks_an_opponent_out_when_it_costs_nothing():
    # seat 0 sits between two opponents: struck east or west it stays put and only the hit ball moves;
    # east sends seat 1 out of the course (2 penalty strokes), west rolls seat 2 harmlessly along
    c = course(["." * 20, "." * 20, "." * 20], obj("tee", *(H(q, r) for q in (15, 16, 17) for r in (1, 2))), hole=H(9, 0))
    s = placed(c, 3, {0: H(16, 2), 1: H(17, 2), 2: H(15, 2)})
    s, _ = s.apply(("card", "none"))
    s, _ = s.apply(6)
    assert s.current_player == 0 and s.current_player != CHANCE
    assert make_bot(0, 1, "normal").choose(s) == ("strike", E)
    look = Lookahead(s, STYLES["normal"])
    assert look.parts(6, E)[0] == look.parts(6, W)[0]  # the same for its own ball


def test_computer_player_tees_up_on_the_best_hex():
    c = course(["." * 14, "." * 14, "." * 14], obj("tee", *(H(q, r) for q in (0, 1, 2) for r in (1, 2))), hole=H(8, 1))
    s = new_state(1, c, seed=1, mode="basic")
    action = make_bot(0, 1, "normal").choose(s)
    assert action in s.legal_actions()
    assert action[2] == 1  # on the hole's row: a straight line to it


def test_the_computer_players_tables_can_be_built_ahead_of_time():
    from game.rules.carom import prepare_computer

    c = course(["." * 12, "." * 12], hole=H(9, 0))
    s = placed(c, 1, {0: H(5, 0)}, mode="basic")
    assert "values" not in s.board.value_cache
    prepare_computer(s)
    table = s.board.value_cache["values"]
    make_bot(0, 1).choose(s)
    assert s.board.value_cache["values"] is table  # the decision used the prepared table
