"""Inference backends: turn chats into completions, batched and greedy.

One backend per device; the rollout and evaluation code only sees `InferenceBackend`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

Chat = list[dict[str, str]]


class GenerationConfig(BaseModel):
    """Decoding settings for evaluation. Part of the eval-config hash."""

    model_config = ConfigDict(frozen=True)

    max_new_tokens: int = Field(32, gt=0, description="Per-item generation limit.")
    stop: list[str] = Field(default_factory=list, description="Cut the completion at the first of these.")
    batch_size: int = Field(16, gt=0, description="Prompts per forward pass.")
    chat: bool = Field(True, description="Apply the tokenizer's chat template.")


class InferenceBackend(ABC):
    """A loaded policy that completes chats. Greedy, so a checkpoint's output is reproducible."""

    @abstractmethod
    def generate(self, chats: list[Chat], config: GenerationConfig) -> list[str]:
        """One completion per chat, in order, cut at the first stop string."""

    def close(self) -> None:
        """Free the model (override when the backend holds more than Python objects)."""


def cut_at_stop(text: str, stops: list[str]) -> str:
    """Truncate at the earliest stop string.

    >>> cut_at_stop("12<|im_end|>junk", ["<|im_end|>"])
    '12'
    >>> cut_at_stop("a\\n\\nb", ["<|im_end|>", "\\n\\n"])
    'a'
    """
    cut = len(text)
    for stop in stops:
        if stop:
            found = text.find(stop)
            if found != -1:
                cut = min(cut, found)
    return text[:cut]


class TransformersBackend(InferenceBackend):
    """transformers `generate` with left padding; runs on CPU or one GPU."""

    def __init__(self, model_path: str | Path, device: str = "auto") -> None:
        import torch
        from transformers import AutoModelForCausalLM, AutoTokenizer

        if device == "auto":
            device = "cuda" if torch.cuda.is_available() else "cpu"
        self.device = device
        self.tokenizer = AutoTokenizer.from_pretrained(str(model_path))
        self.tokenizer.padding_side = "left"
        if self.tokenizer.pad_token is None:
            self.tokenizer.pad_token = self.tokenizer.eos_token
        dtype = torch.bfloat16 if device.startswith("cuda") else torch.float32
        self.model = AutoModelForCausalLM.from_pretrained(str(model_path), dtype=dtype).to(device).eval()

    def _render(self, chat: Chat, use_template: bool) -> str:
        if use_template and self.tokenizer.chat_template:
            return self.tokenizer.apply_chat_template(chat, tokenize=False, add_generation_prompt=True)
        return "\n".join(message["content"] for message in chat)

    def generate(self, chats: list[Chat], config: GenerationConfig) -> list[str]:
        import torch

        tok = self.tokenizer
        stops = [s for s in [*config.stop, tok.eos_token, tok.pad_token] if s]
        out: list[str] = []
        for start in range(0, len(chats), config.batch_size):
            prompts = [self._render(c, config.chat) for c in chats[start : start + config.batch_size]]
            # The chat template already starts with the BOS-like header; adding special
            # tokens again would give the model an input it was never trained on.
            enc = tok(prompts, return_tensors="pt", padding=True, add_special_tokens=not config.chat)
            enc = {k: v.to(self.device) for k, v in enc.items()}
            with torch.inference_mode():
                generated = self.model.generate(
                    **enc, do_sample=False, max_new_tokens=config.max_new_tokens,
                    pad_token_id=tok.pad_token_id, eos_token_id=tok.eos_token_id,
                    stop_strings=config.stop or None, tokenizer=tok if config.stop else None,
                )
            new_tokens = generated[:, enc["input_ids"].shape[1]:]
            for row in tok.batch_decode(new_tokens, skip_special_tokens=False):
                out.append(cut_at_stop(row, stops))
        return out

    def close(self) -> None:
        del self.model
