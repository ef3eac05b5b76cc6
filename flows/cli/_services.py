"""The long-running services of a home: `a2rl ui`, `a2rl stack`, `a2rl serve`."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from flows._environment import environment
from flows.cli._common import add_common, home_flag, print_json
from infra import A2RLHome, UsageError

__all__ = ["add_parsers"]


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
              f"{home_flag(home)})", flush=True)
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
    flag = home_flag(home)
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
        print_json(status.model_dump(mode="json"))
    return 0


def cmd_serve(args: argparse.Namespace) -> int:
    """Serve prefect.yaml's deployments from this process: scheduled and triggered runs execute here."""
    from flows._deploy import default_file, load_deployments

    home = A2RLHome.resolve(args.home)
    specs = load_deployments(args.file or default_file(), args.only)
    environment(home, args.ray_address)
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


def add_parsers(sub) -> None:
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
                                    "process of them. status: what runs where. (docs/stack.md)")
    st.add_argument("action", choices=["up", "down", "status"])
    st.add_argument("--prefect-port", type=int, default=4200, help="Prefect server and UI port (default 4200)")
    st.add_argument("--mlflow-port", type=int, default=5000, help="MLflow server and UI port (default 5000)")
    st.add_argument("--timeout", type=float, default=120, metavar="SECONDS",
                    help="how long up waits for both to answer (default 120)")
    add_common(st)
    st.set_defaults(func=cmd_stack)
