"""The HTTP API's bodies (OpenAPI at /docs)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field, field_validator

from sucker.server.names import NAME_MAX, clean_name


class SessionIn(BaseModel):
    name: str = Field(description=f"1-{NAME_MAX} visible characters, NFKC-normalised")

    _check = field_validator("name")(clean_name)


class SessionOut(BaseModel):
    id: str
    name: str
    account: bool = False


class TableIn(BaseModel):
    players: int = Field(default=4, ge=3, le=6)
    chips: int = Field(default=7, ge=1, le=20)
    variant: Literal["nash1950", "sucker-bench"] = "nash1950"
    private: bool = False
    decision_seconds: int = Field(default=60, ge=0, le=3600, description="0: untimed (no "
                                  "clock for a lone player, a relaxed one where others wait)")
    ai_level: Literal["easy", "medium", "hard"] = "medium"
    rated: bool = Field(default=False, description="rated tables need an account in every "
                        "human seat")
    lang: Literal["en", "fr"] | None = Field(default=None, description="the language the AIs "
                                             "open in and take their names from (default: "
                                             "the browser's, from Accept-Language)")
    no_bots: bool = Field(default=False, description="refuse bot accounts at this table")


class AccountIn(BaseModel):
    username: str = Field(max_length=64)
    password: str = Field(max_length=256)


class AccountOut(BaseModel):
    id: str
    name: str
    account: bool


class PasswordIn(BaseModel):
    password: str = Field(max_length=256)


class NewPasswordIn(BaseModel):
    current: str = Field(max_length=256)
    new: str = Field(max_length=256)


class SessionInfo(BaseModel):
    id: str = Field(description="names the session for POST /api/account/sessions/{id}/end")
    created: float
    seen: float
    agent: str = Field(description='the browser, summarised ("Firefox (Linux)")')
    address: str
    current: bool = Field(description="the session of this request")


class SessionList(BaseModel):
    sessions: list[SessionInfo]


class ComputerIn(BaseModel):
    level: Literal["easy", "medium", "hard"] = "medium"
    players: int = Field(default=4, ge=3, le=6)
    lang: Literal["en", "fr"] | None = None
    rated: bool = Field(default=False, description="rated, with the standard clock (needs an "
                        "account); else casual and untimed: the game waits for you")


class FriendsIn(BaseModel):
    lang: Literal["en", "fr"] | None = None


class FindIn(BaseModel):
    players: int = Field(default=4, ge=3, le=6)
    lang: Literal["en", "fr"] | None = None
    wait: int = Field(default=60, ge=5, le=600, description="seconds before AIs fill the "
                      "empty seats of a table made for you")


class PersonaOut(BaseModel):
    name: str
    temperament: str
    gender: Literal["f", "m"] | None = Field(default=None, description="grammatical gender "
                                             "the page's words agree with")


class SeatOut(BaseModel):
    color: str
    name: str | None
    kind: str | None
    you: bool
    connected: bool
    ai_playing: bool
    persona: PersonaOut | None = None
    bot: bool = Field(default=False, description="a bot account's program plays this seat")
    waiting: bool = Field(default=False, description="a challenged bot has not answered yet")
    guest: bool = Field(default=False, description="a person without an account: their "
                        "name is a guest's, which pages mark as such")


class RulesOut(BaseModel):
    players: int
    chips: int
    variant: str


class TableOut(BaseModel):
    id: str
    status: Literal["open", "playing", "over"]
    private: bool
    rated: bool = False
    no_bots: bool = Field(default=False, description="bot accounts may not sit here")
    # A rated table played as casual, and why: same-address, same-browser, new-account.
    casual_reason: str | None = None
    lang: str = "en"
    invite: str | None = Field(default=None, description="only to those seated at a private table")
    rules: RulesOut
    decision_seconds: int
    ai_level: str
    seats: list[SeatOut]
    created: str
    started: str | None
    ended: str | None
    winner: str | None
    seq: int
    rematch: str | None = Field(default=None, description="id of this table's rematch, once made")
    hints: bool = Field(default=False, description="the caller may ask for hints here (a "
                        "casual table where every other seat is an AI)")
    fill_at: float | None = Field(default=None, description="a table made by find-a-game: the "
                                  "Unix time at which AIs take its empty seats and it starts")


class TableList(BaseModel):
    tables: list[TableOut]


class JoinIn(BaseModel):
    seat: str | None = Field(default=None, max_length=16)
    invite: str | None = Field(default=None, max_length=64)


class AiIn(BaseModel):
    seat: str | None = Field(default=None, max_length=16)
    level: Literal["easy", "medium", "hard"] | None = None
    all: bool = False
    bot: str | None = Field(default=None, max_length=64, description="a connected bot "
                            "(GET /api/bots) to challenge for the seat, instead of an AI")


class ErrorBody(BaseModel):
    code: str
    message: str
    retry_after: float | None = None


class ErrorOut(BaseModel):
    detail: ErrorBody


ERRORS: dict[int | str, dict[str, Any]] = {
    s: {"model": ErrorOut} for s in (400, 401, 403, 404, 409, 413, 422, 429, 503)
}


class TokenIn(BaseModel):
    scopes: list[Annotated[str, Field(max_length=32)]] = Field(
        default=["bot:play"], min_length=1, max_length=8,
        description="what the token may do: bot:play (play as the bot account)")
