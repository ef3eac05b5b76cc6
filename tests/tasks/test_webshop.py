"""The `webshop` task and environment, played on the WebShop stand-in server (the real one cannot run here).

The stand-in (tasks/webshop/standin.py) is a stand-in, named as such: WebShop's URL protocol and
page structure over a tiny hand-written catalogue. What is tested is the environment's protocol
and parsing, the task's splits and checks, the expert, and a real evaluation through the engine.
"""

from __future__ import annotations

import doctest
import importlib
import json
import socket
from pathlib import Path

import pytest

from infra import UsageError

STANDIN_COMMAND = "python -m tasks.webshop.standin"


@pytest.fixture(scope="module")
def catalogue():
    from tasks.webshop._standin_shop import load_catalogue

    return load_catalogue()


@pytest.fixture(scope="module")
def standin(catalogue):
    from tasks.webshop.standin import StandinServer

    with StandinServer(catalogue, port=0) as server:
        yield server


@pytest.fixture
def webshop_url(standin, monkeypatch):
    monkeypatch.setenv("A2RL_WEBSHOP_URL", standin.url)
    return standin.url


@pytest.fixture
def make_env(standin, tmp_path):
    from graders.envs import EnvContext
    from graders.envs import make_env as build

    envs = []

    def make(url: str | None = None, **options):
        env = build("webshop", EnvContext(cache_dir=tmp_path), {"url": url or standin.url, **options})
        envs.append(env)
        return env

    yield make
    for env in envs:
        env.close()


def _closed_port_url() -> str:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    return f"http://127.0.0.1:{port}"


def _buy(env, goal: int, asin: str, options: dict[str, str]):
    """Search for the product by its title, open it, choose `options`, buy: the last StepResult."""
    from tasks.webshop._standin_shop import load_catalogue

    env.reset(goal)
    results = env.step(f"search[{load_catalogue().product(asin).name}]")
    assert f"click[{asin}]" in results.observation.admissible_actions
    assert env.step(f"click[{asin}]").info["valid"]
    for value in options.values():
        step = env.step(f"click[{value}]")
        assert step.info["valid"], step.observation.text
    return env.step("click[Buy Now]")


def test_docstring_examples():
    for name in ("tasks.webshop.env", "tasks.webshop._page", "tasks.webshop._standin_shop"):
        result = doctest.testmod(importlib.import_module(name))
        assert result.attempted > 0 and result.failed == 0, name


def test_the_standin_catalogue_is_consistent_and_its_reference_purchases_score_1(catalogue):
    from tasks.webshop._standin_shop import get_reward

    assert len(catalogue.goals) == 48 and len(catalogue.products) == 30
    assert len({p.asin for p in catalogue.products}) == 30
    for i, goal in enumerate(catalogue.goals):
        target = catalogue.product(goal.asin)
        assert target is not None, i
        assert set(goal.attributes) <= set(target.attributes), i
        assert all(value in target.options[kind] for kind, value in goal.goal_options.items()), i
        assert target.price <= goal.price_upper and f"price lower than {goal.price_upper:.2f} dollars" in goal.instruction_text
        assert get_reward(catalogue, goal, goal.asin, goal.goal_options)[0] == 1.0, i
        # Any other option value, and any other product, scores less.
        for kind, value in goal.goal_options.items():
            for other in target.options[kind]:
                if other != value:
                    assert get_reward(catalogue, goal, goal.asin, {**goal.goal_options, kind: other})[0] < 1.0, (i, other)
        assert all(get_reward(catalogue, goal, p.asin, {})[0] < 1.0 for p in catalogue.products if p.asin != goal.asin)


