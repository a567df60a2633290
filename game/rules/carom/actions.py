"""Carom Golf's actions, as the types say them (plain tuples and ints at run time).

Every action is a JSON-like value (see :mod:`game.rules.protocol`): a tuple
whose first item names the move, or a die face at the chance node. The
aliases below let the type checker refuse a wrong one; the values are what a
save or a match record holds, unchanged.
"""

from __future__ import annotations

from typing import Literal, TypeAlias

TeeAction: TypeAlias = tuple[Literal["tee"], int, int]
"""``("tee", q, r)``: put the ball on that tee hex (first turn on a course)."""
PlaceAction: TypeAlias = tuple[Literal["place"], int, int]
"""``("place", q, r)``: put the ball out of the mole hole on that hex."""
CardAction: TypeAlias = tuple[Literal["card"], str]
"""``("card", card_id)``: pick a card (``"none"`` for no card) before the roll."""
AimAction: TypeAlias = tuple[Literal["aim"], str, int]
"""``("aim", card_id, direction)``: variant "direction first", card and direction before the roll."""
StrikeAction: TypeAlias = tuple[Literal["strike"], int]
"""``("strike", direction)``: strike the ball after the roll."""
DieFace: TypeAlias = int
"""The chance node's outcome: the face rolled (1..6)."""

CaromAction: TypeAlias = TeeAction | PlaceAction | CardAction | AimAction | StrikeAction | DieFace
"""Anything :meth:`~game.rules.carom.state.CaromState.apply` takes."""
