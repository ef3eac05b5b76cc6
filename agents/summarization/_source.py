"""Reading a submission's code folder, and the Python-source machinery that both of its readers share.

`_training` (which method the code trains with) and `_hyperparameters` (which settings it uses)
read the same folder the same way, so the reading lives here once and neither imports the other.
The folder: at most MAX_FILES Python, shell and config (YAML/JSON/TOML) files of at most
MAX_FILE_BYTES each, regular files only (a link could point anywhere) and no binaries, in sorted
order, hidden folders, caches and virtual environments skipped; `_file_order` puts first the
scripts the command lines ran, then those the shell scripts run. Shell scripts are read as
commands (continuations joined, comments dropped), with the patterns of a TRL CLI call and of a
script launch. Python files are parsed with `ast` into `_PyFile`s that know each other by module
name: their scopes, assignments and imports, a lookup that follows a name to the assignment it
sees (into the folder's other modules too), and a small evaluator that fixes a value where the
code does (an environment variable counts as unset: its default applies).
"""

from __future__ import annotations

import ast
import operator
import os
import re
import stat
from collections.abc import Iterator, Sequence
from pathlib import Path

Value = str | int | float | bool | None

MAX_FILE_BYTES = 2 * 2**20
MAX_FILES = 500
_KINDS = {".py": "py", ".sh": "sh", ".bash": "sh", ".yaml": "cfg", ".yml": "cfg", ".json": "cfg", ".toml": "cfg"}
_SKIP_DIRS = {"__pycache__", "node_modules", "site-packages", "venv", "wandb", "mlruns"}
CMDLINE = "(cmdline)"  # the `path` of what only a command line shows
_CLI = {"sft": "SFT", "grpo": "GRPO", "dpo": "DPO", "ppo": "PPO", "rloo": "RLOO", "kto": "KTO", "orpo": "ORPO",
        "cpo": "CPO", "bco": "BCO", "online_dpo": "Online DPO", "xpo": "XPO", "nash_md": "Nash-MD", "gkd": "GKD",
        "reward": "reward model", "prm": "reward model"}
_CLI_RE = re.compile(r"\btrl(?:\s+|[./]scripts[./])(" + "|".join(_CLI) + r")\b")
_RUN_RE = re.compile(r"\b(?:python[\d.]*|accelerate\s+launch|torchrun|deepspeed)\b\S*\s+(?:-\S+\s+)*?"
                     r"(?:-m\s+([\w.]+)|[\"']?([\w./$-]+\.py))")


# --------------------------------------------------------------------------- reading the folder

def _read_files(code_dir: Path) -> list[tuple[str, str, str]]:
    """(relative path, kind, text) of the files worth reading, sorted; unreadable ones are skipped."""
    out: list[tuple[str, str, str]] = []
    for root, dirs, files in os.walk(code_dir, onerror=lambda _: None):
        dirs[:] = sorted(d for d in dirs if d not in _SKIP_DIRS and not d.startswith("."))
        for name in sorted(files):
            kind = _KINDS.get(os.path.splitext(name)[1].lower())
            if kind is None:
                continue
            if len(out) >= MAX_FILES:
                return out
            full = os.path.join(root, name)
            try:
                st = os.lstat(full)  # a link could point anywhere, /dev/zero included
                if not stat.S_ISREG(st.st_mode) or st.st_size > MAX_FILE_BYTES:
                    continue
                with open(full, "rb") as fh:
                    data = fh.read(MAX_FILE_BYTES + 1)
            except OSError:
                continue
            if b"\0" in data[:8192]:
                continue
            out.append((os.path.relpath(full, code_dir).replace(os.sep, "/"), kind, data.decode("utf-8", "replace")))
    return out


