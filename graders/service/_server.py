"""The grading server: a FastAPI app over a `GradingService`, served by uvicorn on 127.0.0.1."""

from __future__ import annotations

import asyncio
import logging
import os
import socket
import time
from pathlib import Path
from typing import Annotated

from fastapi import FastAPI, Query, Request
from fastapi import Path as PathParam
from fastapi.exception_handlers import http_exception_handler
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException

from graders.service._api import (
    ErrorResponse,
    HealthResponse,
    SubmissionView,
    SubmitRequest,
    SubmitResponse,
    TimeResponse,
    TrajectoriesResponse,
)
from graders.service._service import GradingService
from infra import LoopbackServer, SubmissionError

SUBMIT_EXAMPLE = '{"model_path": "output/v1"}'
# Ids are 1, 2, … and stored as SQLite integers: any other is a malformed request (400), not an overflow (500).
SubmissionId = Annotated[int, PathParam(ge=1, le=2**63 - 1, description="GET /submissions lists them.")]


def create_app(service: GradingService) -> FastAPI:
    app = FastAPI(title="a2rl grading API", version="1",
                  description="Submit checkpoints, read validation scores and the budget.")
    errors = {400: {"model": ErrorResponse}, 404: {"model": ErrorResponse}, 409: {"model": ErrorResponse},
              413: {"model": ErrorResponse}, 429: {"model": ErrorResponse}}

    @app.exception_handler(SubmissionError)
    async def _refused(_: Request, exc: SubmissionError) -> JSONResponse:
        headers = {"Retry-After": str(max(1, round(exc.retry_after_s)))} if exc.retry_after_s else None
        return JSONResponse(status_code=exc.status_code, content={"error": str(exc)}, headers=headers)

    @app.exception_handler(RequestValidationError)
    async def _malformed(request: Request, exc: RequestValidationError) -> JSONResponse:
        problems = "; ".join(f"{'.'.join(str(p) for p in e.get('loc', ()))}: {e.get('msg')}" for e in exc.errors())
        if all(e.get("loc", ("",))[0] in ("query", "path") for e in exc.errors()):
            error = (f"malformed request ({problems}); e.g. POST /submit?wait=false&timeout=600, "
                     "GET /submissions/3/trajectories?offset=0&limit=100")
        else:
            error = (f"malformed request ({problems}); send a JSON body like {SUBMIT_EXAMPLE} "
                     "with Content-Type: application/json")
        if request.url.path == "/submit":
            service.record_refusal("<malformed request>", 400, error)
        return JSONResponse(status_code=400, content={"error": error})

    @app.exception_handler(HTTPException)
    async def _unparsable(request: Request, exc: HTTPException) -> JSONResponse:
        # FastAPI's 400 for a body it cannot decode (not UTF-8, say): refused like any malformed request.
        if exc.status_code != 400:
            return await http_exception_handler(request, exc)
        error = (f"malformed request ({exc.detail}); send a JSON body like {SUBMIT_EXAMPLE} "
                 "with Content-Type: application/json")
        if request.url.path == "/submit":
            service.record_refusal("<malformed request>", 400, error)
        return JSONResponse(status_code=400, content={"error": error}, headers=exc.headers)

    @app.post("/submit", response_model=SubmitResponse, status_code=200,
              responses={**errors, 202: {"model": SubmitResponse, "description": "Accepted, not scored yet: poll"},
                         422: {"model": SubmitResponse, "description": "Recorded, but it could not be evaluated"}})
    async def submit(body: SubmitRequest,
                     wait: bool = Query(True, description="Wait for the score (default). false: answer 202 at "
                                                          "once and poll GET /submissions/{id}."),
                     timeout: float | None = Query(None, gt=0, le=86400, description="Seconds to wait at most; "
                                                   "then 202 and poll (default: until scored).")) -> JSONResponse:
        sid = await run_in_threadpool(service.accept, body.model_path, body.final)
        if wait:
            # Waiting holds no thread: the API's threads stay free for /time and /submissions.
            ends = None if timeout is None else time.monotonic() + timeout
            while not await run_in_threadpool(service.finished, sid):
                if ends is not None and time.monotonic() >= ends:
                    break
                await asyncio.sleep(0.2)
        result = await run_in_threadpool(service.response, sid)
        # A checkpoint that could not be evaluated is recorded, and said so with a 422.
        code = {"done": 200, "failed": 422}.get(result.status, 202)
        return JSONResponse(status_code=code, content=result.model_dump())

    @app.post("/submissions/{submission_id}/final", response_model=SubmissionView, responses=errors)
    def mark_final(submission_id: SubmissionId) -> SubmissionView:
        """Choose this submission as your answer: its test score is the run's (one final at a time)."""
        return service.mark_final(submission_id)

    @app.get("/submissions", response_model=list[SubmissionView])
    def submissions() -> list[SubmissionView]:
        return service.submissions()

    @app.get("/submissions/{submission_id}", response_model=SubmissionView, responses=errors)
    def submission(submission_id: SubmissionId) -> SubmissionView:
        return service.submission(submission_id)

    @app.get("/submissions/{submission_id}/trajectories", response_model=TrajectoriesResponse, responses=errors)
    def trajectories(submission_id: SubmissionId, offset: int = 0, limit: int = 100) -> TrajectoriesResponse:
        """The validation episodes of a submission: prompts, actions, observations, rewards."""
        return service.trajectories(submission_id, offset, limit)

    @app.get("/best", response_model=SubmissionView | None)
    def best() -> SubmissionView | None:
        """Compatibility with AutoRL-Bench launchers: the best-scoring submission so far."""
        scored = [s for s in service.submissions() if s.score is not None]
        return max(scored, key=lambda s: s.score) if scored else None

    @app.get("/time", response_model=TimeResponse)
    def time_() -> TimeResponse:
        return service.time()

    @app.get("/health", response_model=HealthResponse)
    def health() -> HealthResponse:
        return HealthResponse(status="ok", task=service.settings.task,
                              submissions=service.ledger.count(), accepting=service.accepting(),
                              evaluating=service.pending())

    return app


