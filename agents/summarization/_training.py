"""What training a submission's code did, read from the code itself.

The agent's account of its own work is not evidence: a report says "GRPO" only where the code
revision calls a GRPO trainer or computes a group-relative policy-gradient loss. Python files are
read with `ast` (regex where they do not parse), shell scripts line by line (TRL CLI calls, copies
of the base model), and so are the command lines the agent ran; reading the folder and the Python
files is `_source`'s, shared with `_hyperparameters`.

Classification: TRL's GRPO, PPO, DPO and SFT trainers are their own types; every other TRL
trainer (RLOO, online DPO, XPO, Nash-MD, GKD, and the offline preference methods KTO, ORPO, CPO,
BCO) is "other RL" with its name kept in `methods` -- DPO is singled out because it is the common
baseline, the others are rare enough that one bucket reads better. A reward-model trainer counts
only where nothing else trains. Hand-written loops are judged by what flows into the tensor that
`.backward()` is called on: rewards or advantages make it RL (GRPO where rewards are normalised
within groups of samples, PPO where a probability ratio is clipped, else "policy gradient"),
chosen/rejected log-probabilities make it DPO, labels or a model-computed `.loss` make it SFT.
Fine-tuning on the agent's own successful rollouts (expert iteration) is, in code, an SFT call
and is reported as SFT; the example agent's online script is GRPO by these rules (its policy
gradient uses seed-group-normalised advantages), with SFT as its fallback.

Where several methods are found, the primary one is the one the iteration's log names, if it
names exactly one of them; else the last RL method in run order (an SFT warm-up followed by RL is
the RL method). Imports, comments, strings and type annotations are never evidence.
"""

from __future__ import annotations

import ast
import re
import shlex
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from agents.summarization._source import (
    _CLI,
    _CLI_RE,
    CMDLINE,
    _argvs,
    _clip,
    _file_order,
    _lines,
    _parse_all,
    _PyFile,
    _read_files,
    _shell_lines,
)

__all__ = ["Evidence", "TrainingDetection", "TrainingType", "detect_training"]

TrainingType = Literal["SFT", "GRPO", "PPO", "DPO", "other RL", "copy-of-base", "unknown"]


class Evidence(BaseModel):
    """One place in the code that shows a training method, for a reader to check."""

    model_config = ConfigDict(frozen=True)
    path: str = Field(description="Relative to the code folder (e.g. train.py); '(cmdline)' for a command line.")
    line: int = Field(description="1-based; 0 for a command line.")
    text: str = Field(description="The source line, stripped, at most 160 characters.")
    method: str = Field(description="The method it shows: GRPO, SFT, PPO, DPO, RLOO, policy gradient, copy ...")
    what: str = Field("", description="What was found there, for the one-line summary (e.g. 'TRL GRPOTrainer').")


class TrainingDetection(BaseModel):
    """What kind of training a code revision does, and where that shows."""

    model_config = ConfigDict(frozen=True)
    type: TrainingType = Field(description="The primary method's type: what the submitted checkpoint most likely got.")
    methods: list[str] = Field(description="Every method found, in the order the code runs them where known "
                                           "(scripts the command lines ran first), else file and line order.")
    evidence: list[Evidence] = Field(description="At most six places, the primary method's strongest first.")
    how: str = Field(description="One line for a person: what decided it, and where.")


# --------------------------------------------------------------------------- vocabulary

_TRL = {"SFTTrainer": "SFT", "SFTConfig": "SFT", "IterativeSFTTrainer": "SFT", "GRPOTrainer": "GRPO",
        "GRPOConfig": "GRPO", "PPOTrainer": "PPO", "PPOConfig": "PPO", "PPOv2Trainer": "PPO", "PPOv2Config": "PPO",
        "DPOTrainer": "DPO", "DPOConfig": "DPO", "RLOOTrainer": "RLOO", "RLOOConfig": "RLOO",
        "OnlineDPOTrainer": "Online DPO", "OnlineDPOConfig": "Online DPO", "KTOTrainer": "KTO", "KTOConfig": "KTO",
        "ORPOTrainer": "ORPO", "ORPOConfig": "ORPO", "CPOTrainer": "CPO", "CPOConfig": "CPO", "BCOTrainer": "BCO",
        "BCOConfig": "BCO", "XPOTrainer": "XPO", "XPOConfig": "XPO", "NashMDTrainer": "Nash-MD",
        "NashMDConfig": "Nash-MD", "GKDTrainer": "GKD", "GKDConfig": "GKD", "RewardTrainer": "reward model",
        "RewardConfig": "reward model", "PRMTrainer": "reward model", "PRMConfig": "reward model"}
