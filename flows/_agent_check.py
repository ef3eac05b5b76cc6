"""`a2rl agents check`: each agent CLI driven through a whole run by the scripted driver.

One real `benchmark_run` per CLI — the real CLI in the real sandbox, the recording proxy
between it and the scripted driver (`agents.driver`), which plays the same plan in every
CLI's own tools. Then what the run left is read back and compared with what the driver
served, so a machine (and a CLI version) is checked before any money goes to a vendor's API.
Check runs live in a home of their own (`<home>/checks`), apart from benchmark runs.
"""

from __future__ import annotations

import contextlib
import json
import os
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from pydantic import BaseModel, Field

from agents import agent_ref, cli_pins, cli_version, get_agent, missing_requirements
from agents.driver import CHECK_KEY, MODEL, TRAIN_PY, ScriptedDriver, Served
from infra import A2RLHome, read_egress

if TYPE_CHECKING:
    from flows._summary_model import RunSummary

__all__ = ["CliCheck", "check_cli"]

# Keys the CLIs refuse to start without (CHECK_KEY). They only ever reach the local driver (the
# proxy holds them); a user's real keys are set aside for the check, so none can reach a vendor.
_KEYS = ("OPENAI_API_KEY", "ANTHROPIC_API_KEY", "GEMINI_API_KEY")
_SET_ASIDE = ("CLAUDE_CODE_OAUTH_TOKEN", "ANTHROPIC_AUTH_TOKEN", "CODEX_API_KEY", "LLM_API_KEY", "GOOGLE_API_KEY",
              "OPENROUTER_API_KEY", "LITELLM_API_KEY", "AZURE_OPENAI_API_KEY", "GOOGLE_APPLICATION_CREDENTIALS",
              "OPENAI_BASE_URL", "ANTHROPIC_BASE_URL", "GOOGLE_GEMINI_BASE_URL", "LLM_BASE_URL", "LLM_MODEL")


class CliCheck(BaseModel):
    """One CLI's check: what worked, in numbers, and what did not."""

    name: str
    version: str | None = Field(description="The version found (None: not installed).")
    tested: str | None = Field(description="The version a2rl is tested with (agents/clis.yaml).")
    ok: bool
    checks: dict[str, bool] = Field(default_factory=dict, description="Each expectation and whether it held.")
    problems: list[str] = Field(default_factory=list)
    model_calls: int = Field(0, description="Calls the recording proxy recorded.")
    served_calls: int = Field(0, description="Calls the scripted driver answered.")
    tokens_recorded: int = 0
    tokens_served: int = 0
    shell_commands: int = 0
    file_edits: int = 0
    scored_submissions: int = 0
    played: list[str] = Field(default_factory=list, description="Each call the driver answered: the plan step "
                                                                "and the tool it called, or the side request.")
    budget_stop: str | None = None
    network: str | None = Field(None, description="The run's network policy (model, unless asked otherwise).")
    egress_refused: list[str] = Field(default_factory=list, description="Hosts the CLI tried to reach past its "
                                                                        "policy (telemetry, updates), refused.")
    run_dir: str | None = None
    duration_s: float = 0.0


@contextlib.contextmanager
def _check_keys() -> Iterator[None]:
    saved = {k: os.environ.get(k) for k in (*_KEYS, *_SET_ASIDE)}
    try:
        for key in _SET_ASIDE:
            os.environ.pop(key, None)
        os.environ.update({k: CHECK_KEY for k in _KEYS})
        yield
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


