"""`judge_pairwise`: each model output against its reference, in a random order per item.

Judges prefer a position (often the first); showing the model's output first on about half
the items, as AlpacaEval does, turns that bias into noise instead of a systematic shift.
"""

from __future__ import annotations

import hashlib

from pydantic import BaseModel, ConfigDict, Field

from graders.judges._cache import JudgeCache, ask_missing
from graders.judges._judge import Judge, Prompt

TIE = 0.5


class PairwiseResult(BaseModel):
    """Per-item preferences of one model over the references, and what they cost."""

    model_config = ConfigDict(frozen=True)

    preferences: list[float] = Field(description=(
        "Per item, P(the model's output beats the reference) in [0, 1]; 0.5 is a tie."))
    swapped: list[bool] = Field(description=(
        "Per item, True when the model's output was shown first (as output_1, label 'm')."))
    judge: str = Field(description="Id of the judge that gave the preferences.")
    calls: int = Field(description="Prompts actually sent to the judge (cache misses, duplicates sent once).")
    cached: int = Field(description="Items answered from the cache.")


def is_swapped(seed: int, instruction: str) -> bool:
    """Whether the model's output is shown first: fixed by the seed and the instruction alone,
    so an item's order does not depend on which other items are scored with it.

    >>> is_swapped(0, "Write a haiku") == is_swapped(0, "Write a haiku")
    True
    >>> sum(is_swapped(0, f"q{i}") for i in range(1000)) in range(450, 551)
    True
    """
    digest = hashlib.sha256(f"{seed}\x00{instruction}".encode()).digest()
    return bool(digest[0] & 1)


def judge_pairwise(judge: Judge, instructions: list[str], references: list[str], outputs: list[str], *,
                   seed: int, cache: JudgeCache | None = None) -> PairwiseResult:
    """Ask `judge` whether each output beats its reference: identical pairs are ties without
    asking, cached answers are reused, and the rest go to the judge in one batch."""
    if not len(instructions) == len(references) == len(outputs):
        raise ValueError(f"{len(instructions)} instructions, {len(references)} references and "
                         f"{len(outputs)} outputs: need one of each per item")
    swapped = [is_swapped(seed, instruction) for instruction in instructions]
    preferences: list[float | None] = [None] * len(instructions)
    # Per item: the cache key of the question shown, for those the judge must answer.
    asked: dict[int, str] = {}
    prompts: dict[str, Prompt] = {}
    for i, (instruction, reference, output) in enumerate(zip(instructions, references, outputs)):
        if output.strip() == reference.strip():
            preferences[i] = TIE
            continue
        # AlpacaEval's order: the reference is output_1 ('m'), the model output_2 ('M').
        prompt = (instruction, output, reference) if swapped[i] else (instruction, reference, output)
        key = JudgeCache.key(judge.id, *prompt)
        asked[i] = key
        prompts[key] = prompt

    known, sent = ask_missing(judge.id, prompts, judge.prefer_second, cache, "preferences")
    cached = 0
    for i, key in asked.items():
        second = known[key]
        preferences[i] = 1.0 - second if swapped[i] else second
        cached += key not in sent
    return PairwiseResult(preferences=preferences, swapped=swapped, judge=judge.id,
                          calls=len(sent), cached=cached)
