"""The across-runs leaderboard (numbers checked by hand) and its HTML report (checked in Chromium)."""

from __future__ import annotations

import base64
import doctest
import importlib
import re
import time
from datetime import UTC, datetime
from pathlib import Path

import pytest

from agents.recording import EventSummary, ModelTotals, RecordingSummary
from agents.summarization import CodeChange, Failure, Iteration, ProcessMetrics
from agents.summarization._hyperparameters import HyperparameterChange
from agents.summarization._training import TrainingDetection
from flows._final import Selection
from flows._html import LLM_LABEL, PNG_SIGNATURE, render_html
from flows._leaderboard import leaderboard, leaderboard_markdown
from flows._summary_model import RunSummary
from tests._chromium import ChromiumError, chromium_binary, render_in_chromium

NOW = datetime(2025, 1, 2, 3, 4, 5, tzinfo=UTC)
EVIL_LOG = "</td><script>alert(1)</script>"
EVIL_RUN = 'b-1"><script>alert(2)</script>'
SANDBOX = "bwrap; network none"

# t(0.975, 2) = 4.302653 and t(0.975, 1) = 12.706205 (scipy.stats.t.ppf; any t table).
# Agent A, 3 runs, baseline 5, finals 10, 12, 14:
#   final mean 12, sd = √(((−2)² + 0² + 2²) / 2) = 2, half-width 4.302653 · 2 / √3 = 4.968275
#   improvements 5, 7, 9: mean 7, sd 2, the same half-width 4.968275
A_CI = 4.968275
# Agent C, 2 runs, baseline 5: finals 9 and none (no result → counts as 5):
#   finals 9, 5: mean 7, sd = √((2² + 2²) / 1) = 2.828427, half-width 12.706205 · 2.828427 / √2 = 25.412410
#   improvements 4, 0: mean 2, same sd and half-width
C_CI = 25.412410


def run(run_id: str, agent: str, *, task: str = "t1", driver: str | None = "drv", seed: int = 0,
        baseline: float | None = 5.0, final: float | None, rule: str = "validation", **extra) -> RunSummary:
    """A RunSummary with only what the leaderboard reads set to something meaningful."""
    return RunSummary(
        run_id=run_id, task=task, agent=agent, model="tiny", driver=driver, seed=seed,
        baseline_score=baseline, baseline_val_score=baseline, final_score=final,
        improvement=None if final is None or baseline is None else final - baseline, submissions=[],
        selection=Selection(rule=rule, submission_id=None if final is None else 1,
                            reason="best validation score" if final is not None else "no submission was evaluated"),
        agent_exit_code=0, agent_timed_out=False, duration_s=61.0, budget_s=600.0, split_hashes={},
        sandbox=SANDBOX, mlflow_run_id="m", mlflow_ui="file:///tmp/mlruns", run_dir="/tmp/unused", **extra)


def proxy(cost: float, tokens: int) -> RecordingSummary:
    return RecordingSummary(model_calls=ModelTotals(calls=3, input_tokens=tokens - 100, output_tokens=100,
                                                    cost_usd=cost))


def metrics(**kw) -> ProcessMetrics:
    base = dict(attempts=2, valid_submissions=1, valid_submission_rate=0.5, first_valid_index=1,
                first_valid_delay_s=30.0, time_to_first_improvement_s=30.0, time_to_best_s=120.0,
                monotonic_ratio=None, copy_model_count=0, failures={"code_error": 1}, time_used_s=600.0,
                time_used_ratio=1.0, last_submission_gap_s=10.0)
    return ProcessMetrics(**{**base, **kw})


def runs() -> list[RunSummary]:
    return [
        run("a-1", "agent-a", seed=1, final=10.0, recording=proxy(0.10, 1000)),
        run("a-2", "agent-a", seed=2, final=12.0, recording=proxy(0.30, 3000)),
        run("a-3", "agent-a", seed=3, final=14.0),
        run(EVIL_RUN, "agent-b", driver=None, final=8.0,
            process_metrics=metrics(tokens=500, cost_usd=0.5)),
        run("c-1", "agent-c", final=9.0,
            recording=RecordingSummary(events=EventSummary(input_tokens=100, output_tokens=50, cost_usd=0.01))),
        run("c-2", "agent-c", final=None),                     # no scored final: counts as its baseline
        run("a-best", "agent-a", final=20.0, rule="best-test"),  # not comparable: its own row
        run("a-nobase", "agent-a", baseline=None, final=11.0),   # excluded
        run("d-1", "agent-d", task="a-task", baseline=3.0, final=2.0),
    ]


