"""MLflow tracking through an explicit client: no global tracking URI, safe from threads."""

from __future__ import annotations

import logging
import math
from collections.abc import Mapping
from pathlib import Path

EXPERIMENT = "a2rl"
# Tags every run of a benchmark carries, its child runs (baseline, submissions, final test) included,
# so MLflow's search and compare views line runs up by them: `tags.a2rl.agent = 'claude'`.
LINEUP_TAGS = ("a2rl.task", "a2rl.agent", "a2rl.driver", "a2rl.model", "a2rl.seed", "a2rl.selection_rule")


class Tracker:
    """One parent MLflow run per benchmark run; child runs for the baseline and each evaluation."""

    def __init__(self, tracking_uri: str, experiment: str = EXPERIMENT, artifacts: Path | None = None) -> None:
        """`artifacts`: where a new experiment keeps its artifacts (MLflow's default is ./mlruns of
        whatever folder the first run happened to start in). Ignored for a tracking server (http(s)):
        its own artifact store decides, so clients on other machines need no shared folder."""
        # MLflow logs alembic migrations at INFO on first use of a database.
        for name in ("alembic", "mlflow.store.db.utils"):
            logging.getLogger(name).setLevel(logging.WARNING)
        from mlflow.tracking import MlflowClient

        self.uri = tracking_uri
        self.client = MlflowClient(tracking_uri=tracking_uri)
        found = self.client.get_experiment_by_name(experiment)
        local = artifacts is not None and not tracking_uri.startswith(("http://", "https://"))
        if found is None:
            from mlflow.exceptions import MlflowException

            try:
                found = self.client.get_experiment(self.client.create_experiment(
                    experiment, artifact_location=artifacts.resolve().as_uri() if local else None))
            except MlflowException:  # another run in this home created it a moment ago
                found = self.client.get_experiment_by_name(experiment)
                if found is None:
                    raise
        self.experiment_id = found.experiment_id
        self._lineup: dict[str, dict[str, str]] = {}

    def start(self, name: str, tags: Mapping[str, str] | None = None, parent: str | None = None) -> str:
        all_tags = dict(tags or {})
        if parent:
            all_tags["mlflow.parentRunId"] = parent
        run = self.client.create_run(self.experiment_id, run_name=name, tags=all_tags)
        return run.info.run_id

    def child(self, parent: str, key: str, name: str | None = None, tags: Mapping[str, str] | None = None) -> str:
        """The child run `key` of `parent`: created once, found again by a resumed run (never duplicated)."""
        found = self.client.search_runs(
            [self.experiment_id], max_results=1,
            filter_string=f"tags.`mlflow.parentRunId` = '{parent}' and tags.`a2rl.key` = '{key}'")
        if found:
            run_id = found[0].info.run_id
            if found[0].info.status != "RUNNING":
                self.client.update_run(run_id, status="RUNNING")
            return run_id
        return self.start(name or key, tags={**self.lineup_tags(parent), **(tags or {}), "a2rl.key": key},
                          parent=parent)

    def lineup_tags(self, run_id: str) -> dict[str, str]:
        """The run's LINEUP_TAGS (a child run gets its parent's)."""
        if run_id not in self._lineup:
            tags = self.client.get_run(run_id).data.tags
            self._lineup[run_id] = {k: tags[k] for k in LINEUP_TAGS if k in tags}
        return self._lineup[run_id]

    def reopen(self, run_id: str) -> None:
        """A resumed run continues its MLflow run: RUNNING again until it finishes."""
        self.client.update_run(run_id, status="RUNNING")

    def params(self, run_id: str, params: Mapping[str, object]) -> None:
        from mlflow.exceptions import MlflowException

        for key, value in params.items():
            try:
                self.client.log_param(run_id, key, str(value)[:6000])
            except MlflowException:
                # Params are write-once: a resumed run logging one again keeps the first value.
                logging.getLogger(__name__).debug("param %s of run %s already set", key, run_id)

    def metrics(self, run_id: str, metrics: Mapping[str, float | None], step: int = 0) -> None:
        for key, value in metrics.items():
            if value is not None and not (isinstance(value, float) and math.isnan(value)):
                self.client.log_metric(run_id, key, float(value), step=step)

    def artifact(self, run_id: str, path: Path, folder: str | None = None) -> None:
        if path.is_dir():
            self.client.log_artifacts(run_id, str(path), folder)
        elif path.exists():
            self.client.log_artifact(run_id, str(path), folder)

    def tag(self, run_id: str, key: str, value: str) -> None:
        self.client.set_tag(run_id, key, value)

    def finish(self, run_id: str, status: str = "FINISHED") -> None:
        self.client.set_terminated(run_id, status=status)

    def ui_hint(self) -> str:
        if self.uri.startswith(("http://", "https://")):
            return self.uri  # a tracking server is its own UI
        return f"mlflow ui --backend-store-uri {self.uri}"
