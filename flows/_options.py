"""The command line of a benchmark run, derived from `RunConfig`.

Each option names the setting it sets. The parser, the settings a command line builds and the
command line that rebuilds a config all come from this one table; defaults and checks come from
the models (a flag left out is a field left to its default), so `prefect.yaml` deployments, sweeps
and the CLI share them.
"""

from __future__ import annotations

import argparse
import os
import shlex
import types
import typing
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ValidationError

from flows._config import DEFAULT_BUDGET, RunConfig, parse_budget, parse_size
from infra import UsageError

__all__ = ["CELL_OPTIONS", "EVAL_OPTIONS", "RUN_OPTIONS", "Option", "add_options", "command_line", "config_only",
           "settings_from", "usage_error"]

Kind = Literal["value", "switch", "toggle", "hosts", "pairs"]


def _seconds(value: float) -> str:
    return f"{value:g}s"


def _number(value: float | int) -> str:
    return f"{value:g}" if isinstance(value, float) else str(value)


@dataclass(frozen=True)
class Option:
    """One flag of `a2rl run`, bound to the RunConfig field it sets (a dotted path)."""

    flag: str
    field: str
    help: str
    kind: Kind = "value"
    parse: typing.Callable[[str], Any] | None = None
    show: typing.Callable[[Any], str] = str
    type: typing.Callable[[str], Any] | None = None
    choices: tuple[str, ...] | None = None
    metavar: str | None = None
    group: str | None = None
    default: str | None = None  # for a field without a model default (the budget)
    env: str | None = None  # a variable that stands in for the flag
    always: bool = False  # in every reproduce command, default or not

    @property
    def dest(self) -> str:
        return self.flag.removeprefix("--").replace("-", "_")

    def render(self, value: Any) -> list[str]:
        if self.kind == "switch":
            return [self.flag] if value else []
        if self.kind == "toggle":
            return [self.flag] if value else [f"--no-{self.flag.removeprefix('--')}"]
        if self.kind == "hosts":
            return [self.flag, ",".join(value)] if value else []
        if self.kind == "pairs":
            return [part for key, v in sorted(value.items()) for part in (self.flag, f"{key}={v}")]
        return [self.flag, self.show(value)]


# Who and what the run is: `run` takes these one by one, `sweep` as lists of its own.
CELL_OPTIONS = (
    Option("--task", "task", "task name (default: the default task, see `a2rl tasks`)", always=True),
    Option("--agent", "agent", "agent name (default: the default agent, see `a2rl agents`), an agent folder, or "
                               "autorl-compat:PATH (an AutoRL-Bench agent folder)", always=True),
    Option("--model", "model", "built-in name (smollm2-135m, tiny), local directory, or hub id", always=True),
    Option("--seed", "seed", "passed to the agent as A2RL_SEED", type=int, always=True),
    Option("--driver", "driver", "the agent CLI's driver LLM, e.g. claude-sonnet-4-5 or gpt-5 (agents that take "
                                 "one, see `a2rl agents`)", metavar="MODEL"),
)

EVAL_OPTIONS = (
    Option("--judge", "eval.judge", "judge-graded tasks: openai:<model> or local:<model dir or built-in> "
                                    "(default $A2RL_JUDGE)"),
    Option("--backend", "eval.backend", "generation backend for evaluation (auto: vLLM when installed and a GPU "
                                        "is present)"),
    Option("--device", "eval.device", "where evaluation runs", choices=("auto", "cpu", "cuda")),
    Option("--dtype", "eval.dtype", "the policy's precision in evaluation (auto: bfloat16 on a GPU, float32 on the "
                                    "CPU; float32 on a GPU makes scores independent of batching)"),
)

