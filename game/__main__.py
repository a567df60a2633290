"""``python -m game`` runs the same command as ``rollinone``."""

import sys

from game.cli import main

if __name__ == "__main__":
    sys.exit(main())
