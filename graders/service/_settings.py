"""Where the grading service reads and writes, and the budget it enforces."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


class GradingSettings(BaseModel):
    """Where the service reads and writes, and the budget it enforces."""

    model_config = ConfigDict(frozen=True)

    task: str
    workspace: Path
    grader_dir: Path
    start_time: float = Field(description="Epoch seconds the agent was started.")
    budget_s: float = Field(gt=0)
    max_artifact_bytes: int = Field(gt=0, description="Largest checkpoint accepted.")
    baseline_score: float | None = Field(None, description="Base model's validation score.")
    clock: Literal["wall", "exclude-scoring"] = Field("wall", description="exclude-scoring: the agent's clock "
                                                                          "stops while a submission is scored.")
    warn_s: float = Field(60.0, ge=0, description="The agent is warned this long before the end.")
    used_before_s: float = Field(0.0, ge=0, description="A continued session: budget the agent used before "
                                                         "the harness died (it counts against the budget).")
    max_waiting: int = Field(2, ge=0, description="Submissions that may wait for the one being scored; "
                                                  "more are refused with 429 and Retry-After.")

    @property
    def output_dir(self) -> Path:
        return self.workspace / "output"
