"""Save replay as…: write the game as one self-contained file a player can send to a friend.

The file goes into :func:`game.match.saves.export_folder` (a "Roll in One
replays" folder in the player's Documents, or home), under the name typed
here; an existing file is never replaced (a number is added). Afterwards the
full path is shown so the player can find it.
"""

from __future__ import annotations

import os
import re
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game import catalog
from game.match import saves
from game.match.record import MatchRecord
from game.render import drawing
from game.scenes.base import Scene
from game.ui import text
from game.ui.theme import BASE_SIZES, PALETTE, px
from game.ui.widgets import Button, FocusGroup, TextInput

if TYPE_CHECKING:
    from game.app import App

NAME_LENGTH = 60
_FORBIDDEN = re.compile(r'[<>"/\\|?*\x00-\x1f]')
"""Characters Windows refuses in a file name (and the folder separators of every system): left out."""
_COLON = re.compile(r"\s*:\s*")
"""A colon (Windows refuses it, macOS's Finder shows it as a slash): "12:30" becomes "12-30"."""
RESERVED = frozenset(
    {"CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"}
    | {f"{port}{n}" for port in ("COM", "LPT") for n in (*"123456789", "¹", "²", "³")}
)
"""Names Windows keeps for devices, whatever the extension (``nul.json`` is the null device, not a file)."""
MAX_PATH = 259
"""The longest full path Windows opens without long-path support (260 with its closing NUL)."""
_SUFFIX = " (999).json"
"""The longest ending :func:`free_path` adds to a name."""


def save_replay_as(app: App, record: MatchRecord) -> None:
    """Open the "Save replay as…" window over the current screen (pause menu and ranking call this)."""
    app.stack.push(SaveReplayScene(app, record))


def default_name(record: MatchRecord) -> str:
    """"Carom Golf 2026-11-25 15-17": the game and when it started, safe on every file system."""
    title = catalog.info(record.game).title if record.game in catalog.GAMES else record.game
    try:
        when = datetime.fromisoformat(record.created).astimezone().strftime("%Y-%m-%d %H-%M")
    except (ValueError, OverflowError, OSError):
        when = ""
    return clean_name(f"{title} {when}") or "replay"


def clean_name(name: str) -> str:
    """A file name from what was typed, that every system accepts.

    No folders and no characters Windows refuses (a colon becomes a dash), no
    leading dot (hidden on Linux and macOS), no trailing dot or space (Windows
    drops them), never a device name such as ``CON`` or ``com1`` (an underscore
    is added), at most :data:`NAME_LENGTH` characters; "" when nothing is left.
    """
    name = _FORBIDDEN.sub("", _COLON.sub("-", name)).strip(" .")
    if name.lower().endswith(".json"):
        name = name[:-5]
    name = name[:NAME_LENGTH].strip(" .")
    first, dot, rest = name.partition(".")
    if first.rstrip(" ").upper() in RESERVED:
        name = f"{first.rstrip(' ')}_{dot}{rest}"
    return name


def free_path(folder: Path, name: str) -> Path:
    """``folder/name.json``, or ``name (2).json`` … when that is taken: never replace a file.

    Names are compared regardless of case, as Windows and macOS do ("Replay"
    and "replay" are one file there), and the name is shortened when the full
    path would pass :data:`MAX_PATH`.
    """
    room = MAX_PATH - len(str(folder)) - 1 - len(_SUFFIX)
    if len(name) > room:
        name = name[: max(1, room)].rstrip(" .") or "replay"
    taken = _names_in(folder)
    path = folder / f"{name}.json"
    n = 2
    while path.name.casefold() in taken or path.exists():
        path = folder / f"{name} ({n}).json"
        n += 1
    return path


def _names_in(folder: Path) -> set[str]:
    """The file names in ``folder``, case-folded (empty when it cannot be listed)."""
    try:
        with os.scandir(folder) as entries:
            return {entry.name.casefold() for entry in entries}
    except OSError:
        return set()


