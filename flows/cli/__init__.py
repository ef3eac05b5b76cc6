"""`a2rl`: run benchmarks, evaluate checkpoints, list tasks and agents.

One module per command group, each adding its parsers. Prefect and the stack are imported only
after the state folder is known, so Prefect's home is inside it and nothing lands in ~/.prefect.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from pathlib import Path

from flows.cli import _agents, _eval, _report, _run, _services, _tasks
from flows.cli._common import EPILOG, Parser, normalise
from flows.cli._run import run_settings
from infra import A2RLError

__all__ = ["build_parser", "main", "normalise", "run_settings"]

# In the order `a2rl --help` lists them.
_GROUPS = (_run, _report, _services, _eval, _tasks, _agents)


def build_parser() -> Parser:
    parser = Parser(prog="a2rl", description="Can an LLM agent engineer RL post-training?", epilog=EPILOG)
    sub = parser.add_subparsers(dest="command", required=True, parser_class=Parser)
    for group in _GROUPS:
        group.add_parsers(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(normalise(sys.argv[1:] if argv is None else argv))
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
