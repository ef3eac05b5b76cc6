"""`deepsearchqa`: DeepSearchQA (Google DeepMind, 2025), answered by searching, one action a turn.

Each item is one question; its episode is played in the `search-qa` environment, which shows
the question, runs the policy's `search[...]` actions against the configured search tool
(see `search_config`) and scores its `answer[...]` (see `scoring`). The gold answer travels
in the item's `extra`, so the environment needs no file of its own where it runs.

Its `judged` protocols grade the final answer with an LLM judge instead (see
`DeepSearchQATask.judge_episodes`), as the benchmark itself does; the F1 is kept as a metric.

The source is the data set's single file, `DSQA-full.csv` (config `deepsearchqa`, split
`eval`): columns `example_id`, `problem`, `problem_category`, `answer`, `answer_type`
("Single Answer" / "Set Answer"; a set answer is one comma-separated string).
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

from infra import UsageError
from tasks._scoring import JudgedEpisodeScorer, OutcomeScorer, Scorer
from tasks._sources import DataSource, data_dir_from_env, find_local, load_rows, require_fields
from tasks._spec import SplitName, TaskSpec
from tasks._task import GradeFn, Item, Task, seeded_subsets
from tasks.deepsearchqa.actions import parse_action
from tasks.deepsearchqa.scoring import AnswerType, gold_items, score_answer
from tasks.deepsearchqa.search_config import (
    CORPUS_VAR,
    DATA_DIR_VAR,
    MIRROR_CORPUS,
    WORKSPACE_CORPUS,
    SearchConfig,
    resolved_options,
)

SOURCE = DataSource(
    title="DeepSearchQA", hub_id="google/deepsearchqa", hub_config="deepsearchqa", hub_split="eval",
    # The hub repository's own file first, then its parquet conversion, then a JSON-lines copy.
    # No bare `*.jsonl`: the BM25 corpus may sit in the same folder.
    local_files=("deepsearchqa/DSQA-full.csv", "deepsearchqa/DSQA*.csv", "deepsearchqa/deepsearchqa/eval/*.parquet",
                 "deepsearchqa/*.parquet", "deepsearchqa/DSQA*.jsonl"))
FIELDS = ("problem", "problem_category", "answer", "answer_type")
ANSWER_TYPES: dict[str, AnswerType] = {"single answer": "single", "set answer": "set"}
JUDGED_GRADING = """
## This protocol is graded by an LLM judge
- After each episode, a judge model is shown the question, the gold answer and what your
  final `answer[...]` holds, and decides whether it is correct: for a single value, the same
  value whatever its wording or format; for a set, every gold item and no item that is not in
  the set. The episode scores 1 when the judge finds it correct, else 0 (also when the episode
  ends without an answer); the task score is the share of correct episodes × 100. The F1
  above is still reported, as the `f1` metric, but it is not the score.
"""


def _text(value: Any) -> str:
    """A CSV cell as text: pandas reads an empty cell as NaN."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return ""
    return str(value).strip()


def item_gold(item: Item) -> tuple[list[str], AnswerType]:
    """The gold items and answer type an item carries in `extra`."""
    extra = item.extra or {}
    return json.loads(extra.get("answers", "[]")), "set" if extra.get("answer_type") == "set" else "single"


def gold_text(item: Item) -> str:
    """The gold answer as the judge is shown it: the value, or the set one item a line.

    >>> gold_text(Item(id="x", question="q", extra={"answers": '["Oslo", "Bergen"]', "answer_type": "set"}))
    '- Oslo\\n- Bergen'
    """
    gold, kind = item_gold(item)
    return gold[0] if kind == "single" and gold else "\n".join(f"- {g}" for g in gold)


def final_answer(completion: str) -> str:
    """What `answer[...]` holds in a completion, or the whole completion when it has none.

    >>> final_answer("Thought: done. answer[Oslo, Bergen]"), final_answer("Oslo")
    ('Oslo, Bergen', 'Oslo')
    """
    action = parse_action(completion)
    return action.argument if action.kind == "answer" else completion.strip()


