"""Where the time goes, per process, in a py-spy profile (speedscope JSON) of a benchmark.

    py-spy record --subprocesses --format speedscope -o prof.json -- python benchmarks/eval_throughput.py …
    python benchmarks/profile_summary.py prof.json [--top 12] [--match graders/ tasks/ transformers/]

`--subprocesses` follows Ray's workers (they descend from the driver), so the driver, the policy
workers and the environment actors each get a table: the frames of files matching `--match` by
inclusive time (a frame counted once per sample however deep it recurs), then the leaves by self time.
Processes with under `--min-share` of all samples are summed in one line. speedscope.app draws the file.
"""

from __future__ import annotations

import argparse
import functools
import json
import re
from collections import Counter, defaultdict
from pathlib import Path

_PROCESS = re.compile(r"Process (\d+)")


def summarize(profile: dict, match: list[str], top: int, min_share: float) -> str:
    frames = profile["shared"]["frames"]

    @functools.cache
    def label(i: int) -> str:
        f = frames[i]
        file = f.get("file") or "?"
        short = next((file[file.index(m):] for m in match if m in file), Path(file).name)
        return f"{f['name']} ({short})"  # no line: py-spy gives the line a frame is at, not its function's

    seconds: dict[str, float] = defaultdict(float)
    inclusive: dict[str, Counter] = defaultdict(Counter)
    leaves: dict[str, Counter] = defaultdict(Counter)
    for prof in profile["profiles"]:
        proc = (m.group(1) if (m := _PROCESS.search(prof.get("name", ""))) else prof.get("name", "?"))
        for stack, weight in zip(prof["samples"], prof["weights"]):
            seconds[proc] += weight
            for name in {label(i) for i in stack if any(m in (frames[i].get("file") or "") for m in match)}:
                inclusive[proc][name] += weight
            if stack:
                leaves[proc][label(stack[-1])] += weight
    total = sum(seconds.values()) or 1.0
    out, small = [], []
    for proc, secs in sorted(seconds.items(), key=lambda kv: -kv[1]):
        if secs / total < min_share:
            small.append(proc)
            continue
        out.append(f"\nprocess {proc}: {secs:.1f} s sampled ({secs / total:.0%} of all)")
        out.append(f"  {'inclusive s':>11}  {'share':>6}  frame (files matching {' '.join(match)})")
        for name, s in inclusive[proc].most_common(top):
            out.append(f"  {s:11.2f}  {s / secs:6.1%}  {name}")
        out.append(f"  {'self s':>11}  {'share':>6}  leaf")
        for name, s in leaves[proc].most_common(max(3, top // 2)):
            out.append(f"  {s:11.2f}  {s / secs:6.1%}  {name}")
    if small:
        out.append(f"\n{len(small)} more processes: {sum(seconds[p] for p in small):.1f} s together")
    return "\n".join(out).lstrip("\n")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("profile", type=Path, help="py-spy's speedscope JSON")
    ap.add_argument("--match", nargs="+", default=["graders/", "tasks/", "infra/", "transformers/", "ray/"],
                    help="path fragments of the frames to tabulate by inclusive time")
    ap.add_argument("--top", type=int, default=12)
    ap.add_argument("--min-share", type=float, default=0.05, help="smaller processes are summed in one line")
    args = ap.parse_args(argv)
    print(summarize(json.loads(args.profile.read_text()), args.match, args.top, args.min_share))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
