"""Benchmark tasks: one folder each (task.yaml, description.md, task.py) and the registry."""

from tasks._answers import extract_answer, normalize_number, numeric_match
from tasks._data import PreparedData, check_disjoint, prepare_data
from tasks._registry import default_task_name, get_task, list_tasks
from tasks._spec import EVAL_SPLITS, PromptFormat, SplitName, SplitSizes, TaskSpec
from tasks._task import GradeFn, Item, Task

__all__ = [
    "EVAL_SPLITS", "GradeFn", "Item", "PreparedData", "PromptFormat", "SplitName", "SplitSizes", "Task",
    "TaskSpec", "check_disjoint", "default_task_name", "extract_answer", "get_task",
    "list_tasks", "normalize_number", "numeric_match", "prepare_data",
]
