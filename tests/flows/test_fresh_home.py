"""Four `a2rl run` started at the same moment in a new home: its databases (MLflow's, and the
Prefect database each run's temporary server opens) are created once, under a lock, and every
run ends with rc 0.

Each run here spawns Prefect's temporary server on the new home's database, as a user without
`a2rl stack up` gets, instead of the session's shared server that `run_cli` points at. Without
the lock, runs failed migrating the databases at once, or hung: a temporary server that lost the
race to register Prefect's block types wrote its traceback into a pipe nobody read.
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys

RUNS = 4


def test_four_runs_started_at_once_in_a_new_home_all_finish(home, tmp_path):
    new = tmp_path / "new-home"
    # The models are built once per machine (a lock guards that already); the databases are the point.
    (new / "cache").mkdir(parents=True)
    (new / "cache" / "models").symlink_to(home.model_cache.resolve())
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PREFECT_", "MLFLOW_", "A2RL_HOME"))}
    env["PREFECT_SERVER_ANALYTICS_ENABLED"] = "false"
    procs = [subprocess.Popen([sys.executable, "-m", "flows.cli", "run", "--agent", "copy-base", "--model", "tiny",
                               "--budget", "20", "--json", "--home", str(new)],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                              cwd=tmp_path) for _ in range(RUNS)]
    results = []
    for p in procs:
        out, err = p.communicate(timeout=600)
        results.append((p.returncode, out, err))
    for rc, _out, err in results:
        assert rc == 0, err[-3000:]
    summaries = [json.loads(out.strip().splitlines()[-1]) for _, out, _ in results]
    assert len({s["run_dir"] for s in summaries}) == RUNS
    assert all(s["final_score"] == s["baseline_score"] for s in summaries)
    # One experiment, four parent runs in it; Prefect's database holds the four flow runs.
    with sqlite3.connect(new / "mlflow.db") as db:
        experiments = db.execute("SELECT name FROM experiments WHERE lifecycle_stage = 'active'").fetchall()
        parents = db.execute("SELECT COUNT(*) FROM runs r WHERE NOT EXISTS (SELECT 1 FROM tags t WHERE "
                             "t.run_uuid = r.run_uuid AND t.key = 'mlflow.parentRunId')").fetchone()[0]
    assert [e for e in experiments if e[0] != "Default"] and parents == RUNS, (experiments, parents)
    with sqlite3.connect(new / "prefect" / "prefect.db") as db:
        assert db.execute("SELECT COUNT(*) FROM flow_run").fetchone()[0] >= RUNS
    marker = json.loads((new / "stores.json").read_text())
    assert marker["mlflow"] and marker["prefect"]
    # The block types Prefect's server registers on start were registered once, before any server.
    assert "block_auto_registration" in (new / "prefect" / "memo_store.toml").read_text()
