"""The options of a Roll in One game (the rulebook's variants), checked once at the start.

``new_state(players, course, seed, **options)`` takes:

* ``variant``: ``"standard"`` (2-5 players; the default), ``"solo"`` (the 3-hole
  round; the default for one player), ``"survival"`` (one player), ``"campaign"``
  or ``"bumper_game"`` (Bumper Golf the Game);
* ``quick``: play the ready-made holes instead of designing holes (standard, solo);
* ``holes``: how many holes (standard and quick play; default: the rulebook's count,
  or every ready-made hole);
* ``play_mean``: caddie cards may also be played on other players' shots;
* ``choose_golfers``: players pick their golfer in turn instead of being dealt one;
* ``shared_golfers``: 1-3 golfers dealt beside the course whose abilities everyone has
  (then nobody gets a golfer of their own);
* ``bumper_golf``: landing on a ball lets you move either ball to a neighbouring space
  (on by default in Bumper Golf the Game);
* ``handicap``: ``True`` (6 points each), a number of points each, or one number per seat.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.rules.rollinone import data

VARIANTS = ("standard", "solo", "survival", "campaign", "bumper_game")
KNOWN = ("variant", "quick", "holes", "play_mean", "choose_golfers", "shared_golfers", "bumper_golf", "handicap")


@dataclass(frozen=True)
class Options:
    """The checked options of one game."""

    variant: str = "standard"
    quick: bool = False
    holes: int = 0
    """Holes to play (0: decided by the variant; survival and the layout games ignore it)."""
    play_mean: bool = False
    choose_golfers: bool = False
    shared_golfers: int = 0
    bumper_golf: bool = False
    handicap: tuple[int, ...] = ()
    """Handicap points per seat; empty when the variant is off."""

    @property
    def layout_game(self) -> bool:
        """Campaign and Bumper Golf the Game: one big layout, no holes."""
        return self.variant in ("campaign", "bumper_game")

    @property
    def solo(self) -> bool:
        """Solo round or survival: one player counting shots over designed par 3, 4 and 5 holes."""
        return self.variant in ("solo", "survival")

    def to_json(self) -> dict[str, Any]:
        """A JSON-compatible dict."""
        return {
            "variant": self.variant,
            "quick": self.quick,
            "holes": self.holes,
            "play_mean": self.play_mean,
            "choose_golfers": self.choose_golfers,
            "shared_golfers": self.shared_golfers,
            "bumper_golf": self.bumper_golf,
            "handicap": list(self.handicap),
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Options:
        """Inverse of :meth:`to_json`."""
        return cls(
            variant=str(d["variant"]),
            quick=bool(d["quick"]),
            holes=int(d["holes"]),
            play_mean=bool(d["play_mean"]),
            choose_golfers=bool(d["choose_golfers"]),
            shared_golfers=int(d["shared_golfers"]),
            bumper_golf=bool(d["bumper_golf"]),
            handicap=tuple(int(p) for p in d["handicap"]),
        )


def _flag(name: str, value: Any) -> bool:
    if isinstance(value, bool):
        return value
    raise ValueError(f"option {name} must be true or false, not {value!r}")


def parse_options(players: int, ready_holes: int, **options: Any) -> Options:
    """Check the options given to ``new_state``; a ValueError names the first bad one."""
    unknown = sorted(set(options) - set(KNOWN))
    if unknown:
        raise ValueError(f"Roll in One has no option {unknown[0]!r} (options: {', '.join(KNOWN)})")
    variant = options.get("variant") or ("solo" if players == 1 else "standard")
    variant = str(variant).strip().lower().replace("-", "_").replace(" ", "_")
    if variant not in VARIANTS:
        raise ValueError(f"variant must be one of {', '.join(VARIANTS)}, not {options.get('variant')!r}")
    if variant in ("solo", "survival") and players != 1:
        raise ValueError(f"the {variant} variant is for one player, not {players}")
    quick = _flag("quick", options.get("quick", False))
    if quick and variant not in ("standard", "solo"):
        raise ValueError(f"quick play (ready-made holes) is not part of the {variant} variant")
    if quick and ready_holes == 0:
        raise ValueError("quick play needs ready-made holes, and the course has none")
    holes = options.get("holes", 0) or 0
    if isinstance(holes, bool) or not isinstance(holes, int) or not 0 <= holes <= 18:
        raise ValueError(f"option holes must be a number from 1 to 18, not {holes!r}")
    shared = options.get("shared_golfers", 0) or 0
    if isinstance(shared, bool) or not isinstance(shared, int) or not 0 <= shared <= 3:
        raise ValueError(f"option shared_golfers must be 0 to 3, not {shared!r}")
    choose = _flag("choose_golfers", options.get("choose_golfers", False))
    if choose and shared:
        raise ValueError("choose_golfers and shared_golfers do not go together: shared golfers replace personal ones")
    bumper = options.get("bumper_golf")
    bumper = variant == "bumper_game" if bumper is None else _flag("bumper_golf", bumper)
    handicap = _handicap(options.get("handicap", False), players)
    return Options(
        variant=variant,
        quick=quick,
        holes=holes,
        play_mean=_flag("play_mean", options.get("play_mean", False)),
        choose_golfers=choose,
        shared_golfers=shared,
        bumper_golf=bumper,
        handicap=handicap,
    )


def _handicap(value: Any, players: int) -> tuple[int, ...]:
    if value is False or value is None or value == 0:
        return ()
    if value is True:
        return (data.HANDICAP_POINTS,) * players
    if isinstance(value, int) and 0 < value <= 99:
        return (value,) * players
    if isinstance(value, (list, tuple)) and len(value) == players and all(
        isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 99 for v in value
    ):
        return tuple(value)
    raise ValueError(f"option handicap must be true, a number of points, or one number per player, not {value!r}")
