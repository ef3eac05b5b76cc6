"""`grade_answers`: a correctness judge's verdict on each (question, gold answer, response),
the way `judge_pairwise` asks for preferences: cached answers are reused, each distinct
question is sent once, and an empty response is wrong without asking.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from graders.judges._cache import JudgeCache, ask_missing
from graders.judges._judge import GradeQuestion, Judge


class GradeResult(BaseModel):
    """The judge's verdicts, in the order the questions were given."""

    model_config = ConfigDict(frozen=True)

    probabilities: list[float] = Field(description="P(the response is correct) per question, in [0, 1].")
    judge: str = Field(description="Id of the judge that graded.")
    calls: int = Field(description="Questions actually sent to the judge (cache misses, duplicates sent once).")
    cached: int = Field(description="Questions answered from the cache.")


def grade_answers(judge: Judge, questions: list[GradeQuestion], *, cache: JudgeCache | None = None) -> GradeResult:
    """Ask `judge` whether each response is correct given its gold answer."""
    probabilities: list[float | None] = [None] * len(questions)
    asked: dict[int, str] = {}  # per question the judge must answer: its cache key
    unique: dict[str, GradeQuestion] = {}
    for i, (question, gold, answer) in enumerate(questions):
        if not answer.strip():
            probabilities[i] = 0.0
            continue
        key = JudgeCache.grade_key(judge.id, question, gold, answer)
        asked[i] = key
        unique[key] = (question, gold, answer)

    known, sent = ask_missing(judge.id, unique, judge.grade_correct, cache, "grades")
    for i, key in asked.items():
        probabilities[i] = known[key]
    return GradeResult(probabilities=probabilities, judge=judge.id, calls=len(sent),
                       cached=sum(key not in sent for key in asked.values()))
