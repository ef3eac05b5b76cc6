"""The environment protocol: multi-turn text environments the rollout engine drives.

An environment is reset with a seed and stepped with free text. It never raises for a
strange action (empty, overlong, gibberish): it answers with an observation, like a game
answering "I don't understand that". The engine treats an exception from `reset`/`step`
as a broken episode (score 0, error recorded), not as the policy's fault.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from pathlib import Path
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict, Field


class Observation(BaseModel):
    """What the policy is shown."""

    model_config = ConfigDict(frozen=True)

    text: str = Field(description="The observation as the policy reads it.")
    admissible_actions: list[str] | None = Field(
        None, description="Valid actions, when the environment can list them (None otherwise).")


class StepResult(BaseModel):
    """What one action led to."""

    model_config = ConfigDict(frozen=True)

    observation: Observation
    reward: float = Field(0.0, description="Reward for this step (the environment's own scale).")
    done: bool = Field(False, description="The episode is over (won, lost or ended by the environment).")
    info: dict[str, Any] = Field(default_factory=dict, description="Environment-specific extras (JSON-safe).")


class EnvContext(BaseModel):
    """What the harness tells an environment about where it runs."""

    model_config = ConfigDict(frozen=True)

    cache_dir: Path = Field(description="Writable folder for generated assets (games, maps); shared by runs.")
    task: str | None = Field(None, description="Task the episode belongs to, when it belongs to one.")
    item: dict[str, Any] | None = Field(None, description="The task item behind a single-turn episode.")


class Environment(ABC):
    """One episode at a time; `reset` starts a fresh one.

    Subclasses set `name` (used in task.yaml `env.name`) and take their options as keyword
    arguments, so `task.yaml` can configure them. The same (options, seed) must give the
    same episode on every machine: that is what makes an evaluation reproducible.
    """

    name: ClassVar[str]

    def __init__(self, context: EnvContext, **options: Any) -> None:
        self.context = context

    @abstractmethod
    def reset(self, seed: int) -> Observation:
        """Start the episode identified by `seed`."""

    @abstractmethod
    def step(self, action: str) -> StepResult:
        """Apply one action (any string) and report what happened."""

    @abstractmethod
    def score(self) -> float:
        """The episode's score so far, 0.0 to 1.0 (1.0 = fully solved)."""

    def expert_action(self) -> str | None:
        """The gold next action from the current state (a walkthrough, a shortest path), or None.

        Environments that have an expert make SFT warm-up data possible (`a2rl rollout --expert`);
        the default is None: no expert.
        """
        return None

    def close(self) -> None:
        """Release what the environment holds (processes, files)."""
