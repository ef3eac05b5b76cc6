"""The agent sandbox (bubblewrap), run for real: what an agent can see, reach, and use.

Each test starts a small probe "agent" through `run_with_budget` exactly as a session does
(reaper inside bwrap, cgroup, uid of its own as root, grading API relayed over a Unix
socket), and checks from outside what it could and could not do. Nothing is mocked.
"""

from __future__ import annotations

import json
import os
import socket
import sys
import textwrap
import threading
import time
import uuid
from pathlib import Path

import pytest

from infra import AgentLimits, AgentSandbox, DiskWatch, SandboxPaths, choose_sandbox, make_sandbox, run_with_budget
from infra._sandbox_choice import bwrap_binary, bwrap_works

pytestmark = pytest.mark.skipif(not (bwrap_binary() and bwrap_works(bwrap_binary())[0]),
                                reason="bubblewrap cannot make a sandbox here (apt-get install bubblewrap)")

SECRET = "s3cr3t-judge-key"


class _Layout:
    """A run directory as a session has it, inside a fake A2RL_HOME, plus things to hide."""

    def __init__(self, root: Path) -> None:
        self.home = root / "a2rl-home"
        self.run = self.home / "runs" / "r1"
        self.workspace = self.run / "workspace"
        for sub in ("code", "output", "data", "models"):
            (self.workspace / sub).mkdir(parents=True)
        (self.workspace / "data" / "train.jsonl").write_text('{"q": 1}\n')
        (self.workspace / "models" / "config.json").write_text("{}")
        self.grader = self.run / "grader"
        self.grader.mkdir()
        (self.grader / "ledger.sqlite").write_text("scores")
        self.sealed = self.home / "cache" / "data" / "test.jsonl"
        self.sealed.parent.mkdir(parents=True)
        self.sealed.write_text("sealed answers")
        (self.home / "runs" / "other-run").mkdir()
        (self.home / "runs" / "other-run" / "notes").write_text("other")
        self.mirror = root / "mirror"
        self.mirror.mkdir()
        (self.mirror / "gsm8k.jsonl").write_text("mirror answers")
        self.scratch = self.run / "sandbox"

    def paths(self) -> SandboxPaths:
        return SandboxPaths(workspace=self.workspace, read_only=[self.workspace / "data", self.workspace / "models"],
                            scratch=self.scratch, hidden=[self.home, self.mirror])


def _sandbox(layout: _Layout, network: str = "none", **limits) -> AgentSandbox:
    box = make_sandbox("bwrap", network, AgentLimits(**limits), layout.paths(), name=f"t{os.getpid()}{time.time_ns()}")
    box.start()
    return box


def _run(layout: _Layout, box: AgentSandbox, program: str, budget_s: float = 30, env: dict | None = None,
         listen: str | None = None, watch=None):
    probe = layout.workspace / "code" / "probe.py"
    probe.write_text(textwrap.dedent(program))
    os.chmod(probe, 0o644)
    base = {"PATH": os.environ["PATH"], "WORKSPACE": str(layout.workspace), **(env or {})}
    try:
        return run_with_budget([sys.executable, str(probe)], env=base, cwd=layout.workspace,
                               log_path=layout.run / "agent.log", budget_s=budget_s, grace_s=2, sandbox=box,
                               listen=listen, watch=watch)
    finally:
        box.finish()


def _report(layout: _Layout) -> dict:
    path = layout.workspace / "output" / "report.json"
    assert path.is_file(), (layout.run / "agent.log").read_text()[-3000:]
    return json.loads(path.read_text())