def _jsonl(path: Path) -> list[dict]:
    if not path.is_file():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def check_cli(name: str, home: A2RLHome, *, max_tokens: int | None = None, budget_s: float = 900,
              task: str = "arithmetic") -> CliCheck:
    """Run the plan through `name`'s real CLI; with `max_tokens` below the plan's use, the budget must end it.

    `name` may be an AutoRL-Bench folder (`autorl-compat:PATH`): its launcher runs unchanged.
    """
    start = time.monotonic()
    pin = cli_pins().get(name)
    spec = get_agent(name)
    version = cli_version(name) if pin else None
    result = CliCheck(name=name, version=version, tested=pin.version if pin else None, ok=False)
    missing = [p for p in missing_requirements(spec, {**os.environ, **{k: CHECK_KEY for k in _KEYS}})]
    if missing:
        fix = f"a2rl agents install {name}" if pin else (spec.requires.install or "install it")
        result.problems.append(f"{'; '.join(missing)} — {fix}")
        return result
    if not spec.requires.network:
        result.problems.append(f"agent {name} calls no model API: there is nothing for the driver to play")
        return result

    from agents.recording import RecordingConfig
    from flows._benchmark import benchmark_run
    from flows._config import RunConfig
    from infra import choose_sandbox

    choose_sandbox("auto", False)  # no sandbox here: say so now, with the fix, not from inside a flow

    with ScriptedDriver() as driver, _check_keys():
        config = RunConfig(task=task, agent=agent_ref(spec), model="tiny", budget_s=budget_s, home=home.root,
                           driver=MODEL if spec.driver else None,
                           recording=RecordingConfig(model_calls=True, hold_keys=True, max_tokens=max_tokens,
                                                     openai_upstream=driver.url, anthropic_upstream=driver.url,
                                                     gemini_upstream=driver.url))
        try:
            summary = benchmark_run(config)
        except Exception as exc:  # noqa: BLE001 — the check reports it, the next CLI still runs
            result.problems.append(f"the run failed: {type(exc).__name__}: {exc}")
            result.duration_s = round(time.monotonic() - start, 1)
            return result
        served = list(driver.served)
    return _judge(result, summary, served, max_tokens, time.monotonic() - start)


def _judge(result: CliCheck, summary: RunSummary, served: list[Served], max_tokens: int | None,
           seconds: float) -> CliCheck:
    run_dir = Path(summary.run_dir)
    calls = _jsonl(run_dir / "grader" / "recording" / "model_calls.jsonl")
    answered = [c for c in calls if not (c.get("error") or "").startswith("refused: ")]
    recording = summary.recording
    events = recording.events if recording else None
    scored = [s for s in summary.submissions if s.val_score is not None]
    own_code = [s for s in scored if (run_dir / "grader" / "code" / str(s.id) / "train.py").is_file()
                and (run_dir / "grader" / "code" / str(s.id) / "train.py").read_text() == TRAIN_PY]
    agent_log = (run_dir / "logs" / "agent.log").read_text(errors="replace")
    result = result.model_copy(update=dict(
        run_dir=str(run_dir), model_calls=len(answered), served_calls=len(served),
        tokens_recorded=sum((c.get("input_tokens") or 0) + (c.get("output_tokens") or 0) for c in answered),
        tokens_served=sum(s.input_tokens + s.output_tokens for s in served),
        shell_commands=events.shell_commands if events else 0, file_edits=events.file_edits if events else 0,
        scored_submissions=len(scored),
        played=[f"{s.step}:{s.tool}" if s.step is not None else f"side:{s.path}" for s in served], budget_stop=recording.budget_stop if recording else None,
        network=summary.integrity.network if summary.integrity else None,
        egress_refused=sorted({f"{r.host}:{r.port}" for r in read_egress(run_dir / "grader" / "recording" /
                                                                          "egress.jsonl") if not r.allowed}),
        duration_s=round(seconds, 1)))
    recorded = sorted((c["endpoint"], c.get("input_tokens") or 0, c.get("output_tokens") or 0) for c in answered)
    seen = sorted((s.path, s.input_tokens, s.output_tokens) for s in served)
    checks = {
        "every model call went through the proxy, and only those": recorded == seen and bool(seen),
        "the proxy counted the tokens served": result.tokens_recorded == result.tokens_served > 0,
        "shell commands parsed from its output": result.shell_commands >= 1,
        # --hold-keys: no variable in the sandbox held the key (the plan's first step counted them),
        # and the proxy put it on every call.
        "the API key stayed with the harness": ({s.key for s in served} == {CHECK_KEY}
                                                 and "HARNESS_KEYS_VISIBLE=0" in agent_log),
    }
    problems = [f"driver: {s.note} ({s.path})" for s in served if s.note]
    if max_tokens is None:
        checks["a submission scored, made from code the CLI wrote and ran"] = bool(own_code)
        checks["a submission marked final"] = any(s.final for s in summary.submissions)
        checks["the CLI exited 0"] = summary.agent_exit_code == 0
    else:
        checks["the token budget ended the session"] = bool(result.budget_stop
                                                            and result.budget_stop.startswith("token budget"))
        report = run_dir / "report" / "summary.md"
        checks["the summary says so"] = report.is_file() and "ended by its model-call budget" in report.read_text()
    problems += [f"failed: {what}" for what, held in checks.items() if not held]
    if not checks.get("the CLI exited 0", True):
        problems.append(f"exit code {summary.agent_exit_code}; its output is in {run_dir / 'logs' / 'agent.log'}")
    return result.model_copy(update=dict(checks=checks, problems=[*result.problems, *problems],
                                         ok=all(checks.values()) and not result.problems))
