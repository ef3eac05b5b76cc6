"""The scripted driver on its own: each wire format, whole and streamed; each CLI's tool vocabulary.

The real CLIs play it end to end in tests/flows/test_agent_systems.py; here its answers are read
back over HTTP as an SDK would, and through the recording proxy, which must meter every one.
"""

from __future__ import annotations

import json

import httpx
import pytest

from agents.driver import MODEL, PLAN, ScriptedDriver, Tool, call_for
from agents.recording import ModelProxy

SHELL = {"type": "object", "properties": {"command": {"type": "string"}}, "required": ["command"]}
WRITE = {"type": "object", "properties": {"file_path": {"type": "string"}, "content": {"type": "string"}},
         "required": ["file_path", "content"]}


@pytest.fixture(scope="module")
def driver():
    with ScriptedDriver() as d:
        yield d


def _events(text: str) -> list[dict]:
    return [json.loads(line[5:]) for line in text.splitlines() if line.startswith("data:") and line[5:].strip()
            != "[DONE]"]


def _request(api: str, history_calls: int, stream: bool) -> tuple[str, dict]:
    """A request in `api`'s format offering a shell and a write tool, after `history_calls` tool calls."""
    if api == "anthropic":
        messages = [{"role": "user", "content": "go"}]
        for i in range(history_calls):
            messages += [{"role": "assistant", "content": [{"type": "tool_use", "id": f"t{i}", "name": "Bash",
                                                            "input": {"command": "x"}}]},
                         {"role": "user", "content": [{"type": "tool_result", "tool_use_id": f"t{i}",
                                                       "content": "WORKSPACE=/ws"}]}]
        return "/v1/messages", {"model": MODEL, "stream": stream, "messages": messages, "max_tokens": 100,
                                "tools": [{"name": "Bash", "input_schema": SHELL},
                                          {"name": "Write", "input_schema": WRITE}]}
    if api == "responses":
        items: list[dict] = [{"role": "user", "content": "go"}]
        for i in range(history_calls):
            items += [{"type": "function_call", "call_id": f"c{i}", "name": "shell", "arguments": "{}"},
                      {"type": "function_call_output", "call_id": f"c{i}", "output": "WORKSPACE=/ws"}]
        return "/v1/responses", {"model": MODEL, "stream": stream, "input": items,
                                 "tools": [{"type": "function", "name": "shell", "parameters": {
                                     "type": "object", "properties": {"command": {"type": "array"}}}}]}
    if api == "chat":
        messages = [{"role": "user", "content": "go"}]
        for i in range(history_calls):
            messages += [{"role": "assistant", "tool_calls": [{"id": f"c{i}", "type": "function",
                                                               "function": {"name": "terminal", "arguments": "{}"}}]},
                         {"role": "tool", "tool_call_id": f"c{i}", "content": "WORKSPACE=/ws"}]
        return "/v1/chat/completions", {"model": MODEL, "stream": stream, "messages": messages,
                                        "tools": [{"type": "function", "function": {"name": "terminal",
                                                                                    "parameters": SHELL}}]}
    contents = [{"role": "user", "parts": [{"text": "go"}]}]
    for _ in range(history_calls):
        contents += [{"role": "model", "parts": [{"functionCall": {"name": "run_shell_command", "args": {}}}]},
                     {"role": "user", "parts": [{"functionResponse": {"name": "run_shell_command",
                                                                      "response": {"output": "WORKSPACE=/ws"}}}]}]
    method = "streamGenerateContent?alt=sse" if stream else "generateContent"
    return f"/v1beta/models/{MODEL}:{method}", {"contents": contents, "tools": [{"functionDeclarations": [
        {"name": "run_shell_command", "parameters": {"type": "OBJECT", "properties": {"command": {"type": "STRING"}},
                                                     "required": ["command"]}},
        {"name": "write_file", "parameters": {"type": "OBJECT", "properties": {
            "file_path": {"type": "STRING"}, "content": {"type": "STRING"}}}}]}]}


