"""What keeps a course from being an Eagle's Creek sheet (the sheet's own checks are in ``sheet.make_sheet``)."""

from __future__ import annotations

from game.rules.course import CourseMap, Problem, Severity
from game.rules.eagles_creek import data
from game.rules.eagles_creek.sheet import make_sheet


def validate_course(course: CourseMap) -> list[Problem]:
    """What keeps a course from being an Eagle's Creek sheet (errors) or from every variant (warnings)."""
    sheet, problems = make_sheet(course)
    if sheet is not None:
        for variant in (6, 3):
            if not any(h.two_dice == (variant == 3) for h in sheet.holes.values()):
                problems.append(
                    Problem(Severity.WARNING, f"the {variant}-hole game cannot be played: {data.VARIANTS[variant]} — there are none", code="sheet.variant")
                )
    return problems
