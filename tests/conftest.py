"""Test set-up: headless SDL, and a throw-away user folder so no test touches a real profile."""

import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["ROLLINONE_USER_DIR"] = tempfile.mkdtemp(prefix="rollinone-test-user-")
