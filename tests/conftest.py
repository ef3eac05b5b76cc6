"""Shared test harness: one state folder, one Prefect server, one Ray per test session.

Everything here is real (Prefect, Ray, MLflow on sqlite, the grading server over HTTP,
transformers on tiny models). Environment is fixed before any of them is imported.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

# Before prefect / torch / ray are imported by anything.
_SESSION_DIR = Path(tempfile.mkdtemp(prefix="a2rl-tests-"))
os.environ["OMP_NUM_THREADS"] = "1"
os.environ["HF_HUB_OFFLINE"] = "1"
os.environ["TOKENIZERS_PARALLELISM"] = "false"
os.environ["PREFECT_HOME"] = str(_SESSION_DIR / "prefect")
os.environ["PREFECT_SERVER_ANALYTICS_ENABLED"] = "false"
os.environ["PREFECT_LOGGING_LEVEL"] = "WARNING"
os.environ.pop("MLFLOW_TRACKING_URI", None)
os.environ.pop("RAY_ADDRESS", None)
# A shared model cache across test sessions on one machine saves the 30 s conversion;
# A2RL_TEST_MODEL_CACHE may point at one, otherwise it lives in the session folder.
os.environ["A2RL_HOME"] = str(_SESSION_DIR / "home")

import pytest  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
SHARED_DATA = REPO.parent / "shared" / "data"


@pytest.fixture(scope="session")
def home():
    """The session's A2RL_HOME with the built-in models converted once."""
    from infra import A2RLHome, resolve_model

    h = A2RLHome.resolve(os.environ["A2RL_HOME"]).ensure()
    shared = os.environ.get("A2RL_TEST_MODEL_CACHE")
    if shared:
        h.model_cache.parent.mkdir(parents=True, exist_ok=True)
        if not h.model_cache.exists() or not any(h.model_cache.iterdir()):
            h.model_cache.rmdir() if h.model_cache.exists() else None
            Path(shared).mkdir(parents=True, exist_ok=True)
            h.model_cache.symlink_to(Path(shared).resolve())
    resolve_model("tiny", h)
    return h


@pytest.fixture(scope="session")
def tiny_model(home):
    from infra import resolve_model

    return resolve_model("tiny", home)


@pytest.fixture(scope="session")
def ray_session():
    """One local Ray for the whole session (ray.init costs ~5 s)."""
    from graders import ensure_ray

    ensure_ray()
    yield
    import ray

    from graders import shutdown_pool

    shutdown_pool()  # idle policy workers must not outlive the session's Ray
    ray.shutdown()


@pytest.fixture
def no_worker_pool(monkeypatch):
    """A fresh policy worker for every evaluation (graders.engine._worker_pool off), for tests that
    find an evaluation's workers as new processes or check that none outlives it."""
    from graders import shutdown_pool

    monkeypatch.setenv("A2RL_WORKER_IDLE_S", "0")
    shutdown_pool()


@pytest.fixture(scope="session")
def prefect_harness():
    """One temporary Prefect server and database for every flow test."""
    from prefect.testing.utilities import prefect_test_harness

    with prefect_test_harness(server_startup_timeout=120):
        yield


@pytest.fixture(scope="session")
def arithmetic(home):
    from tasks import get_task, prepare_data

    task = get_task("arithmetic")
    return task, prepare_data(task, home)


@pytest.fixture(scope="session")
def run_cli(prefect_harness):
    """Run `a2rl` as a user would (a subprocess); returns a function giving CompletedProcess.

    Every call talks to the session's one Prefect server (as a user with `prefect server start`
    would) instead of spawning a temporary server of its own (~8 s each, and on a loaded
    2-core machine its start can time out).
    """
    import subprocess

    from prefect.settings import PREFECT_API_URL

    api_url = PREFECT_API_URL.value()

    def run(*args: str, env: dict | None = None, timeout: float = 600, cwd: Path | None = None):
        full_env = {**os.environ, "PREFECT_API_URL": api_url, **(env or {})}
        return subprocess.run([sys.executable, "-m", "flows.cli", *args], capture_output=True, text=True,
                              env=full_env, timeout=timeout, cwd=str(cwd or REPO))

    return run


LEAK_WAIT_S = 30  # ray.kill is asynchronous: how long a killed environment actor may take to exit


def _whose(raylet_pid: int) -> str:
    """Which Ray an actor process belongs to: this test process's own, or another's (a subprocess's `a2rl`)."""
    import re

    import psutil
    import ray

    try:
        command = " ".join(psutil.Process(raylet_pid).cmdline())
    except psutil.Error:
        return f"its raylet ({raylet_pid}) is gone"
    found = re.search(r"session_[0-9_-]+", command)
    name = found.group(0) if found else command[:120]
    mine = ray.is_initialized() and name == ray._private.worker.global_worker.node.session_name
    return f"Ray {name} ({'this test process' if mine else 'another process'}'s)"


_TEST_STARTS: list[tuple[float, str]] = []  # (time, test id) of every test this process ran


def pytest_runtest_setup(item):
    _TEST_STARTS.append((time.time(), item.nodeid))


def _started_during(created: float) -> str:
    """The test that was running when a process was created (the last one set up before it)."""
    before = [nodeid for t, nodeid in _TEST_STARTS if t <= created]
    return before[-1] if before else "before the first test"


