"""The grading server under load: polling latency with the grader idle vs while it scores, and a /submit burst.

    python benchmarks/grader_load.py [--clients 200] [--requests 10] [--rounds 3] [--checkpoints 50]
                                     [--client raw|httpx] [--max-waiting N] [--home DIR] [--json]

One real grading service (ledger, evaluation queue, `GradingServer` over HTTP on loopback), its
evaluations real (`graders.evaluate_checkpoint` of the `tiny` model on `arithmetic`'s validation
split, on Ray), in one run:
  (A) idle: --clients concurrent clients, each on a keep-alive connection of its own, send
      --requests requests each, alternating GET /time and GET /submissions (a round), with
      nothing being scored; --rounds rounds.
  (B) busy: the same rounds while a checkpoint submitted with POST /submit?wait=false is
      evaluated: they start once it is `evaluating` and go on, round after round, until its
      evaluation has ended (--rounds at least). Should the load outlast it, the next checkpoint
      is submitted the moment the grader is idle again. `overlapped`: every round started
      while an evaluation ran; `overlap_fraction`: the share of (B)'s requests that started and
      ended inside one (the rest: the end of the last round, or the gap between two).
  (C) burst: --checkpoints distinct checkpoints (copies of `tiny`, each with its own note.txt,
      so their hashes differ) submitted at once with POST /submit?wait=false. Each is accepted
      (202) or refused with 429 (the queue holds the one being scored plus `max_waiting`, 2 by
      default: about 3 are accepted, the rest refused, by design). Then every accepted one is
      polled until scored.
Prints p50 / p99 latency of (A) and (B) and their ratios (target: p99 busy / idle <= 3), errors
(non-200 answers or failed requests in A and B, answers other than 200/202/429 in C), and for
(C): accepted, refused with 429, lost (accepted but not in the ledger, never evaluated, or not
done/failed in the end) and duplicates (a checkpoint evaluated more than once, or a ledger row
no client was told about). The clients run in a process of their own, as agents would (they
do not share the server's interpreter), and by default speak HTTP/1.1 by hand (`--client raw`:
~0.1 ms of CPU a request; httpx costs ~3.5 ms, three times what the server spends answering,
so on a small machine it would measure itself). With --json the last line of stdout is one
JSON object.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import os
import shutil
import sys
import tempfile
import threading
import time
import uuid
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

PATHS = ("/time", "/submissions")
MAX_BUSY_ROUNDS = 2000
IN_FLIGHT = ("received", "queued", "evaluating")


# -- the clients (run in a process of their own) -------------------------------------------

def client_load(url: str, clients: int, requests: int, client: str = "raw", timeout_s: float = 120.0) -> dict:
    """`clients` concurrent clients, each on a connection of its own, `requests` each, alternating
    the polling endpoints.

    Returns each request's path, start (time.monotonic, comparable across processes on one
    machine), latency and outcome (the HTTP status, or what went wrong).
    """
    return asyncio.run(_client_load(url, clients, requests, client, timeout_s))


async def _client_load(url: str, clients: int, requests: int, client: str, timeout_s: float) -> dict:
    records: list[tuple[str, float, float, int | str]] = []  # path, start, seconds, status or error
    go = asyncio.Event()
    ready = 0

    async def one_client(k: int) -> None:
        nonlocal ready
        try:
            session = await asyncio.wait_for(_open(url, client, timeout_s), timeout_s)
        except Exception as exc:  # noqa: BLE001 - a client that cannot connect: all its requests failed
            ready += 1
            now = time.monotonic()
            records.extend((PATHS[(k + i) % 2], now, 0.0, f"connect: {type(exc).__name__}: {exc}"[:200])
                           for i in range(requests))
            return
        try:
            ready += 1
            await go.wait()
            for i in range(requests):
                path = PATHS[(k + i) % 2]
                started = time.monotonic()
                try:
                    outcome: int | str = await asyncio.wait_for(session.get(path), timeout_s)
                except Exception as exc:  # noqa: BLE001 - every failure is counted, not raised
                    outcome = f"{type(exc).__name__}: {exc}"[:200]
                    session = await _reopen(session, url, client, timeout_s)
                records.append((path, started, time.monotonic() - started, outcome))
        finally:
            await session.close()

    tasks = [asyncio.create_task(one_client(k)) for k in range(clients)]
    while ready < clients and not any(t.done() for t in tasks):  # every connection open before the clock starts
        await asyncio.sleep(0.01)
    began = time.monotonic()
    go.set()
    await asyncio.gather(*tasks)
    ended = time.monotonic()
    return {"records": records, "began": began, "ended": ended}


def _open(url: str, client: str, timeout_s: float):
    return RawSession.open(url) if client == "raw" else HttpxSession.open(url, timeout_s)


async def _reopen(session, url: str, client: str, timeout_s: float):
    """After a failed request the connection's state is unknown: a fresh one (or the same error again)."""
    await session.close()
    try:
        return await asyncio.wait_for(_open(url, client, timeout_s), timeout_s)
    except Exception:  # noqa: BLE001 - the next request on the old one fails and is counted
        return session


