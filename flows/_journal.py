"""The run's journal: each stage's result, written once the stage is complete, so a resumed run
skips it; and the run's own bookkeeping (resumes, the MLflow run, Prefect flow runs).

It is the `meta` table of `grader/ledger.sqlite`, next to the submissions: everything a resume
reads is in one file, and every write is one SQLite transaction (WAL, synchronous=FULL), so a
harness killed at any instant leaves a journal it can resume from.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel

from infra import SqliteFile

M = TypeVar("M", bound=BaseModel)

_SCHEMA = "CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);"


class Journal:
    """Thread-safe access to the journal in `grader/ledger.sqlite`; every write is one transaction."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._db = SqliteFile(path, _SCHEMA)

    def set_meta(self, key: str, value: str) -> None:
        with self._db.transaction() as db:
            db.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (key, value))

    def meta(self) -> dict[str, str]:
        with self._db.connect() as db:
            return {r["key"]: r["value"] for r in db.execute("SELECT key, value FROM meta")}

    def record_stage(self, stage: str, result: BaseModel) -> None:
        """A stage's result, written once it is complete: a resumed run skips the stage."""
        self.set_meta(f"stage.{stage}", result.model_dump_json())

    def stage(self, stage: str, model: type[M]) -> M | None:
        raw = self.meta().get(f"stage.{stage}")
        return model.model_validate_json(raw) if raw is not None else None

    def set_json(self, key: str, value: object) -> None:
        self.set_meta(key, json.dumps(value))

    def get_json(self, key: str, default: object = None) -> object:
        raw = self.meta().get(key)
        return json.loads(raw) if raw is not None else default