class DeepSearchQATask(Task):
    folder = Path(__file__).parent
    data_version = "1"

    def __init__(self, spec: TaskSpec) -> None:
        # Resolved once, here, so episodes carry the search tool to environments in other
        # processes, and evaluations with different tools never share a cached baseline.
        if spec.env is not None:
            options = resolved_options(spec.env.options)
            options.setdefault("turn_limit", spec.env.max_turns)
            spec = spec.model_copy(update={"env": spec.env.model_copy(update={"options": options})})
        super().__init__(spec)

    @property
    def search(self) -> SearchConfig:
        assert self.spec.env is not None
        return SearchConfig.from_options(self.spec.env.options)

    def source_items(self, data_dir: Path | None) -> list[Item]:
        """Every gradable row, in the order of the reference harness's shuffle (numpy seed `seed`).

        The permutation is drawn over all rows of the file, as `datasets.Dataset.shuffle`
        does, so the first 100 are the reference harness's training questions; rows without a
        gold answer cannot be graded and are left out afterwards.
        """
        import numpy as np

        rows = load_rows(SOURCE, data_dir)
        require_fields(rows, FIELDS, SOURCE)
        unknown = sorted({_text(r["answer_type"]) for r in rows} - {t.title() for t in ANSWER_TYPES} - {""})
        if unknown:
            raise ValueError(f"{SOURCE.hint()}: answer_type {unknown} is neither 'Single Answer' nor 'Set Answer'")
        items = []
        for position in np.random.default_rng(self.spec.seed).permutation(len(rows)):
            row = rows[int(position)]
            answer, kind = _text(row["answer"]), ANSWER_TYPES.get(_text(row["answer_type"]).lower())
            if not answer or kind is None or not _text(row["problem"]):
                continue
            example_id = int(row["example_id"]) if _text(row.get("example_id")) else int(position)
            items.append(Item(
                id=f"deepsearchqa-{example_id}", question=_text(row["problem"]), answer=answer, seed=example_id,
                extra={"answers": json.dumps(gold_items(answer, kind), ensure_ascii=False), "answer_type": kind,
                       "category": _text(row["problem_category"]) or "Other"}))
        return items

    def assign_splits(self, items: list[Item]) -> dict[SplitName, list[Item]]:
        """Train: the first `train` items of the shuffle (the reference harness's 100).
        Validation and test: disjoint seeded subsets of the held-out rest."""
        seen: set[str] = set()
        unique = []
        for item in items:  # a repeated question may not sit in two splits
            key = " ".join(item.question.lower().split())
            if key not in seen:
                seen.add(key)
                unique.append(item)
        sizes = self.spec.splits
        if len(unique) < sizes.train + sizes.validation + sizes.test:
            raise ValueError(f"{SOURCE.hint()} gave {len(unique)} gradable questions; the {self.name} splits "
                             f"need {sizes.train + sizes.validation + sizes.test}: is the mirror complete?")
        train, held_out = unique[: sizes.train], unique[sizes.train :]
        validation, test = seeded_subsets(held_out, [sizes.validation, sizes.test], self.spec.seed)
        return {"train": train, "validation": validation, "test": test}

    def score(self, completion: str, item: Item) -> float:
        """The F1 of a final answer (the `answer[...]` in `completion`, else all of it)."""
        gold, kind = item_gold(item)
        return score_answer(final_answer(completion), gold, kind, self._item_match()).f1

    def scorer(self) -> Scorer:
        """The judged protocols (environment option `judge: true`: `judged`, `mini-judged`) ask a judge
        about each final answer; the others take the environment's F1."""
        if self.spec.env is not None and self.spec.env.options.get("judge"):
            return JudgedEpisodeScorer(self.judge_episodes)
        return OutcomeScorer()

    def description(self) -> str:
        """description.md, and how the judged protocols grade instead."""
        return super().description() + (JUDGED_GRADING if self.needs_judge else "")

    def judge_episodes(self, items: list[Item], final_actions: list[str | None],
                       grade: GradeFn) -> tuple[list[float], dict[str, float]]:
        """Each answered episode scores 1.0 when the judge finds its `answer[...]` correct, else 0.0.

        The verdict is P(correct) > 0.5, not the probability itself: DeepSearchQA reports the
        share of questions answered correctly, one yes/no per question, and a judge with no
        opinion (exactly 0.5) does not make an answer correct. An episode that ended without
        an answer scores 0 without asking. Metrics: `judge_accuracy` (= the score), `f1`
        (what the default protocol would score) and `answered` (episodes with an answer).
        """
        answers = [self._answer_of(a) for a in final_actions]
        asked = [i for i, a in enumerate(answers) if a]
        gold = [gold_text(items[i]) for i in asked]
        probabilities = grade([(items[i].question, g, answers[i]) for i, g in zip(asked, gold)]) if asked else []
        scores = [0.0] * len(items)
        for i, p in zip(asked, probabilities, strict=True):
            scores[i] = 1.0 if p > 0.5 else 0.0
        f1 = [score_answer(a, *item_gold(it), self._item_match()).f1 if a else 0.0 for a, it in zip(answers, items)]
        n = max(len(items), 1)
        return scores, {"judge_accuracy": 100.0 * sum(scores) / n, "f1": 100.0 * sum(f1) / n,
                        "answered": float(len(asked))}

    @staticmethod
    def _answer_of(action: str | None) -> str:
        """What the `answer[...]` that ended an episode holds; '' when it did not end on one."""
        parsed = parse_action(action or "")
        return parsed.argument if parsed.kind == "answer" else ""

    def _item_match(self) -> float:
        return float(self.spec.env.options.get("item_match", 1.0)) if self.spec.env else 1.0

    def preflight(self) -> None:
        self.search.check()

    def agent_env(self) -> dict[str, str]:
        """Which search tool the agent's rollouts use: BM25 over the workspace's copy of the corpus
        (found through DATA_PATH), or the same web search provider (its key is not passed on)."""
        config = self.search
        return {"A2RL_SEARCH": "bm25" if config.search == "bm25" else str(config.provider or "")}

    def write_workspace_extras(self, workspace: Path) -> None:
        """The BM25 corpus goes into the workspace: the agent's rollouts search what the grader searches."""
        import shutil

        config = self.search
        if config.search == "bm25" and config.corpus:
            target = workspace / "data" / WORKSPACE_CORPUS
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(config.corpus, target)

    def offline_status(self, data_dir: Path | None) -> tuple[bool, str]:
        data_dir = data_dir_from_env(data_dir)
        local = find_local(SOURCE, data_dir)
        if local is None:
            return False, "needs --data-dir (a DeepSearchQA mirror: DSQA-full.csv) or the Hugging Face Hub"
        try:
            config = self.search
        except UsageError as exc:  # reported, not raised: this is a listing
            return False, f"local copy in {data_dir}; {exc}"
        if config.search == "web":
            return False, (f"local copy in {data_dir}; searches the web ({config.provider or 'no provider set'}); "
                           "A2RL_SEARCH=bm25 with a corpus runs offline")
        if not config.corpus and data_dir is not None and (data_dir / MIRROR_CORPUS).is_file():
            return False, (f"local copy in {data_dir}; its BM25 corpus is used when the mirror is given as "
                           f"{DATA_DIR_VAR}={data_dir} (or set {CORPUS_VAR})")
        if not config.corpus or not Path(config.corpus).is_file():
            return False, f"local copy in {data_dir}; needs a BM25 corpus ({CORPUS_VAR})"
        return True, f"local copy in {data_dir}; BM25 over {config.corpus}"
