"""The `sweep` flow: agents × drivers × tasks × models × seeds, each cell a `benchmark_run` subflow.

Cells run in their own processes (a crash, an OOM kill or a CUDA fault of one cell never takes
the sweep down, and each gets its own CUDA_VISIBLE_DEVICES), at most `max_parallel` at once and
one per GPU when there are GPUs. A cell's run id is fixed by the sweep and the cell, so running
the same sweep again skips the cells that finished and resumes the ones that did not.
"""

from __future__ import annotations

import hashlib
import json
import os
import queue
import re
import shutil
import subprocess
import sys
import time
from datetime import UTC
from pathlib import Path
from typing import Any, Literal

from prefect import flow, tags, task
from prefect.cache_policies import NO_CACHE
from prefect.futures import as_completed
from prefect.task_runners import ThreadPoolTaskRunner
from pydantic import BaseModel, ConfigDict, Field, model_validator

from flows._config import DEFAULT_BUDGET, RunConfig, parse_budget
from infra import A2RLHome, RunDir, UsageError, write_atomic

CellStatus = Literal["done", "skipped", "resumed", "failed"]


def _default_home() -> Path:
    return A2RLHome.resolve().root


class SweepSpec(BaseModel):
    """A matrix of benchmark runs; the CLI, `prefect.yaml` and the Python API all build one.

    `run` holds the RunConfig fields every cell shares (budget_s, selection, sandbox, eval,
    recording …); a cell adds its task, agent, model, driver and seed.
    """

    model_config = ConfigDict(frozen=True)

    tasks: list[str] = Field(min_length=1)
    agents: list[str] = Field(min_length=1)
    models: list[str] = Field(min_length=1)
    drivers: list[str | None] = Field(default_factory=lambda: [None], min_length=1,
                                      description="For agents that take a driver LLM; None: the agent's default.")
    seeds: list[int] = Field(default_factory=lambda: [0], min_length=1)
    run: dict[str, Any] = Field(default_factory=lambda: {"budget_s": parse_budget(DEFAULT_BUDGET)},
                                description="RunConfig fields shared by every cell.")
    max_parallel: int = Field(1, ge=1, description="Cells at once (capped at the GPUs when cells get one each).")
    gpus: list[str] | None = Field(None, description="GPU ids to give cells, one each; None: every visible GPU; "
                                                     "[]: none (a CPU sweep).")
    ray_address: str | None = Field(None, description="Evaluate every cell on this Ray cluster.")
    name: str | None = Field(None, description="Default: sweep-<hash of the matrix and settings>.")
    dated: bool = Field(False, description="Each day is its own sweep: the name gets -YYYYMMDD of the flow run's "
                                           "scheduled day (a nightly deployment re-runs the matrix, a retry "
                                           "of last night's run resumes last night's).")
    home: Path = Field(default_factory=_default_home)

    @model_validator(mode="after")
    def _cells_are_valid(self) -> SweepSpec:
        for key in ("task", "agent", "model", "seed", "driver", "home", "run_id"):
            if key in self.run:
                raise ValueError(f"run.{key} is set by each cell; give it in the matrix (tasks, agents, models, "
                                 "seeds, drivers) instead")
        self.cells()  # every cell's RunConfig validates now, not hours into the sweep
        return self

    @property
    def key(self) -> str:
        """What makes two sweeps the same sweep: the matrix and the settings, not parallelism or GPUs."""
        doc = self.model_dump(mode="json", include={"tasks", "agents", "models", "drivers", "seeds", "run"})
        return hashlib.sha256(json.dumps(doc, sort_keys=True).encode()).hexdigest()[:10]

    @property
    def sweep_name(self) -> str:
        return self.name or f"sweep-{self.key}"

    def cells(self) -> list[SweepCell]:
        """Every cell; `drivers` multiply only the agents that take a driver LLM (the others run once)."""
        from agents import get_agent

        out = []
        for task_name in self.tasks:
            for agent in self.agents:
                takes_driver = get_agent(agent).driver is not None
                for driver in self.drivers if takes_driver else [None]:
                    for model in self.models:
                        for seed in self.seeds:
                            run_id = cell_run_id(self.sweep_name, task_name, agent, model, driver, seed)
                            config = RunConfig(**{**self.run, "task": task_name, "agent": agent, "model": model,
                                                  "driver": driver, "seed": seed, "home": self.home,
                                                  "run_id": run_id})
                            out.append(SweepCell(run_id=run_id, config=config))
        if len({c.run_id for c in out}) != len(out):
            raise ValueError("two cells of the matrix have the same run id: a task, agent or model is listed twice")
        return out


