"""The hint on request: the strongest computer's own choice, read from what the seat may see.

For each game, positions are collected from random games (random legal moves
and chance outcomes, a few games of different seeds) and at 200 of them, each
a person's decision:

* the hint is the strongest bot's own choice, that bot seeded as a computer in
  that seat would be, and a legal move;
* it reads nothing hidden: with every card the seat may not see exchanged for
  others (the other hands, the face-down piles) and the state's seed (which
  the driver draws the future dice and cards from) changed, the hint and
  everything it says are the same;
* it says something: the move in words, one line why, and at a shot the
  expected strokes (golf games) or the derail chance and expected penalty
  points (Rollecate).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from game import catalog
from game.match import hint
from game.match.gamelog import GameLog, Line
from game.rules.evolve import evolve
from game.rules.protocol import CHANCE, TERMINAL
from tests.screens.hidden_frames import other_cards

POSITIONS = 200
GAMES = ("rollinone", "eagles_creek", "carom", "rollecate")
MATCH_SEED = 11
FIGURES = {
    "rollinone": "Expected strokes to hole out",
    "eagles_creek": "Expected strokes to hole out",
    "carom": "Expected strokes to hole out",
    "rollecate": "Chance of derailing",
}
"""The figure a hint gives at the game's main decision."""


def positions(game_id: str, n: int) -> list[Any]:
    """``n`` decisions of people, from random games (random moves, random chance), spread over the games."""
    out: list[Any] = []
    rng = random.Random(f"hints:{game_id}")
    game = 0
    while len(out) < n:
        game += 1
        state = catalog.new_state(game_id, 2 + game % 2, None, 100 + game)
        catalog.prepare_computer(state)
        for _ in range(400):
            cp = state.current_player
            if cp == TERMINAL:
                break
            if cp == CHANCE:
                outcomes = state.chance_outcomes()
                action = rng.choices([o for o, _ in outcomes], [p for _, p in outcomes])[0]
            else:
                legal = state.legal_actions()
                if len(legal) > 1 and rng.random() < 0.35:
                    out.append(state)
                action = legal[rng.randrange(len(legal))]
            state, _ = state.apply(action)
    return out[:: max(1, len(out) // n)][:n]


@pytest.fixture(scope="module", params=GAMES)
def game_positions(request: pytest.FixtureRequest) -> tuple[str, list[Any]]:
    return request.param, positions(request.param, POSITIONS)


def test_the_hint_is_the_strongest_bots_own_choice(game_positions: tuple[str, list[Any]]) -> None:
    game_id, states = game_positions
    assert len(states) == POSITIONS
    level = hint.strongest_level(game_id)
    for state in states:
        seat = state.current_player
        got = hint.ask(game_id, state, seat, MATCH_SEED)
        bot = catalog.make_bot(game_id, seat, catalog.computer_seed(MATCH_SEED, seat), level)
        assert got.action == bot.choose(state), (game_id, seat)
        assert got.action in state.legal_actions()
        assert got.seat == seat and got.advice.move and got.advice.why


def test_the_hint_reads_no_hidden_cards_and_no_future_dice(game_positions: tuple[str, list[Any]]) -> None:
    game_id, states = game_positions
    hidden = catalog.info(game_id).hidden_information
    changed_cards = 0
    for state in states:
        seat = state.current_player
        blind = state
        if not (game_id == "rollinone" and state.phase == "design"):
            # (the exception: the computer's hole design takes a little noise from the match seed, designer.plan_boards,
            # which says nothing of the dice; a person designing is not shown a die either way)
            blind = evolve(state, seed=state.seed + 7_654_321)
        if hidden:
            swapped = other_cards(blind, seat)
            changed_cards += swapped != blind
            blind = swapped
        assert hint.ask(game_id, blind, seat, MATCH_SEED) == hint.ask(game_id, state, seat, MATCH_SEED)
    if hidden:
        assert changed_cards > POSITIONS // 2, "the check must really exchange cards"


def test_a_hint_gives_its_numbers_at_the_games_main_decision(game_positions: tuple[str, list[Any]]) -> None:
    game_id, states = game_positions
    with_figure = 0
    for state in states:
        advice = hint.ask(game_id, state, state.current_player, MATCH_SEED).advice
        for what, value in advice.figures:
            assert what and value
            if what == FIGURES[game_id]:
                float(value.rstrip("%"))
                with_figure += 1
    assert with_figure >= POSITIONS // 4, (game_id, with_figure)


def test_the_strongest_level_is_each_games_last() -> None:
    assert {g: hint.strongest_level(g) for g in GAMES} == {
        "rollinone": "normal",
        "eagles_creek": "hard",
        "carom": "hard",
        "rollecate": "normal",
    }


# --------------------------------------------------------------------------- kept in the record, written in the log
def _record(game_id: str = "rollecate") -> Any:
    from game.match.record import MatchRecord, SeatEntry

    return MatchRecord.new(game_id, 5, [SeatEntry("Cleo", 0, False, "normal"), SeatEntry("Ben", 1, True, "normal")])


def test_asks_are_kept_once_each_and_dropped_with_the_moves_taken_back() -> None:
    record = _record()
    record.actions = ["a", "b", "c"]
    assert hint.note_ask(record, 1, 0) and hint.note_ask(record, 3, 0)
    assert not hint.note_ask(record, 1, 0)
    assert hint.asks(record) == [(1, 0), (3, 0)]
    record.actions = ["a"]
    assert hint.forget_later(record) and hint.asks(record) == [(1, 0)]
    assert record.display["hint_asks"] == [[1, 0]]
    record.display["hint_asks"] = [[0, 0], "x", [0, 9], [-1, 0], [0, True]]
    assert hint.asks(record) == [(0, 0)]


def test_hints_are_on_unless_the_set_up_turned_them_off() -> None:
    record = _record()
    assert hint.hints_on(record)
    record.display["hints"] = False
    assert not hint.hints_on(record)


def test_the_log_says_who_asked_where_it_happened_and_forgets_it_with_an_undo() -> None:
    from game.scenes.log_words import words_for

    record = _record("carom")
    state = record.initial_state()
    states = [state]
    actions: list[Any] = []
    while len(actions) < 4:
        action = state.legal_actions()[0]
        state, _ = state.apply(action)
        actions.append(action)
        states.append(state)
    log = GameLog(words_for("carom"), ["Cleo", "Ben"])
    log.aside(2, Line("Cleo asked for a hint", 0))
    log.follow(states, actions, 4)
    text = log.public_text()
    asked = text.index("Cleo asked for a hint")
    fresh = GameLog(words_for("carom"), ["Cleo", "Ben"])
    fresh.follow(states, actions, 2)
    assert asked == len(fresh.public_text()), "the line comes after the first two actions' lines"
    log.follow(states, actions, 2)  # two moves taken back: the ask at ply 2 still stands
    assert log.public_text()[-1] == "Cleo asked for a hint"
    log.follow(states, actions, 1)
    assert "Cleo asked for a hint" not in log.public_text()
    log.aside(1, Line("Cleo asked for a hint", 0))  # asked now, with the log already there
    assert log.public_text()[-1] == "Cleo asked for a hint"
    record.actions = actions
    record.display["hint_asks"] = [[2, 0]]
    assert GameLog.of_record(record, words_for("carom")).public_text() == text
