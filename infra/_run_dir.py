"""The run directory: `runs/<run_id>/` with the agent's workspace beside the private grader."""

from __future__ import annotations

import json
import os
import re
import shutil
from datetime import UTC, datetime
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from infra._home import A2RLHome


class RunMeta(BaseModel):
    """`workspace/run_meta.json`: the budget as the agent may read it."""

    version: int = Field(1, description="Schema version.")
    run_id: str
    task: str
    agent: str
    base_model: str
    start_time: str | None = Field(None, description="UTC ISO time the agent was started.")
    timeout_s: float = Field(description="The agent's budget in seconds.")
    last_submit_time: str | None = None
    end_time: str | None = Field(None, description="UTC ISO time the agent stopped.")
    clock: str = Field("wall", description="exclude-scoring: the clock stops while submissions are scored "
                                           "(GET /time has the moving deadline).")
    sandbox: str | None = Field(None, description="What the agent runs under (backend, network, limits).")
    warning: str | None = Field(None, description="Set shortly before the end: submit your best checkpoint.")
    continuation: int = Field(0, description="How many times this session was continued after the harness died "
                                             "(start_time then counts the budget used before).")


def iso_utc(epoch: float, timespec: str = "seconds") -> str:
    """Epoch seconds as the UTC ISO time every a2rl file uses (`timespec="milliseconds"` where
    records are put in order against the ledger's times, which have milliseconds)."""
    return datetime.fromtimestamp(epoch, UTC).isoformat(timespec=timespec)


def new_run_id(task: str, agent: str, now: datetime | None = None) -> str:
    now = now or datetime.now(UTC)
    safe = lambda s: re.sub(r"[^A-Za-z0-9_.-]+", "_", s)  # noqa: E731
    return f"{now:%Y%m%dT%H%M%S}Z-{safe(task)}-{safe(agent)}"


class RunDir(BaseModel):
    """Paths of one run, as DESIGN.md lays them out."""

    model_config = ConfigDict(frozen=True)

    root: Path

    @classmethod
    def create(cls, home: A2RLHome, run_id: str) -> RunDir:
        root = home.runs / run_id
        suffix = 1
        while root.exists():  # two runs started in the same second
            suffix += 1
            root = home.runs / f"{run_id}-{suffix}"
        run = cls(root=root)
        for path in (run.code, run.output, run.data, run.models, run.submissions, run.grader_code,
                     run.trajectories, run.report, run.logs):
            path.mkdir(parents=True, exist_ok=True)
        return run

    @classmethod
    def reuse(cls, home: A2RLHome, run_id: str) -> RunDir:
        """An existing run's directory, its read-only copies removed to be made again (a resumed setup)."""
        run = cls(root=home.runs / run_id)
        for copy in (run.models, run.data):
            if copy.exists():
                for folder, _, _ in os.walk(copy):
                    os.chmod(folder, 0o755)
                shutil.rmtree(copy)
        for path in (run.code, run.output, run.data, run.models, run.submissions, run.grader_code,
                     run.trajectories, run.report, run.logs):
            path.mkdir(parents=True, exist_ok=True)
        return run

    @property
    def run_id(self) -> str:
        return self.root.name

    workspace = property(lambda self: self.root / "workspace")
    code = property(lambda self: self.workspace / "code")
    output = property(lambda self: self.workspace / "output")
    data = property(lambda self: self.workspace / "data")
    models = property(lambda self: self.workspace / "models")
    grader = property(lambda self: self.root / "grader")
    ledger = property(lambda self: self.grader / "ledger.sqlite")
    submissions = property(lambda self: self.grader / "submissions")
    grader_code = property(lambda self: self.grader / "code")
    trajectories = property(lambda self: self.grader / "trajectories")
    report = property(lambda self: self.root / "report")
    logs = property(lambda self: self.root / "logs")
    run_meta = property(lambda self: self.workspace / "run_meta.json")
    events = property(lambda self: self.logs / "events.jsonl")
    sandbox = property(lambda self: self.root / "sandbox")  # the agent's private /tmp and home
    config = property(lambda self: self.grader / "run_config.json")  # what `a2rl resume` starts from

    def lock(self) -> RunLock:
        return RunLock(self.grader / "harness.lock").acquire()

    def write_run_meta(self, meta: RunMeta) -> None:
        # The harness keeps its own copy: the agent can edit the workspace one.
        text = meta.model_dump_json(indent=2)
        self.run_meta.write_text(text)
        (self.grader / "run_meta.json").write_text(text)

    def read_run_meta(self) -> RunMeta:
        return RunMeta.model_validate_json((self.grader / "run_meta.json").read_text())


class RunLock:
    """Held by the one harness process that runs a run; the kernel drops it if that process dies,
    so `a2rl resume` can tell a crashed run from one that is still going."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None

    def acquire(self) -> RunLock:
        import fcntl

        from infra._errors import UsageError

        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            holder = os.read(fd, 32).decode(errors="replace").strip() or "?"
            os.close(fd)
            raise UsageError(f"run {self.path.parent.parent.name} is still being run (harness process {holder}); "
                             "wait for it to end, or stop that process, before resuming it") from None
        os.ftruncate(fd, 0)
        os.write(fd, str(os.getpid()).encode())
        self._fd = fd
        return self

    def release(self) -> None:
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None


def copy_read_only(src: Path, dst: Path) -> None:
    """Copy a file or tree and drop write permission, so the agent cannot edit it by mistake."""
    if src.is_dir():
        shutil.copytree(src, dst, dirs_exist_ok=True)
        for folder, _, files in os.walk(dst):
            for name in files:
                os.chmod(Path(folder) / name, 0o444)
            os.chmod(folder, 0o555)
    else:
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, dst)
        os.chmod(dst, 0o444)


def append_event(path: Path, kind: str, **fields: object) -> None:
    """One JSON line per progress event; the CLI display and the report read them."""
    record = {"time": datetime.now(UTC).isoformat(timespec="milliseconds"), "event": kind, **fields}
    with open(path, "a") as fh:
        fh.write(json.dumps(record, default=str) + "\n")
