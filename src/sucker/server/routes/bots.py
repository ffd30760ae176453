"""Bots online (bot-protocol.md, "Online"): bot accounts, their tokens, the bots connected
now, and the bots' websocket."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Request

from sucker.server.context import Guest, server_of
from sucker.server.schemas import ERRORS, TokenIn
from sucker.server.wire import ApiError

router = APIRouter()


def _account(who: Any) -> str:
    if not who.account:
        raise ApiError(403, "no-account", "only an account can do this")
    assert who.guest is not None
    return str(who.guest)


@router.post("/api/account/bot", responses=ERRORS)
async def become_bot(who: Guest, request: Request) -> Any:
    """Make the caller's account a bot account, for good (only without rated games)."""
    _account(who)
    await server_of(request).tokens.make_bot(who)
    return {"bot": True}


@router.post("/api/account/tokens", responses=ERRORS)
async def make_token(who: Guest, request: Request,
                     body: Annotated[TokenIn | None, Body()] = None) -> Any:
    """A new token of the bot account: ``{"id", "token"}``; the secret is shown only now."""
    _account(who)
    return await server_of(request).tokens.make(who, (body or TokenIn()).scopes)


@router.get("/api/account/tokens", responses=ERRORS)
async def list_tokens(who: Guest, request: Request) -> Any:
    """The account's tokens, without their secrets, each with its last use."""
    return {"tokens": await server_of(request).tokens.listing(_account(who))}


@router.delete("/api/account/tokens/{token_id}", responses=ERRORS)
async def revoke_token(who: Guest, request: Request, token_id: str) -> Any:
    """Revoke a token: refused from the next call on."""
    await server_of(request).tokens.revoke(_account(who), token_id)
    return {"ok": True}
