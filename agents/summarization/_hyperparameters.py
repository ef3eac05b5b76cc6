"""The hyperparameters a submission's code sets, read from the code itself, and what changed between iterations.

Settings are found where the code makes them: the keyword arguments of config, arguments, trainer,
optimizer and scheduler calls and of `generate` (a `**common` dict spread into them included),
argparse/click defaults (replaced by what a command line that ran the script gave), module
constants and config-class fields; in shell scripts the flags of launch lines, in YAML/JSON/TOML
configs their keys, in Python that does not parse `name = literal`, and a TRL CLI command line's
flags as they are. Each is mapped to one canonical name (lr, SFT_LR, --learning-rate →
learning_rate; `r` only inside a LoRA config → lora_rank) and valued where the code fixes it.
Reading the folder and the Python files is `_source`'s, shared with `_training`; the canonical
names and how values read are in `_hp_settings`, the readers of Python in `_hp_python`, and of
configs, shell scripts and unparsable Python in `_hp_text`.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict

from agents.summarization._hp_python import py_constants, py_hyperparameters
from agents.summarization._hp_settings import ALIASES, Hyperparameter, Hyperparameters, canonical, cli_flags, scalar
from agents.summarization._hp_text import text_hyperparameters
from agents.summarization._source import _CLI_RE, CMDLINE, Value, _argvs, _file_order, _parse_all, _read_files

__all__ = ["HyperparameterChange", "extract_hyperparameters", "hyperparameter_changes"]


class HyperparameterChange(BaseModel):
    """One difference between two iterations' hyperparameters, for 'what changed since the last one'."""

    model_config = ConfigDict(frozen=True)
    name: str
    context: str | None
    change: Literal["added", "removed", "changed"]
    old: Value = None
    new: Value = None
    old_expr: str | None = None
    new_expr: str | None = None

    def describe(self) -> str:
        """E.g. 'learning_rate (GRPOConfig): 2e-06 → 1e-06'."""
        where = f"{self.name} ({self.context})" if self.context else self.name
        show = lambda v, e: e if v is None and e else repr(v) if isinstance(v, str) else str(v)  # noqa: E731
        if self.change == "added":
            return f"{where}: added, {show(self.new, self.new_expr)}"
        if self.change == "removed":
            return f"{where}: removed (was {show(self.old, self.old_expr)})"
        return f"{where}: {show(self.old, self.old_expr)} → {show(self.new, self.new_expr)}"


def extract_hyperparameters(code_dir: Path, cmdlines: Sequence[Sequence[str]] = ()) -> Hyperparameters:
    """The key hyperparameters the code sets, by canonical name; never raises.

    Each name maps to every place that sets it, in run order (scripts the command lines ran first),
    then line order: learning_rate → [SFTConfig's 1e-4, GRPOConfig's 2e-6]. Where `cmdlines` ran a
    script with a flag its argparse defines, the command line's value replaces the default
    (context 'cmdline'); a TRL CLI command line's flags are listed as they are.
    """
    found: list[Hyperparameter] = []
    cmdlines = _argvs(cmdlines)
    files = _file_order(_read_files(Path(code_dir)), cmdlines)
    parsed = _parse_all(files)
    per_file: dict[str, list[Hyperparameter]] = {}
    # Calls in every file first: a constant they show (from any file) is not listed again on its own.
    for step in ("calls", "rest"):
        for rel, kind, text in files:
            try:
                if step == "calls" and rel in parsed:
                    per_file[rel] = py_hyperparameters(parsed[rel], cmdlines)
                elif step == "rest":
                    per_file[rel] = per_file.get(rel, []) + (
                        py_constants(parsed[rel]) if rel in parsed else text_hyperparameters(rel, kind, text))
            except RecursionError:  # nested past what a recursive walk survives: nothing usable in it
                continue
    for rel, _, _ in files:
        found += sorted(per_file.get(rel, []), key=lambda h: h.line)
    for argv in cmdlines:
        if _CLI_RE.search(" ".join(argv)):
            found += [Hyperparameter(name=name, value=scalar(v), expr=shown, path=CMDLINE, line=0,
                                     context="cmdline", written_as=flag)
                      for flag, v, shown in cli_flags(argv) if v is not None for name in [canonical(flag)] if name]
    return {name: items for name in ALIASES if (items := [h for h in found if h.name == name])}


def hyperparameter_changes(before: Hyperparameters, after: Hyperparameters) -> list[HyperparameterChange]:
    """What changed between two iterations' `extract_hyperparameters`.

    Settings pair up by (name, context), in file and line order within that, so a learning rate
    that moved down a few lines is the same one; a value compares by value (1e-4 == 0.0001), an
    unknown one by its source text.
    """
    def by_key(hps: Hyperparameters) -> dict[tuple[str, str | None], list[Hyperparameter]]:
        out: dict[tuple[str, str | None], list[Hyperparameter]] = {}
        for items in hps.values():
            for h in items:
                out.setdefault((h.name, h.context), []).append(h)
        return {k: sorted(v, key=lambda h: (h.path, h.line)) for k, v in out.items()}

    old_keys, new_keys = by_key(before), by_key(after)
    changes = []
    for key in list(old_keys) + [k for k in new_keys if k not in old_keys]:
        olds, news = old_keys.get(key, []), new_keys.get(key, [])
        for i in range(max(len(olds), len(news))):
            old, new = olds[i] if i < len(olds) else None, news[i] if i < len(news) else None
            if old and new:
                same = old.value == new.value and isinstance(old.value, bool) == isinstance(new.value, bool) \
                    and (old.value is not None or old.expr == new.expr)
                if same:
                    continue
                change = "changed"
            else:
                change = "added" if new else "removed"
            changes.append(HyperparameterChange(name=key[0], context=key[1], change=change,
                                                old=old.value if old else None, new=new.value if new else None,
                                                old_expr=old.expr if old else None, new_expr=new.expr if new else None))
    return changes
