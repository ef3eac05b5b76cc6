"""Checks on a submitted checkpoint before anything is copied or evaluated.

Each refusal is a `SubmissionError` whose message tells the agent what to do instead.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

from infra import SubmissionError

PICKLE_SUFFIXES = (".bin", ".pt", ".pth", ".pkl", ".pickle", ".ckpt")
SAVE_HINT = "save with model.save_pretrained(dir, safe_serialization=True) and tokenizer.save_pretrained(dir)"


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
    return files


def tree_sha256(folder: Path, files: list[Path]) -> str:
    """One hash over names and contents, so a resubmitted identical checkpoint is recognisable."""
    digest = hashlib.sha256()
    for rel in files:
        digest.update(str(rel).encode() + b"\0")
        with open(folder / rel, "rb") as fh:
            for block in iter(lambda: fh.read(1 << 20), b""):
                digest.update(block)
    return digest.hexdigest()
