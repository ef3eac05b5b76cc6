"""Base-model resolution: built-ins, local folders, hub ids offline, and the errors users see."""

from __future__ import annotations

import shutil

import pytest

from infra import BUILTIN_MODELS, ModelNotFoundError, UsageError, resolve_model


def test_unknown_name_is_a_usage_error_listing_builtins(home):
    with pytest.raises(ModelNotFoundError) as info:
        resolve_model("no-such-model", home)
    err = info.value
    assert isinstance(err, UsageError)
    assert err.exit_code == 2
    message = str(err)
    assert "no-such-model" in message
    for name in BUILTIN_MODELS:
        assert name in message


def test_hub_id_offline_and_not_cached_says_how_to_fix(home, monkeypatch):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    with pytest.raises(ModelNotFoundError) as info:
        resolve_model("someorg/somemodel", home)
    message = str(info.value)
    assert "someorg/somemodel" in message
    assert "not cached" in message
    assert "--model /path" in message
    assert info.value.exit_code == 2


def test_local_dir_without_weights_mentions_safetensors(home, tmp_path):
    folder = tmp_path / "half-saved"
    folder.mkdir()
    (folder / "config.json").write_text("{}")
    (folder / "pytorch_model.bin").write_bytes(b"\0" * 16)
    with pytest.raises(ModelNotFoundError) as info:
        resolve_model(str(folder), home)
    assert "safetensors" in str(info.value)
    assert str(folder) in str(info.value)


def test_local_model_dir_resolves_as_local(tiny_model, home, tmp_path):
    copy = tmp_path / "my-tiny"
    shutil.copytree(tiny_model.path, copy)
    resolved = resolve_model(str(copy), home)
    assert resolved.source == "local"
    assert resolved.path == copy.resolve()
    assert resolved.name == "my-tiny"
    assert resolved.spec == str(copy)


def test_tiny_builtin_loads_with_transformers(home):
    from transformers import AutoModelForCausalLM, AutoTokenizer

    resolved = resolve_model("tiny", home)
    assert resolved.source == "builtin"
    assert resolved.name == "tiny"
    assert resolved.path.is_relative_to(home.model_cache) or resolved.path.resolve().is_relative_to(
        home.model_cache.resolve())
    assert (resolved.path / "config.json").is_file()
    assert list(resolved.path.glob("*.safetensors"))

    tok = AutoTokenizer.from_pretrained(resolved.path)
    model = AutoModelForCausalLM.from_pretrained(resolved.path)
    assert tok.eos_token == "<|im_end|>"
    assert tok.chat_template
    text = tok.apply_chat_template([{"role": "user", "content": "1+1?"}], tokenize=False,
                                   add_generation_prompt=True)
    assert "<|im_start|>" in text and "1+1?" in text
    assert model.config.vocab_size == len(tok)
    assert model.config.eos_token_id == tok.eos_token_id

    # Resolving again hits the cache: same folder, no rebuild.
    mtime = (resolved.path / "config.json").stat().st_mtime_ns
    again = resolve_model("tiny", home)
    assert again.path == resolved.path
    assert (again.path / "config.json").stat().st_mtime_ns == mtime
