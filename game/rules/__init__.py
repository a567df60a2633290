"""The pure rules layer: one engine per game behind one contract.

Nothing in this package (or below it) may import pygame, pytmx or any drawing
or file-format code; a test checks that in a fresh interpreter. Engines never
draw random numbers: dice and shuffles are chance outcomes sampled by a driver
(see :mod:`game.rules.protocol` and :mod:`game.rules.driver`).
"""
