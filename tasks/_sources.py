"""Where a task's rows come from: a local mirror of the source's files, or the source itself.

One loading path for every data set: the rows are read with `datasets` whether the files
sit in a folder the user names (`--data-dir` / `A2RL_DATA_DIR`) or come from the Hugging Face
Hub, so the code that tests run on a local mirror is the code a user with a network runs.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from infra import DataUnavailableError

DATA_DIR_VAR = "A2RL_DATA_DIR"


class DataSource(BaseModel):
    """One split of a published data set and the file names its mirrors use."""

    model_config = ConfigDict(frozen=True)

    title: str = Field(description="Human name, used in messages (e.g. 'GSM8K train').")
    hub_id: str = Field(description="Hugging Face data set id (e.g. openai/gsm8k).")
    hub_config: str | None = Field(None, description="Hub configuration name (e.g. main).")
    hub_split: str = Field("train", description="Hub split name.")
    hub_files: str | None = Field(None, description="hf:// file pattern, for hub data sets without a loader config.")
    local_files: tuple[str, ...] = Field(description="Paths under the data dir, first found wins "
                                                     "(the layout of the source's own repository first).")
    package_file: tuple[str, str] | None = Field(None, description="(package, path) of a copy shipped in a "
                                                                  "PyPI package, used when no mirror is given.")

    def hint(self) -> str:
        return (f"{self.title} ({self.hub_id}"
                + (f", config {self.hub_config}" if self.hub_config else "") + f", split {self.hub_split})")


def data_dir_from_env(data_dir: Path | None) -> Path | None:
    if data_dir is not None:
        return Path(data_dir)
    env = os.environ.get(DATA_DIR_VAR)
    return Path(env) if env else None


def find_local(source: DataSource, data_dir: Path | None) -> Path | None:
    """The first of the source's mirror files present under `data_dir` (globs allowed)."""
    if data_dir is None:
        return None
    for pattern in source.local_files:
        found = sorted(Path(data_dir).glob(pattern))
        if found:
            return found[0]
    return None


def find_package_file(source: DataSource) -> Path | None:
    if source.package_file is None:
        return None
    from importlib.resources import files

    package, path = source.package_file
    try:
        found = Path(str(files(package).joinpath(path)))
    except ModuleNotFoundError:
        return None
    return found if found.is_file() else None


_KINDS = {".jsonl": "json", ".json": "json", ".parquet": "parquet", ".csv": "csv"}


def _kind(path: Path) -> str | None:
    suffixes = [s for s in path.suffixes if s not in (".gz", ".bz2", ".xz", ".zst")]
    return _KINDS.get(suffixes[-1]) if suffixes else None


def _offline() -> bool:
    return os.environ.get("HF_HUB_OFFLINE", "0").lower() in {"1", "true", "yes"} or \
        os.environ.get("HF_DATASETS_OFFLINE", "0").lower() in {"1", "true", "yes"}


def _unavailable(source: DataSource, data_dir: Path | None, reason: str) -> DataUnavailableError:
    where = f"{data_dir} has none of" if data_dir else "no --data-dir given; a local mirror needs one of"
    files = ", ".join(source.local_files)
    return DataUnavailableError(
        f"cannot load {source.hint()}: {reason}. {where}: {files}. Fix: pass --data-dir DIR "
        f"(or set {DATA_DIR_VAR}) pointing at a folder with those files, or run once with network "
        f"access to the Hugging Face Hub (unset HF_HUB_OFFLINE) so it is downloaded and cached")


def load_rows(source: DataSource, data_dir: Path | None) -> list[dict[str, Any]]:
    """Every row of the source split, in the source's order."""
    import datasets

    from infra import A2RLHome

    datasets.disable_progress_bars()
    cache_dir = str(A2RLHome.resolve().root / "cache" / "datasets")  # all state stays under A2RL_HOME
    data_dir = data_dir_from_env(data_dir)
    local = find_local(source, data_dir) or find_package_file(source)
    try:
        if local is not None:
            kind = _kind(local)
            if kind is None:
                raise _unavailable(source, data_dir, f"{local} has an unsupported file type")
            ds = datasets.load_dataset(kind, data_files=str(local), split="train", cache_dir=cache_dir)
        elif _offline():
            raise _unavailable(source, data_dir, "offline (HF_HUB_OFFLINE=1) and no local copy")
        elif source.hub_files:
            kind = "parquet" if source.hub_files.endswith(".parquet") else "json"
            ds = datasets.load_dataset(kind, data_files=source.hub_files, split="train", cache_dir=cache_dir)
        else:
            ds = datasets.load_dataset(source.hub_id, source.hub_config, split=source.hub_split,
                                      cache_dir=cache_dir)
    except DataUnavailableError:
        raise
    except Exception as exc:  # network, missing file, malformed mirror: all say the same fix
        raise _unavailable(source, data_dir, f"{type(exc).__name__}: {str(exc)[:300]}") from exc
    return [dict(row) for row in ds]


def require_fields(rows: list[dict[str, Any]], fields: tuple[str, ...], source: DataSource) -> None:
    """A mirror with the wrong columns is refused with the columns it should have."""
    if not rows:
        raise DataUnavailableError(f"{source.hint()} loaded no rows; check the mirror's files")
    missing = [f for f in fields if f not in rows[0]]
    if missing:
        raise DataUnavailableError(f"{source.hint()}: rows lack {missing} (they have {sorted(rows[0])}); "
                                   f"the mirror must hold the source's own files")