def test_buying_the_right_product_with_its_options_scores_1_and_anything_else_less(make_env, catalogue):
    env = make_env()
    goal = catalogue.goals[0]  # men's running shoes, navy blue, size 10
    done = _buy(env, 0, goal.asin, goal.goal_options)
    assert done.done and done.reward == 1.0 and env.score() == 1.0
    assert done.observation.text == "Your score (min 0.0, max 1.0): 1.0"
    assert done.info["asin"] == goal.asin and done.info["options"] == goal.goal_options

    wrong_size = _buy(env, 0, goal.asin, {**goal.goal_options, "size": "8"})
    assert wrong_size.done and 0.0 < wrong_size.reward < 1.0 and env.score() == wrong_size.reward
    no_options = _buy(env, 0, goal.asin, {})
    assert no_options.reward < wrong_size.reward
    other_product = _buy(env, 0, "BSTANDIN08", {"color": "black", "size": "10"})  # trail shoes
    assert other_product.done and other_product.reward < 0.5
    # Before a purchase the score is 0, and nothing is done.
    first = env.reset(0)
    assert env.score() == 0.0 and "Instruction:" in first.text


def test_pages_read_as_webshop_text_with_clickables_in_brackets(make_env, catalogue):
    env = make_env()
    first = env.reset(3)
    assert first.text == f"WebShop [SEP] Instruction: [SEP] {catalogue.goals[3].instruction_text} [SEP] [Search]"
    assert first.admissible_actions == ["search[<your query>]"]

    results = env.step("search[deodorant]").observation
    assert "Instruction" not in results.text and "Current Query" not in results.text  # as ReAct: only page 1 has it
    assert results.text.startswith("Results [SEP] Page 1 (1-10) of 3 total results [SEP] [Back to Search] [SEP] [BSTANDIN01]")
    assert results.admissible_actions[:2] == ["click[Back to Search]", "click[BSTANDIN01]"]

    item = env.step("click[BSTANDIN01]").observation
    assert "[< Prev]" in item.text and "scent [SEP] [bright citrus] [SEP] [calming lavender]" in item.text
    assert "Price: $10.99" in item.text and "$(document)" not in item.text  # scripts are not text
    assert {"click[Description]", "click[Features]", "click[Reviews]", "click[Buy Now]", "click[< Prev]"} <= set(item.admissible_actions)
    assert "click[Attributes]" not in item.admissible_actions  # WebShop shows it only with --attrs

    chosen = env.step("choose[calming lavender]").observation  # choose[...] is click[...]
    assert "[[calming lavender]]" in chosen.text and "[bright citrus]" in chosen.text
    features = env.step("click[Features]").observation
    assert "Made with organic calendula and shea butter" in features.text
    assert features.admissible_actions == ["click[Back to Search]", "click[< Prev]"]
    back = env.step("click[< Prev]").observation  # the sub page's back button → the item, options kept
    assert "[[calming lavender]]" in back.text
    assert env.step("click[< Prev]").observation.text == results.text  # the item's → the results
    assert env.step("click[Back to Search]").observation.text == first.text


def test_results_pages_show_three_products_and_page_with_next_and_prev(make_env):
    env = make_env()
    env.reset(0)
    page1 = env.step("search[free shoes coffee]").observation  # 15 matches: two pages
    products = [a for a in page1.admissible_actions if a.startswith("click[BSTANDIN")]
    assert len(products) == 3 and "[Next >]" in page1.text and "[< Prev]" not in page1.text
    page2 = env.step("click[Next >]").observation
    assert "Page 2 (11-20) of 15 total results" in page2.text and "[< Prev]" in page2.text
    assert env.step("click[< Prev]").observation.text == page1.text
    # Products past the first three are not shown, and so not listed, as in ReAct's harness.
    assert len([a for a in page2.admissible_actions if a.startswith("click[BSTANDIN")]) == 3
    wide = make_env(max_products=10)
    wide.reset(0)
    shown = wide.step("search[free shoes coffee]").observation.admissible_actions
    assert len([a for a in shown if a.startswith("click[BSTANDIN")]) == 10


