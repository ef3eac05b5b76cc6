"""Sealed evaluation items in the text an agent left behind: word n-gram overlap, with evidence.

Every n-gram of a sealed item that also occurs in something the agent legitimately had (train
items, the task description, prompt templates) is dropped from the index first, so what is left
is what only a sealed item says. An item is matched in a source when at least `min_coverage` of
its distinctive n-grams occur there, or of its question's, or of its answer's.

The agent owns the files and the harness reads them with more privileges, so reading is careful:
no symlinks are followed, only regular files are opened (non-blocking, so a FIFO swapped in
cannot hang the scan), sizes are capped before anything is read, and a file that cannot be read is
listed as skipped, never raised.
"""

from __future__ import annotations

import gzip
import os
import re
import stat
import zlib
from collections.abc import Iterable, Iterator
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, model_validator

from graders.integrity._flags import IntegrityFlag
from tasks import Item

__all__ = ["ContaminationConfig", "ContaminationReport", "scan_contamination", "text_sources"]

_MiB = 1 << 20
_WORD = re.compile(r"\w+")
# JSON and Python string escapes: `json.dumps` writes a newline as `\n` and ’ as `\u2019`, which
# would otherwise glue the letter after the backslash onto the next word ("\nShe" -> "nshe").
_ESCAPE = re.compile(r"\\(?:u[0-9a-fA-F]{4}|[nrtbf])")
_SPACE = re.compile(r"\s")
_SEGMENT_CHARS = _MiB  # texts are tokenised a segment at a time, so a 20 MiB file is not 4 M words at once
_QUOTE_CHARS = 200
_SNIFF_BYTES = 8192
_MAX_DEPTH = 64  # folders deeper than this are listed as skipped
_NAMED_ITEMS = 20
# Dependencies, caches and version control: large, not the agent's writing. Listed as skipped.
_SKIP_DIRS = frozenset({".git", ".hg", ".svn", "node_modules", "__pycache__", ".venv", "venv",
                        "site-packages", "dist-packages"})


class ContaminationConfig(BaseModel):
    """How the scan matches and how much it reads."""

    model_config = ConfigDict(frozen=True)

    n: int = Field(10, ge=3, description="Word n-gram length.")
    min_coverage: float = Field(0.5, gt=0, le=1, description="Fraction of an item's distinctive n-grams "
                                                             "one source must contain for the item to match.")
    min_ngrams: int = Field(3, ge=1, description="An item (or its question or answer alone) with fewer distinctive "
                                                 "n-grams is not matched by it: a few windows can recur by chance.")
    max_file_bytes: int = Field(20 * _MiB, gt=0, description="Larger files (after gunzip) are skipped, and listed.")
    max_total_bytes: int = Field(512 * _MiB, gt=0, description="Files past this many bytes in all are skipped.")
    raw_text_suffixes: tuple[str, ...] = Field(
        (".arrow",), description="Binary files read as text anyway: uncompressed Arrow (the `datasets` cache) "
                                 "stores its strings as plain UTF-8.")

    @model_validator(mode="after")
    def _file_fits_total(self) -> ContaminationConfig:
        if self.max_file_bytes > self.max_total_bytes:
            raise ValueError(f"max_file_bytes ({self.max_file_bytes}) exceeds max_total_bytes "
                             f"({self.max_total_bytes}); raise max_total_bytes or lower max_file_bytes")
        return self


class ContaminationReport(BaseModel):
    """What the scan found and what it read."""

    model_config = ConfigDict(frozen=True)

    flags: list[IntegrityFlag] = Field(description="One contamination flag per source with matched items.")
    files_scanned: int = Field(description="Sources read and matched (files and texts).")
    bytes_scanned: int = Field(description="Bytes of text matched (after gunzip).")
    skipped: list[str] = Field(description="'name: why' for each source or folder not read.")
    items_indexed: int = Field(description="Sealed items that can be matched.")
    items_too_short: int = Field(description="Sealed items with fewer than `min_ngrams` distinctive n-grams "
                                             "(too few words, or their n-grams are in the known texts).")


def text_sources(roots: Iterable[Path], exclude: Iterable[Path] = ()) -> Iterator[tuple[str, Path]]:
    """(name relative to its root, path) for every file under `roots`, without following links.

    Folders in `exclude` (compared by real path) and dependency, cache and VCS folders are not
    entered; they, symlinked folders and unreadable ones are yielded themselves, so the scan lists
    them as skipped.
    """
    excluded = {os.path.realpath(p) for p in exclude}
    for root in roots:
        root = Path(root)
        if os.path.realpath(root) in excluded:
            continue
        # A stack, not os.walk: Python 3.11's walk recurses, and a folder 1,000 levels deep would
        # end the scan with a RecursionError.
        stack = [(str(root), 0)]
        while stack:
            folder, depth = stack.pop()
            try:
                entries = sorted(os.scandir(folder), key=lambda e: e.name, reverse=True)
            except OSError:
                yield _named(folder, root)
                continue
            for entry in entries:
                try:
                    is_dir = entry.is_dir(follow_symlinks=False)
                except OSError:
                    is_dir = False
                if not is_dir:
                    yield _named(entry.path, root)
                elif (entry.is_symlink() or entry.name in _SKIP_DIRS or depth >= _MAX_DEPTH
                      or os.path.realpath(entry.path) in excluded):
                    yield _named(entry.path, root)
                else:
                    stack.append((entry.path, depth + 1))


