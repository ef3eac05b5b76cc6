"""`a2rl`: run benchmarks, evaluate checkpoints, list tasks and agents.

Settings are built here once; Prefect and the stack are imported only after the state
folder is known, so Prefect's home is inside it and nothing lands in ~/.prefect.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from flows._cli_agents import add_agents_parser
from flows._environment import environment as _environment
from infra import A2RLError, A2RLHome, UsageError

EPILOG = "Every listing and result command takes --json and then prints one JSON document as the last line of stdout."


def _check_ray(device: str) -> None:
    """Exit 2 now, not minutes into a flow, when the Ray cluster to evaluate on (--ray-address /
    $RAY_ADDRESS) does not answer, or has no GPU for --device cuda."""
    from graders._ray_cluster import check_ray_address, check_resources, ray_address

    address = ray_address()
    if address is None:
        return  # a private Ray starts with the first evaluation, which checks the device then
    check_ray_address(address)
    if device == "cuda":
        from graders import ensure_ray

        ensure_ray()  # in the main thread: `run` and `eval` then evaluate over this same connection
        check_resources(device)


def _print_json(doc: object) -> None:
    print(json.dumps(doc, default=str), flush=True)


def _agent_env(pairs: list[str]) -> dict[str, str]:
    out = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise UsageError(f"--agent-env {pair!r} must look like KEY=VALUE")
        out[key] = value
    return out


def _eval_config(args: argparse.Namespace, task):
    """Evaluation settings, checked before anything starts: backend, sandbox, judge."""
    from graders import EvalConfig, check_gradable
    from graders._policy import vllm_available

    if args.backend == "vllm" and not vllm_available():
        raise UsageError("--backend vllm needs vLLM, which is not installed here (it is not an extra: no vLLM "
                         "release shares an environment with Prefect 3.9, see docs/install.md); use --backend auto")
    return EvalConfig(backend=args.backend, device=args.device, judge=check_gradable(task, args.judge))


def cmd_tasks(args: argparse.Namespace) -> int:
    from tasks import get_task, list_tasks

    rows = []
    for s in list_tasks():
        task = get_task(s.name)
        ok, why = task.offline_status(args.data_dir)
        rows.append((s, ok, why, task.missing_extra()))
    if args.json:
        _print_json([{**s.model_dump(mode="json"), "offline": ok, "offline_note": why, "ready": not unready,
                      "ready_note": unready or "installed"} for s, ok, why, unready in rows])
        return 0
    for s, ok, why, unready in rows:
        mark = " (default)" if s.default else ""
        protocols = f"; protocols: default, {', '.join(s.protocols)}" if s.protocols else ""
        print(f"{s.name}{mark}  level {s.level}, {s.kind}-graded, {s.metric}; "
              f"train/validation/test {s.splits.train}/{s.splits.validation}/{s.splits.test}{protocols}\n"
              f"    {s.description}\n"
              f"    installed: {'yes' if not unready else 'no, ' + unready}\n"
              f"    offline here: {'yes' if ok else 'no'} ({why})")
    return 0


def cmd_doctor(args: argparse.Namespace) -> int:
    from flows._doctor import doctor

    return doctor(A2RLHome.resolve(args.home), fix=args.fix, tests=args.tests, as_json=args.json)


def _check_model(spec: str, home: A2RLHome) -> None:
    """Fail fast (exit 2) on a model that cannot be had; built-ins convert in setup."""
    from infra import BUILTIN_MODELS, resolve_model

    if spec not in BUILTIN_MODELS:
        resolve_model(spec, home)


def _check_data(task, home: A2RLHome, data_dir: Path | None) -> None:
    """Prepare (once, cached) the task's splits now, so missing data fails before any flow starts."""
    from tasks import prepare_data

    prepare_data(task, home, data_dir)


def _sandbox_config(args: argparse.Namespace):
    """The sandbox as asked for on the command line, checked now (exit 2 with the fix)."""
    from pydantic import ValidationError

    from flows._config import SandboxConfig, parse_budget, parse_size
    from infra import AgentLimits, choose_sandbox

    backend = choose_sandbox(args.sandbox, args.allow_unsandboxed)
    limits = AgentLimits(
        memory_bytes=parse_size(args.memory) if args.memory else None,
        pids=args.pids, disk_bytes=parse_size(args.disk) if args.disk else None,
        cpus=args.cpus, gpus=args.gpus)
    if args.warn is not None:
        parse_budget(args.warn)
    try:
        return SandboxConfig(backend=backend, network=args.network, allow_hosts=args.allow_host,
                             allow_unsandboxed=args.allow_unsandboxed, limits=limits, docker_image=args.docker_image)
    except ValidationError as exc:
        raise UsageError("; ".join(e["msg"].removeprefix("Value error, ") for e in exc.errors())) from None


