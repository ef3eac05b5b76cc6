"""Process and resource recording, run for real: a probe "agent" in a bubblewrap session starts
processes of every kind, and the recorder — watching from outside, through the kernel's
process-events connector and /proc — must find each with its command, exit and memory.

The only stand-in is `nvidia-smi`: there is no GPU here, so a script on PATH prints the CSV a
real one would.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from agents.recording import ProcessRecord, ProcessRecorder, ResourceSample, ResourceSampler, _netlink
from infra import AgentLimits, SandboxPaths, make_sandbox, run_with_budget
from infra._sandbox_choice import bwrap_binary, bwrap_works


def _netlink_why_not() -> str | None:
    sock, why = _netlink._open_connector()
    if sock is not None:
        _netlink._close_connector(sock)
    return why


NETLINK_WHY_NOT = _netlink_why_not()
needs_netlink = pytest.mark.skipif(NETLINK_WHY_NOT is not None, reason=f"no process connector: {NETLINK_WHY_NOT}")
needs_bwrap = pytest.mark.skipif(not (bwrap_binary() and bwrap_works(bwrap_binary())[0]),
                                 reason="bubblewrap cannot make a sandbox here (apt-get install bubblewrap)")

AGENT = """
import os, signal, subprocess, sys, time
quiet = dict(stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
subprocess.Popen(["setsid", "nohup", "sleep", "29"], **quiet)   # detached: the reaper ends it
subprocess.run(["sh", "-c", "sleep 0.3; exit 3"])
subprocess.run(["sh", "-c", "exit 5"])                           # quicker than any scan
victim = subprocess.Popen(["sleep", "31"])
time.sleep(0.2)
victim.send_signal(signal.SIGTERM)
victim.wait()
subprocess.run([sys.executable, "-c", "import time; hog = b'x' * (60 << 20); time.sleep(1.0)"])
"""


def _session(tmp_path: Path, backend: str, recorder: ProcessRecorder, program: str = AGENT):
    workspace, scratch = tmp_path / "ws", tmp_path / "scratch"
    (workspace / "code").mkdir(parents=True)
    (workspace / "output").mkdir()
    probe = workspace / "code" / "agent.py"
    probe.write_text(textwrap.dedent(program))
    os.chmod(probe, 0o644)
    box = make_sandbox(backend, "none", AgentLimits(pids=None), SandboxPaths(workspace=workspace, scratch=scratch),
                       name=f"rec{os.getpid()}{time.time_ns()}")
    box.start()
    try:
        outcome = run_with_budget([sys.executable, str(probe)], env={"PATH": os.environ["PATH"]}, cwd=workspace,
                                  log_path=tmp_path / "agent.log", budget_s=30, grace_s=2, sandbox=box,
                                  on_spawn=recorder.attach)
    finally:
        box.finish()
    return outcome


def _records(path: Path) -> list[ProcessRecord]:
    return [ProcessRecord.model_validate_json(line) for line in path.read_text().splitlines()]


def _one(records: list[ProcessRecord], cmd: list[str]) -> ProcessRecord:
    found = [r for r in records if r.cmd == cmd]
    assert len(found) == 1, (cmd, [r.cmd for r in records])
    return found[0]


@pytest.fixture
def bystander():
    """A process of the harness's own, started beside the session: never the agent's."""
    proc = subprocess.Popen(["sleep", "28"])
    yield proc
    proc.kill()
    proc.wait()


@needs_bwrap
@needs_netlink
def test_every_process_in_the_sandbox_is_recorded_with_its_exit_from_the_kernel(tmp_path, bystander):
    out = tmp_path / "processes.jsonl"
    recorder = ProcessRecorder(out)
    outcome = _session(tmp_path, "bwrap", recorder)
    summary = recorder.stop()
    assert outcome.exit_code == 0, (tmp_path / "agent.log").read_text()[-2000:]
    records = _records(out)

    shell = _one(records, ["sh", "-c", "sleep 0.3; exit 3"])
    assert shell.exit_code == 3 and shell.signal is None and shell.source == "netlink"
    child = _one(records, ["sleep", "0.3"])
    assert child.exit_code == 0 and child.ppid == shell.pid
    assert child.end - child.start >= 0.25
    # Over before any scan could see it: the FORK event made it a member, the EXIT event gave its code.
    # Its command line is read at its EXEC event if it still lives then; on a busy machine it may not.
    quick = [r for r in records if r.exit_code == 5]
    assert len(quick) == 1, [r.cmd for r in records]
    assert (quick[0].cmd, quick[0].cmd_from) in ((["sh", "-c", "exit 5"], "cmdline"), (["[sh]"], "comm"),
                                                 ([], "unknown")), quick[0]
    killed = _one(records, ["sleep", "31"])
    assert killed.signal == 15 and killed.exit_code is None
    detached = _one(records, ["sleep", "29"])  # setsid and nohup exec'd into it: the last exec is what counts
    assert detached.signal == 15  # the reaper's sweep at the end
    hog = [r for r in records if r.cmd[:2] == [sys.executable, "-c"] and "hog" in r.cmd[2]]
    assert len(hog) == 1 and hog[0].peak_rss_bytes >= 50 * 2**20 and hog[0].exit_code == 0

    for r in records:
        assert r.source == "netlink" and r.end is not None and r.start <= r.end, r
        if r is not quick[0]:  # perhaps gone before its /proc could be read
            assert r.ns_pid is not None and r.ns_pid < 100, r  # pids of the sandbox's own namespace
        # bwrap's init keeps bwrap's argv, whose --setenv values are the agent's environment (API keys).
        assert not r.cmd or "bwrap" not in r.cmd[0] or "…" in r.cmd, "--setenv values were recorded"
    assert min(r.ns_pid or 99 for r in records) == 1  # bwrap's init inside, then the reaper
    # Only the sandbox's processes: not the harness's sleep beside it, not bwrap's outer process.
    assert bystander.pid not in {r.pid for r in records} and ["sleep", "28"] not in [r.cmd for r in records]
    assert summary.processes == len(records) and summary.still_running == 0
    assert summary.exit_codes_known and summary.method.startswith("netlink") and "PID namespace" in summary.method
    assert summary.failed == sum(r.exit_code != 0 for r in records)
    # Of the agent's own processes (not bwrap's init, ns pid 1, or the reaper, 2: the harness's
    # clean-up may kill those while they exit): exit 3, exit 5, and the two killed.
    failed = sorted(f"exit {r.exit_code}" if r.signal is None else f"signal {r.signal}"
                    for r in records if r.exit_code != 0 and r.ns_pid not in (1, 2))
    assert failed == ["exit 3", "exit 5", "signal 15", "signal 15"], \
        [(os.path.basename(r.cmd[0]) if r.cmd else "?", r.ns_pid, r.exit_code, r.signal) for r in records]
    assert summary.peak_rss_bytes >= 50 * 2**20


@needs_netlink
def test_unsandboxed_the_session_is_the_reaper_and_its_descendants(tmp_path, bystander):
    out = tmp_path / "processes.jsonl"
    recorder = ProcessRecorder(out)
    program = """
    import subprocess
    subprocess.Popen(["setsid", "nohup", "sleep", "27"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    subprocess.run(["sh", "-c", "sleep 0.3; exit 3"])
    """
    outcome = _session(tmp_path, "none", recorder, program)
    summary = recorder.stop()
    assert outcome.exit_code == 0
    records = _records(out)
    assert _one(records, ["sh", "-c", "sleep 0.3; exit 3"]).exit_code == 3
    detached = _one(records, ["sleep", "27"])
    assert detached.signal == 15 and detached.ns_pid is None
    reaper = [r for r in records if "from infra._reaper import main" in " ".join(r.cmd)]
    assert len(reaper) == 1 and reaper[0].exit_code == 0  # the root itself is the agent's first process
    assert bystander.pid not in {r.pid for r in records}
    assert "descendants" in summary.method and summary.exit_codes_known


def _short_session(recorder: ProcessRecorder) -> subprocess.Popen:
    root = subprocess.Popen(["sh", "-c", "sleep 0.6; (sleep 0.5; exit 4); exit 3"])
    recorder.attach(root.pid)
    root.wait()
    time.sleep(0.3)
    return root


def test_without_the_connector_exits_are_polled_and_their_codes_unknown(tmp_path):
    out = tmp_path / "processes.jsonl"
    recorder = ProcessRecorder(out, interval_s=0.1, netlink=False)
    _short_session(recorder)
    summary = recorder.stop()
    records = _records(out)
    cmds = [r.cmd for r in records]
    assert ["sh", "-c", "sleep 0.6; (sleep 0.5; exit 4); exit 3"] in cmds, cmds  # the root, and its subshell
    assert ["sleep", "0.6"] in cmds and ["sleep", "0.5"] in cmds
    for r in records:
        assert r.source == "poll" and r.exit_code is None and r.signal is None and r.end is not None
    assert not summary.exit_codes_known and summary.exit_unknown == len(records) and summary.failed == 0
    assert summary.method.startswith("poll") and "turned off by the caller" in summary.method


def test_a_connector_the_kernel_refuses_falls_back_to_polling_and_says_why(tmp_path, monkeypatch):
    def refuse(*args, **kwargs):
        raise PermissionError(1, "Operation not permitted")

    monkeypatch.setattr(_netlink.socket, "socket", refuse)  # as for a harness that is not root
    recorder = ProcessRecorder(tmp_path / "processes.jsonl", interval_s=0.1)
    monkeypatch.undo()
    _short_session(recorder)
    summary = recorder.stop()
    assert not summary.exit_codes_known and "Operation not permitted" in summary.method
    assert all(r.exit_code is None for r in _records(tmp_path / "processes.jsonl"))


FAKE_SMI = """#!/bin/sh
# Stand-in for nvidia-smi (no GPU here): two GPUs, the session's process holds 1 GiB on the first.
case "$*" in
  *--query-gpu=*) printf '0, GPU-aaaa, 87, 2048, 81559\\n1, GPU-bbbb, [N/A], 0, 81559\\n' ;;
  *--query-compute-apps=*) printf 'GPU-aaaa, __PID__, 1024\\nGPU-bbbb, 1, 512\\n' ;;
  *) exit 2 ;;