def _runs(argv: Sequence[str], rel: str) -> bool:
    """Whether a command line runs this file (as a script path or as `-m module`)."""
    module = rel[:-3].replace("/", ".")
    for i, tok in enumerate(argv):
        if tok.endswith(".py") and (tok == rel or tok.endswith("/" + rel) or os.path.basename(tok) == rel):
            return True
        if tok == "-m" and i + 1 < len(argv) and (argv[i + 1] == module or module.endswith("." + argv[i + 1])):
            return True
    return False


def _file_order(files: list[tuple[str, str, str]], cmdlines: Sequence[Sequence[str]]) -> list[tuple[str, str, str]]:
    """Files the command lines (then the shell scripts) ran, in the order they ran them; then the rest."""
    ran: list[str] = []
    for argv in cmdlines:
        ran += [rel for rel, kind, _ in files if kind == "py" and rel not in ran and _runs(argv, rel)]
    for _, kind, text in files:
        for line in _lines(text) if kind == "sh" else ():
            for m in _RUN_RE.finditer(line):
                target = m.group(2) or (m.group(1) or "").replace(".", "/") + ".py"
                ran += [rel for rel, k, _ in files if k == "py" and rel not in ran and _runs([target], rel)]
    rank = {rel: i for i, rel in enumerate(ran)}
    return sorted(files, key=lambda f: (rank.get(f[0], len(rank)), f[0]))


def _clip(text: str) -> str:
    return " ".join(text.split())[:160]


def _lines(text: str) -> list[str]:
    """Lines as `ast` numbers them (str.splitlines also splits at form feeds and the like)."""
    return re.split(r"\r\n|\r|\n", text)


def _argvs(cmdlines: Sequence[Sequence[str]]) -> list[list[str]]:
    return [[str(a) for a in argv] for argv in cmdlines if argv]


def _shell_lines(text: str) -> Iterator[tuple[int, str]]:
    """(first line number, command) with continuations joined and comment lines dropped."""
    pending, start = "", 0
    for i, raw in enumerate(_lines(text), 1):
        line = raw.strip()
        if not pending and (not line or line.startswith("#")):
            continue
        start = start if pending else i
        if line.endswith("\\"):
            pending += line[:-1] + " "
            continue
        yield start, pending + line
        pending = ""
    if pending:
        yield start, pending


# --------------------------------------------------------------------------- one Python file

_UNKNOWN = object()
_BINOPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv,
           ast.FloorDiv: operator.floordiv}
_COMPARE = {ast.Gt: operator.gt, ast.Lt: operator.lt, ast.GtE: operator.ge, ast.LtE: operator.le,
            ast.Eq: operator.eq, ast.NotEq: operator.ne}
_ENV_FUNC = re.compile(r"(?i)^_?(?:get_?)?env|env$")
_CASTS = {"float": float, "int": int, "str": str, "bool": bool}


