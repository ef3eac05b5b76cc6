"""The egress proxy of `--network model|allow`: a real proxy on a Unix socket, spoken to over real sockets.

Whole runs through it (a sandboxed prober, pypi.org allowed) are in tests/adversarial/.
"""

from __future__ import annotations

import json
import socket
import socketserver
import threading
from pathlib import Path

import pytest

import infra._egress as egress
from infra import EgressProxy, read_egress
from infra._egress import host_allowed, local_addresses


@pytest.mark.parametrize("host,port,allow,expected", [
    ("pypi.org", 443, ["pypi.org"], True),
    ("PyPI.org.", 443, ["pypi.org"], True),
    ("pypi.org", 22, ["pypi.org"], False),
    ("files.pythonhosted.org", 443, [".pythonhosted.org"], True),
    ("pythonhosted.org", 443, ["*.pythonhosted.org"], True),
    ("evilpythonhosted.org", 443, [".pythonhosted.org"], False),
    ("pypi.org.evil.com", 443, ["pypi.org"], False),
    ("example.org", 8443, ["example.org:8443"], True),
    ("example.org", 443, ["example.org:8443"], False),
    ("example.org", 443, [], False),
])
def test_the_allow_list_matches_hosts_and_ports(host, port, allow, expected):
    assert host_allowed(host, port, allow) is expected


def test_this_machines_own_addresses_are_known():
    own = local_addresses()
    assert "127.0.0.1" in own and "0.0.0.0" in own


class _Echo(socketserver.ThreadingTCPServer):
    allow_reuse_address = True
    daemon_threads = True


class _EchoHandler(socketserver.BaseRequestHandler):
    def handle(self):
        while data := self.request.recv(4096):
            self.request.sendall(data.upper())