PROBE = """
import json, os, socket, subprocess
ws = os.environ["WORKSPACE"]
out = {}
def can_read(p):
    try:
        open(p).read(); return True
    except OSError:
        return False
def can_write(p):
    try:
        with open(p, "w") as fh: fh.write("x")
        return True
    except OSError:
        return False
out["uid"] = os.getuid()
out["env"] = sorted(os.environ)
out["secret_in_env"] = any(__SECRET__ in v for v in os.environ.values())
out["read"] = {k: can_read(p) for k, p in __PATHS__.items()}
out["write"] = {k: can_write(p) for k, p in {
    "output": ws + "/output/x", "code": ws + "/code/x", "tmp": "/tmp/x", "home": os.path.expanduser("~/x"),
    "shm": "/dev/shm/x", "data": ws + "/data/train.jsonl", "models": ws + "/models/config.json", "package": __PACKAGE__ + "/x",
    "python": __PREFIX__ + "/x"}.items()}
out["exists"] = {k: os.path.exists(p) for k, p in __PATHS__.items()}
out["pids"] = sorted(int(p) for p in os.listdir("/proc") if p.isdigit())
try:
    socket.create_connection(("127.0.0.1", __HOST_PORT__), timeout=2).close(); out["host_port"] = True
except OSError:
    out["host_port"] = False
url = os.environ.get("GRADING_SERVER_URL")
if url:
    import urllib.request
    try:
        out["grader"] = json.load(urllib.request.urlopen(url + "/health", timeout=10))
    except Exception as exc:
        out["grader"] = repr(exc)
json.dump(out, open(ws + "/output/report.json", "w"))
"""


@pytest.fixture
def host_server():
    """A TCP server on the host's loopback, standing for the harness's other services (Ray, Prefect)."""
    server = socket.socket()
    server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    server.bind(("127.0.0.1", 0))
    server.listen(8)
    stop = threading.Event()

    def accept():
        server.settimeout(0.2)
        while not stop.is_set():
            try:
                server.accept()[0].close()
            except OSError:
                continue

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    yield server.getsockname()[1]
    stop.set()
    thread.join()
    server.close()


@pytest.fixture
def grader(tmp_path):
    """A real grading server (FastAPI over uvicorn) with a Unix socket, as a session starts it."""
    from graders import GradingServer, GradingService, GradingSettings, Ledger

    def start(box: AgentSandbox, workspace: Path):
        settings = GradingSettings(task="arithmetic", workspace=workspace, grader_dir=tmp_path / "g",
                                   start_time=time.time(), budget_s=600, max_artifact_bytes=2**30)
        service = GradingService(settings, Ledger(tmp_path / "ledger.sqlite"), evaluate=lambda p: None)
        return GradingServer(service, unix_socket=box.socket_path)

    return start


def _probe(layout: _Layout, host_port: int) -> str:
    paths = {"sealed": str(layout.sealed), "ledger": str(layout.grader / "ledger.sqlite"),
             "other_run": str(layout.home / "runs" / "other-run" / "notes"), "mirror": str(layout.mirror / "gsm8k.jsonl"),
             "root_home": "/root/.bash_history", "data": str(layout.workspace / "data" / "train.jsonl"),
             "package": str(Path(__file__).resolve().parents[2] / "infra" / "_sandbox.py")}
    values = {"__SECRET__": repr(SECRET), "__PATHS__": repr(paths),
              "__PACKAGE__": repr(str(Path(__file__).resolve().parents[2])),
              "__PREFIX__": repr(os.path.realpath(sys.prefix)), "__HOST_PORT__": str(host_port)}
    program = PROBE
    for key, value in values.items():
        program = program.replace(key, value)
    return program


