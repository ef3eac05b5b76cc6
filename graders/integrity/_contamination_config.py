"""How the contamination scan matches and how much it reads."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, model_validator

__all__ = ["ContaminationConfig"]

_MiB = 1 << 20


class ContaminationConfig(BaseModel):
    """How the scan matches and how much it reads."""

    model_config = ConfigDict(frozen=True)

    n: int = Field(10, ge=3, description="Word n-gram length.")
    min_coverage: float = Field(0.5, gt=0, le=1, description="Fraction of an item's distinctive n-grams "
                                                             "one source must contain for the item to match.")
    min_ngrams: int = Field(3, ge=1, description="An item (or its question or answer alone) with fewer distinctive "
                                                 "n-grams is not matched by it: a few windows can recur by chance.")
    max_file_bytes: int = Field(20 * _MiB, gt=0, description="Larger files (after gunzip) are skipped, and listed.")
    max_total_bytes: int = Field(512 * _MiB, gt=0, description="Files past this many bytes in all are skipped.")
    raw_text_suffixes: tuple[str, ...] = Field(
        (".arrow",), description="Binary files read as text anyway: uncompressed Arrow (the `datasets` cache) "
                                 "stores its strings as plain UTF-8.")

    @model_validator(mode="after")
    def _file_fits_total(self) -> ContaminationConfig:
        if self.max_file_bytes > self.max_total_bytes:
            raise ValueError(f"max_file_bytes ({self.max_file_bytes}) exceeds max_total_bytes "
                             f"({self.max_total_bytes}); raise max_total_bytes or lower max_file_bytes")
        return self