@pytest.fixture
def echo():
    server = _Echo(("127.0.0.1", 0), _EchoHandler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield server.server_address[1]
    server.shutdown()
    server.server_close()


def _ask(sock_path: Path, request: bytes, then: bytes = b"") -> bytes:
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
        s.settimeout(10)
        s.connect(str(sock_path))
        s.sendall(request)
        answer = s.recv(4096)
        if then and b" 200 " in answer.split(b"\r\n")[0]:
            s.sendall(then)
            answer += b"||" + s.recv(4096)
        return answer


def test_refused_hosts_get_a_403_that_names_the_fix_and_every_attempt_is_recorded(tmp_path, echo):
    log, sock = tmp_path / "egress.jsonl", tmp_path / "egress.sock"
    with EgressProxy(log, [], sock, policy="model"):
        answer = _ask(sock, b"CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n")
        assert answer.startswith(b"HTTP/1.1 403") and b"--network allow --allow-host example.org" in answer
        answer = _ask(sock, f"GET http://127.0.0.1:{echo}/x HTTP/1.1\r\nHost: a\r\n\r\n".encode())
        assert answer.startswith(b"HTTP/1.1 403")
        assert _ask(sock, b"garbage\r\n\r\n").startswith(b"HTTP/1.1 400")  # a bad request fails only itself
        assert _ask(sock, b"GET /relative HTTP/1.1\r\n\r\n").startswith(b"HTTP/1.1 400")
    records = read_egress(log)
    assert [(r.host, r.port, r.method, r.allowed) for r in records] == [
        ("example.org", 443, "CONNECT", False), ("127.0.0.1", echo, "GET", False)]
    assert records[1].path == "/x" and "policy is `model`" in records[1].reason


def test_a_listed_host_on_this_machine_is_still_refused(tmp_path, echo):
    """No allow-list entry opens the harness's own services, whatever the name resolves to."""
    log, sock = tmp_path / "egress.jsonl", tmp_path / "egress.sock"
    with EgressProxy(log, [f"localhost:{echo}", f"127.0.0.1:{echo}"], sock):
        for host in ("localhost", "127.0.0.1"):
            answer = _ask(sock, f"CONNECT {host}:{echo} HTTP/1.1\r\n\r\n".encode())
            assert answer.startswith(b"HTTP/1.1 403") and b"an address of this machine" in answer, answer
    assert [r.allowed for r in read_egress(log)] == [False, False]


def test_an_allowed_tunnel_carries_bytes_both_ways_and_counts_them(tmp_path, echo, monkeypatch):
    # The only reachable upstream here is on loopback, which the proxy refuses by design: let this
    # one test through to exercise the tunnel itself.
    monkeypatch.setattr(egress, "_forbidden", lambda *args: None)
    log, sock = tmp_path / "egress.jsonl", tmp_path / "egress.sock"
    with EgressProxy(log, [f"127.0.0.1:{echo}"], sock):
        answer = _ask(sock, f"CONNECT 127.0.0.1:{echo} HTTP/1.1\r\n\r\n".encode(), then=b"hello")
        assert answer.startswith(b"HTTP/1.1 200") and answer.endswith(b"||HELLO"), answer
        plain = _ask(sock, f"GET http://127.0.0.1:{echo}/p?q=1 HTTP/1.1\r\nHost: x\r\nProxy-Connection: "
                           f"keep-alive\r\n\r\n".encode())
        # Echoed, upper-cased: the Host header is the URL's, not the one the agent sent.
        assert plain.startswith(f"GET /P?Q=1 HTTP/1.1\r\nHOST: 127.0.0.1:{echo}\r\nCONNECTION: CLOSE".encode()), plain
    records = read_egress(log)
    assert [r.allowed for r in records] == [True, True]
    tunnel, forwarded = records
    assert tunnel.bytes_up == 5 and tunnel.bytes_down == 5 and tunnel.address == "127.0.0.1"
    assert forwarded.path == "/p?q=1" and forwarded.bytes_down == forwarded.bytes_up > 0
    assert json.loads(log.read_text().splitlines()[0])["method"] == "CONNECT"


def test_a_flood_of_refused_connections_cannot_fill_the_harness_disk(tmp_path, monkeypatch):
    monkeypatch.setattr(egress, "MAX_LINES", 3)
    log, sock = tmp_path / "egress.jsonl", tmp_path / "egress.sock"
    with EgressProxy(log, [], sock, policy="model"):
        for _ in range(8):
            assert _ask(sock, b"CONNECT example.org:443 HTTP/1.1\r\n\r\n").startswith(b"HTTP/1.1 403")
    records = read_egress(log)
    assert [r.count for r in records] == [1, 1, 1, 5]
    assert "folded" in records[-1].reason and sum(r.count for r in records) == 8


def test_names_that_lead_to_metadata_services_and_malformed_targets_are_refused(tmp_path):
    log, sock = tmp_path / "egress.jsonl", tmp_path / "egress.sock"
    assert egress._forbidden("169.254.169.254", set()) and egress._forbidden("fd00:ec2::254", set())
    assert egress._forbidden("fd00:ec2::254", set(), named=True) is None  # listed by the address itself
    assert egress._forbidden("10.1.2.3", set()) is None  # a mirror on the LAN, by the user's own DNS
    assert egress._forbidden("::ffff:127.0.0.1", set(), named=True)  # never this machine
    assert egress._forbidden("93.184.216.34", set()) is None
    with EgressProxy(log, ["*.example.org", "h"], sock):
        for bad in (b"CONNECT h:99999 HTTP/1.1\r\n\r\n", b"CONNECT h:\xc2\xb2 HTTP/1.1\r\n\r\n",
                    b"GET http://h:99999/ HTTP/1.1\r\n\r\n", b"CONNECT " + b"a" * 300 + b":443 HTTP/1.1\r\n\r\n"):
            assert _ask(sock, bad).startswith(b"HTTP/1.1 400"), bad
        # Still serving after all that.
        assert _ask(sock, b"CONNECT other.net:443 HTTP/1.1\r\n\r\n").startswith(b"HTTP/1.1 403")
