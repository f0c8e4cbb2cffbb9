"""The frontier parts' ways by their shape, and the sums that combine them with the rest.

Combining counts, for each part and each number of mines it can hold, the ways of all the
other parts and of the cells off the frontier together. A part's ways by its mines beyond
the least it can hold, over their greatest common divisor, is its shape: most parts of a
scattered frontier can hold one number of mines only (a lone 1 beside three closed cells:
shape (1,)), and many others share a shape, which then gives them all the same weights.

The weights come from one sequence, `later` (`spread_over`): the ways of every part and
of the rest when the parts hold x mines less than they may (a correlation of the spread
of the rest with each part's shape in turn, small numbers times large ones); each shape's
weights are then `later` unwound by that shape once (`weights_of`). Both cost in
proportion to the parts times their mine range: 200 x 200 with 736 parts took 20 s by
multiplying the other parts' ways together for each part, large numbers by large ones.
"""

from __future__ import annotations

from math import gcd
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .probability import Component

Shapes = dict[tuple[int, ...], list[tuple[int, "Component"]]]


def shapes_of(exact: list[Component]) -> tuple[int, int, int, Shapes]:
    """The least mines the parts `exact` hold together, the most more they can hold, the
    product of their shapes' multiples (`fixed`), and the parts by shape, each with its
    multiple (its ways are its shape times that, by its mines beyond its least)."""
    least, most, fixed = 0, 0, 1
    shapes: Shapes = {}
    for part in exact:
        held = [mines for mines, ways in part.ways.items() if ways]
        low = min(held)
        least += low
        most += max(held) - low
        ways = [part.ways.get(mines, 0) for mines in range(low, max(held) + 1)]
        common = gcd(*ways)
        fixed *= common
        shapes.setdefault(tuple(n // common for n in ways), []).append((common, part))
    return least, most, fixed, shapes


def spread_over(shapes: Shapes, spread: list[int]) -> list[int]:
    """later[x] = sum over k of F[k] * spread[k + x], F the product of every part's shape
    (as a polynomial) and `spread` 0 past its end: `spread` correlated with each shape in
    turn (a correlation with the product is one with each factor after the other)."""
    later = spread
    for shape, parts in shapes.items():
        for _ in range(len(parts) if len(shape) > 1 else 0):
            out = [shape[0] * value for value in later] if shape[0] != 1 else list(later)
            for t in range(1, len(shape)):
                if shape[t]:
                    factor = shape[t]
                    out[:len(later) - t] = [a + factor * b
                                            for a, b in zip(out, later[t:], strict=False)]
            later = out
    return later


def weights_of(shape: tuple[int, ...], later: list[int]) -> list[int]:
    """w[x] = sum over k of (F / shape)[k] * spread[k + x] for x in 0..len(shape) - 1: the
    ways of the other parts and of the rest when a part of this shape holds x mines
    beyond its least (over its multiple's share of `fixed`). From `later[y] = sum over t
    of shape[t] * w[y + t]` (w is 0 past the end of `spread`), solved from the end: a
    shape's first number is not 0, and every w is a whole number, so each division is
    exact."""
    if len(shape) == 1:
        return [later[0] // shape[0]]
    first, size = shape[0], len(later)
    w = [0] * (size + len(shape))
    steps = [(t, factor) for t, factor in enumerate(shape) if t and factor]
    for y in range(size - 1, -1, -1):
        value = later[y]
        for t, factor in steps:
            value -= factor * w[y + t]
        w[y] = value // first
    return w[:len(shape)]
