"""The kernel's process-events connector (netlink, root only): subscribing, proving it works, decoding events."""

from __future__ import annotations

import socket
import struct
import subprocess
import sys
import time

# Nothing public: only ProcessRecorder listens to the connector.
__all__: list[str] = []

# Netlink process connector (linux/connector.h, linux/cn_proc.h).
_NETLINK_CONNECTOR, _CN_IDX_PROC, _CN_VAL_PROC = 11, 1, 1
_LISTEN, _IGNORE = 1, 2
_FORK, _EXEC, _EXIT = 0x1, 0x2, 0x80000000
_NLMSG_DONE = 3
_SO_RCVBUFFORCE = 33
_EVENT_DATA = 16 + 20 + 16  # nlmsghdr + cn_msg + proc_event header (what, cpu, timestamp_ns)


def _control(sock: socket.socket, op: int) -> None:
    cn = struct.pack("=IIIIHH", _CN_IDX_PROC, _CN_VAL_PROC, 0, 0, 4, 0) + struct.pack("=I", op)
    sock.send(struct.pack("=IHHII", 16 + len(cn), _NLMSG_DONE, 0, 0, 0) + cn)


def _events(data: bytes):
    """(what, timestamp_ns, fields…) of each process event in one datagram."""
    off = 0
    while off + 16 <= len(data):
        length, kind = struct.unpack_from("=IH", data, off)
        if length < 16:
            return
        if kind == _NLMSG_DONE and length >= _EVENT_DATA + 8:
            idx, val = struct.unpack_from("=II", data, off + 16)
            if (idx, val) == (_CN_IDX_PROC, _CN_VAL_PROC):
                what, _cpu, ts = struct.unpack_from("=IIQ", data, off + 36)
                if what in (_FORK, _EXIT) and length >= _EVENT_DATA + 16:
                    yield (what, ts, *struct.unpack_from("=IIII", data, off + _EVENT_DATA))
                elif what == _EXEC:
                    yield (what, ts, *struct.unpack_from("=II", data, off + _EVENT_DATA))
        off += (length + 3) & ~3


def _open_connector() -> tuple[socket.socket | None, str | None]:
    """A socket subscribed to every process event of the host, proven to work; or (None, why not)."""
    try:
        sock = socket.socket(socket.AF_NETLINK, socket.SOCK_DGRAM, _NETLINK_CONNECTOR)
    except OSError as exc:
        return None, f"no netlink process connector ({exc})"
    try:
        try:  # a busy host forks a lot: room for bursts (beyond rmem_max needs CAP_NET_ADMIN)
            sock.setsockopt(socket.SOL_SOCKET, _SO_RCVBUFFORCE, 16 << 20)
        except OSError:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 16 << 20)
        sock.bind((0, _CN_IDX_PROC))  # port 0: the kernel picks one, so several recorders coexist
        _control(sock, _LISTEN)
    except OSError as exc:
        sock.close()
        return None, (f"the kernel's process connector refused the subscription ({exc}): it needs "
                      "CAP_NET_ADMIN (run the harness as root)")
    # The kernel ignores subscriptions from outside the initial PID/user namespace (a container)
    # without an error: prove events arrive, with pids as this /proc shows them.
    probe = subprocess.Popen([sys.executable, "-S", "-c", ""], stdin=subprocess.DEVNULL)
    probe.wait()
    sock.settimeout(0.2)
    deadline = time.monotonic() + 3.0
    while time.monotonic() < deadline:
        try:
            data = sock.recv(65536)
        except TimeoutError:
            continue
        except OSError:
            continue  # ENOBUFS: a burst of the host's events; the probe's may still come
        if any(e[0] == _EXIT and e[2] == probe.pid for e in _events(data)):
            return sock, None
    _close_connector(sock)
    return None, ("the process connector sent no events (the harness is not in the host's initial PID "
                  "namespace, e.g. inside a container)")


def _close_connector(sock: socket.socket) -> None:
    try:
        _control(sock, _IGNORE)  # the kernel counts listeners: stop it sending events for nobody
    except OSError:
        pass
    sock.close()