def _recording_config(args: argparse.Namespace):
    from agents.recording import RecordingConfig
    from flows._config import parse_budget

    for flag, value in (("--max-tokens", args.max_tokens), ("--max-cost", args.max_cost)):
        if value is not None and value <= 0:
            raise UsageError(f"{flag} {value} is not a budget; give a positive number (or leave it out: no limit)")
    if args.record_model_calls is False and (args.max_tokens or args.max_cost or args.hold_keys):
        raise UsageError("--max-tokens, --max-cost and --hold-keys need the recording proxy: drop "
                         "--no-record-model-calls")
    return RecordingConfig(model_calls=args.record_model_calls, max_tokens=args.max_tokens,
                           max_cost_usd=args.max_cost, openai_upstream=args.openai_upstream,
                           anthropic_upstream=args.anthropic_upstream, gemini_upstream=args.gemini_upstream,
                           revision_interval_s=parse_budget(args.revision_interval), hold_keys=args.hold_keys)


def _run_settings(args: argparse.Namespace, task) -> dict:
    """The RunConfig fields `run` and `sweep` share (everything but the cell: task, agent, model, seed, driver),
    checked now: a bad flag is exit 2 before anything starts."""
    from flows._config import parse_budget

    eval_config = _eval_config(args, task)
    if args.narrative:
        eval_config = eval_config.model_copy(update={"judge": _narrative_judge(args)})
    return dict(budget_s=parse_budget(args.budget), selection=args.selection, data_dir=args.data_dir,
                agent_env=_agent_env(args.agent_env or []), eval=eval_config, sandbox=_sandbox_config(args),
                clock=args.clock, reprompt=_reprompt(args.reprompt), warn_s=parse_budget(args.warn) if args.warn else None,
                recording=_recording_config(args), narrative=args.narrative, integrity=args.integrity)


def _reprompt(n: int) -> int:
    if n < 0:
        raise UsageError(f"--reprompt {n}: give how many times the agent may be started again (0 or more)")
    return n


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
    settings = _run_settings(args, task)
    agent = get_agent(args.agent)
    check_requirements(agent, driver=args.driver)
    box = settings["sandbox"]
    check_policy(box.policy_for(agent.requires.network), agent, settings["recording"])
    model = args.model or DEFAULT_MODEL
    _environment(home, args.ray_address)
    _check_ray(args.device)
    _check_model(model, home)
    _check_data(task, home, args.data_dir)
    run_id = new_run_id(task.name, agent.name)
    suffix = 1
    while (home.runs / run_id).exists():
        suffix += 1
        run_id = f"{new_run_id(task.name, agent.name)}-{suffix}"
    config = RunConfig(task=task.name, agent=agent_ref(agent), model=model, seed=args.seed, home=home.root,
                       run_id=run_id, driver=args.driver, **settings)
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
    settings = [_run_settings(args, t) for t in tasks]
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
    _environment(home, args.ray_address)
    _check_ray(args.device)
    for model in models:
        _check_model(model, home)
    for t in tasks:
        _check_data(t, home, args.data_dir)
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
    _print_sweep(result, out)
    if as_json:
        _print_json(result.model_dump(mode="json"))
    return 1 if result.failed else 0


def _print_sweep(result, stream) -> None:
    from rich.console import Console
    from rich.table import Table

    fmt = lambda v, sign="": "—" if v is None else f"{v:{sign}.1f}"  # noqa: E731
    table = Table(title=f"sweep {result.name}")
    for column in ("cell", "status", "final", "improvement", "seconds"):
        table.add_column(column, justify="right" if column in ("final", "improvement", "seconds") else "left")
    for c in result.cells:
        table.add_row(c.run_id.split("--", 1)[-1], c.status + (f": {c.error}" if c.error else ""),
                      fmt(c.final_score), fmt(c.improvement, "+"), f"{c.seconds:.0f}")
    console = Console(file=stream)
    console.print(table)
    if result.leaderboard is not None:
        print(Path(result.leaderboard).read_text(), file=stream, flush=True)  # markdown: no wrapping
        console.print(f"leaderboard: {result.leaderboard}  ·  html: {result.html}")
    if result.failed:
        console.print(f"{len(result.failed)} cell(s) failed; run the same command again to retry them "
                      "(finished cells are skipped)")


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
    from flows._summary import summary_markdown

    if as_json:
        print(summary_markdown(summary), file=sys.stderr)
        _print_json(summary.model_dump(mode="json"))
    else:
        _print_summary(summary)


def cmd_resume(args: argparse.Namespace) -> int:
    """Finish a run whose harness died: completed stages are kept, the interrupted one is re-run."""
    home = A2RLHome.resolve(args.home)
    _environment(home)
    from flows._resume import find_run, load_config, run_state
    from flows._summary import RunSummary
    from graders import Ledger

    run = find_run(home, args.run)
    config = load_config(run)
    # The run may have been moved with its state folder: resume it where it is now.
    config = config.model_copy(update={"home": run.root.parent.parent, "run_id": run.run_id})
    state = run_state(run)
    if state.complete:
        summary = Ledger(run.ledger).stage("summary", RunSummary)
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


