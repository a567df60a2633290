"""The design phase's legal actions as a sequence worked out only as far as it is read.

A layout offers a couple of thousand board placements. A random playout or a
driver reads one of them by index, and a check asks whether one is in it, so
building them all for every new layout was most of the design phase's cost.
This sequence knows its length from the spots and the unused boards, makes the
one placement asked for by index, answers membership with the same test
``apply`` uses, and builds the whole list (in the very same order as
:func:`legal_placements`) only when iterated.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import overload

from game.hexgrid import Hex
from game.rules.rollinone.actions import PlaceGreen, RollAction
from game.rules.rollinone.boards import BoardSet, Placement, legal_placements, placement_allowed, placement_spots

_make = tuple.__new__  # a named tuple's value without its Python-level __new__


def placements_count(bs: BoardSet, placements: tuple[Placement, ...]) -> int:
    """How many placements :func:`legal_placements` lists for this layout, without listing them."""
    used = {p.board for p in placements}
    unused = sum(1 for b in bs.course_boards if b.index not in used)
    return unused * 6 * len(placement_spots(placements)) if unused else 0


class DesignMoves(Sequence[RollAction]):
    """The legal placements of a layout (when boards may still go down), then its green spaces as moves, in order."""

    __slots__ = ("_bs", "_placements", "_open", "_greens", "_green_set", "_count", "_boards", "_centres", "_all")

    def __init__(
        self,
        bs: BoardSet,
        placements: tuple[Placement, ...],
        open_: bool,
        greens: tuple[Hex, ...],
    ) -> None:
        self._bs = bs
        self._placements = placements
        self._open = open_
        self._greens = greens
        self._green_set: frozenset[Hex] | None = None
        self._count = placements_count(bs, placements) if open_ else 0
        self._boards: list[int] | None = None
        self._centres: list[Hex] | None = None
        self._all: tuple[RollAction, ...] | None = None

    def __len__(self) -> int:
        return self._count + len(self._greens)

    @overload
    def __getitem__(self, index: int) -> RollAction: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[RollAction]: ...

    def __getitem__(self, index: int | slice) -> RollAction | Sequence[RollAction]:
        if isinstance(index, slice):
            return self.listed()[index]
        i = index.__index__()
        size = self._count + len(self._greens)
        if i < 0:
            i += size
        if not 0 <= i < size:
            raise IndexError("design move index out of range")
        if i >= self._count:
            return _make(PlaceGreen, self._greens[i - self._count])
        centres = self._centres
        boards = self._boards
        if centres is None or boards is None:
            used = {p.board for p in self._placements}
            boards = self._boards = [b.index for b in self._bs.course_boards if b.index not in used]
            centres = self._centres = sorted(placement_spots(self._placements))
        column, row = divmod(i, len(centres))
        board, rotation = divmod(column, 6)
        h = centres[row]
        return _make(Placement, (boards[board], rotation, h.q, h.r))

    def listed(self) -> tuple[RollAction, ...]:
        """Every move, built once."""
        if self._all is None:
            head: tuple[RollAction, ...] = legal_placements(self._bs, self._placements) if self._open else ()
            self._all = head + tuple([_make(PlaceGreen, h) for h in self._greens])
        return self._all

    def __iter__(self) -> Iterator[RollAction]:
        return iter(self.listed())

    def __contains__(self, action: object) -> bool:
        if isinstance(action, tuple) and all(type(x) is int for x in action):
            if len(action) == 4:
                return self._open and placement_allowed(self._bs, self._placements, Placement(*action))
            if len(action) == 2:
                if self._green_set is None:
                    self._green_set = frozenset(self._greens)
                return Hex(*action) in self._green_set
        return action in self.listed()

    def index(self, value: object, start: int = 0, stop: int | None = None) -> int:
        """Where ``value`` is (from the built list: a lookup by value is rare)."""
        return self.listed().index(value, start, len(self) if stop is None else stop)

    def count(self, value: object) -> int:
        """How many times ``value`` is listed."""
        return self.listed().count(value)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (list, tuple, DesignMoves)):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # a list-like value: unhashable, as the list it stands for

    def __repr__(self) -> str:
        return f"DesignMoves({list(self)!r})"
