"""Web search through a provider's HTTP API: Brave, Serper (Google results) or Tavily.

Each provider is a request builder and a response parser, written from the provider's API
reference:

- Brave: `GET https://api.search.brave.com/res/v1/web/search?q=…&count=k`, key in the
  `X-Subscription-Token` header; results in `web.results[]` as {title, url, description}
  (the description carries <strong> highlights, removed here).
- Serper: `POST https://google.serper.dev/search` with JSON {"q", "num"}, key in `X-API-KEY`;
  results in `organic[]` as {title, link, snippet}.
- Tavily: `POST https://api.tavily.com/search` with JSON {"query", "max_results"}, key as
  `Authorization: Bearer …`; results in `results[]` as {title, url, content, score}.

Web results change from day to day, so scores with a web tool are not reproducible the way
BM25 scores are; reports name the tool that was used (it is part of the episode options).
"""

from __future__ import annotations

import html
import re
import time
from typing import Any

import httpx

from tasks.deepsearchqa.search_tools._base import SearchError, SearchHit, SearchTool, snippet

PROVIDER_URLS = {
    "brave": "https://api.search.brave.com/res/v1/web/search",
    "serper": "https://google.serper.dev/search",
    "tavily": "https://api.tavily.com/search",
}
_TAGS = re.compile(r"<[^>]+>")
_RETRY_STATUS = {429, 500, 502, 503, 504}


def _plain(text: Any) -> str:
    """Provider text without HTML tags or entities.

    >>> _plain("The <strong>Guild</strong> &amp; its lamps")
    'The Guild & its lamps'
    """
    return " ".join(html.unescape(_TAGS.sub("", str(text or ""))).split())


def provider_request(provider: str, url: str, key: str, query: str, k: int) -> httpx.Request:
    """The HTTP request `provider`'s API expects for `query` (k results)."""
    if provider == "brave":
        return httpx.Request("GET", url, params={"q": query, "count": k},
                             headers={"Accept": "application/json", "X-Subscription-Token": key})
    if provider == "serper":
        return httpx.Request("POST", url, json={"q": query, "num": k},
                             headers={"X-API-KEY": key, "Content-Type": "application/json"})
    if provider == "tavily":
        return httpx.Request("POST", url, json={"query": query, "max_results": k},
                             headers={"Authorization": f"Bearer {key}", "Content-Type": "application/json"})
    raise SearchError(f"unknown web search provider {provider!r}; use one of {', '.join(PROVIDER_URLS)}")


def parse_results(provider: str, body: dict[str, Any]) -> list[SearchHit]:
    """The hits in a provider's JSON answer, in its order."""
    if provider == "brave":
        rows, fields = (body.get("web") or {}).get("results") or [], ("title", "description", "url")
    elif provider == "serper":
        rows, fields = body.get("organic") or [], ("title", "snippet", "link")
    else:
        rows, fields = body.get("results") or [], ("title", "content", "url")
    title, text, url = fields
    hits = []
    for row in rows:
        if isinstance(row, dict) and (row.get(title) or row.get(text)):
            score = row.get("score") if isinstance(row.get("score"), (int, float)) else None
            hits.append(SearchHit(title=_plain(row.get(title)), snippet=_plain(row.get(text)),
                                  url=str(row.get(url) or "") or None, score=score))
    return hits


class WebSearch(SearchTool):
    """One provider, one connection pool; retries 429, 5xx and lost connections with backoff."""

    name = "web"

    def __init__(self, provider: str, api_key: str, base_url: str | None = None, timeout_s: float = 15.0,
                 max_retries: int = 2, snippet_chars: int = 300, backoff_s: float = 0.5) -> None:
        if provider not in PROVIDER_URLS:
            raise SearchError(f"unknown web search provider {provider!r}; use one of {', '.join(PROVIDER_URLS)}")
        self.provider, self.url = provider, base_url or PROVIDER_URLS[provider]
        self._key, self.max_retries, self.snippet_chars = api_key, max_retries, snippet_chars
        self.backoff_s = backoff_s
        self._client = httpx.Client(timeout=timeout_s)

    def search(self, query: str, k: int) -> list[SearchHit]:
        request = provider_request(self.provider, self.url, self._key, query, k)
        last = ""
        for attempt in range(self.max_retries + 1):
            if attempt:
                time.sleep(min(4.0, self.backoff_s * 2 ** (attempt - 1)))
            try:
                response = self._client.send(request)
            except httpx.TransportError as exc:
                last = f"{type(exc).__name__}: {exc}"
                continue
            if response.status_code in _RETRY_STATUS:
                last = f"HTTP {response.status_code}"
                continue
            if response.status_code in (401, 403):
                raise SearchError(f"{self.provider} refused the API key (HTTP {response.status_code}); "
                                  "check A2RL_SEARCH_API_KEY")
            if response.status_code >= 400:
                raise SearchError(f"{self.provider} answered HTTP {response.status_code}: {response.text[:200]}")
            try:
                body = response.json()
            except ValueError as exc:
                raise SearchError(f"{self.provider} answered something that is not JSON: {response.text[:200]}") from exc
            hits = parse_results(self.provider, body if isinstance(body, dict) else {})[:k]
            return [h.model_copy(update={"snippet": snippet(h.snippet, self.snippet_chars)}) for h in hits]
        raise SearchError(f"{self.provider} did not answer after {self.max_retries + 1} tries ({last})")

    def close(self) -> None:
        self._client.close()

