"""Roll in One as play begins: the design's label of where the green went leaves (its flag stays), and while a card
may be played on a roll the tray's row still shows the shot so far."""

from __future__ import annotations

import pygame
import pytest

from game import catalog
from game.app import App
from game.scenes.rollinone import tray as tray_module
from tests.screens.rollinone_support import cpus, open_game, people, wait_for_person
from tests.screens.support import frames, press, until_armed
from tests.user_folder import own_user_folder  # noqa: F401  (autouse fixture)


@pytest.fixture
def app():  # type: ignore[no-untyped-def]
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    yield a
    pygame.display.quit()


def test_the_greens_label_leaves_once_the_first_turn_is_shown(app: App):
    table = open_game(app, people("Ada", "Ben"), seed=3, variant="standard", holes=1)
    game = table.game
    bots = [catalog.make_bot("rollinone", i, 99) for i in range(2)]
    for _ in range(400):  # the people build the hole as a computer would, through the table as a click does
        wait_for_person(app, table)
        if app.stack.top is not table:  # the hand-over card between the two
            until_armed(app)
            press(app, pygame.K_RETURN)
            continue
        if table.state.phase != "design":
            break
        until_armed(app)
        table.play(bots[table.state.current_player].choose(table.state))
    assert table.state.phase == "turn" and table.may_act(), "the first turn is a person's"
    frames(app, 5)
    assert table.state.greens, "the hole has its green"
    assert "the green" not in game.tl.labels(), "the design's label stays into the first turn"


def test_the_shot_so_far_shows_while_a_card_may_be_played_on_its_first_roll(app: App, monkeypatch: pytest.MonkeyPatch):
    table = open_game(app, [*people("Ada"), *cpus(1)], seed=4, variant="standard", quick=True, holes=1)
    game = table.game
    bot = catalog.make_bot("rollinone", 0, 99)
    for _ in range(600):
        wait_for_person(app, table)
        st = table.state
        if st.phase == "rolled" and st.actor == st.shooter and st.flight is not None and st.flight.rolls == 1:
            break
        until_armed(app)
        table.play(bot.choose(st))
    else:
        pytest.fail("Ada never had a card window on a first roll")
    written: list[str] = []
    real = tray_module.text.render

    def noting(words, *args, **kwargs):  # type: ignore[no-untyped-def]
        written.append(words)
        return real(words, *args, **kwargs)

    monkeypatch.setattr(tray_module.text, "render", noting)
    game.draw_strip(app.surface, table.strip)
    rows = [w for w in written if w.startswith("This shot: ")]
    assert rows, f"no 'This shot' row while Ada may play a card on her roll (the tray wrote {written})"
    assert rows[0].count("·") == 0, "one roll so far"
