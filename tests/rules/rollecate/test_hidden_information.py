"""Hidden information: a view shows a player their own hand and only counts of what is hidden."""

from game.rules.rollecate import actions, cards, make_bot
from game.rules.rollecate.events import CardDrawn, for_seat, visible

from .helpers import straight_railway, table, through_setup


def test_a_view_holds_the_players_own_hand_and_only_counts_of_the_others():
    state = table(hands=[["1S", "C2"], ["4L", "4R", "3S"]], piles=[["2S"], []])
    view = state.view(0)
    assert view.hand == ("1S", "C2")
    assert view.hand_sizes == (2, 3)
    assert view.draw_count == cards.total(state.deck) and view.box_count == cards.total(state.box)
    assert view.piles == state.piles and view.railway == state.railway and view.loco == state.loco
    assert not hasattr(view, "hands") and not hasattr(view, "deck") and not hasattr(view, "box")


def test_unseen_cards_are_the_draw_pile_the_box_and_the_other_hands():
    state, _ = through_setup(3, seed=6)
    for seat in range(3):
        others = [c for i, h in enumerate(state.hands) if i != seat for c in h]
        expected = cards.add(cards.add(state.deck, state.box), cards.composition_of(others))
        assert state.view(seat).unseen == expected


def test_views_do_not_change_with_what_the_player_cannot_see():
    a = table(hands=[["1S", "2S"], ["4L"]])
    b = table(hands=[["1S", "2S"], ["3L"]])
    assert a.view(0) == b.view(0)
    assert a.view(1) != b.view(1)


def test_the_computer_player_decides_from_its_view_alone():
    a = table(rail=straight_railway([1, 2, 2, 3]), hands=[["3S", "4L", "2R", "C1"], ["4R", "4S"]], piles=[["1L"], ["2L"]])
    b = table(rail=straight_railway([1, 2, 2, 3]), hands=[["3S", "4L", "2R", "C1"], ["1R", "C4"]], piles=[["1L"], ["2L"]])
    assert a != b and a.view(0) == b.view(0)
    for seed in range(5):
        assert make_bot(0, seed).choose(a) == make_bot(0, seed).choose(b)


def test_a_drawn_card_is_shown_to_its_owner_only():
    state = table(phase=actions.DRAW, seat=1)
    _, events = state.apply(state.legal_actions()[0])
    (drawn,) = events
    assert visible(drawn, 1) and not visible(drawn, 0)
    assert for_seat(events, 0) == [CardDrawn(1, None, drawn.pile_left, visible_to=(1,))]
    assert for_seat(events, 1) == events


def test_dealt_and_boxed_cards_are_hidden_in_the_events():
    _, events = through_setup(2, seed=3)
    seen_by_0 = for_seat(events, 0)
    for original, shown in zip(events, seen_by_0):
        if original.kind == "CardDealt":
            assert (shown.card is None) == (original.player != 0)
        elif original.kind == "CardBoxed":
            assert shown.card is None
        else:
            assert shown == original


class OnlyAView:
    """A stand-in state that offers nothing but views: anything else raises AttributeError."""

    def __init__(self, state):
        self._state = state

    def view(self, player):
        return self._state.view(player)


def test_the_computer_player_reads_nothing_but_its_view():
    state = table(rail=straight_railway([1, 2, 2, 3]), hands=[["3S", "4L", "2R", "C1"], ["4R"]], piles=[["1L"], ["2L"]])
    bot = make_bot(0, 1)
    assert bot.choose(OnlyAView(state)) == make_bot(0, 1).choose(state)
    state, _ = state.apply(actions.track("3S", "straight"))
    assert bot.choose(OnlyAView(state)) in state.legal_actions()


def test_a_pass_reveals_nothing():
    """Two games that differ only in one seat's hidden hand look the same to the others through its pass."""
    rail = straight_railway([1, 2, 2, 1])
    stuck = table(rail=rail, hands=[["3S", "3L"], ["4R"]], piles=[["2L"], []])  # a 3 may not follow the 1
    free = table(rail=rail, hands=[["2S", "3L"], ["4R"]], piles=[["2L"], []])
    assert stuck.view(1) == free.view(1)
    assert actions.track_moves(stuck.railway, stuck.hands[0]) == []
    assert actions.track_moves(free.railway, free.hands[0]) != []
    after_stuck, events_stuck = stuck.apply(actions.PASS)
    after_free, events_free = free.apply(actions.PASS)
    assert for_seat(events_stuck, 1) == for_seat(events_free, 1)
    assert after_stuck.view(1) == after_free.view(1)
    assert [e.kind for e in for_seat(events_stuck, 1)][0] == "Passed"
    assert not any(hasattr(e, "stuck") for e in for_seat(events_stuck, 1))


def test_the_passer_alone_hears_whether_they_were_stuck():
    state = table(rail=straight_railway([1, 2, 2, 1]), hands=[["3S"], ["4R"]])
    _, events = state.apply(actions.PASS)
    (reason,) = [e for e in for_seat(events, 0) if e.kind == "PassReason"]
    assert reason.stuck is True and reason.player == 0
    assert [e for e in for_seat(events, 1) if e.kind == "PassReason"] == []
