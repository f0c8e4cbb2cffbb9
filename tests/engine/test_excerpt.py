"""Quoting bad input: short, and bytes that were not UTF-8 shown as bytes."""

from __future__ import annotations

import ast

from hypothesis import given
from hypothesis import strategies as st

from minesweeper.engine.excerpt import ascii_escaped, columns, cut, excerpt, quoted

# What surrogateescape decoding turns each undecodable byte into.
AS_BYTES = {0xDC00 + byte: byte for byte in range(0x80, 0x100)}


def test_an_undecodable_byte_is_quoted_as_that_byte() -> None:
    assert quoted(b"o\xe9".decode("utf-8", "surrogateescape")) == "'o\\xe9'"
    assert excerpt(b"it's \xff".decode("utf-8", "surrogateescape")) == "\"it's \\xff\""


def test_a_long_run_of_bad_bytes_is_cut_short() -> None:
    text = (b"\xfe" * 500).decode("utf-8", "surrogateescape")
    assert excerpt(text) == "'" + "\\xfe" * 10 + "'... (500 characters)"  # 40 long


@given(st.text(max_size=200), st.integers(4, 60))
def test_a_quote_is_never_longer_than_its_limit_whatever_it_escapes(text: str,
                                                                    limit: int) -> None:
    shown = excerpt(text, limit)
    quote = shown.split("... (")[0]
    # Columns, not characters: an accent that combines with the one before it takes none.
    assert columns(quote) <= limit + 2 or columns(quoted(text[:1])) > limit + 2, shown
    if len(shown) == len(quote):  # not cut: the whole text
        assert quote == quoted(text)


@given(st.binary(max_size=40) | st.text(max_size=40).map(lambda t: t.encode()))
def test_the_quote_reads_back_as_the_text_with_bytes_for_bad_bytes(raw: bytes) -> None:
    text = raw.decode("utf-8", "surrogateescape")
    assert ast.literal_eval(quoted(text)) == text.translate(AS_BYTES)


@given(st.text(alphabet=st.characters(blacklist_categories=["Cs"])))
def test_text_without_bad_bytes_is_quoted_as_python_does(text: str) -> None:
    assert quoted(text) == repr(text)


def test_a_limit_below_zero_keeps_nothing_and_returns() -> None:
    # It looped for ever: the cut only ever went down from a negative start.
    assert excerpt("abc", -1) == "''... (3 characters)"


def test_a_cut_keeps_the_longest_start_that_fits_the_columns_a_wide_character_taking_two() -> None:
    assert cut("地図ab", 4) == "地図"
    assert cut("地図ab", 3) == "地"
    assert cut("地図ab", 6) == "地図ab"
    assert cut("éa", 2) == "éa" and cut("abc", 3) == "abc"


def test_plain_ascii_escapes_each_character_past_ascii_by_its_code_point() -> None:
    assert ascii_escaped("é地\uffff\U0001f4a3!") == "\\u00e9\\u5730\\uffff\\U0001f4a3!"


def test_a_mark_that_combines_with_the_character_before_takes_no_column() -> None:
    # Thai vowels above (U+0E31), Devanagari vowel signs (U+0941) and enclosing marks
    # (U+20DD) combine as the accent U+0301 does, but have combining class 0: counted a
    # column each, a Thai board's name took twice the columns the terminal gives it (the C
    # library's wcwidth says 0, and curses and tmux follow it), so it was cut short,
    # centred off and the cursor parked past its end.
    assert columns("\u0e01\u0e31" * 2) == 2
    assert columns("\u0915\u0941") == 1 and columns("e\u20dd") == 1
    assert columns("\u1100\u1161") == 2  # a Hangul syllable spelt in jamo: one wide cell
    assert cut("\u0e01\u0e31" * 3 + ".in", 4) == "\u0e01\u0e31" * 3 + "."


def test_the_later_hangul_vowels_and_final_jamo_take_no_column_either() -> None:
    # Hangul Jamo Extended-B (U+D7B0-U+D7FF: old vowels and finals) joins the syllable before
    # as U+1160-U+11FF does; the C library's wcwidth gives them 0, as curses and tmux draw.
    assert columns("\u1100\ud7b0") == 2 and columns("\u1100\u1161\ud7cb") == 2
