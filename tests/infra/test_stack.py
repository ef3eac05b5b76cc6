"""`a2rl stack up|down|status`: a real Prefect server and a real MLflow server, started by the CLI as
a user would (subprocesses), checked over HTTP and in /proc by the test itself.

One stack for the module (a start costs 20-70 s on a loaded 2-core machine), used by tests in any
order. Its teardown stops it with `a2rl stack down` and checks that nothing of it is left: that
check fails the module's last test when it does not hold.
"""

from __future__ import annotations

import json
import os
import re
import signal
import socket
import subprocess
import sys
import textwrap
import time
import urllib.request
from pathlib import Path

import pytest
import yaml

REPO = Path(__file__).resolve().parents[2]
CRASHER = REPO / "tests" / "flows" / "agents" / "crasher"
# Clients of another server must not leak in, and the session's Prefect home is not this test's.
_DROP = ("PREFECT_API_URL", "PREFECT_UI_API_URL", "MLFLOW_TRACKING_URI", "PREFECT_HOME", "A2RL_HOME")
_ENV = {k: v for k, v in os.environ.items() if k not in _DROP}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _a2rl(*args: str, timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "flows.cli", *args], capture_output=True, text=True,
                          env=_ENV, cwd=str(REPO), timeout=timeout)


def _last_json(proc: subprocess.CompletedProcess) -> dict:
    assert proc.returncode == 0, proc.stderr + proc.stdout
    return json.loads(proc.stdout.strip().splitlines()[-1])


def _get(url: str) -> tuple[int, bytes]:
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    with opener.open(url, timeout=10) as resp:
        return resp.status, resp.read()


def _stat(pid: int) -> tuple[str, int] | None:
    try:
        fields = Path(f"/proc/{pid}/stat").read_bytes().rsplit(b")", 1)[1].split()
    except OSError:
        return None
    return fields[0].decode(), int(fields[2])