def _tool_call(api: str, text: str, stream: bool) -> tuple[str, dict]:
    """(tool name, arguments) of the answer, read as the vendor's SDK would."""
    if not stream:
        body = json.loads(text)
        if api == "anthropic":
            block = next(b for b in body["content"] if b["type"] == "tool_use")
            return block["name"], block["input"]
        if api == "responses":
            item = next(i for i in body["output"] if i["type"] == "function_call")
            return item["name"], json.loads(item["arguments"])
        if api == "chat":
            call = body["choices"][0]["message"]["tool_calls"][0]["function"]
            return call["name"], json.loads(call["arguments"])
        part = next(p for p in body["candidates"][0]["content"]["parts"] if "functionCall" in p)
        return part["functionCall"]["name"], part["functionCall"]["args"]
    events = _events(text)
    if api == "anthropic":
        start = next(e for e in events if e["type"] == "content_block_start" and e["content_block"]["type"] == "tool_use")
        args = "".join(e["delta"]["partial_json"] for e in events if e["type"] == "content_block_delta"
                       and e["delta"]["type"] == "input_json_delta")
        assert events[-2]["delta"]["stop_reason"] == "tool_use"
        return start["content_block"]["name"], json.loads(args)
    if api == "responses":
        done = [e for e in events if e["type"] == "response.output_item.done" and e["item"]["type"] == "function_call"]
        assert events[-1]["type"] == "response.completed"
        return done[0]["item"]["name"], json.loads(done[0]["item"]["arguments"])
    if api == "chat":
        calls = [c for e in events if e.get("choices") for c in e["choices"][0]["delta"].get("tool_calls") or []]
        assert [e["choices"][0]["finish_reason"] for e in events if e.get("choices")][-1] == "tool_calls"
        return calls[0]["function"]["name"], json.loads(calls[0]["function"]["arguments"])
    part = next(p for e in events for p in e["candidates"][0]["content"]["parts"] if "functionCall" in p)
    return part["functionCall"]["name"], part["functionCall"]["args"]


@pytest.mark.parametrize("stream", [False, True], ids=["whole", "streamed"])
@pytest.mark.parametrize("api", ["anthropic", "responses", "chat", "gemini"])
def test_each_wire_format_carries_the_plans_next_step(api, stream, driver):
    path, body = _request(api, 1, stream)
    answer = httpx.post(driver.url + path, json=body, timeout=30)
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("text/event-stream" if stream else "application/json")
    name, args = _tool_call(api, answer.text, stream)
    # Step 1 writes code/train.py: with the file tool where the CLI offers one, else through the shell.
    if api in ("anthropic", "gemini"):
        assert name in ("Write", "write_file") and args["file_path"] == "/ws/code/train.py"
    else:
        command = args["command"] if isinstance(args["command"], str) else args["command"][-1]
        assert name in ("shell", "terminal") and command.startswith("mkdir -p code && cat > code/train.py <<")
        assert args["command"] == command or args["command"][:2] == ["bash", "-lc"]  # an argv where one is asked for


def test_the_plan_ends_with_words_and_side_requests_get_short_answers(driver):
    path, body = _request("anthropic", len([s for s in PLAN if s.kind != "say"]), False)
    final = httpx.post(driver.url + path, json=body, timeout=30).json()
    assert final["stop_reason"] == "end_turn" and final["content"] == [{"type": "text", "text": PLAN[-1].say}]
    title = httpx.post(driver.url + "/v1/messages", json={"model": MODEL, "messages": [
        {"role": "user", "content": "a title for this conversation"}]}, timeout=30).json()
    assert title["content"][0]["text"] and title["stop_reason"] == "end_turn"
    # Gemini CLI's structured "who speaks next" check: JSON that fits the schema, and never the model again.
    check = httpx.post(f"{driver.url}/v1beta/models/{MODEL}:generateContent", json={
        "contents": [{"role": "user", "parts": [{"text": "who next?"}]}],
        "generationConfig": {"responseMimeType": "application/json", "responseJsonSchema": {
            "type": "object", "properties": {"reasoning": {"type": "string"},
                                             "next_speaker": {"type": "string", "enum": ["model", "user"]}}}}},
        timeout=30).json()
    assert json.loads(check["candidates"][0]["content"]["parts"][0]["text"])["next_speaker"] == "user"


