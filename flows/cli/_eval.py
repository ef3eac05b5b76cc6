"""`a2rl eval` and `a2rl rollout`: a checkpoint on a task, outside any run."""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

from flows._environment import environment
from flows.cli._common import add_common, add_inference, check_data, check_model, check_ray, eval_config, print_json
from infra import A2RLHome, UsageError

__all__ = ["add_parsers"]


def cmd_eval(args: argparse.Namespace) -> int:
    from tasks import get_task

    home = A2RLHome.resolve(args.home)
    task = get_task(args.task, args.protocol)
    eval_cfg = eval_config(args, task)
    environment(home, args.ray_address)
    check_ray(eval_cfg.device)
    check_model(args.model, home)
    check_data(task, home, args.data_dir)
    from flows._evaluate import evaluate_model

    summary = evaluate_model(task=task.name, model=args.model, split=args.split, home=home.root,
                             data_dir=args.data_dir, eval_config=eval_cfg)
    if args.json:
        print_json(summary.model_dump(mode="json"))
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
    environment(home)
    from graders import rollout
    from graders.engine._agent_rollout import summary
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
        print_json(doc)
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


def add_parsers(sub) -> None:
    from flows._options import EVAL_OPTIONS, add_options

    ev = sub.add_parser("eval", help="evaluate a checkpoint on a task split")
    ev.add_argument("--task", help="task name (default: the default task)")
    ev.add_argument("--model", required=True, help="built-in name, local directory, or hub id")
    ev.add_argument("--split", choices=["validation", "test"], default="validation")
    ev.add_argument("--data-dir", type=Path, default=os.environ.get("A2RL_DATA_DIR") or None)
    add_options(ev, EVAL_OPTIONS)
    add_inference(ev)
    add_common(ev)
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
    add_common(ro)
    ro.set_defaults(func=cmd_rollout)