class RawSession:
    """One keep-alive HTTP/1.1 connection, requests written and answers parsed by hand.

    A client this lean leaves the machine's cores to the server: httpx costs ~3.5 ms of CPU a
    request, three times what the server spends answering it, and with one shared
    `AsyncClient` (a pool of N connections) its pool bookkeeping grows with N.
    """

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, host: str) -> None:
        self.reader, self.writer, self.host = reader, writer, host

    @classmethod
    async def open(cls, url: str) -> RawSession:
        hostport = url.split("://", 1)[1].rstrip("/")
        host, port = hostport.rsplit(":", 1)
        reader, writer = await asyncio.open_connection(host, int(port))
        return cls(reader, writer, hostport)

    async def get(self, path: str) -> int:
        self.writer.write(f"GET {path} HTTP/1.1\r\nHost: {self.host}\r\nAccept: application/json\r\n\r\n".encode())
        head = await self.reader.readuntil(b"\r\n\r\n")
        lines = head.decode("latin-1").split("\r\n")
        status = int(lines[0].split(" ", 2)[1])
        headers = dict(line.split(":", 1) for line in lines[1:] if ":" in line)
        length = {k.strip().lower(): v.strip() for k, v in headers.items()}.get("content-length")
        if length is None:
            raise ValueError(f"answer without Content-Length (status {status})")
        body = await self.reader.readexactly(int(length))
        json.loads(body)  # a whole, well-formed answer
        return status

    async def close(self) -> None:
        self.writer.close()
        try:
            await self.writer.wait_closed()
        except OSError:
            pass


class HttpxSession:
    """One `httpx.AsyncClient` (so one connection) per client, as an agent's own client would be."""

    def __init__(self, http) -> None:
        self.http = http

    @classmethod
    async def open(cls, url: str, timeout_s: float) -> HttpxSession:
        import httpx

        http = httpx.AsyncClient(base_url=url, timeout=timeout_s)
        await http.get("/health")  # the connection opened before the clock starts, as with raw
        return cls(http)

    async def get(self, path: str) -> int:
        r = await self.http.get(path)
        r.json()
        return r.status_code

    async def close(self) -> None:
        await self.http.aclose()


# -- figures ------------------------------------------------------------------------------

