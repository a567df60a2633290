"""The railway on the table: a grid of squares half a card long, and where a card may go.

A card covers two neighbouring squares: upright (portrait) or lying (landscape).
Its rail ends sit in the middle of square sides on the card's border. Squares
are ``(x, y)`` with ``x`` to the right and ``y`` down the table, as on screen.

A card is laid *after* the last one: its rail must start at the side through
which the last card's rail leaves (the *head*), and both its squares must be
free. Seen from the head, each card kind can be laid in a few ways, named by
where the rail then heads:

* straight card: ``straight`` (two squares forward);
* left curve: ``left`` entering at its short end (two squares forward, then
  out to the left), or ``right`` entering at its long side (one square forward,
  one to the right, then out to the right);
* right curve: the mirror image.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from game.rules.rollecate import cards

Cell = tuple[int, int]

EAST, SOUTH, WEST, NORTH = 0, 1, 2, 3
DIRECTIONS: tuple[Cell, ...] = ((1, 0), (0, 1), (-1, 0), (0, -1))
"""Unit steps by heading; turning right is heading + 1 (y grows down the table)."""
DIRECTION_NAMES = ("east", "south", "west", "north")

TURNS: tuple[str, ...] = ("straight", "left", "right")

START_HEAD: tuple[Cell, int] = ((0, 0), EAST)
"""Where the first card of the railway goes, and the way it heads."""


@dataclass(frozen=True)
class RailCard:
    """A track card lying in the railway."""

    no: int
    """Serial number in the order cards were laid this round (0 = the first card)."""
    card: str
    """The card's code (see :mod:`game.rules.rollecate.data`)."""
    cells: tuple[Cell, Cell]
    """Its two squares, in the order the rail runs through them."""
    heading_in: int
    """Heading of the rail where it enters the card (0 east, 1 south, 2 west, 3 north)."""
    heading_out: int
    """Heading of the rail where it leaves the card."""

    @property
    def number(self) -> int:
        """The number on the card."""
        return cards.number(self.card)

    @property
    def orientation(self) -> str:
        """``portrait`` (upright) or ``landscape`` (lying)."""
        return "portrait" if self.cells[0][0] == self.cells[1][0] else "landscape"

    @property
    def turn(self) -> str:
        """Where the rail turns across this card: straight, left or right."""
        return turn_between(self.heading_in, self.heading_out)

    def to_json(self) -> list[object]:
        """``[no, card, [[x, y], [x, y]], heading_in, heading_out]``."""
        return [self.no, self.card, [list(self.cells[0]), list(self.cells[1])], self.heading_in, self.heading_out]

    @staticmethod
    def from_json(value: object) -> RailCard:
        """Inverse of :meth:`to_json` (ValueError when damaged)."""
        if not isinstance(value, list) or len(value) != 5:
            raise ValueError("a railway card must be a list of five values")
        no, card, cells_, h_in, h_out = value
        if not cards.is_card(card) or cards.is_chaos(card):
            raise ValueError(f"not a track card: {card!r}")
        a, b = ((int(c[0]), int(c[1])) for c in cells_)
        if not (isinstance(no, int) and isinstance(h_in, int) and isinstance(h_out, int)):
            raise ValueError("railway numbers must be whole numbers")
        rail = RailCard(no, card, (a, b), h_in % 4, h_out % 4)
        if rail != placed(rail.no, card, turn_between(h_in, h_out), (a, h_in)):
            raise ValueError(f"railway card {no} does not match its rail shape")
        return rail


def step(cell: Cell, heading: int, n: int = 1) -> Cell:
    """The square ``n`` steps from ``cell`` along ``heading``."""
    dx, dy = DIRECTIONS[heading % 4]
    return (cell[0] + n * dx, cell[1] + n * dy)


def turn_between(heading_in: int, heading_out: int) -> str:
    """The turn that takes the rail from one heading to the other (no card turns it back)."""
    turn = {0: "straight", 1: "right", 3: "left"}.get((heading_out - heading_in) % 4)
    if turn is None:
        raise ValueError("no card turns the rail back the way it came")
    return turn


