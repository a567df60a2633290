"""Roll in One's tunable data: the six club dice, the caddie deck, the golfers and the limits.

The rulebook lost every die-face icon and every card text; what is here was
designed for the app. ``docs/rules/roll-in-one.md`` gives the reasons and the
flight-distance table each die produces.

A die face is a short code:

* ``"1"`` .. ``"10"``: a number; it moves the ball one space if it beats the number to beat;
* ``"tri"``: a triangle (low shot): one space, but it fails while the ball is in trees;
* ``"dot1"`` .. ``"dot5"``: that many dots (high shot): move that many spaces, then land;
* ``"curve"``: one space forward-left or forward-right, which becomes the direction;
* ``"dcurve"``: a dotted curve: one space forward, one space in a new direction, then land.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Literal, TypeAlias

Face: TypeAlias = Literal[
    "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "tri", "dot1", "dot2", "dot3", "dot4", "dot5", "curve", "dcurve"
]
"""Every die-face code (see above); a club die's faces are some of these."""
CardId: TypeAlias = Literal[
    "fore", "mulligan", "follow_through", "fine_tune", "lay_up", "tailwind", "backspin", "club_swap",
    "free_drop", "gimme", "rules_official",
]
"""The caddie cards' ids (the rules name each one; their texts and counts are in ``CARDS``)."""
GolferId: TypeAlias = Literal[
    "long_hitter", "beach_bum", "lumberjack", "tie_breaker", "straight_shooter", "roller", "skipper",
    "card_shark", "deadeye", "bully",
]
"""The golfers' ids (the rules name each one; their texts are in ``GOLFERS``)."""

# --- clubs -----------------------------------------------------------------


@dataclass(frozen=True)
class Club:
    """One club: a die with its faces and the rulebook's 'likely distance'."""

    id: str
    """Stable id used in actions and saves."""
    title: str
    """Name shown to players."""
    faces: tuple[Face, ...]
    """Every face of the die (repeats allowed), see the module docstring."""
    likely: tuple[int, int]
    """The rulebook's likely flight distance, lowest and highest space count."""

    @property
    def sides(self) -> int:
        """Number of faces."""
        return len(self.faces)

    @property
    def top_number(self) -> int:
        """The highest number on the die (handicap points and Fine Tune stay within 1..this)."""
        return max(int(f) for f in self.faces if f.isdigit())


CLUBS: tuple[Club, ...] = (
    Club("putter", "Putter", ("1", "2", "3", "4"), (1, 2)),
    Club("wedge", "Wedge", ("1", "2", "3", "dot1", "dot2", "dcurve"), (1, 3)),
    Club("iron9", "9-Iron", ("1", "2", "3", "dot2", "dot3", "tri", "tri", "dcurve"), (2, 4)),
    Club("iron6", "6-Iron", ("1", "2", "3", "4", "5", "6", "tri", "tri", "curve", "dot3"), (2, 5)),
    Club("iron4", "4-Iron", ("1", "2", "3", "4", "5", "6", "7", "tri", "tri", "curve", "dot3", "dot4"), (3, 6)),
    Club(
        "wood",
        "Wood",
        ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "tri", "tri", "tri", "tri", "tri", "tri", "tri")
        + ("curve", "dot4", "dot5"),
        (3, 7),
    ),
)
CLUB_BY_ID: dict[str, Club] = {c.id: c for c in CLUBS}
CLUB_IDS: tuple[str, ...] = tuple(c.id for c in CLUBS)
FIRST_PLAYER_DIE = "putter"
"""The die everyone rolls to decide who holds the first-player token (lowest starts)."""


@cache  # read on every roll: worked out once per face
def face_kind(face: str) -> tuple[str, int]:
    """A face code as ``(kind, value)``: ("number", n), ("tri", 0), ("dots", n), ("curve", 0), ("dcurve", 0)."""
    if face.isdigit():
        return "number", int(face)
    if face.startswith("dot"):
        return "dots", int(face[3:])
    if face in ("tri", "curve", "dcurve"):
        return face, 0
    raise ValueError(f"unknown die face {face!r}")


def is_dotted(face: str) -> bool:
    """True for the high shots (dots and dotted curves), which ignore sand and fairway."""
    return face.startswith("dot") or face == "dcurve"


# --- caddie cards ------------------------------------------------------------

START = "start"
"""Card window: at the start of your turn, before you swing."""
ROLL = "roll"
"""Card window: a die has just been rolled and has not counted yet."""
FLIGHT = "flight"
"""Card window: the ball is in the air, before the next roll."""
END = "end"
"""Card window: the ball has come to rest, before your turn ends."""


@dataclass(frozen=True)
class CaddieCard:
    """One kind of caddie card."""

    id: CardId
    """Stable id used in actions and saves."""
    title: str
    """Name shown to players."""
    count: int
    """Copies in the 30-card deck."""
    windows: frozenset[str]
    """When it may be played (START, ROLL, FLIGHT, END)."""
    on_others: bool
    """With 'play mean', may be played on another player's shot."""
    text: str
    """What it does, as printed on the card: its holder marked ``{you}``, ``{your}``, ``{you VERB}`` for
    ``ui.words.for_owner`` to say as "you" to the holder and "they" of anyone else."""


