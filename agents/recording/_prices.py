"""Model list prices (USD per 1M tokens) from `prices.yaml`, and which price a model name gets."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from infra import UsageError

__all__ = ["ModelPrice", "load_prices", "price_for"]

PRICES_FILE = Path(__file__).with_name("prices.yaml")


class ModelPrice(BaseModel):
    """List price of one model, USD per 1M tokens."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    input: float = Field(ge=0, description="Uncached input (prompt) tokens.")
    output: float = Field(ge=0, description="Output tokens, reasoning tokens included.")
    cached_input: float | None = Field(None, ge=0, description="Input tokens read from the prompt cache; "
                                                                "None: priced as input.")

    def cost(self, input_tokens: int, output_tokens: int, cached_tokens: int) -> float:
        """USD for one call; `cached_tokens` are a part of `input_tokens`."""
        cached = min(cached_tokens, input_tokens)
        cached_rate = self.input if self.cached_input is None else self.cached_input
        return ((input_tokens - cached) * self.input + cached * cached_rate + output_tokens * self.output) / 1e6


class _PriceFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    version: Literal[1] = Field(description="Schema version.")
    models: dict[str, ModelPrice] = Field(description="Model name (or name prefix) -> its price.")


def load_prices(path: Path | None = None) -> dict[str, ModelPrice]:
    """Model prices from a YAML file (default: the bundled `prices.yaml`), USD per 1M tokens."""
    path = PRICES_FILE if path is None else Path(path)
    try:
        raw = yaml.safe_load(path.read_text(encoding="utf-8"))
        return dict(_PriceFile.model_validate(raw).models)
    except (OSError, yaml.YAMLError, ValidationError) as exc:
        raise UsageError(f"cannot read model prices from {path}: {exc}\nWrite it like {PRICES_FILE}: "
                         "`version: 1` and `models: {NAME: {input: USD, output: USD, cached_input: USD}}` "
                         "(USD per 1M tokens).") from exc


def price_for(model: str | None, prices: Mapping[str, ModelPrice]) -> ModelPrice | None:
    """The price of `model`: by exact name, else by the longest priced name it starts with.

    The prefix must end at a separator, so that dated snapshots find their family
    (claude-sonnet-4-5-20250929 -> claude-sonnet-4-5) but o3 does not price o30. A router's
    provider prefix ("openai/gpt-5") is tried without it too.

    >>> p = {"gpt-5": ModelPrice(input=1, output=2), "gpt-5-mini": ModelPrice(input=0.5, output=1)}
    >>> price_for("gpt-5-mini-2025-08-07", p).input, price_for("openai/gpt-5", p).input, price_for("gpt-50", p)
    (0.5, 1.0, None)
    """
    if not model:
        return None
    for name in dict.fromkeys((model, model.rsplit("/", 1)[-1])):
        if name in prices:
            return prices[name]
        prefixes = [k for k in prices if name.startswith(k) and not name[len(k)].isalnum()]
        if prefixes:
            return prices[max(prefixes, key=len)]
    return None
