"""DeepSearchQA: answer scoring, BM25 and web search tools, the `search-qa` environment, the
paper's split, and one real evaluation of the tiny model through `a2rl eval`.

The data is `tests/data/deepsearchqa/`: 24 hand-written questions in the real file layout
(`DSQA-full.csv`) and a hand-written corpus next to them, loaded through the same DataSource
path as a real mirror. The web search providers are exercised against a local stand-in HTTP
server that answers with each provider's documented JSON shape.
"""

from __future__ import annotations

import csv
import doctest
import importlib
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import ClassVar
from urllib.parse import parse_qs, urlparse

import pytest

from infra import DataUnavailableError, UsageError

REPO = Path(__file__).resolve().parents[2]
MIRROR = REPO / "tests" / "data"
CORPUS = MIRROR / "deepsearchqa" / "corpus.jsonl"
SEARCH_VARS = ("A2RL_SEARCH", "A2RL_SEARCH_CORPUS", "A2RL_SEARCH_API_KEY", "A2RL_SEARCH_BASE_URL")
# Subprocesses: the test mirror as data dir, none of the caller's search settings, and this
# checkout importable whatever the installed copy points at.
CLI_ENV = {"A2RL_DATA_DIR": str(MIRROR), "PYTHONPATH": str(REPO), **{v: "" for v in SEARCH_VARS}}


@pytest.fixture
def mirror_env(monkeypatch):
    """This process sees the test mirror as its data dir, and no search settings of the caller's."""
    for var in SEARCH_VARS:
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("A2RL_DATA_DIR", str(MIRROR))


@pytest.fixture
def mini(mirror_env):
    from tasks import get_task

    task = get_task("deepsearchqa:mini")
    return task, task.source_items(None)


def _env(task, item, **options):
    from graders.envs import EnvContext, make_env

    context = EnvContext(cache_dir=Path("/nonexistent-unused"), task=task.name, item=item.model_dump())
    return make_env("search-qa", context, {**task.spec.env.options, **options})


def _item(items, example_id):
    return next(it for it in items if it.id == f"deepsearchqa-{example_id}")


# -- scoring -------------------------------------------------------------------------------
@pytest.mark.parametrize("module", ["tasks.deepsearchqa.scoring", "tasks.deepsearchqa.search_config",
                                    "tasks.deepsearchqa.task", "tasks.deepsearchqa.actions",
                                    "tasks.deepsearchqa.search_tools._bm25", "tasks.deepsearchqa.search_tools._base",
                                    "tasks.deepsearchqa.search_tools._web"])
def test_doctests(module):
    result = doctest.testmod(importlib.import_module(module))
    assert result.attempted > 0 and result.failed == 0


def test_single_answer_exact_match_and_f1():
    from tasks.deepsearchqa.scoring import score_answer

    right = score_answer("  the Port Aldric. ", ["Port Aldric"], "single")
    assert (right.f1, right.exact_match) == (1.0, 1.0)
    partial = score_answer("Aldric", ["Port Aldric"], "single")
    assert partial.exact_match == 0.0 and partial.precision == 1.0 and partial.recall == 0.5
    assert partial.f1 == pytest.approx(2 / 3)
    for garbage in ("", "   ", "!!!", "\x00\x01", "the a an", "🙂" * 50, "x" * 10_000):
        s = score_answer(garbage, ["Port Aldric"], "single")
        assert s.f1 == 0.0 and s.exact_match == 0.0


def test_unicode_is_folded_and_kept():
    from tasks.deepsearchqa.scoring import exact_match, normalize_answer, score_answer

    assert exact_match("Mira Coste", "Mira Costé") == 1.0
    assert exact_match("ZÜRICH", "Zürich") == 1.0
    assert normalize_answer("東京") == "東京" and exact_match("東京", "東京") == 1.0
    assert exact_match("Ελλάδα", "ελλαδα") == 1.0
    assert score_answer("Tromsø, Bodø", ["Bodø", "Tromsø"], "set").exact_match == 1.0


