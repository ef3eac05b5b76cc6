"""The summarization skill's parts on recorded inputs: log windows and failures, copies of the base
model, iterations from a run folder, process metrics (checked by hand), figures, the narrative.

Whole runs (example, copy-base, a crashing agent) are summarized in tests/flows/test_benchmark_run.py.
"""

from __future__ import annotations

import json
import struct
import sys
from datetime import UTC, datetime
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent / "standins"))

from model_api import StandinModelAPI, unreachable_url

from agents.summarization import (
    AgentLog,
    Iteration,
    NarrativeError,
    NarrativeLLM,
    RunFacts,
    Submitted,
    build_iterations,
    copy_of_base,
    log_failures,
    process_metrics,
    summarize_run,
    tracebacks,
    write_narrative,
)

TRACEBACK_LOG = """\
{'loss': 2.31, 'grad_norm': 1.2, 'epoch': 0.5}
Traceback (most recent call last):
  File "/ws/code/train.py", line 88, in <module>
    main()
  File "/ws/code/train.py", line 80, in main
    trainer.train()
  File "/usr/lib/python3/site-packages/trl/trainer/grpo_trainer.py", line 1201, in train
    raise ValueError("num_generations must divide the batch")
ValueError: The global train batch size (3 x 1) must be evenly divisible by the number of generations per prompt (4).
done
"""


def _iso(t: float) -> str:
    return datetime.fromtimestamp(t, UTC).isoformat(timespec="seconds")


def test_tracebacks_end_at_the_exception_line():
    blocks = tracebacks(TRACEBACK_LOG.splitlines())
    assert len(blocks) == 1
    assert blocks[0][0] == "Traceback (most recent call last):"
    assert blocks[0][-1].startswith("ValueError: The global train batch size")
    assert "done" not in blocks[0]
    # A chained exception is two tracebacks; the second ends with its own exception.
    chained = (TRACEBACK_LOG.replace("done\n", "") + "\nDuring handling of the above exception, another exception "
               "occurred:\n\nTraceback (most recent call last):\n  File \"x.py\", line 3, in <module>\n"
               "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB\n")
    blocks = tracebacks(chained.splitlines())
    assert [b[-1].split(":")[0] for b in blocks] == ["ValueError", "torch.OutOfMemoryError"]
    failures = log_failures(chained.splitlines(), "logs/agent.log")
    assert [f.kind for f in failures] == ["code_error", "code_error"]
    assert failures[1].detail.startswith("out of memory")


def test_divergence_is_found_in_trainer_logs():
    lines = ["{'loss': 1.9, 'grad_norm': 3.1}", "{'loss': nan, 'grad_norm': nan, 'epoch': 1.0}",
             "step 7 loss=inf", "the learning rate is fine", "lossless compression of nan values"]
    (failure,) = log_failures(lines, "logs/agent.log")
    assert failure.kind == "training_diverged"
    assert failure.log_lines == lines[1:3]
    assert log_failures(["{'loss': 0.41}", "eval nan count: 0"], "x") == []


def test_log_windows_follow_the_index(tmp_path):
    log = tmp_path / "agent.log"
    log.write_text("first\nsecond\nthird\n")
    index = tmp_path / "log_index.jsonl"
    index.write_text(json.dumps({"t": 100.0, "offset": 6}) + "\n" + json.dumps({"t": 200.0, "offset": 13})
                     + "\n{\"t\": 3")  # a torn last line is ignored
    agent_log = AgentLog(log, index)
    assert agent_log.lines(None, 150) == ["first"]
    assert agent_log.lines(150, 250) == ["second"]
    assert agent_log.lines(250, None) == ["third"]  # the last window takes what the index had not seen yet
    assert AgentLog(log, tmp_path / "missing.jsonl").lines(150, 250) == ["first", "second", "third"]
    # A submission's mark is the log's exact length when it arrived, later than the tail's last read.
    with open(index, "a") as f:
        f.write("\n" + json.dumps({"t": 260.0, "offset": 19, "submission_id": 4}) + "\n")
    marked = AgentLog(log, index)
    assert marked.submission_time(4) == 260.0 and marked.submission_time(5) is None
    assert marked.lines(200, 260.0) == ["third"]


