"""The state folder: every run, cache and database a2rl writes lives under one root."""

from __future__ import annotations

import os
import threading
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

DEFAULT_HOME = ".a2rl"
# One Tracker per tracking store and process: opening a sqlite store (engine, schema check) costs
# ~0.7 s, and a run asked for its tracker six times.
_TRACKERS: dict[tuple[str, Path], object] = {}
_TRACKERS_LOCK = threading.Lock()


class A2RLHome(BaseModel):
    """Paths under `A2RL_HOME` (default `.a2rl/` in the current directory)."""

    model_config = ConfigDict(frozen=True)

    root: Path = Field(description="Absolute path of the state folder.")

    @classmethod
    def resolve(cls, home: str | os.PathLike[str] | None = None) -> "A2RLHome":
        """`--home` beats `A2RL_HOME`, which beats `./.a2rl`."""
        raw = home or os.environ.get("A2RL_HOME") or DEFAULT_HOME
        return cls(root=Path(raw).expanduser().resolve())

    @property
    def runs(self) -> Path:
        return self.root / "runs"

    @property
    def data_cache(self) -> Path:
        return self.root / "cache" / "data"

    @property
    def model_cache(self) -> Path:
        return self.root / "cache" / "models"

    @property
    def eval_cache(self) -> Path:
        """Baseline scores, keyed by task + eval settings + split hash + model content hash."""
        return self.root / "cache" / "evals"

    @property
    def env_cache(self) -> Path:
        """Generated environment assets (TextWorld games …), shared by every run."""
        return self.root / "cache" / "envs"

    @property
    def download_cache(self) -> Path:
        """Wheels and archives fetched from package registries."""
        return self.root / "cache" / "downloads"

    @property
    def prefect_home(self) -> Path:
        return self.root / "prefect"

    @property
    def mlflow_db(self) -> Path:
        return self.root / "mlflow.db"

    @property
    def mlflow_artifacts(self) -> Path:
        return self.root / "mlartifacts"

    def tracking_uri(self) -> str:
        """`MLFLOW_TRACKING_URI` when set, else a sqlite database in the state folder."""
        return os.environ.get("MLFLOW_TRACKING_URI") or f"sqlite:///{self.mlflow_db}"

    def tracker(self):
        """The project's MLflow tracking (artifacts under this folder, not the current directory's ./mlruns)."""
        from infra._tracking import Tracker

        key = (self.tracking_uri(), self.mlflow_artifacts)
        with _TRACKERS_LOCK:
            if key not in _TRACKERS:
                _TRACKERS[key] = Tracker(key[0], artifacts=key[1])
            return _TRACKERS[key]

    def ensure(self) -> "A2RLHome":
        for path in (self.runs, self.data_cache, self.model_cache, self.eval_cache,
                     self.download_cache, self.prefect_home):
            path.mkdir(parents=True, exist_ok=True)
        return self
