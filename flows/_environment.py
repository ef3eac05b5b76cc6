"""The process's environment for a state folder: Prefect, MLflow and Ray pointed inside it."""

from __future__ import annotations

import os

from infra import A2RLHome

__all__ = ["environment"]


def environment(home: A2RLHome, ray_address: str | None = None) -> None:
    """Point Prefect (and everything else) at the state folder before anything imports it.

    `ray_address`: evaluate on that Ray cluster (`--ray-address`; else $RAY_ADDRESS, else a local Ray).
    """
    home.root.mkdir(parents=True, exist_ok=True)
    if ray_address:
        os.environ["RAY_ADDRESS"] = ray_address
    os.environ["A2RL_HOME"] = str(home.root)
    from infra import Stack

    for key, value in Stack(home=home).env().items():  # `a2rl stack up` of this home: use its servers
        os.environ.setdefault(key, value)  # unless the user points PREFECT_API_URL / MLFLOW_TRACKING_URI elsewhere
    # With a tracking server MLflow writes "View run … at: URL" to stdout for every finished (child) run.
    os.environ.setdefault("MLFLOW_SUPPRESS_PRINTING_URL_TO_STDOUT", "true")
    os.environ.setdefault("PREFECT_HOME", str(home.prefect_home))
    if os.environ["PREFECT_HOME"] == str(home.prefect_home):
        from infra._orphans import stop_orphaned_prefect_servers

        stop_orphaned_prefect_servers(home.prefect_home)  # left by a harness killed earlier
    os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")
    # The temporary server Prefect starts when no API is configured gets 20 s by default, which a
    # busy machine (an evaluation on every core) can miss.
    os.environ.setdefault("PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS", "120")
    os.environ.setdefault("PREFECT_LOGGING_LEVEL", "WARNING")
    os.environ.setdefault("PREFECT_LOGGING_SERVER_LEVEL", "WARNING")
    os.environ.setdefault("PREFECT_SERVER_LOGGING_LEVEL", "WARNING")
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    os.environ.setdefault("RAY_DEDUP_LOGS", "0")
    home.ensure()  # after the variables above: it creates Prefect's database where they point
