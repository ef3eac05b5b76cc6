"""DeepSearchQA answer scoring: exact match and token F1 for one value, precision / recall / F1
over the items of a set answer. Pure functions.

Normalisation is SQuAD's (lowercase, punctuation and the articles a/an/the removed, spaces
collapsed), extended to Unicode: accents are folded ("Zürich" = "Zurich") and every Unicode
punctuation or symbol character is dropped, not only ASCII's.

The benchmark's own grader is an LLM judge that also accepts paraphrases ("NYC" for "New York
City"); these rules are stricter, so a score here is a lower bound of the judge's, but it is
reproducible, free and the same on every machine.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

AnswerType = Literal["single", "set"]

_ARTICLES = re.compile(r"\b(a|an|the)\b")
_BULLET = re.compile(r"^\s*(?:[-*•]|\d+[.)])\s+")
# A comma separates items unless it sits between two digits ("1,000" is one number).
_ITEM_SEPARATORS = re.compile(r";|(?<!\d),|,(?!\d)")
_CONJUNCTION = re.compile(r"(\s+(?:and|&)\s+)", re.IGNORECASE)
_LEADING_CONJUNCTION = re.compile(r"^(?:and|&)\s+", re.IGNORECASE)


class AnswerScore(BaseModel):
    """How one final answer compares with the gold answer."""

    model_config = ConfigDict(frozen=True)

    f1: float = Field(ge=0.0, le=1.0, description="The episode score: token F1 (single) or set F1 (set).")
    exact_match: float = Field(ge=0.0, le=1.0, description="1.0 when the answer is exactly right: the "
                                                           "normalised value, or every gold item and nothing else.")
    precision: float = Field(ge=0.0, le=1.0, description="Share of predicted tokens (single) or items (set) that are right.")
    recall: float = Field(ge=0.0, le=1.0, description="Share of gold tokens (single) or items (set) that were found.")
    predicted: list[str] = Field(default_factory=list, description="The predicted items, as they were parsed.")


def normalize_answer(text: str) -> str:
    """SQuAD's normalisation, Unicode-aware.

    >>> normalize_answer("The  Eiffel-Tower!")
    'eiffeltower'
    >>> normalize_answer("Zürich, São Paulo")
    'zurich sao paulo'
    >>> normalize_answer("  ")
    ''
    """
    folded = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c)).lower()
    kept = "".join(c for c in folded if not unicodedata.category(c).startswith(("P", "S")))
    return " ".join(_ARTICLES.sub(" ", kept).split())


def exact_match(prediction: str, gold: str) -> float:
    """1.0 when both normalise to the same non-empty text.

    >>> exact_match("the Beatles.", "Beatles"), exact_match("", "")
    (1.0, 0.0)
    """
    a, b = normalize_answer(prediction), normalize_answer(gold)
    return float(bool(a) and a == b)


def token_scores(prediction: str, gold: str) -> tuple[float, float, float]:
    """(precision, recall, F1) over the normalised tokens, as SQuAD computes F1.

    >>> token_scores("Marie Curie", "Marie Skłodowska Curie")
    (1.0, 0.6666666666666666, 0.8)
    >>> token_scores("", "Paris")
    (0.0, 0.0, 0.0)
    """
    pred, ref = normalize_answer(prediction).split(), normalize_answer(gold).split()
    common = sum((Counter(pred) & Counter(ref)).values())
    if not pred or not ref or common == 0:
        return 0.0, 0.0, 0.0
    precision, recall = common / len(pred), common / len(ref)
    return precision, recall, 2 * precision * recall / (precision + recall)


def token_f1(prediction: str, gold: str) -> float:
    """SQuAD token F1.

    >>> round(token_f1("Paris, France", "Paris"), 3)
    0.667
    """
    return token_scores(prediction, gold)[2]


def split_items(text: str, split_and: bool = True, keep: frozenset[str] = frozenset()) -> list[str]:
    """The items of a list answer, in order, each once (by its normalised form).

    Items are separated by newlines, semicolons and commas (not the comma inside "1,000"); list
    bullets are dropped. With `split_and`, "and" / "&" also separate items ("A, B and C"),
    except inside a phrase whose normalised form is in `keep` (the gold items, so "Bosnia and
    Herzegovina" stays one country when it is one of the answers).

    >>> split_items("- Oslo\\n- Bergen; Tromsø, and Bodø")
    ['Oslo', 'Bergen', 'Tromsø', 'Bodø']
    >>> split_items("Bosnia and Herzegovina, Peru and Chile", keep=frozenset({"bosnia and herzegovina"}))
    ['Bosnia and Herzegovina', 'Peru', 'Chile']
    >>> split_items("1,000 and 2,500, 1,000")
    ['1,000', '2,500']
    """
    items: list[str] = []
    seen: set[str] = set()
    for line in text.splitlines():
        for part in _ITEM_SEPARATORS.split(_BULLET.sub("", line)):
            part = part.strip()
            pieces = _split_conjunctions(_LEADING_CONJUNCTION.sub("", part), keep) if split_and else [part]
            for piece in pieces:
                key = normalize_answer(piece)
                if key and key not in seen:
                    seen.add(key)
                    items.append(piece.strip())
    return items


def _split_conjunctions(part: str, keep: frozenset[str]) -> list[str]:
    """`part` cut at each "and" / "&", longest runs that form a `keep` phrase first.

    >>> _split_conjunctions("1,000 and Trinidad and Tobago", frozenset({"trinidad and tobago"}))
    ['1,000', 'Trinidad and Tobago']
    """
    tokens = _CONJUNCTION.split(part)  # pieces at even positions, the separators between them at odd
    pieces = tokens[::2]
    out, start = [], 0
    while start < len(pieces):
        end = next((e for e in range(len(pieces), start + 1, -1)
                    if normalize_answer("".join(tokens[2 * start : 2 * e - 1])) in keep), start + 1)
        out.append("".join(tokens[2 * start : 2 * end - 1]))
        start = end
    return out


def gold_items(answer: str, answer_type: AnswerType) -> list[str]:
    """The gold answer as a list: one value, or the items of DeepSearchQA's comma-separated set.

    Gold items are split on separators only, never on "and", which is part of many names.

    >>> gold_items("Trinidad and Tobago, Peru", "set")
    ['Trinidad and Tobago', 'Peru']
    >>> gold_items("Smith, John", "single")
    ['Smith, John']
    """
    if answer_type == "single":
        return [answer.strip()] if answer.strip() else []
    return split_items(answer, split_and=False)


def _match_count(predicted: list[str], gold: list[str], item_match: float) -> int:
    """Size of a one-to-one matching: best pairs first, a pair counts at token F1 >= item_match."""
    pairs = []
    for i, p in enumerate(predicted):
        for j, g in enumerate(gold):
            score = 1.0 if normalize_answer(p) == normalize_answer(g) else token_f1(p, g)
            if score >= item_match:
                pairs.append((score, i, j))
    used_p: set[int] = set()
    used_g: set[int] = set()
    for _, i, j in sorted(pairs, key=lambda t: (-t[0], t[1], t[2])):
        if i not in used_p and j not in used_g:
            used_p.add(i)
            used_g.add(j)
    return len(used_p)


def score_answer(prediction: str, gold: list[str], answer_type: AnswerType, item_match: float = 1.0) -> AnswerScore:
    """Score a final answer. Single: token F1 (and exact match). Set: the predicted items are
    matched one-to-one with the gold items (a pair matches when its token F1 is at least
    `item_match`; 1.0 = the same words), then precision, recall and F1 over the sets.

    >>> score_answer("Paris", ["Paris"], "single").f1
    1.0
    >>> s = score_answer("Oslo, Bergen, Paris", ["Oslo", "Bergen", "Tromsø", "Bodø"], "set")
    >>> (round(s.precision, 3), s.recall, round(s.f1, 3), s.exact_match)
    (0.667, 0.5, 0.571, 0.0)
    >>> score_answer("Bodø, Tromsø, Bergen and Oslo", ["Oslo", "Bergen", "Tromsø", "Bodø"], "set").exact_match
    1.0
    >>> score_answer("", ["Oslo"], "set").f1
    0.0
    """
    if not 0.0 < item_match <= 1.0:
        raise ValueError(f"item_match must be in (0, 1], got {item_match}")
    if answer_type == "single":
        reference = gold[0] if gold else ""
        precision, recall, f1 = token_scores(prediction, reference)
        text = prediction.strip()
        return AnswerScore(f1=f1, exact_match=exact_match(prediction, reference), precision=precision,
                           recall=recall, predicted=[text] if text else [])
    reference: dict[str, str] = {}  # normalised -> first spelling; a gold item listed twice counts once
    for g in gold:
        reference.setdefault(normalize_answer(g), g)
    reference.pop("", None)
    predicted = split_items(prediction, split_and=True, keep=frozenset(reference))
    matched = _match_count(predicted, list(reference.values()), item_match)
    if not predicted or not reference or matched == 0:
        return AnswerScore(f1=0.0, exact_match=0.0, precision=0.0, recall=0.0, predicted=predicted)
    precision, recall = matched / len(predicted), matched / len(reference)
    return AnswerScore(f1=2 * precision * recall / (precision + recall),
                       exact_match=float(matched == len(predicted) == len(reference)),
                       precision=precision, recall=recall, predicted=predicted)
