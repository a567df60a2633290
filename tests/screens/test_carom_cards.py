"""Choosing Carom's card: a choice lifts a card, only a confirm rolls the die; the number keys follow the cards
as shown and are printed on them; the last die keeps clear of every card's words; the prompt comes with the hand."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.scenes.common_setup import PlayerSpec
from game.ui import look, text
from tests.screens.support import click, frames, press
from tests.screens.test_carom_game import CaromScene, game_of, wait_idle

PEOPLE = [PlayerSpec("Ann", 1, False), PlayerSpec("Bob", 2, False), PlayerSpec("Cpu", 3, True, "normal")]


@pytest.fixture
def app():
    a = App(size=(1280, 720), persist_settings=False, headless=True)
    yield a
    look.apply(False, "normal")
    pygame.display.quit()


def at_the_cards(app: App, mode: str = "basic") -> CaromScene:
    """Ann (first of two people and a computer) teed up: her card for the first stroke is to be chosen."""
    scene = game_of(app, PEOPLE, mode=mode)
    wait_idle(app, scene)
    press(app, pygame.K_RETURN)  # tee up
    wait_idle(app, scene)
    assert scene.state.phase == "card" and scene.human_turn()
    return scene


def test_a_click_lifts_a_card_and_rolls_nothing_a_second_click_on_it_rolls(app):
    scene = at_the_cards(app)
    hand, ply = scene.hand, scene.ply
    click(app, hand.rects[3].center)
    assert (scene.ply, hand.chosen, scene.dice.rolling) == (ply, 3, False), "the click lifted the card only"
    click(app, hand.rects[5].center)
    assert (scene.ply, hand.chosen) == (ply, 5), "another click lifts another card instead: a misclick costs nothing"
    click(app, hand.rects[5].center)
    assert scene.table.record.actions[ply] == ("card", hand.cards[5].id) and scene.dice.rolling, "the second click rolls"


def test_the_roll_button_and_enter_roll_the_lifted_card(app):
    scene = at_the_cards(app)
    hand, ply = scene.hand, scene.ply
    press(app, pygame.K_RIGHT)
    lifted = hand.chosen
    assert lifted is not None and scene.ply == ply, "the arrows lift a card"
    assert hand.roll_shown and hand.cards[lifted].label in hand.roll.detail, "the button names the card it rolls for"
    click(app, hand.roll.rect.center)
    assert scene.table.record.actions[ply] == ("card", hand.cards[lifted].id)

    scene = at_the_cards(app)  # a new game, for Enter
    ply = scene.ply
    press(app, pygame.K_5)
    assert scene.ply == ply and scene.hand.chosen == 4
    press(app, pygame.K_RETURN)
    assert scene.table.record.actions[ply] == ("card", scene.hand.cards[4].id)


def test_n_lifts_no_card_like_any_other_and_enter_rolls_it(app):
    scene = at_the_cards(app)
    ply = scene.ply
    press(app, pygame.K_n)
    assert scene.ply == ply and scene.hand.chosen == scene.hand.index_of("none") and not scene.dice.rolling
    assert "no card chosen" in scene.table.instruction()
    press(app, pygame.K_RETURN)
    assert scene.table.record.actions[ply] == ("card", "none")


def test_undo_puts_a_lifted_card_back_in_the_hand(app):
    scene = at_the_cards(app)
    ply = scene.ply
    press(app, pygame.K_3)
    press(app, pygame.K_u)
    assert scene.hand.chosen is None and scene.ply == ply, "the tee stays; only the lifted card went back"


def test_the_number_keys_choose_the_cards_in_the_order_shown_from_the_first(app):
    scene = at_the_cards(app)
    hand, ply = scene.hand, scene.ply
    left_to_right = sorted(range(len(hand.cards)), key=lambda i: hand.rects[i].x)
    for n, key in enumerate((pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7, pygame.K_8, pygame.K_9)):
        press(app, key)
        assert hand.chosen == left_to_right[n], f"{n + 1} lifts the card shown {n + 1}th"
    press(app, pygame.K_KP1)
    assert hand.chosen == left_to_right[0] and hand.cards[hand.chosen].op == "none", "1 (keypad too) is the first card: none"
    assert scene.ply == ply, "and none of them rolled"


@pytest.mark.parametrize("text_size", ["normal", "largest"])
def test_every_card_prints_its_number_and_the_last_die_covers_none_of_its_words(app, text_size):
    look.apply(False, text_size)
    scene = at_the_cards(app)
    hand = scene.hand
    for i, r in enumerate(hand.rects):
        f = hand.face(i)
        parts = {"number": f.number, "die": f.die, "label": f.ink, "range": f.range}
        for name, rect in parts.items():
            assert r.contains(rect), f"card {i + 1}: its {name} is on the card"
        names = list(parts)
        for a in range(len(names)):
            for b in range(a + 1, len(names)):
                assert not parts[names[a]].colliderect(parts[names[b]]), f"card {i + 1}: {names[a]} and {names[b]} overlap"
        assert f.number.x - r.x < r.w // 4 and f.number.y - r.y < r.h // 4, "the number stands in the top left corner"
        # what the die really paints stays in its corner: draw the card with and without it
        surf = pygame.Surface(scene.table.app.surface.get_size())
        hand.last, hand.chosen, hand.hover, hand.focus = None, None, None, (i + 1) % len(hand.cards)
        hand.draw(surf)
        before = surf.copy()
        hand.last = (i, 6)
        surf.fill((0, 0, 0))
        hand.draw(surf)
        diff = [(x, y) for x in range(r.x, r.right) for y in range(r.y, r.bottom) if surf.get_at((x, y)) != before.get_at((x, y))]
        assert diff and all(f.die.inflate(2, 2).collidepoint(p) for p in diff), f"card {i + 1}: the die paints only its corner"
    with text.watch() as drawn:
        hand.draw(pygame.Surface((1, 1)))
    shown = {d.text for d in drawn}
    assert {str(n) for n in range(1, len(hand.cards) + 1)} <= shown, "every card prints its number key"


def test_the_prompt_to_choose_comes_only_with_the_hand_back(app):
    """Two people and a computer in Carom mode: in no frame does the prompt stand over the last stroke's card and die
    (the loop may rest right after a frame, so a frame's prompt must have its hand in that same frame)."""
    scene = game_of(app, PEOPLE, mode="carom")
    table, game = scene.table, scene.game
    prompts = strokes = 0
    for _ in range(5000):
        if strokes >= 6:
            break
        if app.stack.top is not table:
            press(app, pygame.K_RETURN)
            continue
        frames(app)
        line = table.instruction()
        if table.state.phase == "card" and ", stroke " in line:  # a prompt to choose the card (or roll the one lifted)
            prompts += 1
            assert game.strip_key()[0] == "hand" and game.hand_shown(), f"the prompt came before the hand: {line}"
        if table.may_act():
            phase = table.state.phase
            if phase == "tee":
                press(app, pygame.K_RETURN)
            elif phase == "card":
                press(app, pygame.K_n)
                press(app, pygame.K_RETURN)
            elif phase == "strike":
                press(app, pygame.K_RETURN)
                strokes += 1
    assert strokes >= 6 and prompts, "people stroked after watching the others' strokes"
