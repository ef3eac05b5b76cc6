"""The benchmarks still run and print what they promise (their numbers are not asserted)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def test_eval_throughput_prints_its_table_and_json(home, tmp_path):
    proc = subprocess.run(
        [sys.executable, str(REPO / "benchmarks" / "eval_throughput.py"), "--env", "frozenlake",
         "--episodes", "4", "8", "--max-turns", "2", "--repeats", "1", "--home", str(home.root), "--json"],
        capture_output=True, text=True, timeout=600, cwd=tmp_path, env={**os.environ})
    assert proc.returncode == 0, proc.stderr[-3000:]
    rows = json.loads(proc.stdout.strip().splitlines()[-1])["rows"]
    assert [r["episodes"] for r in rows] == [4, 8]
    for r in rows:
        assert {"episodes", "sequential_s", "engine_s", "floor_s", "speedup", "overhead", "identical",
                "sequential_env_s", "bound"} <= set(r)
        assert r["identical"] is True and r["failed"] == 0
        assert r["speedup"] == round(r["sequential_s"] / r["engine_s"], 2)
        assert 0 < r["sequential_env_s"] < r["sequential_s"]
    assert "speed-up a/b" in proc.stderr and "overhead b/c" in proc.stderr
