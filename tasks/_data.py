"""Data preparation: split a task's items into a cache, hash each split, read them back."""

from __future__ import annotations

import fcntl
import hashlib
import json
import shutil
import tempfile
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from infra import A2RLHome
from tasks._spec import SplitName
from tasks._task import Item, Task

MANIFEST = "manifest.json"


class PreparedData(BaseModel):
    """A task's prepared splits in the data cache. Only graders read validation and test."""

    model_config = ConfigDict(frozen=True)

    version: int = Field(1, description="Schema version of manifest.json.")
    task: str = Field(description="Task name.")
    root: Path = Field(description="Cache folder holding <split>.jsonl and manifest.json.")
    hashes: dict[str, str] = Field(description="sha256 of each split file, by split name.")
    sizes: dict[str, int] = Field(description="Item count of each split, by split name.")

    def path(self, split: SplitName) -> Path:
        return self.root / f"{split}.jsonl"

    def load(self, split: SplitName) -> list[Item]:
        with open(self.path(split)) as fh:
            return [Item.model_validate_json(line) for line in fh if line.strip()]


def _cache_key(task: Task) -> str:
    blob = json.dumps({"spec": task.spec.model_dump(mode="json"), "data_version": task.data_version},
                      sort_keys=True)
    return hashlib.sha256(blob.encode()).hexdigest()[:16]


def split_bytes(items: list[Item]) -> bytes:
    return "".join(item.model_dump_json(exclude_none=True) + "\n" for item in items).encode()


def prepare_data(task: Task, home: A2RLHome, data_dir: Path | None = None) -> PreparedData:
    """Build (once) and return the task's splits. Safe to call from concurrent runs."""
    root = home.data_cache / task.spec.name / _cache_key(task)
    manifest = root / MANIFEST
    if manifest.is_file():
        return PreparedData.model_validate_json(manifest.read_text())
    root.parent.mkdir(parents=True, exist_ok=True)
    with open(root.parent / f".{root.name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if manifest.is_file():
            return PreparedData.model_validate_json(manifest.read_text())
        splits = task.assign_splits(task.source_items(data_dir))
        check_disjoint(splits, allow_eval_overlap=task.spec.validation_is_test)
        scratch = Path(tempfile.mkdtemp(prefix=".prep-", dir=root.parent))
        hashes, sizes = {}, {}
        for name, items in splits.items():
            blob = split_bytes(items)
            (scratch / f"{name}.jsonl").write_bytes(blob)
            hashes[name] = hashlib.sha256(blob).hexdigest()
            sizes[name] = len(items)
        prepared = PreparedData(task=task.name, root=root, hashes=hashes, sizes=sizes)
        (scratch / MANIFEST).write_text(prepared.model_dump_json(indent=2))
        if root.exists():
            shutil.rmtree(root)
        scratch.rename(root)
        return prepared


def check_disjoint(splits: dict[SplitName, list[Item]], allow_eval_overlap: bool = False) -> None:
    """Raise if any id or question text appears in two splits.

    `allow_eval_overlap` lets validation and test share items (a paper's protocol that grades
    on what the agent is shown); train stays disjoint from both.
    """
    owner: dict[str, str] = {}
    for name, items in splits.items():
        group = "eval" if allow_eval_overlap and name in ("validation", "test") else name
        for item in items:
            for key in (f"id:{item.id}", "q:" + " ".join(item.question.lower().split())):
                if owner.setdefault(key, group) != group:
                    raise ValueError(f"{key!r} is in both {owner[key]} and {name}: splits must be disjoint")
