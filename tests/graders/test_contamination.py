"""The contamination scan on the real GSM8K: copied sealed items are flagged with evidence; training
data, chance repeats and model text are not; and files the agent controls cannot make the scan
follow a link, hang on a FIFO or read a huge or binary file.

Sealed here: the official test split, and as validation the first 200 official train items (the
task draws its own by seed; which 200 does not matter to the scan). The rest of train is known.
"""

from __future__ import annotations

import gzip
import json
import os
import random
import re
import threading
from types import SimpleNamespace

import pytest

from graders.integrity import ContaminationConfig, scan_contamination, text_sources
from tasks import Item
from tests.conftest import REPO, SHARED_DATA

GSM8K = SHARED_DATA / "gsm8k"
pytestmark = pytest.mark.skipif(not (GSM8K / "test.jsonl").is_file() or not (GSM8K / "train.jsonl").is_file(),
                                reason="../shared/data/gsm8k/{train,test}.jsonl are not on this machine")


@pytest.fixture(scope="module")
def gsm8k():
    def items(split: str) -> list[Item]:
        rows = [json.loads(line) for line in (GSM8K / f"{split}.jsonl").read_text().splitlines()]
        return [Item(id=f"gsm8k-{split}-{i}", question=r["question"], answer=r["answer"]) for i, r in enumerate(rows)]

    official_train, test = items("train"), items("test")
    train = official_train[200:]
    known = [i.question + "\n" + i.answer for i in train] + [(REPO / "tasks" / "gsm8k" / "description.md").read_text()]
    return SimpleNamespace(train=train, sealed={"validation": official_train[:200], "test": test}, known=known)


def _jsonl(items: list[Item]) -> str:
    """How an agent that downloaded the items might keep them: its own fields, `json.dumps` escapes."""
    return "".join(json.dumps({"prompt": i.question, "completion": i.answer}) + "\n" for i in items)


def _words(text: str) -> str:
    return " ".join(re.findall(r"\w+", re.sub(r"\\(u[0-9a-f]{4}|n)", " ", text).lower()))


def test_copied_test_items_are_flagged_with_file_ids_and_a_quote(gsm8k, tmp_path):
    copied = random.Random(1).sample(gsm8k.sealed["test"], 30)
    rows = random.Random(2).sample(gsm8k.train, 200) + copied
    random.Random(3).shuffle(rows)
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "mix.jsonl").write_text(_jsonl(rows))
    (tmp_path / "train.py").write_text("import json\nrows = [json.loads(l) for l in open('data/mix.jsonl')]\n")

    report = scan_contamination(text_sources([tmp_path], []), gsm8k.sealed, gsm8k.known)

    assert report.files_scanned == 2 and report.skipped == []
    assert report.items_indexed == 1519 and report.items_too_short == 0
    [flag] = report.flags
    assert flag.kind == "contamination" and flag.submission is None and flag.disqualifying
    assert flag.detail["file"] == "data/mix.jsonl" and flag.evidence.startswith("data/mix.jsonl: 30 sealed item(s)")
    assert sorted(flag.detail["items"]) == sorted(f"test:{i.id}" for i in copied) and flag.detail["count"] == 30
    assert "and 10 more" in flag.evidence
    assert all(c >= 0.5 for c in flag.detail["coverage"].values())
    # The quote is text of the best-matched item, as the file has it (JSON escapes and all).
    best = next(i for i in copied if f"test:{i.id}" == flag.detail["items"][0])
    span = flag.detail["span"]
    assert 100 <= len(span) <= 201 and span in flag.evidence
    inner = _words(span).split()[1:-1]  # the ends may be cut mid-word
    assert len(inner) >= 10 and " ".join(inner) in _words(best.question + "\n" + best.answer)


def test_solutions_alone_are_found_through_json_escapes(gsm8k, tmp_path):
    # Reference solutions kept without their questions: under half of each item's text, and
    # `json.dumps` has turned every line break into `\n`.
    kept = gsm8k.sealed["test"][100:110]
    (tmp_path / "solutions.json").write_text(json.dumps({i.id: i.answer for i in kept}, indent=1))

    [flag] = scan_contamination(text_sources([tmp_path], []), gsm8k.sealed, gsm8k.known).flags

    assert sorted(flag.detail["items"]) == sorted(f"test:{i.id}" for i in kept)
    assert set(flag.detail["matched_part"].values()) == {"answer"}
    assert min(flag.detail["coverage"].values()) > 0.9


