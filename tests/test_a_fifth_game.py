"""ARCHITECTURE.md's recipe for a new game ("Where a change goes"), checked for every game in the catalog.

Each test below is one line of the recipe: what a fifth game provides, found the way the app finds it
(the catalog entry, the engine package, the screens it names, the pages and tests beside them).
"""

from __future__ import annotations

import importlib
import inspect
import re
import types
from pathlib import Path

import pytest

from game import catalog
from game.rules.protocol import Event, GameState, RulesVersion

ROOT = Path(__file__).resolve().parent.parent
GAMES = list(catalog.GAMES)

ENGINE_FILES = ("actions.py", "events.py", "state.py", "data.py", "bot.py", "saves.py", "summary.py")
"""What every engine package holds: action shapes, events, the state, tunable data, the computer player,
reading a save back (``from_json``) and the figures for ``rollinone simulate``; a golf game also ``validate.py``."""

def engine_files(game_id: str) -> tuple[str, ...]:
    """The files the recipe asks of this game's engine."""
    return ENGINE_FILES + (("validate.py",) if catalog.info(game_id).default_course is not None else ())


def slug(title: str) -> str:
    """A title as the docs name its rules page: "Eagle's Creek" -> "eagles-creek"."""
    return re.sub(r"[^a-z0-9]+", "-", title.lower().replace("'", "")).strip("-")


@pytest.mark.parametrize("game_id", GAMES)
def test_the_catalog_entry_says_every_fact_of_the_game(game_id):
    info = catalog.info(game_id)
    assert info.id == game_id and info.title and info.tagline
    assert 1 <= info.min_players <= info.max_players
    assert isinstance(info.lower_is_better, bool) and isinstance(info.hidden_information, bool)
    assert info.screen == f"game.scenes.{game_id}.setup" and info.log_words == f"game.scenes.{game_id}.log_words"
    assert info.engine == f"game.rules.{game_id}"
    from game.scenes.title import GAME_ORDER

    assert GAME_ORDER.index(game_id) == GAMES.index(game_id), "its place in the catalog is its place on the title"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_engine_offers_the_contract(game_id):
    engine = catalog.engine(game_id)
    for name in ("new_state", "from_json", "make_bot"):
        assert callable(getattr(engine, name, None)), f"{game_id} has no {name}"
    for name in ("validate_course", "simulate_summary", "prepare_computer"):
        assert callable(getattr(engine, name, callable)), f"{game_id}'s {name} is not a function"
    assert isinstance(engine.RULES, RulesVersion) and engine.RULES.number >= 1
    info = catalog.info(game_id)
    state = catalog.new_state(game_id, info.min_players, seed=1)
    assert isinstance(state, GameState) and state.game_id == game_id
    assert catalog.load_state(state.to_json()).to_json() == state.to_json()
    assert callable(getattr(state, "view", None)) == info.hidden_information, "a game that hides information offers view(player)"
    bot = catalog.make_bot(game_id, 0, catalog.computer_seed(1, 0))
    if state.current_player == 0:
        assert bot.choose(state) in state.legal_actions()


@pytest.mark.parametrize("game_id", GAMES)
def test_the_engine_files_are_where_every_engine_keeps_them(game_id):
    folder = ROOT / "game" / "rules" / game_id
    for name in engine_files(game_id):
        assert (folder / name).is_file(), f"{game_id} has no {name}"
    engine = catalog.engine(game_id)
    homes = {"from_json": "saves", "simulate_summary": "summary", "validate_course": "validate"}
    for function, home in homes.items():
        if f"{home}.py" in engine_files(game_id):
            assert getattr(engine, function).__module__ == f"game.rules.{game_id}.{home}", f"{game_id}'s {function} lives in {home}.py"


@pytest.mark.parametrize("game_id", GAMES)
def test_actions_and_events_are_one_union_each(game_id):
    actions = importlib.import_module(f"game.rules.{game_id}.actions")
    events = importlib.import_module(f"game.rules.{game_id}.events")
    action_unions = [n for n in dir(actions) if n.endswith("Action") and not n.startswith("_") and n[0].isupper()]
    assert action_unions, f"{game_id}/actions.py names no action union"
    unions = [v for n, v in vars(events).items() if n.endswith("Event") and isinstance(v, types.UnionType)]
    assert len(unions) == 1, f"{game_id}/events.py has one union of its events"
    assert all(issubclass(kind, Event) for kind in unions[0].__args__)
    declared = {v for v in vars(events).values() if inspect.isclass(v) and issubclass(v, Event) and v is not Event and v.__module__ == events.__name__}
    assert declared == set(unions[0].__args__), "every event class is in the union"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_screens_plug_into_the_table(game_id):
    from game.scenes.table.game import TableGame

    setup = importlib.import_module(catalog.info(game_id).screen or "")
    for name in ("spec", "setup_scene", "record_for", "table_game"):
        assert callable(getattr(setup, name, None)), f"{game_id}/setup.py has no {name}"
    play = importlib.import_module(f"game.scenes.{game_id}.play")
    games = [v for v in vars(play).values() if inspect.isclass(v) and issubclass(v, TableGame) and v.__module__ == play.__name__]
    assert games, f"{game_id}/play.py defines the game's TableGame"
    words = importlib.import_module(catalog.info(game_id).log_words or "")
    assert callable(getattr(words, "log_lines", None))


SCREEN_FILES = ("setup.py", "play.py", "animate.py", "scores.py", "log_words.py", "diagrams.py", "hint_ghost.py")
"""What every game's screen folder holds, under the same names: the set-up, the TableGame, each event's picture,
the scorecard and ranking, the game log's words, the rules page's pictures and the hint's ghost."""


@pytest.mark.parametrize("game_id", GAMES)
def test_the_screen_folders_hold_the_same_kinds_of_files(game_id):
    folder = ROOT / "game" / "scenes" / game_id
    missing = [name for name in SCREEN_FILES if not (folder / name).is_file()]
    assert not missing, f"game/scenes/{game_id} has no {', '.join(missing)}"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_rules_pages_and_the_tests_are_there(game_id):
    title = catalog.info(game_id).title
    assert (ROOT / "assets" / "rules" / f"{game_id}.md").is_file(), "the players' rules page"
    assert (ROOT / "docs" / "rules" / f"{slug(title)}.md").is_file(), "the rules as implemented"
    assert (ROOT / "tests" / "rules" / game_id).is_dir(), "the engine's tests"
    from tests.rules.test_game_fingerprints import CASES

    assert any(case[0] == game_id for case in CASES), "whole games pinned by a fingerprint"
