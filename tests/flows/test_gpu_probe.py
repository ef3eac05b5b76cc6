"""`a2rl doctor --gpus G`: a probe in a real bubblewrap sandbox, as an agent given `--gpus G`, on this
GPU-less machine (the GPU half of it runs on a device: benchmarks/README.md, "The GPU path")."""

from __future__ import annotations

import json

import pytest

from flows._gpu_probe import _problems
from infra._sandbox_choice import bwrap_binary, bwrap_works

FAST_S = 60


@pytest.mark.skipif(not (bwrap_binary() and bwrap_works(bwrap_binary())[0]), reason="needs bubblewrap")
def test_the_probe_trains_in_the_sandbox_and_sees_no_gpu_and_nothing_hidden(run_cli, tmp_path):
    home = tmp_path / "home"
    (home / "runs" / "other-run").mkdir(parents=True)
    proc = run_cli("doctor", "--gpus", "none", "--json", "--home", str(home), timeout=FAST_S * 2)
    doc = json.loads(proc.stdout.strip().splitlines()[-1])
    check = next(c for c in doc["checks"] if c["name"] == "sandbox gpus")
    assert check["status"] == "ok", check
    seen = doc["gpu_probe"]["seen"]
    assert seen["cuda_devices"] == 0 and seen["cuda_visible_devices"] == "" and seen["nodes"] == []
    assert seen["device"] == "cpu" and seen["losses"][-1] < seen["losses"][0]  # four steps on one batch
    assert seen["forbidden_seen"] == [] and seen["home_writable"] and seen["shm_writable"]
    assert not (home / "probes").exists() or not any((home / "probes").iterdir())  # cleaned up when ok


def test_a_card_this_machine_lacks_fails_the_check_with_the_reason(run_cli, tmp_path):
    proc = run_cli("doctor", "--gpus", "7", "--json", "--home", str(tmp_path / "home"), timeout=FAST_S * 2)
    assert proc.returncode == 1
    check = next(c for c in json.loads(proc.stdout.strip().splitlines()[-1])["checks"] if c["name"] == "sandbox gpus")
    assert check["status"] == "fail" and "--gpus 7" in check["detail"]


def test_what_the_harness_counts_as_a_problem(tmp_path):
    good = {"cuda_devices": 1, "device": "cuda", "losses": [10.4, 9.8], "forbidden_seen": [],
            "home_writable": True, "shm_writable": True}
    assert _problems(good, 1, 0, tmp_path / "log") == []
    leaky = {**good, "cuda_devices": 8, "forbidden_seen": ["/work/.a2rl/runs"], "shm_writable": False}
    found = " | ".join(_problems(leaky, 1, 0, tmp_path / "log"))
    assert "8 CUDA device(s), not 1" in found and "/work/.a2rl/runs" in found and "/dev/shm" in found
    on_cpu = {**good, "cuda_devices": 1, "device": "cpu", "losses": [float("nan")]}
    assert {"the training step did not run on CUDA", "the training step's loss is not finite: [nan]"} <= set(
        _problems(on_cpu, 1, 0, tmp_path / "log"))
    (tmp_path / "log").write_text("Traceback …\nImportError: libcuda.so.1: cannot open shared object file\n")
    assert "libcuda.so.1" in _problems({}, 1, 1, tmp_path / "log")[0]
