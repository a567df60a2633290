"""Sleeping until input arrives, without polling.

pygame's ``event.wait`` looks at the queue every millisecond, which alone costs
about 2% of a core. SDL itself can sleep on the window system's connection
until an event (a key, a click, an event posted by another thread, a timer)
arrives, but pygame does not expose that call, so it is made here through
ctypes on the very SDL library pygame loaded. Where that library cannot be
found, or is not the copy pygame initialised, the game looks for input every
few milliseconds instead.
"""

from __future__ import annotations

import ctypes
import glob
import os
import sys
import time
from functools import cache

import pygame

SDL_INIT_VIDEO = 0x20


def _candidates() -> list[str]:
    """Where the SDL library pygame uses may be: the loaded libraries first, then pygame's own folders."""
    found: list[str] = []
    try:
        with open("/proc/self/maps", encoding="utf-8", errors="replace") as maps:
            for line in maps:
                path = line.split()[-1] if line.strip() else ""
                if "libSDL2" in os.path.basename(path) and path not in found:
                    found.append(path)
    except OSError:  # not Linux
        pass
    here = os.path.dirname(pygame.__file__)
    for pattern in ("*SDL2*.dll", ".dylibs/libSDL2*.dylib", "../pygame_ce.libs/libSDL2*"):
        found += sorted(glob.glob(os.path.join(here, pattern)))
    return found


@cache
def sdl() -> ctypes.CDLL | None:
    """pygame's SDL library, once the display is open (None when it cannot be reached safely)."""
    if sys.platform == "emscripten":
        return None
    for path in _candidates():
        try:
            lib = ctypes.CDLL(path)
            lib.SDL_WasInit.argtypes = [ctypes.c_uint32]
            lib.SDL_WasInit.restype = ctypes.c_uint32
            lib.SDL_WaitEventTimeout.argtypes = [ctypes.c_void_p, ctypes.c_int]
            lib.SDL_WaitEventTimeout.restype = ctypes.c_int
        except (OSError, AttributeError):
            continue
        if lib.SDL_WasInit(SDL_INIT_VIDEO):  # the copy pygame initialised, not a stranger
            return lib
    return None


def sleep_until_input(timeout: float, poll: float) -> list[pygame.event.Event]:
    """Sleep up to ``timeout`` seconds; return as soon as events arrive (all of them, oldest first)."""
    deadline = time.perf_counter() + timeout
    lib = sdl() if pygame.display.get_init() else None
    while True:
        events = pygame.event.get()
        left = deadline - time.perf_counter()
        if events or left <= 0:
            return events
        if lib is not None:
            woke = lib.SDL_WaitEventTimeout(None, max(1, int(left * 1000)))
            if not woke or pygame.event.peek():
                continue  # the time is up, or there is input to return
        # no SDL wait here, or it woke for an event pygame does not report: look again shortly
        time.sleep(min(poll, max(0.0, deadline - time.perf_counter())))
