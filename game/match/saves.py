"""Saved games and replays in the user's preference folder: atomic writes, backups, lists.

One match is one file, ``saves/<created>-<game>-<id>.json`` (the :class:`MatchRecord`
JSON), written after every action: a temporary file in the same folder, flushed
and fsynced, then ``os.replace``-d over the old one, so a crash or a kill loses
at most the action in progress. The previous versions stay as ``.json.1`` and
``.json.2``. A small picture of the table may sit beside it as ``.png``.

A finished game moves to ``replays/`` (the newest :data:`KEEP_REPLAYS` are kept) and its
results join the clubhouse's records (:mod:`game.match.records`, which keep them all).
A file that cannot be read is listed with a one-line reason and is never
written over: a match whose file turned out damaged continues under a new id.
Every failure of the folder itself is a :class:`SaveError` with one line.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from game import catalog, paths
from game.match.record import MatchRecord, RecordError, SeatEntry, new_id

KEEP_BACKUPS = 2
"""Older versions kept beside each saved game (``.json.1`` is the newest of them)."""
KEEP_REPLAYS = 50
"""Finished games kept in ``replays/``."""
PICTURE_EVERY = 5.0
"""Seconds between two pictures of the same game (see :func:`picture_due`)."""
MAX_FILE_BYTES = 32 * 1024 * 1024
"""A larger file is not a saved game (and is not read into memory)."""


class SaveError(OSError):
    """The saves folder or a file in it cannot be used; the message is one line for the player.

    An ``OSError``, so a caller that guards file work with ``except OSError`` catches it too.
    """


@dataclass(frozen=True)
class Standing:
    """How a finished game ended, for the Replays list: the names, best first, with their final scores."""

    ranked: tuple[tuple[str, float, bool], ...]
    """(seat name, final score, won), best first; in seat order when no order was recorded.

    Nobody has won in a lost solo game, nor when the result was not recorded."""
    label: str
    """What a score is called ("points", "strokes"; "" when not recorded)."""
    decided: bool
    """False for a game finished without the table's ranking (``resume --autoplay``): scores only, nobody named."""


def seat_name(seat: SeatEntry) -> str:
    """A seat's name for the lists, computers marked ("Ben (computer)")."""
    return seat.name + (" (computer)" if seat.computer and "computer" not in seat.name.lower() else "")


@dataclass(frozen=True)
class SaveEntry:
    """One file in the saved-games or replays list."""

    path: Path
    record: MatchRecord | None
    """None when the file is damaged (see :attr:`problem`)."""
    problem: str = ""
    """One line saying why the file cannot be opened ("" when it can)."""
    modified: float = 0.0
    """The file's modification time (seconds since the epoch)."""
    backup: MatchRecord | None = None
    """For a damaged file: the newest of its older versions that still loads (see :meth:`recovered`)."""

    @property
    def damaged(self) -> bool:
        """True when the file cannot be opened."""
        return self.record is None

    @property
    def picture(self) -> Path | None:
        """The small picture saved beside the file, if there is one."""
        png = self.path.with_suffix(".png")
        return png if png.is_file() else None

    @property
    def game_title(self) -> str:
        """The game's name (or the file name for a damaged file)."""
        if self.record is None:
            return self.path.name
        return catalog.info(self.record.game).title

    @property
    def course(self) -> str:
        """The course (or courses) it is played on."""
        if self.record is None:
            return ""
        named = self.record.info.get("course")
        if isinstance(named, str) and named:
            return named
        names = [c.name for c in self.record.courses if c.name]
        return ", ".join(names[:3]) + (" …" if len(names) > 3 else "")

    @property
    def players(self) -> str:
        """The seats' names, computers marked."""
        if self.record is None:
            return ""
        return ", ".join(seat_name(s) for s in self.record.seats)

    @property
    def standing(self) -> Standing | None:
        """Who won and everyone's final score (None: not a finished game with recorded scores)."""
        r = self.record
        if r is None or not r.finished or r.final_scores is None or len(r.final_scores) != len(r.seats):
            return None
        names = [seat_name(s) for s in r.seats]
        if r.outcome is None:
            return Standing(tuple((n, v, False) for n, v in zip(names, r.final_scores)), "", False)
        won = set(r.outcome.winners)
        ranked = tuple((names[i], r.final_scores[i], i in won) for i in r.outcome.order)
        return Standing(ranked, r.outcome.label, True)

    @property
    def moves(self) -> int:
        """Actions played so far (dice rolls and draws count as moves too)."""
        return len(self.record.actions) if self.record is not None else 0

    @property
    def date(self) -> str:
        """When it was last played, in local time ("25 Nov 2026, 15:17")."""
        when = _timestamp(self.record.updated) if self.record is not None else None
        moment = datetime.fromtimestamp(when if when is not None else self.modified)
        return f"{moment.day} {moment:%b %Y, %H:%M}"

    def recovered(self) -> MatchRecord | None:
        """The older version of a damaged save, as a match of its own (new id: the damaged file is never written over)."""
        if self.backup is None:
            return None
        copy = MatchRecord.loads(self.backup.dumps())
        copy.id = new_id()
        return copy

    def summary(self) -> str:
        """One line for a list: course, moves and date (or the damage)."""
        if self.record is None:
            if self.backup is not None:
                return f"Damaged: {self.problem}; an older copy ({len(self.backup.actions)} moves) can be opened"
            return f"Damaged: {self.problem}"
        parts = [self.course, f"{self.moves} moves", self.date]
        return " · ".join(p for p in parts if p)


