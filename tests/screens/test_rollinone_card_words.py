"""Every caddie card has its few words on the buttons (a card added to the rules but not here would show a blank line)."""

from __future__ import annotations

from game.rules.rollinone import data
from game.scenes.rollinone.choices import CARD_SHORT, card_label


def test_every_caddie_card_has_a_second_line_and_a_label():
    assert set(CARD_SHORT) == set(data.CARD_IDS)
    assert all(CARD_SHORT[card].strip() for card in data.CARD_IDS)
    assert all(card_label(card, None).strip() for card in data.CARD_IDS)
