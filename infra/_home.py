"""The state folder: every run, cache and database a2rl writes lives under one root."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from infra._errors import A2RLError
from infra._extras import PROJECT_ROOT
from infra._files import file_lock, write_atomic
from infra._versions import installed_version

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
    def resolve(cls, home: str | os.PathLike[str] | None = None) -> A2RLHome:
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

    def ensure(self) -> A2RLHome:
        """Create the folders and, once, the tracking databases: safe when several runs, sweeps or
        deployments start at the same moment in a new home."""
        for path in (self.runs, self.data_cache, self.model_cache, self.eval_cache,
                     self.download_cache, self.prefect_home):
            path.mkdir(parents=True, exist_ok=True)
        _create_stores(self)
        return self


# -- the tracking databases, created once -----------------------------------------------------
def _prefect_is_ours(home: A2RLHome) -> bool:
    """Prefect's temporary server on this home's database (no API URL or database URL set elsewhere)."""
    if os.environ.get("PREFECT_API_URL"):
        return False
    if os.environ.get("PREFECT_API_DATABASE_CONNECTION_URL") or os.environ.get("PREFECT_SERVER_DATABASE_CONNECTION_URL"):
        return False
    return Path(os.environ.get("PREFECT_HOME") or "~/.prefect").expanduser().resolve() == home.prefect_home


def _wanted(home: A2RLHome) -> dict[str, str | None]:
    uri = home.tracking_uri()
    return {"mlflow": f"{uri} {installed_version('mlflow')}" if uri.startswith("sqlite:") else None,
            "prefect": f"{home.prefect_home} {installed_version('prefect')}" if _prefect_is_ours(home) else None}


def _made(marker: Path) -> dict[str, str]:
    try:
        return json.loads(marker.read_text())
    except (OSError, ValueError):
        return {}


def _create_stores(home: A2RLHome) -> None:
    """A home's tracking databases (MLflow's, and Prefect's when its temporary server is used),
    created once under a lock.

    Each a2rl command otherwise creates them on first use, and several commands starting at once
    in a new home would each run the same schema migrations on the same sqlite file (alembic:
    `_alembic_tmp_experiments already exists`, `expected to match one row … 0 found`). The lock
    makes the first one build them while the others wait; a marker holding the versions that
    built them makes every later command skip the work, and an upgrade of either redoes it.
    """
    marker = home.root / "stores.json"
    want = _wanted(home)
    if all(v is None or _made(marker).get(k) == v for k, v in want.items()):
        return
    with file_lock(home.root / "stores"):
        have = _made(marker)
        if want["mlflow"] and have.get("mlflow") != want["mlflow"]:
            _create_mlflow_schema(home)
            have["mlflow"] = want["mlflow"]
        if want["prefect"] and have.get("prefect") != want["prefect"]:
            _migrate_prefect()
            have["prefect"] = want["prefect"]
        write_atomic(marker, json.dumps(have, indent=1))


def _create_mlflow_schema(home: A2RLHome) -> None:
    """MLflow's tables and migrations, as its client makes them on first use. Not the experiment:
    `a2rl stack up` comes here before its server exists, and an experiment made now would keep its
    artifacts in a local folder instead of the server's store (concurrent creation of it is handled
    where it is made, in `Tracker`)."""
    import logging

    for name in ("alembic", "mlflow.store.db.utils"):  # migrations log at INFO on a new database
        logging.getLogger(name).setLevel(logging.WARNING)
    from mlflow.store.tracking.sqlalchemy_store import SqlAlchemyStore

    SqlAlchemyStore(home.tracking_uri(), home.mlflow_artifacts.resolve().as_uri()).engine.dispose()


def _migrate_prefect() -> None:
    """What Prefect's server does to its database on start: migrations, block types (infra._prefect_db)."""
    proc = subprocess.run([sys.executable, "-m", "infra._prefect_db"], cwd=PROJECT_ROOT,
                          capture_output=True, text=True, timeout=600,
                          env={**os.environ, "PREFECT_LOGGING_LEVEL": "WARNING"})
    if proc.returncode != 0:
        raise A2RLError(f"could not create Prefect's database in {os.environ.get('PREFECT_HOME')}: "
                        f"{(proc.stderr or proc.stdout).strip()[-500:]}")
