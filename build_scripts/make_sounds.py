"""Generate the sound effects: assets/sounds/*.wav (short, mono, 22 kHz, 16-bit).

    python build_scripts/make_sounds.py

Every sound is synthesised from noise and decaying tones with a fixed seed, so
the files are reproducible and carry no licence but the project's. The output
is committed; rerun after changing a recipe.
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "sounds"
RATE = 22050


def _env(t: float, attack: float, decay: float) -> float:
    """A quick rise then an exponential fall."""
    if t < attack:
        return t / attack
    return math.exp(-(t - attack) / decay)


def _lowpass(samples: list[float], k: float) -> list[float]:
    out, y = [], 0.0
    for x in samples:
        y += k * (x - y)
        out.append(y)
    return out


def click(rng: random.Random) -> list[float]:
    """A soft paper tick for menus."""
    n = int(RATE * 0.04)
    return [(rng.uniform(-1, 1) * 0.3 + math.sin(2 * math.pi * 1800 * i / RATE) * 0.4) * _env(i / RATE, 0.001, 0.008) for i in range(n)]


def roll(rng: random.Random) -> list[float]:
    """A die rattling across a wooden table: a run of small knocks, slowing down."""
    n = int(RATE * 0.9)
    out = [0.0] * n
    t = 0.0
    gap = 0.035
    while t < 0.8:
        start = int(t * RATE)
        pitch = rng.uniform(700, 1300)
        amp = 0.9 * (1 - t / 0.9) + 0.1
        for i in range(int(RATE * 0.03)):
            if start + i >= n:
                break
            tt = i / RATE
            out[start + i] += amp * _env(tt, 0.0005, 0.006) * (math.sin(2 * math.pi * pitch * tt) * 0.6 + rng.uniform(-1, 1) * 0.4)
        t += gap * rng.uniform(0.7, 1.4)
        gap *= 1.09
    return _lowpass(out, 0.5)


def hit(rng: random.Random) -> list[float]:
    """Two hard balls clacking together."""
    n = int(RATE * 0.18)
    return [
        _env(i / RATE, 0.0005, 0.02) * (math.sin(2 * math.pi * 2300 * i / RATE) * 0.6 + math.sin(2 * math.pi * 3500 * i / RATE) * 0.3 + rng.uniform(-1, 1) * 0.2)
        for i in range(n)
    ]


def bounce(rng: random.Random) -> list[float]:
    """A ball knocking against plastic or wood: a duller, lower knock."""
    n = int(RATE * 0.2)
    raw = [
        _env(i / RATE, 0.001, 0.03) * (math.sin(2 * math.pi * (520 - 200 * i / n) * i / RATE) * 0.8 + rng.uniform(-1, 1) * 0.25)
        for i in range(n)
    ]
    return _lowpass(raw, 0.35)


def splash(rng: random.Random) -> list[float]:
    """A plop and a wash of filtered noise."""
    n = int(RATE * 0.6)
    plop = [math.sin(2 * math.pi * (300 + 500 * i / RATE * 4) * i / RATE) * _env(i / RATE, 0.002, 0.04) * 0.7 for i in range(n)]
    wash = _lowpass([rng.uniform(-1, 1) * _env(i / RATE, 0.03, 0.16) * 0.6 for i in range(n)], 0.25)
    return [a + b for a, b in zip(plop, wash)]


def drop(rng: random.Random) -> list[float]:
    """A ball dropping into the cup: a hollow rattle of two or three bumps."""
    n = int(RATE * 0.45)
    out = [0.0] * n
    for k, (at, amp) in enumerate(((0.0, 0.9), (0.12, 0.5), (0.2, 0.3))):
        start = int(at * RATE)
        for i in range(int(RATE * 0.12)):
            if start + i < n:
                tt = i / RATE
                out[start + i] += amp * _env(tt, 0.001, 0.025) * (math.sin(2 * math.pi * (420 + 60 * k) * tt) * 0.7 + rng.uniform(-1, 1) * 0.15)
    return _lowpass(out, 0.45)


def whoosh(rng: random.Random) -> list[float]:
    """Air past a ball in a long stroke: noise swelling and fading."""
    n = int(RATE * 0.5)
    raw = [rng.uniform(-1, 1) * math.sin(math.pi * i / n) ** 2 * 0.5 for i in range(n)]
    return _lowpass(raw, 0.12)


def place(rng: random.Random) -> list[float]:
    """A ball set down on the board: a small soft tap."""
    n = int(RATE * 0.1)
    return _lowpass([_env(i / RATE, 0.001, 0.015) * (math.sin(2 * math.pi * 380 * i / RATE) * 0.6 + rng.uniform(-1, 1) * 0.2) for i in range(n)], 0.4)


SOUNDS: dict[str, Callable[[random.Random], list[float]]] = {
    "click": click,
    "roll": roll,
    "hit": hit,
    "bounce": bounce,
    "splash": splash,
    "drop": drop,
    "whoosh": whoosh,
    "place": place,
}


def write(name: str, samples: list[float]) -> Path:
    """Normalise to 80 % of full scale, fade the tail, write a 16-bit mono WAV."""
    peak = max(1e-6, max(abs(s) for s in samples))
    fade = min(len(samples), int(RATE * 0.01))
    data = bytearray()
    for i, s in enumerate(samples):
        g = 1.0 if i < len(samples) - fade else (len(samples) - i) / fade
        data += struct.pack("<h", int(max(-1.0, min(1.0, s / peak * 0.8 * g)) * 32767))
    path = OUT / f"{name}.wav"
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(bytes(data))
    return path


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        path = write(name, make(random.Random(name)))
        print("wrote", path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
