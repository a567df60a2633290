"""A player's split of the three shared dice (hole, accuracy, strength) and club, before it is played.

Nothing here is applied to the game until the shot is confirmed: dice can be
swapped, the hole and the club changed freely. Every figure shown in the tray
(which holes a die may choose, curls from this lie, segments per club, why a
club is not allowed) comes from the engine's own tables and plan list, so the
player never does the lookup and never sees a choice the engine would refuse.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.eagles_creek import data
from game.rules.eagles_creek.refusals import club_refusal, die_refusal, hole_refusal
from game.rules.eagles_creek.state import EaglesState, PlanAction, plan_action

SLOTS: tuple[str, ...] = ("hole", "accuracy", "strength")
SLOT_TITLES = {"hole": "Hole", "accuracy": "Accuracy", "strength": "Strength"}
LIE_WORDS = {"tee": "from the tee", "fairway": "from the fairway", "rough": "from the rough", "bunker": "from a bunker", "green": "on the green"}
CLUB_WHERE = {"wood": "tee or fairway only", "putter": "on the green only"}


@dataclass(frozen=True)
class ClubInfo:
    """What a club would do with the current split."""

    club: str
    allowed: bool
    reason: str
    """Why it cannot be used ("" when it can)."""
    length: int
    curls: int


class Allocation:
    """The split being made by the player on turn (a working copy; the engine state is only read)."""

    def __init__(self, state: EaglesState) -> None:
        assert state.dice is not None and state.turn >= 0
        self.state = state
        self.seat = state.turn
        self.dice: tuple[int, int, int] = state.dice
        self.order: list[int] = [0, 1, 2]
        """Die index (into ``dice``) in each slot: hole, accuracy, strength."""
        self.hole: int | None = None
        self.club: str | None = None
        self.short_putt = False
        self._club_lie: str | None = None
        """The lie the club was last chosen for by default."""
        self.plans = set(state.plans())
        self._default()

    # reading -----------------------------------------------------------------------------
    def value(self, slot: str) -> int:
        """The die value in a slot."""
        return self.dice[self.order[SLOTS.index(slot)]]

    @property
    def free(self) -> bool:
        """No die of the roll selects a hole: any unfinished hole may be played."""
        return self.state.free_choice(self.seat)

    def holes_for(self, die: int) -> list[int]:
        """Holes this die may choose for this player."""
        if self.free:
            return [n for n in self.state.holes if not self.state.card(self.seat, n).done]
        return self.state.selectable(self.seat, die)

    def lit_holes(self) -> list[int]:
        """Holes the die in the hole slot may choose (lit on the sheet)."""
        return self.holes_for(self.value("hole"))

    def lie(self) -> str | None:
        """The lie of the ball on the chosen hole."""
        return self.state.lie_of(self.seat, self.hole) if self.hole is not None else None

    def club_info(self, club: str) -> ClubInfo:
        """What ``club`` would do now, or why it cannot be used."""
        lie = self.lie()
        if lie is None:
            return ClubInfo(club, False, "choose a hole first", 0, 0)
        tables = self.state.sheet.tables
        length = tables.shot_length(club, self.value("strength"), lie)
        curls = self.state.shape_rules_for(lie, club, self.value("accuracy"), length).curls_min
        if lie not in data.CLUB_LIES[club]:
            return ClubInfo(club, False, CLUB_WHERE.get(club, "not from here"), length, curls)
        if not any(p.club == club and p.hole == self.hole and p.accuracy == self.value("accuracy") and p.strength == self.value("strength") for p in self.plans):
            return ClubInfo(club, False, "no line of this shape fits", length, curls)
        return ClubInfo(club, True, "", length, curls)

    def plan(self) -> PlanAction | None:
        """The plan this split makes, if the engine allows it."""
        if self.hole is None or self.club is None:
            return None
        info = self.club_info(self.club)
        length = info.length - (data.PUTT_SHORTER if self.club == "putter" and self.short_putt else 0)
        p = plan_action(self.hole, self.value("accuracy"), self.value("strength"), self.club, length)
        return p if p in self.plans else None

    def problem(self) -> str:
        """Why the shot cannot be drawn yet, in one line naming the rule ("" when it can)."""
        if not self.lit_holes():
            return f"{die_refusal(self.state, self.seat, self.value('hole'))} Put another die on Hole."
        if self.hole is None:
            return "Choose a hole."
        if self.club is None:
            return "Choose a club."
        info = self.club_info(self.club)
        if not info.allowed:
            return self.club_refusal(self.club)
        return "" if self.plan() is not None else "This split cannot be played."

    def club_refusal(self, club: str) -> str:
        """Why ``club`` cannot be played now, naming the rule ("" when it can)."""
        info = self.club_info(club)
        if info.allowed:
            return ""
        lie = self.lie()
        if lie is None:
            return "Choose a hole first: the club depends on where its ball lies."
        why = club_refusal(lie, club)
        if why:
            return why
        return f"No line of {info.length} segments with {info.curls} curls can be drawn with the {club}."

    def hole_refusal(self, number: int) -> str:
        """Why no die of the roll may choose hole ``number`` (naming the rule)."""
        return hole_refusal(self.state, self.seat, number) or f"No die of this roll may choose hole {number}."

    def summary(self, slot: str) -> str:
        """What the die in a slot means, in a few words."""
        if slot == "hole":
            holes = self.lit_holes()
            if self.hole is not None and self.hole in holes:
                lie = self.lie() or ""
                if self.free:
                    return f"no die fits a hole: any hole · Hole {self.hole} · {LIE_WORDS.get(lie, lie)}"
                more = f" (or {', '.join(map(str, (h for h in holes if h != self.hole)))})" if len(holes) > 1 else ""
                return f"Hole {self.hole}{more} · {LIE_WORDS.get(lie, lie)}"
            return "no hole open for this die" if not holes else "choose a hole"
        if slot == "accuracy":
            club = self.club or "iron"
            info = self.club_info(club)
            if self.lie() is None:
                return ""
            if club == "putter":
                return "putt: no curl needed (one allowed)"
            extra = " · 6 holes out at the flag" if self.value("accuracy") == data.EXACT_FINISH_ACCURACY else ""
            return ("no curl" if info.curls == 0 else f"{info.curls} curl{'s' if info.curls > 1 else ''}") + extra
        ball_lie = self.lie()
        if ball_lie is None:
            return ""
        parts = [f"{c[:2].title()} {self.club_info(c).length}" for c in data.CLUBS if ball_lie in data.CLUB_LIES[c]]
        return "segments: " + " · ".join(parts)

    # changing -------------------------------------------------------------------------------
    def swap(self, a: int, b: int) -> None:
        """Exchange the dice in slots ``a`` and ``b``."""
        if a != b:
            self.order[a], self.order[b] = self.order[b], self.order[a]
            self._after_dice()

    def cycle(self, slot: int, delta: int = 1) -> None:
        """Put the next die of the roll into a slot (the die it replaces moves to that die's slot)."""
        die = self.order[slot]
        target = (die + delta) % 3
        self.swap(slot, self.order.index(target))

    def choose_hole(self, number: int) -> bool:
        """Play ``number``: moves a die that may choose it onto Hole if needed; False if no die can."""
        if number in self.lit_holes():
            self.hole = number
            self._after_hole()
            return True
        for slot in (1, 2):
            if number in self.holes_for(self.dice[self.order[slot]]):
                self.swap(0, slot)
                self.hole = number
                self._after_hole()
                return True
        return False

    def next_hole(self, delta: int = 1) -> None:
        """Step through the holes the hole die may choose."""
        holes = self.lit_holes()
        if holes:
            i = holes.index(self.hole) if self.hole in holes else -1
            self.hole = holes[(i + delta) % len(holes)]
            self._after_hole()

    def choose_club(self, club: str) -> bool:
        """Pick a club; False (and nothing changes) if it is not allowed now."""
        if not self.club_info(club).allowed:
            return False
        self.club = club
        return True

    def _after_dice(self) -> None:
        holes = self.lit_holes()
        if self.hole not in holes:
            self.hole = holes[0] if holes else None
        self._after_hole()

    def _after_hole(self) -> None:
        lie = self.lie()
        if lie != self._club_lie:
            self._club_lie = lie  # another ball: on the green the putter (the only place it is played) comes first
            if lie == "green" and self.club_info("putter").allowed:
                self.club = "putter"
                return
        if self.club is None or not self.club_info(self.club).allowed:
            self.club = next((c for c in data.CLUBS if self.club_info(c).allowed and c != "putter"), None) or (
                "putter" if self.club_info("putter").allowed else None
            )

    def _default(self) -> None:
        """Start from a split the engine allows, with the longest club the lie permits."""
        for order in ([0, 1, 2], [1, 0, 2], [2, 0, 1], [0, 2, 1], [1, 2, 0], [2, 1, 0]):
            self.order = list(order)
            holes = self.lit_holes()
            if holes:
                self.hole = holes[0]
                self._after_hole()
                if self.plan() is not None:
                    return
        self.order = [0, 1, 2]
        self._after_dice()