_HF_TRAINERS = {"Trainer", "Seq2SeqTrainer"}
_COPY_RE = re.compile(r"(?i)\b(?:cp|rsync|ln)\s.*(?:model|base).*\bout")
_STRENGTH = {"trainer": 5, "loop": 4, "cli": 4, "copy": 3, "config": 3, "ref": 2, "regex": 2, "resave": 1}
_RL_WORDS = {"adv", "advs", "advantage", "advantages", "reward", "rewards", "returns", "reinforce", "pg", "gae"}
_SFT_WORDS = {"labels", "label", "targets", "crossentropyloss", "cross", "nll", "nllloss"}
_GROUP_WORDS = {"group", "groups", "grouped", "generations"}
_UNRECOGNISED = "unrecognised loss"  # a backward pass whose loss names nothing above


def _type_of(method: str) -> TrainingType:
    return {"SFT": "SFT", "GRPO": "GRPO", "PPO": "PPO", "DPO": "DPO", "copy": "copy-of-base",
            _UNRECOGNISED: "unknown"}.get(method, "other RL")  # type: ignore[return-value]


# --------------------------------------------------------------------------- training methods

class _Finding(BaseModel):
    evidence: Evidence
    strength: int
    order: tuple[int, int]  # (file rank, line): the order it runs in, where known


def _tokens(node: ast.AST) -> set[str]:
    """Names, '.attribute's and 'keyword='s in a tree, as written."""
    out: set[str] = set()
    for n in ast.walk(node):
        if isinstance(n, ast.Name):
            out.add(n.id)
        elif isinstance(n, ast.Attribute):
            out.add("." + n.attr)
        elif isinstance(n, ast.keyword) and n.arg:
            out.add(n.arg + "=")
    return out


def _names(tokens: set[str]) -> set[str]:
    return {t for t in tokens if not t.startswith(".") and not t.endswith("=")}


def _words(tokens: set[str]) -> set[str]:
    return {w for t in tokens for w in re.split(r"[._=]+", t.lower()) if w}


def _loss_kind(tokens: set[str], grouped: bool) -> str | None:
    """The method a loss computed from these names is: RL signals first (an RL loss has labels too)."""
    words, lower = _words(tokens), {t.lower() for t in tokens}
    if any("chosen" in t for t in lower) and any("rejected" in t for t in lower):
        return "DPO"
    if words & _RL_WORDS:
        if grouped:
            return "GRPO"
        if words & {"ratio", "ratios"} and words & {"clamp", "clip", "clipped"}:
            return "PPO"
        return "policy gradient"
    if lower & {".loss", "labels=", "cross_entropy", ".cross_entropy"} or words & _SFT_WORDS:
        return "SFT"
    return None


def _dataflow(pf: _PyFile, seeds: set[str], scope: int, at: int) -> tuple[set[str], int | None]:
    """Tokens of what is assigned to the seeds, three assignments deep, with the bodies of the local
    functions they call; and the line of the seeds' last assignment up to line `at`."""
    tokens, frontier, seen, line = set(seeds), set(seeds), set(), None
    for _ in range(3):
        nxt: set[str] = set()
        for name in frontier - seen:
            seen.add(name)
            assigned = pf.assigns.get((scope, name)) or pf.assigns.get((id(None), name)) or []
            for lineno, value, _ in assigned:
                if name in seeds and lineno <= at:
                    line = max(line or 0, lineno)
                new = _tokens(value)
                tokens |= new
                nxt |= _names(new) | {t[1:] for t in new if t.startswith(".") and t[1:] in pf.defs}
            func = pf.defs.get(name)
            if isinstance(func, (ast.FunctionDef, ast.AsyncFunctionDef)):
                for stmt in func.body:
                    tokens |= _tokens(stmt)
        frontier = nxt
    return tokens, line


