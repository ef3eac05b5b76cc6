"""Which judge to ask: `JudgeConfig`, read once from `A2RL_JUDGE` (or `--judge`) at the entry point."""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from infra import UsageError

JUDGE_VAR = "A2RL_JUDGE"
BASE_URL_VAR = "A2RL_JUDGE_BASE_URL"
CONCURRENCY_VAR = "A2RL_JUDGE_MAX_CONCURRENCY"
KEY_VAR = "A2RL_JUDGE_API_KEY"
FALLBACK_KEY_VAR = "OPENAI_API_KEY"
OPENAI_URL = "https://api.openai.com/v1"

ACCEPTED_FORMS = (
    f"{JUDGE_VAR}=openai:<model> (e.g. openai:gpt-4o-mini) with the key in {KEY_VAR} "
    f"(and {BASE_URL_VAR} for any OpenAI-compatible server), "
    f"or {JUDGE_VAR}=local:<built-in model name or local model directory>, "
    "or the same value passed as --judge on the command line"
)


class JudgeConfig(BaseModel):
    """A pairwise judge. Logged with every report, so it names the key's variable, never the key."""

    model_config = ConfigDict(frozen=True)

    kind: Literal["openai", "local"] = Field(
        description="`openai`: an OpenAI-compatible chat-completions server; `local`: a transformers model here.")
    model: str = Field(min_length=1, description=(
        "openai: the served model name; local: a built-in model name or a model directory."))
    base_url: str = Field(OPENAI_URL, description="openai: the API root; `/chat/completions` is appended.")
    api_key_env: str = Field(KEY_VAR, description=(
        f"openai: the NAME of the environment variable holding the key ({FALLBACK_KEY_VAR} when it is unset)."))
    max_concurrency: int = Field(8, gt=0, description="openai: requests in flight at once.")
    max_retries: int = Field(5, ge=0, description="openai: retries of one prompt on 429, 5xx, timeouts and lost connections.")
    timeout_s: float = Field(60.0, gt=0, description="openai: seconds per request.")
    batch_size: int = Field(8, gt=0, description="local: prompts per forward pass.")

    @field_validator("base_url")
    @classmethod
    def _no_trailing_slash(cls, value: str) -> str:
        return value.rstrip("/")

    @property
    def id(self) -> str:
        """Names the judge in cache keys and reports: the same judge always gets the same id.

        >>> JudgeConfig(kind="openai", model="gpt-4o-mini").id
        'openai:gpt-4o-mini@https://api.openai.com/v1'
        >>> JudgeConfig(kind="local", model="tiny").id
        'local:tiny'
        """
        if self.kind == "openai":
            return f"openai:{self.model}@{self.base_url}"
        return f"local:{self.model}"

    def api_key(self, env: Mapping[str, str] = os.environ) -> str | None:
        """The key from `api_key_env`, else from OPENAI_API_KEY; None when neither is set."""
        return env.get(self.api_key_env) or env.get(FALLBACK_KEY_VAR) or None

    @classmethod
    def from_env(cls, override: str | None = None, env: Mapping[str, str] = os.environ) -> JudgeConfig | None:
        """Parse `--judge` (override) or `A2RL_JUDGE`; None when neither is set.

        >>> JudgeConfig.from_env(env={}) is None
        True
        >>> JudgeConfig.from_env("local:tiny", env={}).id
        'local:tiny'
        >>> c = JudgeConfig.from_env(env={"A2RL_JUDGE": "openai:m1", "A2RL_JUDGE_BASE_URL": "http://h:8000/v1/"})
        >>> c.base_url, c.max_concurrency
        ('http://h:8000/v1', 8)
        """
        spec = (override or env.get(JUDGE_VAR) or "").strip()
        if not spec:
            return None
        kind, sep, model = spec.partition(":")
        kind, model = kind.strip().lower(), model.strip()
        if not sep or kind not in ("openai", "local") or not model:
            raise UsageError(f"malformed judge {spec!r}: use {ACCEPTED_FORMS}.")
        if kind == "local":
            return cls(kind="local", model=model)
        extra: dict[str, object] = {}
        if env.get(BASE_URL_VAR):
            extra["base_url"] = env[BASE_URL_VAR].strip()
        if env.get(CONCURRENCY_VAR):
            raw = env[CONCURRENCY_VAR].strip()
            if not raw.isdigit() or int(raw) < 1:
                raise UsageError(f"{CONCURRENCY_VAR}={raw!r} is not a positive integer; set e.g. {CONCURRENCY_VAR}=8.")
            extra["max_concurrency"] = int(raw)
        return cls(kind="openai", model=model, **extra)


def require_judge(override: str | None = None, env: Mapping[str, str] = os.environ) -> JudgeConfig:
    """The configured judge, or a UsageError that says exactly what to set."""
    config = JudgeConfig.from_env(override, env)
    if config is None:
        raise UsageError(
            f"this evaluation needs a judge and none is configured: set {JUDGE_VAR}=openai:gpt-4o-mini and "
            f"{KEY_VAR}=<key> (plus {BASE_URL_VAR}=<url> for any OpenAI-compatible server, e.g. vLLM), "
            f"or {JUDGE_VAR}=local:<built-in model name or local model directory>, "
            "or pass either value as --judge on the command line."
        )
    if config.kind == "openai" and config.api_key(env) is None:
        raise UsageError(
            f"judge {config.id} needs an API key: set {config.api_key_env} (or {FALLBACK_KEY_VAR}); "
            f"a server without keys still needs a placeholder value such as {config.api_key_env}=none."
        )
    return config