@pytest.mark.parametrize("action", [
    "", "   ", "buy the shoes", "click[]", "click[Nothing Here]", "click[Search]", "search[]", "search[///]",
    "click[Buy Now]", "click[Next >]", "click[< Prev]", "click[bright citrus]", "x" * 5000, "click[\x00\u2603]",
    "search[shoes", "CLICK [BSTANDIN99]",
])
def test_strange_actions_are_answered_never_raised(make_env, action):
    env = make_env()
    env.reset(0)
    env.step("search[running shoes]")
    before = env.step("click[Back to Search]")  # the search page: nothing to click, a search box
    result = env.step(action)
    assert result.observation.text == "Invalid action!" and not result.done and result.reward == 0.0
    assert result.observation.admissible_actions == before.observation.admissible_actions
    # The page is unchanged: a valid action still works.
    assert env.step("search[running shoes]").info["valid"]


def test_search_only_where_there_is_a_search_box_and_keywords_that_break_urls_are_cleaned(make_env):
    env = make_env()
    env.reset(0)
    results = env.step("search[Men's/Running [Shoes] <b>#1?%]")
    assert results.info["valid"] and "[BSTANDIN07]" in results.observation.text
    assert env.step("search[socks]").observation.text == "Invalid action!"  # no search box on a results page


def test_a_server_that_does_not_answer_gives_an_error_naming_how_to_start_one(make_env):
    env = make_env(url=_closed_port_url(), timeout_s=5)
    with pytest.raises(UsageError) as info:
        env.reset(0)
    assert "no WebShop server answers" in str(info.value)
    assert "infra/webshop" in str(info.value) and STANDIN_COMMAND in str(info.value)
    env.close()


def test_a_goal_the_server_does_not_have_is_an_error_that_says_which_protocol_fits(make_env):
    env = make_env()
    with pytest.raises(UsageError, match="webshop:mini"):
        env.reset(48)


def test_the_expert_solves_every_standin_goal_and_a_real_server_has_no_expert(make_env, catalogue):
    from tasks.webshop.standin import StandinServer

    env = make_env()
    for goal in range(len(catalogue.goals)):
        env.reset(goal)
        for _ in range(15):
            result = env.step(env.expert_action())
            if result.done:
                break
        assert env.score() == 1.0, goal
        assert env.expert_action() is None  # the episode is over
    # Without the stand-in's target endpoint (as on WebShop) there is no expert.
    with StandinServer(catalogue, port=0, oracle=False) as server:
        plain = make_env(url=server.url)
        plain.reset(0)
        assert plain.expert_action() is None


def test_splits_are_the_papers_instruction_ranges_and_the_mini_protocol_fits_the_standin(monkeypatch):
    from tasks import check_disjoint, get_task

    monkeypatch.delenv("A2RL_WEBSHOP_URL", raising=False)
    task = get_task("webshop")
    spec = task.spec
    assert (spec.level, spec.kind, spec.env.name, spec.env.max_turns) == (3, "online", "webshop", 15)
    splits = task.assign_splits(task.source_items(None))
    check_disjoint(splits)
    index = {name: [it.seed for it in items] for name, items in splits.items()}
    assert index["test"] == list(range(500)) and index["train"] == list(range(1500, 12087))
    assert len(index["validation"]) == 200 and all(500 <= i < 1500 for i in index["validation"])
    assert index["validation"] == sorted(index["validation"])
    assert [it.id for it in splits["test"][:2]] == ["webshop-0", "webshop-1"]
    again = task.assign_splits(task.source_items(None))  # the same draw every time
    assert [it.seed for it in again["validation"]] == index["validation"]

    mini = get_task("webshop:mini")
    splits = mini.assign_splits(mini.source_items(None))
    check_disjoint(splits)
    assert {name: [it.seed for it in items] for name, items in splits.items()} == {
        "test": list(range(8)), "validation": list(range(8, 16)), "train": list(range(16, 48))}
    assert "`data/train.jsonl` — 32 training episodes" in mini.description()


