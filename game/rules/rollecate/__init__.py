"""Rollecate: lay track cards behind an old locomotive and roll dice to drive it.

The engine behind the rules contract (see :mod:`game.rules.protocol`):
:func:`new_state`, :func:`from_json`, :func:`make_bot` and
:func:`simulate_summary`. Players see the game through
``state.view(player)``; events with a hidden card say who may see it
(:func:`events.for_seat`).
"""

from game.rules.protocol import RulesVersion
from game.rules.rollecate.bot import make_bot
from game.rules.rollecate.saves import from_json
from game.rules.rollecate.start import new_state
from game.rules.rollecate.summary import simulate_summary

__all__ = ["RULES", "from_json", "make_bot", "new_state", "simulate_summary"]

RULES = RulesVersion(1)
"""The version of these rules that saves and replays record (raise it when a change makes a recorded game play differently)."""
