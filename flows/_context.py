"""What the stages of a run hand each other."""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from flows._config import RunConfig
from graders import weights_bytes
from infra import A2RLHome, ResolvedModel, RunDir, Tracker
from tasks import PreparedData


class RunContext(BaseModel):
    """Produced by setup, read by every later stage."""

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)

    config: RunConfig
    run: RunDir
    model: ResolvedModel
    workspace_model: Path = Field(description="The agent's read-only copy of the base model.")
    data: PreparedData
    mlflow_run_id: str
    started_at: float = Field(description="Epoch seconds the run began.")
    model_sha256: str | None = Field(None, description="Every file of the base model (provenance.json; the "
                                                       "evaluation cache key).")

    @property
    def home(self) -> A2RLHome:
        return A2RLHome.resolve(self.config.home)

    @property
    def max_artifact_bytes(self) -> int:
        """Largest checkpoint the grader accepts: a multiple of the base model's weights."""
        return int(self.config.max_artifact_factor * weights_bytes(self.model.path)) + 2**20

    def tracker(self) -> Tracker:
        return self.home.tracker()


class Scores(BaseModel):
    """A validation and a test score (0-100)."""

    validation: float | None = None
    test: float | None = None
    validation_s: float | None = Field(None, description="How long the base model's evaluation took (it bounds "
                                                         "a submission's: graders.time_limit_for).")
    test_s: float | None = None


def log_trajectory_sample(tracker: Tracker, run_id: str, path: Path) -> None:
    """Log a few episodes of `path` (texts shortened) to MLflow, beside the full file's size."""
    from graders import read_trajectories
    from graders.engine import write_sample

    if not path.is_file():
        return
    sample = write_sample(path.with_name(path.stem + ".sample.json"), read_trajectories(path))
    tracker.artifact(run_id, sample)