def test_the_agent_sees_its_workspace_and_nothing_of_the_harness(tmp_path, host_server, grader):
    layout = _Layout(tmp_path)
    box = _sandbox(layout)
    with grader(box, layout.workspace) as server:
        env = {"GRADING_SERVER_URL": server.url, "A2RL_JUDGE_API_KEY": SECRET}
        outcome = _run(layout, box, _probe(layout, host_server), env=env, listen=f"127.0.0.1:{server.port}")
    assert outcome.exit_code == 0, (layout.run / "agent.log").read_text()[-3000:]
    report = _report(layout)
    # Sealed data, the ledger, other runs, a data mirror: not there at all.
    for hidden in ("sealed", "ledger", "other_run", "mirror"):
        assert report["exists"][hidden] is False, hidden
    assert report["read"]["data"] and report["read"]["package"]
    assert not report["read"]["root_home"]
    # Writable: its own folders only; the base model, train data, the package and Python are read-only.
    # /dev/shm too (Ray's object store lives there), a private one.
    assert report["write"] == {"output": True, "code": True, "tmp": True, "home": True, "shm": True, "data": False,
                               "models": False, "package": False, "python": False}
    # The environment holds only what the caller passed (the key arrives because the caller
    # passed it here; agent_env is what keeps the harness's keys out, see test_launch_env).
    assert report["secret_in_env"] is True
    if os.geteuid() == 0:
        assert report["uid"] != 0 and report["uid"] == box.uid
    # Its own pid namespace: a handful of processes, none of the harness's.
    assert os.getpid() not in report["pids"] and len(report["pids"]) < 10
    # No network to the host's services, but the grading API answers through the relay.
    assert report["host_port"] is False
    assert report["grader"]["status"] == "ok", report["grader"]
    assert box.report.backend == "bwrap" and box.report.network == "none"


def test_with_network_open_the_grader_is_reached_directly(tmp_path, host_server, grader):
    layout = _Layout(tmp_path)
    box = _sandbox(layout, network="open")
    assert box.socket_path is None
    with grader(box, layout.workspace) as server:
        outcome = _run(layout, box, _probe(layout, host_server), env={"GRADING_SERVER_URL": server.url})
    assert outcome.exit_code == 0
    report = _report(layout)
    assert report["host_port"] is True and report["grader"]["status"] == "ok"
    assert report["exists"]["sealed"] is False


def test_the_harness_keys_never_reach_the_agent_environment(tmp_path):
    from agents import get_agent
    from agents._launch import agent_env

    spec = get_agent("example")
    source = {"PATH": "/usr/bin", "A2RL_JUDGE_API_KEY": SECRET, "OPENAI_API_KEY": SECRET, "A2RL_HOME": "/h",
              "MLFLOW_TRACKING_URI": "sqlite:///x", "A2RL_SEARCH_API_KEY": SECRET, "AWS_SECRET_ACCESS_KEY": SECRET,
              "OMP_NUM_THREADS": "1", "RAY_ADDRESS": "10.0.0.1:6379", "RAY_AUTH_TOKEN": SECRET}
    env = agent_env(spec, task="t", base_model="m", workspace=tmp_path, model_dir=tmp_path, data_dir=tmp_path,
                    output_dir=tmp_path, grading_url="http://127.0.0.1:1", source=source,
                    task_env={"A2RL_WEBSHOP_URL": "http://shop"})
    assert SECRET not in env.values()
    assert not {"A2RL_HOME", "MLFLOW_TRACKING_URI"} & set(env)
    # The grader's Ray cluster, even for an agent.yaml that asks for everything.
    greedy = spec.model_copy(update={"passthrough": ["*"], "requires": spec.requires.model_copy(
        update={"env": ["RAY_ADDRESS"]})})
    for s in (spec, greedy):
        env_ = agent_env(s, task="t", base_model="m", workspace=tmp_path, model_dir=tmp_path, data_dir=tmp_path,
                         output_dir=tmp_path, grading_url="http://127.0.0.1:1", source=source)
        assert not [k for k in env_ if k.startswith("RAY_")], env_
    assert env["OMP_NUM_THREADS"] == "1" and env["A2RL_WEBSHOP_URL"] == "http://shop"
    # An agent that declares its API key gets exactly that one.
    declared = spec.model_copy(update={"requires": spec.requires.model_copy(update={"env": ["OPENAI_API_KEY"]})})
    env = agent_env(declared, task="t", base_model="m", workspace=tmp_path, model_dir=tmp_path, data_dir=tmp_path,
                    output_dir=tmp_path, grading_url="http://127.0.0.1:1", source=source)
    assert env["OPENAI_API_KEY"] == SECRET and "A2RL_JUDGE_API_KEY" not in env


