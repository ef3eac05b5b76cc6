"""Probes the network: every loopback port, the harness's servers, the host, through the egress proxy.

PROBE_TARGETS (JSON [[host, port], …]) names services the test knows run on the host (its
Prefect server, Ray, …); PROBE_ALLOWED names a host the run allows (or nothing).
"""

import json
import os
import socket
import sys
import urllib.request

sys.path.insert(0, os.path.join(os.environ["AGENT_DIR"], ".."))
from _common import attempt, copy_base, http, save, submit


def listening(host: str, ports: range) -> list[int]:
    found = []
    for port in ports:
        with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET) as s:
            s.settimeout(0.5)
            # A connection to itself (the kernel picked this very port as the source) is no listener.
            if s.connect_ex((host, port)) == 0 and s.getsockname()[:2] != s.getpeername()[:2]:
                found.append(port)
    return found


def direct(host: str, port: int):
    with socket.create_connection((host, port), timeout=3) as s:
        s.sendall(b"GET / HTTP/1.0\r\n\r\n")
        return s.recv(200)


def proxy_url() -> str:
    return os.environ.get("HTTPS_PROXY") or os.environ.get("https_proxy") or ""


def connect(host: str, port: int):
    """CONNECT through the egress proxy; raises with its answer when refused."""
    where = proxy_url().removeprefix("http://")
    h, _, p = where.rpartition(":")
    with socket.create_connection((h, int(p)), timeout=10) as s:
        s.sendall(f"CONNECT {host}:{port} HTTP/1.1\r\nHost: {host}:{port}\r\n\r\n".encode())
        answer = s.recv(4096).decode("latin-1")
    if " 200 " not in answer.split("\r\n")[0]:
        raise PermissionError(answer.split("\r\n")[0] + " | " + answer.split("\r\n\r\n", 1)[-1].strip())
    return answer.split("\r\n")[0]


def fetch(url: str):
    with urllib.request.urlopen(url, timeout=20) as resp:  # the environment's proxy settings
        return resp.status, len(resp.read())


def call_model():
    body = json.dumps({"model": "stand-in", "messages": [{"role": "user", "content": "hello there"}]}).encode()
    req = urllib.request.Request(os.environ["OPENAI_BASE_URL"].rstrip("/") + "/chat/completions", data=body,
                                 headers={"Content-Type": "application/json", "Authorization": "Bearer x"})
    with urllib.request.urlopen(req, timeout=30) as resp:
        return resp.status


targets = [tuple(t) for t in json.loads(os.environ.get("PROBE_TARGETS", "[]"))]
open_ports = listening("127.0.0.1", range(1, 65536))
open_v6 = []
try:
    open_v6 = listening("::1", range(1, 65536))
except OSError:
    pass
attempt("the grading API", lambda: http("GET", "/health"))
attempt("the model API through the recording proxy", call_model)
for host, port in targets:
    attempt(f"direct {host}:{port}", lambda h=host, p=port: direct(h, p))
    attempt(f"CONNECT {host}:{port}", lambda h=host, p=port: connect(h, p))
    attempt(f"GET http://{host}:{port}/", lambda h=host, p=port: fetch(f"http://{h}:{p}/"))
attempt("CONNECT localhost:22", lambda: connect("localhost", 22))
attempt("CONNECT example.org:443", lambda: connect("example.org", 443))
allowed = os.environ.get("PROBE_ALLOWED")
if allowed:
    attempt(f"GET https://{allowed}/", lambda: fetch(f"https://{allowed}/"))
attempt("submit the base model", lambda: submit(copy_base("v1")))
save(open_ports=open_ports, open_v6=open_v6, proxy=proxy_url(),
     relayed={k: os.environ.get(k) for k in ("GRADING_SERVER_URL", "OPENAI_BASE_URL", "ANTHROPIC_BASE_URL")})
