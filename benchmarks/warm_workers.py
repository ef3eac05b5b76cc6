"""Warm policy workers: evaluations one after another, worker pool off vs on, side by side in one run.

    python benchmarks/warm_workers.py [--evaluations 6] [--task arithmetic] [--split validation]
                                      [--repeats 1] [--home DIR] [--json]

A run evaluates checkpoint after checkpoint (baseline, submissions, final test). Here each
evaluation is what the grader does for one submission: `graders.evaluate_checkpoint` of a
copy of `tiny` of its own (a snapshot per submission) on the task's split, on Ray. (a) pool
off (`A2RL_WORKER_IDLE_S=0`): every evaluation starts its policy workers, which import torch
and transformers before loading (the behaviour before graders._worker_pool); (b) pool on: the
first evaluation starts them, the others reuse them. Each repeat runs a block of
--evaluations of each way, the order alternating between repeats, the pool emptied between
blocks. Prints seconds per evaluation for each way, the ratio a/b, and whether both ways
scored every item alike (these machines are noisy: read the ratio, not the seconds). With
--json the last line of stdout is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

WAYS = {"off": "0", "on": "60"}  # A2RL_WORKER_IDLE_S of each way


def copy_checkpoint(source: Path, dst: Path) -> Path:
    """A checkpoint of its own at `dst` (files hard-linked where possible)."""
    dst.mkdir(parents=True)
    for f in sorted(source.iterdir()):
        try:
            os.link(f, dst / f.name)
        except OSError:
            shutil.copy2(f, dst / f.name)
    return dst


def wait_for_free_cpus(timeout_s: float = 60) -> None:
    """Killed workers give their CPUs back asynchronously: start each block on an idle cluster."""
    import ray

    deadline = time.monotonic() + timeout_s
    while ray.available_resources().get("CPU", 0) < ray.cluster_resources().get("CPU", 0):
        if time.monotonic() > deadline:
            break
        time.sleep(0.1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--evaluations", type=int, default=6, help="consecutive evaluations per way (default 6)")
    parser.add_argument("--task", default="arithmetic")
    parser.add_argument("--split", default="validation")
    parser.add_argument("--repeats", type=int, default=1, help="blocks of each way, interleaved (default 1)")
    parser.add_argument("--home", default=None)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    from rich.console import Console
    from rich.table import Table

    from graders import ensure_ray, evaluate_checkpoint
    from graders.engine import cluster_cpus
    from graders.engine._worker_pool import POOL, shutdown_pool
    from infra import A2RLHome, resolve_model
    from tasks import get_task, prepare_data

    console = Console(file=sys.stderr if args.json else sys.stdout, width=200)
    home = A2RLHome.resolve(args.home).ensure()
    os.environ["A2RL_HOME"] = str(home.root)
    task = get_task(args.task)
    data = prepare_data(task, home)
    model = resolve_model("tiny", home)
    ensure_ray()
    scratch = Path(tempfile.mkdtemp(prefix="a2rl-warm-workers-"))
    runs: dict[str, list[tuple[int, float]]] = {way: [] for way in WAYS}  # (index in its block, seconds)
    completions: dict[str, list[list[str]]] = {way: [] for way in WAYS}
    pooled_pids: list[set[int]] = []
    failed = 0
    errors: list[str] = []  # a failed evaluation's reason, so a red run says why
    try:
        n = 0
        for repeat in range(args.repeats):
            order = list(WAYS) if repeat % 2 == 0 else list(reversed(WAYS))
            for way in order:
                shutdown_pool()
                wait_for_free_cpus()
                os.environ["A2RL_WORKER_IDLE_S"] = WAYS[way]
                seen: set[int] = set()
                for i in range(args.evaluations):
                    n += 1
                    checkpoint = copy_checkpoint(model.path, scratch / f"v{n}")
                    started = time.perf_counter()
                    result = evaluate_checkpoint(checkpoint, task, data, args.split)
                    seconds = time.perf_counter() - started
                    if result.status != "done":
                        failed += 1
                        errors.append(f"{way} #{i + 1}: {result.error}")
                    runs[way].append((i, seconds))
                    completions[way].append([item.completion for item in result.items])
                    seen |= set(POOL.idle_pids())
                    console.print(f"{way:>3} #{i + 1}: {seconds:.2f} s ({result.status}, score {result.score})")
                if way == "on":
                    pooled_pids.append(seen)
    finally:
        shutdown_pool()
        shutil.rmtree(scratch, ignore_errors=True)

    def per_eval(way: str) -> float:
        return statistics.mean(s for _, s in runs[way])

    def first(way: str) -> float:
        return statistics.mean(s for i, s in runs[way] if i == 0)

    def after_first(way: str) -> float | None:
        rest = [s for i, s in runs[way] if i > 0]
        return statistics.mean(rest) if rest else None

    ratio = per_eval("off") / per_eval("on")
    warm = after_first("on")
    warm_ratio = after_first("off") / warm if warm and after_first("off") else None
    reference = completions["off"][0]
    identical = all(c == reference for way in WAYS for c in completions[way])
    table = Table(title=f"{args.evaluations} evaluations of tiny on {args.task} {args.split} · "
                        f"{cluster_cpus()} CPUs · {args.repeats} repeat(s)")
    for col in ("way", "s / evaluation", "first s", "after the first s", "runs s"):
        table.add_column(col, justify="right")
    for way, label in (("off", "(a) pool off"), ("on", "(b) pool on")):
        rest = after_first(way)
        table.add_row(label, f"{per_eval(way):.2f}", f"{first(way):.2f}", f"{rest:.2f}" if rest is not None else "—",
                      str([round(s, 2) for _, s in runs[way]]))
    console.print(table)
    console.print(f"ratio a/b (seconds per evaluation): {ratio:.2f}x"
                  + (f"; after the first: {warm_ratio:.2f}x" if warm_ratio else "")
                  + f"; identical completions: {identical}; failed: {failed}"
                  + f"; policy worker processes per pooled block: {[len(s) for s in pooled_pids]}")
    if args.json:
        print(json.dumps({
            "task": args.task, "split": args.split, "evaluations": args.evaluations, "repeats": args.repeats,
            "cpus": cluster_cpus(), "off_s": [round(s, 3) for _, s in runs["off"]],
            "on_s": [round(s, 3) for _, s in runs["on"]],
            "off_per_eval_s": round(per_eval("off"), 3), "on_per_eval_s": round(per_eval("on"), 3),
            "ratio": round(ratio, 2), "warm_ratio": round(warm_ratio, 2) if warm_ratio else None,
            "identical": identical, "failed": failed, "errors": errors, "pooled_workers": [len(s) for s in pooled_pids],
        }))


if __name__ == "__main__":
    main()
