"""WebShop (Yao et al. 2022): buy the product an instruction describes, on a running WebShop server.

The environment is a client of WebShop's Flask app (princeton-nlp/WebShop, web_agent_site/app.py,
port 3000), driven the way ReAct's WebShop harness drives it: episode `seed` is the session
`fixed_<seed>`, i.e. the seed-th of WebShop's human instructions; the environment keeps the
page state (query, result page, product, chosen options) and fetches

    {url}/{session}                                           search page (the instruction)
    {url}/search_results/{session}/{keywords}/{page}          results
    {url}/item_page/{session}/{asin}/{keywords}/{page}/{options}
    {url}/item_sub_page/{session}/{asin}/{keywords}/{page}/{subpage}/{options}
    {url}/done/{session}/{asin}/{options}                     the purchase and its reward

Actions are `search[keywords]` (where the page has a search box) and `click[button]` (also
`choose[...]`): a bracketed item of the page — Back to Search, Next >, < Prev, a product's
ASIN, an option value, Description, Features, Reviews, Attributes, Buy Now. The observation
is the page's visible text, chunks joined with " [SEP] ", clickables in brackets (a chosen
option in double brackets). As in ReAct, pages after the first leave out the instruction
(the first observation holds it), results pages show their first `max_products` products,
every "back" button reads "< Prev", and anything else is answered "Invalid action!".
The score is the reward the done page shows (WebShop's attribute/option/price/type match,
0-1); it is 0 until something is bought.

The server's address is the `url` option; a task fills it from `A2RL_WEBSHOP_URL` where the
task is built, so environment actors on other processes or machines get it in their options.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field
from typing import Any, Literal
from urllib.parse import quote

from infra import UsageError
from tasks._env import EnvContext, Environment, Observation, StepResult
from tasks.webshop._page import (
    PREV,
    SCORE_MARKER,
    Clickable,
    WebPage,
    key,
    parse_page,
    render,
)

ENV_NAME = "webshop"
URL_VAR = "A2RL_WEBSHOP_URL"
DEFAULT_URL = "http://127.0.0.1:3000"
HOW_TO_START = ("Start one: the real WebShop with the Docker image in infra/webshop (see its README), or the "
                "stand-in (not WebShop; for smoke tests, `--task webshop:mini`) with "
                "`python -m tasks.webshop.standin --port 3000`; then set A2RL_WEBSHOP_URL to its address")
INVALID = "Invalid action!"
_ACTION = re.compile(r"^\s*(?:action\s*:\s*)?(search|click|choose)\s*\[(.*)\]\s*$", re.IGNORECASE)
_KEYWORD_JUNK = re.compile(r"[/\\\[\]{}<>\x00-\x1f]")  # would break WebShop's URL routing or literal_eval
MAX_KEYWORDS_CHARS = 200

PageKind = Literal["start", "search", "item", "item_sub", "done"]


def parse_action(action: str) -> tuple[str, str] | None:
    """(verb, argument) of `search[...]` / `click[...]` (`choose` = click), None if neither.

    >>> parse_action("click[Buy Now]"), parse_action("Action: search[red shoes]\\nmore"), parse_action("buy it")
    (('click', 'Buy Now'), ('search', 'red shoes'), None)
    """
    lines = [line for line in action.strip().splitlines() if line.strip()]
    match = _ACTION.match(lines[0]) if lines else None
    if match is None:
        return None
    verb = match.group(1).lower()
    return ("click" if verb == "choose" else verb), match.group(2).strip()


def clean_keywords(text: str) -> str:
    """Search keywords as WebShop's URL routing can carry them: lower case, no / [ ] < > { }.

    >>> clean_keywords("  Red/Blue [Running]  Shoes ")
    'red blue running shoes'
    """
    return " ".join(_KEYWORD_JUNK.sub(" ", text).lower().split())[:MAX_KEYWORDS_CHARS].strip()


# -- the environment ------------------------------------------------------------------------
@dataclass
class _Nav:
    """Where the episode is: the page kind and what its URL is built from."""

    kind: PageKind = "start"
    keywords: str = ""
    page: int = 1
    asin: str = ""
    options: dict[str, str] = field(default_factory=dict)
    subpage: str = ""


class WebShopEnv(Environment):
    name = ENV_NAME

    def __init__(self, context: EnvContext, url: str | None = None, max_products: int = 3,
                 timeout_s: float = 30.0) -> None:
        super().__init__(context)
        self.url = (url or os.environ.get(URL_VAR) or DEFAULT_URL).rstrip("/")
        self.max_products = max_products
        self.timeout_s = timeout_s
        self._client: Any = None
        self._session = ""
        self._nav: _Nav | None = None
        self._clickables: dict[str, Clickable] = {}
        self._has_search = False
        self._reward: float | None = None
        self._searched: list[str] = []
        self._target: dict[str, Any] | None = None
        self._target_asked = False

    # -- HTTP -------------------------------------------------------------------------------
    def _segment(self, value: object) -> str:
        return quote(str(value), safe="")

    def _page_url(self, nav: _Nav) -> str:
        s, q = self._segment, self._segment(nav.keywords)
        opts = s(json.dumps(nav.options))
        if nav.kind == "start":
            return f"{self.url}/{s(self._session)}"
        if nav.kind == "search":
            return f"{self.url}/search_results/{s(self._session)}/{q}/{nav.page}"
        if nav.kind == "item":
            return f"{self.url}/item_page/{s(self._session)}/{s(nav.asin)}/{q}/{nav.page}/{opts}"
        if nav.kind == "item_sub":
            return f"{self.url}/item_sub_page/{s(self._session)}/{s(nav.asin)}/{q}/{nav.page}/{s(nav.subpage)}/{opts}"
        return f"{self.url}/done/{s(self._session)}/{s(nav.asin)}/{opts}"

    def _get(self, url: str) -> Any:
        import httpx

        if self._client is None:
            self._client = httpx.Client(timeout=self.timeout_s, follow_redirects=True)
        try:
            return self._client.get(url)
        except httpx.TimeoutException as exc:
            raise UsageError(f"the WebShop server at {self.url} did not answer within {self.timeout_s:g} s "
                             f"({type(exc).__name__}); a cold real server loads its catalogue on the first "
                             f"request (minutes): open {self.url}/fixed_0 once first") from exc
        except httpx.TransportError as exc:
            raise UsageError(f"no WebShop server answers at {self.url} ({type(exc).__name__}: {exc}). "
                             f"{HOW_TO_START}") from exc

    def _fetch(self, nav: _Nav) -> WebPage:
        url = self._page_url(nav)
        response = self._get(url)
        if response.status_code != 200:
            if nav.kind == "start":
                raise UsageError(
                    f"the WebShop server at {self.url} has no goal {self._session.removeprefix('fixed_')} "
                    f"(HTTP {response.status_code}: {response.text[:200]!r}); its catalogue has fewer "
                    "instructions than the task's splits need: the default protocol needs the real WebShop's "
                    "full catalogue (12,087 instructions), the stand-in has 48 (use --task webshop:mini)")
            raise RuntimeError(f"the WebShop server answered HTTP {response.status_code} for {url}: "
                               f"{response.text[:200]!r}")
        return parse_page(response.text)

    # -- episode ----------------------------------------------------------------------------
    def _show(self, nav: _Nav, page: WebPage, prefix: str | None = None) -> Observation:
        text, self._clickables = render(page, nav.options, self.max_products, show_instruction=nav.kind == "start")
        self._nav, self._has_search = nav, page.has_search
        return Observation(text=prefix or text, admissible_actions=self._admissible())

    def _admissible(self) -> list[str]:
        actions = ["search[<your query>]"] if self._has_search else []
        return actions + [f"click[{c.name}]" for c in self._clickables.values() if c.shown]

    def reset(self, seed: int) -> Observation:
        self._session = f"fixed_{int(seed)}"
        self._reward, self._searched = None, []
        self._target, self._target_asked = None, False
        nav = _Nav()
        return self._show(nav, self._fetch(nav))

    def _invalid(self, why: str) -> StepResult:
        return StepResult(observation=Observation(text=INVALID, admissible_actions=self._admissible()),
                          info={"valid": False, "why": why, "page": self._nav.kind if self._nav else None})

    def step(self, action: str) -> StepResult:
        if self._nav is None:
            raise RuntimeError("step() before reset()")
        if self._reward is not None:
            return StepResult(observation=Observation(text="The purchase is made; the episode is over."),
                              done=True, info={"valid": False, "why": "episode over"})
        parsed = parse_action(action)
        if parsed is None:
            return self._invalid("not search[...] or click[...]")
        verb, arg = parsed
        nav = self._nav
        if verb == "search":
            keywords = clean_keywords(arg)
            if not self._has_search or not keywords:
                return self._invalid("no search box on this page" if keywords else "empty search")
            self._searched.append(keywords)
            return self._go(_Nav(kind="search", keywords=keywords, page=1))
        clickable = self._clickables.get(key(arg))
        if clickable is None and arg.startswith("[") and arg.endswith("]"):
            clickable = self._clickables.get(key(arg.strip("[]")))
        if clickable is None:
            return self._invalid(f"nothing called {arg[:80]!r} to click here")
        kind = clickable.kind
        if kind == "back_to_search":
            return self._go(_Nav())
        if kind == "next" and nav.kind == "search":
            return self._go(_Nav(kind="search", keywords=nav.keywords, page=nav.page + 1))
        if kind == "prev":
            if nav.kind == "search" and nav.page > 1:
                return self._go(_Nav(kind="search", keywords=nav.keywords, page=nav.page - 1))
            if nav.kind == "item":
                return self._go(_Nav(kind="search", keywords=nav.keywords, page=nav.page))
            if nav.kind == "item_sub":
                return self._go(_Nav(kind="item", keywords=nav.keywords, page=nav.page, asin=nav.asin,
                                     options=dict(nav.options)))
        if kind == "product" and nav.kind == "search":
            return self._go(_Nav(kind="item", keywords=nav.keywords, page=nav.page, asin=clickable.value))
        if kind == "option" and nav.kind == "item":
            option_type, value = clickable.value
            return self._go(_Nav(kind="item", keywords=nav.keywords, page=nav.page, asin=nav.asin,
                                 options={**nav.options, option_type: value}))
        if kind == "subpage" and nav.kind == "item":
            return self._go(_Nav(kind="item_sub", keywords=nav.keywords, page=nav.page, asin=nav.asin,
                                 options=dict(nav.options), subpage=clickable.name))
        if kind == "buy" and nav.kind == "item":
            return self._buy(nav)
        return self._invalid(f"{clickable.name!r} does nothing on this page")

    def _go(self, nav: _Nav) -> StepResult:
        return StepResult(observation=self._show(nav, self._fetch(nav)), info={"valid": True, "page": nav.kind})

    def _buy(self, nav: _Nav) -> StepResult:
        done = _Nav(kind="done", keywords=nav.keywords, page=nav.page, asin=nav.asin, options=dict(nav.options))
        page = self._fetch(done)
        try:
            reward = float(page.reward_text or "")
        except ValueError:
            raise RuntimeError(f"the WebShop done page for {nav.asin} shows no score after {SCORE_MARKER!r} "
                               f"(got {page.reward_text!r}); is {self.url} a WebShop server?") from None
        # WebShop's option count can push the reward a hair past 1; the score is a fraction.
        self._reward = max(0.0, min(1.0, reward))
        obs = self._show(done, page, prefix=f"{SCORE_MARKER}: {page.reward_text}")
        return StepResult(observation=Observation(text=obs.text), reward=self._reward, done=True,
                          info={"valid": True, "page": "done", "reward": reward, "asin": nav.asin,
                                "options": dict(nav.options)})

    def score(self) -> float:
        return self._reward or 0.0

    # -- expert -----------------------------------------------------------------------------
    def _expert_target(self) -> dict[str, Any] | None:
        """The goal's target, from the stand-in's own endpoint; WebShop has none (404 → None)."""
        if not self._target_asked:
            self._target_asked = True
            response = self._get(f"{self.url}/a2rl_standin/goal/{self._segment(self._session)}")
            if response.status_code == 200 and response.headers.get("content-type", "").startswith("application/json"):
                self._target = response.json()
        return self._target

    def expert_action(self) -> str | None:
        """The stand-in's expert: search, open the target, choose its options, buy.

        None on a real WebShop server: it does not say which product an instruction wants
        before the purchase, so there is no honest expert there.
        """
        if self._nav is None or self._reward is not None:
            return None
        target = self._expert_target()
        if target is None:
            return None
        nav, asin = self._nav, target["asin"]
        if nav.kind == "start":
            first = clean_keywords(target["query"])
            return f"search[{first if first not in self._searched else clean_keywords(target['title'])}]"
        if nav.kind == "search":
            shown = self._clickables.get(key(asin))
            return f"click[{asin}]" if shown is not None and shown.shown else "click[Back to Search]"
        if nav.kind == "item" and nav.asin == asin:
            for option_type, value in target["goal_options"].items():
                if nav.options.get(option_type) != value:
                    return f"click[{value}]"
            return "click[Buy Now]"
        return f"click[{PREV}]"

    def close(self) -> None:
        if self._client is not None:
            self._client.close()
            self._client = None
