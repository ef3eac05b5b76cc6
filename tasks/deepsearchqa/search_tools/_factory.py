"""`make_search_tool`: the tool a `SearchConfig` names."""

from __future__ import annotations

import os
from collections.abc import Mapping

from tasks.deepsearchqa.search_config import SearchConfig
from tasks.deepsearchqa.search_tools._base import SearchTool
from tasks.deepsearchqa.search_tools._bm25 import BM25Search
from tasks.deepsearchqa.search_tools._web import WebSearch


def make_search_tool(config: SearchConfig, env: Mapping[str, str] = os.environ) -> SearchTool:
    """A `BM25Search` over the configured corpus or a `WebSearch` (key read from `env`).

    Raises UsageError (what to set) when the configuration cannot work here.
    """
    config.check(env)
    if config.search == "bm25":
        assert config.corpus is not None
        return BM25Search(config.corpus, snippet_chars=config.snippet_chars)
    assert config.provider is not None
    return WebSearch(config.provider, env[config.api_key_env], base_url=config.base_url, timeout_s=config.timeout_s,
                     max_retries=config.max_retries, snippet_chars=config.snippet_chars)
