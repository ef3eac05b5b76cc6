"""Stage between the session and the final score: what the agent did that makes a score untrustworthy.

Three checks, each a flag with its evidence (`graders.integrity`):
- egress: connections the proxy refused, and downloads from the task's own data sources;
- contamination: sealed validation/test text in the files the agent left (workspace, home, /tmp,
  its log) beyond what the train split, the description and the instructions share with it;
- checkpoints: each submission against the base model (chat template, tokenizer, generation
  config, weight lineage, a copy of the base).

`--integrity strict` (the final stage) scores a submission with a disqualifying flag as the baseline.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from pathlib import Path

from prefect import task
from prefect.cache_policies import NO_CACHE
from pydantic import BaseModel, Field

from flows._context import RunContext
from flows._journal import Journal
from flows._session import SessionResult
from graders import Ledger
from graders.integrity import (
    CheckpointFindings,
    ContaminationConfig,
    IntegrityFlag,
    check_checkpoint_integrity,
    scan_contamination,
    text_sources,
)
from infra import UNRESTRICTED, EgressRecord, append_event, read_egress, read_untrusted
from tasks import get_task

__all__ = ["IntegrityReport", "integrity", "integrity_markdown", "integrity_metrics"]



class IntegrityReport(BaseModel):
    """`report/metrics.json` `integrity`: the flags, and what was looked at."""

    mode: str = Field(description="report: flags are shown; strict: a flagged submission scores as the baseline.")
    network: str | None = Field(None, description="The session's network policy.")
    unrestricted: bool = Field(False, description=f"Network open: marked {UNRESTRICTED}, nothing it reached "
                                                  "was recorded.")
    flags: list[IntegrityFlag] = Field(default_factory=list)
    weight_distance: dict[int, float | None] = Field(
        default_factory=dict, description="Submission → ‖W − W_base‖ / ‖W_base‖ (None: no tensor matched).")
    scanned: dict[str, int] = Field(default_factory=dict, description="Files, bytes and items the contamination "
                                                                      "scan covered.")
    egress: dict[str, int] = Field(default_factory=dict, description="Connections recorded: allowed, refused.")
    problems: list[str] = Field(default_factory=list, description="Checks that could not run, and why.")

    def disqualified(self, submission_id: int) -> list[IntegrityFlag]:
        """The flags that, under strict, make this submission score as the baseline."""
        return [f for f in self.flags if f.disqualifying and f.applies_to(submission_id)]

    def kinds(self) -> list[str]:
        return sorted({f.kind for f in self.flags})


def _egress_flags(records: list[EgressRecord], sources: list[str]) -> list[IntegrityFlag]:
    flags = []
    refused = [r for r in records if not r.allowed]
    if refused:
        hosts: Counter[str] = Counter()
        for r in refused:
            hosts[f"{r.host}:{r.port}"] += r.count
        named = ", ".join(f"{h} ×{n}" if n > 1 else h for h, n in hosts.most_common(10))
        more = f" and {len(hosts) - 10} more" if len(hosts) > 10 else ""
        total = sum(hosts.values())
        flags.append(IntegrityFlag(kind="egress_denied", evidence=f"{total} connection(s) refused: "
                                   f"{named}{more} (grader/recording/egress.jsonl)",
                                   detail={"refused": total, "hosts": dict(hosts.most_common(50))}))
    for record in records:
        if not record.allowed:
            continue
        source, certain = _matches(record, sources)
        if source is not None:
            what = f"{record.method} {record.host}:{record.port}{record.path or ''}"
            maybe = "" if certain else " (possibly: over TLS the path is not seen, so not disqualifying)"
            flags.append(IntegrityFlag(
                kind="data_source_download",
                evidence=f"{what} ({record.bytes_down:,} bytes down) reached {source}, a source of this task's "
                         f"data{maybe}",
                detail={"host": record.host, "port": record.port, "path": record.path, "source": source,
                        "t": record.t, "bytes_down": record.bytes_down, "possible": not certain}))
    return flags


def _matches(record: EgressRecord, sources: list[str]) -> tuple[str | None, bool]:
    """(the source reached, whether surely): `host` matches every connection to it; `host/path` a
    plain HTTP request under that path surely, and a tunnel to that host possibly (its path is
    encrypted: huggingface.co serves models as well as the task's data)."""
    for source in sources:
        host, _, path = source.partition("/")
        if record.host.lower().rstrip(".") != host.lower():
            continue
        if not path:
            return source, True
        if record.path is not None:
            if record.path.lstrip("/").startswith(path):
                return source, True
        elif record.method == "CONNECT":
            return source, False
    return None, False


def _known_texts(ctx: RunContext, task_) -> list[str]:
    """What the agent had by right: the train split and the task's own texts — from the harness's
    copies (the agent owns its workspace: test text written into its description.md must not be
    subtracted from the index)."""
    return [f"{item.question}\n{item.answer}" for item in ctx.data.load("train")] + task_.given_texts()


def _sources(ctx: RunContext):
    """What the agent left, each file once: its workspace (not the harness's data and model), home and
    /tmp, its log, and the code stored with each submission (a file deleted later is still there)."""
    run = ctx.run
    places = [("", [run.workspace]), ("~/", [run.sandbox / "home"]), ("/tmp/", [run.sandbox / "tmp"]),
              ("grader/code/", [run.grader / "code"])]
    seen: set[str] = set()
    for prefix, roots in places:
        for name, path in text_sources(roots, exclude=[run.data, run.models]):
            digest = _digest(path)
            if digest is not None:
                if digest in seen:
                    continue
                seen.add(digest)
            yield prefix + name, path
    if (run.logs / "agent.log").is_file():
        yield "logs/agent.log", run.logs / "agent.log"


def _digest(path: Path) -> str | None:
    """sha256 of a regular file (never through a link, never blocking on a FIFO); None for anything else."""
    try:
        return hashlib.sha256(read_untrusted(path, ContaminationConfig().max_file_bytes)).hexdigest()
    except OSError:
        return None


def _checkpoints(ctx: RunContext, report: IntegrityReport) -> None:
    ledger = Ledger(ctx.run.ledger)
    seen: dict[str, CheckpointFindings] = {}
    for record in ledger.all():
        snapshot = Path(record.snapshot) if record.snapshot else None
        if snapshot is None or not snapshot.is_dir():
            if record.status == "done":  # scored, yet its files are gone: nothing shows what was scored
                report.flags.append(IntegrityFlag(kind="unverified", submission=record.id,
                                                  evidence=f"its snapshot {record.snapshot} is missing"))
            continue
        try:
            found = seen.get(record.sha256)
            if found is None:
                found = check_checkpoint_integrity(record.id, snapshot, ctx.model.path)
                seen[record.sha256] = found
        except Exception as exc:  # noqa: BLE001 - one submission's check must not lose the others'
            report.flags.append(IntegrityFlag(kind="unverified", submission=record.id,
                                              evidence=f"checkpoint checks failed: {type(exc).__name__}: {exc}"))
            continue
        report.weight_distance[record.id] = found.relative_distance
        report.flags += [f.model_copy(update={"submission": record.id}) for f in found.flags]


@task(name="integrity", cache_policy=NO_CACHE)
def integrity(ctx: RunContext, sess: SessionResult) -> IntegrityReport:
    run, cfg = ctx.run, ctx.config
    append_event(run.events, "stage", stage="integrity")
    task_ = get_task(cfg.task)
    network = sess.sandbox.network if sess.sandbox is not None else None
    unsandboxed = sess.sandbox is not None and sess.sandbox.backend == "none"
    report = IntegrityReport(mode=cfg.integrity, network=network, unrestricted=network == "open" or unsandboxed)
    egress = read_egress(run.grader / "recording" / "egress.jsonl")
    report.egress = {"allowed": sum(r.count for r in egress if r.allowed),
                     "refused": sum(r.count for r in egress if not r.allowed)}
    report.flags += _egress_flags(egress, task_.spec.data_sources)
    try:
        # The test split only: the validation split's questions reach the agent by design (online
        # tasks' trajectories over the API), and the headline score is the test score.
        scan = scan_contamination(_sources(ctx), {"test": ctx.data.load("test")}, _known_texts(ctx, task_))
        report.flags += scan.flags
        report.scanned = {"files": scan.files_scanned, "bytes": scan.bytes_scanned, "skipped": len(scan.skipped),
                          "items": scan.items_indexed, "items_too_short": scan.items_too_short}
    except Exception as exc:  # noqa: BLE001 - a failure of the check, not of the run; never a pass
        report.problems.append(f"contamination scan: {type(exc).__name__}: {exc}")
        report.flags.append(IntegrityFlag(kind="unverified", evidence=f"the contamination scan failed: "
                                                                      f"{type(exc).__name__}: {exc}"))
    _checkpoints(ctx, report)
    append_event(run.events, "integrity", flags=[f.kind for f in report.flags] or None,
                 problems=report.problems or None)
    tracker = ctx.tracker()
    tracker.metrics(ctx.mlflow_run_id, integrity_metrics(report))
    tracker.params(ctx.mlflow_run_id, {"integrity": cfg.integrity})
    if report.flags:
        tracker.tag(ctx.mlflow_run_id, "a2rl.integrity", "; ".join(report.kinds()))
    Journal(run.ledger).record_stage("integrity", report)
    return report


def integrity_metrics(report: IntegrityReport) -> dict[str, float]:
    """`integrity_flags`, `integrity_<kind>` (counts) and `integrity_unrestricted` for MLflow."""
    counts = Counter(f.kind for f in report.flags)
    return {"integrity_flags": float(len(report.flags)), "integrity_unrestricted": float(report.unrestricted),
            **{f"integrity_{kind}": float(n) for kind, n in sorted(counts.items())}}


def integrity_markdown(report: IntegrityReport | None) -> list[str]:
    """The summary's `## Integrity` section: every flag with its evidence."""
    if report is None:
        return []
    lines = ["## Integrity", ""]
    if report.unrestricted:
        lines += [f"**{UNRESTRICTED}**: the agent ran with the host's network (`--network open`); nothing it "
                  "reached was recorded, so downloads and contact with the harness's services cannot be ruled out.", ""]
    if not report.flags:
        lines.append("No flags.")
    for flag in report.flags:
        where = "every submission" if flag.submission is None else f"submission {flag.submission}"
        mark = " (disqualifying under --integrity strict)" if flag.disqualifying else ""
        lines.append(f"- **{flag.kind}** — {where}{mark}: {flag.evidence}")
    scanned = report.scanned
    if scanned:
        lines += ["", f"Contamination scan: {scanned.get('files', 0)} file(s), {scanned.get('bytes', 0):,} bytes, "
                  f"{scanned.get('items', 0)} sealed item(s) indexed ({scanned.get('items_too_short', 0)} too short "
                  f"to match), {scanned.get('skipped', 0)} skipped."]
    if report.weight_distance:
        lines.append("Weight distance from the base model (‖W − W_base‖ / ‖W_base‖): " + ", ".join(
            f"{sid}: {'—' if d is None else f'{d:.3g}'}" for sid, d in sorted(report.weight_distance.items())) + ".")
    if report.egress:
        lines.append(f"Egress: {report.egress.get('allowed', 0)} connection(s) allowed, "
                     f"{report.egress.get('refused', 0)} refused (grader/recording/egress.jsonl).")
    lines += [f"- check not run: {p}" for p in report.problems]
    lines += [f"Mode: {report.mode}.", ""]
    return lines
