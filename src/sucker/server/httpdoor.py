"""uvicorn's HTTP protocol with the limits it lacks: a deadline for a request's headers (a
connection that sends nothing, or half a header, is closed with 408 instead of being kept
forever), a size limit on them and on the URL (431, 414), and a cap on the connections
open from one address (429), so that one client cannot take every open file of the
process."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

from sucker.server import metrics
from sucker.server.config import Settings
from sucker.server.limits import Counter


def _answer(status: int, reason: str, code: str, message: str, extra: str = "") -> bytes:
    body = json.dumps({"detail": {"code": code, "message": message}}).encode()
    return (f"HTTP/1.1 {status} {reason}\r\ncontent-type: application/json\r\n{extra}"
            f"content-length: {len(body)}\r\nconnection: close\r\n\r\n").encode() + body


def guarded_http(settings: Settings) -> type[HttpToolsProtocol]:
    """The protocol class to give uvicorn (``http=``), with the settings' limits."""

    # Connections open from each address; reverse proxies (whose connections carry many
    # clients) are not counted.
    open_from = Counter(settings.connections_per_address)
    proxies = {p.strip() for p in settings.proxies.split(",") if p.strip()}

    class GuardedHttp(HttpToolsProtocol):
        _timer: asyncio.TimerHandle | None = None
        _header_bytes = 0
        _refused = False
        _counted: str | None = None  # the address this connection counts against

        def connection_made(self, transport: Any) -> None:
            super().connection_made(transport)
            address = self.client[0] if self.client else ""
            if address not in proxies and "*" not in proxies:
                if not open_from.add(address):
                    metrics.refused.labels("connections per address").inc()
                    self._refuse(_answer(429, "Too Many Requests", "rate-limited",
                                         "too many open connections from this address",
                                         "retry-after: 10\r\n"))
                    return
                self._counted = address
            self._arm()

        def _uncount(self) -> None:
            if self._counted is not None:
                open_from.remove(self._counted)
                self._counted = None

        def handle_websocket_upgrade(self) -> None:
            self._uncount()  # a websocket now, counted by the sockets' own cap
            super().handle_websocket_upgrade()

        def _arm(self) -> None:
            if self._timer is None:
                self._timer = self.loop.call_later(settings.header_seconds, self._too_slow)

        def _disarm(self) -> None:
            if self._timer is not None:
                self._timer.cancel()
                self._timer = None

        def _refuse(self, answer: bytes) -> None:
            self._disarm()
            if not self.transport.is_closing():
                self._refused = True
                self.transport.write(answer)
                self.transport.close()

        def _too_slow(self) -> None:
            self._timer = None
            self._refuse(_answer(408, "Request Timeout", "too-slow",
                                 "the request's headers took too long"))

        def on_message_begin(self) -> None:
            super().on_message_begin()
            self._header_bytes = 0
            self._arm()

        def on_url(self, url: bytes) -> None:
            self._header_bytes += len(url)  # the request line shares the headers' limit
            if self._header_bytes > settings.header_max:
                self._refuse(_answer(414, "URI Too Long", "too-large",
                                     f"a request's URL and headers have at most "
                                     f"{settings.header_max} bytes"))
                raise ValueError("URL too long")
            super().on_url(url)

        def on_header(self, name: bytes, value: bytes) -> None:
            self._header_bytes += len(name) + len(value) + 4
            if self._header_bytes > settings.header_max:
                self._refuse(_answer(431, "Request Header Fields Too Large", "too-large",
                                     f"request headers have at most {settings.header_max} "
                                     "bytes"))
                raise ValueError("headers too large")
            super().on_header(name, value)

        def on_headers_complete(self) -> None:
            self._disarm()
            super().on_headers_complete()

        def send_400_response(self, msg: str) -> None:
            if not self._refused:
                super().send_400_response(msg)

        def connection_lost(self, exc: Exception | None) -> None:
            self._disarm()
            self._uncount()
            super().connection_lost(exc)

    return GuardedHttp
