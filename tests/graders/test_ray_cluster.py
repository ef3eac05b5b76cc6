"""Evaluation on an existing Ray cluster, as a user runs it: a real `ray start --head` (token
authentication on, Ray 2.60's default once a token exists), `a2rl eval --ray-address` in a
subprocess, the cluster's own job table as the witness; and the cluster-launcher config checked
by Ray's own config preparation and schema."""

from __future__ import annotations

import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import psutil
import pytest
import yaml

from infra import UsageError

REPO = Path(__file__).resolve().parents[2]
TOKEN = secrets.token_hex(16)
AUTH = {"RAY_AUTH_MODE": "token", "RAY_AUTH_TOKEN": TOKEN}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _cluster_processes(temp: Path) -> list[psutil.Process]:
    """The cluster's daemons (their command lines name its temp dir) and everything they started
    (workers rename themselves `ray::…`, so they are found as children)."""
    found: dict[int, psutil.Process] = {}
    for proc in psutil.process_iter(["cmdline"]):
        try:
            if proc.pid != os.getpid() and str(temp) in " ".join(proc.info["cmdline"] or []):
                found[proc.pid] = proc
                found.update({c.pid: c for c in proc.children(recursive=True)})
        except (psutil.NoSuchProcess, psutil.AccessDenied):
            continue
    return list(found.values())


def _stop_cluster(temp: Path) -> list[str]:
    """`ray stop` for this cluster only (plain `ray stop` ends every Ray on the machine, the test
    session's own included): SIGTERM, a grace period, SIGKILL. Returns what is still alive."""
    procs = _cluster_processes(temp)
    for proc in procs:
        try:
            proc.send_signal(signal.SIGTERM)
        except psutil.NoSuchProcess:
            pass
    _, alive = psutil.wait_procs(procs, timeout=3)
    for proc in alive:
        try:
            proc.kill()
        except psutil.NoSuchProcess:
            pass
    psutil.wait_procs(alive, timeout=10)
    return [f"{p.pid} {p.name()}" for p in _cluster_processes(temp) if p.is_running()
            and p.status() != psutil.STATUS_ZOMBIE]


@pytest.fixture(scope="module")
def cluster():
    """A one-node Ray cluster with 2 CPUs and no GPU: (address, temp dir)."""
    # Ray's socket paths live under the temp dir and must stay under ~100 characters.
    temp = Path(tempfile.mkdtemp(prefix="ray", dir="/tmp"))
    port = _free_port()
    env = {**os.environ, **AUTH}
    log = temp / "start.log"
    with log.open("w") as out:  # not a pipe: Ray's daemons would hold it open
        code = subprocess.call([sys.executable, "-m", "ray.scripts.scripts", "start", "--head", "--port", str(port),
                                "--num-cpus", "2", "--include-dashboard=false", "--temp-dir", str(temp),
                                "--disable-usage-stats"], env=env, stdout=out, stderr=subprocess.STDOUT, timeout=120)
    try:
        assert code == 0, log.read_text()[-3000:]
        yield f"127.0.0.1:{port}", temp
    finally:
        left = _stop_cluster(temp)
        shutil.rmtree(temp, ignore_errors=True)
        assert not left, f"processes of the test's Ray cluster still alive: {left}"


