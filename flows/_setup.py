"""Stage 1: resolve the model, prepare data, build the run directory, open the MLflow run."""

from __future__ import annotations

import json
import time

from prefect import task
from prefect.cache_policies import NO_CACHE

from agents import check_requirements, get_agent
from flows._config import RunConfig
from flows._context import RunContext
from flows._journal import Journal
from flows._provenance import provenance
from graders import check_gradable
from infra import (
    A2RLHome,
    RunDir,
    RunLock,
    RunMeta,
    append_event,
    copy_read_only,
    new_run_id,
    resolve_model,
    write_atomic,
)
from tasks import get_task, prepare_data


@task(name="setup", cache_policy=NO_CACHE)
def setup(config: RunConfig, reuse: bool = False) -> RunContext:
    """`reuse`: the run directory exists (a resume of a run whose setup did not complete)."""
    started = time.time()
    home = A2RLHome.resolve(config.home).ensure()
    task_ = get_task(config.task)
    check_gradable(task_, config.eval.judge)
    agent = get_agent(config.agent)
    check_requirements(agent, driver=config.driver)
    if reuse and config.run_id:
        run = RunDir.reuse(home, config.run_id)
    else:
        run = RunDir.create(home, config.run_id or new_run_id(task_.name, agent.name))
    hold(run)
    journal = Journal(run.ledger)
    # The configuration first: whatever happens next, `a2rl resume` can start from it.
    config = config.model_copy(update={"run_id": run.run_id})
    write_atomic(run.config, config.model_dump_json(indent=1))
    append_event(run.events, "stage", stage="setup")
    model = resolve_model(config.model, home)
    data = prepare_data(task_, home, config.data_dir)

    workspace_model = run.models / model.name
    copy_read_only(model.path, workspace_model)
    copy_read_only(data.path("train"), run.data / "train.jsonl")
    (run.workspace / "description.md").write_text(task_.description())
    (run.workspace / "prompt.json").write_text(json.dumps(
        {**task_.spec.prompt.model_dump(mode="json"), "kind": task_.spec.kind, "task": task_.name}, indent=1))
    task_.write_workspace_extras(run.workspace)
    run.write_run_meta(RunMeta(run_id=run.run_id, task=task_.name, agent=agent.name,
                               base_model=model.name, timeout_s=config.budget_s))

    from flows._eval_cache import model_sha256

    weights = model_sha256(model.path)
    prov = provenance(config, protocol=task_.spec.protocol, split_hashes=dict(data.hashes),
                      split_sizes=dict(data.sizes), model_source=model.source, model_sha256=weights,
                      agent_folder=agent.folder, agent_name=agent.name)
    write_atomic(run.root / "provenance.json", prov.model_dump_json(indent=1))

    tracker = home.tracker()
    mlflow_run_id = journal.meta().get("mlflow_run_id") or tracker.start(
        run.run_id, tags={"a2rl.kind": "benchmark_run", "a2rl.run_dir": str(run.root),
                          **lineup_tags(config, agent, model.name)})
    journal.set_meta("mlflow_run_id", mlflow_run_id)
    tracker.params(mlflow_run_id, {
        "task": task_.name, "agent": agent.name, "model": config.model, "model_source": model.source,
        "budget_s": config.budget_s, "seed": config.seed, "selection": config.selection, "reprompt": config.reprompt,
        "protocol": task_.spec.protocol, **({"judge": config.eval.judge} if task_.needs_judge else {}),
        "driver": lineup_tags(config, agent, model.name)["a2rl.driver"],
        **({"max_tokens": config.recording.max_tokens} if config.recording.max_tokens else {}),
        **({"max_cost_usd": config.recording.max_cost_usd} if config.recording.max_cost_usd else {}),
        **{f"split_hash_{k}": v for k, v in data.hashes.items()},
        **{f"split_size_{k}": v for k, v in data.sizes.items()},
        "a2rl_version": prov.a2rl_version, "model_sha256": weights, "agent_sha256": prov.agent_sha256,
        **{f"version_{k}": v for k, v in prov.libraries.items() if k in ("torch", "transformers", "trl", "vllm")},
    })
    tracker.tag(mlflow_run_id, "a2rl.reproduce", prov.command[:5000])
    if prov.a2rl_commit:
        tracker.tag(mlflow_run_id, "a2rl.commit", prov.a2rl_commit + ("+dirty" if prov.a2rl_dirty else ""))
    tracker.artifact(mlflow_run_id, run.root / "provenance.json")
    append_event(run.events, "setup_done", run_id=run.run_id, run_dir=str(run.root), model=model.name,
                 mlflow_run_id=mlflow_run_id, split_hashes=data.hashes)
    # instructions.md is written by the session stage, which knows the sandbox the agent gets.
    ctx = RunContext(config=config, run=run, model=model, workspace_model=workspace_model, data=data,
                     mlflow_run_id=mlflow_run_id, started_at=started, model_sha256=weights)
    journal.record_stage("setup", ctx)
    return ctx


def lineup_tags(config, agent, model_name: str) -> dict[str, str]:
    """The tags runs are compared by (infra.LINEUP_TAGS): every benchmark run has all of them."""
    driver = config.driver or (agent.driver.default if agent.driver else None)
    return {"a2rl.task": config.task, "a2rl.agent": agent.name, "a2rl.driver": driver or "none",
            "a2rl.model": model_name, "a2rl.seed": str(config.seed), "a2rl.selection_rule": config.selection}


_HELD: dict[str, RunLock] = {}


def hold(run: RunDir) -> None:
    """This process runs `run` until `release`: a second harness (a premature resume) is refused."""
    if run.run_id not in _HELD:
        _HELD[run.run_id] = run.lock()


def release(run: RunDir) -> None:
    lock = _HELD.pop(run.run_id, None)
    if lock is not None:
        lock.release()