def _actor_record(pid: int) -> str:
    """What this process's Ray says of the actor in process `pid` (state, death cause), if it is ours.

    A diagnostic only: Ray's public state API needs the dashboard, which the harness does not start,
    so the GCS's actor table is read through a private module (an empty answer if that moves).
    """
    import ray

    if not ray.is_initialized():
        return ""
    try:
        table = ray._private.state.actors()
    except Exception as exc:  # noqa: BLE001
        return f"; Ray's actor table: {type(exc).__name__}"
    return "".join(f"; Ray: actor {a['ActorID'][:8]} {a['State']}, {a['NumRestarts']} restarts"
                   + (f", died: {str(a['DeathCause'])[:300]}" if a.get("DeathCause") else "")
                   for a in table.values() if str(a.get("Pid")) == str(pid))


def _environment_actors(detail: bool = False) -> dict[int, str]:
    """pid → description of every live `ray::EnvShard` process of this test session, whichever Ray started it."""
    import psutil

    from tests._processes import session_processes

    found = {}
    for pid, title in session_processes().items():
        if title.startswith("ray::EnvShard"):
            try:
                p = psutil.Process(pid)
                found[pid] = f"started {time.strftime('%H:%M:%S', time.localtime(p.create_time()))}, {_whose(p.ppid())}"
                if detail:
                    found[pid] += (f", during {_started_during(p.create_time())}, title {title[:60]!r}"
                                   + _actor_record(pid))
            except psutil.Error:
                continue
    return found


@pytest.fixture(scope="module", autouse=True)
def no_environment_actor_outlives_its_module():
    """An environment actor lives as long as its evaluation or its module's engine fixture; one
    still alive after its module is a leak, and it fails here, in the module that made it
    (test_env_cleanup counts actor processes and would otherwise fail for another module's leak).
    Actors alive before the module started are an earlier module's, already reported there: they
    do not fail every module after it."""
    before = set(_environment_actors())
    yield
    deadline = time.monotonic() + LEAK_WAIT_S
    while (left := {p: d for p, d in _environment_actors().items() if p not in before}) and time.monotonic() < deadline:
        time.sleep(0.5)
    if left:
        import signal

        left = {p: d for p, d in _environment_actors(detail=True).items() if p in left}
        for pid in left:  # reported once, here: it must not live on into the modules after this one
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
    assert not left, f"environment actors outlived this module's tests: {left}"


def pytest_sessionfinish(session, exitstatus):
    """The session folder holds converted models and runs (hundreds of MB): remove it."""
    import shutil

    if not os.environ.get("A2RL_KEEP_TEST_HOME"):
        shutil.rmtree(_SESSION_DIR, ignore_errors=True)


@pytest.fixture(scope="session")
def paper_data_dir(tmp_path_factory):
    """A `--data-dir` mirror for the paper's tasks: ../shared/data's real files, plus an Alpaca file.

    tatsu-lab/alpaca (AlpacaEval's training instructions) is not in ../shared/data, so its
    mirror file `alpaca/alpaca_data.json` is written here in Alpaca's own format from real
    GSM8K training questions — a stand-in instruction set; everything is read through the
    same loader a real mirror or download goes through.
    """
    import json

    if not (SHARED_DATA / "gsm8k" / "train.jsonl").is_file():
        pytest.skip("../shared/data is not on this machine")
    root = tmp_path_factory.mktemp("mirror")
    for name in ("gsm8k", "alpaca_eval"):
        (root / name).symlink_to(SHARED_DATA / name)
    rows = [json.loads(line) for line in (SHARED_DATA / "gsm8k" / "train.jsonl").read_text().splitlines()[:2100]]
    (root / "alpaca").mkdir()
    (root / "alpaca" / "alpaca_data.json").write_text(json.dumps(
        [{"instruction": r["question"], "input": "", "output": r["answer"].split("####")[0].strip()} for r in rows]))
    return root


@pytest.fixture(scope="session")
def serve_app():
    """`with serve_app(app) as url:` — an ASGI app on a free loopback port, in a thread (HTTP stand-ins)."""
    import contextlib

    from infra import LoopbackServer

    @contextlib.contextmanager
    def serve(app):
        # log_config=None: uvicorn's default one goes through dictConfig, which flushes and closes
        # every logging handler of the test process (Prefect's waits seconds there).
        server = LoopbackServer(app, name="stand-in server", log_level="warning", access_log=False)
        server.start(timeout_s=20)
        try:
            yield server.url
        finally:
            server.stop(timeout_s=10)

    return serve


# The files that take longest (seconds of one worker, measured on 2 cores), first: pytest-xdist
# hands out whole files in collection order (with --no-loadscope-reorder), so starting with the
# long ones keeps the two workers finishing together instead of one running the last of them alone.
# A new long file belongs here; the rest keep their order.
LONGEST_FIRST = [
    "tests/flows/test_paper_tasks_run.py",  # 320 s
    "tests/test_benchmarks.py",  # 300 s
    "tests/flows/test_online_run.py",  # 180 s
    "tests/graders/test_worker_pool.py",  # 140 s
    "tests/flows/test_agent_systems.py",  # 140 s
    "tests/graders/test_env_cleanup.py",  # 140 s
    "tests/flows/test_benchmark_run.py",  # 130 s
    "tests/infra/test_stack.py",  # 125 s
    "tests/adversarial/test_adversarial.py",  # 120 s
    "tests/flows/test_resume.py",  # 100 s
    "tests/flows/test_agent_limits.py",  # 100 s
    "tests/flows/test_sweep.py",  # 100 s
    "tests/flows/test_fresh_home.py",  # 90 s
    "tests/graders/test_grading_api.py",  # 90 s
]


def pytest_collection_modifyitems(session, config, items):
    rank = {name: i for i, name in enumerate(LONGEST_FIRST)}
    items.sort(key=lambda item: rank.get(item.nodeid.split("::")[0], len(rank)))
