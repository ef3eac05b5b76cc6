"""Where each model API (OpenAI, Anthropic, Gemini) reports a call's usage, and the shape of its errors."""

from __future__ import annotations

import json
from typing import Any

from fastapi.responses import JSONResponse

from agents.recording._proxy_calls import Api

# Nothing public: only ModelProxy reads and answers in the APIs' shapes.
__all__: list[str] = []


class _Usage:
    """The usage an API reported, merged from its answer or from its stream's events (later wins).

    Where each API puts it:
    - OpenAI chat/completions: `usage.prompt_tokens` (cached included), `usage.completion_tokens`,
      `usage.prompt_tokens_details.cached_tokens`; a stream has it only in its last chunk
      (`choices: []`), and only with `stream_options.include_usage`.
    - OpenAI Responses: `usage.input_tokens` (cached included), `usage.output_tokens`,
      `usage.input_tokens_details.cached_tokens`; a stream has it in the `response.completed`
      (or `.incomplete` / `.failed`) event, as `response.usage`.
    - Anthropic messages: `usage.input_tokens` (cache excluded), `cache_read_input_tokens`,
      `cache_creation_input_tokens`, `output_tokens`; a stream has the input side in
      `message_start` (`message.usage`) and the cumulative `usage.output_tokens` in `message_delta`.
    - Gemini generateContent: `usageMetadata.promptTokenCount` (cached included),
      `candidatesTokenCount` + `thoughtsTokenCount`, `cachedContentTokenCount`; a stream
      (`:streamGenerateContent?alt=sse`) repeats it, the last chunk's being the whole call's.
    """

    def __init__(self, api: Api) -> None:
        self.api = api
        self.fields: dict[str, Any] = {}
        self.model: str | None = None
        self.error: str | None = None
        self._pending = b""

    def feed(self, obj: dict[str, Any]) -> None:
        for holder in (obj, obj.get("response"), obj.get("message")):
            if not isinstance(holder, dict):
                continue
            for key in ("usage", "usageMetadata"):
                if isinstance(holder.get(key), dict):
                    self.fields.update({k: v for k, v in holder[key].items() if v is not None})
            for key in ("model", "modelVersion"):
                if self.model is None and isinstance(holder.get(key), str):
                    self.model = holder[key]
            error = holder.get("error")
            if isinstance(error, dict) and isinstance(error.get("message"), str):
                self.error = error["message"]

    def feed_sse(self, chunk: bytes) -> None:
        """Server-sent events: each of these APIs sends one JSON object per `data:` line."""
        *lines, self._pending = (self._pending + chunk).split(b"\n")
        if len(self._pending) > 1 << 22:  # a huge content delta, never a usage line: not kept
            self._pending = b""
        for line in lines:
            # Only the few lines that can carry usage or an error are parsed.
            if line.startswith(b"data:") and (b'"usage' in line or b'"error"' in line):
                obj = _json_object(line[5:])
                if obj is not None:
                    self.feed(obj)

    def tokens(self) -> tuple[int | None, int | None, int | None]:
        """(input incl. cached, output, cached) in one convention for every API."""
        u = self.fields
        if self.api == "gemini":
            output = [u[k] for k in ("candidatesTokenCount", "thoughtsTokenCount") if isinstance(u.get(k), int)]
            return (_int(u.get("promptTokenCount")), sum(output) if output else None,
                    _int(u.get("cachedContentTokenCount")))
        if self.api == "anthropic":
            parts = [u[k] for k in ("input_tokens", "cache_creation_input_tokens", "cache_read_input_tokens")
                     if isinstance(u.get(k), int)]
            return (sum(parts) if parts else None), _int(u.get("output_tokens")), _int(u.get("cache_read_input_tokens"))
        if "prompt_tokens" in u or "completion_tokens" in u:
            details = u.get("prompt_tokens_details")
            cached = details.get("cached_tokens") if isinstance(details, dict) else None
            return _int(u.get("prompt_tokens")), _int(u.get("completion_tokens")), _int(cached)
        details = u.get("input_tokens_details")
        cached = details.get("cached_tokens") if isinstance(details, dict) else None
        return _int(u.get("input_tokens")), _int(u.get("output_tokens")), _int(cached)

def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _json_object(data: bytes) -> dict[str, Any] | None:
    try:
        obj = json.loads(data)
    except ValueError:
        return None
    return obj if isinstance(obj, dict) else None


def _error(api: Api, status: int, message: str, kind: str) -> JSONResponse:
    """An error in the API's own shape, so that the agent's SDK reports it as it would the API's.

    `kind` is "budget" (429) or "upstream" (502). `x-should-retry: false` tells the official
    SDKs not to retry it (a spent budget stays spent).
    """
    if api == "gemini":
        return JSONResponse(status_code=status, headers={"x-should-retry": "false"} if kind == "budget" else None,
                            content={"error": {"code": status, "message": message,
                                               "status": "RESOURCE_EXHAUSTED" if kind == "budget" else "UNAVAILABLE"}})
    if api == "openai":
        body: dict[str, Any] = {"error": {
            "message": message, "type": "insufficient_quota" if kind == "budget" else "server_error",
            "param": None, "code": "a2rl_budget_spent" if kind == "budget" else "a2rl_upstream_unreachable"}}
    else:
        body = {"type": "error", "error": {"type": "rate_limit_error" if kind == "budget" else "api_error",
                                           "message": message}}
    headers = {"x-should-retry": "false"} if kind == "budget" else None
    return JSONResponse(status_code=status, content=body, headers=headers)