@pytest.fixture(scope="module")
def board():
    return leaderboard(runs(), now=NOW)


def test_rows_grouped_sorted_and_computed_by_hand(board):
    keys = [(r.task, r.agent, r.selection_rule) for r in board.rows]
    assert keys == [("a-task", "agent-d", "validation"),
                    ("t1", "agent-a", "best-test"),     # +15
                    ("t1", "agent-a", "validation"),    # +7
                    ("t1", "agent-b", "validation"),    # +3
                    ("t1", "agent-c", "validation")]    # +2
    a = board.rows[2]
    assert (a.n, a.seeds, a.runs) == (3, [1, 2, 3], ["a-1", "a-2", "a-3"])
    assert a.baseline_mean == 5.0
    assert (a.final_mean, a.final_sd, a.final_ci) == (12.0, pytest.approx(2.0), pytest.approx(A_CI, abs=1e-6))
    assert (a.improvement_mean, a.improvement_sd) == (7.0, pytest.approx(2.0))
    assert a.improvement_ci == pytest.approx(A_CI, abs=1e-6)
    assert (a.success_rate, a.successes, a.no_result) == (1.0, 3, 0)
    # cost: the proxy recorded 2 of 3 runs: (0.10 + 0.30) / 2; tokens (1000 + 3000) / 2
    assert (a.cost_usd, a.cost_runs, a.tokens, a.tokens_runs) == (pytest.approx(0.2), 2, 2000.0, 2)

    b = board.rows[3]
    assert (b.n, b.driver, b.final_ci, b.final_sd, b.improvement_ci) == (1, None, None, None, None)
    assert (b.cost_usd, b.tokens, b.valid_submission_rate, b.time_to_best_s) == (0.5, 500.0, 0.5, 120.0)

    c = board.rows[4]
    assert (c.no_result, c.successes, c.success_rate) == (1, 1, 0.5)
    assert (c.final_mean, c.improvement_mean) == (7.0, 2.0)
    assert c.final_ci == pytest.approx(C_CI, abs=1e-5) and c.improvement_ci == pytest.approx(C_CI, abs=1e-5)
    assert c.improvement_sd == pytest.approx(2.828427, abs=1e-6)
    assert (c.cost_usd, c.cost_runs, c.tokens, c.tokens_runs) == (0.01, 1, 150.0, 1)  # the CLI's own events

    d = board.rows[0]
    assert (d.improvement_mean, d.success_rate, d.cost_usd, d.cost_runs) == (-1.0, 0.0, None, 0)
    assert board.rows[1].improvement_mean == 15.0

    assert [(x.run_id, "baseline" in x.reason) for x in board.excluded] == [("a-nobase", True)]
    assert (board.n_runs, board.generated_at) == (9, "2025-01-02T03:04:05+00:00")
    assert board.selection_rules == ["best-test", "validation"] and board.sandboxes == [SANDBOX]
    notes = " ".join(board.footnotes)
    assert "Student t" in notes and "never as a success: 1 such run" in notes and "best-test" in notes


def test_duplicate_run_id_is_counted_once():
    b = leaderboard([run("x", "a", final=6.0), run("x", "a", final=9.0)], now=NOW)
    assert b.rows[0].n == 1 and b.rows[0].final_mean == 6.0
    assert [x.reason for x in b.excluded] == ["duplicate run id (counted once)"]


def test_markdown_cells(board):
    md = leaderboard_markdown(board)
    assert "| t1 | agent-a | drv | 3 | 5.0 | 12.0 ± 5.0 | +7.0 ± 5.0 | 100% (3/3) | $0.20 (2/3 runs) " \
           "| validation | not recorded | bwrap |" in md
    assert "| t1 | agent-b | — | 1 | 5.0 | 8.0 (n=1) | +3.0 (n=1) | 100% (1/1) | $0.50 | validation |" in md
    assert "| t1 | agent-c | drv | 2 (1 no result) | 5.0 | 7.0 ± 25.4 | +2.0 ± 25.4 | 50% (1/2) | " \
           "$0.01 (1/2 runs) |" in md
    assert "| a-task | agent-d | drv | 1 | 3.0 | 2.0 (n=1) | -1.0 (n=1) | 0% (0/1) | not recorded |" in md
    assert "± 0.0" not in md
    assert "`a-nobase`" in md and "Excluded runs" in md
    assert md.index("a-task") < md.index("| t1 | agent-a | drv | 1 ") < md.index("| t1 | agent-a | drv | 3 ")