def test_a_daemon_started_in_the_sandbox_dies_at_the_deadline(tmp_path):
    layout = _Layout(tmp_path)
    box = _sandbox(layout)
    program = """
    import os, subprocess, time
    ws = os.environ["WORKSPACE"]
    subprocess.Popen(["setsid", "nohup", "sh", "-c", "while true; do date >> " + ws + "/output/beat; sleep 0.2; done"],
                     start_new_session=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(60)
    """
    outcome = _run(layout, box, program, budget_s=3)
    assert outcome.timed_out
    beat = layout.workspace / "output" / "beat"
    assert beat.is_file()
    size = beat.stat().st_size
    time.sleep(1.5)
    assert beat.stat().st_size == size, "something the agent started still writes after the deadline"


def _cgroups_here() -> bool:
    from infra._cgroups import CgroupLimits

    group, _ = CgroupLimits.create(f"a2rl-probe-{os.getpid()}", memory_bytes=None, pids=64, cpus=None)
    if group is None:
        return False
    group.remove()
    return True


@pytest.mark.skipif(not _cgroups_here(), reason="no writable cgroup hierarchy here (needs root or delegation)")
def test_a_fork_bomb_hits_the_process_limit_and_the_session_goes_on(tmp_path):
    layout = _Layout(tmp_path)
    box = _sandbox(layout, pids=64)
    program = """
    import os, json, time
    ws = os.environ["WORKSPACE"]
    children, refused = [], 0
    for _ in range(200):
        try:
            pid = os.fork()
        except OSError:
            refused += 1
            continue
        if pid == 0:
            time.sleep(5); os._exit(0)
        children.append(pid)
    json.dump({"forked": len(children), "refused": refused}, open(ws + "/output/report.json", "w"))
    """
    outcome = _run(layout, box, program, budget_s=20)
    report = _report(layout)
    assert report["forked"] < 64 and report["refused"] > 0
    assert outcome.exit_code == 0
    assert any("refused at the process limit" in n for n in box.report.notes)


@pytest.mark.skipif(not _cgroups_here(), reason="no writable cgroup hierarchy here (needs root or delegation)")
def test_memory_beyond_the_limit_kills_the_agent_process_not_the_harness(tmp_path):
    layout = _Layout(tmp_path)
    box = _sandbox(layout, memory_bytes=256 * 2**20)
    program = """
    import os
    open(os.environ["WORKSPACE"] + "/output/started", "w").write("1")
    hog = [bytearray(32 * 2**20) for _ in range(64)]  # 2 GiB, touched
    open(os.environ["WORKSPACE"] + "/output/survived", "w").write("1")
    """
    outcome = _run(layout, box, program, budget_s=60)
    assert (layout.workspace / "output" / "started").is_file()
    assert not (layout.workspace / "output" / "survived").exists()
    assert outcome.exit_code != 0
    assert "memory: 0.2 GiB (cgroup" in box.report.line()


def test_filling_the_disk_ends_the_session_at_its_quota(tmp_path):
    layout = _Layout(tmp_path)
    box = _sandbox(layout, disk_bytes=64 * 2**20)
    program = """
    import os, time
    ws = os.environ["WORKSPACE"]
    i = 0
    while True:  # a checkpoint every step, never deleting one
        with open(f"{ws}/output/ckpt-{i}.safetensors", "wb") as fh:
            fh.write(os.urandom(8 * 2**20))
        i += 1
        time.sleep(0.05)
    """
    watch = DiskWatch(box.disk_paths(), 64 * 2**20, every_s=0.2)
    outcome = _run(layout, box, program, budget_s=60, watch=watch)
    assert outcome.stopped and "disk quota" in outcome.stopped and not outcome.timed_out
    assert watch.peak < 256 * 2**20, "the quota was overshot by far"
    assert outcome.duration_s < 30