def test_set_answers_precision_recall_f1():
    from tasks.deepsearchqa.scoring import score_answer

    gold = ["Hallow Bay Saints", "Reedholm Herons", "Corran United"]
    full = score_answer("Corran United; Reedholm Herons\n- Hallow Bay Saints", gold, "set")
    assert (full.f1, full.exact_match, full.precision, full.recall) == (1.0, 1.0, 1.0, 1.0)
    part = score_answer("Hallow Bay Saints and Corran United", gold, "set")
    assert part.precision == 1.0 and part.recall == pytest.approx(2 / 3) and part.f1 == pytest.approx(0.8)
    hedged = score_answer("Hallow Bay Saints, Reedholm Herons, Corran United, Emberly Ash, Saltmere Tide", gold, "set")
    assert hedged.recall == 1.0 and hedged.precision == pytest.approx(0.6) and hedged.exact_match == 0.0
    repeated = score_answer("Corran United, corran united, CORRAN UNITED", gold, "set")
    assert repeated.predicted == ["Corran United"] and repeated.precision == 1.0
    for garbage in ("", ",,, ;; \n", "and and and", "I don't know"):
        assert score_answer(garbage, gold, "set").f1 == 0.0


def test_set_items_match_by_f1_threshold_one_to_one():
    from tasks.deepsearchqa.scoring import score_answer

    gold = ["River Corran", "River Tamsin"]
    assert score_answer("Corran, Tamsin", gold, "set").f1 == 0.0  # 1.0 = the same words
    loose = score_answer("Corran, Tamsin", gold, "set", item_match=0.6)
    assert loose.f1 == 1.0
    # One predicted item cannot claim two gold items.
    assert score_answer("River", gold, "set", item_match=0.6).recall == 0.5
    with pytest.raises(ValueError):
        score_answer("x", gold, "set", item_match=0.0)


def test_gold_set_answers_keep_names_with_and_and_numbers_with_commas():
    from tasks.deepsearchqa.scoring import gold_items, score_answer

    gold = gold_items("Trinidad and Tobago, Bosnia and Herzegovina, 1,000", "set")
    assert gold == ["Trinidad and Tobago", "Bosnia and Herzegovina", "1,000"]
    assert score_answer("Bosnia and Herzegovina, 1,000 and Trinidad and Tobago", gold, "set").exact_match == 1.0


def test_the_task_scores_a_completion_by_its_final_answer(mini):
    task, items = mini
    item = _item(items, 8)  # Port Aldric Rovers: 2015, 2018, 2022
    assert task.score("Thought: found it. Action: answer[2015, 2018 and 2022]", item) == 1.0
    assert task.score("2015", item) == pytest.approx(0.5)
    assert task.score("", item) == 0.0


# -- BM25 ----------------------------------------------------------------------------------
@pytest.mark.parametrize("query, expected", [
    ("oldest lighthouse in Maravel", "dunmore"),
    ("Lighthouse Guild founder", "lighthouse-guild"),
    ("Hallow Bay Saints stadium", "saints"),
    ("comet discovered Ivel Observatory 1964", "comet"),
    ("engineer who designed the Serrat Causeway", "causeway"),
    ("Mira Coste", "mira-coste"),  # accents folded: the title is "Mira Costé"
])
def test_bm25_ranks_the_relevant_document_first(query, expected):
    from tasks.deepsearchqa.search_tools import BM25Search

    hits = BM25Search(CORPUS).search(query, 3)
    assert hits[0].doc_id == expected
    assert [h.score for h in hits] == sorted([h.score for h in hits], reverse=True)


def test_bm25_scores_follow_okapi():
    from tasks.deepsearchqa.search_tools import BM25Index, CorpusDoc

    docs = [CorpusDoc(id="a", title="", text="heron heron marsh"), CorpusDoc(id="b", title="", text="marsh orchid"),
            CorpusDoc(id="c", title="", text="salt fair")]
    index = BM25Index(docs)
    # heron: df 1 of 3 -> idf ln(1 + 2.5/1.5); doc a has tf 2 and length 3, avg length 7/3.
    import math

    idf = math.log(1 + 2.5 / 1.5)
    norm = 1.5 * (1 - 0.75 + 0.75 * 3 / (7 / 3))
    assert index.scores("heron")[0] == pytest.approx(idf * 2 * 2.5 / (2 + norm))
    assert index.top("orchid", 5)[0][0].id == "b" and index.top("nothing here", 5) == []


def test_bm25_index_is_built_once_per_corpus_content(tmp_path):
    from tasks.deepsearchqa.search_tools import corpus_index

    path = tmp_path / "c.jsonl"
    path.write_text('{"id": "1", "title": "One", "text": "alpha"}\n')
    first = corpus_index(path)
    assert corpus_index(path) is first
    copy = tmp_path / "copy.jsonl"
    copy.write_bytes(path.read_bytes())
    assert corpus_index(copy) is first  # same content, same index
    path.write_text('{"id": "1", "title": "One", "text": "alpha"}\n{"id": "2", "title": "Two", "text": "beta"}\n')
    assert corpus_index(path) is not first and len(corpus_index(path).docs) == 2