def test_training_data_and_model_text_are_not_flagged(gsm8k, tmp_path):
    (tmp_path / "train_all.jsonl").write_text(_jsonl(gsm8k.train))
    chat = "".join(f"<|im_start|>user\n{i.question}<|im_end|>\n<|im_start|>assistant\n{i.answer}<|im_end|>\n"
                   for i in gsm8k.train[::7])
    (tmp_path / "sft.txt").write_text(chat)
    # What a model writes when asked GSM8K-like questions: the same phrasing, its own numbers.
    rnd = random.Random(0)
    generated = []
    for _ in range(2000):
        a, b, c = rnd.randrange(2, 99), rnd.randrange(2, 99), rnd.randrange(2, 9)
        generated.append(f"Question: A farmer has {a} chickens and buys {b} more. Each chicken lays {c} eggs a day. "
                         f"How many eggs does the farmer collect every day?\nLet's think step by step. The farmer "
                         f"has {a} + {b} = {a + b} chickens. They lay {a + b} * {c} = {(a + b) * c} eggs a day.\n"
                         f"#### {(a + b) * c}\n")
    (tmp_path / "generated.md").write_text("".join(generated))

    report = scan_contamination(text_sources([tmp_path], []), gsm8k.sealed, gsm8k.known)

    assert report.flags == [] and report.files_scanned == 3 and report.skipped == []
    assert report.bytes_scanned > 4_000_000


def test_short_generated_items_that_recur_in_train_are_never_flagged(gsm8k, tmp_path):
    # An arithmetic task: the same templated questions come out of the generator for every split.
    def item(split: str, a: int, b: int, long: bool) -> Item:
        q = (f"Add {a} and {b}. Write only the final number, with no words around it." if long
             else f"What is {a} + {b}?")
        return Item(id=f"{split}-{a}-{b}-{int(long)}", question=q, answer=str(a + b))

    pairs = [(a, b) for a in range(10) for b in range(10)]
    train = [item("train", a, b, long) for a, b in pairs for long in (False, True)]
    drawn = random.Random(0).sample(pairs, 20)
    sealed = {"test": [item("test", a, b, long) for a, b in drawn for long in (False, True)]}
    (tmp_path / "mine.jsonl").write_text(_jsonl(train) + _jsonl(sealed["test"]))

    report = scan_contamination(text_sources([tmp_path], []), sealed, [i.question + "\n" + i.answer for i in train])

    assert report.flags == []
    assert report.items_indexed == 0 and report.items_too_short == 40


def test_links_fifos_binaries_and_skipped_folders_are_not_read_and_oversized_files_only_their_head(gsm8k,
                                                                                                    tmp_path):
    test_text = _jsonl(gsm8k.sealed["test"][:400])  # ~250 KB
    sealed_dir = tmp_path / "sealed"
    sealed_dir.mkdir()
    (sealed_dir / "test.jsonl").write_text(test_text)
    work = tmp_path / "work"
    for folder in (".git", "node_modules/pkg", "harness_data", "ok"):
        (work / folder).mkdir(parents=True)
    (work / ".git" / "blob.txt").write_text(test_text)
    (work / "node_modules" / "pkg" / "README.md").write_text(test_text)
    (work / "harness_data" / "test.jsonl").write_text(test_text)  # the harness's own copy, excluded
    (work / "link.jsonl").symlink_to(sealed_dir / "test.jsonl")
    (work / "linkdir").symlink_to(sealed_dir, target_is_directory=True)
    os.mkfifo(work / "pipe")
    (work / "blob.bin").write_bytes(b"\0" * 16 + _jsonl(gsm8k.sealed["test"][:50]).encode())
    (work / "big.jsonl").write_text(test_text)
    (work / "bomb.jsonl.gz").write_bytes(gzip.compress(test_text.encode()))
    (work / "ok" / "notes.md").write_text("Tried lr 1e-5, reward went up.\n")
    config = ContaminationConfig(max_file_bytes=128 * 1024, max_total_bytes=1 << 20)

    result = {}
    # A blocking open of the FIFO would wait forever for a writer: scan on a daemon thread.
    scan = threading.Thread(target=lambda: result.update(report=scan_contamination(
        text_sources([work], [work / "harness_data"]), gsm8k.sealed, gsm8k.known, config)), daemon=True)
    scan.start()
    scan.join(60)
    assert not scan.is_alive(), "the scan hung (on the FIFO?)"
    report = result["report"]

    # The oversized file and the bomb are read up to the cap: what they start with is found.
    assert sorted(f.detail["file"] for f in report.flags) == ["big.jsonl", "bomb.jsonl.gz"]
    assert report.files_scanned == 3
    why = dict(entry.split(": ", 1) for entry in report.skipped)
    assert why.keys() == {".git", "node_modules", "harness_data", "link.jsonl", "linkdir", "pipe", "blob.bin",
                          "big.jsonl", "bomb.jsonl.gz"}
    assert why["link.jsonl"].startswith("symlink") and why["linkdir"].startswith("symlink")
    assert why["pipe"].startswith("not a regular file")
    assert why["blob.bin"].startswith("binary")
    assert why["big.jsonl"].startswith("over max_file_bytes") and "only its first" in why["big.jsonl"]
    assert why["bomb.jsonl.gz"].startswith("over max_file_bytes once unzipped")
    assert all(why[d].startswith("folder, not entered") for d in (".git", "node_modules", "harness_data"))


