"""Hot reload for course designers: between turns, a saved .tmx replaces the course in play.

The match record embeds its courses, so a reload swaps the embedded course and
plays the recorded moves again on it: saves, undo and replays stay exact. A
broken save, or a change the moves played so far no longer fit, keeps the last
good version and says why in one line.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.match.record import CourseEntry, RecordError
from game.match.session import MatchSession
from game.rules.course import CourseMap

if TYPE_CHECKING:
    from game.scenes.carom.play import CaromGame

POLL_SECONDS = 0.25
"""How often the course file is looked at (a save shows within a second)."""
STAYS = 3600.0
"""Seconds a broken save's notice is kept up: until the next good save takes it down."""


def _through_the_gate(path: Any) -> tuple[CourseMap, frozenset[Any]]:
    """Load a saved course through the game's gate (what ``rollinone check`` runs): its first error is raised."""
    from game.courses.gate import examine

    verdict = examine(path, "carom")
    refusal = verdict.refusal()
    if refusal is not None:
        raise refusal
    assert verdict.course is not None  # no refusal: the course was read
    return verdict.course, verdict.files | {path}


class CourseReloader:
    """Watches the file of the course on screen and plays on the new version when it is saved.

    Time passes for it every frame (:meth:`elapse`, which also looks at the file), so a save is
    seen within a second even while computers play without a pause; the new version is put in
    play at the next quiet moment between turns (:meth:`tick`). A broken save's notice stays
    on screen until the next good save.
    """

    def __init__(self, game: CaromGame) -> None:
        self.game = game
        self.clock = 0.0
        self.poll: Any = None
        self.ready: Any = None
        """What the last look at the file found and no quiet moment has yet put in play (a course or an error)."""
        self.notice: str = ""
        """The broken save's line now on screen ('' when none)."""
        self.watch()

    def watch(self) -> None:
        """Watch the file of the course now on screen (nothing for a course built in code, or a replay)."""
        from pathlib import Path

        from game.courses import CourseError
        from game.courses.watch import CourseWatcher

        self.poll = None
        self.ready = None
        self.clock = 0.0
        table = self.game.table
        if table.replaying:
            return
        entries = table.record.courses
        index = self.game.course_shown
        source = entries[index].source if index < len(entries) else ""
        path = Path(source) if source else None
        if path is None or not path.is_file():
            return
        try:
            self.poll = CourseWatcher(path, load=_through_the_gate)
        except CourseError:
            self.poll = None  # it broke since the game started: keep playing what was loaded

    def elapse(self, dt: float) -> None:
        """Every frame: let time pass and, every :data:`POLL_SECONDS`, look at the file (a few ``stat`` calls)."""
        if self.poll is None:
            return
        self.clock += dt
        if self.clock < POLL_SECONDS:
            return
        self.clock = 0.0
        found = self.poll.poll()
        if found is not None:
            self.ready = found
        self._keep_notice()

    def tick(self, dt: float = 0.0) -> None:
        """At a quiet moment between turns: put what the file now holds in play (or say why not)."""
        if self.ready is None:
            return
        found, self.ready = self.ready, None
        app = self.game.table.app
        if not isinstance(found, CourseMap):
            self._show_notice(f"Course not reloaded, keeping the last good version: {found}")
            return
        reason = self.swap(found)
        if reason:
            self._show_notice(f"Course not reloaded, keeping the last good version: {reason}")
        else:
            self._show_notice("")
            app.notify(f"Course reloaded: {found.name}")

    def _show_notice(self, line: str) -> None:
        """Put a broken save's line up to stay (or, with '', take the last one down)."""
        app = self.game.table.app
        if self.notice and self.notice != line:
            app.toasts = [t for t in app.toasts if t.message != self.notice]
        self.notice = line
        if line:
            app.notify(line)
            self._keep_notice()

    def _keep_notice(self) -> None:
        """The broken save's line stays until the next good save, whatever other messages come and go."""
        if not self.notice:
            return
        app = self.game.table.app
        mine = [t for t in app.toasts if t.message == self.notice]
        if not mine:
            app.notify(self.notice)
            mine = [t for t in app.toasts if t.message == self.notice]
        for toast in mine:
            toast.remaining = STAYS

    def swap(self, course: CourseMap) -> str:
        """Put ``course`` in the record and play the moves again on it; '' when it worked, else why not."""
        game = self.game
        table = game.table
        record = table.record
        index = game.course_shown
        old = record.courses[index]
        record.courses[index] = CourseEntry.of(course, old.source)
        try:
            session = MatchSession(record)
        except RecordError as exc:
            record.courses[index] = old
            return str(exc)
        table.session = session
        game.courses[index] = course
        game.view.set_course(course)
        from game.scenes.carom.describe import describer

        game.view.describe = describer(course, game.view.objects_at, game._balls_at)
        game._preview_key = None
        game._sync_balls()
        return ""
