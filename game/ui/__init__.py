"""Reusable interface pieces: theme, fonts, text, widgets. Every widget works with mouse and keyboard."""
