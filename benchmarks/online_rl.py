"""Does the example agent's online RL raise the score? SFT warm-up, then GRPO rounds, measured.

    python benchmarks/online_rl.py [--task textworld] [--model smollm2-135m] [--rounds 3]
        [--episodes 16] [--samples 4] [--dev 64] [--harness-eval] [--json]

Runs the example agent's own recipe (`agents/example/train_online.py`: the same functions its
online phase calls) outside a workspace, so every checkpoint can be measured on many more
episodes than a 16-episode validation split gives:
  0. warm-up: SFT on expert demonstrations of --demos training seeds;
  1..R. GRPO: --episodes training seeds (new ones each round) × --samples sampled episodes at
     --temperature, group-relative advantages, one GRPO pass, from the previous checkpoint.
Every checkpoint (and the base model) plays the same --dev held-out **training** seeds with
greedy decoding (the grader's decoding) — seeds no round trains on. Each row's Δ is its dev
mean minus the warm-up's, with a paired 95% interval (Student t) over the dev seeds: an interval
above 0 is an improvement beyond noise. With --harness-eval the warm-up and the last
checkpoint are also scored by `a2rl eval` on the task's validation and test splits.
Choosing the best round by its dev score flatters it; --recheck N has the warm-up and that
round play N further held-out seeds (next to the dev seeds, never trained on) for an unbiased Δ.
--resume goes on from the rounds kept in --out (with --rounds 0: only rebuild the table, recheck).
A checkpoint's dev games are kept under --home's evaluation cache, keyed by its files, the task
and the seeds: an ablation from the same --warm-up does not replay them (--no-dev-cache replays).
The dev score moves only when a whole game flips, so each row also gives a finer reading of
where the policy is heading: in every dev game the warm-up lost, the first state where its
greedy play left the expert's path (the expert's games of the dev seeds); `margin` is the mean
log π(expert's move) − log π(warm-up's move) there (summed over each move's tokens), `flipped`
how many of those states now prefer the expert's move (--no-margins: skip it).
With --json the last line of stdout is {"rows": [...], "recheck": {...}, "harness": {...}}.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace
from typing import NamedTuple

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "agents" / "example"


def paired_interval(deltas: list[float]) -> tuple[float, float]:
    """95% interval of the mean of per-seed differences (Student t, as the leaderboard's `mean_ci`).

    >>> lo, hi = paired_interval([0.5, 0.0, 1.0, 0.5] * 8)
    >>> 0.0 < lo < 0.5 < hi
    True
    >>> paired_interval([0.0, 0.0, 0.0])  # every seed tied: no spread, no doubt
    (0.0, 0.0)
    """
    from flows._leaderboard import mean_ci

    mean, half, _ = mean_ci(deltas)
    half = half or 0.0
    return mean - half, mean + half


def paired_delta(scores: dict[int, float], reference: dict[int, float], seeds: list[int]) -> dict:
    """Δ of `scores` over `reference` on the same seeds: mean, 95% interval, seeds won and lost.

    >>> paired_delta({1: 1.0, 2: 0.0}, {1: 0.0, 2: 0.0}, [1, 2])
    {'delta': 0.5, 'ci_low': -5.8531, 'ci_high': 6.8531, 'wins': 1, 'losses': 0}
    """
    deltas = [scores[s] - reference[s] for s in seeds]
    lo, hi = paired_interval(deltas)
    return {"delta": round(sum(deltas) / len(deltas), 4), "ci_low": round(lo, 4), "ci_high": round(hi, 4),
            "wins": sum(d > 0 for d in deltas), "losses": sum(d < 0 for d in deltas)}


class Divergence(NamedTuple):
    """A dev game the warm-up lost: the state where its greedy play first left the expert's path."""

    seed: int
    turn: int
    prompt: list[dict]
    expert: str
    warm_up: str


def divergences(warm_up_games, expert_games) -> list[Divergence]:
    """Each lost dev game's first turn where the warm-up's move was not the expert's (same state shown).

    >>> from types import SimpleNamespace as T
    >>> turn = lambda i, state, action: T(index=i, prompt=[{"role": "user", "content": state}], action=action)
    >>> lost = T(seed=1, score=0.0, turns=[turn(0, "hall", "go east"), turn(1, "kitchen", "drop key")])
    >>> won = T(seed=2, score=1.0, turns=[turn(0, "hall", "go east")])
    >>> expert = [T(seed=1, score=1.0, turns=[turn(0, "hall", "go east"), turn(1, "kitchen", "take key")]),
    ...           T(seed=2, score=1.0, turns=[turn(0, "hall", "go east")])]
    >>> [(d.seed, d.turn, d.expert, d.warm_up) for d in divergences([lost, won], expert)]
    [(1, 1, 'take key', 'drop key')]
    """
    by_seed = {t.seed: t for t in expert_games if t.score > 0}
    out = []
    for game in warm_up_games:
        if game.score > 0 or game.seed not in by_seed:
            continue
        for mine, theirs in zip(game.turns, by_seed[game.seed].turns):
            if mine.prompt != theirs.prompt:  # a game that is not deterministic: no shared state left
                break
            if mine.action.strip() != theirs.action.strip():
                out.append(Divergence(game.seed, mine.index, mine.prompt, theirs.action, mine.action))
                break
    return out


PREPOSITIONS = frozenset({"from", "into", "in", "on", "with", "to"})


def command_kind(action: str) -> str:
    """A command's verb and prepositions: what a push on it carries to other games.

    >>> command_kind("take type K passkey from desk"), command_kind("put book on board"), command_kind("go east")
    ('take … from', 'put … on', 'go')
    """
    words = action.strip().lower().split()
    return " … ".join(words[:1] + [w for w in words[1:] if w in PREPOSITIONS])


def command_pushes(agent, weighted) -> dict[str, float]:
    """The update's net push per kind of command: advantage × weight over every turn it learns from.

    A small model carries a push on a command to games whose quest wants another, so a large net
    push on one kind is a likely cause of games the warm-up won being lost.
    """
    out: dict[str, float] = {}
    for turn, advantage, weight, _ in agent.grpo.pushed_turns(weighted, agent.cfg.gamma):
        kind = command_kind(turn.action)
        out[kind] = out.get(kind, 0.0) + advantage * weight
    return {k: round(v, 2) for k, v in sorted(out.items(), key=lambda kv: -kv[1])}


def margins(agent, tokenizer, path: Path, cases: list[Divergence]) -> dict:
    """Mean log π(expert's move) − log π(warm-up's move) of the checkpoint at `path`, and how many prefer the expert's."""
    import torch

    if not cases:
        return {"margin": None, "flipped": 0, "divergences": 0}
    def rows(actions: list[str]) -> list:  # tokenized as the agent's GRPO update sees a turn
        return [agent.grpo.Row(*agent.grpo.turn_ids(tokenizer, c.prompt, a), 0.0, 1.0, c.seed)
                for a, c in zip(actions, cases)]

    model = agent.checkpoints.load_model(str(path), agent.cfg.train_layers, to_gpu=True).eval()
    pad = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else 0
    with torch.no_grad():
        logp = [torch.cat([agent.grpo.action_logprobs(model, batch[i:i + 8], pad) for i in range(0, len(batch), 8)])
                for batch in (rows([c.expert for c in cases]), rows([c.warm_up for c in cases]))]
    diff = logp[0] - logp[1]
    return {"margin": round(diff.mean().item(), 3), "flipped": int((diff > 0).sum()), "divergences": len(cases)}


def _agent(task: str, model_path: Path, work: Path, args) -> SimpleNamespace:
    """The example agent's online modules, imported as its launcher runs them (env, cwd), and its
    settings (OnlineConfig) with this run's learning rate, warm-up steps and seed."""
    data = work / "data"
    data.mkdir(parents=True, exist_ok=True)
    os.environ.update({"TASK": task, "MODEL_PATH": str(model_path), "DATA_PATH": str(data),
                       "WORKSPACE": str(work), "OUTPUT_DIR": str(work / "output")})
    sys.path.insert(0, str(EXAMPLE))
    import checkpoints
    import online_grpo
    import train_online
    from recipe import OnlineConfig

    cfg = OnlineConfig(grpo_lr=args.lr, sft_steps=args.sft_steps, seed=args.seed, episodes=args.episodes,
                       samples=args.samples, temperature=args.temperature, demos=args.demos)
    return SimpleNamespace(cfg=cfg, checkpoints=checkpoints, grpo=online_grpo, loop=train_online)


def dev_cache(home, task: str, model: Path, seeds: list[int]) -> Path:
    """Where the greedy dev games of `model` on `seeds` are kept: keyed by the model's files, the
    task's spec and the seeds, so an ablation from the same warm-up does not replay them.

    Greedy play is deterministic on one machine; a change to the rollout engine or the environments
    is not in the key: --no-dev-cache after one.
    """
    import hashlib

    from flows._eval_cache import model_sha256
    from tasks import get_task

    blob = json.dumps({"model": model_sha256(model), "task": get_task(task).spec.model_dump(mode="json"),
                       "seeds": seeds}, sort_keys=True)
    return home.eval_cache / "online_rl" / f"{hashlib.sha256(blob.encode()).hexdigest()[:24]}.jsonl"


def _harness_eval(task: str, model: Path, split: str, home: Path) -> float | None:
    cmd = [sys.executable, "-m", "flows.cli", "eval", "--task", task, "--model", str(model), "--split", split,
           "--home", str(home), "--json"]
    proc = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT)
    try:
        return float(json.loads(proc.stdout.strip().splitlines()[-1])["score"])
    except (ValueError, KeyError, IndexError):
        print(proc.stderr[-2000:], file=sys.stderr)
        return None


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--task", default="textworld")
    ap.add_argument("--model", default="smollm2-135m")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--episodes", type=int, default=16, help="training seeds per GRPO round")
    ap.add_argument("--samples", type=int, default=4, help="episodes per seed (a GRPO group)")
    ap.add_argument("--temperature", type=float, default=1.0)
    ap.add_argument("--lr", type=float, default=1e-5, help="GRPO learning rate")
    ap.add_argument("--rollouts", default=None, metavar="DIR",
                    help="use DIR/rollouts-R.jsonl (an earlier --out) for round R instead of playing it: an "
                         "ablation of the update on the same episodes (round 1 only, unless the policies match)")
    ap.add_argument("--demos", type=int, default=8, help="training seeds of expert demonstrations for the warm-up")
    ap.add_argument("--sft-steps", type=int, default=30)
    ap.add_argument("--skip-base", action="store_true", help="do not measure the base model (it scores 0 on textworld)")
    ap.add_argument("--warm-up", default=None, metavar="CKPT",
                    help="start from this warm-up checkpoint (an earlier run's output/v0): no base row, no SFT")
    ap.add_argument("--dev", type=int, default=64, help="held-out training seeds every checkpoint plays")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--threads", type=int, default=os.cpu_count() or 1, help="torch threads for training")
    ap.add_argument("--home", default=None, help="a2rl home (default: $A2RL_HOME or ./.a2rl)")
    ap.add_argument("--out", default=None, help="keep checkpoints and trajectories here (default: a temp folder)")
    ap.add_argument("--resume", action="store_true",
                    help="continue the rounds kept in --out (its warm-up stays the reference; seeds go on where they stopped)")
    ap.add_argument("--recheck", type=int, default=0, metavar="N",
                    help="the warm-up and the best dev round also play N fresh held-out seeds")
    ap.add_argument("--margins", action=argparse.BooleanOptionalAction, default=True,
                    help="each row's margin at the states where the warm-up's lost dev games left the expert's path")
    ap.add_argument("--harness-eval", action="store_true", help="also a2rl eval warm-up and last on validation/test")
    ap.add_argument("--dev-cache", action=argparse.BooleanOptionalAction, default=True,
                    help="reuse a checkpoint's dev games played earlier under the same --home (default: on)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    if args.rollouts and not Path(args.rollouts).is_dir():
        ap.error(f"--rollouts {args.rollouts}: no such folder (give an earlier run's --out, which holds rollouts-1.jsonl …)")

    import torch

    from graders import RolloutResult, read_trajectories, rollout, write_trajectories
    from graders.engine import train_items
    from infra import A2RLHome
    from infra._base_models import resolve_model
    from tasks import get_task

    torch.set_num_threads(args.threads)
    home = A2RLHome.resolve(args.home)
    model = resolve_model(args.model, home).path
    if args.resume and not (args.out and (Path(args.out) / "dev-warm-up.jsonl").is_file()):
        raise SystemExit("--resume needs --out DIR of an earlier run (it holds dev-warm-up.jsonl); "
                         "start one without --resume first")
    work = Path(args.out or tempfile.mkdtemp(prefix="a2rl-online-rl-")).resolve()
    agent = _agent(args.task, model, work, args)
    tokenizer, gen_config = agent.checkpoints.load_tokenizer(str(model))
    items = train_items(get_task(args.task))
    dev_seeds = [int(it.seed) for it in items[-args.dev:]]

    rows: list[dict] = []
    reference: dict[int, float] = {}
    cases: list[Divergence] = []

    def measure(label: str, path: Path, extra: dict) -> None:
        t = time.time()
        out = work / f"dev-{label}.jsonl"
        cached = dev_cache(home, args.task, path, dev_seeds) if args.dev_cache else None
        if cached is not None and cached.is_file():
            shutil.copyfile(cached, out)
            games = read_trajectories(out)
            print(f"{label}: dev games of {path} from the cache ({cached})", file=sys.stderr, flush=True)
            record(label, path, {t_.seed: t_.score for t_ in games},
                   {"dev_failed": sum(t_.status == "failed" for t_ in games), "eval_s": 0.0, "dev_cached": True,
                    **extra})
            return
        played = rollout(path, task=args.task, seeds=dev_seeds, temperature=0.0, out=out)
        if cached is not None and played.stats.failed == 0:
            cached.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(out, cached)
        record(label, path, {t_.seed: t_.score for t_ in played.trajectories},
               {"dev_failed": played.stats.failed, "eval_s": round(time.time() - t, 1), **extra})

    def record(label: str, path: Path | None, scores: dict[int, float], extra: dict) -> None:
        row = {"checkpoint": label, "dev_mean": round(sum(scores.values()) / len(scores), 4), **extra}
        if reference:
            row.update(paired_delta(scores, reference, dev_seeds))
        if label == "warm-up":
            reference.update(scores)
            if args.margins:
                expert = rollout("expert", task=args.task, seeds=dev_seeds)
                cases.extend(divergences(read_trajectories(work / "dev-warm-up.jsonl"), expert.trajectories))
        if cases and path is not None and label != "base":
            row.update(margins(agent, tokenizer, path, cases))
        rows.append(row)
        print(f"{label:>8}: dev {row['dev_mean']:.3f}" + (
            f"  Δ {row['delta']:+.3f} [{row['ci_low']:+.3f}, {row['ci_high']:+.3f}]" if "delta" in row else "") + (
            f"  margin {row['margin']:+.2f}, {row['flipped']}/{row['divergences']} flipped" if "margin" in row else ""),
            file=sys.stderr, flush=True)

    done = 0
    if args.resume:
        # Rebuild the earlier rows from their kept dev games, so Δ and the CI stay paired against the same warm-up.
        previous = json.loads((work / "args.json").read_text()) if (work / "args.json").is_file() else {}
        if previous and (previous["episodes"], previous["demos"], previous["dev"]) != (args.episodes, args.demos,
                                                                                      args.dev):
            raise SystemExit(f"--resume: {work} was run with --episodes {previous['episodes']} --demos "
                             f"{previous['demos']} --dev {previous['dev']}; pass the same values")
        while (work / f"dev-grpo-{done + 1}.jsonl").is_file():
            done += 1
        base = ["base"] if (work / "dev-base.jsonl").is_file() else []
        warm = Path(previous.get("warm_up") or work / "output" / "v0")
        for label in base + ["warm-up"] + [f"grpo-{r}" for r in range(1, done + 1)]:
            scores = {t_.seed: t_.score for t_ in read_trajectories(work / f"dev-{label}.jsonl")}
            kept = warm if label == "warm-up" else work / "output" / f"v{label[5:]}"
            record(label, kept if (kept / "config.json").is_file() else None, scores, {"train_s": 0, "resumed": True})
        kept = [r for r in range(done, 0, -1) if (work / "output" / f"v{r}" / "config.json").is_file()]
        current = work / "output" / f"v{kept[0]}" if kept else warm
        print(f"resuming after round {done} from {current}", file=sys.stderr, flush=True)
    elif args.warm_up:
        warm = Path(args.warm_up).resolve()
        built = warm.parent.parent / "args.json"  # a warm-up this benchmark built: <out>/output/v0
        learnt = json.loads(built.read_text()).get("demos", 0) if built.is_file() else 0
        if learnt > args.demos:  # the rounds would play seeds the warm-up learnt
            raise SystemExit(f"{warm} learnt the expert games of the first {learnt} training seeds: pass "
                             f"--demos {learnt}, so that the rounds play seeds after them")
        measure("warm-up", warm, {"train_s": 0, "from": str(warm)})
    else:
        if not args.skip_base:
            measure("base", model, {"train_s": 0})
        t = time.time()
        turns = agent.loop.sft_rows(agent.loop.expert_games(rollout, 0, args.demos, task=args.task))
        warm = work / "output" / "v0"
        agent.loop.sft_checkpoint(str(model), tokenizer, turns, time.time() + 3600, str(warm), gen_config,
                                  str(work / "scratch"), agent.cfg)
        measure("warm-up", warm, {"train_s": round(time.time() - t, 1), "turns": len(turns)})
    needed = args.demos + (done + args.rounds) * args.episodes
    if needed > len(items) - args.dev - args.recheck:
        raise SystemExit(f"{needed} training seeds needed besides the {args.dev} dev and {args.recheck} recheck "
                         f"seeds; {args.task} has {len(items)}: lower --rounds/--episodes/--dev/--recheck")
    if not args.resume:
        current = warm
        (work / "args.json").write_text(json.dumps({**vars(args), "warm_up": str(warm)}))
    offset = args.demos + done * args.episodes
    for r in range(done + 1, done + args.rounds + 1):
        t = time.time()
        kept = Path(args.rollouts) / f"rollouts-{r}.jsonl" if args.rollouts else None
        if kept and kept.is_file():
            print(f"round {r}: learning from the episodes of {kept}, not playing", file=sys.stderr, flush=True)
            played = RolloutResult.recorded(read_trajectories(kept))
        else:
            if kept:
                print(f"round {r}: no {kept}, playing it", file=sys.stderr, flush=True)
            played = agent.loop.play_groups(rollout, current, args.episodes, args.samples, args.temperature,
                                            args.seed + r, offset, task=args.task)
        write_trajectories(work / f"rollouts-{r}.jsonl", played.trajectories)
        offset += args.episodes
        trajectories, added = agent.loop.guided(played.trajectories, rollout)
        weighted = agent.grpo.advantages(trajectories, agent.cfg.gamma)
        out = work / "output" / f"v{r}"
        pushes = command_pushes(agent, weighted)
        print(f"round {r}: net push by command: " + ", ".join(f"{k} {v:+.1f}" for k, v in pushes.items()),
              file=sys.stderr, flush=True)
        steps = agent.loop.grpo_checkpoint(str(current), tokenizer, weighted, time.time() + 3600, str(out),
                                           gen_config, agent.cfg) if weighted else 0
        if steps:
            current = out
        measure(f"grpo-{r}", current, {"train_s": round(time.time() - t, 1), "sampled_mean":
                round(played.mean_score, 4), "episodes_with_advantage": len(weighted), "expert_episodes": added,
                "grpo_steps": steps, "pushes": pushes})

    recheck: dict = {}
    trained = {r["checkpoint"]: work / "output" / f"v{r['checkpoint'][5:]}" for r in rows
               if r["checkpoint"].startswith("grpo-")}
    trained = {k: v for k, v in trained.items() if (v / "config.json").is_file()}  # a round of 0 steps saved none
    if args.recheck and trained:
        # The best dev round, the earliest on ties (as the harness picks among submissions).
        best = max((r for r in rows if r["checkpoint"] in trained),
                   key=lambda r: (r["dev_mean"], -int(r["checkpoint"][5:])))
        fresh = [int(it.seed) for it in items[-(args.dev + args.recheck):-args.dev]]
        fresh_scores = {}
        for label, path in (("warm-up", warm), (best["checkpoint"], trained[best["checkpoint"]])):
            games = rollout(path, task=args.task, seeds=fresh, temperature=0.0, out=work / f"recheck-{label}.jsonl")
            fresh_scores[label] = {t_.seed: t_.score for t_ in games.trajectories}
        warm_scores, best_scores = fresh_scores["warm-up"], fresh_scores[best["checkpoint"]]
        recheck = {"checkpoint": best["checkpoint"], "seeds": len(fresh),
                   "warm_up_mean": round(sum(warm_scores.values()) / len(fresh), 4),
                   "mean": round(sum(best_scores.values()) / len(fresh), 4),
                   **paired_delta(best_scores, warm_scores, fresh)}

    harness = {}
    if args.harness_eval:
        for label, path in (("warm-up", warm), ("last", current)):
            harness[label] = {split: _harness_eval(args.task, path, split, home.root)
                              for split in ("validation", "test")}
            print(f"{label}: {harness[label]}", file=sys.stderr, flush=True)

    recipe = [f"T={args.temperature}", f"lr={args.lr}", f"warm-up {args.demos} games × {args.sft_steps} steps"]
    print(f"\n{args.task} · {args.model} · {done + args.rounds} GRPO rounds of {args.episodes}×{args.samples} episodes "
          f"({', '.join(recipe)}) · dev = {args.dev} held-out training seeds, greedy")
    print(f"{'checkpoint':>10} {'dev':>6} {'Δ vs warm-up':>13} {'95% CI':>17} {'W/L':>7} {'margin':>7} "
          f"{'flipped':>8} {'train s':>8}")
    for row in rows:
        ci = f"[{row['ci_low']:+.3f}, {row['ci_high']:+.3f}]" if "delta" in row else ""
        wl = f"{row['wins']}/{row['losses']}" if "delta" in row else ""
        delta = f"{row['delta']:+.3f}" if "delta" in row else ""
        margin = f"{row['margin']:+.2f}" if row.get("margin") is not None else ""
        flipped = f"{row['flipped']}/{row['divergences']}" if row.get("divergences") else ""
        print(f"{row['checkpoint']:>10} {row['dev_mean']:>6.3f} {delta:>13} {ci:>17} {wl:>7} {margin:>7} {flipped:>8} "
              f"{row['train_s']:>8}")
    if recheck:
        r = recheck
        print(f"recheck on {r['seeds']} fresh held-out seeds: warm-up {r['warm_up_mean']:.3f}, {r['checkpoint']} "
              f"{r['mean']:.3f}, Δ {r['delta']:+.3f} [{r['ci_low']:+.3f}, {r['ci_high']:+.3f}], W/L {r['wins']}/{r['losses']}")
    for label, scores in harness.items():
        print(f"a2rl eval {label}: " + ", ".join(f"{k} {v}" for k, v in scores.items()))
    print(f"checkpoints and dev trajectories: {work}")
    if args.json:
        print(json.dumps({"rows": rows, "recheck": recheck, "harness": harness, "args": vars(args)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
