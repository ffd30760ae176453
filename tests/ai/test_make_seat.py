"""Seat kinds: every spec the hosts accept makes the right seat, a bad one a clear error."""

import pytest

from sucker.ai import make_seat
from sucker.ai.llm import LLMSeat


def test_llm_kind_makes_an_llm_seat(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SUCKER_LLM_BASE_URL", "http://127.0.0.1:9/v1")
    seat = make_seat("llm:tiny-model")
    assert isinstance(seat, LLMSeat)


def test_llm_kind_without_endpoint_says_what_to_set(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SUCKER_LLM_BASE_URL", raising=False)
    with pytest.raises(ValueError, match="SUCKER_LLM_BASE_URL"):
        make_seat("llm:tiny-model")


@pytest.mark.parametrize("kind", ["robot", "ai:grandmaster", "ai:hard@-1", "ai:hard@abc"])
def test_unknown_kinds_are_refused(kind: str) -> None:
    with pytest.raises(ValueError):
        make_seat(kind)
