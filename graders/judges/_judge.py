"""The judge: a provider that, given (instruction, output_1, output_2), says how likely
output_2 is the better one; and, given (question, gold answer, response), how likely the
response is correct."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Self

from infra import A2RLError

Prompt = tuple[str, str, str]  # (instruction, output_1, output_2), in the order shown
GradeQuestion = tuple[str, str, str]  # (question, gold answer, response)


class JudgeError(A2RLError):
    """The judge could not answer (unreachable, refused, or out of retries).

    Raised by `Judge.prefer_second` and `Judge.grade_correct`; caught at the entry point,
    which records the evaluation as failed instead of scoring it.
    """


class Judge(ABC):
    """A judge with a lifecycle: construct, `prefer_second` / `grade_correct` any number of
    times, `close`."""

    id: str

    @abstractmethod
    def prefer_second(self, prompts: list[Prompt]) -> list[float]:
        """For each (instruction, output_1, output_2), P(output_2 is better) in [0, 1],
        read from the judge's probabilities of the labels "m" and "M".

        Raises JudgeError when an answer cannot be had.
        """

    def grade_correct(self, questions: list[GradeQuestion]) -> list[float]:
        """For each (question, gold answer, response), P(the response is correct) in [0, 1],
        read from the judge's probabilities of "M" (correct) and "m" (incorrect).

        Raises JudgeError when an answer cannot be had, or when this judge only compares pairs.
        """
        raise JudgeError(f"judge {self.id} compares pairs of outputs only; it cannot grade answers")

    def close(self) -> None:
        """Release connections or the loaded model."""

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
