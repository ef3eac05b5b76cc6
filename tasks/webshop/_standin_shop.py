"""The STAND-IN shop's logic: catalogue, search and reward (not WebShop's; see `standin.py`).

The reward has the structure of WebShop's `get_reward` (web_agent_site/engine/goal.py):

    reward = r_type * (attribute matches + option matches + [price <= budget])
                    / (goal attributes + goal options + 1)

with these documented simplifications, so the stand-in needs neither spaCy nor thefuzz:
- `thefuzz.token_set_ratio(a, b) > 85` becomes "the words of one contain the words of the
  other" (that is when token_set_ratio is 100; near misses score lower in both);
- the type reward compares content words of the product names (WebShop: spaCy nouns);
- colours are not normalised, and option matches are capped at the number of goal options
  (WebShop's count can exceed it when an unrequested option's value is in the title).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

CATALOGUE_PATH = Path(__file__).with_name("standin_catalogue.json")
SEARCH_RETURN_N = 50  # WebShop's engine returns the top 50, 10 a page
PRODUCT_WINDOW = 10
EXACT_MATCH_OPTS = ("size",)  # as WebShop: sizes must match exactly, other options loosely
_STOPWORDS = frozenset(["a", "an", "and", "are", "as", "at", "be", "by", "for", "from", "i", "i'm", "in", "is", "it", "looking", "me", "my", "need", "of", "on", "or", "than", "that", "the", "this", "to", "want", "with", "find"])


class Review(BaseModel):
    model_config = ConfigDict(frozen=True)

    title: str
    score: int = Field(ge=1, le=5)
    body: str


class Product(BaseModel):
    """One product, with the fields WebShop's product pages and reward read."""

    model_config = ConfigDict(frozen=True)

    asin: str = Field(pattern=r"^[A-Z0-9]{10}$", description="Ten characters, like an Amazon ASIN.")
    name: str = Field(description="The title shown on result and item pages.")
    query: str = Field(description="The search query the product belongs to (WebShop's `query`).")
    category: str
    product_category: str = Field(description="Breadcrumb, levels separated by ' › '.")
    price: float = Field(gt=0)
    rating: float | None = None
    attributes: list[str] = Field(description="Attribute phrases the reward matches goal attributes against.")
    options: dict[str, list[str]] = Field(description="Option type → values (WebShop: lower case, no '/').")
    bullet_points: list[str] = Field(default_factory=list, description="The Features sub page.")
    description: str = ""
    reviews: list[Review] = Field(default_factory=list)


class Goal(BaseModel):
    """One instruction: what to buy, with the target the reward is computed against."""

    model_config = ConfigDict(frozen=True)

    asin: str = Field(description="The product the instruction was written for.")
    instruction_text: str
    attributes: list[str] = Field(min_length=1)
    goal_options: dict[str, str] = Field(description="Option type → the value asked for.")
    price_upper: float = Field(gt=0, description="Budget: the price must not exceed it.")


class Catalogue(BaseModel):
    model_config = ConfigDict(frozen=True)

    version: int = 1
    note: str = ""
    products: list[Product]
    goals: list[Goal]

    def product(self, asin: str) -> Product | None:
        return next((p for p in self.products if p.asin == asin), None)


def load_catalogue(path: Path | None = None) -> Catalogue:
    return Catalogue.model_validate(json.loads((path or CATALOGUE_PATH).read_text()))


def words(text: str) -> list[str]:
    """Lower-case words, apostrophes kept inside them.

    >>> words("Men's Lightweight Running-Shoes, 10 ft")
    ["men's", 'lightweight', 'running', 'shoes', '10', 'ft']
    """
    return re.findall(r"[a-z0-9%.]+(?:'[a-z]+)?", text.lower().replace("-", " ").replace(",", " "))


def _content(text: str) -> set[str]:
    return {w.strip(".") for w in words(text) if w not in _STOPWORDS and w.strip(".")}


