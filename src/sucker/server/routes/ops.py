"""For whoever runs the server: liveness, readiness, metrics."""

from __future__ import annotations

import contextlib
import os
import resource
from typing import Any

from fastapi import APIRouter, Request, Response
from fastapi.responses import JSONResponse
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

from sucker.server import metrics
from sucker.server.context import (
    server_of,
)

router = APIRouter()


@router.get("/healthz", include_in_schema=False)
async def healthz() -> Any:
    return {"ok": True}


@router.get("/readyz", include_in_schema=False)
async def readyz(request: Request) -> JSONResponse:
    """Ready when the database answers and, with Redis, the relay is subscribed."""
    server = server_of(request)
    problems = []
    try:
        await server.store.run(server.store.ping)
    except Exception as e:
        problems.append(f"database: {type(e).__name__}")
    relay = server.tables.relay
    if relay is not None and not relay.listening.is_set():
        problems.append("redis: not subscribed")
    body = {"ready": not problems, "problems": problems,
            "tables": len(server.tables.live)}
    return JSONResponse(body, 200 if not problems else 503)


@router.get("/metrics", include_in_schema=False)
async def prometheus(request: Request) -> Response:
    metrics.ai_queue.set(server_of(request).ai.waiting())
    metrics.open_files_limit.set(resource.getrlimit(resource.RLIMIT_NOFILE)[0])
    with contextlib.suppress(OSError):  # /proc: Linux only
        metrics.open_files.set(len(os.listdir("/proc/self/fd")))
    return Response(generate_latest(metrics.registry), media_type=CONTENT_TYPE_LATEST)

