"""The example agent's settings: one frozen model per phase, every default here.

A run may change them with `config.json` beside the scripts (start.sh copies it into code/ from the
agent's folder when there is one), one object per phase:

    {"static": {"sft_max_steps": 20, "grpo_max_steps": 4}, "online": {"episodes": 2, "rounds": 1}}

The seed is the run's (A2RL_SEED, set by the harness); a file that names an unknown setting is an error.
Defaults are plain literals so that a run's report can read them from the code.
"""

from __future__ import annotations

import json
import os
from typing import Annotated, TypeVar

from pydantic import BaseModel, ConfigDict, Field

CONFIG_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "config.json")

Positive = Annotated[int, Field(ge=1)]
Steps = Annotated[int, Field(ge=0)]  # 0: as many as the time allows
Rate = Annotated[float, Field(gt=0)]


class Shared(BaseModel):
    """What both phases set the same way."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    seed: int = 0
    # A full backward pass through a 135M model on a CPU is several seconds a step: only the top
    # blocks (and the final norm) are trained.
    train_layers: Positive = 8
    sft_lr: Rate = 1e-4  # beat 5e-5 per step on a CPU


class StaticConfig(Shared):
    """Static tasks (question → answer): SFT on the train split, then GRPO with the task's own reward."""

    sft_max_steps: Steps = 0
    grpo_max_steps: Steps = 0
    sft_fraction: Annotated[float, Field(ge=0.05, le=1.0)] = 0.55  # share of the usable budget for SFT
    # Small steps: the SFT model is already good; GRPO should polish, not overwrite.
    grpo_lr: Rate = 2e-6
    num_generations: Annotated[int, Field(ge=2)] = 4  # completions per prompt (a GRPO group)


class OnlineConfig(Shared):
    """Online tasks (episodes in an environment): an SFT warm-up, then rounds of GRPO on the agent's own play."""

    rounds: Steps = 0  # 0: as many rounds as the budget allows
    episodes: Positive = 8  # training seeds played per round, one group each
    samples: Positive = 4  # episodes per seed: one greedy, the rest sampled
    temperature: Annotated[float, Field(ge=0.0)] = 1.0
    # A longer warm-up (64 games, 150 steps) learns more but costs ~20 minutes of a 2-core CPU
    # before the first submission: a setting for a GPU.
    demos: Positive = 8  # expert episodes the SFT warm-up learns from
    sft_steps: Positive = 30  # SFT steps of a warm-up round
    grpo_lr: Rate = 1e-5
    grpo_batch: Positive = 32  # turns per optimizer step, at least (whole seed groups)
    micro_batch: Positive = 8  # turns per forward pass (memory)
    gamma: Annotated[float, Field(gt=0.0, le=1.0)] = 0.95  # discount of the step-level returns


Config = TypeVar("Config", bound=Shared)


def load(cls: type[Config], section: str, path: str = CONFIG_FILE) -> Config:
    """`cls`'s defaults, overridden by `section` of the config file (when there is one) and the run's seed."""
    values: dict = {}
    if os.path.isfile(path):
        with open(path) as fh:
            values = dict(json.load(fh).get(section, {}))
    if os.environ.get("A2RL_SEED"):
        values["seed"] = int(os.environ["A2RL_SEED"])
    return cls(**values)
