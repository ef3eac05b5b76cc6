"""`alpaca_eval`: AlpacaEval 2.0 (Dubois et al., 2024), judged pairwise against GPT-4 Turbo.

The task gives the items (instruction + the GPT-4 Turbo reference output) and the training
instructions; the pairwise judging and the length-controlled win rate are the grader's
(`graders.judges`), because they score a whole split at once, not one completion at a time.
"""

from __future__ import annotations

import os
from pathlib import Path

from tasks._scoring import PairwiseJudgeScorer, Scorer
from tasks._sources import DataSource, data_dir_from_env, find_local, load_rows, require_fields
from tasks._spec import SplitName
from tasks._task import Item, Task, seeded_subsets

EVAL_SOURCE = DataSource(
    title="AlpacaEval 2.0 instructions with GPT-4 Turbo references", hub_id="tatsu-lab/alpaca_eval",
    hub_split="eval", hub_files="hf://datasets/tatsu-lab/alpaca_eval/alpaca_eval_gpt4_baseline.json",
    # alpaca_eval's results/gpt4_1106_preview/model_outputs.json, or the hub file.
    local_files=("alpaca_eval/gpt4_1106_preview_outputs.json", "alpaca_eval/alpaca_eval_gpt4_baseline.json",
                 "alpaca_eval/results/gpt4_1106_preview/model_outputs.json"))
TRAIN_SOURCE = DataSource(
    title="Alpaca training instructions", hub_id="tatsu-lab/alpaca", hub_split="train",
    local_files=("alpaca/alpaca_data.json", "alpaca/data/train-*.parquet", "stanford_alpaca/alpaca_data.json"))
N_EVAL = 805


def _key(text: str) -> str:
    return " ".join(text.lower().split())


def alpaca_prompt(instruction: str, input_text: str | None) -> str:
    """Alpaca rows split a task into instruction and optional input; the policy sees both."""
    return f"{instruction}\n\n{input_text}" if input_text and input_text.strip() else instruction


class AlpacaEvalTask(Task):
    folder = Path(__file__).parent
    data_version = "1"

    def source_items(self, data_dir: Path | None) -> list[Item]:
        evals = load_rows(EVAL_SOURCE, data_dir)
        require_fields(evals, ("instruction", "output"), EVAL_SOURCE)
        if len(evals) != N_EVAL:
            raise ValueError(f"AlpacaEval 2.0 has {N_EVAL} instructions, the source gave {len(evals)}")
        items = [Item(id=f"alpaca_eval-{i:03d}", question=r["instruction"], answer=r["output"],
                      extra={"dataset": str(r.get("dataset", "")), "generator": str(r.get("generator", ""))})
                 for i, r in enumerate(evals)]
        eval_keys = {_key(it.question) for it in items}
        rows = load_rows(TRAIN_SOURCE, data_dir)
        require_fields(rows, ("instruction", "output"), TRAIN_SOURCE)
        kept = 0
        for i, r in enumerate(rows):
            question = alpaca_prompt(r["instruction"], r.get("input"))
            if _key(question) in eval_keys:  # never train on a graded instruction
                continue
            items.append(Item(id=f"alpaca-{i:05d}", question=question, answer=r["output"]))
            kept += 1
            if kept == self.spec.splits.train:
                break
        if kept < self.spec.splits.train:
            raise ValueError(f"{TRAIN_SOURCE.hint()} gave {kept} usable instructions; the task needs "
                             f"{self.spec.splits.train}: is the mirror complete?")
        return items

    def assign_splits(self, items: list[Item]) -> dict[SplitName, list[Item]]:
        evals = [it for it in items if it.id.startswith("alpaca_eval-")]
        train = [it for it in items if it.id.startswith("alpaca-")]
        sizes = self.spec.splits
        validation, test = seeded_subsets(evals, [sizes.validation, sizes.test], self.spec.seed)
        return {"train": train[: sizes.train], "validation": validation, "test": test}

    def scorer(self) -> Scorer:
        return PairwiseJudgeScorer(seed=self.spec.seed)

    def score(self, completion: str, item: Item) -> float:
        raise NotImplementedError("alpaca_eval is judge-graded: its scorer judges a whole split at once")

    def offline_status(self, data_dir: Path | None) -> tuple[bool, str]:
        data_dir = data_dir_from_env(data_dir)
        missing = [s.title for s in (EVAL_SOURCE, TRAIN_SOURCE) if find_local(s, data_dir) is None]
        if missing:
            return False, "needs --data-dir or the Hugging Face Hub for: " + "; ".join(missing)
        judge = os.environ.get("A2RL_JUDGE", "")
        if judge.startswith("local:"):
            return True, f"local copy in {data_dir}; local judge {judge[6:]}"
        if judge:
            return False, f"local copy in {data_dir}, but the judge {judge} is an HTTP API"
        return False, (f"local copy in {data_dir}; needs a judge: A2RL_JUDGE=local:<model> runs offline")
