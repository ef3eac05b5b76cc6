"""A submitted checkpoint's files, read as the agent's: the agent owns the submission.

No symlink out of its folder is followed, only regular files are opened (non-blocking, so a FIFO
cannot hang the check), JSON is size-capped, and what cannot be read raises `Unreadable`, which
the checks turn into evidence, never a pass. A base folder is the harness's, read the same way.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from infra import RefusedFileError, read_untrusted

__all__ = ["Unreadable", "inside", "listed", "read_bytes", "read_dict"]

_MAX_JSON_BYTES = 256 << 20  # the largest tokenizer.json in use is ~35 MB
_NAMED = 3


class Unreadable(Exception):
    """A submission file that cannot be read as what its name says; the message says why."""


def inside(folder: Path, rel: str) -> Path | None:
    """`folder/rel` resolved, or None when absent or resolving outside `folder` (not followed)."""
    real = Path(os.path.realpath(folder / rel))
    if not real.is_relative_to(Path(os.path.realpath(folder))) or not os.path.lexists(real):
        return None
    return real


def read_bytes(folder: Path, rel: str) -> bytes | None:
    path = inside(folder, rel)
    if path is None:
        return None
    try:
        return read_untrusted(path, _MAX_JSON_BYTES)
    except RefusedFileError:
        raise Unreadable(f"{rel} is not a regular file of at most {_MAX_JSON_BYTES} bytes") from None
    except OSError as exc:
        raise Unreadable(f"{rel}: {exc.strerror}") from None


def read_dict(folder: Path, rel: str) -> dict | None:
    raw = read_bytes(folder, rel)
    try:
        doc = None if raw is None else json.loads(raw)
    except (ValueError, UnicodeDecodeError):
        raise Unreadable(f"{rel} is not JSON") from None
    if doc is not None and not isinstance(doc, dict):
        raise Unreadable(f"{rel} is not a JSON object")
    return doc


def listed(items: list[str] | set[str]) -> str:
    """The first few, sorted, and how many more: names for a flag's evidence."""
    items = sorted(items)
    return ", ".join(items[:_NAMED]) + (f" (+{len(items) - _NAMED} more)" if len(items) > _NAMED else "")
