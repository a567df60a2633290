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
