"""The scripted driver's answers in each vendor's wire format, whole or as server-sent events.

One `Reply` (words, then at most one tool call) is written as an Anthropic message, an
OpenAI Responses response, a Chat Completions completion or a Gemini generateContent
response, with the usage the driver serves. Shapes follow the vendors' API references and
their official SDKs' types, which the CLIs parse with.
"""

from __future__ import annotations

import json
import time
import uuid
from typing import Any

from pydantic import BaseModel, ConfigDict

from agents.driver._tools import ToolCall

__all__ = ["Reply", "Usage", "anthropic", "chat", "gemini", "responses"]


class Usage(BaseModel):
    model_config = ConfigDict(frozen=True)

    input_tokens: int
    output_tokens: int


class Reply(BaseModel):
    model_config = ConfigDict(frozen=True)

    text: str = ""
    call: ToolCall | None = None


def sse(data: dict[str, Any], event: str | None = None) -> bytes:
    head = f"event: {event}\n" if event else ""
    return f"{head}data: {json.dumps(data)}\n\n".encode()


def _id(prefix: str) -> str:
    return f"{prefix}{uuid.uuid4().hex[:24]}"


def anthropic(reply: Reply, usage: Usage, model: str | None, stream: bool) -> dict[str, Any] | list[bytes]:
    blocks: list[dict[str, Any]] = [{"type": "text", "text": reply.text}] if reply.text else []
    if reply.call:
        blocks.append({"type": "tool_use", "id": _id("toolu_"), "name": reply.call.name, "input": reply.call.arguments})
    u = {"input_tokens": usage.input_tokens, "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0,
         "output_tokens": usage.output_tokens, "service_tier": "standard"}
    message = {"id": _id("msg_"), "type": "message", "role": "assistant", "model": model, "content": blocks,
               "stop_reason": "tool_use" if reply.call else "end_turn", "stop_sequence": None, "usage": u}
    if not stream:
        return message
    start = {**message, "content": [], "stop_reason": None, "usage": {**u, "output_tokens": 1}}
    events = [sse({"type": "message_start", "message": start}, "message_start")]
    for i, block in enumerate(blocks):
        if block["type"] == "text":
            events += [sse({"type": "content_block_start", "index": i, "content_block": {"type": "text", "text": ""}},
                           "content_block_start"),
                       sse({"type": "content_block_delta", "index": i,
                            "delta": {"type": "text_delta", "text": block["text"]}}, "content_block_delta")]
        else:
            events += [sse({"type": "content_block_start", "index": i,
                            "content_block": {**block, "input": {}}}, "content_block_start"),
                       sse({"type": "content_block_delta", "index": i,
                            "delta": {"type": "input_json_delta", "partial_json": json.dumps(block["input"])}},
                           "content_block_delta")]
        events.append(sse({"type": "content_block_stop", "index": i}, "content_block_stop"))
    events += [sse({"type": "message_delta", "delta": {"stop_reason": message["stop_reason"], "stop_sequence": None},
                    "usage": {"output_tokens": usage.output_tokens}}, "message_delta"),
               sse({"type": "message_stop"}, "message_stop")]
    return events


