"""Checks on a submitted checkpoint before anything is copied or evaluated.

Each refusal is a `SubmissionError` whose message tells the agent what to do instead.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import struct
from pathlib import Path

from infra import SubmissionError

PICKLE_SUFFIXES = (".bin", ".pt", ".pth", ".pkl", ".pickle", ".ckpt")
SAVE_HINT = "save with model.save_pretrained(dir, safe_serialization=True) and tokenizer.save_pretrained(dir)"
MAX_HEADER_BYTES = 100 * 2**20  # safetensors' own reader refuses larger headers
DTYPE_BYTES = {"BOOL": 1, "U8": 1, "I8": 1, "F8_E5M2": 1, "F8_E4M3": 1, "I16": 2, "U16": 2, "F16": 2, "BF16": 2,
               "I32": 4, "U32": 4, "F32": 4, "I64": 8, "U64": 8, "F64": 8}
# Files whose "auto_map" would make transformers import code shipped in the checkpoint.
CODE_CONFIGS = ("config.json", "tokenizer_config.json", "processor_config.json", "preprocessor_config.json",
                "generation_config.json")


def _mib(n: int) -> str:
    mib = n / 2**20
    return f"{mib:.0f}" if mib >= 1 else f"{mib:.2f}"


def resolve_submission(raw: str, workspace: Path, output_dir: Path) -> Path:
    """The real directory `raw` names, which must lie under `output_dir` inside the workspace."""
    if not isinstance(raw, str) or not raw.strip():
        raise SubmissionError('model_path is empty: send {"model_path": "output/v1"}')
    if "\x00" in raw:
        raise SubmissionError("model_path contains a NUL byte")
    candidate = Path(raw)
    if not candidate.is_absolute():
        candidate = workspace / candidate
    real = Path(os.path.realpath(candidate))
    real_output = Path(os.path.realpath(output_dir))
    real_workspace = Path(os.path.realpath(workspace))
    if not real.is_relative_to(real_workspace):
        raise SubmissionError(
            f"{raw} resolves to {real}, outside the workspace {real_workspace}: "
            "save checkpoints under output/ (for example output/v1) and submit that path"
        )
    if not real.is_relative_to(real_output) or real == real_output:
        raise SubmissionError(f"{raw} is not a folder under output/: save the checkpoint to "
                              "output/<name> (for example output/v1) and submit that path")
    if not real.exists():
        raise SubmissionError(f"{raw} does not exist: save the checkpoint there first ({SAVE_HINT})",
                              status_code=404)
    if not real.is_dir():
        raise SubmissionError(f"{raw} is a file: submit the checkpoint folder that holds config.json")
    return real


def check_checkpoint(folder: Path, max_bytes: int) -> list[Path]:
    """Validate the folder's contents; return its files (relative paths) in a stable order."""
    files: list[Path] = []
    total = 0
    real_folder = Path(os.path.realpath(folder))
    for path in sorted(folder.rglob("*")):
        rel = path.relative_to(folder)
        if path.is_symlink():
            target = Path(os.path.realpath(path))
            if not target.is_relative_to(real_folder):
                raise SubmissionError(f"{rel} is a symlink to {target}, outside "
                                      "the checkpoint: copy the file in instead of linking it")
            if target.is_dir():
                raise SubmissionError(f"{rel} is a symlink to a folder: copy the files in instead of linking")
        if not (path.is_file() or path.is_dir()):
            raise SubmissionError(f"{rel} is not a regular file (a pipe, socket or device): remove it")
        if path.is_file():
            files.append(path.relative_to(folder))
            total += path.stat().st_size
            if total > max_bytes:
                raise SubmissionError(
                    f"checkpoint is larger than the {_mib(max_bytes)} MiB limit: submit one "
                    "model's weights only (no optimizer states, no intermediate checkpoints)",
                    status_code=413)
    names = {p.name for p in files}
    pickles = sorted(str(p) for p in files if p.suffix in PICKLE_SUFFIXES)
    if pickles:
        raise SubmissionError(f"pickle weights are not accepted ({', '.join(pickles[:3])}): {SAVE_HINT} "
                              "and delete the pickle files")
    has_weights = any(p.suffix == ".safetensors" and not p.name.startswith("adapter_") for p in files)
    if "adapter_config.json" in names and not has_weights:
        raise SubmissionError("this folder is a LoRA/PEFT adapter; submit a full merged model: "
                              "model = peft_model.merge_and_unload(); then " + SAVE_HINT)
    if "config.json" not in names:
        raise SubmissionError(f"config.json is missing: {SAVE_HINT}")
    if not has_weights:
        raise SubmissionError(f"no *.safetensors weights found: {SAVE_HINT}")
    n_weights = sum(safetensors_parameters(folder / p) for p in files if p.suffix == ".safetensors")
    config = _no_custom_code(folder, files)
    check_config_size(config, n_weights)
    return files


