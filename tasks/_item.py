"""One example of a task, and seeded disjoint draws of them."""

from __future__ import annotations

import random

from pydantic import BaseModel, ConfigDict, Field


class Item(BaseModel):
    """One evaluation or training example."""

    model_config = ConfigDict(frozen=True)

    id: str = Field(description="Stable identifier, unique within the task.")
    question: str = Field(description="What the policy is asked.")
    answer: str = Field("", description="Reference answer (with worked solution where the task has one).")
    seed: int | None = Field(None, description="Online tasks: the episode seed of the task's environment.")
    extra: dict[str, str] | None = Field(None, description="Task-specific fields the scorer needs "
                                                          "(HumanEval: entry point and tests).")


def seeded_subsets(items: list[Item], sizes: list[int], seed: int) -> list[list[Item]]:
    """Disjoint subsets of `items` of the given sizes, drawn with `seed`, each in `items`' order.

    >>> [[i.id for i in s] for s in seeded_subsets([Item(id=str(n), question=str(n)) for n in range(5)], [2, 2], 0)]
    [['1', '2'], ['0', '4']]
    """
    if sum(sizes) > len(items):
        raise ValueError(f"subsets of {sizes} need {sum(sizes)} items, there are {len(items)}")
    order = list(range(len(items)))
    random.Random(seed).shuffle(order)
    out, start = [], 0
    for size in sizes:
        out.append([items[i] for i in sorted(order[start : start + size])])
        start += size
    return out
