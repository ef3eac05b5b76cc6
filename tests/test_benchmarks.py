"""The benchmarks still run and print what they promise (their numbers are not asserted)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def _result(proc: subprocess.CompletedProcess) -> dict:
    """The benchmark's `--json` object: its last stdout line that is one (anything a library prints
    after it must not hide it), or a failure showing what stdout and stderr held instead."""
    for line in reversed(proc.stdout.strip().splitlines()):
        if line.startswith("{"):
            try:
                return json.loads(line)
            except json.JSONDecodeError:
                break
    raise AssertionError(f"no JSON line in stdout:\n{proc.stdout[-2000:]}\nstderr:\n{proc.stderr[-3000:]}")


def test_eval_throughput_prints_its_table_and_json(home, tmp_path):
    proc = subprocess.run(
        [sys.executable, str(REPO / "benchmarks" / "eval_throughput.py"), "--env", "frozenlake",
         "--episodes", "4", "8", "--max-turns", "2", "--repeats", "1", "--home", str(home.root), "--json"],
        capture_output=True, text=True, timeout=600, cwd=tmp_path, env={**os.environ})
    assert proc.returncode == 0, proc.stderr[-3000:]
    rows = _result(proc)["rows"]
    assert [r["episodes"] for r in rows] == [4, 8]
    for r in rows:
        assert {"episodes", "sequential_s", "engine_s", "floor_s", "speedup", "overhead", "identical",
                "sequential_env_s", "bound"} <= set(r)
        assert r["identical"] is True and r["identical_episodes"] == r["episodes"] and r["failed"] == 0
        assert r["speedup"] == round(r["sequential_s"] / r["engine_s"], 2)
        assert 0 < r["sequential_env_s"] < r["sequential_s"]
    assert "speed-up a/b" in proc.stderr and "overhead b/c" in proc.stderr


def test_eval_throughput_prepare_only_builds_the_games_and_stops_before_timing(home, tmp_path):
    """What a GPU session carries: the games made here, nothing measured (README: On a GPU)."""
    proc = subprocess.run(
        [sys.executable, str(REPO / "benchmarks" / "eval_throughput.py"), "--episodes", "2", "--prepare-only",
         "--options", '{"world_size": 2, "nb_objects": 2, "quest_length": 1}', "--home", str(home.root)],
        capture_output=True, text=True, timeout=600, cwd=tmp_path, env={**os.environ})
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "prepared 2 textworld episodes" in proc.stdout and "speed-up" not in proc.stdout + proc.stderr
    games = {p.parent.name for p in (home.env_cache / "textworld").glob("*/seed-*/game.z8")}
    assert {"seed-0", "seed-1"} <= games


def test_grader_load_prints_its_tables_and_json(home, tmp_path):
    """A tiny grader_load run: no errors, nothing lost, nothing evaluated twice (timings not asserted)."""
    checkpoints = 6
    # --max-waiting 0: one burst submission is accepted (one evaluation instead of three).
    proc = subprocess.run(
        [sys.executable, str(REPO / "benchmarks" / "grader_load.py"), "--clients", "20", "--requests", "3",
         "--rounds", "2", "--checkpoints", str(checkpoints), "--max-waiting", "0", "--home", str(home.root),
         "--json"],
        capture_output=True, text=True, timeout=600, cwd=tmp_path, env={**os.environ})
    assert proc.returncode == 0, proc.stderr[-3000:]
    res = _result(proc)
    assert {"p50_idle_ms", "p99_idle_ms", "p50_busy_ms", "p99_busy_ms", "p50_ratio", "p99_ratio", "errors",
            "accepted", "refused_429", "lost", "duplicates", "overlapped", "overlap_fraction"} <= set(res)
    assert res["errors"] == 0, (res["idle"]["error_samples"], res["busy"]["error_samples"], res["submit_error_samples"])
    assert res["lost"] == 0 and res["duplicates"] == 0, res
    assert res["accepted"] + res["refused_429"] == checkpoints and res["accepted"] >= 1, res
    assert res["refused_without_retry_after"] == 0 and res["failed"] == 0, res
    assert res["idle"]["requests"] == 20 * 3 * 2 and res["busy"]["requests"] >= 20 * 3 * 2
    assert res["busy_rounds"] >= 2 and res["busy_evaluations"] >= 1 and res["overlap_fraction"] > 0
    assert res["evaluations"] == res["busy_evaluations"] + res["accepted"]
    for key in ("p50_idle_ms", "p99_idle_ms", "p50_busy_ms", "p99_busy_ms"):
        assert res[key] > 0
    assert res["p99_ratio"] == round(res["p99_busy_ms"] / res["p99_idle_ms"], 2)
    assert "busy / idle" in proc.stderr and "refused 429" in proc.stderr and "duplicates" in proc.stderr


def test_warm_workers_prints_its_table_and_json(home, tmp_path):
    """Two evaluations each way: all done, scored alike, and the pooled way kept its workers (timings not asserted)."""
    proc = subprocess.run(
        [sys.executable, str(REPO / "benchmarks" / "warm_workers.py"), "--evaluations", "2", "--home", str(home.root),
         "--json"],
        capture_output=True, text=True, timeout=600, cwd=tmp_path, env={**os.environ})
    assert proc.returncode == 0, proc.stderr[-3000:]
    res = _result(proc)
    assert {"off_s", "on_s", "off_per_eval_s", "on_per_eval_s", "ratio", "warm_ratio", "identical", "failed",
            "pooled_workers"} <= set(res)
    assert len(res["off_s"]) == len(res["on_s"]) == 2
    assert res["failed"] == 0 and res["identical"] is True, (res["errors"], proc.stderr[-3000:])
    assert 1 <= res["pooled_workers"][0] <= res["cpus"], res  # the same processes served both evaluations
    assert res["ratio"] > 0 and res["warm_ratio"] > 0
    assert "ratio a/b" in proc.stderr and "pool on" in proc.stderr


def test_online_rl_prints_its_table_and_json(home, tmp_path):
    """The example agent's warm-up + one GRPO round on `tiny`, measured on held-out training seeds."""
    out = tmp_path / "run"
    proc = subprocess.run(
        [sys.executable, str(REPO / "benchmarks" / "online_rl.py"), "--model", "tiny", "--rounds", "1",
         "--episodes", "2", "--samples", "2", "--demos", "2", "--sft-steps", "1", "--dev", "3",
         "--recheck", "2", "--home", str(home.root), "--out", str(out), "--json"],
        capture_output=True, text=True, timeout=600, cwd=tmp_path, env={**os.environ})
    assert proc.returncode == 0, proc.stderr[-3000:]
    res = _result(proc)
    rows = {r["checkpoint"]: r for r in res["rows"]}
    assert list(rows) == ["base", "warm-up", "grpo-1"]
    assert rows["warm-up"]["turns"] > 0 and (out / "output" / "v0" / "config.json").is_file()
    grpo = rows["grpo-1"]
    assert grpo["delta"] == round(grpo["dev_mean"] - rows["warm-up"]["dev_mean"], 4)
    assert grpo["ci_low"] <= grpo["delta"] <= grpo["ci_high"]
    assert grpo["wins"] + grpo["losses"] <= 3 and all(r["dev_failed"] == 0 for r in rows.values())
    # Every checkpoint played the same held-out seeds, none of which a round trained on.
    dev = [sorted(json.loads(line)["seed"] for line in (out / f"dev-{name}.jsonl").read_text().splitlines())
           for name in rows]
    assert dev[0] == dev[1] == dev[2] and len(dev[0]) == 3
    # Each seed's group: its greedy episode and a sampled one; the expert joined those nothing won.
    played = [json.loads(line) for line in (out / "rollouts-1.jsonl").read_text().splitlines()]
    assert sorted(e["episode_id"].endswith("#greedy") for e in played) == [False, False, True, True]
    won = {e["seed"] for e in played if e["score"] > 0}
    assert grpo["expert_episodes"] == 2 - len(won)
    assert "Δ vs warm-up" in proc.stdout and "warm-up 2 games × 1 steps" in proc.stdout
    # 2 seeds × 2 episodes, and the expert's.
    assert grpo["episodes_with_advantage"] <= 4 + grpo["expert_episodes"]
    # The finer reading: every dev game the warm-up lost left the expert's path somewhere (tiny
    # wins none, the expert wins all), and each checkpoint's preference there is measured.
    lost = sum(json.loads(line)["score"] == 0 for line in (out / "dev-warm-up.jsonl").read_text().splitlines())
    for name in ("warm-up", "grpo-1"):
        assert rows[name]["divergences"] == lost > 0 and 0 <= rows[name]["flipped"] <= lost
        assert isinstance(rows[name]["margin"], float)
    assert "margin" not in rows["base"]
    # --recheck has the warm-up and the best round play seeds neither the dev set nor a round used.
    assert grpo["grpo_steps"] > 0  # the expert's episodes give every group a spread
    # What the update pushed, by kind of command: the expert's moves (its episodes joined every group) are up.
    assert "round 1: net push by command:" in proc.stderr and max(grpo["pushes"].values()) > 0
    recheck = res["recheck"]
    assert recheck["checkpoint"] == "grpo-1" and recheck["seeds"] == 2
    assert recheck["delta"] == round(recheck["mean"] - recheck["warm_up_mean"], 4)
    # --resume rebuilds the kept rows from their dev games (0 more rounds: nothing is trained,
    # nothing played: --no-margins, so it needs no Ray at all).
    again = subprocess.run(
        [sys.executable, str(REPO / "benchmarks" / "online_rl.py"), "--model", "tiny", "--resume", "--rounds", "0",
         "--episodes", "2", "--demos", "2", "--dev", "3", "--no-margins", "--home", str(home.root),
         "--out", str(out), "--json"],
        capture_output=True, text=True, timeout=600, cwd=tmp_path, env={**os.environ})
    assert again.returncode == 0, again.stderr[-3000:]
    resumed = _result(again)["rows"]
    keys = ("checkpoint", "dev_mean", "delta", "ci_low", "ci_high", "wins", "losses")
    assert [{k: r.get(k) for k in keys} for r in resumed] == [{k: r.get(k) for k in keys} for r in res["rows"]]
    assert "resuming after round 1" in again.stderr
    fresh = [sorted(json.loads(line)["seed"] for line in (out / f"recheck-{name}.jsonl").read_text().splitlines())
             for name in ("warm-up", "grpo-1")]
    trained_on = {e["seed"] for e in played}
    assert fresh[0] == fresh[1] and len(fresh[0]) == 2 and not set(fresh[0]) & (set(dev[0]) | trained_on)
    # An ablation from the same warm-up (--warm-up, 0 rounds: no Ray, no margins) takes its dev games
    # from the cache the first run filled (keyed by the model's files, the task and the seeds).
    cached = subprocess.run(
        [sys.executable, str(REPO / "benchmarks" / "online_rl.py"), "--model", "tiny", "--warm-up",
         str(out / "output" / "v0"), "--rounds", "0", "--episodes", "2", "--demos", "2", "--dev", "3",
         "--no-margins", "--home", str(home.root), "--out", str(tmp_path / "ablation"), "--json"],
        capture_output=True, text=True, timeout=600, cwd=tmp_path, env={**os.environ})
    assert cached.returncode == 0, cached.stderr[-3000:]
    [warm] = _result(cached)["rows"]
    assert warm["dev_cached"] is True and warm["dev_mean"] == rows["warm-up"]["dev_mean"], warm
    assert (tmp_path / "ablation" / "dev-warm-up.jsonl").read_text() == (out / "dev-warm-up.jsonl").read_text()
    # A warm-up that learnt more demonstrations than --demos says: the rounds would replay its seeds.
    overlap = subprocess.run(
        [sys.executable, str(REPO / "benchmarks" / "online_rl.py"), "--model", "tiny", "--warm-up",
         str(out / "output" / "v0"), "--rounds", "1", "--demos", "1", "--dev", "3", "--home", str(home.root),
         "--out", str(tmp_path / "overlap")], capture_output=True, text=True, timeout=600, cwd=tmp_path, env={**os.environ})
    assert overlap.returncode != 0 and "pass --demos 2" in overlap.stderr, overlap.stderr[-2000:]
    # --rollouts: the kept round's episodes are learnt from again, not played again.
    relearnt = subprocess.run(
        [sys.executable, str(REPO / "benchmarks" / "online_rl.py"), "--model", "tiny", "--warm-up",
         str(out / "output" / "v0"), "--rounds", "1", "--episodes", "2", "--samples", "2", "--demos", "2", "--dev", "3",
         "--rollouts", str(out), "--no-margins", "--home", str(home.root), "--out", str(tmp_path / "again"), "--json"],
        capture_output=True, text=True, timeout=600, cwd=tmp_path, env={**os.environ})
    assert relearnt.returncode == 0, relearnt.stderr[-3000:]
    [_, round_] = _result(relearnt)["rows"]
    assert "learning from the episodes of" in relearnt.stderr and round_["grpo_steps"] > 0
    assert (tmp_path / "again" / "rollouts-1.jsonl").read_text() == (out / "rollouts-1.jsonl").read_text()


