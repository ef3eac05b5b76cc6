"""The scripted driver: a local model server that plays `PLAN` through any agent CLI.

It answers in every wire format these CLIs speak — Anthropic Messages, OpenAI Responses,
Chat Completions and the Gemini API, each whole or streamed — plus the side endpoints they
call (token counts, model lists). Which plan step comes next is read from the request
itself (how many tool calls its history holds), so the server keeps no conversation state
and a CLI that retries a call gets the same answer. Requests that offer no tools (titles,
summaries, a Gemini "who speaks next" check) get a short answer of their own, JSON where
asked for.

Every answer's usage is deterministic (about four characters a token) and kept in
`served`, so a check can compare what the recording proxy counted with what was served.
"""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Callable
from typing import Any, Literal

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, Response, StreamingResponse
from pydantic import BaseModel, ConfigDict

from agents.driver import _wire
from agents.driver._plan import PLAN, submission_id, workspace_of
from agents.driver._tools import Tool, ToolCall, call_for
from infra import LoopbackServer

__all__ = ["ScriptedDriver", "Served"]

Api = Literal["anthropic", "openai-responses", "openai-chat", "gemini", "other"]
MODEL = "a2rl-scripted"
_TOOL_STEPS = [s for s in PLAN if s.kind != "say"]


class Served(BaseModel):
    """One request the driver answered."""

    model_config = ConfigDict(frozen=True)

    api: Api
    path: str
    stream: bool = False
    input_tokens: int = 0
    output_tokens: int = 0
    step: int | None = None      # the plan step answered; None for a side request
    tool: str | None = None      # the tool call made for it
    note: str | None = None      # why a step could not be played
    key: str | None = None       # the API key the call carried (x-api-key, x-goog-api-key, a bearer token)


