"""The agent contract: `agents/<folder>/agent.yaml` parsed into an `AgentSpec`."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from infra import UsageError


class AgentRequirements(BaseModel):
    """What must exist before the agent can start; checked before the run begins."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    commands: list[str] = Field(default_factory=list, description="Executables that must be on PATH.")
    env: list[str] = Field(default_factory=list, description="Environment variables that must be set (API keys); "
                                                             "they are passed to the agent. `A|B`: one of them.")
    network: bool = Field(False, description="The agent calls out (an LLM API): its sandbox gets the network "
                                             "unless --network none says otherwise.")
    install: str | None = Field(None, description="The command that installs `commands` (shown by `a2rl agents` "
                                                  "and `a2rl doctor` when they are missing).")


    def env_names(self) -> list[str]:
        """Every variable named in `env`, alternatives included."""
        return [name for entry in self.env for name in entry.split("|") if name]


class DriverSpec(BaseModel):
    """The agent's CLI takes a driver LLM (`a2rl run --driver MODEL`)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    api: Literal["openai", "anthropic", "gemini", "none"] = Field(
        "none", description="The API its CLI calls; the recording proxy (--record-model-calls) points the CLI's "
                            "base-URL variable at itself for openai and anthropic.")
    default: str | None = Field(None, description="Driver without --driver (None: the CLI's own default).")
    required: bool = Field(False, description="The CLI has no default model: --driver (or `env`) is needed.")
    env: str | None = Field(None, description="The CLI's own variable for its model (e.g. LLM_MODEL); set in "
                                              "the harness's environment, it does instead of --driver.")


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
    events: str = Field("text", description="Parser of the launcher's output into the normalised event stream "
                                            "(agents.recording: claude-stream-json, codex-json, …, text).")
    driver: DriverSpec | None = Field(None, description="Set when the CLI takes a driver LLM (--driver); its "
                                                        "launcher reads A2RL_DRIVER.")
    folder: Path = Field(Path("."), description="Set on load: the folder holding agent.yaml.")

    @classmethod
    def load(cls, path: Path) -> AgentSpec:
        try:
            raw = yaml.safe_load(path.read_text()) or {}
            spec = cls.model_validate({**raw, "folder": path.parent})
        except (yaml.YAMLError, ValidationError) as exc:
            raise UsageError(f"{path} is not a valid agent.yaml: {exc}") from exc
        if not (spec.folder / spec.launcher).is_file():
            raise UsageError(f"{path}: launcher {spec.launcher!r} is not a file in {spec.folder}")
        return spec


# What the native adapters' launchers set for their CLIs, given to AutoRL-Bench's folders too: no
# update checks, telemetry or error reports from inside the sandbox (a folder's env_vars win).
_QUIET = {"DISABLE_AUTOUPDATER": "1", "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
          "LITELLM_LOCAL_MODEL_COST_MAP": "True"}


class AutoRLConfig(BaseModel):
    """An AutoRL-Bench agent folder's `config.yaml` (RD-Agent's autorl_bench/agents/<id>/)."""

    model_config = ConfigDict(extra="allow")

    name: str = Field(description="Display name.")
    description: str = ""
    start: str = Field("start.sh", description="Launcher in the folder, run with bash.")
    env_vars: dict[str, str] = Field(default_factory=dict, description="Environment the launcher gets.")

    @classmethod
    def load(cls, folder: Path) -> AutoRLConfig:
        path = folder / "config.yaml"
        try:
            raw = yaml.safe_load(path.read_text()) or {}
            return cls.model_validate({**raw, "env_vars": {k: str(v) for k, v in (raw.get("env_vars") or {}).items()}})
        except (OSError, yaml.YAMLError, ValidationError, AttributeError) as exc:
            raise UsageError(f"{path} is not an AutoRL-Bench config.yaml (name, description, start, env_vars): "
                             f"{exc}") from exc

    def agent_spec(self, folder: Path) -> AgentSpec:
        """The same folder as an a2rl agent: its start.sh runs unchanged, with its env_vars."""
        if not (folder / self.start).is_file():
            raise UsageError(f"{folder / 'config.yaml'}: start {self.start!r} is not a file in {folder}")
        return AgentSpec(name="autorl-compat", description=f"AutoRL-Bench agent {self.name!r}: {self.description}",
                         launcher=self.start, env={**_QUIET, **self.env_vars}, folder=folder, events="auto",
                         # AutoRL-Bench's agents call LLMs over the network; their calls go through the
                         # recording proxy (its variables override the ones passed through below).
                         requires=AgentRequirements(network=True),
                         # AutoRL-Bench hands its agents the whole environment; these are the LLM settings
                         # its agents read (RD-Agent, OpenHands, the CLIs), never the harness's state.
                         passthrough=["OPENAI_*", "ANTHROPIC_*", "LLM_*", "CHAT_MODEL", "AZURE_*", "CLAUDE_CODE_*",
                                      "CODEX_API_KEY", "LITELLM_*", "GEMINI_*", "GOOGLE_*"])
