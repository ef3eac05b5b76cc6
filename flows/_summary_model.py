"""What a run's summary holds: `report/metrics.json`, the journal's `summary` stage, the leaderboard's input."""

from __future__ import annotations

from pydantic import BaseModel, Field

from agents.recording import RecordingSummary, SubmissionDiff
from agents.summarization import Iteration, ProcessMetrics
from flows._final import Selection
from flows._integrity import IntegrityReport

__all__ = ["RunSummary", "SubmissionSummary"]



class SubmissionSummary(BaseModel):
    id: int
    created_at: str
    status: str
    val_score: float | None
    test_score: float | None
    final: bool
    sha256: str
    error: str | None
    revision: str | None = None


class RunSummary(BaseModel):
    """The result of one benchmark run (`a2rl run --json` prints this)."""

    version: int = 1
    run_id: str
    task: str
    agent: str
    model: str
    driver: str | None = Field(None, description="The agent CLI's driver LLM (--driver, else the agent's default).")
    seed: int = Field(0, description="The run's seed (A2RL_SEED): repeated runs of one setup differ by it.")
    baseline_score: float | None = Field(description="Base model's test score.")
    baseline_val_score: float | None
    final_score: float | None = Field(description="Test score of the selected submission.")
    improvement: float | None
    submissions: list[SubmissionSummary]
    selection: Selection
    agent_exit_code: int | None
    agent_timed_out: bool
    duration_s: float
    budget_s: float
    split_hashes: dict[str, str] = Field(description="sha256 of each split the run used.")
    protocol_note: str | None = Field(None, description="The task's protocol, when it is not the default one.")
    judge: str | None = Field(None, description="Judge-graded tasks: the judge that scored them.")
    sandbox: str | None = Field(None, description="What the agent ran under: backend, network policy, limits.")
    clock: str = Field("wall", description="wall, or exclude-scoring (the clock stopped while scoring).")
    agent_stopped: str | None = Field(None, description="Why the session ended before the budget (a quota).")
    refused: dict[str, int] = Field(default_factory=dict, description="Refused /submit requests by HTTP status "
                                                                     "(every one is in grader/refusals.jsonl).")
    resumes: int = Field(0, description="Times the run was resumed after its harness died (a2rl resume).")
    session_continuations: int = Field(0, description="Times the agent's session was continued after a crash.")
    reprompt: int = Field(0, description="--reprompt: how many times the agent could be started again.")
    agent_starts: int = Field(1, description="Times the agent was started (1 + the reprompts it used).")
    session_interrupted: str | None = Field(None, description="The harness died during the session and it was "
                                                              "not continued: why.")
    rerun_evaluations: list[int] = Field(default_factory=list, description="Submissions whose evaluation was "
                                                                           "re-run after the harness died.")
    recording: RecordingSummary | None = Field(None, description="What was recorded about the agent "
                                                                 "(grader/recording/).")
    integrity: IntegrityReport | None = Field(None, description="Integrity flags with evidence (contamination, "
                                                                "changed chat template …) and what was checked.")
    integrity_override: str | None = Field(None, description="--integrity strict set the final score to the "
                                                             "baseline's: why.")
    code_diffs: list[SubmissionDiff] = Field(default_factory=list, description="Code change between consecutive "
                                                                              "submissions (report/code_diffs/).")
    process_metrics: ProcessMetrics | None = Field(None, description="How the agent got there "
                                                                      "(agents.summarization).")
    iterations: list[Iteration] = Field(default_factory=list, description="One per submission attempt "
                                                                         "(report/summary.jsonl).")
    figures: dict[str, str] = Field(default_factory=dict, description="Figure name → PNG path under report/.")
    narrative: str | None = Field(None, description="report/narrative.md, when an LLM wrote one (generated, "
                                                    "not measured).")
    report_problems: list[str] = Field(default_factory=list, description="Parts of the report that could not be "
                                                                        "built, and why.")
    reproduce: str | None = Field(None, description="The `a2rl run` command that runs this setup again "
                                                    "(provenance.json has versions and hashes).")
    versions: dict[str, str] = Field(default_factory=dict, description="a2rl (+ its git commit) and the key "
                                                                       "libraries the run used.")
    mlflow_run_id: str
    mlflow_ui: str
    run_dir: str