def _named(path: str, root: Path) -> tuple[str, Path]:
    return (os.path.relpath(path, root) if os.fspath(path) != os.fspath(root) else str(root)), Path(path)


def scan_contamination(sources: Iterable[tuple[str, Path | str]], sealed: dict[str, list[Item]],
                       known: Iterable[str], config: ContaminationConfig | None = None
                       ) -> ContaminationReport:
    """Flag each source that holds sealed items. A source is a file (Path) or text at hand (str).

    `sealed` maps a split name to its items; `known` is every text the agent was given (train
    items' question and answer, the task description, instructions, prompt templates).
    """
    config = config or ContaminationConfig()
    index = _SealedIndex(sealed, known, config)
    # Texts, then files smallest first: padding the folder with large files cannot push a copied
    # test set past max_total_bytes.
    ordered = sorted(sources, key=lambda s: (isinstance(s[1], Path), _size(s[1]) if isinstance(s[1], Path) else 0))
    flags, skipped, scanned, total = [], [], 0, 0
    for name, source in ordered:
        name = _printable(name)
        if isinstance(source, str):
            size = len(source.encode("utf-8", "replace"))
            text, why = (source, "") if total + size <= config.max_total_bytes else (
                None, f"over what max_total_bytes leaves ({size} > {config.max_total_bytes - total} bytes)")
        else:
            text, size, why = _read_text(Path(source), config, config.max_total_bytes - total)
        if why:  # not read, or only its head
            skipped.append(f"{name}: {why}")
        if text is None:
            continue
        scanned, total = scanned + 1, total + size
        flag = index.match(name, text)
        if flag is not None:
            flags.append(flag)
    return ContaminationReport(flags=flags, files_scanned=scanned, bytes_scanned=total, skipped=skipped,
                               items_indexed=index.matchable, items_too_short=len(index.names) - index.matchable)


# An item is matched by its whole text, or by its question or its answer alone: a file of test
# questions with the agent's own solutions is contamination too, though it holds under half the item.
_PARTS = ("question and answer", "question", "answer")


class _SealedIndex:
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


# --- files ---------------------------------------------------------------------------------------

_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)


def _size(path: Path) -> int:
    try:
        return os.lstat(path).st_size
    except OSError:
        return 0


def _not_regular(mode: int) -> str:
    if stat.S_ISLNK(mode):
        return "symlink, not followed"
    if stat.S_ISDIR(mode):
        return "folder, not entered (dependencies, caches, version control, excluded, or unreadable)"
    return "" if stat.S_ISREG(mode) else "not a regular file (FIFO, socket or device), not opened"


def _read_text(path: Path, config: ContaminationConfig, budget: int) -> tuple[str | None, int, str]:
    """(text, bytes, "") of a regular file within the size caps, else (None, 0, why)."""
    limit = min(config.max_file_bytes, budget)
    cap = "max_file_bytes" if limit == config.max_file_bytes else "what max_total_bytes leaves"

    try:
        st = os.lstat(path)
    except OSError as e:
        return None, 0, f"cannot stat ({e.strerror})"
    if why := _not_regular(st.st_mode):
        return None, 0, why
    head = ""
    if st.st_size > limit:  # its head is read: padding a file must not hide what it starts with
        head = f"over {cap} ({st.st_size} > {limit} bytes): only its first {limit} bytes were read"
    try:
        # O_NOFOLLOW and the fstat below: the file may have been swapped for a link or a FIFO
        # since lstat; O_NONBLOCK lets a FIFO open without a writer instead of waiting for one.
        fd = os.open(path, _OPEN_FLAGS)
        with open(fd, "rb", closefd=True) as f:
            if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):
                return None, 0, "replaced by something other than a regular file during the scan"
            if path.name.endswith(".gz"):
                with gzip.GzipFile(fileobj=f) as unzipped:
                    data = unzipped.read(limit + 1)
            else:
                data = f.read(limit + 1)
    except (OSError, EOFError, zlib.error) as e:
        return None, 0, f"unreadable ({_printable(getattr(e, 'strerror', None) or str(e))})"
    if len(data) > limit:
        data = data[:limit]
        head = head or f"over {cap} once unzipped (> {limit} bytes): only its first {limit} bytes were read"
    if b"\0" in data[:_SNIFF_BYTES] and not path.name.endswith(config.raw_text_suffixes):
        return None, 0, "binary (a NUL byte in its first 8 KiB)"
    return data.decode("utf-8", "replace"), len(data), head


def _printable(name: str) -> str:
    """Names come from the agent: no control characters or lone surrogates into the report."""
    return name if name.isprintable() else ascii(name)[1:-1]
