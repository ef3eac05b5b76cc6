"""Search-based question answering in the ReAct style: the policy searches, then answers.

An episode is one question, carried by the task item in the environment's context (its
`extra` holds the gold answers and the answer type). Each turn the policy replies with one
action: `search[query]` shows the top results of the configured search tool (BM25 over a
local corpus, or a web search API); `answer[...]` ends the episode and is scored (token F1
for one value, set F1 for a list: `tasks.deepsearchqa.scoring`). Anything else gets a hint
and costs the turn. An episode that reaches the turn limit without an answer scores 0.

With `judge: true` (DeepSearchQA's judged protocols) the evaluation grades the final answer
with an LLM judge after the episodes; the environment's reward is still the F1.
"""

from __future__ import annotations

from typing import Any

from infra import UsageError
from tasks import Item
from tasks._env import EnvContext, Environment, Observation, StepResult
from tasks.deepsearchqa.actions import USAGE, parse_action
from tasks.deepsearchqa.scoring import score_answer
from tasks.deepsearchqa.search_config import SearchConfig
from tasks.deepsearchqa.search_tools import SearchHit, make_search_tool
from tasks.deepsearchqa.task import item_gold

ENV_NAME = "search-qa"
MAX_QUERY_CHARS = 300


def render_hits(query: str, hits: list[SearchHit]) -> str:
    if not hits:
        return f'No results for "{query}". Try other words.'
    lines = [f'Results for "{query}":']
    for rank, hit in enumerate(hits, 1):
        lines.append(f"[{rank}] {hit.title}\n{hit.snippet}")
    return "\n".join(lines)


class SearchQAEnv(Environment):
    name = ENV_NAME

    def __init__(self, context: EnvContext, item_match: float = 1.0, turn_limit: int | None = None,
                 judge: bool = False, **search: Any) -> None:
        super().__init__(context)
        if context.item is None:
            raise UsageError("search-qa episodes need their question: play them through a task whose items "
                             "carry the answers in `extra` (e.g. deepsearchqa)")
        self.item = Item.model_validate(context.item)
        self.gold, self.answer_type = item_gold(self.item)
        if not self.gold:
            raise UsageError(f"item {self.item.id} has no gold answer in extra['answers']")
        if not 0.0 < item_match <= 1.0:
            raise UsageError(f"item_match must be in (0, 1], got {item_match}")
        self.item_match, self.turn_limit = item_match, turn_limit
        self.config = SearchConfig.from_options(search)
        self.tool = make_search_tool(self.config)
        self._turns, self._score, self._done, self._searched = 0, 0.0, False, False

    def reset(self, seed: int) -> Observation:
        """The question; `seed` is unused (the item is the episode)."""
        self._turns, self._score, self._done, self._searched = 0, 0.0, False, False
        kind = ("The answer is a single value." if self.answer_type == "single" else
                "The answer is a set: list every item inside answer[...], separated by commas.")
        limit = f" You have {self.turn_limit} turns." if self.turn_limit else ""
        return Observation(text=f"Question: {self.item.question}\n\n{kind}\n\nEach turn, reply with one action:\n"
                                f"search[<query>] shows the top {self.config.top_k} search results;\n"
                                f"answer[<final answer>] ends the episode and is scored.{limit}")

    def _turns_note(self) -> str:
        if not self.turn_limit:
            return ""
        left = self.turn_limit - self._turns
        if left == 1:
            return "\n\nOne turn left: reply with answer[...] now."
        return f"\n\n{left} turns left." if left > 1 else ""

    def _hint(self, text: str, action: str) -> StepResult:
        return StepResult(observation=Observation(text=text + self._turns_note()), info={"action": action})

    def step(self, action: str) -> StepResult:
        if self._done:
            return StepResult(observation=Observation(text="The episode is over."), done=True, info={"action": "late"})
        self._turns += 1
        parsed = parse_action(action)
        if parsed.kind == "invalid":
            return self._hint(f"Unrecognised action. {USAGE}", "invalid")
        if not parsed.argument:
            return self._hint(f"{parsed.kind}[...] is empty: put the {'query' if parsed.kind == 'search' else 'answer'}"
                              " inside the brackets.", "empty")
        if parsed.kind == "search":
            query = parsed.argument[:MAX_QUERY_CHARS]
            hits = self.tool.search(query, self.config.top_k)  # a broken tool fails the episode (SearchError)
            self._searched = True
            return StepResult(observation=Observation(text=render_hits(query, hits) + self._turns_note()),
                              info={"action": "search", "query": query,
                                    "hits": [h.doc_id or h.url or h.title for h in hits]})
        result = score_answer(parsed.argument, self.gold, self.answer_type, self.item_match)
        self._score, self._done = result.f1, True
        text = (f"Answer recorded. F1 {result.f1:.2f} (precision {result.precision:.2f}, recall "
                f"{result.recall:.2f}); exact match: {'yes' if result.exact_match else 'no'}.")
        return StepResult(observation=Observation(text=text), reward=result.f1, done=True,
                          info={"action": "answer", **result.model_dump()})

    def expert_action(self) -> str | None:
        """An oracle, for SFT warm-up data: search with the question, then answer with the gold answer.

        It reads the gold answer, so it is only meaningful on training items (rollouts only
        ever play those); its first search teaches the action format, not a search strategy.
        """
        if self._done:
            return None
        if not self._searched:
            query = self.item.question.replace("[", "(").replace("]", ")")[:MAX_QUERY_CHARS]
            return f"search[{query}]"
        return f"answer[{', '.join(self.gold)}]"

    def score(self) -> float:
        return self._score

    def close(self) -> None:
        self.tool.close()
