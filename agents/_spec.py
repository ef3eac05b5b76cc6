"""The agent contract: `agents/<folder>/agent.yaml` parsed into an `AgentSpec`."""

from __future__ import annotations

from pathlib import Path

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from infra import UsageError


class AgentRequirements(BaseModel):
    """What must exist before the agent can start; checked before the run begins."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    commands: list[str] = Field(default_factory=list, description="Executables that must be on PATH.")
    env: list[str] = Field(default_factory=list, description="Environment variables that must be set (API keys); "
                                                             "they are passed to the agent.")
    network: bool = Field(False, description="The agent calls out (an LLM API): its sandbox gets the network "
                                             "unless --network none says otherwise.")


class AgentSpec(BaseModel):
    """An agent: a launcher started with the AutoRL-Bench environment variables."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    version: int = Field(1, description="Schema version of agent.yaml.")
    name: str = Field(pattern=r"^[a-z0-9][a-z0-9_-]*$", description="Registry name, used with --agent.")
    description: str = Field(description="One line for `a2rl agents`.")
    launcher: str = Field(description="Script in the agent folder (start.sh runs with bash, *.py with Python).")
    env: dict[str, str] = Field(default_factory=dict, description="Default environment for the launcher; --agent-env overrides.")
    requires: AgentRequirements = Field(default_factory=AgentRequirements)
    passthrough: list[str] = Field(default_factory=list, description="More environment variables the agent gets "
                                                                     "from the harness's (names; `PREFIX_*` matches a prefix).")
    default: bool = Field(False, description="The agent `a2rl run` uses without --agent.")
    folder: Path = Field(Path("."), description="Set on load: the folder holding agent.yaml.")

    @classmethod
    def load(cls, path: Path) -> "AgentSpec":
        try:
            raw = yaml.safe_load(path.read_text()) or {}
            spec = cls.model_validate({**raw, "folder": path.parent})
        except (yaml.YAMLError, ValidationError) as exc:
            raise UsageError(f"{path} is not a valid agent.yaml: {exc}") from exc
        if not (spec.folder / spec.launcher).is_file():
            raise UsageError(f"{path}: launcher {spec.launcher!r} is not a file in {spec.folder}")
        return spec
