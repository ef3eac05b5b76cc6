"""The sealed items' distinctive word n-grams, and where a text holds enough of one item's.

Every n-gram of a sealed item that also occurs in something the agent legitimately had (train
items, the task description, prompt templates) is dropped from the index first, so what is left
is what only a sealed item says.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from graders.integrity._contamination_config import ContaminationConfig
from graders.integrity._flags import IntegrityFlag
from tasks import Item

__all__ = ["SealedIndex"]

_MiB = 1 << 20
_WORD = re.compile(r"\w+")
# JSON and Python string escapes: `json.dumps` writes a newline as `\n` and ’ as `\u2019`, which
# would otherwise glue the letter after the backslash onto the next word ("\nShe" -> "nshe").
_ESCAPE = re.compile(r"\\(?:u[0-9a-fA-F]{4}|[nrtbf])")
_SPACE = re.compile(r"\s")
_SEGMENT_CHARS = _MiB  # texts are tokenised a segment at a time, so a 20 MiB file is not 4 M words at once
_QUOTE_CHARS = 200
_NAMED_ITEMS = 20


# An item is matched by its whole text, or by its question or its answer alone: a file of test
# questions with the agent's own solutions is contamination too, though it holds under half the item.
_PARTS = ("question and answer", "question", "answer")


class SealedIndex:
    """n-gram hash -> codes of the sealed items containing it, less every n-gram of a known text.

    A code is `item number << 2 | in question | in answer << 1`: each n-gram of an item counts
    towards the whole item and, by those bits, towards its question and its answer alone.
    """

    def __init__(self, sealed: dict[str, list[Item]], known: Iterable[str], config: ContaminationConfig):
        self.n, self.min_coverage = config.n, config.min_coverage
        self.names: list[str] = []
        grams: dict[int, int | list[int]] = {}
        for split, items in sealed.items():
            for item in items:
                j = len(self.names)
                self.names.append(f"{split}:{item.id}")
                question, answer = set(_keys(item.question, self.n)), set(_keys(item.answer, self.n))
                for key in set(_keys(item.question + "\n" + item.answer, self.n)):
                    code = j << 2 | (key in question) | (key in answer) << 1
                    prev = grams.get(key)
                    if prev is None:
                        grams[key] = code
                    elif isinstance(prev, int):
                        grams[key] = [prev, code]
                    else:
                        prev.append(code)
        for text in known:
            for key in _keys(text, self.n):
                grams.pop(key, None)
        self.totals = [[0, 0, 0] for _ in self.names]  # distinctive n-grams of each _PARTS
        for value in grams.values():
            for code in _members(value):
                _count(self.totals[code >> 2], code)
        for totals in self.totals:
            # A part with few distinctive n-grams can recur by chance; it cannot match on its own.
            totals[:] = [t if t >= config.min_ngrams else 0 for t in totals]
        short = {j for j, totals in enumerate(self.totals) if not any(totals)}
        if short:
            grams = {k: kept for k, v in grams.items() if (kept := _without(v, short)) is not None}
        self.grams = grams
        self.matchable = len(self.names) - len(short)

    def match(self, name: str, text: str) -> IntegrityFlag | None:
        """The flag for `text` if it holds at least one sealed item, else None."""
        n, grams = self.n, self.grams
        if not grams:
            return None
        seen: set[int] = set()
        found: dict[int, list[int]] = {}  # item -> distinct n-grams found, per _PARTS
        runs: dict[int, list[int]] = {}  # item -> [first, last] window of its current run of hits
        longest: dict[int, tuple[int, int]] = {}
        for base, words in _windows(text, n):
            for i in [i for i in range(len(words) - n + 1) if hash(tuple(words[i:i + n])) in grams]:
                key, pos = hash(tuple(words[i:i + n])), base + i
                new = key not in seen
                seen.add(key)
                for code in _members(grams[key]):
                    j = code >> 2
                    if new:
                        _count(found.setdefault(j, [0, 0, 0]), code)
                    run = runs.get(j)
                    if run is not None and run[1] == pos - 1:
                        run[1] = pos
                    else:
                        if run is not None:
                            _keep_longer(longest, j, run)
                        runs[j] = [pos, pos]
        for j, run in runs.items():
            _keep_longer(longest, j, run)
        coverage: dict[int, tuple[float, int]] = {}  # item -> (best coverage, of which part)
        for j, counts in found.items():
            best = max(((c / t, p) for p, (c, t) in enumerate(zip(counts, self.totals[j])) if t),
                       key=lambda cp: (cp[0], -cp[1]))  # on a tie, the larger part
            if best[0] >= self.min_coverage:
                coverage[j] = best
        if not coverage:
            return None
        order = sorted(coverage, key=lambda j: (-coverage[j][0], longest[j][0] - longest[j][1], j))
        first, last = longest[order[0]]
        span = _quote(text, first, last + n - 1)
        names = [self.names[j] for j in order]
        value, part = coverage[order[0]]
        more = f" and {len(names) - _NAMED_ITEMS} more" if len(names) > _NAMED_ITEMS else ""
        evidence = (f"{name}: {len(names)} sealed item(s): {', '.join(names[:_NAMED_ITEMS])}{more}; "
                    f"{names[0]} at {value:.0%} of its {_PARTS[part]}'s distinctive {n}-word sequences, "
                    f"e.g. \"{span}\"")
        detail = {"file": name, "items": names, "count": len(names), "span": span,
                  "coverage": {self.names[j]: round(coverage[j][0], 3) for j in order},
                  "matched_part": {self.names[j]: _PARTS[coverage[j][1]] for j in order}}
        return IntegrityFlag(kind="contamination", submission=None, evidence=evidence, detail=detail)


def _count(counts: list[int], code: int) -> None:
    counts[0] += 1
    counts[1] += code & 1
    counts[2] += code >> 1 & 1


def _members(value: int | list[int]) -> Iterable[int]:
    return (value,) if isinstance(value, int) else value


def _without(value: int | list[int], drop: set[int]) -> int | list[int] | None:
    kept = [code for code in _members(value) if code >> 2 not in drop]
    return None if not kept else kept[0] if len(kept) == 1 else kept


def _keep_longer(longest: dict[int, tuple[int, int]], j: int, run: list[int]) -> None:
    best = longest.get(j)
    if best is None or run[1] - run[0] > best[1] - best[0]:
        longest[j] = (run[0], run[1])


# --- words ---------------------------------------------------------------------------------------

def _segments(text: str) -> Iterator[tuple[int, str]]:
    """(offset, piece) of about _SEGMENT_CHARS each, cut at whitespace so no word or escape is split."""
    start, size = 0, len(text)
    while start < size:
        end = start + _SEGMENT_CHARS
        if end < size:
            space = _SPACE.search(text, end)
            end = space.start() if space else size
        yield start, text[start:end]
        start = end


def _normalised(piece: str) -> tuple[str, bool]:
    """The piece with escapes blanked, lowercased unless that would move offsets (then False)."""
    if "\\" in piece:
        piece = _ESCAPE.sub(lambda m: " " * len(m.group()), piece)
    low = piece.lower()
    # A few characters lowercase to two ('İ' -> 'i̇'); then words are lowercased one by one, so the
    # offsets _quote finds still point into the original text.
    return (low, True) if len(low) == len(piece) else (piece, False)


def _words(piece: str) -> list[str]:
    norm, lowered = _normalised(piece)
    words = _WORD.findall(norm)
    return words if lowered else [w.lower() for w in words]


def _windows(text: str, n: int) -> Iterator[tuple[int, list[str]]]:
    """(position of words[0] in the text, words), a segment at a time; each list starts with the
    previous one's last n-1 words, so every window of n words lies whole in exactly one list."""
    carry: list[str] = []
    base = 0
    for _, piece in _segments(text):
        words = carry + _words(piece)
        yield base, words
        keep = min(len(words), n - 1)
        base += len(words) - keep
        carry = words[len(words) - keep:]


def _keys(text: str, n: int) -> Iterator[int]:
    for _, words in _windows(text, n):
        for i in range(len(words) - n + 1):
            yield hash(tuple(words[i:i + n]))


def _quote(text: str, first: int, last: int) -> str:
    """Words `first`..`last` of `text` as written there, whitespace collapsed, cut to _QUOTE_CHARS."""
    start = end = None
    count = 0
    for offset, piece in _segments(text):
        norm = _normalised(piece)[0]
        words = len(_WORD.findall(norm))
        if (first if start is None else last) >= count + words:
            count += words  # counting is cheaper than finding spans, which only the quoted pieces need
            continue
        spans = [m.span() for m in _WORD.finditer(norm)]
        if start is None and first < count + len(spans):
            start = offset + spans[first - count][0]
        if start is not None and last < count + len(spans):
            end = offset + spans[last - count][1]
            break
        count += len(spans)
    if start is None or end is None:
        return ""
    raw = text[start:min(end, start + 2 * _QUOTE_CHARS)]
    quote = " ".join("".join(c if c.isprintable() else " " for c in raw).split())
    return quote if len(quote) <= _QUOTE_CHARS else quote[:_QUOTE_CHARS] + "…"