def _print_summary(summary) -> None:
    from rich.console import Console
    from rich.table import Table

    fmt = lambda v: "—" if v is None else f"{v:.1f}"  # noqa: E731
    table = Table(title=f"{summary.task} · {summary.agent} · {summary.model}")
    table.add_column("")
    table.add_column("validation", justify="right")
    table.add_column("test", justify="right")
    table.add_row("baseline", fmt(summary.baseline_val_score), fmt(summary.baseline_score))
    for sub in summary.submissions:
        chosen = " ← chosen" if sub.id == summary.selection.submission_id else ""
        table.add_row(f"submission {sub.id}{chosen}", fmt(sub.val_score), fmt(sub.test_score))
    console = Console()
    console.print(table)
    improvement = "—" if summary.improvement is None else f"{summary.improvement:+.1f}"
    console.print(f"Final test score {fmt(summary.final_score)} ({summary.selection.rule}: "
                  f"{summary.selection.reason}); improvement {improvement}")
    if summary.resumes:
        console.print(f"Resumed {summary.resumes}× after the harness died; session continued "
                      f"{summary.session_continuations}×"
                      + (f"; evaluations re-run: {summary.rerun_evaluations}" if summary.rerun_evaluations else ""))
    if summary.session_interrupted:
        console.print(f"Session cut short: {summary.session_interrupted}")
    console.print(f"Sandbox: {summary.sandbox}")
    if summary.integrity is not None:
        flags = summary.integrity.flags
        kinds = ", ".join(f"{k} ({'every submission' if f.submission is None else f'submission {f.submission}'})"
                          for f in flags for k in [f.kind])
        console.print(f"Integrity ({summary.integrity.mode}): {kinds or 'no flags'}"
                      + ("; UNRESTRICTED network" if summary.integrity.unrestricted else "")
                      + ("; evidence in report/summary.md" if flags else ""), markup=False)
    if summary.process_metrics is not None:
        m = summary.process_metrics
        failures = ", ".join(f"{n}× {k}" for k, n in sorted(m.failures.items())) or "none"
        console.print(f"Iterations: {len(summary.iterations)}; valid submissions {m.valid_submissions}/{m.attempts}; "
                      f"failures: {failures}")
    console.print(f"Run directory: {summary.run_dir}  (report: {summary.run_dir}/report/summary.md; "
                  f"compare runs: a2rl report --format html)")
    home = Path(summary.run_dir).parent.parent
    # Not A2RLHome.resolve(): this process has set A2RL_HOME to the run's home; a new shell has not.
    ui = "a2rl ui" if home.resolve() == Path(".a2rl").resolve() else f"a2rl ui --home {home}"
    if summary.mlflow_ui.startswith(("http://", "https://")):  # a tracking server (the stack) is its own UI
        ui = summary.mlflow_ui
    else:
        ui += " (http://127.0.0.1:5000)"
    console.print(f"MLflow: {ui}  → run {summary.mlflow_run_id}")


def _narrative_judge(args: argparse.Namespace) -> str:
    """--narrative needs an LLM: the judge's (checked now, not after the run)."""
    from graders.judges import require_judge

    spec = args.judge or os.environ.get("A2RL_JUDGE")
    if not spec:
        raise UsageError("--narrative needs an LLM to write it: --judge openai:<model> (key in A2RL_JUDGE_API_KEY, "
                         "A2RL_JUDGE_BASE_URL for other servers) or --judge local:<model>, or set A2RL_JUDGE")
    require_judge(spec)
    return spec


def cmd_report(args: argparse.Namespace) -> int:
    home = A2RLHome.resolve(args.home)
    _environment(home)  # before flows._summary imports Prefect
    from flows._report import add_narratives, collect_runs, write_report
    from flows._summary import narrative_llm

    collected = collect_runs(home, args.runs or (), task=args.task, agent=args.agent)
    if args.narrative and collected.runs:
        for line in add_narratives(collected.runs, narrative_llm(_narrative_judge(args), home)):
            print(f"a2rl report: {line}", file=sys.stderr)
    board, written = write_report(home, collected, args.format, args.output, as_json=args.json)
    if written is not None:
        print(f"report: {written}  ({len(collected.runs)} runs)", file=sys.stderr if args.json else sys.stdout)
    if args.json:
        _print_json({**board.model_dump(mode="json"), "file": str(written) if written else None})
    return 0


