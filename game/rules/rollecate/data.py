"""Rollecate's components: the deck, the dice and the set-up numbers, in one place to tune.

The rulebook's card pictures and dice symbol were lost, so this deck is our own
design; ``docs/rules/rollecate.md`` gives the reasons and the simulations behind
every number here. Everything that reads these values reads them at call time
(``data.TRACK_DECK``, never a copy made at import), so a tuning script can try
other numbers by substituting them.

A card is named by a short code. Track cards: the number, then the rail shape:

* ``S`` straight: the rail runs from one short end of the card to the other;
* ``L`` curve to the left: from a short end, along the card, out through the
  long side on the left of the far half (seen when entering at the short end);
* ``R`` curve to the right: the mirror image of ``L``.

Chaos cards (``C`` and their number) carry no rail and can never be laid.
"""

from __future__ import annotations

NUMBERS: tuple[int, ...] = (1, 2, 3, 4)
"""The numbers on the cards: penalty points, and dice to roll when laid."""

SHAPES: tuple[str, ...] = ("S", "L", "R")
"""Rail shapes: straight, curve to the left, curve to the right."""

TRACK_DECK: dict[str, int] = {
    "1S": 5, "1L": 4, "1R": 4,
    "2S": 5, "2L": 4, "2R": 4,
    "3S": 4, "3L": 4, "3R": 4,
    "4S": 4, "4L": 4, "4R": 4,
}  # fmt: skip
"""How many track cards of each kind: 50 in all."""

CHAOS_DECK: dict[str, int] = {"C1": 1, "C2": 1, "C3": 1, "C4": 2}
"""How many chaos cards of each number: 5 in all."""

DIE_FACES: tuple[str, ...] = ("loco", "loco", "loco", "loco", "blank", "blank")
"""The six faces of each die; every ``loco`` face moves the locomotive one card."""

LOCO_FACE = "loco"
"""The face that shows the locomotive."""

DICE = 4
"""Dice in the box: more than four dice are rolled in groups of four."""

FIRST_RAILWAY = 4
"""Cards in the railway laid during set-up."""

LOCO_START = 2
"""The locomotive starts on this card of the railway (0 = the first): the third."""

HAND_START = 2
"""Cards dealt to each player."""

REMOVED: dict[int, int] = {1: 11, 2: 11, 3: 9, 4: 7}
"""Cards put back in the box unseen, by number of players."""
