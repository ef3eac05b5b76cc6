"""The post-hoc summarization skill: a run's iterations, process metrics, figures and narrative.

Everything is built from the ledger and the recording (grader/), never from the agent's claims.

    report = summarize_run(submitted, RunFacts(...), diffs=diffs, report_dir=run/"report", ...)
    report.iterations        # one per submission attempt (+ the work after the last one)
    report.process_metrics   # valid-submission rate, time to best, monotonic ratio, …
    write_narrative(run/"report/narrative.md", summary_dict, NarrativeLLM(kind="openai", model=...))
"""

from agents.summarization._build import RunFacts, Submitted, build_iterations, epoch
from agents.summarization._copies import copy_of_base
from agents.summarization._hp_settings import Hyperparameter, Hyperparameters
from agents.summarization._hyperparameters import HyperparameterChange, extract_hyperparameters, hyperparameter_changes
from agents.summarization._iterations import CodeChange, Failure, FailureKind, Iteration
from agents.summarization._logs import AgentLog, log_failures, tracebacks
from agents.summarization._metrics import ProcessMetrics, process_metrics
from agents.summarization._narrative import NarrativeError, NarrativeLLM, write_narrative
from agents.summarization._report import RunReport, summarize_run
from agents.summarization._training import Evidence, TrainingDetection, TrainingType, detect_training

__all__ = [
    "AgentLog", "CodeChange", "Evidence", "Failure", "FailureKind", "Hyperparameter", "HyperparameterChange",
    "Hyperparameters",
    "Iteration", "NarrativeError", "NarrativeLLM", "ProcessMetrics", "RunFacts", "RunReport", "Submitted",
    "TrainingDetection", "TrainingType", "build_iterations", "copy_of_base", "detect_training", "epoch",
    "extract_hyperparameters", "hyperparameter_changes", "log_failures", "process_metrics", "summarize_run",
    "tracebacks", "write_narrative",
]