def cmd_ui(args: argparse.Namespace) -> int:
    """The MLflow UI on this project's tracking store, on 127.0.0.1 only (it has no login)."""
    import socket
    import subprocess

    from infra import Stack

    home = A2RLHome.resolve(args.home)
    home.ensure()
    served = Stack(home=home).env().get("MLFLOW_TRACKING_URI")
    if served:  # a second server on the same sqlite file would only compete with it
        print(f"MLflow UI: {served}  (the stack of {home.root}; stop it with a2rl stack down"
              f"{_home_flag(home)})", flush=True)
        return 0
    uri = home.tracking_uri()
    with socket.socket() as probe:
        try:
            probe.bind(("127.0.0.1", args.port))
        except OSError:
            raise UsageError(f"port {args.port} on 127.0.0.1 is in use (another MLflow UI?): "
                             f"a2rl ui --port {args.port + 1}") from None
    home.mlflow_artifacts.mkdir(parents=True, exist_ok=True)
    cmd = [sys.executable, "-m", "mlflow", "ui", "--backend-store-uri", uri, "--host", "127.0.0.1",
           "--port", str(args.port), "--default-artifact-root", home.mlflow_artifacts.resolve().as_uri(),
           "--workers", "1"]
    print(f"MLflow UI: http://127.0.0.1:{args.port}  (tracking store {uri}; Ctrl-C stops it)", flush=True)
    proc = subprocess.Popen(cmd)
    try:
        return proc.wait()
    except KeyboardInterrupt:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
        return 0


def _home_flag(home: A2RLHome) -> str:
    """` --home H` unless a bare command in this shell resolves to the same home."""
    return "" if home.root == A2RLHome.resolve(None).root else f" --home {home.root}"


def cmd_stack(args: argparse.Namespace) -> int:
    """A Prefect server and an MLflow server for this home, in the background, on 127.0.0.1."""
    from infra import Stack

    home = A2RLHome.resolve(args.home)
    stack = Stack(home=home)
    if args.action == "up":
        status = stack.up(prefect_port=args.prefect_port, mlflow_port=args.mlflow_port, timeout_s=args.timeout)
    elif args.action == "down":
        status = stack.down()
    else:
        status = stack.status()
    out = sys.stderr if args.json else sys.stdout
    flag = _home_flag(home)
    urls = {s.name: s.url for s in status.services}
    if args.action == "down":
        print(f"stack of {home.root}: stopped (start it with a2rl stack up{flag})", file=out)
    elif status.up:
        head = "already up (nothing started)" if status.already_up else "up" if status.healthy else "running, NOT HEALTHY"
        print(f"stack of {home.root}: {head}\n"
              f"  Prefect UI:  {urls['prefect']}\n"
              f"  MLflow UI:   {urls['mlflow']}\n"
              f"  a2rl commands on this home use it; other tools: "
              + " ".join(f"{k}={v}" for k, v in status.env.items())
              + f"\n  logs: {stack.dir}/{{prefect,mlflow}}.log\n  stop it: a2rl stack down{flag}", file=out)
    else:
        for s in status.services:
            state = "healthy" if s.healthy else "running, not answering" if s.running else "stopped"
            print(f"{s.name}: {state}" + (f"  {s.url} (pid {s.pid})" if s.running else "") + f"  log {s.log}",
                  file=out)
        print(f"start it: a2rl stack up{flag}", file=out)
    if args.json:
        _print_json(status.model_dump(mode="json"))
    return 0


def cmd_serve(args: argparse.Namespace) -> int:
    """Serve prefect.yaml's deployments from this process: scheduled and triggered runs execute here."""
    from flows._deploy import default_file, load_deployments

    home = A2RLHome.resolve(args.home)
    specs = load_deployments(args.file or default_file(), args.only)
    _environment(home, args.ray_address)
    if not os.environ.get("PREFECT_API_URL"):
        raise UsageError("a2rl serve needs a Prefect server that outlives this command (deployments, schedules "
                         "and the UI live there): start one with `a2rl stack up`, or set PREFECT_API_URL")
    if args.limit is not None and args.limit < 1:
        raise UsageError("--limit must be at least 1")
    deployments = [d.to_runner_deployment() for d in specs]
    for d in specs:
        when = "; ".join(s.cron or (f"every {s.interval:g} s" if s.interval else s.rrule) for s in d.schedules)
        print(f"  {d.load_flow().name}/{d.name}" + (f"  schedule: {when}" if when else "  (on demand)"), flush=True)
    print(f"Serving {len(specs)} deployment(s) on {os.environ['PREFECT_API_URL']} with state in {home.root}; "
          f"start one with: prefect deployment run '<flow>/<deployment>'. Ctrl-C stops serving (and pauses "
          f"their schedules).", flush=True)
    from prefect import serve

    serve(*deployments, limit=args.limit, print_starting_message=False)
    return 0


def cmd_eval(args: argparse.Namespace) -> int:
    from tasks import get_task

    home = A2RLHome.resolve(args.home)
    task = get_task(args.task, args.protocol)
    eval_config = _eval_config(args, task)
    _environment(home, args.ray_address)
    _check_ray(args.device)
    _check_model(args.model, home)
    _check_data(task, home, args.data_dir)
    from flows._evaluate import evaluate_model

    summary = evaluate_model(task=task.name, model=args.model, split=args.split, home=home.root,
                             data_dir=args.data_dir, eval_config=eval_config)
    if args.json:
        _print_json(summary.model_dump(mode="json"))
    else:
        score = "failed: " + str(summary.error) if summary.score is None else f"{summary.score:.1f}"
        print(f"{summary.task} {summary.split} ({summary.n_items} items): {score}  [{summary.seconds:.0f} s]")
        print(f"per-item results: {summary.results_path}")
    return 0 if summary.status == "done" else 1


