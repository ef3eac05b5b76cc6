"""The egress proxy of `--network model` and `--network allow`: the agent's only way out, on a leash.

The agent's sandbox has a network namespace of its own, so nothing it connects to directly
leaves it. Its `HTTPS_PROXY` / `HTTP_PROXY` name this proxy (relayed into the sandbox over a
Unix socket, as the grading API is), which answers CONNECT and plain proxied HTTP requests:
hosts on the allow-list are reached, everything else gets a 403 that says how to allow it.
Under `model` the list is empty: every attempt is refused and recorded. Every connection is
one line of `egress.jsonl`: time, host, port, bytes each way, allowed or why not.

An allowed name that resolves to this machine (loopback, link-local, one of its own addresses)
is refused too: no allow-list entry opens the harness's own services, whatever DNS says. The
proxy connects to the address it checked, so a name cannot resolve once for the check and
again for the connection.
"""

from __future__ import annotations

import asyncio
import ipaddress
import json
import os
import re
import socket
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

from pydantic import BaseModel, Field

__all__ = ["EgressProxy", "EgressRecord", "host_allowed", "local_addresses", "read_egress"]

_HEAD_LIMIT = 64 * 1024
# An agent in a loop could fill the harness's disk one refused connection at a time: past this many
# lines the rest are counted, and written as one line per host, port and verdict when the proxy stops.
MAX_LINES = 20_000
MAX_FOLDED = 1_000  # hosts counted apart past MAX_LINES; the rest share one line
MAX_OPEN = 256  # tunnels at once
MAX_BODY = 64 * 2**20  # of a plain HTTP request
# Instance metadata services outside link-local (AWS over IPv6, Alibaba Cloud): credentials live there.
_METADATA = frozenset({"fd00:ec2::254", "100.100.100.200"})
_HOST = re.compile(r"[A-Za-z0-9._-]{1,253}|[0-9A-Fa-f:.]{2,45}")
_DEFAULT_PORTS = (80, 443)
_HOP_HEADERS = {"proxy-connection", "proxy-authorization", "connection", "keep-alive"}


class EgressRecord(BaseModel):
    """One line of `egress.jsonl`: one connection the agent asked the proxy for."""

    t: float = Field(description="Epoch seconds the request arrived.")
    host: str
    port: int
    method: str = Field(description="CONNECT (a tunnel, e.g. HTTPS) or the HTTP method of a proxied request.")
    path: str | None = Field(None, description="The path of a plain HTTP request (a tunnel's is encrypted).")
    allowed: bool
    reason: str | None = Field(None, description="Why it was refused, or why the upstream failed.")
    address: str | None = Field(None, description="The address it was connected to.")
    bytes_up: int = Field(0, description="Bytes from the agent to the host.")
    bytes_down: int = Field(0, description="Bytes from the host to the agent.")
    seconds: float = 0.0
    count: int = Field(1, description="Connections this line stands for: past `MAX_LINES` lines, one line per "
                                      "host, port and verdict is written at the end.")


def host_allowed(host: str, port: int, allow: list[str]) -> bool:
    """`pypi.org` allows that host on ports 80 and 443; `.example.org` or `*.example.org` its
    subdomains too; `host:8080` that port only."""
    host = host.lower().rstrip(".")
    for entry in allow:
        entry = entry.strip().lower()
        name, _, want = entry.rpartition(":") if entry.count(":") == 1 else (entry, "", "")
        ports = (int(want),) if want.isdigit() else _DEFAULT_PORTS
        if port not in ports:
            continue
        if name.startswith("*."):
            name = name[1:]
        if host == name or (name.startswith(".") and (host.endswith(name) or host == name[1:])):
            return True
    return False