def _live_stack_processes(pgids: set[int], home: Path) -> list[str]:
    """Processes (not zombies: those have exited and wait for init to collect them) of the recorded
    groups, or whose command line or environment names the test's home (Prefect's command line
    does not: its PREFECT_HOME does)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        stat = _stat(int(entry.name))
        try:
            cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
            environ = (entry / "environ").read_bytes().decode(errors="replace")
        except OSError:
            continue
        if stat is None or stat[0] in ("Z", "X"):
            continue
        if stat[1] in pgids or str(home) in cmdline or f"={home}" in environ:
            found.append(f"{entry.name} (group {stat[1]}): {cmdline[:200]}")
    return found


def _listeners(port: int) -> list[str]:
    """Local addresses listening on `port` (from /proc/net/tcp{,6}), as hex address strings."""
    out = []
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        for line in Path(table).read_text().splitlines()[1:]:
            local, state = line.split()[1], line.split()[3]
            address, hex_port = local.rsplit(":", 1)
            if state == "0A" and int(hex_port, 16) == port:
                out.append(address)
    return out


@pytest.fixture(scope="module")
def stack(tmp_path_factory):
    home = tmp_path_factory.mktemp("stack") / "home"
    ports = {"prefect": _free_port(), "mlflow": _free_port()}
    state_file = home / "stack" / "stack.json"
    pgids: set[int] = set()
    try:  # from before `up`: a test run killed or timed out in it still stops what it started
        t0 = time.monotonic()
        up = _a2rl("stack", "up", "--home", str(home), "--prefect-port", str(ports["prefect"]),
                   "--mlflow-port", str(ports["mlflow"]), "--timeout", "300", "--json", timeout=420)
        started_s = time.monotonic() - t0
        if state_file.exists():
            pgids = {s["pgid"] for s in json.loads(state_file.read_text())["services"]}
        yield {"home": home, "ports": ports, "up": up, "pgids": pgids, "started_s": started_s}
    finally:
        ran = bool(pgids and _live_stack_processes(pgids, home))  # it ran until now
        down = _a2rl("stack", "down", "--home", str(home), "--json", timeout=120)
        if down.returncode != 0 and state_file.exists():  # nothing of it may outlive the test session
            for service in json.loads(state_file.read_text())["services"]:
                try:
                    os.killpg(service["pgid"], signal.SIGKILL)
                except OSError:
                    pass
    if pgids:  # else `up` failed, and the tests said so
        _check_down(home, ports, pgids, ran, down)


def _check_down(home: Path, ports: dict[str, int], pgids: set[int], ran: bool,
                down: subprocess.CompletedProcess) -> None:
    """`a2rl stack down` stopped every process of the stack, freed its ports, and is idempotent."""
    assert ran
    doc = _last_json(down)
    assert not doc["up"] and all(not s["running"] for s in doc["services"])
    assert _live_stack_processes(pgids, home) == []
    assert not (home / "stack" / "stack.json").exists()
    for port in ports.values():
        assert _listeners(port) == []
    again = _a2rl("stack", "down", "--home", str(home))
    assert again.returncode == 0, again.stderr
    assert re.search(r"stopped", again.stdout)


def test_up_brings_both_servers_to_healthy(stack):
    doc = _last_json(stack["up"])
    assert doc["up"] and doc["healthy"] and not doc["already_up"], doc
    ports = stack["ports"]
    assert _get(f"http://127.0.0.1:{ports['prefect']}/api/health") == (200, b"true")
    assert _get(f"http://127.0.0.1:{ports['mlflow']}/health")[0] == 200
    # The UIs themselves, not only the APIs.
    assert b"<html" in _get(f"http://127.0.0.1:{ports['prefect']}/")[1].lower()
    assert b"<html" in _get(f"http://127.0.0.1:{ports['mlflow']}/")[1].lower()
    for port in ports.values():  # loopback only: neither server has a login
        assert _listeners(port) == ["0100007F"], _listeners(port)
    human = stack["up"].stderr
    assert f"http://127.0.0.1:{ports['prefect']}" in human and f"http://127.0.0.1:{ports['mlflow']}" in human
    assert "a2rl stack down" in human
    print(f"stack up took {stack['started_s']:.1f} s")


def test_status_agrees(stack):
    doc = _last_json(_a2rl("stack", "status", "--home", str(stack["home"]), "--json"))
    state = json.loads((stack["home"] / "stack" / "stack.json").read_text())
    recorded = {s["name"]: s for s in state["services"]}
    assert doc["up"] and doc["healthy"]
    for row in doc["services"]:
        assert row["running"] and row["healthy"], row
        assert row["port"] == stack["ports"][row["name"]] == recorded[row["name"]]["port"]
        assert row["pid"] == recorded[row["name"]]["pid"] == recorded[row["name"]]["pgid"]
        assert Path(row["log"]).is_file()
    assert doc["env"] == {"PREFECT_API_URL": f"http://127.0.0.1:{stack['ports']['prefect']}/api",
                          "MLFLOW_TRACKING_URI": f"http://127.0.0.1:{stack['ports']['mlflow']}"}


def test_a2rl_commands_use_the_stack(stack, tmp_path):
    """The CLI's environment picks the stack up; an MLflow run and a Prefect flow run go through
    the servers into the home's own databases, and artifacts through the server into its folder."""
    home = stack["home"]
    script = textwrap.dedent(f"""
        import json, os
        from pathlib import Path
        from flows._environment import environment as _environment
        from infra import A2RLHome

        home = A2RLHome.resolve({str(home)!r})
        _environment(home)
        tracker = home.tracker()
        run = tracker.start("stack-test", tags={{"a2rl.task": "stack"}})
        tracker.metrics(run, {{"score": 42.0}})
        Path({str(tmp_path / "note.txt")!r}).write_text("through the server")
        tracker.artifact(run, Path({str(tmp_path / "note.txt")!r}), "report")
        tracker.finish(run)

        from prefect import flow

        @flow(name="stack-test-flow")
        def hello():
            return 1

        hello()
        print(json.dumps({{"run": run, "prefect": os.environ["PREFECT_API_URL"],
                          "mlflow": os.environ["MLFLOW_TRACKING_URI"]}}))
    """)
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=_ENV,
                          cwd=str(REPO), timeout=180)
    doc = _last_json(proc)
    assert "View run" not in proc.stdout  # MLflow's per-run URL line stays off stdout
    assert doc["prefect"] == f"http://127.0.0.1:{stack['ports']['prefect']}/api"
    assert doc["mlflow"] == f"http://127.0.0.1:{stack['ports']['mlflow']}"

    import sqlite3

    with sqlite3.connect(home / "mlflow.db") as db:
        row = db.execute("select r.status, e.artifact_location from runs r join experiments e "
                         "on r.experiment_id = e.experiment_id where r.run_uuid = ?", (doc["run"],)).fetchone()
        assert db.execute("select value from metrics where run_uuid = ? and key = 'score'",
                          (doc["run"],)).fetchone() == (42.0,)
    assert row is not None and row[0] == "FINISHED"
    assert row[1].startswith("mlflow-artifacts:"), row  # the server's store, not a client-side folder
    assert [p.read_text() for p in (home / "mlartifacts").rglob("note.txt")] == ["through the server"]

    query = json.dumps({"flows": {"name": {"any_": ["stack-test-flow"]}}}).encode()
    req = urllib.request.Request(f"{doc['prefect']}/flow_runs/filter", data=query, method="POST",
                                 headers={"Content-Type": "application/json"})
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    with opener.open(req, timeout=10) as resp:
        runs = json.loads(resp.read())
    assert [r["state_type"] for r in runs] == ["COMPLETED"], runs
    assert (home / "prefect" / "prefect.db").is_file()


