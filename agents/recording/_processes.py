"""Every process an agent session starts, recorded from outside (the agent cannot opt out).

Membership: when the session's first process (`bwrap`) has a child in a PID namespace of its
own, the session is every process in that namespace; otherwise (unsandboxed) it is the root
and its descendants — detached processes stay below the reaper, a child subreaper. Either way a
child of a member is a member (a sandbox nested inside the sandbox stays the agent's).

Two sources, one record per process (`processes.jsonl`, written when it ends):
- the kernel's process-events connector (netlink; root only): FORK events catch processes too
  quick for any scan, EXIT events give the exit status from the kernel, never from the agent;
- a scan of /proc every `interval_s`: command line, cwd, peak memory and CPU of the living,
  and the net for whatever the connector missed. Without the connector exit codes are unknown
  (None), which the summary says — never a made-up 0.
"""

from __future__ import annotations

import os
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Literal

from agents.recording._netlink import _EXEC, _EXIT, _FORK, _close_connector, _events, _open_connector
from agents.recording._process_model import ProcessRecord, ProcessSummary
from agents.recording._procfs import _TICK, _argv, _boot_epoch, _decode, _kib, _ns, _scan, _Stat, _stat, _status

__all__ = ["ProcessRecorder"]

_GONE_GRACE_S = 1.0  # how long a vanished process waits for its EXIT event before it is recorded as polled


@dataclass
class _Proc:
    pid: int
    start_ticks: int | None
    start: float
    ppid: int | None
    ns_pid: int | None
    cmd: list[str]
    cmd_from: Literal["cmdline", "comm", "unknown"]
    cwd: str | None
    peak_rss: int | None
    cpu_s: float | None
    added: float  # monotonic: a scan taken before this cannot have seen it
    gone_since: float | None = None  # monotonic: when a scan first found it ended
    gone_at: float | None = None  # the same, epoch seconds