class SweepCell(BaseModel):
    model_config = ConfigDict(frozen=True)

    run_id: str
    config: RunConfig


class CellResult(BaseModel):
    """How one cell ended in this sweep run."""

    run_id: str
    task: str
    agent: str
    model: str
    driver: str | None
    seed: int
    status: CellStatus = Field(description="done: ran now; skipped: finished before; resumed: an unfinished "
                                           "run was completed now; failed: see error.")
    final_score: float | None = None
    improvement: float | None = None
    gpu: str | None = None
    seconds: float = 0.0
    error: str | None = None
    run_dir: Path


class SweepResult(BaseModel):
    name: str
    dir: Path
    cells: list[CellResult]
    leaderboard: Path | None = Field(None, description="leaderboard.md of the runs that finished.")
    html: Path | None = None

    @property
    def failed(self) -> list[CellResult]:
        return [c for c in self.cells if c.status == "failed"]


_SAFE = re.compile(r"[^A-Za-z0-9_.-]+")


def _slug(text: str, hub_ids: bool = False) -> str:
    """A name as it reads in a folder name: a path's last part; with `hub_ids`, a hub id's org and name."""
    text = text.rstrip("/")
    hub = hub_ids and text.count("/") == 1 and not text.startswith((".", "/", "~")) and not Path(text).exists()
    if not hub and "/" in text:
        text = Path(text).name
    return _SAFE.sub("_", text.replace("/", "_")).strip("_") or "x"


def cell_run_id(sweep: str, task_name: str, agent: str, model: str, driver: str | None, seed: int) -> str:
    """`<sweep>--<task>-<agent>[-<driver>]-<model>-s<seed>`: the same cell always gets the same run directory.

    >>> cell_run_id("sweep-1", "humaneval:paper", "tests/agents/crasher", "org/Model-7B", None, 2)
    'sweep-1--humaneval_paper-crasher-org_Model-7B-s2'
    """
    parts = [_slug(task_name), _slug(agent)] + ([_slug(driver, hub_ids=True)] if driver else []) + [_slug(model, hub_ids=True), f"s{seed}"]
    return f"{_SAFE.sub('_', sweep)}--{'-'.join(parts)}"


def visible_gpus() -> list[str]:
    """GPU ids this process may hand out: CUDA_VISIBLE_DEVICES when set, else what nvidia-smi lists."""
    env = os.environ.get("CUDA_VISIBLE_DEVICES")
    if env is not None:
        return [g.strip() for g in env.split(",") if g.strip() and g.strip() != "-1"]
    if shutil.which("nvidia-smi") is None:
        return []
    try:
        out = subprocess.run(["nvidia-smi", "--query-gpu=index", "--format=csv,noheader"], capture_output=True,
                             text=True, timeout=20, check=True).stdout
    except (subprocess.SubprocessError, OSError):
        return []
    return [line.strip() for line in out.splitlines() if line.strip()]


def _scheduled_day() -> str:
    from datetime import datetime

    from prefect.runtime import flow_run

    when = flow_run.scheduled_start_time or datetime.now(UTC)
    return when.astimezone(UTC).strftime("%Y%m%d")


def sweep_dir(home: A2RLHome, name: str) -> Path:
    return home.root / "sweeps" / name


