"""Every test gets its own user data folder: no test reads or writes the real one."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def private_data_folder(tmp_path_factory: pytest.TempPathFactory,
                        monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point XDG_DATA_HOME (and so platformdirs and every child process) at a fresh folder."""
    folder = tmp_path_factory.mktemp("xdg-data")
    monkeypatch.setenv("XDG_DATA_HOME", str(folder))
    return folder