def test_a_malformed_corpus_is_refused_with_its_line(tmp_path):
    from tasks.deepsearchqa.search_tools import SearchError, corpus_index

    path = tmp_path / "bad.jsonl"
    path.write_text('{"id": "1", "text": "fine"}\n{"title": "no id or text"}\n')
    with pytest.raises(SearchError, match=r"bad.jsonl:2"):
        corpus_index(path)
    with pytest.raises(SearchError, match="does not exist"):
        corpus_index(tmp_path / "missing.jsonl")


# -- the environment -----------------------------------------------------------------------
def test_search_then_the_right_answer_scores_one(mini):
    task, items = mini
    env = _env(task, _item(items, 3))  # the oldest lighthouse: 1887
    first = env.reset(0)
    assert "Question: In which year was the oldest lighthouse" in first.text and "search[" in first.text
    step = env.step("Thought: I should look it up.\nAction: search[oldest lighthouse Maravel]")
    assert not step.done and "Dunmore Light, built in 1887" in step.observation.text
    assert step.info["hits"][0] == "dunmore"
    step = env.step("answer[1887]")
    assert step.done and step.reward == 1.0 and env.score() == 1.0 and step.info["exact_match"] == 1.0


def test_a_partial_set_answer_scores_its_f1(mini):
    task, items = mini
    env = _env(task, _item(items, 10))  # clubs with exactly two titles: three of them
    env.reset(0)
    step = env.step("answer[Hallow Bay Saints, Corran United, Emberly Ash]")
    assert step.done and env.score() == pytest.approx(2 / 3) and step.info["precision"] == pytest.approx(2 / 3)
    assert "F1 0.67" in step.observation.text and "Reedholm" not in step.observation.text  # no gold leak


@pytest.mark.parametrize("action", ["", "   ", "search", "search[]", "answer[  ]", "answer:", "[]", "]]][[[",
                                    "a" * 50_000, "\x00\x1b[31m", "🙂🙂", "SEARCH", "answer(Oslo)", "search [",
                                    "search[" + "lighthouse " * 500])
def test_strange_actions_are_answered_never_raised(mini, action):
    task, items = mini
    env = _env(task, _item(items, 3))
    env.reset(0)
    step = env.step(action)
    assert isinstance(step.observation.text, str) and step.observation.text
    assert env.score() == 0.0
    if not step.done:
        assert env.step("answer[1887]").reward == 1.0


def test_hints_count_turns_and_the_episode_ends_once(mini):
    task, items = mini
    env = _env(task, _item(items, 3))
    env.reset(0)
    assert "3 turns left" in env.step("hello").observation.text
    assert "2 turns left" in env.step("search[]").observation.text
    assert "One turn left" in env.step("search[lighthouse]").observation.text
    env.step("answer[1887]")
    late = env.step("answer[1999]")
    assert late.done and env.score() == 1.0 and late.reward == 0.0


def test_the_expert_searches_then_answers_with_the_gold_answer(mini):
    task, items = mini
    for item in items:
        env = _env(task, item)
        env.reset(0)
        actions = []
        while (action := env.expert_action()) is not None:
            actions.append(action)
            env.step(action)
        assert actions[0].startswith("search[") and actions[1].startswith("answer[") and len(actions) == 2
        assert env.score() == 1.0, (item.id, actions)


def test_options_and_missing_items_are_refused_with_the_fix(mini, tmp_path):
    from graders.envs import EnvContext, make_env

    task, items = mini
    with pytest.raises(UsageError, match="extra"):
        make_env("search-qa", EnvContext(cache_dir=tmp_path), dict(task.spec.env.options))
    with pytest.raises(UsageError, match="search options"):
        _env(task, items[0], colour="blue")
    with pytest.raises(UsageError, match="item_match"):
        _env(task, items[0], item_match=2.0)


