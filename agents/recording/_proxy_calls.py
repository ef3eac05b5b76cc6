"""What the model proxy records: one `ModelCall` per call, their `ModelTotals`, and the `ModelBudget` it enforces."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["ModelBudget", "ModelCall", "ModelTotals"]

Api = Literal["openai", "anthropic", "gemini"]
APIS: tuple[Api, ...] = ("openai", "anthropic", "gemini")
REFUSED = "refused: "


class ModelBudget(BaseModel):
    """Limits on the model calls of one run; checked before each call is forwarded.

    Calls already forwarded may finish, so the spend can overshoot by the calls in flight
    when the budget ran out. Calls to a model without a price do not count against
    `max_cost_usd` (`ModelTotals.unpriced_calls` says how many there were).
    """

    model_config = ConfigDict(frozen=True)

    max_tokens: int | None = Field(None, ge=0, description="Input + output tokens over all calls.")
    max_cost_usd: float | None = Field(None, ge=0, description="USD over all calls, from the prices.")


class ModelCall(BaseModel):
    """One model call, as the proxy saw it: one JSONL line, in order of completion."""

    model_config = ConfigDict(frozen=True)

    version: Literal[1] = Field(1, description="Schema version.")
    t: float = Field(description="Epoch seconds the call started.")
    api: Api
    endpoint: str = Field(description="The API path, e.g. /v1/chat/completions, /v1/messages, /v1/responses.")
    model: str | None = Field(description="From the request body, else from the answer.")
    status: int = Field(description="HTTP status returned to the agent.")
    stream: bool = Field(description="Answered as a server-sent event stream.")
    input_tokens: int | None = Field(description="All input tokens, cached and cache-written ones included.")
    output_tokens: int | None = Field(description="Output tokens, reasoning tokens included.")
    cached_tokens: int | None = Field(description="The part of input_tokens read from the prompt cache.")
    cost_usd: float | None = Field(description="None when the model has no price or no usage was reported.")
    latency_s: float = Field(description="From the request until the last byte was relayed.")
    error: str | None = Field(description="The upstream's error message, a refusal (`refused: ...`), "
                                          "a connection error, a stream cut short.")


class ModelTotals(BaseModel):
    """Sums over the calls of one proxy (and of the log it continued)."""

    model_config = ConfigDict(frozen=True)

    calls: int = Field(0, description="Every call, refused ones included.")
    errors: int = Field(0, description="Calls that failed upstream or on the way (not refusals).")
    refused: int = Field(0, description="Calls refused because a budget was spent.")
    input_tokens: int = 0
    output_tokens: int = 0
    cached_tokens: int = 0
    cost_usd: float = Field(0.0, description="Over the calls whose cost is known.")
    unpriced_calls: int = Field(0, description="Answered calls to a model whose cost is unknown: no price for "
                                               "it, or no usage reported. Not counted in cost_usd.")
    latency_s: float = Field(0.0, description="Sum of the calls' latencies.")

    def plus(self, call: ModelCall) -> ModelTotals:
        refused = call.error is not None and call.error.startswith(REFUSED)
        failed = not refused and (call.status >= 400 or call.error is not None)
        return ModelTotals(
            calls=self.calls + 1, errors=self.errors + failed, refused=self.refused + refused,
            input_tokens=self.input_tokens + (call.input_tokens or 0),
            output_tokens=self.output_tokens + (call.output_tokens or 0),
            cached_tokens=self.cached_tokens + (call.cached_tokens or 0),
            cost_usd=self.cost_usd + (call.cost_usd or 0.0),
            unpriced_calls=self.unpriced_calls + (not refused and not failed and call.model is not None
                                                  and call.cost_usd is None),
            latency_s=self.latency_s + call.latency_s)
