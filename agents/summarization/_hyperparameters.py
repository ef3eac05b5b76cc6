"""The hyperparameters a submission's code sets, read from the code itself, and what changed between iterations.

Settings are found where the code makes them: the keyword arguments of config, arguments, trainer,
optimizer and scheduler calls and of `generate` (a `**common` dict spread into them included),
argparse/click defaults (replaced by what a command line that ran the script gave), module
constants and config-class fields; in shell scripts the flags of launch lines, in YAML/JSON/TOML
configs their keys, in Python that does not parse `name = literal`, and a TRL CLI command line's
flags as they are. Each is mapped to one canonical name (lr, SFT_LR, --learning-rate →
learning_rate; `r` only inside a LoRA config → lora_rank) and valued where the code fixes it.
Reading the folder and the Python files is `_source`'s, shared with `_training`.
"""

from __future__ import annotations

import ast
import json
import re
import shlex
import tomllib
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from agents.summarization._source import (
    _CLI_RE,
    _RUN_RE,
    _UNKNOWN,
    CMDLINE,
    Value,
    _argvs,
    _clip,
    _file_order,
    _lines,
    _parse_all,
    _PyFile,
    _read_files,
    _runs,
    _shell_lines,
    _value,
)

__all__ = ["Hyperparameter", "HyperparameterChange", "Hyperparameters", "extract_hyperparameters",
           "hyperparameter_changes"]


class Hyperparameter(BaseModel):
    """One setting of one hyperparameter, where the code (or a command line) sets it."""

    model_config = ConfigDict(frozen=True)
    name: str = Field(description="Canonical name (learning_rate, batch_size, kl_beta, lora_rank ...).")
    value: Value = Field(description="Its value where knowable (environment lookups count as unset: their default); "
                                     "None when not, or when the code says None.")
    expr: str = Field(description="The source text of the value; a module constant it names is shown as "
                                  "'NAME = <its source>'.")
    path: str = Field(description="File relative to the code folder; '(cmdline)' for a TRL CLI command line.")
    line: int
    context: str | None = Field(description="Where it is set: 'GRPOConfig', 'LoraConfig', 'AdamW', 'argparse --lr', "
                                            "'cmdline', 'module constant SFT_LR', 'class Args', 'config.yaml' ...")
    written_as: str = Field("", description="The name as the code spells it (per_device_train_batch_size, --lr, "
                                            "SFT_LR).")


Hyperparameters = dict[str, list[Hyperparameter]]
"""Canonical name → its settings in file and line order (e.g. learning_rate → [SFTConfig's, GRPOConfig's])."""


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


# --------------------------------------------------------------------------- vocabulary

_ALIASES = {
    "learning_rate": ("lr", "learning_rate", "learningrate", "base_lr"),
    "epochs": ("num_train_epochs", "epochs", "num_epochs", "n_epochs", "epoch"),
    "max_steps": ("max_steps", "steps", "num_steps", "total_steps", "train_steps", "num_train_steps", "n_steps"),
    "batch_size": ("per_device_train_batch_size", "batch_size", "batch", "bs", "bsz", "train_batch_size"),
    "grad_accum": ("gradient_accumulation_steps", "grad_accum", "grad_accum_steps", "accumulation_steps",
                   "accum_steps"),
    "num_generations": ("num_generations", "group_size", "num_samples", "samples", "samples_per_prompt",
                        "n_samples", "rloo_k"),
    "kl_beta": ("beta", "kl_coef", "init_kl_coef", "kl_beta", "kl_coeff", "kl_weight"),
    "clip_range": ("cliprange", "clip_range", "clip_eps", "clip_epsilon", "epsilon"),
    "lora_rank": ("lora_r", "lora_rank"),
    "lora_alpha": ("lora_alpha",),
    "lora_dropout": ("lora_dropout",),
    "max_completion_length": ("max_completion_length", "max_new_tokens", "response_length", "max_response_length",
                              "max_gen_len", "max_generation_length", "max_tokens"),
    "max_prompt_length": ("max_prompt_length",),
    "max_seq_length": ("max_seq_length", "max_length", "max_len", "max_seq_len", "seq_len", "seq_length",
                       "block_size", "context_length"),
    "temperature": ("temperature",),
    "top_p": ("top_p",),
    "warmup_steps": ("warmup_steps", "num_warmup_steps", "warmup"),
    "warmup_ratio": ("warmup_ratio",),
    "weight_decay": ("weight_decay", "wd"),
    "max_grad_norm": ("max_grad_norm", "grad_clip", "clip_grad_norm", "gradient_clipping"),
    "lr_scheduler": ("lr_scheduler_type", "lr_scheduler"),
    "loss_type": ("loss_type",),
    "seed": ("seed", "random_seed"),
}
_CANON = {alias: name for name, aliases in _ALIASES.items() for alias in aliases}
_LORA_ONLY = {"r": "lora_rank", "rank": "lora_rank", "alpha": "lora_alpha"}  # too generic anywhere else
_PREFIXES = ("sft_", "grpo_", "dpo_", "ppo_", "rl_", "online_", "train_", "training_", "default_", "policy_",
             "a2rl_", "hp_", "cfg_")