def test_worker_start_prints_its_table_and_json(home, tmp_path):
    """One cold worker of each way: the skipped way really left scikit-learn out and generated the same tokens."""
    proc = subprocess.run(
        [sys.executable, str(REPO / "benchmarks" / "worker_start.py"), "--repeats", "1", "--home", str(home.root),
         "--json"], capture_output=True, text=True, timeout=600, cwd=tmp_path, env={**os.environ})
    assert proc.returncode == 0, proc.stderr[-3000:]
    res = _result(proc)
    assert res["sklearn"] == {"default": True, "skipped": False}, res
    assert res["identical"] is True and len(res["default_s"]) == len(res["skipped_s"]) == 1
    assert res["ratio"] > 0 and res["cpu_ratio"] > 0 and "ratio a/b" in proc.stderr


def test_profile_summary_tables_each_process_of_a_py_spy_profile(tmp_path):
    # py-spy's speedscope layout: shared frames, one sampled profile per thread, stacks root → leaf.
    frames = [{"name": "main", "file": "/x/benchmarks/eval_throughput.py", "line": 1},
              {"name": "RolloutEngine.run", "file": "/x/graders/engine/_rollout.py", "line": 10},
              {"name": "RolloutEngine.run", "file": "/x/graders/engine/_rollout.py", "line": 12},
              {"name": "select", "file": "/usr/lib/python3.11/selectors.py", "line": 3},
              {"name": "PolicyWorker.generate", "file": "/x/graders/engine/_policy.py", "line": 5},
              {"name": "forward", "file": "/x/site-packages/torch/nn/modules/module.py", "line": 9}]
    profiles = [
        {"type": "sampled", "name": 'Process 10 Thread 10 "MainThread"', "samples": [[0, 1, 3], [0, 2, 1, 3], [0]],
         "weights": [1.0, 1.0, 2.0]},
        {"type": "sampled", "name": 'Process 10 Thread 11 "helper"', "samples": [[3]], "weights": [1.0]},
        {"type": "sampled", "name": 'Process 20 Thread 20 "MainThread"', "samples": [[4, 5]] * 4, "weights": [0.5] * 4},
        {"type": "sampled", "name": 'Process 30 Thread 30 ""', "samples": [[3]], "weights": [0.1]}]
    path = tmp_path / "prof.json"
    path.write_text(json.dumps({"shared": {"frames": frames}, "profiles": profiles}))
    proc = subprocess.run([sys.executable, str(REPO / "benchmarks" / "profile_summary.py"), str(path),
                           "--match", "graders/"], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    assert "process 10: 5.0 s sampled (70% of all)" in out and "process 20: 2.0 s sampled (28% of all)" in out
    # Counted once per sample though the stack holds two lines of it: 2 of process 10's 5 s.
    assert "2.00   40.0%  RolloutEngine.run (graders/engine/_rollout.py)" in out
    assert "2.00  100.0%  PolicyWorker.generate (graders/engine/_policy.py)" in out
    assert "2.00   40.0%  main (eval_throughput.py)" in out  # the leaves by self time
    assert "1 more processes: 0.1 s together" in out
