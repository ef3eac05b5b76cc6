"""The default task: split discipline, hashes, and the scorer on known answers."""

import random

import pytest

from tasks import Item, check_disjoint, get_task, list_tasks, prepare_data


def test_default_task_is_registered():
    specs = {s.name: s for s in list_tasks()}
    assert specs["arithmetic"].default
    assert get_task().name == "arithmetic"


def test_splits_are_disjoint_and_sized(arithmetic):
    task, data = arithmetic
    splits = {name: data.load(name) for name in ("train", "validation", "test")}
    assert {k: len(v) for k, v in splits.items()} == {"train": 4000, "validation": 100, "test": 200}
    questions = {name: {i.question for i in items} for name, items in splits.items()}
    ids = {name: {i.id for i in items} for name, items in splits.items()}
    for a in splits:
        for b in splits:
            if a < b:
                assert not questions[a] & questions[b], (a, b)
                assert not ids[a] & ids[b], (a, b)
    check_disjoint(splits)


def test_overlap_is_refused():
    a = Item(id="1", question="What is 2 + 2?", answer="#### 4")
    b = Item(id="2", question="what is  2 + 2?", answer="#### 4")
    with pytest.raises(ValueError, match="disjoint"):
        check_disjoint({"train": [a], "test": [b]})


def test_hashes_are_stable_and_match_files(arithmetic, home, tmp_path):
    import hashlib

    from infra import A2RLHome

    task, data = arithmetic
    for split, digest in data.hashes.items():
        assert hashlib.sha256(data.path(split).read_bytes()).hexdigest() == digest
    # A fresh cache elsewhere rebuilds byte-identical splits: scores are comparable across machines.
    other = prepare_data(task, A2RLHome.resolve(tmp_path / "other").ensure())
    assert other.hashes == data.hashes


def test_reference_answers_score_100_and_shuffled_about_0(arithmetic):
    task, data = arithmetic
    items = data.load("test")
    assert sum(task.score(i.answer, i) for i in items) == len(items)
    answers = [i.answer for i in items]
    random.Random(0).shuffle(answers)
    shuffled = sum(task.score(a, i) for a, i in zip(answers, items)) / len(items)
    assert shuffled < 0.1


@pytest.mark.parametrize("completion,expected", [
    ("52 + 20 = 72", 1.0), ("#### 72", 1.0), ("The answer is 72.", 1.0), ("72.0", 1.0),
    ("To add 52 and 20, you simply", 0.0), ("52 + 20 = 71", 0.0), ("", 0.0),
])
def test_scorer_on_known_answers(completion, expected):
    task = get_task("arithmetic")
    item = Item(id="x", question="What is 52 + 20?", answer="52 + 20 = 72\n#### 72")
    assert task.score(completion, item) == expected


def test_description_states_sizes_and_format():
    text = get_task("arithmetic").description()
    assert "4000" in text and "####" in text and "{" not in text.replace("{\"", "")