def test_a_lagging_tail_does_not_move_lines_past_the_submission(tmp_path):
    """The tail read nothing until after submission 1 (a loaded machine): the mark still cuts the log."""
    root = tmp_path / "run"
    rec = root / "grader" / "recording"
    rec.mkdir(parents=True)
    (root / "logs").mkdir()
    before, after = "SFTTrainer ready\nSFT done\n", "GRPOTrainer ready\nGRPO done\n"
    (root / "logs" / "agent.log").write_text(before + after)
    t0 = 1_800_000_000.0
    (rec / "log_index.jsonl").write_text(
        json.dumps({"t": t0 + 61.5, "offset": len(before), "submission_id": 1}) + "\n"   # the mark: exact
        + json.dumps({"t": t0 + 90, "offset": len(before + after)}) + "\n")             # the tail, late
    for sid in (1, 2):
        (root / "grader" / "code" / str(sid)).mkdir(parents=True)
        (root / "grader" / "code" / str(sid) / "train.py").write_text(
            "from trl import SFTTrainer, GRPOTrainer\nSFTTrainer(model=m).train()\nGRPOTrainer(model=m).train()\n")
    subs = [Submitted(id=1, created_at=_iso(t0 + 60), status="done", val_score=1.0),
            Submitted(id=2, created_at=_iso(t0 + 100), status="done", val_score=2.0)]
    facts = RunFacts(run_root=root, base_model=tmp_path / "none", baseline_val=0.0, budget_s=200, session_start=t0,
                     session_end=t0 + 120, agent_timed_out=False, agent_exit_code=0)
    first, second = build_iterations(subs, facts)
    assert (first.training.type, second.training.type) == ("SFT", "GRPO")


def _safetensors(path: Path, values: list[float], meta: dict | None = None) -> None:
    """A real safetensors file written by hand: header length, JSON header, little-endian float32 data."""
    data = struct.pack(f"<{len(values)}f", *values)
    header = {"w": {"dtype": "F32", "shape": [len(values)], "data_offsets": [0, len(data)]}}
    if meta:
        header["__metadata__"] = meta
    raw = json.dumps(header).encode()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(struct.pack("<Q", len(raw)) + raw + data)


def test_copy_of_base_is_decided_on_the_weights(tmp_path):
    base = tmp_path / "base"
    _safetensors(base / "model.safetensors", [1.0, 2.0, 3.0])
    (base / "config.json").write_text("{}")
    copy = tmp_path / "copy"
    _safetensors(copy / "model.safetensors", [1.0, 2.0, 3.0])
    (copy / "README.md").write_text("my fine-tuned model")  # extra files do not make it trained
    assert copy_of_base(copy, base) == (True, "its weight files are byte-identical to the base model's")
    resaved = tmp_path / "resaved"
    _safetensors(resaved / "model.safetensors", [1.0, 2.0, 3.0], meta={"format": "pt"})
    same, how = copy_of_base(resaved, base)
    assert same and "re-saved" in how
    trained = tmp_path / "trained"
    _safetensors(trained / "model.safetensors", [1.0, 2.0, 3.5])
    assert copy_of_base(trained, base)[0] is False
    assert copy_of_base(tmp_path / "empty", base) == (False, "no weight files in the submission")


def _run_folder(tmp_path: Path, t0: float) -> Path:
    """A run folder as the harness leaves it, written by hand: ledger rows come in as `Submitted`."""
    root = tmp_path / "run"
    rec = root / "grader" / "recording"
    rec.mkdir(parents=True)
    (root / "logs").mkdir()
    log = ("epoch 0 SFT loss 2.1\n"                      # before submission 1 (t0+60)
           + TRACEBACK_LOG                                # between 1 and the refusals: a crash, retried
           + "GRPO step 3 reward 0.4\n"                   # before submission 2 (t0+300)
           + "{'loss': nan, 'epoch': 2}\n")               # after the last submission
    (root / "logs" / "agent.log").write_text(log)
    marks, offset = [], 0
    for t, chunk in ((t0 + 30, "epoch 0 SFT loss 2.1\n"), (t0 + 120, TRACEBACK_LOG),
                     (t0 + 280, "GRPO step 3 reward 0.4\n"), (t0 + 500, "{'loss': nan, 'epoch': 2}\n")):
        offset += len(chunk.encode())
        marks.append(json.dumps({"t": t, "offset": offset}))
    (rec / "log_index.jsonl").write_text("\n".join(marks) + "\n")
    (root / "grader" / "refusals.jsonl").write_text("".join(
        json.dumps({"time": _iso(t0 + 200 + i), "model_path": "output/v9", "status": 400,
                    "error": "output/v9 has no config.json: save it with save_pretrained"}) + "\n" for i in range(3)))
    procs = [{"pid": 10, "cmd": ["python3", "code/train.py"], "start": t0 + 5, "end": t0 + 55, "exit_code": 0},
             {"pid": 11, "cmd": ["python3", "code/train.py", "--lr", "3e-5"], "start": t0 + 70, "end": t0 + 110,
              "exit_code": 1},
             {"pid": 12, "cmd": ["grep", "-r", "x"], "start": t0 + 71, "end": t0 + 72, "exit_code": 1},
             {"pid": 13, "cmd": ["python3", "code/train.py"], "start": t0 + 310, "end": t0 + 598, "exit_code": None,
              "signal": 9}]
    (rec / "processes.jsonl").write_text("".join(json.dumps(p) + "\n" for p in procs))
    for sid in (1, 2):
        code = root / "grader" / "code" / str(sid)
        code.mkdir(parents=True)
        lr = "1e-4" if sid == 1 else "3e-5"
        (code / "train.py").write_text(
            "from trl import SFTConfig, SFTTrainer, GRPOConfig, GRPOTrainer\n"
            f"SFTTrainer(model=m, args=SFTConfig(learning_rate={lr}, num_train_epochs=1)).train()\n"
            + ("GRPOTrainer(model=m, args=GRPOConfig(learning_rate=2e-6, num_generations=4, beta=0.04)).train()\n"
               if sid == 2 else ""))
    return root


