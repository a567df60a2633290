"""A replay's "Save as" name that Windows, macOS and Linux all accept, and that never lands on another file."""

import pytest

from game.scenes.save_replay import MAX_PATH, NAME_LENGTH, clean_name, free_path


@pytest.mark.parametrize(
    "typed, saved",
    [
        ("Final 12:30", "Final 12-30"),  # Windows refuses a colon
        ("Final 12 : 30", "Final 12-30"),
        ("Cup round.", "Cup round"),  # Windows drops a trailing dot, so the file would not be found again
        ("Cup round . . ", "Cup round"),
        ("Cup round   ", "Cup round"),
        (".hidden", "hidden"),  # a leading dot hides the file on Linux and macOS
        ('a<b>c"d|e?f*g', "abcdefg"),
        ("tab\there", "tabhere"),
        ("replay.JSON", "replay"),
        ("replay.json.", "replay"),
    ],
)
def test_characters_and_endings_windows_refuses(typed, saved):
    assert clean_name(typed) == saved


@pytest.mark.parametrize(
    "typed, saved",
    [
        ("CON", "CON_"),
        ("con", "con_"),
        ("Nul.json", "Nul_"),
        ("aux.backup", "aux_.backup"),  # reserved whatever follows the first dot
        ("PRN ", "PRN_"),
        ("COM1", "COM1_"),
        ("lpt9", "lpt9_"),
        ("COM¹", "COM¹_"),
        ("CONOUT$", "CONOUT$_"),
        ("CONSOLE", "CONSOLE"),  # only the device names themselves
        ("COM10", "COM10"),
        ("Contest", "Contest"),
    ],
)
def test_device_names_windows_reserves_get_an_underscore(typed, saved):
    assert clean_name(typed) == saved


def test_a_long_name_is_cut_without_leaving_a_trailing_space_or_dot():
    name = clean_name("x" * (NAME_LENGTH - 1) + " . and more")
    assert len(name) <= NAME_LENGTH and name == "x" * (NAME_LENGTH - 1)


def test_a_name_differing_only_in_case_is_another_file_on_every_system(tmp_path):
    (tmp_path / "Final Round.json").write_text("{}", encoding="utf-8")
    # on Windows and macOS "final round.json" IS that file: it must not be written over, here either
    assert free_path(tmp_path, "final round").name == "final round (2).json"
    (tmp_path / "FINAL ROUND (2).JSON").write_text("{}", encoding="utf-8")
    assert free_path(tmp_path, "final round").name == "final round (3).json"
    assert free_path(tmp_path, "other").name == "other.json"


def test_the_full_path_stays_within_what_windows_opens(tmp_path):
    deep = tmp_path / ("d" * max(1, 200 - len(str(tmp_path))))
    path = free_path(deep, "y" * NAME_LENGTH)
    assert len(str(path)) + len(" (99)") <= MAX_PATH
    assert path.name.startswith("y") and path.name.endswith(".json")


def test_a_folder_that_cannot_be_listed_still_gets_a_name(tmp_path):
    assert free_path(tmp_path / "not made yet", "replay") == tmp_path / "not made yet" / "replay.json"