def test_mean_ci_doctest():
    result = doctest.testmod(importlib.import_module("flows._leaderboard"))
    assert result.attempted > 0 and result.failed == 0


# --- HTML ------------------------------------------------------------------------------------

def _png(path: Path) -> Path:
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    fig = Figure(figsize=(2, 1), dpi=50)
    FigureCanvasAgg(fig)
    fig.add_subplot().plot([0, 1], [1, 0])
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, format="png")
    return path


def _iterations() -> list[Iteration]:
    return [
        Iteration(index=1, kind="submission", submission_id=1, elapsed_s=90.0, status="done", valid=True,
                  val_score=7.0, improvement=2.0, best_so_far=7.0, new_best=True,
                  hyperparameters={"learning_rate": 1e-5, "batch_size": 8},
                  training=TrainingDetection(type="GRPO", methods=["GRPO"], evidence=[], how="TRL GRPOTrainer"),
                  changes=CodeChange(since=None, files_changed=2, insertions=40, deletions=3,
                                     files=["train.py", "run.sh"],
                                     hyperparameters=[HyperparameterChange(name="learning_rate", context="GRPOConfig",
                                                                           change="changed", old=2e-5, new=1e-5)])),
        Iteration(index=2, kind="refused", elapsed_s=300.0, status="refused",
                  failures=[Failure(kind="invalid_submission", detail="HTTP 422: no weights", source="refusals",
                                    log_lines=[EVIL_LOG, "second line"])]),
        Iteration(index=3, kind="no_submission", status="none",
                  failures=[Failure(kind="code_error", detail="Traceback <b>x</b>", source="logs/agent.log")]),
    ]


@pytest.fixture(scope="module")
def report(tmp_path_factory, board):
    """The report of the board's runs; the first one with figures (one missing), a narrative, iterations."""
    root = tmp_path_factory.mktemp("runs")
    pairs = []
    for i, s in enumerate(runs()):
        d = root / f"run{i}"
        (d / "report").mkdir(parents=True)
        if i == 0:
            _png(d / "report" / "figures" / "score.png")
            (d / "report" / "narrative.md").write_text("The agent <img src=x onerror=alert(3)> tried GRPO.\n")
            s = s.model_copy(update={
                "iterations": _iterations(), "process_metrics": metrics(),
                "figures": {"score over time": "figures/score.png", "timeline": "figures/gone.png",
                            "escape": "../../../etc/passwd"},
                "narrative": "report/narrative.md"})
        pairs.append((s, d))
    path = root / "report.html"
    path.write_text(render_html(board, pairs))
    return path


def test_html_is_self_contained_and_escaped(report, board):
    page = report.read_text()
    assert re.findall(r'(?:src|href)="(?!data:image/png;base64,|#)', page) == []
    assert "url(" not in page and "@import" not in page and "http://" not in page and "https://" not in page
    assert page.count("<script") == 1                       # the sort script; nothing the runs wrote
    assert "&lt;/td&gt;&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert html_id(EVIL_RUN) in page
    assert "figure missing: figures/gone.png" in page and "outside report/" in page
    assert "GRPO" in page and "learning_rate (GRPOConfig)" in page and "2 files (+40/−3)" in page
    assert LLM_LABEL in page and "&lt;img src=x onerror=alert(3)&gt;" in page
    images = re.findall(r'src="data:image/png;base64,([A-Za-z0-9+/=]+)"', page)
    assert len(images) == 2 and all(base64.b64decode(b).startswith(PNG_SIGNATURE) for b in images)
    for note in board.footnotes:
        assert note.split(":")[0][:40] in page.replace("&#x27;", "'")


def html_id(run_id: str) -> str:
    import html

    return f'<section id="{html.escape(run_id, quote=True)}">'


chromium = pytest.mark.skipif(chromium_binary() is None, reason="Chromium is not installed (apt-get install "
                                                                  "chromium; CI installs it)")

_CHECKS = [
    "document.querySelectorAll('#leaderboard tbody tr').length",
    "Array.from(document.images).map(i => [i.alt, i.complete, i.naturalWidth])",
    "document.querySelectorAll('script').length",
    "Array.from(document.querySelectorAll('td.log pre')).map(c => c.textContent)",
    "document.getElementById(" + repr(EVIL_RUN) + ") !== null",
    # sort by improvement (the data-v of column 7), up then down; then click every header twice
    """(() => {
        const t = document.getElementById('leaderboard');
        const heads = Array.from(t.tHead.rows[0].cells);
        const imp = heads.find(h => h.textContent === 'improvement ±CI');
        const col = heads.indexOf(imp), read = () => Array.from(t.tBodies[0].rows, r => r.cells[col].dataset.v);
        imp.click(); const up = read(); imp.click(); const down = read();
        heads.forEach(h => { h.click(); h.click(); });
        return [up, down];
    })()""",
]


