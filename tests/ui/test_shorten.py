"""text.shorten: a line that cannot fit even at the smallest size is cut with an ellipsis, never drawn past its box."""

from __future__ import annotations

import pygame
import pytest

from game.ui import text


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()
    yield


def test_a_line_that_fits_is_kept_whole():
    assert text.shorten("Wood, Enter", "body", 14, 400) == "Wood, Enter"


@pytest.mark.parametrize("width", [40, 70, 100, 130])
def test_a_long_line_is_cut_to_fit_and_ends_with_an_ellipsis(width):
    line = "go on with another club after the first one"
    cut = text.shorten(line, "body", 14, width)
    assert cut.endswith("…") and len(cut) < len(line)
    assert text.size_of(cut, "body", 14)[0] <= width
    assert line.startswith(cut[:-1].rstrip())


def test_a_cut_goes_back_to_a_whole_word_when_it_can():
    cut = text.shorten("Computer · normal · plans the long way round", "body", 14, 150)
    kept = cut[:-1].split()
    assert all(w in "Computer · normal · plans the long way round".split() for w in kept)


def test_wrapped_text_shrinks_to_fit_its_box_and_is_cut_only_at_the_smallest_size():
    words = "segments: Wood 7 · Iron 4 · Wedge 2 · Putter 1 and a few more words to wrap"
    size, lines = text.fit_lines(words, "body", 20, 120, 60)
    assert size < 20 and len(lines) * text.font("body", size).get_linesize() <= 60
    assert " ".join(lines).replace(" …", "").split() == words.split()[: len(" ".join(lines).replace(" …", "").split())]
    size, lines = text.fit_lines(words, "body", 20, 60, 20, minimum=12)
    assert size == 12 and lines[-1].endswith("…")
    assert all(text.size_of(line, "body", 12)[0] <= 60 for line in lines)
