"""A game: cards and the die, tee, turn order in both modes, the stroke limit, several courses."""

from dataclasses import replace

import pytest

from game import catalog
from game.rules.carom import data, new_state
from game.rules.protocol import CHANCE, TERMINAL, IllegalActionError
from tests.rules.carom.helpers import E, H, course, obj, placed, stroke

TEE = obj("tee", *(H(q, r) for r in (0, 1) for q in range(3)))
SHORT = course(["........", "........"], TEE, hole=H(7, 0), name="short")


def test_card_plus_3_with_a_roll_of_4_gives_7_impulses():
    assert data.CARD_BY_ID["+3"].impulses(4) == 7
    s = placed(SHORT, 1, {0: H(0, 0)})
    s, ev = s.apply(("card", "+3"))
    s, ev = s.apply(4)
    assert [(e.face, e.impulses) for e in ev] == [(4, 7)]
    assert s.impulses() == 7


def test_card_x2_with_a_roll_of_3_moves_the_ball_six_steps():
    # the rulebook's diagram 6
    c = course(["." * 12, "." * 12], TEE, hole=H(11, 1))
    s = placed(c, 1, {0: H(0, 0)})
    s, ev = stroke(s, "x2", 3, E)
    assert [e.to for e in ev if e.kind == "Step"] == [H(i, 0) for i in range(1, 7)]


def test_every_card_applies_its_formula_to_the_roll():
    expected = {
        "none": [1, 2, 3, 4, 5, 6],
        "+3": [4, 5, 6, 7, 8, 9],
        "x2": [2, 4, 6, 8, 10, 12],
        "+5": [6, 7, 8, 9, 10, 11],
        "+10": [11, 12, 13, 14, 15, 16],
        "^2": [1, 4, 9, 16, 25, 36],
        "/2": [1, 1, 2, 2, 3, 3],
        "x3": [3, 6, 9, 12, 15, 18],
        "+20": [21, 22, 23, 24, 25, 26],
    }
    assert {c.id: [c.impulses(f) for f in data.DIE_FACES] for c in data.CHOICES} == expected
    assert len(data.CARDS) == 8


def test_a_stroke_is_card_then_die_then_direction():
    s = placed(SHORT, 1, {0: H(0, 0)})
    assert s.legal_actions() == [("card", c.id) for c in data.CHOICES]
    s, _ = s.apply(("card", "none"))
    assert s.current_player == CHANCE
    assert s.chance_outcomes() == [(f, 1 / 6) for f in range(1, 7)]
    s, _ = s.apply(2)
    assert s.current_player == 0 and s.legal_actions() == [("strike", d) for d in range(6)]
    s, ev = s.apply(("strike", E))
    assert s.positions[0] == H(2, 0) and s.counters[0] == 1
    assert [e.kind for e in ev][0] == "Struck"


def test_direction_before_the_roll_variant_picks_card_and_direction_together():
    s = placed(SHORT, 1, {0: H(0, 0)}, direction_first=True)
    assert s.phase == "aim" and ("aim", "+3", E) in s.legal_actions()
    s, ev = s.apply(("aim", "none", E))
    assert [e.kind for e in ev] == ["Aimed"] and s.current_player == CHANCE
    s, ev = s.apply(3)
    assert s.positions[0] == H(3, 0) and s.phase == "aim"


def test_tee_offers_its_six_hexes_and_balls_may_share_one():
    s = new_state(2, SHORT, seed=1, mode="carom")
    assert s.phase == "tee" and len(s.legal_actions()) == 6
    s, ev = s.apply(("tee", 1, 0))
    assert [e.kind for e in ev] == ["TeedUp"] and s.phase == "card"
    s, _ = stroke(s, "none", 1, 5)  # SE to H(1, 1)
    s, _ = s.apply(("tee", 1, 1))  # seat 1 chooses the same hex seat 0's ball now lies on
    assert s.positions == (H(1, 1), H(1, 1))


def test_basic_mode_player_strokes_until_holed_then_the_next_player_plays():
    s = new_state(2, SHORT, seed=1, mode="basic")
    s, _ = s.apply(("tee", 0, 0))
    s, _ = stroke(s, "none", 3, E)
    assert s.turn == 0  # still seat 0
    s, _ = stroke(s, "none", 4, E)  # from H(3, 0) four to the hole
    assert s.status[0] == "holed" and s.turn == 1 and s.phase == "tee"


def test_carom_mode_each_player_strokes_once_in_turn():
    s = new_state(3, SHORT, seed=1, mode="carom")
    order = []
    for _ in range(6):
        order.append(s.turn)
        if s.phase == "tee":
            s, _ = s.apply(s.legal_actions()[0])
        s, _ = stroke(s, "none", 1, E)
    assert order == [0, 1, 2, 0, 1, 2]