def test_one_file_cannot_outgrow_the_quota(tmp_path):
    layout = _Layout(tmp_path)
    box = _sandbox(layout, disk_bytes=16 * 2**20)
    program = """
    import os, json
    ws = os.environ["WORKSPACE"]
    try:
        with open(ws + "/output/huge", "wb") as fh:
            fh.write(b"x" * (64 * 2**20))
        result = "wrote"
    except OSError as exc:
        result = type(exc).__name__
    json.dump({"result": result}, open(ws + "/output/report.json", "w"))
    """
    _run(layout, box, program, budget_s=30)
    assert _report(layout)["result"] != "wrote"
    assert (layout.workspace / "output" / "huge").stat().st_size <= 16 * 2**20


def test_unsandboxed_needs_an_explicit_opt_in():
    from infra import UsageError

    with pytest.raises(UsageError, match="--allow-unsandboxed"):
        choose_sandbox("none")
    assert choose_sandbox("none", allow_unsandboxed=True) == "none"
    assert choose_sandbox("auto") == "bwrap"


@pytest.mark.parametrize("tmpfs", [True, False], ids=["tmpfs", "scratch-folder"])
def test_dev_shm_is_private_and_writable_for_the_agent(tmp_path, monkeypatch, tmpfs):
    """Ray's object store needs it; bubblewrap before 0.5 cannot open a tmpfs's mode (`--perms`),
    so there it is a folder of the session's scratch instead."""
    import infra._bwrap as sandbox

    if tmpfs and not sandbox.bwrap_has_perms(bwrap_binary()):
        pytest.skip("this bubblewrap has no --perms")
    monkeypatch.setattr(sandbox, "bwrap_has_perms", lambda binary: tmpfs)
    marker = f"a2rl-shm-{uuid.uuid4().hex}"
    layout = _Layout(tmp_path)
    box = _sandbox(layout)
    program = f"""
    import os
    open("/dev/shm/{marker}", "w").write("x")
    print("uid", os.getuid(), sorted(os.listdir("/dev/shm")))
    """
    outcome = _run(layout, box, program, budget_s=20)
    log = (layout.run / "agent.log").read_text()
    assert outcome.exit_code == 0, log[-3000:]
    assert f"['{marker}']" in log, log[-3000:]  # nothing of the host's /dev/shm
    assert not os.path.exists(f"/dev/shm/{marker}")
    assert (layout.scratch / "shm" / marker).exists() is (not tmpfs)


def test_backends_are_found_by_name_and_a_new_one_registers_itself(tmp_path):
    from infra import sandbox_backends

    assert sandbox_backends() == ["bwrap", "docker", "none"]
    paths = SandboxPaths(workspace=tmp_path / "ws", scratch=tmp_path / "scratch")
    plain = make_sandbox("none", "none", AgentLimits(memory_bytes=2**30), paths, name="t")
    plain.start()
    assert plain.report.enforced["memory"] == "1.0 GiB (NOT enforced: unsandboxed)" and plain.socket_path is None
    assert not plain.private_home and plain.records_processes

    class Jail(AgentSandbox):
        backend = "jail-for-test"

        def _enforce(self) -> None:
            self._limits_held("jail limit")

    try:
        box = make_sandbox("jail-for-test", "none", AgentLimits(), paths, name="t")
        box.start()
        assert isinstance(box, Jail) and box.report.enforced == {"pids": "4096 (jail limit)"}
    finally:
        AgentSandbox.registry.pop("jail-for-test")
    with pytest.raises(ValueError, match="bwrap, docker, none"):
        make_sandbox("nope", "none", AgentLimits(), paths, name="t")
