"""What the process recorder writes: one `ProcessRecord` per process, and the session's `ProcessSummary`."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["ProcessRecord", "ProcessSummary"]


class ProcessRecord(BaseModel):
    """One process of the session: a line of `processes.jsonl`, written when it ended."""

    model_config = ConfigDict(frozen=True)

    version: int = Field(1, description="Schema version of a processes.jsonl line.")
    pid: int = Field(description="Host pid (as the harness's /proc shows it).")
    ns_pid: int | None = Field(description="Pid inside the sandbox's PID namespace (None: not in a namespace "
                                           "below the harness's, i.e. unsandboxed).")
    ppid: int | None = Field(description="Host pid of its parent when first seen.")
    cmd: list[str] = Field(description="argv from /proc/<pid>/cmdline, as of its last exec.")
    cmd_from: Literal["cmdline", "comm", "unknown"] = Field(
        "cmdline", description="'comm': it ended before its argv could be read, `cmd` is [\"[name]\"] (the "
                               "kernel's 15-character command name); 'unknown': not even that.")
    cwd: str | None = Field(description="Working directory when first seen (None: unreadable).")
    start: float = Field(description="Epoch seconds it started (kernel start time, 10 ms resolution).")
    end: float | None = Field(description="Epoch seconds it ended; None: still running when recording stopped.")
    exit_code: int | None = Field(description="Exit status from the kernel; None when killed by a signal or "
                                              "unknown (source 'poll').")
    signal: int | None = Field(description="The signal that killed it, if one did.")
    peak_rss_bytes: int | None = Field(description="VmHWM, the last value read while it lived (None: it lived "
                                                   "too briefly to be read).")
    cpu_s: float | None = Field(description="User + system CPU seconds, last read.")
    source: Literal["netlink", "poll"] = Field(description="How its end was learned: the kernel's process-events "
                                                           "connector, or a /proc scan (exit code unknown).")


class ProcessSummary(BaseModel):
    """The session's processes in numbers."""

    processes: int = Field(description="Processes recorded (ended or still running at the end).")
    failed: int = Field(description="Ended with a non-zero exit code or killed by a signal.")
    exit_unknown: int = Field(0, description="Ended with no exit status known (seen ending by a scan only).")
    still_running: int = Field(description="Still alive when recording stopped (end None).")
    peak_rss_bytes: int | None = Field(description="Largest peak memory of one process.")
    cpu_s: float = Field(description="CPU seconds of all its processes together.")
    exit_codes_known: bool = Field(description="Every ended process's exit status came from the kernel.")
    method: str = Field(description="How processes were found and their exits learned (and why not netlink).")