_UVICORN_LOGGERS = ("uvicorn", "uvicorn.error", "uvicorn.access")


class GradingServer:
    """Runs the app in a background thread on a free loopback port; use as a context manager.

    With `unix_socket`, the same app also answers on that Unix socket: the way in for an agent
    sandboxed without a network (the sandbox relays it to the same loopback port inside).
    """

    def __init__(self, service: GradingService, host: str = "127.0.0.1", log_path=None,
                 unix_socket: Path | None = None) -> None:
        self.service = service
        self.unix_socket = unix_socket
        extra = []
        if unix_socket is not None:
            unix_socket.unlink(missing_ok=True)
            self._unix = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            self._unix.bind(str(unix_socket))
            os.chmod(unix_socket, 0o666)  # the agent runs as a uid of its own
            extra.append(self._unix)
        # The log file is attached to uvicorn's loggers by hand: a `log_config` makes uvicorn call
        # logging.config.dictConfig, which flushes and closes every handler of the process
        # (Prefect's API log handler waited 2 × 2.5 s for its queue there, in every run).
        self._log = logging.FileHandler(log_path) if log_path is not None else None
        self._kept: list[tuple[logging.Logger, int, bool]] = []
        self._http = LoopbackServer(create_app(service), name="a2rl-grading-server", host=host, extra_sockets=extra,
                                    access_log=True, timeout_keep_alive=5,
                                    limit_concurrency=1024, backlog=2048)
        self.host, self.port = self._http.host, self._http.port

    @property
    def url(self) -> str:
        return self._http.url

    def __enter__(self) -> GradingServer:
        if self._log is not None:
            for name in _UVICORN_LOGGERS:
                logger = logging.getLogger(name)
                self._kept.append((logger, logger.level, logger.propagate))
                logger.addHandler(self._log)
                logger.setLevel(logging.INFO)
                logger.propagate = False
        self._http.start("logs/grader.log")
        return self

    def __exit__(self, *exc: object) -> None:
        self._http.stop()
        for logger, level, propagate in self._kept:
            logger.removeHandler(self._log)
            logger.setLevel(level)
            logger.propagate = propagate
        self._kept.clear()
        if self._log is not None:
            self._log.close()
        if self.unix_socket is not None:
            self._unix.close()
            self.unix_socket.unlink(missing_ok=True)