def _grouped(pf: _PyFile) -> bool:
    """(x - mean) / std within groups: group-relative advantages, GRPO's mark. Within groups: per row
    (keepdim=True), or groups named in the file; over a whole batch it is PPO's whitening."""
    normalised = [n for n in pf.nodes if isinstance(n, ast.BinOp) and isinstance(n.op, ast.Div)
                  and isinstance(n.left, ast.BinOp) and isinstance(n.left.op, ast.Sub)
                  and any("std" in t.lower() for t in _tokens(n.right))]
    if not normalised or any("keepdim=" in _tokens(n) for n in normalised):
        return bool(normalised)
    file = _tokens(pf.tree)
    return bool(_words(file) & _GROUP_WORDS or "num_return_sequences=" in file)


def _trainer_classes(pf: _PyFile) -> tuple[dict[str, str], set[str]]:
    """Local subclasses of known trainers → the known base; and the HF Trainer subclasses that
    compute their own loss (judged by that loss, not as SFT)."""
    subclass: dict[str, str] = {}
    own_loss: set[str] = set()
    for node in pf.nodes:
        if isinstance(node, ast.ClassDef):
            bases = [subclass.get(pf.callee(b), pf.callee(b)) for b in node.bases]
            base = next((b for b in bases if b in _TRL or b in _HF_TRAINERS), None)
            if base:
                subclass[node.name] = base
                if base in _HF_TRAINERS and any(isinstance(f, ast.FunctionDef) and f.name == "compute_loss"
                                                for f in node.body):
                    own_loss.add(node.name)
    return subclass, own_loss


def _py_findings(pf: _PyFile, rank: int) -> tuple[list[_Finding], list[_Finding], list[str]]:
    """(training findings, base-model copies, 'X imported but never used' notes) of one file."""
    found: list[_Finding] = []
    copies: list[_Finding] = []

    def add(into: list[_Finding], line: int, method: str, what: str, kind: str) -> None:
        ev = Evidence(path=pf.rel, line=line, text=pf.line_text(line), method=method, what=what)
        into.append(_Finding(evidence=ev, strength=_STRENGTH[kind], order=(rank, line)))

    subclass, own_loss = _trainer_classes(pf)
    grouped = _grouped(pf)
    annotations = [n.annotation for n in pf.nodes if isinstance(n, (ast.arg, ast.AnnAssign)) and n.annotation]
    annotations += [n.returns for n in pf.nodes if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
                    and n.returns]
    typing_only = {id(n) for a in annotations for n in ast.walk(a)}  # `trainer: GRPOTrainer` trains nothing
    used: set[str] = set()
    for node in pf.nodes:
        if isinstance(node, ast.Call):
            name = pf.callee(node.func)
            cls = subclass.get(name, name)
            hf = cls in _HF_TRAINERS and (name in subclass or isinstance(node.func, ast.Attribute)
                                          or name in pf.imported.values())
            written = node.func.id if isinstance(node.func, ast.Name) else name
            if cls in _TRL:
                used.add(cls)
                what = f"TRL {cls}" + (f" (as {written})" if written != cls else "")
                add(found, node.lineno, _TRL[cls], what, "config" if cls.endswith("Config") else "trainer")
            elif hf and name not in own_loss:
                seqcls = "ForSequenceClassification" in pf.text  # a Trainer on a scalar head trains a reward model
                add(found, node.lineno, "reward model" if seqcls else "SFT", f"transformers {name}", "trainer")
            elif name == "backward" and isinstance(node.func, ast.Attribute):
                # loss.backward(), (loss / k).backward(), scaler.scale(loss).backward(), accelerator.backward(loss)
                target = node.args[0] if node.args else node.func.value
                tokens, line = _dataflow(pf, _names(_tokens(target)), pf.scope(node), node.lineno)
                method = _loss_kind(tokens, grouped) or _UNRECOGNISED
                what = f"hand-written {method} loss" if method != _UNRECOGNISED else f"a backward pass of an {method}"
                add(found, line or node.lineno, method, what, "loop")
            elif name in ("copytree", "copyfile", "copy", "copy2") and len(node.args) >= 2:
                src, dst = pf.segment(node.args[0]), pf.segment(node.args[1])
                hit = pf.lookup(src, pf.scope(node), node.lineno) if src.isidentifier() else None
                if re.search(r"(?i)model|base", src + " " + (hit[2].segment(hit[0]) if hit else "")) and \
                        re.search(r"(?i)out", dst):
                    add(copies, node.lineno, "copy", "a copy of the base model", "copy")
            elif name in ("system", "run", "call", "check_call", "check_output", "Popen", "getoutput") and node.args:
                parts = node.args[0].elts if isinstance(node.args[0], (ast.List, ast.Tuple)) else [node.args[0]]
                cmd = " ".join(p.value if isinstance(p, ast.Constant) and isinstance(p.value, str) else pf.segment(p)
                               for p in parts)
                for method, what, kind in _shell_line(cmd):
                    add(copies if kind == "copy" else found, node.lineno, method, what, kind)
            elif name == "save_pretrained" and "from_pretrained" in pf.text:
                add(copies, node.lineno, "copy", "the base model loaded and saved again", "resave")
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load) and id(node) not in typing_only:
            cls = subclass.get(node.id, pf.imported.get(node.id, node.id))
            if cls in _TRL:
                used.add(cls)
                add(found, node.lineno, _TRL[cls], f"a reference to TRL {cls}", "ref")
        elif isinstance(node, ast.FunctionDef) and node.name == "compute_loss" and \
                getattr(pf.owner.get(id(node)), "name", None) in own_loss:
            returned = {t for r in ast.walk(node) if isinstance(r, ast.Return) and r.value is not None
                        for t in _names(_tokens(r.value))}
            tokens, line = _dataflow(pf, returned, id(node), node.end_lineno or node.lineno)
            method = _loss_kind(tokens, grouped) or _UNRECOGNISED
            add(found, line or node.lineno, method, f"a Trainer's own compute_loss ({method})", "loop")
    # A call's own name is a Name too: a reference counts only where no call of the class shows it.
    shown = {(f.evidence.line, f.evidence.method) for f in found if f.strength > _STRENGTH["ref"]}
    found = [f for f in found if f.strength > _STRENGTH["ref"] or (f.evidence.line, f.evidence.method) not in shown]
    notes = [f"{name} imported at {pf.rel}:{line} but never used" for name, line in pf.import_lines.items()
             if name in _TRL and name not in used]
    return found, copies, notes


