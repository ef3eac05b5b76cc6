"""The task contract: `tasks/<name>/task.yaml` parsed into a `TaskSpec`."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from infra import UsageError

SplitName = Literal["train", "validation", "test"]
EVAL_SPLITS: tuple[SplitName, ...] = ("validation", "test")


class SplitSizes(BaseModel):
    """How many items each split holds. Train goes to the agent; the other two are sealed."""

    model_config = ConfigDict(frozen=True)

    train: int = Field(gt=0, description="Items the agent may read and train on.")
    validation: int = Field(gt=0, description="Items behind the score the agent sees on /submit.")
    test: int = Field(gt=0, description="Items behind the headline score, never shown to the agent.")


class PromptFormat(BaseModel):
    """How the grader turns an item into model input, and how it decodes."""

    model_config = ConfigDict(frozen=True)

    template: str = Field("{question}", description="Python format string over the item's fields; becomes the user message.")
    system: str | None = Field(None, description="System message; None keeps the chat template's default.")
    chat: bool = Field(True, description="Wrap the prompt in the tokenizer's chat template.")
    max_new_tokens: int = Field(32, gt=0, le=4096, description="Per-item generation limit.")
    stop: list[str] = Field(default_factory=list, description="Generation stops at the first of these strings (not included).")


class EnvSpec(BaseModel):
    """The environment an online task is played in (task.yaml `env:`)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = Field(description="Environment name, as `graders.envs.list_envs()` lists it (a task folder defines its own in env.py).")
    options: dict[str, Any] = Field(default_factory=dict, description="Keyword options of the environment.")
    max_turns: int = Field(20, gt=0, le=500, description="Turn limit per episode.")
    history_turns: int = Field(6, ge=0, description="Past exchanges shown in each prompt.")


class TaskSpec(BaseModel):
    """Everything a2rl needs to know about a benchmark task, read from its task.yaml."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    version: int = Field(1, description="Schema version of task.yaml.")
    name: str = Field(pattern=r"^[a-z0-9][a-z0-9_-]*$", description="Registry name, used with --task.")
    level: Literal[1, 2, 3] = Field(description="1 static rule-graded, 2 judge-graded, 3 online multi-turn.")
    kind: Literal["rule", "execution", "judge", "online"] = Field(description="How a completion is graded.")
    description: str = Field(description="One line for `a2rl tasks`.")
    splits: SplitSizes
    metric: str = Field(description="Name of the 0-100 score (e.g. accuracy).")
    prompt: PromptFormat = Field(default_factory=PromptFormat)
    seed: int = Field(0, description="Seed of the split assignment; fixed so scores are comparable.")
    default: bool = Field(False, description="The task `a2rl run` uses without --task.")
    env: EnvSpec | None = Field(None, description="Online tasks: the environment episodes are played in.")
    extra: str | None = Field(None, description="The pip extra of a2rl the task needs beyond the base install "
                                                "(`pip install -c constraints.txt -e '.[EXTRA]'`); None: the "
                                                "base install serves it. Without it the task refuses to start.")
    protocol: str = Field("default", description="Which of the task's protocols this spec is (see `protocols`).")
    protocols: dict[str, dict[str, Any]] = Field(
        default_factory=dict, description="Named alternative protocols (`--protocol NAME`): the task.yaml "
                                          "fields each one overrides, e.g. other splits.")
    data_sources: list[str] = Field(default_factory=list, description="Where the task's data is published, as "
                                    "`host` (every connection to it) or `host/path` (requests under that path): a "
                                    "download from one during a session is flagged `data_source_download`.")
    validation_is_test: bool = Field(False, description="The agent is shown scores on the very items it is "
                                                        "graded on (only for reproducing a paper's protocol).")

    @model_validator(mode="after")
    def _online_needs_level_3(self) -> TaskSpec:
        if (self.kind == "online") != (self.level == 3):
            raise ValueError("kind 'online' goes with level 3 and only with it; fix `level` or `kind`")
        if (self.kind == "online") != (self.env is not None):
            raise ValueError("an online task needs an `env:` section (name, options, max_turns), "
                             "and only an online task has one")
        return self

    @property
    def ref(self) -> str:
        """The name a run uses: `humaneval`, or `humaneval:paper` for another protocol."""
        return self.name if self.protocol == "default" else f"{self.name}:{self.protocol}"

    def with_protocol(self, protocol: str | None) -> TaskSpec:
        if protocol in (None, "", "default", self.protocol):
            return self
        if protocol not in self.protocols:
            known = ", ".join(["default", *self.protocols])
            raise UsageError(f"task {self.name} has no protocol {protocol!r}; choose one of: {known}")
        merged = {**self.model_dump(mode="json", exclude={"protocols"}), **self.protocols[protocol],
                  "protocol": protocol, "protocols": self.protocols}
        try:
            return TaskSpec.model_validate(merged)
        except ValidationError as exc:
            raise UsageError(f"protocol {protocol!r} of task {self.name} is not valid: {exc}") from exc

    @classmethod
    def load(cls, path: Path) -> TaskSpec:
        try:
            raw = yaml.safe_load(path.read_text())
            return cls.model_validate(raw)
        except (yaml.YAMLError, ValidationError) as exc:
            raise UsageError(f"{path} is not a valid task.yaml: {exc}") from exc