esac
"""


def test_resources_are_sampled_with_gpus_from_nvidia_smi(tmp_path, monkeypatch):
    # 0.8 CPU seconds however busy the machine is (the wall time stretches instead).
    burn = "import time\nhog = b'x' * (40 << 20)\nwhile time.process_time() < 0.8: pass"
    burner = subprocess.Popen([sys.executable, "-c", burn])
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "nvidia-smi").write_text(FAKE_SMI.replace("__PID__", str(burner.pid)))
    os.chmod(bin_dir / "nvidia-smi", 0o755)
    monkeypatch.setenv("PATH", f"{bin_dir}:{os.environ['PATH']}")
    recorder = ProcessRecorder(tmp_path / "processes.jsonl", interval_s=0.1, netlink=False)
    recorder.attach(burner.pid)
    sampler = ResourceSampler(tmp_path / "resources.jsonl", recorder, interval_s=0.3)
    started = time.monotonic()
    sampler.start()
    burner.wait()
    time.sleep(0.2)
    summary = sampler.stop()
    wall = time.monotonic() - started
    recorder.stop()
    lines = (tmp_path / "resources.jsonl").read_text().splitlines()
    samples = [ResourceSample.model_validate_json(line) for line in lines]
    assert summary.samples == len(samples) >= 3
    busy = [s for s in samples if s.processes == 1]
    assert busy and max(s.cpu_percent for s in busy) > 10 and max(s.rss_bytes for s in busy) >= 40 * 2**20
    first = busy[0]
    assert [g.index for g in first.gpus] == [0, 1] and first.gpus[0].utilization_percent == 87
    assert first.gpus[1].utilization_percent is None  # N/A stays unknown, not 0
    assert first.gpus[0].memory_total_bytes == 81559 * 2**20 and first.gpu_memory_bytes == 1024 * 2**20
    # pid 1's 512 MiB on the second GPU is not the session's.
    assert first.gpus[0].session_memory_bytes == 1024 * 2**20 and first.gpus[1].session_memory_bytes == 0
    assert summary.gpus == 2 and summary.peak_gpu_memory_bytes == 1024 * 2**20
    assert 0 < summary.gpu_hours * 3600 <= wall  # one GPU held while the burner lived, not two
    assert summary.cpu_seconds >= 0.6 and summary.gpu_error is None
    assert json.loads(summary.model_dump_json())["nvidia_smi"] == str(bin_dir / "nvidia-smi")


def test_a_failing_nvidia_smi_is_recorded_once_not_raised(tmp_path):
    smi = tmp_path / "nvidia-smi"
    smi.write_text("#!/bin/sh\necho 'NVIDIA-SMI has failed because it could not communicate with the driver' >&2\n"
                   "exit 9\n")
    os.chmod(smi, 0o755)
    root = subprocess.Popen(["sleep", "0.7"])
    recorder = ProcessRecorder(tmp_path / "processes.jsonl", interval_s=0.1, netlink=False)
    recorder.attach(root.pid)
    sampler = ResourceSampler(tmp_path / "resources.jsonl", recorder, interval_s=0.2, nvidia_smi=str(smi))
    sampler.start()
    root.wait()
    summary = sampler.stop()
    recorder.stop()
    assert summary.samples >= 2 and summary.gpu_failures == summary.samples
    assert "exited 9" in summary.gpu_error and "communicate with the driver" in summary.gpu_error
    assert summary.gpu_hours == 0 and summary.gpus == 0 and summary.peak_gpu_memory_bytes is None