def search(catalogue: Catalogue, keywords: list[str]) -> list[Product]:
    """Products ranked by matched query words (title words count double), best first, at most 50.

    A stand-in for WebShop's BM25 index over titles, descriptions and attributes.
    """
    query = _content(" ".join(keywords))
    scored = []
    for rank, product in enumerate(catalogue.products):
        title = _content(product.name)
        body = _content(" ".join([product.query, *product.attributes, *product.bullet_points]))
        score = sum(2 if w in title else 1 for w in query if w in title or w in body)
        if score > 0:
            scored.append((-score, rank, product))
    return [p for _, _, p in sorted(scored, key=lambda t: t[:2])][:SEARCH_RETURN_N]


def _loose_match(a: str, b: str) -> bool:
    """Stand-in for `fuzz.token_set_ratio(a, b) > 85`: one's words contain the other's.

    >>> _loose_match("navy blue", "blue navy"), _loose_match("memory foam", "foam"), _loose_match("red", "rose")
    (True, True, False)
    """
    wa, wb = _content(a), _content(b)
    return bool(wa and wb) and (wa <= wb or wb <= wa)


def _in_text(value: str, product: Product) -> bool:
    """WebShop also credits a phrase found in the title, features or description."""
    value = value.lower()
    return (value in product.name.lower() or value in " ".join(product.bullet_points).lower()
            or value in product.description.lower())


def type_reward(purchased: Product, target: Product) -> float:
    """1.0 for the same kind of product, down to 0.0 for an unrelated one (WebShop's r_type)."""
    query_match = purchased.query == target.query
    levels = [{x.strip() for x in p.product_category.split("›")} for p in (purchased, target)]
    category_match = len(levels[0] & levels[1]) >= 2
    desired = _content(target.name)
    title_score = len(_content(purchased.name) & desired) / len(desired) if desired else 0.2
    r_type = 1.0 if (query_match or category_match or title_score > 0.2) else 0.5
    if title_score < 0.1:
        r_type = 0.1
    if title_score == 0.0:
        r_type = 0.0
    return r_type


def attribute_matches(purchased: Product, goal_attributes: list[str]) -> int:
    return sum(1 for g in goal_attributes
               if any(_loose_match(p, g) for p in purchased.attributes) or _in_text(g, purchased))


def option_matches(purchased: Product, goal_values: list[str], chosen: dict[str, str]) -> int:
    count = 0
    for kind, value in chosen.items():
        if kind.lower() in EXACT_MATCH_OPTS:
            matched = value in goal_values
        else:
            matched = any(_loose_match(g, value) for g in goal_values)
        if matched or _in_text(value, purchased):
            count += 1
    return min(count, len(goal_values))


def get_reward(catalogue: Catalogue, goal: Goal, asin: str, options: dict[str, str]) -> tuple[float, dict]:
    """The reward for buying `asin` with `options` under `goal`, and its parts (WebShop's reward_info)."""
    purchased, target = catalogue.product(asin), catalogue.product(goal.asin)
    if purchased is None or target is None:
        raise KeyError(f"unknown product {asin if purchased is None else goal.asin}")
    r_type = type_reward(purchased, target)
    r_price = purchased.price <= goal.price_upper
    n_attr = attribute_matches(purchased, goal.attributes)
    n_opt = option_matches(purchased, list(goal.goal_options.values()), options)
    total = (n_attr + n_opt + int(r_price)) / (len(goal.attributes) + len(goal.goal_options) + 1) * r_type
    info = {"r_type": r_type, "r_att": n_attr / len(goal.attributes), "r_price": r_price,
            "r_option": n_opt / len(goal.goal_options) if goal.goal_options else None}
    return total, info


def expert_query(catalogue: Catalogue, goal: Goal) -> str:
    """What the stand-in's expert searches first: the product kind and the asked-for attributes."""
    target = catalogue.product(goal.asin)
    assert target is not None
    return " ".join([target.query, *goal.attributes])
