"""The web page: index.html for the page's own paths (and, with status 404, for unknown
paths outside the API), assets under /static/ and, cached for good, /static/v/<hash>/."""

from __future__ import annotations

from fastapi import FastAPI, Request, Response

from sucker.server import assets
from sucker.server.config import Settings
from sucker.server.fairplay import give_browser_id
from sucker.server.wire import ApiError


def mount(app: FastAPI, settings: Settings) -> None:
    """The web page: index.html for the page's own paths (and, with status 404, for unknown
    paths outside the API), assets under /static/ and, cached for good, /static/v/<hash>/."""
    static = settings.static_dir
    prefix = f"/static/v/{assets.version(static)}/"
    app.mount(prefix.rstrip("/"), assets.CachedFiles(directory=static, cache=assets.IMMUTABLE))
    app.mount("/static", assets.CachedFiles(directory=static, cache=assets.REVALIDATE),
              name="static")
    body = assets.page(static, prefix)

    def index(request: Request) -> Response:
        if body is None:
            raise ApiError(404, "no-page", "the web page is not installed")
        response = assets.page_response(body)
        give_browser_id(request, response)
        return response

    for path in ("/", "/rules", "/table/{table_id}", "/replay", "/replay/{table_id}", "/account",
                 "/leaderboard", "/players/{name:path}"):  # a name may hold "/"
        app.add_api_route(path, index, methods=["GET", "HEAD"], include_in_schema=False)
    if body is not None:
        app.router.routes.append(assets.NotFoundPage(body))