CARDS: tuple[CaddieCard, ...] = (
    CaddieCard("fore", "Fore!", 3, frozenset({FLIGHT}), True,
               "Before a roll: turn the shot to any direction, however sharp the turn."),
    CaddieCard("mulligan", "Mulligan", 3, frozenset({ROLL}), True,
               "After a roll, before it counts: roll that die again; the new roll counts instead."),
    CaddieCard("follow_through", "Follow Through", 3, frozenset({ROLL}), True,
               "After a number that fails to beat the last: it moves the ball one space anyway "
               "and the flight goes on; the number to beat stays as it was."),
    CaddieCard("fine_tune", "Fine Tune", 3, frozenset({ROLL}), True,
               "After a number is rolled, before it counts: make it one higher or one lower."),
    CaddieCard("lay_up", "Lay Up", 3, frozenset({FLIGHT}), True,
               "Before a roll: the ball lands where it is now; no more rolls this turn."),
    CaddieCard("tailwind", "Tailwind", 3, frozenset({FLIGHT}), True,
               "Before a roll: if that roll moves the ball one space, it moves two instead."),
    CaddieCard("backspin", "Backspin", 3, frozenset({FLIGHT}), True,
               "Before a roll: when this shot lands on the fairway, it does not roll on."),
    CaddieCard("club_swap", "Club Swap", 3, frozenset({FLIGHT}), True,
               "Before a roll: roll another club from now on; the number to beat stays."),
    CaddieCard("free_drop", "Free Drop", 2, frozenset({START}), False,
               "Start of {your} turn: move {your} ball to a neighbouring space on the boards (not water, not the green)."),
    CaddieCard("gimme", "Gimme", 2, frozenset({START}), False,
               "Start of {your} turn, with {your} ball next to the green: put it on the green. This is {your} shot."),
    CaddieCard("rules_official", "Rules Official", 2, frozenset({START, END}), False,
               "At the start or the end of {your} turn: hand back one of {your} penalty tokens."),
)
CARD_BY_ID: dict[str, CaddieCard] = {c.id: c for c in CARDS}
CARD_IDS: tuple[CardId, ...] = tuple(c.id for c in CARDS)
DECK_SIZE = sum(c.count for c in CARDS)
FIRST_HOLE_CARDS = 3
"""Caddie cards each player gets before the first hole."""
LATER_HOLE_CARDS = 1
"""Caddie cards each player gets before every later hole."""

# --- golfers ---------------------------------------------------------------


@dataclass(frozen=True)
class GolferCard:
    """A golfer: one permanent ability, face up for everyone."""

    id: GolferId
    title: str
    text: str
    """Its ability, its owner marked as in :attr:`CaddieCard.text` (worded by ``ui.words.for_owner``)."""


GOLFERS: tuple[GolferCard, ...] = (
    GolferCard("long_hitter", "Long Hitter",
               "The first number of each turn that moves {your} ball moves it two spaces."),
    GolferCard("beach_bum", "Beach Bum",
               "Sand never holds {your} first roll."),
    GolferCard("lumberjack", "Lumberjack",
               "{Your} triangles do not fail in trees."),
    GolferCard("tie_breaker", "Tie Breaker",
               "A number equal to the number to beat counts as beating it."),
    GolferCard("straight_shooter", "Straight Shooter",
               "When {you roll} a curve or a dotted curve, {you may} also keep going straight."),
    GolferCard("roller", "Roller",
               "{Your} ball rolls on two spaces from the fairway instead of one."),
    GolferCard("skipper", "Skipper",
               "When {your} ball lands in water it skips one space on; the penalty comes only if "
               "that space is water or off the boards."),
    GolferCard("card_shark", "Card Shark",
               "{You get} one extra caddie card whenever cards are dealt."),
    GolferCard("deadeye", "Deadeye",
               "With the Putter, before any roll after the first, {you may} land {your} ball where it is."),
    GolferCard("bully", "Bully",
               "Balls {your} ball lands on are knocked two spaces instead of one."),
)
GOLFER_BY_ID: dict[str, GolferCard] = {g.id: g for g in GOLFERS}
GOLFER_IDS: tuple[GolferId, ...] = tuple(g.id for g in GOLFERS)

# --- hole design and limits ------------------------------------------------

MIN_BOARDS = 2
"""Course boards a designed hole needs besides the tee board."""
MAX_BOARDS = 4
"""Course boards a designed hole may have besides the tee board."""
BOARD_RADIUS = 2
"""Every tee and course board is the 19-space hexagon of this radius around its centre."""
MIN_CONTACT = 2
"""A placed board must touch the layout with at least this many of its spaces (no corner-only touches)."""
MAX_ROUNDS = 12
"""A hole ends after this many rounds even if no ball stopped on the green (the pick-up rule)."""
PICKUP_EXTRA = 1
"""Counting shots, a ball picked up at the round limit scores this many extra shots."""
HANDICAP_POINTS = 6
"""Handicap points each player gets with the handicap variant."""
GREEN_TOKENS = 3
"""Greens placed in the campaign and in Bumper Golf the Game."""
CAMPAIGN_BOARDS = 6
"""Course boards (besides the tee board) in the campaign's one large layout."""
CAMPAIGN_MAX_ROUNDS = 40
"""The campaign ends after this many rounds if nobody has reached every green."""
BUMPER_BOARDS = 4
"""Course boards (besides the tee board) in Bumper Golf the Game: five boards in all."""
BUMPER_LOSE_AT = 10
"""Bumper Golf the Game: a player with this many penalty tokens loses."""
BUMPER_GREEN_RELIEF = 2
"""Bumper Golf the Game: penalty tokens handed back when landing on a green."""
BUMPER_MAX_ROUNDS = 40
"""Bumper Golf the Game ends after this many rounds at the latest."""
SOLO_PARS = (3, 4, 5)
"""Solo and survival: the pars of the holes, designed in any order (par = boards including the tee board)."""
SURVIVAL_BALLS = 3
"""Survival: balls in your bag at the start; every penalty token loses one."""
SURVIVAL_SHOT_LIMIT = 2
"""Survival: a hole not finished within this many times its par is given up, and costs a ball."""
SURVIVAL_HOLES = 9
"""Survival: holes in a full round; surviving all of them is a perfect game."""
