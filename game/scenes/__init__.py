"""Screens and overlays on the scene stack (see :mod:`game.scenes.base`)."""
