"""The settings: read from SUCKER_* variables with their types, checked, and all listed in
docs/server.md."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from sucker.server.config import BadSetting, Settings

DOC = Path(__file__).resolve().parents[2] / "docs" / "server.md"
NOT_SETTINGS = {"SUCKER_LOG", "SUCKER_FRAME_MAX"}  # read by the logs; a fixed limit


def variable(field: str) -> str:
    return "SUCKER_DATA" if field == "data_dir" else "SUCKER_" + field.upper()


def test_docs_list_every_setting_and_nothing_else() -> None:
    listed = set(re.findall(r"`(SUCKER_[A-Z_]+)`", DOC.read_text()))
    assert {variable(f) for f in Settings.model_fields} == listed - NOT_SETTINGS


def test_variables_are_read_with_their_types(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SUCKER_PORT", "8123")
    monkeypatch.setenv("SUCKER_RATE", "2.5")
    monkeypatch.setenv("SUCKER_DATA", "/tmp/elsewhere")
    monkeypatch.setenv("SUCKER_PROXIES", "")
    settings = Settings()
    assert (settings.port, settings.rate) == (8123, 2.5)
    assert settings.data_dir == Path("/tmp/elsewhere")
    assert settings.proxies == ""
    assert Settings(ai_delay=0).ai_delay == 0.0  # given values win over the variables
    assert Settings(data_dir=Path("x")).data_dir == Path("x")


def test_defaults_hold_without_variables(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in list(os.environ):
        if name.startswith("SUCKER_"):
            monkeypatch.delenv(name)
    settings = Settings()
    assert (settings.host, settings.port, settings.data_dir) == ("127.0.0.1", 8000, Path("data"))
    assert (settings.rate, settings.body_max, settings.ai_workers) == (30.0, 65536, 2)


@pytest.mark.parametrize(("variable", "value"), [
    ("SUCKER_PORT", "abc"), ("SUCKER_PORT", "70000"), ("SUCKER_GRACE", "-3"),
    ("SUCKER_BODY_MAX", "1.5"), ("SUCKER_HASH_WORKERS", "0"), ("SUCKER_CHAT_RATE", "nan"),
])
def test_a_bad_value_is_named_in_one_line(monkeypatch: pytest.MonkeyPatch, variable: str,
                                          value: str) -> None:
    monkeypatch.setenv(variable, value)
    with pytest.raises(BadSetting) as raised:
        Settings()
    message = str(raised.value)
    assert message.startswith(f"bad setting: {variable}='{value}': ")
    assert "\n" not in message