_OPTIMIZERS = {"Adam", "AdamW", "SGD", "RMSprop", "Adagrad", "Adafactor", "Lion", "AdamW8bit", "PagedAdamW",
               "PagedAdamW8bit"}


def _canonical(raw: str, context: str | None = None) -> str | None:
    key = raw.lstrip("-").replace("-", "_").lower()
    if context and "lora" in context.lower() and key in _LORA_ONLY:
        return _LORA_ONLY[key]
    while key not in _CANON:
        prefix = next((p for p in _PREFIXES if key.startswith(p) and len(key) > len(p)), None)
        if prefix is None:
            return None
        key = key[len(prefix):]
    return _CANON[key]


# --------------------------------------------------------------------------- reading them

def _scalar(text: str) -> Value:
    """A config or command-line value as the program would most likely read it."""
    text = text.strip()
    try:
        v = json.loads(text)
    except (ValueError, RecursionError):
        try:
            v = ast.literal_eval(text)
        except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
            v = {"true": True, "false": False, "yes": True, "no": False, "none": None, "null": None}.get(
                text.lower(), text.strip("\"'"))
    return _value(v)


def _cast(v: Value, type_name: str | None) -> Value:
    """argparse applies `type` to a string default and to what the command line gives."""
    if isinstance(v, str) and type_name in ("int", "float"):
        try:
            return {"int": int, "float": float}[type_name](v)
        except ValueError:
            return v
    return _scalar(v) if isinstance(v, str) and type_name is None else v


def _flags(argv: Sequence[str]) -> Iterator[tuple[str, str | None, str]]:
    """(flag, its value or None, the text) for each --flag[=value] of a command line."""
    for i, tok in enumerate(argv):
        if not tok.startswith("-") or tok in ("-m", "-c") or _scalar(tok) != tok:  # -1e-4 is a value
            continue
        if "=" in tok:
            flag, value = tok.split("=", 1)
            yield flag, value, tok
        elif i + 1 < len(argv) and not (argv[i + 1].startswith("-") and _scalar(argv[i + 1]) == argv[i + 1]):
            yield tok, argv[i + 1], f"{tok} {argv[i + 1]}"
        else:
            yield tok, None, tok


def _expr(pf: _PyFile, node: ast.expr) -> str:
    """The value's source; a name is shown with what it is assigned (and a module constant shown so
    is not listed again on its own)."""
    found = pf.lookup(node.id, pf.scope(node), node.lineno) if isinstance(node, ast.Name) else \
        pf.attribute(node) if isinstance(node, ast.Attribute) else None
    if found is not None and isinstance(found[1], (ast.Assign, ast.AnnAssign)):
        value, stmt, where = found
        if where.scope(stmt) == id(None):
            where.consumed.add(id(stmt))
        return _clip(f"{pf.segment(node)} = {where.segment(value)}")
    return pf.segment(node)


def _call_context(pf: _PyFile, call: ast.Call) -> str | None:
    name = pf.callee(call.func)
    if name == "from_pretrained":
        return None
    if name.endswith(("Config", "Arguments", "Args", "Trainer", "Params")) or name in _OPTIMIZERS or \
            name == "generate" or (name.startswith("get_") and "schedule" in name):
        return name
    return None


