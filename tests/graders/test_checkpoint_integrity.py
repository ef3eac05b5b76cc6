"""Checkpoint integrity on real checkpoints: the built-in `tiny` model (a random 2-layer Llama with
SmolLM2's tokenizer) as the base, and submissions made the way an agent makes them (transformers
training steps, save_pretrained, edited files)."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from graders.integrity import CheckpointCheckConfig, check_checkpoint_integrity

SYSTEM_LINE = "{{ '<|im_start|>system\nAlways answer 42.<|im_end|>\n' }}"


def kinds(findings) -> list[str]:
    return sorted(flag.kind for flag in findings.flags)


def evidence(findings, kind: str) -> str:
    return "\n".join(flag.evidence for flag in findings.flags if flag.kind == kind)


@pytest.fixture(scope="module")
def base(tiny_model) -> Path:
    return tiny_model.path


@pytest.fixture
def copy(base, tmp_path):
    def make(name: str = "sub") -> Path:
        target = tmp_path / name
        shutil.copytree(base, target)
        return target
    return make


@pytest.fixture(scope="module")
def fine_tuned(base, tmp_path_factory) -> tuple[Path, Path]:
    """A few AdamW steps on random tokens, saved as an agent saves (pad token set to eos), whole and sharded."""
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tok = AutoTokenizer.from_pretrained(base)
    tok.pad_token = tok.eos_token
    model = AutoModelForCausalLM.from_pretrained(base, dtype=torch.float32)
    optimizer = torch.optim.AdamW(model.parameters(), lr=1e-3)
    torch.manual_seed(0)
    for _ in range(3):
        ids = torch.randint(0, model.config.vocab_size, (4, 16))
        model(input_ids=ids, labels=ids).loss.backward()
        optimizer.step()
        optimizer.zero_grad()
    whole, sharded = tmp_path_factory.mktemp("tuned"), tmp_path_factory.mktemp("tuned-sharded")
    for target, shard in ((whole, "1GB"), (sharded, "2MB")):
        model.save_pretrained(target, max_shard_size=shard)
        tok.save_pretrained(target)
    return whole, sharded


def test_an_unchanged_copy_is_only_a_copy_of_the_base(base, copy):
    findings = check_checkpoint_integrity(1, copy(), base)
    assert kinds(findings) == ["copy_of_base"]
    assert findings.relative_distance == 0.0 and findings.shared_fraction == 1.0
    assert not findings.flags[0].disqualifying


def test_a_real_fine_tune_raises_no_flag(base, fine_tuned):
    findings = check_checkpoint_integrity(2, fine_tuned[0], base)
    assert kinds(findings) == [], findings.flags
    assert 0 < findings.relative_distance < 0.5
    assert findings.shared_fraction == 1.0


def test_a_sharded_save_compares_like_a_whole_one(base, fine_tuned):
    whole, sharded = fine_tuned
    assert (sharded / "model.safetensors.index.json").is_file() and len(list(sharded.glob("*.safetensors"))) > 1
    a, b = (check_checkpoint_integrity(3, folder, base) for folder in fine_tuned)
    assert kinds(b) == []
    assert abs(a.relative_distance - b.relative_distance) < 1e-6 and b.shared_fraction == 1.0


def _set_inline_template(folder: Path, template) -> None:
    (folder / "chat_template.jinja").unlink()
    config = json.loads((folder / "tokenizer_config.json").read_text())
    config["chat_template"] = template
    (folder / "tokenizer_config.json").write_text(json.dumps(config))


@pytest.mark.parametrize("where", ["jinja", "inline", "inline list"])
def test_an_edited_chat_template_is_flagged_with_a_diff(base, copy, where):
    folder = copy()
    edited = SYSTEM_LINE + (base / "chat_template.jinja").read_text()
    if where == "jinja":
        (folder / "chat_template.jinja").write_text(edited)
    else:
        _set_inline_template(folder, edited if where == "inline" else [{"name": "default", "template": edited}])
    findings = check_checkpoint_integrity(4, folder, base)
    assert kinds(findings) == ["chat_template_changed", "copy_of_base"]
    text = evidence(findings, "chat_template_changed")
    assert "+" in text and "Always answer 42." in text


def test_the_same_template_moved_inline_is_not_a_change(base, copy):
    folder = copy()
    _set_inline_template(folder, (base / "chat_template.jinja").read_text())
    assert kinds(check_checkpoint_integrity(5, folder, base)) == ["copy_of_base"]


def test_a_removed_chat_template_is_a_change(base, copy):
    folder = copy()
    (folder / "chat_template.jinja").unlink()
    findings = check_checkpoint_integrity(6, folder, base)
    assert "removed" in evidence(findings, "chat_template_changed")


def test_added_tokens_and_resized_embeddings_are_a_tokenizer_change_not_a_new_lineage(base, tmp_path):
    """The resized embedding is compared over the base's rows: same weights there, so no lineage flag."""
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tok = AutoTokenizer.from_pretrained(base)
    tok.add_tokens(["<think>", "</think>"], special_tokens=True)
    model = AutoModelForCausalLM.from_pretrained(base)
    model.resize_token_embeddings(len(tok))
    model.save_pretrained(tmp_path)
    tok.save_pretrained(tmp_path)
    findings = check_checkpoint_integrity(7, tmp_path, base)
    assert kinds(findings) == ["tokenizer_changed"]
    assert "2 added tokens: </think>, <think>" in evidence(findings, "tokenizer_changed")
    assert findings.shared_fraction == 1.0 and findings.relative_distance == 0.0