class SaveReplayScene(Scene):
    """Type a file name, Save; then the full path is shown."""

    transparent = True

    def __init__(self, app: App, record: MatchRecord) -> None:
        super().__init__(app)
        self.record = record
        self.name = default_name(record)
        self.input = TextInput("File name", self.name, self._typed, max_length=NAME_LENGTH)
        self.save_button = Button("Save", self.save)
        self.cancel_button = Button("Cancel", self.app.stack.pop)
        self.group = FocusGroup([self.input, self.save_button, self.cancel_button])
        self.saved: Path | None = None
        self.problem = ""
        try:
            self.folder: Path | None = saves.export_folder()
        except saves.SaveError as exc:
            self.folder, self.problem = None, str(exc)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.resize(app.size)

    def _typed(self, value: str) -> None:
        self.name = value
        self.problem = ""

    def save(self) -> None:
        """Write the file (or say in one line why it could not be written)."""
        if self.saved is not None:
            self.app.stack.pop()
            return
        name = clean_name(self.name)
        if not name:
            self.problem = "Type a name for the file first."
            return
        if self.folder is None:
            return
        try:
            self.saved = saves.export_replay(self.record, free_path(self.folder, name))
        except saves.SaveError as exc:
            self.problem = str(exc)
            return
        self.app.notify(f"Replay saved: {self.saved}")
        self.save_button.label = "Done"
        self.group = FocusGroup([self.save_button])
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        s = self.app.scale
        self.group.set_scale(s)
        w, h = min(px(760, s), size[0] - px(40, s)), px(360, s)
        self.panel = pygame.Rect(0, 0, w, h)
        self.panel.center = (size[0] // 2, size[1] // 2)
        inner_x, inner_w = self.panel.x + px(30, s), w - px(60, s)
        self.input.rect = pygame.Rect(inner_x, self.panel.y + px(92, s), inner_w, px(62, s))
        bw, bh, gap = px(200, s), px(58, s), px(24, s)
        y = self.panel.bottom - px(26, s) - bh
        if self.saved is None:
            self.save_button.rect = pygame.Rect(self.panel.centerx + gap // 2, y, bw, bh)
            self.cancel_button.rect = pygame.Rect(self.panel.centerx - gap // 2 - bw, y, bw, bh)
        else:
            self.save_button.rect = pygame.Rect(self.panel.centerx - bw // 2, y, bw, bh)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.group.focused is self.input:
            self.save()  # Enter in the name field saves
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.group.focused is not self.input:
            self.group.move(1)
            return True
        self.group.handle_event(event)
        return True  # modal

    def draw(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        drawing.dim(surface)
        drawing.card(surface, self.panel, radius=px(16, s), lift=px(10, s))
        head = "Replay saved" if self.saved else "Save replay as…"
        img = text.render(head, "heading", px(BASE_SIZES["heading"], s), PALETTE.ink)
        surface.blit(img, img.get_rect(midtop=(self.panel.centerx, self.panel.y + px(24, s))))
        width = self.panel.w - px(60, s)
        if self.saved is None:
            self.group.draw(surface)
            note = self.problem or (f"into {self.folder}" if self.folder else "")
            color = PALETTE.accent if self.problem else PALETTE.ink_soft
            y = self.input.rect.bottom + px(14, s)
        else:
            note, color = str(self.saved), PALETTE.ink
            y = self.panel.y + px(92, s)
            hint = "Send this one file to a friend: it holds the courses, the players and every move."
            self.group.draw(surface)
            self._lines(surface, hint, y + px(96, s), width, PALETTE.ink_soft)
        self._lines(surface, note, y, width, color)

    def _lines(self, surface: pygame.Surface, message: str, y: int, width: int, color: tuple[int, int, int]) -> None:
        size = px(BASE_SIZES["small"], self.app.scale)
        for line in text.wrap(message, "body", size, width)[:3]:
            img = text.render(line, "body", size, color)
            surface.blit(img, img.get_rect(midtop=(self.panel.centerx, y)))
            y += img.get_height()

    def layout_rects(self) -> list[tuple[str, pygame.Rect]]:
        return [(getattr(w, "label", "?"), w.rect) for w in self.group.widgets]
