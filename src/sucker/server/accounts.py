"""Accounts: a guest becomes an account by taking a username and a password (argon2), and
keeps its games.

Guessing is slowed before any hash is computed: each login takes a token from its address's
bucket and its account's (or, from a browser that logged in to that account before, from
its device cookie's) in one step of the event loop, so a burst cannot pass between a check
and a count; refused tries cost no hash. Hashes run on a few threads at most
(``hash_workers``), so a burst of logins cannot starve the rest of the server. Every
refusal says the same thing whether or not the username exists, and takes the same time
(a password is checked against a stand-in hash for unknown names).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

from sucker.server import metrics
from sucker.server.config import Settings
from sucker.server.db import Store
from sucker.server.limits import Buckets
from sucker.server.names import clean_username, new_username, skeletons
from sucker.server.repos import guests as guest_repo
from sucker.server.repos import names as names_repo
from sucker.server.wire import ApiError

T = TypeVar("T")

PASSWORD_MIN, PASSWORD_MAX = 8, 256

# OWASP's second argon2id setting: 19 MiB, 2 passes, one lane.
HASHER = PasswordHasher(time_cost=2, memory_cost=19456, parallelism=1)


def username_key(name: str) -> str:
    """Usernames are unique without regard to case or compatibility forms."""
    return clean_username(name).casefold()


class Accounts:
    def __init__(self, store: Store, settings: Settings) -> None:
        self.store = store
        self.pool = ThreadPoolExecutor(max_workers=settings.hash_workers,
                                       thread_name_prefix="argon2")
        rate, burst = settings.logins_per_hour / 3600, settings.logins_burst
        self.by_name = Buckets(rate, burst)  # tries at an account from unknown browsers
        self.by_address = Buckets(2 * rate, burst)
        self.by_device = Buckets(rate, burst)  # tries from a browser the account knows
        self.stand_in = HASHER.hash("a password nobody has")

    async def _run(self, fn: Callable[..., T], *args: Any) -> T:
        """argon2 in threads (it releases the GIL): the event loop never waits on it."""
        return await asyncio.get_running_loop().run_in_executor(self.pool, fn, *args)

    async def _verify(self, hashed: str, password: str) -> bool:
        try:
            return bool(await self._run(HASHER.verify, hashed, password))
        except (VerificationError, InvalidHashError):
            return False

    @staticmethod
    def _check_password(password: str) -> None:
        if not PASSWORD_MIN <= len(password) <= PASSWORD_MAX:
            raise ApiError(422, "bad-request", f"a password has {PASSWORD_MIN} to "
                           f"{PASSWORD_MAX} characters")

    async def sign_up(self, guest: str, username: str, password: str, address: str) -> str:
        """Make the guest an account; returns the username as shown. A hash is computed
        only for a free name, and counts against the address like a login."""
        try:
            name = new_username(username)
        except ValueError as e:
            raise ApiError(422, "bad-request", f"username: {e}") from None
        self._check_password(password)
        row = await self.store.run(guest_repo.get, self.store.engine, guest)
        if row is not None and row["username_key"] is not None:
            raise ApiError(409, "has-account", "you already have an account: log out first")
        if await self.store.run(names_repo.taken, self.store.engine, skeletons(name)):
            raise ApiError(409, "name-taken", "this username is not available")
        self._refuse(self.by_address.take(address))
        hashed = await self._run(HASHER.hash, password)
        if not await self.store.run(names_repo.make_account, self.store.engine, guest, name,
                                    name.casefold(), hashed, skeletons(name)):
            raise ApiError(409, "name-taken", "this username is not available")
        return name

    def _take(self, key: str, address: str, device: tuple[str, str] | None) -> None:
        """Count a try before it is checked (429 past the limits): from the account's own
        device, against that device; otherwise against the address and the account."""
        if device is not None and device[0] == key:
            wait = self.by_device.take(device[1])
        else:
            wait = self.by_address.take(address)
            if wait is None:
                wait = self.by_name.take(key)
        self._refuse(wait)

    @staticmethod
    def _refuse(wait: float | None) -> None:
        if wait is not None:
            metrics.refused.labels("logins").inc()
            raise ApiError(429, "rate-limited", "too many tries: wait a little",
                           retry_after=wait)

    async def log_in(self, username: str, password: str, address: str,
                     device: tuple[str, str] | None) -> tuple[str, str]:
        """The guest id and username key of the account, or 401 — the same answer, in the
        same time, for a wrong password and an unknown username; 429 past the limits."""
        try:
            key = username_key(username)
        except ValueError:
            key = username.casefold()[:64]
        self._take(key, address, device)
        row = await self.store.run(guest_repo.account, self.store.engine, key)
        hashed = row["password"] if row is not None and row["password"] else self.stand_in
        if not await self._verify(hashed, password) or row is None:
            raise ApiError(401, "bad-login", "wrong username or password")
        return str(row["id"]), key

    async def check(self, guest: str, password: str) -> None:
        """The password of the caller's own account, before a grave act (changing the
        password, deleting the account): counted against the account's signed-in
        sessions, apart from strangers' guesses (which must not stop the owner here)."""
        row = await self.store.run(guest_repo.get, self.store.engine, guest)
        if row is None or not row["password"]:
            raise ApiError(403, "no-account", "you have no account")
        self._refuse(self.by_device.take(f"signed-in:{guest}"))
        if not await self._verify(row["password"], password):
            raise ApiError(401, "bad-login", "wrong password")

    async def change_password(self, guest: str, current: str, new: str) -> None:
        self._check_password(new)
        await self.check(guest, current)
        hashed = await self._run(HASHER.hash, new)
        await self.store.run(names_repo.set_password, self.store.engine, guest, hashed)

    def close(self) -> None:
        self.pool.shutdown(wait=False)
