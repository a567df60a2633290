"""Rollecate's set-up: the shared set-up screen with rounds and the solo derailment limit.

Enter, Enter starts the saved (or default) table: you against one computer
player, one round. The derailment limit is a solo variant: its choice shows
only while one player is set.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

import pygame

from game import catalog
from game.scenes.base import Scene
from game.scenes.common_setup import ChoiceSpec, SetupResult, SetupScene, SetupSpec

if TYPE_CHECKING:
    from game.app import App
    from game.match.record import MatchRecord
    from game.scenes.table.game import TableGame
    from game.scenes.table.scene import TableScene

GAME_ID = "rollecate"

ROUNDS = ChoiceSpec(
    "rounds",
    "Rounds",
    (
        ("1", "1", "One round: about a quarter of an hour."),
        ("2", "2", "Two rounds: the points of both add up."),
        ("3", "3", "Three rounds: the points of all three add up."),
        ("4", "4", "Four rounds: everyone lays the first card once (with four players)."),
        ("5", "5", "Five rounds: a long evening; the points add up."),
    ),
    "1",
)
DERAIL_LIMIT = ChoiceSpec(
    "derail_limit",
    "Solo: derailments",
    (
        ("none", "no limit", "Playing alone: derail as often as you like; try to beat your best score."),
        ("3", "3 allowed", "Playing alone, the harder game: the fourth derailment in a round loses."),
    ),
    "none",
)


def bot_levels() -> tuple[str, ...]:
    """The computer strengths the engine offers."""
    from game.rules.rollecate.bot import LEVELS

    return tuple(LEVELS)


def spec() -> SetupSpec:
    """What Rollecate offers on the shared set-up screen."""
    info = catalog.info(GAME_ID)
    return SetupSpec(
        game_id=GAME_ID,
        title=info.title,
        min_players=info.min_players,
        max_players=info.max_players,
        levels=bot_levels(),
        choices=(ROUNDS, DERAIL_LIMIT),
        default_players=2,
        default_computers=1,
    )


def options_of(result: SetupResult) -> dict[str, Any]:
    """The engine's options from the set-up (the derailment limit only when playing alone)."""
    rounds = int(result.choices.get("rounds", ROUNDS.default))
    options: dict[str, Any] = {"rounds": rounds}
    limit = result.choices.get("derail_limit", DERAIL_LIMIT.default)
    if len(result.players) == 1 and limit != "none":
        options["derail_limit"] = int(limit)
    return options


def info_of(options: dict[str, Any], players: int) -> dict[str, Any]:
    """Short facts for the saved-games list."""
    mode = f"{options['rounds']} round{'s' if options['rounds'] > 1 else ''}"
    if "derail_limit" in options:
        mode += f", derail limit {options['derail_limit']}"
    return {"mode": mode, "players": players}


class RollecateSetup(SetupScene):
    """The shared set-up screen, offering the derailment limit only while one player is set (it is a solo variant)."""

    def _regroup(self) -> None:
        if not hasattr(self, "_every_choice"):  # the first call, from the shared screen's widget building
            self._every_choice = tuple(self.spec.choices)
            self._widget_of = dict(zip((c.key for c in self._every_choice), self.choice_widgets))
        solo = len(self.players) == 1
        offered = tuple(c for c in self._every_choice if solo or c.key != DERAIL_LIMIT.key)
        self.spec = dataclasses.replace(self.spec, choices=offered)
        self.choice_widgets = [self._widget_of[c.key] for c in offered]
        for widget in self._widget_of.values():
            if widget not in self.choice_widgets:
                widget.rect = pygame.Rect(0, 0, 0, 0)  # not laid out, not clicked
        super()._regroup()


def setup_scene(app: App) -> Scene:
    """The scene the title opens for Rollecate."""
    return RollecateSetup(app, spec(), lambda result: start_game(app, result))


def record_for(result: SetupResult, seed: int | None = None) -> MatchRecord:
    """The match record of a new game set up as ``result``."""
    from game.scenes.setup_spec import hint_display
    from game.scenes.table import new_record, seats_from

    options = options_of(result)
    return new_record(GAME_ID, seats_from(result.players), course=None, options=options, display=hint_display(result), info=info_of(options, len(result.players)), seed=seed)


def start_game(app: App, result: SetupResult) -> bool:
    """Replace the set-up with the game on the shared table."""
    from game.scenes.table import open_record

    return open_record(app, record_for(result))


def table_game(table: TableScene) -> TableGame:
    """Rollecate's plug-in for the shared table."""
    from game.scenes.rollecate.play import RollecateGame

    return RollecateGame(table)