def _tokens(value: Any) -> int:
    return max(1, len(value if isinstance(value, str) else json.dumps(value, sort_keys=True)) // 4)


def _schema_value(schema: Any) -> Any:
    """A small value that satisfies a JSON schema (Gemini CLI's structured side requests)."""
    if not isinstance(schema, dict):
        return "ok"
    if schema.get("enum"):
        # "Who speaks next": the user (ends the turn) — never loop the model on itself.
        return "user" if "user" in schema["enum"] else schema["enum"][0]
    kind = str(schema.get("type", "string")).lower()
    if kind == "object":
        props = schema.get("properties") or {}
        return {k: _schema_value(v) for k, v in props.items()}
    if kind == "array":
        return []
    if kind in ("integer", "number"):
        return 0
    if kind == "boolean":
        return False
    return "ok"


def _tools(api: Api, body: dict[str, Any]) -> list[Tool]:
    raw = body.get("tools") or []
    out: list[Tool] = []
    for t in raw if isinstance(raw, list) else []:
        if not isinstance(t, dict):
            continue
        if api == "anthropic" and t.get("name") and t.get("type") in (None, "custom"):
            out.append(Tool(name=t["name"], parameters=t.get("input_schema") or {}))
        elif api == "openai-responses" and t.get("type") == "function":
            out.append(Tool(name=t["name"], parameters=t.get("parameters") or {}))
        elif api == "openai-chat" and isinstance(t.get("function"), dict):
            out.append(Tool(name=t["function"]["name"], parameters=t["function"].get("parameters") or {}))
        elif api == "gemini":
            for d in t.get("functionDeclarations") or t.get("function_declarations") or []:
                params = d.get("parametersJsonSchema") or d.get("parameters") or {}
                out.append(Tool(name=d["name"], parameters=_lower_types(params)))
    return out


def _lower_types(schema: Any) -> Any:
    """Gemini's schemas spell types in capitals (STRING, OBJECT)."""
    if isinstance(schema, dict):
        return {k: (v.lower() if k == "type" and isinstance(v, str) else _lower_types(v)) for k, v in schema.items()}
    if isinstance(schema, list):
        return [_lower_types(v) for v in schema]
    return schema


# Codex's exec_command hands back a command still running after 30 s as a session to poll.
_RUNNING = re.compile(r"Process running with session ID (\d+)")
POLL_TOOL = "write_stdin"


def _still_running(api: Api, body: dict[str, Any]) -> int | None:
    """The session id when the last tool result says its command is still running (Codex)."""
    items = body.get("input") if api == "openai-responses" and isinstance(body.get("input"), list) else []
    outputs = [i for i in items if isinstance(i, dict) and i.get("type") == "function_call_output"]
    found = _RUNNING.search(str(outputs[-1].get("output"))) if outputs else None
    return int(found.group(1)) if found else None


def _prior_calls(api: Api, body: dict[str, Any]) -> int:
    """Tool calls the model already made in this conversation (polls aside): the plan step to play next."""
    if api == "anthropic":
        return sum(1 for m in body.get("messages") or [] if m.get("role") == "assistant"
                   and isinstance(m.get("content"), list) for b in m["content"] if b.get("type") == "tool_use")
    if api == "openai-responses":
        items = body.get("input") if isinstance(body.get("input"), list) else []
        return sum(1 for i in items if isinstance(i, dict) and i.get("name") != POLL_TOOL
                   and i.get("type") in ("function_call", "custom_tool_call", "local_shell_call"))
    if api == "openai-chat":
        return sum(len(m.get("tool_calls") or []) for m in body.get("messages") or [] if m.get("role") == "assistant")
    return sum(1 for c in body.get("contents") or [] for p in c.get("parts") or [] if "functionCall" in p)


class ScriptedDriver:
    """The driver served on a loopback port (a context manager); `url` is its root."""

    def __init__(self, host: str = "127.0.0.1") -> None:
        self.served: list[Served] = []
        self._lock = threading.Lock()
        self._http = LoopbackServer(self._app(), name="a2rl scripted driver", host=host, access_log=False,
                                    timeout_graceful_shutdown=2)

    @property
    def url(self) -> str:
        return self._http.url

    def __enter__(self) -> ScriptedDriver:
        self._http.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._http.stop(timeout_s=10)

    def _note(self, served: Served) -> None:
        with self._lock:
            self.served.append(served)

    def totals(self) -> tuple[int, int, int]:
        """(requests, input tokens, output tokens) served so far."""
        with self._lock:
            return (len(self.served), sum(s.input_tokens for s in self.served),
                    sum(s.output_tokens for s in self.served))

    def play(self, api: Api, path: str, body: dict[str, Any], stream: bool) -> tuple[_wire.Reply, Served]:
        """The next step of the plan for this conversation, as a reply and its record."""
        tools = _tools(api, body)
        input_tokens = _tokens(body)
        if not tools:
            reply = _wire.Reply(text="Understood.")
            return reply, Served(api=api, path=path, stream=stream, input_tokens=input_tokens,
                                 output_tokens=_tokens(reply.text))
        session = _still_running(api, body)
        poll = next((t for t in tools if t.name == POLL_TOOL), None)
        if session is not None and poll is not None:  # wait for the step's command, as a model would
            call = ToolCall(name=POLL_TOOL, arguments={"session_id": session, "chars": "", "yield_time_ms": 600_000})
            reply = _wire.Reply(text="Still running; waiting for it.", call=call)
            return reply, Served(api=api, path=path, stream=stream, input_tokens=input_tokens,
                                 output_tokens=_tokens(reply.text) + _tokens(call.arguments), tool=POLL_TOOL)
        step_no = _prior_calls(api, body)
        history = json.dumps(body)
        if step_no >= len(_TOOL_STEPS):
            reply = _wire.Reply(text=PLAN[-1].say)
            return reply, Served(api=api, path=path, stream=stream, input_tokens=input_tokens,
                                 output_tokens=_tokens(reply.text), step=len(PLAN) - 1)
        step = _TOOL_STEPS[step_no]
        if "{submission}" in step.command:
            step = step.model_copy(update={"command": step.command.replace("{submission}",
                                                                           str(submission_id(history)))})
        call = call_for(step, tools, workspace_of(history))
        if call is None:
            names = ", ".join(sorted(t.name for t in tools))
            note = f"no tool for a {step.kind} step among the {len(tools)} offered ({names})"
            reply = _wire.Reply(text=f"I stop here: {note}.")
            return reply, Served(api=api, path=path, stream=stream, input_tokens=input_tokens,
                                 output_tokens=_tokens(reply.text), step=step_no, note=note)
        reply = _wire.Reply(text=step.say, call=call)
        return reply, Served(api=api, path=path, stream=stream, input_tokens=input_tokens,
                             output_tokens=_tokens(reply.text) + _tokens(call.arguments), step=step_no, tool=call.name)

    def _app(self) -> FastAPI:
        app = FastAPI(title="a2rl scripted driver", docs_url=None, redoc_url=None, openapi_url=None)

        def noted(served: Served, request: Request) -> Served:
            h = request.headers
            bearer = h.get("authorization", "")
            key = h.get("x-api-key") or h.get("x-goog-api-key") or (bearer[7:] if bearer.startswith("Bearer ") else None)
            self._note(served.model_copy(update={"key": key}))
            return served

        async def body_of(request: Request) -> dict[str, Any]:
            raw = await request.body()
            try:
                body = json.loads(raw) if raw else {}
            except ValueError:
                body = {}
            return body if isinstance(body, dict) else {}

        def answer(out: dict[str, Any] | list[bytes]) -> Response:
            if isinstance(out, list):
                async def events():
                    for event in out:
                        yield event
                return StreamingResponse(events(), media_type="text/event-stream", headers={"cache-control": "no-cache"})
            return JSONResponse(out)

        async def turn(request: Request, api: Api, encode: Callable[..., Any]) -> Response:
            """One model call in `api`'s format: the plan's next step, recorded, encoded."""
            body = await body_of(request)
            stream = body.get("stream") is True
            reply, served = self.play(api, request.url.path, body, stream)
            noted(served, request)
            return answer(encode(reply, _wire.Usage(input_tokens=served.input_tokens,
                                                    output_tokens=served.output_tokens), body, stream))

        @app.post("/v1/messages")
        async def messages(request: Request) -> Response:
            return await turn(request, "anthropic", lambda r, u, b, s: _wire.anthropic(r, u, b.get("model"), s))

        @app.post("/v1/messages/count_tokens")
        async def count_tokens(request: Request) -> Response:
            body = await body_of(request)
            noted(Served(api="anthropic", path=request.url.path), request)
            return JSONResponse({"input_tokens": _tokens(body)})

        @app.post("/v1/responses")
        async def responses(request: Request) -> Response:
            return await turn(request, "openai-responses", _wire.responses)

        @app.post("/v1/chat/completions")
        async def chat(request: Request) -> Response:
            return await turn(request, "openai-chat", _wire.chat)

        @app.get("/api/hello")
        async def hello(request: Request) -> Response:  # Claude Code's reachability check at start
            noted(Served(api="other", path=request.url.path), request)
            return JSONResponse({"message": "hello"})

        @app.get("/v1/models")
        async def models(request: Request) -> Response:
            noted(Served(api="other", path=request.url.path), request)
            return JSONResponse({"object": "list", "data": [{"id": MODEL, "object": "model", "created": 0,
                                                             "owned_by": "a2rl"}]})

        @app.post("/{version}/models/{target:path}")
        async def gemini(version: str, target: str, request: Request) -> Response:
            body = await body_of(request)
            model, _, method = target.partition(":")
            if method == "countTokens":
                noted(Served(api="gemini", path=request.url.path), request)
                return JSONResponse({"totalTokens": _tokens(body)})
            stream = method == "streamGenerateContent"
            config = body.get("generationConfig") or {}
            reply, served = self.play("gemini", request.url.path, body, stream)
            json_text = None
            if config.get("responseMimeType") == "application/json":
                schema = config.get("responseJsonSchema") or config.get("responseSchema")
                json_text = json.dumps(_schema_value(_lower_types(schema)))
                served = served.model_copy(update={"output_tokens": _tokens(json_text)})
            noted(served, request)
            usage = _wire.Usage(input_tokens=served.input_tokens, output_tokens=served.output_tokens)
            if stream and request.query_params.get("alt") != "sse":  # a stream without SSE: a JSON array
                return JSONResponse([_wire.gemini(reply, usage, model, False, json_text)])
            return answer(_wire.gemini(reply, usage, model, stream, json_text))

        @app.api_route("/{path:path}", methods=["GET", "POST", "PUT", "DELETE", "HEAD"])
        async def unknown(path: str, request: Request) -> Response:
            noted(Served(api="other", path="/" + path, note="not an endpoint of the driver"), request)
            return JSONResponse(status_code=404, content={"error": {"message": f"no endpoint /{path}"}})

        return app
