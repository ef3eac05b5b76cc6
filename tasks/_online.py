"""Online tasks: items are episode seeds of an environment; the environment does the scoring."""

from __future__ import annotations

import random
from pathlib import Path

from tasks._item import Item
from tasks._task import Task

SEED_SPACE = 2**31 - 1


class OnlineTask(Task):
    """An online task: subclasses only point `folder` at their task.yaml (with its `env:`).

    Train, validation and test are disjoint sets of seeds drawn with the task's seed, so an
    episode is named by (task, split, seed) and the agent trains on seeds it is never tested on.
    """

    def source_items(self, data_dir: Path | None) -> list[Item]:
        env = self.spec.env
        assert env is not None
        sizes = self.spec.splits
        seeds = random.Random(self.spec.seed).sample(range(1, SEED_SPACE), sizes.train + sizes.validation + sizes.test)
        return [Item(id=f"{self.name}-{seed}", question=f"{env.name} episode with seed {seed}", seed=seed)
                for seed in seeds]

    def score(self, completion: str, item: Item) -> float:
        raise TypeError(f"{self.name} is scored by its environment over whole episodes, not per completion")