def test_each_clis_tools_are_found_by_name_and_filled_from_their_schema():
    step = PLAN[2]  # run code/train.py
    cases = {
        "Bash": {"properties": {"command": {"type": "string"}, "timeout": {"description": "in milliseconds"}}},
        "exec_command": {"properties": {"cmd": {"type": "string"}, "workdir": {"type": "string"}}},
        "run_shell_command": {"properties": {"command": {"type": "string"}, "dir_path": {"type": "string"}}},
        "bash": {"properties": {"command": {"type": "string"}, "description": {"type": "string"}}},
        "terminal": {"properties": {"command": {"type": "string"}, "is_input": {"type": "boolean"},
                                    "timeout": {"type": "number"}}, "required": ["command", "security_risk"]},
    }
    for name, schema in cases.items():
        call = call_for(step, [Tool(name="Read", parameters={}), Tool(name=name, parameters=schema)], "/ws")
        assert call is not None and call.name == name
        assert step.command in call.arguments.values()
    assert call_for(step, [Tool(name="terminal", parameters=cases["terminal"])], "/ws").arguments == {
        "command": step.command, "timeout": 600, "is_input": False, "security_risk": "Now I run it."}
    assert call_for(step, [Tool(name="Bash", parameters=cases["Bash"])], "/ws").arguments["timeout"] == 600_000
    assert call_for(step, [Tool(name="web_search", parameters={})], "/ws") is None  # no shell: the driver says so


def test_the_recording_proxy_meters_every_format_the_driver_serves(driver, tmp_path):
    with ModelProxy(tmp_path / "calls.jsonl", openai_upstream=driver.url, anthropic_upstream=driver.url,
                    gemini_upstream=driver.url) as proxy:
        before = len(driver.served)
        for api, prefix in (("anthropic", "/anthropic"), ("responses", "/openai"), ("chat", "/openai"),
                            ("gemini", "/gemini")):
            for stream in (False, True):
                path, body = _request(api, 0, stream)
                assert httpx.post(proxy.url + prefix + path, json=body, timeout=30).status_code == 200
        served = driver.served[before:]
        totals = proxy.totals()
    assert totals.calls == len(served) == 8 and totals.errors == 0
    assert totals.input_tokens == sum(s.input_tokens for s in served) > 0
    assert totals.output_tokens == sum(s.output_tokens for s in served) > 0
    calls = [json.loads(line) for line in (tmp_path / "calls.jsonl").read_text().splitlines()]
    assert [c["stream"] for c in calls] == [False, True] * 4
    assert {c["api"] for c in calls} == {"anthropic", "openai", "gemini"}


def test_a_gemini_stream_without_sse_is_metered_too(driver, tmp_path):
    """`:streamGenerateContent` without `alt=sse` answers with a JSON array of chunks: no way past the budget."""
    with ModelProxy(tmp_path / "calls.jsonl", openai_upstream=None, anthropic_upstream=None,
                    gemini_upstream=driver.url) as proxy:
        path, body = _request("gemini", 0, True)
        answer = httpx.post(proxy.url + "/gemini" + path.replace("?alt=sse", ""), json=body, timeout=30)
        assert answer.status_code == 200 and isinstance(answer.json(), list)
        served = driver.served[-1]
        call = json.loads((tmp_path / "calls.jsonl").read_text())
    assert call["stream"] and (call["input_tokens"], call["output_tokens"]) == (served.input_tokens,
                                                                                served.output_tokens)


def test_a_command_codex_left_running_is_waited_for_before_the_next_step(driver):
    """Codex's exec_command hands back a command still running after 30 s as a session: the driver polls it
    with write_stdin, as a model would, and the poll is no step of the plan."""
    path, body = _request("responses", 2, False)
    body["tools"].append({"type": "function", "name": "write_stdin", "parameters": {
        "type": "object", "properties": {"session_id": {"type": "number"}, "chars": {"type": "string"}}}})
    body["input"][-1]["output"] = "Chunk ID: 1\nWall time: 30.0 seconds\nProcess running with session ID 86189\nOutput:\n"
    poll = httpx.post(driver.url + path, json=body, timeout=30).json()
    call = next(i for i in poll["output"] if i["type"] == "function_call")
    assert call["name"] == "write_stdin" and json.loads(call["arguments"])["session_id"] == 86189
    body["input"] += [{"type": "function_call", "call_id": "p", "name": "write_stdin", "arguments": call["arguments"]},
                      {"type": "function_call_output", "call_id": "p", "output": "wrote code/train.py"}]
    after = httpx.post(driver.url + path, json=body, timeout=30).json()
    call = next(i for i in after["output"] if i["type"] == "function_call")
    assert "code/train.py" in json.loads(call["arguments"])["command"][-1]  # step 2 of the plan, not step 3
    assert driver.served[-1].step == 2 and driver.served[-2].tool == "write_stdin"
