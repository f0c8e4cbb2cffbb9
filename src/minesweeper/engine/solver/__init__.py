"""The logic solver: the rules (`core`), their reasons in words (`reasons`), guessing when
nothing can be proven (`guess`) and the public questions (`questions`).

Every name other modules use is re-exported here.
"""

from __future__ import annotations

from .core import Deduction, Rule, Solver
from .guess import GUESS_TOLERANCE, LOOKAHEAD_LIMIT, Outlook, best_guess, outlook
from .marks import MINE, SAFE, UNKNOWN
from .neighbours import neighbour_table
from .questions import (
    Hint,
    HintError,
    HintKind,
    NothingToHintError,
    deductions,
    exact_probabilities,
    hint,
    probabilities,
)
from .reasons import where

__all__ = [
    "GUESS_TOLERANCE",
    "LOOKAHEAD_LIMIT",
    "MINE",
    "SAFE",
    "UNKNOWN",
    "Deduction",
    "Hint",
    "HintError",
    "HintKind",
    "NothingToHintError",
    "Outlook",
    "Rule",
    "Solver",
    "best_guess",
    "deductions",
    "exact_probabilities",
    "hint",
    "neighbour_table",
    "outlook",
    "probabilities",
    "where",
]