def local_addresses() -> set[str]:
    """Every address this machine answers on (its interfaces', from /proc: no extra dependency)."""
    found = {"0.0.0.0", "::"}
    try:
        lines = Path("/proc/net/fib_trie").read_text().splitlines()
        for prev, line in zip(lines, lines[1:]):
            if "/32 host LOCAL" in line:
                found.add(prev.split()[-1])
    except OSError:
        pass
    try:
        for line in Path("/proc/net/if_inet6").read_text().splitlines():
            raw = line.split()[0]
            found.add(str(ipaddress.IPv6Address(int(raw, 16))))
    except (OSError, ValueError, IndexError):
        pass
    return found


def _forbidden(address: str, local: set[str], named: bool = False) -> str | None:
    """Why `address` must not be connected to: this machine's own, or (unless the allow-list names
    the address itself, `named`) a cloud's metadata service. Other private addresses pass: a
    listed package mirror may well sit on the LAN, behind the user's own DNS."""
    ip = ipaddress.ip_address(address.split("%")[0])
    if ip.version == 6 and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    if ip.is_loopback or ip.is_link_local or ip.is_unspecified or ip.is_multicast or str(ip) in local:
        return f"{ip}, an address of this machine (the harness's services are never reachable)"
    if str(ip) in _METADATA and not named:
        return f"{ip}, a cloud's metadata service (allow it by that address itself, not by a name)"
    return None


