"""`gsm8k`: GSM8K (Cobbe et al., 2021), the real data set, graded like the common harnesses."""

from __future__ import annotations

import random
from pathlib import Path

from tasks._answers import numeric_match
from tasks._sources import DataSource, data_dir_from_env, find_local, load_rows, require_fields
from tasks._spec import SplitName
from tasks._task import Item, Task

SOURCES = {
    split: DataSource(title=f"GSM8K {split}", hub_id="openai/gsm8k", hub_config="main", hub_split=split,
                      # openai/grade-school-math's own files first, then the hub's parquet layout.
                      local_files=(f"gsm8k/{split}.jsonl", f"gsm8k/main/{split}-*.parquet",
                                   f"grade_school_math/data/{split}.jsonl"))
    for split in ("train", "test")
}


class GSM8KTask(Task):
    folder = Path(__file__).parent
    data_version = "1"

    def source_items(self, data_dir: Path | None) -> list[Item]:
        items = []
        for split, source in SOURCES.items():
            rows = load_rows(source, data_dir)
            require_fields(rows, ("question", "answer"), source)
            items += [Item(id=f"gsm8k-{split}-{i:05d}", question=row["question"], answer=row["answer"])
                      for i, row in enumerate(rows)]
        return items

    def assign_splits(self, items: list[Item]) -> dict[SplitName, list[Item]]:
        """Official test is the test split; validation is a seeded slice of official train."""
        official_train = [it for it in items if it.id.startswith("gsm8k-train-")]
        test = [it for it in items if it.id.startswith("gsm8k-test-")]
        sizes = self.spec.splits
        if len(test) != 1319 or len(official_train) != 7473:
            raise ValueError(f"GSM8K has 7473 train and 1319 test problems, the mirror gave "
                             f"{len(official_train)} and {len(test)}: is it complete?")
        picked = set(random.Random(self.spec.seed).sample(range(len(official_train)), sizes.validation))
        validation = [it for i, it in enumerate(official_train) if i in picked]
        train = [it for i, it in enumerate(official_train) if i not in picked]
        return {"train": train[: sizes.train], "validation": validation, "test": test[: sizes.test]}

    def score(self, completion: str, item: Item) -> float:
        return numeric_match(completion, item.answer)

    def offline_status(self, data_dir: Path | None) -> tuple[bool, str]:
        data_dir = data_dir_from_env(data_dir)
        if all(find_local(s, data_dir) for s in SOURCES.values()):
            return True, f"local copy in {data_dir}"
        return False, "needs --data-dir (a GSM8K mirror) or the Hugging Face Hub"
