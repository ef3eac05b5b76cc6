'''The questions put to the judge and how its one-token answer is read.

Two questions, one answer format. Pairwise (AlpacaEval 2.0's `alpaca_eval_clf` prompt): the
judge names the better output "m" (output_1) or "M" (output_2). Correctness (DeepSearchQA):
the judge answers "M" when a response is correct given the gold answer, "m" when it is not.
Either way the answer is read from the judge's log-probabilities over those two labels, as
AlpacaEval's `logprob_parser` does, so one request gives a graded answer rather than a coin
flip, and both judges read both questions the same way.
'''

from __future__ import annotations

import math
import re
from collections.abc import Mapping

FIRST_LABEL = "m"
SECOND_LABEL = "M"

SYSTEM = (
    "You are a highly efficient assistant, who evaluates and selects the best large language model (LLMs) "
    "based on the quality of their responses to a given instruction. This process will be used to create a "
    "leaderboard reflecting the most accurate and human-preferred answers."
)

USER = '''I require a leaderboard for various large language models. I'll provide you with prompts given to these models and their corresponding outputs. Your task is to assess these responses, and select the model that produces the best output from a human perspective.

## Instruction

{
    "instruction": """{instruction}""",
}

## Model Outputs

Here are the unordered outputs from the models. Each output is associated with a specific model, identified by a unique model identifier.

{
    {
        "model_identifier": "m",
        "output": """{output_1}"""
    },
    {
        "model_identifier": "M",
        "output": """{output_2}"""
    }
}

## Task

Evaluate the models based on the quality and relevance of their outputs, and select the model that generated the best output. Answer by providing the model identifier of the best model. We will use your output as the name of the best model, so make sure your output only contains one of the following model identifiers and nothing else (no quotes, no spaces, no new lines, ...): m or M.

## Best Model Identifier'''

_FIELD = re.compile(r"\{(instruction|output_1|output_2)\}")


def judge_messages(instruction: str, output_1: str, output_2: str) -> list[dict[str, str]]:
    """The chat shown to the judge.

    Placeholders are filled in one pass, so an output that itself contains "{output_2}" is
    shown as written instead of being filled in again.

    >>> chat = judge_messages("Say hi", "hi {output_2}", "hello")
    >>> [m["role"] for m in chat]
    ['system', 'user']
    >>> chat[1]["content"].count("{output_2}"), chat[1]["content"].count("hello")
    (1, 1)
    """
    values = {"instruction": instruction, "output_1": output_1, "output_2": output_2}
    return [
        {"role": "system", "content": SYSTEM},
        {"role": "user", "content": _FIELD.sub(lambda m: values[m.group(1)], USER)},
    ]


CORRECT_LABEL = SECOND_LABEL
"""The correctness verdict "correct"; FIRST_LABEL is "incorrect"."""

GRADE_SYSTEM = (
    "You are a meticulous grader of answers to research questions. You decide whether a response is "
    "correct by comparing it with the gold answer, which is right by definition."
)

# After DeepSearchQA's own grader: a response is correct when it contains the gold answer (for
# a set answer: every item, and no item that is not in the set), whatever its wording or format.
GRADE_USER = '''Grade the response to a research question against its gold answer.

## Question

"""{question}"""

## Gold answer

"""{gold}"""

## Response

"""{answer}"""

## Rules

- Do not answer the question yourself: the gold answer is correct by definition.
- If the gold answer is one value, the response is correct when it gives that value. Wording, spelling variants, abbreviations, capitalisation, punctuation, formatting and extra words around the answer do not matter; a different value makes the response incorrect.
- If the gold answer is a list (one item per line, each after "- "), the response is correct only when it names every item of the list and no item that is not in it, in any order and any format.
- A response that hedges between several candidates, or gives no answer, is incorrect.

## Task

Answer with one identifier and nothing else (no quotes, no spaces, no new lines): M if the response is correct, m if it is incorrect.

## Verdict Identifier'''

_GRADE_FIELD = re.compile(r"\{(question|gold|answer)\}")


def grade_messages(question: str, gold: str, answer: str) -> list[dict[str, str]]:
    """The chat shown to the judge to grade one response against its gold answer.

    Filled in one pass, as `judge_messages`: a response containing "{gold}" is shown as written.

    >>> chat = grade_messages("Capital of Norway?", "Oslo", "It is {gold}: Oslo.")
    >>> [m["role"] for m in chat]
    ['system', 'user']
    >>> chat[1]["content"].count("{gold}"), chat[1]["content"].count("Oslo")
    (1, 2)
    """
    values = {"question": question, "gold": gold, "answer": answer}
    return [
        {"role": "system", "content": GRADE_SYSTEM},
        {"role": "user", "content": _GRADE_FIELD.sub(lambda m: values[m.group(1)], GRADE_USER)},
    ]


def second_preference(logprobs: Mapping[str, float]) -> float | None:
    """P(output_2 is better), or P(correct) for a correctness question, from the judge's
    log-probabilities of its first token, normalised over the two labels; None when neither
    label is among them.

    Tokens are compared after stripping whitespace (" M" is "M"); a label missing from a
    top-k list counts as probability 0, which is only meaningful when the other is present.

    >>> round(second_preference({"M": math.log(0.6), "m": math.log(0.2), "The": -1.0}), 6)
    0.75
    >>> second_preference({"m": -0.1})
    0.0
    >>> second_preference({"Both": -0.1}) is None
    True
    """
    first = _label_logprob(logprobs, FIRST_LABEL)
    second = _label_logprob(logprobs, SECOND_LABEL)
    if first == -math.inf and second == -math.inf:
        return None
    # sigmoid(second - first), written so that a missing label (-inf) gives exactly 0 or 1
    if second == -math.inf:
        return 0.0
    if first == -math.inf:
        return 1.0
    return 1.0 / (1.0 + math.exp(first - second))


def _label_logprob(logprobs: Mapping[str, float], label: str) -> float:
    found = [lp for token, lp in logprobs.items() if token.strip() == label]
    if not found:
        return -math.inf
    top = max(found)
    return top + math.log(sum(math.exp(lp - top) for lp in found))
