"""The submission ledger: one SQLite table, the single record of what the agent submitted."""

from __future__ import annotations

import sqlite3
import threading
from contextlib import contextmanager
from datetime import datetime, timezone
from pathlib import Path
from typing import Iterator, Literal

from pydantic import BaseModel, ConfigDict, Field

Status = Literal["received", "evaluating", "done", "failed"]

_SCHEMA = """
CREATE TABLE IF NOT EXISTS submissions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    created_at TEXT NOT NULL,
    model_path TEXT NOT NULL,
    snapshot TEXT NOT NULL,
    code_snapshot TEXT,
    sha256 TEXT NOT NULL,
    size_bytes INTEGER NOT NULL,
    final INTEGER NOT NULL DEFAULT 0,
    status TEXT NOT NULL,
    val_score REAL,
    val_seconds REAL,
    test_score REAL,
    error TEXT
);
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""


class SubmissionRecord(BaseModel):
    """One row of the ledger."""

    model_config = ConfigDict(frozen=True)

    version: int = Field(1, description="Schema version of a ledger export line.")
    id: int = Field(description="Submission id, 1, 2, … in arrival order.")
    created_at: str = Field(description="UTC ISO time the submission was received.")
    model_path: str = Field(description="Path the agent submitted, as given.")
    snapshot: str = Field(description="Immutable copy under grader/submissions/<id>/.")
    code_snapshot: str | None = Field(None, description="Copy of workspace/code at submission time.")
    sha256: str = Field(description="sha256 over the snapshot's file names and contents.")
    size_bytes: int = Field(description="Total bytes of the snapshot.")
    final: bool = Field(False, description="The agent marked this submission as its final answer.")
    status: Status = Field(description="received → evaluating → done | failed.")
    val_score: float | None = Field(None, description="Validation score 0-100 (what the agent sees).")
    val_seconds: float | None = Field(None, description="Wall seconds the validation evaluation took.")
    test_score: float | None = Field(None, description="Test score 0-100; filled in the final stage only.")
    error: str | None = Field(None, description="Why the evaluation failed, when it did.")


def utcnow() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


class Ledger:
    """Thread-safe access to `grader/ledger.sqlite`; every write is one transaction."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()
        with self._connect() as db:
            db.executescript(_SCHEMA)

    @contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        db = sqlite3.connect(self.path, timeout=30, isolation_level=None)
        db.row_factory = sqlite3.Row
        try:
            db.execute("PRAGMA journal_mode=WAL")
            yield db
        finally:
            db.close()

    def _write(self, sql: str, args: tuple) -> int:
        with self._lock, self._connect() as db:
            db.execute("BEGIN IMMEDIATE")
            cur = db.execute(sql, args)
            db.execute("COMMIT")
            return int(cur.lastrowid or 0)

    def next_id(self) -> int:
        with self._connect() as db:
            row = db.execute("SELECT seq FROM sqlite_sequence WHERE name='submissions'").fetchone()
        return (row[0] if row else 0) + 1

    def add(self, *, model_path: str, snapshot: str, code_snapshot: str | None, sha256: str,
            size_bytes: int, final: bool) -> int:
        return self._write(
            "INSERT INTO submissions (created_at, model_path, snapshot, code_snapshot, sha256,"
            " size_bytes, final, status) VALUES (?, ?, ?, ?, ?, ?, ?, 'received')",
            (utcnow(), model_path, snapshot, code_snapshot, sha256, size_bytes, int(final)),
        )

    def set_status(self, sid: int, status: Status, error: str | None = None) -> None:
        self._write("UPDATE submissions SET status=?, error=? WHERE id=?", (status, error, sid))

    def set_validation(self, sid: int, score: float, seconds: float) -> None:
        # Scores are written once: a row that already has one keeps it.
        self._write("UPDATE submissions SET status='done', val_score=?, val_seconds=?"
                    " WHERE id=? AND val_score IS NULL", (score, seconds, sid))

    def set_test(self, sid: int, score: float) -> None:
        self._write("UPDATE submissions SET test_score=? WHERE id=? AND test_score IS NULL", (score, sid))

    def get(self, sid: int) -> SubmissionRecord | None:
        with self._connect() as db:
            row = db.execute("SELECT * FROM submissions WHERE id=?", (sid,)).fetchone()
        return SubmissionRecord(**dict(row)) if row else None

    def all(self) -> list[SubmissionRecord]:
        with self._connect() as db:
            rows = db.execute("SELECT * FROM submissions ORDER BY id").fetchall()
        return [SubmissionRecord(**dict(r)) for r in rows]

    def set_meta(self, key: str, value: str) -> None:
        self._write("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (key, value))

    def meta(self) -> dict[str, str]:
        with self._connect() as db:
            return {r["key"]: r["value"] for r in db.execute("SELECT key, value FROM meta")}

    def export_jsonl(self, path: Path) -> Path:
        path.write_text("".join(r.model_dump_json() + "\n" for r in self.all()))
        return path
