"""The parts of app.py that run without a terminal: encoding choice and the way out."""

from __future__ import annotations

import pytest

from minesweeper.tui import app


def test_ascii_unless_the_encoding_is_utf8() -> None:
    assert app.wants_ascii("ANSI_X3.4-1968", ascii_option=False)
    assert app.wants_ascii("utf-8", ascii_option=True)


def test_unexpected_error_prints_message_and_traceback(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    def boom(options: object) -> int:
        raise RuntimeError("boom")

    monkeypatch.setattr(app, "_run", boom)
    assert app.run(None) == app.EXIT_CRASH  # type: ignore[arg-type]
    err = capsys.readouterr().err
    assert err.startswith("minesweeper: an unexpected error")
    assert "Traceback" in err and "RuntimeError: boom" in err


def test_ctrl_c_is_exit_130(monkeypatch: pytest.MonkeyPatch,
                            capsys: pytest.CaptureFixture[str]) -> None:
    def interrupted(options: object) -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr(app, "_run", interrupted)
    monkeypatch.setenv("LINES", "10")
    assert app.run(None) == 130  # type: ignore[arg-type]
    assert capsys.readouterr().err == ""
    import os
    assert "LINES" not in os.environ
