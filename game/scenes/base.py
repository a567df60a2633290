"""The scene contract and the scene stack.

A scene is one screen (title, settings, a game board) or an overlay drawn over
the scene below it (pause menu, dialog). The stack changes only between
frames: ``push``, ``pop`` and ``replace`` are queued and applied by
:meth:`SceneStack.apply_pending`, so a scene never disappears in the middle of
its own event handling.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.app import App


class Scene:
    """Base class of every screen and overlay."""

    transparent: bool = False
    """Overlays set this: the scenes below are drawn first, and keep their state."""

    def __init__(self, app: App) -> None:
        self.app = app

    # lifecycle ----------------------------------------------------------------
    def enter(self) -> None:
        """Became the top scene (pushed, or uncovered by a pop)."""

    def exit(self) -> None:
        """Stopped being the top scene (popped, replaced or covered)."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: recompute layout."""

    # frame ----------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to one input event; return True when it was used."""
        return False

    def update(self, dt: float) -> None:
        """Advance animations by ``dt`` seconds (already scaled by the animation-speed setting where wanted)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene (or, for an overlay, what goes over the scene below)."""

    def wake_in(self) -> float | None:
        """Seconds until this scene changes by itself: 0 while it animates, None when only input changes it.

        The loop draws nothing and sleeps until then (or until input), so a
        screen left waiting costs no CPU. The default suits most scenes: one
        that overrides :meth:`update` is assumed to animate all the time (so
        override this too, saying when it is still), one without is still, and
        a focused text field blinks its caret.
        """
        if type(self).update is not Scene.update:
            return 0.0
        from game.ui.widgets import TextInput, caret_wait

        group = getattr(self, "group", None)
        if isinstance(getattr(group, "focused", None), TextInput):
            return caret_wait()
        return None

    def damage(self, rects: list[pygame.Rect] | None) -> None:
        """Before drawing a scene shown alone: the areas the app drew over since its last frame (None: anything).

        Only scenes that redraw just what changed (:meth:`drawn_rects`) need it.
        """

    def drawn_rects(self) -> list[pygame.Rect] | None:
        """What the last :meth:`draw` changed on the window, or None (the default): the whole window is shown."""
        return None

    def message_area(self) -> pygame.Rect | None:
        """Where the app's one-line messages go on this scene (None: the bottom centre, as usual).

        A scene whose buttons or key hints sit where messages would appear gives a free strip instead.
        """
        return None

    # testing and accessibility --------------------------------------------------
    def layout_rects(self) -> list[tuple[str, pygame.Rect]]:
        """Named rectangles of the scene's laid-out texts and controls (tests check they fit and don't overlap)."""
        return []


class SceneStack:
    """Scenes on a stack; changes are queued and applied between frames."""

    def __init__(self) -> None:
        self._scenes: list[Scene] = []
        self._pending: list[Callable[[], None]] = []

    # queries --------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        """The scene that gets input."""
        return self._scenes[-1] if self._scenes else None

    @property
    def scenes(self) -> tuple[Scene, ...]:
        """All scenes, bottom first."""
        return tuple(self._scenes)

    def __len__(self) -> int:
        return len(self._scenes)

    def has_pending(self) -> bool:
        """True when a change waits for the end of the frame."""
        return bool(self._pending)

    # queued changes -----------------------------------------------------------
    def push(self, scene: Scene) -> None:
        """Put ``scene`` on top (between frames)."""
        self._pending.append(lambda: self._push(scene))

    def pop(self) -> None:
        """Remove the top scene (between frames)."""
        self._pending.append(self._pop)

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene`` (between frames)."""
        self._pending.append(lambda: self._replace(scene))

    def reset(self, scene: Scene) -> None:
        """Remove every scene and start again from ``scene`` (between frames)."""
        self._pending.append(lambda: self._reset(scene))

    def apply_pending(self) -> None:
        """Carry out the queued changes, in order."""
        while self._pending:
            change = self._pending.pop(0)
            change()

    def _push(self, scene: Scene) -> None:
        if self._scenes:
            self._scenes[-1].exit()
        self._scenes.append(scene)
        scene.enter()

    def _pop(self) -> None:
        if not self._scenes:
            return
        self._scenes.pop().exit()
        if self._scenes:
            self._scenes[-1].enter()

    def _replace(self, scene: Scene) -> None:
        if self._scenes:
            self._scenes.pop().exit()
        self._scenes.append(scene)
        scene.enter()

    def _reset(self, scene: Scene) -> None:
        while self._scenes:
            self._scenes.pop().exit()
        self._scenes.append(scene)
        scene.enter()

    # frame ----------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Give the event to the top scene."""
        top = self.top
        return top.handle_event(event) if top else False

    def update(self, dt: float) -> None:
        """Advance the top scene (covered scenes are paused)."""
        if self.top:
            self.top.update(dt)

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and every one it lets show through."""
        out: list[Scene] = []
        for scene in reversed(self._scenes):
            out.append(scene)
            if not scene.transparent:
                break
        return list(reversed(out))

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the visible scenes, bottom first."""
        for scene in self.visible():
            scene.draw(surface)

    def resize(self, size: tuple[int, int]) -> None:
        """Tell every scene the window size changed."""
        for scene in self._scenes:
            scene.resize(size)
