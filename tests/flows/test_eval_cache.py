"""The evaluation cache: a checkpoint's files + the evaluation's fingerprint decide a score.

Real evaluations of the tiny model on the arithmetic task, on the session's local Ray.
"""

from __future__ import annotations

import shutil

import graders


def test_the_cache_is_keyed_by_model_content_not_name(arithmetic, tiny_model, tmp_path):
    from flows._eval_cache import cache_key, model_sha256

    task, data = arithmetic
    renamed = tmp_path / "another-name"
    shutil.copytree(tiny_model.path, renamed)
    config = graders.EvalConfig()
    key = cache_key(task, data, "validation", config, model_sha256(tiny_model.path))
    assert cache_key(task, data, "validation", config, model_sha256(renamed)) == key
    # The grading server's hash of a submitted copy is the same one, so a copy of the base model hits.
    files = graders.check_checkpoint(renamed, 10**12)
    assert graders.tree_sha256(renamed, files) == model_sha256(tiny_model.path)
    assert cache_key(task, data, "test", config, model_sha256(renamed)) != key
    # A submission's evaluation carries a time limit; it does not change what is scored.
    assert cache_key(task, data, "validation", graders.time_limit_for(5.0, config), model_sha256(renamed)) == key
    assert cache_key(task, data, "validation", config.model_copy(update={"device": "cpu"}),
                     model_sha256(renamed)) != key
    # The policy's precision changes greedy choices (bf16 rounding): a float32 evaluation is scored anew.
    assert cache_key(task, data, "validation", config.model_copy(update={"dtype": "float32"}),
                     model_sha256(renamed)) != key
    tokenizer_config = renamed / "tokenizer_config.json"
    tokenizer_config.write_text(tokenizer_config.read_text().replace("}", ', "padding_side": "left"}', 1))
    assert cache_key(task, data, "validation", config, model_sha256(renamed)) != key, \
        "a changed tokenizer is a different model"


def test_identical_files_are_scored_once_and_a_failure_is_not_kept(arithmetic, tiny_model, tmp_path,
                                                                       ray_session):
    from flows._eval_cache import evaluate_cached, model_sha256

    task, data = arithmetic
    cache, config = tmp_path / "cache", graders.EvalConfig()
    copy = tmp_path / "copy"
    shutil.copytree(tiny_model.path, copy)
    sha = model_sha256(copy)

    first = evaluate_cached(cache, tiny_model.path, sha, task, data, "validation", config, tmp_path / "a.jsonl")
    assert not first.cached and first.result.status == "done"
    again = evaluate_cached(cache, copy, sha, task, data, "validation", config, tmp_path / "b.jsonl")
    assert again.cached and again.result.score == first.result.score
    assert again.result.model_path == str(copy) and again.result.items == first.result.items
    assert (tmp_path / "b.jsonl").read_text() == (tmp_path / "a.jsonl").read_text()
    # The other split is another entry: scoring validation says nothing of test.
    test = evaluate_cached(cache, copy, sha, task, data, "test", config, tmp_path / "t.jsonl")
    assert not test.cached

    broken = tmp_path / "broken"
    shutil.copytree(tiny_model.path, broken)
    (broken / "model.safetensors").write_bytes(b"not a safetensors file")
    bad_sha = model_sha256(broken)
    failed = evaluate_cached(cache, broken, bad_sha, task, data, "validation", config, tmp_path / "f.jsonl")
    assert failed.result.status == "failed" and not failed.cached
    # Nothing was stored for it: the next submission of those files is evaluated again.
    assert not list(cache.glob(f"*{bad_sha[:16]}.json")) and list(cache.glob(f"*-validation-*{sha[:16]}.json"))