def test_the_script_that_made_a_refused_attempt_and_crashed_is_the_tails_code(tmp_path):
    """One training script submits (refused) and then diverges and dies: it started before the
    refusal, so it is no process of the tail's window, and the tail still reads its code."""
    t0 = 1_800_000_000.0
    root = tmp_path / "run"
    rec = root / "grader" / "recording"
    rec.mkdir(parents=True)
    (root / "logs").mkdir()
    (root / "logs" / "agent.log").write_text("submit refused: 400\n{'loss': nan, 'learning_rate': 3.0}\n"
                                             "Traceback (most recent call last):\nKeyError: 'layer.1'\n")
    (root / "grader" / "refusals.jsonl").write_text(json.dumps(
        {"time": _iso(t0 + 10.2), "model_path": "output/not-there", "status": 400, "error": "no such folder"}) + "\n")
    (rec / "processes.jsonl").write_text(json.dumps(
        {"pid": 7, "cmd": ["python3", "code/train.py"], "start": t0 + 9.8, "end": t0 + 10.9, "exit_code": 1}) + "\n")
    (root / "workspace" / "code").mkdir(parents=True)
    (root / "workspace" / "code" / "train.py").write_text("LEARNING_RATE = 3.0\nimport torch\n")
    facts = RunFacts(run_root=root, base_model=tmp_path / "base", baseline_val=None, budget_s=60,
                     session_start=t0, session_end=t0 + 12, agent_timed_out=False, agent_exit_code=1)
    refused, tail = build_iterations([], facts)
    assert refused.kind == "refused" and tail.kind == "no_submission"
    assert {"code_error", "training_diverged"} <= {f.kind for f in tail.failures}
    assert tail.hyperparameters.get("learning_rate") == 3.0, tail.hyperparameters