class _PyFile:
    """A parsed Python file: its scopes and assignments, and a small evaluator over them."""

    def __init__(self, rel: str, text: str, tree: ast.Module) -> None:
        self.rel, self.text, self.tree, self.lines = rel, text, tree, _lines(text)
        self.owner: dict[int, ast.AST] = {}  # id(node) → innermost enclosing def or class
        self.defs: dict[str, ast.AST] = {}
        self.imported: dict[str, str] = {}  # local name → the imported name
        self.import_lines: dict[str, int] = {}
        self.module_of: dict[str, str] = {}  # local name → the module it came from (`import m as x`: x → m)
        self.modules: dict[str, _PyFile] = {}  # module name → the code folder's file, for cross-file names
        self.nodes: list[ast.AST] = []  # walked once, in source order: every later pass reads this list
        stack: list[tuple[ast.AST, ast.AST | None]] = [(tree, None)]
        while stack:
            node, owner = stack.pop()
            self.nodes.append(node)
            if owner is not None:
                self.owner[id(node)] = owner
            inner = node if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) else owner
            stack.extend((child, inner) for child in reversed(list(ast.iter_child_nodes(node))))
        for node in self.nodes:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                self.defs.setdefault(node.name, node)
            elif isinstance(node, ast.ImportFrom):
                for a in node.names:
                    self.imported[a.asname or a.name] = a.name
                    self.import_lines.setdefault(a.name, node.lineno)
                    self.module_of[a.asname or a.name] = f"{node.module or ''}.{a.name}"
            elif isinstance(node, ast.Import):
                self.module_of.update({a.asname or a.name: a.name for a in node.names})
        self.assigns: dict[tuple[int, str], list[tuple[int, ast.expr, ast.AST]]] = {}
        for node in self.nodes:
            if isinstance(node, ast.Assign):
                targets = node.targets
            elif isinstance(node, (ast.AnnAssign, ast.AugAssign)) and node.value is not None:
                targets = [node.target]
            else:
                continue
            for target in targets:
                # Recorded against the target where it unpacks: flows into it, but has no value of its own.
                stmt = node if isinstance(target, ast.Name) and not isinstance(node, ast.AugAssign) else target
                for name in ast.walk(target):
                    if isinstance(name, ast.Name):
                        self.assigns.setdefault((self.scope(node), name.id), []).append((node.lineno, node.value, stmt))
        for found in self.assigns.values():
            found.sort(key=lambda a: a[0])
        self.argparse: dict[str, Value] = {}  # dest → its effective value, for `args.dest`
        self.consumed: set[int] = set()  # module constants already shown through a call that names them

    def segment(self, node: ast.AST) -> str:
        """ast.get_source_segment, clipped, without splitting the whole file again for each node."""
        first, last = getattr(node, "lineno", None), getattr(node, "end_lineno", None)
        start, end = getattr(node, "col_offset", None), getattr(node, "end_col_offset", None)
        if None in (first, last, start, end) or not 0 < first <= last <= len(self.lines):
            return ""
        lines = [line.encode() for line in self.lines[first - 1:min(last, first + 40)]]  # offsets are in bytes
        if last > first + 40:
            end = len(lines[-1])
        lines[-1] = lines[-1][:end]
        lines[0] = lines[0][start:]  # after the end: on one line, the end offset counts from the line's start
        return _clip(b"\n".join(lines).decode("utf-8", "replace"))

    def line_text(self, line: int) -> str:
        return _clip(self.lines[line - 1]) if 0 < line <= len(self.lines) else ""

    def scope(self, node: ast.AST) -> int:
        owner = self.owner.get(id(node))
        while isinstance(owner, ast.ClassDef):  # a class body is no scope its methods see
            owner = self.owner.get(id(owner))
        return id(owner)

    def lookup(self, name: str, scope: int, line: int, hops: int = 0) -> tuple[ast.expr, ast.AST, _PyFile] | None:
        """The assignment a use of `name` sees: its scope's last one before it, else the module's, else
        the one in the folder's module it was imported from."""
        for key in ((scope, name), (id(None), name)):
            found = self.assigns.get(key)
            if found:
                before = [a for a in found if a[0] < line] or found
                return before[-1][1], before[-1][2], self
        module, _, attr = self.module_of.get(name, "").rpartition(".")
        other = self.modules.get(module)
        if other is None or other is self or hops > 4:  # a.py and b.py importing each other's name
            return None
        return other.lookup(attr, id(None), 1 << 30, hops + 1)

    def attribute(self, node: ast.Attribute) -> tuple[ast.expr, ast.AST, _PyFile] | None:
        """`base.SFT_LR` where `base` is a module of the code folder: that module's assignment."""
        other = self.modules.get(self.module_of.get(getattr(node.value, "id", ""), ""))
        return other.lookup(node.attr, id(None), 1 << 30) if other is not None and other is not self else None

    def callee(self, func: ast.AST) -> str:
        """The called name as imported (an `as` alias undone), or the attribute's name."""
        if isinstance(func, ast.Attribute):
            return func.attr
        return self.imported.get(func.id, func.id) if isinstance(func, ast.Name) else ""

    def evaluate(self, node: ast.AST, depth: int = 0) -> object:
        """A value where the code fixes it; an environment variable counts as unset (its default applies)."""
        if depth > 12:
            return _UNKNOWN
        ev = lambda n: self.evaluate(n, depth + 1)  # noqa: E731
        try:
            if isinstance(node, ast.Constant):
                return node.value
            if isinstance(node, (ast.Name, ast.Attribute)):
                found = self.lookup(node.id, self.scope(node), node.lineno) if isinstance(node, ast.Name) \
                    else self.attribute(node)
                if found is not None:
                    return found[2].evaluate(found[0], depth + 1) if isinstance(found[1], (
                        ast.Assign, ast.AnnAssign)) else _UNKNOWN
                args = isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                return self.argparse.get(node.attr, _UNKNOWN) if args else _UNKNOWN
            if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd, ast.Not)):
                v = ev(node.operand)
                return v if v is _UNKNOWN else (not v) if isinstance(node.op, ast.Not) else \
                    -v if isinstance(node.op, ast.USub) else +v
            if isinstance(node, ast.BinOp) and type(node.op) in _BINOPS:
                a, b = ev(node.left), ev(node.right)
                numbers = all(isinstance(x, (int, float)) for x in (a, b))
                return _BINOPS[type(node.op)](a, b) if numbers else _UNKNOWN
            if isinstance(node, ast.IfExp):
                test = ev(node.test)
                return test if test is _UNKNOWN else ev(node.body if test else node.orelse)
            if isinstance(node, ast.Compare) and len(node.ops) == 1 and type(node.ops[0]) in _COMPARE:
                a, b = ev(node.left), ev(node.comparators[0])
                return _UNKNOWN if a is _UNKNOWN or b is _UNKNOWN else _COMPARE[type(node.ops[0])](a, b)
            if isinstance(node, ast.BoolOp):
                for value in node.values:
                    v = ev(value)
                    if v is _UNKNOWN or (bool(v) if isinstance(node.op, ast.Or) else not v):
                        break
                return v
            if isinstance(node, ast.Call):
                return self._call(node, ev)
            return ast.literal_eval(node)
        except (ValueError, TypeError, ArithmeticError, SyntaxError, RecursionError):
            return _UNKNOWN

    def _call(self, node: ast.Call, ev) -> object:
        name, args = self.callee(node.func), node.args
        default = next((k.value for k in node.keywords if k.arg == "default"), None)
        if name in _CASTS and len(args) == 1:
            v = ev(args[0])
            return _UNKNOWN if v is _UNKNOWN or v is None else _CASTS[name](v)
        if name in ("min", "max") and args:
            vals = [ev(a) for a in args]
            return _UNKNOWN if any(v is _UNKNOWN for v in vals) else (min if name == "min" else max)(vals)
        environ = _ENV_FUNC.search(name) is not None or "environ" in self.segment(node.func)
        if name == "get" or environ or (name in ("field", "Field") and default is not None):
            if default is not None or (len(args) >= 2 and name not in ("field", "Field")):
                return ev(default if default is not None else args[1])
            return None if environ else _UNKNOWN  # an unset variable reads as None
        return _UNKNOWN


def _value(v: object) -> Value:
    if v is _UNKNOWN:
        return None
    return v if v is None or isinstance(v, (str, int, float, bool)) else _clip(repr(v))


def _parse(text: str) -> ast.Module | None:
    try:
        return ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None


def _parse_all(files: list[tuple[str, str, str]]) -> dict[str, _PyFile]:
    """The Python files that parse, each knowing the others by module name (`train`, `pkg.train`)."""
    parsed: dict[str, _PyFile] = {}
    for rel, kind, text in files:
        tree = _parse(text) if kind == "py" else None
        try:
            if tree is not None:
                parsed[rel] = _PyFile(rel, text, tree)
        except RecursionError:
            continue
    modules = {name: pf for rel, pf in parsed.items() for name in (rel[:-3].replace("/", "."), Path(rel).stem)}
    for pf in parsed.values():
        pf.modules = modules
    return parsed