# ---------------------------------------------------------------------------- folders
def _folder(name: str) -> Path:
    try:
        path = paths.user_dir() / name
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise SaveError(f"cannot use the {name} folder ({_why(exc)})") from None
    except RuntimeError as exc:  # SDL could not name a preference folder (pygame.error is a RuntimeError)
        raise SaveError(f"cannot use the {name} folder ({exc})") from None
    return path


def saves_folder() -> Path:
    """Where unfinished games are saved (created on first use; :class:`SaveError` if it cannot be)."""
    return _folder("saves")


def replays_folder() -> Path:
    """Where finished games are kept."""
    return _folder("replays")


def export_folder() -> Path:
    """Where "Save replay as…" writes: a visible folder in the player's documents (:func:`game.paths.documents_dir`).

    ``ROLLINONE_EXPORT_DIR`` overrides it; when the home folder cannot be used,
    the preference folder's ``exported/`` is the fallback.
    """
    override = os.environ.get("ROLLINONE_EXPORT_DIR")
    candidates = [Path(override)] if override else []
    with contextlib.suppress(RuntimeError, KeyError, OSError):
        # the Documents folder as the desktop names it (OneDrive, ~/Dokumente), else the home folder
        candidates.append((paths.documents_dir() or Path.home()) / "Roll in One replays")
    for path in candidates:
        try:
            path.mkdir(parents=True, exist_ok=True)
            return path
        except OSError:
            continue
    return _folder("exported")


def file_name(record: MatchRecord) -> str:
    """``<created>-<game>-<id>.json``: sorts by start time, one file per match."""
    digits = re.sub(r"\D", "", record.created)[:14]
    stamp = f"{digits[:8]}-{digits[8:14]}" if len(digits) == 14 else "undated"
    return f"{stamp}-{record.game}-{record.id}.json"


# ---------------------------------------------------------------------------- writing
_written: dict[Path, tuple[int, int]] = {}
"""(size, mtime_ns) of each file this process wrote last: anything else there is checked before being replaced."""
_pictured: dict[str, float] = {}
"""When each match's picture was last written (monotonic seconds)."""


