"""Entry script that PyInstaller freezes: the same as the ``rollinone`` command."""

import sys

from game.cli import main

if __name__ == "__main__":
    sys.exit(main())
