"""The components: 50 track cards, 5 chaos cards, 4 dice with locomotive faces."""

from game.rules.rollecate import cards, data, railway
from game.rules.rollecate.state import dice_outcomes


def test_the_deck_has_50_track_cards_numbered_1_to_4_and_5_chaos_cards():
    track = cards.track_deck()
    chaos = cards.chaos_deck()
    assert cards.total(track) == 50 and cards.total(chaos) == 5
    assert all(cards.is_chaos(k) for k, n in zip(cards.KINDS, chaos) if n)
    assert {cards.number(k) for k, n in zip(cards.KINDS, track) if n} == {1, 2, 3, 4}


def test_every_track_card_carries_a_rail_and_no_chaos_card_does():
    for kind, count in zip(cards.KINDS, cards.full_deck()):
        if count and not cards.is_chaos(kind):
            assert cards.shape(kind) in data.SHAPES and railway.turns_of(kind)


def test_a_card_is_worth_its_number_in_penalty_points():
    assert cards.points(["1S", "4L", "C3"]) == 8


def test_four_dice_with_locomotive_faces():
    assert data.DICE == 4 and len(data.DIE_FACES) == 6
    assert data.DIE_FACES.count(data.LOCO_FACE) == 4
    outcomes = dice_outcomes(4)
    assert len(outcomes) == 16
    assert abs(sum(p for _, p in outcomes) - 1) < 1e-12
    all_locos = dict(outcomes)[("loco",) * 4]
    assert abs(all_locos - (4 / 6) ** 4) < 1e-12
