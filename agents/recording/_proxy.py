"""The recording proxy for model APIs: every call an agent makes, with its tokens, latency and cost.

The agent's CLI is pointed at it (`ModelProxy.agent_env()`: `OPENAI_BASE_URL` and LiteLLM's
`LLM_BASE_URL`, `ANTHROPIC_BASE_URL`, `GOOGLE_GEMINI_BASE_URL`). Each call is forwarded to the
real API as it came (streams relayed chunk by chunk), the usage the API reports is read on the side, one `ModelCall` per call is
appended to a JSONL file, and once an optional token or cost budget is spent every further
call is refused in the API's own error shape.
"""

from __future__ import annotations

import json
import logging
import os
import socket
import threading
import time
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path

import anyio
import httpx
from fastapi import FastAPI, Request
from fastapi.responses import Response, StreamingResponse
from pydantic import ValidationError

from agents.recording._prices import ModelPrice, load_prices, price_for
from agents.recording._proxy_apis import _error, _json_object, _Usage
from agents.recording._proxy_calls import APIS, REFUSED, Api, ModelBudget, ModelCall, ModelTotals
from infra import LoopbackServer, UsageError

__all__ = ["ModelProxy"]

# What the agent's CLI is given as its API key when the real one stays with the proxy.
PLACEHOLDER_KEY = "a2rl-proxy-holds-the-key"
_log = logging.getLogger(__name__)

# Hop-by-hop headers, and accept-encoding: the proxy asks upstream for identity encoding so
# that it can read the usage out of the bytes it relays.
_DROP_REQUEST = frozenset({"host", "content-length", "connection", "keep-alive", "transfer-encoding", "te",
                           "trailer", "upgrade", "proxy-authorization", "proxy-connection", "accept-encoding"})
# The relayed body is decoded and re-framed here; uvicorn sets its own date and server.
_DROP_RESPONSE = frozenset({"content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive",
                            "trailer", "upgrade", "te", "date", "server"})
# Read: the longest silence allowed between two chunks (a non-streamed answer of a reasoning
# model can think for minutes before its first byte).
_TIMEOUT = httpx.Timeout(connect=15.0, read=900.0, write=60.0, pool=60.0)


def _usd(amount: float) -> str:
    return f"${amount:,.2f}" if amount >= 1 else f"${amount:.2g}"


@dataclass
class _Pending:
    """What is known of a call before its answer."""

    t: float
    start: float
    api: Api
    endpoint: str
    model: str | None
    stream: bool


