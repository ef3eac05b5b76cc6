"""Static evaluation: one policy worker vs one per CPU, side by side in one run.

    python benchmarks/eval_sharding.py [--model tiny|smollm2-135m] [--split validation] [--repeats 2]

Prints seconds per way and the speed-up ratio (these machines are noisy: compare ratios,
not absolute times). Both ways score the same completions, which is checked.
"""

from __future__ import annotations

import argparse
import json
import os
import time

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("HF_HUB_OFFLINE", "1")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--model", default="tiny")
    parser.add_argument("--task", default="arithmetic")
    parser.add_argument("--split", default="validation")
    parser.add_argument("--repeats", type=int, default=2)
    parser.add_argument("--home", default=None)
    args = parser.parse_args()

    from graders import EvalConfig, ensure_ray, evaluate_checkpoint
    from graders.engine import cluster_cpus
    from infra import A2RLHome, resolve_model
    from tasks import get_task, prepare_data

    home = A2RLHome.resolve(args.home).ensure()
    task = get_task(args.task)
    data = prepare_data(task, home)
    model = resolve_model(args.model, home)
    ensure_ray()
    cpus = cluster_cpus()
    ways = {"1 worker": EvalConfig(replicas=1), f"{cpus} workers": EvalConfig(replicas=cpus)}
    evaluate_checkpoint(model.path, task, data, args.split, ways["1 worker"])  # warm the workers
    timings: dict[str, list[float]] = {name: [] for name in ways}
    completions: dict[str, list[str]] = {}
    for _ in range(args.repeats):
        for name, config in ways.items():  # interleaved, so drift hits both ways alike
            started = time.perf_counter()
            result = evaluate_checkpoint(model.path, task, data, args.split, config)
            timings[name].append(time.perf_counter() - started)
            completions[name] = [i.completion for i in result.items]
    first, second = list(ways)
    same = completions[first] == completions[second]
    best = {name: min(t) for name, t in timings.items()}
    print(f"{'way':<12}{'best s':>10}{'runs':>30}")
    for name, t in timings.items():
        print(f"{name:<12}{best[name]:>10.2f}{str([round(x, 2) for x in t]):>30}")
    ratio = best[first] / best[second]
    print(f"speed-up of {second} over {first}: {ratio:.2f}x; identical completions: {same}")
    print(json.dumps({"model": args.model, "split": args.split, "cpus": cpus, "ratio": round(ratio, 3),
                      "identical": same, "best_s": {k: round(v, 3) for k, v in best.items()}}))


if __name__ == "__main__":
    main()
