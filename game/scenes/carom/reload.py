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
"""How often, between turns, the course file is looked at (a save shows within a second)."""


class CourseReloader:
    """Watches the file of the course on screen and plays on the new version when it is saved."""

    def __init__(self, game: CaromGame) -> None:
        self.game = game
        self.clock = 0.0
        self.poll: Any = None
        self.watch()

    def watch(self) -> None:
        """Watch the file of the course now on screen (nothing for a course built in code, or a replay)."""
        from pathlib import Path

        from game.courses import CourseError
        from game.courses.watch import CourseWatcher

        self.poll = None
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
            self.poll = CourseWatcher(path)
        except CourseError:
            self.poll = None  # it broke since the game started: keep playing what was loaded

    def tick(self, dt: float) -> None:
        """Between turns: look at the file now and then, and reload it when it changed."""
        if self.poll is None:
            return
        self.clock += dt
        if self.clock < POLL_SECONDS:
            return
        self.clock = 0.0
        found = self.poll.poll()
        if found is None:
            return
        app = self.game.table.app
        if not isinstance(found, CourseMap):
            app.notify(f"Course not reloaded, keeping the last good version: {found}")
            return
        from game.courses.validate import check_course, errors_in

        problems = errors_in(check_course(found))
        if problems:
            app.notify(f"Course not reloaded, keeping the last good version: {problems[0].line_text(found.source)}")
            return
        reason = self.swap(found)
        if reason:
            app.notify(f"Course not reloaded, keeping the last good version: {reason}")
        else:
            app.notify(f"Course reloaded: {found.name}")

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