RUN_OPTIONS = (
    Option("--budget", "budget_s", "agent wall-clock budget, e.g. 90s, 10m, 2h", parse=parse_budget, show=_seconds,
           default=DEFAULT_BUDGET, always=True),
    Option("--selection", "selection", "how the final submission is chosen (best-test is the paper's rule)"),
    Option("--data-dir", "data_dir", "local mirror of the task's source data (or $A2RL_DATA_DIR)", type=Path,
           env="A2RL_DATA_DIR"),
    Option("--agent-env", "agent_env", "extra environment for the agent", kind="pairs", metavar="KEY=VALUE"),
    Option("--sandbox", "sandbox.backend", "auto: bubblewrap where it works, else Docker; none needs "
                                           "--allow-unsandboxed", group="sandbox"),
    Option("--network", "sandbox.network", "none: only the grading API; model: also the recording model proxy "
                                           "(default for agents that call an LLM API, agent.yaml requires.network); "
                                           "allow: also the hosts of --allow-host; open: the host's network, its "
                                           "loopback services included (marked UNRESTRICTED)", group="sandbox"),
    Option("--allow-host", "sandbox.allow_hosts", "a host the agent may reach through the egress proxy (implies "
                                                  "--network allow), e.g. pypi.org,files.pythonhosted.org; "
                                                  ".example.org allows its subdomains", kind="hosts",
           metavar="HOST[,HOST…]", group="sandbox"),
    Option("--allow-unsandboxed", "sandbox.allow_unsandboxed", "accept --sandbox none: the agent can read the "
                                                               "grader's files (the report says so)", kind="switch",
           group="sandbox"),
    Option("--memory", "sandbox.limits.memory_bytes", "memory of all the agent's processes, e.g. 16g (default: "
                                                      "RAM minus room for the grader)", parse=parse_size,
           group="sandbox"),
    Option("--pids", "sandbox.limits.pids", "processes and threads at once", type=int, group="sandbox"),
    Option("--disk", "sandbox.limits.disk_bytes", "disk quota of workspace + /tmp + home, e.g. 50g (default: 30 "
                                                  "base models, at least 20g, at most 80%% of the free space)",
           parse=parse_size, group="sandbox"),
    Option("--cpus", "sandbox.limits.cpus", "CPUs the agent may use, e.g. 0-3", group="sandbox"),
    Option("--gpus", "sandbox.limits.gpus", "GPUs the agent sees (CUDA_VISIBLE_DEVICES, e.g. 0,1; none hides them)",
           group="sandbox"),
    Option("--docker-image", "sandbox.docker_image", "image for --sandbox docker", group="sandbox"),
    Option("--record-model-calls", "recording.model_calls", "route the agent's model API through the recording "
                                                            "proxy (default: for agents whose CLI calls an OpenAI, "
                                                            "Anthropic or Gemini API)", kind="toggle",
           group="recording"),
    Option("--max-tokens", "recording.max_tokens", "token budget of the agent's model calls (input + output); "
                                                   "spent → the session ends like a time-out", type=int,
           group="recording"),
    Option("--max-cost", "recording.max_cost_usd", "cost budget of the agent's model calls", type=float,
           show=_number, metavar="USD", group="recording"),
    Option("--openai-upstream", "recording.openai_upstream", "where the proxy sends OpenAI-compatible calls "
                                                             "(default $OPENAI_BASE_URL, else api.openai.com)",
           metavar="URL", group="recording"),
    Option("--anthropic-upstream", "recording.anthropic_upstream", "where the proxy sends Anthropic calls (default "
                                                                   "$ANTHROPIC_BASE_URL, else api.anthropic.com)",
           metavar="URL", group="recording"),
    Option("--gemini-upstream", "recording.gemini_upstream", "where the proxy sends Gemini API calls (default "
                                                             "$GOOGLE_GEMINI_BASE_URL, else "
                                                             "generativelanguage.googleapis.com)",
           metavar="URL", group="recording"),
    Option("--hold-keys", "recording.hold_keys", "keep OPENAI_API_KEY / ANTHROPIC_API_KEY / GEMINI_API_KEY out of "
                                                 "the sandbox: the agent gets placeholders and the recording proxy "
                                                 "adds the real keys to its calls", kind="switch", group="recording"),
    Option("--revision-interval", "recording.revision_interval_s", "commit the agent's code/ this often, besides "
                                                                   "every submission", parse=parse_budget,
           show=_seconds, group="recording"),
    Option("--reprompt", "reprompt", "when the agent exits with budget left, start it again with a continuation "
                                     "note, up to N times (AutoRL-Bench: 0)", type=int, metavar="N"),
    Option("--clock", "clock", "exclude-scoring stops the agent's clock while its submissions are scored"),
    Option("--warn", "warn_s", "warn the agent this long before the end (default: a tenth of the budget, 30 s to "
                               "10 min)", parse=parse_budget, show=_seconds),
    Option("--integrity", "integrity", "strict: a submission with a disqualifying integrity flag (contamination, a "
                                       "changed chat template or tokenizer …) scores as the baseline; report: flags "
                                       "are only shown"),
    Option("--narrative", "narrative", "have an LLM (the --judge / $A2RL_JUDGE one) write report/narrative.md, "
                                       "marked as generated and kept apart from the measured report", kind="switch"),
    *EVAL_OPTIONS,
)

_GROUPS = {"sandbox": "how the agent is isolated (docs/integrity.md)",
           "recording": "what is recorded about the agent (docs/recording.md)"}
_CELL_FIELDS = {"task", "agent", "model", "seed", "driver", "home", "run_id"}


def _field(path: str) -> Any:
    """The pydantic FieldInfo at a dotted path of RunConfig."""
    model: type[BaseModel] = RunConfig
    info = None
    for part in path.split("."):
        info = model.model_fields[part]
        inner = _unwrap(info.annotation)
        if isinstance(inner, type) and issubclass(inner, BaseModel):
            model = inner
    return info


def _unwrap(annotation: Any) -> Any:
    """X from `X | None`."""
    if isinstance(annotation, types.UnionType) or typing.get_origin(annotation) is typing.Union:
        args = [a for a in typing.get_args(annotation) if a is not type(None)]
        return args[0] if len(args) == 1 else annotation
    return annotation


