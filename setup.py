"""Build hook: put the top-level assets/ and levels/ folders inside the wheel.

setuptools only packages Python packages by default. A non-editable install
(`pip install .`) would otherwise ship a game that cannot find its fonts or
courses, so the build copies both folders to ``game/_data/`` in the build tree;
``game.paths`` looks there when it is not running from a checkout.
"""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

DATA_FOLDERS = ("assets", "levels")


class BuildPyWithData(build_py):
    """build_py that also copies the data folders into the package."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return  # an editable install reads the folders from the checkout
        here = Path(__file__).resolve().parent
        for name in DATA_FOLDERS:
            target = Path(self.build_lib) / "game" / "_data" / name
            if target.exists():
                shutil.rmtree(target)
            shutil.copytree(here / name, target, ignore=shutil.ignore_patterns("*.pyc", "__pycache__", "*.tiled-session"))


setup(cmdclass={"build_py": BuildPyWithData})