def _shell_line(line: str) -> Iterator[tuple[str, str, str]]:
    """(method, what, kind) that one shell command shows."""
    if "pip install" in line:
        return
    for m in _CLI_RE.finditer(line):
        yield _CLI[m.group(1)], f"the TRL CLI `trl {m.group(1)}`", "cli"
    if _COPY_RE.search(line):
        yield "copy", "a copy of the base model", "copy"


def _regex_findings(rel: str, text: str, rank: int) -> list[_Finding]:
    """A file that does not parse: calls of known trainers by pattern, outside comments and imports."""
    out = []
    for i, raw in enumerate(_lines(text), 1):
        line = raw.split("#", 1)[0]
        if re.match(r"\s*(?:from|import)\s", line):
            continue
        for m in re.finditer(r"\b(" + "|".join(_TRL) + r")\s*\(", line):
            ev = Evidence(path=rel, line=i, text=_clip(raw), method=_TRL[m.group(1)],
                          what=f"TRL {m.group(1)} (in a file that does not parse)")
            out.append(_Finding(evidence=ev, strength=_STRENGTH["regex"], order=(rank, i)))
    return out



def _mentions(log_text: str, method: str) -> int:
    pattern = r"[\s_-]?".join(re.escape(w) for w in method.split()) + r"(?:Trainer|Config)?"
    return len(re.findall(r"(?<![\w-])" + pattern + r"(?![\w-])", log_text, re.IGNORECASE))


def _named_by_log(log_text: str, methods: list[str]) -> tuple[str | None, str]:
    """The method the iteration's log is about: named at least twice as often as any other.

    A count, not a yes/no: a plan line ("sft=45s grpo<=37s") names both; the lines of the
    training that ran name one of them over and over."""
    counts = sorted(((_mentions(log_text, m), m) for m in methods), reverse=True)
    if not counts or counts[0][0] == 0 or (len(counts) > 1 and counts[0][0] < 2 * counts[1][0]):
        return None, ""
    others = ", ".join(f"{m} {n}×" for n, m in counts[1:] if n)
    return counts[0][1], f"the log names {counts[0][1]} {counts[0][0]}×" + (f" ({others})" if others else "")