def _keywords(pf: _PyFile, node: ast.AST, depth: int = 0) -> Iterator[tuple[str, ast.expr]]:
    """A call's keywords, with `**common` spread: a dict(...) or {...} it names, nested spreads too."""
    if depth > 4:
        return
    if isinstance(node, ast.Call):
        for k in node.keywords:
            if k.arg:
                yield k.arg, k.value
            else:
                yield from _keywords(pf, k.value, depth + 1)
    elif isinstance(node, ast.Dict):
        for key, value in zip(node.keys, node.values):
            if key is None:
                yield from _keywords(pf, value, depth + 1)
            elif isinstance(key, ast.Constant) and isinstance(key.value, str):
                yield key.value, value
    elif isinstance(node, ast.Name):
        found = pf.lookup(node.id, pf.scope(node), node.lineno)
        if found is not None and found[2] is pf and (isinstance(found[0], ast.Dict) or (
                isinstance(found[0], ast.Call) and pf.callee(found[0].func) == "dict")):
            yield from _keywords(pf, found[0], depth + 1)


def _argparse(pf: _PyFile, cmdlines: Sequence[Sequence[str]]) -> list[Hyperparameter]:
    """add_argument / click.option defaults, overridden by the last command line that ran this
    file with the flag; records each dest's effective value so `args.lr` evaluates to it."""
    out = []
    for node in pf.nodes:
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr in ("add_argument", "option")):
            continue
        flags = [a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)
                 and a.value.startswith("-")]
        if not flags:
            continue
        kw = {k.arg: k.value for k in node.keywords if k.arg}
        flag = next((f for f in flags if f.startswith("--")), flags[0])
        dest = kw["dest"].value if isinstance(kw.get("dest"), ast.Constant) else flag.lstrip("-").replace("-", "_")
        type_name = pf.segment(kw["type"]) if "type" in kw else None
        action = kw["action"].value if isinstance(kw.get("action"), ast.Constant) else None
        if "default" in kw:
            value, expr = _cast(_value(pf.evaluate(kw["default"])), type_name), _expr(pf, kw["default"])
        else:
            value, expr = {"store_true": False, "store_false": True}.get(action or ""), ""
        context, line = f"argparse {flag}", kw["default"].lineno if "default" in kw else node.lineno
        for argv in cmdlines:
            if not _runs(argv, pf.rel):
                continue
            for given, text, shown in _flags(argv):
                if given in flags:
                    value = {"store_true": True, "store_false": False}.get(action or "") if action in (
                        "store_true", "store_false") else _cast(text, type_name)
                    expr, context = shown, "cmdline"
        pf.argparse[dest] = value
        name = _canonical(dest)
        if name:
            out.append(Hyperparameter(name=name, value=value, expr=expr, path=pf.rel, line=line, context=context,
                                      written_as=flag))
    return out


def _py_hyperparameters(pf: _PyFile, cmdlines: Sequence[Sequence[str]]) -> list[Hyperparameter]:
    out = _argparse(pf, cmdlines)
    for node in pf.nodes:
        context = _call_context(pf, node) if isinstance(node, ast.Call) else None
        for key, value in _keywords(pf, node) if context else ():
            name = _canonical(key, context)
            if name:
                out.append(Hyperparameter(name=name, value=_value(pf.evaluate(value)), expr=_expr(pf, value),
                                          path=pf.rel, line=value.lineno, context=context, written_as=key))
    return out


def _py_constants(pf: _PyFile) -> list[Hyperparameter]:
    out = []
    # Module constants (top level, under if/try/with too) and config-class fields, where their value is known.
    pending: list[tuple[ast.stmt, str | None]] = [(s, None) for s in pf.tree.body]
    for stmt, cls in pending:  # grows while read: the bodies of if/try/with and classes join the end
        if isinstance(stmt, (ast.If, ast.Try, ast.With)):
            pending += [(s, cls) for s in stmt.body + getattr(stmt, "orelse", []) + getattr(stmt, "finalbody", [])]
        elif isinstance(stmt, ast.ClassDef) and cls is None:
            pending += [(s, stmt.name) for s in stmt.body]
        elif isinstance(stmt, (ast.Assign, ast.AnnAssign)) and stmt.value is not None and id(stmt) not in pf.consumed:
            targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
            v = pf.evaluate(stmt.value)
            for t in targets if v is not _UNKNOWN else ():
                name = _canonical(t.id) if isinstance(t, ast.Name) else None
                if name:
                    out.append(Hyperparameter(name=name, value=_value(v), expr=pf.segment(stmt.value), path=pf.rel,
                                              line=stmt.lineno, written_as=t.id,
                                              context=f"class {cls}" if cls else f"module constant {t.id}"))
    return out


