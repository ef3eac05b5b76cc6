"""What a run records about its agent, and the budgets on its model calls."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, model_validator

__all__ = ["RecordingConfig"]


class RecordingConfig(BaseModel):
    """`RunConfig.recording`: the runtime-recording skill's settings."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    model_calls: bool | None = Field(
        None, description="Route the agent's model API through the recording proxy. None: for agents whose CLI "
                          "calls an OpenAI-, Anthropic- or Gemini-compatible API (agent.yaml driver.api), and "
                          "whenever a token or cost budget is set.")
    max_tokens: int | None = Field(None, gt=0, description="Token budget (input + output) over all model calls; "
                                                           "spent → the session ends like a time-out.")
    max_cost_usd: float | None = Field(None, gt=0, description="Cost budget in USD over all model calls.")
    openai_upstream: str | None = Field(None, description="Where OpenAI-compatible calls go (default: "
                                                          "$OPENAI_BASE_URL without /v1, else api.openai.com).")
    anthropic_upstream: str | None = Field(None, description="Where Anthropic calls go (default: "
                                                             "$ANTHROPIC_BASE_URL, else api.anthropic.com).")
    gemini_upstream: str | None = Field(None, description="Where Gemini API calls go (default: "
                                                          "$GOOGLE_GEMINI_BASE_URL, else "
                                                          "generativelanguage.googleapis.com).")
    hold_keys: bool = Field(False, description="The real OPENAI_API_KEY / ANTHROPIC_API_KEY / GEMINI_API_KEY stay with the harness: "
                                               "the agent gets placeholders, the proxy adds the keys on the way out.")
    revision_interval_s: float = Field(300.0, gt=0, description="Commit code/ this often (and at every "
                                                                "submission).")
    resource_interval_s: float = Field(5.0, gt=0, description="Seconds between resource samples.")
    process_interval_s: float = Field(0.25, gt=0, description="Seconds between scans of the sandbox's processes.")

    @model_validator(mode="after")
    def _budgets_need_the_proxy(self) -> RecordingConfig:
        if self.model_calls is False and (self.max_tokens or self.max_cost_usd or self.hold_keys):
            raise ValueError("--max-tokens, --max-cost and --hold-keys need the recording proxy: drop "
                             "--no-record-model-calls (model_calls: false)")
        return self

    def proxy_wanted(self, api: str | None, calls_out: bool = False) -> bool:
        """`api`: the agent's driver API; `calls_out`: it needs the network (it may call any model API)."""
        if self.model_calls is not None:
            return self.model_calls
        return (api in ("openai", "anthropic", "gemini") or calls_out or self.max_tokens is not None
                or self.max_cost_usd is not None)