def turns_of(card: str) -> tuple[str, ...]:
    """The ways a track card can be laid: ``("straight",)`` or ``("left", "right")``."""
    return ("straight",) if cards.shape(card) == "S" else ("left", "right")


def placed(no: int, card: str, turn: str, head: tuple[Cell, int]) -> RailCard:
    """The card laid at ``head`` so that its rail turns ``turn`` (which ``turns_of`` allows)."""
    front, heading = head
    if turn not in turns_of(card):
        raise ValueError(f"a {card} card cannot turn {turn}")
    if turn == "straight":
        return RailCard(no, card, (front, step(front, heading)), heading, heading)
    out = (heading + (1 if turn == "right" else -1)) % 4
    long_way = (cards.shape(card) == "L") == (turn == "left")
    if long_way:  # entered at the short end: forward two squares, turning in the far one
        return RailCard(no, card, (front, step(front, heading)), heading, out)
    # entered at the long side: the rail turns at once and runs through the side square
    return RailCard(no, card, (front, step(front, out)), heading, out)


def head_of(railway: Sequence[RailCard]) -> tuple[Cell, int]:
    """The square the next card must cover first, and the heading there."""
    if not railway:
        return START_HEAD
    last = railway[-1]
    return step(last.cells[1], last.heading_out), last.heading_out


def occupied(railway: Iterable[RailCard]) -> set[Cell]:
    """Every square covered by a card of the railway."""
    return {cell for rail in railway for cell in rail.cells}


def may_follow(new: int, last: int) -> bool:
    """The number rule: a 1 never touches a 3, nor a 2 a 4."""
    return abs(new - last) != 2


def fits(railway: Sequence[RailCard], card: str, turn: str, taken: set[Cell] | None = None) -> RailCard | None:
    """The card as laid after ``railway`` if its squares are free, else None (numbers not checked)."""
    rail = placed(railway[-1].no + 1 if railway else 0, card, turn, head_of(railway))
    taken = occupied(railway) if taken is None else taken
    if rail.cells[0] in taken or rail.cells[1] in taken:
        return None
    return rail


def _second_steps(card: str, heading: int) -> tuple[tuple[str, Cell], ...]:
    """Each turn of ``card`` laid heading ``heading``, with the step from its first square to its second.

    The same squares :func:`placed` gives (its first square is always the head's), kept per card kind
    and heading so listing the moves needs no card built (see :func:`free_turns`).
    """
    key = (card, heading)
    found = _STEPS.get(key)
    if found is None:
        found = _STEPS[key] = tuple(
            (turn, placed(0, card, turn, ((0, 0), heading)).cells[1]) for turn in turns_of(card)
        )
    return found


_STEPS: dict[tuple[str, int], tuple[tuple[str, Cell], ...]] = {}


def free_turns(card: str, head: tuple[Cell, int], taken: set[Cell]) -> list[str]:
    """The turns of ``card`` whose squares are free when laid at ``head``: those :func:`fits` accepts."""
    (x, y), heading = head
    if (x, y) in taken:
        return []
    return [turn for turn, (dx, dy) in _second_steps(card, heading) if (x + dx, y + dy) not in taken]


def free_space(railway: Sequence[RailCard], limit: int = 16, taken: set[Cell] | None = None) -> int:
    """How many free squares the head can reach (up to ``limit``): 0 when it faces a card."""
    taken = occupied(railway) if taken is None else taken
    front, _ = head_of(railway)
    if front in taken:
        return 0
    seen = {front}
    frontier = [front]
    while frontier and len(seen) < limit:
        cell = frontier.pop()
        for heading in range(4):
            nxt = step(cell, heading)
            if nxt not in taken and nxt not in seen:
                seen.add(nxt)
                frontier.append(nxt)
    return min(len(seen), limit)
