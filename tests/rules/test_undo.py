"""The undo contract (issue #11, point 3): ``state.undoable(action)`` in every engine and ``driver.undo_point``.

A seat may take back its own decisions since the last moment that revealed
something: a roll, a draw, a shuffle, a hidden card seen, or another seat's
action. Each engine's decisions are named in ``docs/rules/<game>.md``, "Undo";
each has a test here named after it.
"""

from __future__ import annotations

import random
from functools import cache

import pytest

from game import catalog
from game.rules.driver import SeededChance, undo_point, undo_refusal
from game.rules.protocol import CHANCE, TERMINAL, Action, Event, GameState
from game.rules.rollecate import events as rc_events
from game.rules.rollinone import events as ri_events
from game.rules.rollinone.actions import PlayCard, Spend

Step = tuple[GameState, Action, GameState, list[Event]]
SET_UPS: dict[str, list[tuple[int, dict]]] = {
    "carom": [(2, {}), (3, {"mode": "carom", "direction_first": True})],
    "rollinone": [(1, {}), (3, {"play_mean": True, "handicap": True}), (2, {"quick": True})],
    "eagles_creek": [(2, {"variant": 3})],
    "rollecate": [(1, {}), (3, {})],
}


@cache
def steps(game_id: str) -> tuple[Step, ...]:
    """Every step of a few seeded random games of ``game_id``."""
    out: list[Step] = []
    for k, (players, options) in enumerate(SET_UPS[game_id]):
        seed = 70 + k
        state = catalog.new_state(game_id, players, seed=seed, **options)
        rng, chance = random.Random(seed), SeededChance(seed)
        ply = 0
        while state.current_player != TERMINAL:
            legal = list(state.legal_actions())
            action = chance.draw(state, ply) if state.current_player == CHANCE else rng.choice(legal)
            after, events = state.apply(action)
            out.append((state, action, after, events))
            state, ply = after, ply + 1
    return tuple(out)


def decisions(game_id: str, kind=None) -> list[Step]:
    """The steps where a seat decided (of one kind of action when ``kind`` says which)."""
    return [s for s in steps(game_id) if s[0].current_player >= 0 and (kind is None or kind(s[1]))]


def first_word(word: str):
    return lambda a: isinstance(a, tuple) and a and a[0] == word


# ---------------------------------------------------------------- every engine


@pytest.mark.parametrize("game_id", list(SET_UPS))
def test_nothing_is_undoable_at_a_chance_node(game_id):
    chance_steps = [s for s in steps(game_id) if s[0].current_player == CHANCE]
    assert chance_steps
    for state, action, _, _ in chance_steps[::3]:
        assert not state.undoable(action)
        assert not any(state.undoable(o) for o in list(state.legal_actions())[:8])


@pytest.mark.parametrize("game_id", list(SET_UPS))
def test_the_action_that_ends_the_game_is_final(game_id):
    last = [s for s in steps(game_id) if s[2].current_player == TERMINAL]
    assert len(last) == len(SET_UPS[game_id])
    for state, action, _, _ in last:
        assert state.current_player == CHANCE or not state.undoable(action)


@pytest.mark.parametrize("game_id", list(SET_UPS))
def test_an_illegal_action_is_not_undoable(game_id):
    state = decisions(game_id)[0][0]
    assert not state.undoable(("no such action", 12345))


