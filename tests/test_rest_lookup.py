"""Finding pygame's SDL library to rest on, on each system, and saying when the game polls instead.

The look-up per system (Linux's /proc/self/maps, macOS's dyld images, Windows'
loaded module) is faked here; ``test_sdl_is_found_on_this_system`` runs for
real on each hosted runner of ``.github/workflows/tests.yml``.
"""

import os
import sys

import pygame
import pytest

from game import rest
from game.app import App


@pytest.fixture
def fresh_lookup():
    rest.sdl.cache_clear()
    rest._told.clear()
    yield
    rest.sdl.cache_clear()
    rest._told.clear()


@pytest.mark.parametrize(
    "name, sdl",
    [
        ("libSDL2-2.0.so.0.3000.2", True),
        ("libSDL2-2-ab12cd34.0.so.0.3000.2", True),
        ("libSDL2-2.0.0.dylib", True),
        ("SDL2.dll", True),
        ("sdl2.dll", True),
        ("libSDL2_image-2.0.so.0", False),
        ("SDL2_mixer.dll", False),
        ("libSDL2_ttf-2.0.0.dylib", False),
        ("libSDL3.so.0", False),
        ("sdl2.cpython-311-x86_64-linux-gnu.so", False),  # pygame's pygame._sdl2.sdl2 module
        ("sdl2.cp311-win_amd64.pyd", False),
    ],
)
def test_only_sdl_itself_is_taken_not_its_companions(name, sdl):
    assert rest.is_sdl(os.path.join("somewhere", name)) is sdl


def test_macos_finds_sdl_among_the_loaded_images(monkeypatch):
    images = ["/usr/lib/libSystem.B.dylib", "/app/pygame/.dylibs/libSDL2_image-2.0.0.dylib", "/app/pygame/.dylibs/libSDL2-2.0.0.dylib"]
    monkeypatch.setattr(rest, "_dyld_images", lambda: images)
    assert rest.loaded_libraries("darwin") == ["/app/pygame/.dylibs/libSDL2-2.0.0.dylib"]


def test_windows_asks_for_the_loaded_sdl2_dll(monkeypatch):
    asked = []
    monkeypatch.setattr(rest, "_windows_module", lambda name: asked.append(name) or [r"C:\Games\rollinone\_internal\pygame\SDL2.dll"])
    assert rest.loaded_libraries("win32") == [r"C:\Games\rollinone\_internal\pygame\SDL2.dll"]
    assert asked == ["SDL2.dll"]


def test_a_system_that_cannot_be_asked_gives_no_libraries(monkeypatch):
    def refuse():
        raise OSError("no dyld here")

    monkeypatch.setattr(rest, "_dyld_images", refuse)
    assert rest.loaded_libraries("darwin") == []
    assert rest.loaded_libraries("sunos5") == []


def test_pygames_own_folders_are_searched_for_each_systems_layout(tmp_path, monkeypatch):
    package = tmp_path / "site-packages" / "pygame"
    (package / ".dylibs").mkdir(parents=True)
    (tmp_path / "site-packages" / "pygame_ce.libs").mkdir()
    for name in ("SDL2.dll", "SDL2_image.dll", ".dylibs/libSDL2-2.0.0.dylib", ".dylibs/libSDL2_ttf-2.0.0.dylib"):
        (package / name).write_bytes(b"")
    (tmp_path / "site-packages" / "pygame_ce.libs" / "libSDL2-2-0a1b2c3d.0.so.0").write_bytes(b"")
    monkeypatch.setattr(pygame, "__file__", str(package / "__init__.py"))
    monkeypatch.setattr(rest, "loaded_libraries", lambda platform=sys.platform: [])
    found = [os.path.relpath(p, package).replace("\\", "/") for p in rest._candidates()]
    assert found == ["SDL2.dll", ".dylibs/libSDL2-2.0.0.dylib", "../pygame_ce.libs/libSDL2-2-0a1b2c3d.0.so.0"]


def test_without_sdl_the_game_polls_and_says_so_once_when_debugging(fresh_lookup, tmp_path, monkeypatch, capsys):
    stranger = tmp_path / "libSDL2-not-a-library.so"
    stranger.write_bytes(b"not a shared library")
    monkeypatch.setattr(rest, "_candidates", lambda: [str(stranger)])
    monkeypatch.setenv("ROLLINONE_DEBUG", "1")
    app = App(size=(640, 480), persist_settings=False, headless=True)
    try:
        assert rest.sdl() is None
        pygame.event.post(pygame.event.Event(pygame.USEREVENT))
        assert rest.sleep_until_input(1.0, 0.004)  # polling still returns the event at once
        rest.sleep_until_input(0.01, 0.004)
    finally:
        pygame.display.quit()
    err = capsys.readouterr().err.splitlines()
    assert err == [f"rollinone: debug: rest: SDL's library could not be reached (tried: {stranger}); polling for input every 4 ms"]
    del app


def test_nothing_is_said_without_the_debug_switch(fresh_lookup, monkeypatch, capsys):
    monkeypatch.delenv("ROLLINONE_DEBUG", raising=False)
    App(size=(640, 480), persist_settings=False, headless=True)
    try:
        rest.sleep_until_input(0.01, 0.004)
    finally:
        pygame.display.quit()
    assert capsys.readouterr().err == ""


@pytest.mark.skipif(sys.platform not in ("linux", "darwin", "win32"), reason="pygame-ce's wheels and their SDL are known for Linux, macOS and Windows")
def test_sdl_is_found_on_this_system(fresh_lookup, monkeypatch, capsys):
    monkeypatch.setenv("ROLLINONE_DEBUG", "1")
    App(size=(640, 480), persist_settings=False, headless=True)
    try:
        lib = rest.sdl()
        assert lib is not None, rest.how_it_rests(None, 0.004)
        assert any(rest.is_sdl(p) for p in rest.loaded_libraries()), "found in pygame's folder, but not among the loaded libraries"
        rest.sleep_until_input(0.01, 0.004)
    finally:
        pygame.display.quit()
    assert "sleeping in SDL_WaitEventTimeout" in capsys.readouterr().err
