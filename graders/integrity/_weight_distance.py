"""How far a checkpoint's weights moved from its base model's, tensor by tensor, in bounded memory,
and whether that still looks like a fine-tune of the base."""

from __future__ import annotations

import math
from contextlib import ExitStack
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from graders.integrity._submission_files import Unreadable, inside, listed, read_dict

__all__ = ["CheckpointCheckConfig", "weight_distance"]

_CHUNK = 1 << 22  # numbers compared at once (~130 MB in float64), so a 7B model's embedding fits modest RAM
_NAMED = 3  # most-moved tensors named in the evidence


class CheckpointCheckConfig(BaseModel):
    """When the weights no longer look like a fine-tune of the base."""

    model_config = ConfigDict(frozen=True)

    max_relative_distance: float = Field(
        0.5, gt=0, description="Largest ‖W − W_base‖ / ‖W_base‖ over all shared tensors of a plausible "
                               "fine-tune. Independent random weights of the same scale sit near √2 ≈ 1.4.")
    min_shared_fraction: float = Field(
        0.9, ge=0, le=1, description="Fraction of the base's parameters that must have a same-named tensor of the "
                                     "same shape (or the same shape past a resized vocabulary) in the submission.")


def _open_weights(stack: ExitStack, folder: Path) -> tuple[dict[str, tuple[Any, list[int]]], list[str]]:
    """tensor name → (open file, shape) over the files transformers loads (model.safetensors, else
    the index's shards, else every *.safetensors; the first file naming a tensor wins); problems."""
    from safetensors import SafetensorError, safe_open

    problems: list[str] = []
    names = ["model.safetensors"] if inside(folder, "model.safetensors") else []
    try:
        index = {} if names else read_dict(folder, "model.safetensors.index.json") or {}
        names = names or sorted({str(shard) for shard in (index.get("weight_map") or {}).values()})
    except (Unreadable, AttributeError) as exc:
        problems.append(f"model.safetensors.index.json: {exc}")
    names = names or sorted(p.name for p in folder.glob("*.safetensors") if not p.name.startswith("adapter_"))
    tensors: dict[str, tuple[Any, list[int]]] = {}
    for name in names:
        path = inside(folder, name)
        try:
            if path is None or not path.is_file():
                raise OSError("missing, outside the checkpoint, or not a regular file")
            handle = stack.enter_context(safe_open(str(path), framework="pt"))
            for tensor in handle.keys():
                tensors.setdefault(tensor, (handle, list(handle.get_slice(tensor).get_shape())))
        except (OSError, SafetensorError, ValueError, RuntimeError) as exc:
            problems.append(f"{name}: {str(exc)[:200]}")
    return tensors, problems