@pytest.mark.parametrize("game_id", list(SET_UPS))
def test_undoable_changes_nothing(game_id):
    state, action, _, _ = decisions(game_id)[len(decisions(game_id)) // 2]
    before = state.to_json()
    state.undoable(action)
    assert state.to_json() == before


# ---------------------------------------------------------------- Carom Golf


def test_carom_choosing_a_card_before_the_roll_may_be_taken_back():
    picks = decisions("carom", first_word("card"))
    assert picks and all(s.undoable(a) for s, a, _, _ in picks)


def test_carom_aiming_before_the_roll_may_be_taken_back():
    picks = decisions("carom", first_word("aim"))
    assert picks and all(s.undoable(a) for s, a, _, _ in picks)


def test_carom_teeing_up_may_be_taken_back():
    picks = decisions("carom", first_word("tee"))
    assert picks and all(s.undoable(a) for s, a, after, _ in picks if after.current_player != TERMINAL)


def test_carom_a_strike_may_be_taken_back_until_the_next_roll():
    picks = [s for s in decisions("carom", first_word("strike")) if s[2].current_player != TERMINAL]
    assert picks and all(s.undoable(a) for s, a, _, _ in picks)


# ---------------------------------------------------------------- Roll in One


def test_rollinone_playing_a_caddie_card_is_final():
    picks = decisions("rollinone", lambda a: isinstance(a, PlayCard))
    assert picks and not any(s.undoable(a) for s, a, _, _ in picks)


def test_rollinone_a_move_that_reshuffles_the_deck_is_final():
    from game.rules.rollinone.state import evolve

    # placing a green starts the hole and deals: with the deck used up, the discards are shuffled first
    state, action, after, _ = next(s for s in decisions("rollinone") if s[2].phase == "deal")
    assert state.undoable(action)
    emptied = evolve(state, deck=(0,) * len(state.deck), discard=tuple(map(sum, zip(state.deck, state.discard))))
    assert any(isinstance(e, ri_events.DeckReshuffled) for e in emptied.apply(action)[1])
    assert not emptied.undoable(action)


def test_rollinone_decisions_that_show_nothing_may_be_taken_back():
    quiet = [
        s
        for s in decisions("rollinone", lambda a: not isinstance(a, PlayCard))
        if s[2].current_player != TERMINAL and not any(isinstance(e, ri_events.DeckReshuffled) for e in s[3])
    ]
    kinds = {type(a).__name__ if not isinstance(a, str) else a for _, a, _, _ in quiet}
    assert {"Swing", "Placement", "PlaceGreen", "roll"} <= kinds, kinds
    assert all(s.undoable(a) for s, a, _, _ in quiet)


def test_rollinone_spending_handicap_points_may_be_taken_back():
    picks = decisions("rollinone", lambda a: isinstance(a, Spend))
    assert picks and all(s.undoable(a) for s, a, after, _ in picks if after.current_player != TERMINAL)


# ---------------------------------------------------------------- Eagle's Creek


def test_eagles_planning_and_drawing_a_shot_may_be_taken_back():
    picks = [s for s in decisions("eagles_creek") if s[2].current_player != TERMINAL]
    assert {a[0] for _, a, _, _ in picks} == {"plan", "draw"}
    assert all(s.undoable(a) for s, a, _, _ in picks)


# ---------------------------------------------------------------- Rollecate


def test_rollecate_laying_a_track_card_from_the_hand_is_final():
    picks = [s for s in decisions("rollecate", first_word("track")) if s[0].phase != "setup lay"]
    assert picks and not any(s.undoable(a) for s, a, _, _ in picks)


def test_rollecate_laying_the_open_set_up_card_may_be_taken_back():
    picks = [s for s in decisions("rollecate") if s[0].phase == "setup lay"]
    assert picks and all(s.undoable(a) for s, a, _, _ in picks)


def test_rollecate_discarding_a_chaos_card_is_final():
    picks = decisions("rollecate", first_word("chaos"))
    assert picks and not any(s.undoable(a) for s, a, _, _ in picks)


def test_rollecate_a_move_that_ends_the_round_is_final():
    picks = [s for s in decisions("rollecate") if any(isinstance(e, rc_events.RoundScored) for e in s[3])]
    assert picks and not any(s.undoable(a) for s, a, _, _ in picks)


def test_rollecate_passing_rolling_and_ordering_penalties_may_be_taken_back():
    quiet = [
        s
        for s in decisions("rollecate", lambda a: a in ("pass", "roll") or first_word("penalty")(a))
        if not any(isinstance(e, rc_events.RoundScored) for e in s[3]) and s[2].current_player != TERMINAL
    ]
    assert {a if isinstance(a, str) else a[0] for _, a, _, _ in quiet} == {"pass", "roll", "penalty"}
    assert all(s.undoable(a) for s, a, _, _ in quiet)


# ---------------------------------------------------------------- the driver's undo_point


def history(game_id: str, players: int, seed: int, **options) -> tuple[list[GameState], list[Action]]:
    """States before each action and the actions of one seeded random game."""
    state = catalog.new_state(game_id, players, seed=seed, **options)
    rng, chance = random.Random(seed), SeededChance(seed)
    before: list[GameState] = []
    actions: list[Action] = []
    while state.current_player != TERMINAL:
        action = chance.draw(state, len(actions)) if state.current_player == CHANCE else rng.choice(list(state.legal_actions()))
        before.append(state)
        actions.append(action)
        state, _ = state.apply(action)
    return before, actions


def test_undo_point_counts_only_the_seats_own_moves_since_the_last_roll():
    before, actions = history("carom", 2, 5)
    # basic mode: card (seat), roll (chance), strike (seat), card (seat), roll, ...
    k = next(i for i in range(3, len(actions)) if before[i].phase == "card" and before[i - 1].phase == "strike")
    seat = before[k].current_player
    assert undo_point(before[: k + 1], actions[: k + 1], seat) == 2  # the card and the strike before it
    assert undo_point(before[: k + 1], actions[: k + 1], 1 - seat) == 0
    assert undo_point(before[:k], actions[:k], seat) == 1  # the strike; the roll before it stops the count
    assert undo_point(before[: k - 1], actions[: k - 1], seat) == 0  # the roll itself
    assert "dice" in undo_refusal(before[: k - 1], actions[: k - 1], seat)
    assert undo_refusal(before[:k], actions[:k], seat) == ""


def test_undo_point_stops_at_another_seats_move():
    before, actions = history("carom", 3, 6, mode="carom", direction_first=True)
    # carom mode with the direction first: aim (seat), roll+stroke (chance), the next seat aims, ...
    k = next(i for i in range(1, len(actions)) if before[i].current_player >= 0 and before[i - 1].current_player == CHANCE)
    seat = before[k].current_player
    assert undo_point(before[: k + 1], actions[: k + 1], seat) == 1
    other = before[k - 2].current_player  # the seat that aimed before that roll
    assert other != seat and undo_point(before[: k + 1], actions[: k + 1], other) == 0
    assert "Another player" in undo_refusal(before[: k + 1], actions[: k + 1], other)
    assert "Nothing" in undo_refusal([], [], 0)


def test_undo_point_never_counts_a_revealing_move():
    before, actions = history("rollecate", 2, 8)
    for k in range(1, len(actions) + 1):
        n = undo_point(before[:k], actions[:k], before[k - 1].current_player)
        for i in range(k - n, k):
            assert before[i].current_player == before[k - 1].current_player >= 0
            assert before[i].undoable(actions[i])


@pytest.mark.parametrize("game_id", list(SET_UPS))
def test_undo_never_changes_a_die_face_or_a_drawn_card(game_id):
    """Play a game twice from one seed: the second time every seat first makes random moves, takes
    them back as far as undo_point allows, then plays as the first game did. Same chance outcomes."""
    players, options = SET_UPS[game_id][-1]
    before, actions = history(game_id, players, 9, **options)
    chance = SeededChance(9)
    rng = random.Random(99)
    states = [before[0]]
    played: list[Action] = []
    taken_back = 0
    for target in actions:
        state = states[-1]
        seat = state.current_player
        if seat >= 0 and rng.random() < 0.5:
            tries = 0  # wander: moves of the same seat that it may take back
            while tries < 3 and state.current_player == seat:
                move = rng.choice(list(state.legal_actions()))
                if not state.undoable(move):
                    break
                state, _ = state.apply(move)
                states.append(state)
                played.append(move)
                tries += 1
            n = undo_point(states[:-1], played, seat) if tries else 0
            assert n >= tries
            if tries:
                del states[len(states) - tries :], played[len(played) - tries :]
                taken_back += tries
        state = states[-1]
        action = chance.draw(state, len(played)) if state.current_player == CHANCE else target
        assert action == target, f"ply {len(played)}: chance gave {action!r} after undos, {target!r} without"
        after, _ = state.apply(action)
        states.append(after)
        played.append(action)
    assert played == actions and taken_back > 0
