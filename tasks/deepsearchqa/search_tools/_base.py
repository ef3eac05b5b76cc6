"""The search tool contract: a query in, ranked hits out."""

from __future__ import annotations

from abc import ABC, abstractmethod

from pydantic import BaseModel, ConfigDict, Field

from infra import A2RLError


class SearchHit(BaseModel):
    """One search result as the policy is shown it."""

    model_config = ConfigDict(frozen=True)

    title: str = Field(description="Page or document title.")
    snippet: str = Field(description="A short extract of the text.")
    url: str | None = Field(None, description="Web results: the page's address.")
    doc_id: str | None = Field(None, description="Corpus results: the document's id.")
    score: float | None = Field(None, description="The tool's relevance score, when it gives one.")


class SearchError(A2RLError):
    """The search tool could not answer (API refused the key, out of retries, broken corpus).

    Raised by `SearchTool.search`; the environment lets it through, so the rollout engine
    records the episode as failed (the tool's fault, not the policy's) instead of scoring it.
    """


class SearchTool(ABC):
    """A search backend with a lifecycle: construct, `search` any number of times, `close`."""

    name: str

    @abstractmethod
    def search(self, query: str, k: int) -> list[SearchHit]:
        """The `k` best hits for `query`, best first (fewer when fewer match)."""

    def close(self) -> None:
        """Release connections."""


def snippet(text: str, limit: int) -> str:
    """The start of `text`, cut at a word boundary.

    >>> snippet("one two three four", 9)
    'one two …'
    """
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[:limit].rsplit(" ", 1)[0]
    return f"{cut} …"
