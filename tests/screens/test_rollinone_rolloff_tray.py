"""During the roll-off for the first-player token the tray shows only the roll-off's dice, each over its thrower's
name: the club dice, whose printed numbers would read as rolled values, leave the row until the clubs are played."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.rules.rollinone import data
from game.scenes.rollinone import drawing_board, tray
from game.ui import text
from tests.screens.rollinone_support import cpus, open_game, people, wait_for_person
from tests.screens.support import frames, press


@pytest.fixture
def app():  # type: ignore[no-untyped-def]
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    a.settings.animation_speed = "fast"
    yield a
    pygame.display.quit()


def strip_picture(game, app: App) -> tuple[list[str], list[str]]:  # type: ignore[no-untyped-def]
    """The faces of the dice the strip draws, and its words."""
    faces: list[str] = []
    words: list[str] = []
    real_die, real_render = tray.pieces.draw_die, text.render
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(tray.pieces, "draw_die", lambda surface, centre, size, face, *a, **k: faces.append(str(face)) or real_die(surface, centre, size, face, *a, **k))
        mp.setattr(text, "render", lambda words_, *a, **k: words.append(words_) or real_render(words_, *a, **k))
        drawing_board.draw_strip(game, app.surface, game.strip_rect)
    return faces, words


def test_the_roll_off_shows_its_own_dice_not_the_clubs(app: App, monkeypatch: pytest.MonkeyPatch):
    thrown: list[tuple[str, str]] = []  # every roll-off throw, as (who, face)
    real_throw = tray.ClubTray.throw

    def throw(self, club, face, to_beat, by="", note=""):  # type: ignore[no-untyped-def]
        if note:
            thrown.append((by, face))
        return real_throw(self, club, face, to_beat, by=by, note=note)

    monkeypatch.setattr(tray.ClubTray, "throw", throw)
    table = open_game(app, [*people("Ada", "Bo"), *cpus(1)], seed=8, variant="standard", quick=True, holes=1)
    game = table.game
    club_names = {c.title for c in data.CLUBS}
    looked = 0
    for _ in range(2000):
        frames(app)
        if table.state.phase not in ("rolloff", "golfer_deal"):
            break
        if not thrown or game.tray.rolling:
            continue
        faces, words = strip_picture(game, app)
        rolled = {f for _, f in thrown}
        assert set(faces) <= rolled, f"dice drawn {faces}, rolled {sorted(rolled)}: a die in the tray reads as a roll nobody made"
        assert not club_names & set(words), "no club is named in the roll-off"
        assert thrown[-1][0] in " ".join(words), "the last roll is told with its thrower's name"
        looked += 1
    assert looked, "the tray was seen during the roll-off"
    wait_for_person(app, table)
    while table.state.phase != "turn":
        press(app, pygame.K_RETURN)
        wait_for_person(app, table)
    faces, words = strip_picture(game, app)
    assert club_names <= set(words), "the clubs are back for the first shot"
    assert [str(c.top_number) for c in data.CLUBS] == faces[: len(data.CLUBS)]


def test_a_roll_off_die_in_the_air_is_not_said_to_move_a_ball(app: App):
    table = open_game(app, [*people("Ada", "Bo"), *cpus(1)], seed=8, variant="standard", quick=True, holes=1)
    game = table.game
    seen = 0
    for _ in range(400):
        frames(app)
        if game.tray.rolling and game.tray.note:
            _, words = strip_picture(game, app)
            assert not [w for w in words if "ball" in w], words
            assert any(w.endswith("…") and game.tray.by in w for w in words), "whose die is in the air"
            seen += 1
            if seen > 3:
                break
    assert seen
