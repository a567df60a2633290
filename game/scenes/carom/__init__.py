"""Carom Golf on screen: set-up, the course, strokes, scorecard and results."""
