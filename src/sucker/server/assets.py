"""The web page's files served like a real site.

Every file under ``static/`` is also served at ``/static/v/<hash>/…``, where the hash covers
the whole folder: index.html names its stylesheet and entry module there, and the modules
import one another by relative paths, so one page always runs one version of every module
(a returning browser cannot mix old and new ones). Those URLs never change content, so they
are cached for a year; the page itself and plain ``/static/`` answer ``no-cache``.
Unknown paths outside ``/api/`` and ``/ws/`` get the page with status 404: it shows its own
"not found".
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from starlette.datastructures import URLPath
from starlette.responses import Response
from starlette.routing import BaseRoute, Match, NoMatchFound
from starlette.staticfiles import StaticFiles
from starlette.types import Receive, Scope, Send

IMMUTABLE = "public, max-age=31536000, immutable"
REVALIDATE = "no-cache"


def version(static: Path) -> str:
    """A short hash of every file's path and content."""
    digest = hashlib.sha256()
    if static.is_dir():
        for f in sorted(p for p in static.rglob("*") if p.is_file()):
            digest.update(f.relative_to(static).as_posix().encode() + b"\0")
            digest.update(f.read_bytes())
    return digest.hexdigest()[:12]


class CachedFiles(StaticFiles):
    """StaticFiles with a Cache-Control header on every answer."""

    def __init__(self, *, directory: Path, cache: str) -> None:
        super().__init__(directory=directory, check_dir=False)
        self.cache = cache

    async def get_response(self, path: str, scope: Scope) -> Response:
        response = await super().get_response(path, scope)
        if response.status_code < 400:
            response.headers["Cache-Control"] = self.cache
        return response


def page(static: Path, prefix: str) -> bytes | None:
    """index.html with its /static/ URLs pointing at the versioned folder."""
    index = static / "index.html"
    if not index.is_file():
        return None
    return index.read_bytes().replace(b'"/static/', f'"{prefix}'.encode())


def page_response(body: bytes, status: int = 200) -> Response:
    return Response(body, status, media_type="text/html; charset=utf-8",
                    headers={"Cache-Control": REVALIDATE})


class NotFoundPage(BaseRoute):
    """Last route: a GET or HEAD of any other path outside the API answers the page, 404."""

    def __init__(self, body: bytes) -> None:
        self.body = body

    def matches(self, scope: Scope) -> tuple[Match, Scope]:
        path = scope.get("path", "")
        if (scope["type"] == "http" and scope["method"] in ("GET", "HEAD")
                and not path.startswith(("/api/", "/ws/", "/static/")) and path != "/api"):
            return Match.FULL, {}
        return Match.NONE, {}

    async def handle(self, scope: Scope, receive: Receive, send: Send) -> None:
        await page_response(self.body, 404)(scope, receive, send)

    def url_path_for(self, name: str, /, **params: str) -> URLPath:  # never named
        raise NoMatchFound(name, params)

