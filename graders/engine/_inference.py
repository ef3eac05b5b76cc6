"""Inference backends' interface: turn chats into completions, batched and greedy.

One backend per device; the rollout and evaluation code only sees `InferenceBackend`. What
every backend shares lives here too: a chat's prompt text, and cutting a completion at its stop.
"""

from __future__ import annotations

from abc import ABC, abstractmethod

from pydantic import BaseModel, ConfigDict, Field

Chat = list[dict[str, str]]


class GenerationConfig(BaseModel):
    """Decoding settings for evaluation. Part of the eval-config hash."""

    model_config = ConfigDict(frozen=True)

    max_new_tokens: int = Field(32, gt=0, description="Per-item generation limit.")
    stop: list[str] = Field(default_factory=list, description="Cut the completion at the first of these.")
    batch_size: int = Field(16, gt=0, description="Prompts per forward pass.")
    chat: bool = Field(True, description="Apply the tokenizer's chat template.")
    temperature: float = Field(0.0, ge=0.0, description="0 = greedy (evaluation); > 0 samples (agents' rollouts).")
    seed: int = Field(0, description="Sampling seed (ignored when greedy).")


class Completion(BaseModel):
    """One generated action and what it cost."""

    text: str = Field(description="Completion, cut at the first stop string.")
    prompt_tokens: int = Field(description="Tokens of the rendered prompt.")
    completion_tokens: int = Field(description="Tokens generated (before cutting at a stop string).")


class InferenceBackend(ABC):
    """A loaded policy that completes chats. Greedy, so a checkpoint's output is reproducible."""

    @abstractmethod
    def complete(self, chats: list[Chat], config: GenerationConfig,
                 keys: list[str] | None = None) -> list[Completion]:
        """One completion per chat, in order, cut at the first stop string.

        `keys` name the conversation each chat continues (an episode id). A backend may keep
        the attention state of a key's last prompt and compute only what the new prompt
        adds; the result must not depend on whether it does.
        """

    def forget(self, keys: list[str] | None = None) -> None:
        """Drop the kept state of `keys` (all keys when None)."""

    def generate(self, chats: list[Chat], config: GenerationConfig) -> list[str]:
        return [c.text for c in self.complete(chats, config)]

    def close(self) -> None:
        """Free the model (override when the backend holds more than Python objects)."""


def render_chat(tokenizer, chat: Chat, use_template: bool) -> str:
    """The prompt text a backend feeds its tokenizer: the chat template with the generation
    prompt, or the messages joined by newlines when the task asks for no template."""
    if use_template and tokenizer.chat_template:
        return tokenizer.apply_chat_template(chat, tokenize=False, add_generation_prompt=True)
    return "\n".join(message["content"] for message in chat)


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


def common_prefix_length(a: str, b: str) -> int:
    """Length of the longest common prefix, by bisection on slice comparisons (C speed).

    >>> common_prefix_length("<|im_start|>user\\nabc", "<|im_start|>user\\nabd"), common_prefix_length("x", "")
    (19, 0)
    """
    lo, hi = 0, min(len(a), len(b))
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if a[:mid] == b[:mid]:
            lo = mid
        else:
            hi = mid - 1
    return lo
