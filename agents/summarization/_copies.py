"""Is a submission the base model, unchanged? (the "copy-model fallback")

Decided on the weights, not the folder: an agent that copies the base model and adds a README,
or re-saves it with `save_pretrained` (new file bytes, same tensors), still submitted the base.
"""

from __future__ import annotations

import hashlib
from functools import lru_cache
from pathlib import Path

WEIGHT_SUFFIXES = (".safetensors", ".bin", ".pt", ".pth", ".gguf")
TENSOR_COMPARE_MAX_BYTES = 8 << 30  # beyond this a byte-unequal pair is not loaded to compare its tensors


def _weight_files(folder: Path) -> dict[str, Path]:
    return {p.relative_to(folder).as_posix(): p for p in sorted(folder.rglob("*"))
            if p.is_file() and p.suffix in WEIGHT_SUFFIXES}


@lru_cache(maxsize=256)
def _sha256(path: Path, size: int, mtime_ns: int) -> str:  # size/mtime: a rewritten file is hashed again
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def _digest(path: Path) -> str:
    st = path.stat()
    return _sha256(path, st.st_size, st.st_mtime_ns)


def _same_tensors(a: list[Path], b: list[Path]) -> bool:
    from safetensors import safe_open

    def tensors(files: list[Path]) -> dict[str, tuple[Path, str]]:
        out: dict[str, tuple[Path, str]] = {}
        for f in files:
            with safe_open(str(f), framework="pt") as st:
                out.update({k: (f, k) for k in st.keys()})
        return out

    ta, tb = tensors(a), tensors(b)
    if set(ta) != set(tb):
        return False
    import torch

    for name, (fa, _) in ta.items():
        fb = tb[name][0]
        with safe_open(str(fa), framework="pt") as x, safe_open(str(fb), framework="pt") as y:
            if not torch.equal(x.get_tensor(name), y.get_tensor(name)):
                return False
    return True


def copy_of_base(submission: Path, base: Path) -> tuple[bool, str]:
    """(is a copy, how it was decided)."""
    sub, ref = _weight_files(submission), _weight_files(base)
    if not ref:
        return False, "the base model has no weight files to compare with"
    if not sub:
        return False, "no weight files in the submission"
    ref_digests = {_digest(p) for p in ref.values()}
    sub_digests = {_digest(p) for p in sub.values()}
    if sub_digests == ref_digests:
        return True, "its weight files are byte-identical to the base model's"
    st_sub = [p for p in sub.values() if p.suffix == ".safetensors"]
    st_ref = [p for p in ref.values() if p.suffix == ".safetensors"]
    if not st_sub or not st_ref or len(st_sub) != len(sub) or len(st_ref) != len(ref):
        return False, "its weight files differ from the base model's"
    total = sum(p.stat().st_size for p in st_sub)
    if abs(total - sum(p.stat().st_size for p in st_ref)) > (64 << 10) or total > TENSOR_COMPARE_MAX_BYTES:
        return False, "its weights differ in size from the base model's"
    try:
        same = _same_tensors(st_sub, st_ref)
    except Exception as exc:  # noqa: BLE001 — a file the evaluation could read but this cannot: say so
        return False, f"its tensors could not be compared ({type(exc).__name__}: {exc})"
    return (True, "its tensors equal the base model's (files re-saved)") if same else (
        False, "its tensors differ from the base model's")
