"""A cold policy worker's start: transformers' unused scikit-learn import on vs off, side by side.

    python benchmarks/worker_start.py [--repeats 3] [--home DIR] [--json]

Every evaluation without a warm worker, every trainer of the example agent, starts a process
that imports torch and transformers and loads a checkpoint. transformers' generation module
imports scikit-learn (and scipy.stats) whenever it is installed, which MLflow makes it; the
policy worker marks it absent first (`graders._policy.skip_unused_imports`). Each repeat runs,
in alternating order, a fresh Python process of each way that does what a cold worker does:
(a) as transformers does by default, (b) with `skip_unused_imports()` first; both then load
`tiny` and generate a few tokens greedily. Prints each way's seconds (wall and CPU of the
process), the ratio a/b, and whether both generated the same tokens (these machines are noisy:
read the ratio). With --json the last line of stdout is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

ROOT = Path(__file__).resolve().parents[1]
WAYS = {"default": "", "skipped": "from graders.engine._policy import skip_unused_imports; skip_unused_imports()\n"}
WORKER = """
import json, resource, sys, time
t0 = time.perf_counter()
{skip}import torch
from transformers import AutoModelForCausalLM, AutoTokenizer
torch.set_num_threads(1)
tok = AutoTokenizer.from_pretrained(sys.argv[1])
model = AutoModelForCausalLM.from_pretrained(sys.argv[1])
ids = tok("Hello", return_tensors="pt").input_ids
out = model.generate(ids, max_new_tokens=4, do_sample=False)
usage = resource.getrusage(resource.RUSAGE_SELF)
print(json.dumps({{"s": time.perf_counter() - t0, "cpu_s": usage.ru_utime + usage.ru_stime,
                   "tokens": out[0].tolist(), "sklearn": sys.modules.get("sklearn") is not None}}))
"""


def start(way: str, model: Path) -> dict:
    proc = subprocess.run([sys.executable, "-c", WORKER.format(skip=WAYS[way]), str(model)], capture_output=True,
                          text=True, cwd=ROOT, timeout=600)
    if proc.returncode != 0:
        raise SystemExit(f"the {way} worker failed:\n{proc.stderr[-3000:]}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeats", type=int, default=3, help="processes of each way, order alternating")
    parser.add_argument("--home", default=None)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    from rich.console import Console
    from rich.table import Table

    from infra import A2RLHome, resolve_model

    console = Console(file=sys.stderr if args.json else sys.stdout, width=160)
    home = A2RLHome.resolve(args.home).ensure()
    model = resolve_model("tiny", home).path
    runs: dict[str, list[dict]] = {way: [] for way in WAYS}
    started = time.perf_counter()
    for r in range(args.repeats):
        for way in (list(WAYS) if r % 2 == 0 else list(reversed(WAYS))):
            runs[way].append(start(way, model))
            console.print(f"{way:>8} #{len(runs[way])}: {runs[way][-1]['s']:.2f} s, CPU {runs[way][-1]['cpu_s']:.2f} s")

    def mean(way: str, key: str) -> float:
        return statistics.mean(run[key] for run in runs[way])

    table = Table(title=f"cold policy worker start (import, load tiny, generate) · {args.repeats} repeat(s)")
    for col in ("way", "s", "CPU s", "scikit-learn imported"):
        table.add_column(col, justify="right")
    for way, label in (("default", "(a) default"), ("skipped", "(b) skip_unused_imports")):
        table.add_row(label, f"{mean(way, 's'):.2f}", f"{mean(way, 'cpu_s'):.2f}",
                      str(any(run["sklearn"] for run in runs[way])))
    console.print(table)
    ratio, cpu_ratio = mean("default", "s") / mean("skipped", "s"), mean("default", "cpu_s") / mean("skipped", "cpu_s")
    identical = all(run["tokens"] == runs["default"][0]["tokens"] for way in WAYS for run in runs[way])
    console.print(f"ratio a/b: {ratio:.2f}x wall, {cpu_ratio:.2f}x CPU; identical tokens: {identical}; "
                  f"{time.perf_counter() - started:.0f} s in all")
    if args.json:
        print(json.dumps({"repeats": args.repeats, **{f"{way}_s": [round(r["s"], 3) for r in runs[way]] for way in WAYS},
                          **{f"{way}_cpu_s": [round(r["cpu_s"], 3) for r in runs[way]] for way in WAYS},
                          "ratio": round(ratio, 2), "cpu_ratio": round(cpu_ratio, 2), "identical": identical,
                          "sklearn": {way: any(r["sklearn"] for r in runs[way]) for way in WAYS}}))


if __name__ == "__main__":
    main()
