"""Hyperparameters in text: YAML/JSON/TOML configs by key, shell scripts' launch lines by flag,
and Python that does not parse by `name = literal`."""

from __future__ import annotations

import json
import re
import shlex
import tomllib

from agents.summarization._hp_settings import Hyperparameter, canonical, cli_flags, scalar
from agents.summarization._source import _CLI_RE, _RUN_RE, _clip, _lines, _shell_lines

__all__ = ["text_hyperparameters"]

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
            elif isinstance(key, str) and (name := canonical(key)) and len(out) < 200:
                at = text.find(key)  # where a person would look for it
                out.append((text.count("\n", 0, at) + 1 if at >= 0 else 0, key, name, json.dumps(value, default=str)))
    return out


def text_hyperparameters(rel: str, kind: str, text: str) -> list[Hyperparameter]:
    """Config files by key; launch lines of shell scripts by flag; unparsable Python by `name = literal`."""
    structured = _structured(rel, text) if kind == "cfg" else None
    if structured is not None:
        return [Hyperparameter(name=name, value=scalar(value), expr=_clip(value), path=rel, line=line, context=rel,
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
            pairs = [(flag, v, shown) for flag, v, shown in cli_flags(argv) if v is not None]
            context = "shell command"
        elif kind == "cfg":
            m = _KEY_VALUE.match(line.split(" #", 1)[0])
            pairs = [(m.group(1).rsplit(".", 1)[-1], m.group(2), m.group(2))] if m else []
            context = rel
        else:
            pairs = [(m.group(1), m.group(2), m.group(2)) for m in _ASSIGN.finditer(line.split("#", 1)[0])]
            context = "unparsed"
        for key, value, shown in pairs:
            name = canonical(key)
            if name and value is not None and value.strip() not in ("{", "["):
                out.append(Hyperparameter(name=name, value=scalar(value), expr=_clip(shown), path=rel, line=i,
                                          context=context, written_as=key))
    return out