def test_the_server_url_comes_from_the_environment_variable_into_every_episode(monkeypatch):
    from graders import episodes_for
    from tasks import get_task

    monkeypatch.delenv("A2RL_WEBSHOP_URL", raising=False)
    task = get_task("webshop:mini")
    assert task.server_url == "http://127.0.0.1:3000"
    monkeypatch.setenv("A2RL_WEBSHOP_URL", "http://shop.example:3000")
    task = get_task("webshop:mini")
    items = task.assign_splits(task.source_items(None))["validation"][:2]
    # In the options, because Ray's environment actors may not see this process's variables.
    assert [e.options["url"] for e in episodes_for(task, items, "validation")] == ["http://shop.example:3000"] * 2
    assert {e.seed for e in episodes_for(task, items, "validation")} == {8, 9}


def test_preflight_and_status_say_whether_a_server_answers_and_how_to_start_one(monkeypatch, webshop_url):
    from tasks import get_task

    get_task("webshop:mini").preflight()  # the stand-in answers and has the mini protocol's goals
    assert get_task("webshop:mini").offline_status(None)[0]
    with pytest.raises(UsageError, match="stand-in .*webshop:mini"):
        get_task("webshop").preflight()  # it cannot serve the default protocol's 12,087 goals
    monkeypatch.setenv("A2RL_WEBSHOP_URL", _closed_port_url())
    with pytest.raises(UsageError) as info:
        get_task("webshop:mini").preflight()
    message = str(info.value)
    assert "none answers" in message and "infra/webshop" in message and STANDIN_COMMAND in message
    ok, why = get_task("webshop").offline_status(None)
    assert not ok and "A2RL_WEBSHOP_URL" in why


def test_a2rl_tasks_lists_webshop(run_cli, tmp_path):
    proc = run_cli("tasks", "--json", env={"A2RL_WEBSHOP_URL": _closed_port_url()}, cwd=tmp_path, timeout=120)
    assert proc.returncode == 0, proc.stderr[-2000:]
    rows = {row["name"]: row for row in json.loads(proc.stdout)}
    assert rows["webshop"]["level"] == 3 and rows["webshop"]["offline"] is False
    assert "mini" in rows["webshop"]["protocols"]


def test_a2rl_rollout_expert_demonstrations_on_the_standin(run_cli, home, standin, tmp_path):
    out = tmp_path / "demo.jsonl"
    proc = run_cli("rollout", "--task", "webshop:mini", "--expert", "--episodes", "3", "--json", "--out", str(out),
                   "--home", str(home.root), env={"A2RL_WEBSHOP_URL": standin.url}, cwd=tmp_path, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    doc = json.loads(proc.stdout.strip().splitlines()[-1])
    assert doc["episodes"] == 3 and doc["failed"] == 0 and doc["mean_score"] == 1.0
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert [t["seed"] for t in lines] == [16, 17, 18] and {t["split"] for t in lines} == {"train"}
    assert lines[0]["turns"][0]["action"].startswith("search[") and lines[0]["turns"][-1]["action"] == "click[Buy Now]"


def test_the_tiny_model_is_evaluated_through_the_engine_on_the_mini_protocol(ray_session, tiny_model, home, webshop_url,
                                                                            tmp_path):
    from graders import EvalConfig, evaluate_checkpoint, read_trajectories
    from tasks import get_task, prepare_data

    task = get_task("webshop:mini")  # Ray started before the variable was set: the URL travels in the options
    data = prepare_data(task, home)
    assert data.sizes == {"train": 32, "validation": 8, "test": 8}
    traj = tmp_path / "traj.jsonl"
    result = evaluate_checkpoint(Path(tiny_model.path), task, data, "validation",
                                 EvalConfig(batch_size=8, device="cpu", env_workers=2), trajectories=traj)
    assert result.status == "done", result.error
    assert result.n_items == 8 and result.failed_episodes == 0 and 0.0 <= result.score <= 100.0
    trajectories = read_trajectories(traj)
    assert sorted(t.seed for t in trajectories) == list(range(8, 16))
    first = trajectories[0]
    assert first.first_observation.startswith("WebShop [SEP] Instruction: [SEP] ")
    assert first.turns and first.turns[0].prompt[0] == {"role": "system", "content": task.spec.prompt.system}
    assert all(len(t.turns) <= 15 and t.error is None for t in trajectories)
