"""A position that proves more mines than its count says how many more in good English:
"1 more mine proven than the board holds" (it said "1 more mines")."""

from __future__ import annotations

import pytest

from minesweeper.engine import InconsistentError, Position, probabilities


@pytest.mark.parametrize(("text", "mines", "said"), [
    ("1#", 0, "1 more mine proven than the board holds"),
    ("3#\n##", 1, "2 more mines proven than the board holds"),
])
def test_mines_proven_over_the_count_are_counted_in_words(text: str, mines: int,
                                                          said: str) -> None:
    with pytest.raises(InconsistentError, match=f"^{said}$"):
        probabilities(Position.from_text(text, mines))
