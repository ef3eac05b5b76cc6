"""Sealed evaluation items in the text an agent left behind: word n-gram overlap, with evidence.

An item is matched in a source when at least `min_coverage` of its distinctive n-grams (those no
text the agent had by right holds, `_ngram_index`) occur there, or of its question's, or of its
answer's. The files are walked and read by `_agent_files`, carefully: the agent owns them.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from graders.integrity._agent_files import file_size, printable, read_text
from graders.integrity._contamination_config import ContaminationConfig
from graders.integrity._flags import IntegrityFlag
from graders.integrity._ngram_index import SealedIndex
from tasks import Item

__all__ = ["ContaminationReport", "scan_contamination"]


class ContaminationReport(BaseModel):
    """What the scan found and what it read."""

    model_config = ConfigDict(frozen=True)

    flags: list[IntegrityFlag] = Field(description="One contamination flag per source with matched items.")
    files_scanned: int = Field(description="Sources read and matched (files and texts).")
    bytes_scanned: int = Field(description="Bytes of text matched (after gunzip).")
    skipped: list[str] = Field(description="'name: why' for each source or folder not read.")
    items_indexed: int = Field(description="Sealed items that can be matched.")
    items_too_short: int = Field(description="Sealed items with fewer than `min_ngrams` distinctive n-grams "
                                             "(too few words, or their n-grams are in the known texts).")


def scan_contamination(sources: Iterable[tuple[str, Path | str]], sealed: dict[str, list[Item]],
                       known: Iterable[str], config: ContaminationConfig | None = None
                       ) -> ContaminationReport:
    """Flag each source that holds sealed items. A source is a file (Path) or text at hand (str).

    `sealed` maps a split name to its items; `known` is every text the agent was given (train
    items' question and answer, the task description, instructions, prompt templates).
    """
    config = config or ContaminationConfig()
    index = SealedIndex(sealed, known, config)
    # Texts, then files smallest first: padding the folder with large files cannot push a copied
    # test set past max_total_bytes.
    ordered = sorted(sources, key=lambda s: (isinstance(s[1], Path), file_size(s[1]) if isinstance(s[1], Path) else 0))
    flags, skipped, scanned, total = [], [], 0, 0
    for name, source in ordered:
        name = printable(name)
        if isinstance(source, str):
            size = len(source.encode("utf-8", "replace"))
            text, why = (source, "") if total + size <= config.max_total_bytes else (
                None, f"over what max_total_bytes leaves ({size} > {config.max_total_bytes - total} bytes)")
        else:
            text, size, why = read_text(Path(source), config, config.max_total_bytes - total)
        if why:  # not read, or only its head
            skipped.append(f"{name}: {why}")
        if text is None:
            continue
        scanned, total = scanned + 1, total + size
        flag = index.match(name, text)
        if flag is not None:
            flags.append(flag)
    return ContaminationReport(flags=flags, files_scanned=scanned, bytes_scanned=total, skipped=skipped,
                               items_indexed=index.matchable, items_too_short=len(index.names) - index.matchable)
