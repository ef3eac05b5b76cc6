"""Online evaluation throughput: the sequential reference loop vs a2rl's rollout engine.

    python benchmarks/eval_throughput.py [--env textworld] [--episodes 16 64 256] [--max-turns 8] [--json]

For each N, on the same model, environment and episodes, in one run:
  (a) sequential: one episode at a time, one generate call per step, in this process
      (how AutoRL-Bench's evaluators and most harnesses run an online evaluation);
  (b) engine: all N episodes in lockstep, generation batched across live episodes on the
      policy workers, environments in Ray actors stepping while generation goes on;
  (c) floor: the same policy calls as (b), same micro-batches, with no environment at all,
      all sent at once so no worker ever waits.
Each way runs --repeats times, interleaved; the best time of each is reported.
Prints wall seconds, episodes/s, generated tokens/s, speed-up (a)/(b), overhead (b)/(c),
and whether (a) and (b) played every episode identically (greedy decoding: they must).
Also the time (a) spent inside the environment, and the speed-up (b) could reach if its
environment actors and policy workers shared the machine's cores perfectly:
(a) / ((c) + env (a) / cores) — an environment that costs real CPU bounds it.
With --json the last line of stdout is {"rows": [...]}. Engine workers are started and the
model loaded before timing; environment assets (TextWorld games) are generated before too.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import sys

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

# Llama shapes of real models (hidden, intermediate, layers, heads, kv heads).
RANDOM_SIZES = {"135m": (576, 1536, 30, 9, 3), "1b": (2048, 8192, 16, 32, 8)}

SYSTEM = ("You are playing a text adventure game. Each turn, reply with exactly one command, chosen from "
          "the valid actions listed. Reply with the command only.")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", default="tiny", help="built-in name, local folder or hub id (default tiny)")
    parser.add_argument("--random-size", choices=sorted(RANDOM_SIZES),
                        help="instead of --model's weights, a randomly initialised Llama of this size with "
                             "--model's tokenizer (real-size runs on a GPU without downloading anything)")
    parser.add_argument("--env", default="textworld", help="environment (default textworld)")
    parser.add_argument("--options", default='{"world_size": 3, "nb_objects": 4, "quest_length": 2}',
                        help="environment options as JSON (default: the textworld task's)")
    parser.add_argument("--episodes", type=int, nargs="+", default=[16, 64, 256])
    parser.add_argument("--max-turns", type=int, default=8)
    parser.add_argument("--max-new-tokens", type=int, default=16)
    parser.add_argument("--batch-size", type=int, default=32, help="episodes per generate call in the engine")
    parser.add_argument("--replicas", type=int, default=0, help="policy workers (0 = one per GPU, else per CPU)")
    parser.add_argument("--device", default="auto")
    parser.add_argument("--dtype", default="auto", choices=["auto", "bfloat16", "float32"],
                        help="the policy's precision (auto: bfloat16 on a GPU, float32 on the CPU)")
    parser.add_argument("--skip-sequential-above", type=int, default=0,
                        help="skip (a) for N above this (0 = never skip); its time is then not reported")
    parser.add_argument("--repeats", type=int, default=3, help="runs of each way; the best is reported (default 3)")
    parser.add_argument("--home", default=None)
    parser.add_argument("--prepare-only", action="store_true",
                        help="generate the environment assets and the model in --home, then exit (to carry a "
                             "prepared home to another machine: a GPU that should spend its time measuring)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    import ray
    import torch
    from rich.console import Console
    from rich.table import Table

    from graders import (
        EpisodeSpec,
        GenerationConfig,
        RolloutConfig,
        RolloutEngine,
        ensure_ray,
        load_backend,
        rollout_sequential,
    )
    from graders.engine._envshard import EnvShard
    from infra import A2RLHome, resolve_model

    console = Console(file=sys.stderr if args.json else sys.stdout, width=200)
    home = A2RLHome.resolve(args.home).ensure()
    os.environ["A2RL_HOME"] = str(home.root)
    model = resolve_model(args.model, home)
    options = json.loads(args.options) if args.env == "textworld" else {}
    ensure_ray()
    gen = GenerationConfig(max_new_tokens=args.max_new_tokens, stop=["\n", "<|im_end|>"], batch_size=args.batch_size)
    config = RolloutConfig(max_turns=args.max_turns, history_turns=6, replicas=args.replicas, device=args.device,
                           dtype=args.dtype, cache_dir=home.env_cache)

    def episodes(n: int) -> list[EpisodeSpec]:
        return [EpisodeSpec(id=f"bench-{seed}", task="bench", split="bench", seed=seed, env=args.env,
                            options=options, system=SYSTEM) for seed in range(n)]

    # Generate environment assets once, in parallel, before anything is timed.
    console.print(f"preparing {max(args.episodes)} {args.env} episodes …")
    def generate(specs: list[dict]) -> int:
        shard = EnvShard(str(home.env_cache), 600)
        failed = sum(1 for o in shard.open(specs).values() if o["error"])
        shard.close()
        return failed

    prep = ray.remote(num_cpus=1)(generate)
    specs = [{"spec": s.model_dump()} for s in episodes(max(args.episodes))]
    parts = max(1, min(len(specs), int(ray.cluster_resources().get("CPU", 1))))
    failed = sum(ray.get([prep.remote(specs[i::parts]) for i in range(parts)]))
    if failed:
        sys.exit(f"{failed} of {len(specs)} {args.env} episodes could not be prepared; see the environment's error")
    model_path = random_model(model.path, args.random_size, home) if args.random_size else model.path
    if args.prepare_only:
        console.print(f"prepared {len(specs)} {args.env} episodes and {model_path} in {home.root}")
        return

    torch.set_num_threads(1)
    device = "cpu" if args.device == "auto" and not torch.cuda.is_available() else args.device
    reference = load_backend(str(model_path), "transformers", device, args.dtype)
    rows = []
    cores = os.cpu_count() or 1
    with RolloutEngine(model_path, config, batch_size=args.batch_size) as engine:
        console.print(f"engine: {len(engine.workers)} policy workers, {len(engine.shards.actors)} environment actors")
        engine.run(episodes(min(args.episodes)), gen)  # warm the workers (first-call costs)
        rollout_sequential(reference, episodes(2), gen, config)
        for n in args.episodes:
            eps = episodes(n)
            run_seq = not args.skip_sequential_above or n <= args.skip_sequential_above
            times: dict[str, list[float]] = {"seq": [], "eng": [], "floor": []}
            seq = eng = None
            for _ in range(args.repeats):  # interleaved, so drift hits every way alike; best of each
                if run_seq:
                    gc.collect()
                    seq = rollout_sequential(reference, eps, gen, config)
                    times["seq"].append(seq.stats.seconds)
                gc.collect()
                eng = engine.run(eps, gen)
                times["eng"].append(eng.stats.seconds)
                gc.collect()
                times["floor"].append(engine.generate_only(eng.trajectories, gen).seconds)
            same = same_n = None
            if seq is not None:
                # On a GPU, bf16 sums over different batch shapes can round differently, which
                # can flip a greedy choice between near-tied tokens: count episodes, not just all-or-none.
                same_n = sum((a.score, [t.action for t in a.turns]) == (b.score, [t.action for t in b.turns])
                             for a, b in zip(seq.trajectories, eng.trajectories))
                same = same_n == n
            seq_s = min(times["seq"]) if times["seq"] else None
            eng_s, floor_s = min(times["eng"]), min(times["floor"])
            env_s = seq.stats.env_seconds if seq is not None else None
            rows.append({
                "episodes": n, "sequential_s": seq_s, "engine_s": eng_s, "floor_s": floor_s,
                "speedup": round(seq_s / eng_s, 2) if seq_s else None,
                "overhead": round(eng_s / floor_s, 3), "sequential_env_s": env_s,
                "bound": round(seq_s / (floor_s + env_s / cores), 2) if seq_s else None,
                "identical": same, "identical_episodes": same_n, "turns": eng.stats.turns,
                "tokens": eng.stats.completion_tokens,
                "prompt_tokens": eng.stats.prompt_tokens, "mean_score": round(eng.mean_score, 4),
                "failed": eng.stats.failed, "repeats": args.repeats, "engine_env_s": round(eng.stats.env_seconds, 3),
            })
            console.print(f"N={n}: sequential {times['seq']} s, engine {times['eng']} s, floor {times['floor']} s, "
                          f"identical {same_n}/{n}, {eng.stats.completion_tokens} tokens, {eng.stats.failed} failed; "
                          f"environments {eng.stats.env_seconds:.2f} s in the last (b), summed over actors")

    label = f"random {args.random_size}" if args.random_size else args.model
    table = Table(title=f"{args.env} · {label} · {reference.dtype} · ≤{args.max_turns} turns · "
                        f"{os.cpu_count()} CPUs{' · ' + torch.cuda.get_device_name() if torch.cuda.is_available() else ''}")
    for col in ("episodes", "(a) seq s", "(b) engine s", "(c) floor s", "ep/s (a)", "ep/s (b)",
                "tok/s (a)", "tok/s (b)", "speed-up a/b", "overhead b/c", "env s in (a)", "bound a/b", "identical"):
        table.add_column(col, justify="right")
    for r in rows:
        seq_s = r["sequential_s"]
        table.add_row(str(r["episodes"]), f"{seq_s:.2f}" if seq_s else "—", f"{r['engine_s']:.2f}",
                      f"{r['floor_s']:.2f}", f"{r['episodes'] / seq_s:.2f}" if seq_s else "—",
                      f"{r['episodes'] / r['engine_s']:.2f}", f"{r['tokens'] / seq_s:.0f}" if seq_s else "—",
                      f"{r['tokens'] / r['engine_s']:.0f}", f"{r['speedup']:.2f}×" if r["speedup"] else "—",
                      f"{r['overhead']:.2f}", f"{r['sequential_env_s']:.2f}" if seq_s else "—",
                      f"{r['bound']:.1f}×" if r["bound"] else "—",
                      "—" if r["identical"] is None else f"{r['identical_episodes']}/{r['episodes']}")
    console.print(table)
    if args.json:
        print(json.dumps({"rows": rows, "dtype": reference.dtype}))


def random_model(tokenizer_from, size: str, home):
    """A randomly initialised Llama of a real model's shape, built once in the model cache."""
    import torch
    from transformers import AutoTokenizer, LlamaConfig, LlamaForCausalLM

    target = home.model_cache / f"random-{size}"
    if (target / "config.json").is_file():
        return target
    hidden, inter, layers, heads, kv = RANDOM_SIZES[size]
    tok = AutoTokenizer.from_pretrained(tokenizer_from)
    config = LlamaConfig(vocab_size=len(tok), hidden_size=hidden, intermediate_size=inter,
                         num_hidden_layers=layers, num_attention_heads=heads, num_key_value_heads=kv,
                         max_position_embeddings=8192, tie_word_embeddings=True, bos_token_id=tok.bos_token_id,
                         eos_token_id=tok.eos_token_id, pad_token_id=tok.pad_token_id)
    torch.manual_seed(0)
    # Initialising a billion weights takes a CPU core half a minute; a GPU, a second.
    with torch.device("cuda" if torch.cuda.is_available() else "cpu"):
        model = LlamaForCausalLM(config)
    model.save_pretrained(target, safe_serialization=True)
    tok.save_pretrained(target)
    return target


if __name__ == "__main__":
    main()
