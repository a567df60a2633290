"""Sleeping until input arrives, without polling.

pygame's ``event.wait`` looks at the queue every millisecond, which alone costs
about 2% of a core. SDL itself can sleep on the window system's connection
until an event (a key, a click, an event posted by another thread, a timer)
arrives, but pygame does not expose that call, so it is made here through
ctypes on the very SDL library pygame loaded. That library is found among the
ones this process has loaded (Linux: ``/proc/self/maps``; macOS: dyld's list of
images; Windows: the loaded ``SDL2.dll`` module), else in pygame's own folders
(``SDL2.dll`` beside it on Windows, ``.dylibs/libSDL2*.dylib`` on macOS,
``pygame_ce.libs`` on Linux). Where it cannot be found, or is not the copy
pygame initialised, the game looks for input every few milliseconds instead.
With ``ROLLINONE_DEBUG`` set, the first rest says which of the two it does.
"""

from __future__ import annotations

import ctypes
import glob
import os
import re
import sys
import time
from functools import cache

import pygame

SDL_INIT_VIDEO = 0x20

_SDL_NAME = re.compile(r"^(lib)?SDL2(?![_A-Za-z])", re.IGNORECASE)
"""SDL itself: ``libSDL2-2.0.so.0``, ``libSDL2-2.0.0.dylib``, ``SDL2.dll``; not ``SDL2_image`` and its kin."""

PYGAME_PATTERNS = ("*SDL2*.dll", ".dylibs/libSDL2*.dylib", "../pygame_ce.libs/libSDL2*")
"""Where pygame-ce's wheels keep SDL, relative to the pygame package (Windows, macOS, Linux)."""


def is_sdl(path: str) -> bool:
    """True when ``path`` names SDL's own library (not a companion library, nor pygame's ``_sdl2/sdl2`` module)."""
    name = path.replace("\\", "/").rsplit("/", 1)[-1]  # Windows separators on any system
    if ".cpython-" in name or ".abi3." in name or name.lower().endswith(".pyd"):
        return False  # a Python extension module
    return bool(_SDL_NAME.match(name))


def loaded_libraries(platform: str = sys.platform) -> list[str]:
    """The SDL libraries this process has loaded, by path (empty where the system cannot be asked)."""
    try:
        if platform.startswith("linux"):
            found = _linux_maps()
        elif platform == "darwin":
            found = _dyld_images()
        elif platform == "win32":
            found = _windows_module("SDL2.dll")
        else:
            found = []
    except (OSError, AttributeError, ValueError):
        return []
    out: list[str] = []
    for path in found:
        if is_sdl(path) and path not in out:
            out.append(path)
    return out


def _linux_maps() -> list[str]:
    with open("/proc/self/maps", encoding="utf-8", errors="replace") as maps:
        return [line.split()[-1] for line in maps if line.strip() and "/" in line]


def _dyld_images() -> list[str]:
    """Every image dyld has loaded into this process (macOS's counterpart of /proc/self/maps)."""
    libsystem = ctypes.CDLL("/usr/lib/libSystem.B.dylib")
    libsystem._dyld_image_count.restype = ctypes.c_uint32
    libsystem._dyld_get_image_name.argtypes = [ctypes.c_uint32]
    libsystem._dyld_get_image_name.restype = ctypes.c_char_p
    names = (libsystem._dyld_get_image_name(i) for i in range(libsystem._dyld_image_count()))
    return [os.fsdecode(name) for name in names if name]


def _windows_module(name: str) -> list[str]:
    """The full path of the loaded module ``name`` (Windows), or nothing."""
    if sys.platform != "win32":  # the ctypes names below exist only there
        return []
    from ctypes import wintypes

    kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
    kernel32.GetModuleHandleW.argtypes = [wintypes.LPCWSTR]
    kernel32.GetModuleHandleW.restype = wintypes.HMODULE
    kernel32.GetModuleFileNameW.argtypes = [wintypes.HMODULE, wintypes.LPWSTR, wintypes.DWORD]
    kernel32.GetModuleFileNameW.restype = wintypes.DWORD
    module = kernel32.GetModuleHandleW(name)
    if not module:
        return []
    buffer = ctypes.create_unicode_buffer(32768)
    size = kernel32.GetModuleFileNameW(module, buffer, len(buffer))
    return [buffer.value[:size]] if size else []


def _candidates() -> list[str]:
    """Where the SDL library pygame uses may be: the loaded libraries first, then pygame's own folders."""
    found = loaded_libraries()
    here = os.path.dirname(pygame.__file__)
    for pattern in PYGAME_PATTERNS:
        for path in sorted(glob.glob(os.path.join(here, pattern))):
            if is_sdl(path) and path not in found:
                found.append(path)
    return found


_found_at: list[str] = []
"""The path :func:`sdl` loaded SDL from (for the debug line)."""


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
            _found_at[:] = [path]
            return lib
    return None


def how_it_rests(lib: ctypes.CDLL | None, poll: float) -> str:
    """One line: whether resting sleeps in SDL, or falls back to looking for input every ``poll`` seconds."""
    if lib is not None:
        return f"rest: sleeping in SDL_WaitEventTimeout until input ({', '.join(_found_at) or 'SDL'})"
    tried = ", ".join(_candidates()) or "none found"
    return f"rest: SDL's library could not be reached (tried: {tried}); polling for input every {poll * 1000:.0f} ms"


_told: list[bool] = []


def _debug_once(lib: ctypes.CDLL | None, poll: float) -> None:
    """With ``ROLLINONE_DEBUG`` set, say once on the error stream how the game rests."""
    if _told or not os.environ.get("ROLLINONE_DEBUG"):
        return
    _told.append(True)
    try:
        print(f"rollinone: debug: {how_it_rests(lib, poll)}", file=sys.stderr, flush=True)
    except (OSError, ValueError, AttributeError):  # no error stream (a windowed bundle started by a double-click)
        pass


def sleep_until_input(timeout: float, poll: float) -> list[pygame.event.Event]:
    """Sleep up to ``timeout`` seconds; return as soon as events arrive (all of them, oldest first)."""
    deadline = time.perf_counter() + timeout
    lib = sdl() if pygame.display.get_init() else None
    _debug_once(lib, poll)
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