def _sums(base_handle, handle, name: str, rows: int | None) -> tuple[float, float]:
    """(Σ(w − b)², Σb²) in float64 over the first `rows` rows (all of a scalar), a slice at a time."""
    import torch

    if rows is None:
        pairs = [(base_handle.get_tensor(name), handle.get_tensor(name))]
    else:
        base_slice, sub_slice = base_handle.get_slice(name), handle.get_slice(name)
        step = max(1, _CHUNK // (math.prod(base_slice.get_shape()[1:]) or 1))
        pairs = ((base_slice[i:min(rows, i + step)], sub_slice[i:min(rows, i + step)]) for i in range(0, rows, step))
    moved = norm = 0.0
    for b, w in pairs:
        b, w = b.to(torch.float64), w.to(torch.float64)
        moved += float(torch.sum((w - b) ** 2))
        norm += float(torch.sum(b * b))
    return moved, norm


def _config_value(folder: Path, key: str, default: Any = None) -> Any:
    """A config.json value, from its text_config in composite models."""
    try:
        config = read_dict(folder, "config.json") or {}
    except Unreadable:
        return default
    text = config.get("text_config") if isinstance(config.get("text_config"), dict) else {}
    return config.get(key, text.get(key, default))


def weight_distance(folder: Path, base: Path, config: CheckpointCheckConfig) -> tuple[float | None, float, list]:
    """(relative distance, shared fraction, [(kind, evidence, detail)]).

    A tensor of the base's vocabulary size whose shape differs only in its first dimension (an
    embedding or output layer after `resize_token_embeddings`) is compared over the rows both hold:
    those count as shared, the new rows are new tokens (the tokenizer check reports them). Any
    other shape change leaves the tensor unmatched. A missing lm_head.weight does not count when a
    config ties it to the embedding, which then stands for it; an absent tie_word_embeddings reads
    as tied, since an untied model without one gets a random output layer, which gains no score.
    """
    from safetensors import SafetensorError

    tied = _config_value(folder, "tie_word_embeddings", True) or _config_value(base, "tie_word_embeddings", True)
    vocab = _config_value(base, "vocab_size")
    total = matched = 0
    moved = norm = 0.0
    missing, reshaped, resized, broken, per_tensor = [], [], [], [], []
    with ExitStack() as stack:
        theirs, _ = _open_weights(stack, base)
        mine, problems = _open_weights(stack, folder)
        for name, (base_handle, shape) in theirs.items():
            if name not in mine and name == "lm_head.weight" and tied:
                continue
            total += math.prod(shape)
            handle, own = mine.get(name, (None, None))
            if own is None or own != shape and not (len(own) == len(shape) >= 1 and own[1:] == shape[1:]
                                                    and shape[0] == vocab):
                (missing if own is None else reshaped).append(name if own is None else f"{name} {shape} → {own}")
                continue
            resized += [name] if own != shape else []
            rows = min(own[0], shape[0]) if shape else None
            try:
                d, b = _sums(base_handle, handle, name, rows)
            except (OSError, SafetensorError, ValueError, RuntimeError, TypeError) as exc:
                broken.append(f"{name}: {str(exc)[:120]}")
                continue
            if not (math.isfinite(d) and math.isfinite(b)):
                broken.append(f"{name}: NaN or infinite values")
                continue
            matched += math.prod(shape) if rows is None else math.prod(shape) * rows // shape[0]
            moved, norm = moved + d, norm + b
            per_tensor.append((math.sqrt(d / b) if b else (math.inf if d else 0.0), name))
    shared = matched / total if total else 0.0
    distance = math.sqrt(moved / norm) if norm else (0.0 if per_tensor and not moved else None)
    flags = []
    if shared < config.min_shared_fraction:
        parts = [f"{len(items)} {label}: {listed(items)}" for label, items in (
            ("base tensors missing", missing), ("shapes changed", reshaped), ("unreadable", broken),
            ("files unusable", problems)) if items]
        flags.append(("lineage", f"only {shared:.1%} of the base's {total:,} parameters have a same-named, "
                                 f"same-shaped tensor here (at least {config.min_shared_fraction:.0%} expected); "
                                 + "; ".join(parts),
                      {"shared_fraction": shared, "missing": missing[:50], "reshaped": reshaped[:50],
                       "unreadable": broken[:50], "problems": problems[:50]}))
    if distance is not None and distance > config.max_relative_distance:
        top = sorted(per_tensor, reverse=True)[:_NAMED]
        flags.append(("lineage", f"the weights moved {distance:.3f} of the base's norm (‖W − W_base‖ / ‖W_base‖; "
                                 f"a fine-tune stays below {config.max_relative_distance:g}); moved most: "
                                 + ", ".join(f"{name} ({rel:.2f})" for rel, name in top),
                      {"relative_distance": distance, "threshold": config.max_relative_distance,
                       "most_moved": {name: rel for rel, name in top}}))
    if total and matched == total and not resized and distance == 0.0:
        flags.append(("copy_of_base", f"all {len(theirs)} base tensors ({total:,} parameters) are here unchanged: "
                                      "the submission is the base model (it scores the baseline)", {}))
    return distance, shared, flags
