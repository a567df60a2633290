"""Roll in One's set-up: the shared set-up screen with the ways to play, the golfer rules and the options.

The table (``game.scenes.table``) starts the game; :func:`table_game` builds
this game's plug-in for it, also for saved games and replays.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game import catalog
from game.scenes.base import Scene
from game.scenes.common_setup import ChoiceSpec, CourseChoice, OptionSpec, SetupResult, SetupScene, SetupSpec

if TYPE_CHECKING:
    from game.app import App
    from game.match.record import MatchRecord
    from game.scenes.table.game import TableGame

MODES = (
    ("full", "Full game", "Each player designs a hole and everyone plays it (two each with two players)."),
    ("quick", "Quick play", "Play the five ready-made holes: no designing, straight to the tee."),
    ("solo", "Solo round", "One player: design and play a par 3, 4 and 5; count shots and penalties."),
    ("survival", "Survival", "One player, three balls: every penalty or a hole over twice par costs a ball."),
    ("campaign", "Campaign", "Build one long course together, no holes: first to reach its three greens wins."),
    ("bumper_game", "Bumper Golf the Game", "Five boards, three greens, balls knock each other; ten penalties and you are out."),
)
"""The ways to play: (value, label, one-line explanation)."""
GOLFERS = ChoiceSpec(
    "golfers",
    "Golfers",
    (
        ("dealt", "Dealt", "Each player is dealt a golfer card: a permanent ability everyone can see."),
        ("chosen", "Chosen", "Players take turns choosing their golfer instead of being dealt one."),
        ("shared1", "1 shared", "One golfer beside the course: everyone has its ability, nobody has their own."),
        ("shared2", "2 shared", "Two golfers beside the course: everyone has both abilities."),
        ("shared3", "3 shared", "Three golfers beside the course: everyone has all three abilities."),
    ),
    "dealt",
)
OPTIONS = (
    OptionSpec("play_mean", "Play mean", False, "Caddie cards may also be played on the other players' shots."),
    OptionSpec("bumper_golf", "Bumper-golf", False, "Landing on a ball: move it or yours to a neighbouring space."),
    OptionSpec("handicap", "Handicap points", False, "Six points each, spent to change a roll or fly over out of bounds."),
)
SOLO_ONLY = ("solo", "survival")


SHIPPED_LABEL = "Shipped boards and holes"


def spec() -> SetupSpec:
    """What Roll in One offers on the shared set-up screen."""
    from game import paths

    info = catalog.info("rollinone")
    return SetupSpec(
        game_id="rollinone",
        title=info.title,
        min_players=info.min_players,
        max_players=info.max_players,
        modes=MODES,
        mode_problem=mode_problem,
        levels=("easy", "normal"),
        options=OPTIONS,
        choices=(GOLFERS,),
        courses=course_choices,
        user_folder=paths.user_courses_dir(),
    )


def course_choices() -> list[CourseChoice]:
    """The shipped boards and holes as one choice, then each board and hole in the player's courses folder ("yours")."""
    from pathlib import Path

    from game import paths
    from game.rules.rollinone.validate import board_kind
    from game.scenes import course_list

    out: list[CourseChoice] = []
    folder = paths.level("rollinone")
    files = sorted(folder.glob("*.tmx")) if folder.is_dir() else []
    loaded = [course_list.load_cached("rollinone", f) for f in files]
    error = next((e for _, e in loaded if e), "")
    maps = tuple(c for c, _ in loaded if c is not None)
    if files:
        holes = [c for c in maps if board_kind(c) == "hole"]
        boards = [c for c in maps if board_kind(c) == "course"]
        note = f"{len(boards)} boards · {len(holes)} holes"
        out.append(CourseChoice(SHIPPED_LABEL, folder, None if error else maps, error, note=note, preview=holes[0] if holes else None))
    for path in course_list.user_files("rollinone"):
        course, error = course_list.load_cached("rollinone", path)
        name = (course.name if course is not None else "") or Path(path).stem
        kind = board_kind(course) if course is not None else ""
        note = course_list.par_note(course) if kind == "hole" else f"{kind} board" if kind else ""
        out.append(CourseChoice(f"{name} (yours)", path, course, error, user=True, note=note))
    return course_list.distinct(out)