class EgressProxy:
    """An HTTP CONNECT / forward proxy on a Unix socket, in a thread of the harness.

        with EgressProxy(log, ["pypi.org"], socket_path):   # the sandbox relays 127.0.0.1:PORT to it
            ...
    """

    def __init__(self, log_path: Path, allow: list[str], unix_socket: Path, policy: str = "allow") -> None:
        self.log_path, self.allow, self.unix_socket, self.policy = log_path, list(allow), unix_socket, policy
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        self._local = local_addresses()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._server: asyncio.AbstractServer | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._lock = threading.Lock()
        self._tasks: set[asyncio.Task] = set()
        self._lines = 0
        self._folded: dict[tuple[str, int, bool], EgressRecord] = {}

    def __enter__(self) -> EgressProxy:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def start(self) -> None:
        self.unix_socket.unlink(missing_ok=True)
        self._thread = threading.Thread(target=self._run, name="a2rl egress proxy", daemon=True)
        self._thread.start()
        if not self._ready.wait(10) or self._server is None:
            raise RuntimeError(f"the egress proxy did not start on {self.unix_socket}")

    def stop(self) -> None:
        loop = self._loop
        if loop is None or self._thread is None:
            return

        async def shutdown() -> None:
            assert self._server is not None
            self._server.close()
            for task in list(self._tasks):
                task.cancel()
            await asyncio.gather(*self._tasks, return_exceptions=True)

        asyncio.run_coroutine_threadsafe(shutdown(), loop).result(timeout=15)
        loop.call_soon_threadsafe(loop.stop)
        self._thread.join(timeout=15)
        self.unix_socket.unlink(missing_ok=True)
        with self._lock, self.log_path.open("a", encoding="utf-8") as f:
            for record in self._folded.values():
                f.write(record.model_dump_json(exclude_none=True) + "\n")
            self._folded.clear()

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        asyncio.set_event_loop(loop)

        async def serve() -> None:
            self._server = await asyncio.start_unix_server(self._handle, path=str(self.unix_socket),
                                                           limit=_HEAD_LIMIT)
            os.chmod(self.unix_socket, 0o666)  # the agent runs as a uid of its own

        try:
            loop.run_until_complete(serve())
        finally:
            self._ready.set()
        loop.run_forever()
        loop.close()

    def _write(self, record: EgressRecord) -> None:
        with self._lock:
            if self._lines >= MAX_LINES:
                key = (record.host, record.port, record.allowed)
                if key not in self._folded and len(self._folded) >= MAX_FOLDED:
                    key = ("*", 0, record.allowed)
                    record = record.model_copy(update={"host": "*", "port": 0})
                folded = self._folded.get(key)
                if folded is None:
                    self._folded[key] = record.model_copy(update={"path": None, "reason": (record.reason or "")
                                                                  + f" (folded: past {MAX_LINES:,} lines)"})
                else:
                    folded.count += 1
                    folded.bytes_up += record.bytes_up
                    folded.bytes_down += record.bytes_down
                return
            self._lines += 1
            with self.log_path.open("a", encoding="utf-8") as f:
                f.write(record.model_dump_json(exclude_none=True) + "\n")

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None
        self._tasks.add(task)
        try:
            if len(self._tasks) > MAX_OPEN:
                await _answer(writer, 503, f"a2rl egress proxy: more than {MAX_OPEN} connections at once; close some")
                return
            await self._serve_one(reader, writer)
        except (asyncio.CancelledError, ConnectionError, asyncio.IncompleteReadError, asyncio.LimitOverrunError,
                TimeoutError):
            pass
        except Exception as exc:  # noqa: BLE001 - whatever the agent sends fails only its own request
            self._write(EgressRecord(t=time.time(), host="?", port=0, method="?", allowed=False,
                                     reason=f"bad request: {type(exc).__name__}: {str(exc)[:200]}"))
            try:
                await _answer(writer, 400, f"a2rl egress proxy: bad request ({type(exc).__name__})")
            except Exception:  # noqa: BLE001
                pass
        finally:
            self._tasks.discard(task)
            writer.close()

    async def _serve_one(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), timeout=30)
        lines = head.decode("latin-1").split("\r\n")
        parts = lines[0].split()
        if len(parts) != 3:
            await _answer(writer, 400, "a2rl egress proxy: not an HTTP proxy request")
            return
        method, target, version = parts
        record = EgressRecord(t=time.time(), host="", port=0, method=method.upper(), allowed=False)
        if record.method == "CONNECT":
            host, _, port = target.rpartition(":")
            record.host = host.strip("[]")
            record.port = int(port) if port.isascii() and port.isdigit() and 0 < int(port) < 65536 else 0
        else:
            url = urlsplit(target)
            if url.scheme != "http" or not url.hostname:
                await _answer(writer, 400, "a2rl egress proxy: give a full http:// URL, or CONNECT for https")
                return
            record.host, record.port = url.hostname, url.port or 80  # a port out of range raises: a 400
            path = (url.path or "/") + (f"?{url.query}" if url.query else "")
            record.path = path[:2048]
        if not _HOST.fullmatch(record.host) or not record.port:
            await _answer(writer, 400, f"a2rl egress proxy: {target[:100]!r} is not host:port")
            return
        if not host_allowed(record.host, record.port, self.allow):
            record.reason = (f"{record.host}:{record.port} is not on the allow-list" if self.policy == "allow"
                             else "the network policy is `model`: only the grader and the model API are reachable")
            self._write(record)
            hint = (f"ask for it with --network allow --allow-host {record.host}" if self.policy == "model"
                    else f"add it with --allow-host {record.host}")
            await _answer(writer, 403, f"a2rl egress proxy: {record.reason}; the harness's user can {hint}")
            return
        start = time.monotonic()
        try:
            infos = await asyncio.get_running_loop().getaddrinfo(record.host, record.port, type=socket.SOCK_STREAM)
        except OSError as exc:
            record.reason = f"name lookup failed: {exc}"
            self._write(record)
            await _answer(writer, 502, f"a2rl egress proxy: {record.reason}")
            return
        addresses = [info[4][0] for info in infos]
        named = _is_address(record.host)  # allowed by the address itself
        refused = next((why for a in addresses if (why := _forbidden(a, self._local, named))), None)
        if refused:
            record.reason = refused
            self._write(record)
            await _answer(writer, 403, f"a2rl egress proxy: {record.host} resolves to {refused}")
            return
        record.allowed, record.address = True, addresses[0]
        try:
            up_reader, up_writer = await asyncio.wait_for(
                asyncio.open_connection(record.address, record.port), timeout=30)
        except (TimeoutError, OSError) as exc:
            record.reason = f"could not connect: {exc or type(exc).__name__}"
            self._write(record)
            await _answer(writer, 502, f"a2rl egress proxy: {record.host}:{record.port}: {record.reason}")
            return
        try:
            if record.method == "CONNECT":
                writer.write(f"{version} 200 Connection established\r\n\r\n".encode())
                await writer.drain()
            else:
                # One request per connection, to the host that was checked: its Host header is the
                # URL's, and nothing after its body is passed on (no second request to another
                # name behind the same address).
                fields = [h for h in lines[1:] if h and ":" in h]
                names = {h.split(":", 1)[0].strip().lower(): h.split(":", 1)[1].strip() for h in fields}
                if "transfer-encoding" in names:
                    await _answer(writer, 400, "a2rl egress proxy: send the request body with a Content-Length")
                    return
                length = int(names.get("content-length", "0") or 0)
                if not 0 <= length <= MAX_BODY:
                    await _answer(writer, 400, f"a2rl egress proxy: a body over {MAX_BODY // 2**20} MiB")
                    return
                keep = [h for h in fields if h.split(":", 1)[0].strip().lower() not in _HOP_HEADERS | {"host"}]
                authority = record.host if record.port == 80 else f"{record.host}:{record.port}"
                request = "\r\n".join([f"{method} {path} {version}", f"Host: {authority}", *keep,
                                        "Connection: close", "", ""]).encode("latin-1")
                body = await reader.readexactly(length) if length else b""
                up_writer.write(request + body)
                record.bytes_up += len(request) + len(body)
                await up_writer.drain()
            if record.method == "CONNECT":
                await asyncio.gather(_pump(reader, up_writer, record, "bytes_up"),
                                     _pump(up_reader, writer, record, "bytes_down"), return_exceptions=True)
            else:  # the answer, until the host or the agent hangs up
                tasks = [asyncio.ensure_future(_pump(up_reader, writer, record, "bytes_down")),
                         asyncio.ensure_future(_until_eof(reader))]
                _, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
                for task in pending:
                    task.cancel()
                await asyncio.gather(*pending, return_exceptions=True)
        finally:
            up_writer.close()
            record.seconds = round(time.monotonic() - start, 3)
            self._write(record)