def test_carom_mode_skips_holed_balls():
    s = placed(SHORT, 3, {0: H(5, 0), 1: H(0, 1), 2: H(2, 1)})
    s, _ = stroke(s, "none", 2, E)  # seat 0 holes out
    assert s.status[0] == "holed" and s.turn == 1
    s, _ = stroke(s, "none", 1, E)
    s, _ = stroke(s, "none", 1, E)
    assert s.turn == 1


def test_ball_not_holed_after_thirty_strokes_scores_thirty():
    s = placed(SHORT, 2, {0: H(0, 0), 1: H(0, 1)})
    s = replace(s, counters=(data.MAX_STROKES - 1, 4))
    s, ev = stroke(s, "none", 1, E)
    assert [(e.player, e.score) for e in ev if e.kind == "Retired"] == [(0, 30)]
    assert s.status[0] == "retired" and s.positions[0] is None and s.turn == 1
    assert s.scores()[0] == 30


def test_penalty_taking_the_counter_past_the_limit_stops_the_ball_at_thirty():
    s = placed(SHORT, 1, {0: H(6, 1)})
    s = replace(s, counters=(28,))
    s, ev = stroke(s, "none", 3, E)  # out: 29 + 2 = 31
    assert s.phase == "over" and s.scores() == [30.0]
    assert [e.kind for e in ev][-3:] == ["Retired", "CourseFinished", "GameOver"]


def test_score_per_course_is_strokes_plus_penalties():
    s = placed(SHORT, 1, {0: H(6, 1)})
    s, _ = stroke(s, "none", 3, E)  # out from H(7, 1): 1 + 2
    s, _ = stroke(s, "none", 1, 1)  # from H(7, 1) north-east: off the course again: 3 + 1 + 2
    assert s.counters == (6,)


def test_game_of_several_courses_adds_up_the_scores_and_the_lowest_total_wins():
    second = course(["....", "...."], obj("tee", *(H(q, r) for r in (0, 1) for q in range(3))), hole=H(3, 1), name="second")
    s = new_state(2, [SHORT, second], seed=1, mode="basic")
    for _seat, (face, face2) in enumerate(((6, 1), (5, 2))):
        s, _ = s.apply(("tee", 0, 0))
        s, _ = stroke(s, "none", face, E)
        s, _ = stroke(s, "none", face2, E)
    # seat 0: H(6, 0) then H(7, 0): 2 strokes; seat 1: H(5, 0) then the hole with one spare: 2 strokes
    assert s.course_index == 1 and s.finished == ((2,), (2,))
    s, ev = s.apply(("tee", 0, 0))
    s, ev = stroke(s, "none", 4, 5)  # H(0, 0) SE -> H(0, 1), then out: 1 + 2, placed on H(0, 1)
    s, ev = stroke(s, "none", 3, E)
    assert s.status[0] == "holed" and s.counters[0] == 4
    s, _ = s.apply(("tee", 0, 1))
    s, ev = stroke(s, "none", 3, E)
    assert s.phase == "over" and s.current_player == TERMINAL
    over = [e for e in ev if e.kind == "GameOver"][0]
    assert over.totals == (6, 3) and over.winners == (1,)
    assert s.scores() == [6.0, 3.0] and s.legal_actions() == []


def test_illegal_actions_are_refused():
    s = placed(SHORT, 1, {0: H(0, 0)})
    for bad in (("strike", 0), ("card", "x9"), 3, ("tee", 0, 0), True, None, ["card", "none"]):
        with pytest.raises(IllegalActionError):
            s.apply(bad)


def test_new_game_options_are_checked():
    with pytest.raises(ValueError, match="mode"):
        new_state(2, SHORT, 1, mode="golf")
    with pytest.raises(ValueError, match="option"):
        new_state(2, SHORT, 1, wind=True)
    with pytest.raises(ValueError, match="players"):
        new_state(13, SHORT, 1)
    with pytest.raises(ValueError, match="tee"):
        new_state(1, replace(SHORT, objects=SHORT.objects[1:]), 1)  # no tee


def test_catalog_starts_carom_golf_on_a_course_or_a_list_of_courses():
    s = catalog.new_state("carom", 2, course=[SHORT, SHORT], seed=3, mode="carom")
    assert len(s.boards) == 2 and s.mode == "carom"
    assert catalog.new_state("carom", 1, seed=3).board.course.name  # the default course


def test_a_game_without_a_course_file_is_played_on_the_built_in_practice_green():
    from game.rules.carom import validate_course
    from game.rules.carom.default_course import default_course

    assert validate_course(default_course()) == []
    s = new_state(2, None, seed=1)
    assert s.board.course.name == "Practice green" and len(s.tee_cells()) == 6