class ProcessRecorder:
    """Watches one session's processes; see the module docstring."""

    def __init__(self, out: Path, interval_s: float = 0.25, netlink: bool = True) -> None:
        """`netlink=False`: scans only (exit codes unknown), as where the connector is not allowed."""
        if interval_s <= 0:
            raise ValueError(f"ProcessRecorder interval_s={interval_s}: give the seconds between /proc scans (> 0)")
        self.out, self.interval_s = out, interval_s
        out.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.RLock()
        self._stop = threading.Event()
        self._live: dict[int, _Proc] = {}
        self._outsiders: set[int] = set()  # netlink: tgids known not to belong (forgotten at their exit)
        self._checked: set[tuple[int, int]] = set()  # scans: (pid, start) not to add: outsiders, ended
        self._root: int | None = None
        self._root_ns: str | None = None
        self._since = 0  # the root's start (clock ticks since boot)
        self._session_ns: str | None = None
        self._threads: list[threading.Thread] = []
        self._ended = {"n": 0, "failed": 0, "unknown": 0, "running": 0, "cpu": 0.0, "peak": None}
        self._lost = 0
        self._file: IO[str] | None = None
        self._boot = _boot_epoch()
        self._summary: ProcessSummary | None = None
        self._sock, self._why_not = _open_connector() if netlink else (None, "turned off by the caller")
        if self._sock is not None:
            # Listening from before the session starts: its first forks are not missed.
            self._start_thread(self._read_events, "a2rl-proc-events")

    # -- public --------------------------------------------------------------------------------
    def attach(self, root_pid: int) -> None:
        """Start watching the session rooted at `root_pid` (the sandbox's outer process, or the reaper)."""
        with self._lock:
            if self._root is not None:
                raise RuntimeError("ProcessRecorder.attach was called twice: make one recorder per session")
            self._root, self._root_ns = root_pid, _ns(root_pid)
            self._file = open(self.out, "a", encoding="utf-8")
            root = self._add(root_pid)
            # Nothing started before the root is the session's: scans need not look at it.
            self._since = root.start_ticks if root is not None and root.start_ticks is not None else 0
        self._poll()
        self._start_thread(self._poll_loop, "a2rl-proc-poll")

    def members(self) -> set[int]:
        """Live host pids of the session (the sandbox's outer process excluded once its namespace is known)."""
        with self._lock:
            return {pid for pid, p in self._live.items() if p.gone_since is None and self._recorded(pid)}

    def cpu_seconds(self) -> float:
        """CPU seconds of the session so far: ended processes' last reading plus the living's."""
        with self._lock:
            live = sum(p.cpu_s or 0.0 for pid, p in self._live.items() if self._recorded(pid))
            return self._ended["cpu"] + live

    def stop(self) -> ProcessSummary:
        """A last scan, the kernel's last events, the still-living written with end None; threads joined."""
        if self._summary is not None:
            return self._summary
        self._stop.set()
        for thread in self._threads:
            thread.join()
        # Events first (what ended before the last scan), then the scan, then what ended meanwhile.
        if self._sock is not None:
            self._drain()
        if self._root is not None:
            self._poll(final=True)
        if self._sock is not None:
            self._drain()
            _close_connector(self._sock)
        with self._lock:
            for p in list(self._live.values()):
                self._finish(p, p.gone_at, None, "poll")  # gone_at None: still running
            if self._file is not None:
                self._file.close()
            self._summary = self._summarise()
        return self._summary

    # -- membership ------------------------------------------------------------------------------
    def _recorded(self, pid: int) -> bool:
        # The outer bwrap is the harness's, outside the sandbox: the agent's processes are inside.
        return not (pid == self._root and self._session_ns is not None)

    def _is_member(self, pid: int, ppid: int | None = None) -> bool:
        if pid in self._live or pid == self._root:
            return True
        if self._session_ns is not None and _ns(pid) == self._session_ns:
            return True
        for _ in range(64):  # up the tree: a child of a member is a member
            if ppid is None:
                st = _stat(pid)
                ppid = st.ppid if st else None
            if ppid is None or ppid <= 1:
                return False
            if ppid in self._live or ppid == self._root:
                return True
            pid, ppid = ppid, None
        return False

    def _add(self, pid: int, when: float | None = None, st: _Stat | None = None) -> _Proc | None:
        st = st or _stat(pid)
        if pid != self._root and st is None and when is None:
            return None
        status = _status(pid)
        nspid = status.get("NSpid", "").split()
        cmd, cmd_from = _argv(pid)
        try:
            cwd = os.readlink(f"/proc/{pid}/cwd")
        except OSError:
            cwd = None
        start = self._boot + st.start_ticks / _TICK if st else (when or time.time())
        p = _Proc(pid=pid, start_ticks=st.start_ticks if st else None, start=start, ppid=st.ppid if st else None,
                  ns_pid=int(nspid[-1]) if len(nspid) > 1 else None, cmd=cmd, cmd_from=cmd_from, cwd=cwd,
                  peak_rss=_kib(status.get("VmHWM")), cpu_s=st.cpu_ticks / _TICK if st else None,
                  added=time.monotonic())
        self._live[pid] = p
        self._outsiders.discard(pid)
        if self._session_ns is None and p.ppid == self._root and pid != self._root:
            ns = _ns(pid)
            if ns is not None and self._root_ns is not None and ns != self._root_ns:
                self._session_ns = ns
        if st is not None and st.state in "ZX":
            # Ended already (a zombie): its exit event may be on its way.
            p.gone_since, p.gone_at = time.monotonic(), time.time()
        return p

    # -- the kernel's events ---------------------------------------------------------------------
    def _read_events(self) -> None:
        assert self._sock is not None
        while not self._stop.is_set():
            try:
                data = self._sock.recv(65536)
            except TimeoutError:
                continue
            except OSError:  # ENOBUFS: events dropped; the scans catch what they can
                self._lost += 1
                continue
            self._handle(data)

    def _drain(self) -> None:
        assert self._sock is not None
        self._sock.setblocking(False)
        while True:
            try:
                data = self._sock.recv(65536)
            except BlockingIOError:
                return
            except OSError:
                self._lost += 1
                continue
            self._handle(data)

    def _handle(self, data: bytes) -> None:
        offset = time.time() - time.monotonic()  # event timestamps are CLOCK_MONOTONIC
        with self._lock:
            if self._root is None:
                return
            for what, ts, *f in _events(data):
                when = ts / 1e9 + offset
                if what == _FORK:
                    parent_tgid, child_pid, child_tgid = f[1], f[2], f[3]
                    if child_pid != child_tgid:
                        continue  # a thread, not a process
                    self._outsiders.discard(child_tgid)  # a new process: whatever had that pid is gone
                    if parent_tgid in self._outsiders:
                        continue
                    if (old := self._live.get(child_tgid)) is not None:
                        st = _stat(child_tgid)
                        if st is not None and st.start_ticks == old.start_ticks:
                            continue  # a scan found it first
                        self._finish(old, old.gone_at or when, None, "poll")  # its pid is reused: it ended unseen
                    if self._is_member(parent_tgid):
                        self._add(child_tgid, when)
                    elif self._sock is not None:
                        self._outsiders.add(parent_tgid)
                elif what == _EXEC:
                    if (p := self._live.get(f[1])) is not None:
                        p.cmd, p.cmd_from = _argv(p.pid)
                        # A new program, a new memory: what was read before was the parent's (vfork).
                        p.peak_rss = _kib(_status(p.pid).get("VmHWM"))
                elif what == _EXIT:
                    pid, tgid, status = f[0], f[1], f[2]
                    if pid != tgid:
                        continue
                    self._outsiders.discard(pid)
                    if (p := self._live.get(pid)) is not None:
                        if p.cmd_from != "cmdline":
                            p.cmd, p.cmd_from = _argv(pid)
                        st = _stat(pid)  # still there, inside do_exit: its final CPU time
                        if st is not None and p.start_ticks in (None, st.start_ticks):
                            p.cpu_s, p.start_ticks = st.cpu_ticks / _TICK, st.start_ticks
                        self._finish(p, when, status, "netlink")

    # -- scans -------------------------------------------------------------------------------------
    def _poll_loop(self) -> None:
        while not self._stop.wait(self.interval_s):
            self._poll()

    def _poll(self, final: bool = False) -> None:
        """Update the living, find new members, and end the vanished (`final`: only mark them)."""
        taken = time.monotonic()
        table = _scan()
        now = time.time()
        with self._lock:
            for pid, p in list(self._live.items()):
                if p.added > taken:
                    continue  # added by an event after this scan began
                st = table.get(pid)
                same = st is not None and (p.start_ticks is None or st.start_ticks == p.start_ticks)
                if same and st.state not in "ZX":
                    p.gone_since = p.gone_at = None
                    p.cpu_s = st.cpu_ticks / _TICK
                    hwm = _kib(_status(pid).get("VmHWM"))
                    if self._sock is None or p.cmd_from != "cmdline":
                        # No EXEC events (or none yet): a child first seen before its exec shows its parent's argv.
                        cmd, cmd_from = _argv(pid)
                        if cmd_from == "cmdline" and cmd != p.cmd:
                            p.cmd, p.cmd_from, p.peak_rss = cmd, cmd_from, hwm  # a new program, a new memory
                    p.peak_rss = max(p.peak_rss or 0, hwm) if hwm is not None else p.peak_rss
                    if p.start_ticks is None:
                        p.start_ticks = st.start_ticks
                    continue
                if same:
                    p.cpu_s = st.cpu_ticks / _TICK  # a zombie: its final time
                if p.gone_since is None:
                    p.gone_since, p.gone_at = taken, now
                # With the connector running its EXIT event is already queued: give it a moment.
                if not final and (self._sock is None or taken - p.gone_since >= _GONE_GRACE_S):
                    self._finish(p, p.gone_at, None, "poll")
            self._checked &= {(pid, st.start_ticks) for pid, st in table.items()}
            since = self._since
            # Parents before children (start order), so one pass finds a whole new subtree.
            for pid, st in sorted(table.items(), key=lambda kv: kv[1].start_ticks):
                if pid in self._live or st.start_ticks < since or (pid, st.start_ticks) in self._checked:
                    continue
                if self._is_member(pid, st.ppid):
                    p = self._add(pid, st=st)
                    if p is not None and p.gone_since is not None and self._sock is None and not final:
                        self._finish(p, p.gone_at, None, "poll")
                else:
                    self._checked.add((pid, st.start_ticks))

    # -- records -----------------------------------------------------------------------------------
    def _finish(self, p: _Proc, end: float | None, status: int | None, source: Literal["netlink", "poll"]) -> None:
        self._live.pop(p.pid, None)
        if p.start_ticks is not None:
            self._checked.add((p.pid, p.start_ticks))  # its zombie is not a new process for the next scan
        if not self._recorded(p.pid):
            return
        code, sig = _decode(status) if status is not None else (None, None)
        record = ProcessRecord(pid=p.pid, ns_pid=p.ns_pid, ppid=p.ppid, cmd=p.cmd, cmd_from=p.cmd_from, cwd=p.cwd,
                               start=round(p.start, 3), end=None if end is None else round(max(end, p.start), 3),
                               exit_code=code, signal=sig, peak_rss_bytes=p.peak_rss,
                               cpu_s=None if p.cpu_s is None else round(p.cpu_s, 3), source=source)
        if self._file is not None:
            self._file.write(record.model_dump_json() + "\n")
            self._file.flush()
        e = self._ended
        e["n"] += 1
        e["cpu"] += p.cpu_s or 0.0
        if p.peak_rss is not None:
            e["peak"] = max(e["peak"] or 0, p.peak_rss)
        if end is None:
            e["running"] += 1
        elif source == "netlink":
            e["failed"] += code != 0
        else:
            e["unknown"] += 1

    def _summarise(self) -> ProcessSummary:
        e = self._ended
        members = (f"members: the sandbox's PID namespace ({self._session_ns})" if self._session_ns
                   else f"members: pid {self._root} and its descendants (no PID namespace of its own: unsandboxed)")
        if self._sock is not None:
            method = f"netlink: exits from the kernel's process-events connector, /proc scanned every " \
                     f"{self.interval_s:g} s; {members}"
            if self._lost:
                method += f"; {self._lost} reads of events lost to a full socket buffer (those exits were " \
                          "seen by a scan: exit code unknown)"
        else:
            method = f"poll: /proc scanned every {self.interval_s:g} s, exit codes unknown (netlink: " \
                     f"{self._why_not}); {members}"
        return ProcessSummary(processes=e["n"], failed=e["failed"], exit_unknown=e["unknown"],
                              still_running=e["running"], peak_rss_bytes=e["peak"], cpu_s=round(e["cpu"], 3),
                              exit_codes_known=self._sock is not None and e["unknown"] == 0, method=method)

    def _start_thread(self, target, name: str) -> None:
        thread = threading.Thread(target=target, name=name, daemon=True)
        thread.start()
        self._threads.append(thread)