def default_mode(courses: list[CourseChoice]) -> str:
    """The way to play when none is named (``rollinone play --course``): quick play for ready-made holes alone."""
    from game.rules.rollinone.validate import board_kind

    maps = _maps(courses)
    return "quick" if maps and all(board_kind(c) == "hole" for c in maps) else MODES[0][0]


def _maps(courses: list[CourseChoice]) -> list[Any]:
    maps: list[Any] = []
    for choice in courses:
        c = choice.course
        maps.extend(c if isinstance(c, (tuple, list)) else [c] if c is not None else [])
    return maps


def board_maps(courses: list[CourseChoice], mode: str) -> tuple[Any, ...]:
    """The maps a game is played with: the chosen ones, the player's tee board first (the first tee board is the one
    used); to design holes without a tee board or enough course boards among them, the shipped boards join in."""
    from game.rules.rollinone import data
    from game.rules.rollinone.validate import board_kind

    chosen = _maps(courses)
    maps = [c for c in chosen if board_kind(c) == "tee"] + [c for c in chosen if board_kind(c) != "tee"]
    if mode != "quick":
        tees = sum(1 for c in maps if board_kind(c) == "tee")
        boards = sum(1 for c in maps if board_kind(c) == "course")
        if not tees or boards < data.MIN_BOARDS:
            shipped = catalog.load_course("rollinone")
            known = {c.source for c in maps if c.source}
            maps += [c for c in shipped if not (c.source and c.source in known)]
    return tuple(maps)


def setup_scene(app: App) -> Scene:
    """The scene the title opens for Roll in One."""
    return SetupScene(app, spec(), lambda result: start(app, result))


def mode_problem(mode: str, players: int) -> str:
    """Why a way to play does not fit ``players`` ('' when it does): Solo and Survival are for one player."""
    if mode in SOLO_ONLY and players != 1:
        return f"{dict((m[0], m[1]) for m in MODES)[mode]} is for one player: set Players to 1."
    return ""


def engine_options(result: SetupResult) -> dict[str, Any]:
    """The engine's ``new_state`` options for a set-up; ValueError with a one-line reason when they do not fit."""
    n = len(result.players)
    mode = result.mode or "full"
    problem = mode_problem(mode, n)
    if problem:
        raise ValueError(problem)
    opts: dict[str, Any] = {}
    if mode == "full":
        opts["variant"] = "solo" if n == 1 else "standard"
    elif mode == "quick":
        opts["variant"] = "solo" if n == 1 else "standard"
        opts["quick"] = True
    else:
        opts["variant"] = mode
    golfers = result.choices.get("golfers", "dealt")
    if golfers == "chosen":
        opts["choose_golfers"] = True
    elif golfers.startswith("shared"):
        opts["shared_golfers"] = int(golfers[-1])
    for key in ("play_mean", "bumper_golf", "handicap"):
        if result.options.get(key):
            opts[key] = True
    return opts


def record_for(result: SetupResult, seed: int | None = None) -> MatchRecord:
    """The match record of a new game set up as ``result`` (ValueError, one line, when the choices do not fit)."""
    from game.scenes.table import new_record, seats_from

    options = engine_options(result)
    maps = board_maps(result.courses, result.mode or "full")
    course = maps if maps else catalog.load_course("rollinone")
    label = dict((m[0], m[1]) for m in MODES).get(result.mode or "full", "")
    return new_record("rollinone", seats_from(result.players), course=course, options=options, info={"course": "Roll in One", "mode": label}, seed=seed)


def start(app: App, result: SetupResult) -> bool:
    """Start the game at the shared table (a mismatch of players and way to play is one line, not a crash)."""
    from game.scenes.table import open_record

    try:
        record = record_for(result)
    except Exception as exc:  # a bad combination or a broken board file: say so and stay on the set-up
        app.notify(str(exc))
        return False
    return open_record(app, record)


def table_game(table: Any) -> TableGame:
    """Roll in One's plug-in for the shared table."""
    from game.scenes.rollinone.play import RollInOneGame

    return RollInOneGame(table)
