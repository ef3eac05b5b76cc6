"""The CLI as a user meets it: bad input fails fast with one line and exit code 2, listings print JSON."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

FAST_S = 60

BAD_INPUTS = {
    "unknown-task": (["run", "--task", "nope"], {}, ["nope", "arithmetic", "a2rl tasks"]),
    "unknown-agent": (["run", "--agent", "nope"], {}, ["nope", "example", "a2rl agents"]),
    "unknown-model": (["run", "--model", "nope"], {}, ["nope", "tiny", "smollm2-135m"]),
    "zero-budget": (["run", "--budget", "0"], {}, ["budget", "10m"]),
    "negative-budget": (["run", "--budget", "-5m"], {}, ["budget"]),
    "negative-budget-with-equals": (["run", "--budget=-5m"], {}, ["budget", "-5m", "10m"]),
    "garbage-budget": (["run", "--budget", "abc"], {}, ["budget", "abc"]),
    "uncached-hub-model-offline": (["run", "--model", "someorg/somemodel"], {"HF_HUB_OFFLINE": "1"},
                                   ["someorg/somemodel", "not cached", "--model /path"]),
    "eval-unknown-task": (["eval", "--task", "nope", "--model", "tiny"], {}, ["nope", "arithmetic"]),
    "eval-vllm-not-installed": (["eval", "--model", "tiny", "--backend", "vllm"], {}, ["vLLM", "docs/install.md", "--backend auto"]),
    "unknown-protocol": (["eval", "--task", "humaneval", "--protocol", "nope", "--model", "tiny"], {},
                         ["nope", "default", "paper"]),
    "gsm8k-offline-without-mirror": (["eval", "--task", "gsm8k", "--model", "tiny"],
                                     {"HF_HUB_OFFLINE": "1", "A2RL_DATA_DIR": ""},
                                     ["openai/gsm8k", "--data-dir", "A2RL_DATA_DIR"]),
    "rollout-unknown-task": (["rollout", "--task", "nope", "--model", "tiny"], {}, ["nope", "textworld"]),
    "rollout-no-episodes": (["rollout", "--task", "textworld", "--model", "tiny", "--episodes", "0"], {},
                            ["--episodes", "positive"]),
    "unsandboxed-without-opt-in": (["run", "--sandbox", "none"], {}, ["--allow-unsandboxed", "bubblewrap"]),
    "docker-without-engine": (["run", "--sandbox", "docker"], {"DOCKER_HOST": "unix:///nonexistent.sock"},
                              ["Docker engine", "--sandbox bwrap"]),
    "bwrap-missing": (["run", "--sandbox", "bwrap"], {"A2RL_BWRAP": "/nonexistent/bwrap"},
                      ["bubblewrap", "apt-get install bubblewrap"]),
    "allow-host-under-another-policy": (["run", "--network", "model", "--allow-host", "pypi.org"], {},
                                        ["pypi.org", "network allow", "--network model"]),
    "allow-host-not-a-host": (["run", "--allow-host", "http://pypi.org/simple"], {}, ["http://pypi.org/simple",
                                                                                    "pypi.org"]),
    "llm-agent-without-its-proxy": (["run", "--agent", str(Path(__file__).parents[1] / "adversarial" / "agents" / "prober"),
                                     "--no-record-model-calls"], {},
                                    ["--network model", "--no-record-model-calls", "--network open"]),
    "garbage-memory": (["run", "--memory", "lots"], {}, ["--memory", "lots", "16g"]),
    "zero-warning": (["run", "--warn", "0"], {}, ["--warn", "'0'", "10m"]),
    "garbage-disk": (["run", "--disk", "-1g"], {}, ["-1g", "512m"]),
    # No NVIDIA driver here: a named card is refused before anything starts (tests/infra/test_gpu_binding.py
    # checks a card the driver lacks on a fake tree).
    "gpu-without-a-driver": (["run", "--gpus", "0"], {}, ["--gpus 0", "no NVIDIA GPU", "leave --gpus out"]),
    "sweep-gpu-without-a-driver": (["sweep", "--agents", "example", "--gpus", "0,1"], {},
                                   ["--gpus 0,1", "no NVIDIA GPU"]),
    "agent-path-without-yaml": (["run", "--agent", "./nowhere/"], {}, ["./nowhere/", "agent.yaml"]),
    "zero-token-budget": (["run", "--max-tokens", "0"], {}, ["--max-tokens", "positive"]),
    "token-budget-without-proxy": (["run", "--max-tokens", "5", "--no-record-model-calls"], {},
                                   ["--max-tokens", "recording proxy", "--no-record-model-calls"]),
    "driver-for-an-agent-without-one": (["run", "--agent", "copy-base", "--driver", "gpt-5"], {},
                                        ["copy-base", "--driver", "a2rl agents"]),
    "autorl-compat-without-folder": (["run", "--agent", "autorl-compat"], {}, ["autorl-compat:", "config.yaml"]),
    "narrative-without-an-llm": (["run", "--narrative"], {"A2RL_JUDGE": ""}, ["--narrative", "--judge",
                                                                            "A2RL_JUDGE"]),
    "report-with-no-runs": (["report"], {}, ["nothing to report", "a2rl run"]),
    "report-unknown-run": (["report", "20990101T000000Z-nope"], {}, ["20990101T000000Z-nope", "run id"]),
    "resume-unknown-run": (["resume", "20990101T000000Z-nope"], {}, ["20990101T000000Z-nope", "run id",
                                                                     "run directory"]),
}


@pytest.mark.parametrize("case", list(BAD_INPUTS), ids=list(BAD_INPUTS))
def test_bad_input_is_one_line_and_exit_code_2(run_cli, tmp_path, case):
    args, env, must_mention = BAD_INPUTS[case]
    home = tmp_path / "home"
    started = time.monotonic()
    proc = run_cli(*args, "--home", str(home), env=env, timeout=FAST_S * 2)
    elapsed = time.monotonic() - started
    out = proc.stdout + proc.stderr
    assert "Traceback" not in out, out
    assert proc.returncode == 2, out
    lines = [line for line in proc.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, f"expected one line on stderr, got:\n{proc.stderr}"
    assert lines[0].startswith("a2rl: error:"), lines[0]
    for word in must_mention:
        assert word in lines[0], f"{word!r} not in {lines[0]!r}"
    assert elapsed < FAST_S, f"failing on bad input took {elapsed:.0f} s: something started before the checks"
    # Nothing was started: no run folder exists.
    runs = home / "runs"
    assert not runs.exists() or not any(runs.iterdir())


@pytest.mark.parametrize("command,default", [("tasks", "arithmetic"), ("agents", "example")])
def test_listing_json_marks_the_default(run_cli, tmp_path, command, default):
    proc = run_cli(command, "--json", "--home", str(tmp_path / "home"), timeout=FAST_S * 2)
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stdout + proc.stderr
    last = proc.stdout.strip().splitlines()[-1]
    doc = json.loads(last)
    assert isinstance(doc, list) and doc
    by_name = {entry["name"]: entry for entry in doc}
    assert by_name[default]["default"] is True
    assert [e["name"] for e in doc if e.get("default")] == [default]


def test_tasks_lists_the_paper_tasks_and_whether_they_run_offline(run_cli, tmp_path, paper_data_dir):
    env = {"A2RL_JUDGE": "", "A2RL_DATA_DIR": ""}
    bare = run_cli("tasks", "--json", "--home", str(tmp_path / "home"), env=env, timeout=FAST_S * 2)
    mirrored = run_cli("tasks", "--json", "--data-dir", str(paper_data_dir), "--home", str(tmp_path / "home"),
                       env={**env, "A2RL_JUDGE": "local:tiny"}, timeout=FAST_S * 2)
    assert bare.returncode == 0 and mirrored.returncode == 0, bare.stderr + mirrored.stderr
    bare_doc = {e["name"]: e for e in json.loads(bare.stdout.strip().splitlines()[-1])}
    doc = {e["name"]: e for e in json.loads(mirrored.stdout.strip().splitlines()[-1])}
    assert {(n, doc[n]["level"], doc[n]["kind"], doc[n]["metric"]) for n in ("gsm8k", "humaneval", "alpaca_eval")} == {
        ("gsm8k", 1, "rule", "accuracy"), ("humaneval", 1, "execution", "pass@1"),
        ("alpaca_eval", 2, "judge", "length-controlled win rate")}
    # GSM8K and AlpacaEval need their data (or the Hub); HumanEval's ships in a package.
    assert bare_doc["gsm8k"]["offline"] is False and "--data-dir" in bare_doc["gsm8k"]["offline_note"]
    assert bare_doc["alpaca_eval"]["offline"] is False and bare_doc["humaneval"]["offline"] is True
    assert doc["gsm8k"]["offline"] is True and doc["alpaca_eval"]["offline"] is True
    # The paper's online tasks are listed too (level 3); ALFWorld's real games need a download.
    online = {n: doc[n] for n in ("alfworld", "webshop", "deepsearchqa")}
    assert all(e["level"] == 3 and e["kind"] == "online" for e in online.values())
    assert bare_doc["alfworld"]["offline"] is False and "--protocol authored" in bare_doc["alfworld"]["offline_note"]
    assert set(doc["humaneval"]["protocols"]) >= {"paper", "mini"}
