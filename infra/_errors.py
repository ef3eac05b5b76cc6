"""One error hierarchy, by boundary.

`A2RLError` subclasses are raised where a boundary is crossed (the user's input, the
network, an agent's submission, a task's data) and caught at the entry point, which turns
them into one line and exit code 2 (user errors) or 1 (everything else).
"""

from __future__ import annotations


class A2RLError(Exception):
    """Base of every error a2rl raises on purpose. The message says how to fix it."""

    exit_code = 1


class UsageError(A2RLError):
    """The user asked for something that does not exist or is malformed (exit code 2)."""

    exit_code = 2


class ModelNotFoundError(UsageError):
    """`--model` names no built-in, no local directory, and no reachable hub id."""


class DataUnavailableError(UsageError):
    """A task's source data set cannot be loaded (offline, no local copy)."""


class SubmissionError(A2RLError):
    """An agent's submission was refused; `status_code` is the HTTP status to answer with."""

    def __init__(self, message: str, status_code: int = 400, retry_after_s: float | None = None) -> None:
        super().__init__(message)
        self.status_code = status_code
        self.retry_after_s = retry_after_s


class EvaluationError(A2RLError):
    """A checkpoint could not be evaluated (it failed to load or to generate)."""
