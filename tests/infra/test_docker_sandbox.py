"""The docker backend: the container specification it produces, and (where an engine answers) a real run.

There is no Docker engine on the machines these tests are written on: the specification is
checked field by field, the way `docker.containers.run(**spec)` reads it; the real container
test runs only where an engine answers and the image is built, and is skipped otherwise.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

import pytest

from infra import AgentLimits, SandboxPaths, make_sandbox
from infra._docker_sandbox import DockerSandbox
from infra._docker_session import IN_CONTAINER_AGENT, IN_CONTAINER_ROOT, container_command, container_env
from infra._sandbox_choice import docker_engine
from infra._sandbox_models import PACKAGE_ROOT, SOCKET_DIR


def _paths(tmp_path: Path) -> SandboxPaths:
    ws = tmp_path / "runs" / "r" / "workspace"
    for sub in ("data", "models", "output", "code"):
        (ws / sub).mkdir(parents=True)
    sock = tmp_path / "sock"
    sock.mkdir()
    return SandboxPaths(workspace=ws, read_only=[ws / "data", ws / "models"], scratch=tmp_path / "scratch",
                        hidden=[tmp_path], socket_dir=sock)


def test_the_container_spec_carries_the_whole_policy(tmp_path):
    paths = _paths(tmp_path)
    limits = AgentLimits(memory_bytes=8 * 2**30, pids=512, cpus="0-3", gpus="0,1")
    spec = DockerSandbox(paths, "none", limits, image="a2rl-agent:test").container_spec(["python", "x.py"], {"A": "1"})
    assert spec["image"] == "a2rl-agent:test" and spec["command"] == ["python", "x.py"]
    assert spec["network_mode"] == "none"
    ws = str(paths.workspace)
    assert spec["volumes"][ws] == {"bind": ws, "mode": "rw"}
    assert spec["volumes"][str(paths.workspace / "data")]["mode"] == "ro"
    assert spec["volumes"][str(paths.workspace / "models")]["mode"] == "ro"
    assert spec["volumes"][str(PACKAGE_ROOT)] == {"bind": IN_CONTAINER_ROOT, "mode": "ro"}
    assert spec["volumes"][str(paths.socket_dir)]["bind"] == SOCKET_DIR
    # Nothing else of the host is mounted: no A2RL_HOME, no grader/, no home folder.
    assert set(spec["volumes"]) == {ws, str(paths.workspace / "data"), str(paths.workspace / "models"),
                                    str(PACKAGE_ROOT), str(paths.socket_dir)}
    assert spec["mem_limit"] == spec["memswap_limit"] == 8 * 2**30
    assert spec["pids_limit"] == 512 and spec["cpuset_cpus"] == "0-3"
    assert spec["cap_drop"] == ["ALL"] and "no-new-privileges" in spec["security_opt"] and spec["init"] is True
    assert not spec["user"].startswith("0:")
    assert set(spec["tmpfs"]) == {"/tmp", "/home/agent"}
    assert spec["read_only"] is True and spec["shm_size"] == "2g"
    [gpu] = spec["device_requests"]
    assert gpu.device_ids == ["0", "1"] and gpu.capabilities == [["gpu"]]
    assert spec["environment"]["A"] == "1" and spec["environment"]["PYTHONPATH"] == IN_CONTAINER_ROOT


def test_network_open_is_a_bridge_and_gpus_none_asks_for_no_device(tmp_path):
    spec = DockerSandbox(_paths(tmp_path), "open", AgentLimits(gpus="none")).container_spec(["true"], {})
    assert spec["network_mode"] == "bridge" and "device_requests" not in spec


def test_commands_and_paths_are_mapped_into_the_container(tmp_path, monkeypatch):
    inside_agent = PACKAGE_ROOT / "agents" / "example"
    command, mounts = container_command(["bash", str(inside_agent / "start.sh")], inside_agent)
    assert command[:2] == ["python", "-c"] and IN_CONTAINER_ROOT in command[2]
    assert command[3:] == ["bash", f"{IN_CONTAINER_ROOT}/agents/example/start.sh"] and mounts == {}
    outside = tmp_path / "my-agent"
    outside.mkdir()
    command, mounts = container_command([sys.executable, str(outside / "run.py")], outside)
    assert command[3:] == ["python", f"{IN_CONTAINER_AGENT}/run.py"]
    assert mounts == {str(outside.resolve()): IN_CONTAINER_AGENT}
    # A harness whose virtualenv lives inside the checkout (the usual `.venv`) still runs *.py
    # launchers on the image's interpreter, not on a path under /opt/a2rl the image lacks.
    in_checkout = str(PACKAGE_ROOT / ".venv" / "bin" / "python")
    monkeypatch.setattr(sys, "executable", in_checkout)
    command, _ = container_command([in_checkout, str(inside_agent / "train.py")], inside_agent)
    assert command[3:] == ["python", f"{IN_CONTAINER_ROOT}/agents/example/train.py"]
    relays = {"A2RL_RELAYS": json.dumps([["127.0.0.1:8123", f"{SOCKET_DIR}/grader.sock"]])}
    env = container_env({"MODEL_PATH": "/w/models/tiny"}, outside, relays)
    assert env["AGENT_DIR"] == IN_CONTAINER_AGENT and env["A2RL_PYTHON"] == "python"
    assert json.loads(env["A2RL_RELAYS"]) == [["127.0.0.1:8123", f"{SOCKET_DIR}/grader.sock"]]
    assert env["MODEL_PATH"] == "/w/models/tiny"  # the workspace keeps its host path inside


def _image_ready() -> str | None:
    client = docker_engine()
    if client is None:
        return "no Docker engine answers here (the spec is tested above)"
    try:
        client.images.get("a2rl-agent:latest")
    except Exception:  # noqa: BLE001
        return "image a2rl-agent:latest is not built (docker build -f infra/docker/Dockerfile -t a2rl-agent .)"
    return None


@pytest.mark.skipif(_image_ready() is not None, reason=str(_image_ready()))
def test_a_real_container_session_reaches_the_grader_and_ends_at_the_deadline(tmp_path):
    from graders import GradingServer, GradingService, GradingSettings, Ledger
    from infra._docker_session import run_container_with_budget

    paths = _paths(tmp_path).model_copy(update={"socket_dir": None})
    box = make_sandbox("docker", "none", AgentLimits(memory_bytes=2**30, pids=256), paths, name="docker-test")
    box.start()
    agent = tmp_path / "agent"
    agent.mkdir()
    (agent / "run.py").write_text(
        "import json, os, time, urllib.request\n"
        "h = json.load(urllib.request.urlopen(os.environ['GRADING_SERVER_URL'] + '/health'))\n"
        "open(os.environ['WORKSPACE'] + '/output/health.json', 'w').write(json.dumps(h))\n"
        "time.sleep(600)\n")
    settings = GradingSettings(task="arithmetic", workspace=paths.workspace, grader_dir=tmp_path / "g",
                               start_time=time.time(), budget_s=600, max_artifact_bytes=2**30)
    service = GradingService(settings, Ledger(tmp_path / "ledger.sqlite"), evaluate=lambda p: None)
    with GradingServer(service, unix_socket=box.socket_path) as server:
        env = {"WORKSPACE": str(paths.workspace), "AGENT_DIR": str(agent), "GRADING_SERVER_URL": server.url}
        outcome = run_container_with_budget(box, [sys.executable, str(agent / "run.py")], env=env,
                                            listen=f"127.0.0.1:{server.port}", log_path=tmp_path / "agent.log",
                                            deadline=lambda: settings.start_time + 20,
                                            grace_s=2)
    box.finish()
    assert outcome.timed_out
    assert json.loads((paths.workspace / "output" / "health.json").read_text())["status"] == "ok"
    assert os.path.exists(tmp_path / "agent.log")