def _where(e: Evidence) -> str:
    return "the command line" if e.path == CMDLINE else f"{e.path}:{e.line}"


def detect_training(code_dir: Path, log_text: str = "", cmdlines: Sequence[Sequence[str]] = ()) -> TrainingDetection:
    """What training the code in `code_dir` does; never raises.

    `log_text` (the agent's log lines of this iteration) decides between the methods found where
    it names one of them at least twice as often as any other; `cmdlines` (argv of the processes the agent ran) give the
    order scripts ran in, and show TRL CLI runs.
    """
    cmdlines = _argvs(cmdlines)
    files = _file_order(_read_files(Path(code_dir)), cmdlines)
    parsed = _parse_all(files)
    found: list[_Finding] = []
    copies: list[_Finding] = []
    notes: list[str] = []

    def shell(path: str, line: int, text: str, command: str, rank: int) -> None:
        for method, what, kind in _shell_line(command):
            ev = Evidence(path=path, line=line, text=_clip(text), method=method, what=what)
            (copies if kind == "copy" else found).append(_Finding(evidence=ev, strength=_STRENGTH[kind],
                                                                  order=(rank, line)))

    for argv in cmdlines:
        shell(CMDLINE, 0, shlex.join(argv), " ".join(argv), -1)
    for rank, (rel, kind, text) in enumerate(files):
        if kind == "sh":
            lines = _lines(text)
            for line, command in _shell_lines(text):
                shell(rel, line, lines[line - 1], command, rank)
        elif kind == "py":
            if rel not in parsed:
                found += _regex_findings(rel, text, rank)
                continue
            try:
                f, c, n = _py_findings(parsed[rel], rank)
            except RecursionError:  # nested past what a recursive walk survives: nothing usable in it
                continue
            found, copies, notes = found + f, copies + c, notes + n
    if any(f.evidence.method != _UNRECOGNISED for f in found):
        found = [f for f in found if f.evidence.method != _UNRECOGNISED]
    found.sort(key=lambda f: f.order)
    if not found and copies:
        ranked = sorted(copies, key=lambda f: (-f.strength, f.order))
        top = ranked[0].evidence
        return TrainingDetection(type="copy-of-base", methods=["copy"], evidence=[f.evidence for f in ranked[:6]],
                                 how=f"{top.what} at {_where(top)}, and no training code")
    if not found:
        how = f"no training code found in {len(files)} files" + "".join(f"; {n}" for n in notes[:2])
        return TrainingDetection(type="unknown", methods=[], evidence=[], how=how)
    methods = list(dict.fromkeys(f.evidence.method for f in found))
    said, said_how = _named_by_log(log_text, methods) if len(methods) > 1 else (None, "")
    if said is not None:
        primary = said
    else:  # the last RL method: an SFT warm-up followed by RL is the RL method
        rl = [m for m in methods if m not in ("SFT", "reward model", _UNRECOGNISED)]
        tiers = (rl, ["SFT"] * ("SFT" in methods), ["reward model"] * ("reward model" in methods), methods)
        primary = next(t for t in tiers if t)[-1]
    ranked = sorted(found, key=lambda f: (f.evidence.method != primary, -f.strength, f.order))
    evidence: list[Evidence] = []
    for e in (f.evidence for f in ranked):  # a line that shows a method twice (trainer and config) once
        if not any((e.path, e.line, e.method) == (x.path, x.line, x.method) for x in evidence):
            evidence.append(e)
    top = evidence[0]
    extra = [f"also {e.what} at {_where(e)}" for m in methods if m != primary
             for e in [next(e for e in evidence if e.method == m)]]
    extra += [said_how] if said is not None else []
    how = f"{top.what} at {_where(top)}" + (f" ({'; '.join(extra)})" if extra else "")
    return TrainingDetection(type=_type_of(primary), methods=methods, evidence=evidence[:6], how=how)