# -- data and splits -----------------------------------------------------------------------
def test_mini_splits_are_disjoint_and_sized(mirror_env, tmp_path):
    from infra import A2RLHome
    from tasks import get_task, prepare_data

    task = get_task("deepsearchqa:mini")
    data = prepare_data(task, A2RLHome.resolve(tmp_path / "home").ensure(), MIRROR)
    splits = {s: data.load(s) for s in ("train", "validation", "test")}
    assert {k: len(v) for k, v in splits.items()} == {"train": 8, "validation": 8, "test": 8}
    ids = [i.id for v in splits.values() for i in v]
    assert len(set(ids)) == 24
    for item in splits["test"]:
        assert json.loads(item.extra["answers"]) and item.extra["answer_type"] in ("single", "set")
        assert item.extra["category"] in {"Geography", "History", "Sports", "Science", "Politics & Government", "Other"}


def _write_mirror(root: Path, n: int, blank: set[int] = frozenset()) -> list[dict]:
    rows = [{"example_id": i, "problem": f"Question number {i}?", "problem_category": "Other",
             "answer": "" if i in blank else f"value {i}", "answer_type": "Single Answer"} for i in range(n)]
    (root / "deepsearchqa").mkdir(parents=True)
    with open(root / "deepsearchqa" / "DSQA-full.csv", "w", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    return rows


def test_paper_split_train_is_the_reference_harness_shuffle(mirror_env, tmp_path):
    """100 train = the first 100 of `Dataset.shuffle(seed=42)` over all 900 rows, as the reference harness."""
    import datasets

    from tasks import get_task

    rows = _write_mirror(tmp_path, 900, blank={5, 17})
    task = get_task("deepsearchqa")
    splits = task.assign_splits(task.source_items(tmp_path))
    assert {k: len(v) for k, v in splits.items()} == {"train": 100, "validation": 100, "test": 600}
    shuffled = datasets.Dataset.from_list(rows).shuffle(seed=42)
    expected = [f"deepsearchqa-{r['example_id']}" for r in shuffled if r["answer"]][:100]
    assert [i.id for i in splits["train"]] == expected
    train = {i.id for i in splits["train"]}
    assert not train & {i.id for i in splits["validation"] + splits["test"]}
    assert not {i.id for i in splits["validation"]} & {i.id for i in splits["test"]}
    every = {i.id for v in splits.values() for i in v}
    assert "deepsearchqa-5" not in every and "deepsearchqa-17" not in every  # no gold answer: not gradable


def test_a_mirror_with_the_wrong_columns_or_too_few_rows_is_refused(mirror_env, tmp_path):
    from tasks import get_task

    task = get_task("deepsearchqa")
    _write_mirror(tmp_path / "small", 50)
    with pytest.raises(ValueError, match="gradable questions"):
        task.assign_splits(task.source_items(tmp_path / "small"))
    (tmp_path / "wrong" / "deepsearchqa").mkdir(parents=True)
    (tmp_path / "wrong" / "deepsearchqa" / "DSQA-full.csv").write_text("question,gold\nq,a\n")
    with pytest.raises(DataUnavailableError, match="problem_category"):
        task.source_items(tmp_path / "wrong")


def test_offline_without_data_the_error_names_the_fix(monkeypatch, tmp_path):
    from tasks import get_task

    monkeypatch.delenv("A2RL_DATA_DIR", raising=False)
    task = get_task("deepsearchqa")
    for data_dir in (None, tmp_path):
        with pytest.raises(DataUnavailableError, match="--data-dir") as err:
            task.source_items(data_dir)
        assert "DSQA-full.csv" in str(err.value) and "google/deepsearchqa" in str(err.value)
    ok, why = task.offline_status(tmp_path)
    assert not ok and "--data-dir" in why


# -- which search tool ---------------------------------------------------------------------
def test_preflight_names_what_to_set(monkeypatch, mirror_env, tmp_path):
    from tasks import get_task

    with pytest.raises(UsageError, match="A2RL_SEARCH=brave"):
        get_task("deepsearchqa").preflight()  # the paper's setting: the web, and no provider
    monkeypatch.setenv("A2RL_SEARCH", "brave")
    with pytest.raises(UsageError, match="A2RL_SEARCH_API_KEY"):
        get_task("deepsearchqa").preflight()
    monkeypatch.setenv("A2RL_SEARCH", "altavista")
    with pytest.raises(UsageError, match="brave|serper|tavily"):
        get_task("deepsearchqa").preflight()
    monkeypatch.setenv("A2RL_SEARCH", "bm25")
    monkeypatch.setenv("A2RL_DATA_DIR", str(tmp_path))
    with pytest.raises(UsageError, match="A2RL_SEARCH_CORPUS"):
        get_task("deepsearchqa").preflight()
    monkeypatch.setenv("A2RL_SEARCH_CORPUS", str(tmp_path / "missing.jsonl"))
    with pytest.raises(UsageError, match="does not exist"):
        get_task("deepsearchqa").preflight()
    monkeypatch.setenv("A2RL_SEARCH_CORPUS", str(CORPUS))
    task = get_task("deepsearchqa")
    task.preflight()
    assert task.spec.env.options["corpus"] == str(CORPUS) and task.spec.env.options["search"] == "bm25"


def test_the_mirror_corpus_is_found_and_travels_in_the_episode_options(mini):
    from graders import episodes_for

    task, items = mini
    task.preflight()
    specs = episodes_for(task, items[:2], "test")
    assert all(s.options["corpus"] == str(CORPUS) and s.options["turn_limit"] == 4 for s in specs)
    assert all(s.item["extra"]["answers"] for s in specs) and specs[0].env == "search-qa"
    ok, why = task.offline_status(None)
    assert ok and "BM25" in why


# -- web search against a stand-in ---------------------------------------------------------
class _StandIn(BaseHTTPRequestHandler):
    """A STAND-IN for the providers' APIs (no network here): answers each provider's path with
    the JSON shape its documentation gives, and records the requests it got."""

    replies: ClassVar[dict[str, list[tuple[int, dict]]]] = {}
    seen: ClassVar[list[dict]] = []

    def _answer(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        body = json.loads(self.rfile.read(length)) if length else None
        url = urlparse(self.path)
        self.seen.append({"method": self.command, "path": url.path, "query": parse_qs(url.query),
                          "headers": {k.lower(): v for k, v in self.headers.items()}, "json": body})
        queue = self.replies.get(url.path) or [(404, {"error": "unknown path"})]
        status, payload = queue.pop(0) if len(queue) > 1 else queue[0]
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    do_GET = do_POST = _answer

    def log_message(self, *args) -> None:
        pass


BRAVE = {"type": "search", "query": {"original": "q"}, "web": {"type": "search", "results": [
    {"title": "The <strong>Dunmore</strong> Light", "url": "https://example.org/dunmore",
     "description": "Built in <strong>1887</strong> &amp; still lit.", "age": "2 days ago"},
    {"title": "Hallow Bay", "url": "https://example.org/hallow", "description": "Salt works."}]}}
SERPER = {"searchParameters": {"q": "q", "type": "search", "engine": "google"}, "organic": [
    {"title": "Dunmore Light", "link": "https://example.org/dunmore", "snippet": "Built in 1887.", "position": 1},
    {"title": "Hallow Bay", "link": "https://example.org/hallow", "snippet": "Salt works.", "position": 2}]}
TAVILY = {"query": "q", "answer": None, "images": [], "response_time": 0.4, "results": [
    {"title": "Dunmore Light", "url": "https://example.org/dunmore", "content": "Built in 1887.", "score": 0.93,
     "raw_content": None},
    {"title": "Hallow Bay", "url": "https://example.org/hallow", "content": "Salt works.", "score": 0.41}]}


@pytest.fixture
def stand_in():
    _StandIn.replies, _StandIn.seen = {}, []
    server = ThreadingHTTPServer(("127.0.0.1", 0), _StandIn)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


@pytest.mark.parametrize("provider, path, reply", [("brave", "/res/v1/web/search", BRAVE),
                                                    ("serper", "/search", SERPER), ("tavily", "/search", TAVILY)])
def test_web_providers_speak_their_documented_format(stand_in, provider, path, reply):
    from tasks.deepsearchqa.search_tools import WebSearch

    _StandIn.replies[path] = [(200, reply)]
    tool = WebSearch(provider, "k-123", base_url=stand_in + path, max_retries=0)
    hits = tool.search("oldest lighthouse", 2)
    tool.close()
    assert [h.title for h in hits] == ["The Dunmore Light" if provider == "brave" else "Dunmore Light", "Hallow Bay"]
    assert hits[0].url == "https://example.org/dunmore" and "1887" in hits[0].snippet
    assert "<strong>" not in hits[0].snippet
    request = _StandIn.seen[-1]
    if provider == "brave":
        assert request["method"] == "GET" and request["query"] == {"q": ["oldest lighthouse"], "count": ["2"]}
        assert request["headers"]["x-subscription-token"] == "k-123"
    elif provider == "serper":
        assert request["method"] == "POST" and request["json"] == {"q": "oldest lighthouse", "num": 2}
        assert request["headers"]["x-api-key"] == "k-123"
    else:
        assert request["method"] == "POST" and request["json"] == {"query": "oldest lighthouse", "max_results": 2}
        assert request["headers"]["authorization"] == "Bearer k-123" and hits[0].score == 0.93


def test_web_search_retries_overload_and_refuses_a_bad_key(stand_in):
    from tasks.deepsearchqa.search_tools import SearchError, WebSearch

    _StandIn.replies["/search"] = [(503, {}), (429, {}), (200, SERPER)]
    tool = WebSearch("serper", "k", base_url=stand_in + "/search", max_retries=2, backoff_s=0.01)
    assert len(tool.search("q", 3)) == 2 and len(_StandIn.seen) == 3
    _StandIn.replies["/search"] = [(401, {"message": "Unauthorized"})]
    with pytest.raises(SearchError, match="A2RL_SEARCH_API_KEY"):
        tool.search("q", 3)
    _StandIn.replies["/search"] = [(503, {})]
    with pytest.raises(SearchError, match="did not answer after 3 tries"):
        tool.search("q", 3)
    tool.close()


def test_the_environment_searches_the_web_when_configured(stand_in, mini, monkeypatch):
    """The whole path: environment variables -> task -> episode options -> env -> provider API."""
    from graders import episodes_for
    from graders.envs import EnvContext, make_env
    from tasks import get_task

    _StandIn.replies["/res/v1/web/search"] = [(200, BRAVE)]
    monkeypatch.setenv("A2RL_SEARCH", "brave")
    monkeypatch.setenv("A2RL_SEARCH_API_KEY", "k-env")
    monkeypatch.setenv("A2RL_SEARCH_BASE_URL", stand_in + "/res/v1/web/search")
    task = get_task("deepsearchqa:mini")
    task.preflight()
    spec = episodes_for(task, [_item(mini[1], 3)], "test")[0]
    assert spec.options["provider"] == "brave" and "k-env" not in json.dumps(spec.model_dump())
    env = make_env("search-qa", EnvContext(cache_dir=Path("/nonexistent-unused"), task=task.name, item=spec.item),
                   spec.options)
    env.reset(spec.seed)
    step = env.step("search[oldest lighthouse]")
    assert "[1] The Dunmore Light" in step.observation.text and "1887" in step.observation.text
    assert _StandIn.seen[-1]["headers"]["x-subscription-token"] == "k-env"
    env.close()


# -- through the harness -------------------------------------------------------------------
def test_expert_rollouts_score_full_marks_on_training_questions(mini):
    from graders import rollout

    task, _ = mini
    result = rollout("expert", task=task.name, episodes=8)
    assert len(result.trajectories) == 8 and result.stats.failed == 0
    assert all(t.score == 1.0 and len(t.turns) == 2 and t.split == "train" for t in result.trajectories)
    assert result.trajectories[0].turns[0].prompt[0]["role"] == "system"


def test_a2rl_tasks_lists_deepsearchqa(run_cli, tmp_path):
    proc = run_cli("tasks", "--json", env=CLI_ENV, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-2000:]
    row = next(r for r in json.loads(proc.stdout) if r["name"] == "deepsearchqa")
    assert row["level"] == 3 and row["kind"] == "online" and "mini" in row["protocols"]
    assert row["offline"] is False and "web" in row["offline_note"]


def test_tiny_model_is_evaluated_on_the_mini_protocol(run_cli, home, tiny_model, tmp_path):
    """A real evaluation: `a2rl eval` in a subprocess, Ray actors playing the episodes with BM25."""
    proc = run_cli("eval", "--task", "deepsearchqa:mini", "--model", "tiny", "--split", "test", "--json",
                   "--home", str(home.root), env=CLI_ENV, timeout=600, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    summary = json.loads(proc.stdout.strip().splitlines()[-1])
    assert summary["status"] == "done" and summary["n_items"] == 8 and 0.0 <= summary["score"] <= 100.0
    assert any(k.startswith("category/") for k in summary["metrics"])
    lines = [json.loads(line) for line in Path(summary["trajectories_path"]).read_text().splitlines()]
    assert len(lines) == 8 and all(t["status"] != "failed" for t in lines), [t["error"] for t in lines]
    assert all(t["first_observation"].startswith("Question: ") and 1 <= len(t["turns"]) <= 4 for t in lines)