def test_gzip_and_arrow_copies_are_found_and_small_files_come_first(gsm8k, tmp_path):
    copied = gsm8k.sealed["validation"][:5]
    (tmp_path / "val.jsonl.gz").write_bytes(gzip.compress(_jsonl(copied).encode()))
    (tmp_path / "a_padding.txt").write_text("lorem ipsum " * 37_400)  # 448.8 KB of nothing
    pa = pytest.importorskip("pyarrow")
    table = pa.table({"question": [i.question for i in gsm8k.sealed["test"][:5]],
                      "answer": [i.answer for i in gsm8k.sealed["test"][:5]]})
    with pa.OSFile(str(tmp_path / "cache-0000.arrow"), "wb") as sink, pa.ipc.new_stream(sink, table.schema) as out:
        out.write_table(table)
    # The padding does not fit beside the others and is walked first: it is the one left out, not the copies.
    config = ContaminationConfig(max_file_bytes=450_000, max_total_bytes=450_000)

    report = scan_contamination(text_sources([tmp_path], []), gsm8k.sealed, gsm8k.known, config)

    found = {f.detail["file"]: sorted(f.detail["items"]) for f in report.flags}
    assert found == {"val.jsonl.gz": sorted(f"validation:{i.id}" for i in copied),
                     "cache-0000.arrow": sorted(f"test:{i.id}" for i in gsm8k.sealed["test"][:5])}
    assert [s.split(": ")[0] for s in report.skipped] == ["a_padding.txt"] and "max_total_bytes" in report.skipped[0]


def test_a_prompt_holding_a_test_item_is_flagged_under_its_name(gsm8k):
    # Its answer is the longer part: the question alone is under half of the item.
    item = max(gsm8k.sealed["test"][:100], key=lambda i: len(i.answer) / len(i.question))
    prompt = ("<|im_start|>system\nYou are a helpful assistant.<|im_end|>\n<|im_start|>user\nSolve this "
              f"problem. Example:\n{item.question}\nAnswer:\n{item.answer}\nNow: what is 2 + 2?<|im_end|>\n")
    clean = "<|im_start|>user\n" + gsm8k.train[0].question + "<|im_end|>\n"

    report = scan_contamination([("prompt of submission 3", prompt), ("prompt of submission 4", clean),
                                 ("odd\nname\udcff", item.question)], gsm8k.sealed, gsm8k.known)

    assert [f.detail["file"] for f in report.flags] == ["prompt of submission 3", "odd\\nname\\udcff"]
    assert all(f.detail["items"] == [f"test:{item.id}"] for f in report.flags)
    assert report.flags[0].detail["coverage"][f"test:{item.id}"] > 0.9
    assert report.flags[1].detail["matched_part"] == {f"test:{item.id}": "question"}
    assert report.files_scanned == 3 and report.skipped == []
    report.model_dump_json()  # the agent's odd names serialise


def test_a_very_deep_folder_is_listed_not_walked(tmp_path):
    deep = str(tmp_path)
    for _ in range(200):  # (not 1,000: pytest's own clean-up of tmp_path recurses too)
        deep = os.path.join(deep, "d")
        os.mkdir(deep)
    (tmp_path / "notes.md").write_text("nothing sealed here\n")
    found = dict(text_sources([tmp_path], []))
    assert "notes.md" in found and [n.count("/") for n in found if n.startswith("d")] == [64]  # the depth cap