def test_ui_points_at_the_stack(stack):
    proc = _a2rl("ui", "--home", str(stack["home"]))
    assert proc.returncode == 0, proc.stderr
    assert f"http://127.0.0.1:{stack['ports']['mlflow']}" in proc.stdout


def test_second_up_is_a_no_op(stack):
    before = json.loads((stack["home"] / "stack" / "stack.json").read_text())
    doc = _last_json(_a2rl("stack", "up", "--home", str(stack["home"]), "--prefect-port", str(stack["ports"]["prefect"]),
                           "--mlflow-port", str(stack["ports"]["mlflow"]), "--json"))
    assert doc["already_up"] and doc["healthy"]
    assert json.loads((stack["home"] / "stack" / "stack.json").read_text()) == before


def test_port_in_use_is_a_one_line_usage_error(tmp_path):
    busy = socket.socket()
    busy.bind(("127.0.0.1", 0))
    busy.listen()
    try:
        port = busy.getsockname()[1]
        for flag, other in (("--prefect-port", "--mlflow-port"), ("--mlflow-port", "--prefect-port")):
            proc = _a2rl("stack", "up", "--home", str(tmp_path / "home"), flag, str(port), other, str(_free_port()))
            assert proc.returncode == 2, proc.stderr
            lines = proc.stderr.strip().splitlines()
            assert len(lines) == 1 and f"port {port}" in lines[0] and flag in lines[0], proc.stderr
        assert not (tmp_path / "home" / "stack" / "stack.json").exists()
        assert _live_stack_processes(set(), tmp_path / "home") == []
    finally:
        busy.close()