async def _until_eof(reader: asyncio.StreamReader) -> None:
    try:
        while await reader.read(65536):
            pass
    except (ConnectionError, OSError):
        pass


def _is_address(host: str) -> bool:
    try:
        ipaddress.ip_address(host)
        return True
    except ValueError:
        return False


async def _pump(src: asyncio.StreamReader, dst: asyncio.StreamWriter, record: EgressRecord, field: str) -> None:
    """Copy until EOF, counting into `record` as it goes (a connection cut at shutdown keeps its count)."""
    try:
        while data := await src.read(65536):
            dst.write(data)
            setattr(record, field, getattr(record, field) + len(data))
            await dst.drain()
    except (ConnectionError, OSError):
        pass
    finally:
        try:
            if dst.can_write_eof():
                dst.write_eof()
        except (OSError, RuntimeError):
            pass


async def _answer(writer: asyncio.StreamWriter, status: int, message: str) -> None:
    reason = {400: "Bad Request", 403: "Forbidden", 502: "Bad Gateway", 503: "Service Unavailable"}[status]
    body = (message + "\n").encode()
    writer.write(f"HTTP/1.1 {status} {reason}\r\nContent-Type: text/plain\r\nContent-Length: {len(body)}\r\n"
                 f"X-A2RL-Egress: refused\r\nConnection: close\r\n\r\n".encode() + body)
    await writer.drain()


def read_egress(path: Path) -> list[EgressRecord]:
    """The connections recorded in `egress.jsonl` (a line cut by a crash is skipped)."""
    records = []
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError:
        return []
    for line in lines:
        try:
            records.append(EgressRecord.model_validate(json.loads(line)))
        except ValueError:
            continue
    return records