def safetensors_parameters(path: Path) -> int:
    """Numbers stored in a safetensors file, after checking its header against its size.

    The grader loads weights in another process, but a header that lies about offsets or sizes
    is refused here, with the fix, before anything reads the tensors.
    """
    name = path.name
    fix = f"{name} is not a valid safetensors file ({{}}); {SAVE_HINT}"
    size = path.stat().st_size
    with open(path, "rb") as fh:
        head = fh.read(8)
        if len(head) < 8:
            raise SubmissionError(fix.format("shorter than its 8-byte header length"))
        (n,) = struct.unpack("<Q", head)
        if n > MAX_HEADER_BYTES or 8 + n > size:
            raise SubmissionError(fix.format(f"its header claims {n} bytes, the file has {size}"))
        try:
            header = json.loads(fh.read(n))
        except (ValueError, UnicodeDecodeError):
            raise SubmissionError(fix.format("its header is not JSON")) from None
    if not isinstance(header, dict):
        raise SubmissionError(fix.format("its header is not a JSON object"))
    data = size - 8 - n
    total = 0
    for tensor, info in header.items():
        if tensor == "__metadata__":
            continue
        try:
            dtype, shape, (begin, end) = info["dtype"], info["shape"], info["data_offsets"]
            count = math.prod(int(d) for d in shape)
            ok = (dtype in DTYPE_BYTES and all(int(d) >= 0 for d in shape) and 0 <= begin <= end <= data
                  and end - begin == count * DTYPE_BYTES[dtype])
        except (KeyError, TypeError, ValueError):
            ok, count = False, 0
        if not ok:
            raise SubmissionError(fix.format(f"tensor {str(tensor)[:80]!r} claims bytes the file does not hold"))
        total += count
    return total


def _no_custom_code(folder: Path, files: list[Path]) -> dict:
    """config.json as a dict; refused when any config asks for code shipped with the checkpoint."""
    config: dict = {}
    for rel in files:
        if rel.name not in CODE_CONFIGS:
            continue
        try:
            doc = json.loads((folder / rel).read_text())
        except (OSError, ValueError, UnicodeDecodeError):
            raise SubmissionError(f"{rel} is not valid JSON: {SAVE_HINT}") from None
        if isinstance(doc, dict) and ("auto_map" in doc or doc.get("trust_remote_code")):
            raise SubmissionError(f"{rel} asks for custom code (auto_map / trust_remote_code); the grader never "
                                  "runs code from a checkpoint: use a standard transformers architecture and save "
                                  "without custom modeling files")
        if rel == Path("config.json"):
            if not isinstance(doc, dict):
                raise SubmissionError(f"config.json is not a JSON object: {SAVE_HINT}")
            config = doc
    return config


def config_parameters(config: dict) -> int | None:
    """A lower bound on the parameters a decoder config describes (embeddings + attention + MLP), or None."""
    text = config.get("text_config") if isinstance(config.get("text_config"), dict) else config
    try:
        hidden = int(text["hidden_size"])
        layers = int(text.get("num_hidden_layers", 0))
        vocab = int(text.get("vocab_size", 0))
        inner = int(text.get("intermediate_size") or 0)
    except (KeyError, TypeError, ValueError):
        return None
    if min(hidden, layers, vocab, inner) < 0:
        return None
    heads = int(text.get("num_attention_heads") or 1)
    kv = int(text.get("num_key_value_heads") or heads)
    head_dim = int(text.get("head_dim") or hidden // max(1, heads))
    attention = hidden * head_dim * (2 * heads + 2 * kv)
    return vocab * hidden + layers * (attention + 2 * hidden * inner)


def check_config_size(config: dict, n_weights: int) -> None:
    """Refuse a config that describes a far larger model than its weights: loading it would
    allocate the missing tensors (the way to exhaust the grader's memory with a small file)."""
    described = config_parameters(config)
    if described is not None and described > 2 * n_weights + 2**20:
        raise SubmissionError(f"config.json describes a model of about {described / 1e6:.0f}M parameters but the "
                              f"weights hold {n_weights / 1e6:.1f}M: save the config and the weights of the same "
                              f"model ({SAVE_HINT})")


def weights_bytes(folder: Path) -> int:
    """Bytes of a checkpoint's safetensors weights (what its size limits are a multiple of)."""
    return sum(p.stat().st_size for p in Path(folder).glob("*.safetensors"))


def tree_sha256(folder: Path, files: list[Path]) -> str:
    """One hash over names and contents, so a resubmitted identical checkpoint is recognisable."""
    return hash_files(folder, files)[0]


def hash_files(folder: Path, files: list[Path]) -> tuple[str, dict[str, str]]:
    """(the tree's sha256 as `tree_sha256` has it, each file's own sha256), in one read."""
    digest = hashlib.sha256()
    each: dict[str, str] = {}
    for rel in files:
        digest.update(str(rel).encode() + b"\0")
        own = hashlib.sha256()
        with open(folder / rel, "rb") as fh:
            for block in iter(lambda: fh.read(1 << 20), b""):
                digest.update(block)
                own.update(block)
        each[str(rel)] = own.hexdigest()
    return digest.hexdigest(), each
