"""What a hyperparameter setting is: the record of one, the canonical names the code's spellings map
to (lr, SFT_LR, --learning-rate → learning_rate; `r` only inside a LoRA config → lora_rank), and
how a value written in a config or on a command line reads."""

from __future__ import annotations

import ast
import json
from collections.abc import Iterator, Sequence

from pydantic import BaseModel, ConfigDict, Field

from agents.summarization._source import Value, _value

__all__ = ["ALIASES", "Hyperparameter", "Hyperparameters", "canonical", "cli_flags", "scalar"]


class Hyperparameter(BaseModel):
    """One setting of one hyperparameter, where the code (or a command line) sets it."""

    model_config = ConfigDict(frozen=True)
    name: str = Field(description="Canonical name (learning_rate, batch_size, kl_beta, lora_rank ...).")
    value: Value = Field(description="Its value where knowable (environment lookups count as unset: their default); "
                                     "None when not, or when the code says None.")
    expr: str = Field(description="The source text of the value; a module constant it names is shown as "
                                  "'NAME = <its source>'.")
    path: str = Field(description="File relative to the code folder; '(cmdline)' for a TRL CLI command line.")
    line: int
    context: str | None = Field(description="Where it is set: 'GRPOConfig', 'LoraConfig', 'AdamW', 'argparse --lr', "
                                            "'cmdline', 'module constant SFT_LR', 'class Args', 'config.yaml' ...")
    written_as: str = Field("", description="The name as the code spells it (per_device_train_batch_size, --lr, "
                                            "SFT_LR).")


Hyperparameters = dict[str, list[Hyperparameter]]
"""Canonical name → its settings in file and line order (e.g. learning_rate → [SFTConfig's, GRPOConfig's])."""


ALIASES = {
    "learning_rate": ("lr", "learning_rate", "learningrate", "base_lr"),
    "epochs": ("num_train_epochs", "epochs", "num_epochs", "n_epochs", "epoch"),
    "max_steps": ("max_steps", "steps", "num_steps", "total_steps", "train_steps", "num_train_steps", "n_steps"),
    "batch_size": ("per_device_train_batch_size", "batch_size", "batch", "bs", "bsz", "train_batch_size"),
    "grad_accum": ("gradient_accumulation_steps", "grad_accum", "grad_accum_steps", "accumulation_steps",
                   "accum_steps"),
    "num_generations": ("num_generations", "group_size", "num_samples", "samples", "samples_per_prompt",
                        "n_samples", "rloo_k"),
    "kl_beta": ("beta", "kl_coef", "init_kl_coef", "kl_beta", "kl_coeff", "kl_weight"),
    "clip_range": ("cliprange", "clip_range", "clip_eps", "clip_epsilon", "epsilon"),
    "lora_rank": ("lora_r", "lora_rank"),
    "lora_alpha": ("lora_alpha",),
    "lora_dropout": ("lora_dropout",),
    "max_completion_length": ("max_completion_length", "max_new_tokens", "response_length", "max_response_length",
                              "max_gen_len", "max_generation_length", "max_tokens"),
    "max_prompt_length": ("max_prompt_length",),
    "max_seq_length": ("max_seq_length", "max_length", "max_len", "max_seq_len", "seq_len", "seq_length",
                       "block_size", "context_length"),
    "temperature": ("temperature",),
    "top_p": ("top_p",),
    "warmup_steps": ("warmup_steps", "num_warmup_steps", "warmup"),
    "warmup_ratio": ("warmup_ratio",),
    "weight_decay": ("weight_decay", "wd"),
    "max_grad_norm": ("max_grad_norm", "grad_clip", "clip_grad_norm", "gradient_clipping"),
    "lr_scheduler": ("lr_scheduler_type", "lr_scheduler"),
    "loss_type": ("loss_type",),
    "seed": ("seed", "random_seed"),
}
_CANON = {alias: name for name, aliases in ALIASES.items() for alias in aliases}
_LORA_ONLY = {"r": "lora_rank", "rank": "lora_rank", "alpha": "lora_alpha"}  # too generic anywhere else
_PREFIXES = ("sft_", "grpo_", "dpo_", "ppo_", "rl_", "online_", "train_", "training_", "default_", "policy_",
             "a2rl_", "hp_", "cfg_")


def canonical(raw: str, context: str | None = None) -> str | None:
    key = raw.lstrip("-").replace("-", "_").lower()
    if context and "lora" in context.lower() and key in _LORA_ONLY:
        return _LORA_ONLY[key]
    while key not in _CANON:
        prefix = next((p for p in _PREFIXES if key.startswith(p) and len(key) > len(p)), None)
        if prefix is None:
            return None
        key = key[len(prefix):]
    return _CANON[key]


def scalar(text: str) -> Value:
    """A config or command-line value as the program would most likely read it."""
    text = text.strip()
    try:
        v = json.loads(text)
    except (ValueError, RecursionError):
        try:
            v = ast.literal_eval(text)
        except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
            v = {"true": True, "false": False, "yes": True, "no": False, "none": None, "null": None}.get(
                text.lower(), text.strip("\"'"))
    return _value(v)


def cli_flags(argv: Sequence[str]) -> Iterator[tuple[str, str | None, str]]:
    """(flag, its value or None, the text) for each --flag[=value] of a command line."""
    for i, tok in enumerate(argv):
        if not tok.startswith("-") or tok in ("-m", "-c") or scalar(tok) != tok:  # -1e-4 is a value
            continue
        if "=" in tok:
            flag, value = tok.split("=", 1)
            yield flag, value, tok
        elif i + 1 < len(argv) and not (argv[i + 1].startswith("-") and scalar(argv[i + 1]) == argv[i + 1]):
            yield tok, argv[i + 1], f"{tok} {argv[i + 1]}"
        else:
            yield tok, None, tok
