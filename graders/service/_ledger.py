"""The submission ledger: the single record of what the agent submitted and what became of it.

Every state change of a submission (received → queued → evaluating → done | failed) is one
SQLite transaction (WAL, synchronous=FULL) that updates the row and appends the transition, so a
harness killed at any instant leaves rows in a state it can resume from. Scores are written
once. `/submissions`, the final selection, MLflow and the report are all read from here.
"""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from infra import SqliteFile

Status = Literal["received", "queued", "evaluating", "done", "failed"]
IN_FLIGHT: tuple[Status, ...] = ("received", "queued", "evaluating")

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
CREATE TABLE IF NOT EXISTS transitions (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    submission_id INTEGER NOT NULL,
    time TEXT NOT NULL,
    from_status TEXT,
    to_status TEXT NOT NULL,
    note TEXT
);
"""
# Columns added after the first ledgers were written: an older ledger gains them on open.
_ADDED = {"same_as": "INTEGER", "attempts": "INTEGER NOT NULL DEFAULT 0",
          "interrupted": "INTEGER NOT NULL DEFAULT 0", "tracked": "INTEGER NOT NULL DEFAULT 0",
          "revision": "TEXT"}


class SubmissionRecord(BaseModel):
    """One row of the ledger."""

    model_config = ConfigDict(frozen=True)

    version: int = Field(2, description="Schema version of a ledger export line.")
    id: int = Field(description="Submission id, 1, 2, … in arrival order.")
    created_at: str = Field(description="UTC ISO time the submission was received.")
    model_path: str = Field(description="Path the agent submitted, as given.")
    snapshot: str = Field(description="Immutable copy under grader/submissions/<id>/.")
    code_snapshot: str | None = Field(None, description="Copy of workspace/code at submission time.")
    sha256: str = Field(description="sha256 over the snapshot's file names and contents.")
    size_bytes: int = Field(description="Total bytes of the snapshot.")
    final: bool = Field(False, description="The agent marked this submission as its final answer.")
    status: Status = Field(description="received → queued → evaluating → done | failed.")
    val_score: float | None = Field(None, description="Validation score 0-100 (what the agent sees).")
    val_seconds: float | None = Field(None, description="Wall seconds the validation evaluation took.")
    test_score: float | None = Field(None, description="Test score 0-100; filled in the final stage only.")
    error: str | None = Field(None, description="Why the evaluation failed, when it did.")
    same_as: int | None = Field(None, description="An earlier submission with identical files whose score this is.")
    attempts: int = Field(0, description="Evaluation attempts (a lost worker or out-of-memory is retried).")
    interrupted: int = Field(0, description="Times the harness died while this submission was in flight.")
    tracked: bool = Field(False, description="Its result has been logged to MLflow.")
    revision: str | None = Field(None, description="Commit of workspace/code at submission time in the run's "
                                                   "code history (grader/recording/code.git).")


class Transition(BaseModel):
    model_config = ConfigDict(frozen=True)

    seq: int
    submission_id: int
    time: str
    from_status: Status | None
    to_status: str
    note: str | None


class LedgerError(RuntimeError):
    """A state change the ledger refuses (it would make the record inconsistent)."""


def utcnow() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


class Ledger:
    """Thread-safe access to `grader/ledger.sqlite`; every write is one transaction."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._db = SqliteFile(path, _SCHEMA)
        with self._db.connect() as db:
            have = {r["name"] for r in db.execute("PRAGMA table_info(submissions)")}
            for name, kind in _ADDED.items():
                if name not in have:
                    db.execute(f"ALTER TABLE submissions ADD COLUMN {name} {kind}")

    def next_id(self) -> int:
        with self._db.connect() as db:
            row = db.execute("SELECT seq FROM sqlite_sequence WHERE name='submissions'").fetchone()
        return (row[0] if row else 0) + 1

    def add(self, *, model_path: str, snapshot: str, code_snapshot: str | None, sha256: str,
            size_bytes: int, final: bool, same_as: int | None = None) -> int:
        with self._db.transaction() as db:
            cur = db.execute(
                "INSERT INTO submissions (created_at, model_path, snapshot, code_snapshot, sha256, size_bytes,"
                " final, status, same_as) VALUES (?, ?, ?, ?, ?, ?, 0, 'received', ?)",
                (utcnow(), model_path, snapshot, code_snapshot, sha256, size_bytes, same_as))
            sid = int(cur.lastrowid or 0)
            self._log(db, sid, None, "received", model_path)
            if final:
                self._mark_final(db, sid)
        return sid

    @staticmethod
    def _log(db: sqlite3.Connection, sid: int, old: str | None, new: str, note: str | None = None) -> None:
        db.execute("INSERT INTO transitions (submission_id, time, from_status, to_status, note) VALUES (?, ?, ?, ?, ?)",
                   (sid, utcnow(), old, new, note))

    def _move(self, sid: int, allowed: tuple[Status, ...], new: Status, note: str | None = None,
              **fields: object) -> None:
        with self._db.transaction() as db:
            row = db.execute("SELECT status FROM submissions WHERE id=?", (sid,)).fetchone()
            if row is None:
                raise LedgerError(f"no submission {sid}")
            if row["status"] not in allowed:
                raise LedgerError(f"submission {sid} is {row['status']}; it cannot become {new}")
            sets = ", ".join(["status=?", *(f"{k}=?" for k in fields)])
            db.execute(f"UPDATE submissions SET {sets} WHERE id=?", (new, *fields.values(), sid))
            self._log(db, sid, row["status"], new, note)

    def queue(self, sid: int) -> None:
        self._move(sid, ("received", "evaluating", "queued"), "queued")

    def start_evaluation(self, sid: int) -> int:
        """Mark `sid` evaluating and count the attempt; returns the attempt number."""
        with self._db.transaction() as db:
            row = db.execute("SELECT status, attempts FROM submissions WHERE id=?", (sid,)).fetchone()
            if row is None or row["status"] not in ("received", "queued", "evaluating"):
                raise LedgerError(f"submission {sid} is {row['status'] if row else 'unknown'}; it cannot be evaluated")
            attempt = int(row["attempts"]) + 1
            db.execute("UPDATE submissions SET status='evaluating', attempts=? WHERE id=?", (attempt, sid))
            self._log(db, sid, row["status"], "evaluating", f"attempt {attempt}")
        return attempt

    def set_validation(self, sid: int, score: float, seconds: float, note: str | None = None) -> None:
        # Scores are written once: a row that already has one is refused.
        self._move(sid, IN_FLIGHT, "done", note, val_score=score, val_seconds=seconds, error=None)

    def set_failed(self, sid: int, error: str) -> None:
        self._move(sid, IN_FLIGHT, "failed", error[:300], error=error)

    def interrupted(self, sid: int) -> int:
        """The harness died while `sid` was in flight: count it and put it back in the queue."""
        with self._db.transaction() as db:
            row = db.execute("SELECT status, interrupted FROM submissions WHERE id=?", (sid,)).fetchone()
            if row is None or row["status"] not in IN_FLIGHT:
                raise LedgerError(f"submission {sid} is not in flight")
            n = int(row["interrupted"]) + 1
            db.execute("UPDATE submissions SET status='queued', interrupted=? WHERE id=?", (n, sid))
            self._log(db, sid, row["status"], "queued", f"the harness died while it was {row['status']}; re-queued")
        return n

    def set_test(self, sid: int, score: float) -> None:
        with self._db.transaction() as db:
            db.execute("UPDATE submissions SET test_score=? WHERE id=? AND test_score IS NULL", (score, sid))

    def set_revision(self, sid: int, sha: str) -> None:
        with self._db.transaction() as db:
            db.execute("UPDATE submissions SET revision=? WHERE id=?", (sha, sid))

    def set_tracked(self, sid: int) -> None:
        with self._db.transaction() as db:
            db.execute("UPDATE submissions SET tracked=1 WHERE id=?", (sid,))

    @staticmethod
    def _mark_final(db: sqlite3.Connection, sid: int) -> None:
        # One final answer at a time: the latest mark wins, and the change is in the record.
        for row in db.execute("SELECT id, status FROM submissions WHERE final=1 AND id<>?", (sid,)).fetchall():
            db.execute("UPDATE submissions SET final=0 WHERE id=?", (row["id"],))
            Ledger._log(db, row["id"], row["status"], row["status"], f"final mark moved to submission {sid}")
        status = db.execute("SELECT status FROM submissions WHERE id=?", (sid,)).fetchone()["status"]
        db.execute("UPDATE submissions SET final=1 WHERE id=?", (sid,))
        Ledger._log(db, sid, status, status, "marked final")

    def mark_final(self, sid: int) -> None:
        with self._db.transaction() as db:
            row = db.execute("SELECT status FROM submissions WHERE id=?", (sid,)).fetchone()
            if row is None:
                raise LedgerError(f"no submission {sid}")
            if row["status"] == "failed":
                raise LedgerError(f"submission {sid} failed; only a submission that can be scored can be final")
            self._mark_final(db, sid)

    def get(self, sid: int) -> SubmissionRecord | None:
        with self._db.connect() as db:
            row = db.execute("SELECT * FROM submissions WHERE id=?", (sid,)).fetchone()
        return SubmissionRecord(**dict(row)) if row else None

    def all(self) -> list[SubmissionRecord]:
        with self._db.connect() as db:
            rows = db.execute("SELECT * FROM submissions ORDER BY id").fetchall()
        return [SubmissionRecord(**dict(r)) for r in rows]

    def count(self) -> int:
        with self._db.connect() as db:
            return int(db.execute("SELECT COUNT(*) FROM submissions").fetchone()[0])

    def in_flight(self) -> list[SubmissionRecord]:
        return [r for r in self.all() if r.status in IN_FLIGHT]

    def transitions(self, sid: int | None = None) -> list[Transition]:
        with self._db.connect() as db:
            rows = db.execute("SELECT * FROM transitions" + (" WHERE submission_id=?" if sid else "")
                              + " ORDER BY seq", (sid,) if sid else ()).fetchall()
        return [Transition(**dict(r)) for r in rows]

    def export_jsonl(self, path: Path) -> Path:
        path.write_text("".join(r.model_dump_json() + "\n" for r in self.all()))
        return path
