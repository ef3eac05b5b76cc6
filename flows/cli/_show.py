"""What a finished run and a sweep look like on the terminal."""

from __future__ import annotations

from pathlib import Path

__all__ = ["print_summary", "print_sweep"]


def print_sweep(result, stream) -> None:
    from rich.console import Console
    from rich.table import Table

    fmt = lambda v, sign="": "—" if v is None else f"{v:{sign}.1f}"  # noqa: E731
    table = Table(title=f"sweep {result.name}")
    for column in ("cell", "status", "final", "improvement", "seconds"):
        table.add_column(column, justify="right" if column in ("final", "improvement", "seconds") else "left")
    for c in result.cells:
        table.add_row(c.run_id.split("--", 1)[-1], c.status + (f": {c.error}" if c.error else ""),
                      fmt(c.final_score), fmt(c.improvement, "+"), f"{c.seconds:.0f}")
    console = Console(file=stream)
    console.print(table)
    if result.leaderboard is not None:
        print(Path(result.leaderboard).read_text(), file=stream, flush=True)  # markdown: no wrapping
        console.print(f"leaderboard: {result.leaderboard}  ·  html: {result.html}")
    if result.failed:
        console.print(f"{len(result.failed)} cell(s) failed; run the same command again to retry them "
                      "(finished cells are skipped)")


def print_summary(summary) -> None:
    from rich.console import Console
    from rich.table import Table

    fmt = lambda v: "—" if v is None else f"{v:.1f}"  # noqa: E731
    table = Table(title=f"{summary.task} · {summary.agent} · {summary.model}")
    table.add_column("")
    table.add_column("validation", justify="right")
    table.add_column("test", justify="right")
    table.add_row("baseline", fmt(summary.baseline_val_score), fmt(summary.baseline_score))
    for sub in summary.submissions:
        chosen = " ← chosen" if sub.id == summary.selection.submission_id else ""
        table.add_row(f"submission {sub.id}{chosen}", fmt(sub.val_score), fmt(sub.test_score))
    console = Console()
    console.print(table)
    improvement = "—" if summary.improvement is None else f"{summary.improvement:+.1f}"
    console.print(f"Final test score {fmt(summary.final_score)} ({summary.selection.rule}: "
                  f"{summary.selection.reason}); improvement {improvement}")
    if summary.resumes:
        console.print(f"Resumed {summary.resumes}× after the harness died; session continued "
                      f"{summary.session_continuations}×"
                      + (f"; evaluations re-run: {summary.rerun_evaluations}" if summary.rerun_evaluations else ""))
    if summary.session_interrupted:
        console.print(f"Session cut short: {summary.session_interrupted}")
    console.print(f"Sandbox: {summary.sandbox}")
    if summary.integrity is not None:
        flags = summary.integrity.flags
        kinds = ", ".join(f"{k} ({'every submission' if f.submission is None else f'submission {f.submission}'})"
                          for f in flags for k in [f.kind])
        console.print(f"Integrity ({summary.integrity.mode}): {kinds or 'no flags'}"
                      + ("; UNRESTRICTED network" if summary.integrity.unrestricted else "")
                      + ("; evidence in report/summary.md" if flags else ""), markup=False)
    if summary.process_metrics is not None:
        m = summary.process_metrics
        failures = ", ".join(f"{n}× {k}" for k, n in sorted(m.failures.items())) or "none"
        console.print(f"Iterations: {len(summary.iterations)}; valid submissions {m.valid_submissions}/{m.attempts}; "
                      f"failures: {failures}")
    console.print(f"Run directory: {summary.run_dir}  (report: {summary.run_dir}/report/summary.md; "
                  f"compare runs: a2rl report --format html)")
    home = Path(summary.run_dir).parent.parent
    # Not A2RLHome.resolve(): this process has set A2RL_HOME to the run's home; a new shell has not.
    ui = "a2rl ui" if home.resolve() == Path(".a2rl").resolve() else f"a2rl ui --home {home}"
    if summary.mlflow_ui.startswith(("http://", "https://")):  # a tracking server (the stack) is its own UI
        ui = summary.mlflow_ui
    else:
        ui += " (http://127.0.0.1:5000)"
    console.print(f"MLflow: {ui}  → run {summary.mlflow_run_id}")
