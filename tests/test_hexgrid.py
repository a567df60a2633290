"""Hex geometry: axial maths, edges, and Tiled's offset coordinates for all four stagger settings."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.hexgrid import DIRECTIONS, ORIGIN, Edge, Hex, Stagger, hex_lerp_line, opposite, turn, turn_amount

coords = st.integers(-40, 40)
hexes = st.builds(Hex, coords, coords)
directions = st.integers(0, 5)
STAGGERS = [Stagger(a, i) for a in ("x", "y") for i in ("odd", "even")]


def test_six_directions_are_unit_steps_in_turning_order():
    assert len(set(DIRECTIONS)) == 6
    assert all(d.length() == 1 for d in DIRECTIONS)
    for i in range(6):  # each next direction is the previous rotated 60° left
        assert DIRECTIONS[i].rotate(1) == DIRECTIONS[(i + 1) % 6]
        assert DIRECTIONS[opposite(i)] == DIRECTIONS[i].scale(-1)


@given(hexes, directions)
def test_neighbours_are_at_distance_one_and_come_back(h, d):
    n = h.neighbor(d)
    assert h.distance(n) == 1
    assert n.neighbor(opposite(d)) == h
    assert h.direction_to(n) == d


@given(hexes, hexes)
def test_distance_is_symmetric_and_matches_cube_distance(a, b):
    assert a.distance(b) == b.distance(a)
    assert a.distance(b) == max(abs(a.q - b.q), abs(a.r - b.r), abs(a.s - b.s))


@given(hexes, directions, st.integers(0, 12))
def test_straight_line_along_a_direction(h, d, n):
    ray = h.ray(d, n)
    assert len(ray) == n
    assert all(h.distance(c) == i + 1 for i, c in enumerate(ray))
    if n:
        assert h.direction_to(ray[-1]) == d


def test_direction_to_is_none_off_the_six_lines():
    assert Hex(0, 0).direction_to(Hex(2, 1)) is None
    assert Hex(0, 0).direction_to(Hex(0, 0)) is None
    assert Hex(0, 0).direction_to(Hex(-3, 3)) == 4


@given(hexes, hexes)
def test_lerp_line_is_connected(a, b):
    line = hex_lerp_line(a, b)
    assert line[0] == a and line[-1] == b
    assert all(x.distance(y) == 1 for x, y in zip(line, line[1:]))


@given(st.integers(0, 6))
def test_rings_and_spirals(radius):
    ring = ORIGIN.ring(radius)
    assert len(ring) == (6 * radius if radius else 1)
    assert all(ORIGIN.distance(h) == radius for h in ring)
    assert len(set(ring)) == len(ring)
    assert len(ORIGIN.spiral(radius)) == 1 + 3 * radius * (radius + 1)


@given(hexes, hexes, st.integers(-12, 12))
def test_rotation_keeps_distances_and_six_turns_are_identity(h, c, k):
    assert h.rotate(k, c).distance(c) == h.distance(c)
    assert h.rotate(6, c) == h
    assert h.rotate(k, c).rotate(-k, c) == h


def test_turns():
    assert turn(5, 1) == 0
    assert turn(0, -1) == 5
    assert turn_amount(0, 1) == 1
    assert turn_amount(0, 5) == -1
    assert turn_amount(1, 4) == 3
    assert turn_amount(2, 0) == -2


@given(hexes, directions)
def test_an_edge_is_the_same_seen_from_both_cells(h, d):
    e = h.edge(d)
    n = h.neighbor(d)
    assert e == n.edge(opposite(d)) == Edge.between(h, n) == Edge.between(n, h)
    assert set(e.hexes()) == {h, n}
    assert e.direction_from(h) % 6 == d
    assert e.other(h) == n
    assert Edge.from_json(e.to_json()) == e


def test_a_cell_has_six_distinct_edges_shared_with_its_neighbours():
    h = Hex(2, -1)
    assert len(set(h.edges())) == 6
    for d in range(6):
        assert h.edge(d) in h.neighbor(d).edges()


def test_edge_between_non_neighbours_is_an_error():
    with pytest.raises(ValueError):
        Edge.between(Hex(0, 0), Hex(2, 0))


# Tiled's own neighbour functions (HexagonalRenderer::topLeft/topRight/bottomLeft/bottomRight),
# transcribed as the oracle for our offset conversion.
def tiled_neighbours(stagger: Stagger, x: int, y: int) -> set[tuple[int, int]]:
    idx = 1 if stagger.index == "even" else 0
    if stagger.axis == "y":
        shifted = (y & 1) ^ idx
        tl = (x, y - 1) if shifted else (x - 1, y - 1)
        tr = (x + 1, y - 1) if shifted else (x, y - 1)
        bl = (x, y + 1) if shifted else (x - 1, y + 1)
        br = (x + 1, y + 1) if shifted else (x, y + 1)
        return {tl, tr, bl, br, (x - 1, y), (x + 1, y)}
    shifted = (x & 1) ^ idx
    tl = (x - 1, y) if shifted else (x - 1, y - 1)
    tr = (x + 1, y) if shifted else (x + 1, y - 1)
    bl = (x - 1, y + 1) if shifted else (x - 1, y)
    br = (x + 1, y + 1) if shifted else (x + 1, y)
    return {tl, tr, bl, br, (x, y - 1), (x, y + 1)}


@pytest.mark.parametrize("stagger", STAGGERS, ids=lambda s: f"{s.axis}-{s.index}")
@given(col=st.integers(-20, 20), row=st.integers(-20, 20))
def test_offset_neighbours_match_tiled(stagger, col, row):
    h = stagger.to_axial(col, row)
    ours = {stagger.to_offset(n) for n in h.neighbors()}
    assert ours == tiled_neighbours(stagger, col, row)


@pytest.mark.parametrize("stagger", STAGGERS, ids=lambda s: f"{s.axis}-{s.index}")
@given(col=st.integers(-50, 50), row=st.integers(-50, 50))
def test_offset_round_trip(stagger, col, row):
    assert stagger.to_offset(stagger.to_axial(col, row)) == (col, row)


@pytest.mark.parametrize("stagger", STAGGERS, ids=lambda s: f"{s.axis}-{s.index}")
def test_offset_conversion_is_one_to_one_over_a_map(stagger):
    cells = [h for _, _, h in stagger.cells(9, 7)]
    assert len(set(cells)) == 63


def test_stagger_rejects_bad_settings():
    with pytest.raises(ValueError):
        Stagger("z", "odd")
    with pytest.raises(ValueError):
        Stagger("x", "first")  # type: ignore[arg-type]
