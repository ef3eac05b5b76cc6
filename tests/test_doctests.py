"""The examples in docstrings are tests too (scorers and parsers are pure functions)."""

import doctest
import importlib

import pytest

MODULES = ["tasks._answers", "flows._sweep", "flows._options", "tasks._item", "graders.engine._inference", "flows._config", "tasks.humaneval.task",
           "graders.judges._pairwise", "graders.judges._winrate", "graders.judges._prompt",
           "graders.judges._config", "graders.judges._cache", "tasks.alfworld.env"]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name):
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0
    assert result.failed == 0


@pytest.mark.parametrize("script", ["online_rl"])
def test_benchmark_doctests(script):
    """Benchmarks are scripts, not a package: loaded from their file."""
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[1] / "benchmarks" / f"{script}.py"
    spec = importlib.util.spec_from_file_location(f"_bench_{script}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    result = doctest.testmod(module)
    assert result.attempted > 0
    assert result.failed == 0