def _choices(option: Option) -> tuple[str, ...] | None:
    if option.choices is not None:
        return option.choices
    annotation = _unwrap(_field(option.field).annotation)
    return typing.get_args(annotation) if typing.get_origin(annotation) is Literal else None


def _model_default(option: Option) -> Any:
    info = _field(option.field)
    return None if info.is_required() else info.get_default(call_default_factory=True)


def _get(obj: Any, path: str) -> Any:
    for part in path.split("."):
        obj = getattr(obj, part)
    return obj


def add_options(parser: argparse.ArgumentParser, options: tuple[Option, ...], **helps: str) -> None:
    """Add `options` to `parser`; `helps` replaces an option's help, by dest (`gpus=...`)."""
    groups: dict[str | None, Any] = {None: parser}
    for option in options:
        if option.group not in groups:
            groups[option.group] = parser.add_argument_group(option.group, _GROUPS[option.group])
        target = groups[option.group]
        text = helps.get(option.dest, option.help)
        default = option.default if option.default is not None else _model_default(option)
        if option.default is None and option.parse is not None and default is not None:
            default = option.show(default)
        if default not in (None, False, (), {}) and option.kind == "value":
            text += f" (default {default})"
        if option.kind == "switch":
            target.add_argument(option.flag, action="store_true", default=None, help=text)
        elif option.kind == "toggle":
            target.add_argument(option.flag, dest=option.dest, action="store_true", default=None, help=text)
            target.add_argument(f"--no-{option.flag.removeprefix('--')}", dest=option.dest, action="store_false")
        else:
            env = os.environ.get(option.env) if option.env else None
            target.add_argument(option.flag, type=option.type, choices=_choices(option), metavar=option.metavar,
                                default=env or option.default, help=text,
                                action="append" if option.kind in ("hosts", "pairs") else None)


def _pairs(flag: str, pairs: list[str]) -> dict[str, str]:
    out = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise UsageError(f"{flag} {pair!r} must look like KEY=VALUE")
        out[key] = value
    return out


def settings_from(args: argparse.Namespace, options: tuple[Option, ...] = RUN_OPTIONS) -> dict[str, Any]:
    """The nested settings the given flags set; a flag left out sets nothing (the model's default holds)."""
    nested: dict[str, Any] = {}
    for option in options:
        value = getattr(args, option.dest, None)
        if value is None:
            continue
        if option.kind == "pairs":
            value = _pairs(option.flag, value)
        elif option.parse is not None:
            try:
                value = option.parse(value)
            except UsageError as exc:
                raise UsageError(f"{option.flag}: {exc}") from None
        *parents, leaf = option.field.split(".")
        node = nested
        for part in parents:
            node = node.setdefault(part, {})
        node[leaf] = value
    return nested


def usage_error(exc: ValidationError) -> UsageError:
    """A ValidationError of RunConfig as one line naming the flag to fix."""
    by_field = {o.field: o for o in (*CELL_OPTIONS, *RUN_OPTIONS)}
    lines = []
    for error in exc.errors():
        path = ".".join(str(p) for p in error["loc"])
        msg = error["msg"].removeprefix("Value error, ")
        limit = (error.get("ctx") or {})
        if error["type"] == "greater_than" and limit.get("gt") == 0:
            msg = "must be positive (or leave the flag out)"
        elif error["type"] == "greater_than_equal" and limit.get("ge") == 0:
            msg = "must be 0 or more"
        option = by_field.get(path)
        lines.append(f"{option.flag} {error.get('input')}: {msg}" if option else msg)
    return UsageError("; ".join(lines))


def config_only() -> set[str]:
    """RunConfig's settings no flag sets (they come from a config file or a deployment)."""
    flagged = {o.field for o in (*CELL_OPTIONS, *RUN_OPTIONS)}

    def leaves(model: type[BaseModel], prefix: str) -> set[str]:
        out = set()
        for name, info in model.model_fields.items():
            inner = _unwrap(info.annotation)
            path = prefix + name
            if isinstance(inner, type) and issubclass(inner, BaseModel) and path not in flagged:
                out |= leaves(inner, path + ".")
            elif path not in flagged:
                out.add(path)
        return out

    return leaves(RunConfig, "") - {"home", "run_id"}


def command_line(config: RunConfig) -> str:
    """The `a2rl run` line that builds `config` again: every setting that differs from its default.

    >>> command_line(RunConfig(task="gsm8k:mini", agent="example", model="tiny", budget_s=600, seed=3,
    ...                        home=Path("/x")))
    'a2rl run --task gsm8k:mini --agent example --model tiny --seed 3 --budget 600s --home /x'
    """
    plain = RunConfig(task=config.task, agent=config.agent, model=config.model, budget_s=config.budget_s,
                      home=config.home)
    args = ["a2rl", "run"]
    for option in (*CELL_OPTIONS, *RUN_OPTIONS):
        value = _get(config, option.field)
        if value is not None and (option.always or value != _get(plain, option.field)):
            args += option.render(value)
    return shlex.join([*args, "--home", str(config.home)])
