"""The game log: every action and outcome of a match as lines of words, newest last.

Pure Python (no pygame): the table shows it in its side panel, and
``rollinone replay FILE --log`` prints it. The log is written once for every
game; each game gives only the words for its own events, in one module named
by its catalog entry (``GameInfo.log_words``, found by
:func:`game.scenes.log_words.words_for`: this layer imports no screen), with
one function::

    def log_lines(before, action, events, after, log: LogContext) -> list[Line]: ...

``action`` was applied to ``before`` (a move or a chance outcome), which gave
``after`` and ``events``. A :class:`Line` has public words and, for hidden
information, words only one seat may read (a card drawn into a hand): the
public text then says what everyone saw ("Cleo draws a card").

Several actions may write one line together: a line names a ``group``, and a
later line of the same group takes its place (a shot that grows roll by roll:
"Cleo · Wood · 4, 6, ▲ · lands in the rough"). :meth:`LogContext.grow` builds
such a line from the one before. Each piece stays an entry of its own, tagged
with its action, so taking actions back (undo, a replay stepping back) only
drops the newest entries, and the line shows its earlier words again.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.rules.protocol import Action, Event, GameState, IllegalActionError, StateFormatError

if TYPE_CHECKING:
    from game.match.record import MatchRecord

ENGINE_ERRORS = (IllegalActionError, StateFormatError, KeyError, TypeError, ValueError, IndexError, AttributeError)
"""What an engine raises for an action a damaged record holds."""
SEP = " · "
"""Between the parts of one line: who, what, how it ended."""


@dataclass(frozen=True)
class Line:
    """One line of the log, as a game writes it."""

    text: str
    """What everyone may read."""
    seat: int | None = None
    """Whose line it is (its mark in the panel); None for the table's own (a round scored)."""
    private: str | None = None
    """What ``reader`` reads instead of ``text`` (a card drawn into their hand); None: nothing hidden."""
    reader: int | None = None
    """The one seat that may read ``private``."""
    group: Hashable | None = None
    """Lines of one group are one line on screen: the latest replaces the earlier in place."""
    tag: str = ""
    """For the game's words only: a note the next line of the group may read (what its last words were, a count)."""

    def text_for(self, viewer: int | None) -> str:
        """The words ``viewer`` may read (None: nobody's hidden words, the public view)."""
        if self.private is not None and viewer is not None and viewer == self.reader:
            return self.private
        return self.text


@dataclass(frozen=True)
class Entry:
    """A line and the action (0-based ply) that wrote it."""

    ply: int
    line: Line


@dataclass(frozen=True)
class Shown:
    """A line as one viewer reads it."""

    ply: int
    """The action that last changed it."""
    seat: int | None
    text: str
    private: bool
    """The viewer reads words the others do not."""


class LogContext:
    """What a game's words may ask while writing one action's lines."""

    def __init__(self, log: GameLog, ply: int) -> None:
        self._log = log
        self.ply = ply
        """The action being written (0-based)."""
        self.names = log.names
        """Every seat's name, in seat order."""
        self._made: list[Line] = []

    def name(self, seat: int) -> str:
        """A seat's name ("Seat 3" for a seat the record does not name)."""
        return self.names[seat] if 0 <= seat < len(self.names) else f"Seat {seat + 1}"

    def prior(self, group: Hashable) -> Line | None:
        """The line ``group`` shows now (None: it has none yet), counting the lines :meth:`grow` made for this action."""
        for line in reversed(self._made):
            if line.group == group:
                return line
        return self._log.latest(group)

    def grow(
        self,
        group: Hashable,
        text: str,
        *,
        seat: int | None = None,
        private: str | None = None,
        reader: int | None = None,
        sep: str = SEP,
        head: str = "",
        tag: str = "",
    ) -> Line:
        """The group's line with ``text`` added (``sep`` between), or a new line ``head`` + ``text``.

        ``private`` words (for ``reader``) are added to the reader's copy of the
        line instead (with an empty ``text``, to that copy only); a group keeps
        one reader.
        """
        before = self.prior(group)
        if before is None:
            line = Line(head + text, seat, None if private is None else head + private, reader, group, tag)
        else:
            if reader is None:
                reader = before.reader
            elif before.reader is not None and before.reader != reader:
                raise ValueError(f"group {group!r} has one reader, {before.reader}, not {reader}")
            mine = None
            if private is not None or before.private is not None:
                mine = _joined(before.private if before.private is not None else before.text, sep, private if private is not None else text)
            line = Line(_joined(before.text, sep, text), before.seat if seat is None else seat, mine, reader, group, tag)
        self._made.append(line)
        return line


def _joined(text: str, sep: str, more: str) -> str:
    return text + sep + more if more else text


Words = Callable[[Any, Any, Sequence[Event], Any, LogContext], list[Line]]
"""A game's ``log_lines(before, action, events, after, log)``."""


def plain_lines(before: Any, action: Any, events: Sequence[Event], after: Any, log: LogContext) -> list[Line]:
    """Words for a game that gives none of its own: who moved and what the move was called."""
    seat = before.current_player
    who = log.name(seat) if seat >= 0 else "Chance"
    return [Line(f"{who}{SEP}{action!r}", seat if seat >= 0 else None)]