def test_served_deployments_are_scheduled_and_run(stack, home):
    """`a2rl serve` registers prefect.yaml's deployments with the stack's server: the cron one gets
    scheduled runs from the server's scheduler (the test harness's temporary server runs no
    scheduler, hence the stack), and a triggered `benchmark_run/adhoc` runs to completion here."""
    from prefect.client.orchestration import get_client
    from prefect.deployments import run_deployment
    from prefect.settings import PREFECT_API_URL, temporary_settings

    stack_home = stack["home"]
    if not (stack_home / "cache").exists():  # the session's converted models and baseline scores
        (stack_home / "cache").symlink_to(home.root.joinpath("cache").resolve())
    api = f"http://127.0.0.1:{stack['ports']['prefect']}/api"
    log = open(stack_home / "serve.log", "w")
    serve = subprocess.Popen([sys.executable, "-m", "flows.cli", "serve", "--home", str(stack_home)], env=_ENV,
                             cwd=str(REPO), stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        with temporary_settings({PREFECT_API_URL: api}), get_client(sync_client=True) as client:
            deadline = time.monotonic() + 180
            scheduled = []
            while time.monotonic() < deadline and serve.poll() is None:
                names = {d.name: d for d in client.read_deployments()}
                if "nightly" in names:
                    scheduled = [r for r in client.read_flow_runs() if r.deployment_id == names["nightly"].id]
                    if scheduled and {"adhoc", "matrix"} <= set(names):
                        break
                time.sleep(2)
            assert serve.poll() is None, (stack_home / "serve.log").read_text()
            assert scheduled, "the nightly deployment got no scheduled runs"
            assert {r.state_type.value for r in scheduled} == {"SCHEDULED"}
            assert all(r.expected_start_time.hour == 2 and r.expected_start_time.minute == 0 for r in scheduled)
            assert names["nightly"].schedules[0].schedule.cron == "0 2 * * *"

            # The crasher submits nothing scorable: the served run is the whole flow without evaluations.
            done = run_deployment("benchmark_run/adhoc", timeout=600, parameters={"config": {
                "task": "arithmetic", "agent": str(CRASHER), "model": "tiny", "budget_s": 60}})
        assert done.state_type.value == "COMPLETED", (done.state, (stack_home / "serve.log").read_text()[-3000:])
        runs = [d for d in (stack_home / "runs").iterdir() if (d / "report" / "metrics.json").is_file()]
        assert len(runs) == 1, runs
        summary = json.loads((runs[0] / "report" / "metrics.json").read_text())
        assert summary["agent"] == "crasher" and summary["iterations"], summary
        assert done.name == runs[0].name  # the flow run is named as the run folder
        # A finished served run leaves nothing behind: its process and the local Ray it started end
        # on their own, before `a2rl serve` is stopped. They share serve's process group, so stopping
        # serve first would kill the run mid-exit: Ray's agents then outlive a raylet that died
        # abruptly by up to a minute (they wait 60 s to report it to a dead GCS).
        assert _served_runs_ended(stack, stack_home, serve.pid, 90) == []
    finally:
        os.killpg(serve.pid, signal.SIGINT)
        try:
            serve.wait(timeout=60)
        except subprocess.TimeoutExpired:
            os.killpg(serve.pid, signal.SIGKILL)
            serve.wait()
        log.close()
    assert _served_runs_ended(stack, stack_home, None, 30) == []  # and serve's own processes end with it


def _served_runs_ended(stack, stack_home: Path, serve_pid: int | None, wait_s: float) -> list[str]:
    """The processes of `stack_home` still alive after `wait_s`, but for the stack's groups and
    `a2rl serve`'s own process."""
    deadline = time.monotonic() + wait_s
    while True:
        left = [p for p in _live_stack_processes(set(), stack_home) if int(p.split(" ")[0]) != serve_pid
                and int(p.split("group ")[1].split(")")[0]) not in stack["pgids"]]
        if not left or time.monotonic() > deadline:
            return left
        time.sleep(1)


def test_serve_without_a_server_says_how_to_get_one(tmp_path):
    proc = _a2rl("serve", "--home", str(tmp_path / "home"))
    assert proc.returncode == 2 and "a2rl stack up" in proc.stderr, proc.stderr


def test_a_server_that_does_not_come_up_is_stopped(tmp_path):
    """Neither server can answer within a second: `up` stops both and names the log to read."""
    home = tmp_path / "home"
    ports = [_free_port(), _free_port()]
    proc = _a2rl("stack", "up", "--home", str(home), "--prefect-port", str(ports[0]), "--mlflow-port", str(ports[1]),
                 "--timeout", "1")
    assert proc.returncode == 1, proc.stderr
    assert str(home / "stack" / "prefect.log") in proc.stderr and "--timeout" in proc.stderr, proc.stderr
    assert not (home / "stack" / "stack.json").exists()
    assert _live_stack_processes(set(), home) == []
    assert all(_listeners(port) == [] for port in ports)


def test_compose_file_structure():
    """infra/compose.yaml, checked as YAML: there is no Docker engine here, so this cannot start it.

    Every service has a healthcheck and waits for healthy dependencies, every port is published on
    127.0.0.1 only, state is in named volumes, secrets come from .env (every required variable is in
    infra/stack.env.example), and the clients' variables are documented there.
    """
    text = (REPO / "infra" / "compose.yaml").read_text()
    doc = yaml.safe_load(text)
    services = doc["services"]
    assert set(services) == {"postgres", "minio", "prefect", "mlflow"}
    assert services["prefect"]["image"] == "prefecthq/prefect:3.9.1-python3.11"
    dockerfile = REPO / "infra" / services["mlflow"]["build"]["context"] / services["mlflow"]["build"]["dockerfile"]
    assert re.search(r"mlflow==3\.17\.2", dockerfile.read_text())
    assert "psycopg2" in dockerfile.read_text() and "boto3" in dockerfile.read_text()
    for name, service in services.items():
        test = service["healthcheck"]["test"]
        assert test and test[0] in ("CMD", "CMD-SHELL"), name
        for dep, cond in service.get("depends_on", {}).items():
            assert dep in services and cond == {"condition": "service_healthy"}, (name, dep)
        for port in service.get("ports", []):
            assert str(port).startswith("127.0.0.1:"), (name, port)
        for volume in service.get("volumes", []):
            assert volume.split(":")[0] in doc["volumes"], (name, volume)  # named, not a host folder
    assert set(services["prefect"]["depends_on"]) == {"postgres"}
    assert set(services["mlflow"]["depends_on"]) == {"postgres", "minio"}
    assert "postgresql+asyncpg://" in services["prefect"]["environment"]["PREFECT_SERVER_DATABASE_CONNECTION_URL"]
    mlflow_cmd = " ".join(services["mlflow"]["command"])
    assert "postgresql://" in mlflow_cmd and "s3://" in mlflow_cmd and "--serve-artifacts" in mlflow_cmd
    mlflow_env = services["mlflow"]["environment"]
    assert {"MLFLOW_S3_ENDPOINT_URL", "AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"} <= set(mlflow_env)
    assert mlflow_env["MLFLOW_SERVER_ENABLE_JOB_EXECUTION"] == "false"
    # Two databases on one Postgres: Prefect's by POSTGRES_DB, MLflow's by the init script.
    assert services["postgres"]["environment"]["POSTGRES_DB"] == "prefect"
    assert "CREATE DATABASE mlflow" in doc["configs"]["mlflow-database"]["content"]

    example = (REPO / "infra" / "stack.env.example").read_text()
    defined = set(re.findall(r"^([A-Z_]+)=", example, re.M))
    required = set(re.findall(r"\$\{([A-Z_]+):\?", text))
    assert required and required <= defined, required - defined
    assert "change-me" in example  # no real secret is committed
    for client in ("PREFECT_API_URL=http://127.0.0.1:4200/api", "MLFLOW_TRACKING_URI=http://127.0.0.1:5000",
                   "MLFLOW_S3_ENDPOINT_URL=http://127.0.0.1:9000", "AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"):
        assert client in example, client


def test_an_agent_under_the_default_policy_reaches_nothing_of_the_stack(stack, home, tmp_path):
    """`a2rl stack up`, then an agent that calls an LLM (network `model`, its default): it reaches its
    grader and its model proxy, and neither the stack's MLflow nor its Prefect server, directly or
    through the egress proxy; every other loopback port inside is closed."""
    from urllib.parse import urlsplit

    from infra._egress import local_addresses

    sys.path.insert(0, str(REPO / "tests" / "agents" / "standins"))
    from model_api import StandinModelAPI

    stack_home = stack["home"]
    if not (stack_home / "cache").exists():
        (stack_home / "cache").symlink_to(home.root.joinpath("cache").resolve())
    own = sorted(a for a in local_addresses() if "." in a and not a.startswith(("127.", "0.")))
    targets = [["127.0.0.1", stack["ports"]["mlflow"]], ["127.0.0.1", stack["ports"]["prefect"]],
               ["localhost", stack["ports"]["mlflow"]], *([[own[0], stack["ports"]["mlflow"]]] if own else [])]
    with StandinModelAPI(output_tokens=4) as api:
        proc = _a2rl("run", "--agent", str(REPO / "tests" / "adversarial" / "agents" / "prober"), "--model", "tiny",
                     "--budget", "90", "--openai-upstream", api.url, "--agent-env", f"PROBE_TARGETS={json.dumps(targets)}",
                     "--home", str(stack_home), "--json", timeout=600)
        summary = _last_json(proc)
        assert len(api.requests) == 1  # the model call went out through the proxy, to the upstream it was given
    run_dir = Path(summary["run_dir"])
    doc = json.loads((run_dir / "workspace" / "code" / "attempts.json").read_text())
    tried = {a["name"]: a for a in doc["attempts"]}
    assert "network model" in summary["sandbox"]
    assert tried["the grading API"]["ok"] and tried["the model API through the recording proxy"]["ok"], tried
    for host, port in targets:
        for how in ("direct", "CONNECT", "GET http://"):
            name = f"GET http://{host}:{port}/" if how.startswith("GET") else f"{how} {host}:{port}"
            assert tried[name]["ok"] is False, tried[name]
    ports = {urlsplit(doc["relayed"][k]).port for k in ("GRADING_SERVER_URL", "OPENAI_BASE_URL")}
    assert set(doc["open_ports"]) == ports | {urlsplit(doc["proxy"]).port} and doc["open_v6"] == [], doc
    assert "--network allow --allow-host example.org" in tried["CONNECT example.org:443"]["error"]
    egress = [json.loads(line) for line in (run_dir / "grader" / "recording" / "egress.jsonl").read_text().splitlines()]
    assert egress and not any(e["allowed"] for e in egress)
    assert {(e["host"], e["port"]) for e in egress} >= {*map(tuple, targets), ("localhost", 22), ("example.org", 443)}
    # Its attempts are on record (refused, through the egress proxy), and its submission was the base model.
    flags = {f["kind"] for f in summary["integrity"]["flags"]}
    assert flags == {"egress_denied", "copy_of_base"}, summary["integrity"]