class ModelProxy:
    """Forwards an agent's model calls to the real APIs and records each; use as a context manager.

    Routes: `/openai/{path}` -> `{openai_upstream}/{path}`, `/anthropic/{path}` ->
    `{anthropic_upstream}/{path}`, `/gemini/{path}` -> `{gemini_upstream}/{path}`, any method,
    query and body. With `keys` ({"openai": ..., "anthropic": ..., "gemini": ...}) the proxy puts the real key on each forwarded call in
    place of the agent's, so the key never has to enter the sandbox. A log that already holds
    calls is continued: its calls count in the totals and the budget (a continued session).
    """

    def __init__(self, log_path: Path, *, openai_upstream: str | None = "https://api.openai.com",
                 anthropic_upstream: str | None = "https://api.anthropic.com",
                 gemini_upstream: str | None = "https://generativelanguage.googleapis.com",
                 budget: ModelBudget | None = None, prices: Mapping[str, ModelPrice] | None = None,
                 keys: Mapping[str, str] | None = None, host: str = "127.0.0.1") -> None:
        self.log_path = Path(log_path)
        self.upstreams: dict[str, str] = {}
        for api, upstream in (("openai", openai_upstream), ("anthropic", anthropic_upstream),
                              ("gemini", gemini_upstream)):
            if upstream is None:
                continue
            if not upstream.startswith(("http://", "https://")):
                raise UsageError(f"{api}_upstream {upstream!r} is not a URL; give one like https://api.{api}.com")
            self.upstreams[api] = upstream.rstrip("/")
        if unknown := set(keys or {}) - set(APIS):
            raise UsageError(f"keys for unknown APIs {sorted(unknown)}; use the names {', '.join(APIS)}")
        self._keys = {api: key for api, key in (keys or {}).items() if key}
        self.budget = budget or ModelBudget()
        self.prices = dict(load_prices() if prices is None else prices)
        self._lock = threading.Lock()
        self._totals = ModelTotals()
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        self._continue_log()

        # timeout_graceful_shutdown: a stream still running at exit is cut after 5 s, not waited for.
        self._http = LoopbackServer(_create_app(self), name="a2rl model proxy", host=host,
                                    access_log=False, lifespan="on", timeout_keep_alive=30,
                                    timeout_graceful_shutdown=5, backlog=512)
        self.host, self.port = self._http.host, self._http.port
        self._unix: Path | None = None

    @property
    def url(self) -> str:
        return self._http.url

    def __enter__(self) -> ModelProxy:
        self._http.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._http.stop()
        if self._unix is not None:
            self._unix.unlink(missing_ok=True)

    def serve_unix(self, path: Path) -> None:
        """Also answer on the Unix socket `path`: the way in for an agent with a network of its own
        (the sandbox relays it to this proxy's loopback port, so its URLs stay the same)."""
        path.unlink(missing_ok=True)
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        sock.bind(str(path))
        os.chmod(path, 0o666)  # the agent runs as a uid of its own
        self._http.add_socket(sock)
        self._unix = path

    def agent_env(self) -> dict[str, str]:
        """The environment the agent's CLI needs to call the APIs through this proxy.

        Where the proxy holds the real key, the CLI gets a placeholder: the CLIs refuse to
        start without one, and the proxy replaces it on the way out.
        """
        env = {}
        if "openai" in self.upstreams:
            env["OPENAI_BASE_URL"] = env["LLM_BASE_URL"] = f"{self.url}/openai/v1"
            if "openai" in self._keys:
                env["OPENAI_API_KEY"] = PLACEHOLDER_KEY
        if "anthropic" in self.upstreams:
            env["ANTHROPIC_BASE_URL"] = f"{self.url}/anthropic"
            if "anthropic" in self._keys:
                env["ANTHROPIC_API_KEY"] = PLACEHOLDER_KEY
        if "gemini" in self.upstreams:
            env["GOOGLE_GEMINI_BASE_URL"] = f"{self.url}/gemini"
            if "gemini" in self._keys:
                env["GEMINI_API_KEY"] = PLACEHOLDER_KEY
        return env

    def held(self) -> set[str]:
        """The real keys this proxy holds (what must not reach the sandbox under any name)."""
        return set(self._keys.values())

    def totals(self) -> ModelTotals:
        with self._lock:
            return self._totals

    def exceeded(self) -> str | None:
        """Once a budget is spent: why (the session ends the run on it, like a time-out)."""
        totals, budget = self.totals(), self.budget
        used = totals.input_tokens + totals.output_tokens
        if budget.max_tokens is not None and used >= budget.max_tokens:
            return f"token budget spent: {used:,} of {budget.max_tokens:,} tokens"
        if budget.max_cost_usd is not None and totals.cost_usd >= budget.max_cost_usd:
            return f"cost budget spent: {_usd(totals.cost_usd)} of {_usd(budget.max_cost_usd)}"
        return None

    def _continue_log(self) -> None:
        if not self.log_path.exists():
            return
        text = self.log_path.read_text(encoding="utf-8")
        for n, line in enumerate(text.splitlines(), 1):
            if not line.strip():
                continue
            try:
                self._totals = self._totals.plus(ModelCall.model_validate_json(line))
            except ValidationError:
                _log.warning("%s:%d is not a model call (cut short by a crash?); not counted", self.log_path, n)
        if text and not text.endswith("\n"):  # the next line must not be glued to a torn one
            with self.log_path.open("a", encoding="utf-8") as f:
                f.write("\n")

    def _record(self, call: _Pending, status: int, usage: _Usage | None = None, error: str | None = None) -> None:
        input_tokens, output_tokens, cached = usage.tokens() if usage else (None, None, None)
        model = call.model or (usage.model if usage else None)
        price = price_for(model, self.prices)
        cost = None
        if price is not None and (input_tokens is not None or output_tokens is not None):
            cost = price.cost(input_tokens or 0, output_tokens or 0, cached or 0)
        record = ModelCall(t=call.t, api=call.api, endpoint=call.endpoint, model=model, status=status,
                           stream=call.stream, input_tokens=input_tokens, output_tokens=output_tokens,
                           cached_tokens=cached, cost_usd=cost, latency_s=round(time.perf_counter() - call.start, 4),
                           error=error)
        line = record.model_dump_json() + "\n"
        with self._lock:
            with self.log_path.open("a", encoding="utf-8") as f:
                f.write(line)
                f.flush()
            self._totals = self._totals.plus(record)

    async def _forward(self, api: Api, path: str, request: Request, client: httpx.AsyncClient) -> Response:
        t, start = time.time(), time.perf_counter()
        body = await request.body()
        payload = _json_object(body) if body else None
        model = payload.get("model") if payload else None
        call = _Pending(t=t, start=start, api=api, endpoint="/" + path,
                        model=model if isinstance(model, str) else None,
                        stream=bool(payload and payload.get("stream") is True) or ":streamGenerateContent" in path)

        # Checked before forwarding; calls already in flight still finish and may overshoot it.
        if (reason := self.exceeded()) is not None:
            message = f"{REFUSED}{reason}; this run may make no more model calls"
            self._record(call, 429, error=message)
            return _error(api, 429, message, "budget")
        upstream = self.upstreams.get(api)
        if upstream is None:
            message = f"this proxy forwards no {api} calls; start ModelProxy with {api}_upstream=<url>"
            self._record(call, 502, error=message)
            return _error(api, 502, message, "upstream")

        if payload is not None and api == "openai" and call.stream and call.endpoint.endswith("/completions"):
            # A chat/completions stream reports usage only when asked to (one last chunk with
            # `choices: []`, which the SDKs expect); asked always, or a stream's tokens go unmetered.
            options = payload.get("stream_options") if isinstance(payload.get("stream_options"), dict) else {}
            if options.get("include_usage") is not True:
                payload["stream_options"] = {**options, "include_usage": True}
                body = json.dumps(payload).encode()

        headers = [(k, v) for k, v in request.headers.items() if k not in _DROP_REQUEST]
        headers.append(("accept-encoding", "identity"))
        if key := self._keys.get(api):
            # The real key is held by the harness and put on here, on the way out: the agent's
            # sandbox only ever has a placeholder it could leak or spend outside the run.
            headers = [(k, v) for k, v in headers if k not in ("authorization", "x-api-key", "x-goog-api-key")]
            headers.append({"openai": ("authorization", f"Bearer {key}"), "anthropic": ("x-api-key", key),
                            "gemini": ("x-goog-api-key", key)}[api])

        url = upstream + call.endpoint + (f"?{request.url.query}" if request.url.query else "")
        try:
            response = await client.send(client.build_request(request.method, url, headers=headers, content=body),
                                         stream=True)
        except httpx.HTTPError as exc:
            message = f"cannot reach the {api} API at {upstream}: {type(exc).__name__}: {exc}"
            self._record(call, 502, error=message)
            return _error(api, 502, message, "upstream")

        out_headers = {k: v for k, v in response.headers.items() if k not in _DROP_RESPONSE}
        usage = _Usage(api)
        if response.headers.get("content-type", "").startswith("text/event-stream"):
            call.stream = True
            return StreamingResponse(self._relay(call, response, usage), status_code=response.status_code,
                                     headers=out_headers)
        try:
            content = await response.aread()
        except httpx.HTTPError as exc:
            message = f"the {api} API at {upstream} broke off its answer: {type(exc).__name__}: {exc}"
            self._record(call, 502, error=message)
            return _error(api, 502, message, "upstream")
        finally:
            await response.aclose()
        try:
            answer = json.loads(content) if content else None
        except ValueError:
            answer = None
        # Gemini's streamGenerateContent without `alt=sse` answers with a JSON array of chunks.
        for obj in answer if isinstance(answer, list) else [answer]:
            if isinstance(obj, dict):
                usage.feed(obj)
        error = usage.error
        if response.status_code >= 400 and error is None:
            error = content[:500].decode("utf-8", "replace") or f"HTTP {response.status_code}"
        self._record(call, response.status_code, usage, error)
        return Response(content, status_code=response.status_code, headers=out_headers)

    async def _relay(self, call: _Pending, response: httpx.Response, usage: _Usage) -> AsyncIterator[bytes]:
        """Relays a stream chunk by chunk as it arrives (the agent reads it live), metering it on the side."""
        error = None
        try:
            async for chunk in response.aiter_bytes():
                usage.feed_sse(chunk)
                yield chunk
        except httpx.HTTPError as exc:
            error = f"the {call.api} API broke off its stream: {type(exc).__name__}: {exc}"
        except BaseException:  # cancelled, or closed: the agent hung up; recorded, then re-raised
            error = "the agent closed the stream before it ended"
            raise
        finally:
            self._record(call, response.status_code, usage, error or usage.error)
            with anyio.CancelScope(shield=True):  # closing the upstream stops its generation
                await response.aclose()


def _create_app(proxy: ModelProxy) -> FastAPI:
    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        limits = httpx.Limits(max_connections=256, max_keepalive_connections=32)
        async with httpx.AsyncClient(timeout=_TIMEOUT, limits=limits, follow_redirects=False) as client:
            app.state.client = client
            yield

    app = FastAPI(title="a2rl model proxy", lifespan=lifespan, docs_url=None, redoc_url=None, openapi_url=None)
    methods = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]

    @app.api_route("/openai/{path:path}", methods=methods)
    async def openai(path: str, request: Request) -> Response:
        return await proxy._forward("openai", path, request, app.state.client)

    @app.api_route("/anthropic/{path:path}", methods=methods)
    async def anthropic(path: str, request: Request) -> Response:
        return await proxy._forward("anthropic", path, request, app.state.client)

    @app.api_route("/gemini/{path:path}", methods=methods)
    async def gemini(path: str, request: Request) -> Response:
        return await proxy._forward("gemini", path, request, app.state.client)

    return app