class GameLog:
    """The lines of one match, kept up to date action by action (appended, or cut back on undo)."""

    def __init__(self, words: Words, names: Sequence[str]) -> None:
        self.words = words
        """The game's ``log_lines`` (the screens find it: :func:`game.scenes.log_words.words_for`)."""
        self.names = tuple(names)
        self.entries: list[Entry] = []
        self._latest: dict[Hashable, int] = {}
        """Each group's newest entry (its index in :attr:`entries`)."""
        self._marks: list[object] = []
        """The state after each logged action: a different state object there means the action was taken back."""
        self.version = 0
        """Changes whenever the lines change."""
        self._shown: dict[int | None, tuple[int, list[Shown]]] = {}
        self.asides: dict[int, list[Line]] = {}
        """Lines that are no action's, by the ply they were said at ("Cleo asked for a hint"): written before that ply's action."""
        self._asides_written: set[int] = set()

    @classmethod
    def of_record(cls, record: MatchRecord, words: Words) -> GameLog:
        """The whole log of a record (raises :class:`RecordError` where the record cannot be played again)."""
        from game.match import hint
        from game.match.record import RecordError

        log = cls(words, [s.name for s in record.seats])
        for ply, seat in hint.asks(record):
            log.aside(ply, Line(f"{log.names[seat]} {hint.ASKED}", seat))
        state = record.initial_state()
        for i, action in enumerate(record.actions):
            try:
                after, events = state.apply(action)
            except ENGINE_ERRORS as exc:
                raise RecordError(f"action {i + 1} cannot be played again ({exc})") from None
            log.add(state, action, events, after)
            state = after
        log.write_asides(len(record.actions))
        return log

    # ------------------------------------------------------------------ reading
    @property
    def plies(self) -> int:
        """Actions logged so far."""
        return len(self._marks)

    def latest(self, group: Hashable) -> Line | None:
        """The newest line of ``group`` (None: none)."""
        i = self._latest.get(group)
        return None if i is None else self.entries[i].line

    def lines(self, viewer: int | None = None) -> list[Shown]:
        """Every line as ``viewer`` reads it, oldest first (None: the public view)."""
        kept = self._shown.get(viewer)
        if kept is not None and kept[0] == self.version:
            return kept[1]
        out: list[Shown] = []
        where: dict[Hashable, int] = {}
        for e in self.entries:
            line = e.line
            text = line.text_for(viewer)
            shown = Shown(e.ply, line.seat, text, text is not line.text)
            g = line.group
            if g is None:
                out.append(shown)
            elif g in where:
                out[where[g]] = shown
            else:
                where[g] = len(out)
                out.append(shown)
        self._shown[viewer] = (self.version, out)
        return out

    def public_text(self) -> list[str]:
        """The lines everyone may read, as plain text (``replay --log``)."""
        return [s.text for s in self.lines(None)]

    # ------------------------------------------------------------------ writing
    def aside(self, ply: int, line: Line) -> None:
        """A line that is no action's, said at ``ply`` (before that action): written when the log reaches it."""
        self.asides.setdefault(ply, []).append(line)
        if ply == len(self._marks) and self._marks:  # the log is there already: the line goes at the end now
            if ply in self._asides_written:
                self.entries.append(Entry(ply, line))
                self.version += 1
            else:
                self.write_asides(ply)

    def write_asides(self, ply: int) -> None:
        """Write the asides said at ``ply`` if they are not written yet (the log is at ``ply`` or reaching it)."""
        if ply in self._asides_written or not self.asides.get(ply):
            return
        self._asides_written.add(ply)
        for line in self.asides[ply]:
            self.entries.append(Entry(ply, line))
        self.version += 1

    def add(self, before: GameState, action: Action, events: Sequence[Event], after: GameState) -> None:
        """Write the lines of the next action (``action`` took ``before`` to ``after`` with ``events``)."""
        ply = len(self._marks)
        self.write_asides(ply)
        for line in self.words(before, action, events, after, LogContext(self, ply)):
            if line.group is not None:
                self._latest[line.group] = len(self.entries)
            self.entries.append(Entry(ply, line))
        self._marks.append(after)
        self.version += 1

    def truncate(self, plies: int) -> None:
        """Forget the lines of every action from ``plies`` on (taken back, or a replay stepped back)."""
        if plies >= len(self._marks):
            return
        plies = max(0, plies)
        del self._marks[plies:]
        self._asides_written = {p for p in self._asides_written if p < plies}
        keep = len(self.entries)
        while keep and self.entries[keep - 1].ply >= plies:
            keep -= 1
        if keep < len(self.entries):
            del self.entries[keep:]
            self._latest = {e.line.group: i for i, e in enumerate(self.entries) if e.line.group is not None}
        self.version += 1

    def covers(self, states: Sequence[GameState], ply: int) -> bool:
        """True when the log already holds the lines of the first ``ply`` actions of the match whose states these are."""
        return len(self._marks) >= ply and (ply == 0 or self._marks[ply - 1] is states[ply])

    def follow(self, states: Sequence[GameState], actions: Sequence[Action], ply: int) -> bool:
        """Match the log to a match shown at ``ply``: ``states[i]`` is the state after ``i`` actions.

        Actions taken back since the last call (an undo, a replay stepping back,
        another action played after an undo) are found by the state objects
        they left, so only what changed is written again: nothing at all when
        nothing happened. True when the lines changed.
        """
        start = self.version
        keep = min(len(self._marks), ply)
        while keep and self._marks[keep - 1] is not states[keep]:
            keep -= 1
        self.truncate(keep)
        for i in range(keep, ply):
            before = states[i]
            _, events = before.apply(actions[i])  # the events only: states are values, the session's own stays
            self.add(before, actions[i], events, states[i + 1])
        self.write_asides(ply)
        return self.version != start
