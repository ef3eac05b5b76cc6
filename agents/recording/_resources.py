"""What an agent session used over time: CPU, memory, its cgroup, and the GPUs its processes held.

Every `interval_s` one line of `resources.jsonl` (append-only, flushed): the session's CPU use
since the last sample, the summed resident memory of its processes (the `ProcessRecorder`'s
members), its cgroup's memory, and per GPU what `nvidia-smi` reports. A GPU counts toward
`gpu_hours` while one of the session's processes holds memory on it (nvidia-smi names host pids,
which is what the recorder's members are). A missing `nvidia-smi` means no GPUs (gpu_hours 0); a
failing one is recorded once in the summary, never raised.
"""

from __future__ import annotations

import shutil
import subprocess
import threading
import time
from pathlib import Path
from typing import IO

from pydantic import BaseModel, ConfigDict, Field

from agents.recording._processes import ProcessRecorder

__all__ = ["GpuSample", "ResourceSample", "ResourceSampler", "ResourceSummary"]

_MIB = 2**20
_SMI_TIMEOUT_S = 10.0


class GpuSample(BaseModel):
    """One GPU at one sample, as nvidia-smi reports it (the whole GPU, every process on it)."""

    model_config = ConfigDict(frozen=True)

    index: int
    uuid: str | None = None
    utilization_percent: float | None = Field(description="None: nvidia-smi reported N/A.")
    memory_used_bytes: int
    memory_total_bytes: int
    session_memory_bytes: int = Field(0, description="Of that, held by the session's processes.")


class ResourceSample(BaseModel):
    """One line of `resources.jsonl`."""

    model_config = ConfigDict(frozen=True)

    version: int = Field(1, description="Schema version of a resources.jsonl line.")
    t: float = Field(description="Epoch seconds.")
    cpu_percent: float = Field(description="CPU seconds of the session since the last sample / wall seconds × 100 "
                                           "(200 = two cores busy).")
    rss_bytes: int = Field(description="Summed VmRSS of the session's processes.")
    processes: int = Field(description="Live processes of the session.")
    cgroup_memory_bytes: int | None = Field(None, description="The session cgroup's memory.current (None: no cgroup).")
    gpus: list[GpuSample] = Field(default_factory=list)
    gpu_memory_bytes: int | None = Field(None, description="GPU memory held by the session's processes (None: no "
                                                           "GPU readings this sample).")


class ResourceSummary(BaseModel):
    """The session's resource use in numbers."""

    samples: int
    interval_s: float
    peak_rss_bytes: int = Field(description="Largest summed RSS of one sample.")
    cpu_seconds: float = Field(description="CPU seconds of every session process, ended ones included.")
    mean_cpu_percent: float
    gpu_hours: float = Field(description="GPU-seconds of GPUs on which a session process held memory, / 3600 "
                                         "(0 with no GPU).")
    peak_gpu_memory_bytes: int | None = Field(description="Most GPU memory the session's processes held at once.")
    gpus: int = Field(description="GPUs nvidia-smi reported (0: none, or no nvidia-smi).")
    peak_cgroup_memory_bytes: int | None = None
    nvidia_smi: str | None = Field(None, description="The nvidia-smi used (None: none on PATH).")
    gpu_error: str | None = Field(None, description="The first failure of nvidia-smi, if it failed.")
    gpu_failures: int = Field(0, description="Samples whose GPU reading failed.")


