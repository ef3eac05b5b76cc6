"""The task interface: what a benchmark task provides to the harness and the graders."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from pathlib import Path
from typing import ClassVar, Protocol

from pydantic import BaseModel, ConfigDict, Field

from infra import install_command, missing, require_extra
from tasks._spec import SplitName, TaskSpec


class GradeFn(Protocol):
    """A correctness judge, as the evaluator hands it to `Task.judge_episodes`: for each
    (question, gold answer, response), P(the response is correct) in [0, 1]. Raises
    `A2RLError` (the judge's) when it cannot answer."""

    def __call__(self, questions: list[tuple[str, str, str]], /) -> list[float]: ...


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


class Task(ABC):
    """A benchmark task. Subclasses live in `tasks/<name>/task.py` next to `task.yaml`.

    A subclass provides the item pool (`source_items`) and the scorer (`score`); the
    split assignment, prompt formatting and description come from here unless overridden.
    """

    folder: ClassVar[Path]
    data_version: ClassVar[str] = "1"
    """Bump when `source_items` or `assign_splits` changes output, so caches are rebuilt."""

    def __init__(self, spec: TaskSpec) -> None:
        self.spec = spec

    @property
    def name(self) -> str:
        """`spec.ref`: the registry name, with `:protocol` when it is not the default one."""
        return self.spec.ref

    def offline_status(self, data_dir: Path | None) -> tuple[bool, str]:
        """Whether the task can run here without a network, and why (for `a2rl tasks`)."""
        return True, "generated offline"

    def preflight(self) -> None:
        """Raise `UsageError` (saying what to set) when this machine cannot grade the task."""

    def missing_extra(self) -> str | None:
        """Why the task's pip extra is not installed (None when it is, or the task needs none)."""
        why = missing(self.spec.extra) if self.spec.extra else []
        return f"{why[0]}: {install_command(self.spec.extra)}" if why else None

    def check_ready(self) -> None:
        """Raise `UsageError` naming the fix when this machine cannot run the task: its pip extra
        first (one line with the install command), then the task's own `preflight`."""
        if self.spec.extra:
            require_extra(self.spec.extra, f"task {self.name}")
        self.preflight()

    @abstractmethod
    def source_items(self, data_dir: Path | None) -> list[Item]:
        """Every item the task draws its splits from, in a deterministic order.

        `data_dir` is the user's local mirror of the source (`--data-dir`), or None.
        Raise `DataUnavailableError` naming the data set and the option when it cannot load.
        """

    @abstractmethod
    def score(self, completion: str, item: Item) -> float:
        """Pure: 1.0 for a fully correct completion, 0.0 for a wrong one (partial in between)."""

    def assign_splits(self, items: list[Item]) -> dict[SplitName, list[Item]]:
        """Seeded, disjoint draw: test first, then validation, then train.

        Items whose question text repeats are kept once, so no question is in two splits.
        """
        seen: set[str] = set()
        unique: list[Item] = []
        for item in items:
            key = " ".join(item.question.lower().split())
            if key not in seen:
                seen.add(key)
                unique.append(item)
        random.Random(self.spec.seed).shuffle(unique)
        sizes = self.spec.splits
        need = sizes.test + sizes.validation + sizes.train
        if len(unique) < need:
            raise ValueError(f"task {self.name} has {len(unique)} unique items; its splits need {need}")
        test = unique[: sizes.test]
        validation = unique[sizes.test : sizes.test + sizes.validation]
        train = unique[sizes.test + sizes.validation : need]
        return {"train": train, "validation": validation, "test": test}

    def user_message(self, item: Item) -> str:
        return self.spec.prompt.template.format(question=item.question, id=item.id)

    def system_prompt(self, item: Item) -> str | None:
        """The system message for `item` (ALFWorld adds the two examples of the item's task type)."""
        return self.spec.prompt.system

    def messages(self, item: Item) -> list[dict[str, str]]:
        """The chat the grader sends for `item` (documented in description.md)."""
        out: list[dict[str, str]] = []
        system = self.system_prompt(item)
        if system is not None:
            out.append({"role": "system", "content": system})
        out.append({"role": "user", "content": self.user_message(item)})
        return out

    def description(self) -> str:
        """The agent-facing description.md, with split sizes filled in."""
        text = (self.folder / "description.md").read_text()
        sizes = self.spec.splits
        return text.format(train=sizes.train, validation=sizes.validation, test=sizes.test,
                           max_new_tokens=self.spec.prompt.max_new_tokens)

    def write_workspace_extras(self, workspace: Path) -> None:
        """Hook for task files the agent needs beyond data and description (online env code…)."""

    def given_texts(self) -> list[str]:
        """Text the agent is given by right besides the train split (the description, the prompt, the
        extras' text): the contamination scan never counts what these share with sealed items."""
        prompt = self.spec.prompt
        return [self.description(), prompt.template, prompt.system or ""]

    def agent_env(self) -> dict[str, str]:
        """Settings the agent's own rollouts need to play this task as the grader does (e.g. the
        WebShop server's URL). The agent's environment is otherwise cleared: keys and harness
        paths never reach it."""
        return {}

    @property
    def needs_judge(self) -> bool:
        """Whether grading needs an LLM judge (`A2RL_JUDGE` / `--judge`), checked before anything starts.

        Judge-graded tasks (`kind: judge`) do; an online task may ask for one in some protocols
        and then implements `judge_episodes`.
        """
        return self.spec.kind == "judge"

    def judge_episodes(self, items: list[Item], final_actions: list[str | None],
                       grade: GradeFn) -> tuple[list[float], dict[str, float]]:
        """Online tasks that need a judge: each episode's score (0-1) and the task's metrics.

        `items[i]` is episode i's item and `final_actions[i]` the action that ended it (None
        when the episode failed or ran out of turns). Called after the rollouts; `grade`'s
        errors propagate, and the evaluation is then recorded as failed.
        """
        raise NotImplementedError(f"task {self.name} needs a judge but does not implement judge_episodes")
