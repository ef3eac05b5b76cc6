"""Admitting a submission: check it, snapshot its files and the agent's code, record it, queue it.

Anything that cannot be scored is refused before the ledger sees it, and every refusal is
written to grader/refusals.jsonl.
"""

from __future__ import annotations

import json
import logging
import shutil
import threading
import time
from collections.abc import Callable
from pathlib import Path

from graders.service._api import SubmitResponse
from graders.service._checks import check_checkpoint, hash_files, resolve_submission
from graders.service._ledger import Ledger, SubmissionRecord
from graders.service._settings import GradingSettings
from infra import SubmissionError, iso_utc

CODE_SNAPSHOT_MAX_FILE = 5 * 2**20


class Admission:
    """The submitting half of `GradingService`: it hands what it admits to the evaluation queue
    (`_enqueue`, `_follow`) and answers through the service (`accepting`, `wait`, `response`)."""

    settings: GradingSettings
    ledger: Ledger
    _on_accept: Callable[[SubmissionRecord], None] | None
    _last_submit: float | None
    _last_eval_s: float
    _pending: int
    _pending_lock: threading.Lock
    _admit_lock: threading.Lock
    _refusals_lock: threading.Lock

    def submit(self, model_path: str, final: bool = False, wait: bool = True,
               timeout_s: float | None = None) -> SubmitResponse:
        """Accept a submission and (by default) wait for its score; `wait=False` answers at once."""
        sid = self.accept(model_path, final)
        if wait:
            self.wait(sid, timeout_s)
        return self.response(sid)

    def accept(self, model_path: str, final: bool = False) -> int:
        """Check, snapshot and record a submission, and queue its evaluation; returns its id.

        Raises `SubmissionError` (recorded in refusals.jsonl, the ledger untouched) for anything
        that cannot be scored, and with 429 when the queue is full.
        """
        try:
            return self._accept(model_path, final)
        except SubmissionError as exc:
            self.record_refusal(model_path, exc.status_code, str(exc))
            raise

    def record_refusal(self, model_path: object, status: int, error: str) -> None:
        """Every refused request is part of the run's record (grader/refusals.jsonl)."""
        line = {"time": iso_utc(time.time(), "milliseconds"), "model_path": str(model_path)[:500], "status": status,
                "error": error[:1000]}
        with self._refusals_lock, open(self.settings.grader_dir / "refusals.jsonl", "a") as fh:
            fh.write(json.dumps(line) + "\n")

    def refusals(self) -> list[dict]:
        path = self.settings.grader_dir / "refusals.jsonl"
        return [json.loads(line) for line in path.read_text().splitlines() if line] if path.is_file() else []

    def _accept(self, model_path: str, final: bool) -> int:
        if not self.accepting():
            raise SubmissionError("the budget has ended; no more submissions are accepted", status_code=409)
        s = self.settings
        folder = resolve_submission(model_path, s.workspace, s.output_dir)
        check_checkpoint(folder, s.max_artifact_bytes)
        with self._pending_lock:
            if self._pending > s.max_waiting:
                raise SubmissionError(
                    f"{self._pending} submissions are already being scored or waiting: wait for their answers "
                    "(or GET /submissions) before submitting more", status_code=429,
                    retry_after_s=self._last_eval_s)
            self._pending += 1
        try:
            with self._admit_lock:  # ids, snapshots and ledger rows in one order
                sid, same = self._snapshot_and_record(model_path, folder, final)
        except BaseException:
            with self._pending_lock:
                self._pending -= 1
            raise
        self._last_submit = time.time()
        self._touch_run_meta()
        if self._on_accept is not None:
            record = self.ledger.get(sid)
            assert record is not None
            try:
                self._on_accept(record)  # the run's recording (its code revision); never the submission's fate
            except Exception:
                logging.getLogger("uvicorn.error").exception("recording submission %s failed", sid)
        if same is not None:
            with self._pending_lock:
                self._pending -= 1  # answered from an identical submission: nothing to evaluate
            self._follow(sid, same)
        else:
            self.ledger.queue(sid)
            self._enqueue(sid)
        return sid

    def _snapshot_and_record(self, model_path: str, folder: Path, final: bool) -> tuple[int, SubmissionRecord | None]:
        s = self.settings
        sid = self.ledger.next_id()
        snapshot = s.grader_dir / "submissions" / str(sid)
        if snapshot.exists():
            shutil.rmtree(snapshot)  # left by a harness that died while copying
        # Copy first, hash the copy: the agent may keep writing to its folder.
        try:
            shutil.copytree(folder, snapshot, symlinks=False)
            files = check_checkpoint(snapshot, s.max_artifact_bytes)
        except (OSError, shutil.Error, SubmissionError) as exc:
            shutil.rmtree(snapshot, ignore_errors=True)
            if isinstance(exc, SubmissionError):
                raise
            raise SubmissionError(f"{model_path} could not be copied ({type(exc).__name__}); "
                                  "make sure it holds only regular files and is not being rewritten") from exc
        sha, per_file = hash_files(snapshot, files)
        size = sum((snapshot / f).stat().st_size for f in files)
        code = self._snapshot_code(sid)
        same = next((r for r in self.ledger.all() if r.sha256 == sha and r.same_as is None
                     and r.status != "failed"), None)
        if same is not None:
            shutil.rmtree(snapshot)  # identical files: the earlier snapshot stands for both
            snapshot = Path(same.snapshot)
        sid = self.ledger.add(model_path=model_path, snapshot=str(snapshot),
                              code_snapshot=str(code) if code else None, sha256=sha,
                              size_bytes=size, final=final, same_as=same.id if same else None)
        self._write_manifest(sid, snapshot, sha, per_file)
        return sid, same

    def _write_manifest(self, sid: int, snapshot: Path, sha: str, per_file: dict[str, str]) -> None:
        (self.settings.grader_dir / "submissions" / f"{sid}.files.json").write_text(json.dumps(
            {"sha256": sha, "files": {f: {"sha256": h, "bytes": (snapshot / f).stat().st_size}
                                      for f, h in per_file.items()}}, indent=1))

    def _snapshot_code(self, sid: int) -> Path | None:
        src = self.settings.workspace / "code"
        if not src.is_dir():
            return None
        dst = self.settings.grader_dir / "code" / str(sid)

        def ignore(folder: str, names: list[str]) -> list[str]:
            skip = []
            for name in names:
                p = Path(folder) / name
                if p.is_symlink() or (p.is_file() and p.stat().st_size > CODE_SNAPSHOT_MAX_FILE) \
                        or name == "__pycache__":
                    skip.append(name)
            return skip

        shutil.copytree(src, dst, ignore=ignore, dirs_exist_ok=True)
        return dst

    def _touch_run_meta(self) -> None:
        path = self.settings.workspace / "run_meta.json"
        try:
            meta = json.loads(path.read_text())
        except (OSError, ValueError):
            meta = {}
        meta["last_submit_time"] = iso_utc(self._last_submit or time.time())
        path.write_text(json.dumps(meta, indent=2))