def cmd_rollout(args: argparse.Namespace) -> int:
    from tasks import get_task

    home = A2RLHome.resolve(args.home)
    task = get_task(args.task or os.environ.get("TASK"))
    task.check_ready()  # e.g. no WebShop server: one line now, not every episode failed later
    if args.episodes <= 0 or args.samples <= 0:
        raise UsageError("--episodes and --samples must be positive")
    if args.temperature < 0:
        raise UsageError("--temperature must be >= 0 (0 = greedy, like the grader)")
    _environment(home)
    from graders import rollout
    from graders._agent_rollout import summary
    from infra import iso_utc, resolve_model

    if args.expert == (args.model is not None):
        raise UsageError("give either --model CHECKPOINT or --expert (demonstrations from the environment's expert)")
    model = "expert" if args.expert else resolve_model(args.model, home).path
    out = args.out or Path("rollouts") / f"{task.name}-{iso_utc(time.time()).replace(':', '')[:17]}.jsonl"
    with _progress(sys.stderr, args.episodes * args.samples) as progress:
        result = rollout(model, task=task.name, episodes=args.episodes, samples=args.samples,
                         temperature=args.temperature, seed=args.seed, offset=args.offset,
                         seeds=args.seeds, max_turns=args.max_turns, out=out, progress=progress)
    doc = summary(result, out)
    if args.json:
        _print_json(doc)
    else:
        print(f"{task.name}: {doc['episodes']} training episodes, mean score {doc['mean_score']:.3f}, "
              f"{doc['failed']} failed, {doc['seconds']:.0f} s → {out}")
    return 0


class _progress:
    """A rich progress bar over finished episodes on a terminal; nothing otherwise."""

    def __init__(self, stream, total: int) -> None:
        self.stream, self.total, self._bar = stream, total, None

    def __enter__(self):
        if not self.stream.isatty():
            return None
        from rich.console import Console
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

        self._bar = Progress(TextColumn("episodes"), BarColumn(), MofNCompleteColumn(), TextColumn("turn {task.fields[turn]}"),
                             TimeElapsedColumn(), console=Console(file=self.stream), transient=True)
        self._bar.start()
        task = self._bar.add_task("rollout", total=self.total, turn=0)
        return lambda turn, live, done: self._bar.update(task, completed=done, turn=turn)

    def __exit__(self, *exc: object) -> None:
        if self._bar is not None:
            self._bar.stop()


class _Parser(argparse.ArgumentParser):
    """Usage errors as one line and exit code 2, like every other bad input."""

    def error(self, message: str) -> None:  # type: ignore[override]
        print(f"a2rl: error: {message} (see `{self.prog} --help`)", file=sys.stderr)
        sys.exit(2)