def _record_spec(spec: SweepSpec, where: Path) -> None:
    """The first run of a sweep writes its spec; a later one under the same name must be the same sweep."""
    path = where / "sweep.json"
    if path.is_file():
        before = SweepSpec.model_validate_json(path.read_text())
        if before.key != spec.key:
            raise UsageError(f"sweep {spec.sweep_name} was started with a different matrix or settings "
                             f"({path}); give another --name, or the same options as before to resume it")
        return
    where.mkdir(parents=True, exist_ok=True)
    write_atomic(path, spec.model_dump_json(indent=1))


def _run_summary(run: RunDir):
    from flows._journal import Journal
    from flows._summary_model import RunSummary

    return Journal(run.ledger).stage("summary", RunSummary)


def _last_error(run: RunDir) -> str | None:
    """The error benchmark_run wrote to the run's event log when it failed."""
    if not run.events.is_file():
        return None
    for line in reversed(run.events.read_text(errors="replace").splitlines()):
        try:
            event = json.loads(line)
        except ValueError:
            continue
        if event.get("event") == "failed" or event.get("type") == "failed":
            return event.get("error")
    return None


def _flow_run_error(tag: str, since: float) -> str | None:
    """The state message of the cell's latest flow run (what the subflow raised), when Prefect has it."""
    from datetime import datetime

    from prefect.client.orchestration import get_client
    from prefect.client.schemas.filters import FlowRunFilter, FlowRunFilterStartTime, FlowRunFilterTags
    from prefect.client.schemas.sorting import FlowRunSort

    try:
        with get_client(sync_client=True) as client:
            runs = client.read_flow_runs(flow_run_filter=FlowRunFilter(
                tags=FlowRunFilterTags(all_=[tag]),
                start_time=FlowRunFilterStartTime(after_=datetime.fromtimestamp(since - 1, UTC))),
                sort=FlowRunSort.START_TIME_DESC, limit=1)
    except Exception:  # noqa: BLE001 - the error is a courtesy; the cell is failed either way
        return None
    return runs[0].state.message if runs and runs[0].state else None


def sweep_of(run_id: str) -> str:
    return run_id.split("--", 1)[0]


def _result(cell: SweepCell, status: CellStatus, started: float, gpu: str | None, error: str | None = None,
            summary=None) -> CellResult:
    c = cell.config
    return CellResult(run_id=cell.run_id, task=c.task, agent=c.agent, model=c.model, driver=c.driver, seed=c.seed,
                      status=status, gpu=gpu, seconds=round(time.time() - started, 1), error=error,
                      final_score=getattr(summary, "final_score", None),
                      improvement=getattr(summary, "improvement", None),
                      run_dir=A2RLHome.resolve(c.home).runs / cell.run_id)


@task(name="cell", cache_policy=NO_CACHE, task_run_name="{cell.run_id}")
def run_cell(cell: SweepCell, gpus: queue.Queue[str] | None, ray_address: str | None) -> CellResult:
    """One cell: skipped when its run finished before, resumed when it did not, else run from the start."""
    from prefect.flow_engine import run_flow_in_subprocess

    from flows._benchmark import benchmark_run
    from flows._resume import run_state

    started = time.time()
    run = RunDir(root=A2RLHome.resolve(cell.config.home).runs / cell.run_id)
    resume = (run.root / "grader").is_dir()
    if resume and run_state(run).complete:
        return _result(cell, "skipped", started, None, summary=_run_summary(run))
    gpu = gpus.get() if gpus is not None else None
    _say(f"{cell.run_id}: {'resuming' if resume else 'started'}" + (f" on GPU {gpu}" if gpu is not None else ""))
    try:
        config = cell.config
        env: dict[str, str | None] = {}
        if gpu is not None:
            # The cell's harness, its local Ray and its agent see this one GPU (physical id).
            env["CUDA_VISIBLE_DEVICES"] = gpu
            config = config.model_copy(update={"sandbox": config.sandbox.model_copy(
                update={"limits": config.sandbox.limits.model_copy(update={"gpus": gpu})})})
        if ray_address:
            env["RAY_ADDRESS"] = ray_address
        # The tags reach the subflow (its context is serialised), so the UI groups a sweep's runs and a
        # failed cell's error can be read from its flow run's state.
        with tags(f"sweep:{sweep_of(cell.run_id)}", f"cell:{cell.run_id}"):
            process = run_flow_in_subprocess(benchmark_run, parameters={"config": config, "resume": resume},
                                             env=env)
        process.join()
    finally:
        if gpus is not None and gpu is not None:
            gpus.put(gpu)
    code = process.exitcode
    if code == 0 and run.root.is_dir() and run_state(run).complete:
        result = _result(cell, "resumed" if resume else "done", started, gpu, summary=_run_summary(run))
    else:
        why = (_last_error(run) if run.root.is_dir() else None) or _flow_run_error(f"cell:{cell.run_id}", started)
        how = f"killed by signal {-code}" if code is not None and code < 0 else f"exit code {code}"
        result = _result(cell, "failed", started, gpu, error=f"harness {how}" + (f": {why}" if why else ""))
    score = "" if result.final_score is None else f", final {result.final_score:.1f}"
    _say(f"{cell.run_id}: {result.status}{score} ({result.seconds:.0f} s)" + (f": {result.error}" if result.error else ""))
    return result


