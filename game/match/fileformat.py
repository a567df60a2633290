"""The versioned JSON header every file of the game starts with: ``{"format": ..., "version": N, ...}``."""

from __future__ import annotations

from typing import Any


def version_refusal(d: dict[str, Any], newest: int, kind: str) -> str | None:
    """Why a file whose header says ``d`` cannot be read by a program that writes ``kind`` version ``newest``; None when it can.

    Older versions are read (each reader upgrades them); a newer one is refused
    in one line that names both numbers.
    """
    version = d.get("version")
    if type(version) is not int or version < 1:
        return "the file has no usable version number"
    if version > newest:
        return f"made by a newer version of the game ({kind} format {version}; this one reads up to {newest})"
    return None
