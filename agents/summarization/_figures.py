"""The run's figures (report/figures/*.png): its score over time, and what ran when."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from agents.summarization._build import END_SLACK_S
from agents.summarization._iterations import Iteration
from agents.summarization._logs import is_training_process

MAX_PROCESS_ROWS = 30  # the longest ones; a timeline of 5,000 `ls` calls is not one a person reads


def _pyplot():
    import matplotlib

    matplotlib.use("Agg")  # no display, and no Tk from a worker thread
    import matplotlib.pyplot as plt

    return plt


def score_figure(path: Path, iterations: Sequence[Iteration], *, baseline_val: float | None,
                 baseline_test: float | None, final_test: float | None, budget_s: float) -> Path:
    """Validation score of each submission, best so far, the baseline, and the final pick's test score."""
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(7.5, 3.6), dpi=110)
    valid = [it for it in iterations if it.valid and it.elapsed_s is not None]
    xs = [it.elapsed_s / 60 for it in valid]
    ax.plot(xs, [it.val_score for it in valid], "o", color="#1f77b4", label="validation score", zorder=3)
    if valid:
        steps_x = xs + [budget_s / 60]
        steps_y = [it.best_so_far for it in valid] + [valid[-1].best_so_far]
        ax.step(steps_x, steps_y, where="post", color="#1f77b4", alpha=0.45, label="best so far")
    bad = [it for it in iterations if not it.valid and it.kind != "no_submission" and it.elapsed_s is not None]
    floor = baseline_val if baseline_val is not None else 0.0
    if bad:
        ax.plot([it.elapsed_s / 60 for it in bad], [floor] * len(bad), "x", color="#d62728", markersize=8,
                label="failed / refused attempt", zorder=3)
    if baseline_val is not None:
        ax.axhline(baseline_val, color="#7f7f7f", linestyle="--", linewidth=1, label="baseline (validation)")
    if baseline_test is not None:
        ax.axhline(baseline_test, color="#7f7f7f", linestyle=":", linewidth=1, label="baseline (test)")
    pick = next((it for it in iterations if it.final_pick and it.elapsed_s is not None), None)
    if pick is not None and final_test is not None:
        ax.plot([pick.elapsed_s / 60], [final_test], "*", color="#ff7f0e", markersize=14,
                label=f"final pick #{pick.submission_id}: test", zorder=4)
    ax.axvline(budget_s / 60, color="#bbbbbb", linewidth=1)
    ax.set_xlim(0, max(budget_s / 60, *(xs or [0])) * 1.02)
    ax.set_xlabel("minutes since the agent started")
    ax.set_ylabel("score (0–100)")
    ax.set_title("Score over time")
    ax.grid(alpha=0.25)
    ax.legend(fontsize=7, loc="best")
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path)
    plt.close(fig)
    return path


def timeline_figure(path: Path, iterations: Sequence[Iteration], processes: Sequence[dict], *,
                    session_start: float | None, session_end: float | None, budget_s: float) -> Path:
    """Training processes as bars and submissions as vertical lines."""
    plt = _pyplot()
    t0 = session_start or min((p["start"] for p in processes if p.get("start")), default=0.0)
    end = session_end or t0 + budget_s
    rows = [p for p in processes if p.get("start") and is_training_process(p.get("cmd") or [])]
    rows = sorted(rows, key=lambda p: (p.get("end") or end) - p["start"], reverse=True)[:MAX_PROCESS_ROWS]
    rows.sort(key=lambda p: p["start"])
    fig, ax = plt.subplots(figsize=(7.5, 1.6 + 0.22 * max(len(rows), 3)), dpi=110)
    for i, p in enumerate(rows):
        stop = p.get("end") or end
        failed = bool(p.get("signal")) or p.get("exit_code") not in (None, 0)
        stopped = p.get("end") is None or p["end"] >= end - END_SLACK_S  # ended with the session, not by itself
        color = "#7f7f7f" if stopped or (p.get("exit_code") is None and not p.get("signal")) else (
            "#d62728" if failed else "#2ca02c")
        ax.barh(i, max(stop - p["start"], 0.5) / 60, left=(p["start"] - t0) / 60, color=color, height=0.6)
        label = " ".join(Path(a).name if j == 0 else a for j, a in enumerate((p.get("cmd") or [])[:4]))
        ax.text((p["start"] - t0) / 60, i, " " + label[:60], va="center", fontsize=6)
    colors = {"done": "#2ca02c", "failed": "#d62728", "refused": "#ff7f0e"}
    for it in iterations:
        if it.kind != "no_submission" and it.elapsed_s is not None:
            ax.axvline(it.elapsed_s / 60, color=colors.get(it.status, "#1f77b4"), linewidth=1.2, alpha=0.8)
    if not rows:
        ax.text(0.5, 0.5, "no training processes recorded", transform=ax.transAxes, ha="center", va="center",
                color="#7f7f7f")
    ax.set_yticks([])
    ax.set_xlim(0, max(budget_s, end - t0) / 60 * 1.02)
    ax.set_xlabel("minutes since the agent started — bars: training processes (green exit 0, red failed, grey "
                  "stopped with the session); lines: submissions (green scored, red failed, orange refused)",
                  fontsize=6.5)
    ax.set_title("Processes and submissions")
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path)
    plt.close(fig)
    return path
