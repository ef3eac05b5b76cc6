"""`a2rl run`, `a2rl sweep` and `a2rl resume`: benchmark runs, alone or as a matrix."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from flows._environment import environment
from flows.cli._common import (
    add_common,
    add_inference,
    check_data,
    check_model,
    check_ray,
    eval_config,
    narrative_judge,
    print_json,
)
from flows.cli._show import print_summary, print_sweep
from infra import A2RLHome, UsageError

__all__ = ["add_parsers", "run_settings"]

def run_settings(args: argparse.Namespace, task) -> dict:
    """The RunConfig fields `run` and `sweep` share (everything but the cell: task, agent, model, seed,
    driver), validated now: a bad flag is exit 2, naming the flag, before anything starts."""
    from pydantic import ValidationError

    from flows._config import RunConfig
    from flows._options import RUN_OPTIONS, settings_from, usage_error
    from infra import choose_sandbox

    given = settings_from(args, RUN_OPTIONS)
    box = given.setdefault("sandbox", {})
    box["backend"] = choose_sandbox(box.get("backend", "auto"), box.get("allow_unsandboxed", False))
    given["eval"] = eval_config(args, task)
    if given.get("narrative"):
        judge = getattr(args, "judge", None) or given["eval"].judge
        given["eval"] = given["eval"].model_copy(update={"judge": narrative_judge(judge)})
    try:
        # A stand-in cell: the settings are checked together, with every cross-field rule of the models.
        config = RunConfig.model_validate({"task": "-", "agent": "-", "model": "-", **given})
    except ValidationError as exc:
        raise usage_error(exc) from None
    flagged = {o.field.split(".")[0] for o in RUN_OPTIONS}
    return {name: getattr(config, name) for name in RunConfig.model_fields if name in flagged}


def cmd_run(args: argparse.Namespace) -> int:
    from agents import agent_ref, check_requirements, get_agent
    from flows._config import RunConfig
    from flows._doctor import preflight
    from flows._network import check_policy
    from infra import DEFAULT_MODEL, new_run_id
    from tasks import get_task

    home = A2RLHome.resolve(args.home)
    for warning in preflight(home):
        print(f"a2rl: warning: {warning}", file=sys.stderr)
    task = get_task(args.task, args.protocol)
    settings = run_settings(args, task)
    agent = get_agent(args.agent)
    check_requirements(agent, driver=args.driver)
    box = settings["sandbox"]
    check_policy(box.policy_for(agent.requires.network), agent, settings["recording"])
    if box.limits.gpus not in (None, "none"):
        from infra._gpus import grant_gpus

        grant_gpus(box.limits.gpus)  # a card this machine lacks is refused before anything starts
    model = args.model or DEFAULT_MODEL
    environment(home, args.ray_address)
    check_ray(settings["eval"].device)
    check_model(model, home)
    check_data(task, home, settings["data_dir"])
    run_id = new_run_id(task.name, agent.name)
    suffix = 1
    while (home.runs / run_id).exists():
        suffix += 1
        run_id = f"{new_run_id(task.name, agent.name)}-{suffix}"
    cell = {k: v for k, v in (("seed", args.seed), ("driver", args.driver)) if v is not None}
    config = RunConfig(task=task.name, agent=agent_ref(agent), model=model, home=home.root, run_id=run_id,
                       **cell, **settings)
    return _run_flow(config, args.json)


def _names(text: str | None, flag: str) -> list[str]:
    items = [t.strip() for t in (text or "").split(",") if t.strip()]
    if not items:
        raise UsageError(f"{flag} needs at least one name, comma-separated (e.g. {flag} copy-base,example)")
    return items


def _seeds(text: str) -> list[int]:
    """`--seeds 3` is seeds 0, 1, 2; `--seeds 0,7,9` is exactly those."""
    try:
        seeds = [int(t) for t in text.split(",") if t.strip()] if "," in text else list(range(int(text)))
    except ValueError:
        seeds = []
    if not seeds or any(s < 0 for s in seeds):
        raise UsageError(f"--seeds {text!r}: give a count (--seeds 3 → 0, 1, 2) or a list (--seeds 0,7,9)")
    return seeds


def cmd_sweep(args: argparse.Namespace) -> int:
    """Every cell of agents × drivers × tasks × models × seeds, checked before the first starts."""
    from agents import agent_ref, check_requirements, get_agent
    from tasks import get_task

    home = A2RLHome.resolve(args.home)
    tasks = [get_task(t, args.protocol) for t in (_names(args.tasks, "--tasks") if args.tasks else [None])]
    # --gpus of a sweep is the pool cells take one GPU each from, not every agent's GPUs.
    pool, args.gpus = args.gpus, None
    settings = [run_settings(args, t) for t in tasks]
    judges = {s["eval"].judge for s in settings} - {None}
    shared = settings[0] if not judges else next(s for s in settings if s["eval"].judge)
    drivers = _names(args.drivers, "--drivers") if args.drivers else [None]
    agents = []
    for name in _names(args.agents, "--agents"):
        agent = get_agent(name)
        for driver in drivers if agent.driver is not None else [None]:  # --drivers multiply those that take one
            check_requirements(agent, driver=driver)
        agents.append(agent_ref(agent))
    if args.drivers and not any(get_agent(a).driver for a in agents):
        raise UsageError("--drivers: none of the agents takes a driver LLM (`a2rl agents` says which do); drop it")
    models = _names(args.models, "--models")
    if args.max_parallel < 1:
        raise UsageError("--max-parallel must be at least 1")
    gpus = None if pool in (None, "auto") else [] if pool == "none" else _names(pool, "--gpus")
    if gpus:
        from infra._gpus import grant_gpus

        grant_gpus(",".join(gpus))
    environment(home, args.ray_address)
    check_ray(shared["eval"].device)
    for model in models:
        check_model(model, home)
    for t in tasks:
        check_data(t, home, shared["data_dir"])
    from pydantic import ValidationError

    from flows._sweep import SweepSpec

    try:
        spec = SweepSpec(tasks=[t.name for t in tasks], agents=agents, models=models, drivers=drivers,
                         seeds=_seeds(args.seeds), run=shared, max_parallel=args.max_parallel, gpus=gpus,
                         ray_address=args.ray_address, name=args.name, home=home.root)
    except ValidationError as exc:
        raise UsageError(f"sweep: {exc.errors()[0]['msg']}") from None
    return _run_sweep(spec, args.json)


def _run_sweep(spec, as_json: bool) -> int:
    from flows._sweep import sweep

    out = sys.stderr if as_json else sys.stdout
    cells = spec.cells()
    print(f"sweep {spec.sweep_name}: {len(cells)} cells, at most {spec.max_parallel} at once "
          f"(state: {Path(spec.home) / 'sweeps' / spec.sweep_name}; the same command again resumes it)",
          file=out, flush=True)
    result = sweep(spec)
    print_sweep(result, out)
    if as_json:
        print_json(result.model_dump(mode="json"))
    return 1 if result.failed else 0


def _run_flow(config, as_json: bool, resume: bool = False, continue_session: bool = False) -> int:
    from flows._benchmark import benchmark_run
    from flows._display import RunDisplay

    stream = sys.stderr if as_json else sys.stdout
    events = Path(config.home) / "runs" / str(config.run_id) / "logs" / "events.jsonl"
    with RunDisplay(events, stream, live=stream.isatty(), from_end=resume):
        summary = benchmark_run(config, resume=resume, continue_session=continue_session)
    _show_summary(summary, as_json)
    return 0


def _show_summary(summary, as_json: bool) -> None:
    from flows._summary_markdown import summary_markdown

    if as_json:
        print(summary_markdown(summary), file=sys.stderr)
        print_json(summary.model_dump(mode="json"))
    else:
        print_summary(summary)


def cmd_resume(args: argparse.Namespace) -> int:
    """Finish a run whose harness died: completed stages are kept, the interrupted one is re-run."""
    home = A2RLHome.resolve(args.home)
    environment(home)
    from flows._journal import Journal
    from flows._resume import find_run, load_config, run_state
    from flows._summary_model import RunSummary

    run = find_run(home, args.run)
    config = load_config(run)
    # The run may have been moved with its state folder: resume it where it is now.
    config = config.model_copy(update={"home": run.root.parent.parent, "run_id": run.run_id})
    state = run_state(run)
    if state.complete:
        summary = Journal(run.ledger).stage("summary", RunSummary)
        print(f"run {run.run_id} is complete; nothing to resume (report: {run.report / 'summary.md'})",
              file=sys.stderr)
        _show_summary(summary, args.json)
        return 0
    run.lock().release()  # refused now, with the holder's pid, if a harness still runs it
    done = ", ".join(state.completed) or "nothing"
    flight = f"; re-running the evaluation of submission(s) {', '.join(map(str, state.in_flight))}" \
        if state.in_flight else ""
    print(f"Resuming {run.run_id}: completed {done}{flight}", file=sys.stderr)
    return _run_flow(config, args.json, resume=True, continue_session=args.continue_session)


def add_parsers(sub) -> None:
    from flows._options import CELL_OPTIONS, RUN_OPTIONS, add_options
    from infra import DEFAULT_MODEL

    def settings(p: argparse.ArgumentParser, **helps: str) -> None:
        add_options(p, RUN_OPTIONS, **helps)
        add_inference(p)
        add_common(p)

    run = sub.add_parser("run", help="run an agent through a whole benchmark run")
    add_options(run, CELL_OPTIONS)
    settings(run)
    run.set_defaults(func=cmd_run)

    sw = sub.add_parser("sweep", help="run a matrix of agents × drivers × tasks × models × seeds",
                        description="Each cell is one benchmark run (a Prefect subflow in its own process). Failed "
                                    "cells do not stop the others; running the same command again skips the "
                                    "finished cells and resumes the rest. Ends with the leaderboard.")
    sw.add_argument("--agents", required=True, help="comma-separated agent names or folders")
    sw.add_argument("--tasks", help="comma-separated task names (default: the default task)")
    sw.add_argument("--models", default=DEFAULT_MODEL, help=f"comma-separated base models (default {DEFAULT_MODEL})")
    sw.add_argument("--drivers", metavar="MODELS", help="comma-separated driver LLMs, for agents that take one")
    sw.add_argument("--seeds", default="1", help="a count (3 → seeds 0, 1, 2) or a list (0,7,9); default 1")
    sw.add_argument("--max-parallel", type=int, default=1,
                    help="cells at once (default 1); with GPUs, one cell per GPU, so at most the GPU count")
    sw.add_argument("--name", help="the sweep's name (default: sweep-<hash of matrix and settings>)")
    settings(sw, gpus="GPUs to give cells, one per running cell (CUDA_VISIBLE_DEVICES), e.g. 0,1,2,3; "
                      "none: a CPU sweep (default: every visible GPU)")
    sw.set_defaults(func=cmd_sweep)

    rs = sub.add_parser("resume", help="finish a run whose harness died (crash, kill, reboot)",
                        description="Completed stages are kept; the interrupted stage is run again; evaluations "
                                    "that were in flight are re-run once; the MLflow run is continued.")
    rs.add_argument("run", metavar="RUN_ID", help="run id (under <home>/runs/) or run directory")
    rs.add_argument("--continue-session", action="store_true",
                    help="if the agent was cut off with budget left, start it again for the rest of its budget "
                         "(it is told it is a continuation); otherwise its submissions so far are scored")
    add_common(rs)
    rs.set_defaults(func=cmd_resume)
