"""The examples in docstrings are tests too (scorers and parsers are pure functions)."""

import doctest
import importlib

import pytest

MODULES = ["tasks._answers", "flows._sweep", "flows._provenance", "tasks._task", "graders._inference", "flows._config", "tasks.humaneval.task",
           "graders.judges._pairwise", "graders.judges._winrate", "graders.judges._prompt",
           "graders.judges._config", "graders.judges._cache", "graders.envs.alfworld"]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name):
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0
    assert result.failed == 0
