"""Benchmark tasks: one folder each (task.yaml, description.md, task.py, env.py for online tasks), the
registry, and the protocols the graders meet them through (items, environments, scorers)."""

from tasks._answers import extract_answer, normalize_number, numeric_match
from tasks._data import PreparedData, check_disjoint, prepare_data
from tasks._env import EnvContext, Environment, Observation, StepResult
from tasks._online import OnlineTask
from tasks._registry import default_task_name, get_task, list_tasks, task_env, task_env_names
from tasks._scoring import (
    Episode,
    JudgedEpisodeScorer,
    Judges,
    OutcomeScorer,
    PairwiseJudgeScorer,
    PairwiseVerdict,
    RuleScorer,
    Scorer,
    Scores,
)
from tasks._spec import EVAL_SPLITS, PromptFormat, SplitName, SplitSizes, TaskSpec
from tasks._task import GradeFn, Item, Task, seeded_subsets

__all__ = [
    "EVAL_SPLITS", "Episode", "JudgedEpisodeScorer", "Judges", "OnlineTask", "OutcomeScorer", "PairwiseJudgeScorer",
    "PairwiseVerdict", "RuleScorer", "Scorer", "Scores", "seeded_subsets", "EnvContext", "Environment", "Observation", "StepResult", "task_env", "task_env_names", "GradeFn", "Item", "PreparedData", "PromptFormat", "SplitName", "SplitSizes", "Task",
    "TaskSpec", "check_disjoint", "default_task_name", "extract_answer", "get_task",
    "list_tasks", "normalize_number", "numeric_match", "prepare_data",
]
