"""Issue #16 point 6: the app looks like an app (icon, taskbar name, bundle icon, .desktop file, version)."""

import configparser
import importlib.util
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game import __version__, cli
from game.app import WINDOW_CLASS_ENV, App, set_window_icon

ROOT = Path(__file__).resolve().parent.parent


def script(name: str):
    sys.path.insert(0, str(ROOT / "build_scripts"))
    spec = importlib.util.spec_from_file_location(name, ROOT / "build_scripts" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def app():
    a = App(size=(1024, 600), persist_settings=False, headless=True)
    yield a
    pygame.display.quit()


def test_the_window_icon_is_small_and_loads(app):
    png = ROOT / "assets" / "icon" / "rollinone.png"
    assert png.stat().st_size < 40_000
    assert pygame.image.load(str(png)).get_size() == (256, 256)
    assert set_window_icon()


def test_the_desktop_file_names_the_icon_the_command_and_the_window_class():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(ROOT / "assets" / "linux" / "rollinone.desktop", encoding="utf-8")
    d = entry["Desktop Entry"]
    assert d["Type"] == "Application" and d["Name"] == "Roll in One"
    assert d["Icon"] == "rollinone" == Path("assets/icon/rollinone.png").stem
    assert d["Exec"] == "rollinone" and "rollinone = " in (ROOT / "pyproject.toml").read_text()
    assert d["StartupWMClass"] == WINDOW_CLASS_ENV["SDL_VIDEO_X11_WMCLASS"] == WINDOW_CLASS_ENV["SDL_VIDEO_WAYLAND_WMCLASS"]
    assert d["Categories"].endswith(";")


def test_ico_and_icns_hold_the_drawn_pngs():
    files = script("icon_files")
    make_icon = script("make_icon")
    pngs = {n: make_icon.png_bytes(make_icon.draw(n)) for n in (16, 32, 256)}
    ico = files.ico_bytes(pngs)
    assert ico[:4] == b"\x00\x00\x01\x00"
    assert files.read_ico(ico) == pngs
    icns = files.icns_bytes(pngs)
    assert icns[:4] == b"icns"
    assert files.read_icns(icns) == {b"icp4": pngs[16], b"icp5": pngs[32], b"ic08": pngs[256]}
    with pytest.raises(ValueError):
        files.ico_bytes({48: pngs[32]})


@pytest.mark.parametrize("platform, suffix", [("win32", ".ico"), ("darwin", ".icns")])
def test_the_bundle_executable_carries_the_icon(tmp_path, monkeypatch, platform, suffix):
    bundle = script("build_bundle")
    icon = bundle.icon_file(tmp_path, platform)
    assert icon.suffix == suffix and icon.stat().st_size > 1000
    monkeypatch.setattr(sys, "platform", platform)
    args = bundle.pyinstaller_args(tmp_path / "dist", tmp_path / "work", icon)
    assert args[args.index("--icon") + 1] == str(icon)


def test_the_title_shows_the_version_in_a_corner(app):
    from game.scenes.title import TitleScene, version_label

    title = TitleScene(app)
    app.stack.push(title)
    app.stack.apply_pending()
    app._frame(1 / 60)
    rects = dict(title.layout_rects())
    version = rects.pop("version")
    assert __version__ in version_label()
    assert app.surface.get_rect().contains(version)
    assert version.left < app.size[0] // 4 and version.bottom > app.size[1] * 0.9, "bottom-left corner"
    assert version.collidelist(list(rects.values())) == -1


def test_rollinone_version(capsys):
    with pytest.raises(SystemExit) as done:
        cli.main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out.strip() == f"rollinone {__version__}"
    out = subprocess.run([sys.executable, "-m", "game", "--version"], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert out.stdout.strip() == f"rollinone {__version__}"
