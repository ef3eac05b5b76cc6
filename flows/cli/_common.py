"""What every command shares: the parser's error style, --home/--json, the checks that fail fast
(exit 2) before anything starts, and JSON output."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from infra import A2RLHome, UsageError

EPILOG = "Every listing and result command takes --json and then prints one JSON document as the last line of stdout."


class Parser(argparse.ArgumentParser):
    """Usage errors as one line and exit code 2, like every other bad input."""

    def error(self, message: str) -> None:  # type: ignore[override]
        print(f"a2rl: error: {message} (see `{self.prog} --help`)", file=sys.stderr)
        sys.exit(2)


def normalise(argv: Sequence[str]) -> list[str]:
    """`--budget -5m` would read as an option; keep it a value so it gets the option's own message."""
    out = list(argv)
    i = 0
    while i < len(out) - 1:
        if out[i] in ("--budget", "--disk", "--memory", "--warn") and out[i + 1].startswith("-"):
            out[i : i + 2] = [f"{out[i]}={out[i + 1]}"]
        i += 1
    return out


def add_common(p: argparse.ArgumentParser) -> None:
    p.add_argument("--home", help="state folder (default: $A2RL_HOME or ./.a2rl)")
    p.add_argument("--json", action="store_true", help="print one JSON document as the last line of stdout")


def add_inference(p: argparse.ArgumentParser) -> None:
    """--protocol and --ray-address: how a task is evaluated, besides the EvalConfig options."""
    p.add_argument("--protocol", help="the task's protocol (default: its default; e.g. humaneval --protocol paper)")
    p.add_argument("--ray-address", metavar="ADDRESS", default=None,
                   help="evaluate on this Ray cluster, e.g. ray://head:10001 or head:6379 (default $RAY_ADDRESS, "
                        "else a local Ray; docs/cluster.md)")


def print_json(doc: object) -> None:
    print(json.dumps(doc, default=str), flush=True)


def home_flag(home: A2RLHome) -> str:
    """` --home H` unless a bare command in this shell resolves to the same home."""
    return "" if home.root == A2RLHome.resolve(None).root else f" --home {home.root}"


def check_ray(device: str) -> None:
    """Exit 2 now, not minutes into a flow, when the Ray cluster to evaluate on (--ray-address /
    $RAY_ADDRESS) does not answer, or has no GPU for --device cuda."""
    from graders.engine import check_ray_address, check_resources, ray_address

    address = ray_address()
    if address is None:
        return  # a private Ray starts with the first evaluation, which checks the device then
    check_ray_address(address)
    if device == "cuda":
        from graders import ensure_ray

        ensure_ray()  # in the main thread: `run` and `eval` then evaluate over this same connection
        check_resources(device)


def check_model(spec: str, home: A2RLHome) -> None:
    """Fail fast (exit 2) on a model that cannot be had; built-ins convert in setup."""
    from infra import BUILTIN_MODELS, resolve_model

    if spec not in BUILTIN_MODELS:
        resolve_model(spec, home)


def check_data(task, home: A2RLHome, data_dir: Path | None) -> None:
    """Prepare (once, cached) the task's splits now, so missing data fails before any flow starts."""
    from tasks import prepare_data

    prepare_data(task, home, data_dir)


def eval_config(args: argparse.Namespace, task):
    """Evaluation settings from --judge/--backend/--device, checked before anything starts."""
    from flows._options import EVAL_OPTIONS, settings_from
    from graders import EvalConfig, check_gradable
    from graders.engine import vllm_available

    given = settings_from(args, EVAL_OPTIONS).get("eval", {})
    if given.get("backend") == "vllm" and not vllm_available():
        raise UsageError("--backend vllm needs vLLM, which is not installed here (it is not an extra: no vLLM "
                         "release shares an environment with Prefect 3.9, see docs/install.md); use --backend auto")
    return EvalConfig(**{**given, "judge": check_gradable(task, given.get("judge"))})


def narrative_judge(judge: str | None) -> str:
    """--narrative needs an LLM: the judge's (checked now, not after the run)."""
    from graders.judges import require_judge

    spec = judge or os.environ.get("A2RL_JUDGE")
    if not spec:
        raise UsageError("--narrative needs an LLM to write it: --judge openai:<model> (key in A2RL_JUDGE_API_KEY, "
                         "A2RL_JUDGE_BASE_URL for other servers) or --judge local:<model>, or set A2RL_JUDGE")
    require_judge(spec)
    return spec