def write_atomic(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` so that ``path`` holds either the old or the new content, whatever happens."""
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            if hasattr(os, "fchmod"):  # mkstemp makes 0600; a saved game is an ordinary file
                os.fchmod(fh.fileno(), 0o644)
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make a rename durable (POSIX); folders cannot be opened for this on Windows."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _signature(path: Path) -> tuple[int, int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return (st.st_size, st.st_mtime_ns)


def backup_path(path: Path, n: int) -> Path:
    """The ``n``-th older version of a saved game (1 = the newest backup)."""
    return path.with_name(f"{path.name}.{n}")


def _rotate_backups(path: Path) -> None:
    """Shift ``.1`` → ``.2`` …, then keep the current file as ``.1`` (a hard link: no copy, no gap)."""
    for n in range(KEEP_BACKUPS, 1, -1):
        older = backup_path(path, n - 1)
        if older.exists():
            os.replace(older, backup_path(path, n))
    first = backup_path(path, 1)
    with contextlib.suppress(FileNotFoundError):
        first.unlink()
    try:
        os.link(path, first)
    except OSError:  # file systems without hard links
        shutil.copyfile(path, first)


def _free_path(record: MatchRecord, folder: Path) -> Path:
    """The record's file, or a new id when something that is not this match's latest save sits there."""
    for _ in range(20):
        path = folder / file_name(record)
        sig = _signature(path)
        if sig is None or _written.get(path) == sig:
            return path
        try:
            other = read_record(path)
        except RecordError:
            other = None
        if other is not None and other.id == record.id and other.game == record.game:
            return path  # this match's own file, saved by an earlier run (a resumed game)
        record.id = new_id()  # damaged or someone else's: never write over it
    raise SaveError("cannot find a free file name in the saves folder")


def autosave(record: MatchRecord, picture: bytes | None = None) -> Path:
    """Save an unfinished game after an action; ``picture`` (PNG bytes) is stored beside it.

    Returns the file. Raises :class:`SaveError` (one line) when the folder cannot be written.
    """
    folder = saves_folder()
    try:
        path = _free_path(record, folder)
        data = record.dumps().encode("utf-8")
        if path not in _written:
            _remove_stale_temporaries(path)
        if path.exists():
            _rotate_backups(path)
        write_atomic(path, data)
        _written[path] = _signature(path) or (0, 0)
        if picture is not None:
            write_atomic(path.with_suffix(".png"), picture)
            _pictured[record.id] = _monotonic()
    except SaveError:
        raise
    except OSError as exc:
        raise SaveError(f"the game could not be saved ({_why(exc)})") from None
    return path


def picture_due(record: MatchRecord) -> bool:
    """True when the table should send a new picture with the next :func:`autosave` of ``record``."""
    last = _pictured.get(record.id)
    return last is None or _monotonic() - last >= PICTURE_EVERY


def _monotonic() -> float:
    import time

    return time.monotonic()


def _remove_stale_temporaries(path: Path) -> None:
    """Temporary files a killed run left behind for this match (harmless, but they pile up)."""
    for name in (path.name, path.with_suffix(".png").name):
        for tmp in path.parent.glob(f".{name}.*.tmp"):
            with contextlib.suppress(OSError):
                tmp.unlink()


def _remove_match_files(path: Path, keep_picture: bool = False) -> None:
    targets = [path, *(backup_path(path, n) for n in range(1, KEEP_BACKUPS + 1))]
    if not keep_picture:
        targets.append(path.with_suffix(".png"))
    for p in targets:
        with contextlib.suppress(FileNotFoundError):
            p.unlink()
        _written.pop(p, None)
    _remove_stale_temporaries(path)


def finish(record: MatchRecord, picture: bytes | None = None, *, final: Any = None) -> Path:
    """A game ended: keep it as a replay (newest :data:`KEEP_REPLAYS`), take it off the saved games, add it to the clubhouse.

    ``final`` is the game's last state when the caller has it (the records then need not replay the game).
    The clubhouse records (:mod:`game.match.records`) never stop this: their problems wait as notices.
    """
    record.finished = True
    record.touch()
    replays = replays_folder()
    try:
        target = replays / file_name(record)
        if target.exists() and _written.get(target) != _signature(target):
            try:
                same = read_record(target).id == record.id
            except RecordError:
                same = False
            if not same:
                record.id = new_id()
                target = replays / file_name(record)
        write_atomic(target, record.dumps().encode("utf-8"))
        _written[target] = _signature(target) or (0, 0)
        saved = saves_folder() / file_name(record)
        old_picture = saved.with_suffix(".png")
        if picture is not None:
            write_atomic(target.with_suffix(".png"), picture)
        elif old_picture.exists():
            os.replace(old_picture, target.with_suffix(".png"))
        if saved.exists() and _written.get(saved) != _signature(saved):
            with contextlib.suppress(RecordError):
                if read_record(saved).id == record.id:
                    _remove_match_files(saved)
        else:
            _remove_match_files(saved)
        _prune(replays)
    except SaveError:
        raise
    except OSError as exc:
        raise SaveError(f"the replay could not be kept ({_why(exc)})") from None
    from game.match import records  # here: records reads the replays through this module

    records.note_finished(record, final)
    return target


def _prune(folder: Path) -> None:
    files = [p for p in folder.glob("*.json") if not p.name.startswith(".")]
    by_time = sorted(files, key=lambda p: ((_signature(p) or (0, 0))[1], p.name), reverse=True)
    for old in by_time[KEEP_REPLAYS:]:
        _remove_match_files(old)


def export_replay(record: MatchRecord, path: Path) -> Path:
    """Write the match as one self-contained file a player can send to a friend; returns the full path."""
    path = Path(path).expanduser()
    if path.suffix.lower() != ".json":
        path = path.with_name(path.name + ".json")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, record.dumps().encode("utf-8"))
    except OSError as exc:
        raise SaveError(f"the replay could not be written to {path} ({_why(exc)})") from None
    return path.resolve()


# ---------------------------------------------------------------------------- reading
def read_record(path: Path) -> MatchRecord:
    """The record in a file; :class:`RecordError` with a one-line reason for anything wrong, the file's or the folder's."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise RecordError(f"too large to be a saved game ({size // (1024 * 1024)} MB)")
        data = path.read_bytes()
    except FileNotFoundError:
        raise RecordError(f"file not found: {path}") from None
    except IsADirectoryError:
        raise RecordError(f"{path} is a folder, not a saved game") from None
    except OSError as exc:
        raise RecordError(f"cannot read {path} ({_why(exc)})") from None
    if not data.strip():
        raise RecordError("the file is empty")
    return MatchRecord.loads(data)


def _entries(folder: Path) -> list[SaveEntry]:
    try:
        files = [p for p in folder.iterdir() if p.suffix == ".json" and not p.name.startswith(".")]
    except FileNotFoundError:
        return []
    except OSError as exc:
        raise SaveError(f"cannot read the {folder.name} folder ({_why(exc)})") from None
    out: list[SaveEntry] = []
    for p in files:
        mtime = (_signature(p) or (0, 0))[1] / 1e9
        try:
            out.append(SaveEntry(p, read_record(p), "", mtime))
        except RecordError as exc:
            out.append(SaveEntry(p, None, str(exc), mtime, _good_backup(p)))
    out.sort(key=lambda e: (_entry_time(e), e.path.name), reverse=True)
    return out


def _good_backup(path: Path) -> MatchRecord | None:
    for n in range(1, KEEP_BACKUPS + 1):
        older = backup_path(path, n)
        if older.exists():
            with contextlib.suppress(RecordError):
                return read_record(older)
    return None


def _entry_time(entry: SaveEntry) -> float:
    when = _timestamp(entry.record.updated) if entry.record is not None else None
    return when if when is not None else entry.modified


def list_saves() -> list[SaveEntry]:
    """Unfinished games, newest first; damaged files too, each with its reason."""
    return [e for e in _entries(saves_folder()) if e.record is None or not e.record.finished]


def list_replays() -> list[SaveEntry]:
    """Finished games kept as replays, newest first (damaged files with their reason)."""
    return _entries(replays_folder())


def latest_unfinished(accept: Callable[[MatchRecord], bool] | None = None) -> SaveEntry | None:
    """The most recently played unfinished game that ``accept`` takes (None when there is none or the folder cannot be read)."""
    try:
        entries = list_saves()
    except SaveError:
        return None
    return next((e for e in entries if e.record is not None and (accept is None or accept(e.record))), None)


def delete(entry: SaveEntry) -> None:
    """Remove a saved game or replay (with its backups and picture)."""
    try:
        _remove_match_files(entry.path)
    except SaveError:
        raise
    except OSError as exc:
        raise SaveError(f"{entry.path.name} could not be deleted ({_why(exc)})") from None


def _timestamp(iso: str) -> float | None:
    try:
        return datetime.fromisoformat(iso).timestamp()
    except (ValueError, OverflowError, OSError):
        return None


def _why(exc: OSError) -> str:
    reason = exc.strerror or type(exc).__name__
    return f"{reason}: {exc.filename}" if exc.filename else reason
