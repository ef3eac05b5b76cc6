"""`a2rl report`: compare finished runs."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from flows._environment import environment
from flows.cli._common import add_common, narrative_judge, print_json
from infra import A2RLHome

__all__ = ["add_parsers"]


def cmd_report(args: argparse.Namespace) -> int:
    home = A2RLHome.resolve(args.home)
    environment(home)  # before flows._summary imports Prefect
    from flows._report import add_narratives, collect_runs, write_report
    from flows._summary import narrative_llm

    collected = collect_runs(home, args.runs or (), task=args.task, agent=args.agent)
    if args.narrative and collected.runs:
        for line in add_narratives(collected.runs, narrative_llm(narrative_judge(args.judge), home)):
            print(f"a2rl report: {line}", file=sys.stderr)
    board, written = write_report(home, collected, args.format, args.output, as_json=args.json)
    if written is not None:
        print(f"report: {written}  ({len(collected.runs)} runs)", file=sys.stderr if args.json else sys.stdout)
    if args.json:
        print_json({**board.model_dump(mode="json"), "file": str(written) if written else None})
    return 0


def add_parsers(sub) -> None:
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
    add_common(rp)
    rp.set_defaults(func=cmd_report)
