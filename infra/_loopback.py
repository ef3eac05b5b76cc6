"""An ASGI app served by uvicorn from a background thread on a loopback port bound at once.

The grading server, the recording model proxy and the tests' stand-in servers all run this way.
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Sequence
from typing import Any

import uvicorn


class LoopbackServer:
    """Binds `host:0` now (the URL is known, and handed out, before the server runs: no port race);
    `start()` runs it in a daemon thread, `stop()` ends it."""

    def __init__(self, app: Any, *, name: str, host: str = "127.0.0.1",
                 extra_sockets: Sequence[socket.socket] = (), **config: Any) -> None:
        # IPPROTO_TCP, not 0: asyncio sets TCP_NODELAY only on sockets that say TCP, and without it
        # every answer on a kept-alive connection waits ~40 ms (Nagle vs delayed ACK).
        self._sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
        self._sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self._sock.bind((host, 0))
        self.host, self.port = self._sock.getsockname()[:2]
        self.name = name
        # uvicorn's default log_config makes it call logging.config.dictConfig, which flushes and
        # closes every handler of the process (Prefect's among them): a server in a process that
        # logs elsewhere must not, so the default here is none (a caller attaches its own handlers).
        config.setdefault("log_config", None)
        self._server = uvicorn.Server(uvicorn.Config(app, **config))
        self._sockets = [self._sock, *extra_sockets]
        self._thread = threading.Thread(target=self._server.run, kwargs={"sockets": self._sockets},
                                        name=name, daemon=True)

    def add_socket(self, sock: socket.socket) -> None:
        """Also serve on `sock` (bound, e.g. a Unix socket relayed into a sandbox); before `start()`."""
        if self._thread.is_alive():
            raise RuntimeError(f"{self.name} already runs: add its sockets before start()")
        self._sockets.append(sock)

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}"

    def start(self, where_to_look: str = "the log above", timeout_s: float = 30.0) -> None:
        self._thread.start()
        deadline = time.monotonic() + timeout_s
        while not self._server.started:
            if time.monotonic() > deadline or not self._thread.is_alive():
                raise RuntimeError(f"{self.name} did not start on {self.url} within {timeout_s:.0f} s; "
                                   f"see {where_to_look}")
            time.sleep(0.02)

    def stop(self, timeout_s: float = 15.0) -> None:
        self._server.should_exit = True
        if self._thread.is_alive():  # never started: nothing to wait for
            self._thread.join(timeout=timeout_s)
        self._sock.close()
