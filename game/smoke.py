"""Scripted input for ``rollinone --smoke N``: a tour of the screens with real events.

Events are posted into pygame's queue at given frames, so they travel the same
path as a player's keys and clicks. The tour is repeated when more frames are
asked for than it lasts.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import pygame

Step = tuple[int, Callable[[tuple[int, int]], pygame.event.Event]]
"""(frame, make event for the current window size)."""


def key(k: int, mod: int = 0) -> Callable[[tuple[int, int]], pygame.event.Event]:
    """A key press."""
    return lambda size: pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def move(fx: float, fy: float) -> Callable[[tuple[int, int]], pygame.event.Event]:
    """The mouse moving to a fraction of the window."""

    def make(size: tuple[int, int]) -> pygame.event.Event:
        pos = (int(size[0] * fx), int(size[1] * fy))
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))

    return make


def resize(w: int, h: int) -> Callable[[tuple[int, int]], pygame.event.Event]:
    """The window being resized."""
    return lambda size: pygame.event.Event(pygame.VIDEORESIZE, size=(w, h), w=w, h=h)


def title_tour() -> tuple[list[Step], int]:
    """Visit Settings, Rules (every page) and resize the window; then play a little Carom Golf
    (set-up, a stroke, the computer's turn, scorecard, pause menu, quit to title); (steps, period).

    The title opens with the first playable game (Roll in One) focused; two steps down is Carom
    Golf, where the tour starts; four more steps down (Rollecate, the challenge of the day, the
    clubhouse) is Settings.
    """
    d, u, ent, esc, right = pygame.K_DOWN, pygame.K_UP, pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_RIGHT
    steps: list[Step] = [
        (4, move(0.5, 0.5)),
        (5, key(d)),
        (6, key(d)),  # Carom Golf
        (8, key(d)),
        (9, key(d)),  # the challenge of the day
        (10, key(d)),  # the clubhouse
        (12, key(d)),  # Settings
        (24, key(ent)),
        (32, key(d)),
        (36, key(d)),
        (44, key(esc)),
        (50, key(d)),  # Rules
        (54, key(ent)),
        (60, key(right)),
        (66, key(d)),
        (70, key(right)),
        (76, key(right)),
        (84, key(esc)),
        (88, resize(1024, 600)),
        (96, key(u)),
        (98, key(u)),
        (100, key(u)),
        (102, key(u)),
        (104, resize(1280, 720)),
        (112, key(u)),  # back on Carom Golf
        (120, key(ent)),  # its set-up
        (132, key(u)),
        (138, key(d)),
        (144, key(ent)),  # Start: you against the computer
        (172, key(ent)),  # tee up on the first tee hex
        (250, key(pygame.K_n)),  # no card, lifted (once the hand has been up a moment: the table's skip guard)...
        (256, key(ent)),  # ...and Enter rolls the die
        (372, key(right)),  # turn the aim
        (382, key(ent)),  # strike
        (392, move(0.35, 0.4)),  # hover the course
        (412, key(pygame.K_TAB)),  # scorecard
        (442, key(pygame.K_TAB)),
        (672, key(esc)),  # pause menu
        (687, key(u)),  # up from Resume wraps round to the last entry, Quit
        (707, key(ent)),  # quit to title...
        (717, key(right)),
        (722, key(ent)),  # ...yes
    ]
    return steps, 730


class ScriptedInput:
    """Posts the steps of a script at their frames, repeating every ``period`` frames."""

    def __init__(self, steps: Iterable[Step], period: int) -> None:
        self.steps = sorted(steps, key=lambda s: s[0])
        self.period = max(1, period)

    def post_due(self, frame: int, size: tuple[int, int]) -> None:
        """Post the events scheduled for ``frame``."""
        local = frame % self.period
        for at, make in self.steps:
            if at == local:
                event = make(size)
                pygame.event.post(event)
                if event.type == pygame.KEYDOWN:  # a tap: the key comes up again (a held key would repeat)
                    pygame.event.post(pygame.event.Event(pygame.KEYUP, {**event.__dict__}))
