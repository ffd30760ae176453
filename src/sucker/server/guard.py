"""The door: checks every request before the app sees it, and marks every answer.

- the ``Host`` header must be one the server answers to (``SUCKER_HOSTS``);
- state-changing requests and websockets from a browser must come from the server's own
  origin (or one of ``SUCKER_ORIGINS``): a page elsewhere cannot act with a visitor's cookie;
- a request body is at most ``SUCKER_BODY_MAX`` bytes (413), counted as it arrives (a body
  of unknown length, chunked, is read here whole before the app sees it);
- answers carry a content security policy without inline script, no framing, nosniff and a
  referrer policy.
Refusals are JSON like every other error (``{"detail": {"code", "message"}}``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from sucker.server.config import Settings

SAFE = {"GET", "HEAD", "OPTIONS"}
CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; "
       "form-action 'self'; frame-ancestors 'none'")
HEADERS = [
    (b"x-content-type-options", b"nosniff"),
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"same-origin"),
]
# The API explorer (/docs, /redoc) loads its own scripts; it gets no CSP.
NO_CSP = ("/docs", "/redoc")


def origin_allowed(headers: Mapping[str, str], scheme: str, settings: Settings) -> bool:
    """A browser's request may change state only from the server's own origin (or a listed
    one). Requests without an Origin come from no browser page, so carry no visitor's
    cookie by a third party's doing; a cross-site fetch metadata header is refused too."""
    origin = headers.get("origin")
    if origin is None:
        return headers.get("sec-fetch-site", "same-origin") in ("same-origin", "none")
    host = headers.get("host", "")
    own = {f"{s}://{host}" for s in (("https", "http") if scheme in ("http", "ws")
                                     else ("https",))}
    listed = {o.strip() for o in settings.origins.split(",") if o.strip()}
    return origin in own or origin in listed


class Guard:
    def __init__(self, app: ASGIApp, settings: Settings) -> None:
        self.app = app
        self.settings = settings
        self.hosts = {h.strip().lower() for h in settings.hosts.split(",") if h.strip()}

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1"): v.decode("latin-1") for k, v in scope["headers"]}
        host = headers.get("host", "").rsplit(":", 1)[0].strip("[]").lower()
        if "*" not in self.hosts and host not in self.hosts:
            await self._refuse(scope, send, 400, "bad-host", "this server does not answer "
                               "to that host name")
            return
        if scope["type"] == "websocket":  # the origin is checked by the socket itself
            await self.app(scope, receive, send)
            return
        method = scope["method"]
        if method not in SAFE and not origin_allowed(headers, scope["scheme"], self.settings):
            await self._refuse(scope, send, 403, "bad-origin", "requests that change something "
                               "must come from this site's own pages")
            return
        limit = self.settings.body_max
        length = headers.get("content-length")
        if length is not None and (not length.isdigit() or int(length) > limit):
            await self._refuse(scope, send, 413, "too-large",
                               f"a request body has at most {limit} bytes")
            return
        if length is None:  # chunked, or no body: read it here, where 413 can be answered
            body = await _read_body(receive, limit)
            if body is None:
                await self._refuse(scope, send, 413, "too-large",
                                   f"a request body has at most {limit} bytes")
                return
            receive = _replay(body, receive)
        seen = 0
        too_big = False

        async def counted() -> Message:
            nonlocal seen, too_big
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > limit:
                    too_big = True
                    raise BodyTooLarge
            return message

        path = scope["path"]
        extra = list(HEADERS)
        if not path.startswith(NO_CSP):
            extra.append((b"content-security-policy", CSP.encode()))

        async def marked(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = list(message.get("headers", [])) + extra
            await send(message)

        try:
            await self.app(scope, counted, marked)
        except BodyTooLarge:
            if too_big:
                await self._refuse(scope, send, 413, "too-large",
                                   f"a request body has at most {limit} bytes")

    async def _refuse(self, scope: Scope, send: Send, status: int, code: str,
                      message: str) -> None:
        if scope["type"] == "websocket":
            await send({"type": "websocket.close", "code": 4000 + status})
            return
        body = json.dumps({"detail": {"code": code, "message": message}}).encode()
        headers: list[Any] = [(b"content-type", b"application/json"),
                              (b"content-length", str(len(body)).encode()), *HEADERS]
        await send({"type": "http.response.start", "status": status, "headers": headers})
        await send({"type": "http.response.body", "body": body})


class BodyTooLarge(Exception):
    pass


async def _read_body(receive: Receive, limit: int) -> bytes | None:
    """A request body of unknown length, whole, or None past ``limit`` bytes (the app
    would turn an error raised while it reads into a 400)."""
    chunks: list[bytes] = []
    seen = 0
    while True:
        message = await receive()
        if message["type"] != "http.request":
            break  # the client left: the app sees an empty body, then the disconnect
        chunk = message.get("body", b"")
        seen += len(chunk)
        if seen > limit:
            return None
        chunks.append(chunk)
        if not message.get("more_body", False):
            break
    return b"".join(chunks)


def _replay(body: bytes, receive: Receive) -> Receive:
    """A ``receive`` giving the app the body read already, then what comes next."""
    given = False

    async def replayed() -> Message:
        nonlocal given
        if not given:
            given = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return replayed
