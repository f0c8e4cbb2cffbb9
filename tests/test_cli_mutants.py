"""Options and their messages, from mutation testing: each test fails with a change to
arguments.py or cli.py that the suite let through."""

from __future__ import annotations

import pytest

from minesweeper import arguments
from test_cli import assert_one_line_error, run


@pytest.mark.parametrize("first", ["-x", "-8x8x10"])
def test_an_unknown_short_option_first_is_refused_in_one_line(first: str) -> None:
    assert arguments.dash_values([first, "--custom", "-8x8x10"]) == \
        [first, "--custom=-8x8x10"]
    assert_one_line_error(run(first), f"unrecognized arguments: {first}")
