"""Search tools for the `search-qa` environment: BM25 over a local corpus, or a web search API.

    config = SearchConfig.from_options(options)    # tasks.deepsearchqa.search_config
    tool = make_search_tool(config)                # BM25Search (index cached per process) or WebSearch
    hits = tool.search("who founded the lighthouse guild", k=3)
"""

from tasks.deepsearchqa.search_tools._base import SearchError, SearchHit, SearchTool
from tasks.deepsearchqa.search_tools._bm25 import BM25Index, BM25Search, CorpusDoc, corpus_index, load_corpus, tokenize
from tasks.deepsearchqa.search_tools._factory import make_search_tool
from tasks.deepsearchqa.search_tools._web import PROVIDER_URLS, WebSearch, parse_results, provider_request

__all__ = [
    "PROVIDER_URLS",
    "BM25Index",
    "BM25Search",
    "CorpusDoc",
    "SearchError",
    "SearchHit",
    "SearchTool",
    "WebSearch",
    "corpus_index",
    "load_corpus",
    "make_search_tool",
    "parse_results",
    "provider_request",
    "tokenize",
]
