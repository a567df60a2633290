"""Colour-vision deficiency simulation and colour difference (pure maths, no pygame).

:func:`simulate` shows a colour as a person with protanopia, deuteranopia or
tritanopia sees it, with the matrices of Machado, Oliveira and Fernandes
(2009), "A Physiologically-based Model for Simulation of Color Vision
Deficiency", at full severity (1.0). The matrices act on linear RGB, so sRGB
values are linearised first and encoded again afterwards.

:func:`delta_e` is the CIEDE2000 difference between two sRGB colours (D65):
about 2 is "just noticeable", 10 is "clearly different at a glance", 20 and
more is "a different colour". Used to test that player inks stay apart for
every kind of colour vision (``tests/ui/test_colorvision.py``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

RGB = tuple[int, int, int]
Matrix = tuple[tuple[float, float, float], tuple[float, float, float], tuple[float, float, float]]

MACHADO: dict[str, Matrix] = {
    # Machado et al. 2009, table of simulation matrices, severity 1.0
    "protan": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deutan": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritan": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
"""Full-severity simulation matrices (linear RGB) for the three dichromacies."""

VISIONS: tuple[str, ...] = ("normal", "protan", "deutan", "tritan")
"""Every vision :func:`simulate` knows; ``normal`` returns the colour unchanged."""


def srgb_to_linear(c: float) -> float:
    """One sRGB channel (0..1) to linear light."""
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def linear_to_srgb(c: float) -> float:
    """One linear channel (0..1) to sRGB."""
    c = min(1.0, max(0.0, c))
    return c * 12.92 if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055


def simulate(color: Sequence[int], vision: str) -> RGB:
    """``color`` (sRGB 0..255) as seen with ``vision`` (normal, protan, deutan or tritan)."""
    if vision == "normal":
        return (int(color[0]), int(color[1]), int(color[2]))
    try:
        m = MACHADO[vision]
    except KeyError:
        raise ValueError(f"unknown colour vision {vision!r}; known: {', '.join(VISIONS)}") from None
    lin = [srgb_to_linear(v / 255) for v in color[:3]]
    out = [sum(m[i][j] * lin[j] for j in range(3)) for i in range(3)]
    r, g, b = (round(linear_to_srgb(v) * 255) for v in out)
    return (r, g, b)


def to_lab(color: Sequence[int]) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of an sRGB colour."""
    r, g, b = (srgb_to_linear(v / 255) for v in color[:3])
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(c1: Sequence[int], c2: Sequence[int]) -> float:
    """CIEDE2000 colour difference between two sRGB colours."""
    l1, a1, b1 = to_lab(c1)
    l2, a2, b2 = to_lab(c2)
    c1s, c2s = math.hypot(a1, b1), math.hypot(a2, b2)
    cbar = (c1s + c2s) / 2
    g = 0.5 * (1 - math.sqrt(cbar**7 / (cbar**7 + 25**7)))
    a1p, a2p = a1 * (1 + g), a2 * (1 + g)
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl = l2 - l1
    dc = c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    elif abs(h2p - h1p) <= 180:
        dh = h2p - h1p
    elif h2p - h1p > 180:
        dh = h2p - h1p - 360
    else:
        dh = h2p - h1p + 360
    dhh = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    lbar = (l1 + l2) / 2
    cbarp = (c1p + c2p) / 2
    if c1p * c2p == 0:
        hbar = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hbar = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        hbar = (h1p + h2p + 360) / 2
    else:
        hbar = (h1p + h2p - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(hbar - 30))
        + 0.24 * math.cos(math.radians(2 * hbar))
        + 0.32 * math.cos(math.radians(3 * hbar + 6))
        - 0.20 * math.cos(math.radians(4 * hbar - 63))
    )
    sl = 1 + 0.015 * (lbar - 50) ** 2 / math.sqrt(20 + (lbar - 50) ** 2)
    sc = 1 + 0.045 * cbarp
    sh = 1 + 0.015 * cbarp * t
    dtheta = 30 * math.exp(-(((hbar - 275) / 25) ** 2))
    rc = 2 * math.sqrt(cbarp**7 / (cbarp**7 + 25**7))
    rt = -math.sin(math.radians(2 * dtheta)) * rc
    return math.sqrt((dl / sl) ** 2 + (dc / sc) ** 2 + (dhh / sh) ** 2 + rt * (dc / sc) * (dhh / sh))


def min_difference(colors: Sequence[Sequence[int]], vision: str = "normal") -> float:
    """The smallest :func:`delta_e` between any two of ``colors`` as seen with ``vision``."""
    seen = [simulate(c, vision) for c in colors]
    best = math.inf
    for i in range(len(seen)):
        for j in range(i + 1, len(seen)):
            best = min(best, delta_e(seen[i], seen[j]))
    return best


def relative_luminance(color: Sequence[int]) -> float:
    """WCAG 2.1's relative luminance of an sRGB colour (0 black .. 1 white)."""
    r, g, b = (srgb_to_linear(c / 255) for c in color[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: Sequence[int], b: Sequence[int]) -> float:
    """WCAG 2.1's contrast ratio of two colours (1 .. 21; 3 is the least for graphics, 4.5 for text)."""
    la, lb = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)
