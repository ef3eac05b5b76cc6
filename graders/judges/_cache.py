"""`JudgeCache`: judgements already paid for, in one sqlite file shared by every run.

A judgement is a pure function of the judge and what it was shown, so the key is the hash of
(judge id, instruction, output_1, output_2) in the order shown: swapping the outputs is a
different question. A correctness grade (`grade_key`) is keyed by its own kind of question,
(kind, judge id, question, gold answer, response), and is stored as P(correct) in the same
column: it can never share a key with a pairwise preference.
"""

from __future__ import annotations

import hashlib
import json
import math
import sqlite3
import threading
import time
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Self

from infra import A2RLError, A2RLHome

SCHEMA_VERSION = 1
GRADE_KIND = "correct/v1"  # bump when the grading prompt changes, so old grades are not reused
_CHUNK = 500  # stays under sqlite's limit on bound parameters


class JudgeCache:
    """Thread-safe, and safe for several processes at once (WAL journal, waits on locks)."""

    def __init__(self, path: str | Path, timeout_s: float = 60.0) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        # Autocommit mode; writes open their own transaction below.
        self._db = sqlite3.connect(self.path, timeout=timeout_s, isolation_level=None, check_same_thread=False)
        self._db.execute(f"PRAGMA busy_timeout = {int(timeout_s * 1000)}")
        self._db.execute("PRAGMA journal_mode = WAL")
        self._db.execute(
            "CREATE TABLE IF NOT EXISTS judgements ("
            " key TEXT PRIMARY KEY, judge TEXT NOT NULL, preference REAL NOT NULL, created REAL NOT NULL)"
        )
        version = self._db.execute("PRAGMA user_version").fetchone()[0]
        if version == 0:
            self._db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        elif version != SCHEMA_VERSION:
            raise A2RLError(f"{self.path} has judge-cache schema {version}, this a2rl reads "
                               f"{SCHEMA_VERSION}; delete the file to rebuild it.")

    @classmethod
    def for_home(cls, home: A2RLHome) -> JudgeCache:
        """The shared cache of a state folder: `<home>/cache/judge.sqlite`."""
        return cls(cls.default_path(home))

    @staticmethod
    def default_path(home: A2RLHome) -> Path:
        return home.root / "cache" / "judge.sqlite"

    @staticmethod
    def key(judge_id: str, instruction: str, output_1: str, output_2: str) -> str:
        """JSON-encoded before hashing, so no choice of texts can make two questions collide.

        >>> JudgeCache.key("j", "a", "b", "c") == JudgeCache.key("j", "a", "c", "b")
        False
        """
        blob = json.dumps([judge_id, instruction, output_1, output_2], ensure_ascii=False)
        return hashlib.sha256(blob.encode("utf-8")).hexdigest()

    @staticmethod
    def grade_key(judge_id: str, question: str, gold: str, answer: str) -> str:
        """The key of a correctness grade: its kind names the grading prompt's version, so
        editing that prompt starts a fresh set of grades, and a five-element list never
        encodes like a pairwise key's four.

        >>> JudgeCache.grade_key("j", "q", "a", "b") == JudgeCache.key("j", "q", "a", "b")
        False
        """
        blob = json.dumps([GRADE_KIND, judge_id, question, gold, answer], ensure_ascii=False)
        return hashlib.sha256(blob.encode("utf-8")).hexdigest()

    def get_many(self, keys: Iterable[str]) -> dict[str, float]:
        """The stored preference (or P(correct), for a grade key) of each key that has one."""
        keys = list(dict.fromkeys(keys))
        found: dict[str, float] = {}
        with self._lock:
            for start in range(0, len(keys), _CHUNK):
                chunk = keys[start:start + _CHUNK]
                marks = ",".join("?" * len(chunk))
                rows = self._db.execute(f"SELECT key, preference FROM judgements WHERE key IN ({marks})", chunk)
                found.update((k, float(p)) for k, p in rows)
        return found

    def put_many(self, judge_id: str, preferences: Mapping[str, float]) -> None:
        now = time.time()
        rows = [(k, judge_id, float(p), now) for k, p in preferences.items()]
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                self._db.executemany("INSERT OR REPLACE INTO judgements VALUES (?, ?, ?, ?)", rows)
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")

    def __len__(self) -> int:
        with self._lock:
            return self._db.execute("SELECT COUNT(*) FROM judgements").fetchone()[0]

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def ask_missing(judge_id: str, questions: Mapping[str, object], ask: Callable[[list], list[float]],
                cache: JudgeCache | None, what: str) -> tuple[dict[str, float], set[str]]:
    """Every key's probability: from `cache` where known, else from `ask` (once per key), stored.

    Returns (probability per key, keys that were sent). `ask` gets the questions in key order
    and must give one probability in [0, 1] per question; anything else is a `JudgeError`.
    """
    from graders.judges._judge import JudgeError

    known = cache.get_many(questions) if cache is not None else {}
    missing = [key for key in questions if key not in known]
    if missing:
        answers = ask([questions[key] for key in missing])
        if len(answers) != len(missing):
            raise JudgeError(f"judge {judge_id} gave {len(answers)} {what} to {len(missing)} questions")
        bad = [a for a in answers if not (isinstance(a, float | int) and math.isfinite(a) and 0 <= a <= 1)]
        if bad:
            raise JudgeError(f"judge {judge_id} gave {what} outside [0, 1]: {bad[:3]}")
        fresh = dict(zip(missing, map(float, answers)))
        if cache is not None:
            cache.put_many(judge_id, fresh)
        known = {**known, **fresh}
    return known, set(missing)
