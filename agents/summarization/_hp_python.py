"""Hyperparameters in Python the code parses: keyword arguments of config, arguments, trainer,
optimizer and scheduler calls and of `generate` (a `**common` dict spread into them included),
argparse/click defaults (replaced by what a command line that ran the script gave), module
constants and config-class fields."""

from __future__ import annotations

import ast
from collections.abc import Iterator, Sequence

from agents.summarization._hp_settings import Hyperparameter, canonical, cli_flags, scalar
from agents.summarization._source import _UNKNOWN, Value, _clip, _PyFile, _runs, _value

__all__ = ["py_constants", "py_hyperparameters"]

_OPTIMIZERS = {"Adam", "AdamW", "SGD", "RMSprop", "Adagrad", "Adafactor", "Lion", "AdamW8bit", "PagedAdamW",
               "PagedAdamW8bit"}


def _cast(v: Value, type_name: str | None) -> Value:
    """argparse applies `type` to a string default and to what the command line gives."""
    if isinstance(v, str) and type_name in ("int", "float"):
        try:
            return {"int": int, "float": float}[type_name](v)
        except ValueError:
            return v
    return scalar(v) if isinstance(v, str) and type_name is None else v


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
            for given, text, shown in cli_flags(argv):
                if given in flags:
                    value = {"store_true": True, "store_false": False}.get(action or "") if action in (
                        "store_true", "store_false") else _cast(text, type_name)
                    expr, context = shown, "cmdline"
        pf.argparse[dest] = value
        name = canonical(dest)
        if name:
            out.append(Hyperparameter(name=name, value=value, expr=expr, path=pf.rel, line=line, context=context,
                                      written_as=flag))
    return out


def py_hyperparameters(pf: _PyFile, cmdlines: Sequence[Sequence[str]]) -> list[Hyperparameter]:
    out = _argparse(pf, cmdlines)
    for node in pf.nodes:
        context = _call_context(pf, node) if isinstance(node, ast.Call) else None
        for key, value in _keywords(pf, node) if context else ():
            name = canonical(key, context)
            if name:
                out.append(Hyperparameter(name=name, value=_value(pf.evaluate(value)), expr=_expr(pf, value),
                                          path=pf.rel, line=value.lineno, context=context, written_as=key))
    return out


def py_constants(pf: _PyFile) -> list[Hyperparameter]:
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
                name = canonical(t.id) if isinstance(t, ast.Name) else None
                if name:
                    out.append(Hyperparameter(name=name, value=_value(v), expr=pf.segment(stmt.value), path=pf.rel,
                                              line=stmt.lineno, written_as=t.id,
                                              context=f"class {cls}" if cls else f"module constant {t.id}"))
    return out
