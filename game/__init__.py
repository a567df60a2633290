"""Roll in One: four tabletop dice games for couch play.

Importing the package does nothing; the program starts in :func:`game.cli.main`.
"""

__version__ = "0.1.0"
APP_NAME = "Roll in One"