def _rss(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/status", "rb") as fh:
            for line in fh:
                if line.startswith(b"VmRSS:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return 0  # ended, or a kernel thread: no memory of its own


def _number(text: str) -> float | None:
    try:
        return float(text)
    except ValueError:
        return None  # "[N/A]", "[Not Supported]"


class ResourceSampler:
    """Samples one session (the members of `processes`) every `interval_s` on a daemon thread."""

    def __init__(self, out: Path, processes: ProcessRecorder, interval_s: float = 5.0, cgroup_dir: Path | None = None,
                 nvidia_smi: str | None = None) -> None:
        if interval_s <= 0:
            raise ValueError(f"ResourceSampler interval_s={interval_s}: give the seconds between samples (> 0)")
        self.out, self.processes, self.interval_s, self.cgroup_dir = out, processes, interval_s, cgroup_dir
        self.nvidia_smi = nvidia_smi or shutil.which("nvidia-smi")
        out.parent.mkdir(parents=True, exist_ok=True)
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._file: IO[str] | None = None
        self._summary: ResourceSummary | None = None
        self._gpu_error: str | None = None
        self._gpu_failures = 0
        self._samples = 0
        self._peak_rss = 0
        self._peak_gpu: int | None = None
        self._peak_cgroup: int | None = None
        self._gpu_seconds = 0.0
        self._gpu_count = 0
        self._t0 = self._last_t = time.monotonic()
        self._cpu0 = self._last_cpu = 0.0

    def start(self) -> None:
        self._file = open(self.out, "a", encoding="utf-8")
        self._t0 = self._last_t = time.monotonic()
        self._cpu0 = self._last_cpu = self.processes.cpu_seconds()
        self._thread = threading.Thread(target=self._loop, name="a2rl-resources", daemon=True)
        self._thread.start()

    def stop(self) -> ResourceSummary:
        """One last sample (a session shorter than one interval still gets one), then the summary."""
        if self._summary is not None:
            return self._summary
        self._stop.set()
        if self._thread is not None:
            self._thread.join()
            self.sample()
        if self._file is not None:
            self._file.close()
        wall = self._last_t - self._t0
        cpu = max(0.0, self._last_cpu - self._cpu0)
        self._summary = ResourceSummary(
            samples=self._samples, interval_s=self.interval_s, peak_rss_bytes=self._peak_rss,
            cpu_seconds=round(cpu, 3), mean_cpu_percent=round(cpu / wall * 100, 2) if wall > 0 else 0.0,
            gpu_hours=self._gpu_seconds / 3600, peak_gpu_memory_bytes=self._peak_gpu, gpus=self._gpu_count,
            peak_cgroup_memory_bytes=self._peak_cgroup, nvidia_smi=self.nvidia_smi, gpu_error=self._gpu_error,
            gpu_failures=self._gpu_failures)
        return self._summary

    def _loop(self) -> None:
        while not self._stop.wait(self.interval_s):
            self.sample()

    def sample(self) -> ResourceSample:
        """Take one sample now and append it."""
        members = self.processes.members()
        now, cpu = time.monotonic(), self.processes.cpu_seconds()
        dt = now - self._last_t
        # Ended processes keep their last CPU reading in the total, so the delta stays >= 0.
        cpu_percent = max(0.0, cpu - self._last_cpu) / dt * 100 if dt > 0 else 0.0
        self._last_t, self._last_cpu = now, cpu
        rss = sum(_rss(pid) for pid in members)
        gpus, session_gpu = self._gpus(members)
        sample = ResourceSample(t=round(time.time(), 3), cpu_percent=round(cpu_percent, 2), rss_bytes=rss,
                                processes=len(members), cgroup_memory_bytes=self._cgroup_memory(), gpus=gpus,
                                gpu_memory_bytes=session_gpu)
        self._samples += 1
        self._peak_rss = max(self._peak_rss, rss)
        if sample.cgroup_memory_bytes is not None:
            self._peak_cgroup = max(self._peak_cgroup or 0, sample.cgroup_memory_bytes)
        if session_gpu is not None:
            self._peak_gpu = max(self._peak_gpu or 0, session_gpu)
        self._gpu_count = max(self._gpu_count, len(gpus))
        self._gpu_seconds += sum(1 for g in gpus if g.session_memory_bytes > 0) * dt
        if self._file is not None:
            self._file.write(sample.model_dump_json() + "\n")
            self._file.flush()
        return sample

    def _cgroup_memory(self) -> int | None:
        if self.cgroup_dir is None:
            return None
        for name in ("memory.current", "memory.usage_in_bytes"):  # cgroup v2, v1
            try:
                return int((self.cgroup_dir / name).read_text().strip())
            except (OSError, ValueError):
                continue
        return None

    def _smi(self, query: str) -> list[list[str]] | None:
        assert self.nvidia_smi is not None
        try:
            proc = subprocess.run([self.nvidia_smi, query, "--format=csv,noheader,nounits"], capture_output=True,
                                  text=True, timeout=_SMI_TIMEOUT_S, stdin=subprocess.DEVNULL, check=False)
        except (OSError, subprocess.SubprocessError) as exc:
            self._gpu_failed(f"{self.nvidia_smi} {query}: {type(exc).__name__}: {exc}")
            return None
        if proc.returncode != 0:
            detail = (proc.stderr or proc.stdout).strip()[-300:]
            self._gpu_failed(f"{self.nvidia_smi} {query} exited {proc.returncode}: {detail}")
            return None
        return [[c.strip() for c in line.split(",")] for line in proc.stdout.splitlines() if line.strip()]

    def _gpu_failed(self, why: str) -> None:
        self._gpu_error = self._gpu_error or why  # the first failure says the most; later ones are counted

    def _gpus(self, members: set[int]) -> tuple[list[GpuSample], int | None]:
        """Every GPU, and the memory the session's processes hold on them (None: no reading)."""
        if self.nvidia_smi is None:
            return [], None
        rows = self._smi("--query-gpu=index,uuid,utilization.gpu,memory.used,memory.total")
        # gpu_uuid ties each process to its GPU; nvidia-smi names host pids.
        apps = self._smi("--query-compute-apps=gpu_uuid,pid,used_memory") if rows is not None else None
        if rows is None or apps is None:
            self._gpu_failures += 1
            return [], None
        held: dict[str, int] = {}
        try:
            for uuid, pid, used in (row[:3] for row in apps if len(row) >= 3):
                if pid.isdigit() and int(pid) in members:
                    held[uuid] = held.get(uuid, 0) + int((_number(used) or 0) * _MIB)
            gpus = [GpuSample(index=int(r[0]), uuid=r[1], utilization_percent=_number(r[2]),
                              memory_used_bytes=int((_number(r[3]) or 0) * _MIB),
                              memory_total_bytes=int((_number(r[4]) or 0) * _MIB),
                              session_memory_bytes=held.get(r[1], 0))
                    for r in rows]
        except (ValueError, IndexError) as exc:
            self._gpu_failed(f"unreadable nvidia-smi output ({exc}): {rows!r} {apps!r}"[:400])
            self._gpu_failures += 1
            return [], None
        return gpus, sum(held.values())
