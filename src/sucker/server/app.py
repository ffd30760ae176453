"""The ASGI application, assembled: the :class:`~.context.Server` for its lifetime, the door
(sizes, origins, hosts, limits, security headers: :mod:`.guard`), error bodies, and one router
per concern (:mod:`.routes`). Tables live in :mod:`.tables` and :mod:`.table`."""

from __future__ import annotations

import gc
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import Depends, FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from redis.exceptions import RedisError
from sqlalchemy.exc import SQLAlchemyError
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.middleware.gzip import GZipMiddleware

from sucker.server.config import Settings
from sucker.server.context import Server, token_checked
from sucker.server.guard import Guard
from sucker.server.routes import (
    accounts,
    bots,
    ops,
    pages,
    play,
    players,
    session,
    socket,
    tables,
)
from sucker.server.wire import ApiError, busy

log = logging.getLogger("sucker.server")


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or Settings()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        server = Server(settings)
        app.state.server = server
        await server.open()
        # What exists now lives as long as the server: keep it out of the collector's
        # rounds, and run them less often; their pauses grew with the heap.
        gc.collect()
        gc.freeze()
        gc.set_threshold(50_000, 50, 50)
        yield
        await server.close()
        server.accounts.close()

    app = FastAPI(
        title="So Long Sucker",
        summary="Tables, seats, records; the websocket protocol is in docs/protocol.md.",
        lifespan=lifespan,
        redirect_slashes=False,
    )
    app.add_middleware(GZipMiddleware, minimum_size=1024)
    app.add_middleware(Guard, settings=settings)

    @app.exception_handler(ApiError)
    async def _api_error(_request: Request, e: ApiError) -> JSONResponse:
        return JSONResponse(e.body(), e.status, headers=e.headers())

    @app.exception_handler(RequestValidationError)
    async def _bad_request(_request: Request, e: RequestValidationError) -> JSONResponse:
        first = e.errors()[0] if e.errors() else {}
        where = ".".join(str(x) for x in first.get("loc", ()) if x != "body")
        why = str(first.get("msg", "invalid")).removeprefix("Value error, ")
        message = f"{where}: {why}" if where else why
        return JSONResponse({"detail": {"code": "bad-request", "message": message}}, 422)

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(_request: Request, e: StarletteHTTPException) -> JSONResponse:
        code = {404: "not-found", 405: "bad-method"}.get(e.status_code, "error")
        return JSONResponse({"detail": {"code": code, "message": str(e.detail)}}, e.status_code)

    @app.exception_handler(TimeoutError)  # an OSError, but not the storage's
    async def _busy(_request: Request, e: Exception) -> JSONResponse:
        log.warning("request timed out: %s", e)
        error = busy()
        return JSONResponse(error.body(), 503, headers=error.headers())

    @app.exception_handler(SQLAlchemyError)
    @app.exception_handler(RedisError)
    @app.exception_handler(OSError)
    async def _unavailable(_request: Request, e: Exception) -> JSONResponse:
        log.warning("storage unavailable: %s: %s", type(e).__name__, e)
        error = ApiError(503, "unavailable", "the server cannot reach its storage just now; "
                         "try again in a few seconds", retry_after=2)
        return JSONResponse(error.body(), 503, headers=error.headers())

    @app.exception_handler(Exception)
    async def _failed(_request: Request, e: Exception) -> JSONResponse:
        log.exception("request failed")
        return JSONResponse({"detail": {"code": "error", "message": "the server failed"}}, 500)

    for router in (session.router, tables.router, socket.router, accounts.router,
                   players.router, play.router, ops.router, bots.router):
        app.include_router(router, dependencies=[Depends(token_checked)])
    pages.mount(app, settings)
    return app

