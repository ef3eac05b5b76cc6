"""The files an agent left, walked and read for the contamination scan.

The agent owns the files and the harness reads them with more privileges, so reading is careful:
no symlinks are followed, only regular files are opened (non-blocking, so a FIFO swapped in
cannot hang the scan), sizes are capped before anything is read, and a file that cannot be read is
listed as skipped, never raised.
"""

from __future__ import annotations

import os
import stat
import zlib
from collections.abc import Iterable, Iterator
from pathlib import Path

from graders.integrity._contamination_config import ContaminationConfig
from infra import RefusedFileError, read_untrusted

__all__ = ["file_size", "printable", "read_text", "text_sources"]

_SNIFF_BYTES = 8192
_MAX_DEPTH = 64  # folders deeper than this are listed as skipped
# Dependencies, caches and version control: large, not the agent's writing. Listed as skipped.
_SKIP_DIRS = frozenset({".git", ".hg", ".svn", "node_modules", "__pycache__", ".venv", "venv",
                        "site-packages", "dist-packages"})


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


def file_size(path: Path) -> int:
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


def read_text(path: Path, config: ContaminationConfig, budget: int) -> tuple[str | None, int, str]:
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
        # The file may have been swapped for a link or a FIFO since lstat: read_untrusted checks
        # what it opened.
        data = read_untrusted(path, limit + 1, head=True, gunzip=path.name.endswith(".gz"))
    except RefusedFileError:
        return None, 0, "replaced by something other than a regular file during the scan"
    except (OSError, EOFError, zlib.error) as e:
        return None, 0, f"unreadable ({printable(getattr(e, 'strerror', None) or str(e))})"
    if len(data) > limit:
        data = data[:limit]
        head = head or f"over {cap} once unzipped (> {limit} bytes): only its first {limit} bytes were read"
    if b"\0" in data[:_SNIFF_BYTES] and not path.name.endswith(config.raw_text_suffixes):
        return None, 0, "binary (a NUL byte in its first 8 KiB)"
    return data.decode("utf-8", "replace"), len(data), head


def printable(name: str) -> str:
    """Names come from the agent: no control characters or lone surrogates into the report."""
    return name if name.isprintable() else ascii(name)[1:-1]