def test_iterations_from_a_run_folder(tmp_path):
    t0 = 1_800_000_000.0
    root = _run_folder(tmp_path, t0)
    base = tmp_path / "base"
    _safetensors(base / "model.safetensors", [1.0, 2.0])
    _safetensors(root / "grader" / "submissions" / "2" / "model.safetensors", [1.0, 2.0])  # 2 is the base
    _safetensors(root / "grader" / "submissions" / "1" / "model.safetensors", [1.5, 2.0])
    subs = [Submitted(id=1, created_at=_iso(t0 + 60), status="done", val_score=30.0, test_score=28.0),
            Submitted(id=2, created_at=_iso(t0 + 300), status="done", val_score=20.0)]
    facts = RunFacts(run_root=root, base_model=base, baseline_val=20.0, budget_s=600, session_start=t0,
                     session_end=t0 + 600, agent_timed_out=True, agent_exit_code=None, selected=1)
    its = build_iterations(subs, facts)
    assert [(it.kind, it.submission_id, it.attempts) for it in its] == [
        ("submission", 1, 1), ("refused", None, 3), ("submission", 2, 1), ("no_submission", None, 1)]
    first, refused, second, tail = its
    assert first.elapsed_s == 60 and first.improvement == 10.0 and first.new_best and first.final_pick
    assert first.training.type == "SFT" and not first.failures
    assert first.hyperparameters.get("learning_rate") == pytest.approx(1e-4)
    # The crash (traceback + the failed python process) belongs to the iteration that ended in the refusals.
    assert [f.kind for f in refused.failures] == ["code_error", "invalid_submission"]
    assert refused.failures[0].log_lines[-1].startswith("ValueError: The global train batch size")
    assert refused.failed_processes == 1 and refused.processes == 1  # grep exiting 1 is not counted
    assert "HTTP 400" in refused.failures[1].detail
    # Submission 2: its code added GRPO, and its weights are the base model's.
    assert second.copy_of_base and second.training.type == "copy-of-base"
    assert [f.kind for f in second.failures] == ["copy_model_fallback"]
    assert second.best_so_far == 30.0 and not second.new_best and second.improvement == 0.0
    assert second.changes is not None and any(c.name == "learning_rate" for c in second.changes.hyperparameters)
    # After the last submission: the loss went to nan, and training was still running at the deadline.
    assert [f.kind for f in tail.failures] == ["training_diverged", "timeout_without_submission"]
    assert "code/train.py" in tail.failures[1].detail

    m = process_metrics(its, baseline_val=20.0, budget_s=600, session_s=600.0, tokens=1200, cost_usd=0.5)
    # By hand: 5 attempts (2 submissions + 3 refusals), both submissions valid → 2/5; the first valid one
    # is attempt 1 at 60 s, which also beat the baseline (30 > 20) and stayed the best; one pair (30 → 20)
    # dropped → monotonic 0/1; submission 2 is a copy; the last attempt at 300 s → 300 s before the end.
    assert (m.attempts, m.valid_submissions, m.valid_submission_rate) == (5, 2, 0.4)
    assert (m.first_valid_index, m.first_valid_delay_s, m.time_to_first_improvement_s) == (1, 60.0, 60.0)
    assert (m.time_to_best_s, m.monotonic_ratio, m.copy_model_count) == (60.0, 0.0, 1)
    assert m.failures == {"code_error": 1, "invalid_submission": 3, "copy_model_fallback": 1,
                          "training_diverged": 1, "timeout_without_submission": 1}
    assert (m.time_used_ratio, m.last_submission_gap_s, m.tokens) == (1.0, 300.0, 1200)
    assert m.mlflow()["proc_valid_submission_rate"] == 0.4 and "proc_first_valid_index" in m.mlflow()


def test_metrics_when_nothing_was_submitted():
    m = process_metrics([Iteration(index=1, kind="no_submission", status="none")], baseline_val=10.0,
                        budget_s=100, session_s=40.0)
    assert (m.attempts, m.valid_submission_rate, m.first_valid_index, m.time_to_best_s) == (0, None, None, None)
    assert m.monotonic_ratio is None and m.last_submission_gap_s is None and m.time_used_ratio == 0.4


def test_summarize_run_draws_both_figures(tmp_path):
    t0 = 1_800_000_000.0
    root = _run_folder(tmp_path, t0)
    subs = [Submitted(id=1, created_at=_iso(t0 + 60), status="done", val_score=30.0),
            Submitted(id=2, created_at=_iso(t0 + 300), status="failed", error="CUDA error")]
    facts = RunFacts(run_root=root, base_model=tmp_path / "nobase", baseline_val=20.0, budget_s=600,
                     session_start=t0, session_end=t0 + 600, agent_timed_out=True, agent_exit_code=None, selected=1)
    report = summarize_run(subs, facts, report_dir=root / "report", baseline_test=18.0, final_test=25.0)
    assert report.problems == []
    assert report.figures == {"score over time": "figures/score.png",
                              "processes and submissions": "figures/timeline.png"}
    for rel in report.figures.values():
        assert (root / "report" / rel).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert [f.kind for f in report.iterations[2].failures] == ["eval_error"]


def test_narrative_is_marked_as_generated(tmp_path):
    summary = {"task": "gsm8k", "agent": "claude", "final_score": 41.5, "iterations": [
        {"index": 1, "kind": "submission", "val_score": 41.0, "training": {"type": "GRPO", "how": "x"},
         "failures": [{"kind": "code_error", "detail": "boom", "log_lines": ["a", "b"]}]}]}
    with StandinModelAPI(output_tokens=5) as api:
        llm = NarrativeLLM(kind="openai", model="stand-in", base_url=f"{api.url}/v1")
        path = write_narrative(tmp_path / "narrative.md", summary, llm)
        (request,) = api.requests
    text = path.read_text()
    assert "Generated by an LLM (openai:stand-in@" in text and "not measured" in text
    assert "w0 w1 w2 w3 w4" in text
    facts = request.body["messages"][1]["content"]
    assert '"final_score": 41.5' in facts and '"training": "GRPO"' in facts
    with pytest.raises(NarrativeError, match="unreachable"):
        write_narrative(tmp_path / "n2.md", summary, NarrativeLLM(kind="openai", model="m",
                                                                  base_url=unreachable_url(), timeout_s=5))
    assert not (tmp_path / "n2.md").exists()
