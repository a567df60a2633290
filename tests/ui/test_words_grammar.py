"""A seat named "You" is spoken to as a person; plurals agree."""

from game.ui.words import object_name, plural, possessive, subject, third_person


def test_you_takes_the_plain_verb_and_others_the_third_person():
    assert subject("You", "roll") == "You roll"
    assert subject("Cleo", "roll") == "Cleo rolls"
    assert subject("you", "be on the green") == "You are on the green"
    assert subject("Cleo", "be on the green") == "Cleo is on the green"
    assert subject("Cleo", "have 2 penalties") == "Cleo has 2 penalties"
    assert subject("You", "have 2 penalties") == "You have 2 penalties"


def test_third_person_spelling():
    assert [third_person(v) for v in ("pass", "carry", "play", "go", "lay down", "win")] == ["passes", "carries", "plays", "goes", "lays down", "wins"]


def test_possessive_and_object():
    assert possessive("You") == "Your"
    assert possessive("You", start=False) == "your"
    assert possessive("Cleo") == "Cleo's"
    assert object_name("You") == "you" and object_name("Cleo") == "Cleo"


def test_plurals_agree():
    assert plural(1, "die") == "1 die" and plural(2, "die") == "2 dice"
    assert plural(1, "penalty") == "1 penalty" and plural(0, "penalty") == "0 penalties"
    assert plural(3, "stroke") == "3 strokes"


def test_several_seats_take_the_plural_verb():
    from game.ui.words import subjects

    assert subjects(["You", "Max"], "win") == "You and Max win"
    assert subjects(["Cleo", "Max", "You"], "be") == "Cleo, Max and You are"
    assert subjects(["Cleo"], "win") == "Cleo wins" and subjects(["you"], "win") == "You win"


def test_the_verb_alone_agrees_with_its_seat():
    from game.ui.words import verb_for

    assert verb_for("You", "play") == "play" and verb_for("Cleo", "play") == "plays" and verb_for("Cleo", "be") == "is"


def test_a_score_takes_its_unit_in_the_right_number():
    from game.ui.words import amount, singular_word

    assert [amount(v, "points") for v in (1, 0, 12, 2.5)] == ["1 point", "0 points", "12 points", "2.5 points"]
    assert amount(1, "strokes") == "1 stroke" and amount(1, "penalties") == "1 penalty" and amount(1, "dice") == "1 die"
    assert [singular_word(w) for w in ("passes", "boxes", "penalty points", "cards", "dice")] == ["pass", "box", "penalty point", "card", "die"]


def test_numbered_things_and_the_hand_over():
    from game.ui.words import numbered, pass_to

    assert numbered("segment", [3]) == "segment 3" and numbered("segment", [2, 3]) == "segments 2, 3"
    assert pass_to("Cleo") == "Pass to Cleo" and pass_to("You") == "Over to you"


def test_a_card_text_says_you_only_to_its_owner():
    """Roll in One's golfer and caddie texts are kept once and worded per reader (one table, no copies)."""
    import re

    from game.rules.rollinone import data
    from game.ui.words import for_owner

    texts = [g.text for g in data.GOLFERS] + [c.text for c in data.CARDS]
    assert any("{" in t for t in texts), "the texts mark their owner"
    to_you = re.compile(r"\b(?:you|your)\b", re.IGNORECASE)
    of_them = re.compile(r"\b(?:they|their|a player)\b", re.IGNORECASE)
    for t in texts:
        mine, cleos, everyones = for_owner(t, "You"), for_owner(t, "Cleo"), for_owner(t, None)
        assert for_owner(t, "Cleo", addressed=True) == mine, "said to its owner, whatever the name"
        for said in (mine, cleos, everyones):
            assert "{" not in said and "}" not in said and said[0].isupper(), said
        assert not of_them.search(mine), mine
        assert not to_you.search(cleos), cleos
        assert not to_you.search(everyones), everyones
    deadeye = data.GOLFER_BY_ID["deadeye"].text
    assert for_owner(deadeye, "Max") == "With the Putter, before any roll after the first, they may land their ball where it is."
    assert for_owner(deadeye, None) == "With the Putter, before any roll after the first, a player may land their ball where it is."
    assert for_owner(data.GOLFER_BY_ID["card_shark"].text, "Max").startswith("They get one")
    assert for_owner(data.GOLFER_BY_ID["card_shark"].text, None).startswith("A player gets one")
