"""One SQLite file written from several threads and processes: every write one transaction."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

__all__ = ["SqliteFile"]


class SqliteFile:
    """Connections in WAL mode with synchronous=FULL (a committed write survives a power cut);
    `transaction()` is BEGIN IMMEDIATE … COMMIT, rolled back on any exception."""

    def __init__(self, path: Path, schema: str = "") -> None:
        self.path = path
        self._lock = threading.Lock()
        if schema:
            with self.connect() as db:
                db.executescript(schema)

    @contextmanager
    def connect(self) -> Iterator[sqlite3.Connection]:
        db = sqlite3.connect(self.path, timeout=30, isolation_level=None)
        db.row_factory = sqlite3.Row
        try:
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=FULL")
            yield db
        finally:
            db.close()

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        with self._lock, self.connect() as db:
            db.execute("BEGIN IMMEDIATE")
            try:
                yield db
            except BaseException:
                db.execute("ROLLBACK")
                raise
            db.execute("COMMIT")