def _inspect(address: str, home: Path) -> dict:
    """From another process: the cluster's job table, and its node checks (graders.engine._ray_cluster)."""
    script = """
import json, sys
from pathlib import Path
import ray
from ray._raylet import GcsClient
from graders.engine._ray_cluster import node_problems
address, home = sys.argv[1], Path(sys.argv[2])
jobs = {j.hex(): {"entrypoint": i.entrypoint, "dead": i.is_dead} for j, i in GcsClient(address=address).get_all_job_info().items()}
ray.init(address=address, log_to_driver=False, logging_level="ERROR")
print(json.dumps({"jobs": jobs, "shared": node_problems(home), "unshared": node_problems(home, "no-such-marker")}))
"""
    proc = subprocess.run([sys.executable, "-c", script, address, str(home)], capture_output=True, text=True,
                          env={**os.environ, **AUTH}, timeout=120, cwd=str(REPO))
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_eval_runs_on_the_cluster_it_is_given(cluster, run_cli, home):
    from mlflow.tracking import MlflowClient

    address, _ = cluster
    proc = run_cli("eval", "--task", "arithmetic", "--model", "tiny", "--ray-address", address, "--home",
                   str(home.root), "--json", env=AUTH, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    summary = json.loads(proc.stdout.strip().splitlines()[-1])
    assert summary["status"] == "done" and summary["n_items"] == 100
    ray_ = summary["ray"]
    assert ray_["address"] == address and ray_["nodes"] == 1 and ray_["cpus"] == 2 and ray_["gpus"] == 0
    seen = _inspect(address, home.root)
    # The cluster itself knows the evaluation: its job is this command line, and it has ended.
    job = seen["jobs"][ray_["job_id"]]
    assert "flows.cli eval" in job["entrypoint"] and f"--ray-address {address}" in job["entrypoint"], job
    assert job["dead"]
    run = MlflowClient(tracking_uri=home.tracking_uri()).get_run(summary["mlflow_run_id"])
    assert run.data.params["ray_address"] == address and run.data.params["ray_nodes"] == "1"
    # Every node sees the state folder and runs this a2rl; a folder it cannot see is reported.
    assert seen["shared"] == []
    assert len(seen["unshared"]) == 1 and "A2RL_HOME must be on storage every node mounts" in seen["unshared"][0]


def test_a_cluster_that_cannot_be_used_is_exit_2_in_seconds(cluster, run_cli, home):
    address, _ = cluster
    args = ("eval", "--task", "arithmetic", "--model", "tiny", "--home", str(home.root))
    started = time.monotonic()
    nobody = f"127.0.0.1:{_free_port()}"
    proc = run_cli(*args, "--ray-address", nobody, timeout=120)
    assert proc.returncode == 2, proc.stderr[-3000:]
    assert time.monotonic() - started < 30  # Ray's own ray.init waits minutes for an address like this
    line = proc.stderr.strip().splitlines()[-1]
    assert line.startswith(f"a2rl: error: no Ray cluster answers at {nobody}")
    assert "ray start --head" in line and "drop --ray-address" in line
    # Without the cluster's token: what to set, not Ray's retry loop.
    proc = run_cli(*args, "--ray-address", address, env={"RAY_AUTH_MODE": "disabled"}, timeout=120)
    assert proc.returncode == 2 and "uses token authentication: set RAY_AUTH_MODE=token" in proc.stderr
    # A CPU-only cluster cannot run --device cuda: said before the flow, not a worker pending for ever.
    proc = run_cli(*args, "--ray-address", address, "--device", "cuda", env=AUTH, timeout=120)
    assert proc.returncode == 2, proc.stderr[-3000:]
    assert f"--device cuda, but the Ray cluster at {address} has no GPU" in proc.stderr


@pytest.mark.parametrize("address", ["http://head:8265", "head", "ray://head", "head:port"])
def test_an_address_ray_cannot_join_is_named(address):
    from graders.engine import check_ray_address

    with pytest.raises(UsageError, match="host:port"):
        check_ray_address(address)


def test_the_cluster_launcher_config_is_one_ray_up_accepts():
    from ray.autoscaler._private.util import prepare_config, validate_config

    config = yaml.safe_load((REPO / "infra" / "ray-cluster.yaml").read_text())
    assert config["cluster_name"] and config["auth"]["ssh_user"]
    assert config["provider"]["type"] == "local" and config["provider"]["head_ip"]
    assert config["provider"]["worker_ips"]
    assert any("ray start --head" in c for c in config["head_start_ray_commands"])
    workers = [c for c in config["worker_start_ray_commands"] if "ray start --address=" in c]
    assert workers and all("--num-gpus=" in c for c in workers)  # GPUs as Ray resources
    assert any("-c ~/a2rl/constraints.txt" in c for c in config["setup_commands"])  # a2rl as the project pins it
    assert any("A2RL_HOME=/mnt/a2rl" in c for c in config["setup_commands"])
    assert any("mount" in c and "/mnt/a2rl" in c for c in config["initialization_commands"])
    validate_config(prepare_config(config))  # what `ray up` does before it connects anywhere