def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0-100), linear between closest ranks (numpy's default)."""
    if not values:
        return float("nan")
    s = sorted(values)
    pos = (len(s) - 1) * q / 100.0
    lo = int(pos)
    hi = min(lo + 1, len(s) - 1)
    return s[lo] + (s[hi] - s[lo]) * (pos - lo)


def merge(rounds: list[dict]) -> dict:
    """Rounds of load as one: their requests, the first start, the last end, the time under load."""
    return {"records": [r for load in rounds for r in load["records"]], "began": rounds[0]["began"],
            "ended": rounds[-1]["ended"], "rounds": len(rounds),
            "seconds": sum(load["ended"] - load["began"] for load in rounds)}


def summarize(load: dict) -> dict:
    recs = load["records"]
    ok = [r for r in recs if r[3] == 200]
    errors = [r for r in recs if r[3] != 200]
    out = {"rounds": load.get("rounds", 1), "requests": len(recs), "errors": len(errors),
           "seconds": round(load.get("seconds", load["ended"] - load["began"]), 3),
           "error_samples": sorted({str(r[3]) for r in errors})[:5]}
    out["rps"] = round(len(recs) / out["seconds"], 1) if out["seconds"] > 0 else None
    for label, paths in (("", PATHS), ("_time", ("/time",)), ("_submissions", ("/submissions",))):
        lat = [1000.0 * r[2] for r in ok if r[0] in paths]
        out[f"p50{label}_ms"] = round(percentile(lat, 50), 2)
        out[f"p99{label}_ms"] = round(percentile(lat, 99), 2)
        out[f"max{label}_ms"] = round(max(lat), 2) if lat else float("nan")
    return out


def ratio(a: float, b: float) -> float | None:
    return round(a / b, 2) if b and not math.isnan(a) and not math.isnan(b) else None


# -- the grader -------------------------------------------------------------------------------

class CountingEvaluate:
    """The real evaluation, counting calls per snapshot and when each ran (time.monotonic)."""

    def __init__(self, task, data) -> None:
        self.task, self.data = task, data
        self.calls: dict[str, int] = {}
        self.windows: list[list] = []  # [snapshot, start, end or None]
        self._lock = threading.Lock()

    def __call__(self, snap: Path):
        import graders

        key = str(snap)
        window = [key, time.monotonic(), None]
        with self._lock:
            self.calls[key] = self.calls.get(key, 0) + 1
            self.windows.append(window)
        try:
            return graders.evaluate_checkpoint(
                snap, self.task, self.data, "validation",
                trajectories=snap.parent.parent / "trajectories" / f"{snap.name}.jsonl")
        finally:
            window[2] = time.monotonic()

    def ended(self, snapshot: str) -> bool:
        """Whether an evaluation of `snapshot` has run to its end."""
        return any(w[0] == snapshot and w[2] is not None for w in self.windows)

    def inside(self, start: float, end: float) -> bool:
        """Whether [start, end] lies within one evaluation."""
        return any(w[1] <= start and end <= (w[2] if w[2] is not None else float("inf")) for w in self.windows)


def make_checkpoint(source: Path, dst: Path, note: str | None = None) -> Path:
    """A copy of `source` at `dst` (weights hard-linked where possible), with its own note.txt."""
    dst.mkdir(parents=True)
    for f in sorted(source.rglob("*")):
        rel = f.relative_to(source)
        if f.is_dir():
            (dst / rel).mkdir(parents=True, exist_ok=True)
            continue
        try:
            os.link(f, dst / rel)
        except OSError:
            shutil.copy2(f, dst / rel)
    if note is not None:
        (dst / "note.txt").write_text(note + "\n")
    return dst


def submit_one(client, path: str) -> int:
    """POST /submit?wait=false; the submission id (202 expected)."""
    r = client.post("/submit", params={"wait": "false"}, json={"model_path": path})
    if r.status_code != 202:
        raise SystemExit(f"POST /submit?wait=false of {path} answered {r.status_code}, not 202: {r.text[:500]}")
    return int(r.json()["submission_id"])


def poll_until(client, sid: int, done, timeout_s: float, every_s: float = 0.05) -> dict:
    """GET /submissions/{sid} until `done(view)`; returns the last view."""
    deadline = time.monotonic() + timeout_s
    while True:
        r = client.get(f"/submissions/{sid}")
        view = r.json() if r.status_code == 200 else {"status": f"http {r.status_code}"}
        if done(view) or time.monotonic() > deadline:
            return view
        time.sleep(every_s)


async def submit_burst(url: str, paths: list[str]) -> list[tuple[int | str, dict, str | None]]:
    """POST /submit?wait=false for every path at once; (status, body, Retry-After) each."""
    import httpx

    limits = httpx.Limits(max_connections=len(paths), max_keepalive_connections=len(paths))
    async with httpx.AsyncClient(base_url=url, limits=limits, timeout=300) as http:
        go = asyncio.Event()

        async def one(path: str):
            await go.wait()
            try:
                r = await http.post("/submit", params={"wait": "false"}, json={"model_path": path})
                try:
                    body = r.json()
                except ValueError:
                    body = {"text": r.text[:200]}
                return r.status_code, body, r.headers.get("retry-after")
            except Exception as exc:  # noqa: BLE001
                return f"{type(exc).__name__}: {exc}"[:200], {}, None

        tasks = [asyncio.create_task(one(p)) for p in paths]
        await asyncio.sleep(0)
        go.set()
        return list(await asyncio.gather(*tasks))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--clients", type=int, default=200, help="concurrent polling clients (default 200)")
    parser.add_argument("--requests", type=int, default=10, help="requests per client in each phase (default 10)")
    parser.add_argument("--rounds", type=int, default=3,
                        help="rounds of the load with the grader idle; while it evaluates, the load is repeated "
                             "until the first evaluation has ended, --rounds times at least (default 3)")
    parser.add_argument("--checkpoints", type=int, default=50, help="distinct checkpoints in the /submit burst "
                                                                    "(default 50)")
    parser.add_argument("--max-waiting", type=int, default=None,
                        help="GradingSettings.max_waiting: submissions that may wait behind the one being scored "
                             "(default: the service's, 2)")
    parser.add_argument("--client", choices=("raw", "httpx"), default="raw",
                        help="raw: hand-written HTTP/1.1 over asyncio streams, one keep-alive connection per "
                             "client (default: measures the server, not the client); httpx: one "
                             "httpx.AsyncClient per client")
    parser.add_argument("--home", default=None, help="A2RL_HOME to use (default: a temporary one, removed after; "
                                                     "the tiny model is converted into it, ~30 s)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    from rich.console import Console

    console = Console(file=sys.stderr if args.json else sys.stdout, width=200)
    temp_home = None
    if args.home is None:
        temp_home = tempfile.mkdtemp(prefix="a2rl-grader-load-")
    try:
        result = run(args, args.home or temp_home, console)
    finally:
        if temp_home is not None:
            shutil.rmtree(temp_home, ignore_errors=True)
    if args.json:
        print(json.dumps(result))


def run(args: argparse.Namespace, home_dir: str, console) -> dict:
    import httpx

    import graders
    import infra
    from tasks import get_task, prepare_data

    home = infra.A2RLHome.resolve(home_dir).ensure()
    os.environ["A2RL_HOME"] = str(home.root)
    console.print("preparing the tiny model and the arithmetic task …")
    model = infra.resolve_model("tiny", home)
    task = get_task("arithmetic")
    data = prepare_data(task, home)
    graders.ensure_ray()  # in the main thread: Ray's processes live as long as it does

    run_dir = infra.RunDir.create(home, f"bench-grader-load-{uuid.uuid4().hex[:8]}")
    ledger = graders.Ledger(run_dir.ledger)
    settings = graders.GradingSettings(task="arithmetic", workspace=run_dir.workspace, grader_dir=run_dir.grader,
                                       start_time=time.time(), budget_s=30 * 86400.0,
                                       max_artifact_bytes=2**30, baseline_score=None,
                                       **({} if args.max_waiting is None else {"max_waiting": args.max_waiting}))
    evaluate = CountingEvaluate(task, data)
    service = graders.GradingService(settings, ledger, evaluate, on_result=None)
    # Checkpoints are written before anything is timed (the burst's copies are hard links).
    make_checkpoint(model.path, run_dir.output / "busy-0", note="output/busy-0")
    burst = [f"output/c{i:03d}" for i in range(args.checkpoints)]
    for i, rel in enumerate(burst):
        make_checkpoint(model.path, run_dir.workspace / rel, note=f"checkpoint {i} of the /submit burst")

    spawn = get_context("spawn")
    with graders.GradingServer(service) as server, \
            ProcessPoolExecutor(max_workers=1, mp_context=spawn) as pool, \
            httpx.Client(base_url=server.url, timeout=300) as client:
        url = server.url
        # Warm-up (untimed): the client process starts, imports httpx, the server's first answers.
        pool.submit(client_load, url, min(args.clients, 20), 2, args.client).result()

        console.print(f"(A) idle: {args.rounds} rounds of {args.clients} clients × {args.requests} requests …")
        idle_rounds = [pool.submit(client_load, url, args.clients, args.requests, args.client).result()
                       for _ in range(args.rounds)]
        idle = merge(idle_rounds)

        console.print("(B) busy: submitting output/busy-0 with wait=false …")
        busy_sids = [submit_one(client, "output/busy-0")]
        first = str(run_dir.submissions / str(busy_sids[0]))
        submitted = time.monotonic()
        view = poll_until(client, busy_sids[0], lambda v: v["status"] not in ("received", "queued"), 300)
        console.print(f"    submission {busy_sids[0]} is {view['status']} "
                      f"{time.monotonic() - submitted:.2f} s after its 202; the load starts")

        def feed() -> None:
            # The grader is idle again while the load goes on: the next checkpoint, at once, so that
            # (B) meets an evaluation throughout (but for the gap: noticing it, admitting the next).
            if service.pending() == 0:
                path = f"output/busy-{len(busy_sids)}"
                make_checkpoint(model.path, run_dir.workspace / path, note=path)
                busy_sids.append(submit_one(client, path))

        busy_rounds: list[dict] = []
        # Round after round, from the first evaluation's start to its end (and --rounds at least).
        while len(busy_rounds) < args.rounds or not evaluate.ended(first):
            feed()
            future = pool.submit(client_load, url, args.clients, args.requests, args.client)
            while not future.done():
                feed()
                time.sleep(0.01)
            busy_rounds.append(future.result())
            if len(busy_rounds) >= MAX_BUSY_ROUNDS:
                break
        busy = merge(busy_rounds)
        after = client.get(f"/submissions/{busy_sids[-1]}").json()["status"]
        finals = [poll_until(client, sid, lambda v: v["status"] not in IN_FLIGHT, 1800, every_s=0.2)["status"]
                  for sid in busy_sids]
        inside = [rec for rec in busy["records"] if evaluate.inside(rec[1], rec[1] + rec[2])]
        overlap_fraction = round(len(inside) / max(1, len(busy["records"])), 4)
        # Overlapped: every round started while an evaluation ran (the last may end after it).
        overlapped = all(evaluate.inside(r["began"], r["began"]) for r in busy_rounds)
        busy_windows = [w for w in evaluate.windows if w[2] is not None]
        eval_s = round(sum(w[2] - w[1] for w in busy_windows) / max(1, len(busy_windows)), 2)
        console.print(f"    {len(busy_rounds)} rounds in {busy['ended'] - busy['began']:.2f} s, over "
                      f"{len(busy_sids)} evaluation(s) of {eval_s} s on average ({', '.join(finals)}); the last "
                      f"was {after} when the load ended; {100 * overlap_fraction:.1f} % of requests fell inside "
                      "an evaluation")
        if not overlapped:
            console.print("[yellow]    a round started while nothing was being evaluated: (B) is partly idle[/]")

        console.print(f"(C) burst: {args.checkpoints} distinct checkpoints, POST /submit?wait=false at once …")
        while client.get("/health").json()["evaluating"]:  # nothing left over from (B)
            time.sleep(0.2)
        before = {row.id for row in ledger.all()}
        started = time.monotonic()
        answers = asyncio.run(submit_burst(url, burst))
        burst_s = time.monotonic() - started
        accepted = {path: body["submission_id"] for path, (code, body, _) in zip(burst, answers)
                    if code in (200, 202)}
        refused = [a for a in answers if a[0] == 429]
        submit_errors = [a for a in answers if a[0] not in (200, 202, 429)]
        no_retry_after = sum(1 for a in refused if not a[2])
        console.print(f"    {len(accepted)} accepted, {len(refused)} refused with 429 "
                      f"({no_retry_after} without Retry-After), {len(submit_errors)} other, in {burst_s:.2f} s; "
                      "waiting for the accepted ones to be scored …")
        for sid in sorted(accepted.values()):
            poll_until(client, sid, lambda v: v["status"] not in IN_FLIGHT, 1800, every_s=0.2)
        service.drain()

    graders_ledger = {row.id: row for row in ledger.all()}
    new_rows = {sid: row for sid, row in graders_ledger.items() if sid not in before}
    lost_ids = sorted(sid for sid in accepted.values()
                      if sid not in graders_ledger or graders_ledger[sid].status not in ("done", "failed")
                      or evaluate.calls.get(graders_ledger[sid].snapshot, 0) == 0)
    evaluated_twice = sum(n - 1 for n in evaluate.calls.values() if n > 1)
    unexpected_rows = sorted(set(new_rows) - set(accepted.values()))
    failed = sorted(sid for sid, row in graders_ledger.items() if row.status == "failed")
    # A refused submission leaves no snapshot behind.
    stray = sorted(d.name for d in run_dir.submissions.iterdir()
                   if d.is_dir() and (not d.name.isdigit() or int(d.name) not in graders_ledger))

    a, b = summarize(idle), summarize(busy)
    result = {
        "clients": args.clients, "requests_per_client": args.requests, "checkpoints": args.checkpoints,
        "client": args.client, "idle_rounds": len(idle_rounds), "busy_rounds": len(busy_rounds),
        "cpus": os.cpu_count(),
        "p50_idle_ms": a["p50_ms"], "p99_idle_ms": a["p99_ms"], "p50_busy_ms": b["p50_ms"], "p99_busy_ms": b["p99_ms"],
        "p50_ratio": ratio(b["p50_ms"], a["p50_ms"]), "p99_ratio": ratio(b["p99_ms"], a["p99_ms"]),
        "idle": a, "busy": b,
        "errors": a["errors"] + b["errors"] + len(submit_errors),
        "errors_idle": a["errors"], "errors_busy": b["errors"], "submit_errors": len(submit_errors),
        "submit_error_samples": sorted({str(e[0]) + " " + json.dumps(e[1])[:200] for e in submit_errors})[:5],
        "overlapped": overlapped, "overlap_fraction": overlap_fraction, "busy_eval_s": eval_s,
        "busy_evaluations": len(busy_sids), "busy_statuses": finals,
        "accepted": len(accepted), "refused_429": len(refused), "refused_without_retry_after": no_retry_after,
        "burst_s": round(burst_s, 3), "max_waiting": settings.max_waiting,
        "lost": len(lost_ids), "lost_ids": lost_ids,
        "duplicates": evaluated_twice + len(unexpected_rows), "evaluated_twice": evaluated_twice,
        "unexpected_ledger_rows": unexpected_rows,
        "evaluations": sum(evaluate.calls.values()), "failed": len(failed), "stray_snapshots": stray,
    }
    print_table(result, console)
    return result


def print_table(res: dict, console) -> None:
    from rich.table import Table

    a, b = res["idle"], res["busy"]
    table = Table(title=f"grading server · {res['clients']} clients × {res['requests_per_client']} requests "
                        f"(GET /time, GET /submissions) · {res['client']} client · {res['cpus']} CPUs")
    for col in ("phase", "rounds", "requests", "errors", "req/s", "p50 ms", "p99 ms", "max ms",
                "p50 /time", "p99 /time", "p50 /submissions", "p99 /submissions"):
        table.add_column(col, justify="right")
    for name, s in (("(A) idle", a), ("(B) evaluating", b)):
        table.add_row(name, str(s["rounds"]), str(s["requests"]), str(s["errors"]), f"{s['rps']}", f"{s['p50_ms']:.1f}",
                      f"{s['p99_ms']:.1f}", f"{s['max_ms']:.1f}", f"{s['p50_time_ms']:.1f}",
                      f"{s['p99_time_ms']:.1f}", f"{s['p50_submissions_ms']:.1f}", f"{s['p99_submissions_ms']:.1f}")
    def fmt(x: float | None) -> str:
        return f"{x:.2f}×" if x is not None else "—"

    table.add_row("busy / idle", "", "", "", "", fmt(res["p50_ratio"]), fmt(res["p99_ratio"]), "", "", "", "", "")
    console.print(table)
    met = res["p99_ratio"] is not None and res["p99_ratio"] <= 3
    console.print(f"p99 ratio {fmt(res['p99_ratio'])} (target ≤ 3: {'met' if met else 'NOT met'}); "
                  f"overlapped: {res['overlapped']} ({100 * res['overlap_fraction']:.1f} % of (B)'s requests inside "
                  f"an evaluation; {res['busy_evaluations']} evaluation(s) of {res['busy_eval_s']} s on average)")
    burst = Table(title=f"/submit burst · {res['checkpoints']} distinct checkpoints at once · "
                        f"max_waiting {res['max_waiting']}")
    for col in ("accepted", "refused 429", "other (errors)", "lost", "duplicates", "evaluations", "failed",
                "burst s"):
        burst.add_column(col, justify="right")
    burst.add_row(str(res["accepted"]), str(res["refused_429"]), str(res["submit_errors"]), str(res["lost"]),
                  str(res["duplicates"]), str(res["evaluations"]), str(res["failed"]), f"{res['burst_s']:.2f}")
    console.print(burst)
    console.print(f"errors: {res['errors']} (idle {res['errors_idle']}, busy {res['errors_busy']}, "
                  f"submit {res['submit_errors']})")


if __name__ == "__main__":
    main()