def _normalise(argv: Sequence[str]) -> list[str]:
    """`--budget -5m` would read as an option; keep it a value so it gets the option's own message."""
    out = list(argv)
    i = 0
    while i < len(out) - 1:
        if out[i] in ("--budget", "--disk", "--memory", "--warn") and out[i + 1].startswith("-"):
            out[i : i + 2] = [f"{out[i]}={out[i + 1]}"]
        i += 1
    return out


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="a2rl", description="Can an LLM agent engineer RL post-training?",
                                     epilog=EPILOG)
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    def inference(p: argparse.ArgumentParser) -> None:
        p.add_argument("--protocol", help="the task's protocol (default: its default; e.g. humaneval --protocol paper)")
        p.add_argument("--judge", help="judge-graded tasks: openai:<model> or local:<model dir or built-in> "
                                       "(default $A2RL_JUDGE)")
        p.add_argument("--backend", choices=["auto", "transformers", "vllm"], default="auto",
                       help="generation backend for evaluation (auto: vLLM when installed and a GPU is present)")
        p.add_argument("--device", choices=["auto", "cpu", "cuda"], default="auto")
        p.add_argument("--ray-address", metavar="ADDRESS", default=None,
                       help="evaluate on this Ray cluster, e.g. ray://head:10001 or head:6379 (default $RAY_ADDRESS, "
                            "else a local Ray; README: Scaling out)")

    def common(p: argparse.ArgumentParser) -> None:
        p.add_argument("--home", help="state folder (default: $A2RL_HOME or ./.a2rl)")
        p.add_argument("--json", action="store_true", help="print one JSON document as the last line of stdout")

    def run_settings(p: argparse.ArgumentParser, gpus_help: str) -> None:
        """What every benchmark run takes, whether started alone (`run`) or as a cell of a `sweep`."""
        from flows._config import DEFAULT_BUDGET

        p.add_argument("--budget", default=DEFAULT_BUDGET, help=f"agent wall-clock budget, e.g. 90s, 10m, 2h (default {DEFAULT_BUDGET})")
        p.add_argument("--selection", choices=["validation", "best-test"], default="validation",
                         help="how the final submission is chosen (best-test is the paper's rule)")
        p.add_argument("--data-dir", type=Path, default=os.environ.get("A2RL_DATA_DIR") or None,
                         help="local mirror of the task's source data (or $A2RL_DATA_DIR)")
        p.add_argument("--agent-env", action="append", metavar="KEY=VALUE", help="extra environment for the agent")
        box = p.add_argument_group("sandbox", "how the agent is isolated (README: Threat model)")
        box.add_argument("--sandbox", choices=["auto", "bwrap", "docker", "none"], default="auto",
                         help="auto: bubblewrap where it works, else Docker; none needs --allow-unsandboxed")
        box.add_argument("--network", choices=["none", "model", "allow", "open"],
                         help="none: only the grading API; model: also the recording model proxy (default for "
                              "agents that call an LLM API, agent.yaml requires.network); allow: also the hosts of "
                              "--allow-host; open: the host's network, its loopback services included (marked "
                              "UNRESTRICTED)")
        box.add_argument("--allow-host", action="append", default=[], metavar="HOST[,HOST…]",
                         help="a host the agent may reach through the egress proxy (implies --network allow), "
                              "e.g. pypi.org,files.pythonhosted.org; .example.org allows its subdomains")
        box.add_argument("--allow-unsandboxed", action="store_true",
                         help="accept --sandbox none: the agent can read the grader's files (the report says so)")
        box.add_argument("--memory", help="memory of all the agent's processes, e.g. 16g (default: RAM minus room "
                                          "for the grader)")
        box.add_argument("--pids", type=int, default=4096, help="processes and threads at once (default 4096)")
        box.add_argument("--disk", help="disk quota of workspace + /tmp + home, e.g. 50g (default: 30 base models, "
                                        "at least 20g, at most 80%% of the free space)")
        box.add_argument("--cpus", help="CPUs the agent may use, e.g. 0-3")
        box.add_argument("--gpus", help=gpus_help)
        box.add_argument("--docker-image", default="a2rl-agent:latest", help="image for --sandbox docker")
        rec = p.add_argument_group("recording", "what is recorded about the agent (README: Runtime recording)")
        rec.add_argument("--record-model-calls", dest="record_model_calls", action="store_true", default=None,
                         help="route the agent's model API through the recording proxy (default: for agents whose "
                              "CLI calls an OpenAI, Anthropic or Gemini API)")
        rec.add_argument("--no-record-model-calls", dest="record_model_calls", action="store_false")
        rec.add_argument("--max-tokens", type=int, help="token budget of the agent's model calls (input + output); "
                                                        "spent → the session ends like a time-out")
        rec.add_argument("--max-cost", type=float, metavar="USD", help="cost budget of the agent's model calls")
        rec.add_argument("--openai-upstream", metavar="URL", help="where the proxy sends OpenAI-compatible calls "
                                                                  "(default $OPENAI_BASE_URL, else api.openai.com)")
        rec.add_argument("--anthropic-upstream", metavar="URL", help="where the proxy sends Anthropic calls "
                                                                     "(default $ANTHROPIC_BASE_URL, else api.anthropic.com)")
        rec.add_argument("--gemini-upstream", metavar="URL", help="where the proxy sends Gemini API calls (default "
                                                                  "$GOOGLE_GEMINI_BASE_URL, else "
                                                                  "generativelanguage.googleapis.com)")
        rec.add_argument("--hold-keys", action="store_true",
                         help="keep OPENAI_API_KEY / ANTHROPIC_API_KEY / GEMINI_API_KEY out of the sandbox: the agent gets placeholders "
                              "and the recording proxy adds the real keys to its calls")
        rec.add_argument("--revision-interval", default="5m", help="commit the agent's code/ this often, besides "
                                                                   "every submission (default 5m)")
        p.add_argument("--reprompt", type=int, default=0, metavar="N",
                       help="when the agent exits with budget left, start it again with a continuation note, up to "
                            "N times (default 0, as AutoRL-Bench)")
        p.add_argument("--clock", choices=["wall", "exclude-scoring"], default="wall",
                         help="exclude-scoring stops the agent's clock while its submissions are scored")
        p.add_argument("--warn", help="warn the agent this long before the end (default: a tenth of the budget, "
                                        "30 s to 10 min)")
        p.add_argument("--integrity", choices=["report", "strict"], default="report",
                       help="strict: a submission with a disqualifying integrity flag (contamination, a changed chat "
                            "template or tokenizer …) scores as the baseline; report (default): flags are only shown")
        p.add_argument("--narrative", action="store_true",
                         help="have an LLM (the --judge / $A2RL_JUDGE one) write report/narrative.md, marked as "
                              "generated and kept apart from the measured report")
        inference(p)
        common(p)

    run = sub.add_parser("run", help="run an agent through a whole benchmark run")
    run.add_argument("--task", help="task name (default: the default task, see `a2rl tasks`)")
    run.add_argument("--agent", help="agent name (default: the default agent, see `a2rl agents`), an agent "
                                     "folder, or autorl-compat:PATH (an AutoRL-Bench agent folder)")
    run.add_argument("--driver", metavar="MODEL", help="the agent CLI's driver LLM, e.g. claude-sonnet-4-5 or "
                                                       "gpt-5 (agents that take one, see `a2rl agents`)")
    run.add_argument("--model", help="built-in name (smollm2-135m, tiny), local directory, or hub id")
    run.add_argument("--seed", type=int, default=0)
    run_settings(run, "GPUs the agent sees (CUDA_VISIBLE_DEVICES, e.g. 0,1; none hides them)")
    run.set_defaults(func=cmd_run)

    sw = sub.add_parser("sweep", help="run a matrix of agents × drivers × tasks × models × seeds",
                        description="Each cell is one benchmark run (a Prefect subflow in its own process). Failed "
                                    "cells do not stop the others; running the same command again skips the "
                                    "finished cells and resumes the rest. Ends with the leaderboard.")
    sw.add_argument("--agents", required=True, help="comma-separated agent names or folders")
    sw.add_argument("--tasks", help="comma-separated task names (default: the default task)")
    from infra import DEFAULT_MODEL

    sw.add_argument("--models", default=DEFAULT_MODEL, help=f"comma-separated base models (default {DEFAULT_MODEL})")
    sw.add_argument("--drivers", metavar="MODELS", help="comma-separated driver LLMs, for agents that take one")
    sw.add_argument("--seeds", default="1", help="a count (3 → seeds 0, 1, 2) or a list (0,7,9); default 1")
    sw.add_argument("--max-parallel", type=int, default=1,
                    help="cells at once (default 1); with GPUs, one cell per GPU, so at most the GPU count")
    sw.add_argument("--name", help="the sweep's name (default: sweep-<hash of matrix and settings>)")
    run_settings(sw, "GPUs to give cells, one per running cell (CUDA_VISIBLE_DEVICES), e.g. 0,1,2,3; "
                     "none: a CPU sweep (default: every visible GPU)")
    sw.set_defaults(func=cmd_sweep)

    rp = sub.add_parser("report", help="compare finished runs: a leaderboard of agent × driver × task",
                        description="Baseline, final and improvement (mean ± 95%% CI over seeds), success rate "
                                    "and cost per agent × driver × task, with each run's iterations and figures "
                                    "(html). Reads <run>/report/metrics.json; never the agent's own account.")
    rp.add_argument("runs", nargs="*", metavar="RUN", help="run ids or run directories (default: every run "
                                                            "under <home>/runs)")
    rp.add_argument("--format", choices=["md", "html"], default="md",
                    help="md: a markdown table on stdout; html: one self-contained file (default md)")
    rp.add_argument("--output", "-o", type=Path, help="file to write (html default: <home>/reports/report-<time>.html)")
    rp.add_argument("--task", help="only runs of this task")
    rp.add_argument("--agent", help="only runs of this agent")
    rp.add_argument("--narrative", action="store_true",
                    help="write report/narrative.md (LLM-generated, marked so) for runs that have none")
    rp.add_argument("--judge", help="the LLM for --narrative: openai:<model> or local:<model> (default $A2RL_JUDGE)")
    common(rp)
    rp.set_defaults(func=cmd_report)

    sv = sub.add_parser("serve", help="serve prefect.yaml's deployments (benchmark_run, sweeps, the nightly "
                                      "schedule) from this machine",
                        description="Registers the deployments of prefect.yaml with the Prefect server "
                                    "(PREFECT_API_URL, or the one `a2rl stack up` started) and runs their "
                                    "scheduled and triggered flow runs here until stopped.")
    sv.add_argument("--file", type=Path, help="the prefect.yaml (default ./prefect.yaml, else the project's)")
    sv.add_argument("--only", action="append", metavar="NAME", help="serve only this deployment (repeatable)")
    sv.add_argument("--limit", type=int, help="flow runs at once (default: no limit)")
    sv.add_argument("--ray-address", metavar="ADDRESS", help="evaluate on this Ray cluster (default $RAY_ADDRESS)")
    sv.add_argument("--home", help="state folder (default: $A2RL_HOME or ./.a2rl)")
    sv.set_defaults(func=cmd_serve)

    ui = sub.add_parser("ui", help="the MLflow UI on this project's tracking store (127.0.0.1)")
    ui.add_argument("--port", type=int, default=5000, help="port on 127.0.0.1 (default 5000)")
    ui.add_argument("--home", help="state folder (default: $A2RL_HOME or ./.a2rl)")
    ui.set_defaults(func=cmd_ui)

    st = sub.add_parser("stack", help="a Prefect server and an MLflow server for this home, in the background",
                        description="up: start both on 127.0.0.1 (state and logs in <home>/stack/) and wait until "
                                    "they answer; a2rl commands on this home then use them. down: stop every "
                                    "process of them. status: what runs where. (README: A local team stack)")
    st.add_argument("action", choices=["up", "down", "status"])
    st.add_argument("--prefect-port", type=int, default=4200, help="Prefect server and UI port (default 4200)")
    st.add_argument("--mlflow-port", type=int, default=5000, help="MLflow server and UI port (default 5000)")
    st.add_argument("--timeout", type=float, default=120, metavar="SECONDS",
                    help="how long up waits for both to answer (default 120)")
    common(st)
    st.set_defaults(func=cmd_stack)

    rs = sub.add_parser("resume", help="finish a run whose harness died (crash, kill, reboot)",
                        description="Completed stages are kept; the interrupted stage is run again; evaluations "
                                    "that were in flight are re-run once; the MLflow run is continued.")
    rs.add_argument("run", metavar="RUN_ID", help="run id (under <home>/runs/) or run directory")
    rs.add_argument("--continue-session", action="store_true",
                    help="if the agent was cut off with budget left, start it again for the rest of its budget "
                         "(it is told it is a continuation); otherwise its submissions so far are scored")
    common(rs)
    rs.set_defaults(func=cmd_resume)

    ev = sub.add_parser("eval", help="evaluate a checkpoint on a task split")
    ev.add_argument("--task", help="task name (default: the default task)")
    ev.add_argument("--model", required=True, help="built-in name, local directory, or hub id")
    ev.add_argument("--split", choices=["validation", "test"], default="validation")
    ev.add_argument("--data-dir", type=Path, default=os.environ.get("A2RL_DATA_DIR") or None)
    inference(ev)
    common(ev)
    ev.set_defaults(func=cmd_eval)

    ro = sub.add_parser("rollout", help="play training episodes with a checkpoint and save the trajectories",
                        description="Play episodes on the task's TRAIN seeds (never validation or test) with "
                                    "the grader's prompts and limits; write one trajectory per line.")
    ro.add_argument("--task", help="task name (default: $TASK, else the default task)")
    ro.add_argument("--model", help="checkpoint folder (e.g. output/v1), built-in name or hub id")
    ro.add_argument("--expert", action="store_true",
                    help="play with the environment's expert instead of a model (SFT warm-up data)")
    ro.add_argument("--episodes", type=int, default=16, help="training seeds to play (default 16)")
    ro.add_argument("--samples", type=int, default=1, help="episodes per seed, for GRPO groups (default 1)")
    ro.add_argument("--temperature", type=float, default=0.0, help="0 = greedy like the grader (default)")
    ro.add_argument("--seed", type=int, default=0, help="sampling seed")
    ro.add_argument("--offset", type=int, default=0, help="start at this training item (default 0)")
    ro.add_argument("--seeds", type=int, nargs="+", help="exactly these training seeds instead")
    ro.add_argument("--max-turns", type=int, help="turn limit (default: the task's)")
    ro.add_argument("--out", type=Path, help="trajectories file (default rollouts/<task>-<time>.jsonl)")
    common(ro)
    ro.set_defaults(func=cmd_rollout)

    dr = sub.add_parser("doctor", help="check this machine: sandbox, git, disk, models, GPUs, ports, agent CLIs, "
                                       "task extras; each line ok, warn or fail with the fix",
                        description="Exit 1 when a check fails (a default run could not work here). --fix installs "
                                    "the missing system packages (bubblewrap, git …) with apt-get when run as root, "
                                    "and otherwise prints the one command to run.")
    dr.add_argument("--fix", action="store_true", help="install the system packages behind failed checks "
                                                       "(as root, with apt-get)")
    dr.add_argument("--tests", action="store_true", help="also check what the test suite needs (headless "
                                                         "Chromium; cmake, g++ and make for the alfworld extra)")
    common(dr)
    dr.set_defaults(func=cmd_doctor)

    p = sub.add_parser("tasks", help="list tasks")
    p.add_argument("--data-dir", type=Path, default=os.environ.get("A2RL_DATA_DIR") or None,
                   help="local mirror of tasks' source data, to say which can run offline")
    common(p)
    p.set_defaults(func=cmd_tasks)
    add_agents_parser(sub, common)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(_normalise(sys.argv[1:] if argv is None else argv))
    if getattr(args, "data_dir", None) is not None:
        # One mirror for everything the task reads (its questions and, e.g., a search corpus
        # beside them), in this process and in the Ray workers it starts.
        args.data_dir = Path(args.data_dir).absolute()
        os.environ["A2RL_DATA_DIR"] = str(args.data_dir)
    try:
        return args.func(args)
    except A2RLError as exc:
        print(f"a2rl: error: {exc}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        print("a2rl: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
