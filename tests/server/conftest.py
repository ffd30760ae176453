"""Fixtures for the server tests; the real server process and scripted clients are in
tests/server_kit.py, shared with the browser tests; the app in this process in
tests/app_kit.py."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Iterator
from contextlib import contextmanager

import psycopg
import pytest

from app_kit import App, running
from server_kit import PG_ADMIN, Server, make_server


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@contextmanager
def pg_database(prefix: str) -> Iterator[str]:
    """A new PostgreSQL database, dropped afterwards."""
    name = f"{prefix}_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(PG_ADMIN, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    yield f"postgresql://postgres@127.0.0.1:5432/{name}"
    with psycopg.connect(PG_ADMIN, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture(scope="session")
def pg_url() -> Iterator[str]:
    """A PostgreSQL database of its own for this run."""
    with pg_database("sucker_test") as url:
        yield url


@pytest.fixture
def fresh_pg() -> Iterator[str]:
    """A PostgreSQL database of the test's own, for servers that must start on an empty one."""
    with pg_database("sucker_fresh") as url:
        yield url


@pytest.fixture(params=["sqlite", "postgres"])
def storage(request: pytest.FixtureRequest) -> str:
    """Both storages: run the test once on SQLite, once on PostgreSQL."""
    if request.param == "postgres":
        return str(request.getfixturevalue("pg_url"))
    return ""


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """One shared SQLite server for the tests that need no special set-up."""
    s = make_server(tmp_path_factory.mktemp("server"))
    yield s
    s.stop()


@pytest.fixture(scope="module")
async def app(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[App]:
    """One SQLite app in this process for a module's tests; the module runs them on one
    event loop (it sets ``anyio_backend`` to module scope)."""
    async with running(tmp_path_factory.mktemp("app")) as a:
        yield a
