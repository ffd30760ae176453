"""`sucker serve` refuses a bad SUCKER_* value at start, in one line naming the variable."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest


@pytest.mark.parametrize(("variable", "value", "why"), [
    ("SUCKER_PORT", "abc", "valid integer"),
    ("SUCKER_RATE", "-1", "greater than or equal to 0"),
    ("SUCKER_AI_WORKERS", "0", "greater than or equal to 1"),
])
def test_a_bad_setting_stops_the_server_with_one_line_naming_it(
        variable: str, value: str, why: str, tmp_path: Path) -> None:
    env = {**os.environ, "SUCKER_DATA": str(tmp_path), variable: value}
    done = subprocess.run([sys.executable, "-m", "sucker", "serve", "--port", "0"],
                          capture_output=True, text=True, timeout=60, check=False, env=env)
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith(f"error: bad setting: {variable}='{value}': ")
    assert why in lines[0]
    assert not (tmp_path / "sucker.db").exists()  # it stopped before opening anything
