"""Every caddie card has its few words on the buttons (a card added to the rules but not here would show a blank line)."""

from __future__ import annotations

import typing

from game.rules.rollinone import data
from game.scenes.rollinone.choices import card_label, card_short


def test_every_caddie_card_has_a_second_line_and_a_label():
    assert set(data.CARD_IDS) == set(typing.get_args(data.CardId)), "the deck is the closed set card_short covers"
    assert all(card_short(card).strip() for card in data.CARD_IDS)
    assert len({card_short(card) for card in data.CARD_IDS}) == len(data.CARD_IDS), "each card its own words"
    assert all(card_label(card, None).strip() for card in data.CARD_IDS)
