"""`a2rl tasks` and `a2rl doctor`: what there is to run, and whether this machine can."""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from flows._gpu_probe import PROBE_SIZES
from flows.cli._common import add_common, print_json
from infra import A2RLHome

__all__ = ["add_parsers"]


def cmd_tasks(args: argparse.Namespace) -> int:
    from tasks import get_task, list_tasks

    rows = []
    for s in list_tasks():
        task = get_task(s.name)
        ok, why = task.offline_status(args.data_dir)
        rows.append((s, ok, why, task.missing_extra()))
    if args.json:
        print_json([{**s.model_dump(mode="json"), "offline": ok, "offline_note": why, "ready": not unready,
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

    return doctor(A2RLHome.resolve(args.home), fix=args.fix, tests=args.tests, as_json=args.json, gpus=args.gpus,
                  probe_size=args.probe_size)


def add_parsers(sub) -> None:
    dr = sub.add_parser("doctor", help="check this machine: sandbox, git, disk, models, GPUs, ports, agent CLIs, "
                                       "task extras; each line ok, warn or fail with the fix",
                        description="Exit 1 when a check fails (a default run could not work here). --fix installs "
                                    "the missing system packages (bubblewrap, git …) with apt-get when run as root, "
                                    "and otherwise prints the one command to run.")
    dr.add_argument("--fix", action="store_true", help="install the system packages behind failed checks "
                                                       "(as root, with apt-get)")
    dr.add_argument("--tests", action="store_true", help="also check what the test suite needs (headless "
                                                         "Chromium; cmake, g++ and make for the alfworld extra)")
    dr.add_argument("--gpus", metavar="G", help="also run a probe in a bubblewrap sandbox as an agent given "
                                               "`--gpus G` (0,1 | all | none): the CUDA devices it sees, the "
                                               "device nodes it can open, a training step on its GPU")
    dr.add_argument("--probe-size", choices=list(PROBE_SIZES), default="tiny",
                    help="the random Llama the probe trains (0.5b: Qwen2.5-0.5B's shape)")
    add_common(dr)
    dr.set_defaults(func=cmd_doctor)

    p = sub.add_parser("tasks", help="list tasks")
    p.add_argument("--data-dir", type=Path, default=os.environ.get("A2RL_DATA_DIR") or None,
                   help="local mirror of tasks' source data, to say which can run offline")
    add_common(p)
    p.set_defaults(func=cmd_tasks)