_KEY_VALUE = re.compile(r"""^\s*(?:-\s+)?["']?([A-Za-z_][\w.-]*)["']?\s*[:=]\s*(.+?)\s*,?\s*$""")
_ASSIGN = re.compile(r"""\b([A-Za-z_]\w*)\s*=\s*([-+]?(?:\d[\d_]*\.?\d*|\.\d+)(?:[eE][-+]?\d+)?\b|True|False|"""
                     r""""[^"\n]*"|'[^'\n]*')""")


def _structured(rel: str, text: str) -> list[tuple[int, str, str, str]] | None:
    """(line, key, canonical name, value as JSON) of the hyperparameters in a JSON or TOML file;
    None where it is neither or does not load."""
    try:
        data = json.loads(text) if rel.endswith(".json") else tomllib.loads(text) if rel.endswith(".toml") else None
    except (ValueError, RecursionError):
        return None
    if not isinstance(data, dict):  # a list at the top is data (rows), not a configuration
        return None if data is None else []
    out, pending, visited = [], [data], 0
    while visited < len(pending) and visited < 100_000:  # a data file of a million rows is not read to its end
        node = pending[visited]
        visited += 1
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
        for key, value in items:
            if isinstance(value, (dict, list)):
                pending.append(value)
            elif isinstance(key, str) and (name := _canonical(key)) and len(out) < 200:
                at = text.find(key)  # where a person would look for it
                out.append((text.count("\n", 0, at) + 1 if at >= 0 else 0, key, name, json.dumps(value, default=str)))
    return out


def _text_hyperparameters(rel: str, kind: str, text: str) -> list[Hyperparameter]:
    """Config files by key; launch lines of shell scripts by flag; unparsable Python by `name = literal`."""
    structured = _structured(rel, text) if kind == "cfg" else None
    if structured is not None:
        return [Hyperparameter(name=name, value=_scalar(value), expr=_clip(value), path=rel, line=line, context=rel,
                               written_as=key) for line, key, name, value in structured]
    out = []
    lines = _shell_lines(text) if kind == "sh" else enumerate(_lines(text), 1)
    for i, line in lines:
        if kind == "sh":
            if not (_CLI_RE.search(line) or _RUN_RE.search(line)):
                continue
            try:
                argv = shlex.split(line, comments=True)
            except ValueError:
                argv = line.split()
            pairs = [(flag, v, shown) for flag, v, shown in _flags(argv) if v is not None]
            context = "shell command"
        elif kind == "cfg":
            m = _KEY_VALUE.match(line.split(" #", 1)[0])
            pairs = [(m.group(1).rsplit(".", 1)[-1], m.group(2), m.group(2))] if m else []
            context = rel
        else:
            pairs = [(m.group(1), m.group(2), m.group(2)) for m in _ASSIGN.finditer(line.split("#", 1)[0])]
            context = "unparsed"
        for key, value, shown in pairs:
            name = _canonical(key)
            if name and value is not None and value.strip() not in ("{", "["):
                out.append(Hyperparameter(name=name, value=_scalar(value), expr=_clip(shown), path=rel, line=i,
                                          context=context, written_as=key))
    return out


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
                    per_file[rel] = _py_hyperparameters(parsed[rel], cmdlines)
                elif step == "rest":
                    per_file[rel] = per_file.get(rel, []) + (
                        _py_constants(parsed[rel]) if rel in parsed else _text_hyperparameters(rel, kind, text))
            except RecursionError:  # nested past what a recursive walk survives: nothing usable in it
                continue
    for rel, _, _ in files:
        found += sorted(per_file.get(rel, []), key=lambda h: h.line)
    for argv in cmdlines:
        if _CLI_RE.search(" ".join(argv)):
            found += [Hyperparameter(name=name, value=_scalar(v), expr=shown, path=CMDLINE, line=0,
                                     context="cmdline", written_as=flag)
                      for flag, v, shown in _flags(argv) if v is not None for name in [_canonical(flag)] if name]
    return {name: items for name in _ALIASES if (items := [h for h in found if h.name == name])}


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
