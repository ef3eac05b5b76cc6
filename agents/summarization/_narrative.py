"""An optional narrative of the run, written by an LLM from the measured fields (report/narrative.md).

It is prose about numbers the harness measured, never a source of them: the file opens with a
line saying it is generated, the model that wrote it, and where the measured fields are; the
summary keeps only its path. The LLM is the one configured for judging (`--judge`/A2RL_JUDGE):
an OpenAI-compatible server, or a local transformers model.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Literal

import httpx
from pydantic import BaseModel, Field

MAX_INPUT_CHARS = 24_000  # the facts, trimmed: a long run's iterations would outgrow a small context
MAX_OUTPUT_TOKENS = 600

SYSTEM = ("You write the post-hoc account of one run of an LLM agent that tried to improve a base model by "
          "post-training it within a time budget. Use only the facts given (JSON, measured by the harness). For "
          "each iteration say what the agent did (training type, key hyperparameters, what changed), why it "
          "likely did it, what failed, and how the score moved. End with two sentences on what worked and what "
          "did not. No invented numbers; say 'not recorded' when a fact is missing. Under 400 words, markdown.")


class NarrativeLLM(BaseModel):
    """Which LLM writes it (the judge's settings)."""

    kind: Literal["openai", "local"]
    model: str = Field(description="openai: the served model's name; local: a model directory.")
    base_url: str = "https://api.openai.com/v1"
    api_key_env: str = "A2RL_JUDGE_API_KEY"
    timeout_s: float = 120.0

    @property
    def id(self) -> str:
        return f"{self.kind}:{self.model}" + (f"@{self.base_url}" if self.kind == "openai" else "")


class NarrativeError(RuntimeError):
    """The LLM gave no narrative; the run's measured report is complete without it."""


def facts_for_narrative(summary: dict[str, Any]) -> str:
    """The measured fields the LLM may use, as compact JSON (iterations trimmed from the middle when long)."""
    keep = {k: summary.get(k) for k in ("task", "agent", "driver", "model", "baseline_score", "baseline_val_score",
                                        "final_score", "improvement", "budget_s", "agent_exit_code",
                                        "agent_timed_out", "selection", "process_metrics")}
    its = [{k: v for k, v in it.items() if k in ("index", "kind", "elapsed_s", "status", "val_score", "improvement",
                                                 "best_so_far", "copy_of_base", "hyperparameters")}
           | {"training": (it.get("training") or {}).get("type"),
              "training_how": (it.get("training") or {}).get("how"),
              "changes": (it.get("changes") or {}).get("files"),
              "failures": [{"kind": f["kind"], "detail": f["detail"], "lines": f.get("log_lines", [])[-3:]}
                           for f in it.get("failures", [])]}
           for it in summary.get("iterations", [])]
    keep["iterations"] = its
    text = json.dumps(keep, default=str)
    half = len(its) // 2
    while len(text) > MAX_INPUT_CHARS and half > 1:
        half //= 2
        keep["iterations"] = its[:half] + [{"note": f"{len(its) - 2 * half} iterations left out"}] + its[-half:]
        text = json.dumps(keep, default=str)
    return text[:MAX_INPUT_CHARS]


def _openai(llm: NarrativeLLM, messages: list[dict[str, str]]) -> str:
    key = os.environ.get(llm.api_key_env) or os.environ.get("OPENAI_API_KEY")
    headers = {"Authorization": f"Bearer {key}"} if key else {}
    try:
        response = httpx.post(f"{llm.base_url.rstrip('/')}/chat/completions", headers=headers, timeout=llm.timeout_s,
                              json={"model": llm.model, "messages": messages, "max_tokens": MAX_OUTPUT_TOKENS,
                                    "temperature": 0})
    except httpx.HTTPError as exc:
        raise NarrativeError(f"{llm.base_url} unreachable ({type(exc).__name__}: {exc}); check --judge / "
                             "A2RL_JUDGE_BASE_URL") from exc
    if response.status_code != 200:
        raise NarrativeError(f"{llm.base_url} answered HTTP {response.status_code}: {response.text[:300]}")
    try:
        return str(response.json()["choices"][0]["message"]["content"]).strip()
    except (ValueError, KeyError, IndexError, TypeError) as exc:
        raise NarrativeError(f"{llm.base_url} answered without a chat completion: {response.text[:300]}") from exc


def _local(llm: NarrativeLLM, messages: list[dict[str, str]]) -> str:
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tok = AutoTokenizer.from_pretrained(llm.model)
    model = AutoModelForCausalLM.from_pretrained(llm.model, dtype=torch.float32)
    if tok.chat_template:
        ids = tok.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    else:
        ids = tok("\n\n".join(m["content"] for m in messages) + "\n\n", return_tensors="pt")
    with torch.no_grad():
        out = model.generate(**ids, max_new_tokens=MAX_OUTPUT_TOKENS, do_sample=False,
                             pad_token_id=tok.pad_token_id or tok.eos_token_id)
    return tok.decode(out[0][ids["input_ids"].shape[1]:], skip_special_tokens=True).strip()


def write_narrative(path: Path, summary: dict[str, Any], llm: NarrativeLLM) -> Path:
    """Ask the LLM; write its answer under a header that says it is generated. Raises NarrativeError."""
    messages = [{"role": "system", "content": SYSTEM},
                {"role": "user", "content": "Facts (JSON):\n" + facts_for_narrative(summary)}]
    text = _openai(llm, messages) if llm.kind == "openai" else _local(llm, messages)
    if not text:
        raise NarrativeError(f"{llm.id} returned an empty answer")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f"<!-- generated: true; model: {llm.id} -->\n"
                    f"> **Generated by an LLM ({llm.id}) — not measured.** It was given the measured fields of "
                    f"report/metrics.json and may still be wrong; the numbers in summary.md are the record.\n\n"
                    + text + "\n")
    return path
