"""The policy's action format, ReAct style: `search[<query>]` or `answer[<final answer>]`."""

from __future__ import annotations

import re
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

_ACTION = re.compile(r"\b(search|answer)\s*\[", re.IGNORECASE)
USAGE = "Reply with exactly one action: search[<query>] to look something up, or answer[<final answer>] to finish."


class Action(BaseModel):
    """A reply, parsed."""

    model_config = ConfigDict(frozen=True)

    kind: Literal["search", "answer", "invalid"]
    argument: str = Field("", description="The query or the answer, without the brackets.")


def parse_action(text: str) -> Action:
    """The first `search[...]` or `answer[...]` in a reply; words around it (a thought, "Action:") are ignored.

    Brackets nest; a bracket left open takes the rest of the reply, so an answer cut short by
    the token limit still counts.

    >>> parse_action("Thought: I need the founder.\\nAction: search[Lighthouse Guild founder]")
    Action(kind='search', argument='Lighthouse Guild founder')
    >>> parse_action("ANSWER[Oslo, Bergen [Norway]]").argument
    'Oslo, Bergen [Norway]'
    >>> parse_action("answer[Oslo, Ber").argument
    'Oslo, Ber'
    >>> parse_action("I think it is Oslo").kind
    'invalid'
    """
    match = _ACTION.search(text)
    if match is None:
        return Action(kind="invalid")
    body, depth = text[match.end():], 1
    end = len(body)
    for i, char in enumerate(body):
        depth += {"[": 1, "]": -1}.get(char, 0)
        if depth == 0:
            end = i
            break
    kind = match.group(1).lower()
    argument = body[:end].strip()
    return Action(kind=kind, argument=" ".join(argument.split()) if kind == "search" else argument)
