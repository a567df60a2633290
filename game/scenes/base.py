"""The scene contract and the scene stack.

A scene is one screen (title, settings, a game board) or an overlay drawn over
the scene below it (pause menu, dialog). The stack changes only between
events: ``push``, ``pop`` and ``replace`` are queued and applied by
:meth:`SceneStack.apply_pending` (the app calls it after every event and
before drawing), so a scene never disappears in the middle of its own event
handling, and the next event, and the next picture, meet the new screen.

A click belongs to the screen it was pressed on: the stack hands a mouse
button's release (and a drag's held buttons) only to the scene that got the
press, and a held key's repeats only to the scene that got the first press.
So the click that closes a dialog never lands on what is beneath it, and
Enter held on one screen does not run on into the next.
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
    input_context: str = ""
    """Whose actions keys and buttons are read as while this scene is on top: a game's id on its table
    (that game's own actions work there, see :mod:`game.ui.controls`), "" for the shared actions alone."""

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
        self._pressed: dict[int, Scene] = {}
        """Mouse buttons held down, by the scene that got their press."""
        self._keys_down: dict[int, Scene] = {}
        """Keys held down, by the scene that got their first press."""
        self.changes = 0
        """Scene changes carried out so far (the app draws again before resting when it moved)."""

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

    def apply_pending(self) -> bool:
        """Carry out the queued changes, in order; True when there were any."""
        changed = bool(self._pending)
        while self._pending:
            change = self._pending.pop(0)
            change()
            self.changes += 1
        return changed

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
        """Give the event to the top scene, unless it is the end of a press another screen got (then it is dropped)."""
        top = self.top
        if top is None:
            return False
        routed = self._gate(event, top)
        if routed is None:
            return True  # the rest of a press that belonged to a screen no longer on top
        return top.handle_event(routed)

    def _gate(self, event: pygame.event.Event, top: Scene) -> pygame.event.Event | None:
        """The event as ``top`` should see it, or None when it belongs to a press made on another screen."""
        t = event.type
        if t == pygame.MOUSEBUTTONDOWN:
            self._pressed[event.button] = top
        elif t == pygame.MOUSEBUTTONUP:
            if self._pressed.pop(event.button, None) is not top:
                return None
        elif t == pygame.MOUSEMOTION and any(getattr(event, "buttons", ())):
            held = tuple(b and self._pressed.get(i + 1) is top for i, b in enumerate(event.buttons))
            if held != tuple(bool(b) for b in event.buttons):  # a drag begun on another screen is only a move here
                return pygame.event.Event(t, {**event.__dict__, "buttons": tuple(int(h) for h in held)})
        elif t == pygame.KEYDOWN:
            if getattr(event, "repeat", False):
                if self._keys_down.get(event.key) is not top:
                    return None  # a held key repeating into a screen it was not pressed on
            else:
                self._keys_down[event.key] = top
        elif t == pygame.KEYUP:
            if self._keys_down.pop(event.key, None) is not top:
                return None
        elif t == pygame.WINDOWFOCUSLOST:
            self._keys_down.clear()  # keys let go of elsewhere send no release here
        return event

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
