"""`webshop`: WebShop's human instructions, played on a running WebShop server.

An item is an instruction index: episode `i` is the server's session `fixed_<i>` (its i-th
instruction after WebShop's fixed shuffle), so data preparation needs no server and the
splits are the paper's: by index, not drawn at random. The environment (env.py, beside this file)
fetches the instruction and scores the purchase.
"""

from __future__ import annotations

import os
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from infra import UsageError
from tasks._online import OnlineTask
from tasks._spec import SplitName, TaskSpec
from tasks._task import Item, seeded_subsets

URL_VAR = "A2RL_WEBSHOP_URL"
STANDIN_COMMAND = "python -m tasks.webshop.standin --port 3000"
HOW_TO_START = (f"start the real WebShop with the Docker image in infra/webshop (see its README), or the "
                f"stand-in (not WebShop; its 48 goals fit --task webshop:mini) with `{STANDIN_COMMAND}`; "
                f"then set {URL_VAR} to its address (default http://127.0.0.1:3000)")


class GoalRanges(BaseModel):
    """Which instruction indices each split draws from: half-open [start, end) ranges."""

    model_config = ConfigDict(frozen=True)

    test: tuple[int, int] = Field(description="Every goal in it is a test episode.")
    validation: tuple[int, int] = Field(description="The validation split is a seeded subset of it.")
    train: tuple[int, int] = Field(description="Every goal in it is a training episode.")


GOAL_RANGES: dict[str, GoalRanges] = {
    # WebShop's own split (baseline_models/env.py, and ReAct's evaluation on goals 0-499);
    # the real server has 12,087 human instructions with its full catalogue.
    "default": GoalRanges(test=(0, 500), validation=(500, 1500), train=(1500, 12087)),
    # The stand-in's 48 goals (tasks/webshop/standin_catalogue.json).
    "mini": GoalRanges(test=(0, 8), validation=(8, 16), train=(16, 48)),
}


def with_server_url(spec: TaskSpec) -> TaskSpec:
    """`spec` with `A2RL_WEBSHOP_URL` (when set) as the environment's `url` option.

    Resolved here, where the task is built, so the URL travels in each episode's options:
    environment actors started before the variable was set, or on other machines of a Ray
    cluster, never see this process's environment.
    """
    url = os.environ.get(URL_VAR)
    if not url or spec.env is None:
        return spec
    env = spec.env.model_copy(update={"options": {**spec.env.options, "url": url}})
    return spec.model_copy(update={"env": env})


def probe(url: str, timeout_s: float) -> tuple[bool, dict | None, str]:
    """(a server answers, the stand-in's health document or None, why not).

    Asks a path WebShop answers 404 at once (its pages would load the catalogue first).
    """
    import httpx

    try:
        response = httpx.get(f"{url.rstrip('/')}/a2rl_standin/health", timeout=timeout_s)
    except httpx.HTTPError as exc:
        return False, None, f"{type(exc).__name__}: {exc}"
    if response.status_code == 200 and response.headers.get("content-type", "").startswith("application/json"):
        return True, response.json(), ""
    return True, None, ""


class WebShopTask(OnlineTask):
    folder = Path(__file__).parent
    data_version = "1"

    def __init__(self, spec: TaskSpec) -> None:
        super().__init__(with_server_url(spec))

    @property
    def server_url(self) -> str:
        assert self.spec.env is not None
        return str(self.spec.env.options.get("url") or "http://127.0.0.1:3000")

    def agent_env(self) -> dict[str, str]:
        # The agent's rollouts play the same server (reachable only with --network open).
        return {URL_VAR: self.server_url}

    @property
    def ranges(self) -> GoalRanges:
        ranges = GOAL_RANGES.get(self.spec.protocol)
        if ranges is None:
            raise UsageError(f"protocol {self.spec.protocol!r} of task webshop has no goal ranges; add them to "
                             f"GOAL_RANGES in {Path(__file__)}")
        return ranges

    def source_items(self, data_dir: Path | None) -> list[Item]:
        r = self.ranges
        indices = sorted({i for start, end in (r.test, r.validation, r.train) for i in range(start, end)})
        return [Item(id=f"webshop-{i}", question=f"WebShop instruction {i} (server session fixed_{i})", seed=i)
                for i in indices]

    def assign_splits(self, items: list[Item]) -> dict[SplitName, list[Item]]:
        """Test and train are whole index ranges; validation is a seeded subset of its range."""
        r, sizes = self.ranges, self.spec.splits
        by_index = {it.seed: it for it in items}
        test = [by_index[i] for i in range(*r.test)]
        pool = [by_index[i] for i in range(*r.validation)]
        train = [by_index[i] for i in range(*r.train)]
        if (sizes.test, sizes.train) != (len(test), len(train)) or sizes.validation > len(pool):
            raise UsageError(f"task {self.name}: splits {sizes.model_dump()} do not fit its goal ranges "
                             f"{r.model_dump()}; set test: {len(test)}, train: {len(train)} and validation "
                             f"at most {len(pool)}")
        validation = seeded_subsets(pool, [sizes.validation], self.spec.seed)[0]
        return {"train": train, "validation": validation, "test": test}

    def preflight(self) -> None:
        answers, standin, why = probe(self.server_url, timeout_s=5.0)
        if not answers:
            raise UsageError(f"task {self.name} needs a WebShop server, and none answers at {self.server_url} "
                             f"({why}). Fix: {HOW_TO_START}")
        if standin is not None and self.ranges.train[1] > int(standin.get("goals", 0)):
            raise UsageError(f"the server at {self.server_url} is the WebShop stand-in ({standin.get('goals')} "
                             f"goals), and task {self.name} needs goals up to {self.ranges.train[1] - 1}: use "
                             f"--task webshop:mini with the stand-in, or point {URL_VAR} at a real WebShop")

    def offline_status(self, data_dir: Path | None) -> tuple[bool, str]:
        answers, standin, _ = probe(self.server_url, timeout_s=1.0)
        if not answers:
            return False, f"needs a WebShop server; none answers at {self.server_url} (set {URL_VAR}; see infra/webshop)"
        if standin is not None and self.ranges.train[1] > int(standin.get("goals", 0)):
            return False, (f"only the WebShop stand-in answers at {self.server_url}: it fits --task webshop:mini, "
                           f"not this protocol")
        if standin is not None:
            return True, f"the WebShop stand-in (not WebShop) answers at {self.server_url}"
        return True, f"a WebShop server answers at {self.server_url}"