def _say(line: str) -> None:
    """A sweep runs for hours: one line per cell start and end, on stderr (stdout may carry --json)."""
    sys.stderr.write(f"sweep: {line}\n")  # one write: cells end in parallel threads (print writes twice)
    sys.stderr.flush()


def _write_cells(where: Path, results: list[CellResult]) -> None:
    write_atomic(where / "cells.json", json.dumps([r.model_dump(mode="json") for r in results], indent=1))


def _leaderboard(home: A2RLHome, where: Path, results: list[CellResult]) -> tuple[Path | None, Path | None]:
    from flows._report import collect_runs, write_report

    finished = [r.run_id for r in results if r.status != "failed"]
    if not finished:
        return None, None
    collected = collect_runs(home, finished)
    if not collected.runs:
        return None, None
    _, md = write_report(home, collected, "md", where / "leaderboard.md")
    _, html = write_report(home, collected, "html", where / "report.html")
    return md, html


@flow(name="sweep", log_prints=False)
def sweep(spec: SweepSpec) -> SweepResult:
    """Every cell of the matrix (finished ones skipped), then the leaderboard of the runs that finished."""
    if spec.dated:
        spec = spec.model_copy(update={"name": f"{spec.sweep_name}-{_scheduled_day()}", "dated": False})
    home = A2RLHome.resolve(spec.home).ensure()
    where = sweep_dir(home, spec.sweep_name)
    _record_spec(spec, where)
    cells = spec.cells()
    home.tracker()  # the tracking database is created (migrated) once here, not by cells racing each other
    gpu_ids = visible_gpus() if spec.gpus is None else list(spec.gpus)
    gpus: queue.Queue[str] | None = None
    parallel = spec.max_parallel
    if gpu_ids:
        gpus = queue.Queue()
        for g in gpu_ids:
            gpus.put(g)
        parallel = min(parallel, len(gpu_ids))
    with ThreadPoolTaskRunner(max_workers=max(1, min(parallel, len(cells)))) as runner:
        futures = {runner.submit(run_cell, parameters={"cell": c, "gpus": gpus, "ray_address": spec.ray_address}): i
                   for i, c in enumerate(cells)}
        done: dict[int, CellResult] = {}
        for future in as_completed(list(futures)):
            i = futures[future]
            try:
                done[i] = future.result()
            except Exception as exc:  # noqa: BLE001 - the cell task itself broke: recorded, the sweep goes on
                done[i] = _result(cells[i], "failed", time.time(), None, error=f"{type(exc).__name__}: {exc}")
            _write_cells(where, [done[k] for k in sorted(done)])  # as cells finish: a day-long sweep is watchable
        results = [done[i] for i in range(len(cells))]
    md, html = _leaderboard(home, where, results)
    return SweepResult(name=spec.sweep_name, dir=where, cells=results, leaderboard=md, html=html)
