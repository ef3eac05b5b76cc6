"""What the integrity checks found: flags with evidence, one per finding."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["DISQUALIFYING", "FlagKind", "IntegrityFlag"]

FlagKind = Literal["contamination", "chat_template_changed", "tokenizer_changed", "generation_config_changed",
                   "lineage", "egress_denied", "data_source_download", "copy_of_base", "unverified"]

# Under `--integrity strict` a submission with one of these scores as the baseline. The others are
# marked only: a refused connection is an attempt that failed, and a copy of the base model scores
# the baseline anyway. `unverified`: a check could not run on what the agent left (a crash of the
# check must never read as a pass).
DISQUALIFYING: frozenset[str] = frozenset({"contamination", "chat_template_changed", "tokenizer_changed",
                                           "generation_config_changed", "lineage", "data_source_download",
                                           "unverified"})


class IntegrityFlag(BaseModel):
    """One finding. `submission` None: it concerns the whole session (every submission)."""

    model_config = ConfigDict(frozen=True)

    kind: FlagKind
    submission: int | None = Field(None, description="The submission it concerns; None: the whole session.")
    evidence: str = Field(description="What was seen, where: file, item ids, matched text, values, hosts.")
    detail: dict = Field(default_factory=dict, description="The same evidence as data (paths, ids, numbers).")

    @property
    def disqualifying(self) -> bool:
        """A finding that, under strict, scores its submissions as the baseline (not a mere possibility)."""
        return self.kind in DISQUALIFYING and not self.detail.get("possible")

    def applies_to(self, submission_id: int) -> bool:
        return self.submission is None or self.submission == submission_id
