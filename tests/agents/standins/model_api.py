"""Stand-in for a paid LLM API (OpenAI, Anthropic), which cannot be reached from here.

A real FastAPI app on a loopback port, answering in the APIs' real wire formats (as their
public references describe them): OpenAI `/v1/chat/completions` and `/v1/responses`,
Anthropic `/v1/messages`, each streamed (server-sent events) or not. Usage is
deterministic: input tokens = words in the prompt, output tokens = `output_tokens`
(the answer is that many words), `cached_tokens` of the input reported as read from the
prompt cache. It records every request it got (tests read the headers a proxy forwarded),
can be told to fail (`fail_status`), and `unreachable_url()` names a port where nothing listens.
"""

from __future__ import annotations

import asyncio
import json
import socket
import time
import uuid
from collections.abc import AsyncIterator
from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, Response, StreamingResponse
from pydantic import BaseModel

from infra import LoopbackServer


class RecordedRequest(BaseModel):
    """One request the stand-in got."""

    method: str
    path: str
    query: str
    headers: dict[str, str]
    body: dict[str, Any]


def unreachable_url() -> str:
    """A loopback URL where nothing listens (the port was free a moment ago)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return f"http://127.0.0.1:{s.getsockname()[1]}"


def _words(value: Any) -> int:
    """Words in every text of a prompt: strings, content parts, nested messages."""
    if isinstance(value, str):
        return len(value.split())
    if isinstance(value, list):
        return sum(_words(v) for v in value)
    if isinstance(value, dict):
        return sum(_words(value[k]) for k in ("text", "content", "input") if k in value)
    return 0


def _sse(data: dict[str, Any], event: str | None = None) -> bytes:
    head = f"event: {event}\n" if event else ""
    return f"{head}data: {json.dumps(data)}\n\n".encode()


class StandinModelAPI:
    """The stand-in served in a background thread; use as a context manager, `.url` is its root.

    Attributes a test may set at any time: `output_tokens`, `cached_tokens`, `chunk_delay_s`
    (seconds between streamed events), `fail_status` (answer every call with this error).
    """

    def __init__(self, output_tokens: int = 20) -> None:
        self.output_tokens = output_tokens
        self.cached_tokens = 0
        self.chunk_delay_s = 0.0
        self.fail_status: int | None = None
        self.requests: list[RecordedRequest] = []
        self._http = LoopbackServer(self._app(), name="stand-in model API", access_log=False,
                                    timeout_graceful_shutdown=2)
        self.port = self._http.port

    @property
    def url(self) -> str:
        return self._http.url

    def __enter__(self) -> StandinModelAPI:
        self._http.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._http.stop(timeout_s=10)

    def _usage(self, body: dict[str, Any], *keys: str) -> tuple[int, int, int]:
        words = sum(_words(body.get(k)) for k in keys)
        return words, self.output_tokens, min(self.cached_tokens, words)

    def _answer(self) -> list[str]:
        return [f"w{i} " for i in range(self.output_tokens)]

    async def _events(self, events: list[bytes]) -> AsyncIterator[bytes]:
        for event in events:
            yield event
            if self.chunk_delay_s:
                await asyncio.sleep(self.chunk_delay_s)

    def _stream(self, events: list[bytes]) -> StreamingResponse:
        return StreamingResponse(self._events(events), media_type="text/event-stream",
                                 headers={"cache-control": "no-cache"})

    async def _take(self, request: Request) -> tuple[dict[str, Any], Response | None]:
        """Records the request; the body, and the error to answer instead when told to fail."""
        raw = await request.body()
        try:
            body = json.loads(raw) if raw else {}
        except ValueError:
            body = {}
        body = body if isinstance(body, dict) else {}
        self.requests.append(RecordedRequest(method=request.method, path=request.url.path, query=request.url.query,
                                             headers=dict(request.headers), body=body))
        if self.fail_status is None:
            return body, None
        message = f"stand-in told to fail with {self.fail_status}"
        if request.url.path == "/v1/messages":
            content: dict[str, Any] = {"type": "error", "error": {"type": "api_error", "message": message}}
        else:
            content = {"error": {"message": message, "type": "server_error", "param": None, "code": None}}
        return body, JSONResponse(status_code=self.fail_status, content=content)

    def _app(self) -> FastAPI:
        app = FastAPI()

        @app.post("/v1/chat/completions")
        async def chat(request: Request) -> Response:
            body, failure = await self._take(request)
            if failure is not None:
                return failure
            model, cid, created = body.get("model"), f"chatcmpl-{uuid.uuid4().hex[:24]}", int(time.time())
            prompt, completion, cached = self._usage(body, "messages")
            usage = {"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion,
                     "prompt_tokens_details": {"cached_tokens": cached, "audio_tokens": 0},
                     "completion_tokens_details": {"reasoning_tokens": 0, "audio_tokens": 0,
                                                   "accepted_prediction_tokens": 0,
                                                   "rejected_prediction_tokens": 0}}
            if not body.get("stream"):
                return JSONResponse({
                    "id": cid, "object": "chat.completion", "created": created, "model": model,
                    "choices": [{"index": 0, "message": {"role": "assistant", "content": "".join(self._answer()),
                                                         "refusal": None, "annotations": []},
                                 "logprobs": None, "finish_reason": "stop"}],
                    "usage": usage, "service_tier": "default", "system_fingerprint": None})
            include_usage = (body.get("stream_options") or {}).get("include_usage") is True
            base = {"id": cid, "object": "chat.completion.chunk", "created": created, "model": model,
                    "system_fingerprint": None, **({"usage": None} if include_usage else {})}

            def chunk(delta: dict[str, Any], finish: str | None = None) -> bytes:
                return _sse({**base, "choices": [{"index": 0, "delta": delta, "logprobs": None,
                                                  "finish_reason": finish}]})

            events = [chunk({"role": "assistant", "content": "", "refusal": None})]
            events += [chunk({"content": word}) for word in self._answer()]
            events.append(chunk({}, "stop"))
            if include_usage:
                events.append(_sse({**base, "choices": [], "usage": usage}))
            events.append(b"data: [DONE]\n\n")
            return self._stream(events)

        @app.post("/v1/responses")
        async def responses(request: Request) -> Response:
            body, failure = await self._take(request)
            if failure is not None:
                return failure
            rid, mid = f"resp_{uuid.uuid4().hex}", f"msg_{uuid.uuid4().hex}"
            inp, out, cached = self._usage(body, "instructions", "input")
            text = "".join(self._answer())
            part = {"type": "output_text", "text": text, "annotations": [], "logprobs": []}
            item = {"id": mid, "type": "message", "status": "completed", "role": "assistant", "content": [part]}
            response = {
                "id": rid, "object": "response", "created_at": int(time.time()), "status": "completed",
                "error": None, "incomplete_details": None, "instructions": body.get("instructions"),
                "model": body.get("model"), "output": [item], "parallel_tool_calls": True, "tool_choice": "auto",
                "tools": [], "store": True, "text": {"format": {"type": "text"}},
                "usage": {"input_tokens": inp, "input_tokens_details": {"cached_tokens": cached},
                          "output_tokens": out, "output_tokens_details": {"reasoning_tokens": 0},
                          "total_tokens": inp + out}}
            if not body.get("stream"):
                return JSONResponse(response)
            seq = iter(range(10**6))

            def event(kind: str, **data: Any) -> bytes:
                return _sse({"type": kind, "sequence_number": next(seq), **data}, kind)

            pending = {**response, "status": "in_progress", "output": [], "usage": None}
            events = [event("response.created", response=pending), event("response.in_progress", response=pending),
                      event("response.output_item.added", output_index=0,
                            item={**item, "status": "in_progress", "content": []}),
                      event("response.content_part.added", item_id=mid, output_index=0, content_index=0,
                            part={**part, "text": ""})]
            events += [event("response.output_text.delta", item_id=mid, output_index=0, content_index=0,
                             delta=word, logprobs=[]) for word in self._answer()]
            events += [event("response.output_text.done", item_id=mid, output_index=0, content_index=0, text=text,
                             logprobs=[]),
                       event("response.content_part.done", item_id=mid, output_index=0, content_index=0, part=part),
                       event("response.output_item.done", output_index=0, item=item),
                       event("response.completed", response=response)]
            return self._stream(events)

        @app.post("/v1/messages")
        async def messages(request: Request) -> Response:
            body, failure = await self._take(request)
            if failure is not None:
                return failure
            words, out, cached = self._usage(body, "system", "messages")
            usage = {"input_tokens": words - cached, "cache_creation_input_tokens": 0,
                     "cache_read_input_tokens": cached, "output_tokens": out, "service_tier": "standard"}
            message = {"id": f"msg_{uuid.uuid4().hex[:24]}", "type": "message", "role": "assistant",
                       "model": body.get("model"), "content": [{"type": "text", "text": "".join(self._answer())}],
                       "stop_reason": "end_turn", "stop_sequence": None, "usage": usage}
            if not body.get("stream"):
                return JSONResponse(message)
            start = {**message, "content": [], "stop_reason": None, "usage": {**usage, "output_tokens": 1}}
            events = [_sse({"type": "message_start", "message": start}, "message_start"),
                      _sse({"type": "content_block_start", "index": 0, "content_block": {"type": "text", "text": ""}},
                           "content_block_start"),
                      _sse({"type": "ping"}, "ping")]
            events += [_sse({"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": word}},
                            "content_block_delta") for word in self._answer()]
            events += [_sse({"type": "content_block_stop", "index": 0}, "content_block_stop"),
                       _sse({"type": "message_delta", "delta": {"stop_reason": "end_turn", "stop_sequence": None},
                             "usage": {"output_tokens": out}}, "message_delta"),
                       _sse({"type": "message_stop"}, "message_stop")]
            return self._stream(events)

        return app
