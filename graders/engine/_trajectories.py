"""Trajectory files: one episode per line, written atomically, read back validated."""

from __future__ import annotations

import json
import os
from pathlib import Path

from graders.engine._rollout import Trajectory

SAMPLE_EPISODES = 4
SAMPLE_TEXT_CHARS = 400


def write_trajectories(path: Path, trajectories: list[Trajectory]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    scratch = path.with_name(f".{path.name}.tmp")
    with open(scratch, "w") as fh:
        for t in trajectories:
            fh.write(t.model_dump_json() + "\n")
    os.replace(scratch, path)


def read_trajectories(path: Path, offset: int = 0, limit: int | None = None) -> list[Trajectory]:
    out = []
    with open(path) as fh:
        for index, line in enumerate(fh):
            if index < offset or not line.strip():
                continue
            if limit is not None and len(out) >= limit:
                break
            out.append(Trajectory.model_validate_json(line))
    return out


def count_trajectories(path: Path) -> int:
    with open(path) as fh:
        return sum(1 for line in fh if line.strip())


def _short(text: str) -> str:
    return text if len(text) <= SAMPLE_TEXT_CHARS else text[:SAMPLE_TEXT_CHARS] + f"… [{len(text)} chars]"


def trajectory_sample(trajectories: list[Trajectory], n: int = SAMPLE_EPISODES) -> list[dict]:
    """A few episodes (best and worst first), texts shortened, for MLflow and reports."""
    ranked = sorted(trajectories, key=lambda t: (-t.score, t.episode_id))
    picks = ranked[: n // 2] + [t for t in ranked[::-1][: n - n // 2] if t not in ranked[: n // 2]]
    sample = []
    for t in picks:
        sample.append({
            "episode_id": t.episode_id, "seed": t.seed, "status": t.status, "score": t.score, "error": t.error,
            "first_observation": _short(t.first_observation),
            "turns": [{"action": _short(turn.action), "observation": _short(turn.observation),
                       "reward": turn.reward} for turn in t.turns],
        })
    return sample


def write_sample(path: Path, trajectories: list[Trajectory]) -> Path:
    path.write_text(json.dumps(trajectory_sample(trajectories), indent=1))
    return path
