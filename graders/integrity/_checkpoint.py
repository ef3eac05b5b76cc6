"""What a submitted checkpoint changed relative to its base model that makes its score untrustworthy.

Four comparisons read from the files, the model never loaded: chat template, tokenizer, the
decoding settings the grader's generation takes from the checkpoint (`_tokenizer_checks`), and
the weights (how far they moved from the base, `_weight_distance`). What cannot be read or
compared becomes evidence in a flag, never an exception (`_submission_files`).
"""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from graders.integrity._flags import IntegrityFlag
from graders.integrity._tokenizer_checks import chat_template_change, generation_change, tokenizer_change
from graders.integrity._weight_distance import CheckpointCheckConfig, weight_distance

__all__ = ["CheckpointFindings", "check_checkpoint_integrity"]


class CheckpointFindings(BaseModel):
    """One submission compared with its base."""

    model_config = ConfigDict(frozen=True)

    submission: int = Field(description="The submission compared.")
    relative_distance: float | None = Field(
        description="‖W − W_base‖ / ‖W_base‖ over the tensors both hold; None when none could be compared.")
    shared_fraction: float = Field(description="Base parameters matched in the submission / base parameters.")
    flags: list[IntegrityFlag] = Field(description="What makes the score untrustworthy (or, copy_of_base, moot).")


def check_checkpoint_integrity(submission_id: int, folder: Path, base: Path,
                               config: CheckpointCheckConfig | None = None) -> CheckpointFindings:
    """Compare the checkpoint in `folder` with the `base` model it was trained from."""
    config = config or CheckpointCheckConfig()
    folder, base = Path(folder), Path(base)
    found: list[tuple[str, str, dict]] = []
    for kind, check in (("chat_template_changed", chat_template_change), ("tokenizer_changed", tokenizer_change),
                        ("generation_config_changed", generation_change)):
        try:
            change = check(folder, base)
        # The agent wrote these files: any shape of JSON can arrive, and one that cannot be compared
        # is reported as not shown to be unchanged.
        except Exception as exc:  # noqa: BLE001 - an overflowing number, a recursion: never a pass
            change = (f"could not be compared: {type(exc).__name__}: {str(exc)[:200]}", {"error": str(exc)[:500]})
        found += [(kind, *change)] if change else []
    try:
        distance, shared, weight_flags = weight_distance(folder, base, config)
    except Exception as exc:  # noqa: BLE001 - weights that cannot be compared have no shown lineage
        distance, shared = None, 0.0
        weight_flags = [("lineage", f"the weights could not be compared: {type(exc).__name__}: {str(exc)[:200]}",
                         {"error": str(exc)[:500]})]
    flags = [IntegrityFlag(kind=k, submission=submission_id, evidence=e, detail=d) for k, e, d in found + weight_flags]
    return CheckpointFindings(submission=submission_id, relative_distance=distance, shared_fraction=shared, flags=flags)
