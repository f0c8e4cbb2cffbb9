"""The engine's fast binomials are exactly math.comb's (the chance map's counts rest on them)."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from minesweeper.engine.binomial import SMALL, comb


@given(st.integers(0, 30_000), st.integers(0, 30_100))
def test_every_binomial_is_math_combs(n: int, k: int) -> None:
    assert comb(n, k) == math.comb(n, k)


@pytest.mark.parametrize(("n", "k"), [(200_000, 60_000), (99_856, 15_976), (SMALL * 2, SMALL),
                                      (SMALL * 2, SMALL - 1), (9973, 4986)])
def test_big_ones_built_from_prime_factors_are_exact(n: int, k: int) -> None:
    assert comb(n, k) == math.comb(n, k)


def test_negative_arguments_are_refused_as_math_comb_refuses_them() -> None:
    for n, k in ((-1, 2), (5, -1)):
        with pytest.raises(ValueError):
            comb(n, k)