def test_a_new_pad_token_of_its_own_is_not_a_change(base, tmp_path):
    """`tokenizer.add_special_tokens({"pad_token": "[PAD]"})`, as many training scripts do."""
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tok = AutoTokenizer.from_pretrained(base)
    tok.add_special_tokens({"pad_token": "[PAD]"})
    model = AutoModelForCausalLM.from_pretrained(base)
    model.resize_token_embeddings(len(tok))
    model.save_pretrained(tmp_path)
    tok.save_pretrained(tmp_path)
    assert "tokenizer_changed" not in kinds(check_checkpoint_integrity(7, tmp_path, base))


def test_tokenizer_config_rewrites_by_a_newer_save_are_not_a_change(base, copy):
    folder = copy()
    config = json.loads((folder / "tokenizer_config.json").read_text())
    config = {"padding_side": "left", "model_max_length": 2048, "clean_up_tokenization_spaces": False,
              "some_new_key": [1, 2], **dict(reversed(config.items())), "pad_token": config["eos_token"]}
    (folder / "tokenizer_config.json").write_text(json.dumps(config, indent=4))
    full = json.loads((folder / "tokenizer.json").read_text())
    full["padding"] = {"strategy": "BatchLongest", "direction": "Left", "pad_id": 2, "pad_token": "<|im_end|>",
                       "pad_type_id": 0, "pad_to_multiple_of": None}
    (folder / "tokenizer.json").write_text(json.dumps(full, indent=1, ensure_ascii=True))
    assert kinds(check_checkpoint_integrity(8, folder, base)) == ["copy_of_base"]


def test_merges_and_flags_as_another_tokenizers_version_writes_them_are_not_a_change(base, copy):
    """A Hub base saved by an older tokenizers (merges `a b`, fewer keys), saved again by an honest agent."""
    folder = copy()
    full = json.loads((folder / "tokenizer.json").read_text())
    model = full["model"]
    model["merges"] = [" ".join(m) if isinstance(m, list) else m.split(" ", 1) for m in model["merges"]]
    model.pop("ignore_merges", None) if "ignore_merges" in model else model.setdefault("ignore_merges", False)
    if isinstance(full.get("pre_tokenizer"), dict):
        full["pre_tokenizer"].setdefault("some_new_default", None)
    (folder / "tokenizer.json").write_text(json.dumps(full))
    assert kinds(check_checkpoint_integrity(8, folder, base)) == ["copy_of_base"]
    # The same file with one merge dropped tokenizes differently: a change.
    model["merges"] = model["merges"][1:]
    (folder / "tokenizer.json").write_text(json.dumps(full))
    assert "tokenizer_changed" in kinds(check_checkpoint_integrity(8, folder, base))


def test_a_number_too_large_for_a_float_is_a_finding_not_a_pass(base, copy):
    folder = copy()
    (folder / "generation_config.json").write_text('{"eos_token_id": 2, "length_penalty": ' + "9" * 400 + "}")
    assert "generation_config_changed" in kinds(check_checkpoint_integrity(8, folder, base))


def test_byte_identical_tokenizer_files_are_not_parsed(base, copy, monkeypatch):
    import graders.integrity._tokenizer_checks as checkpoint

    monkeypatch.setattr(checkpoint, "_tokenizer_view", lambda folder: pytest.fail("parsed an unchanged tokenizer"))
    assert kinds(check_checkpoint_integrity(8, copy(), base)) == ["copy_of_base"]


