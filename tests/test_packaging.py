"""The distribution ships every package under src/ (a missing one breaks `pip install .`),
and its source form the tests and the licence."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_every_package_under_src_is_listed_in_pyproject() -> None:
    text = (ROOT / "pyproject.toml").read_text()
    block = re.search(r"^packages = \[(.*?)\]", text, re.S | re.M)
    assert block is not None
    listed = set(re.findall(r'"([\w.]+)"', block.group(1)))
    source = ROOT / "src"
    found = {
        ".".join(path.parent.relative_to(source).parts)
        for path in source.rglob("__init__.py")
    }
    assert found - listed == set(), "add these to [tool.setuptools] packages in pyproject.toml"
    assert "minesweeper.boards" in listed  # the bundled boards, mapped from boards/


def test_the_distribution_name_is_free_and_the_command_is_minesweeper() -> None:
    """`minesweeper` on PyPI is another project: ours installs as logicsweeper."""
    text = (ROOT / "pyproject.toml").read_text()
    assert re.search(r'^name = "logicsweeper"$', text, re.M)
    assert re.search(r'^minesweeper = "minesweeper.command:main"$', text, re.M)


def test_no_source_or_test_file_passes_400_lines() -> None:
    # ARCHITECTURE.md: no file over 400 lines (a longer one is split by what it does).
    long = {str(path.relative_to(ROOT)): lines for path in [
        *(ROOT / "src").rglob("*.py"), *(ROOT / "tests").rglob("*.py"),
        *(ROOT / "benchmarks").rglob("*.py")]
        if (lines := len(path.read_text(encoding="utf-8").splitlines())) > 400}
    assert long == {}


def test_the_source_distribution_carries_the_tests_what_they_need_and_the_licence() -> None:
    # Without tests/conftest.py, tests run from an unpacked sdist wrote the user's real
    # records (one writes a records file of a newer format over them).
    lines = (ROOT / "MANIFEST.in").read_text().splitlines()
    for needed in ("graft tests", "graft benchmarks", "include .ci/run",
                   "include LICENSE README.md"):
        assert needed in lines
    assert (ROOT / "tests" / "conftest.py").is_file() and (ROOT / "LICENSE").is_file()
    text = (ROOT / "pyproject.toml").read_text()
    assert re.search(r'^license = "MIT"$', text, re.M)
    assert re.search(r'^license-files = \["LICENSE"\]$', text, re.M)