def responses(reply: Reply, usage: Usage, body: dict[str, Any], stream: bool) -> dict[str, Any] | list[bytes]:
    items: list[dict[str, Any]] = []
    if reply.text:
        items.append({"id": _id("msg_"), "type": "message", "status": "completed", "role": "assistant",
                      "content": [{"type": "output_text", "text": reply.text, "annotations": [], "logprobs": []}]})
    if reply.call:
        items.append({"id": _id("fc_"), "type": "function_call", "status": "completed", "call_id": _id("call_"),
                      "name": reply.call.name, "arguments": json.dumps(reply.call.arguments)})
    response = {
        "id": _id("resp_"), "object": "response", "created_at": int(time.time()), "status": "completed",
        "error": None, "incomplete_details": None, "instructions": None, "model": body.get("model"),
        "output": items, "parallel_tool_calls": False, "tool_choice": "auto", "tools": [], "store": False,
        "text": {"format": {"type": "text"}},
        "usage": {"input_tokens": usage.input_tokens, "input_tokens_details": {"cached_tokens": 0},
                  "output_tokens": usage.output_tokens, "output_tokens_details": {"reasoning_tokens": 0},
                  "total_tokens": usage.input_tokens + usage.output_tokens}}
    if not stream:
        return response
    seq = iter(range(10**6))

    def event(kind: str, **data: Any) -> bytes:
        return sse({"type": kind, "sequence_number": next(seq), **data}, kind)

    pending = {**response, "status": "in_progress", "output": [], "usage": None}
    events = [event("response.created", response=pending), event("response.in_progress", response=pending)]
    for index, item in enumerate(items):
        if item["type"] == "message":
            part = item["content"][0]
            events += [event("response.output_item.added", output_index=index,
                             item={**item, "status": "in_progress", "content": []}),
                       event("response.content_part.added", item_id=item["id"], output_index=index, content_index=0,
                             part={**part, "text": ""}),
                       event("response.output_text.delta", item_id=item["id"], output_index=index, content_index=0,
                             delta=part["text"], logprobs=[]),
                       event("response.output_text.done", item_id=item["id"], output_index=index, content_index=0,
                             text=part["text"], logprobs=[]),
                       event("response.content_part.done", item_id=item["id"], output_index=index, content_index=0,
                             part=part)]
        else:
            events += [event("response.output_item.added", output_index=index,
                             item={**item, "status": "in_progress", "arguments": ""}),
                       event("response.function_call_arguments.delta", item_id=item["id"], output_index=index,
                             delta=item["arguments"]),
                       event("response.function_call_arguments.done", item_id=item["id"], output_index=index,
                             arguments=item["arguments"])]
        events.append(event("response.output_item.done", output_index=index, item=item))
    events.append(event("response.completed", response=response))
    return events


def chat(reply: Reply, usage: Usage, body: dict[str, Any], stream: bool) -> dict[str, Any] | list[bytes]:
    cid, created, model = _id("chatcmpl-"), int(time.time()), body.get("model")
    calls = ([{"id": _id("call_"), "type": "function",
               "function": {"name": reply.call.name, "arguments": json.dumps(reply.call.arguments)}}]
             if reply.call else [])
    finish = "tool_calls" if calls else "stop"
    u = {"prompt_tokens": usage.input_tokens, "completion_tokens": usage.output_tokens,
         "total_tokens": usage.input_tokens + usage.output_tokens,
         "prompt_tokens_details": {"cached_tokens": 0}, "completion_tokens_details": {"reasoning_tokens": 0}}
    if not stream:
        message: dict[str, Any] = {"role": "assistant", "content": reply.text or None, "refusal": None}
        if calls:
            message["tool_calls"] = calls
        return {"id": cid, "object": "chat.completion", "created": created, "model": model,
                "choices": [{"index": 0, "message": message, "logprobs": None, "finish_reason": finish}],
                "usage": u, "system_fingerprint": None}
    include_usage = (body.get("stream_options") or {}).get("include_usage") is True
    base = {"id": cid, "object": "chat.completion.chunk", "created": created, "model": model,
            "system_fingerprint": None}

    def chunk(delta: dict[str, Any], reason: str | None = None) -> bytes:
        return sse({**base, "choices": [{"index": 0, "delta": delta, "logprobs": None, "finish_reason": reason}]})

    events = [chunk({"role": "assistant", "content": ""})]
    if reply.text:
        events.append(chunk({"content": reply.text}))
    for i, call in enumerate(calls):
        events.append(chunk({"tool_calls": [{"index": i, **call}]}))
    events.append(chunk({}, finish))
    if include_usage:
        events.append(sse({**base, "choices": [], "usage": u}))
    events.append(b"data: [DONE]\n\n")
    return events


def gemini(reply: Reply, usage: Usage, model: str | None, stream: bool, json_text: str | None = None
           ) -> dict[str, Any] | list[bytes]:
    parts: list[dict[str, Any]] = []
    if json_text is not None:
        parts.append({"text": json_text})
    elif reply.text:
        parts.append({"text": reply.text})
    if reply.call:
        parts.append({"functionCall": {"name": reply.call.name, "args": reply.call.arguments}})
    response = {"candidates": [{"content": {"role": "model", "parts": parts}, "finishReason": "STOP", "index": 0}],
                "usageMetadata": {"promptTokenCount": usage.input_tokens, "candidatesTokenCount": usage.output_tokens,
                                  "totalTokenCount": usage.input_tokens + usage.output_tokens},
                "modelVersion": model, "responseId": _id("")}
    return [sse(response)] if stream else response