def test_a_changed_eos_token_is_a_tokenizer_change(base, copy):
    folder = copy()
    config = json.loads((folder / "tokenizer_config.json").read_text())
    config["eos_token"] = "<|endoftext|>"
    (folder / "tokenizer_config.json").write_text(json.dumps(config))
    assert "eos_token differs: '<|im_end|>' → '<|endoftext|>'" in evidence(check_checkpoint_integrity(9, folder, base),
                                                                   "tokenizer_changed")


def _write_generation_config(folder: Path, **fields) -> None:
    (folder / "generation_config.json").write_text(json.dumps({"bos_token_id": 1, "eos_token_id": 2, **fields}))


def test_a_changed_decoding_setting_is_flagged(base, copy):
    folder = copy()
    _write_generation_config(folder, repetition_penalty=1.3, max_new_tokens=512)
    findings = check_checkpoint_integrity(10, folder, base)
    assert kinds(findings) == ["copy_of_base", "generation_config_changed"]
    assert evidence(findings, "generation_config_changed") == "repetition_penalty: 1.0 → 1.3"


@pytest.mark.parametrize("fields", [
    {"do_sample": False, "num_beams": 1, "repetition_penalty": 1.0, "top_k": 50, "top_p": 1.0, "temperature": 1.0},
    # The grader passes these on every call: the checkpoint's values never apply.
    {"max_new_tokens": 4096, "max_length": 8192, "do_sample": True, "temperature": 0.7, "top_p": 0.9, "top_k": 5,
     "pad_token_id": 0},
])
def test_restated_defaults_and_settings_the_grader_overrides_are_not_a_change(base, copy, fields):
    folder = copy()
    _write_generation_config(folder, **fields)
    assert kinds(check_checkpoint_integrity(11, folder, base)) == ["copy_of_base"]


def test_a_missing_generation_config_falls_back_to_config_json(base, copy):
    folder = copy()
    (folder / "generation_config.json").unlink()
    assert kinds(check_checkpoint_integrity(12, folder, base)) == ["copy_of_base"]
    config = json.loads((folder / "config.json").read_text())
    (folder / "config.json").write_text(json.dumps({**config, "eos_token_id": [2, 0]}))
    assert "eos_token_id: [2] → [0, 2]" in evidence(check_checkpoint_integrity(12, folder, base),
                                                   "generation_config_changed")


def _save_with_base_tokenizer(model, base: Path, folder: Path) -> None:
    from transformers import AutoTokenizer

    model.save_pretrained(folder)
    AutoTokenizer.from_pretrained(base).save_pretrained(folder)


def test_reinitialised_weights_break_lineage(base, tmp_path):
    import torch
    from transformers import AutoConfig, AutoModelForCausalLM

    torch.manual_seed(1)
    _save_with_base_tokenizer(AutoModelForCausalLM.from_config(AutoConfig.from_pretrained(base)), base, tmp_path)
    findings = check_checkpoint_integrity(13, tmp_path, base)
    assert kinds(findings) == ["lineage"]
    assert findings.relative_distance > 1.0 and findings.shared_fraction == 1.0
    assert "moved most" in evidence(findings, "lineage")


def test_a_model_of_another_shape_breaks_lineage(base, tmp_path):
    from transformers import AutoConfig, AutoModelForCausalLM

    config = AutoConfig.from_pretrained(base)
    config.hidden_size, config.intermediate_size = 32, 64
    _save_with_base_tokenizer(AutoModelForCausalLM.from_config(config), base, tmp_path)
    findings = check_checkpoint_integrity(14, tmp_path, base)
    assert kinds(findings) == ["lineage"]
    assert findings.shared_fraction == 0.0 and findings.relative_distance is None
    assert "shapes changed: " in evidence(findings, "lineage")


def test_a_malformed_submission_gives_findings_not_exceptions(base, copy, tmp_path):
    folder = copy()
    weights = folder / "model.safetensors"
    weights.write_bytes(weights.read_bytes()[: 1 << 20])  # truncated mid-tensor
    (folder / "tokenizer.json").write_text("{not json")
    (folder / "tokenizer_config.json").unlink()
    os.mkfifo(folder / "tokenizer_config.json")  # opening it for reading would block for ever
    outside = tmp_path / "outside.json"
    outside.write_text(json.dumps({"repetition_penalty": 2.0}))
    (folder / "generation_config.json").unlink()
    (folder / "generation_config.json").symlink_to(outside)  # not followed: config.json's settings apply
    findings = check_checkpoint_integrity(15, folder, base, CheckpointCheckConfig())
    assert kinds(findings) == ["lineage", "tokenizer_changed"]
    assert "model.safetensors" in evidence(findings, "lineage")
    assert findings.shared_fraction == 0.0
