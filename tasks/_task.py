"""The task interface: what a benchmark task provides to the harness and the graders."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from pathlib import Path
from typing import ClassVar

from infra import install_command, missing, require_extra
from tasks._item import Item, seeded_subsets
from tasks._scoring import GradeFn, OutcomeScorer, RuleScorer, Scorer
from tasks._spec import SplitName, TaskSpec

__all__ = ["GradeFn", "Item", "Task", "seeded_subsets"]


class Task(ABC):
    """A benchmark task. Subclasses live in `tasks/<name>/task.py` next to `task.yaml`.

    A subclass provides the item pool (`source_items`) and its scoring (`score`, a rule per item, or
    `scorer` for another way); the split assignment, prompt formatting and description come from
    here unless overridden.
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

    def scorer(self) -> Scorer:
        """How the task's episodes are scored: a task with an environment by the environment's outcome,
        any other by its `score` rule, item by item. A judge-graded task returns a judging scorer."""
        return OutcomeScorer() if self.spec.env is not None else RuleScorer(self.score)

    @property
    def needs_judge(self) -> bool:
        """Whether grading needs an LLM judge (`A2RL_JUDGE` / `--judge`), checked before anything starts."""
        return self.scorer().needs_judge