@chromium
def test_chromium_helper_sees_errors(tmp_path):
    """Negative control: the same helper must see an uncaught exception and a console.error."""
    page = tmp_path / "bad.html"
    page.write_text('<!DOCTYPE html><html><body><p id="p">x</p><script>console.error("bad thing");'
                    'setTimeout(() => { throw new Error("late"); }, 10);'
                    'throw new Error("boom");</script></body></html>')
    result = render_in_chromium(page, ["document.getElementById('p').textContent", "nosuchname.x"])
    errors = "\n".join(result.console_errors)
    assert "console.error: bad thing" in errors
    assert "Error: boom" in errors and "Error: late" in errors
    assert "evaluate threw: ReferenceError" in errors
    assert result.values[0] == "x" and '<p id="p">x</p>' in result.dom


@chromium
def test_html_in_chromium(report, board):
    try:
        result = render_in_chromium(report, _CHECKS)
    except ChromiumError as e:
        pytest.fail(f"Chromium failed: {e}")
    assert result.console_errors == []
    rows, images, scripts, logs, evil_anchor, (up, down) = result.values
    assert rows == len(board.rows) == 5
    assert len(images) == 2 and all(complete and width > 0 for _, complete, width in images)
    assert scripts == 1 and any(EVIL_LOG in text for text in logs) and evil_anchor is True
    improvements = [float(r.improvement_mean) for r in board.rows]
    assert [float(v) for v in up] == sorted(improvements)
    assert [float(v) for v in down] == sorted(improvements, reverse=True)
    assert "agent-c" in result.dom and "figure missing: figures/gone.png" in result.dom


@chromium
def test_csp_flags_what_escaping_would_miss(report, tmp_path):
    """Were a run's string ever written unescaped, its script and any URL are blocked and reported."""
    bad = tmp_path / "bad.html"
    bad.write_text(report.read_text().replace(
        "<h1>a2rl leaderboard</h1>", '<h1>a2rl leaderboard</h1><script>alert(1)</script>'
                                     '<img alt="x" src="http://example.invalid/x.png">'))
    errors = "\n".join(render_in_chromium(bad).console_errors)
    assert "Executing inline script violates" in errors and "Loading the image" in errors


@chromium
def test_chromium_timeout_kills_it(tmp_path):
    page = tmp_path / "hang.html"
    page.write_text("<!DOCTYPE html><script>while (true) {}</script>")
    started = time.monotonic()
    with pytest.raises(ChromiumError, match="in time|no load event"):
        render_in_chromium(page, timeout_s=4)
    assert time.monotonic() - started < 12


def test_empty_board_renders():
    board = leaderboard([], now=NOW)
    assert board.rows == [] and "no rows to plot" in render_html(board, [])
    assert leaderboard_markdown(board).count("\n|") == 2  # the header and its rule


def test_the_integrity_cell_counts_flagged_unrestricted_and_strict_runs():
    from flows._integrity import IntegrityReport
    from graders.integrity import IntegrityFlag

    clean = IntegrityReport(mode="report", flags=[IntegrityFlag(kind="copy_of_base", submission=1, evidence="e")])
    dirty = IntegrityReport(mode="strict", flags=[IntegrityFlag(kind="contamination", evidence="code/x.jsonl")])
    loose = IntegrityReport(mode="report", network="open", unrestricted=True)
    refused = IntegrityReport(mode="report", flags=[IntegrityFlag(kind="egress_denied", evidence="x:443")])
    strict = run("r2", "a", final=5.0, integrity=dirty, integrity_override="integrity strict: submission 1 …")
    board = leaderboard([run("r1", "a", final=5.0, integrity=clean), run("r3", "a", final=9.0, integrity=loose),
                         run("r4", "a", final=9.0, integrity=refused), strict], now=NOW)
    # Strict runs are a row of their own: their scores follow another rule.
    assert [r.integrity for r in board.rows] == ["1 with refused egress; 1 UNRESTRICTED",
                                                 "strict; 1/1 flagged (contamination); 1 scored as baseline"]
    assert leaderboard([run("r1", "a", final=5.0, integrity=clean)], now=NOW).rows[0].integrity == "ok"
    assert "| strict; 1/1 flagged (contamination); 1 scored as baseline |" in leaderboard_markdown(board)
