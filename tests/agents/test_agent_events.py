"""The agent CLIs' output as one event stream: parsers, the log tail, and the real CLIs' launchers.

Fixtures (tests/agents/fixtures/<cli>.jsonl) are each CLI's output format, taken from the
sources named in its parser's docstring, with the stderr and launcher lines a real log mixes
in. The launcher tests run the real CLIs (`a2rl agents install all`) against the scripted
driver (agents.driver), the local server that stands in for the vendors' APIs.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
import yaml

from agents import search_path
from agents.driver import MODEL, PLAN, TRAIN_PY, ScriptedDriver
from agents.recording import EventTail, get_parser, parse_log, parser_names, read_events, summarize
from infra import UsageError

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
FIXTURES = HERE / "fixtures"
PROMPT = "You are an AI research engineer. Post-train the base model and submit output/v1."
CLIS = ["claude", "codex", "gemini", "opencode", "openhands"]
KEYS = {"claude": "ANTHROPIC_API_KEY", "codex": "OPENAI_API_KEY", "gemini": "GEMINI_API_KEY",
        "opencode": "OPENAI_API_KEY", "openhands": "LLM_API_KEY"}


def _events_format(cli: str) -> str:
    return yaml.safe_load((REPO / "agents" / cli / "agent.yaml").read_text())["events"]


def _kinds(events) -> list[str]:
    return [e.kind for e in events]


def _of(events, kind: str):
    return [e for e in events if e.kind == kind]


# --- parsers on fixtures of the real formats ---------------------------------------------------

def test_registry_knows_every_format_and_names_them_when_asked_for_another():
    assert parser_names() == ["auto", "claude-stream-json", "codex-json", "gemini-stream-json", "opencode-json",
                              "openhands-json", "text"]
    assert get_parser("codex-json") is not get_parser("codex-json")  # fresh, stateful instances
    with pytest.raises(UsageError, match="unknown event format 'jsonl'; known: auto, claude-stream-json, codex-json"):
        get_parser("jsonl")


def test_claude_stream_json():
    events = parse_log(FIXTURES / "claude.jsonl", "claude-stream-json")
    shells = _of(events, "shell")
    assert [(e.command.split()[0], e.exit_code) for e in shells] == [("head", 2), ("python", 0)]
    assert [e.path for e in _of(events, "file_edit")] == ["/ws/code/train.py"]
    assert [e.tool for e in _of(events, "tool_call")] == ["Read"]
    assert [e.text for e in _of(events, "message")] == ["Let me look at the data first.", "Trained and submitted."]
    s = summarize(events)
    # Once per message id (msg_01A is printed twice, its output growing from 40 to 120 tokens), input =
    # input + cache creation + cache reads: the `result` totals (15 + 5300 + 63700 in, 275 out), whose
    # cost alone is taken.
    assert (s.input_tokens, s.output_tokens, s.cached_tokens, s.cost_usd) == (69015, 275, 63700, 0.1234)
    assert s.errors == 0 and s.shell_commands == 2 and s.file_edits == 1  # the torn last line is skipped
    assert {e.model for e in _of(events, "usage")} == {"claude-sonnet-4-5-20250929"}


def test_codex_json():
    events = parse_log(FIXTURES / "codex.jsonl", "codex-json")
    assert [(e.command, e.exit_code) for e in _of(events, "shell")] == [
        ("bash -lc 'ls data'", 0), ("bash -lc 'python code/train.py'", 1)]
    assert "ModuleNotFoundError" in _of(events, "shell")[1].text
    assert [(e.path, e.text) for e in _of(events, "file_edit")] == [("/ws/code/train.py", "add"),
                                                                    ("/ws/code/reward.py", "update")]
    assert [e.tool for e in _of(events, "tool_call")] == ["docs.search"]  # todo_list only started
    assert [e.text for e in _of(events, "error")] == ["stream disconnected before completion: rate limit reached"]
    s = summarize(events)
    assert (s.input_tokens, s.output_tokens, s.cached_tokens, s.cost_usd) == (24763, 122, 24448, None)
    assert _kinds(events).count("message") == 1


def test_gemini_stream_json():
    events = parse_log(FIXTURES / "gemini.jsonl", "gemini-stream-json")
    assert [e.text for e in _of(events, "message")] == ["I will write a training script.", "Done."]
    assert [e.path for e in _of(events, "file_edit")] == ["/ws/code/train.py"]
    assert [(e.command, e.exit_code) for e in _of(events, "shell")] == [("python code/train.py", None), ("false", 1)]
    assert [(e.tool, e.text) for e in _of(events, "tool_call")] == [("read_file", "File not found: /ws/description.md")]
    assert [e.text for e in _of(events, "error")] == ["Quota exceeded for quota metric"]  # not the warning
    s = summarize(events)
    assert (s.input_tokens, s.output_tokens, s.cached_tokens) == (24939, 174, 21263)
    assert _of(events, "usage")[0].model == "gemini-2.5-pro"


def test_gemini_one_object_json_output():
    parser = get_parser("gemini-stream-json")
    line = json.dumps({"session_id": "s", "response": "Paris.", "stats": {"models": {
        "gemini-2.5-pro": {"api": {"totalRequests": 2}, "tokens": {"prompt": 24939, "candidates": 20, "total": 25113,
                                                                   "cached": 21263, "thoughts": 154, "tool": 0}}}}})
    events = parser.feed(line)
    assert _kinds(events) == ["message", "usage"]
    assert (events[1].input_tokens, events[1].output_tokens, events[1].cached_tokens) == (24939, 20, 21263)


def test_opencode_json():
    events = parse_log(FIXTURES / "opencode.jsonl", "opencode-json")
    assert [e.text for e in _of(events, "message")] == ["I'll write the training script."]
    assert [(e.tool, e.path) for e in _of(events, "file_edit")] == [("write", "/ws/code/train.py")]
    assert [(e.command, e.exit_code) for e in _of(events, "shell")] == [("python code/train.py; exit 3", 3)]
    assert [(e.tool, e.text) for e in _of(events, "tool_call")][:1] == [("edit", "oldString not found in content")]
    assert [e.text for e in _of(events, "error")] == ["Rate limit reached for gpt-5"]
    usage = _of(events, "usage")
    # Per step; cache reads and writes are added to input, reasoning to output.
    assert [(u.input_tokens, u.output_tokens, u.cached_tokens, u.cost_usd) for u in usage] == [
        (22524, 33, 22400, 0.0123), (22550, 20, 22400, 0.0)]


def test_openhands_json():
    events = parse_log(FIXTURES / "openhands.jsonl", "openhands-json")
    assert [e.text for e in _of(events, "message")] == ["Let me look at the data.", "Trained and submitted."]
    assert [(e.command, e.exit_code, e.text) for e in _of(events, "shell")] == [("ls data && false", 1, "train.jsonl")]
    # The file_editor dump had a stderr line in its middle; the view is no edit.
    assert [(e.tool, e.path) for e in _of(events, "file_edit")] == [("file_editor", "/ws/code/train.py")]
    assert [e.tool for e in _of(events, "tool_call")] == ["file_editor"]
    assert [e.text for e in _of(events, "error")] == ["Tool 'browser' not found",
                                                      "litellm.RateLimitError: rate limited"]
    usage = _of(events, "usage")  # increments of the cumulative stats
    assert [(u.input_tokens, u.output_tokens, u.cached_tokens) for u in usage] == [
        (1000, 50, 200), (1500, 70, 700), (1500, 80, 600)]
    s = summarize(events)
    assert (s.input_tokens, s.output_tokens, s.cached_tokens) == (4000, 200, 1500)
    assert s.cost_usd == pytest.approx(0.05)


def test_text_log_reports_only_tracebacks_and_error_lines(tmp_path):
    log = tmp_path / "agent.log"
    log.write_text("step 1 loss 2.3\nTraceback (most recent call last):\n  File \"train.py\", line 3, in <module>\n"
                   "    import trl\nModuleNotFoundError: No module named 'trl'\nepoch done, no errors\n"
                   "ERROR: CUDA out of memory\nRuntimeError: boom\nTraceback (most recent call last):\n  File \"x\"\n")
    events = parse_log(log, "text")
    assert _kinds(events) == ["error"] * 4
    assert events[0].text.startswith("ModuleNotFoundError: No module named 'trl'\nTraceback")
    assert [e.text for e in events[1:3]] == ["ERROR: CUDA out of memory", "RuntimeError: boom"]
    assert events[3].raw == "traceback"  # cut off at the end of the log: flushed


@pytest.mark.parametrize("name", ["claude-stream-json", "codex-json", "gemini-stream-json", "opencode-json",
                                  "openhands-json"])
def test_garbage_never_raises_and_gives_nothing(name):
    parser = get_parser(name)
    garbage = ["", "   ", "not json", "{", "[1, 2]", "null", "42", '"str"', "{\"type\": 5}", "\x00\xff\ufffd",
               '{"type": "assistant", "message": "text"}', '{"type": "assistant", "message": {"content": "x"}}',
               '{"type": "user", "message": {"content": [5, null]}}', '{"type": "item.completed", "item": [1]}',
               '{"type": "item.completed", "item": {"type": "file_change", "changes": "x"}}',
               '{"type": "turn.failed", "error": "x"}', '{"type": "tool_result", "tool_id": []}',
               '{"type": "tool_use", "part": null}', '{"type": "step_finish", "part": {"tokens": [1]}}',
               '{"kind": "ObservationEvent", "observation": 5}',
               '{"kind": "ConversationStateUpdateEvent", "key": "stats", "value": {"usage_to_metrics": {"a": 1}}}',
               "--JSON Event--", "}", "x" * 100_000]
    events = [e for line in garbage for e in parser.feed(line)] + parser.flush()
    assert all(e.kind in ("message", "tool_call", "error") and not e.input_tokens for e in events), events


def test_long_outputs_are_cut_with_a_marker():
    parser = get_parser("codex-json")
    item = {"id": "1", "type": "command_execution", "command": "yes", "aggregated_output": "y\n" * 5000,
            "exit_code": 0, "status": "completed"}
    (event,) = parser.feed(json.dumps({"type": "item.completed", "item": item}))
    assert len(event.text) < 2100 and event.text.endswith("… [truncated 8000 chars]")


# --- the tail of a growing log -----------------------------------------------------------------

def _codex_line(i: int, command: str | None = None) -> str:
    item = {"id": f"i{i}", "type": "command_execution", "command": command or f"echo {i}",
            "aggregated_output": f"{i}\n", "exit_code": 0, "status": "completed"}
    return json.dumps({"type": "item.completed", "item": item}, ensure_ascii=False) + "\n"


def _wait_for(predicate, timeout: float = 5.0) -> None:
    deadline = time.monotonic() + timeout
    while not predicate():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.02)


def test_event_tail_follows_a_growing_log_and_restarts_where_it_stopped(tmp_path):
    log, out = tmp_path / "agent.log", tmp_path / "rec" / "events.jsonl"
    tail = EventTail(log, out, "codex-json", interval_s=0.02).start()
    time.sleep(0.05)  # no log yet: nothing happens
    with open(log, "a") as f:
        f.write("[a2rl] starting codex\n" + _codex_line(0))
        line = _codex_line(1)
        f.write(line[:40])
        f.flush()
        _wait_for(lambda: len(read_events(out)) == 1)
        time.sleep(0.1)
        assert len(read_events(out)) == 1  # half a line waits for the rest
        f.write(line[40:])
        f.flush()
        _wait_for(lambda: len(read_events(out)) == 2)
    summary = tail.stop()
    assert summary.events == 2 and summary.shell_commands == 2
    assert int(out.with_suffix(".offset").read_text()) == log.stat().st_size

    with open(log, "a") as f:  # the agent goes on while no tail runs; a new tail picks up from the offset
        # A raw U+2028 (Node's JSON.stringify leaves it be) is no line break; the last line has no newline yet.
        f.write(_codex_line(2, "echo 2\u2028") + _codex_line(3).rstrip("\n"))
    summary = EventTail(log, out, "codex-json", interval_s=0.02).start().stop()
    assert [e.command for e in read_events(out)] == ["echo 0", "echo 1", "echo 2\u2028", "echo 3"]
    assert summary.events == 4 and summary.by_kind == {"shell": 4}
    assert EventTail(log, out, "codex-json").start().stop().events == 4  # nothing new: no duplicates


# --- the launchers, running the real CLIs against the scripted driver ----------------------------

@pytest.fixture(scope="module")
def driver():
    with ScriptedDriver() as d:
        yield d


@pytest.fixture()
def workspace(tmp_path):
    ws = tmp_path / "workspace"
    (ws / "data").mkdir(parents=True)
    (ws / "data" / "train.jsonl").write_text('{"question": "1+1?", "answer": "2"}\n')
    (ws / "instructions.md").write_text("# Instructions\n")
    return ws


# The variable that points each CLI at its API (what the recording proxy sets), and the API's path.
BASES = {"claude": ("ANTHROPIC_BASE_URL", "", "/v1/messages"), "codex": ("OPENAI_BASE_URL", "/v1", "/v1/responses"),
         "gemini": ("GOOGLE_GEMINI_BASE_URL", "", "/v1beta/models/a2rl-scripted:streamGenerateContent"),
         "opencode": ("OPENAI_BASE_URL", "/v1", "/v1/responses"),
         "openhands": ("OPENAI_BASE_URL", "/v1", "/v1/chat/completions")}


@pytest.mark.parametrize("cli", CLIS)
def test_launcher_drives_its_real_cli_and_its_output_is_parsed(cli, driver, workspace, tmp_path):
    """The launcher as the harness starts it (outside a sandbox here): the CLI reaches the API its base URL
    names, plays the driver's plan with its own tools, and its output parses into what it did."""
    assert shutil.which(cli, path=search_path()), f"{cli} is not installed: run `a2rl agents install all`"
    prompt = tmp_path / "prompt.md"
    prompt.write_text(PROMPT)
    var, suffix, path = BASES[cli]
    home = tmp_path / "home"
    home.mkdir()
    env = {"PATH": search_path(), "HOME": str(home), "TMPDIR": str(tmp_path), "WORKSPACE": str(workspace),
           "MODEL_PATH": str(workspace / "models" / "none"), "DATA_PATH": str(workspace / "data"),
           "OUTPUT_DIR": str(workspace / "output"), "GRADING_SERVER_URL": "http://127.0.0.1:9", "TASK": "arithmetic",
           "BASE_MODEL": "tiny", "A2RL_PYTHON": sys.executable, "A2RL_PROMPT_FILE": str(prompt),
           "A2RL_DRIVER": MODEL, "IS_SANDBOX": "1", KEYS[cli]: "sk-driver", var: driver.url + suffix}
    before = len(driver.served)
    proc = subprocess.run(["bash", str(REPO / "agents" / cli / "start.sh")], cwd=workspace, env=env, text=True,
                          capture_output=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr[-3000:]
    served = driver.served[before:]
    played = [s.step for s in served if s.step is not None]
    assert played == list(range(len(PLAN))), [s.model_dump() for s in served]
    assert {s.path for s in served if s.step is not None} == {path}
    assert (workspace / "code" / "train.py").read_text() == TRAIN_PY  # written with the CLI's own tool or shell

    parser = get_parser(_events_format(cli))
    events = [e for line in proc.stdout.splitlines() for e in parser.feed(line)] + parser.flush()
    shells = _of(events, "shell")
    # The plan's shell steps, each with its exit code: the first succeeds, training fails here (no model).
    assert shells and "instructions.md" in shells[0].command, _kinds(events)
    assert "HARNESS_KEYS_VISIBLE=0" in (shells[0].text or ""), shells[0]  # the CLI ran the whole command
    assert shells[0].exit_code == (None if cli == "gemini" else 0)
    training = [e for e in shells if "code/train.py" in (e.command or "") and "cat >" not in (e.command or "")]
    assert training and training[0].exit_code != 0, [(e.command, e.exit_code) for e in shells]
    if cli != "gemini":  # Gemini CLI's stream carries no exit codes
        assert training[0].exit_code is not None
    if cli != "codex":  # codex writes files through its shell here (its file tool is a freeform patch)
        assert [e.path for e in _of(events, "file_edit")] == [str(workspace / "code" / "train.py")]
    assert _of(events, "message")
    if cli != "openhands":  # OpenHands' JSON events carry no usage of their own
        assert summarize(events).input_tokens > 0
    else:  # its start-up clone of GitHub's public skills was sent nowhere, not to the network
        assert "a2rl-no-public-skills" in proc.stdout + proc.stderr


def test_auto_format_finds_the_cli_in_its_output():
    for cli in CLIS:
        parser = get_parser("auto")
        lines = ["=== an AutoRL-Bench launcher's banner ===", *(FIXTURES / f"{cli}.jsonl").read_text().splitlines()]
        events = [e for line in lines for e in parser.feed(line)] + parser.flush()
        expected = get_parser(_events_format(cli))
        want = [e for line in lines for e in expected.feed(line)] + expected.flush()
        assert _kinds(events) == _kinds(want) and _of(events, "shell"), cli


def test_tail_skips_a_line_longer_than_one_read(tmp_path, monkeypatch):
    """The agent decides what it prints: a line of gigabytes is skipped, not held in memory."""
    from agents.recording import _events

    monkeypatch.setattr(_events, "MAX_READ", 64)
    log, out = tmp_path / "agent.log", tmp_path / "events.jsonl"
    log.write_bytes(b"x" * 500 + b"\nError: first\n" + b"y" * 100 + b" Error: inside a long line\nError: second\n")
    tail = _events.EventTail(log, out, "text", interval_s=0.05)
    summary = tail.stop()
    texts = [e.text for e in _events.read_events(out)]
    assert summary.errors == 2 and texts == ["Error: first", "Error: second"], texts
