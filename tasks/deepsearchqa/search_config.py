"""Which search tool answers the policy's `search[...]`: `SearchConfig`, one contract for the
task (which checks it before anything starts) and the `search-qa` environment (which uses it).

Two tools: BM25 over a local corpus (offline, reproducible) and a web search API. The choice
comes from the task's `env.options` (`search: bm25|web`) and from environment variables,
which win over task.yaml so a user can point any protocol at their own corpus or provider:

    A2RL_SEARCH=bm25  A2RL_SEARCH_CORPUS=/data/wiki.jsonl        # JSON lines {id, title, text}
    A2RL_SEARCH=brave A2RL_SEARCH_API_KEY=...                   # or serper, tavily

`resolved_options` is called once where the task is built (the entry point); what it finds is
written into the episodes' options, so environments in other processes or on other machines
get the same tool without reading the caller's environment. Only the API key stays in an
environment variable (named, never copied), so it is not written into trajectories or reports.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from infra import UsageError

SEARCH_VAR = "A2RL_SEARCH"
CORPUS_VAR = "A2RL_SEARCH_CORPUS"
KEY_VAR = "A2RL_SEARCH_API_KEY"
BASE_URL_VAR = "A2RL_SEARCH_BASE_URL"
DATA_DIR_VAR = "A2RL_DATA_DIR"
MIRROR_CORPUS = Path("deepsearchqa") / "corpus.jsonl"
WORKSPACE_CORPUS = "corpus.jsonl"
"""A corpus shipped next to the questions in a data mirror is found without any setting."""

EPISODE_OPTIONS = ("item_match", "turn_limit", "judge")
"""Options of the `search-qa` environment that are not about the search tool (scoring, turn limit,
whether the evaluation grades answers with a judge)."""

Provider = Literal["brave", "serper", "tavily"]
PROVIDERS: tuple[str, ...] = ("brave", "serper", "tavily")

HOW_TO_SET = (f"search a local corpus with {SEARCH_VAR}=bm25 and {CORPUS_VAR}=/path/corpus.jsonl "
              "(JSON lines {\"id\", \"title\", \"text\"}), or the web with "
              f"{SEARCH_VAR}=brave|serper|tavily and {KEY_VAR}=<key> "
              f"({BASE_URL_VAR} overrides the provider's URL, e.g. for a proxy)")


class SearchConfig(BaseModel):
    """The search tool of a `search-qa` environment (its `env.options`, minus the scoring ones)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    search: Literal["bm25", "web"] = Field(description="bm25: a local corpus; web: a search API.")
    corpus: str | None = Field(None, description="bm25: path of the JSON-lines corpus {id, title, text}.")
    provider: Provider | None = Field(None, description="web: which API answers (brave, serper or tavily).")
    base_url: str | None = Field(None, description="web: endpoint override (a proxy, or a stand-in in tests).")
    api_key_env: str = Field(KEY_VAR, description="web: the NAME of the variable holding the key.")
    top_k: int = Field(3, ge=1, le=10, description="Results shown per search.")
    snippet_chars: int = Field(300, ge=40, le=2000, description="Characters of each result's text shown.")
    timeout_s: float = Field(15.0, gt=0, description="web: seconds per request.")
    max_retries: int = Field(2, ge=0, le=5, description="web: retries on 429, 5xx and lost connections.")

    def check(self, env: Mapping[str, str] = os.environ) -> None:
        """Raise `UsageError` saying what to set when this tool cannot answer here."""
        if self.search == "bm25":
            if not self.corpus:
                raise UsageError(f"the bm25 search tool has no corpus: set {CORPUS_VAR}=/path/corpus.jsonl, or "
                                 f"give the data mirror as {DATA_DIR_VAR}=DIR with DIR/{MIRROR_CORPUS} in it; "
                                 f"or search the web: {SEARCH_VAR}=brave|serper|tavily and {KEY_VAR}=<key>")
            if not Path(self.corpus).is_file():
                raise UsageError(f"the bm25 corpus {self.corpus} does not exist; set {CORPUS_VAR} to a "
                                 "JSON-lines file of {\"id\", \"title\", \"text\"}")
            return
        if self.provider is None:
            raise UsageError(f"web search needs a provider: {HOW_TO_SET}")
        if not env.get(self.api_key_env):
            raise UsageError(f"web search with {self.provider} needs an API key in {self.api_key_env}: "
                             f"set {self.api_key_env}=<key>")

    @classmethod
    def from_options(cls, options: Mapping[str, Any]) -> SearchConfig:
        """The search part of an environment's options; UsageError when they are malformed or unknown."""
        fields = {k: v for k, v in options.items() if k not in EPISODE_OPTIONS}
        try:
            return cls.model_validate(fields)
        except ValidationError as exc:
            raise UsageError(f"the search options {fields} are not valid ({exc.errors()[0]['msg']}); "
                             f"{HOW_TO_SET}") from exc


def resolved_options(options: Mapping[str, Any], env: Mapping[str, str] = os.environ) -> dict[str, Any]:
    """`options` with the search tool filled in from the environment (never fails: `check` says why).

    >>> resolved_options({"search": "web"}, env={"A2RL_SEARCH": "bm25", "A2RL_SEARCH_CORPUS": "/c.jsonl"})
    {'search': 'bm25', 'corpus': '/c.jsonl'}
    >>> resolved_options({"search": "bm25", "corpus": "/x.jsonl"}, env={"A2RL_SEARCH": "Serper"})
    {'search': 'web', 'corpus': '/x.jsonl', 'provider': 'serper'}
    """
    out = dict(options)
    choice = env.get(SEARCH_VAR, "").strip().lower()
    if choice == "bm25":
        out["search"] = "bm25"
    elif choice:
        out["search"], out["provider"] = "web", choice  # an unknown name is refused by `check`
    if env.get(BASE_URL_VAR):
        out["base_url"] = env[BASE_URL_VAR].strip()
    if out.get("search") == "bm25":
        corpus = env.get(CORPUS_VAR) or out.get("corpus")
        mirror = Path(env[DATA_DIR_VAR]) / MIRROR_CORPUS if env.get(DATA_DIR_VAR) else None
        if not corpus and mirror is not None and mirror.is_file():
            corpus = str(mirror)
        # In an agent's workspace the corpus is a copy in its data folder (the harness's
        # settings are hidden there), so its rollouts search what the grader searches.
        workspace_copy = Path(env["DATA_PATH"]) / WORKSPACE_CORPUS if env.get("DATA_PATH") else None
        if not corpus and workspace_copy is not None and workspace_copy.is_file():
            corpus = str(workspace_copy)
        if corpus:
            out["corpus"] = str(Path(corpus).expanduser().absolute())
    return out
