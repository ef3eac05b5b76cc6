"""BM25 (Okapi, k1 = 1.5, b = 0.75) over a local JSON-lines corpus: offline and reproducible.

The index is built once per process and kept, keyed by the corpus file's sha256, so every
episode an environment actor plays shares it and an edited corpus is never served stale.
"""

from __future__ import annotations

import hashlib
import math
import re
import threading
import unicodedata
from collections import Counter
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tasks.deepsearchqa.search_tools._base import SearchError, SearchHit, SearchTool, snippet

_WORD = re.compile(r"\w+")
# Words that carry no topic; without them a question's wording does not outrank its subject.
STOPWORDS = frozenset(
    "a an and are as at be by did do does for from had has have how in is it its of on or that the their "
    "there these this those to was were what when where which who whom whose why will with".split())


class CorpusDoc(BaseModel):
    """One line of the corpus file."""

    model_config = ConfigDict(frozen=True)

    id: str = Field(description="Unique within the corpus.")
    title: str = Field("", description="Shown as the result's title; also searched.")
    text: str = Field(description="The document's text; its start is the result's snippet.")


def tokenize(text: str) -> list[str]:
    """Lowercased words, accents folded, stopwords dropped.

    >>> tokenize("Who founded the Lighthouse Guild of Søndervik in 1887?")
    ['founded', 'lighthouse', 'guild', 'søndervik', '1887']
    """
    folded = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return [w for w in _WORD.findall(folded.lower()) if w not in STOPWORDS]


class BM25Index:
    """Okapi BM25 with Lucene's non-negative idf: ln(1 + (N - df + 0.5) / (df + 0.5))."""

    def __init__(self, docs: list[CorpusDoc], k1: float = 1.5, b: float = 0.75) -> None:
        self.docs, self.k1, self.b = docs, k1, b
        self.lengths: list[int] = []
        self.postings: dict[str, list[tuple[int, int]]] = {}  # term -> [(doc index, term frequency)]
        for index, doc in enumerate(docs):
            terms = Counter(tokenize(f"{doc.title} {doc.text}"))
            self.lengths.append(sum(terms.values()))
            for term, tf in terms.items():
                self.postings.setdefault(term, []).append((index, tf))
        self.avg_length = sum(self.lengths) / len(docs) if docs else 0.0
        n = len(docs)
        self.idf = {t: math.log(1 + (n - len(p) + 0.5) / (len(p) + 0.5)) for t, p in self.postings.items()}

    def scores(self, query: str) -> dict[int, float]:
        """BM25 score of every document sharing a term with `query` (a repeated query term counts once)."""
        out: dict[int, float] = {}
        for term in dict.fromkeys(tokenize(query)):
            for index, tf in self.postings.get(term, []):
                norm = self.k1 * (1 - self.b + self.b * self.lengths[index] / (self.avg_length or 1.0))
                out[index] = out.get(index, 0.0) + self.idf[term] * tf * (self.k1 + 1) / (tf + norm)
        return out

    def top(self, query: str, k: int) -> list[tuple[CorpusDoc, float]]:
        """The `k` best documents, best first; ties go to the earlier document (stable ranking)."""
        ranked = sorted(self.scores(query).items(), key=lambda kv: (-kv[1], kv[0]))[:k]
        return [(self.docs[i], s) for i, s in ranked]


def load_corpus(path: Path) -> list[CorpusDoc]:
    """Every document of a JSON-lines corpus; SearchError naming the line that is malformed."""
    docs: list[CorpusDoc] = []
    seen: set[str] = set()
    with open(path, encoding="utf-8") as fh:
        for number, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                doc = CorpusDoc.model_validate_json(line)
            except ValidationError as exc:
                raise SearchError(f"{path}:{number} is not a corpus line {{\"id\", \"title\", \"text\"}}: "
                                  f"{exc.errors()[0]['msg']}") from exc
            if doc.id in seen:
                raise SearchError(f"{path}:{number} repeats document id {doc.id!r}; ids must be unique")
            seen.add(doc.id)
            docs.append(doc)
    if not docs:
        raise SearchError(f"the corpus {path} has no documents")
    return docs


_LOCK = threading.Lock()
_INDEXES: dict[str, BM25Index] = {}   # sha256 of the corpus file -> its index
_HASHES: dict[tuple[str, int, int], str] = {}  # (path, size, mtime) -> sha256, so a file is hashed once


def _sha256(path: Path) -> str:
    stat = path.stat()
    key = (str(path.resolve()), stat.st_size, stat.st_mtime_ns)
    if key not in _HASHES:
        digest = hashlib.sha256()
        with open(path, "rb") as fh:
            for block in iter(lambda: fh.read(1 << 20), b""):
                digest.update(block)
        _HASHES[key] = digest.hexdigest()
    return _HASHES[key]


def corpus_index(path: str | Path) -> BM25Index:
    """The BM25 index of the corpus at `path`, built on first use in this process."""
    path = Path(path)
    if not path.is_file():
        raise SearchError(f"the BM25 corpus {path} does not exist; set A2RL_SEARCH_CORPUS to a JSON-lines file")
    with _LOCK:
        key = _sha256(path)
        if key not in _INDEXES:
            _INDEXES[key] = BM25Index(load_corpus(path))
        return _INDEXES[key]


class BM25Search(SearchTool):
    name = "bm25"

    def __init__(self, corpus: str | Path, snippet_chars: int = 300) -> None:
        self.index = corpus_index(corpus)
        self.snippet_chars = snippet_chars

    def search(self, query: str, k: int) -> list[SearchHit]:
        return [SearchHit(title=doc.title or doc.id, snippet=snippet(doc.text, self.snippet_chars), doc_id=doc.id,
                          score=round(score, 4)) for doc, score in self.index.top(query, k)]
